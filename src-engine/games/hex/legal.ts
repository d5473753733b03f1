/**
 * Legal actions: the seats that must act, what they may do, and the search's shortcuts (a program
 * counted and built alone; the last list kept for the search's own states).
 */
import type { Card } from '../../core/cards';
import type { Seat } from '../../core/game';
import { inGame } from './battlefield';
import { programAt, programsOf, programTable } from './programs';
import { resolving } from './resolution';
import { isSearchState } from './search';
import { chooser, defaultLocation } from './setup';
import type { HexAction, HexState } from './state';
import { usesOf } from './uses';

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

/**
 * The search's last answer: the generic search often asks twice running for the same seat's
 * actions in the same state (has the searcher come back to a program decision? then: what may
 * it do?). Kept only for the search's own states, which nothing but `applyMut` changes, and
 * `applyMut` forgets it before it changes that state. The search only reads the lists.
 */
let memoState: HexState | null = null;
let memoSeat: Seat = -1;
let memoList: HexAction[] = [];

/** Forgets the search's last answer when it is about `s`: `applyMut` calls it before it changes a state. */
export function forgetLegal(s: HexState): void {
  if (s === memoState) memoState = null;
}

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

/** `legalActions` worked out (the memo aside). */
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
