/**
 * A draw pile and a discard pile. The top of the draw pile is index 0, so a stacked
 * deck is written top card first, as RULINGS.md lists it.
 */
import { isCard, type Card } from './cards';
import { err, ok, type Result } from './result';
import { shuffle, type RngState } from './rng';

/** The cards of a game that are not in anyone's hand or on the table. */
export interface Deck {
  /** Cards still to deal, top card first. */
  readonly draw: readonly Card[];
  /** Cards discarded since the last reshuffle, most recent last. */
  readonly discard: readonly Card[];
}

/**
 * A fresh deck: `stacked` (top first) when given, else `cards` shuffled.
 * A stacked deck must be a permutation of `cards`: no card missing, none twice.
 */
export function newDeck(cards: readonly Card[], rng: RngState, stacked?: readonly string[]): Result<{ deck: Deck; rng: RngState }, 'ERR_DECK'> {
  if (stacked) {
    const check = checkStackedDeck(cards, stacked);
    if (!check.ok) return check;
    return ok({ deck: { draw: check.value, discard: [] }, rng });
  }
  const [draw, next] = shuffle(rng, cards);
  return ok({ deck: { draw, discard: [] }, rng: next });
}

/** Checks that `stacked` holds exactly the cards of `cards`, each once. */
export function checkStackedDeck(cards: readonly Card[], stacked: readonly string[]): Result<Card[], 'ERR_DECK'> {
  const want = new Set<string>(cards);
  const seen = new Set<string>();
  for (const c of stacked) {
    if (!isCard(c)) return err('ERR_DECK', `stacked deck: "${c}" is not a card`);
    if (!want.has(c)) return err('ERR_DECK', `stacked deck: ${c} does not belong in this game's deck`);
    if (seen.has(c)) return err('ERR_DECK', `stacked deck: ${c} appears twice`);
    seen.add(c);
  }
  if (seen.size !== want.size) {
    const missing = cards.filter((c) => !seen.has(c));
    return err('ERR_DECK', `stacked deck: ${missing.length} card(s) missing, e.g. ${missing.slice(0, 3).join(' ')}`);
  }
  return ok(stacked as Card[]);
}

/**
 * A deck laid out for a scenario: `top` (top first), then the rest of `cards` in their standard
 * order; of that order the first `left` cards are the draw pile and the others start in the
 * discard pile (played before the scenario begins). `left` defaults to the whole deck.
 */
export function scenarioDeck(cards: readonly Card[], top: readonly string[] = [], left?: number): Result<Deck, 'ERR_DECK'> {
  const want = new Set<string>(cards);
  const seen = new Set<string>();
  for (const c of top) {
    if (!isCard(c) || !want.has(c)) return err('ERR_DECK', `scenario deck: "${c}" is not a card of this game's deck`);
    if (seen.has(c)) return err('ERR_DECK', `scenario deck: ${c} appears twice`);
    seen.add(c);
  }
  const order = [...(top as Card[]), ...cards.filter((c) => !seen.has(c))];
  const n = left ?? order.length;
  if (!Number.isInteger(n) || n < 0 || n > order.length) return err('ERR_DECK', `scenario deck: ${n} cards left to draw, but the deck has ${order.length}`);
  if (n < top.length) return err('ERR_DECK', `scenario deck: ${top.length} top cards but only ${n} left to draw`);
  return ok({ draw: order.slice(0, n), discard: order.slice(n) });
}

/** Moves the discards, shuffled, under the remaining draw pile. */
export function reshuffleDiscards(deck: Deck, rng: RngState): { deck: Deck; rng: RngState } {
  const [shuffled, next] = shuffle(rng, deck.discard);
  return { deck: { draw: [...deck.draw, ...shuffled], discard: [] }, rng: next };
}

/** Puts cards on the discard pile. */
export function discard(deck: Deck, cards: readonly Card[]): Deck {
  return { draw: deck.draw, discard: [...deck.discard, ...cards] };
}
