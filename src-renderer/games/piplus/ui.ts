/** Piplus's playable part (one lazy chunk): the table, its messages, narration, sounds and the end breakdown. */
import type { GameUi } from '../game-ui';
import { piplusEn } from './messages';
import { piplusDe } from './messages.de';
import { makeNarrator } from './narrate';
import PiplusTable from './PiplusTable.svelte';
import { rulesTopic } from './rules/topic';
import { endBreakdown } from './scores';
import type { PiplusTypes } from './types';
import { actionWords } from './words';

const narrate = makeNarrator();

/** Piplus for the table shell. */
export const piplusUi: GameUi<PiplusTypes> = {
  Table: PiplusTable,
  messages: { en: piplusEn, de: piplusDe },
  narrate: (e) => narrate(e),
  sounds: { played: 'clack', loneDie: 'clack', rolled: 'clack', cleared: 'thud', placed: 'chime' },
  actionWords,
  endBreakdown,
  rulesTopic,
};
