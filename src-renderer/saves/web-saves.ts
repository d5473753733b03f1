/**
 * The web build's saves: the game keeper's sink writes each open game's record to
 * localStorage after every step (and keeps it in memory for crash recovery, which the keeper
 * itself does). Entries that do not parse are moved to a `corrupt` key, never dropped.
 */
import type { KeptGame, KeeperSink } from '../../src-shared/keeper';
import type { SaveSummary } from '../../src-shared/api';
import { seatKindSchema, type SeatKind } from '../../src-shared/contract/protocol';
import { parseRecord } from '../../src-shared/contract/record';
import { recordKey } from '../../src-shared/record-key';

const PREFIX = 'pipfall.save.';
const CORRUPT = 'pipfall.corrupt.';

/** The Storage parts we use (localStorage, or a Map-backed stand-in in tests). */
export interface StorageLike {
  readonly length: number;
  key(i: number): string | null;
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
}

interface Entry {
  readonly record: KeptGame['record'];
  readonly seats: readonly SeatKind[];
  readonly savedAt: string;
}

/** Reads a stored entry (untrusted: another tab, an older version, a hand edit): the record's format and the seats, or null. */
function parseEntry(x: unknown): Entry | null {
  if (typeof x !== 'object' || x === null) return null;
  const e = x as { record?: unknown; seats?: unknown; savedAt?: unknown };
  const record = parseRecord(e.record);
  const seats = seatKindSchema.array().min(1).max(8).safeParse(e.seats);
  if (!record.ok || !seats.success || typeof e.savedAt !== 'string') return null;
  return { record: record.value, seats: seats.data, savedAt: e.savedAt };
}

/** A sink for the keeper over `storage` (full storage is tolerated: the game goes on). */
export function storageSink(storage: StorageLike, now: () => Date = () => new Date()): KeeperSink {
  return {
    save(g) {
      const entry: Entry = { record: g.record, seats: g.seats, savedAt: now().toISOString() };
      try {
        storage.setItem(PREFIX + g.saveId, JSON.stringify(entry));
      } catch (e) {
        // A full (or disabled) storage: say so in the player's words; the keeper tells the page.
        const full = e instanceof Error && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');
        throw Object.assign(new Error(e instanceof Error ? e.message : String(e)), {
          reason: full ? "the browser's storage for this page is full" : 'the browser refused to store it',
          code: full ? 'QUOTA' : 'EREFUSED',
        });
      }
    },
    finished(g) {
      removeStoredSave(storage, g.saveId);
    },
  };
}

/** Removes a save (its game ended and is kept in Past games). */
export function removeStoredSave(storage: StorageLike, saveId: string): void {
  storage.removeItem(PREFIX + saveId);
}

/** Whether `storage` holds a save under this id (new ids must not take it). */
export function storedSaveExists(storage: StorageLike, saveId: string): boolean {
  return storage.getItem(PREFIX + saveId) !== null;
}

/** Games in `storage`, newest first, as stored; unreadable entries are moved aside. Whether each replays is the engine's to say (platform.ts). */
export function listStored(storage: StorageLike): { saves: SaveSummary[]; entries: Map<string, Entry>; problems: string[] } {
  const saves: SaveSummary[] = [];
  const entries = new Map<string, Entry>();
  const problems: string[] = [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  for (const k of keys) {
    const saveId = k.slice(PREFIX.length);
    const text = storage.getItem(k) ?? '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const entry = parseEntry(parsed);
    if (!entry) {
      storage.setItem(`${CORRUPT}${saveId}.${now()}`, text);
      storage.removeItem(k);
      problems.push(saveId);
      continue;
    }
    entries.set(saveId, entry);
    saves.push({
      saveId,
      game: entry.record.game,
      options: entry.record.options,
      seats: entry.seats,
      moves: entry.record.actions.length,
      savedAt: entry.savedAt,
      key: recordKey(entry.record),
    });
  }
  saves.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
  return { saves, entries, problems };
}

function now(): number {
  return Date.now();
}

/** Moves a stored entry the engine refused aside (as `listStored` does for unreadable ones). */
export function setAside(storage: StorageLike, saveId: string): void {
  const text = storage.getItem(PREFIX + saveId);
  if (text === null) return;
  storage.setItem(`${CORRUPT}${saveId}.${now()}`, text);
  storage.removeItem(PREFIX + saveId);
}
