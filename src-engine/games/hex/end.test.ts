/**
 * One test per PipFall Hex rule of elimination and the end of the game (rulebook seeds/001,
 * RULINGS.md "Suit powers", "hex" and its "Settled details", docs/rules/hex.md), on stacked decks
 * and hand-built battlefields on Crossfire. Test names quote or paraphrase the rule. Hexes are
 * (row, col), 0-based.
 */
import { describe as group, expect, it } from 'vitest';
import { hex } from './index';
import { scoreOutcome } from './end';
import type { HexEvent, HexState, Trophy } from './state';
import { all, first, move, ready } from './testkit';

group('hex: elimination and the end of the game', () => {
  it('a player is eliminated at once when it has no dice on the battlefield (reserve dice do not prevent it): its revealed card is discarded, its unrevealed cards go face down, its reserve stays out', () => {
    const log: HexEvent[] = [];
    let s = ready(
      {
        seats: 3,
        dice: [
          [2, 5, 0, 2],
          [6, 5, 0, 2],
          [2, 6, 1, 4],
          [6, 6, 2, 4],
        ],
        programs: [['3C', 'KC'], ['9S'], ['8S']],
      },
      log,
    );
    expect(first(log, 'revealed')!.order).toEqual([1, 2, 0]);
    s = move(s, 5, [2, 5], log);
    expect(s.seats[0]!.eliminated).toBe(false);
    s = move(s, 10, [6, 5], log);
    expect(s.seats[0]!.eliminated).toBe(true);
    expect(s.seats[0]!.reserve).toBe(2);
    expect(all(log, 'eliminated')).toEqual([{ type: 'eliminated', seat: 0 }]);
    expect(first(log, 'cardDiscarded')).toEqual({ type: 'cardDiscarded', seat: 0, card: '3C', reason: 'eliminated' });
    expect(s.hand).toBe(2);
    expect(s.discardHidden).toContain('KC');
    expect(s.discardOpen).toContain('3C');
    expect(hex.toAct(s)).toEqual([1, 2]);
    expect(s.seats[0]!.hand).toEqual([]);
  });

  it('several players can go out at once; the game ends when at most one has dice, and trophies decide (the last survivor does not win automatically)', () => {
    const log: HexEvent[] = [];
    const s = move(
      ready({
        seats: 3,
        dice: [
          [2, 5, 0, 3],
          [2, 6, 1, 3],
          [6, 6, 2, 4],
        ],
        programs: [['9S'], ['2S'], ['2H']],
      }),
      0,
      [2, 6],
      log,
    );
    expect(all(log, 'eliminated').map((e) => e.seat)).toEqual([0, 1]);
    expect(s.phase).toBe('over');
    expect(s.outcome).toEqual({ winners: [0, 1], reason: 'eliminationShared', scores: [1, 1, 0] });
  });

  it('eliminated seats are scored with their trophies: a player knocked out with more trophies still wins', () => {
    const trophies: Trophy[] = [
      { die: 7, owner: 1, pips: 4 },
      { die: 8, owner: 1, pips: 4 },
    ];
    const s0 = ready({
      dice: [
        [2, 5, 0, 2],
        [2, 6, 1, 6],
      ],
      programs: [['9S'], ['2C']],
    });
    const s = move({ ...s0, seats: s0.seats.map((h, i) => (i === 0 ? { ...h, trophies } : h)) }, 0, [2, 6]);
    expect(s.seats[0]!.eliminated).toBe(true);
    expect(s.outcome).toEqual({ winners: [0], reason: 'elimination', scores: [2, 1] });
  });

  it('if no players remain because the final combat destroyed both, the game still ends', () => {
    const log: HexEvent[] = [];
    const s = move(
      ready({
        dice: [
          [2, 5, 0, 3],
          [2, 6, 1, 3],
        ],
        programs: [['9S'], ['2C']],
      }),
      0,
      [2, 6],
      log,
    );
    expect(s.seats.every((h) => h.eliminated)).toBe(true);
    expect(s.outcome).toEqual({ winners: [0, 1], reason: 'eliminationShared', scores: [1, 1] });
    expect(first(log, 'gameOver')).toMatchObject({ trophyPips: [3, 3] });
    expect(hex.toAct(s)).toEqual([]);
  });

  it('scoring: the most trophies wins; a tie goes to the highest total of trophy pips; still tied, the tied players share the victory', () => {
    const t = (...pips: number[]): Trophy[] => pips.map((p, i) => ({ die: i, owner: 0, pips: p as 1 }));
    const seats = (...lists: Trophy[][]) => ({ seats: lists.map((trophies) => ({ trophies })) as unknown as HexState['seats'] });
    expect(scoreOutcome(seats(t(1, 1, 1), t(6, 6), t()), 'rounds')).toEqual({ winners: [0], reason: 'rounds', scores: [3, 2, 0] });
    expect(scoreOutcome(seats(t(3, 4), t(6, 1), t(5, 1)), 'rounds')).toEqual({ winners: [0, 1], reason: 'roundsShared', scores: [2, 2, 2] });
    expect(scoreOutcome(seats(t(3, 4), t(6, 2), t(5, 4)), 'rounds').winners).toEqual([2]);
    expect(scoreOutcome(seats(t(), t()), 'elimination')).toEqual({ winners: [0, 1], reason: 'eliminationShared', scores: [0, 0] });
  });
});
