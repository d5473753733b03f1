/**
 * Piplus scenarios: a game opened at a given position instead of round 1's deal and opening
 * roll (tutorial lessons, tests), built deterministically by `setupState`. The shape is parsed
 * in parse.ts; this checks what the shape alone cannot (a hand and dice per seat, no more than
 * four of a number, a seat with cards keeps an unused die, who played the cards in play) and
 * lays out the round's cards.
 */
import { DIE_KINDS } from '../../core/dice';
import { err, ok, type Result } from '../../core/result';
import { shuffle, type RngState } from '../../core/rng';
import { COPIES, DECK_SIZE, HAND_SIZE, MAX_CARD, MIN_CARD, ROUNDS, type CardValue, type PiplusOptions } from './state';

/** Why the options' scenario is not a position the rules allow, or ok. */
export function checkScenario(options: PiplusOptions): Result<true> {
  const sc = options.scenario;
  if (!sc) return ok(true);
  const n = options.seats;
  const bad = (why: string): Result<true> => err('ERR_OPTIONS', `Piplus scenario: ${why}`);
  for (const [name, list] of [
    ['scores', sc.scores],
    ['hands', sc.hands],
    ['dice', sc.dice],
    ['spent', sc.spent],
  ] as const) {
    if (list && list.length !== n) return bad(`${list.length} ${name} for ${n} seats`);
  }
  const round = sc.round ?? 1;
  if (round < 1 || round > ROUNDS) return bad(`round ${round} is not 1..${ROUNDS}`);
  const scores = sc.scores ?? (round > 1 ? null : []);
  if (scores === null) return bad(`round ${round} needs the scores of the rounds before it`);
  const played = scores.findIndex((r) => r.length !== round - 1);
  if (played >= 0) return bad(`seat ${played} has ${scores[played]!.length} round score(s), but round ${round} follows ${round - 1}`);
  if (sc.hands) {
    const size = HAND_SIZE[n]!;
    const big = sc.hands.findIndex((h) => h.length > size);
    if (big >= 0) return bad(`seat ${big} holds ${sc.hands[big]!.length} cards, more than the ${size} a ${n}-player deal gives`);
    const count = new Array<number>(MAX_CARD + 1).fill(0);
    for (const c of [...sc.hands.flat(), ...(sc.table ?? [])]) {
      if (!Number.isInteger(c) || c < MIN_CARD || c > MAX_CARD) return bad(`${c} is not a card (1..${MAX_CARD})`);
      if (++count[c]! > COPIES) return bad(`more than ${COPIES} ${c}s in the hands and in play`);
    }
    if (sc.hands.flat().length + (sc.table?.length ?? 0) > size * n) return bad(`more cards in the hands and in play than a ${n}-player deal gives`);
  }
  if (sc.turn !== undefined && !sc.dice) return bad('the seat to act is given only with the dice (else the opening roll decides)');
  if (sc.turn !== undefined && sc.turn >= n) return bad(`no seat ${sc.turn} in a ${n}-player game`);
  if (sc.spent && !sc.dice) return bad('spent dice are given only with the dice');
  if (sc.spent) {
    for (const [seat, kinds] of sc.spent.entries()) {
      if (new Set(kinds).size !== kinds.length) return bad(`seat ${seat}'s spent dice list one twice`);
      if (kinds.length === DIE_KINDS.length) {
        const cards = sc.hands ? sc.hands[seat]!.length : HAND_SIZE[n]!;
        return bad(
          cards > 0 ? `seat ${seat} holds cards with every die spent (they would have been rerolled)` : `seat ${seat} has no cards and no unused dice: it would already be out`,
        );
      }
    }
  }
  if (sc.table !== undefined) {
    if (!sc.hands) return bad('cards in play are given only with the hands');
    if (sc.lastPlayer === undefined) return bad('cards in play need the seat that played them (lastPlayer)');
    if (sc.lastPlayer >= n) return bad(`no seat ${sc.lastPlayer} in a ${n}-player game`);
    if (sc.lastPlayer === (sc.turn ?? 0)) return bad(`seat ${sc.lastPlayer} played the cards in play, so it is not its turn`);
    if (!sc.dice) return bad('cards in play are given only with the dice and the seat to act');
  } else if (sc.lastPlayer !== undefined) return bad('lastPlayer is given only with cards in play');
  return ok(true);
}

/** The round's cards from a scenario's hands: the hands, the cards out of the round (as many as a deal leaves out, picked by the seed) and the discards (the rest). */
export function scenarioCards(options: PiplusOptions, rng: RngState): { hands: CardValue[][]; out: CardValue[]; discards: CardValue[]; rng: RngState } | null {
  const sc = options.scenario;
  if (!sc?.hands) return null;
  const n = options.seats;
  const left = new Array<number>(MAX_CARD + 1).fill(COPIES);
  left[0] = 0;
  for (const c of [...sc.hands.flat(), ...(sc.table ?? [])]) left[c]!--;
  const rest: CardValue[] = [];
  left.forEach((k, c) => {
    for (let i = 0; i < k; i++) rest.push(c);
  });
  const [shuffled, next] = shuffle(rng, rest);
  const outCount = DECK_SIZE - HAND_SIZE[n]! * n;
  const byValue = (a: number, b: number): number => a - b;
  return {
    hands: sc.hands.map((h) => [...h].sort(byValue)),
    out: shuffled.slice(0, outCount).sort(byValue),
    discards: shuffled.slice(outCount).sort(byValue),
    rng: next,
  };
}
