/**
 * What the Piplus boards light, flat and 3D alike: the play being built (its cards raised, its
 * dice on them, the dice marked to reroll), the cards and dice that can still join a legal
 * play, the focus and the hint, the middle of the table when a click there plays, and the pass
 * spot with its reroll marks while passing is allowed. A plain function of the decision and the
 * selection (decisions.ts says what can join); the boards only draw it.
 */
import { EMPTY, isEmpty, lit, selectionOf, verdict, type Decision, type Pick, type Selection } from './decisions';
import { DIE_KINDS } from './kinds';
import type { DieKind, PiplusAction } from './types';

/** What the board lights for the decision at hand. */
export interface Lights {
  /** The hinted play: its hand indices and dice. */
  readonly hintCards: readonly number[];
  readonly hintDice: readonly DieKind[];
  /** Hand indices of the viewer's cards that can join a play. */
  readonly cards: readonly number[];
  /** The viewer's dice that can. */
  readonly dice: readonly DieKind[];
  /** Under the pointer (or a panel button's focus). */
  readonly focus: Pick | null;
  /** Dim the viewer's cards that cannot join (while it decides). */
  readonly dim: boolean;
  /** The middle of the table is where a click plays the selection. */
  readonly table: boolean;
}

/** The pass spot while the viewer may pass. */
export interface PassLit {
  /** The dice marked to reroll. */
  readonly reroll: readonly DieKind[];
  /** The dice a pass may reroll (the others' marks are greyed). */
  readonly rerollable: readonly DieKind[];
  /** The hint is a pass with these rerolls (null: it is not a pass). */
  readonly hint: readonly DieKind[] | null;
}

/** Everything a Piplus board lights. */
export interface PiplusLit extends Lights {
  /** The play being built (or just sent, until its step takes the cards). */
  readonly built: Selection;
  /** The pass spot, or null: no pass now. */
  readonly pass: PassLit | null;
}

/** Nothing lit. */
export const NO_LIGHTS: Lights = { cards: [], dice: [], focus: null, hintCards: [], hintDice: [], dim: false, table: false };

/** Nothing lit, nothing built: what a board shows while a step plays. */
export const NO_LIT: PiplusLit = { ...NO_LIGHTS, built: EMPTY, pass: null };

/** What the boards light for decision `d` with selection `sel`, the focus and the hinted action. */
export function light(d: Decision, sel: Selection, focus: Pick | null, hint: PiplusAction | null): PiplusLit {
  if (d.kind !== 'turn') return { ...NO_LIT, focus, built: d.sent ?? EMPTY };
  const l = lit(d, sel);
  const hs = hint ? selectionOf(d, hint) : null;
  return {
    built: sel,
    // On a lead every card plays: lighting them all says nothing, so no card is lit until a pick.
    cards: isEmpty(sel) && l.cards.length === d.hand.length ? [] : l.cards,
    dice: l.dice,
    focus,
    hintCards: hs?.cards ?? [],
    hintDice: hs ? [...DIE_KINDS.filter((k) => hs.on[k] !== undefined), ...(hs.lone ? [hs.lone] : [])] : [],
    dim: sel.cards.length + (sel.lone ? 1 : 0) > 0,
    table: verdict(d, sel).kind === 'play',
    pass: d.passes.length > 0 ? { reroll: sel.reroll, rerollable: d.rerollable, hint: hint?.type === 'pass' ? hint.reroll : null } : null,
  };
}
