/** Each round's deal: four cards a seat, one at a time clockwise from the First Player, and the deck cycles it completes. */
import type { Card } from '../../core/cards';
import { reshuffleDiscards } from '../../core/deck';
import type { Draft } from '../../core/game';
import { HAND } from './draft';
import type { PipfallEvent, PipfallState } from './state';
import { placeOrder } from './turns';

type S = Draft<PipfallState>;

/**
 * Takes the top card. An empty draw pile is refilled from the discards first (a new cycle,
 * not a completion); taking the last card of a draw pile completes a cycle (RULINGS pipfall).
 */
function drawOneMut(s: S, events: PipfallEvent[] | null): Card {
  if (s.deck.draw.length === 0) {
    const r = reshuffleDiscards(s.deck, s.rng);
    s.deck = { draw: r.deck.draw.slice(), discard: [] };
    s.rng = [...r.rng] as S['rng'];
    events?.push({ type: 'reshuffled', cards: s.deck.draw.length });
  }
  const card = s.deck.draw.shift();
  if (card === undefined) throw new Error('pipfall: deck and discards are both empty');
  if (s.deck.draw.length === 0) {
    s.cycles++;
    if (s.cycles >= s.cycleLimit) s.lastRound = true;
    events?.push({ type: 'cycleCompleted', cycles: s.cycles, last: s.lastRound });
  }
  return card;
}

/** Starts a round: the seats' programs, markers and activations cleared, then the deal. */
export function startRoundMut(s: S, events: PipfallEvent[] | null): void {
  s.round++;
  s.phase = 'program';
  s.activationOrder = [];
  s.startPlayer = null;
  s.cursor = { cycle: 0, turn: 0 };
  s.hadDice = [];
  s.pending = null;
  for (const h of s.seats) {
    h.hand = [];
    h.program = null;
    h.initiative = null;
    h.markers = [null, null, null];
    h.revealed = [false, false, false];
    h.activated = [];
  }
  events?.push({ type: 'roundStarted', round: s.round, firstPlayer: s.firstPlayer });
  // The deal takes cards from this state's own draw pile (clones share the piles).
  s.deck = { draw: s.deck.draw.slice(), discard: s.deck.discard };
  const order = placeOrder(s);
  // One card at a time, clockwise from the First Player, skipping eliminated seats.
  for (let i = 0; i < HAND; i++) for (const seat of order) s.seats[seat]!.hand.push(drawOneMut(s, events));
  for (const seat of order) {
    events?.push({ type: 'dealt', seat, cards: s.seats[seat]!.hand.slice(), visibleTo: [seat] });
    events?.push({ type: 'dealtHidden', seat, count: HAND });
  }
}
