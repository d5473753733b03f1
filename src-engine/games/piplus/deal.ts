/** A new game and each round's start: the 40 cards, a stacked deal's check, the deal one card at a time, everyone's opening roll. */
import { DIE_FACES, DIE_KINDS } from '../../core/dice';
import type { Draft } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { nextIntMut, seedRng, shuffle } from '../../core/rng';
import { startingPlayer } from './opening';
import { rollMut } from './rolls';
import { checkScenario, scenarioCards } from './scenario';
import { COPIES, DECK_SIZE, HAND_SIZE, MAX_CARD, MIN_CARD, type CardValue, type PiplusEvent, type PiplusOptions, type PiplusState } from './state';

type S = Draft<PiplusState>;

/** The 40 cards in order: four 1s, four 2s, ... four 10s. */
export const DECK: readonly CardValue[] = Array.from({ length: DECK_SIZE }, (_, i) => MIN_CARD + Math.floor(i / COPIES));

/** Creates a new game and starts round 1. */
export function setupState(options: PiplusOptions, seed: number): Result<{ state: PiplusState; events: PiplusEvent[] }> {
  const n = options.seats;
  if (!Number.isInteger(n) || HAND_SIZE[n] === undefined) return err('ERR_OPTIONS', `Piplus takes 2 to 6 players, not ${String(n)}`);
  if (options.deal) {
    const bad = checkDeal(options.deal);
    if (bad) return err('ERR_DECK', bad);
  }
  const scenario = checkScenario(options);
  if (!scenario.ok) return scenario;
  for (const kind of DIE_KINDS) {
    const bad = (options.rolls?.[kind] ?? []).find((v) => !Number.isInteger(v) || v < 1 || v > DIE_FACES[kind]);
    if (bad !== undefined) return err('ERR_OPTIONS', `stacked ${kind} result ${bad} is not a face of a ${kind} (1..${DIE_FACES[kind]})`);
  }
  const s: S = {
    game: 'piplus',
    options: options as Draft<PiplusOptions>,
    rng: [...seedRng(seed)],
    stacked: { d4: [...(options.rolls?.d4 ?? [])], d6: [...(options.rolls?.d6 ?? [])], d8: [...(options.rolls?.d8 ?? [])] },
    round: options.scenario?.round ?? 1,
    phase: 'play',
    seats: Array.from({ length: n }, (_, seat) => ({ hand: [], dice: [], place: null, scores: [...(options.scenario?.scores?.[seat] ?? [])] })),
    starter: 0,
    turn: 0,
    table: null,
    lastPlayer: null,
    passes: 0,
    turns: 0,
    ranking: [],
    discards: [],
    out: [],
    outcome: null,
  };
  const events: PiplusEvent[] = [];
  startRoundMut(s, events, true);
  return ok({ state: s, events });
}

/** Why a stacked deal is not the 40 cards (four each of 1..10), or null when it is. */
export function checkDeal(deal: readonly number[]): string | null {
  if (deal.length !== DECK_SIZE) return `a stacked deal lists all ${DECK_SIZE} cards, not ${deal.length}`;
  const count = new Array<number>(MAX_CARD + 1).fill(0);
  for (const c of deal) {
    if (!Number.isInteger(c) || c < MIN_CARD || c > MAX_CARD) return `a stacked deal holds cards 1..10, not ${c}`;
    if (++count[c]! > COPIES) return `a stacked deal holds ${COPIES} of each card: too many ${c}s`;
  }
  return null;
}

/**
 * Shuffles (or takes the stacked deal in round 1), deals one card at a time clockwise from seat 0,
 * and rolls for the starting player. The game's first round may open at a scenario's position
 * instead (scenario.ts): its hands, its dice as they stand, its seat to act and cards in play.
 */
export function startRoundMut(s: S, events: PiplusEvent[] | null, opening = false): void {
  const n = s.seats.length;
  const size = HAND_SIZE[n]!;
  const sc = opening ? s.options.scenario : undefined;
  const given = sc ? scenarioCards(s.options, s.rng) : null;
  let hands: CardValue[][];
  if (given) {
    hands = given.hands;
    s.out = given.out;
    s.rng = [...given.rng];
    events?.push({ type: 'roundStarted', round: s.round, handSize: Math.max(...hands.map((h) => h.length)), out: given.out.length, dealt: size });
  } else {
    let deck: CardValue[];
    if (s.round === 1 && s.options.deal) deck = [...s.options.deal];
    else {
      const [shuffled, next] = shuffle(s.rng, DECK);
      deck = shuffled;
      s.rng = [...next];
    }
    events?.push({ type: 'roundStarted', round: s.round, handSize: size, out: DECK_SIZE - size * n });
    hands = Array.from({ length: n }, () => []);
    for (let i = 0; i < size * n; i++) hands[i % n]!.push(deck[i]!);
    s.out = deck.slice(size * n).sort(byValue);
  }
  s.seats.forEach((h, seat) => {
    h.hand = hands[seat]!.sort(byValue);
    h.place = null;
    h.dice = [];
    events?.push({ type: 'dealt', seat, cards: h.hand.slice(), visibleTo: [seat] });
  });
  s.table = null;
  s.lastPlayer = null;
  s.passes = 0;
  s.turns = sc?.turns ?? 0;
  s.ranking = [];
  s.discards = given ? given.discards : [];
  if (sc?.dice) {
    // The scenario's dice stand as they are (shown as rolled), and it names the seat to act.
    s.seats.forEach((h, seat) => {
      DIE_KINDS.forEach((kind, i) => {
        const value = sc.dice![seat]![i]!;
        h.dice.push({ kind, value, spent: sc.spent?.[seat]?.includes(kind) ?? false });
        events?.push({ type: 'rolled', seat, die: kind, value, reason: 'opening' });
      });
    });
    s.starter = sc.turn ?? 0;
    s.turn = s.starter;
    if (sc.table) {
      s.table = { cards: [...sc.table].sort(byValue), value: Math.min(...sc.table) };
      s.lastPlayer = sc.lastPlayer!;
    }
    return;
  }
  // Everyone rolls its three dice; they are played as they fall.
  s.seats.forEach((h, seat) => {
    for (const kind of DIE_KINDS) {
      const value = rollMut(s, kind);
      h.dice.push({ kind, value, spent: false });
      events?.push({ type: 'rolled', seat, die: kind, value, reason: 'opening' });
    }
  });
  const pick = startingPlayer(
    s.seats.map((h) => h.dice.map((d) => d.value)),
    // A draw among the still-tied seats only; with one seat left nothing is drawn.
    (k) => (k <= 1 ? 0 : nextIntMut(s.rng, k)),
  );
  events?.push({ type: 'starter', seat: pick.seat, totals: pick.totals, by: pick.by, tied: pick.tied });
  s.starter = pick.seat;
  s.turn = pick.seat;
}

/** Ascending order of card values. */
function byValue(a: number, b: number): number {
  return a - b;
}

/** Every card's total across the round's places: hands, table, discards and the cards out (40 when conserved). */
export function cardsInGame(s: PiplusState): CardValue[] {
  return [...s.seats.flatMap((h) => h.hand), ...(s.table?.cards ?? []), ...s.discards, ...s.out];
}
