/** The Continue list shows a game once, even when a file of it was loaded while it was still listed (issue 50). */
import { describe, expect, it } from 'vitest';
import type { SaveSummary } from '../../src-shared/api';
import type { KeptGame } from '../../src-shared/keeper';
import type { SeatKind } from '../../src-shared/contract/protocol';
import { recordKey } from '../../src-shared/record-key';
import { newRecord } from '../../src-shared/contract/record';
import { continueEntries } from './continue-list';
import { listStored, storageSink, type StorageLike } from './web-saves';

function memory(): StorageLike {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

const seats: SeatKind[] = [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }];
/** An open game as the keeper hands it to the sink: a Pip Zero record of this seed and these actions. */
const kept = (saveId: string, seed: number, actions: unknown[]): KeptGame => ({
  gameId: saveId,
  saveId,
  seats,
  record: { ...newRecord('zero', { seats: 2, variants: [] }, seed), actions },
  finished: false,
  outcome: null,
  autosave: true,
});

describe('the Continue list', () => {
  it('lists a loaded copy of a listed game once (the newer), and keeps games that only look alike', () => {
    const storage = memory();
    let clock = 0;
    const sink = storageSink(storage, () => new Date(Date.UTC(2026, 11, 7, 12, 0, clock++)));
    const moves = [{ type: 'program', seat: 0 }];
    void sink.save(kept('played', 5, moves));
    void sink.save(kept('other', 6, moves)); // as long, another deal
    void sink.save(kept('loaded', 5, moves)); // the file of "played", loaded
    const { saves } = listStored(storage);
    expect(saves.map((s) => s.saveId)).toEqual(['loaded', 'other', 'played']);
    expect(continueEntries(saves).map((s) => s.saveId)).toEqual(['loaded', 'other']);
  });

  it('a record key does not depend on the order of keys in the options, and differs with any action', () => {
    const a = { game: 'zero' as const, options: { seats: 2, variants: [] }, seed: 5, actions: [{ type: 'x', seat: 0 }] };
    expect(recordKey({ ...a, options: { variants: [], seats: 2 } })).toBe(recordKey(a));
    expect(recordKey({ ...a, actions: [{ type: 'x', seat: 1 }] })).not.toBe(recordKey(a));
    expect(recordKey({ ...a, seed: 6 })).not.toBe(recordKey(a));
  });

  it('shows at most five, and keeps every save without a key', () => {
    const s = (i: number, key?: string): SaveSummary => ({ saveId: `s${i}`, game: 'zero', options: {}, seats: [], moves: 1, savedAt: '', ...(key ? { key } : {}) });
    expect(continueEntries([s(1), s(2), s(3, 'k'), s(4, 'k'), s(5), s(6), s(7)]).map((x) => x.saveId)).toEqual(['s1', 's2', 's3', 's5', 's6']);
  });
});
