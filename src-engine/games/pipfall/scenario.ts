/**
 * PipFall scenarios: a game opened from a given position instead of the opening (tutorial
 * lessons, tests), built deterministically by `setupState`. The shape is parsed in parse.ts;
 * this checks what the shape alone cannot (cells on this board, dice per seat, cycles left).
 */
import { DECK_48 } from '../../core/cards';
import { newDeck, scenarioDeck, type Deck } from '../../core/deck';
import { err, ok, type Result } from '../../core/result';
import type { RngState } from '../../core/rng';
import { asPips, boardSize } from './board';
import type { Die, PipfallOptions } from './state';

/** The board a scenario's dice make (ids in list order), or why they cannot stand on this board. */
export function scenarioBoard(options: PipfallOptions): Result<(Die | null)[][] | null> {
  const dice = options.scenario?.dice;
  if (!dice) return ok(null);
  const n = boardSize(options.seats);
  const board: (Die | null)[][] = Array.from({ length: n }, () => Array.from({ length: n }, () => null));
  const perSeat = Array.from({ length: options.seats }, () => 0);
  for (const [i, [row, col, owner, pips]] of dice.entries()) {
    if (row >= n || col >= n) return err('ERR_OPTIONS', `scenario: die ${i} at row ${row}, column ${col} is off the ${n}x${n} board`);
    if (owner >= options.seats) return err('ERR_OPTIONS', `scenario: die ${i} belongs to seat ${owner}, but there are ${options.seats} seats`);
    if (board[row]![col]) return err('ERR_OPTIONS', `scenario: two dice at row ${row}, column ${col}`);
    board[row]![col] = { id: i, owner, pips: asPips(pips) };
    perSeat[owner]!++;
  }
  const bad = perSeat.findIndex((k) => k < 1 || k > 4);
  if (bad >= 0) return err('ERR_OPTIONS', `scenario: seat ${bad} has ${perSeat[bad]} dice; every seat starts with 1 to 4`);
  return ok(board);
}

/** The draw and discard piles a game starts with: the scenario's top and cards left, else the stacked or shuffled deck. */
export function scenarioPiles(options: PipfallOptions, rng: RngState): Result<{ deck: Deck; rng: RngState }> {
  const sc = options.scenario;
  if (!sc || (sc.top === undefined && sc.left === undefined)) return newDeck(DECK_48, rng, options.deck);
  if (options.deck) {
    // A full stacked order, cut at `left`.
    const d = newDeck(DECK_48, rng, options.deck);
    if (!d.ok) return d;
    const left = sc.left ?? 48;
    return ok({ deck: { draw: d.value.deck.draw.slice(0, left), discard: d.value.deck.draw.slice(left) }, rng });
  }
  const d = scenarioDeck(DECK_48, sc.top, sc.left);
  return d.ok ? ok({ deck: d.value, rng }) : d;
}

/** What else a scenario sets: cycles done (below the limit), spent Restore cards (real seats), the first round's number. */
export function checkScenarioCounts(options: PipfallOptions, cycleLimit: number): Result<true> {
  const sc = options.scenario;
  if (!sc) return ok(true);
  if ((sc.cycles ?? 0) >= cycleLimit) return err('ERR_OPTIONS', `scenario: ${sc.cycles} deck cycles done, but the game ends after ${cycleLimit}`);
  const seat = (sc.restoreUsed ?? []).find((s) => s >= options.seats);
  if (seat !== undefined) return err('ERR_OPTIONS', `scenario: seat ${seat} does not exist`);
  return ok(true);
}
