/** PipFall Toss's playable part (one lazy chunk): its table's parts in both modes, its messages, narration and sounds. */
import type { TableParts } from '../../table/kit';
import type { GameUi } from '../game-ui';
import { tossDecisions, type Decision, type TossLit, type TossPick, type TossSel } from './decisions';
import { endBreakdown } from './end';
import { outcomeWords } from './outcome';
import { FlatLane, KeeperSheet, type FlatTossBoard } from './flat.svelte';
import Flat from './flat/Flat.svelte';
import { tossEn } from './messages';
import { tossDe } from './messages.de';
import { narrate } from './narrate';
import Mirror from './panels/Mirror.svelte';
import Over from './panels/Over.svelte';
import './panels/panels.css';
import Side from './panels/Side.svelte';
import type { TossBoardPort } from './port';
import { rulesTopic } from './rules/topic';
import { sideColours } from './sides';
import { TossStage } from './stage.svelte';
import type { TossTypes } from './types';
import { actionWords } from './words';

/** The parts the kit assembles PipFall Toss's table from: the lane (flat or 3D) or the score keeper's sheet. */
const table: TableParts<TossTypes, TossPick, TossSel, Decision, TossLit, TossBoardPort, TossStage, FlatTossBoard> = {
  decisions: tossDecisions,
  boards: {
    flat: (view) => (view.options.mode === 'keeper' ? new KeeperSheet() : new FlatLane(view.court)),
    Flat,
    scene: () => import('./board3d').then((m) => (view, ctx) => new m.TossLane(view.court, sideColours(ctx.palette), ctx)),
    // The lane's own view is nearly level (behind the pitcher): the player may tilt it steeper, up to straight down.
    rig: { tilt: 1.15 },
    // The keeper has no lane: its sheet is drawn flat, and three.js is never loaded for it.
    flatOnly: (view) => view.options.mode === 'keeper',
  },
  stage: (ctx) => new TossStage(ctx),
  panels: { over: Over, side: Side },
  Mirror,
  layout: 'side',
  ids: { table: 'toss-table', area: 'toss-board-area', note: 'toss-board-note', className: 'toss' },
  data: (t) => ({
    mode: t.view?.options.mode ?? '',
    frame: t.view?.frame?.no ?? '',
    next: t.view?.next?.die ?? '',
    'can-act': t.canAct && !t.animating ? 'true' : 'false',
  }),
};

/** PipFall Toss for the table kit. */
export const tossUi: GameUi<TossTypes> = {
  table,
  messages: { en: tossEn, de: tossDe },
  narrate: (e, ctx) => narrate(e, ctx),
  sounds: { tossed: 'clack', entered: 'clack', undone: 'thud', frameScored: 'chime' },
  // A toss's line tells where the die came to rest: not while it flies.
  toldOnLanding: ['tossed'],
  actionWords,
  endBreakdown: (view) => endBreakdown(view),
  outcomeWords,
  rulesTopic,
};
