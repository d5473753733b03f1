/**
 * PipFall Hex's end panel in the words of its log: seats by colour, the winner with its trophies,
 * and why it ended so. Trophies decide even for a player who was eliminated, so a victory may be
 * shared with, or won by, a seat that has no dice left: the panel says who went out, why the game
 * ended there, and what the winners tied on or won by.
 */
import type { ViewReport } from '../../engine/types';
import { t } from '../../i18n';
import { formatList, formatNumber, plural } from '../../i18n/format';
import type { NarrateContext, OutcomeWords } from '../game-ui';
import { colourName, seatLine } from './narrate';
import type { HexView } from './types';

/** The end panel's headline, reason and seat names for Hex's `outcome`. */
export function outcomeWords(view: HexView, outcome: NonNullable<ViewReport['outcome']>, ctx: NarrateContext): OutcomeWords {
  const seats = view.seats.map((_, s) => s);
  const seatNames = seats.map((s) => seatLine(s, ctx.seatNames[s] ?? ''));
  const trophies = (s: number): number => outcome.scores?.[s] ?? view.seats[s]?.trophies.length ?? 0;
  const pips = (s: number): number => view.seats[s]?.trophies.reduce((n, x) => n + x.pips, 0) ?? 0;
  const names = (xs: readonly number[]): string => formatList(xs.map(colourName));
  const { winners } = outcome;
  const top = winners[0];
  if (top === undefined) return { seatNames };
  const headline =
    winners.length === 1
      ? plural('hex.end.win', trophies(top), { seat: colourName(top) })
      : winners.length === seats.length
        ? t('end.sharedAll')
        : t('end.shared', { seats: names(winners) });
  const trophyWords = plural('hex.end.trophyCount', trophies(top));
  const pipWords = plural('hex.end.pipCount', pips(top));
  const level = seats.filter((s) => trophies(s) === trophies(top));
  const result =
    winners.length > 1
      ? t('hex.end.whyShared', { seats: names(winners), trophies: trophyWords, pips: pipWords })
      : level.length > 1
        ? t('hex.end.whyPips', { seats: names(level), trophies: trophyWords, seat: colourName(top), n: formatNumber(pips(top)) })
        : t('hex.end.whyMost', { seat: colourName(top), n: formatNumber(trophies(top)) });
  return { seatNames, headline, why: [...ending(view, outcome.reason), result].join(' ') };
}

/** How the game came to its end: who was eliminated and who was left, or the last round played. */
function ending(view: HexView, reason: string): string[] {
  if (!reason.startsWith('elimination')) return [t('hex.end.whyRounds')];
  const out = view.seats.flatMap((s, i) => (s.eliminated ? [i] : []));
  const left = view.seats.flatMap((s, i) => (s.eliminated ? [] : [i]));
  const lines = out.length > 0 ? [plural('hex.end.whyOut', out.length, { seats: formatList(out.map(colourName)) })] : [];
  lines.push(left.length === 1 ? t('hex.end.whyLast', { seat: colourName(left[0]!) }) : t('hex.end.whyNone'));
  return lines;
}
