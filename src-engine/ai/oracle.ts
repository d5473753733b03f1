/**
 * The all-seeing rival, for measurement only: the same search as a level, run on the full
 * state (every hand, every face-down card, the deck order and the state's own generator), so
 * "hard against oracle" shows what hidden information costs the honest search. Never offered
 * to a player: it is not in `PLAYER_LEVELS` and `getBot` does not know it; only a caller that
 * holds the state (the arena) can seat it.
 */
import type { AnyGame, BaseAction, Seat } from '../core/game';
import type { RngState } from '../core/rng';
import { noLegalActions, type ChooseContext } from './bot';
import { LEVELS, makeSearchBot, type LevelConfig } from './levels';

/** The game as the oracle searches it: "determinizing" the full state gives the state itself. */
export function seeingAll(game: AnyGame): AnyGame {
  return { ...game, ai: { ...game.ai, determinize: (state: unknown, rng: RngState) => [state, rng] } };
}

/** A player that is given the full state instead of a view. */
export interface OracleBot {
  readonly name: string;
  /** Picks one of `legal` for `seat` knowing `state`, the engine's whole state (not a view). */
  choose(game: AnyGame, state: unknown, seat: Seat, legal: readonly BaseAction[], rng: RngState, ctx?: ChooseContext): { action: BaseAction; rng: RngState };
}

/** The oracle searching with `cfg` (hard's settings by default: "hard vs oracle" at equal iterations). */
export function makeOracleBot(cfg: LevelConfig = LEVELS.hard, name = 'oracle'): OracleBot {
  const search = makeSearchBot({ ...cfg, name });
  const seen = new WeakMap<AnyGame, AnyGame>();
  return {
    name,
    choose(game, state, seat, legal, rng, ctx) {
      if (legal.length === 0) throw noLegalActions(name, seat);
      let all = seen.get(game);
      if (!all) {
        all = seeingAll(game);
        seen.set(game, all);
      }
      return search.choose(all, state, seat, legal, rng, ctx);
    },
  };
}
