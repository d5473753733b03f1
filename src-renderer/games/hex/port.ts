/**
 * What PipFall Hex's events do to a board, flat or 3D: the kit's board port (sync, light,
 * coach) and the game's own steps. FlatHex and HexBoard both implement it, so the stage plays
 * the same animations on either.
 */
import type { BoardPort } from '../../table/kit';
import type { LitHex } from './picks';
import type { Cell, HexView } from './types';

/** What the board lights: legal dice and hexes, the focus, and the path a focused move would walk. */
export interface Highlight {
  readonly dice: readonly number[];
  readonly hexes: readonly LitHex[];
  /** The die under the pointer or keyboard focus (white outline). */
  readonly focusDie: number | null;
  /** Hexes under the focus (brighter): one, or a whole start while starts are chosen. */
  readonly focusHexes: readonly Cell[];
  /** The die's hex, then the hexes it enters, in order. */
  readonly path: readonly Cell[];
  /** What choosing a target would do, in words, by `targetKey` (the flat board's buttons say it). */
  readonly says?: Readonly<Record<string, string>>;
}

/** Nothing lit. */
export const NO_HIGHLIGHT: Highlight = { dice: [], hexes: [], focusDie: null, focusHexes: [], path: [] };

/** The key of a hex (`"r,c"`) or a die (`"d<id>"`) in a highlight's `says`. */
export function targetKey(t: { readonly cell: Cell } | { readonly die: number }): string {
  return 'cell' in t ? `${t.cell.row},${t.cell.col}` : `d${t.die}`;
}

/** The seat whose card resolves in `view`, or null. */
export function actingOf(view: HexView): number | null {
  return view.phase === 'resolve' ? (view.order[view.turn] ?? null) : null;
}

/** A PipFall Hex board. */
export interface HexBoardPort extends BoardPort<HexView, Highlight> {
  /** Shows whose card resolves (their shelf brightens); null: nobody's. */
  setActing(seat: number | null): void;
  /** Tints a die that has acted this hand. */
  markSpent(id: number): void;
  /** A seat takes a start: its dice land on its positions. */
  claim(seat: number, location: string, dice: readonly { readonly die: number; readonly cell: Cell; readonly pips: number }[], ms: number): Promise<void>;
  /** The die walks its path; with `stopShort` (a combat follows) it halts short of the last hex. */
  walk(id: number, path: readonly Cell[], msPerHex: number, stopShort?: boolean): Promise<void>;
  clash(attacker: number, defender: number, ms: number): Promise<void>;
  /** The combat's winner comes to rest on its hex. */
  settle(id: number, ms: number): Promise<void>;
  turn(id: number, pips: number, ms: number): Promise<void>;
  /** The die leaves the battlefield. */
  fall(id: number, ms: number): Promise<void>;
  /** A die taken in combat goes to its captor's trophies. */
  capture(id: number, owner: number, captor: number, pips: number, ms: number): Promise<void>;
  /** A reserve die enters on a position of its seat's start. */
  reinforce(seat: number, id: number, cell: Cell, pips: number, reserveLeft: number, ms: number): Promise<void>;
  /** A short text rises from a hex or a seat's shelf and fades. */
  flash(text: string, at: Cell | { readonly seat: number }, colour: string, ms: number): Promise<void>;
}
