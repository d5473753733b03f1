/**
 * The pieces of a table that more than one game makes alike, as data: a seat's line in the
 * seat list (Seats.svelte), a programmed card in a row of slots (CardSlots.svelte), a seat's
 * card in a reveal (RevealChip.svelte), move choices grouped by what tells them apart (a
 * direction, a distance), and the board note from a preview. A game fills them from its view;
 * the kit draws them.
 */
import type { Card } from '../../src-engine/core/cards';
import type { ChoiceGroup, Click, Note } from './kit';

/** One seat in the seat list. */
export interface SeatRow {
  readonly seat: number;
  /** The seat's colour (CSS), for its mark. */
  readonly colour: string;
  /** The seat's name line ("Red: Ann (you)"). */
  readonly name: string;
  /** A short badge after the name ("★ First Player"), with its tooltip. */
  readonly badge?: { readonly text: string; readonly title: string } | null;
  /** Lines under the name (dice, reserve, trophies...). */
  readonly lines: readonly string[];
  /** A line in italics after them (what the seat is doing: "programming..."). */
  readonly status?: string | null;
  /** The seat is out of the game (drawn dim). */
  readonly out: boolean;
  /** The seat is to act now (outlined). */
  readonly acting: boolean;
  readonly testid: string;
}

/** One card in a row of program slots. */
export interface SlotCard {
  /** The card (null: face down). */
  readonly card: Card | null;
  /** A caption under it ("Card 1", "Left out"), for the eye (the `sr` text says it in full). */
  readonly caption?: string;
  /** What a screen reader says for the slot. */
  readonly sr: string;
  /** `now`: resolving (outlined); `done`: resolved (dim); `aside`: the card set aside (tilted, apart). */
  readonly state?: 'now' | 'done' | 'aside' | null;
  readonly testid?: string;
}

/** One seat's card in a reveal. */
export interface RevealItem {
  readonly seat: number;
  /** The seat's colour (CSS), for its mark. */
  readonly colour: string;
  readonly card: Card;
  /** `now`: the card that leads (the winner, the one resolving); `done`: resolved; `void`: discarded; `wait`: to come. */
  readonly state?: 'wait' | 'now' | 'done' | 'void' | null;
  /** What a screen reader says for the card (absent: the card and mark say it). */
  readonly sr?: string;
  readonly testid?: string;
}

/**
 * Choice groups of `items` sorted by `keyOf` into one group per key of `keys`, in that order,
 * leaving out the empty ones and the items without a key (null): a move's direction or distance.
 */
export function groupChoices<T, K, A, P, S>(
  items: readonly T[],
  keys: readonly K[],
  keyOf: (item: T) => K | null,
  group: (key: K, items: readonly T[]) => ChoiceGroup<A, P, S>,
): ChoiceGroup<A, P, S>[] {
  return keys.flatMap((k) => {
    const mine = items.filter((it) => keyOf(it) === k);
    return mine.length > 0 ? [group(k, mine)] : [];
  });
}

/** The board note: what the focused target would do (warned when it deserves a second look), else why a click was refused, else what to click. */
export function boardNote(preview: { readonly text: string; readonly warn: boolean } | null, refusal: string | null, help: string | null): Note | null {
  if (preview) return { text: preview.text, warn: preview.warn };
  if (refusal) return { text: refusal, refused: true };
  return help ? { text: help } : null;
}

/** What a click answers in a game whose selection is a die (`die`: the one chosen, null: none), as the kit's click. */
export type DieClick<A> =
  { readonly kind: 'act'; readonly action: A } | { readonly kind: 'select'; readonly die: number | null } | { readonly kind: 'refuse'; readonly reason: string };

/** A die-choosing game's click answer as the kit's (the chosen die is the selection). */
export function dieClick<A>(r: DieClick<A>): Click<A, number | null> {
  return r.kind === 'select' ? { kind: 'select', sel: r.die } : r;
}

/**
 * The seats a panel says it is waiting for: the others still to act, but none while the seat at
 * the screen (`seat`) is itself to act (its move is open, or a lesson's coach is still talking
 * before asking for it), so "Waiting for Blue…" never shows when it is the player's move too.
 */
export function waitingOn(toAct: readonly number[], seat: number | null): number[] {
  return seat !== null && toAct.includes(seat) ? [] : toAct.filter((s) => s !== seat);
}
