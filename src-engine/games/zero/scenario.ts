/**
 * Pip Zero scenarios: a game opened from a given position instead of the opening (tutorial
 * lessons, tests), built deterministically by `setupState`. The shape is parsed in parse.ts;
 * this checks what the shape alone cannot (one grid per seat, dice on each, the timer).
 */
import { DECK_52 } from '../../core/cards';
import { newDeck, scenarioDeck, type Deck } from '../../core/deck';
import { err, ok, type Result } from '../../core/result';
import type { RngState } from '../../core/rng';
import { asPips, openingGrid } from './grid';
import { COLS, type Die, type ZeroOptions } from './state';

/** Each seat's grid: the scenario's (ids row * 4 + col), else the opening; or why the scenario's cannot be played. */
export function scenarioGrids(options: ZeroOptions): Result<(Die | null)[][][]> {
  const given = options.scenario?.grids;
  if (!given) return ok(Array.from({ length: options.seats }, () => openingGrid()));
  if (given.length !== options.seats) return err('ERR_OPTIONS', `scenario: ${given.length} grid(s) for ${options.seats} seat(s)`);
  const grids = given.map((rows) => rows.map((row, r) => row.map((p, c) => (p === 0 ? null : { id: r * COLS + c, pips: asPips(p) }))));
  const empty = grids.findIndex((g) => g.every((row) => row.every((d) => d === null)));
  if (empty >= 0) return err('ERR_OPTIONS', `scenario: seat ${empty}'s grid has no dice (it would be cleared before play)`);
  return ok(grids);
}

/** The draw and discard piles a game starts with: the scenario's top and cards left, else the stacked or shuffled deck. */
export function scenarioPiles(options: ZeroOptions, rng: RngState): Result<{ deck: Deck; rng: RngState }> {
  const sc = options.scenario;
  if (!sc || (sc.top === undefined && sc.left === undefined)) return newDeck(DECK_52, rng, options.deck);
  if (options.deck) {
    const d = newDeck(DECK_52, rng, options.deck);
    if (!d.ok) return d;
    const left = sc.left ?? 52;
    return ok({ deck: { draw: d.value.deck.draw.slice(0, left), discard: d.value.deck.draw.slice(left) }, rng });
  }
  const d = scenarioDeck(DECK_52, sc.top, sc.left);
  return d.ok ? ok({ deck: d.value, rng }) : d;
}

/** Exhaustions already counted must leave the game at least one hand to play. */
export function checkScenarioTimer(options: ZeroOptions, limit: number): Result<true> {
  const n = options.scenario?.exhaustions ?? 0;
  return n < limit ? ok(true) : err('ERR_OPTIONS', `scenario: ${n} exhaustion(s) counted, but the game ends at ${limit}`);
}
