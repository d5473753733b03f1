/**
 * Every game's coached first game, checked against a real game: two greedy computers play the
 * game from its first-game options (seed 1) and the coach's cues run over every event seat 0 may
 * see. Each cue must have words in English and German, and most of them must come up in a plain
 * game (a cue whose event pattern names an event the engine never sends would never speak); the
 * figures are printed.
 */
import { describe, expect, it } from 'vitest';
import { getBot } from '../../src-engine/ai';
import { botSeed } from '../../src-engine/ai/match';
import { getGame, initGames } from '../../src-engine/games';
import { GAMES } from '../games/registry';
import type { LessonBook } from './lesson';
import { cuesFor } from './firstGame';

await initGames();

/** Every event seat 0 sees in one greedy-against-greedy game of `id` from `options`. */
function eventsOfAGame(id: string, options: Readonly<Record<string, unknown>>): unknown[] {
  const game = getGame(id)!;
  const start = game.setup(options as never, 1);
  if (!start.ok) throw new Error(`${id}: ${start.message}`);
  const seen = (events: readonly { visibleTo?: readonly number[] }[]) => events.filter((e) => !e.visibleTo || e.visibleTo.includes(0));
  const events: unknown[] = [...seen(start.value.events)];
  const bot = getBot('greedy')!;
  let state: unknown = start.value.state;
  const rngs = [botSeed(1, 0), botSeed(1, 1)];
  for (let n = 0; n < 20_000 && !game.outcome(state); n++) {
    const seat = game.toAct(state)[0]!;
    const choice = bot.choose(game, game.view(state, seat), seat, game.legalActions(state, seat), rngs[seat]!);
    rngs[seat] = choice.rng;
    const r = game.apply(state, choice.action);
    if (!r.ok) throw new Error(`${id}: ${r.message}`);
    state = r.value.state;
    events.push(...seen(r.value.events));
  }
  expect(game.outcome(state), `${id}: the game ended`).not.toBeNull();
  return events;
}

const books: { id: string; book: LessonBook }[] = [];
for (const g of GAMES) if (g.lessons) books.push({ id: g.id, book: await g.lessons() });

describe('coached first games', () => {
  it('every game with lessons has one', () => {
    expect(books.filter((b) => !b.book.firstGame).map((b) => b.id)).toEqual([]);
  });

  for (const { id, book } of books) {
    const first = book.firstGame;
    if (!first) continue;
    it(`${id}: every cue has words in English and German, and most of them speak in a plain game`, () => {
      for (const key of [first.hello, ...first.cues.map((c) => c.say)]) {
        expect(book.messages.en[key], `${id}: ${key} in English`).toBeTruthy();
        expect(book.messages.de[key], `${id}: ${key} in German`).toBeTruthy();
      }
      const rules = first.cues.map((c) => c.rule);
      expect(new Set(rules).size, `${id}: one cue per rule`).toBe(rules.length);
      const spoke = cuesFor(first.cues, eventsOfAGame(id, first.options), new Set()).map((c) => c.rule);
      const silent = rules.filter((r) => !spoke.includes(r));
      console.log(`${id}: ${spoke.length} of ${rules.length} cues spoke in one greedy game${silent.length > 0 ? ` (not: ${silent.join(', ')})` : ''}`);
      expect(spoke.length / rules.length).toBeGreaterThanOrEqual(0.6);
    });
  }
});
