/** A seat's three dice: where each kind sits, the unused ones, and rolls (a stacked result first) and rerolls. */
import { DIE_KINDS, rollKindMut, type DieKind } from '../../core/dice';
import type { Draft, Seat } from '../../core/game';
import type { PiplusEvent, PiplusState, PlayerDie, SeatState } from './state';

type S = Draft<PiplusState>;

/** Where each die kind sits in a seat's `dice`. */
export const DIE_INDEX: Readonly<Record<DieKind, number>> = { d4: 0, d6: 1, d8: 2 };

/** A seat's unused dice, in d4, d6, d8 order. */
export function unusedDice(h: Pick<SeatState, 'dice'>): PlayerDie[] {
  return h.dice.filter((d) => !d.spent);
}

/** The next result of a die of `kind`: a stacked one first, else the game's generator. */
export function rollMut(s: S, kind: DieKind): number {
  const stacked = s.stacked[kind];
  if (stacked.length > 0) return stacked.shift()!;
  return rollKindMut(s.rng, kind);
}

/** Rolls `kind` for `seat`, making the die unused with its new value. */
export function rerollMut(s: S, seat: Seat, kind: DieKind, reason: 'pass' | 'forced', events: PiplusEvent[] | null): void {
  const value = rollMut(s, kind);
  s.seats[seat]!.dice[DIE_INDEX[kind]] = { kind, value, spent: false };
  events?.push({ type: 'rolled', seat, die: kind, value, reason });
}

/** `kinds` in d4, d6, d8 order. */
export function sortKinds(kinds: readonly DieKind[]): DieKind[] {
  return DIE_KINDS.filter((k) => kinds.includes(k));
}
