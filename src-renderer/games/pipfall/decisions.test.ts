/** The PipFall table's decisions: what is lit, and what a click on the board means, on real engine states. */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src-engine/core/cards';
import { pipfall } from '../../../src-engine/games/pipfall';
import type { PipfallState } from '../../../src-engine/games/pipfall/state';
import { col, dealTop, programDealt, round, row, start, type Placed } from '../../../src-engine/games/pipfall/testkit';
import type { TableReport } from '../game-ui';
import { click, decide, hintFocus, lit, optionAt } from './decisions';
import type { PipfallTypes } from './types';

/** What the host would send the table for `seat`. */
function reportOf(s: PipfallState, seat: number): TableReport<PipfallTypes> {
  const toAct = pipfall.toAct(s);
  const legal = toAct.includes(seat) ? pipfall.legalActions(s, seat) : [];
  return { view: pipfall.view(s, seat), legal, targets: pipfall.targets!(s, seat, legal), toAct, outcome: pipfall.outcome(s) };
}

const hands: Card[][] = [
  ['5S', '2C', '3C', 'AS'],
  ['4C', '5C', '6C', '2D'],
];

describe('pipfall decisions', () => {
  it('placement lights the legal lanes; a lane, or a cell inside exactly one lit lane, places the marker', () => {
    let s = start({
      seats: 2,
      dice: [
        [4, 0, 0, 5],
        [4, 2, 0, 3],
        [0, 4, 1, 6],
      ],
      top: dealTop(hands),
    });
    s = programDealt(s);
    const seat = pipfall.toAct(s)[0]!;
    expect(seat).toBe(0);
    const d = decide(reportOf(s, 0), 0, true, null);
    expect(d.kind).toBe('place');
    // Own dice at (4,0) and (4,2): row 5, columns 1 and 3.
    expect(lit(d).lanes).toEqual(expect.arrayContaining([row(4), col(0), col(2)]));
    expect(lit(d).lanes).toHaveLength(3);
    expect(click(d, reportOf(s, 0).view, { kind: 'lane', lane: col(2) })).toEqual({ kind: 'act', action: { type: 'place', seat: 0, lane: col(2) } });
    // (2,0) lies only in column 1 of the lit lanes; (4,0) lies in row 5 and column 1: ambiguous.
    expect(click(d, reportOf(s, 0).view, { kind: 'cell', cell: { row: 2, col: 0 } })).toEqual({ kind: 'act', action: { type: 'place', seat: 0, lane: col(0) } });
    expect(click(d, reportOf(s, 0).view, { kind: 'cell', cell: { row: 4, col: 0 } })).toMatchObject({ kind: 'refuse' });
    expect(click(d, reportOf(s, 0).view, { kind: 'lane', lane: row(0) })).toEqual({ kind: 'refuse', reason: 'pipfall.refuse.lane' });
  });

  it('activation with several dice: click a lit die, then a lit cell; a click elsewhere is refused and changes nothing', () => {
    const dice: Placed[] = [
      [4, 0, 0, 5],
      [3, 0, 0, 2],
      [1, 0, 1, 4],
    ];
    const s = round({ dice, hands, lanes: [col(0), row(1)] });
    const r = reportOf(s, 0);
    let d = decide(r, 0, true, null);
    expect(d).toMatchObject({ kind: 'activate', die: null });
    expect(lit(d)).toEqual({ lanes: [], dice: expect.arrayContaining([0, 1]) as number[], cells: [] });
    expect(lit(d).dice).toHaveLength(2);
    expect(click(d, r.view, { kind: 'cell', cell: { row: 2, col: 2 } })).toEqual({ kind: 'refuse', reason: 'pipfall.refuse.pickDie' });
    expect(click(d, r.view, { kind: 'die', die: 0 })).toEqual({ kind: 'select', die: 0 });
    d = decide(r, 0, true, 0);
    // The 5 at (4,0) can go up 1 (onto its own 2), 2 or 3 (onto the enemy 4), right 1-3, or stay.
    expect(lit(d).dice).toEqual([0]);
    expect(lit(d).cells).toEqual(
      expect.arrayContaining([
        { row: 1, col: 0 },
        { row: 4, col: 3 },
        { row: 4, col: 0 },
      ]),
    );
    const attack = click(d, r.view, { kind: 'cell', cell: { row: 1, col: 0 } });
    expect(attack).toEqual({ kind: 'act', action: { type: 'activate', seat: 0, die: 0, use: { kind: 'move', direction: 'up', distance: 3 } } });
    // Clicking the enemy die on a destination is the same move, with its combat preview.
    expect(click(d, r.view, { kind: 'die', die: 2 })).toEqual(attack);
    expect(optionAt(d, r.view, { kind: 'die', die: 2 })?.target).toMatchObject({
      kind: 'move',
      combat: { attackerPips: 5, defenderPips: 4, result: 'attackerWins', ownDie: false },
    });
    // Onto its own 2: legal, previewed as an attack on an own die.
    expect(optionAt(d, r.view, { kind: 'cell', cell: { row: 3, col: 0 } })?.target).toMatchObject({ combat: { ownDie: true } });
    // The die itself: its 0-cell move.
    expect(click(d, r.view, { kind: 'die', die: 0 })).toEqual({ kind: 'act', action: { type: 'activate', seat: 0, die: 0, use: { kind: 'move', direction: 'up', distance: 0 } } });
    // Another lit die switches the selection.
    expect(click(d, r.view, { kind: 'die', die: 1 })).toEqual({ kind: 'select', die: 1 });
  });

  it('a face card: its one die is chosen already, and clicking it uses the power', () => {
    const s = round({
      dice: [
        [4, 0, 0, 5],
        [0, 4, 1, 6],
      ],
      hands: [
        ['KH', '2C', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes: [row(4), row(0)],
    });
    const r = reportOf(s, 0);
    const d = decide(r, 0, true, null);
    expect(d).toMatchObject({ kind: 'activate', die: 0, moves: [] });
    expect(click(d, r.view, { kind: 'die', die: 0 })).toEqual({ kind: 'act', action: { type: 'activate', seat: 0, die: 0, use: { kind: 'power' } } });
    expect(d.kind === 'activate' && d.power?.target).toMatchObject({ kind: 'power', suit: 'H', pips: 5, after: 6 });
  });

  it('a hint lights its die first, then its destination once that die is chosen', () => {
    const dice: Placed[] = [
      [4, 0, 0, 5],
      [3, 0, 0, 2],
      [1, 0, 1, 4],
    ];
    const s = round({ dice, hands, lanes: [col(0), row(1)] });
    const r = reportOf(s, 0);
    const hint = r.legal.find((a) => a.type === 'activate' && a.die === 0 && a.use.kind === 'move' && a.use.distance === 3)!;
    expect(hintFocus(decide(r, 0, true, null), hint)).toEqual({ kind: 'die', die: 0 });
    expect(hintFocus(decide(r, 0, true, 0), hint)).toEqual({ kind: 'cell', cell: { row: 1, col: 0 } });
  });

  it('nothing is offered to a seat that may not act', () => {
    const s = round({
      dice: [
        [4, 0, 0, 5],
        [0, 4, 1, 6],
      ],
      hands,
      lanes: [row(4), row(0)],
    });
    expect(decide(reportOf(s, 1), 1, true, null)).toEqual({ kind: 'none' });
    expect(decide(reportOf(s, 0), 0, false, null)).toEqual({ kind: 'none' });
    expect(click({ kind: 'none' }, null, { kind: 'die', die: 0 })).toEqual({ kind: 'refuse', reason: 'pipfall.refuse.wait' });
  });
});
