/**
 * One test per Pip Zero rule of targeting, the activation limit, die selection and lockstep
 * resolution (rulebook seeds/002, RULINGS.md "zero"), on stacked decks and hand-written grids.
 * Test names quote the rule they pin.
 */
import { describe, expect, it } from 'vitest';
import { zero } from './index';
import type { ZeroEvent } from './state';
import { choose, deal2, first, gridOf, P, pipsAt, programAll, start } from './testkit';

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
});
