/**
 * The arena's ladders as data for the app: reads the generated tables of docs/ai-strength.md and
 * writes each game's `src-engine/games/<id>/ladder.ts`, which the new-game screen words ("Hard
 * wins about 6 of 10 games against Medium"). `npm run arena -- --ladder` calls this after it has
 * rewritten a table, and a test checks that the committed modules are exactly what the page
 * gives, so no level's description is ever written by hand.
 *
 * `npx tsx bench/ladder-data.ts [--doc docs/ai-strength.md]` regenerates them on its own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { GAME_IDS, type GameId, type MeasuredLadder, type MeasuredPair } from '../src-engine/core/game';

/** A pairing row: "| hard vs greedy | 0.63 [0.41, 0.80] | 9-7-4 |" (the W-D-L column is optional). */
export const PAIR_ROW = /^\|\s*([a-z]+)\s+vs\s+([a-z]+)\s*\|\s*([\d.]+)\s*\[([\d.]+),\s*([\d.]+)\]\s*\|(?:\s*(\d+)-(\d+)-(\d+)\s*\|)?/;

/**
 * Every ladder on the page, per game, seat counts ascending: the arena's sections, headed
 * "## <game> <n>p" (toss's throwers too since stop 48; they had a section of their own before).
 */
export function parseLadders(page: string): Map<GameId, MeasuredLadder[]> {
  const found = new Map<string, { game: GameId; ladder: MeasuredLadder }>();
  const sections = page.split(/^## /m).slice(1);
  for (const section of sections) {
    const newline = section.indexOf('\n');
    const heading = section.slice(0, newline).trim();
    const body = section.slice(newline + 1);
    const std = /^([a-z]+) (\d+)p$/.exec(heading);
    const where = std && (GAME_IDS as readonly string[]).includes(std[1]!) ? { game: std[1] as GameId, players: Number(std[2]) } : null;
    if (!where || where.players < 2) continue; // solo ladders have no pairings
    const command = /`(npm run arena[^`]*--games (\d+)[^`]*)`/.exec(body);
    if (!command) throw new Error(`ai-strength: the "${heading}" section does not say which command measured it`);
    const pairs: MeasuredPair[] = [];
    for (const line of body.split('\n')) {
      const m = PAIR_ROW.exec(line.trim());
      if (!m) continue;
      const wdl = m[6] !== undefined ? Number(m[6]) + Number(m[7]) + Number(m[8]) : Number(command[2]);
      pairs.push({ a: m[1]!, b: m[2]!, score: Number(m[3]), lo: Number(m[4]), hi: Number(m[5]), games: wdl });
    }
    if (pairs.length === 0) continue;
    // The arena's stamp says when the seats played as teams ("4 players in 2 teams"), each level a whole side.
    const teams = /\(\w+, \d+ players in \d+ teams,/.test(body);
    found.set(`${where.game}.${where.players}`, { game: where.game, ladder: { players: where.players, ...(teams ? { teams: true as const } : {}), command: command[1]!, pairs } });
  }
  const out = new Map<GameId, MeasuredLadder[]>();
  for (const { game, ladder } of found.values()) out.set(game, [...(out.get(game) ?? []), ladder]);
  for (const list of out.values()) list.sort((x, y) => x.players - y.players);
  return out;
}

/** A pairing as a ladder section of the strength page records it. */
export interface RecordedPair {
  readonly a: string;
  readonly b: string;
  readonly wins: number;
  readonly draws: number;
  readonly games: number;
  /** Average ms a decision of A and of B (the oracle line's, or the level table's). */
  readonly aMs: number;
  readonly bMs: number;
}

/** What one ladder section of the page recorded: its command's games and seed, its levels, every pairing with W-D-L, and hard against the oracle. */
export interface RecordedLadder {
  readonly games: number;
  /** The levels of its rating table, weakest first. */
  readonly levels: readonly string[];
  readonly seed: number;
  readonly pairs: ReadonlyMap<string, RecordedPair>;
  readonly oracle: RecordedPair | null;
}

/**
 * Reads the ladder section headed `## <head>` of the strength page, for `--replay` (a run whose
 * levels outside the replayed ones are unchanged would play the same seeded games again, so their
 * recorded wins, draws and losses stand), `--extend` (which adds games past the recorded ones) and
 * `--refresh-fits`. Null when the page has no such section.
 */
export function readRecordedLadder(page: string, head: string): RecordedLadder | null {
  const start = page.indexOf(`## ${head}\n`);
  if (start < 0) return null;
  const end = page.indexOf('\n## ', start + head.length + 3);
  const body = page.slice(start, end < 0 ? undefined : end);
  const command = /`npm run arena -- --ladder [^`]*--games (\d+) --seed (-?\d+)[^`]*`/.exec(body);
  if (!command) return null;
  const ms = new Map<string, number>();
  const pairs = new Map<string, RecordedPair>();
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    const level = /^\| ([a-z]+) \| -?\d+ \| ([\d.]+|NaN) \|$/.exec(line);
    if (level) ms.set(level[1]!, Number(level[2]));
    const pair = PAIR_ROW.exec(line);
    // Only rows with wins, draws and losses: the score alone would round the draws away.
    if (pair && pair[6] !== undefined) {
      const [a, b] = [pair[1]!, pair[2]!];
      const [wins, draws, losses] = [Number(pair[6]), Number(pair[7]), Number(pair[8])];
      pairs.set(`${a} vs ${b}`, { a, b, wins, draws, games: wins + draws + losses, aMs: NaN, bMs: NaN });
    }
  }
  for (const [key, p] of pairs) pairs.set(key, { ...p, aMs: ms.get(p.a) ?? NaN, bMs: ms.get(p.b) ?? NaN });
  const o = /^- hard vs oracle [^:]*: [\d.]+ \[[\d.]+, [\d.]+\] \((\d+)-(\d+)-(\d+)\); ([\d.]+) \/ ([\d.]+) ms a decision\.$/m.exec(body);
  const oracle = o
    ? { a: 'hard', b: 'oracle', wins: Number(o[1]), draws: Number(o[2]), games: Number(o[1]) + Number(o[2]) + Number(o[3]), aMs: Number(o[4]), bMs: Number(o[5]) }
    : null;
  return { games: Number(command[1]), seed: Number(command[2]), levels: [...ms.keys()], pairs, oracle };
}

/** Where a game's ladder module lives. */
export function ladderModulePath(game: GameId): string {
  return fileURLToPath(new URL(`../src-engine/games/${game}/ladder.ts`, import.meta.url));
}

/** The source of a game's ladder module, formatted as the repository formats TypeScript. */
export async function ladderModule(game: GameId, ladders: readonly MeasuredLadder[]): Promise<string> {
  const text = [
    `// Generated by bench/ladder-data.ts from docs/ai-strength.md (\`npm run arena -- --ladder\` rewrites both). Do not edit.`,
    `import type { MeasuredLadder } from '../../core/game';`,
    '',
    `/** How ${game}'s AI levels fared against each other in the arena, per seat count. */`,
    `export const ladder: readonly MeasuredLadder[] = ${JSON.stringify(ladders)};`,
    '',
  ].join('\n');
  const path = ladderModulePath(game);
  return format(text, { ...((await resolveConfig(path)) ?? {}), filepath: path });
}

/** Rewrites every game's ladder module from the page; answers the games written. */
export async function writeLadderModules(docPath: string): Promise<GameId[]> {
  const ladders = parseLadders(readFileSync(docPath, 'utf8'));
  for (const game of GAME_IDS) writeFileSync(ladderModulePath(game), await ladderModule(game, ladders.get(game) ?? []));
  return [...GAME_IDS];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--doc');
  const doc = at >= 0 ? process.argv[at + 1]! : fileURLToPath(new URL('../docs/ai-strength.md', import.meta.url));
  const games = await writeLadderModules(doc);
  console.log(`ladder modules written for ${games.join(', ')}`);
}
