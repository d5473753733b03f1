import { describe, expect, it } from 'vitest';
import type { MeasuredLadder } from '../../src-engine/core/game';
import { strengthWords } from './strength-words';

const LEVELS = ['random', 'greedy', 'easy', 'medium', 'hard'];
const pair = (a: string, b: string, score: number, games = 50) => ({ a, b, score, lo: 0, hi: 1, games });
const two: MeasuredLadder = {
  players: 2,
  command: 'npm run arena -- --ladder --game zero --players 2 --games 50',
  pairs: [pair('greedy', 'random', 1), pair('easy', 'random', 0.94), pair('medium', 'greedy', 0.42), pair('hard', 'medium', 0.58), pair('hard', 'greedy', 0.5)],
};
const four: MeasuredLadder = {
  players: 4,
  command: 'npm run arena -- --ladder --game hex --players 4 --games 12',
  pairs: [pair('greedy', 'random', 0.92, 12), pair('hard', 'greedy', 0.25, 12)],
};

describe('a level described by its measured strength', () => {
  it('words two players against the nearest weaker level it was measured against', () => {
    expect(strengthWords('hard', 2, LEVELS, [two])).toBe('Measured: wins about 6 of 10 games against Medium (50 games).');
    expect(strengthWords('greedy', 2, LEVELS, [two])).toBe('Measured: wins about 10 of 10 games against Beginner (50 games).');
  });

  it('skips to the next weaker level when the nearest was not measured', () => {
    // medium was measured against greedy only.
    expect(strengthWords('medium', 2, LEVELS, [two])).toBe('Measured: wins about 4 of 10 games against Steady (50 games).');
  });

  it('reads a two-player pairing the other way round as its complement', () => {
    const reversed: MeasuredLadder = { ...two, pairs: [pair('greedy', 'easy', 0.7, 40)] };
    expect(strengthWords('easy', 2, LEVELS, [reversed])).toBe('Measured: wins about 3 of 10 games against Steady (40 games).');
  });

  it('gives the even share with more seats, and never reverses a one-against-many pairing', () => {
    expect(strengthWords('hard', 4, LEVELS, [two, four])).toBe('Measured in one seat against 3 Steady computers: wins about 3 of 10 games, where an even share is 2.5 (12 games).');
    expect(strengthWords('random', 4, LEVELS, [four])).toBe('');
  });

  it('words a team ladder as two of a level against two of another, reading a pairing either way round', () => {
    const teams: MeasuredLadder = {
      players: 4,
      teams: true,
      command: 'npm run arena -- --ladder --game toss --players 4 --games 40',
      pairs: [pair('hard', 'medium', 0.8, 40), pair('greedy', 'easy', 0.3, 40)],
    };
    expect(strengthWords('hard', 4, LEVELS, [teams])).toBe('Measured: two of these as a team win about 8 of 10 games against two Medium computers (40 games).');
    expect(strengthWords('easy', 4, LEVELS, [teams])).toBe('Measured: two of these as a team win about 7 of 10 games against two Steady computers (40 games).');
  });

  it('says when the seat count was never measured, and nothing for a game without a ladder', () => {
    expect(strengthWords('hard', 3, LEVELS, [two, four])).toBe('Not yet measured with 3 players.');
    expect(strengthWords('hard', 2, LEVELS, undefined)).toBe('');
    expect(strengthWords('hard', 1, LEVELS, [two])).toBe('');
  });
});
