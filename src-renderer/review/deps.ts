/** A review's surroundings in the app: the engine's slices of the open replay, and the past game's storage (when it is one). */
import type { ReplayOpened } from '../../src-shared/contract/protocol';
import type { EngineClient } from '../engine/client';
import { keepPastGameReview, loadPastReview } from '../saves/past-games';
import type { ReviewDeps } from './run.svelte';

/** `pastId`: the past game the replay shows, where the review is kept (null: kept in memory only). */
export function reviewDeps(engine: EngineClient, replay: ReplayOpened, pastId: string | null): ReviewDeps {
  return {
    moves: replay.steps,
    slice: (fromStep, limit) => engine.replayReview(replay.replayId, { fromStep, limit }),
    load: () => (pastId === null ? Promise.resolve(null) : loadPastReview(pastId)),
    now: () => performance.now(),
    keep: (r) => (pastId === null ? Promise.resolve(false) : keepPastGameReview(pastId, r)),
  };
}
