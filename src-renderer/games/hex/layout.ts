/**
 * Where things stand on the PipFall Hex table, in world units on the table plane (x to the
 * right, z towards the viewer), as plain numbers so it is tested without a renderer: hex
 * centres in the odd-r layout (pointy-topped hexes, odd rows shifted half a hex right), the
 * hex under a point, the battlefield's box, and each seat's shelf (its reserve and trophies)
 * in one of the four corners around the battlefield, beside its starting location.
 */
import type { Cell, HexMap } from './types';

/** Distance between the centres of two neighbouring hexes. */
export const HEX = 1;
/** Circumradius of a hex (centre to corner). */
export const RADIUS = HEX / Math.sqrt(3);
/** Distance between two rows. */
export const ROW = RADIUS * 1.5;
/** Depth of a shelf (towards the viewer) and the gap between it and the battlefield. */
export const SHELF_DEPTH = 1.3;
export const SHELF_GAP = 0.5;
/** Spacing of dice on a shelf. */
export const SHELF_STEP = 0.5;
/** Width of the shelf's label zone (the seat's colour name), at its outer end. */
export const SHELF_LABEL = 0.95;

/** A point on the table plane. */
export interface Point {
  readonly x: number;
  readonly z: number;
}

/** A corner around the battlefield: top (far side) or bottom, left or right. */
export type Quadrant = 'tl' | 'tr' | 'br' | 'bl';
/** The corners clockwise from the top left. */
export const QUADRANTS: readonly Quadrant[] = ['tl', 'tr', 'br', 'bl'];

/** A shelf: its centre, size and corner. */
export interface Shelf {
  readonly quadrant: Quadrant;
  readonly x: number;
  readonly z: number;
  readonly width: number;
  readonly depth: number;
}

/** The battlefield's geometry: hex centres relative to the middle of its open hexes' box. */
export class HexLayout {
  /** Open and hazard hexes (everything on the map), in row order. */
  readonly cells: readonly Cell[];
  /** Width and depth of the battlefield's box (hex edges included). */
  readonly width: number;
  readonly depth: number;
  private readonly cx: number;
  private readonly cz: number;
  private readonly off: Set<string>;

  constructor(readonly map: Pick<HexMap, 'rows' | 'cols' | 'offMap'>) {
    this.off = new Set(map.offMap.map((c) => `${c.row},${c.col}`));
    const cells: Cell[] = [];
    for (let row = 0; row < map.rows; row++) for (let col = 0; col < map.cols; col++) if (!this.off.has(`${row},${col}`)) cells.push({ row, col });
    this.cells = cells;
    const xs = cells.map((c) => HexLayout.rawX(c));
    const zs = cells.map((c) => c.row * ROW);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs);
    const minZ = Math.min(...zs);
    const maxZ = Math.max(...zs);
    this.cx = (minX + maxX) / 2;
    this.cz = (minZ + maxZ) / 2;
    this.width = maxX - minX + HEX;
    this.depth = maxZ - minZ + 2 * RADIUS;
  }

  private static rawX(c: Cell): number {
    return (c.col + (c.row & 1) * 0.5) * HEX;
  }

  /** Whether the hex is part of the battlefield (hazards included). */
  onMap(c: Cell): boolean {
    return c.row >= 0 && c.row < this.map.rows && c.col >= 0 && c.col < this.map.cols && !this.off.has(`${c.row},${c.col}`);
  }

  /** The centre of a hex. */
  centre(c: Cell): Point {
    return { x: HexLayout.rawX(c) - this.cx, z: c.row * ROW - this.cz };
  }

  /** The hex whose area holds the point, or null off the battlefield. */
  cellAt(p: Point): Cell | null {
    const row0 = Math.round((p.z + this.cz) / ROW);
    let best: Cell | null = null;
    let bestD = Infinity;
    for (let row = row0 - 1; row <= row0 + 1; row++) {
      const col0 = Math.round((p.x + this.cx) / HEX - (row & 1) * 0.5);
      for (let col = col0 - 1; col <= col0 + 1; col++) {
        const c = { row, col };
        if (!this.onMap(c)) continue;
        const q = this.centre(c);
        const d = (q.x - p.x) ** 2 + (q.z - p.z) ** 2;
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
    }
    // Beyond the inscribed circle only the nearest centre decides (that is the hex), but not past the corners.
    return best && bestD <= RADIUS * RADIUS ? best : null;
  }

  /** The shelf in a corner: half the battlefield's width, beyond its top or bottom edge. */
  shelf(q: Quadrant): Shelf {
    const width = this.width / 2 - 0.15;
    const x = (q === 'tl' || q === 'bl' ? -1 : 1) * (width / 2 + 0.075);
    const z = (q === 'tl' || q === 'tr' ? -1 : 1) * (this.depth / 2 + SHELF_GAP + SHELF_DEPTH / 2);
    return { quadrant: q, x, z, width, depth: SHELF_DEPTH };
  }

  /** The whole table: the battlefield and the shelves above and below it. */
  get tableWidth(): number {
    return this.width;
  }

  get tableDepth(): number {
    return this.depth + 2 * (SHELF_GAP + SHELF_DEPTH);
  }
}

/** The label zone sits at the shelf's outer end (left for left shelves); dice fill the rest from the inner end. */
function inner(s: Shelf): number {
  return s.quadrant === 'tl' || s.quadrant === 'bl' ? 1 : -1;
}

/** The label's centre on a shelf. */
export function shelfLabel(s: Shelf): Point {
  const outward = -inner(s);
  return { x: s.x + outward * (s.width / 2 - SHELF_LABEL / 2), z: s.z };
}

/** Where reserve die `k` (0 or 1) rests: beside the label, side by side. */
export function reserveSlot(s: Shelf, k: number): Point {
  const outward = -inner(s);
  return { x: s.x + outward * (s.width / 2 - SHELF_LABEL - SHELF_STEP * (0.6 + k)), z: s.z };
}

/** Where the reserve ends and the trophies begin (the divider), measured from the shelf's outer end. */
export const RESERVE_END = SHELF_LABEL + SHELF_STEP * 2.2;

/**
 * Where trophy `i` of `count` rests: two rows from beside the reserve towards the inner end,
 * squeezed closer when there are more than fit at the usual spacing.
 */
export function trophySlot(s: Shelf, i: number, count: number): Point {
  const outward = -inner(s);
  const first = s.width / 2 - RESERVE_END - SHELF_STEP * 0.6;
  const room = s.width - RESERVE_END - SHELF_STEP * 1.2;
  const cols = Math.max(1, Math.ceil(Math.max(count, 1) / 2));
  const step = Math.min(SHELF_STEP * 1.05, room / Math.max(1, cols - 1));
  const col = Math.floor(i / 2);
  return { x: s.x + outward * (first - col * step), z: s.z + (i % 2 === 0 ? -1 : 1) * SHELF_STEP * 0.55 };
}

/**
 * Each seat's corner: the seats' shelves go to the four corners so that each lies as near as
 * can be to the seat's start (the sum of the distances is least, over every way to give
 * the seats different corners; at most 24). A seat still choosing counts with half the weight,
 * at the start it would get by default: the map's defaults handed out clockwise from the First
 * Player, or the first default nobody has taken. A seat with neither takes what is left.
 */
export function quadrantsOf(layout: HexLayout, map: Pick<HexMap, 'locations' | 'defaults'>, locations: readonly (string | null)[], firstPlayer: number): Quadrant[] {
  const n = locations.length;
  const defaults = map.defaults[String(n) as '2'] ?? [];
  const taken = new Set(locations.filter((id): id is string => id !== null));
  const want = locations.map((id, seat) => {
    if (id !== null) return id;
    const own = defaults[(seat - firstPlayer + n) % n];
    return own !== undefined && !taken.has(own) ? own : (defaults.find((d) => !taken.has(d)) ?? null);
  });
  const anchors = want.map((id) => {
    const loc = id ? map.locations.find((l) => l.id === id) : undefined;
    return loc ? layout.centre(loc.rear) : null;
  });
  const shelves = QUADRANTS.map((q) => layout.shelf(q));
  let best: number[] = [];
  let bestCost = Infinity;
  const pick: number[] = [];
  const used = new Set<number>();
  const search = (seat: number, cost: number): void => {
    if (cost >= bestCost - 1e-9) return;
    if (seat === n) {
      bestCost = cost;
      best = pick.slice();
      return;
    }
    for (let q = 0; q < QUADRANTS.length; q++) {
      if (used.has(q)) continue;
      const a = anchors[seat];
      const s = shelves[q]!;
      const w = locations[seat] === null ? 0.5 : 1;
      used.add(q);
      pick.push(q);
      search(seat + 1, cost + (a ? w * Math.hypot(s.x - a.x, s.z - a.z) : 0));
      pick.pop();
      used.delete(q);
    }
  };
  search(0, 0);
  return locations.map((_, seat) => QUADRANTS[best[seat] ?? seat % QUADRANTS.length]!);
}
