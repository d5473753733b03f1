/** What each seat may see of a PipFall game, and the AI's way back from a view to a state. */
import { DECK_48, type Card } from '../../core/cards';
import { outcomeValue, type Seat } from '../../core/game';
import { shuffle, type RngState } from '../../core/rng';
import { cornerOf } from './board';
import type { PipfallOptions, PipfallState, PipfallView, SeatState, SeatView } from './state';

/** The options a view shows: everything but the stacked deck order and the scenario (its deck top is secret). */
function publicOptions(o: PipfallOptions): PipfallOptions {
  return { seats: o.seats, variants: o.variants, ...(o.firstPlayer !== undefined ? { firstPlayer: o.firstPlayer } : {}) };
}

/** Hides other hands, face-down programmed cards (cancelled ones too), unrevealed initiative cards, the deck and the RNG. */
export function viewOf(s: PipfallState, viewer: Seat | null): PipfallView {
  const initiativeOpen = s.startPlayer !== null;
  const seats: SeatView[] = s.seats.map((h, seat) => {
    const mine = seat === viewer;
    return {
      hand: h.hand.map((c) => (mine ? c : null)),
      program: h.program ? h.program.map((c, i) => (mine || h.revealed[i] ? c : null)) : null,
      programmed: h.program !== null,
      initiative: h.initiative !== null && (mine || initiativeOpen) ? h.initiative : null,
      markers: h.markers,
      revealed: h.revealed,
      activated: h.activated,
      restoreCard: h.restoreCard,
      eliminated: h.eliminated,
    };
  });
  return {
    game: 'pipfall',
    viewer,
    options: publicOptions(s.options),
    size: s.size,
    board: s.board,
    corners: s.seats.map((_, seat) => cornerOf(seat, s.seats.length)),
    nextDieId: s.nextDieId,
    round: s.round,
    firstPlayer: s.firstPlayer,
    cycles: s.cycles,
    cycleLimit: s.cycleLimit,
    lastRound: s.lastRound,
    phase: s.phase,
    seats,
    activationOrder: s.activationOrder,
    startPlayer: s.startPlayer,
    cursor: s.cursor,
    hadDice: s.hadDice,
    pending: s.pending,
    retired: s.retired,
    drawCount: s.deck.draw.length,
    discardCount: s.deck.discard.length,
    outcome: s.outcome,
  };
}

/**
 * A full state consistent with a view: the cards the viewer has not seen (other hands,
 * face-down programs and initiative cards, the draw and discard piles) are dealt at random
 * from the unseen ones.
 */
export function determinize(v: PipfallView, rng: RngState): [PipfallState, RngState] {
  const seen = new Set<Card>();
  for (const h of v.seats) {
    for (const c of h.hand) if (c) seen.add(c);
    for (const c of h.program ?? []) if (c) seen.add(c);
    if (h.initiative) seen.add(h.initiative);
  }
  const [pool, next] = shuffle(
    rng,
    DECK_48.filter((c) => !seen.has(c)),
  );
  const take = (): Card => {
    const c = pool.pop();
    if (c === undefined) throw new Error('pipfall.determinize: view accounts for more cards than the deck has');
    return c;
  };
  const seats: SeatState[] = v.seats.map((h) => ({
    hand: h.hand.map((c) => c ?? take()),
    program: h.program ? h.program.map((c) => c ?? take()) : null,
    initiative: h.programmed ? (h.initiative ?? take()) : null,
    markers: h.markers,
    revealed: h.revealed,
    activated: h.activated,
    restoreCard: h.restoreCard,
    eliminated: h.eliminated,
  }));
  const draw = pool.splice(0, v.drawCount);
  const discard = pool.splice(0, v.discardCount);
  if (pool.length !== 0) throw new Error('pipfall.determinize: view leaves cards unaccounted for');
  const state: PipfallState = {
    game: 'pipfall',
    options: v.options,
    size: v.size,
    rng: next,
    deck: { draw, discard },
    board: v.board,
    nextDieId: v.nextDieId,
    round: v.round,
    firstPlayer: v.firstPlayer,
    cycles: v.cycles,
    cycleLimit: v.cycleLimit,
    lastRound: v.lastRound,
    phase: v.phase,
    seats,
    activationOrder: v.activationOrder,
    startPlayer: v.startPlayer,
    cursor: v.cursor,
    hadDice: v.hadDice,
    pending: v.pending,
    retired: v.retired,
    outcome: v.outcome,
  };
  return [state, next];
}

/**
 * Heuristic value for `seat` in [-1, 1]: its pips and dice against the strongest
 * opponent still in, squashed; a finished game scores 1 (won),
 * -1 (lost) or a shared victory's share of a win (`outcomeValue`).
 */
export function evaluate(s: PipfallState, seat: Seat): number {
  if (s.outcome) return outcomeValue(s.outcome, seat);
  if (s.seats[seat]?.eliminated) return -1;
  // A seat's strength: its pips, 2 per die and 2 for an unused Restore card; one pass over the board for every seat.
  const strength = STRENGTH.fill(0);
  for (const row of s.board)
    for (const d of row) {
      if (d) strength[d.owner] = strength[d.owner]! + d.pips + 2;
    }
  const mine = strength[seat]! + (s.seats[seat]!.restoreCard ? 2 : 0);
  let best = 0;
  for (let p = 0; p < s.seats.length; p++) {
    const h = s.seats[p]!;
    if (p !== seat && !h.eliminated) best = Math.max(best, strength[p]! + (h.restoreCard ? 2 : 0));
  }
  return Math.tanh((mine - best) / 12) * 0.95;
}

/** `evaluate` for every seat, by seat, to the same bits, with one pass over the board (the search scores a leaf for every seat on its path). */
export function evaluateAll(s: PipfallState): number[] {
  const n = s.seats.length;
  const out: number[] = [];
  if (s.outcome) {
    for (let seat = 0; seat < n; seat++) out.push(evaluate(s, seat));
    return out;
  }
  // evaluate's strengths, once: pips, 2 per die, 2 for an unused Restore card.
  const strength = STRENGTH.fill(0);
  for (const row of s.board)
    for (const d of row) {
      if (d) strength[d.owner] = strength[d.owner]! + d.pips + 2;
    }
  for (let p = 0; p < n; p++) if (s.seats[p]!.restoreCard) strength[p] = strength[p]! + 2;
  for (let seat = 0; seat < n; seat++) {
    if (s.seats[seat]!.eliminated) {
      out.push(-1);
      continue;
    }
    let best = 0;
    for (let p = 0; p < n; p++) if (p !== seat && !s.seats[p]!.eliminated) best = Math.max(best, strength[p]!);
    out.push(Math.tanh((strength[seat]! - best) / 12) * 0.95);
  }
  return out;
}

/** `evaluate`'s scratch per seat (seats 0..3), so that the search's many evaluations allocate nothing. */
const STRENGTH = new Int32Array(4);
