/** Colour arithmetic for flat boards, which draw their materials as plain #rrggbb colours. */

/** `a` moved `k` of the way to `b` (0: a, 1: b), both #rrggbb, as #rrggbb. */
export function mix(a: string, b: string, k: number): string {
  const rgb = (h: string): number[] => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const x = rgb(a);
  const y = rgb(b);
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
