/**
 * PipFall Hex's rules as functions over a private mutable draft. `apply` in index.ts clones
 * the state first, so nothing outside ever sees a mutation; the `*Mut` names say so.
 *
 * Events go to `events`, or nowhere when it is null: the search's fast path passes null, and
 * `events?.push({...})` then does not even build the event objects.
 */
import { RANKS, suitOf, type Card, type Suit } from '../../core/cards';
import { flipPips, type Pips } from '../../core/dice';
import type { Draft, Outcome, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { seedRng, shuffle } from '../../core/rng';
import { locationCells, parseMap, type Cell, type HexMap, type StartLocation } from './map';
import { DEFAULT_MAP, MAPS } from './maps/index';
import { scenarioDice, scenarioPiles } from './scenario';
import { withKey } from './keys';
import { programAt, programsOf, programTable } from './programs';
import { isSearchState } from './search';
import { DICE_PER_SEAT, RESERVE, ROUNDS, type CombatResult, type Die, type HexAction, type HexEvent, type HexOptions, type HexState, type SeatState } from './state';
import { topologyOf, type Topology } from './topology';

export type { Draft };
export { programsOf };
/**
 * The rules' draft: every field assignable, but only the dice and each seat's `activated` may be
 * changed in place. The other arrays (draw, discards, order, rng; hands, programs, trophies)
 * are shared between a state and its copies (copy-on-write: `cloneState` does not copy them),
 * so the rules replace them and never change them; their types stay readonly to say so.
 */
type Assignable<T> = { -readonly [K in keyof T]: T[K] };
type SeatDraft = Assignable<Omit<SeatState, 'activated'>> & { activated: number[] };
export type HexDraft = Assignable<Omit<HexState, 'dice' | 'seats'>> & { dice: Die[]; seats: SeatDraft[] };
type S = HexDraft;
type Events = HexEvent[] | null;

/** The one success value of the rules (shared: search applies millions of actions). */
const DONE: Result<true> = ok(true);

/** Rank values by rank character (2..14), a table lookup: ranks are compared on every reveal. */
const RANK_VALUE: Readonly<Record<string, number>> = Object.fromEntries(RANKS.map((r, i) => [r, i + 2]));

/** A card's rank value: 2..10, jack 11, queen 12, king 13, ace 14. */
export function rankOf(card: Card): number {
  return RANK_VALUE[card[0]!]!;
}

/** Number cards (2-10) may move a die. */
const canMoveWith = (card: Card): boolean => rankOf(card) <= 10;
/** Jacks, queens and kings may Reinforce. */
const canReinforceWith = (card: Card): boolean => {
  const r = rankOf(card);
  return r >= 11 && r <= 13;
};

/**
 * A copy that the rules may mutate: the dice list and each seat's `activated` are copied (die
 * objects are replaced, never changed, so a shallow list copy is enough); every other array is
 * shared, as the rules replace those and never change them (see `S`). The search copies a state
 * for every action it tries, and most copies change none of them.
 */
export function cloneState(s: HexState): S {
  const seats = new Array<SeatDraft>(s.seats.length);
  for (let i = 0; i < s.seats.length; i++) {
    const h = s.seats[i]!;
    seats[i] = {
      location: h.location,
      reserve: h.reserve,
      hand: h.hand,
      program: h.program,
      leftOut: h.leftOut,
      revealed: h.revealed,
      activated: h.activated.slice(),
      trophies: h.trophies,
      eliminated: h.eliminated,
    };
  }
  return {
    game: 'hex',
    options: s.options,
    map: s.map,
    rng: s.rng,
    draw: s.draw,
    discardOpen: s.discardOpen,
    discardHidden: s.discardHidden,
    dice: s.dice.slice(),
    round: s.round,
    hand: s.hand,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    seats,
    step: s.step,
    order: s.order,
    turn: s.turn,
    outcome: s.outcome,
  };
}

/** The checked map named by the options: a built-in id, or a map file (validated). */
export function resolveMap(map: HexOptions['map']): Result<HexMap> {
  if (map === undefined) return ok(MAPS[DEFAULT_MAP]!);
  if (typeof map === 'string') {
    const m = MAPS[map];
    return m ? ok(m) : err('ERR_MAP', `no built-in map "${map}" (built in: ${Object.keys(MAPS).join(', ')})`);
  }
  return parseMap(map);
}

/** Seats still in the game, clockwise from `start`. */
export function clockwiseFrom(s: Pick<HexState, 'seats'>, start: Seat): Seat[] {
  const n = s.seats.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (start + i) % n;
    if (!s.seats[seat]!.eliminated) out.push(seat);
  }
  return out;
}

/** Seats still in the game, in seat order. */
export function inGame(s: Pick<HexState, 'seats'>): Seat[] {
  return clockwiseFrom(s, 0);
}

/** How many seats are still in the game. */
function seatsLeft(s: Pick<HexState, 'seats'>): number {
  let n = 0;
  for (const h of s.seats) if (!h.eliminated) n++;
  return n;
}

/** How many dice `seat` has on the battlefield. */
export function diceCount(s: Pick<HexState, 'dice'>, seat: Seat): number {
  let n = 0;
  for (const d of s.dice) if (d.owner === seat) n++;
  return n;
}

/** Whether `seat` has a die on the battlefield. */
function hasDice(s: Pick<HexState, 'dice'>, seat: Seat): boolean {
  for (const d of s.dice) if (d.owner === seat) return true;
  return false;
}

/** The die standing on a hex, or undefined. */
export function dieAt(s: Pick<HexState, 'dice'>, row: number, col: number): Die | undefined {
  for (const d of s.dice) if (d.row === row && d.col === col) return d;
  return undefined;
}

/** A starting location of the map by id. */
export function locationById(map: HexMap, id: string): StartLocation | undefined {
  return map.locations.find((l) => l.id === id);
}

/** Order of choosing locations: every seat, clockwise from the First Player. */
export function choosingOrder(s: Pick<HexState, 'seats' | 'firstPlayer'>): Seat[] {
  const n = s.seats.length;
  return Array.from({ length: n }, (_, i) => (s.firstPlayer + i) % n);
}

/** The seat choosing a location now, or null. */
export function chooser(s: HexState): Seat | null {
  if (s.phase !== 'choose') return null;
  for (const seat of choosingOrder(s)) if (s.seats[seat]!.location === null) return seat;
  return null;
}

/**
 * The location the map's defaults hand this seat (by its place in choosing order); if that
 * one is taken, the first unused default, else the first unused location.
 */
export function defaultLocation(s: HexState, seat: Seat): string | null {
  const taken = new Set(s.seats.map((h) => h.location).filter((l) => l !== null));
  const defaults = s.map.defaults[String(s.seats.length) as '2'] ?? [];
  const mine = defaults[choosingOrder(s).indexOf(seat)];
  if (mine !== undefined && !taken.has(mine)) return mine;
  return defaults.find((id) => !taken.has(id)) ?? s.map.locations.find((l) => !taken.has(l.id))?.id ?? null;
}

function blankSeat(): SeatState {
  return { location: null, reserve: RESERVE, hand: [], program: null, leftOut: null, revealed: 0, activated: [], trophies: [], eliminated: false };
}

/** Creates a new game: locations fixed by the options are taken at once, else the seats choose them in play. */
export function setupState(options: HexOptions, seed: number): Result<{ state: HexState; events: HexEvent[] }> {
  const seats = options.seats;
  if (![2, 3, 4].includes(seats)) return err('ERR_OPTIONS', `PipFall Hex takes 2, 3 or 4 players, not ${seats}`);
  const m = resolveMap(options.map);
  if (!m.ok) return m;
  const map = m.value;
  if (seats > map.locations.length) return err('ERR_OPTIONS', `map "${map.id}" has ${map.locations.length} starting locations: too few for ${seats} players`);
  const first = options.firstPlayer ?? 0;
  if (!Number.isInteger(first) || first < 0 || first >= seats) return err('ERR_OPTIONS', `firstPlayer must be a seat 0..${seats - 1}`);
  if (options.locations) {
    if (options.locations.length !== seats) return err('ERR_OPTIONS', `locations: one per seat (${seats}), got ${options.locations.length}`);
    for (const id of options.locations) if (!locationById(map, id)) return err('ERR_OPTIONS', `locations: map "${map.id}" has no location "${id}"`);
    if (new Set(options.locations).size !== seats) return err('ERR_OPTIONS', 'locations: two seats cannot share a location');
  }
  const d = scenarioPiles(options, seedRng(seed));
  if (!d.ok) return d;
  const given = scenarioDice(options, map);
  if (!given.ok) return given;
  const s: S = {
    game: 'hex',
    options: options,
    map: map,
    rng: [...d.value.rng] as S['rng'],
    draw: d.value.deck.draw.slice(),
    discardOpen: [],
    // Cards a scenario has played before it begins: out of sight, as the hidden discards are.
    discardHidden: d.value.deck.discard.slice(),
    dice: [],
    round: (options.scenario?.round ?? 1) - 1,
    hand: 0,
    firstPlayer: first,
    phase: 'choose',
    seats: Array.from({ length: seats }, () => blankSeat() as Draft<SeatState>),
    step: -1,
    order: [],
    turn: 0,
    outcome: null,
  };
  const events: HexEvent[] = [];
  const order = choosingOrder(s);
  events.push({ type: 'gameStarted', map: map.id, seats, firstPlayer: first, choosing: options.locations ? [] : order });
  if (options.locations) {
    if (given.value) {
      // A scenario's dice stand where it says; the seats still own their locations (Reinforce).
      for (const seat of order) s.seats[seat]!.location = options.locations[seat]!;
      s.dice = given.value.dice;
      given.value.reserve.forEach((r, seat) => (s.seats[seat]!.reserve = r));
      given.value.trophies.forEach((list, seat) => (s.seats[seat]!.trophies = list.slice()));
    } else for (const seat of order) takeLocationMut(s, seat, options.locations[seat]!, events);
    startRoundMut(s, events);
  }
  return ok({ state: s, events });
}

/** Places a seat's three dice on its location: 3 on the rear, 4 on each front. */
function takeLocationMut(s: S, seat: Seat, id: string, events: Events): void {
  const loc = locationById(s.map, id)!;
  s.seats[seat]!.location = id;
  const placed: { die: number; cell: Cell; pips: Pips }[] = [];
  locationCells(loc).forEach((cell, k) => {
    const die: Die = { id: seat * DICE_PER_SEAT + k, owner: seat, pips: k === 0 ? 3 : 4, row: cell.row, col: cell.col };
    insertDieMut(s, die);
    placed.push({ die: die.id, cell, pips: die.pips });
  });
  events?.push({ type: 'locationChosen', seat, location: id, name: loc.name, dice: placed });
}

/** Adds a die keeping the list in id order (so every copy of a state lists dice alike). */
function insertDieMut(s: S, die: Die): void {
  let i = s.dice.length;
  while (i > 0 && s.dice[i - 1]!.id > die.id) i--;
  s.dice.splice(i, 0, die);
}

function startRoundMut(s: S, events: Events): void {
  s.round++;
  s.hand = 0;
  events?.push({ type: 'roundStarted', round: s.round, firstPlayer: s.firstPlayer });
  startHandMut(s, events);
}

/** Cards the next hand needs: dice on the battlefield + 1 for every seat still in. */
export function cardsNeeded(s: Pick<HexState, 'seats' | 'dice'>): number {
  let n = 0;
  for (const h of s.seats) if (!h.eliminated) n++;
  for (const d of s.dice) if (!s.seats[d.owner]!.eliminated) n++;
  return n;
}

/**
 * Starts a hand, or ends the round when the draw deck alone cannot deal it (no partial deal).
 * Cards go one at a time, round after round clockwise from the First Player, skipping full hands.
 */
function startHandMut(s: S, events: Events): void {
  const needed = cardsNeeded(s);
  if (s.draw.length < needed) {
    endRoundMut(s, needed, events);
    return;
  }
  s.hand++;
  s.phase = 'program';
  s.step = -1;
  s.order = [];
  s.turn = 0;
  const order = clockwiseFrom(s, s.firstPlayer);
  const sizes: number[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) sizes.push(s.seats[seat]!.eliminated ? 0 : diceCount(s, seat) + 1);
  events?.push({ type: 'handStarted', round: s.round, hand: s.hand, firstPlayer: s.firstPlayer, sizes });
  // Dealt into new hands from the top of the deck, which is then replaced by what is left (nothing shared changes).
  const hands: Card[][] = [];
  for (const seat of order) hands[seat] = s.seats[seat]!.hand.slice();
  const draw = s.draw;
  let top = 0;
  for (let dealt = true; dealt;) {
    dealt = false;
    for (const seat of order) {
      const hand = hands[seat]!;
      if (hand.length < sizes[seat]!) {
        hand.push(draw[top++]!);
        dealt = true;
      }
    }
  }
  s.draw = draw.slice(top);
  for (const seat of order) s.seats[seat]!.hand = hands[seat]!;
  if (events) {
    for (const seat of order) {
      events.push({ type: 'dealt', seat, cards: s.seats[seat]!.hand.slice(), visibleTo: [seat] });
      events.push({ type: 'dealtHidden', seat, count: sizes[seat]! });
    }
  }
}

/** The round ends: after round 4 the game ends; otherwise all 52 cards are shuffled and the marker moves on. */
function endRoundMut(s: S, needed: number, events: Events): void {
  const last = s.round >= ROUNDS;
  events?.push({ type: 'roundEnded', round: s.round, drawLeft: s.draw.length, needed, last });
  if (last) {
    finishMut(s, 'rounds', events);
    return;
  }
  const all: Card[] = [...s.draw, ...s.discardOpen, ...s.discardHidden];
  for (const h of s.seats) {
    all.push(...h.hand, ...(h.program ?? []));
    if (h.leftOut) all.push(h.leftOut);
    h.hand = [];
    h.program = null;
    h.leftOut = null;
  }
  const [deck, rng] = shuffle(s.rng, all);
  s.draw = deck;
  s.rng = rng;
  s.discardOpen = [];
  s.discardHidden = [];
  s.firstPlayer = clockwiseFrom(s, (s.firstPlayer + 1) % s.seats.length)[0]!;
  events?.push({ type: 'reshuffled', cards: deck.length, firstPlayer: s.firstPlayer });
  startRoundMut(s, events);
}

/** Seats that must act now. */
export function toAct(s: HexState): Seat[] {
  switch (s.phase) {
    case 'choose': {
      const c = chooser(s);
      return c === null ? [] : [c];
    }
    case 'program':
      return inGame(s).filter((seat) => s.seats[seat]!.program === null);
    case 'resolve': {
      const seat = s.order[s.turn];
      return seat === undefined ? [] : [seat];
    }
    default:
      return [];
  }
}

/** The card resolving now and its owner, or null. */
export function resolving(s: HexState): { seat: Seat; card: Card } | null {
  if (s.phase !== 'resolve') return null;
  const seat = s.order[s.turn];
  if (seat === undefined) return null;
  const card = s.seats[seat]!.program?.[s.step];
  return card === undefined ? null : { seat, card };
}

/** The seat's dice that may still activate this hand. */
export function eligibleDice(s: HexState, seat: Seat): Die[] {
  const done = s.seats[seat]!.activated;
  const out: Die[] = [];
  for (const d of s.dice) if (d.owner === seat && !done.includes(d.id)) out.push(d);
  return out;
}

/** Empty positions of the seat's own location where a reserve die may enter, or [] when Reinforce is not possible. */
export function reinforceCells(s: HexState, seat: Seat): Cell[] {
  const h = s.seats[seat]!;
  if (h.reserve < 1 || h.location === null || diceCount(s, seat) < 1) return [];
  const loc = locationById(s.map, h.location)!;
  return locationCells(loc).filter((c) => !dieAt(s, c.row, c.col));
}

/** Whether `card` has at least one legal use for `seat` now (else it is discarded with no effect). */
export function hasUse(s: HexState, seat: Seat, card: Card): boolean {
  const done = s.seats[seat]!.activated;
  for (const d of s.dice) if (d.owner === seat && !done.includes(d.id)) return true;
  return canReinforceWith(card) && reinforceCells(s, seat).length > 0;
}

/**
 * The search's last answer: the generic search often asks twice running for the same seat's
 * actions in the same state (has the searcher come back to a program decision? then: what may
 * it do?). Kept only for the search's own states, which nothing but `applyMut` changes, and
 * `applyMut` forgets it before it changes that state. The search only reads the lists.
 */
let memoState: HexState | null = null;
let memoSeat: Seat = -1;
let memoList: HexAction[] = [];

/** Every legal action for a seat now. */
export function legalActions(s: HexState, seat: Seat): HexAction[] {
  if (s === memoState && seat === memoSeat) return memoList;
  const list = legalNow(s, seat);
  if (isSearchState(s)) {
    memoState = s;
    memoSeat = seat;
    memoList = list;
  }
  return list;
}

/** The hand `seat` programs from now, or null when it is not programming. */
function programmingHand(s: HexState, seat: Seat): readonly Card[] | null {
  if (s.phase !== 'program') return null;
  const h = s.seats[seat];
  return !h || h.eliminated || h.program !== null ? null : h.hand;
}

/** How many programs a hand of `n` cards has (n times (n-1)!: a card left out, the rest in every order), as `programsOf` lists them. */
function programCount(n: number): number {
  return n === 0 ? 0 : programTable(n).length / n;
}

/**
 * `legalActions(s, seat).length`. A program decision is counted without listing its up to
 * 720 programs: the search asks for the count where it plays one program drawn at random
 * (another seat's secret program, a rollout's), and builds only that one (`legalActionAt`).
 */
export function legalCount(s: HexState, seat: Seat): number {
  const hand = programmingHand(s, seat);
  return hand !== null ? programCount(hand.length) : legalActions(s, seat).length;
}

/** An action equal to `legalActions(s, seat)[i]` (a program built alone); undefined past the end. */
export function legalActionAt(s: HexState, seat: Seat, i: number): HexAction | undefined {
  const hand = programmingHand(s, seat);
  if (hand === null) return legalActions(s, seat)[i];
  return i >= 0 && i < programCount(hand.length) ? programAt(seat, hand, i) : undefined;
}

/** `legalActions(s, seat)[0]?.type ?? null`; a program decision without listing its programs (the search's horizon check). */
export function decisionType(s: HexState, seat: Seat): HexAction['type'] | null {
  const hand = programmingHand(s, seat);
  if (hand !== null) return programCount(hand.length) > 0 ? 'program' : null;
  return legalActions(s, seat)[0]?.type ?? null;
}

function legalNow(s: HexState, seat: Seat): HexAction[] {
  switch (s.phase) {
    case 'choose': {
      if (chooser(s) !== seat) return [];
      const taken = new Set(s.seats.map((h) => h.location));
      const first = defaultLocation(s, seat);
      const ids = s.map.locations.filter((l) => !taken.has(l.id)).map((l) => l.id);
      // The default pick first, so a table can preselect it and a hint can name it.
      ids.sort((a, b) => (a === first ? -1 : b === first ? 1 : 0));
      return ids.map((location): HexAction => ({ type: 'chooseLocation', seat, location }));
    }
    case 'program': {
      const hand = programmingHand(s, seat);
      return hand === null ? [] : programsOf(seat, hand);
    }
    case 'resolve': {
      const r = resolving(s);
      if (!r || r.seat !== seat) return [];
      return usesOf(s, seat, r.card);
    }
    default:
      return [];
  }
}

/** Every use of `card`: per eligible die (by id) its moves (own hex first: the 0-hex move) and its power; then Reinforce positions. */
export function usesOf(s: HexState, seat: Seat, card: Card): HexAction[] {
  const topo = topologyOf(s.map);
  const done = s.seats[seat]!.activated;
  let out: HexAction[];
  if (canMoveWith(card)) {
    // A die's uses (its moves, then its power) are one cached list: the lists are joined, not copied action by action.
    const lists: (readonly HexAction[])[] = [];
    for (const d of s.dice) if (d.owner === seat && !done.includes(d.id)) lists.push(usesOfDie(topo, d));
    out = ([] as HexAction[]).concat(...lists);
  } else {
    out = [];
    for (const d of s.dice) if (d.owner === seat && !done.includes(d.id)) out.push(powerOf(d));
  }
  if (canReinforceWith(card)) for (const at of reinforceCells(s, seat)) out.push({ type: 'reinforce', seat, at });
  return out;
}

/**
 * Move actions are the same objects whenever the same die stands on the same hex (per map), so
 * move generation allocates nothing in search. Actions are plain immutable data: sharing is safe.
 */
const moveCache = new WeakMap<Topology, (readonly HexAction[] | undefined)[]>();
const powerCache: HexAction[] = [];
/** The map last asked about and its moves (a game keeps its map: no WeakMap lookup per die). */
let lastTopo: Topology | null = null;
let lastMoves: (readonly HexAction[] | undefined)[] | undefined;

/** The uses of a die with a number card: moves to its own hex (0 hexes), then to every hex 1-3 steps away, then its power. */
function usesOfDie(topo: Topology, d: Die): readonly HexAction[] {
  let cache = topo === lastTopo ? lastMoves : moveCache.get(topo);
  if (!cache) {
    cache = [];
    moveCache.set(topo, cache);
  }
  lastTopo = topo;
  lastMoves = cache;
  const at = d.row * topo.cols + d.col;
  const k = d.id * topo.cells.length + at;
  let list = cache[k];
  if (!list) {
    const made: HexAction[] = [withKey({ type: 'move', seat: d.owner, die: d.id, to: topo.cells[at]! })];
    for (const r of topo.reach[at]!) made.push(withKey({ type: 'move', seat: d.owner, die: d.id, to: r.cell }));
    made.push(powerOf(d));
    cache[k] = list = made;
  }
  return list;
}

/** The power action of a die. */
function powerOf(d: Die): HexAction {
  return (powerCache[d.id] ??= withKey({ type: 'power', seat: d.owner, die: d.id }));
}

/** Applies one action to the draft, or explains why it is illegal (the draft is then discarded). */
export function applyMut(s: S, a: HexAction, events: Events): Result<true> {
  if (s === memoState) memoState = null;
  if (s.phase === 'over') return err('ERR_GAME_OVER', 'the game is over');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.seats.length) return err('ERR_SEAT', `no seat ${a.seat} in this game`);
  if (s.seats[a.seat]!.eliminated) return err('ERR_ELIMINATED', `seat ${a.seat} is out of the game`);
  switch (a.type) {
    case 'chooseLocation': {
      if (s.phase !== 'choose') return err('ERR_PHASE', 'starting locations have been chosen');
      const c = chooser(s);
      if (c !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${c} chooses a location now, not seat ${a.seat}`);
      if (!locationById(s.map, a.location)) return err('ERR_LOCATION', `map "${s.map.id}" has no location "${a.location}"`);
      if (s.seats.some((h) => h.location === a.location)) return err('ERR_LOCATION', `location ${a.location} is taken`);
      takeLocationMut(s, a.seat, a.location, events);
      if (chooser(s) === null) startRoundMut(s, events);
      return DONE;
    }
    case 'program': {
      if (s.phase !== 'program') return err('ERR_PHASE', 'no hand is being programmed now');
      const h = s.seats[a.seat]!;
      if (h.program !== null) return err('ERR_ALREADY_PROGRAMMED', `seat ${a.seat} has already programmed this hand`);
      const n = h.hand.length - 1;
      if (a.cards.length !== n || !isProgramOf(h.hand, a.cards, a.leftOut)) {
        return err('ERR_CARDS', `a program orders ${n} of the ${n + 1} cards in hand and leaves the other out (hand: ${h.hand.join(' ')})`);
      }
      h.program = a.cards.slice();
      h.leftOut = a.leftOut;
      h.hand = [];
      h.revealed = 0;
      events?.push({ type: 'programmed', seat: a.seat, count: n });
      events?.push({ type: 'leftOut', seat: a.seat, card: a.leftOut, visibleTo: [a.seat] });
      let all = true;
      for (const h2 of s.seats) if (!h2.eliminated && h2.program === null) all = false;
      if (all) {
        s.phase = 'resolve';
        s.step = -1;
        s.order = [];
        s.turn = 0;
        advanceMut(s, events);
      }
      return DONE;
    }
    case 'move':
    case 'power':
    case 'reinforce': {
      // resolving(s), read in place (no object per action).
      const seat = s.phase === 'resolve' ? s.order[s.turn] : undefined;
      const card = seat === undefined ? undefined : s.seats[seat]!.program?.[s.step];
      if (card === undefined) return err('ERR_PHASE', 'no card is resolving now');
      if (seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${seat}'s card resolves now, not seat ${a.seat}'s`);
      const used = a.type === 'reinforce' ? reinforceMut(s, a.seat, card, a.at, events) : activateMut(s, a, card, events);
      if (!used.ok) return used;
      // Elimination is checked after every resolved card, after its combat and decay.
      if (checkEliminationMut(s, events)) return DONE;
      s.turn++;
      advanceMut(s, events);
      return DONE;
    }
    default:
      return err('ERR_ACTION', `unknown action type "${String((a as { type: unknown }).type)}"`);
  }
}

/** Whether `cards` + `leftOut` use every card of `hand` once (a program's cards are all different). */
function isProgramOf(hand: readonly Card[], cards: readonly Card[], leftOut: Card): boolean {
  if (cards.length + 1 !== hand.length || !hand.includes(leftOut)) return false;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (c === leftOut || !hand.includes(c) || cards.indexOf(c) !== i) return false;
  }
  return true;
}

/** Tie order at equal rank: the tied seat reached LAST walking clockwise from the First Player resolves first. */
function tieRank(s: HexState, seat: Seat): number {
  return (seat - s.firstPlayer + s.seats.length) % s.seats.length;
}

/**
 * Reveals the next programmed card of every seat that has one and fixes the step's order:
 * highest rank first, ties by `tieRank`. False when no seat has a card left (the hand is over).
 */
function revealMut(s: S, events: Events): boolean {
  const step = s.step + 1;
  const seats: Seat[] = [];
  const keys: number[] = [];
  const n = s.seats.length;
  for (let seat = 0; seat < n; seat++) {
    const h = s.seats[seat]!;
    if (h.eliminated || h.program!.length <= step) continue;
    // Sort key: rank first, then the tie order; insertion sort (at most four seats, no closures).
    const key = rankOf(h.program![step]!) * n + tieRank(s, seat);
    let i = seats.length;
    seats.push(seat);
    keys.push(key);
    while (i > 0 && keys[i - 1]! < key) {
      seats[i] = seats[i - 1]!;
      keys[i] = keys[i - 1]!;
      i--;
    }
    seats[i] = seat;
    keys[i] = key;
  }
  if (seats.length === 0) return false;
  for (const seat of seats) s.seats[seat]!.revealed = step + 1;
  s.step = step;
  s.order = seats;
  s.turn = 0;
  events?.push({ type: 'revealed', step, cards: seats.map((seat) => ({ seat, card: s.seats[seat]!.program![step]! })), order: seats.slice() });
  return true;
}

/** Resolves what needs no choice (cards of eliminated seats, cards with no legal use) until a seat must choose or the hand ends. */
function advanceMut(s: S, events: Events): void {
  for (;;) {
    if (s.turn >= s.order.length) {
      if (!revealMut(s, events)) {
        endHandMut(s, events);
        return;
      }
      continue;
    }
    const seat = s.order[s.turn]!;
    const h = s.seats[seat]!;
    const card = h.program![s.step]!;
    if (h.eliminated) {
      events?.push({ type: 'cardDiscarded', seat, card, reason: 'eliminated' });
      s.turn++;
      continue;
    }
    if (!hasUse(s, seat, card)) {
      events?.push({ type: 'cardDiscarded', seat, card, reason: 'noUse' });
      s.turn++;
      continue;
    }
    events?.push({ type: 'resolving', seat, card, step: s.step });
    return;
  }
}

/** Played cards go to the open discards, left-out cards to the hidden ones; the next hand starts (or the round ends). */
function endHandMut(s: S, events: Events): void {
  events?.push({ type: 'handEnded', round: s.round, hand: s.hand });
  const open = s.discardOpen.slice();
  const hidden = s.discardHidden.slice();
  s.discardOpen = open;
  s.discardHidden = hidden;
  for (const h of s.seats) {
    if (h.program) open.push(...h.program);
    if (h.leftOut) hidden.push(h.leftOut);
    h.program = null;
    h.leftOut = null;
    h.revealed = 0;
    h.activated = [];
  }
  s.step = -1;
  s.order = [];
  s.turn = 0;
  startHandMut(s, events);
}

/** Index of a die in the list by id, or -1. */
function dieIndex(s: HexState, id: number): number {
  for (let i = 0; i < s.dice.length; i++) if (s.dice[i]!.id === id) return i;
  return -1;
}

function cellOfDie(d: Die): Cell {
  return { row: d.row, col: d.col };
}

/** The same die with other pips and hex (an explicit literal: every die keeps one object shape). */
function dieWith(d: Die, pips: Pips, row: number, col: number): Die {
  return { id: d.id, owner: d.owner, pips, row, col };
}

/** Removes the die with this id (it must be on the battlefield). */
function removeMut(s: S, id: number, cause: 'combat' | 'decay' | 'diamonds', events: Events): Die {
  const i = dieIndex(s, id);
  const d = s.dice[i]!;
  s.dice.splice(i, 1);
  events?.push({ type: 'removed', seat: d.owner, die: d.id, cell: cellOfDie(d), cause });
  return d;
}

/** Decay by 1 after an activation; at 0 the die is removed (never a trophy). */
function decayMut(s: S, id: number, events: Events): void {
  const i = dieIndex(s, id);
  const d = s.dice[i]!;
  const to = d.pips - 1;
  events?.push({ type: 'decayed', seat: d.owner, die: d.id, cell: cellOfDie(d), from: d.pips, to });
  if (to <= 0) removeMut(s, id, 'decay', events);
  else s.dice[i] = dieWith(d, to as Pips, d.row, d.col);
}

/** Pips after a suit power before decay; 0 or less means Diamonds removed the die. */
export function powerResult(suit: Suit, from: Pips): number {
  switch (suit) {
    case 'H':
      return Math.min(6, from + 2);
    case 'D':
      return from - 2;
    case 'S':
      return flipPips(from);
    case 'C':
      return from;
  }
}

/** How a combat ends: the higher pips survive, equal pips destroy both. */
export function combatResult(attacker: number, defender: number): CombatResult {
  return attacker > defender ? 'attackerWins' : attacker < defender ? 'defenderWins' : 'bothDestroyed';
}

/** A die destroyed in combat becomes a trophy of the other die's owner, unless both dice are the same player's. */
function captureMut(s: S, captor: Seat, d: Die, events: Events): void {
  if (captor === d.owner) return;
  const h = s.seats[captor]!;
  h.trophies = [...h.trophies, { die: d.id, owner: d.owner, pips: d.pips }];
  events?.push({ type: 'captured', seat: captor, die: d.id, owner: d.owner, pips: d.pips, cell: cellOfDie(d) });
}

/** A move or a suit power on an eligible die, with its combat and decay. */
function activateMut(s: S, a: Extract<HexAction, { type: 'move' | 'power' }>, card: Card, events: Events): Result<true> {
  const i = dieIndex(s, a.die);
  const die = s.dice[i];
  const h = s.seats[a.seat]!;
  if (!die || die.owner !== a.seat || h.activated.includes(die.id))
    return err('ERR_DIE', `die ${a.die} is not an eligible die of seat ${a.seat} (own, on the battlefield, not yet activated this hand)`);
  const topo = topologyOf(s.map);
  const from = topo.cells[die.row * topo.cols + die.col]!;
  if (a.type === 'power') {
    h.activated.push(die.id);
    const suit = suitOf(card);
    const to = powerResult(suit, die.pips);
    events?.push({ type: 'powered', seat: a.seat, die: die.id, cell: from, suit, from: die.pips, to: Math.max(0, to) });
    if (to <= 0) {
      // Diamonds to 0: removed at once, no decay step, no trophy.
      removeMut(s, die.id, 'diamonds', events);
      return DONE;
    }
    s.dice[i] = dieWith(die, to as Pips, die.row, die.col);
    decayMut(s, die.id, events);
    return DONE;
  }
  if (!canMoveWith(card)) return err('ERR_USE', `${card} cannot move a die: aces use their suit power, jacks, queens and kings their power or Reinforce`);
  const to = a.to as Cell | undefined;
  if (!to || !Number.isInteger(to.row) || !Number.isInteger(to.col)) return err('ERR_MOVE', 'a move names its destination hex {row, col}');
  let path: readonly Cell[] = [];
  if (to.row !== die.row || to.col !== die.col) {
    const inside = to.row >= 0 && to.row < topo.rows && to.col >= 0 && to.col < topo.cols;
    const reach = inside ? topo.reachTo[die.row * topo.cols + die.col]![to.row * topo.cols + to.col] : undefined;
    if (!reach) return err('ERR_MOVE', `(${to.row},${to.col}) is not within 3 hazard-free steps of the die at (${die.row},${die.col})`);
    path = reach.path;
  }
  h.activated.push(die.id);
  const dest: Cell = path.length > 0 ? path[path.length - 1]! : from;
  events?.push({ type: 'moved', seat: a.seat, die: die.id, pips: die.pips, from, to: dest, path });
  if (path.length === 0) {
    // A 0-hex move: no combat, decay only.
    decayMut(s, die.id, events);
    return DONE;
  }
  const defender = dieAt(s, dest.row, dest.col);
  s.dice[i] = dieWith(die, die.pips, dest.row, dest.col);
  if (!defender) {
    decayMut(s, die.id, events);
    return DONE;
  }
  // Combat compares pips before decay; dice of the same player fight too (no trophy then).
  const result = combatResult(die.pips, defender.pips);
  events?.push({
    type: 'combat',
    attacker: die.id,
    attackerSeat: a.seat,
    defender: defender.id,
    defenderSeat: defender.owner,
    attackerPips: die.pips,
    defenderPips: defender.pips,
    cell: dest,
    result,
  });
  if (result !== 'defenderWins') {
    removeMut(s, defender.id, 'combat', events);
    captureMut(s, a.seat, defender, events);
  }
  if (result !== 'attackerWins') {
    removeMut(s, die.id, 'combat', events);
    captureMut(s, defender.owner, dieWith(die, die.pips, dest.row, dest.col), events);
    return DONE;
  }
  // Only the surviving attacker decays; the defender never does.
  decayMut(s, die.id, events);
  return DONE;
}

/** Reinforce with a Jack, Queen or King: a reserve die enters an empty position of the own location. */
function reinforceMut(s: S, seat: Seat, card: Card, at: Cell, events: Events): Result<true> {
  if (!canReinforceWith(card)) return err('ERR_USE', `only a jack, queen or king may Reinforce, not ${card}`);
  const h = s.seats[seat]!;
  if (h.reserve < 1) return err('ERR_REINFORCE', 'no die left in reserve');
  if (diceCount(s, seat) < 1) return err('ERR_REINFORCE', 'Reinforce needs at least one own die on the battlefield');
  const loc = locationById(s.map, h.location!)!;
  const k = locationCells(loc).findIndex((c) => c.row === at?.row && c.col === at.col);
  if (k < 0) return err('ERR_REINFORCE', `(${at?.row},${at?.col}) is not a position of your starting location ${loc.id}`);
  if (dieAt(s, at.row, at.col)) return err('ERR_REINFORCE', `position (${at.row},${at.col}) is occupied`);
  const pips: Pips = k === 0 ? 3 : 4;
  const die: Die = { id: seat * DICE_PER_SEAT + (DICE_PER_SEAT - h.reserve), owner: seat, pips, row: at.row, col: at.col };
  h.reserve--;
  insertDieMut(s, die);
  events?.push({ type: 'reinforced', seat, die: die.id, cell: { row: at.row, col: at.col }, pips, reserve: h.reserve });
  return DONE;
}

/**
 * Eliminates every seat left without dice (several may go at once): its unrevealed cards are
 * discarded face down, its reserve stays out. Ends the game when at most one seat is left.
 * Returns true when the game ended.
 */
function checkEliminationMut(s: S, events: Events): boolean {
  for (let seat = 0; seat < s.seats.length; seat++) {
    const h = s.seats[seat]!;
    if (h.eliminated || hasDice(s, seat)) continue;
    h.eliminated = true;
    if (h.program) {
      s.discardHidden = [...s.discardHidden, ...h.program.slice(h.revealed)];
      h.program = h.program.slice(0, h.revealed);
    }
    events?.push({ type: 'eliminated', seat });
  }
  if (seatsLeft(s) <= 1) {
    finishMut(s, 'elimination', events);
    return true;
  }
  return false;
}

/** Trophy pip sums per seat. */
export function trophyPips(s: Pick<HexState, 'seats'>): number[] {
  return s.seats.map((h) => h.trophies.reduce((n, t) => n + t.pips, 0));
}

/** Scoring: most trophies, then the highest trophy pip sum, then a shared victory. Every seat is scored, eliminated or not. */
export function scoreOutcome(s: Pick<HexState, 'seats'>, reason: 'rounds' | 'elimination'): Outcome {
  const counts = s.seats.map((h) => h.trophies.length);
  const pips = trophyPips(s);
  let winners: Seat[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) {
    const top = winners[0];
    if (top === undefined || counts[seat]! > counts[top]! || (counts[seat] === counts[top] && pips[seat]! > pips[top]!)) winners = [seat];
    else if (counts[seat] === counts[top] && pips[seat] === pips[top]) winners.push(seat);
  }
  return { winners, reason: winners.length > 1 ? `${reason}Shared` : reason, scores: counts };
}

function finishMut(s: S, reason: 'rounds' | 'elimination', events: Events): void {
  const outcome = scoreOutcome(s, reason);
  s.phase = 'over';
  s.outcome = outcome;
  s.order = [];
  s.turn = 0;
  events?.push({ type: 'gameOver', outcome, trophyPips: trophyPips(s) });
}
