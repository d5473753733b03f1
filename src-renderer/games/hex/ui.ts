/** PipFall Hex's playable part (one lazy chunk): the table, its messages, narration, sounds and end breakdown. */
import type { GameUi } from '../game-ui';
import { endBreakdown } from './end';
import HexTable from './HexTable.svelte';
import { hexEn } from './messages';
import { hexDe } from './messages.de';
import { narrate } from './narrate';
import { rulesTopic } from './rules/topic';
import type { HexTypes } from './types';
import { actionWords } from './words';

/** PipFall Hex for the table shell. */
export const hexUi: GameUi<HexTypes> = {
  Table: HexTable,
  messages: { en: hexEn, de: hexDe },
  narrate: (e, ctx) => narrate(e, ctx.seatNames),
  sounds: { locationChosen: 'clack', moved: 'clack', reinforced: 'clack', removed: 'thud' },
  actionWords,
  endBreakdown,
  rulesTopic,
};
