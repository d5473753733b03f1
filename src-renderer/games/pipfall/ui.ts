/** PipFall's playable part (one lazy chunk): the table, its messages, narration and sounds. */
import type { GameUi } from '../game-ui';
import { endBreakdown } from './breakdown';
import { pipfallEn } from './messages';
import { pipfallDe } from './messages.de';
import { narrate } from './narrate';
import PipfallTable from './PipfallTable.svelte';
import type { PipfallTypes } from './types';
import { actionWords } from './words';
import { rulesTopic } from './rules/topic';

/** PipFall for the table shell. */
export const pipfallUi: GameUi<PipfallTypes> = {
  Table: PipfallTable,
  messages: { en: pipfallEn, de: pipfallDe },
  narrate: (e) => narrate(e),
  sounds: { moved: 'clack', removed: 'thud', restored: 'clack' },
  actionWords,
  endBreakdown,
  rulesTopic,
};
