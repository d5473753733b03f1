/** Rules diagrams: square cells in a plain grid; hexes in the odd-r layout, every neighbour one step away. */
import { describe, expect, it } from 'vitest';
import { CELL, columnLetter, geometryOf, HEX_R } from './diagramGeometry';

/** The six neighbours of a hex in the odd-r layout. */
function neighbours(r: number, c: number): [number, number][] {
  const d = r & 1;
  return [
    [r, c - 1],
    [r, c + 1],
    [r - 1, c - 1 + d],
    [r - 1, c + d],
    [r + 1, c - 1 + d],
    [r + 1, c + d],
  ];
}

describe('rules diagram geometry', () => {
  it('square grids: cells side by side, the picture the grid plus its margins', () => {
    const g = geometryOf({ rows: 5, cols: 4 });
    expect(g.centre(0, 1).x - g.centre(0, 0).x).toBe(CELL);
    expect(g.centre(1, 0).x).toBe(g.centre(0, 0).x);
    expect(g.width).toBeGreaterThan(4 * CELL);
    expect(g.hex).toBe(false);
  });

  it('hex grids: odd rows are shifted half a hex right, and all six odd-r neighbours of a hex are equally far', () => {
    const g = geometryOf({ shape: 'hexagonal', rows: 10, cols: 10 });
    expect(g.centre(1, 0).x - g.centre(0, 0).x).toBeCloseTo(g.step / 2);
    expect(g.centre(2, 0).x).toBeCloseTo(g.centre(0, 0).x);
    for (const [r, c] of [
      [4, 4],
      [5, 5],
    ] as const) {
      const o = g.centre(r, c);
      for (const [nr, nc] of neighbours(r, c)) {
        const n = g.centre(nr, nc);
        expect(Math.hypot(n.x - o.x, n.y - o.y)).toBeCloseTo(g.step);
      }
    }
    // Every hex inside the picture.
    for (let r = 0; r < 10; r++)
      for (let c = 0; c < 10; c++) {
        const p = g.centre(r, c);
        expect(p.x + HEX_R).toBeLessThan(g.width);
        expect(p.y + HEX_R).toBeLessThan(g.height);
      }
    expect(g.hexPoints(0, 0).split(' ')).toHaveLength(6);
  });

  it('columns are lettered as on a chess board', () => {
    expect([0, 1, 9, 25, 26].map(columnLetter)).toEqual(['A', 'B', 'J', 'Z', 'AA']);
  });
});
