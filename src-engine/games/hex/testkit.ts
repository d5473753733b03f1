/** Scenario helpers for PipFall Hex tests: stacked decks, hand-built battlefields, scripted hands. */
import { DECK_52, type Card } from '../../core/cards';
import type { Pips } from '../../core/dice';
import type { Seat } from '../../core/game';
import { unwrap } from '../../core/result';
import { hex } from './index';
import type { HexMapFile } from './map';
import { resolveMap } from './rules';
import { DICE_PER_SEAT, type Die, type HexAction, type HexEvent, type HexState } from './state';

/** A full 52-card deck whose top cards are `top` (in order), the rest in standard order. */
export function stack(top: readonly Card[]): Card[] {
  return [...top, ...DECK_52.filter((c) => !top.includes(c))];
}

/** A die placed by a test: `[row, col, owner, pips]`; ids are owner * 5 + its place among that owner's dice. */
export type Placed = readonly [number, number, Seat, number];

/** Dice from a list of placements, in id order. */
export function diceOf(placed: readonly Placed[]): Die[] {
  const count = new Map<Seat, number>();
  const out = placed.map(([row, col, owner, pips]): Die => {
    const k = count.get(owner) ?? 0;
    count.set(owner, k + 1);
    return { id: owner * DICE_PER_SEAT + k, owner, pips: pips as Pips, row, col };
  });
  return out.sort((a, b) => a.id - b.id);
}

/** Options of a scripted game. */
export interface ScenarioOptions {
  readonly seats?: 2 | 3 | 4;
  readonly map?: string | HexMapFile;
  /** Location per seat; default: the map's defaults handed out clockwise from the First Player. */
  readonly locations?: readonly string[];
  readonly firstPlayer?: Seat;
  readonly seed?: number;
  /** Deck top for the first deal (setup deals from it when `dice` and `hands` are absent). */
  readonly top?: readonly Card[];
}

/** Location per seat as the defaults give them: the First Player takes the first default, and so on clockwise. */
export function defaultSeating(seats: number, firstPlayer: Seat, defaults: readonly string[]): string[] {
  const out = new Array<string>(seats);
  for (let i = 0; i < seats; i++) out[(firstPlayer + i) % seats] = defaults[i]!;
  return out;
}

/** A game set up with fixed locations and dealt from `top`: the first hand is in programming. */
export function start(o: ScenarioOptions = {}): HexState {
  const seats = o.seats ?? 2;
  const first = o.firstPlayer ?? 0;
  const map = o.map ?? 'crossfire';
  const defaults = unwrap(resolveMap(map)).defaults[String(seats) as '2']!;
  const locations = o.locations ?? defaultSeating(seats, first, defaults);
  return unwrap(hex.setup({ seats, variants: [], map, locations, firstPlayer: first, deck: stack(o.top ?? []) }, o.seed ?? 1)).state;
}

/**
 * A hand about to be programmed on a hand-built battlefield: `dice` replace the opening, each
 * seat holds exactly `hands[seat]`, and the draw deck is `top` then the rest of the 52 cards
 * in standard order (the cards in hands taken out).
 */
export function scenario(o: ScenarioOptions & { dice: readonly Placed[]; hands: readonly (readonly Card[])[]; reserve?: readonly number[] }): HexState {
  const s = start({ ...o, top: [] });
  const inHands = new Set(o.hands.flat());
  return {
    ...s,
    dice: diceOf(o.dice),
    draw: stack(o.top ?? []).filter((c) => !inHands.has(c)),
    seats: s.seats.map((h, seat) => ({ ...h, hand: [...(o.hands[seat] ?? [])], reserve: o.reserve?.[seat] ?? h.reserve })),
  };
}

/** Applies an action that must be legal, collecting events. */
export function play(s: HexState, action: HexAction, log?: HexEvent[]): HexState {
  const r = hex.apply(s, action);
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  log?.push(...r.value.events);
  return r.value.state;
}

/** Programs seat by seat: `programs[seat]` in resolution order; the card of the hand not named is left out. */
export function programAll(s: HexState, programs: readonly (readonly Card[])[], log?: HexEvent[]): HexState {
  for (let seat = 0; seat < programs.length; seat++) {
    if (s.phase !== 'program' || s.seats[seat]!.program !== null || s.seats[seat]!.eliminated) continue;
    const cards = programs[seat]!;
    const leftOut = s.seats[seat]!.hand.find((c) => !cards.includes(c))!;
    s = play(s, { type: 'program', seat, cards: [...cards], leftOut }, log);
  }
  return s;
}

/** The seat whose card resolves now. */
export function actor(s: HexState): Seat {
  const seat = hex.toAct(s)[0];
  if (seat === undefined) throw new Error('nobody is to act');
  return seat;
}

/** Moves a die of the seat to act to `[row, col]`. */
export function move(s: HexState, die: number, to: readonly [number, number], log?: HexEvent[]): HexState {
  return play(s, { type: 'move', seat: actor(s), die, to: { row: to[0], col: to[1] } }, log);
}

/** The suit power of the resolving card on a die of the seat to act. */
export function power(s: HexState, die: number, log?: HexEvent[]): HexState {
  return play(s, { type: 'power', seat: actor(s), die }, log);
}

/** Reinforce at `[row, col]` with the resolving card of the seat to act. */
export function reinforce(s: HexState, at: readonly [number, number], log?: HexEvent[]): HexState {
  return play(s, { type: 'reinforce', seat: actor(s), at: { row: at[0], col: at[1] } }, log);
}

/** The die with this id, or undefined once it has left the battlefield. */
export function die(s: HexState, id: number): Die | undefined {
  return s.dice.find((d) => d.id === id);
}

/** Events of a type, typed. */
export function all<T extends HexEvent['type']>(log: readonly HexEvent[], type: T): Extract<HexEvent, { type: T }>[] {
  return log.filter((e) => e.type === type) as Extract<HexEvent, { type: T }>[];
}

/** The first event of a type, typed. */
export function first<T extends HexEvent['type']>(log: readonly HexEvent[], type: T): Extract<HexEvent, { type: T }> | undefined {
  return all(log, type)[0];
}

/** Plays the first legal action (a 0-hex move or power where offered) until `stop` holds or the game ends. */
export function playFirstUntil(s: HexState, stop: (s: HexState) => boolean, log?: HexEvent[]): HexState {
  for (let n = 0; !s.outcome && !stop(s); n++) {
    if (n > 20_000) throw new Error('playFirstUntil: no end in sight');
    const seat = hex.toAct(s)[0]!;
    s = play(s, hex.legalActions(s, seat)[0]!, log);
  }
  return s;
}

/**
 * A hand ready to resolve: each seat holds its program plus one spare card (the lowest unused
 * spades-first card, left out), and programs it. `log` collects the events from programming on.
 */
export function ready(
  o: { seats?: 2 | 3 | 4; firstPlayer?: Seat; dice: readonly Placed[]; programs: readonly (readonly Card[])[]; reserve?: readonly number[]; top?: readonly Card[] },
  log?: HexEvent[],
): HexState {
  const used = new Set(o.programs.flat());
  const spares = DECK_52.filter((c) => !used.has(c) && !(o.top ?? []).includes(c));
  const hands = o.programs.map((p, i) => [...p, spares[i]!]);
  const s = scenario({ seats: o.seats ?? 2, firstPlayer: o.firstPlayer ?? 0, dice: o.dice, hands, ...(o.reserve ? { reserve: o.reserve } : {}), ...(o.top ? { top: o.top } : {}) });
  return programAll(s, o.programs, log);
}

/** The distinct types of `actions`, sorted. */
export const types = (actions: readonly HexAction[]): string[] => [...new Set(actions.map((a) => a.type))].sort();
