/** Game.targets for Pip Zero: the forced die of each choice and a preview that agrees with the rules. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { nextIntMut, seedRng } from '../../core/rng';
import { zero } from './index';
import type { ZeroState } from './state';
import type { ZeroTarget } from './targets';
import { programAll, start } from './testkit';

/** Solo, column 1 holds 3,6,4,5 top to bottom; the Five of Hearts resolves there first. */
function pendingFiveOfHearts(): ZeroState {
  const s = programAll(start({ seats: 1, top: ['5H', '2C', '3C', '4C', '2S'] }), [['5H', '2C', '3C', '4C']]);
  expect(s.pending).toMatchObject({ seat: 0, column: 0 });
  return s;
}

function targets(s: ZeroState): { legal: ReturnType<typeof zero.legalActions>; targets: readonly ZeroTarget[] } {
  const seat = zero.toAct(s)[0]!;
  const legal = zero.legalActions(s, seat);
  return { legal, targets: zero.targets!(s, seat, legal) };
}

describe('zero targets', () => {
  it('a pending number card: the power names its forced die (Hearts: the highest die below 6) and the pips it reaches', () => {
    const { legal, targets: ts } = targets(pendingFiveOfHearts());
    const i = legal.findIndex((a) => a.type === 'choose' && a.choice.kind === 'power');
    expect(ts[i]).toEqual({ kind: 'power', die: expect.any(Number) as number, cell: { row: 3, col: 0 }, suit: 'H', pips: 5, after: 6 });
  });

  it('a swap names the highest die, where it goes, the die it trades with, and its decay', () => {
    const s = pendingFiveOfHearts();
    const { legal, targets: ts } = targets(s);
    const i = legal.findIndex((a) => a.type === 'choose' && a.choice.kind === 'swap' && a.choice.target === 2);
    const other = s.grids[0]![1]![2]!.id;
    expect(ts[i]).toMatchObject({ kind: 'swap', from: { row: 1, col: 0 }, to: { row: 1, col: 2 }, other, pips: 6, after: 5 });
  });

  it('every preview agrees with what the rules then do, in random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.constantFrom(1, 2), (seed, seats) => {
        let s = unwrap(zero.setup({ seats: seats, variants: [] }, seed)).state;
        const rng: [number, number, number, number] = [...seedRng(seed)];
        for (let n = 0; n < 300 && !s.outcome; n++) {
          const seat = zero.toAct(s)[0]!;
          const { legal, targets: ts } = targets(s);
          const i = nextIntMut(rng, legal.length);
          const t = ts[i]!;
          const r = unwrap(zero.apply(s, legal[i]!));
          if (t.kind !== 'program') {
            const found = r.state.grids[seat]!.flatMap((row, ri) => row.flatMap((d, ci) => (d?.id === t.die ? [{ row: ri, col: ci, pips: d.pips }] : [])))[0];
            expect(found?.pips ?? 0).toBe(t.after);
            if (t.kind === 'swap' && found) expect({ row: found.row, col: found.col }).toEqual(t.to);
          }
          s = r.state;
        }
      }),
      { numRuns: 25 },
    );
  });
});
