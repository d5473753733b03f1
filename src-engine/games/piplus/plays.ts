/**
 * Plays: a play of cards (each with at most one unused die on it, all worth the same) or a lone
 * die, what beats the cards in play, and what follows a play: the forced reroll, finishing.
 */
import { DIE_KINDS, isDieKind, type DieKind } from '../../core/dice';
import type { Draft, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { DIE_INDEX, rerollMut, sortKinds } from './rolls';
import { endRoundMut, placeMut, scoringPlaces, valveMut } from './round-end';
import { nextActive } from './seats';
import { MAX_CARD, MIN_CARD, type CardValue, type PiplusAction, type PiplusEvent, type PiplusState, type Table } from './state';

type S = Draft<PiplusState>;

type PlayAction = Extract<PiplusAction, { type: 'play' }>;

/** True when the play (`count` cards all worth `value`) beats `table` (null: any play leads). */
export function beats(table: Table | null, count: number, value: number): boolean {
  if (!table) return true;
  return count > table.cards.length || (count === table.cards.length && value > table.value);
}

/** Canonical order of a play's cards: ascending faces; on equal faces, die-less first, then d4, d6, d8. */
export function canonicalPlay(cards: readonly CardValue[], dice: readonly (DieKind | null)[]): { cards: CardValue[]; dice: (DieKind | null)[] } {
  const rank = (d: DieKind | null): number => (d === null ? -1 : DIE_INDEX[d]);
  const idx = cards.map((_, i) => i).sort((a, b) => cards[a]! - cards[b]! || rank(dice[a] ?? null) - rank(dice[b] ?? null));
  return { cards: idx.map((i) => cards[i]!), dice: idx.map((i) => dice[i] ?? null) };
}

/** The checked, canonical form of a card play, or why it is not legal now. */
function checkPlay(s: S, seat: Seat, a: PlayAction): Result<{ cards: readonly CardValue[]; dice: readonly (DieKind | null)[]; value: number }> {
  const h = s.seats[seat]!;
  if (h.hand.length === 0) return err('ERR_NO_CARDS', 'you have no cards left: play your unused dice alone');
  if (a.cards.length === 0) return err('ERR_PLAY', 'a play lists one or more cards');
  if (a.dice.length !== a.cards.length) return err('ERR_PLAY', 'a play lists one die or null per card');
  const left = LEFT;
  left.fill(0);
  for (const c of h.hand) left[c]!++;
  for (const c of a.cards) {
    if (!Number.isInteger(c) || c < MIN_CARD || c > MAX_CARD || left[c]! <= 0) return err('ERR_CARDS', `you do not hold that ${String(c)} (hand: ${h.hand.join(' ')})`);
    left[c]!--;
  }
  // The dice seen so far, one bit per kind.
  let seen = 0;
  let value = -1;
  for (let i = 0; i < a.cards.length; i++) {
    const k = a.dice[i] ?? null;
    let v = a.cards[i]!;
    if (k !== null) {
      if (!isDieKind(k)) return err('ERR_DIE', `no die "${String(k)}": d4, d6 or d8`);
      const bit = 1 << DIE_INDEX[k];
      if (seen & bit) return err('ERR_DIE', `the ${k} is on two cards: one die per card, each die once`);
      seen |= bit;
      const d = h.dice[DIE_INDEX[k]]!;
      if (d.spent) return err('ERR_DIE', `your ${k} is spent (on the lid)`);
      v += d.value;
    }
    if (value === -1) value = v;
    else if (v !== value) return err('ERR_VALUE', 'every card of a play must count the same (face plus its die)');
  }
  if (!beats(s.table, a.cards.length, value)) {
    const t = s.table!;
    return err('ERR_BEAT', `${a.cards.length} card(s) worth ${value} do not beat ${t.cards.length} card(s) worth ${t.value}: play as many and higher, or more`);
  }
  // Listed actions are canonical already: then the play is the action's own arrays (read, never changed).
  if (isCanonical(a.cards, a.dice)) return ok({ cards: a.cards, dice: a.dice, value });
  return ok({ ...canonicalPlay(a.cards, a.dice), value });
}

/** checkPlay's scratch: cards left in hand per face (it is not re-entered). */
const LEFT = new Int8Array(MAX_CARD + 1);

/** True when a play's cards and dice are in canonicalPlay's order (every die given, null or a kind). */
function isCanonical(cards: readonly CardValue[], dice: readonly (DieKind | null)[]): boolean {
  let prevRank = -2;
  for (let i = 0; i < cards.length; i++) {
    const d = dice[i];
    if (d === undefined) return false;
    const rank = d === null ? -1 : DIE_INDEX[d];
    if (i > 0 && (cards[i - 1]! > cards[i]! || (cards[i - 1] === cards[i] && prevRank > rank))) return false;
    prevRank = rank;
  }
  return true;
}

/** A play of cards, checked and put in its canonical order. */
export function applyPlayMut(s: S, a: Extract<PiplusAction, { type: 'play' }>, events: PiplusEvent[] | null): Result<true> {
  const seat = a.seat;
  const h = s.seats[seat]!;
  const r = checkPlay(s, seat, a);
  if (!r.ok) return r;
  const { cards, dice, value } = r.value;
  for (const c of cards) h.hand.splice(h.hand.indexOf(c), 1);
  const beat = s.table;
  if (beat) s.discards.push(...beat.cards);
  s.table = { cards: cards.slice(), value: cards[0]! };
  s.lastPlayer = seat;
  s.passes = 0;
  let spent = false;
  for (const k of dice) {
    if (k === null) continue;
    // A spent die keeps its value: a new object, never a change in place (cloneState shares dice).
    const d = h.dice[DIE_INDEX[k]]!;
    h.dice[DIE_INDEX[k]] = { kind: d.kind, value: d.value, spent: true };
    spent = true;
  }
  if (events) {
    const dieValues = dice.map((k) => (k === null ? null : h.dice[DIE_INDEX[k]]!.value));
    const table: Table = { cards: cards.slice(), value: cards[0]! };
    events.push({ type: 'played', seat, cards: cards.slice(), dice: dice.slice(), dieValues, value, count: cards.length, beat, table });
    if (spent) events.push({ type: 'spent', seat, dice: sortKinds(dice.filter((k): k is DieKind => k !== null)) });
  }
  afterPlayMut(s, seat, events, false);
  return ok(true);
}

/** A lone die, played as one card that clears the table. */
export function applyDieMut(s: S, a: Extract<PiplusAction, { type: 'die' }>, events: PiplusEvent[] | null): Result<true> {
  const seat = a.seat;
  const h = s.seats[seat]!;
  if (!isDieKind(a.die)) return err('ERR_DIE', `no die "${String(a.die)}": d4, d6 or d8`);
  const d = h.dice[DIE_INDEX[a.die]]!;
  if (d.spent) return err('ERR_DIE', `your ${a.die} is spent (on the lid): reroll it by passing, or play another`);
  if (s.table && s.table.cards.length > 1) return err('ERR_BEAT', `a lone die counts as one card: it cannot beat the ${s.table.cards.length} cards in play`);
  if (!beats(s.table, 1, d.value)) return err('ERR_BEAT', `your ${a.die} shows ${d.value}: it must beat the ${s.table!.value} in play`);
  const beat = s.table;
  if (beat) s.discards.push(...beat.cards);
  s.table = null;
  s.lastPlayer = null;
  s.passes = 0;
  h.dice[DIE_INDEX[a.die]] = { kind: d.kind, value: d.value, spent: true };
  events?.push({ type: 'loneDie', seat, die: a.die, value: d.value, beat });
  events?.push({ type: 'spent', seat, dice: [a.die] });
  afterPlayMut(s, seat, events, true);
  return ok(true);
}

/** After a play of cards or a lone die: the forced reroll, finishing, the round end or the next turn. */
function afterPlayMut(s: S, seat: Seat, events: PiplusEvent[] | null, lone: boolean): void {
  const h = s.seats[seat]!;
  const unused = h.dice.some((d) => !d.spent);
  if (!unused && h.hand.length > 0) {
    // All dice spent with cards in hand: the three are rerolled as part of this play.
    events?.push({ type: 'forcedReroll', seat });
    for (const k of DIE_KINDS) rerollMut(s, seat, k, 'forced', events);
  }
  s.turns++;
  if (h.hand.length === 0 && !unused) {
    placeMut(s, seat, 'finished', events);
    if (s.ranking.length >= scoringPlaces(s.seats.length)) {
      endRoundMut(s, events);
      return;
    }
  }
  s.turn = nextActive(s, seat);
  if (lone) events?.push({ type: 'cleared', cards: [], reason: 'loneDie', leader: s.turn });
  valveMut(s, events);
}
