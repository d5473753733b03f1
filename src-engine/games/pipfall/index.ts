/**
 * PipFall as a Game: program three cards, contest lanes, move and decay your dice.
 * Rulebook seeds/000, RULINGS.md "Suit powers" and "pipfall", docs/rules/pipfall.md.
 */
import { chapterOf } from './chapter';
import { applyOnDraft, strictLegalAt, type Draft, type Game } from '../../core/game';
import { ok } from '../../core/result';
import { describe } from './describe';
import { parseAction, parseOptions } from './parse';
import { applyMut, cloneState, decisionType, legalActionAt, legalActions, legalCount, quietDecision, setupState, toAct } from './rules';
import { DIRECTIONS, PIPFALL_VARIANTS, type Lane, type PipfallAction, type PipfallEvent, type PipfallOptions, type PipfallState, type PipfallView } from './state';
import { targetsOf, type PipfallTarget } from './targets';
import { determinize, evaluate, evaluateAll, viewOf } from './view';
import { ladder } from './ladder';
import { pipfallTuning } from './levels';
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
    tuning: pipfallTuning,
    determinize,
    evaluate,
    evaluateAll,
    cloneMut: (s) => cloneState(s),
    // The search would discard events, so none are built (null); a refused action leaves a half-changed draft, which it drops.
    applyMut: (s, a) => applyMut(s as Draft<PipfallState>, a, null).ok,
    roundAction: 'program',
    describeAction,
    actionKey,
    // The horizon check and the moves drawn at random ask these instead of listing every legal action.
    decisionType,
    legalCount,
    legalAt: strictLegalAt('pipfall', legalActionAt),
    // A lane marker moves no die: every placement is valued alike, and cheap greedy keeps the first.
    quietDecision,
  },
};

/**
 * A short key naming the action among all PipFall actions: the search keys its tree by it, and
 * the default (the action's JSON) was 5% of a hard decision's time in a profile.
 */
export function actionKey(a: PipfallAction): string {
  // The search looks every legal action up by its key at each visit: the same key string each
  // time (its hash computed once) costs far less than a new one. Programs are keyed at the
  // root only, and actions with out-of-range fields (parsed input) are not remembered.
  const code = a.type === 'program' ? -1 : keyCode(a);
  if (code < 0) return makeKey(a);
  let key = KEYS.get(code);
  if (key === undefined) {
    key = makeKey(a);
    KEYS.set(code, key);
  }
  return key;
}

/** Keys made so far, by `keyCode`. */
const KEYS = new Map<number, string>();

const small = (n: unknown, below: number): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) < below;

/** A number naming the action as uniquely as its key, or -1 when it has no such number. */
function keyCode(a: PipfallAction): number {
  if (!small(a.seat, 4)) return -1;
  switch (a.type) {
    case 'program':
      return -1;
    case 'place':
      if (!small(a.lane.index, 16) || (a.lane.kind !== 'row' && a.lane.kind !== 'col')) return -1;
      return (((a.seat * 2 + (a.lane.kind === 'row' ? 0 : 1)) * 16 + a.lane.index) << 3) | 1;
    case 'activate': {
      if (!small(a.die, 1024)) return -1;
      let use: number;
      if (a.use.kind === 'power') use = 0;
      else {
        const dir = DIRECTIONS.indexOf(a.use.direction);
        if (dir < 0 || !small(a.use.distance, 4)) return -1;
        use = 1 + dir * 4 + a.use.distance;
      }
      return (((a.seat * 1024 + a.die) * 32 + use) << 3) | 2;
    }
    case 'glory':
      if (a.die !== null && !small(a.die, 1024)) return -1;
      return ((a.seat * 1025 + (a.die === null ? 0 : a.die + 1)) << 3) | 3;
    case 'restore':
      return ((a.seat * 2 + (a.use ? 1 : 0)) << 3) | 4;
  }
}

function makeKey(a: PipfallAction): string {
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
