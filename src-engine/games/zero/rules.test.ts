/**
 * One test per Pip Zero rule (rulebook seeds/002, RULINGS.md "zero"), on stacked decks
 * and hand-written grids. Test names quote the rule they pin.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { unwrap } from '../../core/result';
import { zero } from './index';
import { timerOutcome } from './rules';
import type { Program, ZeroEvent, ZeroState } from './state';
import { choose, deal2, first, gridOf, pipsAt, play, programAll, stack, start } from './testkit';

const FULL = [
  [3, 4, 5, 6],
  [6, 5, 4, 3],
  [4, 3, 6, 5],
  [5, 6, 3, 4],
];
const P = (...c: Card[]): Program => c as unknown as Program;

describe('zero: setup and dealing', () => {
  it('setup: columns read 3,6,4,5 / 4,5,3,6 / 5,4,6,3 / 6,3,5,4 top to bottom', () => {
    const s = start({ seats: 2 });
    for (const g of s.grids) {
      const col = (c: number) => g.map((row) => row[c]!.pips);
      expect(col(0)).toEqual([3, 6, 4, 5]);
      expect(col(1)).toEqual([4, 5, 3, 6]);
      expect(col(2)).toEqual([5, 4, 6, 3]);
      expect(col(3)).toEqual([6, 3, 5, 4]);
    }
  });

  it('dealing: one card at a time, clockwise from the first player; a stacked deck lists the top card first', () => {
    const s = start({ seats: 2, top: ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'] });
    expect(s.seats[0]!.hand).toEqual(['2S', '4S', '6S', '8S']);
    expect(s.seats[1]!.hand).toEqual(['3S', '5S', '7S', '9S']);
    const t = unwrap(zero.setup({ seats: 2, variants: [], deck: stack(['2S', '3S']), firstPlayer: 1 }, 1)).state;
    expect(t.seats[1]!.hand[0]).toBe('2S');
    expect(t.seats[0]!.hand[0]).toBe('3S');
  });

  it('a stacked deck must hold each of the 52 cards once', () => {
    const r = zero.setup({ seats: 1, variants: [], deck: ['AS', 'AS'] as Card[] }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_DECK');
  });

  it('the same seed deals the same cards; another seed deals others', () => {
    const a = unwrap(zero.setup({ seats: 2, variants: [] }, 42)).state;
    const b = unwrap(zero.setup({ seats: 2, variants: [] }, 42)).state;
    const c = unwrap(zero.setup({ seats: 2, variants: [] }, 43)).state;
    expect(a).toEqual(b);
    expect(a.deck.draw).not.toEqual(c.deck.draw);
  });
});

describe('zero: programming', () => {
  it('program: one card to each of columns 1-3, the fourth is the Initiative / Column 4 card (24 orders)', () => {
    const s = start({ seats: 1 });
    expect(zero.legalActions(s, 0)).toHaveLength(24);
  });

  it('program: a card not in hand, or a card twice, is refused and nothing changes', () => {
    const s = start({ seats: 2, top: deal2(['2S', '3S', '4S', '5S'], ['2H', '3H', '4H', '5H']) });
    const before = JSON.stringify(s);
    for (const cards of [P('2S', '3S', '4S', '2H'), P('2S', '2S', '4S', '5S')]) {
      const r = zero.apply(s, { type: 'program', seat: 0, cards });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe('ERR_CARDS');
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('programming is simultaneous and secret: the other seat sees neither hand nor program', () => {
    let s = start({ seats: 2, top: deal2(['2S', '3S', '4S', '5S'], ['2H', '3H', '4H', '5H']) });
    s = play(s, { type: 'program', seat: 0, cards: P('2S', '3S', '4S', '5S') });
    const v1 = zero.view(s, 1);
    expect(JSON.stringify(v1)).not.toMatch(/"[2-5]S"/);
    expect(v1.seats[0]!.programmed).toBe(true);
    expect(zero.toAct(s)).toEqual([1]);
  });
});

describe('zero: initiative', () => {
  it('initiative: Ace high to two low, suits break ties S > H > D > C; only the winner resolves Column 4', () => {
    // Both Column 4 cards are kings: spades beat hearts. Clubs on column 4 hold: no choice needed.
    let s = start({ seats: 2, top: deal2(['2C', '3C', '4C', 'KS'], ['5C', '6C', '7C', 'KH']) });
    const log: ZeroEvent[] = [];
    s = programAll(s, [P('2C', '3C', '4C', 'KS'), P('5C', '6C', '7C', 'KH')], log);
    // Number clubs may swap or hold, so choices are pending; answer with power each time.
    while (s.pending) s = choose(s, s.pending.seat, { kind: 'power' }, log);
    expect(first(log, 'initiativeRevealed')?.winner).toBe(0);
    expect(log.some((e) => e.type === 'cardRevealed' && e.seat === 0 && e.slot === 3)).toBe(true);
    expect(log.some((e) => e.type === 'discardedUnread' && e.seat === 1 && e.slot === 3)).toBe(true);
    expect(log.some((e) => e.type === 'cardRevealed' && e.seat === 1 && e.slot === 3)).toBe(false);
  });

  it('solo: the top undealt card is revealed; if it beats card 4 the player loses initiative', () => {
    let s = start({ seats: 1, top: ['2C', '3C', '4C', '5C', 'AS'] });
    const log: ZeroEvent[] = [];
    s = programAll(s, [P('2C', '3C', '4C', '5C')], log);
    const ev = first(log, 'initiativeRevealed')!;
    expect(ev.adversary).toBe('AS');
    expect(ev.winner).toBeNull();
    expect(s.adversaryCard).toBe('AS');
  });

  it('solo Adversary Favor: on a lost initiative the lowest die in column 4 gains +1 at once, before column 1', () => {
    const s = start({ seats: 1, top: ['2C', '3C', '4C', '5C', 'AS'] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('2C', '3C', '4C', '5C')], log);
    const favor = first(log, 'favor')!;
    expect(favor).toMatchObject({ cell: { row: 1, col: 3 }, from: 3, to: 4 });
    expect(log.findIndex((e) => e.type === 'favor')).toBeLessThan(log.findIndex((e) => e.type === 'cardRevealed'));
  });

  it('solo Adversary Favor: between equal lowest dice the topmost rises; a column of 6s or an empty column gets nothing', () => {
    const grid = gridOf([
      [3, 4, 5, 2],
      [6, 5, 4, 2],
      [4, 3, 6, 5],
      [5, 6, 3, 4],
    ]);
    const s = start({ seats: 1, top: ['2C', '3C', '4C', '5C', 'AS'], grids: [grid] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('2C', '3C', '4C', '5C')], log);
    expect(first(log, 'favor')).toMatchObject({ cell: { row: 0, col: 3 }, from: 2, to: 3 });
    const sixes = gridOf([
      [3, 4, 5, 6],
      [6, 5, 4, 6],
      [4, 3, 6, 0],
      [5, 6, 3, 0],
    ]);
    const log2: ZeroEvent[] = [];
    programAll(start({ seats: 1, top: ['2C', '3C', '4C', '5C', 'AS'], grids: [sixes] }), [P('2C', '3C', '4C', '5C')], log2);
    expect(first(log2, 'favor')).toBeUndefined();
    const empty = gridOf([
      [3, 4, 5, 0],
      [6, 5, 4, 0],
      [4, 3, 6, 0],
      [5, 6, 3, 0],
    ]);
    const log3: ZeroEvent[] = [];
    programAll(start({ seats: 1, top: ['2C', '3C', '4C', '5C', 'AS'], grids: [empty] }), [P('2C', '3C', '4C', '5C')], log3);
    expect(first(log3, 'favor')).toBeUndefined();
  });

  it('solo: a card 4 that beats the Adversary wins initiative and Column 4 resolves', () => {
    let s = start({ seats: 1, top: ['2C', '3C', '4C', 'AS', '2D'] });
    const log: ZeroEvent[] = [];
    s = programAll(s, [P('2C', '3C', '4C', 'AS')], log);
    while (s.pending) s = choose(s, 0, { kind: 'power' }, log);
    expect(first(log, 'initiativeRevealed')?.winner).toBe(0);
    expect(log.some((e) => e.type === 'powered' && e.suit === 'S' && e.cell.col === 3)).toBe(true);
  });
});

describe('zero: targeting, activation limit and die selection', () => {
  it('targeting: a card whose column has no dice shifts right to the next non-empty column', () => {
    const grid = gridOf([
      [0, 4, 5, 6],
      [0, 5, 4, 3],
      [0, 3, 6, 5],
      [0, 6, 3, 4],
    ]);
    const s = start({ seats: 1, top: ['JD', '2C', '3C', '4C', '2S'], grids: [grid] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('JD', '2C', '3C', '4C')], log);
    expect(first(log, 'shifted')).toMatchObject({ slot: 0, from: 0, to: 1 });
    // Jack of diamonds on column 2's highest die (the 6 at row 4): 6 -> 4.
    expect(first(log, 'powered')).toMatchObject({ cell: { row: 3, col: 1 }, from: 6, to: 4 });
  });

  it('targeting: no wrap-around; with no non-empty column to the right the card fizzles', () => {
    const grid = gridOf([
      [3, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    let s = start({ seats: 1, top: ['2C', 'JD', '3C', '4C', '2S'], grids: [grid] });
    const log: ZeroEvent[] = [];
    s = programAll(s, [P('2C', 'JD', '3C', '4C')], log);
    while (s.pending) s = choose(s, 0, { kind: 'power' }, log);
    expect(log.find((e) => e.type === 'fizzled' && e.slot === 1)).toMatchObject({ reason: 'noColumn' });
  });

  it('column activation limit: a card shifted into a spent column fizzles; a spent column never causes a shift', () => {
    // Column 1 empty: the column 1 card shifts to column 2 and spends it; the column 2 card then
    // targets column 2 (it has dice, so no shift) and finds it spent.
    const grid = gridOf([
      [0, 4, 5, 6],
      [0, 5, 4, 3],
      [0, 3, 6, 5],
      [0, 6, 3, 4],
    ]);
    const s = start({ seats: 1, top: ['JC', 'QC', '3C', '4C', 'AS'], grids: [grid] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('JC', 'QC', '3C', '4C')], log);
    expect(log.find((e) => e.type === 'fizzled' && e.slot === 1)).toMatchObject({ reason: 'spent' });
    expect(log.filter((e) => e.type === 'shifted')).toHaveLength(1);
  });

  it('die selection is forced: the highest-pip unactivated die for the chosen action, topmost between equals', () => {
    const grid = gridOf([
      [5, 4, 5, 6],
      [6, 5, 4, 3],
      [6, 3, 6, 5],
      [5, 6, 3, 4],
    ]);
    const s = start({ seats: 1, top: ['QS', '2C', '3C', '4C', 'AS'], grids: [grid] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('QS', '2C', '3C', '4C')], log);
    // Two 6s in column 1 (rows 2 and 3): the topmost flips to 1.
    expect(first(log, 'powered')).toMatchObject({ cell: { row: 1, col: 0 }, from: 6, to: 1 });
  });

  it('resolvable: Hearts needs pips below 6, so Hearts picks the highest die that is not a 6; Hearts on a 5 gives +1', () => {
    const grid = gridOf([
      [6, 4, 5, 6],
      [5, 5, 4, 3],
      [6, 3, 6, 5],
      [2, 6, 3, 4],
    ]);
    const s = start({ seats: 1, top: ['KH', '2C', '3C', '4C', 'AS'], grids: [grid] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('KH', '2C', '3C', '4C')], log);
    expect(first(log, 'powered')).toMatchObject({ suit: 'H', cell: { row: 1, col: 0 }, from: 5, to: 6 });
  });

  it('Hearts: +2 capped at 6', () => {
    const grid = gridOf([
      [3, 4, 5, 6],
      [1, 5, 4, 3],
      [2, 3, 6, 5],
      [2, 6, 3, 4],
    ]);
    const s = start({ seats: 1, top: ['KH', '2C', '3C', '4C', 'AS'], grids: [grid] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('KH', '2C', '3C', '4C')], log);
    expect(first(log, 'powered')).toMatchObject({ cell: { row: 0, col: 0 }, from: 3, to: 5 });
  });

  it('Diamonds: -2, a die at 0 is removed; Diamonds on a 1 is allowed', () => {
    const grid = gridOf([
      [1, 4, 5, 6],
      [0, 5, 4, 3],
      [0, 3, 6, 5],
      [0, 6, 3, 4],
    ]);
    let s = start({ seats: 1, top: ['KD', '2C', '3C', '4C', 'AS'], grids: [grid] });
    const log: ZeroEvent[] = [];
    s = programAll(s, [P('KD', '2C', '3C', '4C')], log);
    expect(first(log, 'powered')).toMatchObject({ suit: 'D', from: 1, to: 0 });
    expect(first(log, 'removed')).toMatchObject({ cell: { row: 0, col: 0 } });
    expect(pipsAt(s, 0, 0, 0)).toBe(0);
  });

  it('Spades: flip to the opposite face (1<->6, 2<->5, 3<->4)', () => {
    for (const [from, to] of [
      [6, 1],
      [5, 2],
      [4, 3],
      [3, 4],
      [2, 5],
      [1, 6],
    ]) {
      const grid = gridOf([
        [from!, 4, 5, 6],
        [0, 5, 4, 3],
        [0, 3, 6, 5],
        [0, 6, 3, 4],
      ]);
      const log: ZeroEvent[] = [];
      programAll(start({ seats: 1, top: ['JS', '2C', '3C', '4C', 'AS'], grids: [grid] }), [P('JS', '2C', '3C', '4C')], log);
      expect(first(log, 'powered')).toMatchObject({ from, to });
    }
  });

  it('Clubs: hold, no pip change, but the die activates and the column is spent', () => {
    let s = start({ seats: 1, top: ['JC', '2C', '3C', '4C', 'AS'] });
    const log: ZeroEvent[] = [];
    s = programAll(s, [P('JC', '2C', '3C', '4C')], log);
    expect(first(log, 'powered')).toMatchObject({ suit: 'C', from: 6, to: 6, cell: { row: 1, col: 0 } });
    expect(s.seats[0]!.spent[0]).toBe(true);
    expect(s.seats[0]!.activated).toContain(4);
  });

  it('face cards (J, Q, K, A) must use their suit power: no swap is offered', () => {
    const s = start({ seats: 1, top: ['AH', '2C', '3C', '4C', 'KS'] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('AH', '2C', '3C', '4C')], log);
    expect(first(log, 'swapped')).toBeUndefined();
    expect(log.filter((e) => e.type === 'powered')[0]).toMatchObject({ suit: 'H', cell: { col: 0 } });
  });

  it('number cards: the player chooses swap or suit power, and which die to the right to swap with', () => {
    let s = start({ seats: 1, top: ['7H', '2C', '3C', '4C', 'AS'] });
    s = programAll(s, [P('7H', '2C', '3C', '4C')]);
    // The forced die depends on the use: Hearts cannot raise the 6, so the power takes the 5 (row 4, id 12); the swap takes the 6 (row 2, id 4).
    expect(s.pending).toMatchObject({ seat: 0, slot: 0, card: '7H', column: 0, dice: { power: 12, swap: 4 } });
    const legal = zero.legalActions(s, 0).map((a) => (a.type === 'choose' ? a.choice : null));
    expect(legal).toEqual([{ kind: 'power' }, { kind: 'swap', target: 1 }, { kind: 'swap', target: 2 }, { kind: 'swap', target: 3 }]);
  });

  it('where only one action has a resolvable die it is forced, even a Hearts +2', () => {
    // Column 4 has nothing to its right: a number Hearts card there can only use its power.
    const grid = gridOf([
      [3, 4, 5, 2],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    let s = start({ seats: 1, top: ['JC', 'QC', 'KC', '9H', '2S'], grids: [grid] });
    const log: ZeroEvent[] = [];
    s = programAll(s, [P('JC', 'QC', 'KC', '9H')], log);
    expect(s.pending).toBeNull();
    expect(log.find((e) => e.type === 'powered' && e.suit === 'H')).toMatchObject({ cell: { row: 0, col: 3 }, from: 2, to: 4 });
  });

  it('a card fizzles when the column has dice but none is resolvable (Hearts face card on all 6s)', () => {
    const grid = gridOf([
      [6, 4, 5, 6],
      [6, 5, 4, 3],
      [0, 3, 6, 5],
      [0, 6, 3, 4],
    ]);
    const s = start({ seats: 1, top: ['QH', '2C', '3C', '4C', 'AS'], grids: [grid] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('QH', '2C', '3C', '4C')], log);
    expect(log.find((e) => e.type === 'fizzled' && e.slot === 0)).toMatchObject({ reason: 'noDie' });
  });

  it('swap: the activated die exchanges cells with the chosen die to its right, skipping empty cells, then decays 1; the other is unchanged', () => {
    const grid = gridOf([
      [0, 6, 0, 2],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    let s = start({ seats: 1, top: ['7D', '2C', '3C', '4C', '2S'], grids: [grid] });
    s = programAll(s, [P('7D', '2C', '3C', '4C')]);
    // Column 1 is empty, so the 7D shifts to column 2; its 6 may swap only with the 2 (column 3 is empty).
    expect(zero.legalActions(s, 0).map((a) => a.type === 'choose' && a.choice)).toEqual([{ kind: 'power' }, { kind: 'swap', target: 3 }]);
    const log: ZeroEvent[] = [];
    s = choose(s, 0, { kind: 'swap', target: 3 }, log);
    expect(first(log, 'swapped')).toMatchObject({ die: 1, other: 3, from: { row: 0, col: 1 }, to: { row: 0, col: 3 } });
    expect(first(log, 'decayed')).toMatchObject({ die: 1, from: 6, to: 5 });
    expect(pipsAt(s, 0, 0, 1)).toBe(2);
    expect(pipsAt(s, 0, 0, 3)).toBe(5);
  });

  it('swap: an activated die that decays to 0 is removed', () => {
    const grid = gridOf([
      [1, 5, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    let s = start({ seats: 1, top: ['7H', '2C', '3C', '4C', 'AS'], grids: [grid] });
    s = programAll(s, [P('7H', '2C', '3C', '4C')]);
    const log: ZeroEvent[] = [];
    s = choose(s, 0, { kind: 'swap', target: 1 }, log);
    expect(first(log, 'removed')).toMatchObject({ die: 0, cell: { row: 0, col: 1 } });
    expect(pipsAt(s, 0, 0, 0)).toBe(5);
  });

  it('die eligibility: a die activates once per hand and stays ineligible after moving to another column', () => {
    // Row 1: the column 1 die (6) swaps into column 2 and becomes a 5 there; it is the only
    // die of column 2, so the column 2 card finds no eligible die and fizzles.
    const grid = gridOf([
      [6, 2, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    let s = start({ seats: 1, top: ['7S', 'JC', '3C', '4C', 'AS'], grids: [grid] });
    s = programAll(s, [P('7S', 'JC', '3C', '4C')]);
    const log: ZeroEvent[] = [];
    choose(s, 0, { kind: 'swap', target: 1 }, log);
    expect(log.find((e) => e.type === 'fizzled' && e.slot === 1)).toMatchObject({ reason: 'noDie' });
  });

  it('a die swapped into a spent column cannot be selected through that column', () => {
    // Columns 1-2 empty: the column 1 card shifts to column 3 and swaps its 5 with the 3 in
    // column 4. The unactivated 3 now stands in spent column 3; the column 2 card shifts there
    // too and fizzles instead of selecting it.
    const grid = gridOf([
      [0, 0, 5, 3],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    let s = start({ seats: 1, top: ['7S', 'JC', '3C', '4C', '2S'], grids: [grid] });
    s = programAll(s, [P('7S', 'JC', '3C', '4C')]);
    const log: ZeroEvent[] = [];
    s = choose(s, 0, { kind: 'swap', target: 3 }, log);
    expect(log.find((e) => e.type === 'fizzled' && e.slot === 1)).toMatchObject({ reason: 'spent' });
    expect(pipsAt(s, 0, 0, 2)).toBe(3);
  });

  it('a swap target may be a die that has already activated', () => {
    // The column 1 card swaps its 6 two columns right (it activates there); the column 2 card's
    // 3 may then swap with that activated die.
    const grid = gridOf([
      [6, 3, 2, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    let s = start({ seats: 1, top: ['7S', '8S', '9S', '4C', '2D'], grids: [grid] });
    s = programAll(s, [P('7S', '8S', '9S', '4C')]);
    s = choose(s, 0, { kind: 'swap', target: 2 });
    expect(s.pending).toMatchObject({ slot: 1, column: 1 });
    expect(s.seats[0]!.activated).toEqual([0]);
    expect(zero.legalActions(s, 0).map((a) => a.type === 'choose' && a.choice)).toContainEqual({ kind: 'swap', target: 2 });
  });
});

describe('zero: lockstep resolution and clearing', () => {
  it('resolution runs in lockstep: every seat resolves column 1 before anyone resolves column 2', () => {
    const s = start({ seats: 2, top: deal2(['JC', 'QC', 'KC', '2S'], ['JS', 'QS', 'KS', '3S']) });
    const log: ZeroEvent[] = [];
    programAll(s, [P('JC', 'QC', 'KC', '2S'), P('JS', 'QS', 'KS', '3S')], log);
    const order = log.filter((e) => e.type === 'cardRevealed').map((e) => (e.type === 'cardRevealed' ? `${e.seat}:${e.slot}` : ''));
    expect(order.slice(0, 6)).toEqual(['0:0', '1:0', '0:1', '1:1', '0:2', '1:2']);
  });

  it('elimination: clearing all sixteen dice wins at once, at the end of the step', () => {
    const one = gridOf([
      [1, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const full = gridOf(FULL);
    let s = start({ seats: 2, top: deal2(['JD', 'QC', 'KC', '2S'], ['JS', 'QS', 'KS', '3S']), grids: [one, full] });
    const log: ZeroEvent[] = [];
    s = programAll(s, [P('JD', 'QC', 'KC', '2S'), P('JS', 'QS', 'KS', '3S')], log);
    expect(s.outcome).toMatchObject({ winners: [0], reason: 'cleared' });
    // Seat 1 still resolved its column 1 card in the same step.
    expect(log.some((e) => e.type === 'cardRevealed' && e.seat === 1 && e.slot === 0)).toBe(true);
    expect(log.some((e) => e.type === 'cardRevealed' && e.slot === 1)).toBe(false);
  });

  it('two seats cleared in the same step share the victory', () => {
    const one = () =>
      gridOf([
        [1, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]);
    let s = start({ seats: 2, top: deal2(['JD', 'QC', 'KC', '2S'], ['KD', 'QS', 'KS', '3S']), grids: [one(), one()] });
    s = programAll(s, [P('JD', 'QC', 'KC', '2S'), P('KD', 'QS', 'KS', '3S')]);
    expect(s.outcome).toMatchObject({ winners: [0, 1], reason: 'cleared' });
  });

  it('solo: clearing the grid wins', () => {
    const one = gridOf([
      [2, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    let s = start({ seats: 1, top: ['JD', '2C', '3C', '4C', 'AS'], grids: [one] });
    s = programAll(s, [P('JD', '2C', '3C', '4C')]);
    expect(s.outcome).toMatchObject({ winners: [0], reason: 'cleared', scores: [16] });
  });

  it('a finished game accepts no actions', () => {
    const one = gridOf([
      [2, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const s = programAll(start({ seats: 1, top: ['JD', '2C', '3C', '4C', 'AS'], grids: [one] }), [P('JD', '2C', '3C', '4C')]);
    const r = zero.apply(s, { type: 'program', seat: 0, cards: P('2C', '3C', '4C', '5C') });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_GAME_OVER');
    expect(zero.toAct(s)).toEqual([]);
    expect(zero.legalActions(s, 0)).toEqual([]);
  });
});

/** Plays to the end choosing the first legal action, returning the final state and all events. */
function playOut(s: ZeroState): { s: ZeroState; log: ZeroEvent[] } {
  const log: ZeroEvent[] = [];
  while (!s.outcome) {
    const seat = zero.toAct(s)[0]!;
    s = play(s, zero.legalActions(s, seat)[0]!, log);
  }
  return { s, log };
}

describe('zero: the deck timer', () => {
  it('two players: the game ends after the hand in which the 2nd exhaustion happened (hand 13 of 8-card deals)', () => {
    // Grids that cannot be cleared in time keep the game going to the timer.
    const { s, log } = playOut(unwrap(zero.setup({ seats: 2, variants: [] }, 5)).state);
    expect(s.outcome!.reason).not.toBe('cleared');
    expect(log.filter((e) => e.type === 'reshuffled')).toHaveLength(2);
    expect(s.handNo).toBe(13);
  });

  it('solo: the game ends after the hand in which the last card of the first deck was dealt; the reveal counts as dealing', () => {
    const { s } = playOut(unwrap(zero.setup({ seats: 1, variants: [] }, 5)).state);
    // 5 cards a hand: hands 1-10 take 50, hand 11 deals the last 2.
    expect(s.handNo).toBe(11);
    expect(s.outcome!.reason).toBe('timer');
  });

  it('solo: the Adversary reveal reshuffles first when the draw deck is empty', () => {
    // Deal 4 per hand + 1 reveal: after hand 10 two cards remain. Play to hand 11 and check the
    // reveal came from a reshuffled deck when needed (the deck is never short).
    const { log } = playOut(unwrap(zero.setup({ seats: 1, variants: ['easier'] }, 9)).state);
    expect(log.filter((e) => e.type === 'initiativeRevealed').every((e) => e.type === 'initiativeRevealed' && e.adversary !== null)).toBe(true);
  });

  it('timer: most dice removed wins; tied, the lowest pip total in column 4; still tied, a shared victory', () => {
    const a = gridOf([
      [0, 0, 0, 6],
      [0, 0, 0, 6],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const b = gridOf([
      [0, 0, 0, 1],
      [0, 0, 0, 1],
      [0, 0, 0, 1],
      [0, 0, 0, 0],
    ]);
    const opts = { seats: 2 as const, variants: [] };
    expect(timerOutcome({ grids: [a, b], options: opts })).toMatchObject({ winners: [0], scores: [14, 13] });
    const c = gridOf([
      [0, 0, 0, 6],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [1, 0, 0, 0],
    ]);
    const d = gridOf([
      [0, 0, 0, 1],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [6, 0, 0, 0],
    ]);
    expect(timerOutcome({ grids: [c, d], options: opts })).toMatchObject({ winners: [1], reason: 'timer' });
    expect(timerOutcome({ grids: [c, c], options: opts })).toMatchObject({ winners: [0, 1], reason: 'timerShared' });
  });

  it('solo: only a cleared grid wins; the timer is a loss and the score shown is dice removed', () => {
    const g = gridOf([
      [0, 0, 0, 6],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(timerOutcome({ grids: [g], options: { seats: 1, variants: [] } })).toEqual({ winners: [], reason: 'timer', scores: [15] });
  });
});

describe('zero: variants', () => {
  it('Easier: everyone resolves all four cards', () => {
    const s = start({ seats: 2, variants: ['easier'], top: deal2(['JC', 'QC', 'KC', 'AS'], ['JS', 'QS', 'KS', 'AH']) });
    const log: ZeroEvent[] = [];
    programAll(s, [P('JC', 'QC', 'KC', 'AS'), P('JS', 'QS', 'KS', 'AH')], log);
    expect(log.some((e) => e.type === 'discardedUnread')).toBe(false);
    expect(log.filter((e) => e.type === 'cardRevealed' && e.slot === 3)).toHaveLength(2);
  });

  it('Easier, solo: the reveal and the Adversary Favor still happen, and Column 4 still resolves', () => {
    const s = start({ seats: 1, variants: ['easier'], top: ['JC', 'QC', 'KC', '2S', 'AS'] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('JC', 'QC', 'KC', '2S')], log);
    expect(first(log, 'favor')).toBeDefined();
    expect(log.some((e) => e.type === 'cardRevealed' && e.slot === 3)).toBe(true);
  });

  it('Easier: one extra shuffle (two players: after the 3rd exhaustion; solo: after the second deck)', () => {
    const two = playOut(unwrap(zero.setup({ seats: 2, variants: ['easier'] }, 5)).state);
    expect(two.s.outcome!.reason).not.toBe('cleared');
    expect(two.log.filter((e) => e.type === 'reshuffled')).toHaveLength(3);
    expect(two.s.handNo).toBe(19);
    const solo = playOut(unwrap(zero.setup({ seats: 1, variants: ['easier'] }, 5)).state);
    expect(solo.s.outcome!.reason).toBe('timer');
    expect(solo.s.handNo).toBe(21);
  });

  it('Hardcore: Diamonds reduce by one instead of two', () => {
    const s = start({ seats: 1, variants: ['hardcore'], top: ['KD', '2C', '3C', '4C', 'AS'] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('KD', '2C', '3C', '4C')], log);
    expect(first(log, 'powered')).toMatchObject({ suit: 'D', from: 6, to: 5 });
  });

  it('Hardcore: a face card whose forced power fizzles gives +1 to the lowest die of the two columns with the lowest dice (ties leftmost, topmost)', () => {
    // Column 1 all 6s: QH fizzles. Lowest dice: col 2 has a 2 (row 3), col 3 a 2 (row 1) and a 2 (row 4), col 4 a 3.
    const grid = gridOf([
      [6, 4, 2, 6],
      [6, 5, 4, 3],
      [6, 2, 6, 5],
      [6, 6, 2, 4],
    ]);
    const s = start({ seats: 1, variants: ['hardcore'], top: ['QH', '2C', '3C', '4C', 'AS'], grids: [grid] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('QH', '2C', '3C', '4C')], log);
    expect(first(log, 'penalty')?.dice).toEqual([
      { die: 9, cell: { row: 2, col: 1 }, from: 2, to: 3 },
      { die: 2, cell: { row: 0, col: 2 }, from: 2, to: 3 },
    ]);
  });

  it('Hardcore: number cards that fizzle cost nothing', () => {
    const grid = gridOf([
      [6, 4, 5, 0],
      [0, 5, 4, 0],
      [0, 3, 6, 0],
      [0, 6, 3, 0],
    ]);
    // 9H on column 4: empty, no column to the right: it fizzles, and no penalty follows.
    const s = start({ seats: 1, variants: ['hardcore'], top: ['JC', 'QC', 'KC', '9H', '2S'], grids: [grid] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('JC', 'QC', 'KC', '9H')], log);
    expect(log.find((e) => e.type === 'fizzled' && e.slot === 3)).toBeDefined();
    expect(first(log, 'penalty')).toBeUndefined();
  });

  it('Hardcore: the unread Column 4 card of an initiative loser costs nothing', () => {
    const grid = gridOf([
      [6, 4, 5, 0],
      [0, 5, 4, 0],
      [0, 3, 6, 0],
      [0, 6, 3, 0],
    ]);
    const s = start({ seats: 2, variants: ['hardcore'], top: deal2(['JC', 'QC', 'KC', 'AS'], ['JS', 'QS', 'KS', 'AH']), grids: [grid, gridOf(FULL)] });
    const log: ZeroEvent[] = [];
    programAll(s, [P('JC', 'QC', 'KC', 'AS'), P('JS', 'QS', 'KS', 'AH')], log);
    expect(log.some((e) => e.type === 'discardedUnread' && e.seat === 1)).toBe(true);
    expect(log.filter((e) => e.type === 'penalty' && e.seat === 1)).toHaveLength(0);
    // Seat 0's AS on the empty column 4 fizzles: a face card, so it is penalised.
    expect(log.some((e) => e.type === 'penalty' && e.seat === 0)).toBe(true);
  });
});

describe('zero: boundaries', () => {
  it('an illegal action gets a clear error and changes nothing', () => {
    const s = start({ seats: 2 });
    const before = JSON.stringify(s);
    const cases = [
      { type: 'choose', seat: 0, choice: { kind: 'power' } },
      { type: 'program', seat: 3, cards: s.seats[0]!.hand },
    ] as const;
    for (const a of cases) {
      const r = zero.apply(s, a as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message.length).toBeGreaterThan(5);
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('parseAction and parseOptions refuse malformed input with a message', () => {
    expect(zero.parseAction({ type: 'program', seat: 0, cards: ['ZZ', '2S', '3S', '4S'] }).ok).toBe(false);
    expect(zero.parseAction({ type: 'teleport', seat: 0 }).ok).toBe(false);
    expect(zero.parseOptions({ seats: 3 }).ok).toBe(false);
    expect(zero.parseOptions({ seats: 2, variants: ['nightmare'] }).ok).toBe(false);
    expect(unwrap(zero.parseOptions({ seats: 1 }))).toEqual({ seats: 1, variants: [] });
  });

  it('state is plain JSON: it survives JSON.parse(JSON.stringify(...)) unchanged', () => {
    let s = start({ seats: 2, top: deal2(['7H', '2C', '3C', '4C'], ['JS', 'QS', 'KS', '3S']) });
    s = programAll(s, [P('7H', '2C', '3C', '4C'), P('JS', 'QS', 'KS', '3S')]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
