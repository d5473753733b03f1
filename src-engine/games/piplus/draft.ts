/** The rules' private mutable draft: the copy the rules change in place (`apply` in index.ts clones the state first). */
import type { Draft } from '../../core/game';
import type { PiplusOptions, PiplusState } from './state';

type S = Draft<PiplusState>;

/**
 * A deep copy that the rules may mutate (faster than JSON round trips; search uses it too).
 * Written out field by field in the state's key order. Die objects are shared: the rules never
 * change one in place (a die that is spent or rolled is a new object), only the arrays holding them.
 */
export function cloneState(s: PiplusState): S {
  const seats: S['seats'] = [];
  for (const h of s.seats) seats.push({ hand: h.hand.slice(), dice: h.dice.slice(), place: h.place, scores: h.scores.slice() });
  return {
    game: s.game,
    options: s.options as Draft<PiplusOptions>,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    stacked:
      s.stacked.d4.length + s.stacked.d6.length + s.stacked.d8.length === 0 ? EMPTY_STACK() : { d4: s.stacked.d4.slice(), d6: s.stacked.d6.slice(), d8: s.stacked.d8.slice() },
    round: s.round,
    phase: s.phase,
    seats,
    starter: s.starter,
    turn: s.turn,
    table: s.table as S['table'],
    lastPlayer: s.lastPlayer,
    passes: s.passes,
    turns: s.turns,
    ranking: s.ranking.slice(),
    discards: s.discards.slice(),
    out: s.out as S['out'],
    outcome: s.outcome as S['outcome'],
  };
}

/** No stacked rolls left. */
const EMPTY_STACK = (): S['stacked'] => ({ d4: [], d6: [], d8: [] });
