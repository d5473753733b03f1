import { describe, expect, it } from 'vitest';
import {
  addGames,
  eloSteps,
  fitElo,
  fitWithoutFirst,
  pairTasks,
  playTask,
  resultFor,
  soloDuel,
  stepIntervals,
  stepIntervalText,
  wilson,
  type PairRecord,
  type PairResult,
} from './arena-lib';

describe('arena', () => {
  it('wilson intervals match the textbook values', () => {
    const [lo, hi] = wilson(0.5, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    const [lo1, hi1] = wilson(1, 20);
    expect(lo1).toBeCloseTo(0.8389, 3);
    expect(hi1).toBe(1);
    expect(wilson(0.3, 0)).toEqual([0, 1]);
  });

  it('fits Elo gaps from pairwise scores', () => {
    // 76% expected score is about +200 Elo; 50% is level.
    const elo = fitElo(
      ['a', 'b', 'c'],
      [
        { a: 'b', b: 'a', score: 76, games: 100 },
        { a: 'c', b: 'b', score: 50, games: 100 },
      ],
    );
    expect(elo.get('a')).toBe(0);
    expect(elo.get('b')).toBeGreaterThan(185);
    expect(elo.get('b')).toBeLessThan(215);
    expect(Math.abs(elo.get('c')! - elo.get('b')!)).toBeLessThan(10);
  });

  it('fits Elo for one seat against three: scoring 1/4 is level, and 1/2 is the gap that 0.76 makes head to head', () => {
    const level = fitElo(['a', 'b'], [{ a: 'b', b: 'a', score: 25, games: 100 }], 'a', 4);
    expect(Math.abs(level.get('b')!)).toBeLessThan(10);
    // 1 / (1 + 3 * 10^(-d/400)) = 0.5 when d = 400 log10(3), about 191.
    const ahead = fitElo(['a', 'b'], [{ a: 'b', b: 'a', score: 50, games: 100 }], 'a', 4);
    expect(ahead.get('b')).toBeGreaterThan(180);
    expect(ahead.get('b')).toBeLessThan(200);
  });

  it("a level that shares half its games with everyone squeezes the joint ladder; the fit without it shows the levels' own steps", () => {
    // Hex's random seat: every level scores 0.75 against it, while the others are 150 Elo apart head to head.
    const levels = ['random', 'greedy', 'easy', 'medium', 'hard'];
    const rating = [0, 0, 150, 300, 450];
    const results: PairResult[] = [];
    for (let i = 1; i < levels.length; i++) {
      for (let j = 0; j < i; j++) {
        const score = j === 0 ? 0.75 : 1 / (1 + 10 ** ((rating[j]! - rating[i]!) / 400));
        results.push({ a: levels[i]!, b: levels[j]!, score: score * 40, games: 40 });
      }
    }
    const joint = fitElo(levels, results, 'random');
    // The joint fit reads the first step far below the 191 Elo that 0.75 is head to head.
    expect(joint.get('greedy')).toBeLessThan(100);
    expect(eloSteps(levels, joint)).toMatch(/^random to greedy \+\d+ \(short\), greedy to easy/);
    const inner = fitWithoutFirst(levels, results)!;
    expect(inner.get('greedy')).toBe(0);
    for (const [lo, hi] of [
      ['greedy', 'easy'],
      ['easy', 'medium'],
      ['medium', 'hard'],
    ] as const) {
      expect(Math.abs(inner.get(hi)! - inner.get(lo)! - 150)).toBeLessThan(5);
    }
    expect(eloSteps(levels.slice(1), inner)).not.toContain('short');
    // Too few levels left to speak of steps.
    expect(fitWithoutFirst(['random', 'greedy', 'hard'], results)).toBeNull();
  });

  it("a step's interval holds its point estimate, narrows with more games, and tells a sure step from a lucky one", () => {
    // Three levels 150 Elo apart head to head (0.70), a draw in ten games; `games` each pairing.
    const ladder = (games: number): PairRecord[] => {
      const rating = { a: 0, b: 150, c: 300 } as const;
      const pairs: [keyof typeof rating, keyof typeof rating][] = [
        ['b', 'a'],
        ['c', 'a'],
        ['c', 'b'],
      ];
      return pairs.map(([a, b]) => {
        const p = 1 / (1 + 10 ** ((rating[b] - rating[a]) / 400));
        const draws = Math.round(games / 10);
        const wins = Math.round(p * games - draws / 2);
        return { a, b, wins, draws, games, score: wins + draws / 2 };
      });
    };
    const levels = ['a', 'b', 'c'];
    const fit = (r: readonly PairResult[]) => fitElo(levels, r);
    const few = stepIntervals(levels, ladder(20), fit)!;
    const many = stepIntervals(levels, ladder(400), fit)!;
    const point = fitElo(levels, ladder(400));
    for (let i = 0; i < 2; i++) {
      const step = point.get(levels[i + 1]!)! - point.get(levels[i]!)!;
      expect(many[i]![0]).toBeLessThanOrEqual(step);
      expect(many[i]![1]).toBeGreaterThanOrEqual(step);
      // Twenty times the games: the interval is several times narrower.
      expect(few[i]![1] - few[i]![0]).toBeGreaterThan(3 * (many[i]![1] - many[i]![0]));
    }
    // On 400 games a pairing 150 Elo is surely over 100; on 20 it could be under it.
    expect(many[0]![0]).toBeGreaterThan(100);
    expect(few[0]![0]).toBeLessThan(100);
    // Seeded: the page's line is the same on every run.
    expect(stepIntervals(levels, ladder(20), fit)).toEqual(few);
    expect(
      stepIntervalText(levels, [
        [-12, 140],
        [3, 250],
      ]),
    ).toBe('a to b [-12, +140], b to c [+3, +250]');
  });

  it('a pairing plays every deal from every seat, and a longer run starts with the games of a shorter one (what --extend adds to)', () => {
    const base = { game: 'hex', options: { seats: 3, variants: [] }, timed: false };
    const full = pairTasks(base, 1000, 'hard', 'easy', 12);
    // Each of the four deals once with hard in each of the three seats, the others easy.
    expect(new Set(full.tasks.map((t) => t.seed))).toEqual(new Set([1000, 1001, 1002, 1003]));
    for (const seed of [1000, 1001, 1002, 1003]) {
      const seats = full.tasks.filter((t) => t.seed === seed).map((t) => t.seats.indexOf('hard'));
      expect(seats.sort()).toEqual([0, 1, 2]);
    }
    full.tasks.forEach((t, i) => {
      expect(t.seats.filter((l) => l === 'hard')).toHaveLength(1);
      expect(t.seats[full.aSeat[i]!]).toBe('hard');
    });
    // Games 7 to 12 of a 12-game run are the 12-game run's tail, even from mid-deal.
    const tail = pairTasks(base, 1000, 'hard', 'easy', 12, 6);
    expect(tail.tasks).toEqual(full.tasks.slice(6));
    expect(tail.aSeat).toEqual(full.aSeat.slice(6));
    expect(pairTasks(base, 1000, 'hard', 'easy', 12, 7).tasks).toEqual(full.tasks.slice(7));
  });

  it("a team pairing seats A on a whole side, each deal once from each side; a win is a victory of A's side alone", () => {
    const base = { game: 'toss', options: { seats: 4, variants: [] }, timed: false };
    const sides = [
      [0, 2],
      [1, 3],
    ];
    const { tasks, aSeat } = pairTasks(base, 1000, 'hard', 'easy', 4, 0, sides);
    expect(tasks.map((t) => [t.seed, t.seats])).toEqual([
      [1000, ['hard', 'easy', 'hard', 'easy']],
      [1000, ['easy', 'hard', 'easy', 'hard']],
      [1001, ['hard', 'easy', 'hard', 'easy']],
      [1001, ['easy', 'hard', 'easy', 'hard']],
    ]);
    expect(aSeat).toEqual([0, 1, 0, 1]);
    expect(resultFor([0, 2], [0, 2])).toBe('win');
    expect(resultFor([1, 3], [0, 2])).toBe('loss');
    expect(resultFor([0, 1, 2, 3], [0, 2])).toBe('draw');
    // Every seat for itself: a shared victory is a draw, as before.
    expect(resultFor([1], [1])).toBe('win');
    expect(resultFor([1, 2], [1])).toBe('draw');
    expect(resultFor([2], [1])).toBe('loss');
  });

  it('scores two solo players deal by deal: more dice removed wins the deal, the same draws it', () => {
    expect(soloDuel([10, 8, 12, 9], [9, 8, 13, 9])).toEqual({ wins: 1, draws: 2, games: 4 });
    expect(soloDuel([], [])).toEqual({ wins: 0, draws: 0, games: 0 });
    expect(() => soloDuel([1, 2], [1])).toThrow(/2 deals against 1/);
  });

  it("adds a pairing's games past its record: wins, draws and games sum, times weighted by games", () => {
    const first = { a: 'hard', b: 'easy', games: 24, wins: 10, draws: 2, aMs: 200, bMs: 20 };
    const more = { a: 'hard', b: 'easy', games: 48, wins: 30, draws: 0, aMs: 260, bMs: 26 };
    expect(addGames(first, more)).toEqual({ a: 'hard', b: 'easy', games: 72, wins: 40, draws: 2, aMs: 240, bMs: 24 });
    expect(() => addGames(first, { ...more, b: 'greedy' })).toThrow(/hard vs easy is not hard vs greedy/);
  });

  it('plays a seeded task the same way twice and times each seat', () => {
    const task = { game: 'zero', options: { seats: 2, variants: [] }, seed: 3, seats: ['random', 'easy'], timed: false };
    const a = playTask(task);
    const b = playTask(task);
    expect(b.outcome).toEqual(a.outcome);
    expect(a.decisions[1]).toBeGreaterThan(0);
    expect(a.times[1]).toHaveLength(a.decisions[1]!);
  }, 60_000);
});
