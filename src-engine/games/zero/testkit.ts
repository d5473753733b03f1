/** Scenario helpers for Pip Zero tests: stacked decks, hand-written grids, scripted programs. */
import { DECK_52, type Card } from '../../core/cards';
import type { Pips } from '../../core/dice';
import { unwrap } from '../../core/result';
import { zero } from './index';
import type { Choice, Die, Program, ZeroEvent, ZeroOptions, ZeroState, ZeroVariant } from './state';

/** A full deck whose top cards are `top` (in order), the rest in standard order. */
export function stack(top: readonly Card[]): Card[] {
  return [...top, ...DECK_52.filter((c) => !top.includes(c))];
}

/**
 * A grid from rows of pips (0 = empty cell). Die ids are row * 4 + col, as in the opening,
 * so tests can name dice by where they started.
 */
export function gridOf(rows: readonly (readonly number[])[]): (Die | null)[][] {
  return rows.map((row, r) => row.map((p, c) => (p === 0 ? null : { id: r * 4 + c, pips: p as Pips })));
}

/** Starts a game whose first hand deals `top` (solo: the 5th card is the Adversary's). */
export function start(opts: { seats: 1 | 2; variants?: ZeroVariant[]; top?: Card[]; grids?: (Die | null)[][][] }): ZeroState {
  const options: ZeroOptions = { seats: opts.seats, variants: opts.variants ?? [], deck: stack(opts.top ?? []) };
  const s = unwrap(zero.setup(options, 1)).state;
  return opts.grids ? { ...s, grids: opts.grids } : s;
}

/** Applies an action that must be legal, collecting events. */
export function play(s: ZeroState, action: Parameters<typeof zero.apply>[1], log?: ZeroEvent[]): ZeroState {
  const r = zero.apply(s, action);
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  log?.push(...r.value.events);
  return r.value.state;
}

/** Programs every seat (programs[seat] = [col1, col2, col3, col4]). */
export function programAll(s: ZeroState, programs: readonly Program[], log?: ZeroEvent[]): ZeroState {
  programs.forEach((cards, seat) => {
    s = play(s, { type: 'program', seat, cards }, log);
  });
  return s;
}

/** Answers the pending choice of `seat`. */
export function choose(s: ZeroState, seat: number, choice: Choice, log?: ZeroEvent[]): ZeroState {
  return play(s, { type: 'choose', seat, choice }, log);
}

/** Pips at (row, col) of a seat's grid; 0 for an empty cell. */
export function pipsAt(s: ZeroState, seat: number, row: number, col: number): number {
  return s.grids[seat]![row]![col]?.pips ?? 0;
}

/** The first event of a type, typed. */
export function first<T extends ZeroEvent['type']>(log: readonly ZeroEvent[], type: T): Extract<ZeroEvent, { type: T }> | undefined {
  return log.find((e) => e.type === type) as Extract<ZeroEvent, { type: T }> | undefined;
}

/** The top of a 2-player deck so that seat 0 is dealt `a` and seat 1 `b` (dealing alternates). */
export function deal2(a: readonly Card[], b: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < 4; i++) out.push(a[i]!, b[i]!);
  return out;
}

/** The pips of a full grid (a die in every cell), for `gridOf`. */
export const FULL = [
  [3, 4, 5, 6],
  [6, 5, 4, 3],
  [4, 3, 6, 5],
  [5, 6, 3, 4],
];

/** Four cards as a program, unchecked. */
export const P = (...c: Card[]): Program => c as unknown as Program;

/** Plays to the end choosing the first legal action, returning the final state and all events. */
export function playOut(s: ZeroState): { s: ZeroState; log: ZeroEvent[] } {
  const log: ZeroEvent[] = [];
  while (!s.outcome) {
    const seat = zero.toAct(s)[0]!;
    s = play(s, zero.legalActions(s, seat)[0]!, log);
  }
  return { s, log };
}
