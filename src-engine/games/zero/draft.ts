/** The rules' private mutable draft: the copy the rules change in place (`apply` in index.ts clones the state first), and the variants in play. */
import type { Card } from '../../core/cards';
import type { Draft } from '../../core/game';
import type { ZeroOptions, ZeroState } from './state';

type S = Draft<ZeroState>;

export type { Draft };

/** Cards per hand. */
export const HAND = 4;

/**
 * A copy that the rules may mutate (faster than JSON round trips; search uses it too). Written
 * out field by field, in the state's own key order, with plain loops: the search clones a state
 * for every iteration and every greedy rollout move. What the rules only ever replace, never
 * change in place, is shared: a seat's hand and program, the discard pile (endHandMut makes a
 * new one) and the pending choice. Everything the rules change in place is copied.
 */
export function cloneState(s: ZeroState): S {
  const grids: S['grids'] = [];
  for (const g of s.grids) {
    const rows: S['grids'][number] = [];
    for (const row of g) rows.push(row.slice());
    grids.push(rows);
  }
  const seats: S['seats'] = [];
  for (const h of s.seats) {
    seats.push({
      hand: h.hand as Card[],
      program: h.program as S['seats'][number]['program'],
      revealed: h.revealed.slice(),
      spent: h.spent.slice(),
      activated: h.activated.slice(),
    });
  }
  return {
    game: s.game,
    options: s.options as Draft<ZeroOptions>,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    deck: { draw: s.deck.draw.slice(), discard: s.deck.discard as Card[] },
    grids,
    handNo: s.handNo,
    exhaustions: s.exhaustions,
    lastHand: s.lastHand,
    phase: s.phase,
    seats,
    adversaryCard: s.adversaryCard,
    initiative: s.initiative,
    cursor: { slot: s.cursor.slot, turn: s.cursor.turn },
    pending: s.pending,
    outcome: s.outcome as S['outcome'],
  };
}

/** True when the variant is in play. */
export function has(s: { options: { variants: readonly string[] } }, v: 'easier' | 'hardcore'): boolean {
  return s.options.variants.includes(v);
}
