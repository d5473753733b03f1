/** What a card can do to a die: its suit power, and for number cards the straight moves that stay on the board. */
import { isNumberCard, type Card } from '../../core/cards';
import { DIRECTIONS, type Cell, type Direction, type PipfallState, type Use } from './state';

/** Uses are never changed, so legal actions share these. */
const POWER: Use = { kind: 'power' };
const MOVES: Readonly<Record<Direction, readonly Use[]>> = {
  up: [0, 1, 2, 3].map((distance) => ({ kind: 'move', direction: 'up', distance })),
  down: [0, 1, 2, 3].map((distance) => ({ kind: 'move', direction: 'down', distance })),
  left: [0, 1, 2, 3].map((distance) => ({ kind: 'move', direction: 'left', distance })),
  right: [0, 1, 2, 3].map((distance) => ({ kind: 'move', direction: 'right', distance })),
};

/** How far a die at `at` can move in `direction` and stay on an n-board (at most 3). */
function reach(at: Cell, direction: Direction, n: number): number {
  const room = direction === 'up' ? at.row : direction === 'down' ? n - 1 - at.row : direction === 'left' ? at.col : n - 1 - at.col;
  return room < 3 ? room : 3;
}

/** Every way to use `card` on the die at `at`: power, and for number cards each on-board move (0 once). */
export function usesFor(s: PipfallState, card: Card, at: Cell): Use[] {
  const out: Use[] = [POWER];
  if (!isNumberCard(card)) return out;
  out.push(MOVES.up[0]!);
  for (const direction of DIRECTIONS) {
    const moves = MOVES[direction];
    // A straight move stays on the board when its last cell does.
    for (let distance = 1, far = reach(at, direction, s.size); distance <= far; distance++) out.push(moves[distance]!);
  }
  return out;
}

/** How many uses `legalActions` lists for `card` on a die at (row, col): power, and for number cards the 0-move and each on-board move. */
export function useCount(s: PipfallState, card: Card, row: number, col: number): number {
  if (!isNumberCard(card)) return 1;
  const n = s.size;
  // No inner closure: under tsx (the bench) each one made is named at run time, which costs more than this whole count.
  return 2 + upTo3(row) + upTo3(n - 1 - row) + upTo3(col) + upTo3(n - 1 - col);
}

/** `room` capped at 3 cells, the longest move. */
function upTo3(room: number): number {
  return room < 3 ? room : 3;
}

/** The i-th of `usesFor(s, card, at)`: the same shared object. */
export function useAt(s: PipfallState, card: Card, at: Cell, i: number): Use | undefined {
  if (i === 0) return POWER;
  if (!isNumberCard(card)) return undefined;
  if (i === 1) return MOVES.up[0];
  let k = i - 2;
  for (const direction of DIRECTIONS) {
    const far = reach(at, direction, s.size);
    if (k < far) return MOVES[direction][k + 1];
    k -= far;
  }
  return undefined;
}
