/** The initiative reveal: the ranking of the Initiative cards, which fixes the Activation Start Player and the activation order. */
import { compareCards } from '../../core/cards';
import type { Draft, Seat } from '../../core/game';
import { advanceActivateMut } from './activation';
import { diceCounts } from './board';
import { has } from './draft';
import type { PipfallEvent, PipfallState } from './state';
import { clockwiseFrom, inGame } from './turns';

type S = Draft<PipfallState>;

/** The initiative ranking: strongest Initiative card first. */
export function initiativeRanking(s: PipfallState): Seat[] {
  return inGame(s).sort((a, b) => compareCards(s.seats[b]!.initiative!, s.seats[a]!.initiative!));
}

/** Reveals the Initiative cards, fixes the activation order and starts the action phase. */
export function revealInitiativeMut(s: S, events: PipfallEvent[] | null): void {
  const ranking = initiativeRanking(s);
  const start = ranking[0]!;
  s.startPlayer = start;
  s.activationOrder = has(s, 'true-initiative-order') ? ranking : clockwiseFrom(s, start);
  const counts = diceCounts(s.board, s.seats.length);
  s.hadDice = inGame(s).filter((seat) => counts[seat]! > 0);
  events?.push({ type: 'initiativeRevealed', cards: s.seats.map((h) => (h.eliminated ? null : h.initiative)), startPlayer: start, order: s.activationOrder.slice() });
  s.phase = 'activate';
  s.cursor = { cycle: 0, turn: 0 };
  advanceActivateMut(s, events);
}
