/**
 * What the rules need to know about a map, computed once per map object and cached: open
 * hexes, and for every open hex the hexes a die can reach from it in 1 to 3 steps with the
 * path it walks. Dice never block a path (a die may pass through occupied hexes), so the
 * reachable set depends on the map alone; that is what makes move generation cheap enough
 * for search.
 */
import { neighbourCells, type Cell, type HexMap } from './map';

/** A destination 1 to 3 hexes away and the shortest hazard-free path to it. */
export interface Reach {
  /** Index of the destination (row * cols + col). */
  readonly to: number;
  /** The destination. */
  readonly cell: Cell;
  /** The hexes entered, in order, the destination last. */
  readonly path: readonly Cell[];
}

/** The map seen as a graph. Hex indices are row * cols + col. */
export interface Topology {
  readonly rows: number;
  readonly cols: number;
  /** 1 for hexes of the battlefield that are not hazards. */
  readonly open: Uint8Array;
  /** The cell of each index (shared objects: actions and events reuse them). */
  readonly cells: readonly Cell[];
  /** Per open hex: every hex whose shortest hazard-free path is 1 to 3 steps, nearest first. */
  readonly reach: readonly (readonly Reach[])[];
  /** Per open hex, by destination index: the entry of `reach`, or undefined when not 1-3 steps away. */
  readonly reachTo: readonly (readonly (Reach | undefined)[])[];
}

/** Most hexes a die may move with one card. */
export const MAX_STEPS = 3;

const cache = new WeakMap<HexMap, Topology>();

/** The topology of `map`, built on first use and then cached for this map object. */
export function topologyOf(map: HexMap): Topology {
  // A game uses one map throughout: the last one answers without a WeakMap lookup (the rules ask on every move).
  if (map === lastMap) return lastTopology!;
  let t = cache.get(map);
  if (!t) {
    t = build(map);
    cache.set(map, t);
  }
  lastMap = map;
  lastTopology = t;
  return t;
}

let lastMap: HexMap | null = null;
let lastTopology: Topology | null = null;

function build(map: HexMap): Topology {
  const { rows, cols } = map;
  const size = rows * cols;
  const open = new Uint8Array(size).fill(1);
  for (const c of map.offMap) open[c.row * cols + c.col] = 0;
  for (const c of map.hazards) open[c.row * cols + c.col] = 0;
  const cells: Cell[] = [];
  for (let i = 0; i < size; i++) cells.push({ row: Math.floor(i / cols), col: i % cols });
  // Open neighbours in the order RULINGS lists them: breadth-first search then picks the same path every time.
  const next: number[][] = cells.map((c, i) =>
    open[i] ? neighbourCells(c).flatMap((n) => (n.row >= 0 && n.row < rows && n.col >= 0 && n.col < cols && open[n.row * cols + n.col] ? [n.row * cols + n.col] : [])) : [],
  );
  const reach: Reach[][] = cells.map(() => []);
  const parent = new Int32Array(size);
  const depth = new Int32Array(size);
  for (let from = 0; from < size; from++) {
    if (!open[from]) continue;
    parent.fill(-2);
    parent[from] = -1;
    depth[from] = 0;
    const queue = [from];
    for (let h = 0; h < queue.length; h++) {
      const at = queue[h]!;
      if (depth[at]! >= MAX_STEPS) continue;
      for (const n of next[at]!) {
        if (parent[n] !== -2) continue;
        parent[n] = at;
        depth[n] = depth[at]! + 1;
        queue.push(n);
        const path: Cell[] = [];
        for (let p = n; p !== from; p = parent[p]!) path.unshift(cells[p]!);
        reach[from]!.push({ to: n, cell: cells[n]!, path });
      }
    }
  }
  const reachTo = reach.map((list) => {
    const by = new Array<Reach | undefined>(size).fill(undefined);
    for (const r of list) by[r.to] = r;
    return by;
  });
  return { rows, cols, open, cells, reach, reachTo };
}
