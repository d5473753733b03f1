/**
 * PipFall's rules as functions over a private mutable draft. `apply` in index.ts clones
 * the state first, so nothing outside ever sees a mutation; the `*Mut` names say so.
 */
import { compareCards, isNumberCard, suitOf, type Card } from '../../core/cards';
import { reshuffleDiscards } from '../../core/deck';
import { flipPips, rollD6, type Pips } from '../../core/dice';
import type { Outcome, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { seedRng } from '../../core/rng';
import { checkScenarioCounts, scenarioBoard, scenarioPiles } from './scenario';
import { allLanes, asPips, boardSize, cornerOf, diceCount, diceCounts, diceOf, findDie, openingCells, pathOf, pipTotal } from './board';
import {
  DIRECTIONS,
  RESTORE_CARDS,
  type Cell,
  type Direction,
  type Die,
  type Lane,
  type PipfallAction,
  type PipfallEvent,
  type PipfallOptions,
  type PipfallState,
  type PipfallVariant,
  type SeatState,
  type Use,
} from './state';

import type { Draft } from '../../core/game';
export type { Draft };
type S = Draft<PipfallState>;

/** Cards dealt to each seat per round. */
const HAND = 4;
/** Programmed slots (and so placement and activation cycles) per round. */
const SLOTS = 3;

/**
 * A copy that the rules may mutate (faster than JSON round trips; the search makes several per
 * iteration). What the rules change in place is copied: the board's rows, the seats and their
 * markers, reveals and activations, the cursor. What they only ever replace whole is shared:
 * the generator, the piles (a round's deal and its cleanup take their own copies first), hands,
 * programs, the activation order, the seats that had dice, the retired cards, dice, lanes, the
 * pending decision, the outcome. A rule that starts changing one of those in place must copy it
 * here first. Fields in the state's own order.
 */
export function cloneState(s: PipfallState): S {
  const board: (Die | null)[][] = [];
  for (const row of s.board) board.push(row.slice());
  const seats: Draft<SeatState>[] = [];
  for (const h of s.seats) {
    seats.push({
      hand: h.hand as Card[],
      program: h.program as Card[] | null,
      initiative: h.initiative,
      markers: h.markers.slice(),
      revealed: h.revealed.slice(),
      activated: h.activated.slice(),
      restoreCard: h.restoreCard,
      eliminated: h.eliminated,
    });
  }
  return {
    game: s.game,
    options: s.options as Draft<PipfallOptions>,
    size: s.size,
    rng: s.rng as S['rng'],
    deck: s.deck as S['deck'],
    board,
    nextDieId: s.nextDieId,
    round: s.round,
    firstPlayer: s.firstPlayer,
    cycles: s.cycles,
    cycleLimit: s.cycleLimit,
    lastRound: s.lastRound,
    phase: s.phase,
    seats,
    activationOrder: s.activationOrder as Seat[],
    startPlayer: s.startPlayer,
    cursor: { cycle: s.cursor.cycle, turn: s.cursor.turn },
    hadDice: s.hadDice as Seat[],
    pending: s.pending as S['pending'],
    retired: s.retired as Card[],
    outcome: s.outcome as S['outcome'],
  };
}

/** True when the variant is in play. */
export function has(s: { options: { variants: readonly string[] } }, v: PipfallVariant): boolean {
  return s.options.variants.includes(v);
}

/** Seats still in the game, clockwise from `start` (or from the next seat still in after it). */
export function clockwiseFrom(s: Pick<PipfallState, 'seats'>, start: Seat): Seat[] {
  const n = s.seats.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (start + i) % n;
    if (!s.seats[seat]!.eliminated) out.push(seat);
  }
  return out;
}

/** Seats still in the game, in seat order. */
export function inGame(s: Pick<PipfallState, 'seats'>): Seat[] {
  return clockwiseFrom(s, 0);
}

/** Placement order: clockwise from the First Player. */
export function placeOrder(s: Pick<PipfallState, 'seats' | 'firstPlayer'>): Seat[] {
  return clockwiseFrom(s, s.firstPlayer);
}

/** Cycles that end the game: 2 with two players, 3 with three or four. */
export function cycleLimit(seats: number): number {
  return seats === 2 ? 2 : 3;
}

function blankSeat(restoreCard: Card): SeatState {
  return { hand: [], program: null, initiative: null, markers: [null, null, null], revealed: [false, false, false], activated: [], restoreCard, eliminated: false };
}

/** Creates a new game and deals the first round. */
export function setupState(options: PipfallOptions, seed: number): Result<{ state: PipfallState; events: PipfallEvent[] }> {
  if (![2, 3, 4].includes(options.seats)) return err('ERR_OPTIONS', `PipFall takes 2, 3 or 4 players, not ${options.seats}`);
  const first = options.firstPlayer ?? 0;
  if (!Number.isInteger(first) || first < 0 || first >= options.seats) return err('ERR_OPTIONS', `firstPlayer must be a seat 0..${options.seats - 1}`);
  const d = scenarioPiles(options, seedRng(seed));
  if (!d.ok) return d;
  const counts = checkScenarioCounts(options, cycleLimit(options.seats));
  if (!counts.ok) return counts;
  const given = scenarioBoard(options);
  if (!given.ok) return given;
  let rng = d.value.rng;
  const n = boardSize(options.seats);
  const board: (Die | null)[][] = given.value ?? Array.from({ length: n }, () => Array.from({ length: n }, () => null));
  for (let seat = 0; seat < options.seats && !given.value; seat++) {
    let pips: Pips[] = [6, 5, 4, 3];
    if (options.variants.includes('rolled-opening')) {
      // Rolled Opening: four dice from the game's RNG, highest in the corner.
      pips = [];
      for (let i = 0; i < 4; i++) {
        const [p, next] = rollD6(rng);
        pips.push(p);
        rng = next;
      }
      pips.sort((a, b) => b - a);
    }
    openingCells(seat, options.seats).forEach((c, k) => {
      board[c.row]![c.col] = { id: seat * 4 + k, owner: seat, pips: pips[k]! };
    });
  }
  const s: S = {
    game: 'pipfall',
    options: options as Draft<PipfallOptions>,
    size: n,
    rng: [...rng] as S['rng'],
    deck: { draw: d.value.deck.draw.slice(), discard: d.value.deck.discard.slice() },
    board,
    nextDieId: given.value ? (options.scenario?.dice?.length ?? 0) : options.seats * 4,
    round: (options.scenario?.round ?? 1) - 1,
    firstPlayer: first,
    cycles: options.scenario?.cycles ?? 0,
    cycleLimit: cycleLimit(options.seats),
    lastRound: false,
    phase: 'program',
    seats: Array.from({ length: options.seats }, (_, i) => blankSeat(RESTORE_CARDS[i]!) as Draft<SeatState>),
    activationOrder: [],
    startPlayer: null,
    cursor: { cycle: 0, turn: 0 },
    hadDice: [],
    pending: null,
    retired: RESTORE_CARDS.slice(options.seats),
    outcome: null,
  };
  for (const seat of new Set(options.scenario?.restoreUsed ?? [])) {
    // A Restore card spent before the scenario begins has left the game.
    s.retired.push(s.seats[seat]!.restoreCard!);
    s.seats[seat]!.restoreCard = null;
  }
  const events: PipfallEvent[] = [];
  startRoundMut(s, events);
  return ok({ state: s, events });
}

/**
 * Takes the top card. An empty draw pile is refilled from the discards first (a new cycle,
 * not a completion); taking the last card of a draw pile completes a cycle (RULINGS pipfall).
 */
function drawOneMut(s: S, events: PipfallEvent[] | null): Card {
  if (s.deck.draw.length === 0) {
    const r = reshuffleDiscards(s.deck, s.rng);
    s.deck = { draw: r.deck.draw.slice(), discard: [] };
    s.rng = [...r.rng] as S['rng'];
    events?.push({ type: 'reshuffled', cards: s.deck.draw.length });
  }
  const card = s.deck.draw.shift();
  if (card === undefined) throw new Error('pipfall: deck and discards are both empty');
  if (s.deck.draw.length === 0) {
    s.cycles++;
    if (s.cycles >= s.cycleLimit) s.lastRound = true;
    events?.push({ type: 'cycleCompleted', cycles: s.cycles, last: s.lastRound });
  }
  return card;
}

function startRoundMut(s: S, events: PipfallEvent[] | null): void {
  s.round++;
  s.phase = 'program';
  s.activationOrder = [];
  s.startPlayer = null;
  s.cursor = { cycle: 0, turn: 0 };
  s.hadDice = [];
  s.pending = null;
  for (const h of s.seats) {
    h.hand = [];
    h.program = null;
    h.initiative = null;
    h.markers = [null, null, null];
    h.revealed = [false, false, false];
    h.activated = [];
  }
  events?.push({ type: 'roundStarted', round: s.round, firstPlayer: s.firstPlayer });
  // The deal takes cards from this state's own draw pile (clones share the piles).
  s.deck = { draw: s.deck.draw.slice(), discard: s.deck.discard };
  const order = placeOrder(s);
  // One card at a time, clockwise from the First Player, skipping eliminated seats.
  for (let i = 0; i < HAND; i++) for (const seat of order) s.seats[seat]!.hand.push(drawOneMut(s, events));
  for (const seat of order) {
    events?.push({ type: 'dealt', seat, cards: s.seats[seat]!.hand.slice(), visibleTo: [seat] });
    events?.push({ type: 'dealtHidden', seat, count: HAND });
  }
}

/**
 * The lanes (bit i: row or column i) that hold at least one of `seat`'s dice and carry no
 * lane marker: the lanes it may claim. One pass over the board, nothing allocated (the search
 * asks this at every placement).
 */
function freeLaneBits(s: PipfallState, seat: Seat): { rows: number; cols: number } {
  let rows = 0;
  let cols = 0;
  const board = s.board;
  for (let r = 0; r < board.length; r++) {
    const row = board[r]!;
    for (let c = 0; c < row.length; c++) {
      const d = row[c];
      if (d && d.owner === seat) {
        rows |= 1 << r;
        cols |= 1 << c;
      }
    }
  }
  const claimed = claimedBits(s);
  return { rows: rows & ~claimed.rows, cols: cols & ~claimed.cols };
}

/** The lanes (bit i: row or column i) that carry a lane marker. */
function claimedBits(s: PipfallState): { rows: number; cols: number } {
  let rows = 0;
  let cols = 0;
  for (const h of s.seats)
    for (const m of h.markers) {
      if (m === null || m.kind === 'card') continue;
      if (m.kind === 'row') rows |= 1 << m.index;
      else cols |= 1 << m.index;
    }
  return { rows, cols };
}

/** Every lane of an n-board, rows first, then columns, made once per size: the objects are never changed, so legal actions share them. */
const LANES: Lane[][] = [];
function lanesOf(n: number): Lane[] {
  return (LANES[n] ??= allLanes(n));
}

/** Lanes a seat may claim now: unclaimed, holding at least one of its dice; rows first, then columns. */
export function legalLanes(s: PipfallState, seat: Seat): Lane[] {
  const { rows, cols } = freeLaneBits(s, seat);
  const n = s.size;
  const all = lanesOf(n);
  const out: Lane[] = [];
  for (let i = 0; i < n; i++) if (rows & (1 << i)) out.push(all[i]!);
  for (let i = 0; i < n; i++) if (cols & (1 << i)) out.push(all[n + i]!);
  return out;
}

/** True when `seat` may claim `lane` now (`legalLanes` holds it). */
function isLegalLane(s: PipfallState, seat: Seat, lane: Lane): boolean {
  if (!Number.isInteger(lane.index) || lane.index < 0 || lane.index >= s.size || (lane.kind !== 'row' && lane.kind !== 'col')) return false;
  const claimed = claimedBits(s);
  if (((lane.kind === 'row' ? claimed.rows : claimed.cols) & (1 << lane.index)) !== 0) return false;
  for (let i = 0; i < s.size; i++) {
    const d = s.board[laneRow(lane, i)]![laneCol(lane, i)];
    if (d && d.owner === seat) return true;
  }
  return false;
}

/** True when `seat` may claim some lane now (`legalLanes` is not empty). */
function hasLegalLane(s: PipfallState, seat: Seat): boolean {
  const claimed = claimedBits(s);
  const board = s.board;
  for (let r = 0; r < board.length; r++) {
    const row = board[r]!;
    for (let c = 0; c < row.length; c++) {
      const d = row[c];
      if (d && d.owner === seat && ((claimed.rows & (1 << r)) === 0 || (claimed.cols & (1 << c)) === 0)) return true;
    }
  }
  return false;
}

/** The seat `turn` places in this cycle: the turn-th seat still in, clockwise from the First Player (`placeOrder(s)[turn]`), or null. */
function placeSeat(s: PipfallState, turn: number): Seat | null {
  const n = s.seats.length;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const seat = (s.firstPlayer + i) % n;
    if (s.seats[seat]!.eliminated) continue;
    if (k === turn) return seat;
    k++;
  }
  return null;
}

/** The seat whose turn it is in placement or activation, or null. */
export function currentSeat(s: PipfallState): Seat | null {
  if (s.phase === 'place') return placeSeat(s, s.cursor.turn);
  if (s.phase === 'activate') return s.activationOrder[s.cursor.turn] ?? null;
  return null;
}

/** The row and column of the i-th cell of a lane, in board order. */
function laneRow(m: Lane, i: number): number {
  return m.kind === 'row' ? m.index : i;
}
function laneCol(m: Lane, i: number): number {
  return m.kind === 'row' ? i : m.index;
}

/** Own dice in the marker's lane now that have not activated this round, in board order. */
export function activationCandidates(s: PipfallState, seat: Seat, slot: number): (Cell & { die: Die })[] {
  const h = s.seats[seat]!;
  const m = h.markers[slot];
  if (!m || m.kind === 'card') return [];
  const out: (Cell & { die: Die })[] = [];
  for (let i = 0; i < s.size; i++) {
    const row = laneRow(m, i);
    const col = laneCol(m, i);
    const d = s.board[row]![col];
    if (d && d.owner === seat && !h.activated.includes(d.id)) out.push({ row, col, die: d });
  }
  return out;
}

/** `activationCandidates(s, seat, slot).length > 0`, without building them. */
function hasCandidate(s: PipfallState, seat: Seat, slot: number): boolean {
  const h = s.seats[seat]!;
  const m = h.markers[slot];
  if (!m || m.kind === 'card') return false;
  for (let i = 0; i < s.size; i++) {
    const d = s.board[laneRow(m, i)]![laneCol(m, i)];
    if (d && d.owner === seat && !h.activated.includes(d.id)) return true;
  }
  return false;
}

/** The candidate die `id` of `activationCandidates(s, seat, slot)`, or undefined. */
function candidate(s: PipfallState, seat: Seat, slot: number, id: number): (Cell & { die: Die }) | undefined {
  const h = s.seats[seat]!;
  const m = h.markers[slot];
  if (!m || m.kind === 'card' || h.activated.includes(id)) return undefined;
  for (let i = 0; i < s.size; i++) {
    const row = laneRow(m, i);
    const col = laneCol(m, i);
    const d = s.board[row]![col];
    if (d && d.id === id) return d.owner === seat ? { row, col, die: d } : undefined;
  }
  return undefined;
}

/** Uses are never changed, so legal actions share these. */
const POWER: Use = { kind: 'power' };
const MOVES: Readonly<Record<Direction, readonly Use[]>> = {
  up: [0, 1, 2, 3].map((distance) => ({ kind: 'move', direction: 'up', distance })),
  down: [0, 1, 2, 3].map((distance) => ({ kind: 'move', direction: 'down', distance })),
  left: [0, 1, 2, 3].map((distance) => ({ kind: 'move', direction: 'left', distance })),
  right: [0, 1, 2, 3].map((distance) => ({ kind: 'move', direction: 'right', distance })),
};

/** How far a die at `at` can move in `direction` and stay on an n-board (at most 3). */
function reach(at: Cell, direction: Direction, n: number): number {
  const room = direction === 'up' ? at.row : direction === 'down' ? n - 1 - at.row : direction === 'left' ? at.col : n - 1 - at.col;
  return room < 3 ? room : 3;
}

/** Every way to use `card` on the die at `at`: power, and for number cards each on-board move (0 once). */
export function usesFor(s: PipfallState, card: Card, at: Cell): Use[] {
  const out: Use[] = [POWER];
  if (!isNumberCard(card)) return out;
  out.push(MOVES.up[0]!);
  for (const direction of DIRECTIONS) {
    const moves = MOVES[direction];
    // A straight move stays on the board when its last cell does.
    for (let distance = 1, far = reach(at, direction, s.size); distance <= far; distance++) out.push(moves[distance]!);
  }
  return out;
}

/** Restore is offered only when it would succeed (RULINGS pipfall). */
export function canRestore(s: PipfallState, seat: Seat): boolean {
  return canRestoreWith(s, seat, diceCount(s.board, seat));
}

/** `canRestore` for a seat known to have `own` dice on the board. */
function canRestoreWith(s: PipfallState, seat: Seat, own: number): boolean {
  const h = s.seats[seat]!;
  if (h.eliminated || h.restoreCard === null) return false;
  const corner = cornerAt(seat, s.seats.length);
  return own >= 1 && own < 4 && s.board[corner.row]![corner.col] === null;
}

/** `cornerOf`, made once per seat and seat count (read only: the restore window asks it of every seat every round). */
const CORNERS: Cell[][] = [];
function cornerAt(seat: Seat, seats: number): Cell {
  const bySeat = (CORNERS[seats] ??= []);
  return (bySeat[seat] ??= cornerOf(seat, seats));
}

/** Seats that must act now. */
export function toAct(s: PipfallState): Seat[] {
  if (s.phase === 'program') {
    const out: Seat[] = [];
    for (let seat = 0; seat < s.seats.length; seat++) {
      const h = s.seats[seat]!;
      if (!h.eliminated && !h.program) out.push(seat);
    }
    return out;
  }
  if (s.phase === 'glory' || s.phase === 'restore') return s.pending ? [s.pending.seat] : [];
  const seat = currentSeat(s);
  return seat === null ? [] : [seat];
}

/** `toAct(s).includes(seat)`, without building the list. */
function isToAct(s: PipfallState, seat: Seat): boolean {
  if (s.phase === 'program') {
    const h = s.seats[seat];
    return h !== undefined && !h.eliminated && !h.program;
  }
  if (s.phase === 'glory' || s.phase === 'restore') return s.pending !== null && s.pending.seat === seat;
  const current = currentSeat(s);
  return current !== null && current === seat;
}

/** Every ordering of four cards into slots 1-3 + Initiative: 24 programs. */
export function programsOf(hand: readonly Card[]): { cards: [Card, Card, Card]; initiative: Card }[] {
  const out: { cards: [Card, Card, Card]; initiative: Card }[] = [];
  const n = hand.length;
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      for (let c = 0; c < n; c++)
        for (let d = 0; d < n; d++) {
          if (a === b || a === c || a === d || b === c || b === d || c === d) continue;
          out.push({ cards: [hand[a]!, hand[b]!, hand[c]!], initiative: hand[d]! });
        }
  return out;
}

/** Every legal action for a seat now. */
export function legalActions(s: PipfallState, seat: Seat): PipfallAction[] {
  if (!isToAct(s, seat)) return [];
  switch (s.phase) {
    case 'program': {
      // programsOf's order, built in one go.
      const hand = s.seats[seat]!.hand;
      const n = hand.length;
      const out: PipfallAction[] = [];
      for (let a = 0; a < n; a++)
        for (let b = 0; b < n; b++)
          for (let c = 0; c < n; c++)
            for (let d = 0; d < n; d++) {
              if (a === b || a === c || a === d || b === c || b === d || c === d) continue;
              out.push({ type: 'program', seat, cards: [hand[a]!, hand[b]!, hand[c]!], initiative: hand[d]! });
            }
      return out;
    }
    case 'place': {
      const out: PipfallAction[] = [];
      for (const lane of legalLanes(s, seat)) out.push({ type: 'place', seat, lane });
      return out;
    }
    case 'activate': {
      const slot = s.cursor.cycle;
      const card = s.seats[seat]!.program![slot]!;
      const out: PipfallAction[] = [];
      for (const d of activationCandidates(s, seat, slot)) for (const use of usesFor(s, card, d)) out.push({ type: 'activate', seat, die: d.die.id, use });
      return out;
    }
    case 'glory':
      return s.pending?.kind === 'glory' ? [...s.pending.dice.map((die): PipfallAction => ({ type: 'glory', seat, die })), { type: 'glory', seat, die: null }] : [];
    case 'restore':
      return [
        { type: 'restore', seat, use: true },
        { type: 'restore', seat, use: false },
      ];
    default:
      return [];
  }
}

/**
 * The orderings `legalActions` lists a hand of n cards' programs in: [a, b, c, d] per program
 * (slots 1-3 and the Initiative card by index in hand), made once per hand size.
 */
const PROGRAM_ORDERS: (readonly (readonly [number, number, number, number])[])[] = [];
function programOrders(n: number): readonly (readonly [number, number, number, number])[] {
  let orders = PROGRAM_ORDERS[n];
  if (!orders) {
    const made: [number, number, number, number][] = [];
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++)
        for (let c = 0; c < n; c++)
          for (let d = 0; d < n; d++) {
            if (a === b || a === c || a === d || b === c || b === d || c === d) continue;
            made.push([a, b, c, d]);
          }
    PROGRAM_ORDERS[n] = orders = made;
  }
  return orders;
}

/** How many uses `legalActions` lists for `card` on a die at (row, col): power, and for number cards the 0-move and each on-board move. */
function useCount(s: PipfallState, card: Card, row: number, col: number): number {
  if (!isNumberCard(card)) return 1;
  const n = s.size;
  // No inner closure: under tsx (the bench) each one made is named at run time, which costs more than this whole count.
  return 2 + upTo3(row) + upTo3(n - 1 - row) + upTo3(col) + upTo3(n - 1 - col);
}

/** `room` capped at 3 cells, the longest move. */
function upTo3(room: number): number {
  return room < 3 ? room : 3;
}

/** The i-th of `usesFor(s, card, at)`: the same shared object. */
function useAt(s: PipfallState, card: Card, at: Cell, i: number): Use | undefined {
  if (i === 0) return POWER;
  if (!isNumberCard(card)) return undefined;
  if (i === 1) return MOVES.up[0];
  let k = i - 2;
  for (const direction of DIRECTIONS) {
    const far = reach(at, direction, s.size);
    if (k < far) return MOVES[direction][k + 1];
    k -= far;
  }
  return undefined;
}

/** The number of bits set in `x`. */
function bitCount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}

/**
 * The fast path's last `freeLaneBits` answer: the search counts a seat's lanes and then builds
 * the one it plays on the same state, so the second asks the board nothing. `applyMut` forgets
 * it before it changes any state, and the rules change a state nowhere else.
 */
const freeLanes = { state: null as PipfallState | null, seat: -1, rows: 0, cols: 0 };
function lastFreeLanes(s: PipfallState, seat: Seat): { readonly rows: number; readonly cols: number } {
  if (freeLanes.state !== s || freeLanes.seat !== seat) {
    const { rows, cols } = freeLaneBits(s, seat);
    freeLanes.state = s;
    freeLanes.seat = seat;
    freeLanes.rows = rows;
    freeLanes.cols = cols;
  }
  return freeLanes;
}

/**
 * `legalActions(s, seat).length`, without building the list (the search's fast path: its
 * rollouts play one action drawn at random, and build only that one with `legalActionAt`).
 */
export function legalCount(s: PipfallState, seat: Seat): number {
  if (!isToAct(s, seat)) return 0;
  switch (s.phase) {
    case 'program': {
      const n = s.seats[seat]!.hand.length;
      return n < 4 ? 0 : n * (n - 1) * (n - 2) * (n - 3);
    }
    case 'place': {
      const { rows, cols } = lastFreeLanes(s, seat);
      return bitCount(rows) + bitCount(cols);
    }
    case 'activate': {
      const slot = s.cursor.cycle;
      const h = s.seats[seat]!;
      const card = h.program![slot]!;
      const m = h.markers[slot];
      if (!m || m.kind === 'card') return 0;
      let count = 0;
      for (let i = 0; i < s.size; i++) {
        const row = laneRow(m, i);
        const col = laneCol(m, i);
        const d = s.board[row]![col];
        if (d && d.owner === seat && !h.activated.includes(d.id)) count += useCount(s, card, row, col);
      }
      return count;
    }
    case 'glory':
      return s.pending?.kind === 'glory' ? s.pending.dice.length + 1 : 0;
    case 'restore':
      return 2;
    default:
      return 0;
  }
}

/** An action equal to `legalActions(s, seat)[i]` (the same shared lanes and uses), built alone; undefined past the end. */
export function legalActionAt(s: PipfallState, seat: Seat, i: number): PipfallAction | undefined {
  if (!isToAct(s, seat) || i < 0) return undefined;
  switch (s.phase) {
    case 'program': {
      const hand = s.seats[seat]!.hand;
      const o = programOrders(hand.length)[i];
      return o ? { type: 'program', seat, cards: [hand[o[0]]!, hand[o[1]]!, hand[o[2]]!], initiative: hand[o[3]]! } : undefined;
    }
    case 'place': {
      const { rows, cols } = lastFreeLanes(s, seat);
      const n = s.size;
      const all = lanesOf(n);
      let k = i;
      for (let j = 0; j < n; j++) if (rows & (1 << j) && k-- === 0) return { type: 'place', seat, lane: all[j]! };
      for (let j = 0; j < n; j++) if (cols & (1 << j) && k-- === 0) return { type: 'place', seat, lane: all[n + j]! };
      return undefined;
    }
    case 'activate': {
      const slot = s.cursor.cycle;
      const h = s.seats[seat]!;
      const card = h.program![slot]!;
      const m = h.markers[slot];
      if (!m || m.kind === 'card') return undefined;
      let k = i;
      for (let j = 0; j < s.size; j++) {
        const row = laneRow(m, j);
        const col = laneCol(m, j);
        const d = s.board[row]![col];
        if (!d || d.owner !== seat || h.activated.includes(d.id)) continue;
        const uses = useCount(s, card, row, col);
        if (k < uses) {
          const use = useAt(s, card, { row, col }, k);
          return use ? { type: 'activate', seat, die: d.id, use } : undefined;
        }
        k -= uses;
      }
      return undefined;
    }
    case 'glory': {
      const p = s.pending;
      if (p?.kind !== 'glory' || i > p.dice.length) return undefined;
      return { type: 'glory', seat, die: i < p.dice.length ? p.dice[i]! : null };
    }
    case 'restore':
      return i < 2 ? { type: 'restore', seat, use: i === 0 } : undefined;
    default:
      return undefined;
  }
}

/**
 * True when every legal action of `seat` now leaves everything `evaluate` reads as it is (the
 * board's dice, Restore cards, eliminations, the outcome): so in a lane marker's placement. A
 * marker moves no die, and the placements after it (markers put on cards for seats without a
 * lane) change nothing else; once the last is placed, the action phase begins and stops at the
 * first seat with a die to activate. There is one: the marker just placed lies in a lane with
 * one of its seat's dice (that is what makes the lane legal), no die has moved since, and no
 * marker placed before it on a lane can have lost its die either. So the phase never ends, nor
 * the round, nor the game, during a placement. The search's cheap greedy then plays the first
 * lane instead of trying each (it keeps the first of equal values).
 */
export function quietDecision(s: PipfallState, seat: Seat): boolean {
  return s.phase === 'place' && isToAct(s, seat);
}

/** `legalActions(s, seat)[0]?.type ?? null`, without building the list (the search's horizon check). */
export function decisionType(s: PipfallState, seat: Seat): PipfallAction['type'] | null {
  if (!isToAct(s, seat)) return null;
  switch (s.phase) {
    case 'program':
    case 'place':
    case 'activate':
    case 'glory':
      return legalCount(s, seat) > 0 ? s.phase : null;
    case 'restore':
      return 'restore';
    default:
      return null;
  }
}

/**
 * Applies one action to the draft, or explains why it is illegal (the draft is then discarded).
 * Events are appended to `events`; null builds none (the search, which would discard them).
 */
export function applyMut(s: S, a: PipfallAction, events: PipfallEvent[] | null): Result<true> {
  // The fast path's lanes describe a state as it was (see lastFreeLanes).
  freeLanes.state = null;
  if (s.phase === 'over') return err('ERR_GAME_OVER', 'the game is over');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.seats.length) return err('ERR_SEAT', `no seat ${a.seat} in this game`);
  if (s.seats[a.seat]!.eliminated) return err('ERR_ELIMINATED', `seat ${a.seat} is out of the game`);
  switch (a.type) {
    case 'program': {
      if (s.phase !== 'program') return err('ERR_PHASE', 'programming is over for this round');
      const h = s.seats[a.seat]!;
      if (h.program) return err('ERR_ALREADY_PROGRAMMED', `seat ${a.seat} has already programmed this round`);
      if (a.cards.length !== SLOTS || !isProgramOf(h.hand, a.cards, a.initiative)) {
        return err('ERR_CARDS', `a program uses each of the four cards in hand once: three slots and the Initiative card (hand: ${h.hand.join(' ')})`);
      }
      h.program = [...a.cards];
      h.initiative = a.initiative;
      h.hand = [];
      events?.push({ type: 'programmed', seat: a.seat });
      if (everyoneProgrammed(s)) {
        s.phase = 'place';
        s.cursor = { cycle: 0, turn: 0 };
        advancePlaceMut(s, events);
      }
      return ok(true);
    }
    case 'place': {
      if (s.phase !== 'place') return err('ERR_PHASE', 'no lane marker is being placed now');
      const seat = currentSeat(s);
      if (seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${seat} places a marker now, not seat ${a.seat}`);
      if (!isLegalLane(s, a.seat, a.lane)) {
        const legal = legalLanes(s, a.seat);
        return err('ERR_LANE', `that lane is claimed or holds none of your dice; legal: ${legal.map((l) => `${l.kind} ${l.index}`).join(', ')}`);
      }
      const slot = s.cursor.cycle;
      s.seats[a.seat]!.markers[slot] = { kind: a.lane.kind, index: a.lane.index };
      events?.push({ type: 'markerPlaced', seat: a.seat, slot, lane: { kind: a.lane.kind, index: a.lane.index } });
      s.cursor.turn++;
      advancePlaceMut(s, events);
      return ok(true);
    }
    case 'activate': {
      if (s.phase !== 'activate') return err('ERR_PHASE', 'no card is activating now');
      const seat = currentSeat(s);
      if (seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${seat} activates now, not seat ${a.seat}`);
      const slot = s.cursor.cycle;
      const card = s.seats[a.seat]!.program![slot]!;
      const at = candidate(s, a.seat, slot, a.die);
      if (!at) return err('ERR_DIE', `die ${a.die} is not an unactivated die of yours in the marker's lane`);
      const u = a.use;
      if (u.kind === 'move') {
        if (!isNumberCard(card)) return err('ERR_USE', `${card} is a face card: suit power only`);
        if (!Number.isInteger(u.distance) || u.distance < 0 || u.distance > 3) return err('ERR_USE', 'a move is 0 to 3 cells');
        if (!DIRECTIONS.includes(u.direction)) return err('ERR_USE', `no direction "${String(u.direction)}"`);
        if (!pathOf(at, u.direction, u.distance, s.size)) return err('ERR_USE', 'that move leaves the board');
      } else if (u.kind !== 'power') return err('ERR_USE', 'a card is used to move or for its suit power');
      const waiting = activateMut(s, a.seat, slot, card, at, u, events);
      if (!waiting) {
        s.cursor.turn++;
        advanceActivateMut(s, events);
      }
      return ok(true);
    }
    case 'glory': {
      const p = s.pending;
      if (s.phase !== 'glory' || !p || p.kind !== 'glory') return err('ERR_PHASE', 'no glory bonus is waiting');
      if (p.seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${p.seat} decides the glory bonus, not seat ${a.seat}`);
      if (a.die !== null && !p.dice.includes(a.die)) return err('ERR_DIE', `die ${a.die} cannot take the bonus; choose one of ${p.dice.join(', ')} or decline`);
      if (a.die === null) events?.push({ type: 'gloryBonus', seat: a.seat, die: null });
      else {
        const at = findDie(s.board, a.die)!;
        const to = asPips(Math.min(6, at.die.pips + 1));
        s.board[at.row]![at.col] = { id: at.die.id, owner: at.die.owner, pips: to };
        events?.push({ type: 'gloryBonus', seat: a.seat, die: a.die, from: at.die.pips, to });
      }
      s.pending = null;
      s.phase = 'activate';
      s.cursor.turn++;
      advanceActivateMut(s, events);
      return ok(true);
    }
    case 'restore': {
      const p = s.pending;
      if (s.phase !== 'restore' || !p || p.kind !== 'restore') return err('ERR_PHASE', 'no Restore decision is waiting');
      if (p.seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${p.seat} decides on Restore, not seat ${a.seat}`);
      const h = s.seats[a.seat]!;
      if (a.use) {
        const corner = cornerOf(a.seat, s.seats.length);
        const id = s.nextDieId++;
        s.board[corner.row]![corner.col] = { id, owner: a.seat, pips: 4 };
        const card = h.restoreCard!;
        s.retired = [...s.retired, card];
        h.restoreCard = null;
        events?.push({ type: 'restored', seat: a.seat, die: id, cell: corner, card });
      } else events?.push({ type: 'restoreDeclined', seat: a.seat });
      s.pending = null;
      s.cursor.turn++;
      advanceRestoreMut(s, events);
      return ok(true);
    }
    default:
      return err('ERR_ACTION', `unknown action type "${String((a as { type: unknown }).type)}"`);
  }
}

/** True when the three slot cards and the Initiative card are four different cards, all in `hand` (checked without building a list: the search programs every round). */
function isProgramOf(hand: readonly Card[], cards: readonly Card[], initiative: Card): boolean {
  for (let i = 0; i < HAND; i++) {
    const c = i < SLOTS ? cards[i]! : initiative;
    if (!hand.includes(c)) return false;
    for (let j = 0; j < i; j++) if (cards[j] === c) return false;
  }
  return true;
}

/** True when every seat still in has programmed this round. */
function everyoneProgrammed(s: PipfallState): boolean {
  for (const h of s.seats) if (!h.eliminated && !h.program) return false;
  return true;
}

/** Places markers automatically on cards when a seat has no legal lane; stops at a real choice. */
function advancePlaceMut(s: S, events: PipfallEvent[] | null): void {
  while (s.cursor.cycle < SLOTS) {
    const seat = placeSeat(s, s.cursor.turn);
    if (seat === null) {
      s.cursor = { cycle: s.cursor.cycle + 1, turn: 0 };
      continue;
    }
    if (hasLegalLane(s, seat)) return;
    // No unclaimed lane holds one of its dice: the marker goes on the card, cancelling it.
    s.seats[seat]!.markers[s.cursor.cycle] = { kind: 'card' };
    events?.push({ type: 'markerOnCard', seat, slot: s.cursor.cycle });
    s.cursor.turn++;
  }
  revealInitiativeMut(s, events);
}

/** The initiative ranking: strongest Initiative card first. */
export function initiativeRanking(s: PipfallState): Seat[] {
  return inGame(s).sort((a, b) => compareCards(s.seats[b]!.initiative!, s.seats[a]!.initiative!));
}

function revealInitiativeMut(s: S, events: PipfallEvent[] | null): void {
  const ranking = initiativeRanking(s);
  const start = ranking[0]!;
  s.startPlayer = start;
  s.activationOrder = has(s, 'true-initiative-order') ? ranking : clockwiseFrom(s, start);
  const counts = diceCounts(s.board, s.seats.length);
  s.hadDice = inGame(s).filter((seat) => counts[seat]! > 0);
  events?.push({ type: 'initiativeRevealed', cards: s.seats.map((h) => (h.eliminated ? null : h.initiative)), startPlayer: start, order: s.activationOrder.slice() });
  s.phase = 'activate';
  s.cursor = { cycle: 0, turn: 0 };
  advanceActivateMut(s, events);
}

/** Reveals cards and resolves null actions until a seat must choose, or the action phase ends. */
function advanceActivateMut(s: S, events: PipfallEvent[] | null): void {
  const order = s.activationOrder;
  while (s.phase === 'activate') {
    if (s.cursor.turn >= order.length) {
      s.cursor = { cycle: s.cursor.cycle + 1, turn: 0 };
      if (s.cursor.cycle >= SLOTS) {
        endActionPhaseMut(s, events);
        return;
      }
      continue;
    }
    const seat = order[s.cursor.turn]!;
    const slot = s.cursor.cycle;
    const h = s.seats[seat]!;
    if (h.markers[slot]?.kind === 'card') {
      // Cancelled at placement: never revealed, no effect.
      s.cursor.turn++;
      continue;
    }
    const card = h.program![slot]!;
    if (!h.revealed[slot]) {
      h.revealed[slot] = true;
      events?.push({ type: 'cardRevealed', seat, slot, card });
    }
    if (hasCandidate(s, seat, slot)) return;
    events?.push({ type: 'nullAction', seat, slot, card });
    s.cursor.turn++;
  }
}

/** Removes a die from its cell. */
function removeMut(s: S, die: Die, cell: Cell, events: PipfallEvent[] | null): void {
  s.board[cell.row]![cell.col] = null;
  events?.push({ type: 'removed', seat: die.owner, die: die.id, cell });
}

/** Decay by one at `cell`; a die at 0 is removed at once. */
function decayMut(s: S, cell: Cell, events: PipfallEvent[] | null): void {
  const d = s.board[cell.row]![cell.col]!;
  const to = d.pips - 1;
  events?.push({ type: 'decayed', seat: d.owner, die: d.id, cell, from: d.pips, to });
  if (to <= 0) removeMut(s, d, cell, events);
  else s.board[cell.row]![cell.col] = { id: d.id, owner: d.owner, pips: asPips(to) };
}

/** Pips after a suit power; equal to `from` when the power fails the success threshold. */
export function powerResult(card: Card, from: Pips): Pips {
  switch (suitOf(card)) {
    case 'H':
      return asPips(Math.min(6, from + 2));
    case 'D':
      return asPips(Math.max(1, from - 2));
    case 'S':
      return flipPips(from);
    case 'C':
      return from;
  }
}

/** Applies a legal activation. Returns true when a glory decision now waits. */
function activateMut(s: S, seat: Seat, slot: number, card: Card, at: Cell & { die: Die }, use: Use, events: PipfallEvent[] | null): boolean {
  const die = at.die;
  const from: Cell = { row: at.row, col: at.col };
  s.seats[seat]!.activated.push(die.id);
  events?.push({ type: 'activated', seat, slot, die: die.id, cell: from, use });
  if (use.kind === 'power') {
    const suit = suitOf(card);
    const to = powerResult(card, die.pips);
    if (suit === 'C' || to !== die.pips) {
      s.board[from.row]![from.col] = { id: die.id, owner: die.owner, pips: to };
      events?.push({ type: 'powered', seat, die: die.id, cell: from, suit, from: die.pips, to });
    } else {
      // Success threshold missed: a forced zero-move, which decays but never fights.
      events?.push({ type: 'powerFailed', seat, die: die.id, cell: from, suit, pips: die.pips });
      decayMut(s, from, events);
    }
    return false;
  }
  const path = pathOf(from, use.direction, use.distance, s.size)!;
  const to = path[path.length - 1] ?? from;
  events?.push({ type: 'moved', seat, die: die.id, pips: die.pips, from, to, path, direction: use.direction, distance: use.distance });
  if (use.distance === 0) {
    // A chosen 0-cell move stays on its own cell: no combat, decay only.
    decayMut(s, from, events);
    return false;
  }
  s.board[from.row]![from.col] = null;
  const defender = s.board[to.row]![to.col];
  if (!defender) {
    s.board[to.row]![to.col] = die;
    decayMut(s, to, events);
    return false;
  }
  // Combat compares pips before decay; own dice can be attacked too.
  const result = die.pips > defender.pips ? 'attackerWins' : die.pips < defender.pips ? 'defenderWins' : 'bothRemoved';
  events?.push({
    type: 'combat',
    attacker: die.id,
    attackerSeat: seat,
    defender: defender.id,
    defenderSeat: defender.owner,
    attackerPips: die.pips,
    defenderPips: defender.pips,
    cell: to,
    result,
  });
  if (result === 'attackerWins') {
    removeMut(s, defender, to, events);
    s.board[to.row]![to.col] = die;
    if (!has(s, 'combat-glory')) decayMut(s, to, events);
    return false;
  }
  if (result === 'defenderWins') {
    // The attacker never took the cell; it is removed where it fought.
    events?.push({ type: 'removed', seat, die: die.id, cell: to });
    return false;
  }
  removeMut(s, defender, to, events);
  events?.push({ type: 'removed', seat, die: die.id, cell: to });
  if (has(s, 'mutual-destruction-glory')) {
    const dice = diceOf(s.board, seat)
      .filter((d) => d.die.pips < 6)
      .map((d) => d.die.id);
    if (dice.length > 0) {
      s.phase = 'glory';
      s.pending = { kind: 'glory', seat, dice };
      return true;
    }
  }
  return false;
}

/** Pip totals per seat (eliminated seats 0). */
export function scores(s: PipfallState): number[] {
  return s.seats.map((h, seat) => (h.eliminated ? 0 : pipTotal(s.board, seat)));
}

/** Scoring at a cycles end: most pips, then most dice, then a shared victory among seats still in. */
export function cyclesOutcome(s: PipfallState): Outcome {
  const sc = scores(s);
  const seats = inGame(s);
  const key = (seat: Seat): [number, number] => [sc[seat]!, diceCount(s.board, seat)];
  let best: Seat[] = [];
  for (const seat of seats) {
    const [p, d] = key(seat);
    const top = best[0];
    if (top === undefined) {
      best = [seat];
      continue;
    }
    const [bp, bd] = key(top);
    if (p > bp || (p === bp && d > bd)) best = [seat];
    else if (p === bp && d === bd) best.push(seat);
  }
  return { winners: best, reason: best.length > 1 ? 'cyclesShared' : 'cycles', scores: sc };
}

function endActionPhaseMut(s: S, events: PipfallEvent[] | null): void {
  const counts = diceCounts(s.board, s.seats.length);
  const withDice = inGame(s).filter((seat) => counts[seat]! > 0);
  if (withDice.length <= 1) {
    // End by elimination is checked first; no restore then.
    const outcome: Outcome =
      withDice.length === 1 ? { winners: withDice, reason: 'elimination', scores: scores(s) } : { winners: s.hadDice.slice(), reason: 'draw', scores: scores(s) };
    finishMut(s, outcome, events);
    return;
  }
  if (s.lastRound) {
    finishMut(s, cyclesOutcome(s), events);
    return;
  }
  // Cleanup 1: discard every programmed and Initiative card, cancelled ones included (onto this state's own pile: clones share the piles).
  s.deck = { draw: s.deck.draw, discard: s.deck.discard.slice() };
  for (const seat of inGame(s)) {
    const h = s.seats[seat]!;
    if (h.program) for (const c of h.program) s.deck.discard.push(c);
    if (h.initiative) s.deck.discard.push(h.initiative);
    h.program = null;
    h.initiative = null;
    h.markers = [null, null, null];
  }
  // Cleanup 2: the restore window, from the First Player clockwise.
  s.phase = 'restore';
  s.cursor = { cycle: 0, turn: 0 };
  advanceRestoreMut(s, events);
}

function advanceRestoreMut(s: S, events: PipfallEvent[] | null): void {
  // The board does not change until this returns.
  const counts = diceCounts(s.board, s.seats.length);
  for (let seat = placeSeat(s, s.cursor.turn); seat !== null; seat = placeSeat(s, s.cursor.turn)) {
    if (canRestoreWith(s, seat, counts[seat]!)) {
      s.pending = { kind: 'restore', seat };
      return;
    }
    s.cursor.turn++;
  }
  s.pending = null;
  // Cleanup 3: elimination; 4: the First Player marker moves on.
  for (const seat of inGame(s)) {
    if (counts[seat] === 0) {
      s.seats[seat]!.eliminated = true;
      s.seats[seat]!.hand = [];
      events?.push({ type: 'eliminated', seat });
    }
  }
  s.firstPlayer = clockwiseFrom(s, (s.firstPlayer + 1) % s.seats.length)[0]!;
  events?.push({ type: 'roundEnded', round: s.round, firstPlayer: s.firstPlayer });
  startRoundMut(s, events);
}

function finishMut(s: S, outcome: Outcome, events: PipfallEvent[] | null): void {
  s.phase = 'over';
  s.pending = null;
  s.outcome = outcome as S['outcome'];
  events?.push({ type: 'gameOver', outcome });
}
