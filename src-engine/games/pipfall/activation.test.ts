/**
 * One test per PipFall rule of activation and movement (rulebook seeds/000, RULINGS.md "Suit
 * powers" and "pipfall", docs/rules/pipfall.md), on stacked decks and hand-built boards. Test
 * names quote the rule.
 */
import { describe as group, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { pipfall } from './index';
import type { PipfallEvent } from './state';
import { act, all, col, duel, first, move, pipsAt, playFirstUntil, power, round, row } from './testkit';

group('pipfall: activation and movement', () => {
  it('a number card moves 0-3 cells in a straight orthogonal line staying on the board, or uses its power', () => {
    const s = duel('5S');
    const acts = pipfall.legalActions(s, 0);
    // From the corner (4,0) of a 5x5 board: up 1-3, right 1-3, a zero move, the power.
    expect(acts).toHaveLength(8);
    expect(acts.every((a) => a.type === 'activate' && a.die === 0)).toBe(true);
    expect(pipfall.apply(s, { type: 'activate', seat: 0, die: 0, use: move('down', 1) }).ok).toBe(false);
    expect(pipfall.apply(s, { type: 'activate', seat: 0, die: 0, use: move('up', 4) }).ok).toBe(false);
  });

  it('face cards (J, Q, K and A) use the suit power only', () => {
    for (const c of ['JS', 'QH', 'KD', 'AH'] as Card[]) {
      const s = duel(c);
      expect(pipfall.legalActions(s, 0)).toEqual([{ type: 'activate', seat: 0, die: 0, use: power }]);
      const r = pipfall.apply(s, { type: 'activate', seat: 0, die: 0, use: move('up', 1) });
      expect(r.ok).toBe(false);
    }
  });

  it('movement: the die moves and decays by 1; passing through dice is allowed', () => {
    const log: PipfallEvent[] = [];
    let s = duel('5S', [[3, 0, 1, 2]], [], [row(4), row(0), col(0), col(4)]);
    s = act(s, 0, move('up', 2), log);
    expect(first(log, 'moved')).toMatchObject({
      from: { row: 4, col: 0 },
      to: { row: 2, col: 0 },
      path: [
        { row: 3, col: 0 },
        { row: 2, col: 0 },
      ],
      pips: 5,
    });
    expect(pipsAt(s, 2, 0)).toBe(4);
    expect(pipsAt(s, 3, 0)).toBe(2);
    expect(pipsAt(s, 4, 0)).toBe(0);
    expect(first(log, 'combat')).toBeUndefined();
  });

  it('a chosen 0-cell move stays on its own cell and decays, without combat', () => {
    const log: PipfallEvent[] = [];
    const s = act(duel('5S'), 0, move('up', 0), log);
    expect(pipsAt(s, 4, 0)).toBe(4);
    expect(first(log, 'decayed')).toMatchObject({ die: 0, from: 5, to: 4 });
    expect(first(log, 'combat')).toBeUndefined();
  });

  it('a 1-pip die that moves, zero moves included, is removed by its decay', () => {
    const log: PipfallEvent[] = [];
    const s = act(
      round({
        dice: [
          [4, 0, 0, 1],
          [0, 4, 1, 6],
        ],
        hands: [
          ['5S', '2C', '3C', 'AS'],
          ['4C', '5C', '6C', '2D'],
        ],
        lanes: [row(4), row(0), col(0), col(4)],
      }),
      0,
      move('right', 0),
      log,
    );
    expect(pipsAt(s, 4, 0)).toBe(0);
    expect(first(log, 'removed')).toMatchObject({ seat: 0, die: 0 });
  });

  it('the die is chosen at activation time from the lane as it is then: dice may have left it since placement', () => {
    // Seat 0: die 0 at (4,0), die 2 at (4,2). Marker 1 on column 2, marker 2 on row 4.
    let s = round({
      dice: [
        [4, 0, 0, 5],
        [0, 4, 1, 6],
        [4, 2, 0, 4],
      ],
      hands: [
        ['5S', '6S', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes: [col(2), row(0), row(4), col(4)],
    });
    expect(new Set(pipfall.legalActions(s, 0).map((a) => a.type === 'activate' && a.die))).toEqual(new Set([2]));
    s = act(s, 2, move('up', 2));
    s = act(s, 1, power);
    // Row 4 held both dice at placement; die 2 has left it (and activated): only die 0 is offered.
    expect(new Set(pipfall.legalActions(s, 0).map((a) => a.type === 'activate' && a.die))).toEqual(new Set([0]));
  });

  it('a die cannot be activated twice in a round: a lane whose only own die has activated is a null action', () => {
    const log: PipfallEvent[] = [];
    let s = duel('TC', [], [], undefined, log);
    s = act(s, 0, power, log);
    act(s, 1, power, log);
    // Card 2 (2C) on column 0: die 0 is there but already activated.
    expect(log.filter((e) => e.type === 'nullAction' && e.seat === 0)).toEqual([{ type: 'nullAction', seat: 0, slot: 1, card: '2C' }]);
  });

  it('no own unactivated die in the lane: null action, no effect, no decay', () => {
    // Seat 1 wins initiative and kills seat 0's die before seat 0 acts.
    const log: PipfallEvent[] = [];
    const s = round(
      {
        dice: [
          [4, 0, 0, 3],
          [1, 0, 1, 6],
        ],
        hands: [
          ['5S', '2C', '3C', '2D'],
          ['4S', '5C', '6C', 'AS'],
        ],
        lanes: [row(4), row(1), col(4 - 4)],
      },
      log,
    );
    expect(pipfall.toAct(s)).toEqual([1]);
    act(s, 1, move('down', 3), log);
    expect(first(log, 'combat')).toMatchObject({ result: 'attackerWins' });
    // Seat 0 now has no die: its revealed cards are null actions, with no decay.
    expect(all(log, 'nullAction').map((e) => [e.seat, e.slot])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(log.filter((e) => e.type === 'decayed' && e.seat === 0)).toEqual([]);
  });

  it('a seat that loses its last die mid-round reveals its remaining cards in turn as null actions', () => {
    const log: PipfallEvent[] = [];
    let s = round(
      {
        dice: [
          [4, 0, 0, 3],
          [1, 0, 1, 6],
          [0, 4, 1, 5],
        ],
        hands: [
          ['5S', '2C', '3C', '2D'],
          ['4S', '5C', '6C', 'AS'],
        ],
        lanes: [row(4), row(1), col(0), row(0), col(4)],
      },
      log,
    );
    s = act(s, 1, move('down', 3), log);
    playFirstUntil(s, (x) => x.phase !== 'activate', log);
    const mine = log.filter((e) => (e.type === 'cardRevealed' || e.type === 'nullAction') && e.seat === 0).map((e) => `${e.type}:${(e as { slot: number }).slot}`);
    // Seat 0's third marker went on its card (no free lane): that card is never revealed.
    expect(mine).toEqual(['cardRevealed:0', 'nullAction:0', 'cardRevealed:1', 'nullAction:1']);
  });
});
