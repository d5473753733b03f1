/** What the bench measures: one row per game set-up. Later games add rows here. */
import type { BaseOptions } from '../src-engine/core/game';

/** One bench row: a game id and the options of the games it plays. */
export interface BenchCase {
  /** Row label in the tables. */
  readonly label: string;
  /** Registry id (src-engine/games/index.ts). */
  readonly game: string;
  readonly options: BaseOptions;
}

/** Every row the bench runs, in table order. */
export const BENCH_CASES: readonly BenchCase[] = [
  { label: 'zero solo', game: 'zero', options: { seats: 1, variants: [] } },
  { label: 'zero 2p', game: 'zero', options: { seats: 2, variants: [] } },
  { label: 'pipfall 2p', game: 'pipfall', options: { seats: 2, variants: [] } },
  { label: 'pipfall 4p', game: 'pipfall', options: { seats: 4, variants: [] } },
  // Hex on Crossfire; the seats choose their locations in play, as in the app.
  { label: 'hex 2p', game: 'hex', options: { seats: 2, variants: [] } },
  { label: 'hex 4p', game: 'hex', options: { seats: 4, variants: [] } },
  { label: 'piplus 2p', game: 'piplus', options: { seats: 2, variants: [] } },
  { label: 'piplus 6p', game: 'piplus', options: { seats: 6, variants: [] } },
  // The score keeper's entries; the digital game's physics has its own table (bench/toss.ts).
  { label: 'toss keeper', game: 'toss', options: { seats: 2, variants: [], mode: 'keeper', names: ['Player 1', 'Player 2'] } as BaseOptions },
];
