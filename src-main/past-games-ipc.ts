/**
 * What main answers on the Past games channels. Payloads are untrusted and parsed here (zod);
 * a refusal is an answer, never a throw. Records never reach the page: a kept game opens as a
 * replay in the engine, which shows only what each viewer may see.
 */
import { z } from 'zod';
import type { Response } from '../src-shared/contract/protocol';
import type { DialogOutcome } from '../src-shared/api';
import type { GameKeeper } from '../src-shared/keeper';
import { pastGameIdSchema, type PastGame } from '../src-shared/past-games';
import { saveFileName } from '../src-shared/file-names';
import { writeFileAtomic } from './atomic';
import { PAST_DELETE_CHANNEL, PAST_EXPORT_CHANNEL, PAST_LIST_CHANNEL, PAST_OPEN_CHANNEL, PAST_REVIEW_GET_CHANNEL, PAST_REVIEW_KEEP_CHANNEL } from '../src-shared/contract/channels';
import type { StoredReview } from '../src-shared/past-reviews';
import type { Dialogs, IpcHandlers } from './ipc';
import type { PastGamesStore } from './past-games';

const exportSchema = z.object({ id: pastGameIdSchema, title: z.string().max(200) });
/** The review itself is checked by the store against its schema and the kept game. */
const keepReviewSchema = z.object({ id: pastGameIdSchema, review: z.unknown() });

/** The handlers for the Past games channels. */
export function pastGamesHandlers(deps: { readonly keeper: GameKeeper; readonly past: PastGamesStore; readonly dialogs: Dialogs }): IpcHandlers {
  const { keeper, past, dialogs } = deps;
  return {
    [PAST_LIST_CHANNEL]: (): PastGame[] => past.list(),

    [PAST_OPEN_CHANNEL]: async (payload): Promise<Response> => {
      const id = pastGameIdSchema.safeParse(payload);
      if (!id.success) return { id: -1, ok: false, error: 'ERR_MESSAGE', message: 'not a past-game id' };
      const f = past.read(id.data);
      if (!f) return { id: -1, ok: false, error: 'ERR_PAST_GAME', message: 'this game is no longer kept' };
      return keeper.request({ type: 'replayOpen', source: { record: f, seats: f.seats } });
    },

    [PAST_EXPORT_CHANNEL]: async (payload): Promise<DialogOutcome<string>> => {
      const req = exportSchema.safeParse(payload);
      const f = req.success ? past.read(req.data.id) : null;
      if (!req.success || !f) return { ok: false, canceled: false, message: 'This game is no longer kept.' };
      const path = await dialogs.savePath(saveFileName(req.data.title, new Date(f.endedAt)));
      if (!path) return { ok: false, canceled: true };
      try {
        const { endedAt, outcome: _o, ...rest } = f;
        writeFileAtomic(path, `${JSON.stringify({ ...rest, savedAt: endedAt }, null, 2)}\n`);
        return { ok: true, value: path };
      } catch (e) {
        return { ok: false, canceled: false, message: `The game could not be saved there: ${(e as Error).message}` };
      }
    },

    [PAST_REVIEW_GET_CHANNEL]: (payload): StoredReview | null => {
      const id = pastGameIdSchema.safeParse(payload);
      return id.success ? past.readReview(id.data) : null;
    },

    [PAST_REVIEW_KEEP_CHANNEL]: (payload): { ok: boolean } => {
      const req = keepReviewSchema.safeParse(payload);
      if (!req.success) return { ok: false };
      try {
        return { ok: past.keepReview(req.data.id, req.data.review) };
      } catch {
        return { ok: false }; // a full disk: the review goes on and is written again after its next slice
      }
    },

    [PAST_DELETE_CHANNEL]: (payload): { ok: boolean } => {
      const id = pastGameIdSchema.safeParse(payload);
      if (!id.success) return { ok: false };
      try {
        past.remove(id.data);
        return { ok: true };
      } catch {
        return { ok: false }; // a read-only folder: the game stays listed
      }
    },
  };
}
