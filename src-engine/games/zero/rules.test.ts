/**
 * One test per Pip Zero rule of the variants and the boundaries of the rules (rulebook seeds/002,
 * RULINGS.md "zero"), on stacked decks and hand-written grids. Test names quote the rule they
 * pin.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { zero } from './index';
import type { ZeroEvent } from './state';
import { deal2, first, FULL, gridOf, P, playOut, programAll, start } from './testkit';

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
