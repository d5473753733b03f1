/** Dice: six-sided pips and the operations the Pip games apply to them, and the d4/d6/d8 kinds Piplus rolls. */
import { nextInt, nextIntMut, type RngState } from './rng';

/** The face of a die on the table. 0 only ever exists transiently: such a die is removed. */
export type Pips = 1 | 2 | 3 | 4 | 5 | 6;

/** True for an integer 1..6. */
export function isPips(n: unknown): n is Pips {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6;
}

/** Clamps a number into 0..6; callers remove a die at 0. */
export function clampPips(n: number): number {
  return Math.max(0, Math.min(6, n));
}

/** The opposite face: 7 - pips (1<->6, 2<->5, 3<->4). Spades in every Pip game. */
export function flipPips(p: Pips): Pips {
  return (7 - p) as Pips;
}

/** A uniform roll of one d6 and the advanced state. */
export function rollD6(rng: RngState): [Pips, RngState] {
  const [v, next] = nextInt(rng, 6);
  return [(v + 1) as Pips, next];
}

/** A uniform roll of a die with `sides` faces (d4, d6, d8) and the advanced state. */
export function rollDie(rng: RngState, sides: number): [number, RngState] {
  const [v, next] = nextInt(rng, sides);
  return [v + 1, next];
}

/** The polyhedral dice the Pip games use, smallest first (Piplus gives each player one of each). */
export const DIE_KINDS = ['d4', 'd6', 'd8'] as const;
/** A kind of die, named by its faces: `d4`, `d6`, `d8`. */
export type DieKind = (typeof DIE_KINDS)[number];

/** How many faces each kind has: its results run 1..faces. */
export const DIE_FACES: Readonly<Record<DieKind, number>> = { d4: 4, d6: 6, d8: 8 };

/** True for a die kind name. */
export function isDieKind(x: unknown): x is DieKind {
  return typeof x === 'string' && (DIE_KINDS as readonly string[]).includes(x);
}

/** True when `n` is a face of a die of `kind` (an integer 1..faces). */
export function isFaceOf(kind: DieKind, n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= DIE_FACES[kind];
}

/** A uniform roll of a die of `kind` and the advanced state. */
export function rollKind(rng: RngState, kind: DieKind): [number, RngState] {
  return rollDie(rng, DIE_FACES[kind]);
}

/** A uniform roll of a die of `kind`, advancing a mutable generator in place (search fast path). */
export function rollKindMut(rng: [number, number, number, number], kind: DieKind): number {
  return nextIntMut(rng, DIE_FACES[kind]) + 1;
}
