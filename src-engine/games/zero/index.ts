/**
 * Pip Zero as a Game: race your own 4x4 grid of dice to zero.
 * Rulebook seeds/002 and RULINGS.md section "zero".
 */
import { chapterOf } from './chapter';
import { applyOnDraft, type Draft, type Game } from '../../core/game';
import { ok } from '../../core/result';
import { describe } from './describe';
import { parseAction, parseOptions } from './parse';
import { applyMut, cloneState, legalActions, setupState, toAct } from './rules';
import { ZERO_VARIANTS, type ZeroAction, type ZeroEvent, type ZeroOptions, type ZeroState, type ZeroView } from './state';
import { targetsOf, type ZeroTarget } from './targets';
import { determinize, evaluate, secretProgram, viewOf } from './view';
import { ladder } from './ladder';
import { zeroTuning } from './levels';
import { actionLabel, ZERO_PLAYERS } from './players';
import { zeroUndo } from './undo';
import { actionKey } from './key';

export type { ZeroAction, ZeroEvent, ZeroOptions, ZeroState, ZeroView } from './state';
export type { ZeroTarget } from './targets';

/** Pip Zero. */
export const zero: Game<ZeroState, ZeroAction, ZeroEvent, ZeroView, ZeroOptions, ZeroTarget> = {
  info: { id: 'zero', minSeats: 1, maxSeats: 2, variants: ZERO_VARIANTS },
  setup(options, seed) {
    const r = setupState(options, seed);
    return r.ok ? ok({ state: r.value.state, events: r.value.events }) : r;
  },
  toAct,
  legalActions,
  targets: targetsOf,
  apply(state, action) {
    return applyOnDraft<ZeroState, typeof action, ZeroEvent>(state, action, {
      isOver: (s) => s.phase === 'over',
      clone: (s) => cloneState(s),
      applyMut: (d, a, events) => applyMut(d as Draft<ZeroState>, a, events),
    });
  },
  view: viewOf,
  outcome: (s) => s.outcome,
  parseAction,
  parseOptions,
  describe,
  chapter: chapterOf,
  undo: zeroUndo,
  ai: {
    ladder,
    determinize,
    evaluate,
    cloneMut: (s) => cloneState(s),
    // The search discards events; a refused action leaves a half-changed draft, which it drops.
    // (null: no events are made at all.)
    applyMut: (s, a) => applyMut(s as Draft<ZeroState>, a, null).ok,
    actionKey,
    secretMove: secretProgram,
    roundAction: 'program',
    tuning: zeroTuning,
    bots: ZERO_PLAYERS,
    // Solo, evaluate is 2 x progress - 1, progress being the grid's 16 dice on their way to zero.
    soloCurrency: { unit: 'dice', of: 16 },
    describeAction: actionLabel,
  },
};
