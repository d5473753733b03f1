/**
 * The replay viewer's plain logic (unit tested without a browser): which key does what, the
 * chapter a step is in, a chapter and a past game's result in words.
 */
import type { ReplayMarker } from '../../src-shared/contract/protocol';
import { t } from '../i18n';
import { formatList } from '../i18n/format';

/** What a key asks of the viewer. */
export type ReplayCommand = 'back' | 'forward' | 'first' | 'last' | 'toggle';

/** The viewer's keys: Left/Right step, Home/End, Space plays or pauses. Null: not the viewer's key (or typed into a field). */
export function commandForKey(key: string, targetTag: string | undefined): ReplayCommand | null {
  if (targetTag === 'INPUT' || targetTag === 'TEXTAREA') return null;
  // A select takes its own arrows, Home and End, and opens on Space.
  if (targetTag === 'SELECT') return null;
  switch (key) {
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case ' ':
      return 'toggle';
    default:
      return null;
  }
}

/** The step a command leads to from `step` (0..steps). */
export function stepAfter(cmd: Exclude<ReplayCommand, 'toggle'>, step: number, steps: number): number {
  if (cmd === 'first') return 0;
  if (cmd === 'last') return steps;
  return Math.max(0, Math.min(steps, step + (cmd === 'back' ? -1 : 1)));
}

/** The index of the marker whose chapter `step` is in (the last one at or before it), or -1. */
export function markerAt(markers: readonly ReplayMarker[], step: number): number {
  let at = -1;
  for (let i = 0; i < markers.length; i++) if (markers[i]!.step <= step) at = i;
  return at;
}

/** A chapter in words: "Round 2", "Round 1, hand 3", "Hand 4", "Frame 5". */
export function chapterWords(m: Pick<ReplayMarker, 'kind' | 'n' | 'round'>): string {
  if (m.kind === 'hand' && m.round !== undefined) return t('replay.chapter.handInRound', { round: m.round, n: m.n });
  return t(`replay.chapter.${m.kind}`, { n: m.n });
}

/** How a game ended, in a few words for a list row. */
export function resultWords(o: { readonly winners: readonly number[] }, names: readonly string[]): string {
  if (names.length === 1) return o.winners.length > 0 ? t('past.result.soloWin') : t('past.result.soloLoss');
  if (o.winners.length === 0) return t('past.result.none');
  if (o.winners.length === 1) return t('past.result.win', { seat: names[o.winners[0]!] ?? '' });
  return t('past.result.shared', { seats: formatList(o.winners.map((w) => names[w] ?? '')) });
}

/** Who played, in words: solo, against the computer, n players at this screen, computers only. */
export function modeWords(seats: readonly { readonly kind: string }[]): string {
  const humans = seats.filter((s) => s.kind === 'human').length;
  if (seats.length === 1) return t('past.mode.solo');
  if (humans === 0) return t('past.mode.computers');
  return humans >= 2 ? t('past.mode.hotSeat', { n: humans }) : t('past.mode.vsAi');
}
