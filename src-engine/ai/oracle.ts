/**
 * The all-seeing rival, for measurement only: the same search as a level, run on the full
 * state (every hand, every face-down card, the deck order), so "hard against oracle" shows what
 * hidden information costs the honest search. It does not see the future: the state's own
 * generator (the dice still to be rolled, a reshuffle to come) is replaced by a fresh one in
 * every sampled world, as an honest determinization does, because no seat could infer chance
 * that has not happened and an oracle that knows every reroll measures luck, not inference
 * (in Piplus hard scored 0.17 against the oracle that knew the rolls). Never offered
 * to a player: it is not in `PLAYER_LEVELS` and `getBot` does not know it; only a caller that
 * holds the state (the arena) can seat it.
 */
import type { AnyGame, BaseAction, Seat } from '../core/game';
import { nextUint32, seedRng, type RngState } from '../core/rng';
import { noLegalActions, ownPlayer, type ChooseContext } from './bot';
import { LEVELS, makeSearchBot, type LevelConfig } from './levels';

/**
 * The game as the oracle searches it: "determinizing" the full state gives the state itself with
 * its generator (the future's chance, kept in `rng` by every game whose state draws any) reseeded
 * from the search's own draws.
 */
export function seeingAll(game: AnyGame): AnyGame {
  return { ...game, ai: { ...game.ai, determinize: freshChance } };
}

/** The full state with the chance still to come drawn anew. */
function freshChance(state: unknown, rng: RngState): [unknown, RngState] {
  if (typeof state !== 'object' || state === null || !('rng' in state)) return [state, rng];
  const [seed, next] = nextUint32(rng);
  return [{ ...state, rng: seedRng(seed) }, next];
}

/** A player that is given the full state instead of a view. */
export interface OracleBot {
  readonly name: string;
  /** Picks one of `legal` for `seat` knowing `state`, the engine's whole state (not a view). */
  choose(game: AnyGame, state: unknown, seat: Seat, legal: readonly BaseAction[], rng: RngState, ctx?: ChooseContext): { action: BaseAction; rng: RngState };
}

/**
 * The oracle searching exactly with `cfg`, or without it as hard does in each game (hard's
 * settings with the game's tuning of hard): "hard vs oracle" at equal iterations. Without `cfg`,
 * where the game's hard is its own player with a seeing twin (`GameBot.chooseSeeing`), that twin.
 */
export function makeOracleBot(cfg?: LevelConfig, name = 'oracle'): OracleBot {
  const search = cfg ? makeSearchBot({ ...cfg, name }) : makeSearchBot({ ...LEVELS.hard, name }, 'hard');
  const seen = new WeakMap<AnyGame, AnyGame>();
  return {
    name,
    choose(game, state, seat, legal, rng, ctx) {
      if (legal.length === 0) throw noLegalActions(name, seat);
      // A game whose hard is its own player (Zero's planner) is measured against that player seeing all.
      const own = cfg ? undefined : ownPlayer(game, 'hard', game.view(state, seat));
      if (own?.chooseSeeing) return own.chooseSeeing(state, seat, legal, rng);
      let all = seen.get(game);
      if (!all) {
        all = seeingAll(game);
        seen.set(game, all);
      }
      return search.choose(all, state, seat, legal, rng, ctx);
    },
  };
}
