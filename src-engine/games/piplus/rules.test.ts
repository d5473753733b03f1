/**
 * One test per Piplus rule (rulebook seeds/004, RULINGS.md "piplus" and its "Settled details",
 * docs/rules/piplus.md), on stacked deals, stacked rolls and hand-built tables. Test names quote
 * or paraphrase the ruling.
 */
import { describe as group, expect, it } from 'vitest';
import { DIE_FACES } from '../../core/dice';
import { unwrap } from '../../core/result';
import { nextInt, seedRng } from '../../core/rng';
import { piplus } from './index';
import { cardsInGame, startingPlayer } from './rules';
import type { PiplusAction, PiplusEvent, PiplusState, PiplusTarget } from './state';
import { all, cards, dealTop, diceValues, first, lone, pass, play, refusal, scene, spentDice, start } from './testkit';

const countOf = (xs: readonly number[]): number[] => {
  const c = new Array<number>(11).fill(0);
  for (const x of xs) c[x]!++;
  return c;
};
/** Dice of a seat about to go out: only the d4 left unused. */
const LAST_DIE = { values: [1, 1, 1], spent: ['d6', 'd8'] } as const;
const plays = (s: PiplusState): readonly PiplusAction[] => piplus.legalActions(s, s.turn);
const passesIn = (s: PiplusState): readonly PiplusAction[] => plays(s).filter((a) => a.type === 'pass');

group('piplus: cards, deal and dice', () => {
  it('40 cards 1-10 x4; deal 12/11/10/8/6 cards for 2/3/4/5/6 players; the rest is out of the round', () => {
    for (const [seats, size] of [
      [2, 12],
      [3, 11],
      [4, 10],
      [5, 8],
      [6, 6],
    ] as const) {
      const s = start({ seats, seed: seats });
      expect(s.seats.map((h) => h.hand.length)).toEqual(new Array(seats).fill(size));
      expect(s.out).toHaveLength(40 - seats * size);
      expect(countOf(cardsInGame(s)).slice(1)).toEqual(new Array(10).fill(4));
    }
  });

  it('each round: deal one card at a time clockwise from seat 0 (a stacked deal lists the top card first)', () => {
    const deal = dealTop([
      [1, 1, 2, 2, 3, 3],
      [4, 4, 5, 5, 6, 6],
      [7, 7, 8, 8, 9, 9],
      [10, 10, 1, 1, 2, 2],
      [3, 3, 4, 4, 5, 5],
      [6, 6, 7, 7, 8, 8],
    ]);
    expect(deal.slice(0, 6)).toEqual([1, 4, 7, 10, 3, 6]);
    const s = start({ seats: 6, deal });
    expect(s.seats.map((h) => h.hand)).toEqual([
      [1, 1, 2, 2, 3, 3],
      [4, 4, 5, 5, 6, 6],
      [7, 7, 8, 8, 9, 9],
      [1, 1, 2, 2, 10, 10],
      [3, 3, 4, 4, 5, 5],
      [6, 6, 7, 7, 8, 8],
    ]);
    expect(s.out).toEqual([9, 9, 10, 10]);
  });

  it('a hand is secret: each dealt event is visible only to its seat, and a view shows only the viewer its cards', () => {
    const r = unwrap(piplus.setup({ seats: 3, variants: [] }, 5));
    expect(all([...r.events], 'dealt').map((e) => e.visibleTo)).toEqual([[0], [1], [2]]);
    const v = piplus.view(r.state, 1);
    expect(v.seats[1]!.hand).toEqual(r.state.seats[1]!.hand);
    expect(v.seats[0]!.hand.every((c) => c === null)).toBe(true);
    expect(v.seats[0]!.hand).toHaveLength(11);
    expect(JSON.stringify(v)).not.toMatch(/"rng"|"out"|"stacked"|"deal"/);
  });

  it('3 dice per player (d4, d6, d8), rolled from the game RNG: a rolled event per die, each within its range, the same for the same seed', () => {
    const a = unwrap(piplus.setup({ seats: 4, variants: [] }, 77));
    const b = unwrap(piplus.setup({ seats: 4, variants: [] }, 77));
    expect(a).toEqual(b);
    const rolled = all([...a.events], 'rolled');
    expect(rolled).toHaveLength(12);
    for (const e of rolled) {
      expect(e.reason).toBe('opening');
      expect(e.value).toBeGreaterThanOrEqual(1);
      expect(e.value).toBeLessThanOrEqual(DIE_FACES[e.die]);
      expect(a.state.seats[e.seat]!.dice.find((d) => d.kind === e.die)!.value).toBe(e.value);
    }
    expect(a.state.seats.every((h) => h.dice.map((d) => d.kind).join() === 'd4,d6,d8' && h.dice.every((d) => !d.spent))).toBe(true);
    const other = unwrap(piplus.setup({ seats: 4, variants: [] }, 78)).state;
    expect(other.seats.map((h) => h.dice)).not.toEqual(a.state.seats.map((h) => h.dice));
  });
});

group('piplus: the opening roll', () => {
  /** Stacked opening rolls: rolls[seat] = [d4, d6, d8]. */
  const opening = (rolls: [number, number, number][], seed = 1) =>
    start({ seats: rolls.length as 3, seed, rolls: { d4: rolls.map((r) => r[0]), d6: rolls.map((r) => r[1]), d8: rolls.map((r) => r[2]) } });

  it('everyone rolls; the lowest total leads (the booklet: totals 10, 7, 11 and 15, the 7 starts)', () => {
    const s = start({
      seats: 4,
      rolls: { d4: [2, 1, 3, 4], d6: [3, 2, 2, 5], d8: [5, 4, 6, 6] },
    });
    expect(s.starter).toBe(1);
    expect(s.turn).toBe(1);
    const log = unwrap(piplus.setup({ seats: 4, variants: [], rolls: { d4: [2, 1, 3, 4], d6: [3, 2, 2, 5], d8: [5, 4, 6, 6] } }, 1)).events;
    expect(first([...log], 'starter')).toEqual({ type: 'starter', seat: 1, totals: [10, 7, 11, 15], by: 'total', tied: [0, 1, 2, 3] });
  });

  it('ties on the total: the lowest d8 leads', () => {
    const s = opening([
      [3, 3, 4],
      [1, 1, 8],
      [1, 4, 5],
    ]);
    expect(s.starter).toBe(0);
  });

  it('ties on the total and the d8: the lowest d6 leads', () => {
    const s = opening([
      [1, 3, 3],
      [2, 2, 3],
      [4, 6, 8],
    ]);
    expect(s.starter).toBe(1);
    expect(
      startingPlayer(
        [
          [1, 3, 3],
          [2, 2, 3],
          [4, 6, 8],
        ],
        () => 0,
      ).by,
    ).toBe('d6');
  });

  it('then the d4 (equal totals, d8s and d6s leave equal d4s, so it never splits them), then a uniform random draw among the still-tied', () => {
    const r = startingPlayer(
      [
        [2, 2, 2],
        [1, 1, 1],
        [1, 1, 1],
      ],
      (k) => k - 1,
    );
    expect(r).toEqual({ seat: 2, totals: [6, 3, 3], by: 'draw', tied: [1, 2] });
    const starters = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = opening(
        [
          [2, 3, 4],
          [3, 3, 4],
          [2, 3, 4],
        ],
        seed,
      );
      starters.add(s.starter);
    }
    expect([...starters].sort()).toEqual([0, 2]);
  });

  it('the dice you roll are used in the game as they are', () => {
    const s = opening([
      [4, 6, 8],
      [1, 2, 3],
      [2, 2, 2],
    ]);
    expect(diceValues(s, 0)).toEqual([4, 6, 8]);
    expect(diceValues(s, 1)).toEqual([1, 2, 3]);
    expect(spentDice(s, 1)).toEqual([]);
  });
});

group('piplus: plays', () => {
  it('a play is one or more cards, each optionally with one unused die on it, every card worth the same (face + die)', () => {
    const s = scene({ hands: [[3, 5, 7, 9], [1]], dice: [{ values: [2, 4, 6] }, { values: [1, 1, 1] }] });
    const log: PiplusEvent[] = [];
    const after = cards(s, [3, 5, 7], ['d6', 'd4', null], log);
    expect(first(log, 'played')).toMatchObject({ cards: [3, 5, 7], dice: ['d6', 'd4', null], dieValues: [4, 2, null], value: 7, count: 3 });
    expect(after.seats[0]!.hand).toEqual([9]);
    expect(refusal(s, { type: 'play', seat: 0, cards: [3, 5], dice: [null, 'd4'] })).toBe('ERR_VALUE');
    expect(refusal(s, { type: 'play', seat: 0, cards: [3, 4], dice: ['d6', null] })).toBe('ERR_CARDS');
    expect(refusal(s, { type: 'play', seat: 0, cards: [3, 5], dice: ['d6', 'd6'] })).toBe('ERR_DIE');
    expect(plays(s)).toContainEqual({ type: 'play', seat: 0, cards: [3, 5, 7], dice: ['d6', 'd4', null] });
  });

  it('several dice are never added together: one die per card, and no play is worth a card plus two dice', () => {
    const s = scene({ hands: [[1, 2], [1]], dice: [{ values: [3, 4, 5] }, { values: [1, 1, 1] }] });
    const values = piplus.targets!(s, 0, plays(s)).map((t) => (t.kind === 'pass' ? 0 : t.value));
    expect(Math.max(...values)).toBe(2 + 5);
    for (const a of plays(s)) if (a.type === 'play') expect(a.dice.length).toBe(a.cards.length);
  });

  it('only unused dice can be played: a spent die (on the lid) is refused', () => {
    const s = scene({ hands: [[3, 5], [1]], dice: [{ values: [2, 4, 6], spent: ['d4'] }, { values: [1, 1, 1] }] });
    expect(refusal(s, { type: 'play', seat: 0, cards: [3], dice: ['d4'] })).toBe('ERR_DIE');
    expect(refusal(s, { type: 'die', seat: 0, die: 'd4' })).toBe('ERR_DIE');
    expect(plays(s).some((a) => (a.type === 'play' && a.dice.includes('d4')) || (a.type === 'die' && a.die === 'd4'))).toBe(false);
  });

  it("a card's value with a die on it is not capped (up to 10 + 8)", () => {
    const s = scene({ hands: [[10], [9, 9]], dice: [{ values: [1, 1, 8] }, { values: [1, 1, 1] }], table: [9], turn: 0, lastPlayer: 1 });
    const log: PiplusEvent[] = [];
    cards(s, [10], ['d8'], log);
    expect(first(log, 'played')!.value).toBe(18);
  });

  it('a play beats the cards in play with the same count and a higher value', () => {
    const s = scene({ hands: [[4, 5, 6, 6, 7], [1]], dice: [{ values: [1, 1, 1] }], table: [5, 5], turn: 0, lastPlayer: 1 });
    expect(refusal(s, { type: 'play', seat: 0, cards: [6, 6], dice: [null, null] })).toBe('ok');
    expect(refusal(s, { type: 'play', seat: 0, cards: [4, 5], dice: ['d4', null] })).toBe('ERR_BEAT');
    expect(refusal(s, { type: 'play', seat: 0, cards: [7], dice: [null] })).toBe('ERR_BEAT');
    expect(plays(s).filter((a) => a.type === 'play' && a.cards.length < 2)).toEqual([]);
  });

  it('a play beats the cards in play with a larger count, whatever its value', () => {
    const s = scene({ hands: [[2, 2, 2, 9], [1]], dice: [{ values: [1, 1, 1] }], table: [8, 8], turn: 0, lastPlayer: 1 });
    expect(refusal(s, { type: 'play', seat: 0, cards: [2, 2, 2], dice: [null, null, null] })).toBe('ok');
    // Two 2s lifted by dice to 3s are still two cards under two 8s.
    expect(refusal(s, { type: 'play', seat: 0, cards: [2, 2], dice: ['d4', 'd6'] })).toBe('ERR_BEAT');
  });

  it('a lone die is a single card with the die value: it beats a single lower card, never two cards', () => {
    const s = scene({ hands: [[1], [1]], dice: [{ values: [4, 5, 8] }], table: [4], turn: 0, lastPlayer: 1 });
    expect(refusal(s, { type: 'die', seat: 0, die: 'd6' })).toBe('ok');
    expect(refusal(s, { type: 'die', seat: 0, die: 'd4' })).toBe('ERR_BEAT');
    const two = scene({ hands: [[1], [1]], dice: [{ values: [4, 5, 8] }], table: [2, 2], turn: 0, lastPlayer: 1 });
    expect(refusal(two, { type: 'die', seat: 0, die: 'd8' })).toBe('ERR_BEAT');
    expect(plays(two).some((a) => a.type === 'die')).toBe(false);
  });

  it('after a play its dice are spent (to the lid) and the cards stay in play valued at their LOWEST face', () => {
    const s = scene({
      hands: [
        [3, 7, 9],
        [4, 4, 5],
      ],
      dice: [{ values: [1, 4, 1] }, { values: [1, 1, 1] }],
    });
    const log: PiplusEvent[] = [];
    const after = cards(s, [3, 7], ['d6', null], log);
    expect(after.table).toEqual({ cards: [3, 7], value: 3 });
    expect(spentDice(after, 0)).toEqual(['d6']);
    expect(first(log, 'spent')).toEqual({ type: 'spent', seat: 0, dice: ['d6'] });
    expect(first(log, 'played')!.table).toEqual({ cards: [3, 7], value: 3 });
    // Two 4s now beat the pair valued at 3, though the play counted as two 7s.
    expect(refusal(after, { type: 'play', seat: 1, cards: [4, 4], dice: [null, null] })).toBe('ok');
  });

  it('a lone die, once played, is removed: the cards it beat go to the discards with it, nothing is in play and the next player leads', () => {
    const s = scene({
      hands: [
        [2, 3],
        [5, 6],
        [7, 8],
      ],
      dice: [{ values: [3, 6, 2] }],
      table: [4],
      turn: 0,
      lastPlayer: 2,
      discards: [1, 1],
    });
    const log: PiplusEvent[] = [];
    const after = lone(s, 'd6', log);
    expect(after.table).toBeNull();
    expect(after.discards).toEqual([1, 1, 4]);
    expect(spentDice(after, 0)).toEqual(['d6']);
    expect(after.turn).toBe(1);
    expect(first(log, 'loneDie')).toEqual({ type: 'loneDie', seat: 0, die: 'd6', value: 6, beat: { cards: [4], value: 4 } });
    expect(first(log, 'cleared')).toEqual({ type: 'cleared', cards: [], reason: 'loneDie', leader: 1 });
    expect(passesIn(after)).toEqual([]);
  });
});

group('piplus: who must play, and passing', () => {
  it('the player who leads on an empty table must play (at the start, after a clear, after a lone die); it may lead with a lone die', () => {
    const atStart = start({ seats: 3, seed: 4 });
    expect(passesIn(atStart)).toEqual([]);
    expect(refusal(atStart, { type: 'pass', seat: atStart.turn, reroll: [] })).toBe('ERR_MUST_PLAY');
    expect(plays(atStart).filter((a) => a.type === 'die')).toHaveLength(3);
    let s = scene({ hands: [[2], [3, 4], [5]], dice: [{ values: [1, 1, 1] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }], table: [1], turn: 1, lastPlayer: 0 });
    s = pass(pass(s));
    expect(s.table).toBeNull();
    expect(passesIn(s)).toEqual([]);
    s = lone(s, 'd4');
    expect(s.table).toBeNull();
    expect(passesIn(s)).toEqual([]);
  });

  it('passing is allowed on every other turn, and may reroll any dice, spent ones included; rerolled dice become unused', () => {
    const s = scene({
      hands: [[2, 3], [5]],
      dice: [{ values: [1, 2, 3], spent: ['d4', 'd8'] }],
      table: [9],
      turn: 0,
      lastPlayer: 1,
      rolls: { d4: [4], d8: [7] },
    });
    expect(passesIn(s)).toHaveLength(8);
    const log: PiplusEvent[] = [];
    const after = pass(s, ['d4', 'd8'], log);
    expect(diceValues(after, 0)).toEqual([4, 2, 7]);
    expect(spentDice(after, 0)).toEqual([]);
    expect(all(log, 'rolled')).toEqual([
      { type: 'rolled', seat: 0, die: 'd4', value: 4, reason: 'pass' },
      { type: 'rolled', seat: 0, die: 'd8', value: 7, reason: 'pass' },
    ]);
    expect(first(log, 'passed')).toEqual({ type: 'passed', seat: 0, reroll: ['d4', 'd8'] });
    const kept = pass(s, []);
    expect(diceValues(kept, 0)).toEqual([1, 2, 3]);
    expect(spentDice(kept, 0)).toEqual(['d4', 'd8']);
  });

  it('passing does not stop the player from playing on a later turn (soft pass)', () => {
    let s = scene({
      hands: [
        [4, 9],
        [5, 8],
        [6, 7],
      ],
      dice: [{ values: [1, 1, 1] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }],
      table: [3],
      turn: 0,
      lastPlayer: 2,
    });
    s = pass(s);
    s = cards(s, [5]);
    s = cards(s, [6]);
    expect(s.turn).toBe(0);
    expect(refusal(s, { type: 'play', seat: 0, cards: [9], dice: [null] })).toBe('ok');
  });

  it('a player with no cards left may reroll only its unused dice (its spent dice stay spent) when passing', () => {
    const s = scene({ hands: [[], [5]], dice: [{ values: [2, 3, 4], spent: ['d6'] }], table: [7, 7], turn: 0, lastPlayer: 1 });
    expect(passesIn(s).map((a) => (a.type === 'pass' ? a.reroll : null))).toEqual([[], ['d4'], ['d8'], ['d4', 'd8']]);
    expect(refusal(s, { type: 'pass', seat: 0, reroll: ['d6'] })).toBe('ERR_REROLL');
  });

  it('a player with no cards left plays one lone die a turn and cannot answer more than one card in play', () => {
    const s = scene({ hands: [[], [5, 5, 6]], dice: [{ values: [2, 3, 8] }], table: [7, 7], turn: 0, lastPlayer: 1 });
    expect(plays(s).every((a) => a.type === 'pass')).toBe(true);
    expect(refusal(s, { type: 'play', seat: 0, cards: [7], dice: [null] })).toBe('ERR_NO_CARDS');
    const single = scene({ hands: [[], [5, 5, 6]], dice: [{ values: [2, 3, 8] }], table: [7], turn: 0, lastPlayer: 1 });
    expect(plays(single).filter((a) => a.type !== 'pass')).toEqual([{ type: 'die', seat: 0, die: 'd8' }]);
  });
});

group('piplus: spending every die', () => {
  it('a player whose dice are all spent while it still holds cards rerolls all three at once, as part of the play that spent the last die', () => {
    const s = scene({
      hands: [[3, 9], [2]],
      dice: [{ values: [1, 2, 4], spent: ['d4', 'd6'] }, { values: [1, 1, 1] }],
      rolls: { d4: [3], d6: [5], d8: [6] },
    });
    const log: PiplusEvent[] = [];
    const after = cards(s, [3], ['d8'], log);
    expect(log.map((e) => e.type)).toEqual(['played', 'spent', 'forcedReroll', 'rolled', 'rolled', 'rolled']);
    expect(all(log, 'rolled').map((e) => [e.die, e.value, e.reason])).toEqual([
      ['d4', 3, 'forced'],
      ['d6', 5, 'forced'],
      ['d8', 6, 'forced'],
    ]);
    expect(diceValues(after, 0)).toEqual([3, 5, 6]);
    expect(spentDice(after, 0)).toEqual([]);
    expect(after.turn).toBe(1);
  });

  it('a player with no cards left must still play its unused dice (alone) to finish: it has finished when it holds no cards and no unused dice', () => {
    let s = scene({ hands: [[5], [2, 2], [3, 3]], dice: [{ values: [3, 1, 1], spent: ['d6', 'd8'] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }] });
    const log: PiplusEvent[] = [];
    s = cards(s, [5], [null], log);
    expect(s.seats[0]!.hand).toEqual([]);
    expect(s.seats[0]!.place).toBeNull();
    expect(all(log, 'forcedReroll')).toEqual([]);
    s = pass(s);
    s = pass(s);
    // Everyone passed: seat 0 played last and leads with its last die.
    expect(s.turn).toBe(0);
    s = lone(s, 'd4', log);
    expect(s.seats[0]!.place).toBe(1);
    expect(first(log, 'placed')).toEqual({ type: 'placed', seat: 0, place: 1, by: 'finished' });
  });

  it('spending the last die with the last card finishes at once, with no reroll', () => {
    const s = scene({ hands: [[6], [2, 2], [3, 3]], dice: [{ values: [3, 1, 1], spent: ['d6', 'd8'] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }] });
    const log: PiplusEvent[] = [];
    const after = cards(s, [6], ['d4'], log);
    expect(after.seats[0]!.place).toBe(1);
    expect(all(log, 'forcedReroll')).toEqual([]);
  });
});

group('piplus: clearing the table', () => {
  const three = (over: Partial<Parameters<typeof scene>[0]> = {}) =>
    scene({
      hands: [
        [4, 9],
        [5, 8],
        [6, 7],
      ],
      dice: [{ values: [1, 1, 1] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }],
      ...over,
    });

  it('when every other player has passed since the last play, the table is cleared and the last player to play leads', () => {
    let s = cards(three(), [4]);
    s = pass(s);
    expect(s.table).not.toBeNull();
    const log: PiplusEvent[] = [];
    s = pass(s, [], log);
    expect(first(log, 'cleared')).toEqual({ type: 'cleared', cards: [4], reason: 'allPassed', leader: 0 });
    expect(s.table).toBeNull();
    expect(s.turn).toBe(0);
    expect(s.discards).toEqual([4]);
  });

  it('if the last player to play has finished, the next active player clockwise leads', () => {
    let s = scene({
      hands: [[9], [5, 8], [6, 7], [2, 3]],
      dice: [LAST_DIE, { values: [1, 1, 1] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }],
    });
    // Seat 0 plays its last card with its last die: finished, first.
    s = cards(s, [9], ['d4']);
    expect(s.seats[0]!.place).toBe(1);
    s = pass(pass(s));
    expect(s.table).not.toBeNull();
    const log: PiplusEvent[] = [];
    s = pass(s, [], log);
    expect(first(log, 'cleared')!.leader).toBe(1);
    expect(s.turn).toBe(1);
  });

  it('"everyone else passed" counts only players who have not finished', () => {
    let s = scene({
      hands: [[4, 9], [], [6, 7], [2, 3]],
      dice: [{ values: [1, 1, 1] }, { values: [1, 1, 1], spent: ['d4', 'd6', 'd8'] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }],
      places: [null, 1, null, null],
    });
    s = cards(s, [4]);
    expect(s.turn).toBe(2);
    s = pass(s);
    const log: PiplusEvent[] = [];
    pass(s, [], log);
    expect(first(log, 'cleared')!.leader).toBe(0);
  });
});

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

group('piplus: bad input', () => {
  it('an action out of turn, for no seat, or of an unknown kind is refused with a code and changes nothing', () => {
    const s = start({ seats: 3, seed: 2 });
    const before = JSON.stringify(s);
    const other = (s.turn + 1) % 3;
    expect(refusal(s, { type: 'die', seat: other, die: 'd4' })).toBe('ERR_NOT_YOUR_TURN');
    expect(refusal(s, { type: 'die', seat: 7, die: 'd4' })).toBe('ERR_SEAT');
    expect(refusal(s, { type: 'dance', seat: s.turn } as unknown as PiplusAction)).toBe('ERR_ACTION');
    expect(refusal(s, { type: 'play', seat: s.turn, cards: [], dice: [] })).toBe('ERR_PLAY');
    expect(refusal(s, { type: 'play', seat: s.turn, cards: [1, 2], dice: [null] })).toBe('ERR_PLAY');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('parseAction refuses junk with ERR_ACTION and puts a play in its one canonical order', () => {
    for (const junk of [
      null,
      3,
      'play',
      { type: 'play', seat: 0, cards: [11], dice: [null] },
      { type: 'play', seat: 0, cards: [3], dice: ['d10'] },
      { type: 'pass', seat: 0, reroll: ['d4', 'd4'] },
      { type: 'die', seat: 0, die: 'd6', extra: 1 },
      { type: 'play', seat: 0, cards: [3, 4], dice: ['d4', 'd4'] },
    ]) {
      const r = piplus.parseAction(junk);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe('ERR_ACTION');
    }
    expect(unwrap(piplus.parseAction({ dice: [null, 'd8', 'd4'], cards: [7, 5, 5], seat: 1, type: 'play' }))).toEqual({
      type: 'play',
      seat: 1,
      cards: [5, 5, 7],
      dice: ['d4', 'd8', null],
    });
    expect(unwrap(piplus.parseAction({ type: 'pass', seat: 0, reroll: ['d8', 'd4'] }))).toEqual({ type: 'pass', seat: 0, reroll: ['d4', 'd8'] });
  });

  it('parseOptions takes 2-6 seats, no variants, and a stacked deal of exactly the 40 cards', () => {
    expect(unwrap(piplus.parseOptions({ seats: 6 }))).toEqual({ seats: 6, variants: [] });
    for (const bad of [{ seats: 1 }, { seats: 7 }, { seats: 2, variants: ['x'] }, { seats: 2, rolls: { d4: [5] } }, { seats: 2, colour: 'red' }]) {
      const r = piplus.parseOptions(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe('ERR_OPTIONS');
    }
    const deal = dealTop([
      [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6],
      [7, 7, 8, 8, 9, 9, 10, 10, 1, 1, 2, 2],
    ]);
    expect(piplus.parseOptions({ seats: 2, deal }).ok).toBe(true);
    // A 10 instead of the top 1: five 10s.
    const r = piplus.parseOptions({ seats: 2, deal: deal.map((c, i) => (i === 0 ? 10 : c)) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_DECK');
    expect(piplus.setup({ seats: 3, variants: [], rolls: { d8: [9] } }, 1).ok).toBe(false);
  });
});

group('piplus: targets', () => {
  const targets = (s: PiplusState): PiplusTarget[] => [...piplus.targets!(s, s.turn, plays(s))];

  it('for each legal play: its value and count, what it beats and why, the dice it spends, whether it forces a reroll or finishes', () => {
    const s = scene({ hands: [[3, 5, 7], [9]], dice: [{ values: [2, 4, 6], spent: ['d8'] }], table: [4, 4], turn: 0, lastPlayer: 1 });
    const legal = plays(s);
    const t = targets(s);
    expect(t).toHaveLength(legal.length);
    const i = legal.findIndex((a) => a.type === 'play' && a.cards.join() === '3,5,7' && a.dice.join() === 'd6,d4,');
    expect(t[i]).toEqual({
      kind: 'play',
      cards: [3, 5, 7],
      dice: [
        { card: 0, die: 'd6', value: 4 },
        { card: 1, die: 'd4', value: 2 },
      ],
      value: 7,
      count: 3,
      beats: { cards: [4, 4], value: 4 },
      beatsBy: 'count',
      spends: ['d4', 'd6'],
      forcedReroll: false,
      leaves: { cards: [3, 5, 7], value: 3 },
      finishes: true,
    });
    const j = legal.findIndex((a) => a.type === 'play' && a.cards.join() === '3,5' && a.dice.join() === 'd6,d4');
    expect(t[j]).toMatchObject({ value: 7, beatsBy: 'value', spends: ['d4', 'd6'], forcedReroll: true, finishes: false });
  });

  it('for a lone die: its value, and that it leaves nothing in play; for a pass: which dice may be rerolled and whether it clears the table', () => {
    const s = scene({ hands: [[], [9], [8]], dice: [{ values: [2, 4, 6], spent: ['d4'] }], table: [5], turn: 0, lastPlayer: 2, passes: 1 });
    const legal = plays(s);
    const t = targets(s);
    expect(t[legal.findIndex((a) => a.type === 'die' && a.die === 'd8')]).toEqual({
      kind: 'die',
      die: 'd8',
      value: 6,
      beats: { cards: [5], value: 5 },
      beatsBy: 'value',
      spends: ['d8'],
      forcedReroll: false,
      leaves: null,
      finishes: false,
    });
    const p = t.find((x) => x.kind === 'pass')!;
    expect(p).toEqual({ kind: 'pass', reroll: [], rerollable: ['d6', 'd8'], clears: true, leader: 2 });
  });

  it('are plain JSON and never name a card the seat cannot see', () => {
    const s = start({ seats: 4, seed: 12 });
    const t = targets(s);
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
    const mine = countOf(s.seats[s.turn]!.hand);
    for (const x of t) if (x.kind === 'play') for (const [c, k] of countOf(x.cards).entries()) expect(k).toBeLessThanOrEqual(mine[c]!);
  });
});

group('piplus: narration', () => {
  it('one English line per event of a whole game', () => {
    const seen = new Set<string>();
    for (const seats of [2, 4, 6] as const) {
      let s = start({ seats, seed: seats });
      let rng = seedRng(seats);
      const log: PiplusEvent[] = [];
      while (!s.outcome) {
        const legal = plays(s);
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        s = play(s, legal[i]!, log);
      }
      for (const e of log) {
        const line = piplus.describe(e);
        expect(line.length).toBeGreaterThan(5);
        expect(line).not.toMatch(/undefined|NaN|\[object/);
        seen.add(e.type);
      }
    }
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'cleared',
        'dealt',
        'forcedReroll',
        'gameOver',
        'loneDie',
        'passed',
        'placed',
        'played',
        'rolled',
        'roundEnded',
        'roundStarted',
        'scored',
        'spent',
        'starter',
      ]),
    );
  });
});
