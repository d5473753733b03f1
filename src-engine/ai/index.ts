/**
 * Bot levels by name. `random` and `greedy` are baselines; `easy`, `medium` and `hard`
 * are Information Set MCTS at growing budgets; `ai` names the strongest, `hard`.
 */
import type { AnyGame, GameBot, GameBotClock } from '../core/game';
import { noLegalActions, ownPlayer, type Bot, type ChooseContext } from './bot';
import { greedyBot } from './greedy';
import { LEVELS, makeSearchBot } from './levels';
import { randomBot } from './random';

export type { Bot, BotChoice, ChooseContext } from './bot';
export { explain, explainAsync, LEVELS, makeSearchBot, searchOptions, tunedFor, type LevelName, type Explanation, type HintLine, type LevelConfig } from './levels';
export { search, searchAsync, type ActionStats, type SearchOptions, type SearchResult } from './ismcts';
export { GREEDY_DEFAULTS, makeGreedyBot, type GreedyOptions } from './greedy';
export { randomBot } from './random';
export { greedyBot };

/** The levels a player chooses from, weakest first: what the host's `hello` offers. */
export const PLAYER_LEVELS = ['random', 'greedy', 'easy', 'medium', 'hard'] as const;
/**
 * Every level name `getBot` accepts: the player levels, then `ai`, the CLI's alias of the
 * strongest (kept so old commands and saved seats still work; the app never offers it).
 */
export const BOT_LEVELS = [...PLAYER_LEVELS, 'ai'] as const;
/** A level name `getBot` knows. */
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * A level that plays a game's own player when the game has one for it (`Game.ai.bots`, toss's
 * throwers), and the generic bot otherwise.
 */
export function withGameBots(generic: Bot): Bot {
  const level = generic.name;
  const own = (game: AnyGame, view: unknown): GameBot | undefined => ownPlayer(game, level, view);
  const bot: Bot = {
    name: level,
    choose(game, view, seat, legal, rng, ctx) {
      const mine = own(game, view);
      if (!mine) return generic.choose(game, view, seat, legal, rng, ctx);
      if (legal.length === 0) throw noLegalActions(level, seat);
      return mine.choose(view, seat, legal, rng, clockOf(level, ctx));
    },
  };
  const thinkInSlices = generic.chooseAsync?.bind(generic);
  if (thinkInSlices) {
    bot.chooseAsync = (game, view, seat, legal, rng, ctx) => {
      const mine = own(game, view);
      if (!mine) return thinkInSlices(game, view, seat, legal, rng, ctx);
      if (legal.length === 0) return Promise.reject(noLegalActions(level, seat));
      return Promise.resolve(mine.choose(view, seat, legal, rng, clockOf(level, ctx)));
    };
  }
  return bot;
}

/** The level's time budget for a game's own player, where the caller has a clock (the app); none in the arena and tests. */
function clockOf(level: string, ctx: ChooseContext | undefined): GameBotClock | undefined {
  if (!ctx?.now) return undefined;
  const own = Object.hasOwn(LEVELS, level) ? LEVELS[level as keyof typeof LEVELS].timeMs : undefined;
  const budgetMs = ctx.timeMs ?? own;
  return budgetMs === undefined ? undefined : { now: ctx.now, budgetMs };
}

const hardBot = withGameBots(makeSearchBot(LEVELS.hard, 'hard'));

const BOTS: Record<BotLevel, Bot> = {
  random: withGameBots(randomBot),
  greedy: withGameBots(greedyBot),
  easy: withGameBots(makeSearchBot(LEVELS.easy, 'easy')),
  medium: withGameBots(makeSearchBot(LEVELS.medium, 'medium')),
  hard: hardBot,
  ai: hardBot,
};

/** The bot of this level, or undefined for an unknown name. */
export function getBot(level: string): Bot | undefined {
  return Object.hasOwn(BOTS, level) ? BOTS[level as BotLevel] : undefined;
}
