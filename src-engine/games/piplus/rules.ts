/**
 * Piplus's rules as functions over a private mutable draft. `apply` in index.ts clones the
 * state first, so nothing outside ever sees a mutation; the `*Mut` names say so.
 */
import { DIE_FACES, DIE_KINDS, isDieKind, rollKindMut, type DieKind } from '../../core/dice';
import type { Draft, Outcome, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { nextIntMut, seedRng, shuffle } from '../../core/rng';
import { checkScenario, scenarioCards } from './scenario';
import {
  COPIES,
  DECK_SIZE,
  HAND_SIZE,
  MAX_CARD,
  MIN_CARD,
  ROUNDS,
  TURN_LIMIT,
  type CardValue,
  type PiplusAction,
  type PiplusEvent,
  type PiplusOptions,
  type PiplusState,
  type PlayerDie,
  type SeatState,
  type Table,
} from './state';

type S = Draft<PiplusState>;
type Seats = Pick<PiplusState, 'seats'>;
type PlayAction = Extract<PiplusAction, { type: 'play' }>;

/** The 40 cards in order: four 1s, four 2s, ... four 10s. */
export const DECK: readonly CardValue[] = Array.from({ length: DECK_SIZE }, (_, i) => MIN_CARD + Math.floor(i / COPIES));

/** Where each die kind sits in a seat's `dice`. */
export const DIE_INDEX: Readonly<Record<DieKind, number>> = { d4: 0, d6: 1, d8: 2 };

/**
 * A deep copy that the rules may mutate (faster than JSON round trips; search uses it too).
 * Written out field by field in the state's key order. Die objects are shared: the rules never
 * change one in place (a die that is spent or rolled is a new object), only the arrays holding them.
 */
export function cloneState(s: PiplusState): S {
  const seats: S['seats'] = [];
  for (const h of s.seats) seats.push({ hand: h.hand.slice(), dice: h.dice.slice(), place: h.place, scores: h.scores.slice() });
  return {
    game: s.game,
    options: s.options as Draft<PiplusOptions>,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    stacked:
      s.stacked.d4.length + s.stacked.d6.length + s.stacked.d8.length === 0 ? EMPTY_STACK() : { d4: s.stacked.d4.slice(), d6: s.stacked.d6.slice(), d8: s.stacked.d8.slice() },
    round: s.round,
    phase: s.phase,
    seats,
    starter: s.starter,
    turn: s.turn,
    table: s.table as S['table'],
    lastPlayer: s.lastPlayer,
    passes: s.passes,
    turns: s.turns,
    ranking: s.ranking.slice(),
    discards: s.discards.slice(),
    out: s.out as S['out'],
    outcome: s.outcome as S['outcome'],
  };
}

const EMPTY_STACK = (): S['stacked'] => ({ d4: [], d6: [], d8: [] });

/** Places that score: 1st-3rd, or 1st-2nd with two players. */
export function scoringPlaces(players: number): number {
  return Math.min(3, players - 1);
}

/** The dice each scoring place rolls (RULINGS: 1st all three, 2nd d4+d6, 3rd d4; with two players 2nd rolls the d4). */
export function scoringDice(players: number, place: number): readonly DieKind[] {
  if (place === 1) return DIE_KINDS;
  if (players === 2) return place === 2 ? ['d4'] : [];
  return place === 2 ? ['d4', 'd6'] : place === 3 ? ['d4'] : [];
}

/** True while a seat still plays this round (it has no place yet). */
export function isActive(s: Seats, seat: Seat): boolean {
  return s.seats[seat]!.place === null;
}

/** The next seat clockwise after `from` that still plays this round (`from` itself if it is the only one). */
export function nextActive(s: Seats, from: Seat): Seat {
  const n = s.seats.length;
  for (let i = 1; i <= n; i++) {
    const seat = (from + i) % n;
    if (s.seats[seat]!.place === null) return seat;
  }
  return from;
}

/** Seats still playing this round, in seat order. */
export function activeSeats(s: Seats): Seat[] {
  const out: Seat[] = [];
  s.seats.forEach((h, seat) => {
    if (h.place === null) out.push(seat);
  });
  return out;
}

/** A seat's unused dice, in d4, d6, d8 order. */
export function unusedDice(h: Pick<SeatState, 'dice'>): PlayerDie[] {
  return h.dice.filter((d) => !d.spent);
}

/** True when the play (`count` cards all worth `value`) beats `table` (null: any play leads). */
export function beats(table: Table | null, count: number, value: number): boolean {
  if (!table) return true;
  return count > table.cards.length || (count === table.cards.length && value > table.value);
}

/** Canonical order of a play's cards: ascending faces; on equal faces, die-less first, then d4, d6, d8. */
export function canonicalPlay(cards: readonly CardValue[], dice: readonly (DieKind | null)[]): { cards: CardValue[]; dice: (DieKind | null)[] } {
  const rank = (d: DieKind | null): number => (d === null ? -1 : DIE_INDEX[d]);
  const idx = cards.map((_, i) => i).sort((a, b) => cards[a]! - cards[b]! || rank(dice[a] ?? null) - rank(dice[b] ?? null));
  return { cards: idx.map((i) => cards[i]!), dice: idx.map((i) => dice[i] ?? null) };
}

/** Creates a new game and starts round 1. */
export function setupState(options: PiplusOptions, seed: number): Result<{ state: PiplusState; events: PiplusEvent[] }> {
  const n = options.seats;
  if (!Number.isInteger(n) || HAND_SIZE[n] === undefined) return err('ERR_OPTIONS', `Piplus takes 2 to 6 players, not ${String(n)}`);
  if (options.deal) {
    const bad = checkDeal(options.deal);
    if (bad) return err('ERR_DECK', bad);
  }
  const scenario = checkScenario(options);
  if (!scenario.ok) return scenario;
  for (const kind of DIE_KINDS) {
    const bad = (options.rolls?.[kind] ?? []).find((v) => !Number.isInteger(v) || v < 1 || v > DIE_FACES[kind]);
    if (bad !== undefined) return err('ERR_OPTIONS', `stacked ${kind} result ${bad} is not a face of a ${kind} (1..${DIE_FACES[kind]})`);
  }
  const s: S = {
    game: 'piplus',
    options: options as Draft<PiplusOptions>,
    rng: [...seedRng(seed)],
    stacked: { d4: [...(options.rolls?.d4 ?? [])], d6: [...(options.rolls?.d6 ?? [])], d8: [...(options.rolls?.d8 ?? [])] },
    round: options.scenario?.round ?? 1,
    phase: 'play',
    seats: Array.from({ length: n }, (_, seat) => ({ hand: [], dice: [], place: null, scores: [...(options.scenario?.scores?.[seat] ?? [])] })),
    starter: 0,
    turn: 0,
    table: null,
    lastPlayer: null,
    passes: 0,
    turns: 0,
    ranking: [],
    discards: [],
    out: [],
    outcome: null,
  };
  const events: PiplusEvent[] = [];
  startRoundMut(s, events, true);
  return ok({ state: s, events });
}

/** Why a stacked deal is not the 40 cards (four each of 1..10), or null when it is. */
export function checkDeal(deal: readonly number[]): string | null {
  if (deal.length !== DECK_SIZE) return `a stacked deal lists all ${DECK_SIZE} cards, not ${deal.length}`;
  const count = new Array<number>(MAX_CARD + 1).fill(0);
  for (const c of deal) {
    if (!Number.isInteger(c) || c < MIN_CARD || c > MAX_CARD) return `a stacked deal holds cards 1..10, not ${c}`;
    if (++count[c]! > COPIES) return `a stacked deal holds ${COPIES} of each card: too many ${c}s`;
  }
  return null;
}

/** The next result of a die of `kind`: a stacked one first, else the game's generator. */
function rollMut(s: S, kind: DieKind): number {
  const stacked = s.stacked[kind];
  if (stacked.length > 0) return stacked.shift()!;
  return rollKindMut(s.rng, kind);
}

/** Rolls `kind` for `seat`, making the die unused with its new value. */
function rerollMut(s: S, seat: Seat, kind: DieKind, reason: 'pass' | 'forced', events: PiplusEvent[] | null): void {
  const value = rollMut(s, kind);
  s.seats[seat]!.dice[DIE_INDEX[kind]] = { kind, value, spent: false };
  events?.push({ type: 'rolled', seat, die: kind, value, reason });
}

/**
 * Shuffles (or takes the stacked deal in round 1), deals one card at a time clockwise from seat 0,
 * and rolls for the starting player. The game's first round may open at a scenario's position
 * instead (scenario.ts): its hands, its dice as they stand, its seat to act and cards in play.
 */
function startRoundMut(s: S, events: PiplusEvent[] | null, opening = false): void {
  const n = s.seats.length;
  const size = HAND_SIZE[n]!;
  const sc = opening ? s.options.scenario : undefined;
  const given = sc ? scenarioCards(s.options, s.rng) : null;
  let hands: CardValue[][];
  if (given) {
    hands = given.hands;
    s.out = given.out;
    s.rng = [...given.rng];
    events?.push({ type: 'roundStarted', round: s.round, handSize: Math.max(...hands.map((h) => h.length)), out: given.out.length });
  } else {
    let deck: CardValue[];
    if (s.round === 1 && s.options.deal) deck = [...s.options.deal];
    else {
      const [shuffled, next] = shuffle(s.rng, DECK);
      deck = shuffled;
      s.rng = [...next];
    }
    events?.push({ type: 'roundStarted', round: s.round, handSize: size, out: DECK_SIZE - size * n });
    hands = Array.from({ length: n }, () => []);
    for (let i = 0; i < size * n; i++) hands[i % n]!.push(deck[i]!);
    s.out = deck.slice(size * n).sort(byValue);
  }
  s.seats.forEach((h, seat) => {
    h.hand = hands[seat]!.sort(byValue);
    h.place = null;
    h.dice = [];
    events?.push({ type: 'dealt', seat, cards: h.hand.slice(), visibleTo: [seat] });
  });
  s.table = null;
  s.lastPlayer = null;
  s.passes = 0;
  s.turns = 0;
  s.ranking = [];
  s.discards = given ? given.discards : [];
  if (sc?.dice) {
    // The scenario's dice stand as they are (shown as rolled), and it names the seat to act.
    s.seats.forEach((h, seat) => {
      DIE_KINDS.forEach((kind, i) => {
        const value = sc.dice![seat]![i]!;
        h.dice.push({ kind, value, spent: sc.spent?.[seat]?.includes(kind) ?? false });
        events?.push({ type: 'rolled', seat, die: kind, value, reason: 'opening' });
      });
    });
    s.starter = sc.turn ?? 0;
    s.turn = s.starter;
    if (sc.table) {
      s.table = { cards: [...sc.table].sort(byValue), value: Math.min(...sc.table) };
      s.lastPlayer = sc.lastPlayer!;
    }
    return;
  }
  // Everyone rolls its three dice; they are played as they fall.
  s.seats.forEach((h, seat) => {
    for (const kind of DIE_KINDS) {
      const value = rollMut(s, kind);
      h.dice.push({ kind, value, spent: false });
      events?.push({ type: 'rolled', seat, die: kind, value, reason: 'opening' });
    }
  });
  const pick = startingPlayer(
    s.seats.map((h) => h.dice.map((d) => d.value)),
    // A draw among the still-tied seats only; with one seat left nothing is drawn.
    (k) => (k <= 1 ? 0 : nextIntMut(s.rng, k)),
  );
  events?.push({ type: 'starter', seat: pick.seat, totals: pick.totals, by: pick.by, tied: pick.tied });
  s.starter = pick.seat;
  s.turn = pick.seat;
}

function byValue(a: number, b: number): number {
  return a - b;
}

/**
 * The opening roll's starting player (RULINGS: lowest total; ties by the lowest d8, then d6,
 * then d4; then a uniform random draw among those still tied). `rolls[seat]` = [d4, d6, d8].
 */
export function startingPlayer(
  rolls: readonly (readonly number[])[],
  draw: (k: number) => number,
): { seat: Seat; totals: number[]; by: 'total' | 'd8' | 'd6' | 'd4' | 'draw'; tied: Seat[] } {
  // Plain loops (every round of every rollout starts here): the same steps as a min and a filter per key.
  const totals: number[] = [];
  for (const r of rolls) {
    let t = 0;
    for (const x of r) t += x;
    totals.push(t);
  }
  let tied: Seat[] = [];
  for (let seat = 0; seat < rolls.length; seat++) tied.push(seat);
  for (let step = 0; step < STARTER_STEPS.length; step++) {
    const key = (seat: Seat): number => (step === 0 ? totals[seat]! : rolls[seat]![3 - step]!);
    const low = Math.min(...tied.map(key));
    const next: Seat[] = [];
    for (const seat of tied) if (key(seat) === low) next.push(seat);
    if (next.length === 1) return { seat: next[0]!, totals, by: STARTER_STEPS[step]!, tied };
    tied = next;
  }
  return { seat: tied[draw(tied.length)]!, totals, by: 'draw', tied };
}

/** What settles the starting player, in turn: the total, then the d8 (index 2), d6 (1), d4 (0). */
const STARTER_STEPS = ['total', 'd8', 'd6', 'd4'] as const;

/** Seats that must act now: the one whose turn it is, or none once the game is over. */
export function toAct(s: PiplusState): Seat[] {
  return s.phase === 'over' ? [] : [s.turn];
}

/** Every legal action of `seat`: card plays, lone dice, then passes (none on a lead). */
export function legalActions(s: PiplusState, seat: Seat): PiplusAction[] {
  if (s.phase !== 'play' || seat !== s.turn) return [];
  const h = s.seats[seat]!;
  const out: PiplusAction[] = [];
  cardPlays(h.hand, h.dice, s.table, seat, out);
  for (const d of h.dice) {
    if (!d.spent && beats(s.table, 1, d.value)) out.push({ type: 'die', seat, die: d.kind });
  }
  if (s.table) {
    const kinds = rerollKinds(h);
    for (let mask = 0; mask < 1 << kinds.length; mask++) out.push({ type: 'pass', seat, reroll: rerollOf(kinds, mask) });
  }
  return out;
}

/** The dice a pass may reroll, in d4, d6, d8 order: without cards only the unused ones (RULINGS); with cards, any. */
function rerollKinds(h: SeatState): DieKind[] {
  const all = h.hand.length > 0;
  const kinds: DieKind[] = [];
  for (const d of h.dice) if (all || !d.spent) kinds.push(d.kind);
  return kinds;
}

/** The pass's dice for bit mask `mask` over `kinds`. */
function rerollOf(kinds: readonly DieKind[], mask: number): DieKind[] {
  const reroll: DieKind[] = [];
  for (let i = 0; i < kinds.length; i++) if (mask & (1 << i)) reroll.push(kinds[i]!);
  return reroll;
}

/** How many lone dice `legalActions` lists: unused dice that beat the table as one card. */
function loneDiceCount(s: PiplusState, h: SeatState): number {
  let n = 0;
  for (const d of h.dice) if (!d.spent && beats(s.table, 1, d.value)) n++;
  return n;
}

/** How many passes `legalActions` lists: none on a lead, else one per subset of the dice that may be rerolled. */
function passCount(s: PiplusState, h: SeatState): number {
  if (!s.table) return 0;
  const all = h.hand.length > 0;
  let k = 0;
  for (const d of h.dice) if (all || !d.spent) k++;
  return 1 << k;
}

/**
 * The state and seat whose card plays `PLAYS` describes (`playsCount` of them), from the last
 * count, so that the search's draw right after it (`legalActionAt` on the same state) reads the
 * play instead of enumerating again. `applyMut` forgets it before it changes any state, and the
 * rules change a state nowhere else, so an unchanged object still has those plays.
 */
let countedState: PiplusState | null = null;
let countedSeat: Seat = -1;
let playsCount = 0;

/** The card plays of `seat` in `s`, counted (and described in `PLAYS`) unless the last count was of them. */
function countPlays(s: PiplusState, seat: Seat): number {
  if (countedState !== s || countedSeat !== seat) {
    const h = s.seats[seat]!;
    playsCount = cardPlays(h.hand, h.dice, s.table, seat, null);
    countedState = s;
    countedSeat = seat;
  }
  return playsCount;
}

/**
 * `legalActions(s, seat).length`, without building the list (the search's fast path: its
 * rollouts play one action drawn at random, and build only that one with `legalActionAt`).
 */
export function legalCount(s: PiplusState, seat: Seat): number {
  if (s.phase !== 'play' || seat !== s.turn) return 0;
  const h = s.seats[seat]!;
  return countPlays(s, seat) + loneDiceCount(s, h) + passCount(s, h);
}

/** An action equal to `legalActions(s, seat)[i]`, built alone; undefined past the end. */
export function legalActionAt(s: PiplusState, seat: Seat, i: number): PiplusAction | undefined {
  if (s.phase !== 'play' || seat !== s.turn || i < 0) return undefined;
  const h = s.seats[seat]!;
  const plays = countPlays(s, seat);
  if (i < plays) return playAt(h.dice, seat, PLAYS[i]!);
  let k = i - plays;
  for (const d of h.dice) {
    if (!d.spent && beats(s.table, 1, d.value) && k-- === 0) return { type: 'die', seat, die: d.kind };
  }
  if (!s.table) return undefined;
  const kinds = rerollKinds(h);
  return k < 1 << kinds.length ? { type: 'pass', seat, reroll: rerollOf(kinds, k) } : undefined;
}

/** `legalActions(s, seat)[0]?.type ?? null`, without building the list (the search's horizon check). */
export function decisionType(s: PiplusState, seat: Seat): PiplusAction['type'] | null {
  if (s.phase !== 'play' || seat !== s.turn) return null;
  if (countPlays(s, seat) > 0) return 'play';
  if (loneDiceCount(s, s.seats[seat]!) > 0) return 'die';
  return s.table ? 'pass' : null;
}

/** cardPlays' scratch: cards held per face, and the chosen dice's values and kinds (it is not re-entered). */
const COUNT = new Int8Array(MAX_CARD + 2);
const FACES = new Int8Array(MAX_CARD + 1);
const SORTED_VALUE = [0, 0, 0];
const SORTED_KIND: DieKind[] = ['d4', 'd4', 'd4'];
const USED_VALUE = [0, 0, 0];
const USED_KIND: DieKind[] = ['d4', 'd4', 'd4'];
const USED_SAME = [0, 0, 0];
/** The plays of the last count, each as its dice subset (bits 0-2, over the sorted dice), target value V (bits 3-7) and die-less Vs (bits 8+). */
const PLAYS = new Uint16Array(8 * 32 * 8);

/**
 * The unused of `dice` in canonical play order, into SORTED_VALUE / SORTED_KIND: value high to
 * low, equal values d4, d6, d8; returns how many. Canonical order puts the lowest face first: a
 * die of higher value sits on a lower face, and dice of equal value (the same face) go d4, d6,
 * d8. That order does not depend on the play's value, so every subset of the sorted dice keeps it.
 */
function sortDice(dice: readonly PlayerDie[]): number {
  let m = 0;
  for (const d of dice) {
    if (d.spent) continue;
    // Dice come in d4, d6, d8 order, so an equal value already placed goes first.
    let j = m;
    while (j > 0 && SORTED_VALUE[j - 1]! < d.value) {
      SORTED_VALUE[j] = SORTED_VALUE[j - 1]!;
      SORTED_KIND[j] = SORTED_KIND[j - 1]!;
      j--;
    }
    SORTED_VALUE[j] = d.value;
    SORTED_KIND[j] = d.kind;
    m++;
  }
  return m;
}

/**
 * The dice of subset `mask` of the sorted dice, into USED_VALUE / USED_KIND, in order, and into
 * USED_SAME how many cards of one face each die's value needs from it on (itself and the equal
 * values after it); returns how many dice.
 */
function useDice(mask: number, m: number): number {
  let n = 0;
  for (let i = 0; i < m; i++) {
    if (mask & (1 << i)) {
      USED_VALUE[n] = SORTED_VALUE[i]!;
      USED_KIND[n] = SORTED_KIND[i]!;
      n++;
    }
  }
  for (let i = n - 1; i >= 0; i--) USED_SAME[i] = i + 1 < n && USED_VALUE[i + 1] === USED_VALUE[i] ? USED_SAME[i + 1]! + 1 : 1;
  return n;
}

/** The play with the used dice (USED_*, `n` of them) each on a card of face v - die, then `plain` cards of face v. */
function makePlay(seat: Seat, n: number, v: number, plain: number): PiplusAction {
  const k = n + plain;
  const cards = new Array<CardValue>(k);
  const on = new Array<DieKind | null>(k);
  for (let i = 0; i < n; i++) {
    cards[i] = v - USED_VALUE[i]!;
    on[i] = USED_KIND[i]!;
  }
  for (let i = n; i < k; i++) {
    cards[i] = v;
    on[i] = null;
  }
  return { type: 'play', seat, cards, dice: on };
}

/** The play a `PLAYS` entry describes, for a seat with these dice (the ones it was counted with). */
function playAt(dice: readonly PlayerDie[], seat: Seat, code: number): PiplusAction {
  const n = useDice(code & 7, sortDice(dice));
  return makePlay(seat, n, (code >> 3) & 31, code >> 8);
}

/**
 * Every play of cards from `hand` with the unused of `dice` that beats `table`, enumerated by
 * target value V and count: a subset of the dice, each on a card of face V - die (at most one
 * die per card), plus 0..all of the hand's Vs without a die. At most 8 subsets x 18 values x 5
 * counts. Plain loops over scratch arrays: the search lists a seat's plays at every turn it sees.
 * Appends them to `out`; with `out` null, describes them in `PLAYS` instead of building them.
 * Returns how many there are.
 */
function cardPlays(hand: readonly CardValue[], dice: readonly PlayerDie[], table: Table | null, seat: Seat, out: PiplusAction[] | null): number {
  if (hand.length === 0) return 0;
  const minCount = table ? table.cards.length : 1;
  if (hand.length < minCount) return 0;
  let found = 0;
  const count = COUNT;
  count.fill(0);
  // The hand's distinct faces, ascending (the hand is sorted).
  let faces = 0;
  for (const c of hand) {
    if (count[c]!++ === 0) FACES[faces++] = c;
  }
  const m = sortDice(dice);
  for (let mask = 0; mask < 1 << m; mask++) {
    const n = useDice(mask, m);
    // Every die sits on a card of face v - die, so 1 <= v - die <= 10 bounds v; without dice v is a face.
    const lo = n > 0 ? USED_VALUE[0]! + MIN_CARD : MIN_CARD;
    const hi = n > 0 ? USED_VALUE[n - 1]! + MAX_CARD : MAX_CARD;
    // v runs up from lo, and only a v whose highest die (or, without dice, v itself) sits on a face
    // in hand can fit, so v walks the hand's faces: the same plays in the same order, fewer misses.
    const lift = n > 0 ? USED_VALUE[0]! : 0;
    for (let f = 0; f < faces; f++) {
      const v = FACES[f]! + lift;
      if (v < lo) continue;
      if (v > hi) break;
      const plain = v <= MAX_CARD ? count[v]! : 0;
      // Not even the most cards of this value beat the table (it takes more cards, or as many higher): no play here.
      if (table && (n + plain < table.cards.length || (n + plain === table.cards.length && v <= table.value))) continue;
      // Dice of equal value need that many cards of the same face.
      let fits = true;
      for (let i = 0; i < n && fits; i++) if (count[v - USED_VALUE[i]!]! < USED_SAME[i]!) fits = false;
      if (!fits) continue;
      for (let p = n === 0 ? 1 : 0; p <= plain; p++) {
        if (table && !beats(table, n + p, v)) continue;
        if (out === null) PLAYS[found] = mask | (v << 3) | (p << 8);
        else out.push(makePlay(seat, n, v, p));
        found++;
      }
    }
  }
  return found;
}

/** How many passes since the last play clear the table: every other seat still playing (RULINGS). */
export function passesToClear(s: Pick<PiplusState, 'seats' | 'lastPlayer'>): number {
  let active = 0;
  for (const h of s.seats) if (h.place === null) active++;
  return s.lastPlayer !== null && isActive(s, s.lastPlayer) ? active - 1 : active;
}

/** Who leads after a clear: the last player to play, or the next seat clockwise still playing when it has finished. */
export function leaderAfterClear(s: Pick<PiplusState, 'seats' | 'lastPlayer'>): Seat {
  const last = s.lastPlayer!;
  return isActive(s, last) ? last : nextActive(s, last);
}

/** Applies one action to the draft, or explains why it is illegal (the draft is then discarded). */
export function applyMut(s: S, a: PiplusAction, events: PiplusEvent[] | null): Result<true> {
  // The last count's plays describe a state as it was (see countPlays).
  countedState = null;
  if (s.phase === 'over') return err('ERR_GAME_OVER', 'the game is over');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.seats.length) return err('ERR_SEAT', `no seat ${a.seat} in this game`);
  if (a.seat !== s.turn) return err('ERR_NOT_YOUR_TURN', `it is seat ${s.turn}'s turn, not seat ${a.seat}'s`);
  const seat = a.seat;
  const h = s.seats[seat]!;
  switch (a.type) {
    case 'play': {
      const r = checkPlay(s, seat, a);
      if (!r.ok) return r;
      const { cards, dice, value } = r.value;
      for (const c of cards) h.hand.splice(h.hand.indexOf(c), 1);
      const beat = s.table;
      if (beat) s.discards.push(...beat.cards);
      s.table = { cards: cards.slice(), value: cards[0]! };
      s.lastPlayer = seat;
      s.passes = 0;
      let spent = false;
      for (const k of dice) {
        if (k === null) continue;
        // A spent die keeps its value: a new object, never a change in place (cloneState shares dice).
        const d = h.dice[DIE_INDEX[k]]!;
        h.dice[DIE_INDEX[k]] = { kind: d.kind, value: d.value, spent: true };
        spent = true;
      }
      if (events) {
        const dieValues = dice.map((k) => (k === null ? null : h.dice[DIE_INDEX[k]]!.value));
        const table: Table = { cards: cards.slice(), value: cards[0]! };
        events.push({ type: 'played', seat, cards: cards.slice(), dice: dice.slice(), dieValues, value, count: cards.length, beat, table });
        if (spent) events.push({ type: 'spent', seat, dice: sortKinds(dice.filter((k): k is DieKind => k !== null)) });
      }
      afterPlayMut(s, seat, events, false);
      return ok(true);
    }
    case 'die': {
      if (!isDieKind(a.die)) return err('ERR_DIE', `no die "${String(a.die)}": d4, d6 or d8`);
      const d = h.dice[DIE_INDEX[a.die]]!;
      if (d.spent) return err('ERR_DIE', `your ${a.die} is spent (on the lid): reroll it by passing, or play another`);
      if (s.table && s.table.cards.length > 1) return err('ERR_BEAT', `a lone die counts as one card: it cannot beat the ${s.table.cards.length} cards in play`);
      if (!beats(s.table, 1, d.value)) return err('ERR_BEAT', `your ${a.die} shows ${d.value}: it must beat the ${s.table!.value} in play`);
      const beat = s.table;
      if (beat) s.discards.push(...beat.cards);
      s.table = null;
      s.lastPlayer = null;
      s.passes = 0;
      h.dice[DIE_INDEX[a.die]] = { kind: d.kind, value: d.value, spent: true };
      events?.push({ type: 'loneDie', seat, die: a.die, value: d.value, beat });
      events?.push({ type: 'spent', seat, dice: [a.die] });
      afterPlayMut(s, seat, events, true);
      return ok(true);
    }
    case 'pass': {
      if (!s.table) return err('ERR_MUST_PLAY', 'you lead on an empty table: play a card or a die, passing is not allowed');
      const reroll = a.reroll;
      // The dice listed, one bit per kind.
      let seen = 0;
      for (const k of reroll) {
        if (!isDieKind(k)) return err('ERR_REROLL', `no die "${String(k)}" to reroll: d4, d6 or d8`);
        const bit = 1 << DIE_INDEX[k];
        if (seen & bit) return err('ERR_REROLL', `the ${k} is listed twice`);
        seen |= bit;
        if (h.hand.length === 0 && h.dice[DIE_INDEX[k]]!.spent) return err('ERR_REROLL', `with no cards left you may reroll only unused dice, and your ${k} is spent`);
      }
      events?.push({ type: 'passed', seat, reroll: sortKinds(reroll) });
      // Rolled in d4, d6, d8 order, whatever order the action lists them in.
      for (let i = 0; i < DIE_KINDS.length; i++) if (seen & (1 << i)) rerollMut(s, seat, DIE_KINDS[i]!, 'pass', events);
      s.passes++;
      s.turns++;
      if (s.passes >= passesToClear(s)) {
        const leader = leaderAfterClear(s);
        const cards = s.table.cards.slice();
        s.discards.push(...cards);
        s.table = null;
        s.lastPlayer = null;
        s.passes = 0;
        s.turn = leader;
        events?.push({ type: 'cleared', cards, reason: 'allPassed', leader });
      } else s.turn = nextActive(s, seat);
      valveMut(s, events);
      return ok(true);
    }
    default:
      return err('ERR_ACTION', `unknown action type "${String((a as { type: unknown }).type)}"`);
  }
}

/** The checked, canonical form of a card play, or why it is not legal now. */
function checkPlay(s: S, seat: Seat, a: PlayAction): Result<{ cards: readonly CardValue[]; dice: readonly (DieKind | null)[]; value: number }> {
  const h = s.seats[seat]!;
  if (h.hand.length === 0) return err('ERR_NO_CARDS', 'you have no cards left: play your unused dice alone');
  if (a.cards.length === 0) return err('ERR_PLAY', 'a play lists one or more cards');
  if (a.dice.length !== a.cards.length) return err('ERR_PLAY', 'a play lists one die or null per card');
  const left = LEFT;
  left.fill(0);
  for (const c of h.hand) left[c]!++;
  for (const c of a.cards) {
    if (!Number.isInteger(c) || c < MIN_CARD || c > MAX_CARD || left[c]! <= 0) return err('ERR_CARDS', `you do not hold that ${String(c)} (hand: ${h.hand.join(' ')})`);
    left[c]!--;
  }
  // The dice seen so far, one bit per kind.
  let seen = 0;
  let value = -1;
  for (let i = 0; i < a.cards.length; i++) {
    const k = a.dice[i] ?? null;
    let v = a.cards[i]!;
    if (k !== null) {
      if (!isDieKind(k)) return err('ERR_DIE', `no die "${String(k)}": d4, d6 or d8`);
      const bit = 1 << DIE_INDEX[k];
      if (seen & bit) return err('ERR_DIE', `the ${k} is on two cards: one die per card, each die once`);
      seen |= bit;
      const d = h.dice[DIE_INDEX[k]]!;
      if (d.spent) return err('ERR_DIE', `your ${k} is spent (on the lid)`);
      v += d.value;
    }
    if (value === -1) value = v;
    else if (v !== value) return err('ERR_VALUE', 'every card of a play must count the same (face plus its die)');
  }
  if (!beats(s.table, a.cards.length, value)) {
    const t = s.table!;
    return err('ERR_BEAT', `${a.cards.length} card(s) worth ${value} do not beat ${t.cards.length} card(s) worth ${t.value}: play as many and higher, or more`);
  }
  // Listed actions are canonical already: then the play is the action's own arrays (read, never changed).
  if (isCanonical(a.cards, a.dice)) return ok({ cards: a.cards, dice: a.dice, value });
  return ok({ ...canonicalPlay(a.cards, a.dice), value });
}

/** checkPlay's scratch: cards left in hand per face (it is not re-entered). */
const LEFT = new Int8Array(MAX_CARD + 1);

/** True when a play's cards and dice are in canonicalPlay's order (every die given, null or a kind). */
function isCanonical(cards: readonly CardValue[], dice: readonly (DieKind | null)[]): boolean {
  let prevRank = -2;
  for (let i = 0; i < cards.length; i++) {
    const d = dice[i];
    if (d === undefined) return false;
    const rank = d === null ? -1 : DIE_INDEX[d];
    if (i > 0 && (cards[i - 1]! > cards[i]! || (cards[i - 1] === cards[i] && prevRank > rank))) return false;
    prevRank = rank;
  }
  return true;
}

function sortKinds(kinds: readonly DieKind[]): DieKind[] {
  return DIE_KINDS.filter((k) => kinds.includes(k));
}

/** After a play of cards or a lone die: the forced reroll, finishing, the round end or the next turn. */
function afterPlayMut(s: S, seat: Seat, events: PiplusEvent[] | null, lone: boolean): void {
  const h = s.seats[seat]!;
  const unused = h.dice.some((d) => !d.spent);
  if (!unused && h.hand.length > 0) {
    // All dice spent with cards in hand: the three are rerolled as part of this play.
    events?.push({ type: 'forcedReroll', seat });
    for (const k of DIE_KINDS) rerollMut(s, seat, k, 'forced', events);
  }
  s.turns++;
  if (h.hand.length === 0 && !unused) {
    placeMut(s, seat, 'finished', events);
    if (s.ranking.length >= scoringPlaces(s.seats.length)) {
      endRoundMut(s, events);
      return;
    }
  }
  s.turn = nextActive(s, seat);
  if (lone) events?.push({ type: 'cleared', cards: [], reason: 'loneDie', leader: s.turn });
  valveMut(s, events);
}

function placeMut(s: S, seat: Seat, by: 'finished' | 'lastLeft' | 'valve', events: PiplusEvent[] | null): void {
  s.ranking.push(seat);
  const place = s.ranking.length;
  s.seats[seat]!.place = place;
  events?.push({ type: 'placed', seat, place, by });
}

/** RULINGS' safety valve: after TURN_LIMIT turns the round ends, the rest ranked by fewer cards, fewer unused dice, then clockwise from the starter. */
function valveMut(s: S, events: PiplusEvent[] | null): void {
  if (s.phase !== 'play' || s.turns < TURN_LIMIT) return;
  events?.push({ type: 'safetyValve', turns: s.turns });
  const n = s.seats.length;
  const order = (seat: Seat): number => (seat - s.starter + n) % n;
  const rest = activeSeats(s).sort((a, b) => {
    const x = s.seats[a]!;
    const y = s.seats[b]!;
    return x.hand.length - y.hand.length || unusedDice(x).length - unusedDice(y).length || order(a) - order(b);
  });
  for (const seat of rest) placeMut(s, seat, 'valve', events);
  endRoundMut(s, events);
}

/** Ends the round: the last seat left takes the last place, the scoring rolls, then the next round or the game's end. */
function endRoundMut(s: S, events: PiplusEvent[] | null): void {
  const n = s.seats.length;
  const left = activeSeats(s);
  // The one seat left is placed by elimination (2 and 3 players: the last scoring place).
  if (left.length === 1) placeMut(s, left[0]!, 'lastLeft', events);
  events?.push({ type: 'roundEnded', round: s.round, places: s.seats.map((h) => h.place) });
  const scores = new Array<number>(n).fill(0);
  for (const seat of s.ranking) {
    const place = s.seats[seat]!.place!;
    const kinds = scoringDice(n, place);
    if (kinds.length === 0) continue;
    const rolls = kinds.map((die) => {
      const value = rollMut(s, die);
      events?.push({ type: 'rolled', seat, die, value, reason: 'score' });
      return { die, value };
    });
    const score = Math.max(...rolls.map((r) => r.value));
    scores[seat] = score;
    const total = s.seats[seat]!.scores.reduce((x, y) => x + y, 0) + score;
    events?.push({ type: 'scored', seat, place, rolls, score, total });
  }
  s.seats.forEach((h, seat) => h.scores.push(scores[seat]!));
  if (s.round >= ROUNDS) {
    const totals = s.seats.map((h) => h.scores.reduce((x, y) => x + y, 0));
    const best = Math.max(...totals);
    const winners = totals.flatMap((t, seat) => (t === best ? [seat] : []));
    const outcome: Outcome = { winners, reason: winners.length > 1 ? 'roundsShared' : 'rounds', scores: totals };
    s.phase = 'over';
    s.outcome = outcome as S['outcome'];
    events?.push({ type: 'gameOver', outcome });
    return;
  }
  s.round++;
  startRoundMut(s, events);
}

/** Every card's total across the round's places: hands, table, discards and the cards out (40 when conserved). */
export function cardsInGame(s: PiplusState): CardValue[] {
  return [...s.seats.flatMap((h) => h.hand), ...(s.table?.cards ?? []), ...s.discards, ...s.out];
}
