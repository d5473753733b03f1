/** Positions for the AI tests: shared by the bot and search tests so both walk the same games. */
import { seedRng } from '../core/rng';
import { zero, type ZeroOptions, type ZeroState } from '../games/zero/index';
import { randomBot } from './random';

/** A Pip Zero state reached from `seed` after up to `steps` random actions (fewer if the game ends). */
export function randomZeroState(options: ZeroOptions, seed: number, steps: number): ZeroState {
  const start = zero.setup(options, seed);
  if (!start.ok) throw new Error(start.message);
  let state = start.value.state;
  let rng = seedRng(seed + 1);
  for (let i = 0; i < steps && zero.outcome(state) === null; i++) {
    const seat = zero.toAct(state)[0]!;
    const choice = randomBot.choose(zero, zero.view(state, seat), seat, zero.legalActions(state, seat), rng);
    rng = choice.rng;
    const r = zero.apply(state, choice.action as never);
    if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
    state = r.value.state;
  }
  return state;
}
