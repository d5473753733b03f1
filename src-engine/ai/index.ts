/**
 * Bot levels by name. `ai` names the strongest level a game has; every game has
 * `greedy` for now, so it is greedy.
 */
import type { Bot } from './bot';
import { greedyBot } from './greedy';
import { randomBot } from './random';

export type { Bot, BotChoice } from './bot';
export { GREEDY_DEFAULTS, makeGreedyBot, type GreedyOptions } from './greedy';
export { randomBot } from './random';
export { greedyBot };

/** Every level name `getBot` accepts, weakest first, then the `ai` alias. */
export const BOT_LEVELS = ['random', 'greedy', 'ai'] as const;
/** A level name `getBot` knows. */
export type BotLevel = (typeof BOT_LEVELS)[number];

const BOTS: Record<BotLevel, Bot> = {
  random: randomBot,
  greedy: greedyBot,
  ai: greedyBot,
};

/** The bot of this level, or undefined for an unknown name. */
export function getBot(level: string): Bot | undefined {
  return Object.hasOwn(BOTS, level) ? BOTS[level as BotLevel] : undefined;
}
