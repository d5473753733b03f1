/**
 * The PipFall Hex battlefield drawn flat (Board2D.svelte), as plain TS so it is tested without
 * a browser: the SVG geometry (hex corners, the view box, coordinates along the edges, the
 * shelves' places, all in the world units of layout.ts, so the flat board and the 3D one put
 * everything in the same place), the tiles' colours, and `FlatHex`, the flat twin of
 * board3d.ts's HexBoard: the same methods the table's animations call, which here change a
 * plain state at once (the SVG glides or fades by CSS) and wait a little so a step still reads
 * event by event. It never touches three.js, so a table without WebGL never loads it.
 */
import { COLOURS, DIAGRAM } from '../../design/tokens';
import type { DieColours } from '../../ui/3d/dice';
import type { CoachMark } from '../game-ui';
import { mix } from '../../ui/2d/mix';
import type { LitHex, Pick as BoardPick, Tone } from './decisions';
import { HEX, RADIUS, RESERVE_END, quadrantsOf, reserveSlot, shelfLabel, trophySlot, type HexLayout, type Point, type Quadrant, type Shelf } from './layout';
import { NO_HIGHLIGHT, actingOf, type HexBoardPort, type Highlight } from './port';
import type { Cell, HexMap, HexView } from './types';

export { mix };

// ---- geometry ----

/** Room around the table for the coordinates (as the 3D overlay leaves it). */
export const PAD_X = 0.75;
export const PAD_Z = 0.5;
/** Extra room above the table, under the board's one-line note (help, preview, banner). */
export const PAD_TOP = 0.55;
/** Edge of a die on the battlefield (a little larger than the 3D one: seen from straight above) and on a shelf. */
export const DIE = 0.6;
export const SHELF_DIE = DIE * 0.74;

/** The SVG view box around the whole table (battlefield, shelves, coordinates, the note's room). */
export function viewBox(layout: HexLayout): { x: number; y: number; width: number; height: number } {
  const width = layout.tableWidth + 2 * PAD_X;
  const height = layout.tableDepth + 2 * PAD_Z + PAD_TOP;
  return { x: -width / 2, y: -layout.tableDepth / 2 - PAD_Z - PAD_TOP, width, height };
}

/** The six corners of a pointy-topped hex of circumradius `r` around `p`, as an SVG points list. */
export function hexPoints(p: Point, r: number): string {
  const pts: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = Math.PI / 6 + (k * Math.PI) / 3;
    pts.push(`${(p.x + Math.cos(a) * r).toFixed(3)},${(p.z + Math.sin(a) * r).toFixed(3)}`);
  }
  return pts.join(' ');
}

/** A coordinate label on the edge of the battlefield. */
export interface EdgeLabel {
  readonly text: string;
  readonly x: number;
  readonly z: number;
}

/** Column letters above and below, row numbers left and right of each row (as the 3D board prints them). */
export function edgeLabels(layout: HexLayout, map: Pick<HexMap, 'rows' | 'cols'>, letter: (col: number) => string): EdgeLabel[] {
  const out: EdgeLabel[] = [];
  for (let col = 0; col < map.cols; col++) {
    for (const row of [0, map.rows - 1]) {
      const p = layout.centre({ row, col });
      out.push({ text: letter(col), x: p.x, z: p.z + (row === 0 ? -1 : 1) * (RADIUS + 0.2) });
    }
  }
  for (let row = 0; row < map.rows; row++) {
    const onRow = layout.cells.filter((c) => c.row === row);
    if (onRow.length === 0) continue;
    const first = layout.centre(onRow[0]!);
    const last = layout.centre(onRow[onRow.length - 1]!);
    out.push({ text: String(row + 1), x: first.x - (HEX / 2 + 0.28), z: first.z });
    out.push({ text: String(row + 1), x: last.x + (HEX / 2 + 0.28), z: first.z });
  }
  return out;
}

/** One arrow of a previewed path: from one hex's centre towards the next, stopping short of both. */
export interface PathArrow {
  readonly x1: number;
  readonly z1: number;
  readonly x2: number;
  readonly z2: number;
}

/** The arrows of a path (the die's hex, then the hexes it enters), and a dot on each hex passed through. */
export function pathMarks(layout: HexLayout, path: readonly Cell[]): { arrows: PathArrow[]; dots: Point[] } {
  const arrows: PathArrow[] = [];
  const dots: Point[] = [];
  for (let i = 1; i < path.length; i++) {
    const a = layout.centre(path[i - 1]!);
    const b = layout.centre(path[i]!);
    const dx = b.x - a.x;
    const dz = b.z - a.z;
    const len = Math.hypot(dx, dz) || 1;
    const cut = 0.22 / len;
    arrows.push({ x1: a.x + dx * cut, z1: a.z + dz * cut, x2: b.x - dx * cut, z2: b.z - dz * cut });
    if (i < path.length - 1) dots.push(b);
  }
  return { arrows, dots };
}

/** The inner end of a shelf's dice zone and its label: left shelves put the label at the left. */
export function shelfParts(s: Shelf): { label: Point; divider: number } {
  const outward = s.quadrant === 'tl' || s.quadrant === 'bl' ? -1 : 1;
  return { label: shelfLabel(s), divider: s.x + outward * (s.width / 2 - RESERVE_END) };
}

/** A click target of the flat board: what it reports (the same pick the 3D board's ray gives) and where it is drawn. */
export interface BoardButton {
  readonly key: string;
  readonly pick: BoardPick;
  readonly x: number;
  readonly z: number;
}

/** Every hex of the battlefield (hazards too) as a button at its centre. */
export function hexButtons(layout: HexLayout): BoardButton[] {
  return layout.cells.map((c) => {
    const p = layout.centre(c);
    return { key: `${c.row},${c.col}`, pick: { kind: 'hex', cell: { row: c.row, col: c.col } }, x: p.x, z: p.z };
  });
}

/** Every die on the battlefield as a button on its hex (drawn above the hex: a click there is the die, as in 3D). */
export function dieButtons(layout: HexLayout, dice: readonly FlatDie[]): BoardButton[] {
  return dice.map((d) => {
    const p = layout.centre(d);
    return { key: String(d.id), pick: { kind: 'die', die: d.id }, x: p.x, z: p.z };
  });
}

// ---- colours ----

/**
 * The flat board's own materials (the 3D board's, seen from above) and the interface's tokens
 * where a role is shared (the ring round what can be chosen, the path's gold, the seat marks' edge).
 */
export const INK = {
  /** A free start's ring and printed value while starts are chosen; the First Player's star. */
  free: COLOURS['gold-text'],
  out: COLOURS['alert-text'],
  wood: DIAGRAM.frame,
  shade: '#000000',
  white: COLOURS.white,
  neutral: COLOURS.neutral,
  rocks: ['#8d857d', '#756e67', '#a39a90'],
  tileEdge: 'rgba(10, 24, 18, 0.55)',
  coord: 'rgba(226, 236, 222, 0.78)',
  printedBack: 'rgba(20, 18, 14, 0.85)',
  nest: 'rgba(255, 255, 255, 0.3)',
  divider: 'rgba(255, 255, 255, 0.25)',
  labelEdge: 'rgba(12, 10, 8, 0.9)',
  chip: 'rgba(14, 16, 14, 0.85)',
  path: COLOURS['gold-text'],
  litDie: COLOURS.ring,
  clash: COLOURS['ring-warn'],
  focus: COLOURS.white,
  markEdge: DIAGRAM.markEdge,
} as const;

const GRASS = ['#4f7a3c', '#5a8644', '#64904a', '#6f8f4c', '#58803f'];
const SAND = '#c2ad7c';
export const HAZARD = '#2f2b29';
/** The tint of a die that has acted this hand (as in 3D). */
export const SPENT = '#8a8a8a';

/** The board's tones for lit hexes (as in 3D). */
export const TONES: Readonly<Record<Tone, string>> = {
  location: '#ffd45a',
  move: '#5fe0ff',
  stay: '#9fd8ff',
  attack: '#ff7a4a',
  own: '#ff4f8a',
  reinforce: '#7dff9a',
};

/** A stable pseudo-random number in [0, 1) per hex and salt (the same as the 3D ground's). */
export function hash(c: Cell, salt: number): number {
  let h = (c.row * 73856093) ^ (c.col * 19349663) ^ (salt * 83492791);
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** Which start and position (0 the rear) a hex is, if any. */
export function positionAt(map: Pick<HexMap, 'locations'>, c: Cell): { id: string; k: number } | null {
  for (const l of map.locations) {
    const k = [l.rear, ...l.fronts].findIndex((x) => x.row === c.row && x.col === c.col);
    if (k >= 0) return { id: l.id, k };
  }
  return null;
}

/**
 * A tile's colour: grass in a few shades, hazards dark, the starts sand while they are chosen
 * and tinted with their owner's colour once taken; a start nobody took is grass with a trace of sand.
 */
export function tileColour(
  map: Pick<HexMap, 'locations' | 'hazards'>,
  c: Cell,
  owners: Readonly<Record<string, number>>,
  choosing: boolean,
  seatDice: readonly DieColours[],
): string {
  if (map.hazards.some((h) => h.row === c.row && h.col === c.col)) return HAZARD;
  const grass = GRASS[Math.floor(hash(c, 1) * GRASS.length)]!;
  const at = positionAt(map, c);
  if (!at) return grass;
  const owner = owners[at.id];
  if (owner !== undefined) return mix(SAND, seatDice[owner]?.body ?? INK.neutral, 0.55);
  return choosing ? SAND : mix(grass, SAND, 0.3);
}

/** A die's colours, greyed when it has acted this hand. */
export function dieColours(c: DieColours, spent: boolean): DieColours {
  return spent ? { ...c, body: mix(c.body.length === 7 ? c.body : INK.neutral, SPENT, 0.65) } : c;
}

// ---- the flat board's state ----

/** A die on the battlefield as drawn. */
export interface FlatDie {
  readonly id: number;
  readonly owner: number;
  readonly row: number;
  readonly col: number;
  readonly pips: number;
  readonly spent: boolean;
  /** Leaving the battlefield (fades out before it goes). */
  readonly leaving?: boolean;
}

/** A die on a shelf: a trophy (its owner's colour, the pips it fought with). */
export interface FlatTrophy {
  readonly die: number;
  readonly owner: number;
  readonly pips: number;
}

/** A seat's shelf as drawn. */
export interface FlatShelf {
  readonly seat: number;
  readonly quadrant: Quadrant;
  readonly reserve: number;
  readonly trophies: readonly FlatTrophy[];
  readonly out: boolean;
  readonly first: boolean;
  readonly acting: boolean;
}

/** A short text rising from a hex or a shelf ("6 vs 4", "−1"). */
export interface FlatFlash {
  readonly id: number;
  readonly text: string;
  readonly colour: string;
  readonly x: number;
  readonly z: number;
}

/** Everything the flat board shows. */
export interface FlatState {
  readonly dice: readonly FlatDie[];
  readonly shelves: readonly FlatShelf[];
  /** Who holds each start, by location id. */
  readonly owners: Readonly<Record<string, number>>;
  /** Whether starts are still being chosen (free starts are marked only then). */
  readonly choosing: boolean;
  readonly highlight: Highlight;
  readonly coach: readonly CoachMark[];
  readonly flashes: readonly FlatFlash[];
  /** Two dice fighting now (both ringed). */
  readonly clash: { readonly attacker: number; readonly defender: number } | null;
}

/** The flat board: the HexBoard's methods on a plain state; `onChange` hands each new state to the component. */
export class FlatHex implements HexBoardPort {
  onChange: (s: FlatState) => void = () => {};
  private s: FlatState;
  private readonly waits = new Set<() => void>();
  private flashId = 0;
  private firstPlayer = 0;
  private acting: number | null = null;

  constructor(
    readonly layout: HexLayout,
    readonly map: HexMap,
    seats: number,
  ) {
    const quadrants = quadrantsOf(
      layout,
      map,
      Array.from({ length: seats }, () => null),
      0,
    );
    this.s = {
      dice: [],
      shelves: quadrants.map((quadrant, seat) => ({ seat, quadrant, reserve: 2, trophies: [], out: false, first: seat === 0, acting: false })),
      owners: {},
      choosing: true,
      highlight: NO_HIGHLIGHT,
      coach: [],
      flashes: [],
      clash: null,
    };
  }

  /** What is drawn now. */
  get state(): FlatState {
    return this.s;
  }

  private set(patch: Partial<FlatState>): void {
    this.s = { ...this.s, ...patch };
    this.onChange(this.s);
  }

  private shelf(seat: number, f: (s: FlatShelf) => FlatShelf): void {
    this.set({ shelves: this.s.shelves.map((x) => (x.seat === seat ? f(x) : x)) });
  }

  /** Waits `ms` (0: not at all); `finish` ends every wait at once. */
  private wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waits.add(done);
    });
  }

  /** Where a shelf is. */
  shelfOf(seat: number): Shelf {
    return this.layout.shelf(this.s.shelves[seat]?.quadrant ?? 'tl');
  }

  /** Puts everything exactly where the view says. */
  sync(view: HexView): void {
    const acting = actingOf(view);
    this.firstPlayer = view.firstPlayer;
    this.acting = acting;
    const quadrants = quadrantsOf(
      this.layout,
      this.map,
      view.seats.map((s) => s.location),
      view.firstPlayer,
    );
    this.set({
      dice: view.dice.map((d) => ({ id: d.id, owner: d.owner, row: d.row, col: d.col, pips: d.pips, spent: view.seats[d.owner]?.activated.includes(d.id) ?? false })),
      shelves: view.seats.map((s, seat) => ({
        seat,
        quadrant: quadrants[seat] ?? 'tl',
        reserve: s.reserve,
        trophies: s.trophies.map((x) => ({ die: x.die, owner: x.owner, pips: x.pips })),
        out: s.eliminated,
        first: seat === view.firstPlayer,
        acting: seat === acting,
      })),
      owners: Object.fromEntries(view.seats.flatMap((s, i) => (s.location !== null ? [[s.location, i] as const] : []))),
      choosing: view.phase === 'choose',
      clash: null,
    });
  }

  setActing(seat: number | null): void {
    if (seat === this.acting) return;
    this.acting = seat;
    this.set({ shelves: this.s.shelves.map((x) => ({ ...x, acting: x.seat === seat, first: x.seat === this.firstPlayer })) });
  }

  markSpent(id: number): void {
    this.set({ dice: this.s.dice.map((d) => (d.id === id ? { ...d, spent: true } : d)) });
  }

  light(h: Highlight): void {
    this.set({ highlight: h });
  }

  setCoach(marks: readonly CoachMark[]): void {
    this.set({ coach: marks });
  }

  private putDie(d: FlatDie): void {
    this.set({ dice: [...this.s.dice.filter((x) => x.id !== d.id), d] });
  }

  async claim(seat: number, location: string, dice: readonly { readonly die: number; readonly cell: Cell; readonly pips: number }[], ms: number): Promise<void> {
    this.set({ owners: { ...this.s.owners, [location]: seat } });
    for (const d of dice) this.putDie({ id: d.die, owner: seat, row: d.cell.row, col: d.cell.col, pips: d.pips, spent: false });
    await this.wait(ms * 0.5);
  }

  async walk(id: number, path: readonly Cell[], msPerHex: number): Promise<void> {
    const last = path[path.length - 1];
    if (last) this.set({ dice: this.s.dice.map((d) => (d.id === id ? { ...d, row: last.row, col: last.col } : d)) });
    await this.wait(msPerHex * Math.max(1, Math.min(2, path.length)));
  }

  async clash(attacker: number, defender: number, ms: number): Promise<void> {
    this.set({ clash: { attacker, defender } });
    await this.wait(ms);
  }

  settle(): Promise<void> {
    if (this.s.clash) this.set({ clash: null });
    return Promise.resolve();
  }

  async turn(id: number, pips: number, ms: number): Promise<void> {
    this.set({ dice: this.s.dice.map((d) => (d.id === id ? { ...d, pips } : d)) });
    await this.wait(ms * 0.5);
  }

  async fall(id: number, ms: number): Promise<void> {
    if (!this.s.dice.some((d) => d.id === id)) return;
    this.set({ dice: this.s.dice.map((d) => (d.id === id ? { ...d, leaving: true } : d)) });
    await this.wait(Math.min(ms, 350));
    this.set({ dice: this.s.dice.filter((d) => d.id !== id), clash: null });
  }

  async capture(id: number, owner: number, captor: number, pips: number, ms: number): Promise<void> {
    this.set({ dice: this.s.dice.filter((d) => d.id !== id), clash: null });
    this.shelf(captor, (s) => (s.trophies.some((x) => x.die === id) ? s : { ...s, trophies: [...s.trophies, { die: id, owner, pips }] }));
    await this.wait(ms * 0.5);
  }

  async reinforce(seat: number, id: number, cell: Cell, pips: number, reserveLeft: number, ms: number): Promise<void> {
    this.shelf(seat, (s) => ({ ...s, reserve: reserveLeft }));
    this.putDie({ id, owner: seat, row: cell.row, col: cell.col, pips, spent: false });
    await this.wait(ms * 0.5);
  }

  /** Where a flash rises: over a hex, or over a seat's shelf. */
  flashPoint(at: Cell | { readonly seat: number }): Point {
    if ('seat' in at) {
      const s = this.shelfOf(at.seat);
      return { x: s.x, z: s.z };
    }
    const p = this.layout.centre(at);
    return { x: p.x, z: p.z - DIE * 0.6 };
  }

  async flash(text: string, at: Cell | { readonly seat: number }, colour: string, ms: number): Promise<void> {
    if (ms <= 0) return;
    const id = ++this.flashId;
    const p = this.flashPoint(at);
    this.set({ flashes: [...this.s.flashes, { id, text, colour, x: p.x, z: p.z }] });
    await this.wait(ms);
    this.set({ flashes: this.s.flashes.filter((f) => f.id !== id) });
  }

  /** Ends every wait at once (the step was skipped). */
  finish(): void {
    for (const done of [...this.waits]) done();
  }

  dispose(): void {
    this.finish();
    this.onChange = () => {};
  }
}

/** Where shelf die `k` of the reserve and trophy `i` of `count` rest (layout.ts's slots). */
export { reserveSlot, trophySlot };

/** Whether a lit hex list holds `c`, and its tone. */
export function toneAt(hexes: readonly LitHex[], c: Cell): Tone | null {
  return hexes.find((h) => h.cell.row === c.row && h.cell.col === c.col)?.tone ?? null;
}
