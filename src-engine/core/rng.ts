/**
 * Seeded random numbers whose whole state is one plain JSON value, so a game state
 * that holds it stays serialisable and replays identically (boardgame.io keeps its
 * PRNG state inside the game state for the same reason).
 *
 * The generator is sfc32 seeded through splitmix32: fast, 128 bits of state, and
 * good enough statistically for card shuffles and dice.
 */

/** The four 32-bit words of an sfc32 generator. */
export type RngState = readonly [number, number, number, number];

function splitmix32(x: number): [number, number] {
  x = (x + 0x9e3779b9) | 0;
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z ^= z >>> 16;
  return [z >>> 0, x];
}

/** A generator state from any 32-bit seed (non-integers are truncated). */
export function seedRng(seed: number): RngState {
  let x = seed | 0;
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [z, nx] = splitmix32(x);
    out.push(z);
    x = nx;
  }
  const s: [number, number, number, number] = [out[0]!, out[1]!, out[2]!, out[3]!];
  // Warm up so that close seeds diverge.
  for (let i = 0; i < 12; i++) nextUint32Mut(s);
  return s;
}

/** Advances a mutable state in place and returns the next unsigned 32-bit value (search fast path). */
export function nextUint32Mut(s: [number, number, number, number]): number {
  let a = s[0],
    b = s[1],
    c = s[2],
    d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a;
  s[1] = b;
  s[2] = c;
  s[3] = d;
  return t >>> 0;
}

/** The next unsigned 32-bit value and the advanced state. */
export function nextUint32(state: RngState): [number, RngState] {
  const s: [number, number, number, number] = [state[0], state[1], state[2], state[3]];
  const v = nextUint32Mut(s);
  return [v, s];
}

/** An unbiased integer in [0, n) and the advanced state. */
export function nextInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`nextInt: n must be a positive integer, got ${n}`);
  const s: [number, number, number, number] = [state[0], state[1], state[2], state[3]];
  return [nextIntMut(s, n), s];
}

/** An unbiased integer in [0, n), advancing a mutable state in place. */
export function nextIntMut(s: [number, number, number, number], n: number): number {
  // Rejection sampling keeps the distribution exact for any n.
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = nextUint32Mut(s);
    if (v < limit) return v % n;
  }
}

/** A Fisher-Yates shuffled copy of `items` and the advanced state. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const s: [number, number, number, number] = [state[0], state[1], state[2], state[3]];
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextIntMut(s, i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [out, s];
}
