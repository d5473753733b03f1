/**
 * The end panel's words: who won (the headline), why the game ended so, and the names of the
 * seats in the rows. A game may say any of them its own way (`GameUi.outcomeWords`: Piplus's
 * seats are colours, a Hex victory may be shared with a seat that was eliminated); what it
 * leaves out comes from the outcome here. An engine's reason word ("race") is never shown raw:
 * without a message for it, the reason line is left out.
 */
import type { ViewReport } from '../engine/types';
import type { OutcomeWords } from '../games/game-ui';
import { has, t } from '../i18n';
import { formatList, formatNumber } from '../i18n/format';

/** A finished game's outcome, as the engine reports it. */
type Outcome = NonNullable<ViewReport['outcome']>;

/** What the end panel shows in words. */
export interface EndWords {
  /** "Gold wins!", "Shared victory: Red and Blue", "You cleared the grid — victory!". */
  readonly headline: string;
  /** Why it ended so ("Ended by: elimination", "Red and Blue tie on 3 trophies."), or null when nothing worth saying is known. */
  readonly why: string | null;
  /** The seats' names for the result table, as the game calls them. */
  readonly names: readonly string[];
}

/** The end panel's words for `outcome` of `game`: the game's own (`own`) where it gives them, else from the outcome and `names`. */
export function endWords(game: string, outcome: Outcome, names: readonly string[], own: OutcomeWords | null = null): EndWords {
  const seats = own?.seatNames ?? names;
  const said = own?.said ?? seats;
  const name = (s: number): string => said[s] ?? '';
  const { winners } = outcome;
  let headline: string;
  if (seats.length === 1) headline = winners.length > 0 ? t('end.soloWin') : t('end.soloLoss');
  else if (winners.length === 0) headline = t('end.loss');
  else if (winners.length === 1) headline = t('end.win', { seat: name(winners[0]!) });
  else if (winners.length === seats.length) headline = t('end.sharedAll');
  else headline = t('end.shared', { seats: formatList(winners.map(name)) });
  return { headline: own?.headline ?? headline, why: own?.why ?? defaultWhy(game, outcome, name), names: seats };
}

/** "Ended by: <the reason in words>", and for a shared victory what the winners tied on. */
function defaultWhy(game: string, outcome: Outcome, name: (seat: number) => string): string | null {
  // A game's own words for its reason first: two games may end by the same reason code ('rounds') for different things.
  const key = [`${game}.end.reason.${outcome.reason}`, `end.reason.${outcome.reason}`].find(has);
  const reason = key ? t('end.reason', { reason: t(key) }) : null;
  const tied = outcome.winners.length > 1 && outcome.scores ? outcome.scores[outcome.winners[0]!] : undefined;
  if (tied === undefined) return reason;
  const unitKey = `end.scoreUnit.${game}`;
  const params = { seats: formatList(outcome.winners.map(name)), score: formatNumber(tied) };
  const tie = has(unitKey) ? t('end.tiedUnit', { ...params, unit: t(unitKey) }) : t('end.tied', params);
  return reason ? `${reason}. ${tie}` : tie;
}
