/**
 * What the PipFall Hex table decides about, as data: the things on the board a pointer rests
 * on, the legal actions with their targets, the decision at hand and what it lights (each lit
 * hex with its tone); and how an option shows on the board. The decisions module builds them;
 * choices, previews and the board port read them.
 */
import type { Card } from '../../../src-engine/core/cards';
import type { Cell, HexAction, HexTarget, HexView } from './types';

/**
 * Something on the board the pointer (or a keyboard focus) can rest on: a die, a hex, or the
 * button the board area shows for the suit power of a die that may also move.
 */
export type Pick = { readonly kind: 'die'; readonly die: number } | { readonly kind: 'hex'; readonly cell: Cell } | { readonly kind: 'power'; readonly die: number };

/** A legal action of one type with what the engine says it points at. */
export interface Option<K extends HexAction['type'] = HexAction['type']> {
  readonly action: Extract<HexAction, { type: K }>;
  readonly target: Extract<HexTarget, { kind: TargetKind<K> }>;
}

type TargetKind<K extends HexAction['type']> = K extends 'chooseLocation'
  ? 'location'
  : K extends 'program'
    ? 'program'
    : K extends 'move'
      ? 'move'
      : K extends 'power'
        ? 'power'
        : 'reinforce';

/** Any legal action with its target. */
export interface AnyOption {
  readonly action: HexAction;
  readonly target: HexTarget;
}

/** What the seat decides now. */
export type Decision =
  | { readonly kind: 'none' }
  | { readonly kind: 'choose'; readonly options: readonly Option<'chooseLocation'>[] }
  /** Order all but one card of the hand; the last slot is the card left out. */
  | { readonly kind: 'program'; readonly hand: readonly Card[] }
  /**
   * A card resolves: pick a die (when several may act), then its use (a move to a lit hex, or
   * the power); a J/Q/K may Reinforce on a lit position instead, with or without a die picked.
   */
  | {
      readonly kind: 'resolve';
      readonly card: Card;
      /** 1-based place of the card in the seat's program. */
      readonly slot: number;
      readonly dice: readonly number[];
      readonly die: number | null;
      readonly moves: readonly Option<'move'>[];
      readonly power: Option<'power'> | null;
      readonly reinforce: readonly Option<'reinforce'>[];
    };

/** How a lit hex reads on the board. */
export type Tone = 'location' | 'move' | 'attack' | 'own' | 'stay' | 'reinforce';

/** A lit hex and its tone. */
export interface LitHex {
  readonly cell: Cell;
  readonly tone: Tone;
}

/** What the board should light for a decision. */
export interface Lit {
  readonly dice: readonly number[];
  readonly hexes: readonly LitHex[];
}

/** The tone of a move's destination: a stay, a plain move, an attack, or an attack on an own die. */
export function moveTone(o: Option<'move'>): Tone {
  const c = o.target.combat;
  if (o.target.path.length === 0) return 'stay';
  if (!c) return 'move';
  return c.defenderSeat === o.action.seat ? 'own' : 'attack';
}

/** The board focus that shows an option: a location's rear, a move's destination, a power's die, a Reinforce position. */
export function focusOf(o: AnyOption): Pick | null {
  switch (o.target.kind) {
    case 'location':
      return { kind: 'hex', cell: o.target.rear };
    case 'move':
      return { kind: 'hex', cell: o.target.to };
    case 'power':
      return { kind: 'die', die: o.target.die };
    case 'reinforce':
      return { kind: 'hex', cell: o.target.at };
    default:
      return null;
  }
}

/** A decision with the view and the seat it was made for (a click on a hex needs to know which die stands there). */
export type Decided = Decision & { readonly view: HexView | null; readonly seat: number | null };
