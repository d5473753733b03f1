import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseEvent, Chapter } from '../core/game';
import { seedRng, nextInt } from '../core/rng';
import { getGame, initGames } from '.';

/** Plays `game` with seeded random legal actions; every state's chapter and every event, in order. */
function randomGame(game: AnyGame, options: Record<string, unknown>, seed: number, startType: string): { chapters: (Chapter | null)[]; starts: number[] } {
  const opts = game.parseOptions(options);
  if (!opts.ok) throw new Error(opts.message);
  const start = game.setup(opts.value, seed);
  if (!start.ok) throw new Error(start.message);
  let state = start.value.state;
  let rng = seedRng(seed);
  const chapters = [game.chapter!(state)];
  /** Per state, how many chapter-start events led to it. */
  const starts = [0];
  const count = (events: readonly BaseEvent[]): number => events.filter((e) => e.type === startType).length;
  starts[0] = count(start.value.events);
  for (let i = 0; i < 5000 && game.outcome(state) === null; i++) {
    const seat = game.toAct(state)[0]!;
    // The score keeper's undo reopens a frame: a replay marks it again, but this test walks forward.
    const legal = game.legalActions(state, seat).filter((a) => a.type !== 'undo');
    let k: number;
    [k, rng] = nextInt(rng, legal.length);
    const r = game.apply(state, legal[k]!);
    if (!r.ok) throw new Error(r.message);
    state = r.value.state;
    chapters.push(game.chapter!(state));
    starts.push(starts.at(-1)! + count(r.value.events));
  }
  expect(game.outcome(state)).not.toBeNull();
  return { chapters, starts };
}

const key = (c: Chapter): number => (c.round ?? 0) * 1000 + c.n;

describe.each([
  { id: 'zero', options: { seats: 2 }, kind: 'hand', starts: 'handStarted' },
  { id: 'pipfall', options: { seats: 3 }, kind: 'round', starts: 'roundStarted' },
  { id: 'hex', options: { seats: 2 }, kind: 'hand', starts: 'handStarted' },
  { id: 'piplus', options: { seats: 4 }, kind: 'round', starts: 'roundStarted' },
  { id: 'toss', options: { seats: 2, mode: 'keeper', firstSide: 1 }, kind: 'frame', starts: 'frameStarted' },
])('$id: chapters for the replay jump list', ({ id, options, kind, starts: startType }) => {
  it(`names the ${kind} being played: it only moves forward, and a new one begins exactly where the game announces one`, async () => {
    await initGames();
    const game = getGame(id)!;
    for (const seed of [1, 2]) {
      const { chapters, starts } = randomGame(game, options, seed, startType);
      let before: Chapter | null = null;
      let begun = 0;
      for (let i = 0; i < chapters.length; i++) {
        const c = chapters[i]!;
        if (before) expect(c, `step ${i}`).not.toBeNull();
        if (c) {
          expect(c.kind).toBe(kind);
          expect(c.n).toBeGreaterThanOrEqual(1);
          if (before) expect(key(c)).toBeGreaterThanOrEqual(key(before));
          if (!before || key(c) !== key(before)) begun++;
        }
        // Every chapter that has begun was announced by its start event by then.
        expect(begun, `step ${i}`).toBe(starts[i]);
        before = c;
      }
      expect(begun).toBeGreaterThan(1);
    }
  }, 60_000);
});
