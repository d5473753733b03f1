/**
 * Battlefields as data: the map file format, its validator, and the hex geometry it rests on.
 *
 * Hexes are addressed in the "odd-r" offset layout of RULINGS.md (hex): rows top to bottom,
 * columns left to right, odd rows shifted half a hex to the right. A map file lists its
 * hazards, the hexes of its rectangle that are not battlefield at all (so a map may be a
 * hexagon), its starting locations, and the symmetries it claims; `parseMap` checks all of
 * it, so the rules can trust every map they are given.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result';

/** A hex address: row (top = 0) and column (left = 0) in odd-r offset coordinates. */
export interface Cell {
  readonly row: number;
  readonly col: number;
}

/** A hex as map files write it: `[row, col]`. */
export type CellPair = readonly [number, number];

/**
 * Symmetries a map may claim, about the centre of its battlefield: the half-turn, rotations by
 * 120 and 60 degrees, and the mirrors that swap top and bottom (`mirror-rows`) or left and
 * right (`mirror-columns`).
 */
export const SYMMETRIES = ['half-turn', 'rotation-3', 'rotation-6', 'mirror-rows', 'mirror-columns'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

/** Player counts a map gives default locations for. */
export const PLAYER_COUNTS = ['2', '3', '4'] as const;

/** A starting location as a map file writes it. */
export interface StartLocationFile {
  /** Short id the options and actions use ("A"). */
  readonly id: string;
  /** Where it lies, for people ("north-west"). */
  readonly name: string;
  /** The rear position, marked pip-3. */
  readonly rear: CellPair;
  /** The two front positions, marked pip-4. */
  readonly fronts: readonly [CellPair, CellPair];
}

/** A battlefield as a map file (JSON) holds it. */
export interface HexMapFile {
  /** Id the options name it by (lower case letters, digits and dashes). */
  readonly id: string;
  readonly name: string;
  /** One or two sentences for the rules pages: what the map is and why it is fair. */
  readonly description?: string;
  readonly rows: number;
  readonly cols: number;
  /** Hexes of the rows x cols rectangle that are not part of the battlefield. */
  readonly offMap?: readonly CellPair[];
  /** Impassable hexes. */
  readonly hazards: readonly CellPair[];
  readonly locations: readonly StartLocationFile[];
  /** The symmetries the map claims; each is checked. Empty: none claimed. */
  readonly symmetry: readonly Symmetry[];
  /** Default locations per player count, in choosing order from the First Player; else the first ones listed. */
  readonly defaults?: Readonly<Partial<Record<(typeof PLAYER_COUNTS)[number], readonly string[]>>>;
}

/** A checked starting location. */
export interface StartLocation {
  readonly id: string;
  readonly name: string;
  /** The rear position: a die placed here shows 3. */
  readonly rear: Cell;
  /** The front positions: a die placed here shows 4. */
  readonly fronts: readonly [Cell, Cell];
}

/** A checked map: what the rules, views and the table use. */
export interface HexMap {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly rows: number;
  readonly cols: number;
  readonly offMap: readonly Cell[];
  readonly hazards: readonly Cell[];
  readonly locations: readonly StartLocation[];
  readonly symmetry: readonly Symmetry[];
  /** Default locations for each player count the map seats (2 up to its number of locations, at most 4). */
  readonly defaults: Readonly<Partial<Record<(typeof PLAYER_COUNTS)[number], readonly string[]>>>;
}

/** Map sides the validator accepts: enough room for two locations, small enough for the table. */
export const MAP_MIN_SIDE = 4;
export const MAP_MAX_SIDE = 16;

/**
 * The six neighbours of a hex in the order RULINGS.md lists them (some may be off the map):
 * even r: (r,c-1) (r,c+1) (r-1,c-1) (r-1,c) (r+1,c-1) (r+1,c);
 * odd r:  (r,c-1) (r,c+1) (r-1,c) (r-1,c+1) (r+1,c) (r+1,c+1).
 */
export function neighbourCells(c: Cell): Cell[] {
  const { row: r, col: k } = c;
  const d = r & 1; // odd rows reach one column further right above and below
  return [
    { row: r, col: k - 1 },
    { row: r, col: k + 1 },
    { row: r - 1, col: k - 1 + d },
    { row: r - 1, col: k + d },
    { row: r + 1, col: k - 1 + d },
    { row: r + 1, col: k + d },
  ];
}

/** Hex distance between two cells on an open plain (no hazards), through cube coordinates. */
export function hexDistance(a: Cell, b: Cell): number {
  const aq = a.col - (a.row - (a.row & 1)) / 2;
  const bq = b.col - (b.row - (b.row & 1)) / 2;
  const dq = aq - bq;
  const dr = a.row - b.row;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** All cells of a location, rear first. */
export function locationCells(l: StartLocation): Cell[] {
  return [l.rear, l.fronts[0], l.fronts[1]];
}

const key = (c: Cell): string => `${c.row},${c.col}`;
const show = (c: Cell): string => `(${c.row},${c.col})`;
const cellOf = (p: CellPair): Cell => ({ row: p[0], col: p[1] });

const pair = z.tuple([z.number().int(), z.number().int()]);
const fileSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'lower case letters, digits and dashes, at most 32'),
    name: z.string().min(1).max(60),
    description: z.string().max(600).optional(),
    rows: z.number().int().min(MAP_MIN_SIDE).max(MAP_MAX_SIDE),
    cols: z.number().int().min(MAP_MIN_SIDE).max(MAP_MAX_SIDE),
    offMap: z
      .array(pair)
      .max(MAP_MAX_SIDE * MAP_MAX_SIDE)
      .optional(),
    hazards: z.array(pair).max(MAP_MAX_SIDE * MAP_MAX_SIDE),
    locations: z
      .array(
        z
          .object({
            id: z.string().regex(/^[A-Za-z0-9]{1,4}$/, '1 to 4 letters or digits'),
            name: z.string().min(1).max(40),
            rear: pair,
            fronts: z.tuple([pair, pair]),
          })
          .strict(),
      )
      .min(2)
      .max(8),
    symmetry: z.array(z.enum(SYMMETRIES)),
    defaults: z.partialRecord(z.enum(PLAYER_COUNTS), z.array(z.string())).optional(),
  })
  .strict();

function explain(e: z.ZodError): string {
  const i = e.issues[0];
  return i ? `${i.path.join('.') || 'map'}: ${i.message}` : 'invalid';
}

/**
 * Checks a map file and returns the map the rules use. Checked: the size; every listed hex
 * inside the rectangle and listed once; hazards on the battlefield; each location a rear with
 * two fronts next to it, on open hexes no other location uses; every open hex reachable from
 * every other by hazard-free paths (so every location is connected to every other); the
 * claimed symmetries, which must map the battlefield, the hazards and the locations onto
 * themselves; the default locations per player count.
 */
export function parseMap(input: unknown): Result<HexMap, 'ERR_MAP'> {
  const parsed = fileSchema.safeParse(input);
  if (!parsed.success) return err('ERR_MAP', `map: ${explain(parsed.error)}`);
  const f = parsed.data;
  const where = `map "${f.id}"`;
  const inside = (c: Cell): boolean => c.row >= 0 && c.row < f.rows && c.col >= 0 && c.col < f.cols;

  const offMap = new Set<string>();
  for (const p of f.offMap ?? []) {
    const c = cellOf(p);
    if (!inside(c)) return err('ERR_MAP', `${where}: off-map hex ${show(c)} is outside its ${f.rows}x${f.cols} rectangle`);
    if (offMap.has(key(c))) return err('ERR_MAP', `${where}: off-map hex ${show(c)} is listed twice`);
    offMap.add(key(c));
  }
  const onMap = (c: Cell): boolean => inside(c) && !offMap.has(key(c));
  const hazards = new Set<string>();
  for (const p of f.hazards) {
    const c = cellOf(p);
    if (!onMap(c)) return err('ERR_MAP', `${where}: hazard ${show(c)} is not on the battlefield`);
    if (hazards.has(key(c))) return err('ERR_MAP', `${where}: hazard ${show(c)} is listed twice`);
    hazards.add(key(c));
  }
  const open = (c: Cell): boolean => onMap(c) && !hazards.has(key(c));

  const locations: StartLocation[] = [];
  const used = new Map<string, string>();
  for (const l of f.locations) {
    if (locations.some((x) => x.id === l.id)) return err('ERR_MAP', `${where}: location id "${l.id}" is used twice`);
    const loc: StartLocation = { id: l.id, name: l.name, rear: cellOf(l.rear), fronts: [cellOf(l.fronts[0]), cellOf(l.fronts[1])] };
    for (const c of locationCells(loc)) {
      if (!open(c)) return err('ERR_MAP', `${where}: location ${l.id} has a position at ${show(c)}, which is ${onMap(c) ? 'a hazard' : 'off the battlefield'}`);
      const other = used.get(key(c));
      if (other !== undefined) return err('ERR_MAP', `${where}: position ${show(c)} belongs to location ${other} and to location ${l.id}`);
      used.set(key(c), l.id);
    }
    for (const front of loc.fronts) {
      if (!neighbourCells(loc.rear).some((n) => n.row === front.row && n.col === front.col)) {
        return err('ERR_MAP', `${where}: location ${l.id}: front ${show(front)} is not next to its rear ${show(loc.rear)}`);
      }
    }
    locations.push(loc);
  }

  // Connected: a flood fill from the first location's rear reaches every other open hex.
  const openCells: Cell[] = [];
  for (let row = 0; row < f.rows; row++) for (let col = 0; col < f.cols; col++) if (open({ row, col })) openCells.push({ row, col });
  const origin = locations[0]!;
  const reached = new Set<string>([key(origin.rear)]);
  const queue: Cell[] = [origin.rear];
  while (queue.length > 0) {
    for (const n of neighbourCells(queue.shift()!)) {
      if (open(n) && !reached.has(key(n))) {
        reached.add(key(n));
        queue.push(n);
      }
    }
  }
  const cutOff = locations.find((l) => locationCells(l).some((c) => !reached.has(key(c))));
  if (cutOff) return err('ERR_MAP', `${where}: not every hex is connected by hazard-free paths: location ${cutOff.id} cannot be reached from location ${origin.id}`);
  const pocket = openCells.find((c) => !reached.has(key(c)));
  if (pocket) return err('ERR_MAP', `${where}: not every hex is connected by hazard-free paths: open hex ${show(pocket)} cannot be reached from the starting locations`);

  const onMapCells: Cell[] = [];
  for (let row = 0; row < f.rows; row++) for (let col = 0; col < f.cols; col++) if (onMap({ row, col })) onMapCells.push({ row, col });
  for (const sym of new Set(f.symmetry)) {
    const broken = symmetryBreak(sym, onMapCells, hazards, locations);
    if (broken) return err('ERR_MAP', `${where}: claims ${sym} symmetry, but ${broken}`);
  }

  const defaults: Partial<Record<(typeof PLAYER_COUNTS)[number], readonly string[]>> = {};
  for (const n of PLAYER_COUNTS) {
    const count = Number(n);
    const given = f.defaults?.[n];
    if (count > locations.length) {
      if (given) return err('ERR_MAP', `${where}: defaults for ${n} players, but it has only ${locations.length} locations`);
      continue;
    }
    const ids = given ?? locations.slice(0, count).map((l) => l.id);
    if (ids.length !== count) return err('ERR_MAP', `${where}: defaults for ${n} players must name ${n} locations`);
    for (const id of ids) if (!locations.some((l) => l.id === id)) return err('ERR_MAP', `${where}: defaults for ${n} players name an unknown location "${id}"`);
    if (new Set(ids).size !== ids.length) return err('ERR_MAP', `${where}: defaults for ${n} players name a location twice`);
    defaults[n] = ids;
  }

  return ok({
    id: f.id,
    name: f.name,
    description: f.description ?? '',
    rows: f.rows,
    cols: f.cols,
    offMap: (f.offMap ?? []).map(cellOf),
    hazards: f.hazards.map(cellOf),
    locations,
    symmetry: [...new Set(f.symmetry)],
    defaults,
  });
}

/**
 * The image of `c` under `sym` about the centre of the battlefield's bounding box, or null
 * when it falls between hexes. Works in "doubled" coordinates (x = 2 col + row parity, y = row)
 * where mirrors and the half-turn are reflections; rotations go through cube coordinates.
 */
export function transform(sym: Symmetry, c: Cell, centre: { readonly x2: number; readonly y2: number }): Cell | null {
  const x = 2 * c.col + (c.row & 1);
  const y = c.row;
  let nx: number;
  let ny: number;
  switch (sym) {
    case 'half-turn':
      [nx, ny] = [centre.x2 - x, centre.y2 - y];
      break;
    case 'mirror-columns':
      [nx, ny] = [centre.x2 - x, y];
      break;
    case 'mirror-rows':
      [nx, ny] = [x, centre.y2 - y];
      break;
    case 'rotation-3':
    case 'rotation-6': {
      // Cube coordinates relative to the centre: q = (x - y) / 2, r = y; 60 degrees: (q, r, s) -> (-r, -s, -q).
      let dq = (x - y) / 2 - (centre.x2 - centre.y2) / 4;
      let dr = y - centre.y2 / 2;
      for (let i = 0; i < (sym === 'rotation-6' ? 1 : 2); i++) {
        const ds = -dq - dr;
        [dq, dr] = [-dr, -ds];
      }
      ny = dr + centre.y2 / 2;
      nx = 2 * (dq + (centre.x2 - centre.y2) / 4) + ny;
      break;
    }
  }
  const row = Math.round(ny);
  const twice = Math.round(nx);
  if (Math.abs(row - ny) > 1e-9 || Math.abs(twice - nx) > 1e-9 || ((twice - row) & 1) !== 0) return null;
  return { row, col: (twice - (row & 1)) / 2 };
}

/** The battlefield's centre, doubled (x2 = min x + max x in doubled coordinates, y2 likewise). */
export function centreOf(cells: readonly Cell[]): { x2: number; y2: number } {
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (const c of cells) {
    const x = 2 * c.col + (c.row & 1);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, c.row);
    maxY = Math.max(maxY, c.row);
  }
  return { x2: minX + maxX, y2: minY + maxY };
}

/** Why `sym` is not a symmetry of the map, or null when it is. */
function symmetryBreak(sym: Symmetry, onMapCells: readonly Cell[], hazards: ReadonlySet<string>, locations: readonly StartLocation[]): string | null {
  const centre = centreOf(onMapCells);
  const onMap = new Set(onMapCells.map(key));
  for (const c of onMapCells) {
    const t = transform(sym, c, centre);
    if (!t || !onMap.has(key(t))) return `${show(c)} has no hex of the battlefield as its image`;
    if (hazards.has(key(c)) !== hazards.has(key(t))) return `hazard ${show(hazards.has(key(c)) ? c : t)} has no hazard as its image`;
  }
  for (const l of locations) {
    const rear = transform(sym, l.rear, centre)!;
    const image = locations.find((m) => key(m.rear) === key(rear));
    if (!image) return `the image of location ${l.id}'s rear ${show(l.rear)} is ${show(rear)}, which is no location's rear`;
    const fronts = l.fronts.map((f) => key(transform(sym, f, centre)!)).sort();
    const theirs = image.fronts.map(key).sort();
    if (fronts[0] !== theirs[0] || fronts[1] !== theirs[1]) return `location ${l.id}'s fronts do not map onto location ${image.id}'s fronts`;
  }
  return null;
}
