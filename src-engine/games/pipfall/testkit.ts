/** Scenario helpers for PipFall tests: stacked decks, hand-built boards, scripted rounds. */
import { DECK_48, type Card } from '../../core/cards';
import type { Pips } from '../../core/dice';
import type { Seat } from '../../core/game';
import { unwrap } from '../../core/result';
import { boardSize } from './board';
import { pipfall } from './index';
import type { Die, Direction, Lane, PipfallAction, PipfallEvent, PipfallState, PipfallVariant, Use } from './state';

/** A full 48-card deck whose top cards are `top` (in order), the rest in standard order. */
export function stack(top: readonly Card[]): Card[] {
  return [...top, ...DECK_48.filter((c) => !top.includes(c))];
}

/** The deck top that deals `hands[k]` to the k-th seat in dealing order (one card at a time). */
export function dealTop(hands: readonly (readonly Card[])[]): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < 4; i++) for (const h of hands) out.push(h[i]!);
  return out;
}

/** A die placed by a test: `[row, col, owner, pips]`; ids are given in list order from `firstId`. */
export type Placed = readonly [number, number, Seat, number];

/** An empty n-board with the listed dice. */
export function boardOf(n: number, dice: readonly Placed[], firstId = 0): (Die | null)[][] {
  const b: (Die | null)[][] = Array.from({ length: n }, () => Array.from({ length: n }, () => null));
  dice.forEach(([r, c, owner, pips], i) => {
    b[r]![c] = { id: firstId + i, owner, pips: pips as Pips };
  });
  return b;
}

/** Starts a game whose first round deals `top`; `dice` replaces the opening board. */
export function start(opts: { seats?: 2 | 3 | 4; variants?: PipfallVariant[]; top?: Card[]; dice?: readonly Placed[]; firstPlayer?: Seat; seed?: number }): PipfallState {
  const seats = opts.seats ?? 2;
  const s = unwrap(
    pipfall.setup(
      { seats, variants: opts.variants ?? [], deck: stack(opts.top ?? []), ...(opts.firstPlayer !== undefined ? { firstPlayer: opts.firstPlayer } : {}) },
      opts.seed ?? 1,
    ),
  ).state;
  if (!opts.dice) return s;
  return { ...s, board: boardOf(boardSize(seats), opts.dice), nextDieId: 100 };
}

/** Applies an action that must be legal, collecting events. */
export function play(s: PipfallState, action: PipfallAction, log?: PipfallEvent[]): PipfallState {
  const r = pipfall.apply(s, action);
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  log?.push(...r.value.events);
  return r.value.state;
}

/** Programs every seat still to act: its hand in dealt order, the 4th card as Initiative. */
export function programDealt(s: PipfallState, log?: PipfallEvent[]): PipfallState {
  for (const seat of pipfall.toAct(s)) {
    const h = s.seats[seat]!.hand;
    s = play(s, { type: 'program', seat, cards: [h[0]!, h[1]!, h[2]!], initiative: h[3]! }, log);
  }
  return s;
}

/** A row lane. */
export const row = (index: number): Lane => ({ kind: 'row', index });
/** A column lane. */
export const col = (index: number): Lane => ({ kind: 'col', index });

/** Places the current seat's marker. */
export function place(s: PipfallState, lane: Lane, log?: PipfallEvent[]): PipfallState {
  const seat = pipfall.toAct(s)[0]!;
  return play(s, { type: 'place', seat, lane }, log);
}

/** Places markers for the seats to act, in turn, from a list. */
export function placeAll(s: PipfallState, lanes: readonly Lane[], log?: PipfallEvent[]): PipfallState {
  for (const l of lanes) s = place(s, l, log);
  return s;
}

/** A move use. */
export const move = (direction: Direction, distance: number): Use => ({ kind: 'move', direction, distance });
/** The power use. */
export const power: Use = { kind: 'power' };

/** Activates die `die` of the seat to act with `use`. */
export function act(s: PipfallState, die: number, use: Use, log?: PipfallEvent[]): PipfallState {
  const seat = pipfall.toAct(s)[0]!;
  return play(s, { type: 'activate', seat, die, use }, log);
}

/** Pips at a cell, 0 when empty. */
export function pipsAt(s: PipfallState, r: number, c: number): number {
  return s.board[r]![c]?.pips ?? 0;
}

/** Events of a type, typed. */
export function all<T extends PipfallEvent['type']>(log: readonly PipfallEvent[], type: T): Extract<PipfallEvent, { type: T }>[] {
  return log.filter((e) => e.type === type) as Extract<PipfallEvent, { type: T }>[];
}

/** The first event of a type, typed. */
export function first<T extends PipfallEvent['type']>(log: readonly PipfallEvent[], type: T): Extract<PipfallEvent, { type: T }> | undefined {
  return all(log, type)[0];
}

/** Plays any legal action (the first offered) until `stop` holds or the game ends. */
export function playFirstUntil(s: PipfallState, stop: (s: PipfallState) => boolean, log?: PipfallEvent[]): PipfallState {
  while (!s.outcome && !stop(s)) {
    const seat = pipfall.toAct(s)[0]!;
    const a = pipfall.legalActions(s, seat);
    // Prefer a power use (no movement) so scripted rounds keep boards stable.
    const pick = a.find((x) => x.type === 'activate' && x.use.kind === 'power') ?? a.find((x) => x.type === 'restore' && !x.use) ?? a[0]!;
    s = play(s, pick, log);
  }
  return s;
}

/**
 * A round set up to its activation phase: `hands` in dealing order (from the First Player),
 * each programmed in dealt order (4th card = Initiative), then `lanes` placed in turn
 * (markers left over take the first legal lane).
 */
export function round(
  opts: { seats?: 2 | 3 | 4; variants?: PipfallVariant[]; dice: readonly Placed[]; hands: Card[][]; lanes: Lane[]; firstPlayer?: number },
  log?: PipfallEvent[],
): PipfallState {
  let s = start({
    seats: opts.seats ?? 2,
    variants: opts.variants ?? [],
    dice: opts.dice,
    top: dealTop(opts.hands),
    ...(opts.firstPlayer !== undefined ? { firstPlayer: opts.firstPlayer } : {}),
  });
  s = programDealt(s, log);
  for (const l of opts.lanes) s = place(s, l, log);
  // Markers not scripted take the first legal lane.
  while (s.phase === 'place') s = play(s, pipfall.legalActions(s, pipfall.toAct(s)[0]!)[0]!, log);
  return s;
}

/** Two players; seat 0 has die 0 (5 pips) in its corner and wins initiative with AS; seat 1 has die 1, a 6 at (0,4). */
export function duel(
  card0: Card,
  extra: readonly Placed[] = [],
  variants: PipfallVariant[] = [],
  lanes: Lane[] = [row(4), row(0), col(0), col(4)],
  log?: PipfallEvent[],
): PipfallState {
  return round(
    {
      dice: [[4, 0, 0, 5], [0, 4, 1, 6], ...extra],
      hands: [
        [card0, '2C', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes,
      variants,
    },
    log,
  );
}

/** Places lanes one by one, logging events. */
export function placeAllTracked(s: PipfallState, lanes: readonly Lane[], log: PipfallEvent[]): PipfallState {
  for (const l of lanes) s = place(s, l, log);
  return s;
}
