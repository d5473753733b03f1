/** PipFall Toss's playable part (one lazy chunk): the table in both modes, its messages, narration and sounds. */
import type { EndBreakdown, GameUi, NarrateContext } from '../game-ui';
import { t } from '../../i18n';
import { tossEn } from './messages';
import { namesOf } from './names';
import { narrate } from './narrate';
import TossTable from './TossTable.svelte';
import type { TossTypes, TossView } from './types';
import { actionWords } from './words';

/** The end screen's breakdown: each seat's side total, the frames its side won, its best frame and its dice in the hole. */
export function endBreakdown(view: TossView, _outcome: unknown, ctx: NarrateContext): EndBreakdown {
  const names = namesOf(view.options as unknown as Record<string, unknown>, ctx.seatNames);
  const won = [0, 0];
  const best = [0, 0];
  const holes = [0, 0];
  for (const r of view.history) {
    if (r.scores[0] > r.scores[1]) won[0]!++;
    else if (r.scores[1] > r.scores[0]) won[1]!++;
    for (const s of [0, 1] as const) {
      best[s] = Math.max(best[s]!, r.scores[s]);
      holes[s]! += r.results[s].filter((x) => x === 'hole').length;
    }
  }
  return {
    columns: [t('toss.endCol.total'), t('toss.endCol.frames'), t('toss.endCol.best'), t('toss.endCol.holes')],
    rows: Array.from({ length: view.options.seats }, (_, seat) => {
      const side = seat % 2;
      return [view.totals[side as 0 | 1], won[side]!, best[side]!, holes[side]!].map((x, i) => (i === 0 && names.teams ? `${x} (${names.side(side as 0 | 1)})` : x));
    }),
  };
}

/** PipFall Toss for the table shell. */
export const tossUi: GameUi<TossTypes> = {
  Table: TossTable,
  messages: tossEn,
  narrate: (e, ctx) => narrate(e, ctx),
  sounds: { tossed: 'clack', entered: 'clack', undone: 'thud', frameScored: 'chime' },
  actionWords,
  endBreakdown: (view, outcome, ctx) => endBreakdown(view, outcome, ctx),
};
