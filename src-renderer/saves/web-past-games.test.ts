import { describe, expect, it } from 'vitest';
import { MAX_PAST_GAMES } from '../../src-shared/past-games';
import { addPastGame, keepPastReview, listPastGames, readPastGame, readPastReview, removePastGame } from './web-past-games';
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

describe("web build: a past game's review in the page storage", () => {
  const game = { ...record, options: { seats: 2 }, actions: [{ a: 1 }, { a: 2 }] };
  const two = [{ kind: 'human' as const }, { kind: 'ai' as const, level: 'hard' }];
  const d = {
    step: 2,
    seat: 0,
    choices: 2,
    taken: { a: 2 },
    takenLabel: 'x',
    best: { a: 1 },
    bestLabel: 'y',
    takenValue: 0.4,
    bestValue: 0.6,
    loss: 0.2,
    lossShare: 0.2,
    mark: 'blunder' as const,
  };
  const review = {
    format: 'pipfall-review',
    version: 1,
    moves: 2,
    seats: [0],
    budget: 30,
    currency: { kind: 'win', unit: 'win chance', scale: 1 },
    total: 1,
    next: null,
    forced: [0],
    decisions: [d],
  };

  it('keeps it beside the game, drops a corrupt or foreign one (computed again) without touching the game, and deletes it with the game', () => {
    const s = memory();
    const id = addPastGame(s, { record: game, seats: two }, { winners: [1], reason: 'cleared' });
    expect(readPastReview(s, id)).toBeNull();
    expect(keepPastReview(s, id, review)).toBe(true);
    expect(readPastReview(s, id)).toEqual(review);
    expect(listPastGames(s).map((r) => r.id)).toEqual([id]);
    for (const bad of ['{"format":"pipfall-rev', JSON.stringify({ ...review, moves: 5 }), JSON.stringify({ ...review, decisions: [{ ...d, step: 9 }] })]) {
      s.setItem(`pipfall.review.${id}`, bad);
      expect(readPastReview(s, id)).toBeNull();
      expect(readPastGame(s, id)?.actions).toEqual(game.actions);
    }
    expect(keepPastReview(s, id, { hello: 1 })).toBe(false);
    expect(keepPastReview(s, 'gone', review)).toBe(false);
    removePastGame(s, id);
    expect([...s.map.keys()]).toEqual([]);
  });

  it('a full storage refuses the review (ok false) and keeps the game', () => {
    const s = memory(1);
    const id = addPastGame(s, { record: game, seats: two }, { winners: [1], reason: 'cleared' });
    expect(keepPastReview(s, id, review)).toBe(false);
    expect(readPastGame(s, id)).not.toBeNull();
  });
});
