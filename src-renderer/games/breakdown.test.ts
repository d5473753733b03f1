/**
 * The end screen's breakdowns of PipFall and Pip Zero, read off finished games the engines
 * played (random seeds, first legal actions): what a player checks the result against.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src-engine/core/game';
import { pipfall } from '../../src-engine/games/pipfall';
import { zero } from '../../src-engine/games/zero';
import { addMessages } from '../i18n';
import { endBreakdown as pipfallBreakdown } from './pipfall/breakdown';
import { pipfallEn } from './pipfall/messages';
import { endBreakdown as zeroBreakdown } from './zero/breakdown';
import { zeroEn } from './zero/messages';

addMessages(pipfallEn);
addMessages(zeroEn);

/** Plays a game to its end, each seat taking a legal action picked by a small seeded generator. */
function finished(game: AnyGame, options: Record<string, unknown>, seed: number): unknown {
  const opts = game.parseOptions(options);
  if (!opts.ok) throw new Error(opts.message);
  const start = game.setup(opts.value, seed);
  if (!start.ok) throw new Error(start.message);
  let s = start.value.state;
  let r = seed;
  for (let i = 0; i < 20000 && !game.outcome(s); i++) {
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    r = (r * 1103515245 + 12345) % 2147483648;
    const next = game.apply(s, legal[r % legal.length]!);
    if (!next.ok) throw new Error(next.message);
    s = next.value.state;
  }
  return s;
}

describe('end-screen breakdowns', () => {
  it('PipFall: one row per seat; the dice column counts the dice left on the board, eliminated seats say so and keep none', () => {
    for (const [seats, seed] of [
      [2, 1],
      [3, 2],
      [4, 3],
      [2, 7],
      [2, 8],
    ] as const) {
      const s = finished(pipfall, { seats }, seed);
      const view = pipfall.view(s as never, null);
      const b = pipfallBreakdown(view);
      expect(b.rows).toHaveLength(seats);
      const onBoard = view.board.flat().filter((d) => d !== null).length;
      expect(b.rows.reduce((n, r) => n + Number(r[0]), 0)).toBe(onBoard);
      view.seats.forEach((seat, i) => {
        if (seat.eliminated || b.rows[i]![0] === 0) expect(b.rows[i]).toEqual([0, 'Eliminated']);
        else expect(b.rows[i]![1]).toBe('Still in');
      });
      // The winners hold the most pips (the score column beside these).
      const scores = view.outcome!.scores!;
      for (const w of view.outcome!.winners) expect(scores[w]).toBe(Math.max(...scores));
      expect(b.columns).toEqual(['Dice on the board', 'Status']);
      expect(b.score).toBe('Pips (score)');
    }
  });

  it('Pip Zero: dice left and column 4 pips per grid; dice left and dice removed make sixteen', () => {
    for (const [seats, seed] of [
      [1, 4],
      [2, 5],
    ] as const) {
      const s = finished(zero, { seats }, seed);
      const view = zero.view(s as never, null);
      const b = zeroBreakdown(view);
      expect(b.rows).toHaveLength(seats);
      b.rows.forEach((row, i) => {
        expect(Number(row[0]) + view.outcome!.scores![i]!).toBe(16);
        expect(Number(row[1])).toBeGreaterThanOrEqual(0);
        expect(Number(row[1])).toBeLessThanOrEqual(24);
      });
    }
  });
});
