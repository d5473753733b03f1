/** PipFall Hex's playable part (one lazy chunk): its table's parts, messages, narration, sounds and end breakdown. */
import type { GameUi } from '../game-ui';
import type { TableParts } from '../../table/kit';
import { seatColours } from '../../ui/palette';
import { RIG } from './framing';
import { FlatHex } from './board2d';
import Board2D from './Board2D.svelte';
import { hexDecisions, type Decided, type Pick } from './decisions';
import { endBreakdown } from './end';
import { outcomeWords } from './outcome';
import { HexLayout } from './layout';
import { hexEn } from './messages';
import { hexDe } from './messages.de';
import { colourName, narrate } from './narrate';
import Mirror from './panels/Mirror.svelte';
import Side from './panels/Side.svelte';
import Strip from './panels/Strip.svelte';
import type { HexBoardPort, Highlight } from './port';
import { rulesTopic } from './rules/topic';
import { HexStage } from './stage.svelte';
import type { HexTypes } from './types';
import { actionWords } from './words';

/** The parts the kit assembles PipFall Hex's table from. */
const table: TableParts<HexTypes, Pick, number | null, Decided, Highlight, HexBoardPort, HexStage, FlatHex> = {
  decisions: hexDecisions,
  boards: {
    flat: (view, ctx) => new FlatHex(new HexLayout(view.map), view.map, ctx.seatNames.length),
    Flat: Board2D,
    scene: () =>
      import('./board3d').then(
        (m) => (view, ctx) =>
          new m.HexBoard(
            view.map,
            seatColours(ctx.palette),
            ctx.seatNames.map((_, i) => colourName(i)),
          ),
      ),
    rig: RIG,
  },
  stage: (ctx) => new HexStage(ctx),
  panels: { top: Strip, side: Side },
  Mirror,
  layout: 'side',
  // The battlefield is wide: the column beside it stays narrow.
  sideWidth: 'minmax(280px, min(330px, 33vw))',
  ids: { table: 'hex-table', area: 'hex-board-area', note: 'hex-board-note', banner: 'hex-event' },
};

/** PipFall Hex for the table kit. */
export const hexUi: GameUi<HexTypes> = {
  table,
  messages: { en: hexEn, de: hexDe },
  narrate: (e, ctx) => narrate(e, ctx.seatNames),
  sounds: { locationChosen: 'clack', moved: 'clack', reinforced: 'clack', removed: 'thud' },
  actionWords,
  endBreakdown,
  outcomeWords,
  rulesTopic,
};
