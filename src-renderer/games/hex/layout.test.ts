/** The hex table's geometry: every hex is found under its own centre, and each seat's shelf sits beside its start. */
import { describe, expect, it } from 'vitest';
import { MAPS } from '../../../src-engine/games/hex';
import { HexLayout, RADIUS, RESERVE_END, SHELF_STEP, quadrantsOf, reserveSlot, trophySlot } from './layout';

const crossfire = MAPS['crossfire']!;
const sixfold = MAPS['sixfold']!;

describe('hex layout', () => {
  it.each([crossfire, sixfold])('on $name every hex is the one under its centre and near its corners, and off-map hexes are nothing', (map) => {
    const l = new HexLayout(map);
    expect(l.cells).toHaveLength(map.rows * map.cols - map.offMap.length);
    for (const c of l.cells) {
      const p = l.centre(c);
      expect(l.cellAt(p)).toEqual(c);
      for (let k = 0; k < 6; k++) {
        const a = Math.PI / 6 + (k * Math.PI) / 3;
        expect(l.cellAt({ x: p.x + Math.cos(a) * RADIUS * 0.8, z: p.z + Math.sin(a) * RADIUS * 0.8 })).toEqual(c);
      }
    }
    for (const c of map.offMap) expect(l.onMap(c)).toBe(false);
    // Far outside the battlefield: nothing.
    expect(l.cellAt({ x: l.width, z: 0 })).toBeNull();
  });

  it('odd rows are shifted half a hex to the right, rows are 1.5 radii apart, and the battlefield is centred', () => {
    const l = new HexLayout(crossfire);
    expect(l.centre({ row: 1, col: 0 }).x - l.centre({ row: 0, col: 0 }).x).toBeCloseTo(0.5);
    expect(l.centre({ row: 1, col: 0 }).z - l.centre({ row: 0, col: 0 }).z).toBeCloseTo(RADIUS * 1.5);
    expect(l.centre({ row: 0, col: 0 }).x + l.centre({ row: 1, col: 9 }).x).toBeCloseTo(0);
    expect(l.centre({ row: 0, col: 0 }).z + l.centre({ row: 9, col: 0 }).z).toBeCloseTo(0);
  });

  it('each seat’s shelf is the corner beside its start: Crossfire’s defaults for 4 go A top-left, C top-right, B bottom-right, D bottom-left', () => {
    const l = new HexLayout(crossfire);
    expect(quadrantsOf(l, crossfire, ['A', 'C', 'B', 'D'], 0)).toEqual(['tl', 'tr', 'br', 'bl']);
    // Before anyone has chosen, each seat's shelf waits where its default start is (defaults go clockwise from the First Player).
    expect(quadrantsOf(l, crossfire, [null, null, null, null], 0)).toEqual(['tl', 'tr', 'br', 'bl']);
    expect(quadrantsOf(l, crossfire, [null, null, null, null], 2)).toEqual(['br', 'bl', 'tl', 'tr']);
    // Two players at A and C: both shelves above the battlefield.
    expect(quadrantsOf(l, crossfire, ['A', 'C'], 0)).toEqual(['tl', 'tr']);
    // A seat still choosing waits by the first default start nobody has taken (B when A is gone).
    expect(quadrantsOf(l, crossfire, [null, 'A'], 0)).toEqual(['br', 'tl']);
  });

  it('on Sixfold the side starts (east, west) share the corners left free; four seats always get four corners', () => {
    const l = new HexLayout(sixfold);
    expect(quadrantsOf(l, sixfold, ['A', 'B', 'D', 'E'], 0)).toEqual(['tl', 'tr', 'br', 'bl']);
    // West and east starts take the corners the others leave: A (north-west) keeps the top left.
    expect(quadrantsOf(l, sixfold, ['F', 'C', 'A', 'D'], 0)).toEqual(['bl', 'tr', 'tl', 'br']);
    expect(['tr', 'br']).toContain(quadrantsOf(l, sixfold, ['A', 'C'], 0)[1]);
    // South-west keeps the bottom-left corner beside it; the west start takes the bottom right.
    expect(quadrantsOf(l, sixfold, ['E', 'F', 'A', 'B'], 0)).toEqual(['bl', 'br', 'tl', 'tr']);
  });

  it('a shelf holds its reserve beside the label and ten trophies at the usual spacing, more squeezed in, all inside the shelf', () => {
    const l = new HexLayout(crossfire);
    for (const q of ['tl', 'br'] as const) {
      const s = l.shelf(q);
      const inside = (p: { x: number; z: number }) => Math.abs(p.x - s.x) <= s.width / 2 - 0.2 && Math.abs(p.z - s.z) <= s.depth / 2 - 0.2;
      const reserve = [reserveSlot(s, 0), reserveSlot(s, 1)];
      expect(reserve.every(inside)).toBe(true);
      for (const count of [1, 10, 15]) {
        const slots = Array.from({ length: count }, (_, i) => trophySlot(s, i, count));
        expect(slots.every(inside)).toBe(true);
        // Trophies stay on their side of the divider, clear of the reserve.
        for (const p of slots) expect(Math.abs(p.x - (s.x + (q === 'tl' ? -1 : 1) * (s.width / 2 - RESERVE_END)))).toBeGreaterThan(SHELF_STEP * 0.4);
        for (let i = 0; i < slots.length; i++)
          for (let j = i + 1; j < slots.length; j++) expect(Math.hypot(slots[i]!.x - slots[j]!.x, slots[i]!.z - slots[j]!.z)).toBeGreaterThan(SHELF_STEP * 0.5);
      }
      expect(Math.hypot(trophySlot(s, 0, 10).x - trophySlot(s, 2, 10).x, 0)).toBeCloseTo(SHELF_STEP * 1.05);
    }
  });
});
