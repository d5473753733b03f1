import { describe, expect, it } from 'vitest';
import { MAX_PAST_GAMES } from '../../src-shared/past-games';
import { addPastGame, listPastGames, readPastGame, removePastGame } from './web-past-games';
import type { StorageLike } from './web-saves';

function memory(limit = Infinity): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (map.size >= limit && !map.has(k)) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}

const record = { format: 'pipfall-record' as const, version: 1, game: 'zero' as const, options: { seats: 1 }, seed: 1, actions: [] };
const seats = [{ kind: 'human' as const }];

describe('web build: Past games in the page storage', () => {
  it('keeps the newest 50 (the oldest dropped first), newest listed first', () => {
    const s = memory();
    s.setItem('pipfall.save.other', '{}');
    const ids: string[] = [];
    for (let i = 0; i < MAX_PAST_GAMES + 2; i++)
      ids.push(addPastGame(s, { record: { ...record, seed: i }, seats }, { winners: [0], reason: 'cleared' }, new Date(Date.UTC(2026, 0, 1, 0, i))));
    const rows = listPastGames(s);
    expect(rows).toHaveLength(MAX_PAST_GAMES);
    expect(rows.map((r) => r.id)).toEqual(ids.slice(2).reverse());
    expect(readPastGame(s, ids[0]!)).toBeNull();
    expect(readPastGame(s, ids[5]!)?.seed).toBe(5);
    // Other keys are not ours to touch.
    expect(s.getItem('pipfall.save.other')).toBe('{}');
    removePastGame(s, ids[5]!);
    expect(listPastGames(s)).toHaveLength(MAX_PAST_GAMES - 1);
  });

  it('a full storage refuses the new game with a reason and drops nothing', () => {
    const s = memory(2);
    addPastGame(s, { record, seats }, { winners: [0], reason: 'cleared' }, new Date(1000));
    addPastGame(s, { record, seats }, { winners: [0], reason: 'cleared' }, new Date(2000));
    expect(() => addPastGame(s, { record, seats }, { winners: [0], reason: 'cleared' }, new Date(3000))).toThrow(
      expect.objectContaining({ reason: expect.stringMatching(/full/) }),
    );
    expect(listPastGames(s)).toHaveLength(2);
    s.map.set('pipfall.past.broken', '{"format":');
    expect(listPastGames(s)).toHaveLength(2);
  });
});
