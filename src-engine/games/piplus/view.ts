/** What each seat may see of a Piplus game, the AI's way back from a view to a state, and its evaluation. */
import { outcomeValue, type Seat } from '../../core/game';
import { shuffle, type RngState } from '../../core/rng';
import { scoringDice } from './rules';
import { COPIES, MAX_CARD, ROUNDS, type CardValue, type PiplusOptions, type PiplusState, type PiplusView, type SeatState, type SeatView } from './state';

/** The options a view shows: everything but the stacked deal and rolls (future chance) and a scenario (every hand). */
function publicOptions(o: PiplusOptions): PiplusOptions {
  return { seats: o.seats, variants: o.variants };
}

/** Hides other hands, the cards out of the round, the deck order, stacked rolls and the RNG. Dice are public. */
export function viewOf(s: PiplusState, viewer: Seat | null): PiplusView {
  const seats: SeatView[] = s.seats.map((h, seat) => ({
    hand: seat === viewer ? h.hand : h.hand.map(() => null),
    dice: h.dice,
    place: h.place,
    scores: h.scores,
  }));
  return {
    game: 'piplus',
    viewer,
    options: publicOptions(s.options),
    round: s.round,
    phase: s.phase,
    seats,
    starter: s.starter,
    turn: s.turn,
    table: s.table,
    lastPlayer: s.lastPlayer,
    passes: s.passes,
    turns: s.turns,
    ranking: s.ranking,
    discards: s.discards,
    outCount: s.out.length,
    outcome: s.outcome,
  };
}

/**
 * A full state consistent with a view: the cards the viewer has not seen (other hands and
 * the cards out of the round) are dealt at random from the 40 minus those it has seen (its
 * hand, the table, the discards). Future rolls come from a fresh generator.
 */
export function determinize(v: PiplusView, rng: RngState): [PiplusState, RngState] {
  const left = new Array<number>(MAX_CARD + 1).fill(COPIES);
  left[0] = 0;
  const seen = (c: CardValue): void => {
    if (--left[c]! < 0) throw new Error('piplus.determinize: view shows more cards than the deck has');
  };
  for (const h of v.seats) for (const c of h.hand) if (c !== null) seen(c);
  for (const c of v.table?.cards ?? []) seen(c);
  for (const c of v.discards) seen(c);
  const unseen: CardValue[] = [];
  left.forEach((k, c) => {
    for (let i = 0; i < k; i++) unseen.push(c);
  });
  const [pool, next] = shuffle(rng, unseen);
  const take = (): CardValue => {
    const c = pool.pop();
    if (c === undefined) throw new Error('piplus.determinize: view accounts for more cards than the deck has');
    return c;
  };
  const seats: SeatState[] = v.seats.map((h) => ({
    hand: h.hand.some((c) => c === null) ? h.hand.map((c) => c ?? take()).sort((a, b) => a - b) : (h.hand as CardValue[]),
    dice: h.dice,
    place: h.place,
    scores: h.scores,
  }));
  if (pool.length !== v.outCount) throw new Error('piplus.determinize: view leaves cards unaccounted for');
  const state: PiplusState = {
    game: 'piplus',
    options: v.options,
    rng: next,
    stacked: { d4: [], d6: [], d8: [] },
    round: v.round,
    phase: v.phase,
    seats,
    starter: v.starter,
    turn: v.turn,
    table: v.table,
    lastPlayer: v.lastPlayer,
    passes: v.passes,
    turns: v.turns,
    ranking: v.ranking,
    discards: v.discards,
    out: pool.sort((a, b) => a - b),
    outcome: v.outcome,
  };
  return [state, next];
}

/** The expected highest result of rolling `kinds` together (a scoring roll's expected score). */
export function expectedHighest(kinds: readonly ('d4' | 'd6' | 'd8')[]): number {
  if (kinds.length === 0) return 0;
  const faces = kinds.map((k) => Number(k.slice(1)));
  let e = 0;
  // E[max] = sum over m >= 1 of P(max >= m) = 1 - P(every die < m).
  for (let m = 1; m <= Math.max(...faces); m++) e += 1 - faces.reduce((p, f) => p * Math.min(1, (m - 1) / f), 1);
  return e;
}

/** Expected score of each place for a player count, 1st first (0 below the scoring places). */
function placeValues(players: number): number[] {
  return Array.from({ length: players }, (_, i) => expectedHighest(scoringDice(players, i + 1)));
}
const PLACE_VALUES: readonly (readonly number[])[] = [0, 1, 2, 3, 4, 5, 6].map((n) => (n >= 2 ? placeValues(n) : []));

/** A seat's unused dice. */
function unusedCount(h: SeatState): number {
  let n = 0;
  for (const d of h.dice) if (!d.spent) n++;
  return n;
}

/**
 * How far a seat still playing is from going out, lower is closer: its cards, and how many
 * separate numbers they hold (each needs its own play unless a die lifts it to another), less
 * for high cards that win tricks and for unused dice; without cards, its unused dice (one a turn).
 */
function burden(h: SeatState): number {
  if (h.hand.length === 0) return 0.5 * unusedCount(h);
  let groups = 0;
  let high = 0;
  for (let i = 0; i < h.hand.length; i++) {
    if (i === 0 || h.hand[i] !== h.hand[i - 1]) groups++;
    if (h.hand[i]! >= 8) high++;
  }
  // Cards count, and so do separate numbers (each needs its own play); high cards win tricks.
  return 0.6 * h.hand.length + 0.6 * groups - 0.25 * high - 0.1 * unusedCount(h);
}

/** roundExpectation's scratch for the seats still playing (it is not re-entered). */
const ACTIVE: Seat[] = [];
const BURDEN: number[] = [];
const ORDER: number[] = [];

/**
 * Each seat's expected score this round: its place's value, or for seats still playing the places
 * left shared out by burden. Plain loops over scratch arrays: the search evaluates every leaf.
 */
function roundExpectation(s: PiplusState): number[] {
  const n = s.seats.length;
  const values = PLACE_VALUES[n]!;
  const exp: number[] = [];
  let active = 0;
  for (let seat = 0; seat < n; seat++) {
    const h = s.seats[seat]!;
    exp.push(h.place !== null ? values[h.place - 1]! : 0);
    if (h.place === null) {
      ACTIVE[active] = seat;
      BURDEN[active] = burden(h);
      // Stable insertion by burden, as a stable sort of the active seats would order them.
      let j = active;
      while (j > 0 && BURDEN[ORDER[j - 1]!]! > BURDEN[active]!) {
        ORDER[j] = ORDER[j - 1]!;
        j--;
      }
      ORDER[j] = active;
      active++;
    }
  }
  if (active === 0) return exp;
  const first = s.ranking.length;
  // Seats with equal burdens share the places they tie for.
  for (let i = 0; i < active;) {
    let j = i;
    while (j + 1 < active && BURDEN[ORDER[j + 1]!] === BURDEN[ORDER[i]!]) j++;
    let sum = 0;
    for (let k = i; k <= j; k++) sum += values[first + k] ?? 0;
    for (let k = i; k <= j; k++) exp[ACTIVE[ORDER[k]!]!] = sum / (j - i + 1);
    i = j + 1;
  }
  return exp;
}

/**
 * Heuristic value for `seat` in [-1, 1]: its total so far plus this round's expectation, against
 * the best other seat's, squashed; a finished game scores 1 (won),
 * -1 (lost) or a shared victory's share of a win (`outcomeValue`).
 */
export function evaluate(s: PiplusState, seat: Seat): number {
  if (s.outcome) return outcomeValue(s.outcome, seat);
  const exp = roundExpectation(s);
  let mine = 0;
  let best = -Infinity;
  for (let p = 0; p < s.seats.length; p++) {
    // The rounds' scores summed in order from 0, then this round's expectation: as before, to the last bit.
    const scores = s.seats[p]!.scores;
    let t = 0;
    for (let r = 0; r < scores.length; r++) t += scores[r]!;
    t += exp[p]!;
    if (p === seat) mine = t;
    else best = Math.max(best, t);
  }
  // Later rounds leave less time to catch up, so a lead weighs more as the game goes on.
  const scale = 3 + 2 * (ROUNDS - s.round);
  return Math.tanh((mine - best) / scale) * 0.95;
}

/** `evaluate` for every seat, by seat, to the same bits, with this round's expectation worked out once (the search scores a leaf for every seat on its path). */
export function evaluateAll(s: PiplusState): number[] {
  const n = s.seats.length;
  const out: number[] = [];
  if (s.outcome) {
    for (let seat = 0; seat < n; seat++) out.push(evaluate(s, seat));
    return out;
  }
  const exp = roundExpectation(s);
  // Each seat's total as evaluate sums it: the rounds' scores in order from 0, then this round's expectation.
  const totals: number[] = [];
  for (let p = 0; p < n; p++) {
    const scores = s.seats[p]!.scores;
    let t = 0;
    for (let r = 0; r < scores.length; r++) t += scores[r]!;
    totals.push(t + exp[p]!);
  }
  const scale = 3 + 2 * (ROUNDS - s.round);
  for (let seat = 0; seat < n; seat++) {
    let best = -Infinity;
    for (let p = 0; p < n; p++) if (p !== seat) best = Math.max(best, totals[p]!);
    out.push(Math.tanh((totals[seat]! - best) / scale) * 0.95);
  }
  return out;
}
