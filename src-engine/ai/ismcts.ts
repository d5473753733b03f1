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
import { atHorizon, type Horizon } from './search/horizon';
import type { MutRng, SearchOptions } from './search/options';
import { rolloutMut } from './search/rollout';
import { rootBatch, selectArm } from './search/select';
import { shortcutsFor, stepperFor } from './search/stepper';
import { keyerFor, newNode, type Arm, type Node } from './search/tree';

export type { SearchOptions } from './search/options';
export { actionKey } from './search/tree';

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

/** Draws a fresh generator from `s`. */
function forkMut(s: MutRng): MutRng {
  return [nextUint32Mut(s) | 0, nextUint32Mut(s) | 0, nextUint32Mut(s) | 0, nextUint32Mut(s) | 1];
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
