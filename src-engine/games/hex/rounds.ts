/** Rounds and hands: each hand's deal (the battlefield's dice + 1 cards a seat), a round's end when the deck runs short, the reshuffle. */
import type { Card } from '../../core/cards';
import { shuffle } from '../../core/rng';
import { clockwiseFrom, diceCount } from './battlefield';
import type { Events, HexDraft } from './draft';
import { finishMut } from './end';
import { ROUNDS, type HexState } from './state';

type S = HexDraft;

/** Starts a round and its first hand. */
export function startRoundMut(s: S, events: Events): void {
  s.round++;
  s.hand = 0;
  events?.push({ type: 'roundStarted', round: s.round, firstPlayer: s.firstPlayer });
  startHandMut(s, events);
}

/** Cards the next hand needs: dice on the battlefield + 1 for every seat still in. */
export function cardsNeeded(s: Pick<HexState, 'seats' | 'dice'>): number {
  let n = 0;
  for (const h of s.seats) if (!h.eliminated) n++;
  for (const d of s.dice) if (!s.seats[d.owner]!.eliminated) n++;
  return n;
}

/**
 * Starts a hand, or ends the round when the draw deck alone cannot deal it (no partial deal).
 * Cards go one at a time, round after round clockwise from the First Player, skipping full hands.
 */
export function startHandMut(s: S, events: Events): void {
  const needed = cardsNeeded(s);
  if (s.draw.length < needed) {
    endRoundMut(s, needed, events);
    return;
  }
  s.hand++;
  s.phase = 'program';
  s.step = -1;
  s.order = [];
  s.turn = 0;
  const order = clockwiseFrom(s, s.firstPlayer);
  const sizes: number[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) sizes.push(s.seats[seat]!.eliminated ? 0 : diceCount(s, seat) + 1);
  events?.push({ type: 'handStarted', round: s.round, hand: s.hand, firstPlayer: s.firstPlayer, sizes });
  // Dealt into new hands from the top of the deck, which is then replaced by what is left (nothing shared changes).
  const hands: Card[][] = [];
  for (const seat of order) hands[seat] = s.seats[seat]!.hand.slice();
  const draw = s.draw;
  let top = 0;
  for (let dealt = true; dealt;) {
    dealt = false;
    for (const seat of order) {
      const hand = hands[seat]!;
      if (hand.length < sizes[seat]!) {
        hand.push(draw[top++]!);
        dealt = true;
      }
    }
  }
  s.draw = draw.slice(top);
  for (const seat of order) s.seats[seat]!.hand = hands[seat]!;
  if (events) {
    for (const seat of order) {
      events.push({ type: 'dealt', seat, cards: s.seats[seat]!.hand.slice(), visibleTo: [seat] });
      events.push({ type: 'dealtHidden', seat, count: sizes[seat]! });
    }
  }
}

/** The round ends: after round 4 the game ends; otherwise all 52 cards are shuffled and the marker moves on. */
function endRoundMut(s: S, needed: number, events: Events): void {
  const last = s.round >= ROUNDS;
  events?.push({ type: 'roundEnded', round: s.round, drawLeft: s.draw.length, needed, last });
  if (last) {
    finishMut(s, 'rounds', events);
    return;
  }
  const all: Card[] = [...s.draw, ...s.discardOpen, ...s.discardHidden];
  for (const h of s.seats) {
    all.push(...h.hand, ...(h.program ?? []));
    if (h.leftOut) all.push(h.leftOut);
    h.hand = [];
    h.program = null;
    h.leftOut = null;
  }
  const [deck, rng] = shuffle(s.rng, all);
  s.draw = deck;
  s.rng = rng;
  s.discardOpen = [];
  s.discardHidden = [];
  s.firstPlayer = clockwiseFrom(s, (s.firstPlayer + 1) % s.seats.length)[0]!;
  events?.push({ type: 'reshuffled', cards: deck.length, firstPlayer: s.firstPlayer });
  startRoundMut(s, events);
}
