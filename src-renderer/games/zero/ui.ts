/** Pip Zero's playable part (one lazy chunk): the table, its messages, narration and sounds. */
import type { GameUi } from '../game-ui';
import { endBreakdown } from './breakdown';
import { zeroEn } from './messages';
import { zeroDe } from './messages.de';
import { narrate } from './narrate';
import type { ZeroTypes } from './types';
import { actionWords } from './words';
import { rulesTopic } from './rules/topic';
import ZeroTable from './ZeroTable.svelte';

/** Pip Zero for the table shell. */
export const zeroUi: GameUi<ZeroTypes> = {
  Table: ZeroTable,
  messages: { en: zeroEn, de: zeroDe },
  narrate: (e, ctx) => narrate(e, ctx.seatNames),
  sounds: { swapped: 'clack', removed: 'thud' },
  actionWords: (a, target) => actionWords(a, target),
  endBreakdown,
  rulesTopic,
};
