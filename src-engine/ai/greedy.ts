/**
 * The one-ply search bot. For each legal action it samples hidden information with
 * `game.ai.determinize`, applies the action, plays the game forward until this seat
 * faces the same kind of decision again (or the game ends, or a step cap), and scores
 * the result with `game.ai.evaluate`. The best average wins; ties go to the generator.
 *
 * Rollout policy: other seats play uniformly random legal actions; this seat's own
 * intermediate decisions (say, a card's swap-or-power choice between two programming
 * rounds) are played myopically (best immediate evaluation), so that the score of a
 * plan is not drowned by our own random blunders.
 *
 * Every determinization evaluates every action (common random numbers: the actions
 * share the sampled world and the rollout seed), and sampling stops once a budget of
 * simulated steps is spent, so decision time stays bounded whatever the game.
 */
import type { AnyGame, BaseAction, Seat } from '../core/game';
import { nextIntMut, nextUint32Mut } from '../core/rng';
import { noLegalActions, type Bot } from './bot';

/** Tuning knobs of the greedy bot. */
export interface GreedyOptions {
  /** Level name reported by the bot. */
  readonly name: string;
  /** Simulated steps (applied actions) per decision after which no new determinization starts. */
  readonly budget: number;
  /** Upper bound on determinizations per decision. */
  readonly maxSamples: number;
  /** Steps per rollout before it is cut off and scored where it stands. */
  readonly rolloutCap: number;
  /** Own intermediate decisions with more legal actions than this are played at random. */
  readonly myopicLimit: number;
}

/** The defaults of the `greedy` level. */
export const GREEDY_DEFAULTS: GreedyOptions = {
  name: 'greedy',
  budget: 4000,
  maxSamples: 24,
  rolloutCap: 80,
  myopicLimit: 8,
};

type MutRng = [number, number, number, number];

/** Draws a fresh generator state from `s`, so a rollout can be replayed for every action. */
function forkMut(s: MutRng): MutRng {
  return [nextUint32Mut(s) | 0, nextUint32Mut(s) | 0, nextUint32Mut(s) | 0, nextUint32Mut(s) | 1];
}

/** The outcome of one rollout: the final state and how many actions it applied. */
interface Rollout {
  readonly state: unknown;
  readonly steps: number;
}

/**
 * Plays `state` forward until `seat` must act with an action of type `stopType`
 * available, the game ends, or `cap` steps are applied. Advances `r` in place.
 */
function rolloutMut(game: AnyGame, state: unknown, seat: Seat, stopType: string, r: MutRng, opts: GreedyOptions): Rollout {
  let steps = 0;
  while (steps < opts.rolloutCap) {
    if (game.outcome(state) !== null) break;
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    let mine: readonly BaseAction[] | null = null;
    if (toAct.includes(seat)) {
      mine = game.legalActions(state, seat);
      if (mine.some((a) => a.type === stopType)) break;
    }
    const actor = toAct.length === 1 ? toAct[0]! : toAct[nextIntMut(r, toAct.length)]!;
    let action: BaseAction | undefined;
    if (actor === seat && mine !== null && mine.length > 1 && mine.length <= opts.myopicLimit) {
      // Myopic own move: the best immediate evaluation, first one on ties.
      let best = -Infinity;
      let bestState: unknown = null;
      for (const a of mine) {
        const res = game.apply(state, a);
        steps++;
        if (!res.ok) continue;
        const v = game.ai.evaluate(res.value.state, seat);
        if (v > best) {
          best = v;
          bestState = res.value.state;
          action = a;
        }
      }
      if (action === undefined) break;
      state = bestState;
      continue;
    }
    const legal = actor === seat && mine !== null ? mine : game.legalActions(state, actor);
    if (legal.length === 0) break;
    action = legal.length === 1 ? legal[0]! : legal[nextIntMut(r, legal.length)]!;
    const res = game.apply(state, action);
    steps++;
    // A refused legal action is an engine bug; score the position as it stands rather than crash the table.
    if (!res.ok) break;
    state = res.value.state;
  }
  return { state, steps };
}

/** A greedy bot with the given tuning (tests and the bench use cheaper settings). */
export function makeGreedyBot(overrides: Partial<GreedyOptions> = {}): Bot {
  const opts: GreedyOptions = { ...GREEDY_DEFAULTS, ...overrides };
  return {
    name: opts.name,
    choose(game, view, seat, legal, rng) {
      if (legal.length === 0) throw noLegalActions(opts.name, seat);
      if (legal.length === 1) return { action: legal[0]!, rng };
      const n = legal.length;
      const total = new Float64Array(n);
      const count = new Uint32Array(n);
      const s: MutRng = [rng[0], rng[1], rng[2], rng[3]];
      let spent = 0;
      for (let d = 0; d < opts.maxSamples && (d === 0 || spent < opts.budget); d++) {
        const [world] = game.ai.determinize(view, forkMut(s));
        const rolloutSeed = forkMut(s);
        for (let i = 0; i < n; i++) {
          const action = legal[i]!;
          const first = game.apply(world, action);
          spent++;
          if (!first.ok) continue;
          const r: MutRng = [rolloutSeed[0], rolloutSeed[1], rolloutSeed[2], rolloutSeed[3]];
          const out = rolloutMut(game, first.value.state, seat, action.type, r, opts);
          spent += out.steps;
          total[i]! += game.ai.evaluate(out.state, seat);
          count[i]!++;
        }
      }
      let best = -Infinity;
      const ties: number[] = [];
      for (let i = 0; i < n; i++) {
        if (count[i] === 0) continue;
        const avg = total[i]! / count[i]!;
        if (avg > best + 1e-9) {
          best = avg;
          ties.length = 0;
          ties.push(i);
        } else if (avg >= best - 1e-9) {
          ties.push(i);
        }
      }
      // No action survived the sampled worlds (an inconsistent determinization): fall back to chance.
      const pool = ties.length > 0 ? ties : legal.map((_, i) => i);
      const pick = pool.length === 1 ? pool[0]! : pool[nextIntMut(s, pool.length)]!;
      return { action: legal[pick]!, rng: s };
    },
  };
}

/** The `greedy` level with its default budget. */
export const greedyBot: Bot = makeGreedyBot();
