/** Pip Zero's playable part (one lazy chunk): its table's parts, messages, narration and sounds. */
import type { GameUi } from '../game-ui';
import { t } from '../../i18n';
import { RIG } from './framing';
import { endBreakdown } from './breakdown';
import { zeroDecisions, type Decision, type Pick, type ZeroLit } from './decisions';
import type { ZeroBoardPort } from './port';
import type { TableParts } from '../../table/kit';
import { FlatZeroBoard } from './flat.svelte';
import Board2D from './Board2D.svelte';
import { zeroEn } from './messages';
import { zeroDe } from './messages.de';
import { narrate } from './narrate';
import Hand from './panels/Hand.svelte';
import Mirror from './panels/Mirror.svelte';
import Strip from './panels/Strip.svelte';
import { ZeroStage } from './stage.svelte';
import type { ZeroTypes } from './types';
import { actionWords } from './words';
import { rulesTopic } from './rules/topic';
import './panels/panels.css';

/** The parts the kit assembles Pip Zero's table from. */
const table: TableParts<ZeroTypes, Pick, null, Decision, ZeroLit, ZeroBoardPort, ZeroStage, FlatZeroBoard> = {
  decisions: zeroDecisions,
  boards: {
    flat: () => new FlatZeroBoard(),
    Flat: Board2D,
    scene: () =>
      import('./board3d').then(
        (m) => (_view, ctx) => new m.ZeroBoard(ctx.seatNames.length, { seats: ctx.seatNames, columns: [1, 2, 3, 4].map((n) => t('zero.columnShort', { n })) }),
      ),
    rig: RIG,
  },
  stage: (ctx) => new ZeroStage(ctx),
  panels: { top: Strip, bottom: Hand },
  Mirror,
  layout: 'bottom',
  ids: { table: 'zero-table', area: 'zero-board-area', note: 'zero-board-note', className: 'zero' },
};

/** Pip Zero for the table kit. */
export const zeroUi: GameUi<ZeroTypes> = {
  table,
  messages: { en: zeroEn, de: zeroDe },
  narrate: (e, ctx) => narrate(e, ctx.seatNames),
  sounds: { swapped: 'clack', removed: 'thud' },
  actionWords: (a, target) => actionWords(a, target),
  endBreakdown,
  rulesTopic,
};
