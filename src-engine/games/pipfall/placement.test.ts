/**
 * One test per PipFall rule of lane placement (rulebook seeds/000, RULINGS.md "Suit powers" and
 * "pipfall", docs/rules/pipfall.md), on stacked decks and hand-built boards. Test names quote the
 * rule.
 */
import { describe as group, expect, it } from 'vitest';
import { pipfall } from './index';
import type { PipfallEvent } from './state';
import { all, col, dealTop, duel, first, place, placeAllTracked, playFirstUntil, programDealt, row, start, type Placed } from './testkit';

group('pipfall: lane placement', () => {
  /** 7x7, one die each: seat 0 at (6,0), seat 1 at (0,1), seat 2 at (3,6). */
  const TRIO: Placed[] = [
    [6, 0, 0, 5],
    [0, 1, 1, 5],
    [3, 6, 2, 5],
  ];

  it('lane placement: three cycles, clockwise from the First Player, each placing the marker numbered for the cycle', () => {
    let s = start({
      seats: 3,
      firstPlayer: 2,
      dice: TRIO,
      top: dealTop([
        ['2D', '3D', '4D', '5D'],
        ['2S', '3S', '4S', '5S'],
        ['2H', '3H', '4H', '5H'],
      ]),
    });
    s = programDealt(s);
    expect(s.phase).toBe('place');
    expect(pipfall.toAct(s)).toEqual([2]);
    const log: PipfallEvent[] = [];
    placeAllTracked(s, [row(3), row(6), row(0), col(6), col(0), col(1)], log);
    expect(all(log, 'markerPlaced').map((e) => [e.seat, e.slot])).toEqual([
      [2, 0],
      [0, 0],
      [1, 0],
      [2, 1],
      [0, 1],
      [1, 1],
    ]);
    expect(all(log, 'markerOnCard').map((e) => [e.seat, e.slot])).toEqual([
      [2, 2],
      [0, 2],
      [1, 2],
    ]);
  });

  it('a marker must go on an unclaimed lane holding at least one of its dice; no two markers share a lane', () => {
    let s = start({
      dice: [
        [4, 0, 0, 5],
        [4, 4, 1, 6],
      ],
      top: dealTop([
        ['2S', '3S', '4S', '5S'],
        ['2H', '3H', '4H', '5H'],
      ]),
    });
    s = programDealt(s);
    expect(pipfall.legalActions(s, 0).map((a) => a.type === 'place' && a.lane)).toEqual([row(4), col(0)]);
    expect(pipfall.apply(s, { type: 'place', seat: 0, lane: row(2) }).ok).toBe(false);
    s = place(s, row(4));
    // Seat 1 shares row 4 but it is claimed now.
    expect(pipfall.legalActions(s, 1).map((a) => a.type === 'place' && a.lane)).toEqual([col(4)]);
    const r = pipfall.apply(s, { type: 'place', seat: 1, lane: row(4) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_LANE');
  });

  it('no unclaimed lane with an own die: the marker goes on the programmed card, which is cancelled, never revealed and causes no decay', () => {
    const log: PipfallEvent[] = [];
    let s = duel('TC', [], [], undefined, log);
    expect(all(log, 'markerOnCard').map((e) => [e.seat, e.slot])).toEqual([
      [0, 2],
      [1, 2],
    ]);
    s = playFirstUntil(s, (x) => x.phase !== 'activate', log);
    expect(log.some((e) => e.type === 'cardRevealed' && e.slot === 2)).toBe(false);
    // Every card used was a club held as power: nothing decayed.
    expect(first(log, 'decayed')).toBeUndefined();
    // The cancelled cards (3C, 6C) stay hidden and go to the discards at cleanup.
    expect(s.deck.discard).toEqual(expect.arrayContaining(['3C', '6C']));
    expect(JSON.stringify(pipfall.view(s, 1))).not.toContain('"3C"');
  });
});
