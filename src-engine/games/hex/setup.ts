/** A new game: the options and the map checked, then the starting locations, fixed by the options or chosen in play. */
import type { Pips } from '../../core/dice';
import type { Draft, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { seedRng } from '../../core/rng';
import { insertDieMut, locationById } from './battlefield';
import { DONE, type Events, type HexDraft } from './draft';
import { locationCells, parseMap, type Cell, type HexMap } from './map';
import { DEFAULT_MAP, MAPS } from './maps/index';
import { startRoundMut } from './rounds';
import { scenarioDice, scenarioPiles } from './scenario';
import { DICE_PER_SEAT, RESERVE, type Die, type HexAction, type HexEvent, type HexOptions, type HexState, type SeatState } from './state';

type S = HexDraft;

/** The checked map named by the options: a built-in id, or a map file (validated). */
export function resolveMap(map: HexOptions['map']): Result<HexMap> {
  if (map === undefined) return ok(MAPS[DEFAULT_MAP]!);
  if (typeof map === 'string') {
    const m = MAPS[map];
    return m ? ok(m) : err('ERR_MAP', `no built-in map "${map}" (built in: ${Object.keys(MAPS).join(', ')})`);
  }
  return parseMap(map);
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

/** A seat before it takes a location: no location, no cards, its two reserve dice. */
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

/** A starting location chosen by the seat whose turn it is; the last one starts round 1. */
export function applyChooseMut(s: S, a: Extract<HexAction, { type: 'chooseLocation' }>, events: Events): Result<true> {
  if (s.phase !== 'choose') return err('ERR_PHASE', 'starting locations have been chosen');
  const c = chooser(s);
  if (c !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${c} chooses a location now, not seat ${a.seat}`);
  if (!locationById(s.map, a.location)) return err('ERR_LOCATION', `map "${s.map.id}" has no location "${a.location}"`);
  if (s.seats.some((h) => h.location === a.location)) return err('ERR_LOCATION', `location ${a.location} is taken`);
  takeLocationMut(s, a.seat, a.location, events);
  if (chooser(s) === null) startRoundMut(s, events);
  return DONE;
}
