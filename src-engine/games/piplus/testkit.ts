/** Scenario helpers for Piplus tests: stacked deals and rolls, hand-built tables, typed event lookups. */
import { DIE_KINDS, type DieKind } from '../../core/dice';
import type { Seat } from '../../core/game';
import { unwrap } from '../../core/result';
import { piplus } from './index';
import { COPIES, HAND_SIZE, MAX_CARD, type CardValue, type PiplusAction, type PiplusEvent, type PiplusState, type SeatState, type StackedRolls, type Table } from './state';

/** The 40-card order (top first) that deals `hands[seat]` to each seat, one card at a time from seat 0; the rest in ascending order. */
export function dealTop(hands: readonly (readonly CardValue[])[]): CardValue[] {
  const n = hands.length;
  const size = HAND_SIZE[n]!;
  const left = new Array<number>(MAX_CARD + 1).fill(COPIES);
  const top: CardValue[] = [];
  for (let i = 0; i < size; i++) {
    for (let seat = 0; seat < n; seat++) {
      const c = hands[seat]![i];
      if (c === undefined) throw new Error(`dealTop: seat ${seat} needs ${size} cards`);
      left[c]!--;
      top.push(c);
    }
  }
  const rest: CardValue[] = [];
  left.forEach((k, c) => {
    if (c === 0) return;
    if (k < 0) throw new Error(`dealTop: more than four ${c}s`);
    for (let i = 0; i < k; i++) rest.push(c);
  });
  return [...top, ...rest];
}

/** Starts a game (seed 1 unless given) with an optional stacked deal and stacked rolls. */
export function start(opts: { seats?: 2 | 3 | 4 | 5 | 6; seed?: number; deal?: CardValue[]; rolls?: StackedRolls } = {}): PiplusState {
  const options = { seats: opts.seats ?? 2, variants: [], ...(opts.deal ? { deal: opts.deal } : {}), ...(opts.rolls ? { rolls: opts.rolls } : {}) };
  return unwrap(piplus.setup(options, opts.seed ?? 1)).state;
}

/** A die line for a scene: [d4, d6, d8] values, and which are spent. */
export interface DiceSpec {
  readonly values: readonly [number, number, number];
  readonly spent?: readonly DieKind[];
}

/**
 * A mid-round position built by hand: each seat's hand and dice, the cards in play, who acts.
 * Cards not in a hand, on the table or in `discards` are out of the round, so the 40 stay
 * accounted for. `placed` seats have finished with those places.
 */
export function scene(opts: {
  hands: readonly (readonly CardValue[])[];
  dice?: readonly DiceSpec[];
  turn?: Seat;
  table?: readonly CardValue[] | null;
  lastPlayer?: Seat | null;
  passes?: number;
  discards?: readonly CardValue[];
  places?: readonly (number | null)[];
  ranking?: readonly Seat[];
  round?: number;
  scores?: readonly (readonly number[])[];
  starter?: Seat;
  turns?: number;
  seed?: number;
  rolls?: StackedRolls;
}): PiplusState {
  const n = opts.hands.length as 2 | 3 | 4 | 5 | 6;
  const base = start({ seats: n, seed: opts.seed ?? 1 });
  const left = new Array<number>(MAX_CARD + 1).fill(COPIES);
  const use = (c: CardValue): void => {
    if (--left[c]! < 0) throw new Error(`scene: more than four ${c}s`);
  };
  const tableCards = opts.table ? [...opts.table].sort((a, b) => a - b) : null;
  for (const h of opts.hands) for (const c of h) use(c);
  for (const c of tableCards ?? []) use(c);
  for (const c of opts.discards ?? []) use(c);
  const out: CardValue[] = [];
  left.forEach((k, c) => {
    if (c > 0) for (let i = 0; i < k; i++) out.push(c);
  });
  const seats: SeatState[] = opts.hands.map((hand, seat) => {
    const spec = opts.dice?.[seat] ?? { values: [1, 1, 1] as const };
    return {
      hand: [...hand].sort((a, b) => a - b),
      dice: DIE_KINDS.map((kind, i) => ({ kind, value: spec.values[i]!, spent: spec.spent?.includes(kind) ?? false })),
      place: opts.places?.[seat] ?? null,
      scores: opts.scores?.[seat] ?? Array.from({ length: (opts.round ?? 1) - 1 }, () => 0),
    };
  });
  const table: Table | null = tableCards ? { cards: tableCards, value: tableCards[0]! } : null;
  const ranking =
    opts.ranking ??
    seats
      .flatMap((h, seat) => (h.place === null ? [] : [{ seat, place: h.place }]))
      .sort((a, b) => a.place - b.place)
      .map((x) => x.seat);
  return {
    ...base,
    // Stacked rolls feed this scene's rerolls and scoring rolls (the opening has been rolled).
    stacked: { d4: [...(opts.rolls?.d4 ?? [])], d6: [...(opts.rolls?.d6 ?? [])], d8: [...(opts.rolls?.d8 ?? [])] },
    round: opts.round ?? 1,
    seats,
    starter: opts.starter ?? 0,
    turn: opts.turn ?? 0,
    table,
    lastPlayer: opts.lastPlayer !== undefined ? opts.lastPlayer : table ? ((opts.turn ?? 0) + n - 1) % n : null,
    passes: opts.passes ?? 0,
    turns: opts.turns ?? 0,
    ranking,
    discards: [...(opts.discards ?? [])],
    out,
  };
}

/** Applies an action that must be legal, collecting events. */
export function play(s: PiplusState, action: PiplusAction, log?: PiplusEvent[]): PiplusState {
  const r = piplus.apply(s, action);
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  log?.push(...r.value.events);
  return r.value.state;
}

/** The seat to act plays `cards` with `dice` (per card, a die kind or null; default none). */
export function cards(s: PiplusState, cs: readonly CardValue[], dice?: readonly (DieKind | null)[], log?: PiplusEvent[]): PiplusState {
  return play(s, { type: 'play', seat: s.turn, cards: cs, dice: dice ?? cs.map(() => null) }, log);
}

/** The seat to act plays a lone die. */
export function lone(s: PiplusState, die: DieKind, log?: PiplusEvent[]): PiplusState {
  return play(s, { type: 'die', seat: s.turn, die }, log);
}

/** The seat to act passes, rerolling `reroll`. */
export function pass(s: PiplusState, reroll: readonly DieKind[] = [], log?: PiplusEvent[]): PiplusState {
  return play(s, { type: 'pass', seat: s.turn, reroll }, log);
}

/** The refusal code of an action, or 'ok' when it is accepted. */
export function refusal(s: PiplusState, action: PiplusAction): string {
  const r = piplus.apply(s, action);
  return r.ok ? 'ok' : r.error;
}

/** Events of a type, typed. */
export function all<T extends PiplusEvent['type']>(log: readonly PiplusEvent[], type: T): Extract<PiplusEvent, { type: T }>[] {
  return log.filter((e) => e.type === type) as Extract<PiplusEvent, { type: T }>[];
}

/** The first event of a type, typed. */
export function first<T extends PiplusEvent['type']>(log: readonly PiplusEvent[], type: T): Extract<PiplusEvent, { type: T }> | undefined {
  return all(log, type)[0];
}

/** Values of a seat's dice, d4 d6 d8. */
export function diceValues(s: PiplusState, seat: Seat): number[] {
  return s.seats[seat]!.dice.map((d) => d.value);
}

/** Which of a seat's dice are spent. */
export function spentDice(s: PiplusState, seat: Seat): DieKind[] {
  return s.seats[seat]!.dice.filter((d) => d.spent).map((d) => d.kind);
}

/** Plays the first legal action until `stop` holds or the game ends. */
export function playFirstUntil(s: PiplusState, stop: (s: PiplusState) => boolean, log?: PiplusEvent[]): PiplusState {
  while (!s.outcome && !stop(s)) s = play(s, piplus.legalActions(s, s.turn)[0]!, log);
  return s;
}

/** How many of each card value 0..10 `xs` holds. */
export const countOf = (xs: readonly number[]): number[] => {
  const c = new Array<number>(11).fill(0);
  for (const x of xs) c[x]!++;
  return c;
};

/** Dice of a seat about to go out: only the d4 left unused. */
export const LAST_DIE = { values: [1, 1, 1], spent: ['d6', 'd8'] } as const;

/** The legal actions of the seat to act. */
export const plays = (s: PiplusState): readonly PiplusAction[] => piplus.legalActions(s, s.turn);

/** The passes among the legal actions of the seat to act. */
export const passesIn = (s: PiplusState): readonly PiplusAction[] => plays(s).filter((a) => a.type === 'pass');
