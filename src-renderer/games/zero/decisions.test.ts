/** The Pip Zero table's decisions on real engine states. */
import { describe, expect, it } from 'vitest';
import { zero } from '../../../src-engine/games/zero';
import type { ZeroState } from '../../../src-engine/games/zero/state';
import { programAll, start } from '../../../src-engine/games/zero/testkit';
import type { TableReport } from '../game-ui';
import { click, decide, lit, optionAt } from './decisions';
import type { ZeroTypes } from './types';

function reportOf(s: ZeroState, seat: number): TableReport<ZeroTypes> {
  const toAct = zero.toAct(s);
  const legal = toAct.includes(seat) ? zero.legalActions(s, seat) : [];
  return { view: zero.view(s, seat), legal, targets: zero.targets!(s, seat, legal), toAct, outcome: zero.outcome(s) };
}

/** Solo: column 1 holds 3,6,4,5 top to bottom and the Five of Hearts resolves there. */
function pending(): ZeroState {
  return programAll(start({ seats: 1, top: ['5H', '2C', '3C', '4C', '2S'] }), [['5H', '2C', '3C', '4C']]);
}

describe('zero decisions', () => {
  it('programming offers the hand; a choice lights the forced dice and the dice they can swap with', () => {
    const first = start({ seats: 1, top: ['5H', '2C', '3C', '4C', '2S'] });
    expect(decide(reportOf(first, 0), 0, true)).toEqual({ kind: 'program', hand: ['5H', '2C', '3C', '4C'] });
    const s = pending();
    const d = decide(reportOf(s, 0), 0, true);
    expect(d.kind).toBe('choose');
    const grid = s.grids[0]!;
    const six = grid[1]![0]!.id;
    const five = grid[3]![0]!.id;
    const l = lit(d);
    expect(l).toMatchObject({ seat: 0, column: 0 });
    // The 5 takes Hearts; the 6 swaps with any die to its right in row 2.
    expect([...l.dice].sort()).toEqual([five, six, grid[1]![1]!.id, grid[1]![2]!.id, grid[1]![3]!.id].sort());
  });

  it('a click on the forced die plays the power; a click on a die to the right of the swapping die plays that swap', () => {
    const s = pending();
    const r = reportOf(s, 0);
    const d = decide(r, 0, true);
    const grid = s.grids[0]!;
    expect(click(d, { kind: 'die', seat: 0, die: grid[3]![0]!.id })).toEqual({ kind: 'act', action: { type: 'choose', seat: 0, choice: { kind: 'power' } } });
    expect(click(d, { kind: 'die', seat: 0, die: grid[1]![2]!.id })).toEqual({ kind: 'act', action: { type: 'choose', seat: 0, choice: { kind: 'swap', target: 2 } } });
    expect(click(d, { kind: 'cell', seat: 0, cell: { row: 1, col: 3 } })).toEqual({ kind: 'act', action: { type: 'choose', seat: 0, choice: { kind: 'swap', target: 3 } } });
    expect(optionAt(d, { kind: 'die', seat: 0, die: grid[1]![2]!.id })?.target).toMatchObject({ kind: 'swap', pips: 6, after: 5 });
    expect(click(d, { kind: 'die', seat: 0, die: grid[0]![0]!.id })).toEqual({ kind: 'refuse', reason: 'zero.refuse.pick' });
    expect(click({ kind: 'none' }, { kind: 'die', seat: 0, die: 0 })).toEqual({ kind: 'refuse', reason: 'zero.refuse.wait' });
  });
});
