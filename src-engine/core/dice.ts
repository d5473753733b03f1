/** Six-sided dice pips and the operations the Pip games apply to them. */
import { nextInt, type RngState } from './rng';

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
