/**
 * The web build's Past games: the last finished games' records in the page's storage, one key
 * each (`pipfall.past.<id>`), kept by the same rule as the desktop app's folder
 * (src-shared/past-games.ts: the newest 50, older ones dropped oldest first). An entry that
 * does not read as a past game is left alone and not listed.
 */
import type { KeptGame } from '../../src-shared/keeper';
import { newestFirst, newPastGameId, overflow, parsePastGame, pastGameFile, pastGameRow, type PastGame, type PastGameFile } from '../../src-shared/past-games';
import type { StorageLike } from './web-saves';
import { parseStoredReview, type StoredReview } from '../../src-shared/past-reviews';

const PREFIX = 'pipfall.past.';
/** A kept game's review (src-shared/past-reviews.ts), beside it under its own prefix. */
const REVIEW_PREFIX = 'pipfall.review.';

/** The storage the web engine's keeper uses (set by webEngine), so the menu reads where the sink wrote. */
let current: StorageLike | null = null;

/** Called by the web engine with its storage. */
export function usePastStorage(storage: StorageLike): void {
  current = storage;
}

/** The storage past games live in (null before the web engine started, or in Electron). */
export function pastStorage(): StorageLike | null {
  return current;
}

let counter = 0;

/**
 * Keeps a finished game, then drops the oldest beyond `max`. Throws with a `reason` when the
 * storage refuses it (full); nothing is dropped then. Answers the new id.
 */
export function addPastGame(storage: StorageLike, g: Pick<KeptGame, 'record' | 'seats'>, outcome: PastGame['outcome'], now = new Date(), max?: number): string {
  let id = newPastGameId(now, (++counter).toString(36) + Math.random().toString(36).slice(2, 6));
  while (storage.getItem(PREFIX + id) !== null) id = newPastGameId(now, (++counter).toString(36));
  keepPastGame(storage, id, g, outcome, now, max);
  return id;
}

/**
 * Keeps a finished game under `id` (its save's id: the keeper writes it again after a failure),
 * replacing what that id held, then drops the oldest beyond `max`. Throws with a `reason` when
 * the storage refuses it (full); nothing is dropped then.
 */
export function keepPastGame(storage: StorageLike, id: string, g: Pick<KeptGame, 'record' | 'seats'>, outcome: PastGame['outcome'], now = new Date(), max?: number): void {
  try {
    storage.setItem(PREFIX + id, JSON.stringify(pastGameFile(g.record, g.seats, outcome, now)));
  } catch (e) {
    throw Object.assign(new Error(e instanceof Error ? e.message : String(e)), { reason: "the browser's storage for this page is full", code: 'QUOTA' });
  }
  for (const old of overflow(listPastGames(storage), max)) if (old.id !== id) removePastGame(storage, old.id);
}

/** The kept games, newest first. */
export function listPastGames(storage: StorageLike): PastGame[] {
  const rows: PastGame[] = [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  for (const k of keys) {
    const id = k.slice(PREFIX.length);
    const f = readPastGame(storage, id);
    if (f) rows.push(pastGameRow(id, f));
  }
  return newestFirst(rows);
}

/** One kept game, or null. */
export function readPastGame(storage: StorageLike, id: string): PastGameFile | null {
  const text = storage.getItem(PREFIX + id);
  if (text === null) return null;
  try {
    return parsePastGame(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Deletes a kept game and its review. */
export function removePastGame(storage: StorageLike, id: string): void {
  storage.removeItem(PREFIX + id);
  storage.removeItem(REVIEW_PREFIX + id);
}

/** A kept game's review, or null: none, the game is gone, or the entry is not a review of it (then it is computed again). */
export function readPastReview(storage: StorageLike, id: string): StoredReview | null {
  const f = readPastGame(storage, id);
  const text = f ? storage.getItem(REVIEW_PREFIX + id) : null;
  if (!f || text === null) return null;
  try {
    return parseStoredReview(JSON.parse(text), f.actions.length);
  } catch {
    return null;
  }
}

/** Keeps a kept game's review; false when it is not one of that game or the storage is full (the review is then kept in memory only). */
export function keepPastReview(storage: StorageLike, id: string, review: unknown): boolean {
  const f = readPastGame(storage, id);
  const v = f ? parseStoredReview(review, f.actions.length) : null;
  if (!v) return false;
  try {
    storage.setItem(REVIEW_PREFIX + id, JSON.stringify(v));
    return true;
  } catch {
    return false;
  }
}
