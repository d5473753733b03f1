/** PipFall Toss's stage and flat lane on real engine events: what the panels and the flat board show while a step plays. */
import { describe, expect, it } from 'vitest';
import { toss } from '../../../src-engine/games/toss';
import { digital, enter, frame, keeper, pitch, scriptedPhysics, tossWith } from '../../../src-engine/games/toss/testkit';
import type { TossState } from '../../../src-engine/games/toss/state';
import { addMessages } from '../../i18n';
import { playStage } from '../../table/stage-play';
import { NO_LIT } from './decisions';
import { FlatLane, KeeperSheet } from './flat.svelte';
import { tossEn } from './messages';
import type { TossBoardPort } from './port';
import { TossStage } from './stage.svelte';
import type { TossEvent } from './types';

addMessages(tossEn);

/** Plays `events` on `stage` at once (no waits), as the kit's event player does at the fast speed. */
const play = (stage: TossStage, events: readonly TossEvent[]): Promise<void> => playStage(stage, events);

/** A digital game with two scripted tosses played: the first lands on the board, the second goes in the hole. */
function tossed(): { before: TossState; after: TossState; log: TossEvent[] } {
  const game = tossWith(scriptedPhysics([{ pitched: {} }, { pitched: { inHole: true } }]));
  const s = digital(game);
  const log: TossEvent[] = [];
  const one = pitch(game, s);
  const two = pitch(game, one, log);
  return { before: one, after: two, log };
}

describe('the toss stage', () => {
  it('a toss shows on the flat lane where it came to rest, with what it did; the panels see the dice before the view does', async () => {
    const { before, after, log } = tossed();
    const lane = new FlatLane(toss.view(before, 0).court);
    const stage = new TossStage({ board: () => lane, seatNames: ['Ana', 'Ben (computer)'], palette: 'classic', seat: 0, animScale: 0 });
    lane.sync(toss.view(before, 0));
    stage.synced(toss.view(before, 0));
    stage.playing(true);
    expect(lane.busy).toBe(true);
    await play(stage, log);
    const e = log.find((x) => x.type === 'tossed')!;
    expect(lane.fresh?.die).toBe(e.type === 'tossed' ? e.die : -1);
    expect(lane.fresh?.gone.map((d) => d.where)).toEqual(['hole']);
    expect(lane.fresh?.tone).toBe('bad');
    expect(stage.callout?.text()).toBe('In the hole −3');
    expect(stage.tossedLies).toEqual(e.type === 'tossed' ? e.dice : []);
    stage.playing(false);
    lane.sync(toss.view(after, 0));
    stage.synced(toss.view(after, 0));
    expect(stage.tossedLies).toBeNull();
    // The same frame: what was just shown stays until the next toss or frame.
    expect(lane.fresh).not.toBeNull();
    expect(lane.lies).toEqual(toss.view(after, 0).lies);
  });

  it('a frame scored shows its score and totals until the view catches up; the keeper’s slot pulses until the step lands', async () => {
    const log: TossEvent[] = [];
    const s = frame(keeper(), [6, 6, 6], [1, 2, 3], log);
    const stage = new TossStage({ board: () => new KeeperSheet(), seatNames: ['Player 1', 'Player 2'], palette: 'classic', seat: 0, animScale: 0 });
    stage.synced(toss.view(keeper(), 0));
    // Up to the frame's score (the next frame's start clears the callout).
    await play(stage, log.slice(0, log.findIndex((e) => e.type === 'frameScored') + 1));
    expect(stage.lastFrame?.no).toBe(1);
    expect(stage.scoredTotals).toEqual([36, 6]);
    expect(stage.callout?.text()).toBe('Frame 1: Player 1 +36 · Player 2 +6');
    expect(stage.pulse).toBe(5);
    stage.playing(false);
    expect(stage.pulse).toBeNull();
    stage.synced(toss.view(s, 0));
    expect(stage.scoredTotals).toBeNull();
    expect(stage.lastFrame?.no).toBe(1);
  });

  it('the flat lane lights what the decisions say, marks the coach’s dice, and starts each frame with nothing fresh', async () => {
    const { after } = tossed();
    const v = toss.view(after, 0);
    const lane: TossBoardPort & FlatLane = new FlatLane(v.court);
    lane.sync(v);
    lane.setCoach([
      { kind: 'die', die: 0 },
      { kind: 'area', area: 'aim' },
    ]);
    expect(lane.coached).toEqual([0]);
    lane.light({ ...NO_LIT, hint: [0, 0, 0] });
    expect(lane.lit.hint).toEqual([0, 0, 0]);
    await lane.frameStarted();
    expect(lane.fresh).toBeNull();
    lane.sync(toss.view(enter(keeper(), [4]), 0));
    expect(lane.release).toBeNull();
  });
});
