/**
 * Piplus as a Game: a climbing card game for 2-6 players where a d4, d6 and d8 lift cards
 * or stand in for one. Rulebook seeds/004, RULINGS.md "piplus", docs/rules/piplus.md.
 */
import { chapterOf } from './chapter';
import { DIE_FACES, DIE_KINDS } from '../../core/dice';
import { applyOnDraft, strictLegalAt, type Draft, type Game } from '../../core/game';
import { ok } from '../../core/result';
import { describe, describeAction } from './describe';
import { parseAction, parseOptions } from './parse';
import { applyMut, cardsInGame, cloneState, decisionType, legalActionAt, legalActions, legalCount, setupState, toAct } from './rules';
import { COPIES, DECK_SIZE, MAX_CARD, type PiplusAction, type PiplusEvent, type PiplusOptions, type PiplusState, type PiplusTarget, type PiplusView } from './state';
import { targetsOf } from './targets';
import { determinize, evaluate, evaluateAll, viewOf } from './view';
import { ladder } from './ladder';
import { piplusTuning } from './levels';
import { piplusUndo } from './undo';
import { actionKey } from './key';

export type { CardValue, DieKind, PiplusAction, PiplusEvent, PiplusOptions, PiplusState, PiplusTarget, PiplusView, PlayerDie, Table } from './state';
export { describeAction };

/** Piplus, with the fuzzer's optional invariant hook. */
export const piplus: Game<PiplusState, PiplusAction, PiplusEvent, PiplusView, PiplusOptions, PiplusTarget> & {
  checkInvariants(state: unknown): string[];
} = {
  info: { id: 'piplus', minSeats: 2, maxSeats: 6, variants: [] },
  setup(options, seed) {
    const r = setupState(options, seed);
    return r.ok ? ok({ state: r.value.state, events: r.value.events }) : r;
  },
  toAct,
  legalActions,
  targets: targetsOf,
  apply(state, action) {
    return applyOnDraft<PiplusState, typeof action, PiplusEvent>(state, action, {
      isOver: (s) => s.phase === 'over',
      clone: (s) => cloneState(s),
      applyMut: (d, a, events) => applyMut(d as Draft<PiplusState>, a, events),
    });
  },
  view: viewOf,
  outcome: (s) => s.outcome,
  parseAction,
  parseOptions,
  describe,
  chapter: chapterOf,
  undo: piplusUndo,
  ai: {
    ladder,
    tuning: piplusTuning,
    determinize,
    evaluate,
    evaluateAll,
    cloneMut: (s) => cloneState(s),
    // The search discards events; a refused action leaves a half-changed draft, which it drops.
    // (null: no events are made at all.)
    applyMut: (s, a) => applyMut(s as Draft<PiplusState>, a, null).ok,
    actionKey,
    describeAction,
    // The horizon check and the moves drawn at random ask these instead of listing every legal action.
    decisionType,
    legalCount,
    legalAt: strictLegalAt('piplus', legalActionAt),
  },
  checkInvariants: (state) => invariantsOf(state as PiplusState),
};

/** Broken invariants of a state (empty when all hold): cards conserved, dice in range, places consistent. */
export function invariantsOf(s: PiplusState): string[] {
  const out: string[] = [];
  const count = new Array<number>(MAX_CARD + 1).fill(0);
  const cards = cardsInGame(s);
  for (const c of cards) count[c]!++;
  if (cards.length !== DECK_SIZE || count.some((k, c) => (c === 0 ? k !== 0 : k !== COPIES)))
    out.push(`cards not conserved: ${cards.length} cards, counts ${count.slice(1).join(',')}`);
  s.seats.forEach((h, seat) => {
    if (h.dice.length !== 3 || h.dice.some((d, i) => d.kind !== DIE_KINDS[i] || !Number.isInteger(d.value) || d.value < 1 || d.value > DIE_FACES[d.kind])) {
      out.push(`seat ${seat}'s dice out of range: ${JSON.stringify(h.dice)}`);
    }
    if (h.hand.some((c, i) => i > 0 && c < h.hand[i - 1]!)) out.push(`seat ${seat}'s hand is not sorted`);
    if (s.phase === 'play' && h.place === null && h.hand.length > 0 && h.dice.every((d) => d.spent)) out.push(`seat ${seat} holds cards with every die spent`);
    if (s.phase === 'play' && h.place === null && h.hand.length === 0 && h.dice.every((d) => d.spent)) out.push(`seat ${seat} is out of cards and dice but not placed`);
    if (h.scores.length !== (s.phase === 'over' ? s.round : s.round - 1)) out.push(`seat ${seat} has ${h.scores.length} round scores in round ${s.round}`);
  });
  if (s.phase === 'play') {
    if (s.seats[s.turn]!.place !== null) out.push(`seat ${s.turn} is to act but already placed`);
    if (s.table && s.lastPlayer === null) out.push('cards in play but no last player');
    if (s.table && s.table.value !== Math.min(...s.table.cards)) out.push('the cards in play are not valued at their lowest face');
  }
  if (new Set(s.ranking).size !== s.ranking.length) out.push('a seat is ranked twice');
  return out;
}
