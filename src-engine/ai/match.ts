/**
 * Plays one game between bots from a seed, narrating every event: the loop the CLI,
 * the bench and the bot tests share. Pure apart from the `onLine` callback.
 */
import type { AnyGame, BaseEvent, BaseOptions, Outcome, Seat } from '../core/game';
import { newRecord, type GameRecord } from '../core/record';
import { seedRng, type RngState } from '../core/rng';
import type { Bot } from './bot';

/** A safety net against a game that never ends (an engine bug). */
export const MAX_ACTIONS = 100_000;

/** How a finished bot game went. */
export interface PlayedGame {
  readonly record: GameRecord;
  readonly state: unknown;
  readonly outcome: Outcome;
  /** Applied actions (all seats). */
  readonly actions: number;
}

/** The seat's display name: P1, P2... (seats are 0-based inside the engine). */
export function seatName(seat: Seat): string {
  return `P${seat + 1}`;
}

/** One narrated line: public events as they are, private ones prefixed with who sees them. */
export function narrate(game: AnyGame, event: BaseEvent): string {
  const text = game.describe(event);
  return event.visibleTo ? `[${event.visibleTo.map(seatName).join(',')}] ${text}` : text;
}

/** The `result:` line, e.g. `result: P1 wins (timer) scores 9-7`. */
export function resultLine(outcome: Outcome, seats: number): string {
  const w = outcome.winners;
  const who = w.length === 0 ? (seats === 1 ? `${seatName(0)} loses` : 'nobody wins') : w.length === 1 ? `${seatName(w[0]!)} wins` : `shared victory ${w.map(seatName).join('+')}`;
  const scores = outcome.scores ? ` ${outcome.scores.length === 1 ? 'score' : 'scores'} ${outcome.scores.join('-')}` : '';
  return `result: ${who} (${outcome.reason})${scores}`;
}

/** The generator a seat's bot starts from: distinct per seat, fixed by the game seed. */
export function botSeed(seed: number, seat: Seat): RngState {
  return seedRng((seed ^ Math.imul(seat + 1, 0x9e3779b9)) | 0);
}

/**
 * Sets up `game` with `options` (already parsed) and `seed`, and lets `bots[seat]`
 * play every seat to the end. Throws on an engine failure: a bot game that a bot
 * cannot finish is a bug worth a loud stop.
 */
export function playGame(game: AnyGame, options: BaseOptions, seed: number, bots: readonly Bot[], onLine?: (line: string) => void): PlayedGame {
  const start = game.setup(options, seed);
  if (!start.ok) throw new Error(`setup failed: ${start.error}: ${start.message}`);
  const say = (events: readonly BaseEvent[]): void => {
    if (onLine) for (const e of events) onLine(narrate(game, e));
  };
  say(start.value.events);
  let state: unknown = start.value.state;
  const actions: unknown[] = [];
  const rngs = bots.map((_, seat) => botSeed(seed, seat));
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome) {
      return { record: { ...newRecord(game.info.id, options, seed), actions }, state, outcome, actions: actions.length };
    }
    if (actions.length >= MAX_ACTIONS) throw new Error(`game did not end after ${MAX_ACTIONS} actions`);
    const toAct = game.toAct(state);
    const seat = toAct[0];
    if (seat === undefined) throw new Error('game is not over but no seat must act');
    const bot = bots[seat];
    if (!bot) throw new Error(`no bot for seat ${seatName(seat)}`);
    const legal = game.legalActions(state, seat);
    const choice = bot.choose(game, game.view(state, seat), seat, legal, rngs[seat]!);
    rngs[seat] = choice.rng;
    const res = game.apply(state, choice.action);
    if (!res.ok) throw new Error(`engine refused a legal action ${JSON.stringify(choice.action)}: ${res.error}: ${res.message}`);
    actions.push(choice.action);
    state = res.value.state;
    say(res.value.events);
  }
}
