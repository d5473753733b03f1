/**
 * One test per PipFall rule of cleanup and Restore (rulebook seeds/000, RULINGS.md "Suit powers"
 * and "pipfall", docs/rules/pipfall.md), on stacked decks and hand-built boards. Test names quote
 * the rule.
 */
import { describe as group, expect, it } from 'vitest';
import { pipfall } from './index';
import { canRestore } from './cleanup';
import type { PipfallEvent, PipfallState } from './state';
import { act, col, dealTop, first, move, play, playFirstUntil, round, row, start, type Placed } from './testkit';

group('pipfall: cleanup and Restore', () => {
  /** Seat 0 has lost a die (3 left, corner empty); seat 1 has its full opening. */
  const dice: Placed[] = [
    [3, 0, 0, 5],
    [4, 1, 0, 4],
    [3, 1, 0, 3],
    [0, 4, 1, 6],
    [1, 4, 1, 5],
    [0, 3, 1, 4],
    [1, 3, 1, 3],
  ];
  const toRestore = (firstPlayer = 0): PipfallState =>
    playFirstUntil(
      start({
        dice,
        firstPlayer,
        top: dealTop([
          ['2C', '3C', '4C', '5C'],
          ['6C', '7C', '8C', '9C'],
        ]),
      }),
      (x) => x.phase === 'restore' || x.round > 1,
    );

  it('cleanup: all programmed and Initiative cards are discarded', () => {
    const s = toRestore();
    expect(s.deck.discard.slice().sort()).toEqual(['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C'].sort());
  });

  it('Restore: offered only when it would succeed; the die enters the empty own corner at 4 pips and the card leaves the game', () => {
    let s = toRestore();
    expect(s.phase).toBe('restore');
    expect(pipfall.toAct(s)).toEqual([0]);
    expect(pipfall.legalActions(s, 0)).toEqual([
      { type: 'restore', seat: 0, use: true },
      { type: 'restore', seat: 0, use: false },
    ]);
    const log: PipfallEvent[] = [];
    s = play(s, { type: 'restore', seat: 0, use: true }, log);
    expect(s.board[4]![0]).toEqual({ id: 100, owner: 0, pips: 4 });
    expect(first(log, 'restored')).toMatchObject({ seat: 0, card: 'AC', cell: { row: 4, col: 0 } });
    expect(s.seats[0]!.restoreCard).toBeNull();
    expect(s.retired).toContain('AC');
    expect(s.round).toBe(2);
  });

  it('Restore may be declined; the card is kept for later', () => {
    const log: PipfallEvent[] = [];
    const s = play(toRestore(), { type: 'restore', seat: 0, use: false }, log);
    expect(first(log, 'restoreDeclined')).toEqual({ type: 'restoreDeclined', seat: 0 });
    expect(s.seats[0]!.restoreCard).toBe('AC');
    expect(s.board[4]![0]).toBeNull();
  });

  it('Restore needs an own die on the board, an empty own corner, a removed die and an unused card', () => {
    const base = start({ dice });
    expect(canRestore(base, 0)).toBe(true);
    expect(canRestore(base, 1)).toBe(false); // no die removed
    const corner = { ...base, board: base.board.map((r, i) => (i === 4 ? r.map((d, c) => (c === 0 ? { id: 50, owner: 1, pips: 2 as const } : d)) : r)) };
    expect(canRestore(corner, 0)).toBe(false); // corner occupied, by any die
    const used = { ...base, seats: base.seats.map((h, i) => (i === 0 ? { ...h, restoreCard: null } : h)) };
    expect(canRestore(used, 0)).toBe(false); // once per game
    const none = start({ dice: [[0, 4, 1, 6]] });
    expect(canRestore(none, 0)).toBe(false); // no die left: Restore cannot save a seat
  });

  it('restore window: from the First Player, clockwise', () => {
    const both: Placed[] = [
      [3, 0, 0, 5],
      [4, 1, 0, 4],
      [1, 4, 1, 5],
      [0, 3, 1, 4],
    ];
    let s = playFirstUntil(
      start({
        dice: both,
        firstPlayer: 1,
        top: dealTop([
          ['6C', '7C', '8C', '9C'],
          ['2C', '3C', '4C', '5C'],
        ]),
      }),
      (x) => x.phase === 'restore',
    );
    expect(s.pending).toEqual({ kind: 'restore', seat: 1 });
    s = play(s, { type: 'restore', seat: 1, use: false });
    expect(s.pending).toEqual({ kind: 'restore', seat: 0 });
  });

  it('elimination: a seat with no dice after the restore window is out; it is skipped in dealing and the First Player marker passes to the next seat still in', () => {
    // 3 players, First Player 1. Seat 0 (AS) attacks seat 2's only die in the first cycle.
    const log: PipfallEvent[] = [];
    let s = round(
      {
        seats: 3,
        firstPlayer: 1,
        dice: [
          [6, 0, 0, 6],
          [0, 3, 1, 5],
          [4, 0, 2, 2],
        ],
        hands: [
          ['2H', '3H', '4H', '5H'],
          ['2D', '3D', '4D', '5D'],
          ['5S', '2C', '3C', 'AS'],
        ],
        lanes: [row(0), row(4), row(6), col(3), col(0)],
      },
      log,
    );
    expect(pipfall.toAct(s)).toEqual([0]);
    s = act(s, 0, move('up', 2), log);
    s = playFirstUntil(s, (x) => x.round > 1, log);
    expect(first(log, 'eliminated')).toEqual({ type: 'eliminated', seat: 2 });
    expect(s.seats[2]!.eliminated).toBe(true);
    expect(s.firstPlayer).toBe(0);
    expect(s.seats[2]!.hand).toEqual([]);
    expect(s.seats[0]!.hand).toHaveLength(4);
    expect(pipfall.toAct(s)).toEqual([0, 1]);
    const dealtRound2 = log
      .slice(log.findIndex((e) => e.type === 'roundStarted' && e.round === 2))
      .filter((e) => e.type === 'dealt')
      .map((e) => (e as { seat: number }).seat);
    expect(dealtRound2).toEqual([0, 1]);
  });

  it('cleanup: the First Player marker moves to the next seat clockwise', () => {
    const s = play(toRestore(1), { type: 'restore', seat: 0, use: false });
    expect(s.firstPlayer).toBe(0);
    const t = play(toRestore(0), { type: 'restore', seat: 0, use: false });
    expect(t.firstPlayer).toBe(1);
  });
});
