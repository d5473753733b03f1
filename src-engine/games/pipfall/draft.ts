/**
 * The rules' private mutable draft: the copy the rules change in place (`apply` in index.ts
 * clones the state first, so nothing outside ever sees a mutation), and the round's sizes.
 */
import type { Card } from '../../core/cards';
import type { Draft, Seat } from '../../core/game';
import type { Die, PipfallOptions, PipfallState, PipfallVariant, SeatState } from './state';

type S = Draft<PipfallState>;

export type { Draft };

/** Cards dealt to each seat per round. */
export const HAND = 4;
/** Programmed slots (and so placement and activation cycles) per round. */
export const SLOTS = 3;

/**
 * A copy that the rules may mutate (faster than JSON round trips; the search makes several per
 * iteration). What the rules change in place is copied: the board's rows, the seats and their
 * markers, reveals and activations, the cursor. What they only ever replace whole is shared:
 * the generator, the piles (a round's deal and its cleanup take their own copies first), hands,
 * programs, the activation order, the seats that had dice, the retired cards, dice, lanes, the
 * pending decision, the outcome. A rule that starts changing one of those in place must copy it
 * here first. Fields in the state's own order.
 */
export function cloneState(s: PipfallState): S {
  const board: (Die | null)[][] = [];
  for (const row of s.board) board.push(row.slice());
  const seats: Draft<SeatState>[] = [];
  for (const h of s.seats) {
    seats.push({
      hand: h.hand as Card[],
      program: h.program as Card[] | null,
      initiative: h.initiative,
      markers: h.markers.slice(),
      revealed: h.revealed.slice(),
      activated: h.activated.slice(),
      restoreCard: h.restoreCard,
      eliminated: h.eliminated,
    });
  }
  return {
    game: s.game,
    options: s.options as Draft<PipfallOptions>,
    size: s.size,
    rng: s.rng as S['rng'],
    deck: s.deck as S['deck'],
    board,
    nextDieId: s.nextDieId,
    round: s.round,
    firstPlayer: s.firstPlayer,
    cycles: s.cycles,
    cycleLimit: s.cycleLimit,
    lastRound: s.lastRound,
    phase: s.phase,
    seats,
    activationOrder: s.activationOrder as Seat[],
    startPlayer: s.startPlayer,
    cursor: { cycle: s.cursor.cycle, turn: s.cursor.turn },
    hadDice: s.hadDice as Seat[],
    pending: s.pending as S['pending'],
    retired: s.retired as Card[],
    outcome: s.outcome as S['outcome'],
  };
}

/** True when the variant is in play. */
export function has(s: { options: { variants: readonly string[] } }, v: PipfallVariant): boolean {
  return s.options.variants.includes(v);
}
