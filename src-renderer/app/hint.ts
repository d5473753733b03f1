/**
 * A hint in a player's words: the suggested move in the game's own terms, how sure the
 * search is (in words, from the share of the search it got), and the runner-up only when it
 * is close; the numbers behind it (share of the search, expected value) on demand.
 */
import type { HintResult } from '../engine/types';
import { t } from '../i18n';
import { formatNumber, formatPercent, plural } from '../i18n/format';

/** A runner-up this close in expected value (on the -1..1 scale) is worth mentioning. */
const CLOSE = 0.05;

/** What the hint panel shows. */
export interface HintWords {
  /** "Suggested: Move your 5 two cells up to take Blue's 4." */
  readonly text: string;
  /** "The computer is quite sure." */
  readonly confidence: string;
  /** "Almost as good: …", when the runner-up is close; null otherwise. */
  readonly runnerUp: string | null;
  /** The numbers, for the "Why?" details. */
  readonly details: string;
}

/** How sure a search is, in words, from the share of it its choice got. */
export function confidenceWords(share: number, onlyMove: boolean): string {
  if (onlyMove) return t('hint.only');
  if (share >= 0.6) return t('hint.sure');
  if (share >= 0.35) return t('hint.fairly');
  return t('hint.close');
}

/** An expected value as the language writes it, signed, two decimals: "+0.30", German "+0,30". */
const signed = (v: number): string => formatNumber(v, { signDisplay: 'always', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The hint `h` in words; `words` says an action in the game's terms. */
export function hintWords(h: HintResult, words: (action: unknown) => string): HintWords {
  const [a, b] = h.lines;
  if (!a) return { text: h.reason, confidence: '', runnerUp: null, details: h.reason };
  // The pick is the most searched move; a runner-up within CLOSE either way is about as good.
  const close = b !== undefined && Math.abs(a.mean - b.mean) < CLOSE;
  const details = [a, b]
    .filter((l) => l !== undefined)
    .map((l) => t('hint.detailLine', { action: words(l.action), share: formatPercent(l.share), value: signed(l.mean) }))
    .join(' ');
  return {
    text: t('hint.suggested', { action: words(a.action) }),
    confidence: confidenceWords(a.share, b === undefined),
    runnerUp: close && b ? t('hint.runnerUp', { action: words(b.action) }) : null,
    details: `${details} ${plural('hint.detailIterations', h.iterations)}`,
  };
}
