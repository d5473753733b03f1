/**
 * The one interface every Pip game implements. A game is a plain object of pure
 * functions over plain-JSON state (boardgame.io's shape, chessops' Result errors):
 * the host, the AI, the CLI and the tests only ever talk to games through it.
 */
import type { GameId } from '../../src-shared/contract/games';
import type { MeasuredLadder } from '../../src-shared/contract/ladder';
import type { BarrierKind } from '../../src-shared/contract/undo';
import type { Result } from './result';
import type { RngState } from './rng';

// The game list and the arena's ladder shapes are the contract's: main and the page read them too.
export { GAME_IDS, type GameId } from '../../src-shared/contract/games';
export type { MeasuredLadder, MeasuredPair } from '../../src-shared/contract/ladder';
// The words of undo are the contract's: a view's undo status carries them to the page.
export type { BarrierKind } from '../../src-shared/contract/undo';

/** A seat at the table, 0-based in clockwise order. */
export type Seat = number;

/** Every action names the seat that takes it; the engine checks it is that seat's turn. */
export interface BaseAction {
  /** The seat acting. */
  readonly seat: Seat;
  /** What kind of action this is; each game defines its own. */
  readonly type: string;
}

/**
 * Something that happened while applying an action, for the renderer to animate and
 * the log to narrate. `to` limits who may see it (a dealt hand); absent means everyone.
 */
export interface BaseEvent {
  /** What happened: 'dealt', 'moved', 'decayed', 'removed', 'revealed'... */
  readonly type: string;
  /** The seats allowed to see this event; absent = public. */
  readonly visibleTo?: readonly Seat[];
}

/** How a finished game ended. */
export interface Outcome {
  /** Seats that won; more than one is a shared victory; empty means everyone lost (solo loss). */
  readonly winners: readonly Seat[];
  /** Why it ended, a code the interface translates: 'elimination', 'cleared', 'timer'... */
  readonly reason: string;
  /** A score per seat where the game has one (dice removed, pips on board...). */
  readonly scores?: readonly number[];
}

/**
 * A finished game's worth to `seat` on the [-1, 1] scale every `evaluate` uses: 1 for a win
 * alone, -1 for a loss, and a victory shared by k seats its share of a win, 2/k - 1 (a draw, 0,
 * when two share it), which is how a player and the arena score it. Games once valued any share
 * at 0.25, better than an even fight: a search whose rollouts answer every attack then settled
 * for the share (docs/ai-strength.md, "Hex: a shared victory is a draw").
 */
export function outcomeValue(outcome: Outcome, seat: Seat): number {
  const won = outcome.winners;
  return won.includes(seat) ? 2 / won.length - 1 : -1;
}

/** What `apply` returns on success. */
export interface Step<S, E extends BaseEvent> {
  /** The state after the action. */
  readonly state: S;
  /** What happened, in order. */
  readonly events: readonly E[];
}

/** Where a game stands in its own chapters (PipFall's round, Hex's round and hand, Zero's hand, Toss's frame). */
export interface Chapter {
  readonly kind: 'round' | 'hand' | 'frame';
  /** 1-based number of the round, hand or frame. */
  readonly n: number;
  /** For a hand within a round (Hex): the round's number. */
  readonly round?: number;
}

/** How many seats a game takes and which option values are allowed; the new-game screen reads it. */
export interface GameInfo {
  readonly id: GameId;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Variant names the game accepts in `options.variants`. */
  readonly variants: readonly string[];
}

/** Options common to every game: how many seats, which variants, an optional stacked deck. */
export interface BaseOptions {
  /** Number of seats (1 = solo where the game allows it). */
  readonly seats: number;
  /** Variant names from `GameInfo.variants`. */
  readonly variants?: readonly string[];
  /** A deck order, top card first, used instead of the first shuffle (tutorials, tests). */
  readonly deck?: readonly string[];
  /**
   * A starting position instead of the usual opening (tutorial lessons, tests): the dice where
   * they stand, the top of the deck, cards already played. Each game defines, parses and checks
   * its own shape in its `parseOptions`, and `setup` builds it deterministically; absent, the
   * game opens as usual. Saved records keep it, so a game started from one replays exactly.
   */
  readonly scenario?: unknown;
}

/**
 * A game: pure functions over plain-JSON state `S`, actions `A`, events `E`, per-seat
 * views `V`, and the targets `T` its legal actions point at. None of these functions
 * mutates its arguments.
 */
export interface Game<S, A extends BaseAction, E extends BaseEvent, V, O extends BaseOptions = BaseOptions, T = unknown> {
  readonly info: GameInfo;
  /** A new game; fails with a code when the options are not valid. */
  setup(options: O, seed: number): Result<Step<S, E>>;
  /** Seats that must act now (several during simultaneous programming); empty when finished. */
  toAct(state: S): readonly Seat[];
  /** Every legal action for `seat` now; empty when the seat has nothing to do. */
  legalActions(state: S, seat: Seat): readonly A[];
  /**
   * Optional: for each of `legal` (this seat's legal actions, in order), what it points at
   * and what it would do, as plain JSON: the die and cell a move picks, the path it walks,
   * the combat it starts and how it ends, the decay. The table lights, picks and previews
   * from these, so the renderer never re-derives a rule. Only what `seat` may see.
   */
  targets?(state: S, seat: Seat, legal: readonly A[]): readonly T[];
  /** Applies an action, or fails with a code and leaves nothing changed. */
  apply(state: S, action: A): Result<Step<S, E>>;
  /** What `seat` may see: other hands and the deck order hidden. `null` sees only public information. */
  view(state: S, seat: Seat | null): V;
  /** The result once the game has ended, else null. */
  outcome(state: S): Outcome | null;
  /**
   * Optional: the seats that win and lose together (teams), side by side, where these options
   * play as sides; absent or null where every seat plays for itself. The arena seats a level
   * on a whole side, so a team ladder is two-sided.
   */
  sides?(options: O): readonly (readonly Seat[])[] | null;
  /** Parses untrusted JSON (IPC, records, CLI) into an action shape; legality is `apply`'s job. */
  parseAction(input: unknown): Result<A>;
  /** Parses untrusted JSON into options. */
  parseOptions(input: unknown): Result<O>;
  /** One English line narrating an event for the CLI and tests; the app uses its message catalogue. */
  describe(event: E): string;
  /**
   * Optional: the chapter of the game `state` is in (its round, hand or frame), for a replay's
   * jump list; null when none has begun (choices before the first deal). Public information only.
   */
  chapter?(state: S): Chapter | null;
  /** Hooks for the AI, which only ever holds a view. */
  readonly ai: AiHooks<S, V, A>;
  /**
   * Optional: what undo may take back (core/undo.ts): the events that reveal hidden information
   * or chance, and the state's generator. Without it no step can be undone.
   */
  readonly undo?: UndoRules<S, E>;
}

/** A game's undo rules: which of its events reveal something, and where its generator is. */
export interface UndoRules<S, E extends BaseEvent> {
  /** Event types that show hidden information or the result of chance, with the kind the player is told. */
  readonly reveals: Readonly<Partial<Record<E['type'], BarrierKind>>>;
  /** The state's random generator: a step that changes it drew randomness. */
  rng(state: S): unknown;
  /** The kind a step that moved the generator without a listed event is told as. */
  readonly chance: BarrierKind;
}

/** What a game gives the AI so that generic bots and search can play it from a view. */
export interface AiHooks<S, V, A extends BaseAction = BaseAction> {
  /**
   * A full state consistent with `view`: what the viewer cannot see (other hands, face-down
   * cards, the deck order, the RNG) is filled in at random from the cards it has not seen.
   */
  determinize(view: V, rng: RngState): [S, RngState];
  /** How good `state` is for `seat`, in [-1, 1]: 1 won, -1 lost, in between a heuristic. */
  evaluate(state: S, seat: Seat): number;
  /**
   * Optional search fast path: `evaluate(state, seat)` for every seat, by seat, to the same
   * bits, done once (the search scores each leaf for every seat that chose on the way to it).
   */
  evaluateAll?(state: S): readonly number[];
  /** Optional search fast path: a deep copy that `applyMut` may then change in place. */
  cloneMut?(state: S): S;
  /** Optional search fast path: applies `action` to `state` IN PLACE; false if refused (the state is then garbage). */
  applyMut?(state: S, action: A): boolean;
  /**
   * Optional search fast path: a string naming the action uniquely among every action of the
   * game (the search keys its tree by it). Default: the action's JSON, which costs most where
   * a decision has many legal actions (hex: a die's 37 destinations).
   */
  actionKey?(action: A): string;
  /**
   * Optional search fast path: the type of `seat`'s first legal action now
   * (`legalActions(state, seat)[0]?.type`), null when it has none. The search's horizon check
   * (has the searcher come back to a round decision?) asks only this, not the whole list.
   */
  decisionType?(state: S, seat: Seat): string | null;
  /**
   * Optional search fast path, with `legalAt`: `legalActions(state, seat).length`, without
   * listing them. Rollouts and sampled secret moves that play one legal action at random ask
   * the count and build only the action drawn.
   */
  legalCount?(state: S, seat: Seat): number;
  /** Optional search fast path, with `legalCount`: an action equal to `legalActions(state, seat)[i]`, for 0 <= i < the count. */
  legalAt?(state: S, seat: Seat, i: number): A;
  /**
   * Optional search fast path: true only when every legal action of `seat` now (it is to act)
   * leads to a state that `evaluate` scores exactly as it scores `state`, for every seat
   * (PipFall's lane markers move no die). The rollouts' cheap greedy, which keeps the first of
   * equally valued actions, then plays the first without trying each.
   */
  quietDecision?(state: S, seat: Seat): boolean;
  /**
   * Optional: the search's model of another seat's secret simultaneous move (Zero's program) in
   * a sampled world, drawing with `draw(n)` (an integer in [0, n)). Default: uniform over `legal`.
   * It sees only the sampled world, so it models how seats play, not what they hold.
   */
  secretMove?(state: S, seat: Seat, legal: readonly A[], draw: (n: number) => number): A;
  /**
   * Optional: the game's own settings for a search level at a view's seat count, laid over the
   * shared ones (src-engine/ai/levels.ts LEVELS) wherever the app, the CLI or the arena plays
   * that level by its name (and for the oracle, which searches as hard). For a game whose
   * measurements showed that the shared settings leave strength unused (Zero looks two hands
   * ahead); undefined keeps the shared level.
   */
  tuning?(level: 'easy' | 'medium' | 'hard', view: V): LevelTuning | undefined;
  /** Optional: the action type that starts a round (Zero: 'program'); search horizons count rounds. Default: the root's type. */
  readonly roundAction?: string;
  /**
   * Optional: what a solo game's value counts, for the game review (src-engine/review/currency.ts):
   * `evaluate`'s solo scale read as `of` units at most (Zero: 16 dice removed). Without it a solo
   * review counts shares of a win.
   */
  readonly soloCurrency?: { readonly unit: string; readonly of: number };
  /** Optional: a short English label of an action for hints ("program 5H 9S KD, initiative AS"). */
  describeAction?(action: A): string;
  /**
   * Optional: the game's own players for some AI level names ('easy', 'hard'...), played instead
   * of the generic bots of those levels (src-engine/ai/index.ts asks here first). Toss has them:
   * its throwers miss by their level's aim noise, and a generic search would have to run the
   * physics at every node.
   */
  readonly bots?: Readonly<Partial<Record<string, GameBot<V, A>>>>;
  /**
   * Optional: how the levels fared against each other in the arena, per seat count (the game's
   * `ladder.ts`, generated from docs/ai-strength.md by bench/ladder-data.ts, never by hand).
   * The new-game screen words each level's strength from it.
   */
  readonly ladder?: readonly MeasuredLadder[];
}

/** A game's settings for one search level: any of the level's numeric settings (see LevelConfig in src-engine/ai/levels.ts). */
export interface LevelTuning {
  readonly iterations?: number;
  readonly perAction?: number;
  readonly timeMs?: number;
  readonly timedIterations?: number;
  readonly exploration?: number;
  readonly rolloutDepth?: number;
  readonly greedyWidth?: number;
  /** Rollouts: the chance a cheap-greedy move is played at random instead (SearchOptions.epsilon). */
  readonly epsilon?: number;
  readonly horizon?: number;
  readonly batch?: number;
  readonly lookahead?: number;
  readonly lookaheadSelf?: number;
  /** The level's noise: softmax temperature over the top `topK` (0 and 1: always the best). */
  readonly temperature?: number;
  readonly topK?: number;
}

/**
 * A game's own AI player for one level: like src-engine/ai's Bot, it sees a seat's view, never
 * the state, and threads its own seeded generator. Where the game takes continuous values (a
 * toss's aim) it may answer an action that is not listed but legal (its noisy aim).
 */
export interface GameBot<V = unknown, A extends BaseAction = BaseAction> {
  /** The level name it plays ('hard'). */
  readonly name: string;
  /**
   * Picks an action for `seat` from its view; `legal` is the listed legal actions (never empty).
   * `clock`, where the host has one (the app), is the level's time budget: a player that
   * thinks in steps stops adding steps once it is spent. Without it the player thinks its full
   * fixed amount (tests, the arena), so the same inputs give the same action.
   */
  choose(view: V, seat: Seat, legal: readonly A[], rng: RngState, clock?: GameBotClock): { readonly action: A; readonly rng: RngState };
  /**
   * Optional: what the hint button shows when this level hints (src-engine/ai's `explain`):
   * its best two actions, without its noise, and a one-line reason. Without it hints search.
   */
  explain?(view: V, seat: Seat, legal: readonly A[], rng: RngState): GameHint<A>;
  /**
   * Optional: false where this player does not play (Zero's planners: two seats, standard
   * rules); the generic level plays there instead. Without it the player plays every view.
   */
  plays?(view: V): boolean;
  /**
   * Optional, measurement only: the same player given the engine's full state instead of a view
   * (the arena's oracle for a game whose hard is its own player). Never offered to a person.
   */
  chooseSeeing?(state: unknown, seat: Seat, legal: readonly A[], rng: RngState): { readonly action: A; readonly rng: RngState };
}

/** A time budget handed to a game's own player: a monotonic clock in milliseconds and how long it may think. */
export interface GameBotClock {
  readonly now: () => number;
  readonly budgetMs: number;
}

/** A game bot's hint: the best actions first (at least two where there are; ideally all), each with its share of the thinking and its value in [-1, 1]. */
export interface GameHint<A extends BaseAction = BaseAction> {
  readonly top: readonly { readonly action: A; readonly label: string; readonly share: number; readonly mean: number }[];
  /** One English sentence. */
  readonly reason: string;
  /** Trials (simulations) made. */
  readonly iterations: number;
  readonly rng: RngState;
}

/**
 * A game with its type parameters erased, as the registry and the host hold it. Game's
 * members are methods, which TypeScript compares bivariantly, so every concrete game fits.
 */
export type AnyGame = Game<unknown, BaseAction, BaseEvent, unknown, BaseOptions, unknown>;

/** Keeps only the events `seat` may see (`null`: public events only). */
export function eventsFor<E extends BaseEvent>(events: readonly E[], seat: Seat | null): E[] {
  return events.filter((e) => !e.visibleTo || (seat !== null && e.visibleTo.includes(seat)));
}

/**
 * `AiHooks.legalAt` from a game's own lookup that answers undefined past the end: the search
 * asks only below `legalCount`, so an undefined answer is a bug in the game, said at once.
 */
export function strictLegalAt<S, A>(id: string, at: (s: S, seat: Seat, i: number) => A | undefined): (s: S, seat: Seat, i: number) => A {
  return (s, seat, i) => {
    const a = at(s, seat, i);
    if (a === undefined) throw new Error(`${id}: no legal action ${i} for seat ${seat}`);
    return a;
  };
}

/** Deeply writable version of a state type: the private draft that `*Mut` rules change in place. */
export type Draft<T> = T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;

/**
 * `apply` for games whose rules mutate a private draft (zero, pipfall): clone, run the
 * mutating rules, and hand back the draft only on success, so a refused action changes
 * nothing. `isOver` short-cuts a finished game with one clear error for every action.
 */
export function applyOnDraft<S, A, E extends BaseEvent>(
  state: S,
  action: A,
  rules: { isOver(s: S): boolean; clone(s: S): S; applyMut(draft: S, action: A, events: E[]): Result<unknown> },
): Result<Step<S, E>> {
  if (rules.isOver(state)) return { ok: false, error: 'ERR_GAME_OVER', message: 'the game is over: no more actions' };
  const draft = rules.clone(state);
  const events: E[] = [];
  const r = rules.applyMut(draft, action, events);
  return r.ok ? { ok: true, value: { state: draft, events } } : r;
}
