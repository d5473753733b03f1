/** PipFall Toss's playable part (one lazy chunk): the table in both modes, its messages, narration and sounds. */
import type { GameUi } from '../game-ui';
import { endBreakdown } from './end';
import { tossEn } from './messages';
import { tossDe } from './messages.de';
import { narrate } from './narrate';
import { rulesTopic } from './rules/topic';
import TossTable from './TossTable.svelte';
import type { TossTypes } from './types';
import { actionWords } from './words';

/** PipFall Toss for the table shell. */
export const tossUi: GameUi<TossTypes> = {
  Table: TossTable,
  messages: { en: tossEn, de: tossDe },
  narrate: (e, ctx) => narrate(e, ctx),
  sounds: { tossed: 'clack', entered: 'clack', undone: 'thud', frameScored: 'chime' },
  // A toss's line tells where the die came to rest: not while it flies.
  toldOnLanding: ['tossed'],
  actionWords,
  endBreakdown: (view) => endBreakdown(view),
  rulesTopic,
};
