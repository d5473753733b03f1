import { describe, expect, it } from 'vitest';
import { ANNOUNCE_KEEP, announced, freshLines, stillShown } from './announce';

const line = (id: number): { id: number; text: string } => ({ id, text: `line ${id}` });

describe('log announcer', () => {
  it('announces only lines added after the last one read, each once', () => {
    const first = freshLines([line(0), line(1)], 1);
    expect(first.fresh).toEqual([]);
    const next = freshLines([line(0), line(1), line(2), line(3)], first.lastId);
    expect(next.fresh.map((l) => l.id)).toEqual([2, 3]);
    expect(freshLines([line(0), line(1), line(2), line(3)], next.lastId).fresh).toEqual([]);
  });

  it('does not read again lines that reappear after a hand-off', () => {
    // Seat 1's screen saw up to 5; after the hand-off seat 2 sees 3 (hidden before) and then 6.
    const r = freshLines([line(3), line(6)], 5);
    expect(r.fresh.map((l) => l.id)).toEqual([6]);
    expect(r.lastId).toBe(6);
  });

  it('keeps only the newest lines in the region', () => {
    const many = Array.from({ length: ANNOUNCE_KEEP + 3 }, (_, i) => line(i));
    const region = announced(many.slice(0, 2), many.slice(2));
    expect(region).toHaveLength(ANNOUNCE_KEEP);
    expect(region.at(-1)?.id).toBe(ANNOUNCE_KEEP + 2);
  });

  it("drops from the region every line the log no longer shows: the other seat's after a hand-off, the undone story (issue 51)", () => {
    const secret = { id: 4, text: 'Player 2 is dealt Five of Hearts, King of Diamonds.' };
    const region = announced([], [line(3), secret]);
    // The hand-off: the log shows nothing; then Player 1's view, without Player 2's deal.
    expect(stillShown(region, [])).toEqual([]);
    expect(stillShown(region, [line(3)])).toEqual([line(3)]);
    // The story told again after an undo: new ids, so nothing announced before stays.
    expect(stillShown(region, [line(10), { id: 11, text: secret.text }])).toEqual([]);
    // A line whose words changed under the same id is not the line that was read.
    expect(stillShown(region, [{ id: 3, text: 'other words' }, secret])).toEqual([secret]);
  });
});
