/** What each seat may see of a PipFall Hex game, and the AI's way back from a view to a state. */
import { DECK_52, type Card } from '../../core/cards';
import { outcomeValue, type Outcome, type Seat } from '../../core/game';
import { shuffle, type RngState } from '../../core/rng';
import type { HexOptions, HexState, HexView, SeatState, SeatView } from './state';

/** The options a view shows: everything but the stacked deck order and the scenario (its deck top is secret). */
function publicOptions(o: HexOptions): HexOptions {
  const { deck: _deck, scenario: _scenario, ...rest } = o;
  return rest;
}

/**
 * Hides other hands, face-down programmed cards, left-out cards, the hidden discards, the
 * draw order and the RNG. Trophies, reserves, locations and resolved cards are public.
 */
export function viewOf(s: HexState, viewer: Seat | null): HexView {
  const seats: SeatView[] = s.seats.map((h, seat) => {
    const mine = seat === viewer;
    return {
      location: h.location,
      reserve: h.reserve,
      hand: h.hand.map((c) => (mine ? c : null)),
      program: h.program ? h.program.map((c, i) => (mine || i < h.revealed ? c : null)) : null,
      programmed: h.program !== null,
      leftOut: mine ? h.leftOut : null,
      revealed: h.revealed,
      activated: h.activated,
      trophies: h.trophies,
      eliminated: h.eliminated,
    };
  });
  return {
    game: 'hex',
    viewer,
    options: publicOptions(s.options),
    map: s.map,
    dice: s.dice,
    round: s.round,
    hand: s.hand,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    seats,
    step: s.step,
    order: s.order,
    turn: s.turn,
    drawCount: s.draw.length,
    discardOpen: s.discardOpen,
    discardHiddenCount: s.discardHidden.length,
    outcome: s.outcome,
  };
}

/**
 * A full state consistent with a view: the cards the viewer has not seen (other hands,
 * face-down programmed and left-out cards, the hidden discards, the draw deck) are dealt at
 * random from the unseen ones.
 */
export function determinize(v: HexView, rng: RngState): [HexState, RngState] {
  const seen = new Set<Card>(v.discardOpen);
  for (const h of v.seats) {
    for (const c of h.hand) if (c) seen.add(c);
    for (const c of h.program ?? []) if (c) seen.add(c);
    if (h.leftOut) seen.add(h.leftOut);
  }
  const [pool, next] = shuffle(
    rng,
    DECK_52.filter((c) => !seen.has(c)),
  );
  const take = (): Card => {
    const c = pool.pop();
    if (c === undefined) throw new Error('hex.determinize: the view accounts for more cards than the deck has');
    return c;
  };
  const seats: SeatState[] = v.seats.map((h) => ({
    location: h.location,
    reserve: h.reserve,
    hand: h.hand.map((c) => c ?? take()),
    program: h.program ? h.program.map((c) => c ?? take()) : null,
    leftOut: h.programmed ? (h.leftOut ?? take()) : null,
    revealed: h.revealed,
    activated: h.activated,
    trophies: h.trophies,
    eliminated: h.eliminated,
  }));
  const discardHidden = pool.splice(0, v.discardHiddenCount);
  const draw = pool.splice(0, v.drawCount);
  if (pool.length !== 0) throw new Error('hex.determinize: the view leaves cards unaccounted for');
  const state: HexState = {
    game: 'hex',
    options: v.options,
    map: v.map,
    rng: next,
    draw,
    discardOpen: v.discardOpen,
    discardHidden,
    dice: v.dice,
    round: v.round,
    hand: v.hand,
    firstPlayer: v.firstPlayer,
    phase: v.phase,
    seats,
    step: v.step,
    order: v.order,
    turn: v.turn,
    outcome: v.outcome,
  };
  return [state, next];
}

/** A finished game for `seat`: a win 1, a loss -1, a victory shared by k seats 1/k - 1 (half its share; see `evaluate`). */
function sharedWithContempt(outcome: Outcome, seat: Seat): number {
  const k = outcome.winners.length;
  return k > 1 && outcome.winners.includes(seat) ? 1 / k - 1 : outcomeValue(outcome, seat);
}

/** `evaluate`'s table of each seat's worth, reused by every call. */
let worthScratch = new Float64Array(4);

/**
 * Each seat's worth, written into `out` (its first `s.seats.length` entries) and returned: a
 * trophy 4 and a tenth of its pips, a reserve die 0.4 (none once eliminated), a die on the
 * battlefield 0.6 and 0.15 a pip. `evaluate` scores the margins; the arena's leaf-value variants
 * (bench/evals.ts) read the same worths.
 */
export function seatWorths(s: HexState, out: Float64Array): Float64Array {
  for (let p = 0; p < s.seats.length; p++) {
    const h = s.seats[p]!;
    let w = 0;
    for (const t of h.trophies) w += 4 + 0.1 * t.pips;
    if (!h.eliminated) w += 0.4 * h.reserve;
    out[p] = w;
  }
  for (const d of s.dice) out[d.owner]! += 0.6 + 0.15 * d.pips;
  return out;
}

/**
 * Heuristic value for `seat` in [-1, 1]. Trophies win the game (their pips break ties), so a
 * trophy weighs most; dice on the battlefield and in reserve are trophies still to be won
 * (and dice to lose). Scored against the strongest other seat, squashed.
 *
 * A finished game scores 1 (won), -1 (lost), and a victory shared by k seats half its share of
 * a win, 1/k - 1 (-0.5 when two share it): contempt for the share. Valued at 0.25 (better than
 * an even fight), with rollouts that answer every attack (greedy, see levels.ts), the search
 * stopped attacking: 36 of 40 two-player games against greedy ended shared. Valued as a draw
 * (2/k - 1, as a player counts it) 10 of 40 did against greedy, but two searching seats still
 * shared three games in five, the dice wearing out before anyone fought, and the levels sat
 * level. With the contempt both sides fight: hard against easy on the ladder's 40 deals went
 * from 9-26-5 to 27-4-9 (docs/ai-strength.md, "Hex: contempt for the share").
 */
export function evaluate(s: HexState, seat: Seat): number {
  if (s.outcome) return sharedWithContempt(s.outcome, seat);
  // A scratch table reused by every call (the search evaluates millions of states); doubles, as an array's were.
  if (worthScratch.length < s.seats.length) worthScratch = new Float64Array(s.seats.length);
  const worth = seatWorths(s, worthScratch);
  let best = -Infinity;
  for (let p = 0; p < s.seats.length; p++) if (p !== seat) best = Math.max(best, worth[p]!);
  return Math.tanh((worth[seat]! - best) / 6) * 0.95;
}
