/**
 * PipFall Hex as a Game: program your hand, then move, power and fight dice on a hex
 * battlefield for trophies. Rulebook seeds/001, RULINGS.md "Suit powers" and "hex",
 * docs/rules/hex.md.
 */
import { chapterOf } from './chapter';
import { applyOnDraft, strictLegalAt, type Game } from '../../core/game';
import { ok } from '../../core/result';
import { describe } from './describe';
import { invariantBreaches } from './invariants';
import { parseAction, parseOptions } from './parse';
import { applyMut, cloneState, decisionType, legalActionAt, legalActions, legalCount, setupState, toAct, type HexDraft } from './rules';
import type { Cell, HexAction, HexEvent, HexOptions, HexState, HexTarget, HexView } from './state';
import { actionKey } from './keys';
import { markSearchState } from './search';
import { targetsOf } from './targets';
import { determinize, evaluate, viewOf } from './view';
import { ladder } from './ladder';
import { hexTuning } from './levels';
import { hexUndo } from './undo';

export type { CombatPreview, DecayPreview, HexAction, HexEvent, HexOptions, HexState, HexTarget, HexView } from './state';
export type { Cell, HexMap, HexMapFile, StartLocation, Symmetry } from './map';
export { parseMap } from './map';
export { MAPS, MAP_IDS, DEFAULT_MAP } from './maps/index';
export { actionKey } from './keys';

/** PipFall Hex; `checkInvariants` lets the fuzzer check hex's own invariants as it plays. */
export const hex: Game<HexState, HexAction, HexEvent, HexView, HexOptions, HexTarget> & { checkInvariants(state: HexState): string[] } = {
  info: { id: 'hex', minSeats: 2, maxSeats: 4, variants: [] },
  setup(options, seed) {
    const r = setupState(options, seed);
    return r.ok ? ok({ state: r.value.state, events: r.value.events }) : r;
  },
  toAct,
  legalActions,
  targets: targetsOf,
  apply(state, action) {
    return applyOnDraft<HexState, typeof action, HexEvent>(state, action, {
      isOver: (s) => s.phase === 'over',
      clone: (s) => cloneState(s),
      applyMut: (d, a, events) => applyMut(d as HexDraft, a, events),
    });
  },
  view: viewOf,
  outcome: (s) => s.outcome,
  parseAction,
  parseOptions,
  describe,
  chapter: chapterOf,
  checkInvariants: invariantBreaches,
  undo: hexUndo,
  ai: {
    ladder,
    tuning: hexTuning,
    determinize,
    evaluate,
    // The copy is marked: the rules remember its last legal-action list (search.ts).
    cloneMut: (s) => markSearchState(cloneState(s)),
    // The search discards events: none are built. A refused action leaves a half-changed draft, which it drops.
    applyMut: (s, a) => applyMut(s as HexDraft, a, null).ok,
    actionKey,
    // A program decision is counted, typed and drawn from without listing its up to 720 programs.
    decisionType,
    legalCount,
    legalAt: strictLegalAt('hex', legalActionAt),
    roundAction: 'program',
    describeAction,
  },
};

const at = (c: Cell): string => `(${c.row},${c.col})`;

/** A short English label of an action, for hints ("die 3 to (2,5)"). */
export function describeAction(a: HexAction): string {
  switch (a.type) {
    case 'chooseLocation':
      return `take location ${a.location}`;
    case 'program':
      return `program ${a.cards.join(' ')}, leave out ${a.leftOut}`;
    case 'move':
      return `die ${a.die} to ${at(a.to)}`;
    case 'power':
      return `die ${a.die}: suit power`;
    case 'reinforce':
      return `reinforce at ${at(a.at)}`;
  }
}
