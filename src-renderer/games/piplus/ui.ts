/** Piplus's playable part (one lazy chunk): its table's parts, messages, narration, sounds and the end breakdown. */
import type { TableParts } from '../../table/kit';
import type { GameUi } from '../game-ui';
import { RIG } from './framing';
import Board2D from './Board2D.svelte';
import type { Decision, Pick, Selection } from './decisions';
import { FlatPiplusBoard } from './flat.svelte';
import { piplusDecisions } from './kit';
import type { PiplusLit } from './lights';
import { piplusEn } from './messages';
import { piplusDe } from './messages.de';
import { makeNarrator } from './narrate';
import Mirror from './panels/Mirror.svelte';
import Side from './panels/Side.svelte';
import Strip from './panels/Strip.svelte';
import type { PiplusBoardPort } from './port';
import { outcomeWords } from './outcome';
import { rulesTopic } from './rules/topic';
import { endBreakdown } from './scores';
import { PiplusStage } from './stage.svelte';
import type { PiplusTypes } from './types';
import { actionWords } from './words';

const narrate = makeNarrator();
/** The sounds of what lands on the table. */
const sounds = { played: 'clack', loneDie: 'clack', rolled: 'clack', cleared: 'thud', placed: 'chime' } as const;

/** The parts the kit assembles Piplus's table from. */
const table: TableParts<PiplusTypes, Pick, Selection, Decision, PiplusLit, PiplusBoardPort, PiplusStage, FlatPiplusBoard> = {
  decisions: piplusDecisions,
  ids: { table: 'piplus-table', area: 'pp-board-area', note: 'pp-note' },
  layout: 'auto',
  // The round and what is in play head the side column: the round table keeps the full height.
  topInSide: true,
  panels: { top: Strip, side: Side },
  Mirror,
  stage: (ctx) => new PiplusStage(ctx),
  boards: {
    flat: (_view, ctx) => new FlatPiplusBoard(ctx),
    Flat: Board2D,
    scene: () => import('./board3d').then((m) => (view, ctx) => new m.PiplusBoard(view.seats.length, ctx)),
    rig: RIG,
  },
};

/** Piplus for the table kit. */
export const piplusUi: GameUi<PiplusTypes> = {
  table,
  messages: { en: piplusEn, de: piplusDe },
  narrate: (e) => narrate(e),
  sounds,
  actionWords,
  endBreakdown,
  outcomeWords,
  rulesTopic,
};
