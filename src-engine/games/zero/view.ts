/** What each seat may see of a Pip Zero game, and the AI's way back from a view to a state. */
import { compareCards, DECK_52, type Card } from '../../core/cards';
import { outcomeValue, type Seat } from '../../core/game';
import { shuffle, type RngState } from '../../core/rng';
import type { SeatHandView, ZeroAction, ZeroState, ZeroView } from './state';

/** Hides other seats' hands and face-down cards, the deck order and the RNG. */
export function viewOf(s: ZeroState, viewer: Seat | null): ZeroView {
  const seats: SeatHandView[] = s.seats.map((h, seat) => {
    const mine = seat === viewer;
    return {
      hand: h.hand.map((c) => (mine ? c : null)),
      program: h.program ? h.program.map((c, i) => (mine || h.revealed[i] ? c : null)) : null,
      programmed: h.program !== null,
      revealed: h.revealed,
      spent: h.spent,
      activated: h.activated,
    };
  });
  return {
    game: 'zero',
    viewer,
    options: { seats: s.options.seats, variants: s.options.variants, ...(s.options.firstPlayer !== undefined ? { firstPlayer: s.options.firstPlayer } : {}) },
    grids: s.grids,
    handNo: s.handNo,
    drawCount: s.deck.draw.length,
    discard: s.deck.discard,
    exhaustions: s.exhaustions,
    lastHand: s.lastHand,
    phase: s.phase,
    seats,
    adversaryCard: s.adversaryCard,
    initiative: s.initiative,
    cursor: s.cursor,
    pending: s.pending,
    outcome: s.outcome,
  };
}

/** The cards the viewer has not seen (other hands, face-down programs, the draw pile), in deck order. */
export function unseenCards(v: ZeroView): Card[] {
  const seen = new Set<Card>(v.discard);
  if (v.adversaryCard) seen.add(v.adversaryCard);
  for (const h of v.seats) {
    for (const c of h.hand) if (c) seen.add(c);
    for (const c of h.program ?? []) if (c) seen.add(c);
  }
  return DECK_52.filter((c) => !seen.has(c));
}

/**
 * A full state consistent with a view: the cards the viewer has not seen (other hands,
 * face-down programs, the draw pile) are dealt at random from the unseen ones.
 */
export function determinize(v: ZeroView, rng: RngState): [ZeroState, RngState] {
  const [pool, next] = shuffle(rng, unseenCards(v));
  const take = (): Card => {
    const c = pool.pop();
    if (c === undefined) throw new Error('zero.determinize: view accounts for more cards than the deck has');
    return c;
  };
  const seats = v.seats.map((h) => ({
    hand: h.hand.map((c) => c ?? take()),
    program: h.program ? (h.program.map((c) => c ?? take()) as unknown as ZeroState['seats'][number]['program']) : null,
    revealed: h.revealed,
    spent: h.spent,
    activated: h.activated,
  }));
  // The draw pile keeps its size; what is left of the pool fills it.
  const draw = pool.splice(0, v.drawCount);
  const state: ZeroState = {
    game: 'zero',
    options: v.options,
    rng: next,
    deck: { draw, discard: v.discard },
    grids: v.grids,
    handNo: v.handNo,
    exhaustions: v.exhaustions,
    lastHand: v.lastHand,
    phase: v.phase,
    seats,
    adversaryCard: v.adversaryCard,
    initiative: v.initiative,
    cursor: v.cursor,
    pending: v.pending,
    outcome: v.outcome,
  };
  return [state, next];
}

/**
 * What a die is worth on the way to zero, by its pips (index 0 = removed). Pips alone mislead:
 * a Spades flip turns a 6 or a 5 into a 1 or a 2, so high dice are not much further from
 * removal than middle ones, while 1s and 2s are one Diamonds away. Measured in the arena
 * (docs/ai-strength.md): this scale lifted hard from 0.51 to about 0.70 against the old
 * pip-count evaluation.
 */
const DIE_VALUE = [1, 0.7, 0.55, 0.3, 0.2, 0.15, 0.15] as const;

/** How far a grid is on its way to zero, 0 (opening-like) to 1 (cleared). */
function progress(g: ZeroState['grids'][number]): number {
  let v = 0;
  for (const row of g) for (const d of row) v += d ? DIE_VALUE[d.pips] : 1;
  return v / 16;
}

/**
 * Heuristic value for `seat` in [-1, 1]: two players compare progress, solo rewards it
 * outright; a finished game is 1 (won), -1 (lost) or a shared
 * victory's share of a win (`outcomeValue`).
 */
export function evaluate(s: ZeroState, seat: Seat): number {
  if (s.outcome) return outcomeValue(s.outcome, seat);
  const mine = progress(s.grids[seat]!);
  if (s.options.seats === 1) return Math.max(-0.95, Math.min(0.95, mine * 2 - 1));
  let best = -Infinity;
  s.grids.forEach((g, i) => {
    if (i !== seat) best = Math.max(best, progress(g));
  });
  return Math.tanh((mine - best) * 4) * 0.95;
}

/** Orders cards high to low (used by narration and tests). */
export function byStrength(cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => compareCards(b, a));
}

/**
 * How often a seat puts the highest, second, third and lowest card of its hand on Initiative
 * (card 4), per 100 programs: counted from the greedy level's own programs over three games
 * (45, 20, 10 and 3 of 78). Seats play for initiative far more than a uniform guess assumes.
 */
export const INITIATIVE_PRIOR = [57, 26, 13, 4] as const;

/**
 * The search's model of the other seat's secret program in a sampled world: the Initiative
 * card drawn by INITIATIVE_PRIOR from the highest down, the other three in any order.
 */
export function secretProgram(s: ZeroState, seat: Seat, legal: readonly ZeroAction[], draw: (n: number) => number): ZeroAction {
  const fourth: Card[] = [];
  for (const a of legal) if (a.type === 'program' && !fourth.includes(a.cards[3])) fourth.push(a.cards[3]);
  if (fourth.length <= 1) return legal[draw(legal.length)]!;
  fourth.sort((a, b) => compareCards(b, a));
  const weights = fourth.map((_, i) => INITIATIVE_PRIOR[i] ?? 1);
  let u = draw(weights.reduce((x, y) => x + y, 0));
  let card = fourth[fourth.length - 1]!;
  for (let i = 0; i < fourth.length; i++) {
    u -= weights[i]!;
    if (u < 0) {
      card = fourth[i]!;
      break;
    }
  }
  const withIt = legal.filter((a) => a.type === 'program' && a.cards[3] === card);
  return withIt[draw(withIt.length)]!;
}
