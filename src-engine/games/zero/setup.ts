/** A new game and each hand's deal, one card at a time; the deck timer's exhaustions, counted as cards are drawn. */
import type { Card } from '../../core/cards';
import { reshuffleDiscards } from '../../core/deck';
import type { Draft } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { seedRng } from '../../core/rng';
import { HAND, has } from './draft';
import { checkScenarioTimer, scenarioGrids, scenarioPiles } from './scenario';
import { seatOrder } from './seats';
import type { ZeroEvent, ZeroOptions, ZeroState } from './state';

type S = Draft<ZeroState>;

/** Exhaustions that end the game: 2 players after the 2nd (Easier: 3rd); solo after the 1st deck (Easier: 2nd). */
function timerLimit(s: S): number {
  const base = s.options.seats === 1 ? 1 : 2;
  return base + (has(s, 'easier') ? 1 : 0);
}

/** One more exhaustion; the one that reaches the limit makes this the last hand. */
function bumpExhaustionMut(s: S): void {
  s.exhaustions++;
  if (s.exhaustions >= timerLimit(s)) s.lastHand = true;
}

/**
 * Takes the top card. Two players: an empty draw pile when a card is owed is an
 * exhaustion (discards reshuffled). Solo: dealing the last card of a draw pile is.
 */
export function drawOneMut(s: S, events: ZeroEvent[] | null): Card {
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

/** Starts a hand: four cards to each seat, clockwise from the first player. */
export function startHandMut(s: S, events: ZeroEvent[] | null): void {
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
