/**
 * Past games as the menu uses them: the last finished games, opened as replays. In Electron
 * main keeps them (userData/past-games) and opens them in the engine itself, so no record
 * reaches the page; in the web build they are in the page's storage (web-past-games.ts).
 */
import type { PastGame } from '../../src-shared/past-games';
import type { ReplayOpened } from '../../src-shared/contract/protocol';
import { asReplayOpened, EngineError, type EngineClient } from '../engine/client';
import { saveFileName } from '../../src-shared/file-names';
import { keepPastReview, listPastGames, pastStorage, readPastGame, readPastReview, removePastGame } from './web-past-games';
import type { StoredReview } from '../../src-shared/past-reviews';
import type { FileOutcome } from './files';

export type { PastGame };

/** The kept games, newest first (none when the page has no storage yet). */
export async function listPast(): Promise<readonly PastGame[]> {
  const api = window.pipfall;
  if (api) return api.pastGames.list();
  const s = pastStorage();
  return s ? listPastGames(s) : [];
}

/** Opens a kept game as a replay. */
export async function openPast(engine: EngineClient, id: string): Promise<ReplayOpened> {
  const api = window.pipfall;
  if (api) {
    const r = await api.pastGames.open(id);
    if (!r.ok) throw new EngineError(r.error, r.message);
    return asReplayOpened(r.result);
  }
  const s = pastStorage();
  const f = s ? readPastGame(s, id) : null;
  if (!f) throw new EngineError('ERR_PAST_GAME', 'this game is no longer kept');
  return engine.replayOpen({ record: f, seats: f.seats });
}

/** Saves a kept game's record to a file (a dialog in Electron, a download on the web): "Load a game…" reads it. */
export async function exportPast(id: string, title: string): Promise<FileOutcome<string>> {
  const api = window.pipfall;
  if (api) return api.pastGames.exportGame(id, title);
  const s = pastStorage();
  const f = s ? readPastGame(s, id) : null;
  if (!f) return { ok: false, canceled: false, message: 'this game is no longer kept' };
  const { endedAt, outcome: _o, ...record } = f;
  const name = saveFileName(title, new Date(endedAt));
  const url = URL.createObjectURL(new Blob([`${JSON.stringify({ ...record, savedAt: endedAt }, null, 2)}\n`], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, value: name };
}

/** Deletes a kept game; false when it could not be deleted (a read-only folder), so the page can say so. */
export async function removePast(id: string): Promise<boolean> {
  const api = window.pipfall;
  if (api) return (await api.pastGames.remove(id)).ok;
  const s = pastStorage();
  if (!s) return false;
  try {
    removePastGame(s, id);
    return true;
  } catch {
    return false;
  }
}

/** A kept game's review as far as it got, or null (none yet, or the stored one did not read: it is computed again). */
export async function loadPastReview(id: string): Promise<StoredReview | null> {
  const api = window.pipfall;
  if (api) return api.pastGames.review(id);
  const s = pastStorage();
  return s ? readPastReview(s, id) : null;
}

/** Keeps a kept game's review beside it; false when it could not be (the review then lives until the screen closes). */
export async function keepPastGameReview(id: string, review: StoredReview): Promise<boolean> {
  const api = window.pipfall;
  if (api) return (await api.pastGames.keepReview(id, JSON.parse(JSON.stringify(review)) as StoredReview)).ok;
  const s = pastStorage();
  return s ? keepPastReview(s, id, review) : false;
}
