/**
 * Pip Zero's own players (issue 15): the hand planner (plan.ts) valuing the grid at the end of
 * the hand by the learned table (values.ts), choosing with its level's noise.
 *
 * Why its own players and not the search: at two seats the generic hard, even looking two
 * hands ahead, scored about 0.55-0.65 against greedy; hard here scores 0.89 and the ladder's
 * steps are +121, +135, +113 (docs/ai-strength.md, "Zero: a hand planner and a value learned
 * by its own backups"). Solo (since stop 48) plans with solo's own Initiative odds (the card
 * revealed from the deck) and the Adversary Favor on a lost Initiative, valuing the grid by a
 * table fitted the same way on solo's hand (solo-values.ts; see "Zero solo: the planner").
 * The variants keep the search: the planner resolves the standard rules only (no Hardcore
 * penalty, no Easier fourth card).
 */
import { compareCards, DECK_52, type Card } from '../../core/cards';
import type { GameBot, GameBotClock, GameHint, Seat } from '../../core/game';
import { nextIntMut, nextUint32Mut, type RngState } from '../../core/rng';
import { applyPower, applySwap, boardOf, gridValue, handValue, oddsOf, packCard, powerRowOf, programValue, soloOdds, swapRowOf, bestOfHand } from './plan';
import type { ZeroAction, ZeroState, ZeroView } from './state';
import { INITIATIVE_PRIOR, unseenCards, viewOf } from './view';
import { SOLO_VALUE_WEIGHTS } from './solo-values';
import { VALUE_WEIGHTS } from './values';

type Mut = [number, number, number, number];

/** A level of the planner. */
export interface PlannerLevel {
  readonly name: 'easy' | 'medium' | 'hard';
  /**
   * Softmax temperature over the actions' values, in dice removed by the end (0: always the
   * best). A temperature of 0.5 picks a move worth half a die less e^2 = 7 times less often.
   */
  readonly temperature: number;
  /** Deals sampled to look at the next hand too (0: the value table from the end of this hand). */
  readonly nextDeals: number;
}

/**
 * The levels. Their temperatures were set on the ladder's own deals (docs/ai-strength.md): easy
 * at 0.16 was 167 Elo over greedy and at 0.18 only 96, so small changes move it far.
 */
export const PLANNER_LEVELS: Record<'easy' | 'medium' | 'hard', PlannerLevel> = {
  easy: { name: 'easy', temperature: 0.17, nextDeals: 0 },
  medium: { name: 'medium', temperature: 0.1, nextDeals: 0 },
  hard: { name: 'hard', temperature: 0, nextDeals: 16 },
};

/** True where the planner plays: solo or two seats, standard rules. */
export function plannerPlays(view: ZeroView): boolean {
  return view.options.seats <= 2 && view.options.variants.length === 0;
}

/**
 * Hands still to play, this one included. Two seats: the deck timer ends the game after the hand
 * in which the second exhaustion happens. Solo: after the hand in which the last card of the
 * first deck is dealt, and each hand deals four cards and then reveals one for Initiative
 * (RULINGS zero: deck, solo).
 */
export function handsLeftOf(view: Pick<ZeroView, 'lastHand' | 'exhaustions' | 'drawCount' | 'phase'> & { readonly options: { readonly seats: number } }): number {
  if (view.lastHand) return 1;
  if (view.options.seats === 1) {
    // Before the reveal this hand still takes a card; after it, every later hand takes five.
    const after = view.phase === 'program' ? view.drawCount - 1 : view.drawCount;
    return 1 + Math.ceil(Math.max(0, after) / 5);
  }
  const deal = 8;
  let draw = view.drawCount;
  let ex = view.exhaustions;
  for (let n = 1; n < 64; n++) {
    if (draw >= deal) {
      draw -= deal;
      continue;
    }
    // An exhaustion: what is left is dealt, the other 52 - draw cards are shuffled in, and the deal is finished.
    ex++;
    draw = 52 - deal;
    if (ex >= 2) return n + 1;
  }
  return 64;
}

/** `level.nextDeals` four-card hands from the cards this seat has not seen, drawn with `r`. */
function nextDeals(level: PlannerLevel, view: ZeroView, r: Mut): Card[][] {
  const pool = unseenCards(view);
  const from = pool.length >= 4 ? pool : DECK_52;
  const deals: Card[][] = [];
  for (let k = 0; k < level.nextDeals; k++) {
    const hand: Card[] = [];
    while (hand.length < 4) {
      const c = from[nextIntMut(r, from.length)]!;
      if (!hand.includes(c)) hand.push(c);
    }
    deals.push(hand);
  }
  return deals;
}

/** What a level's look came to: each legal action's value, and the next-hand deals it looked at. */
export interface Plan {
  /** Expected dice removed by the end of the game, in `legal`'s order. */
  readonly values: number[];
  readonly deals: number;
}

/**
 * Each legal action's value: the hand resolved exactly, its end valued by the table or (with
 * `nextDeals`) by the best program of each sampled next hand, averaged. Deals are looked at one
 * after another, so a `clock` whose budget is spent stops the look after the deal in progress.
 */
export function planOf(
  level: PlannerLevel,
  view: ZeroView,
  seat: Seat,
  legal: readonly ZeroAction[],
  r: Mut,
  odds: ((initiative: Card) => number) | undefined = undefined,
  clock?: GameBotClock,
): Plan {
  const solo = view.options.seats === 1;
  // Solo's Initiative is against a card revealed from the deck: one of the cards not seen.
  const pool = solo ? unseenCards(view) : [];
  const oddsNow = odds ?? (solo ? (c: Card) => soloOdds(c, pool) : oddsOf);
  const after = handsLeftOf(view) - 1;
  // Solo's own table (fitted on solo's hand: the Favor, the reveal, 11 hands).
  const weights = solo ? SOLO_VALUE_WEIGHTS : VALUE_WEIGHTS;
  const table = (h: number) => (b: Int8Array) => gridValue(weights, h, b);
  if (level.nextDeals === 0 || after === 0) return { values: valuesUnder(table(after), view, seat, legal, oddsNow), deals: 0 };
  const inner = table(after - 1);
  const started = clock?.now() ?? 0;
  const sum = legal.map(() => 0);
  let done = 0;
  for (const deal of nextDeals(level, view, r)) {
    // The next hand's reveal comes from what is left once this deal is out.
    const rest = solo ? pool.filter((c) => !deal.includes(c)) : pool;
    const oddsNext = solo ? (c: Card) => soloOdds(c, rest) : oddsOf;
    // Many programs end the hand on the same grid: each grid's next hand is planned once per deal.
    const seen = new Map<string, number>();
    const leaf = (b: Int8Array): number => {
      const key = b.join('');
      let v = seen.get(key);
      if (v === undefined) {
        // Depths 4-7: the outer hand's resolution holds depths 0-3 while it asks for this leaf.
        v = handValue(b.slice(), deal, inner, 4, oddsNext, solo);
        seen.set(key, v);
      }
      return v;
    };
    valuesUnder(leaf, view, seat, legal, oddsNow).forEach((v, i) => (sum[i] = sum[i]! + v));
    done++;
    if (clock && clock.now() - started >= clock.budgetMs) break;
  }
  return { values: sum.map((v) => v / done), deals: done };
}

/** Each legal action's value with the end of this hand valued by `leaf`. */
function valuesUnder(leaf: (b: Int8Array) => number, view: ZeroView, seat: Seat, legal: readonly ZeroAction[], odds: (initiative: Card) => number): number[] {
  const b = boardOf(view.grids[seat]!);
  const first = legal[0]!;
  const solo = view.options.seats === 1;
  if (first.type === 'program') return legal.map((a) => (a.type === 'program' ? programValue(b, a.cards, odds(a.cards[3]), leaf, 0, solo) : -Infinity));
  const pending = view.pending;
  const mine = view.seats[seat]!;
  if (!pending || !mine.program) return legal.map(() => 0);
  // The rest of this hand: the cards are known, and whether Column 4 resolves is known too.
  const prog = mine.program.map((c) => (c ? packCard(c) : 0));
  const last = view.initiative === seat ? 4 : 3;
  const act = new Uint8Array(16);
  view.grids[seat]!.forEach((row, r) => row.forEach((d, c) => (act[r * 4 + c] = d && mine.activated.includes(d.id) ? 1 : 0)));
  let spent = 0;
  mine.spent.forEach((x, c) => (spent |= x ? 1 << c : 0));
  const col = pending.column;
  const card = packCard(pending.card);
  return legal.map((a) => {
    if (a.type !== 'choose') return -Infinity;
    const nb = new Int8Array(16);
    const na = new Uint8Array(16);
    if (a.choice.kind === 'power') applyPower(b, act, powerRowOf(b, act, col, card), col, card, nb, na);
    else applySwap(b, act, swapRowOf(b, act, col, card), col, a.choice.target, nb, na);
    return bestOfHand(nb, na, prog, pending.slot + 1, last, spent | (1 << col), 0, leaf);
  });
}

/** Each legal action's value (expected dice removed by the end of the game), in `legal`'s order: planOf's values. */
export function actionValues(level: PlannerLevel, view: ZeroView, seat: Seat, legal: readonly ZeroAction[], r: Mut, odds?: (initiative: Card) => number): number[] {
  return planOf(level, view, seat, legal, r, odds).values;
}

/**
 * Initiative's odds for `card` seen from the full state: certain once the other seat has
 * programmed, else over its actual hand with the prior on which card it puts there.
 */
function seeingOdds(s: ZeroState, seat: Seat, card: Card): number {
  if (s.options.seats === 1) {
    // Solo: the reveal is the top of the draw deck, unless the deck must be reshuffled first.
    const top = s.deck.draw[0];
    return top ? (compareCards(card, top) > 0 ? 1 : 0) : soloOdds(card, unseenCards(viewOf(s, seat)));
  }
  const other = s.seats[1 - seat]!;
  if (other.program) return compareCards(card, other.program[3]) > 0 ? 1 : 0;
  const hand = [...other.hand].sort((a, b) => compareCards(b, a));
  let p = 0;
  hand.forEach((c, k) => (p += compareCards(card, c) > 0 ? (INITIATIVE_PRIOR[k] ?? 0) / 100 : 0));
  return p;
}

/** The index a level picks: the best (first on ties) at temperature 0, else a softmax draw. */
function pick(values: readonly number[], temperature: number, r: Mut): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  if (temperature <= 0 || values.length < 2) return best;
  const top = values[best]!;
  const weights = values.map((v) => Math.exp((v - top) / temperature));
  const total = weights.reduce((x, y) => x + y, 0);
  let u = (nextUint32Mut(r) / 4294967296) * total;
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i]!;
    if (u < 0) return i;
  }
  return best;
}

/** An action in a short English line (hints; also the game's `ai.describeAction`). */
export function actionLabel(a: ZeroAction): string {
  if (a.type === 'program') return `program ${a.cards[0]} ${a.cards[1]} ${a.cards[2]}, initiative ${a.cards[3]}`;
  return a.choice.kind === 'power' ? 'use the suit power' : `swap with column ${a.choice.target + 1}`;
}

/** The planner playing at `level`. */
export function makePlanner(level: PlannerLevel): Required<GameBot<ZeroView, ZeroAction>> {
  return {
    name: level.name,
    plays: plannerPlays,
    choose(view, seat, legal, rng: RngState, clock?: GameBotClock) {
      const r: Mut = [rng[0], rng[1], rng[2], rng[3]];
      if (legal.length === 1) return { action: legal[0]!, rng: r };
      const { values } = planOf(level, view, seat, legal, r, undefined, clock);
      return { action: legal[pick(values, level.temperature, r)]!, rng: r };
    },
    chooseSeeing(state, seat, legal, rng) {
      // Measurement only (the arena's oracle): the other seat's cards decide Initiative exactly.
      const s = state as ZeroState;
      const r: Mut = [rng[0], rng[1], rng[2], rng[3]];
      if (legal.length === 1) return { action: legal[0]!, rng: r };
      const values = actionValues(level, viewOf(s, seat), seat, legal, r, (card) => seeingOdds(s, seat, card));
      return { action: legal[pick(values, level.temperature, r)]!, rng: r };
    },
    explain(view, seat, legal, rng): GameHint<ZeroAction> {
      const r: Mut = [rng[0], rng[1], rng[2], rng[3]];
      const { values, deals } = planOf(level, view, seat, legal, r);
      const ranked = legal.map((action, i) => ({ action, value: values[i]! })).sort((x, y) => y.value - x.value);
      // How sure: each action's weight at a tenth of a die, so a move half a die better than
      // the rest gets nearly all of it and a close call splits it.
      const top0 = ranked[0]!.value;
      const weights = ranked.map((t) => Math.exp((t.value - top0) / 0.1));
      const total = weights.reduce((x, y) => x + y, 0);
      // The expected result (-1 loss .. +1 win): the margin over the other seat's expected count,
      // at about two dice of spread either way; solo, the share of the 16 dice on evaluate's scale.
      const solo = view.options.seats === 1;
      const theirs = solo ? 0 : gridValue(VALUE_WEIGHTS, handsLeftOf(view), boardOf(view.grids[1 - seat]!));
      // Every action, best first: a hint shows two, a lesson's decision step compares them all.
      const top = ranked.map((t, i) => ({
        action: t.action,
        label: actionLabel(t.action),
        share: weights[i]! / total,
        mean: solo ? Math.max(-0.95, Math.min(0.95, (t.value / 16) * 2 - 1)) : Math.tanh(0.43 * (t.value - theirs)),
      }));
      const [a, b] = ranked;
      const reason =
        b === undefined
          ? `${actionLabel(a!.action)} is the only legal move.`
          : `${actionLabel(a!.action)}: about ${a!.value.toFixed(1)} dice removed by the end, against ${b.value.toFixed(1)} for ${actionLabel(b.action)}.`;
      return { top, reason, iterations: Math.max(1, deals), rng: r };
    },
  };
}

/** Zero's players by level name, for Game.ai.bots. */
export const ZERO_PLAYERS = {
  easy: makePlanner(PLANNER_LEVELS.easy),
  medium: makePlanner(PLANNER_LEVELS.medium),
  hard: makePlanner(PLANNER_LEVELS.hard),
};
