/**
 * The search levels (easy, medium, hard) as bots, and `explain` for the hint button.
 * Levels differ by budget and by deliberate noise: easy and medium sometimes pick one
 * of their top moves by a softmax over its value instead of the most searched one.
 */
import type { AnyGame, BaseAction, LevelTuning, Seat } from '../core/game';
import { nextUint32Mut, type RngState } from '../core/rng';
import { noLegalActions, ownPlayer, type Bot, type BotChoice, type ChooseContext } from './bot';
import { search, searchAsync, type ActionStats, type SearchOptions, type SearchResult } from './ismcts';

/** The tuning of one search level. */
export interface LevelConfig extends Required<LevelTuning> {
  readonly name: string;
  /** Iterations per decision at most: the reproducible budget (tests, arena). */
  readonly iterations: number;
  /** Iterations per legal action, so that a choice between two costs less than one among 24. */
  readonly perAction: number;
  /** Milliseconds per decision when the caller passes a clock (the app). */
  readonly timeMs: number;
  /** Iteration cap in time mode, so a fast machine does not think for nothing. */
  readonly timedIterations: number;
  /** Softmax temperature over the top moves' values; 0 plays the most searched move. */
  readonly temperature: number;
  /** How many of the most searched moves the softmax may pick from. */
  readonly topK: number;
  /** UCB exploration constant (SearchOptions.exploration). */
  readonly exploration: number;
  /** Rollout length cap in actions (SearchOptions.rolloutDepth). */
  readonly rolloutDepth: number;
  /** Rollout cheap-greedy width (SearchOptions.greedyWidth). */
  readonly greedyWidth: number;
  /** Rollout noise: the chance a cheap-greedy move is random instead (SearchOptions.epsilon). */
  readonly epsilon: number;
  /** Rounds searched ahead (SearchOptions.horizon); two for Zero's two-player hard, Hex's hard and Hex's medium at two and three players (their levels.ts). */
  readonly horizon: number;
  /** Root actions compared per sampled world (common random numbers). */
  readonly batch: number;
  /** Candidates tried per round decision in rollouts beyond the tree (0 = random). */
  readonly lookahead: number;
  /** 1: only the searching seat looks ahead in rollouts (SearchOptions.lookaheadSelf). */
  readonly lookaheadSelf: number;
}

/** Search levels, weakest first. */
export const LEVELS: Readonly<Record<'easy' | 'medium' | 'hard', LevelConfig>> = {
  easy: {
    name: 'easy',
    iterations: 120,
    perAction: 10,
    timeMs: 120,
    timedIterations: 400,
    temperature: 0.15,
    topK: 5,
    exploration: 0.5,
    rolloutDepth: 60,
    greedyWidth: 0,
    epsilon: 0,
    horizon: 1,
    batch: 1,
    lookahead: 0,
    lookaheadSelf: 0,
  },
  medium: {
    name: 'medium',
    iterations: 600,
    perAction: 40,
    timeMs: 350,
    timedIterations: 3000,
    temperature: 0.02,
    topK: 3,
    exploration: 0.5,
    rolloutDepth: 60,
    greedyWidth: 4,
    epsilon: 0,
    horizon: 1,
    batch: 4,
    lookahead: 0,
    lookaheadSelf: 0,
  },
  hard: {
    name: 'hard',
    iterations: 2500,
    perAction: 120,
    timeMs: 850,
    timedIterations: 50_000,
    temperature: 0,
    topK: 1,
    exploration: 0.5,
    rolloutDepth: 60,
    greedyWidth: 4,
    epsilon: 0,
    horizon: 1,
    batch: 6,
    lookahead: 0,
    lookaheadSelf: 0,
  },
};

/** The search options a level uses for a decision among `legalCount` actions (the bench reuses them). */
export function searchOptions(cfg: LevelConfig, ctx: ChooseContext | undefined, legalCount: number): SearchOptions {
  const timed = ctx?.now !== undefined;
  return {
    // Time mode may search four times the per-action budget, no more: a two-way choice needs no full second.
    iterations: timed ? Math.min(cfg.timedIterations, 4 * cfg.perAction * legalCount) : Math.min(cfg.iterations, cfg.perAction * legalCount),
    ...(timed ? { timeMs: ctx.timeMs ?? cfg.timeMs, now: ctx.now } : {}),
    ...(ctx?.shouldStop ? { shouldStop: ctx.shouldStop } : {}),
    exploration: cfg.exploration,
    rolloutDepth: cfg.rolloutDepth,
    greedyWidth: cfg.greedyWidth,
    ...(cfg.epsilon > 0 ? { epsilon: cfg.epsilon } : {}),
    horizon: cfg.horizon,
    batch: cfg.batch,
    lookahead: cfg.lookahead,
    lookaheadSelf: cfg.lookaheadSelf,
  };
}

/** The level's pick among searched actions: the most visited, or a softmax draw among the top K. */
function pick(cfg: LevelConfig, ranked: readonly ActionStats[], r: [number, number, number, number]): ActionStats {
  const top = ranked.filter((a) => a.visits > 0).slice(0, cfg.topK);
  if (cfg.temperature <= 0 || top.length <= 1) return ranked[0]!;
  const best = Math.max(...top.map((a) => a.mean));
  const weights = top.map((a) => Math.exp((a.mean - best) / cfg.temperature));
  const sum = weights.reduce((x, y) => x + y, 0);
  let u = (nextUint32Mut(r) / 0x100000000) * sum;
  for (let i = 0; i < top.length; i++) {
    u -= weights[i]!;
    if (u < 0) return top[i]!;
  }
  return top[top.length - 1]!;
}

/** A shared level's name. */
export type LevelName = keyof typeof LEVELS;

/** `cfg` with the game's own settings for level `as` at this view laid over it (AiHooks.tuning). */
export function tunedFor(cfg: LevelConfig, as: LevelName | undefined, game: AnyGame, view: unknown): LevelConfig {
  const own = as === undefined ? undefined : game.ai.tuning?.(as, view);
  return own ? { ...cfg, ...own } : cfg;
}

/**
 * A bot that searches with `cfg`; with `tuneAs`, as the game tunes that level (the levels played
 * by name), else exactly with `cfg` (the tests' and the arena's explicit settings).
 */
export function makeSearchBot(cfg: LevelConfig, tuneAs?: LevelName): Bot {
  return {
    name: cfg.name,
    choose(game, view, seat, legal, rng, ctx) {
      if (legal.length === 0) throw noLegalActions(cfg.name, seat);
      if (legal.length === 1) return { action: legal[0]!, rng };
      const c = tunedFor(cfg, tuneAs, game, view);
      return decide(c, search(game, view, seat, legal, rng, searchOptions(c, ctx, legal.length)));
    },
    async chooseAsync(game, view, seat, legal, rng, ctx) {
      if (legal.length === 0) throw noLegalActions(cfg.name, seat);
      if (legal.length === 1) return { action: legal[0]!, rng };
      const c = tunedFor(cfg, tuneAs, game, view);
      return decide(c, await searchAsync(game, view, seat, legal, rng, searchOptions(c, ctx, legal.length), ctx.pause));
    },
  };
}

/** The level's pick (with its noise) from a finished search. */
function decide(cfg: LevelConfig, res: SearchResult): BotChoice {
  const r: [number, number, number, number] = [res.rng[0], res.rng[1], res.rng[2], res.rng[3]];
  return { action: pick(cfg, res.ranked, r).action, rng: r };
}

/** One of the two best actions, as a hint shows it. */
export interface HintLine {
  readonly action: BaseAction;
  /** The game's label of the action, or its JSON. */
  readonly label: string;
  /** Fraction of the search spent on it, 0..1. */
  readonly share: number;
  /** Its mean value for the player, -1..1. */
  readonly mean: number;
}

/** What the hint button shows: the best two actions and why the first. */
export interface Explanation {
  /** The suggested action first, then the runner-up (absent with one legal action) and, from a search, every other action searched. */
  readonly top: readonly HintLine[];
  /** One English sentence. */
  readonly reason: string;
  readonly iterations: number;
  readonly stopped: SearchResult['stopped'];
  readonly rng: RngState;
}

function label(game: AnyGame, a: BaseAction): string {
  return game.ai.describeAction ? game.ai.describeAction(a) : JSON.stringify(a);
}

function signed(v: number): string {
  return `${v >= 0 ? '+' : ''}${v.toFixed(2)}`;
}

/**
 * Searches like `level` (hard by default, never with noise) and explains the best two
 * actions: visit share, mean value and a one-line reason.
 */
export function explain(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  legal: readonly BaseAction[],
  rng: RngState,
  ctx?: ChooseContext & { readonly level?: 'easy' | 'medium' | 'hard' },
): Explanation {
  const plan = hintPlan(game, view, seat, legal, rng, ctx);
  return 'own' in plan ? plan.own : explained(game, search(game, view, seat, legal, rng, plan.opts));
}

/** What a hint at `ctx.level` runs: the game's own player's answer, or a search with these options. */
function hintPlan(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  legal: readonly BaseAction[],
  rng: RngState,
  ctx: (ChooseContext & { readonly level?: 'easy' | 'medium' | 'hard' }) | undefined,
): { readonly own: Explanation } | { readonly opts: SearchOptions } {
  if (legal.length === 0) throw noLegalActions('hint', seat);
  const level = ctx?.level ?? 'hard';
  const own = ownHint(game, level, view, seat, legal, rng);
  if (own) return { own };
  return { opts: searchOptions(tunedFor(LEVELS[level], level, game, view), ctx, legal.length) };
}

/** The game's own player's hint for this level (toss's throwers), when it has one. */
function ownHint(game: AnyGame, level: string, view: unknown, seat: Seat, legal: readonly BaseAction[], rng: RngState): Explanation | null {
  const bot = ownPlayer(game, level, view);
  if (!bot?.explain) return null;
  const h = bot.explain(view, seat, legal, rng);
  return { top: h.top, reason: h.reason, iterations: h.iterations, stopped: 'iterations', rng: h.rng };
}

/** `explain` thought in slices (`ctx.pause`), so a host can cancel it meanwhile. */
export async function explainAsync(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  legal: readonly BaseAction[],
  rng: RngState,
  ctx: ChooseContext & { readonly level?: 'easy' | 'medium' | 'hard'; readonly pause: () => Promise<void> },
): Promise<Explanation> {
  const plan = hintPlan(game, view, seat, legal, rng, ctx);
  return 'own' in plan ? plan.own : explained(game, await searchAsync(game, view, seat, legal, rng, plan.opts, ctx.pause));
}

/** Every action of a finished search, best first, and the one-line reason about the best two. */
function explained(game: AnyGame, res: SearchResult): Explanation {
  const top = res.ranked.map((s) => ({ action: s.action, label: label(game, s.action), share: s.share, mean: s.mean }));
  const [a, b] = top;
  let reason: string;
  if (!b) reason = `${a!.label} is the only legal move.`;
  else {
    const gap = a!.mean - b.mean;
    const how = gap > 0.1 ? 'clearly better than' : gap > 0.02 ? 'better than' : 'a close call against';
    reason =
      `${a!.label}: ${Math.round(a!.share * 100)}% of ${res.iterations} simulations, ` +
      `average outlook ${signed(a!.mean)}, ${how} ${b.label} (${Math.round(b.share * 100)}%, ${signed(b.mean)}).`;
  }
  return { top, reason, iterations: res.iterations, stopped: res.stopped, rng: res.rng };
}
