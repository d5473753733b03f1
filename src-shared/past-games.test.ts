import { describe, expect, it } from 'vitest';
import { MAX_PAST_GAMES, newPastGameId, newestFirst, overflow, parsePastGame, pastGameFile, pastGameIdSchema } from './past-games';

const record = { format: 'pipfall-record' as const, version: 1, game: 'zero', options: { seats: 1 }, seed: 4, actions: [{ type: 'program', seat: 0 }] };

function rows(n: number): { id: string; endedAt: string }[] {
  // Shuffled on purpose: the rule is about when a game ended, not the order they are listed in.
  return Array.from({ length: n }, (_, i) => ({ id: `g${i}`, endedAt: new Date(Date.UTC(2026, 0, 1, 0, (i * 37) % n)).toISOString() }));
}

describe('past games: the last 50 finished games', () => {
  it('keeps the newest 50 and drops the rest oldest first', () => {
    const all = rows(53);
    const drop = overflow(all);
    expect(MAX_PAST_GAMES).toBe(50);
    expect(drop).toHaveLength(3);
    const times = drop.map((r) => r.endedAt);
    expect(times).toEqual([...times].sort());
    const kept = all.filter((r) => !drop.includes(r));
    expect(Math.min(...kept.map((r) => Date.parse(r.endedAt)))).toBeGreaterThan(Math.max(...drop.map((r) => Date.parse(r.endedAt))));
    expect(overflow(rows(50))).toEqual([]);
  });

  it('lists newest first, ties broken by id', () => {
    const listed = newestFirst([
      { id: 'a', endedAt: '2026-01-01T00:00:00.000Z' },
      { id: 'c', endedAt: '2026-01-02T00:00:00.000Z' },
      { id: 'b', endedAt: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(listed.map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('stores a record with its seats, end time and outcome, and reads back only that shape', () => {
    const f = pastGameFile(record, [{ kind: 'human' }], { winners: [0], reason: 'cleared', scores: [12] }, new Date('2026-12-01T10:00:00Z'));
    expect(parsePastGame(JSON.parse(JSON.stringify(f)))).toEqual(f);
    expect(f.endedAt).toBe('2026-12-01T10:00:00.000Z');
    expect(parsePastGame({ ...f, seats: [] })).toBeNull();
    expect(parsePastGame({ ...f, format: 'other' })).toBeNull();
    expect(parsePastGame('nope')).toBeNull();
  });

  it('makes ids that are plain file names and sort by time', () => {
    const a = newPastGameId(new Date('2026-12-01T10:00:00Z'), 'ab/../c');
    const b = newPastGameId(new Date('2026-12-01T10:00:01Z'), 'ff');
    expect(pastGameIdSchema.safeParse(a).success).toBe(true);
    expect(a < b).toBe(true);
    expect(pastGameIdSchema.safeParse('../x').success).toBe(false);
  });
});
