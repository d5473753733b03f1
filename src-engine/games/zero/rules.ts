/**
 * Pip Zero's rules as functions over a private mutable draft. `apply` in index.ts clones
 * the state first, so nothing outside ever sees a mutation; the `*Mut` names say so.
 */
import { compareCards, isFace, isNumberCard, suitOf, type Card } from '../../core/cards';
import { reshuffleDiscards } from '../../core/deck';
import type { Pips } from '../../core/dice';
import type { Outcome, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { seedRng } from '../../core/rng';
import { asPips, columnHasDice, diceLeft, hasDieToRight, lowestInColumn, pipTotal, poweredPips } from './grid';
import { checkScenarioTimer, scenarioGrids, scenarioPiles } from './scenario';
import { COLS, ROWS, type Choice, type Die, type Grid, type Program, type ZeroAction, type ZeroEvent, type ZeroOptions, type ZeroState } from './state';

import type { Draft } from '../../core/game';
export type { Draft };
type S = Draft<ZeroState>;

/** Cards per hand. */
const HAND = 4;

/**
 * A copy that the rules may mutate (faster than JSON round trips; search uses it too). Written
 * out field by field, in the state's own key order, with plain loops: the search clones a state
 * for every iteration and every greedy rollout move. What the rules only ever replace, never
 * change in place, is shared: a seat's hand and program, the discard pile (endHandMut makes a
 * new one) and the pending choice. Everything the rules change in place is copied.
 */
export function cloneState(s: ZeroState): S {
  const grids: S['grids'] = [];
  for (const g of s.grids) {
    const rows: S['grids'][number] = [];
    for (const row of g) rows.push(row.slice());
    grids.push(rows);
  }
  const seats: S['seats'] = [];
  for (const h of s.seats) {
    seats.push({
      hand: h.hand as Card[],
      program: h.program as S['seats'][number]['program'],
      revealed: h.revealed.slice(),
      spent: h.spent.slice(),
      activated: h.activated.slice(),
    });
  }
  return {
    game: s.game,
    options: s.options as Draft<ZeroOptions>,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    deck: { draw: s.deck.draw.slice(), discard: s.deck.discard as Card[] },
    grids,
    handNo: s.handNo,
    exhaustions: s.exhaustions,
    lastHand: s.lastHand,
    phase: s.phase,
    seats,
    adversaryCard: s.adversaryCard,
    initiative: s.initiative,
    cursor: { slot: s.cursor.slot, turn: s.cursor.turn },
    pending: s.pending,
    outcome: s.outcome as S['outcome'],
  };
}

function has(s: { options: { variants: readonly string[] } }, v: 'easier' | 'hardcore'): boolean {
  return s.options.variants.includes(v);
}

/** Seat orders by seat count and first player, made once: every step of the rules asks. */
const ORDERS: readonly (readonly (readonly Seat[])[])[] = [1, 2].map((n) => Array.from({ length: n }, (_, first) => Array.from({ length: n }, (_, i) => (first + i) % n)));

/** Seats in dealing and resolution order: clockwise from the first player (a shared array: never change it). */
export function seatOrder(s: Pick<ZeroState, 'options'>): readonly Seat[] {
  const n = s.options.seats;
  const first = s.options.firstPlayer ?? 0;
  const known = ORDERS[n - 1]?.[first];
  if (known) return known;
  return Array.from({ length: n }, (_, i) => (first + i) % n);
}

/** Exhaustions that end the game: 2 players after the 2nd (Easier: 3rd); solo after the 1st deck (Easier: 2nd). */
function timerLimit(s: S): number {
  const base = s.options.seats === 1 ? 1 : 2;
  return base + (has(s, 'easier') ? 1 : 0);
}

function bumpExhaustionMut(s: S): void {
  s.exhaustions++;
  if (s.exhaustions >= timerLimit(s)) s.lastHand = true;
}

/**
 * Takes the top card. Two players: an empty draw pile when a card is owed is an
 * exhaustion (discards reshuffled). Solo: dealing the last card of a draw pile is.
 */
function drawOneMut(s: S, events: ZeroEvent[] | null): Card {
  if (s.deck.draw.length === 0) {
    const r = reshuffleDiscards(s.deck, s.rng);
    s.deck = { draw: r.deck.draw.slice(), discard: [] };
    s.rng = [...r.rng] as S['rng'];
    if (s.options.seats > 1) bumpExhaustionMut(s);
    events?.push({ type: 'reshuffled', exhaustions: s.exhaustions, cards: s.deck.draw.length });
  }
  const card = s.deck.draw.shift();
  if (card === undefined) throw new Error('zero: deck and discards are both empty');
  if (s.options.seats === 1 && s.deck.draw.length === 0) bumpExhaustionMut(s);
  return card;
}

/** Creates a new game and deals the first hand. */
export function setupState(options: ZeroOptions, seed: number): Result<{ state: ZeroState; events: ZeroEvent[] }> {
  const d = scenarioPiles(options, seedRng(seed));
  if (!d.ok) return d;
  const first = options.firstPlayer ?? 0;
  if (first < 0 || first >= options.seats) return err('ERR_OPTIONS', `firstPlayer must be a seat 0..${options.seats - 1}`);
  const grids = scenarioGrids(options);
  if (!grids.ok) return grids;
  const s: S = {
    game: 'zero',
    options: options as Draft<ZeroOptions>,
    rng: [...d.value.rng] as S['rng'],
    deck: { draw: d.value.deck.draw.slice(), discard: d.value.deck.discard.slice() },
    grids: grids.value,
    handNo: (options.scenario?.handNo ?? 1) - 1,
    exhaustions: options.scenario?.exhaustions ?? 0,
    lastHand: false,
    phase: 'program',
    seats: [],
    adversaryCard: null,
    initiative: null,
    cursor: { slot: 0, turn: 0 },
    pending: null,
    outcome: null,
  };
  const timer = checkScenarioTimer(options, timerLimit(s));
  if (!timer.ok) return timer;
  const events: ZeroEvent[] = [];
  startHandMut(s, events);
  return ok({ state: s, events });
}

function startHandMut(s: S, events: ZeroEvent[] | null): void {
  s.handNo++;
  s.phase = 'program';
  s.adversaryCard = null;
  s.initiative = null;
  s.cursor = { slot: 0, turn: 0 };
  s.pending = null;
  events?.push({ type: 'handStarted', handNo: s.handNo });
  const order = seatOrder(s);
  const hands: Card[][] = [];
  for (let seat = 0; seat < s.options.seats; seat++) hands.push([]);
  // One card at a time, clockwise from the first player (RULINGS: dealing).
  for (let i = 0; i < HAND; i++) for (const seat of order) hands[seat]!.push(drawOneMut(s, events));
  const seats: S['seats'] = [];
  for (const hand of hands) seats.push({ hand, program: null, revealed: [false, false, false, false], spent: [false, false, false, false], activated: [] });
  s.seats = seats;
  for (const seat of order) {
    events?.push({ type: 'dealt', seat, cards: hands[seat]!.slice(), visibleTo: [seat] });
    events?.push({ type: 'dealtHidden', seat, count: HAND });
  }
}

/** Seats that must act now. */
export function toAct(s: ZeroState): Seat[] {
  if (s.phase === 'program') return seatOrder(s).filter((seat) => !s.seats[seat]!.program);
  if (s.phase === 'resolve' && s.pending) return [s.pending.seat];
  return [];
}

/** True when `cards` are four distinct cards of `hand`: a program of it in some order. */
function isProgramOf(hand: readonly Card[], cards: readonly Card[]): boolean {
  if (cards.length !== HAND) return false;
  for (let i = 0; i < HAND; i++) {
    const c = cards[i]!;
    if (!hand.includes(c)) return false;
    for (let j = 0; j < i; j++) if (cards[j] === c) return false;
  }
  return true;
}

/** The 24 orderings of four cards as index lists, in the order the loops below make them. */
const ORDERINGS_OF_4: readonly (readonly [number, number, number, number])[] = (() => {
  const out: [number, number, number, number][] = [];
  for (let a = 0; a < 4; a++)
    for (let b = 0; b < 4; b++) for (let c = 0; c < 4; c++) for (let d = 0; d < 4; d++) if (a !== b && a !== c && a !== d && b !== c && b !== d && c !== d) out.push([a, b, c, d]);
  return out;
})();

/** Every ordering of a hand into columns 1-3 + Initiative: 24 programs for four distinct cards. */
export function programsOf(hand: readonly Card[]): Program[] {
  const out: Program[] = [];
  const n = hand.length;
  if (n === 4) {
    // The usual hand: the orderings from the table, the same programs in the same order.
    for (const [a, b, c, d] of ORDERINGS_OF_4) out.push([hand[a]!, hand[b]!, hand[c]!, hand[d]!]);
    return out;
  }
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      for (let c = 0; c < n; c++)
        for (let d = 0; d < n; d++) {
          if (a === b || a === c || a === d || b === c || b === d || c === d) continue;
          out.push([hand[a]!, hand[b]!, hand[c]!, hand[d]!]);
        }
  return out;
}

/** The ways the pending card may be used: power and/or each swap target. */
export function choicesFor(s: ZeroState, seat: Seat, card: Card, col: number): Choice[] {
  const grid = s.grids[seat]!;
  const act = s.seats[seat]!.activated;
  const out: Choice[] = [];
  if (powerRow(grid, col, act, card) >= 0) out.push({ kind: 'power' });
  if (isNumberCard(card)) {
    const row = swapRow(grid, col, act);
    if (row >= 0) for (let t = col + 1; t < COLS; t++) if (grid[row]![t]) out.push({ kind: 'swap', target: t });
  }
  return out;
}

/** True when `choice` is one of choicesFor's (power, or a swap with one of its targets), without listing them. */
function choiceLegal(s: ZeroState, seat: Seat, card: Card, col: number, choice: Choice): boolean {
  const grid = s.grids[seat]!;
  const act = s.seats[seat]!.activated;
  if (choice.kind === 'power') return powerRow(grid, col, act, card) >= 0;
  if (choice.kind !== 'swap' || !isNumberCard(card)) return false;
  const row = swapRow(grid, col, act);
  if (row < 0) return false;
  for (let t = col + 1; t < COLS; t++) if (grid[row]![t] && t === choice.target) return true;
  return false;
}

/**
 * The row of the die a power use of `card` on `col` acts with, or -1: forcedDie's pick (highest
 * pips, topmost between equals, not activated) among dice the power resolves on, without objects.
 */
function powerRow(grid: Grid, col: number, activated: readonly number[], card: Card): number {
  const hearts = suitOf(card) === 'H';
  let best = -1;
  let bestPips = 0;
  for (let r = 0; r < ROWS; r++) {
    const d = grid[r]![col];
    if (!d || activated.includes(d.id) || (hearts && d.pips >= 6)) continue;
    if (best < 0 || d.pips > bestPips) {
      best = r;
      bestPips = d.pips;
    }
  }
  return best;
}

/** The row of the die a swap on `col` acts with (forcedDie's pick among dice with a die to their right), or -1. */
function swapRow(grid: Grid, col: number, activated: readonly number[]): number {
  let best = -1;
  let bestPips = 0;
  for (let r = 0; r < ROWS; r++) {
    const d = grid[r]![col];
    if (!d || activated.includes(d.id) || !hasDieToRight(grid, r, col)) continue;
    if (best < 0 || d.pips > bestPips) {
      best = r;
      bestPips = d.pips;
    }
  }
  return best;
}

/** The die each use of `card` on `col` would act with (RULINGS zero: die selection is forced). */
export function forcedDice(s: ZeroState, seat: Seat, card: Card, col: number): { power?: number; swap?: number } {
  const grid = s.grids[seat]!;
  const act = s.seats[seat]!.activated;
  const power = powerRow(grid, col, act, card);
  const swap = isNumberCard(card) ? swapRow(grid, col, act) : -1;
  const out: { power?: number; swap?: number } = {};
  if (power >= 0) out.power = grid[power]![col]!.id;
  if (swap >= 0) out.swap = grid[swap]![col]!.id;
  return out;
}

/** RULINGS zero: Hearts needs pips < 6; Diamonds, Spades and Clubs always resolve. */
export function powerResolvable(card: Card, d: Die): boolean {
  return suitOf(card) !== 'H' || d.pips < 6;
}

/** Every legal action for a seat now. */
export function legalActions(s: ZeroState, seat: Seat): ZeroAction[] {
  if (s.phase === 'program') {
    const h = s.seats[seat];
    if (!h || h.program) return [];
    return programsOf(h.hand).map((cards) => ({ type: 'program', seat, cards }));
  }
  if (s.phase === 'resolve' && s.pending && s.pending.seat === seat) {
    return choicesFor(s, seat, s.pending.card, s.pending.column).map((choice) => ({ type: 'choose', seat, choice }));
  }
  return [];
}

/** Applies one action to the draft, or explains why it is illegal (the draft is then discarded). */
export function applyMut(s: S, a: ZeroAction, events: ZeroEvent[] | null): Result<true> {
  if (s.phase === 'over') return err('ERR_GAME_OVER', 'the game is over');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.options.seats) return err('ERR_SEAT', `no seat ${a.seat} in this game`);
  if (a.type === 'program') {
    if (s.phase !== 'program') return err('ERR_PHASE', 'programming is over for this hand');
    const h = s.seats[a.seat]!;
    if (h.program) return err('ERR_ALREADY_PROGRAMMED', `seat ${a.seat} has already programmed this hand`);
    if (!isProgramOf(h.hand, a.cards)) {
      return err('ERR_CARDS', `a program must use each of the four cards in hand once (hand: ${h.hand.join(' ')})`);
    }
    h.program = [...a.cards] as Draft<Program>;
    h.hand = [];
    events?.push({ type: 'programmed', seat: a.seat });
    if (s.seats.every((x) => x.program)) revealInitiativeMut(s, events);
    return ok(true);
  }
  if (a.type === 'choose') {
    if (s.phase !== 'resolve' || !s.pending) return err('ERR_PHASE', 'no choice is waiting');
    if (s.pending.seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${s.pending.seat} is choosing, not seat ${a.seat}`);
    const { card, column, slot } = s.pending;
    if (!choiceLegal(s, a.seat, card, column, a.choice)) {
      const legal = choicesFor(s, a.seat, card, column);
      return err('ERR_CHOICE', `that use of ${card} is not legal; legal: ${legal.map(choiceLabel).join(', ')}`);
    }
    s.pending = null;
    executeMut(s, a.seat, slot, card, column, a.choice, events);
    s.cursor.turn++;
    advanceMut(s, events);
    return ok(true);
  }
  return err('ERR_ACTION', `unknown action type "${String((a as { type: unknown }).type)}"`);
}

/** The power use, for executeMut (it reads a choice, never keeps it). */
const POWER: Choice = { kind: 'power' };

function choiceLabel(c: Choice): string {
  return c.kind === 'power' ? 'power' : `swap with column ${c.target + 1}`;
}

function revealInitiativeMut(s: S, events: ZeroEvent[] | null): void {
  const cards = s.seats.map((h) => h.program![3]);
  if (s.options.seats === 1) {
    // Solo: the top undealt card is the Adversary's initiative card (RULINGS zero: solo).
    const adv = drawOneMut(s, events);
    s.adversaryCard = adv;
    s.initiative = compareCards(adv, cards[0]!) > 0 ? null : 0;
  } else {
    let best = 0;
    for (let i = 1; i < cards.length; i++) if (compareCards(cards[i]!, cards[best]!) > 0) best = i;
    s.initiative = best;
  }
  for (const h of s.seats) h.revealed[3] = true;
  events?.push({ type: 'initiativeRevealed', cards, adversary: s.adversaryCard, winner: s.initiative });
  if (s.options.seats === 1 && s.initiative === null) {
    // Adversary Favor: at once, before column 1 resolves.
    const low = lowestInColumn(s.grids[0]!, 3);
    if (low && low.die.pips < 6) {
      const to = asPips(low.die.pips + 1);
      s.grids[0]![low.row]![low.col] = { id: low.die.id, pips: to };
      events?.push({ type: 'favor', seat: 0, die: low.die.id, cell: { row: low.row, col: low.col }, from: low.die.pips, to });
    }
  }
  s.phase = 'resolve';
  s.cursor = { slot: 0, turn: 0 };
  advanceMut(s, events);
}

/** Resolves cards in lockstep until a human choice is needed, the hand ends, or the game does. */
function advanceMut(s: S, events: ZeroEvent[] | null): void {
  const order = seatOrder(s);
  while (s.phase === 'resolve' && !s.pending) {
    if (s.cursor.turn >= order.length) {
      // A step is over: every seat has resolved this slot. Cleared grids win now.
      // In place: cloneState copies the cursor, and the draft is private.
      s.cursor.slot++;
      s.cursor.turn = 0;
      if (checkClearedMut(s, events)) return;
      continue;
    }
    if (s.cursor.slot >= 4) {
      endHandMut(s, events);
      return;
    }
    const seat = order[s.cursor.turn]!;
    const slot = s.cursor.slot;
    const card = s.seats[seat]!.program![slot]!;
    if (slot === 3 && !has(s, 'easier') && s.initiative !== seat) {
      events?.push({ type: 'discardedUnread', seat, slot });
      s.cursor.turn++;
      continue;
    }
    s.seats[seat]!.revealed[slot] = true;
    events?.push({ type: 'cardRevealed', seat, slot, card });
    const target = targetColumn(s, seat, slot);
    if (target === null) {
      fizzleMut(s, seat, slot, card, 'noColumn', events);
    } else {
      if (target !== slot) events?.push({ type: 'shifted', seat, slot, from: slot, to: target });
      if (s.seats[seat]!.spent[target]) {
        fizzleMut(s, seat, slot, card, 'spent', events);
      } else {
        // choicesFor counted without listing: power first, then each swap target.
        const grid = s.grids[seat]!;
        const act = s.seats[seat]!.activated;
        const power = powerRow(grid, target, act, card) >= 0;
        const row = isNumberCard(card) ? swapRow(grid, target, act) : -1;
        let uses = power ? 1 : 0;
        let swapTo = -1;
        if (row >= 0) {
          for (let t = target + 1; t < COLS; t++) {
            if (grid[row]![t]) {
              uses++;
              swapTo = t;
            }
          }
        }
        if (uses === 0) fizzleMut(s, seat, slot, card, 'noDie', events);
        else if (uses === 1) executeMut(s, seat, slot, card, target, power ? POWER : { kind: 'swap', target: swapTo }, events);
        else {
          s.pending = { seat, slot, card, column: target, dice: forcedDice(s, seat, card, target) };
          return;
        }
      }
    }
    s.cursor.turn++;
  }
}

/** The assigned column, or the next non-empty one to its right; null when none (no wrap-around). */
function targetColumn(s: S, seat: Seat, slot: number): number | null {
  for (let c = slot; c < COLS; c++) if (columnHasDice(s.grids[seat]!, c)) return c;
  return null;
}

function fizzleMut(s: S, seat: Seat, slot: number, card: Card, reason: 'noColumn' | 'spent' | 'noDie', events: ZeroEvent[] | null): void {
  events?.push({ type: 'fizzled', seat, slot, card, reason });
  if (has(s, 'hardcore') && isFace(card)) hardcorePenaltyMut(s, seat, events);
}

/**
 * Hardcore: +1 (max 6) to the lowest die of each of the two columns whose lowest dice are
 * lowest; ties to the leftmost column, topmost within a column; activated dice count.
 */
function hardcorePenaltyMut(s: S, seat: Seat, events: ZeroEvent[] | null): void {
  const grid = s.grids[seat]!;
  const lows = [0, 1, 2, 3].map((c) => lowestInColumn(grid, c)).filter((x): x is NonNullable<typeof x> => x !== null);
  lows.sort((a, b) => a.die.pips - b.die.pips || a.col - b.col);
  const dice: { die: number; cell: { row: number; col: number }; from: Pips; to: Pips }[] = [];
  for (const low of lows.slice(0, 2)) {
    const to = asPips(Math.min(6, low.die.pips + 1));
    grid[low.row]![low.col] = { id: low.die.id, pips: to };
    dice.push({ die: low.die.id, cell: { row: low.row, col: low.col }, from: low.die.pips, to });
  }
  if (dice.length) events?.push({ type: 'penalty', seat, dice });
}

/** Applies a legal choice: the forced die for that choice acts and the column is spent. */
function executeMut(s: S, seat: Seat, _slot: number, card: Card, col: number, choice: Choice, events: ZeroEvent[] | null): void {
  const grid = s.grids[seat]!;
  const h = s.seats[seat]!;
  // Cells for the events are made only when there are events (the search asks for none).
  if (choice.kind === 'power') {
    const row = powerRow(grid, col, h.activated, card);
    const die = grid[row]![col]!;
    const from = die.pips;
    const suit = suitOf(card);
    const to = poweredPips(suit, from, has(s, 'hardcore'));
    h.activated.push(die.id);
    h.spent[col] = true;
    if (events) {
      const cell = { row, col };
      events.push({ type: 'powered', seat, die: die.id, cell, suit, from, to: Math.max(0, to) });
      if (to <= 0) events.push({ type: 'removed', seat, die: die.id, cell });
    }
    if (to <= 0) grid[row]![col] = null;
    else grid[row]![col] = { id: die.id, pips: asPips(to) };
    return;
  }
  const row = swapRow(grid, col, h.activated);
  const die = grid[row]![col]!;
  const other = grid[row]![choice.target]!;
  h.activated.push(die.id);
  h.spent[col] = true;
  grid[row]![col] = other;
  const after = die.pips - 1;
  if (events) {
    const to = { row, col: choice.target };
    events.push({ type: 'swapped', seat, die: die.id, other: other.id, from: { row, col }, to });
    events.push({ type: 'decayed', seat, die: die.id, cell: to, from: die.pips, to: after });
    if (after <= 0) events.push({ type: 'removed', seat, die: die.id, cell: to });
  }
  if (after <= 0) grid[row]![choice.target] = null;
  else grid[row]![choice.target] = { id: die.id, pips: asPips(after) };
}

/** After a step: one cleared grid wins at once; several cleared in one step share. */
function checkClearedMut(s: S, events: ZeroEvent[] | null): boolean {
  // Most steps clear nothing: look (stopping at the first die) before listing.
  let any = false;
  for (const g of s.grids) if (!hasDice(g)) any = true;
  if (!any) return false;
  const cleared = seatOrder(s).filter((seat) => diceLeft(s.grids[seat]!) === 0);
  if (cleared.length === 0) return false;
  for (const seat of cleared) events?.push({ type: 'cleared', seat });
  finishMut(s, { winners: cleared.sort((a, b) => a - b), reason: 'cleared', scores: removedCounts(s) }, events);
  return true;
}

/** True while a grid holds a die (diceLeft > 0, stopping at the first). */
function hasDice(g: S['grids'][number]): boolean {
  for (let r = 0; r < ROWS; r++) {
    const row = g[r]!;
    for (let c = 0; c < COLS; c++) if (row[c]) return true;
  }
  return false;
}

function removedCounts(s: Pick<ZeroState, 'grids'>): number[] {
  return s.grids.map((g) => ROWS * COLS - diceLeft(g));
}

function endHandMut(s: S, events: ZeroEvent[] | null): void {
  // Cleanup: discard all cards (programs, initiative cards, the Adversary's card).
  const cards: Card[] = [];
  for (const h of s.seats) if (h.program) cards.push(...h.program);
  if (s.adversaryCard) cards.push(s.adversaryCard);
  // A new pile, not a push: cloneState shares the old one with the state it was copied from.
  s.deck.discard = [...s.deck.discard, ...cards];
  for (const h of s.seats) h.program = null;
  s.adversaryCard = null;
  events?.push({ type: 'handEnded', handNo: s.handNo });
  if (s.lastHand) {
    finishMut(s, timerOutcome(s), events);
    return;
  }
  startHandMut(s, events);
}

/**
 * The deck timer ran out. Two players: most dice removed, then the lower pip total in
 * column 4, then a shared victory. Solo: only a cleared grid wins, so the timer is a loss.
 */
export function timerOutcome(s: Pick<ZeroState, 'grids' | 'options'>): Outcome {
  const removed = removedCounts(s);
  if (s.options.seats === 1) return { winners: [], reason: 'timer', scores: removed };
  const seats = s.grids.map((_, i) => i);
  const most = Math.max(...removed);
  let best = seats.filter((i) => removed[i] === most);
  if (best.length > 1) {
    const col4 = best.map((i) => pipTotal(s.grids[i]!, 3));
    const low = Math.min(...col4);
    best = best.filter((_, k) => col4[k] === low);
  }
  return { winners: best, reason: best.length > 1 ? 'timerShared' : 'timer', scores: removed };
}

function finishMut(s: S, outcome: Outcome, events: ZeroEvent[] | null): void {
  s.phase = 'over';
  s.pending = null;
  s.outcome = outcome as S['outcome'];
  events?.push({ type: 'gameOver', outcome });
}
