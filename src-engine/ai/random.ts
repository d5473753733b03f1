/** The weakest level: a uniformly random legal action. Also the rollout policy of search bots. */
import { nextInt } from '../core/rng';
import { noLegalActions, type Bot } from './bot';

/** Plays a uniformly random legal action. */
export const randomBot: Bot = {
  name: 'random',
  choose(_game, _view, seat, legal, rng) {
    if (legal.length === 0) throw noLegalActions('random', seat);
    const [i, next] = nextInt(rng, legal.length);
    return { action: legal[i]!, rng: next };
  },
};
