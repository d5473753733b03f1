/**
 * PipFall as a Game: program three cards, contest lanes, move and decay your dice.
 * Rulebook seeds/000, RULINGS.md "Suit powers" and "pipfall", docs/rules/pipfall.md.
 */
import { chapterOf } from './chapter';
import { applyOnDraft, type Draft, type Game } from '../../core/game';
import { ok } from '../../core/result';
import { describe } from './describe';
import { parseAction, parseOptions } from './parse';
import { applyMut, cloneState, legalActions, setupState, toAct } from './rules';
import { PIPFALL_VARIANTS, type Lane, type PipfallAction, type PipfallEvent, type PipfallOptions, type PipfallState, type PipfallView } from './state';
import { targetsOf, type PipfallTarget } from './targets';
import { determinize, evaluate, viewOf } from './view';
import { ladder } from './ladder';
import { pipfallUndo } from './undo';

export type { PipfallAction, PipfallEvent, PipfallOptions, PipfallState, PipfallView } from './state';
export type { CombatPreview, PipfallTarget } from './targets';

/** PipFall, the flagship game. */
export const pipfall: Game<PipfallState, PipfallAction, PipfallEvent, PipfallView, PipfallOptions, PipfallTarget> = {
  info: { id: 'pipfall', minSeats: 2, maxSeats: 4, variants: PIPFALL_VARIANTS },
  setup(options, seed) {
    const r = setupState(options, seed);
    return r.ok ? ok({ state: r.value.state, events: r.value.events }) : r;
  },
  toAct,
  legalActions,
  targets: targetsOf,
  apply(state, action) {
    return applyOnDraft<PipfallState, typeof action, PipfallEvent>(state, action, {
      isOver: (s) => s.phase === 'over',
      clone: (s) => cloneState(s),
      applyMut: (d, a, events) => applyMut(d as Draft<PipfallState>, a, events),
    });
  },
  view: viewOf,
  outcome: (s) => s.outcome,
  parseAction,
  parseOptions,
  describe,
  chapter: chapterOf,
  undo: pipfallUndo,
  ai: {
    ladder,
    determinize,
    evaluate,
    cloneMut: (s) => cloneState(s),
    // The search discards events; a refused action leaves a half-changed draft, which it drops.
    applyMut: (s, a) => applyMut(s as Draft<PipfallState>, a, []).ok,
    roundAction: 'program',
    describeAction,
    actionKey,
  },
};

/**
 * A short key naming the action among all PipFall actions: the search keys its tree by it, and
 * the default (the action's JSON) was 5% of a hard decision's time in a profile.
 */
export function actionKey(a: PipfallAction): string {
  switch (a.type) {
    case 'program':
      return `g${a.seat}.${a.cards[0]}${a.cards[1]}${a.cards[2]}.${a.initiative}`;
    case 'place':
      return `l${a.seat}.${a.lane.kind === 'row' ? 'r' : 'c'}${a.lane.index}`;
    case 'activate':
      return `a${a.seat}.${a.die}.${a.use.kind === 'power' ? 'p' : `${a.use.direction}${a.use.distance}`}`;
    case 'glory':
      return `y${a.seat}.${a.die ?? '-'}`;
    case 'restore':
      return `s${a.seat}.${a.use ? 1 : 0}`;
  }
}

const lane = (l: Lane): string => `${l.kind === 'row' ? 'row' : 'column'} ${l.index + 1}`;

/** A short English label of an action, for hints ("program 9S 3H 2C, initiative AS"). */
export function describeAction(a: PipfallAction): string {
  switch (a.type) {
    case 'program':
      return `program ${a.cards[0]} ${a.cards[1]} ${a.cards[2]}, initiative ${a.initiative}`;
    case 'place':
      return `marker on ${lane(a.lane)}`;
    case 'activate':
      return a.use.kind === 'power' ? `die ${a.die}: suit power` : a.use.distance === 0 ? `die ${a.die}: zero move` : `die ${a.die}: move ${a.use.direction} ${a.use.distance}`;
    case 'glory':
      return a.die === null ? 'decline the glory bonus' : `glory +1 on die ${a.die}`;
    case 'restore':
      return a.use ? 'play Restore' : 'decline Restore';
  }
}
