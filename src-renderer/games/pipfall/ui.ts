/** PipFall's playable part (one lazy chunk): its table's parts, messages, narration and sounds. */
import type { GameUi } from '../game-ui';
import type { TableParts } from '../../table/kit';
import { seatColours } from '../../ui/palette';
import { endBreakdown } from './breakdown';
import { outcomeWords } from './outcome';
import { pipfallDecisions, type Decided, type Pick } from './decisions';
import { FlatPipfallBoard } from './flat.svelte';
import Board2D from './Board2D.svelte';
import { RIG } from './framing';
import { pipfallEn } from './messages';
import { pipfallDe } from './messages.de';
import { narrate } from './narrate';
import Mirror from './panels/Mirror.svelte';
import Resolving from './panels/Resolving.svelte';
import Side from './panels/Side.svelte';
import Strip from './panels/Strip.svelte';
import type { Highlight, PipfallBoardPort } from './port';
import { PipfallStage } from './stage.svelte';
import type { PipfallTypes } from './types';
import { actionWords } from './words';
import { rulesTopic } from './rules/topic';

/** The parts the kit assembles PipFall's table from. */
const table: TableParts<PipfallTypes, Pick, number | null, Decided, Highlight, PipfallBoardPort, PipfallStage, FlatPipfallBoard> = {
  decisions: pipfallDecisions,
  boards: {
    flat: (view) => new FlatPipfallBoard(view),
    Flat: Board2D,
    scene: () => import('./board3d').then((m) => (view, ctx) => new m.PipfallBoard(view.size, view.corners, seatColours(ctx.palette))),
    rig: RIG,
  },
  stage: (ctx) => new PipfallStage(ctx),
  panels: { top: Strip, over: Resolving, side: Side },
  Mirror,
  layout: 'side',
  ids: { table: 'pipfall-table', area: 'pf-board-area', note: 'pf-board-note' },
};

/** PipFall for the table kit. */
export const pipfallUi: GameUi<PipfallTypes> = {
  table,
  messages: { en: pipfallEn, de: pipfallDe },
  narrate: (e) => narrate(e),
  sounds: { moved: 'clack', removed: 'thud', restored: 'clack' },
  actionWords,
  endBreakdown,
  outcomeWords,
  rulesTopic,
};
