/**
 * Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012, SO-ISMCTS),
 * game-agnostic. Each iteration samples one world with `game.ai.determinize(view)` - the
 * searcher only ever holds its own seat's view - and descends a single tree shared by
 * every sampled world. Legal actions differ between worlds, so every arm counts how often
 * it was available and UCB uses that count (the subset-armed bandit of the paper).
 *
 * Simultaneous secret moves (several seats in `toAct`, as in Zero's programming phase)
 * are one joint node: every pick is made before any is applied, the other seats' moves
 * are sampled (never conditioned on ours), and the child is keyed by the searcher's action
 * alone. Sequential moves are public: each seat picks by its own statistics and the child
 * is keyed by the action.
 *
 * Root actions are tried in small batches per sampled world, each with the same random
 * draws (common random numbers), so that they are compared on the same deals: in a game
 * where luck dwarfs the differences between moves this matters more than depth.
 *
 * The tree stops at the next round (`game.ai.roundAction`, Zero: the next hand's program);
 * the rollout then plays on to the horizon (random, or cheap-greedy where few actions are
 * legal, now and then at random instead with `epsilon`, optionally with a nested lookahead for
 * round decisions) and `game.ai.evaluate`
 * scores the leaf. Games that export `cloneMut`/`applyMut` are searched in place on a
 * private copy; others go through the pure `apply`.
 *
 * The search never reads a clock: the caller passes `now` for a time budget and
 * `shouldStop` for cancellation, both checked every few iterations.
 */
import type { AnyGame, BaseAction, Seat } from '../core/game';
import { nextIntMut, nextUint32Mut, type RngState } from '../core/rng';

type MutRng = [number, number, number, number];

/** How one search runs. */
export interface SearchOptions {
  /** Iterations (sampled worlds) at most: the reproducible budget. */
  readonly iterations: number;
  /** Milliseconds at most, measured with `now`; ignored without `now`. */
  readonly timeMs?: number;
  /** A clock in milliseconds injected by the caller (the engine never reads one itself). */
  readonly now?: () => number;
  /** Polled every `checkEvery` iterations; true stops the search, which still answers. */
  readonly shouldStop?: () => boolean;
  /** How often the clock and `shouldStop` are polled, in iterations. Default 8. */
  readonly checkEvery?: number;
  /** UCB exploration constant for values in [-1, 1]. */
  readonly exploration: number;
  /** Actions played after the tree before the leaf is evaluated, at most. */
  readonly rolloutDepth: number;
  /**
   * Search horizon in rounds: the tree and the rollout stop when the searcher has come back
   * this many times to a decision of the round's action type (`game.ai.roundAction`, else
   * the root's type; Zero: the next hand's program),
   * so every leaf is scored at the same kind of moment. 0 = no horizon, only `rolloutDepth`.
   */
  readonly horizon: number;
  /**
   * Root actions tried per sampled world (the same world and random draws for each of them:
   * common random numbers, as a paired comparison). 1 = classic ISMCTS. Default 1.
   */
  readonly batch?: number;
  /**
   * In rollouts, round decisions try this many candidates each to the end of the round and keep
   * the best (0 = random). At least as many as the legal actions: every one of them, in order
   * (no random draw, so paired root actions keep their common random numbers). Default 0.
   */
  readonly lookahead?: number;
  /** 1: only the searcher looks ahead in rollouts, other seats play the rollout policy. Default 0 (every seat). */
  readonly lookaheadSelf?: number;
  /** In rollouts, a seat with at most this many legal actions plays the best immediate evaluation (0 = always random). */
  readonly greedyWidth: number;
  /**
   * In rollouts, the chance that a seat which would play cheap greedy plays a random legal
   * action instead (epsilon-greedy): a deterministic policy scores a line by one fixed
   * continuation, a little noise lets rollouts see others. Default 0 (no draw at all).
   */
  readonly epsilon?: number;
}

/** Statistics of one action at the root, for the final pick and for hints. */
export interface ActionStats {
  readonly action: BaseAction;
  /** Iterations that went through this action. */
  readonly visits: number;
  /** visits / all root visits. */
  readonly share: number;
  /** Mean value for the searcher, in [-1, 1]. */
  readonly mean: number;
}

/** What a search found. */
export interface SearchResult {
  /** The root actions, most visited first (ties: higher mean first). */
  readonly ranked: readonly ActionStats[];
  /** Iterations completed. */
  readonly iterations: number;
  /** Why it stopped: budget spent, time up, cancelled, or nothing to search (one legal action). */
  readonly stopped: 'iterations' | 'time' | 'cancelled' | 'trivial';
  /** The searcher's generator after the search. */
  readonly rng: RngState;
}

/** One action's running statistics at one node, from the acting seat's point of view. */
interface Arm {
  readonly action: BaseAction;
  /** The action's key (the tree's edge to the child it leads to). */
  readonly key: string;
  visits: number;
  total: number;
  /** Iterations in which this action was legal here (the subset-armed bandit's count). */
  avail: number;
}

/** An information-set node: per acting seat (by seat number), its arms; children by edge key. Both made when first needed. */
interface Node {
  arms: (Map<string, Arm> | undefined)[] | null;
  children: Map<string, Node> | null;
}

function newNode(): Node {
  return { arms: null, children: null };
}

/** Stable key of an action (plain JSON with a fixed field order per game). */
export function actionKey(a: BaseAction): string {
  return JSON.stringify(a);
}

/** The game's own action key when it offers one (`ai.actionKey`, cheaper than JSON where nodes have many actions), else `actionKey`. */
function keyerFor(game: AnyGame): (a: BaseAction) => string {
  return game.ai.actionKey ? game.ai.actionKey.bind(game.ai) : actionKey;
}

/** Draws a fresh generator from `s`. */
function forkMut(s: MutRng): MutRng {
  return [nextUint32Mut(s) | 0, nextUint32Mut(s) | 0, nextUint32Mut(s) | 0, nextUint32Mut(s) | 1];
}

/** Applying actions to a private state, in place where the game allows it. */
interface Stepper {
  /** A private copy of a determinized world. */
  start(world: unknown): unknown;
  /** The state after `action`, or null if the engine refused it. */
  step(state: unknown, action: BaseAction): unknown;
  /** A copy for trying an action without losing `state` (cheap-greedy rollouts). */
  copy(state: unknown): unknown;
}

function stepperFor(game: AnyGame): Stepper {
  const ai = game.ai;
  if (ai.cloneMut && ai.applyMut) {
    const [cloneMut, applyMut] = [ai.cloneMut.bind(ai), ai.applyMut.bind(ai)];
    return {
      start: (w) => cloneMut(w),
      step: (s, a) => (applyMut(s, a) ? s : null),
      copy: (s) => cloneMut(s),
    };
  }
  return {
    start: (w) => w,
    step: (s, a) => {
      const r = game.apply(s, a);
      return r.ok ? r.value.state : null;
    },
    copy: (s) => s,
  };
}

/** `selectArm`'s scratch lists (it never runs twice at once), filled from the start at each call (counted, not emptied: setting a length costs). */
const fresh: number[] = [];
const freshKeys: string[] = [];
const seen: Arm[] = [];

/** UCB1 over available arms; unvisited arms first, chosen at random. */
function selectArm(arms: Map<string, Arm>, legal: readonly BaseAction[], c: number, r: MutRng, key: (a: BaseAction) => string): Arm {
  let nFresh = 0;
  let nSeen = 0;
  for (let i = 0; i < legal.length; i++) {
    const k = key(legal[i]!);
    const arm = arms.get(k);
    if (arm) {
      arm.avail++;
      seen[nSeen++] = arm;
    } else {
      fresh[nFresh] = i;
      freshKeys[nFresh++] = k;
    }
  }
  if (nFresh > 0) {
    const j = nFresh === 1 ? 0 : nextIntMut(r, nFresh);
    const action = legal[fresh[j]!]!;
    const arm: Arm = { action, key: freshKeys[j]!, visits: 0, total: 0, avail: 1 };
    arms.set(arm.key, arm);
    return arm;
  }
  let best = seen[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < nSeen; i++) {
    const arm = seen[i]!;
    const score = arm.visits === 0 ? Infinity : arm.total / arm.visits + c * Math.sqrt(Math.log(arm.avail) / arm.visits);
    if (score > bestScore) {
      bestScore = score;
      best = arm;
    }
  }
  return best;
}

/** Where the search stops looking ahead: `rounds` returns of `seat` to an action of `type`. */
interface Horizon {
  readonly seat: Seat;
  readonly type: string;
  readonly rounds: number;
  /** Returns seen so far in this iteration. */
  seen: number;
  /**
   * The horizon seat's legal actions when `atHorizon` had to list them to answer (null when it
   * did not), for the caller to reuse for that seat's move rather than asking the game twice.
   */
  listed: readonly BaseAction[] | null;
}

/**
 * The game's optional fast paths for the questions the search asks of a seat's legal actions
 * without needing the whole list (core/game.ts `AiHooks`): the type of the first (the horizon
 * check), and the count and one action (a move drawn at random). Null where the game has none.
 */
interface Shortcuts {
  readonly typeOf: ((state: unknown, seat: Seat) => string | null) | null;
  readonly count: ((state: unknown, seat: Seat) => number) | null;
  readonly at: ((state: unknown, seat: Seat, i: number) => BaseAction) | null;
  /** The game's `quietDecision`: every legal action of the seat leaves the evaluation as it is, so cheap greedy keeps the first. */
  readonly quiet: ((state: unknown, seat: Seat) => boolean) | null;
}

function shortcutsFor(game: AnyGame): Shortcuts {
  const ai = game.ai;
  const lazy = ai.legalCount !== undefined && ai.legalAt !== undefined;
  return {
    typeOf: ai.decisionType ? ai.decisionType.bind(ai) : null,
    count: lazy ? ai.legalCount!.bind(ai) : null,
    at: lazy ? ai.legalAt!.bind(ai) : null,
    quiet: ai.quietDecision ? ai.quietDecision.bind(ai) : null,
  };
}

/**
 * True when the horizon's seat is to act in `state` and starts a round of the horizon's type (its
 * first legal action is of that type). Asks the game's `decisionType` where it has one; otherwise
 * lists the seat's actions and leaves them in `h.listed`.
 */
function atHorizon(game: AnyGame, fast: Shortcuts, state: unknown, toAct: readonly Seat[], h: Horizon): boolean {
  h.listed = null;
  if (!toAct.includes(h.seat)) return false;
  if (fast.typeOf) return fast.typeOf(state, h.seat) === h.type;
  const mine = game.legalActions(state, h.seat);
  h.listed = mine;
  return mine.length > 0 && mine[0]!.type === h.type;
}

/**
 * Whether the rollout policy plays at random among `n` (> 1) legal actions: always past
 * `greedyWidth`, else with chance `epsilon` (one draw, only when epsilon is set, so searches
 * without it draw as they always did).
 */
function atRandom(n: number, opts: SearchOptions, r: MutRng): boolean {
  if (n > opts.greedyWidth) return true;
  const eps = opts.epsilon ?? 0;
  return eps > 0 && nextIntMut(r, 1024) < eps * 1024;
}

/** The rollout's move for `actor`: cheap greedy where few actions are legal, else random. */
function policyMove(game: AnyGame, fast: Shortcuts, stepper: Stepper, state: unknown, actor: Seat, legal: readonly BaseAction[], opts: SearchOptions, r: MutRng): BaseAction {
  if (legal.length === 1) return legal[0]!;
  if (atRandom(legal.length, opts, r)) return legal[nextIntMut(r, legal.length)]!;
  // Every action valued alike: cheap greedy would keep the first.
  if (fast.quiet?.(state, actor)) return legal[0]!;
  return greedyMove(game, stepper, state, actor, legal);
}

/** Cheap greedy: the best immediate evaluation for the actor, first on ties. */
function greedyMove(game: AnyGame, stepper: Stepper, state: unknown, actor: Seat, legal: readonly BaseAction[]): BaseAction {
  let action = legal[0]!;
  let best = -Infinity;
  for (const a of legal) {
    const next = stepper.step(stepper.copy(state), a);
    if (next === null) continue;
    const v = game.ai.evaluate(next, actor);
    if (v > best) {
      best = v;
      action = a;
    }
  }
  return action;
}

/** The simultaneous moves of one rollout step, before any is applied (a rollout is not re-entered). */
const pickScratch: BaseAction[] = [];

/**
 * `policyMove` on the game's `legalCount`/`legalAt`: the same move from the same draws, but a
 * move drawn at random (or the only one, or the first of a quiet decision) is built alone, not
 * picked from a list of every legal action; null when `actor` has none. `known`: the actor's
 * legal actions when the caller has them.
 */
function lazyPolicyMove(
  game: AnyGame,
  fast: Shortcuts,
  stepper: Stepper,
  state: unknown,
  actor: Seat,
  known: readonly BaseAction[] | null,
  opts: SearchOptions,
  r: MutRng,
): BaseAction | null {
  if (known !== null) return known.length === 0 ? null : policyMove(game, fast, stepper, state, actor, known, opts, r);
  const n = fast.count!(state, actor);
  if (n === 0) return null;
  // Null from aloneMove means cheap greedy, its draws already made.
  return aloneMove(fast, state, actor, n, opts, r) ?? greedyMove(game, stepper, state, actor, game.legalActions(state, actor));
}

/**
 * The rollout policy's move among `n` legal actions when it is built alone from the game's
 * `legalAt`: the only one, one drawn at random where more than `greedyWidth` are legal, or the
 * first where every action is valued alike (what cheap greedy would keep). Null where cheap
 * greedy must try them all. The same draws as `policyMove` on the whole list.
 */
function aloneMove(fast: Shortcuts, state: unknown, actor: Seat, n: number, opts: SearchOptions, r: MutRng): BaseAction | null {
  if (n === 1) return fast.at!(state, actor, 0);
  if (atRandom(n, opts, r)) return fast.at!(state, actor, nextIntMut(r, n));
  if (fast.quiet?.(state, actor)) return fast.at!(state, actor, 0);
  return null;
}

/**
 * `policyMove` for a seat acting alone, played: the state after its move, or null if the engine
 * refused it (then `state` may be garbage, as after any refused in-place step). The same move as
 * `policyMove`, but cheap greedy keeps the state it evaluated for the best move instead of
 * applying that move again, and tries the last candidate on `state` itself (one copy fewer).
 */
function policyStep(game: AnyGame, fast: Shortcuts, stepper: Stepper, state: unknown, actor: Seat, legal: readonly BaseAction[], opts: SearchOptions, r: MutRng): unknown {
  const n = legal.length;
  if (n === 1) return stepper.step(state, legal[0]!);
  if (atRandom(n, opts, r)) return stepper.step(state, legal[nextIntMut(r, n)]!);
  // Every action valued alike: cheap greedy would keep the first (legal actions are never refused).
  if (fast.quiet?.(state, actor)) return stepper.step(state, legal[0]!);
  return greedyStep(game, stepper, state, actor, legal);
}

/** Cheap greedy, played: the state after the actor's best move by immediate evaluation (`greedyMove`'s move), or null. */
function greedyStep(game: AnyGame, stepper: Stepper, state: unknown, actor: Seat, legal: readonly BaseAction[]): unknown {
  const n = legal.length;
  let chosen: unknown = null;
  let best = -Infinity;
  for (let i = 0; i < n; i++) {
    const next = stepper.step(i === n - 1 ? state : stepper.copy(state), legal[i]!);
    if (next === null) continue;
    const v = game.ai.evaluate(next, actor);
    if (v > best) {
      best = v;
      chosen = next;
    }
  }
  return chosen;
}

/** Plays the policy from `state` (in place) until some seat faces a round action again, the game ends or `cap` actions. */
function playRoundMut(game: AnyGame, fast: Shortcuts, stepper: Stepper, state: unknown, type: string, opts: SearchOptions, r: MutRng, cap: number): unknown {
  for (let d = 0; d < cap; d++) {
    if (game.outcome(state) !== null) break;
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    const actor = toAct[0]!;
    const legal: readonly BaseAction[] = game.legalActions(state, actor);
    if (legal.length === 0 || legal[0]!.type === type) break;
    const next = policyStep(game, fast, stepper, state, actor, legal, opts, r);
    if (next === null) break;
    state = next;
  }
  return state;
}

/**
 * Plays up to `rolloutDepth` actions from `state` with the rollout policy and returns the
 * state reached. With `lookahead` K, a round decision (many legal actions) is made by trying
 * K of them, each played to the end of the round, and keeping the best for the actor: a
 * nested rollout, so that rounds beyond the tree are not played at random.
 */
function rolloutMut(game: AnyGame, fast: Shortcuts, stepper: Stepper, state: unknown, opts: SearchOptions, r: MutRng, h: Horizon, counted: boolean): unknown {
  for (let d = 0; d < opts.rolloutDepth; d++) {
    if (game.outcome(state) !== null) break;
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    const checks = !counted && h.rounds > 0;
    const back = checks && atHorizon(game, fast, state, toAct, h);
    // The horizon seat's actions when the check had to list them (reused for its move).
    const mine = checks ? h.listed : null;
    if (back && ++h.seen >= h.rounds) break;
    counted = false;
    const joint = toAct.length > 1;
    if (!joint && (opts.lookahead ?? 0) <= 0) {
      // One seat acts and nothing overrides the policy: its move in one step.
      const actor = toAct[0]!;
      const known = mine !== null && actor === h.seat ? mine : null;
      // Set when aloneMove has drawn for this move and left it to cheap greedy.
      let greedy = false;
      if (known === null && fast.count !== null) {
        // A move drawn at random (or the only one) is built alone: the same draw, the same action.
        const n = fast.count(state, actor);
        if (n === 0) break;
        const alone = aloneMove(fast, state, actor, n, opts, r);
        if (alone !== null) {
          const next = stepper.step(state, alone);
          if (next === null) return state;
          state = next;
          d++;
          continue;
        }
        greedy = true;
      }
      const legal: readonly BaseAction[] = known ?? game.legalActions(state, actor);
      if (legal.length === 0) break;
      const next = greedy ? greedyStep(game, stepper, state, actor, legal) : policyStep(game, fast, stepper, state, actor, legal, opts, r);
      if (next === null) return state;
      state = next;
      d++;
      continue;
    }
    const actors = joint ? toAct : [toAct[0]!];
    if ((opts.lookahead ?? 0) <= 0 && fast.count !== null) {
      // Simultaneous moves by the rollout policy, a move drawn at random built alone (hex's 720 programs).
      let stepped = false;
      for (const a of actors) {
        const p = lazyPolicyMove(game, fast, stepper, state, a, mine !== null && a === h.seat ? mine : null, opts, r);
        if (p !== null) pickScratch.push(p);
      }
      for (const p of pickScratch) {
        const next = stepper.step(state, p);
        if (next === null) {
          pickScratch.length = 0;
          return state;
        }
        state = next;
        stepped = true;
        d++;
      }
      pickScratch.length = 0;
      if (!stepped) break;
      continue;
    }
    const legals = actors.map((a): readonly BaseAction[] => (mine !== null && a === h.seat ? mine : game.legalActions(state, a)));
    const picks = actors.map((a, i) => (legals[i]!.length === 0 ? null : policyMove(game, fast, stepper, state, a, legals[i]!, opts, r)));
    if ((opts.lookahead ?? 0) > 0) {
      for (let i = 0; i < actors.length; i++) {
        const legal = legals[i]!;
        if (legal.length <= opts.greedyWidth || legal[0]!.type !== h.type) continue;
        if ((opts.lookaheadSelf ?? 0) > 0 && actors[i] !== h.seat) continue;
        const all = opts.lookahead! >= legal.length;
        const tries = all ? legal.length : opts.lookahead!;
        let best = -Infinity;
        let bestPick = picks[i]!;
        for (let k = 0; k < tries; k++) {
          const cand = all ? legal[k]! : legal[nextIntMut(r, legal.length)]!;
          let trial: unknown = stepper.copy(state);
          for (let j = 0; j < actors.length && trial !== null; j++) {
            const p = j === i ? cand : picks[j];
            if (p) trial = stepper.step(trial, p);
          }
          if (trial === null) continue;
          trial = playRoundMut(game, fast, stepper, trial, h.type, opts, r, opts.rolloutDepth);
          const v = game.ai.evaluate(trial, actors[i]!);
          if (v > best) {
            best = v;
            bestPick = cand;
          }
        }
        picks[i] = bestPick;
      }
    }
    let stepped = false;
    for (const p of picks) {
      if (!p) continue;
      const next = stepper.step(state, p);
      if (next === null) return state;
      state = next;
      stepped = true;
      d++;
    }
    if (!stepped) break;
  }
  return state;
}

/**
 * The root actions to try in the next sampled world: unvisited ones first (in random order),
 * then the highest UCB scores, `size` distinct actions in all. Root actions are always legal,
 * so their availability is the iteration count.
 */
function rootBatch(slots: readonly Arm[], size: number, iterations: number, c: number, r: MutRng): Arm[] {
  const fresh = slots.filter((a) => a.visits === 0);
  const out: Arm[] = [];
  while (out.length < size && fresh.length > 0) out.push(fresh.splice(nextIntMut(r, fresh.length), 1)[0]!);
  if (out.length < size) {
    const logN = Math.log(Math.max(1, iterations));
    const scored = slots.filter((a) => a.visits > 0).map((a) => ({ a, u: a.total / a.visits + c * Math.sqrt(logN / a.visits) }));
    scored.sort((x, y) => y.u - x.u);
    for (const x of scored) {
      if (out.length >= size) break;
      out.push(x.a);
    }
  }
  return out;
}

/**
 * Searches the decision of `seat`, who sees `view` and may play `legal`. Deterministic for a
 * given rng and iteration budget; with `now` and `timeMs` it also stops when time is up.
 */
export function search(game: AnyGame, view: unknown, seat: Seat, legal: readonly BaseAction[], rng: RngState, opts: SearchOptions): SearchResult {
  const steps = searchSteps(game, view, seat, legal, rng, opts);
  for (;;) {
    const n = steps.next();
    if (n.done) return n.value;
  }
}

/**
 * `search` that gives the event loop a turn (`pause`) every ~15 ms of work (every 16 checks
 * without a clock), so the host can take a close or a new game while the AI thinks and
 * `shouldStop` can end the search. Same iterations, same result as `search`.
 */
export async function searchAsync(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  legal: readonly BaseAction[],
  rng: RngState,
  opts: SearchOptions,
  pause: () => Promise<void>,
): Promise<SearchResult> {
  const steps = searchSteps(game, view, seat, legal, rng, opts);
  let last = opts.now?.() ?? 0;
  let checks = 0;
  for (;;) {
    const n = steps.next();
    if (n.done) return n.value;
    const due = opts.now ? opts.now() - last >= 15 : ++checks % 16 === 0;
    if (due) {
      await pause();
      last = opts.now?.() ?? 0;
    }
  }
}

/** The search as a generator that yields at every check point (every `checkEvery` iterations). */
function* searchSteps(game: AnyGame, view: unknown, seat: Seat, legal: readonly BaseAction[], rng: RngState, opts: SearchOptions): Generator<void, SearchResult, void> {
  const r: MutRng = [rng[0], rng[1], rng[2], rng[3]];
  if (legal.length <= 1) {
    const ranked = legal.map((action) => ({ action, visits: 0, share: 1, mean: 0 }));
    return { ranked, iterations: 0, stopped: 'trivial', rng: r };
  }
  const stepper = stepperFor(game);
  const root = newNode();
  const keyOf = keyerFor(game);
  const secret = game.ai.secretMove?.bind(game.ai);
  const fast = shortcutsFor(game);
  const evaluateAll = game.ai.evaluateAll ? game.ai.evaluateAll.bind(game.ai) : null;
  const rootSlots: Arm[] = legal.map((action) => ({ action, key: keyOf(action), visits: 0, total: 0, avail: 0 }));
  const checkEvery = Math.max(1, opts.checkEvery ?? 8);
  const batchSize = Math.max(1, Math.min(legal.length, opts.batch ?? 1));
  const deadline = opts.now && opts.timeMs !== undefined ? opts.now() + opts.timeMs : Infinity;
  const path: Arm[] = [];
  const pathSeats: Seat[] = [];
  // Leaf values by seat, for the iteration `valuesAt` (NaN-free: evaluate answers in [-1, 1]).
  const values: number[] = [];
  const valuesAt: number[] = [];
  // This depth's picks, one per acting seat, in `toAct` order: seat, action, arm (null: a sampled secret move).
  const pickSeats: Seat[] = [];
  const pickActions: BaseAction[] = [];
  const pickArms: (Arm | null)[] = [];
  const horizon: Horizon = { seat, type: game.ai.roundAction ?? legal[0]!.type, rounds: opts.horizon, seen: 0, listed: null };
  let stopped: SearchResult['stopped'] = 'iterations';
  let it = 0;

  /** One iteration in `world` through root action `slot`; every random draw comes from `wr`. */
  const iterate = (world: unknown, slot: Arm, wr: MutRng): void => {
    let state: unknown = stepper.start(world);
    let node = root;
    // The path's and the picks' lists are counted, not emptied (setting a length costs).
    let pathLength = 0;
    horizon.seen = 0;
    let done = false;
    let counted = false;
    // Selection and expansion: descend until a new child is made, the horizon or the end.
    for (let depth = 0; ; depth++) {
      if (game.outcome(state) !== null) break;
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      const back = depth > 0 && horizon.rounds > 0 && atHorizon(game, fast, state, toAct, horizon);
      // The searcher's actions when the check had to list them (reused for its move).
      const mine = depth > 0 && horizon.rounds > 0 ? horizon.listed : null;
      if (back) {
        // The tree stops at the next round; the rollout plays any further rounds.
        counted = true;
        done = ++horizon.seen >= horizon.rounds;
        break;
      }
      const joint = toAct.length > 1;
      const actors = joint ? toAct.length : 1;
      // Every pick is made before any is applied: nobody sees a simultaneous choice.
      let picks = 0;
      // The edge to the child: the root action's key at the root; below, the searcher's action in a joint node ('*' without one), else the only actor's.
      let edge = depth === 0 ? slot.key : '*';
      for (let i = 0; i < actors; i++) {
        const actor = toAct[i]!;
        if (depth === 0 && actor === seat) {
          pickSeats[picks] = seat;
          pickActions[picks] = slot.action;
          pickArms[picks++] = slot;
          continue;
        }
        if (joint && actor !== seat && !secret && fast.count !== null) {
          // Another seat's secret move drawn uniformly: only the action drawn is built (the same draw as from the list).
          const n = fast.count(state, actor);
          if (n === 0) continue;
          pickSeats[picks] = actor;
          pickActions[picks] = fast.at!(state, actor, nextIntMut(wr, n));
          pickArms[picks++] = null;
          continue;
        }
        const actorLegal: readonly BaseAction[] = mine !== null && actor === seat ? mine : game.legalActions(state, actor);
        if (actorLegal.length === 0) continue;
        if (joint && actor !== seat) {
          // Another seat's secret move: sampled (by the game's model of play where it has one), never conditioned on ours.
          const action = secret ? secret(state, actor, actorLegal, (n) => nextIntMut(wr, n)) : actorLegal[nextIntMut(wr, actorLegal.length)]!;
          pickSeats[picks] = actor;
          pickActions[picks] = action;
          pickArms[picks++] = null;
          continue;
        }
        const bySeat = (node.arms ??= []);
        let arms = bySeat[actor];
        if (!arms) {
          arms = new Map<string, Arm>();
          bySeat[actor] = arms;
        }
        const arm = selectArm(arms, actorLegal, opts.exploration, wr, keyOf);
        pickSeats[picks] = actor;
        pickActions[picks] = arm.action;
        pickArms[picks++] = arm;
        if (depth > 0) edge = arm.key;
      }
      if (picks === 0) break;
      for (let i = 0; i < picks; i++) {
        const next = stepper.step(state, pickActions[i]!);
        // A world where the engine refused a legal action teaches nothing: skip it.
        if (next === null) return;
        state = next;
        const arm = pickArms[i]!;
        if (arm !== null) {
          path[pathLength] = arm;
          pathSeats[pathLength++] = pickSeats[i]!;
        }
      }
      const children = (node.children ??= new Map<string, Node>());
      let child = children.get(edge);
      if (!child) {
        child = newNode();
        children.set(edge, child);
        break;
      }
      node = child;
    }
    if (!done) state = rolloutMut(game, fast, stepper, state, opts, wr, horizon, counted);
    // Backpropagation: each arm learns the value for the seat that chose it (every seat's at once where the game scores them so).
    const every = pathLength > 0 && evaluateAll !== null ? evaluateAll(state) : null;
    for (let i = 0; i < pathLength; i++) {
      const who = pathSeats[i]!;
      let v: number;
      if (every !== null) v = every[who]!;
      else if (valuesAt[who] === it) v = values[who]!;
      else {
        v = game.ai.evaluate(state, who);
        values[who] = v;
        valuesAt[who] = it;
      }
      path[i]!.visits++;
      path[i]!.total += v;
    }
  };

  outer: while (it < opts.iterations) {
    const [world] = game.ai.determinize(view, forkMut(r));
    const worldSeed = forkMut(r);
    // The batch shares this world and this seed: common random numbers sharpen comparisons.
    for (const slot of rootBatch(rootSlots, batchSize, it, opts.exploration, r)) {
      if (it >= opts.iterations) break outer;
      if (it > 0 && it % checkEvery === 0) {
        yield;
        if (opts.shouldStop?.()) {
          stopped = 'cancelled';
          break outer;
        }
        if (opts.now && opts.now() >= deadline) {
          stopped = 'time';
          break outer;
        }
      }
      it++;
      iterate(world, slot, [worldSeed[0], worldSeed[1], worldSeed[2], worldSeed[3]]);
    }
  }
  const ranked: ActionStats[] = [];
  const rootVisits = Math.max(1, it);
  for (const arm of rootSlots) {
    ranked.push({ action: arm.action, visits: arm.visits, share: arm.visits / rootVisits, mean: arm.visits > 0 ? arm.total / arm.visits : 0 });
  }
  ranked.sort((a, b) => b.visits - a.visits || b.mean - a.mean);
  return { ranked, iterations: it, stopped, rng: r };
}
