/**
 * Playing cards as two-character strings (`'TS'` = ten of spades): plain JSON,
 * readable in logs and records, and cheap to compare.
 */
import { err, ok, type Result } from './result';

/** Ranks low to high. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** Suits in tie-break order, strongest first: S > H > D > C. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
/** A card of the standard 52-card deck. */
export type Card = `${Rank}${Suit}`;

/** The card's rank character. */
export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

/** The card's suit character. */
export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** 2..14: two is 2, ten is 10, jack 11, queen 12, king 13, ace 14. */
export function rankValue(card: Card): number {
  return RANKS.indexOf(rankOf(card)) + 2;
}

/** A number card (2-10) can move or use its suit power; see `isFace`. */
export function isNumberCard(card: Card): boolean {
  return rankValue(card) <= 10;
}

/** J, Q, K and A: the rulebooks treat aces like face cards (suit power only). */
export function isFace(card: Card): boolean {
  return rankValue(card) >= 11;
}

/** Strength of a suit in ties: spades 3 .. clubs 0. */
export function suitStrength(suit: Suit): number {
  return 3 - SUITS.indexOf(suit);
}

/** Orders cards by rank, then suit (S > H > D > C); positive when `a` beats `b`. */
export function compareCards(a: Card, b: Card): number {
  return rankValue(a) - rankValue(b) || suitStrength(suitOf(a)) - suitStrength(suitOf(b));
}

/** True for any string naming a card. */
export function isCard(s: unknown): s is Card {
  return typeof s === 'string' && s.length === 2 && (RANKS as readonly string[]).includes(s[0]!) && (SUITS as readonly string[]).includes(s[1]!);
}

/** Parses a card name, accepting lower case and `10` for `T`. */
export function parseCard(s: string): Result<Card, 'ERR_CARD'> {
  const t = s.trim().toUpperCase().replace(/^10/, 'T');
  return isCard(t) ? ok(t) : err('ERR_CARD', `not a card: "${s}" (expected rank 2-9,T,J,Q,K,A and suit S,H,D,C, e.g. "TS")`);
}

/** Every card of the 52-card deck, spades first, two to ace. */
export const DECK_52: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r): Card => `${r}${s}`));

/** The 48-card PipFall deck: the four club face cards (J, Q, K, A) removed to serve as Restore cards. */
export const DECK_48: readonly Card[] = DECK_52.filter((c) => !(suitOf(c) === 'C' && isFace(c)));

/** English name of a card for narration ("ten of spades"). */
export function cardName(card: Card): string {
  const ranks: Record<Rank, string> = {
    '2': 'two',
    '3': 'three',
    '4': 'four',
    '5': 'five',
    '6': 'six',
    '7': 'seven',
    '8': 'eight',
    '9': 'nine',
    T: 'ten',
    J: 'jack',
    Q: 'queen',
    K: 'king',
    A: 'ace',
  };
  const suits: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
  return `${ranks[rankOf(card)]} of ${suits[suitOf(card)]}`;
}
