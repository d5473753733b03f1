/**
 * One test per Pip Zero rule of initiative (solo: the Adversary and its Favor) (rulebook
 * seeds/002, RULINGS.md "zero"), on stacked decks and hand-written grids. Test names quote the
 * rule they pin.
 */
import { describe, expect, it } from 'vitest';
import type { ZeroEvent } from './state';
import { choose, deal2, first, gridOf, P, programAll, start } from './testkit';

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
