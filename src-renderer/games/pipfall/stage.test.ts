import { describe, expect, it } from 'vitest';
import { addMessages } from '../../i18n';
import type { StageContext } from '../../table/kit';
import { playStage, recordingBoard } from '../../table/stage-play';
import { pipfallEn } from './messages';
import type { PipfallBoardPort } from './port';
import { PipfallStage } from './stage.svelte';
import type { PipfallEvent } from './types';

addMessages(pipfallEn);

/** What the board was asked to show while `events` played at `scale` (1: Normal speed). */
async function play(events: readonly PipfallEvent[], scale = 1): Promise<unknown[][]> {
  const { board, calls } = recordingBoard<PipfallBoardPort>();
  const stage = new PipfallStage({ board: () => board, seatNames: ['A', 'B'], palette: 'standard', seat: 0, animScale: scale } as unknown as StageContext<PipfallBoardPort>);
  await playStage(stage, events, (n) => n * scale);
  return calls;
}

describe('PipFall combat and decay on the board', () => {
  const cell = { row: 2, col: 3 };

  it('a decayed die gets a "−1" rising from its own cell, then turns to its new value', async () => {
    const calls = await play([{ type: 'decayed', seat: 1, die: 7, cell, from: 4, to: 3 }]);
    const flash = calls.find((c) => c[0] === 'flash');
    expect(flash?.[1]).toBe('−1');
    expect(flash?.[2]).toEqual(cell);
    expect(flash?.[4]).toBeGreaterThanOrEqual(600);
    expect(calls.find((c) => c[0] === 'turn')).toEqual(['turn', 7, 3, 450]);
  });

  it('a combat clashes the two dice for long enough to see at Normal speed, and the loser falls', async () => {
    const calls = await play([
      { type: 'combat', attacker: 1, attackerSeat: 0, defender: 9, defenderSeat: 1, cell, attackerPips: 5, defenderPips: 3, result: 'attackerWins' },
      { type: 'removed', seat: 1, die: 9, cell },
    ]);
    const clash = calls.find((c) => c[0] === 'clash');
    expect(clash?.slice(1, 3)).toEqual([1, 9]);
    expect(clash?.[3]).toBeGreaterThanOrEqual(700);
    const fall = calls.find((c) => c[0] === 'remove');
    expect(fall?.[1]).toBe(9);
    expect(fall?.[2]).toBeGreaterThanOrEqual(600);
    expect(calls.findIndex((c) => c[0] === 'remove')).toBeGreaterThan(calls.findIndex((c) => c[0] === 'clash'));
  });

  it('at the fast speed everything lands at once', async () => {
    const calls = await play([{ type: 'decayed', seat: 1, die: 7, cell, from: 4, to: 3 }], 0);
    expect(calls.filter((c) => c[0] === 'flash' || c[0] === 'turn').every((c) => c[c.length - 1] === 0)).toBe(true);
  });
});
