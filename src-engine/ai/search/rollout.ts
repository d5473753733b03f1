/**
 * Rollouts: from the tree's leaf, the policy plays on to the horizon or `rolloutDepth` actions,
 * simultaneous moves picked before any is applied, round decisions optionally by nested lookahead.
 */
import type { AnyGame, BaseAction } from '../../core/game';
import { nextIntMut } from '../../core/rng';
import { atHorizon, type Horizon } from './horizon';
import type { MutRng, SearchOptions } from './options';
import { aloneMove, greedyStep, lazyPolicyMove, policyMove, policyStep } from './policy';
import type { Shortcuts, Stepper } from './stepper';

/** The simultaneous moves of one rollout step, before any is applied (a rollout is not re-entered). */
const pickScratch: BaseAction[] = [];

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
export function rolloutMut(game: AnyGame, fast: Shortcuts, stepper: Stepper, state: unknown, opts: SearchOptions, r: MutRng, h: Horizon, counted: boolean): unknown {
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
