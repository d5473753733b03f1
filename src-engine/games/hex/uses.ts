/**
 * What a resolving card may do: by its rank, move an eligible die 0-3 hexes, use its suit power,
 * or Reinforce; the actions that say so, made once and shared.
 */
import { RANKS, type Card } from '../../core/cards';
import type { Seat } from '../../core/game';
import { diceCount, dieAt, locationById } from './battlefield';
import { withKey } from './keys';
import { locationCells, type Cell } from './map';
import type { Die, HexAction, HexState } from './state';
import { topologyOf, type Topology } from './topology';

/** Rank values by rank character (2..14), a table lookup: ranks are compared on every reveal. */
const RANK_VALUE: Readonly<Record<string, number>> = Object.fromEntries(RANKS.map((r, i) => [r, i + 2]));

/** A card's rank value: 2..10, jack 11, queen 12, king 13, ace 14. */
export function rankOf(card: Card): number {
  return RANK_VALUE[card[0]!]!;
}

/** Number cards (2-10) may move a die. */
export const canMoveWith = (card: Card): boolean => rankOf(card) <= 10;
/** Jacks, queens and kings may Reinforce. */
export const canReinforceWith = (card: Card): boolean => {
  const r = rankOf(card);
  return r >= 11 && r <= 13;
};

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
