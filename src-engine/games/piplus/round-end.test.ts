/**
 * One test per Piplus rule of the ranking, the round end, scoring and the game (rulebook
 * seeds/004, RULINGS.md "piplus" and its "Settled details", docs/rules/piplus.md), on stacked
 * deals, stacked rolls and hand-built tables. Test names quote or paraphrase the ruling.
 */
import { describe as group, expect, it } from 'vitest';
import { piplus } from './index';
import { cardsInGame } from './deal';
import type { PiplusEvent } from './state';
import { all, cards, countOf, first, LAST_DIE, pass, scene } from './testkit';

group('piplus: ranking and the round end', () => {
  it('ranking is finishing order; the round ends when places 1-3 are decided, the moment it happens, even mid-trick', () => {
    let s = scene({
      hands: [[], [], [8], [3, 4], [5, 6]],
      dice: [{ values: [1, 1, 1], spent: ['d4', 'd6', 'd8'] }, { values: [1, 1, 1], spent: ['d4', 'd6', 'd8'] }, LAST_DIE, { values: [1, 1, 1] }, { values: [1, 1, 1] }],
      places: [1, 2, null, null, null],
      table: [7],
      turn: 2,
      lastPlayer: 4,
      rolls: { d4: [1, 2, 3], d6: [4, 5], d8: [6] },
    });
    const log: PiplusEvent[] = [];
    s = cards(s, [8], ['d4'], log);
    expect(all(log, 'placed')).toEqual([{ type: 'placed', seat: 2, place: 3, by: 'finished' }]);
    expect(first(log, 'roundEnded')).toEqual({ type: 'roundEnded', round: 1, places: [1, 2, 3, null, null] });
    expect(s.round).toBe(2);
    // Places below 3rd score 0.
    expect(s.seats.map((h) => h.scores)).toEqual([[6], [5], [3], [0], [0]]);
  });

  it('with 2 players the round ends when the first player finishes: the other is 2nd', () => {
    const s = scene({ hands: [[6], [2, 3]], dice: [LAST_DIE, { values: [1, 1, 1] }] });
    const log: PiplusEvent[] = [];
    cards(s, [6], ['d4'], log);
    expect(all(log, 'placed').map((e) => [e.seat, e.place, e.by])).toEqual([
      [0, 1, 'finished'],
      [1, 2, 'lastLeft'],
    ]);
    expect(first(log, 'roundEnded')!.places).toEqual([1, 2]);
  });

  it('with 3 players the last place is decided by elimination', () => {
    const s = scene({
      hands: [[6], [2, 3], []],
      dice: [LAST_DIE, { values: [1, 1, 1] }, { values: [1, 1, 1], spent: ['d4', 'd6', 'd8'] }],
      places: [null, null, 1],
    });
    const log: PiplusEvent[] = [];
    cards(s, [6], ['d4'], log);
    expect(first(log, 'roundEnded')!.places).toEqual([2, 3, 1]);
    expect(all(log, 'placed').map((e) => e.by)).toEqual(['finished', 'lastLeft']);
  });

  it('safety valve: after 400 turns in one round the round ends; the rest ranked by fewer cards, then fewer unused dice, then clockwise from the starter', () => {
    const s = scene({
      hands: [
        [2, 3],
        [4, 5],
        [6, 7, 8],
        [9, 10],
      ],
      dice: [{ values: [1, 1, 1] }, { values: [1, 1, 1], spent: ['d4'] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }],
      table: [9],
      turn: 0,
      lastPlayer: 3,
      starter: 3,
      turns: 399,
    });
    const log: PiplusEvent[] = [];
    const after = pass(s, [], log);
    expect(first(log, 'safetyValve')).toEqual({ type: 'safetyValve', turns: 400 });
    // Seats 0, 1 and 3 hold two cards; seat 1 has fewer unused dice; then clockwise from the starter (3): 3 before 0.
    expect(first(log, 'roundEnded')!.places).toEqual([3, 1, 4, 2]);
    expect(after.round).toBe(2);
    expect(all(log, 'placed').every((e) => e.by === 'valve')).toBe(true);
  });
});

group('piplus: scoring and the game', () => {
  it('score: 1st rolls d4+d6+d8, 2nd d4+d6, 3rd d4, and scores the HIGHEST single die rolled, not the sum', () => {
    const s = scene({
      hands: [[], [], [8], [3, 4]],
      dice: [{ values: [1, 1, 1], spent: ['d4', 'd6', 'd8'] }, { values: [1, 1, 1], spent: ['d4', 'd6', 'd8'] }, LAST_DIE, { values: [1, 1, 1] }],
      places: [2, 1, null, null],
      turn: 2,
      rolls: { d4: [4, 2, 3], d6: [2, 6], d8: [3] },
    });
    const log: PiplusEvent[] = [];
    const after = cards(s, [8], ['d4'], log);
    const scored = all(log, 'scored');
    expect(scored.map((e) => [e.seat, e.place, e.rolls.map((r) => `${r.die}:${r.value}`).join(' '), e.score])).toEqual([
      [1, 1, 'd4:4 d6:2 d8:3', 4],
      [0, 2, 'd4:2 d6:6', 6],
      [2, 3, 'd4:3', 3],
    ]);
    expect(all(log, 'rolled').every((e) => e.reason === 'score' || e.reason === 'opening')).toBe(true);
    expect(after.seats.map((h) => h.scores)).toEqual([[6], [4], [3], [0]]);
  });

  it('with 2 players: 1st rolls all three dice, 2nd the d4', () => {
    const s = scene({ hands: [[6], [2, 3]], dice: [LAST_DIE, { values: [1, 1, 1] }], rolls: { d4: [1, 4], d6: [2], d8: [8] } });
    const log: PiplusEvent[] = [];
    cards(s, [6], ['d4'], log);
    expect(all(log, 'scored').map((e) => [e.seat, e.rolls.map((r) => r.die).join(' '), e.score])).toEqual([
      [0, 'd4 d6 d8', 8],
      [1, 'd4', 4],
    ]);
  });

  it('each round re-rolls everything and deals again; only scores carry over', () => {
    const s = scene({ hands: [[6], [2, 3]], dice: [LAST_DIE, { values: [3, 4, 5], spent: ['d4'] }] });
    const log: PiplusEvent[] = [];
    const after = cards(s, [6], ['d4'], log);
    expect(after.round).toBe(2);
    expect(first(log, 'roundStarted')).toEqual({ type: 'roundStarted', round: 2, handSize: 12, out: 16 });
    expect(after.seats.map((h) => h.hand.length)).toEqual([12, 12]);
    expect(after.seats.every((h) => h.place === null && h.dice.every((d) => !d.spent))).toBe(true);
    expect(all(log, 'rolled').filter((e) => e.reason === 'opening')).toHaveLength(6);
    expect(first(log, 'starter')).toBeDefined();
    expect(after.table).toBeNull();
    expect(after.discards).toEqual([]);
    expect(after.seats.every((h) => h.scores.length === 1)).toBe(true);
    expect(countOf(cardsInGame(after)).slice(1)).toEqual(new Array(10).fill(4));
  });

  it('three rounds; the highest total wins', () => {
    const s = scene({
      hands: [[6], [2, 3]],
      dice: [LAST_DIE, { values: [1, 1, 1] }],
      round: 3,
      scores: [
        [4, 2],
        [5, 3],
      ],
      rolls: { d4: [1, 2], d6: [1], d8: [5] },
    });
    const log: PiplusEvent[] = [];
    const after = cards(s, [6], ['d4'], log);
    expect(after.phase).toBe('over');
    expect(after.outcome).toEqual({ winners: [0], reason: 'rounds', scores: [11, 10] });
    expect(first(log, 'gameOver')).toEqual({ type: 'gameOver', outcome: after.outcome });
    expect(piplus.toAct(after)).toEqual([]);
    expect(piplus.apply(after, { type: 'pass', seat: 0, reroll: [] }).ok).toBe(false);
  });

  it('ties for the highest total are shared', () => {
    const s = scene({
      hands: [[6], [2, 3]],
      dice: [LAST_DIE, { values: [1, 1, 1] }],
      round: 3,
      scores: [
        [4, 2],
        [5, 3],
      ],
      rolls: { d4: [1, 2], d6: [1], d8: [4] },
    });
    const end = cards(s, [6], ['d4']);
    expect(end.outcome).toEqual({ winners: [0, 1], reason: 'roundsShared', scores: [10, 10] });
  });
});
