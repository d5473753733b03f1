/**
 * The rollout policy: a seat's move beyond the tree, at random where many actions are legal (or
 * with chance `epsilon`), else cheap greedy (the best immediate evaluation); built alone from the
 * game's fast paths where it can be, and played in place.
 */
import type { AnyGame, BaseAction, Seat } from '../../core/game';
import { nextIntMut } from '../../core/rng';
import type { MutRng, SearchOptions } from './options';
import type { Shortcuts, Stepper } from './stepper';

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
export function policyMove(
  game: AnyGame,
  fast: Shortcuts,
  stepper: Stepper,
  state: unknown,
  actor: Seat,
  legal: readonly BaseAction[],
  opts: SearchOptions,
  r: MutRng,
): BaseAction {
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

/**
 * `policyMove` on the game's `legalCount`/`legalAt`: the same move from the same draws, but a
 * move drawn at random (or the only one, or the first of a quiet decision) is built alone, not
 * picked from a list of every legal action; null when `actor` has none. `known`: the actor's
 * legal actions when the caller has them.
 */
export function lazyPolicyMove(
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
export function aloneMove(fast: Shortcuts, state: unknown, actor: Seat, n: number, opts: SearchOptions, r: MutRng): BaseAction | null {
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
export function policyStep(game: AnyGame, fast: Shortcuts, stepper: Stepper, state: unknown, actor: Seat, legal: readonly BaseAction[], opts: SearchOptions, r: MutRng): unknown {
  const n = legal.length;
  if (n === 1) return stepper.step(state, legal[0]!);
  if (atRandom(n, opts, r)) return stepper.step(state, legal[nextIntMut(r, n)]!);
  // Every action valued alike: cheap greedy would keep the first (legal actions are never refused).
  if (fast.quiet?.(state, actor)) return stepper.step(state, legal[0]!);
  return greedyStep(game, stepper, state, actor, legal);
}

/** Cheap greedy, played: the state after the actor's best move by immediate evaluation (`greedyMove`'s move), or null. */
export function greedyStep(game: AnyGame, stepper: Stepper, state: unknown, actor: Seat, legal: readonly BaseAction[]): unknown {
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
