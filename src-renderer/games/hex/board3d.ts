/**
 * The PipFall Hex board in three.js: the battlefield (terrain3d.ts), the seats' dice in their
 * colours on it, each seat's reserve and trophies on its shelf, and the highlights the table
 * asks for (lit dice and hexes, the focused one brighter, the path a move will walk as
 * arrows from hex to hex, bending around hazards as the engine's path does). It answers
 * pointer rays with what they hit (a die, a hex) for the table to decide what a click means.
 * Imperative: each animation is a tween whose promise resolves when it lands, so events play
 * strictly in order. Dice, tiles, rocks, shelves, glows and path marks are instanced; about
 * fifteen draw calls in all, whatever the seats.
 */
import * as THREE from 'three';
import { Board3D } from '../../ui/3d/board3d';
import { chipTexture } from '../../ui/3d/flashes';
import type { CoachPoint } from '../../ui/3d/coachArrows';
import { ease, warmSprite, type DieColours } from '../../ui/3d/dice';
import type { DieKey } from '../../ui/3d/diceSet';
import type { Extent } from '../../ui/3d/rig';
import type { CoachMark } from '../game-ui';
import type { Pick, Tone } from './decisions';
import { HexLayout, RADIUS, quadrantsOf, reserveSlot, trophySlot, type Point, type Quadrant } from './layout';
import { NO_HIGHLIGHT, actingOf, type HexBoardPort, type Highlight } from './port';
import { DIE, SHELF_SCALE, extentOf } from './framing';
import { Terrain, type SeatMarks } from './terrain3d';
import type { Cell, HexMap, HexView } from './types';

/** The tint of a die that has acted this hand. */
const SPENT = '#8a8a8a';
/** The tint of reserve dice that can never enter (their seat is out). */
const LOST = '#4a4a4a';
/** Arrows a previewed path can show (a move walks at most three hexes). */
const PATH_STEPS = 3;

const TONES: Record<Tone, THREE.Color> = {
  location: new THREE.Color('#ffd45a'),
  move: new THREE.Color('#5fe0ff'),
  stay: new THREE.Color('#9fd8ff'),
  attack: new THREE.Color('#ff7a4a'),
  own: new THREE.Color('#ff4f8a'),
  reinforce: new THREE.Color('#7dff9a'),
};
const FOCUS = new THREE.Color('#ffffff');
/** The path a move will walk. */
const PATH = new THREE.Color('#ffe27a');

/** The battlefield, its dice and shelves, and their animations. */
export class HexBoard extends Board3D<Pick> implements HexBoardPort {
  /** The box the camera frames: the battlefield, the shelves and the coordinates. */
  readonly extent: Extent;
  readonly layout: HexLayout;
  private readonly terrain: Terrain;
  private readonly glow: THREE.InstancedMesh;
  private readonly arrows: THREE.InstancedMesh;
  private readonly dots: THREE.InstancedMesh;
  private highlight: Highlight = NO_HIGHLIGHT;
  /** Each seat's corner (shelf), from the last sync. */
  private quadrants: Quadrant[];
  /** Trophies on each seat's shelf, as shown now (a capture adds one before the next sync). */
  private trophyCount: number[];
  /** Who holds each start, as shown now. */
  private owners = new Map<string, number>();
  private marks: SeatMarks[] = [];
  private acting: number | null = null;
  private lastSeats: HexView['seats'] = [];
  private firstPlayer = 0;
  /** Whether starts are still being chosen (free starts are marked only then). */
  private choosing = true;

  constructor(
    readonly map: HexMap,
    /** Die colours per seat (Red, Blue, Gold, Green in the palette chosen). */
    private readonly seatDice: readonly DieColours[],
    private readonly seatNames: readonly string[],
  ) {
    super({ size: DIE, shadow: 'both', outline: { legal: '#ffd24a', focus: '#ffffff' } });
    this.layout = new HexLayout(map);
    const seats = seatNames.length;
    this.extent = extentOf(this.layout);
    this.terrain = this.keep(new Terrain(this.layout, map, seatDice, seats));
    this.quadrants = quadrantsOf(
      this.layout,
      map,
      Array.from({ length: seats }, () => null),
      0,
    );
    this.trophyCount = Array.from({ length: seats }, () => 0);
    this.root.add(this.terrain.root, this.dice.root);

    const glowMat = (opacity: number) => this.keep(new THREE.MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity, depthWrite: false, toneMapped: false }));
    const hexFlat = this.keep(new THREE.CircleGeometry(RADIUS * 0.86, 6, Math.PI / 6).rotateX(-Math.PI / 2));
    this.glow = this.keep(new THREE.InstancedMesh(hexFlat, glowMat(0.5), this.layout.cells.length));
    this.glow.position.y = 0.01;
    this.glow.renderOrder = 2;
    // An arrow one hex long pointing along +x: a shaft and a head.
    const shape = new THREE.Shape();
    const w = 0.075;
    shape.moveTo(-0.34, -w);
    shape.lineTo(0.14, -w);
    shape.lineTo(0.14, -0.19);
    shape.lineTo(0.44, 0);
    shape.lineTo(0.14, 0.19);
    shape.lineTo(0.14, w);
    shape.lineTo(-0.34, w);
    shape.closePath();
    this.arrows = this.keep(new THREE.InstancedMesh(this.keep(new THREE.ShapeGeometry(shape).rotateX(-Math.PI / 2)), glowMat(0.95), PATH_STEPS));
    this.arrows.position.y = 0.02;
    this.arrows.renderOrder = 3;
    this.dots = this.keep(new THREE.InstancedMesh(this.keep(new THREE.CircleGeometry(0.11, 16).rotateX(-Math.PI / 2)), glowMat(0.95), PATH_STEPS + 1));
    this.dots.position.y = 0.02;
    this.dots.renderOrder = 3;
    for (const m of [this.glow, this.arrows, this.dots]) {
      m.frustumCulled = false;
      m.raycast = () => {};
      m.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(m.count * 3).fill(1), 3);
      this.root.add(m);
    }
    // Hidden: it only lets the scene build the flashes' shader before the first one shows.
    this.root.add(this.keep(warmSprite()), this.coach.root);
    this.applyHighlight();
  }

  /** Height of a resting die's centre. */
  private get restY(): number {
    return this.dice.restY('d6');
  }

  private at(c: Cell): THREE.Vector3 {
    const p = this.layout.centre(c);
    return new THREE.Vector3(p.x, 0, p.z);
  }

  private shelfOf(seat: number) {
    return this.layout.shelf(this.quadrants[seat] ?? 'tl');
  }

  // ---- picking ----

  /** What a pointer ray hits: a die on the battlefield, or a hex. */
  pick(ray: THREE.Raycaster): Pick | null {
    const hit = this.dice.pick(ray);
    if (typeof hit === 'number') return { kind: 'die', die: hit };
    const p = new THREE.Vector3();
    if (!ray.ray.intersectPlane(new THREE.Plane(new THREE.Vector3(0, 1, 0), 0), p)) return null;
    const cell = this.layout.cellAt({ x: p.x, z: p.z });
    return cell ? { kind: 'hex', cell } : null;
  }

  /** Where a pick target is in the world: a die's top, a hex's centre. */
  pointOf(p: Pick): THREE.Vector3 | null {
    if (p.kind === 'die') {
      const at = this.dice.positionOf(p.die);
      return at ? at.setY(this.restY + DIE / 2) : null;
    }
    if (p.kind !== 'hex') return null;
    return this.layout.onMap(p.cell) ? this.at(p.cell) : null;
  }

  // ---- highlights ----

  /** Lights what the decision offers; the focus brighter, the path as arrows. */
  light(h: Highlight): void {
    this.highlight = h;
    this.applyHighlight();
  }

  private applyHighlight(): void {
    const h = this.highlight;
    const m = new THREE.Matrix4();
    const q = new THREE.Quaternion();
    const one = new THREE.Vector3(1, 1, 1);
    const colour = new THREE.Color();
    let n = 0;
    const focused = (c: Cell): boolean => h.focusHexes.some((f) => f.row === c.row && f.col === c.col);
    const shown = new Set<string>();
    for (const x of h.hexes) {
      const key = `${x.cell.row},${x.cell.col}`;
      if (shown.has(key) || n >= this.glow.instanceMatrix.count) continue;
      shown.add(key);
      this.glow.setMatrixAt(n, m.compose(this.at(x.cell), q, one));
      this.glow.setColorAt(n++, focused(x.cell) ? colour.copy(TONES[x.tone]).lerp(FOCUS, 0.6) : TONES[x.tone]);
    }
    for (const c of h.focusHexes) {
      const key = `${c.row},${c.col}`;
      if (shown.has(key) || n >= this.glow.instanceMatrix.count || !this.layout.onMap(c)) continue;
      shown.add(key);
      this.glow.setMatrixAt(n, m.compose(this.at(c), q, one));
      this.glow.setColorAt(n++, FOCUS);
    }
    // The path: an arrow from each hex to the next, a dot on each hex entered.
    let arrows = 0;
    let dots = 0;
    const up = new THREE.Vector3(0, 1, 0);
    for (let i = 1; i < h.path.length && arrows < PATH_STEPS; i++) {
      const a = this.at(h.path[i - 1]!);
      const b = this.at(h.path[i]!);
      const mid = a.clone().lerp(b, 0.5);
      const angle = Math.atan2(-(b.z - a.z), b.x - a.x);
      this.arrows.setMatrixAt(arrows, m.compose(mid, q.setFromAxisAngle(up, angle), one));
      this.arrows.setColorAt(arrows++, PATH);
      if (i < h.path.length - 1) {
        this.dots.setMatrixAt(dots, m.compose(b, q.identity(), one));
        this.dots.setColorAt(dots++, PATH);
      }
    }
    for (const [mesh, count] of [
      [this.glow, n],
      [this.arrows, arrows],
      [this.dots, dots],
    ] as const) {
      mesh.count = count;
      mesh.visible = count > 0;
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    }
    this.dice.highlight(h.dice, h.focusDie);
    this.onChange();
  }

  // ---- dice, shelves and starts from the view ----

  private putDie(id: number, seat: number, c: Cell, pips: number): void {
    const p = this.at(c);
    this.dice.put(id, { kind: 'd6', value: pips, x: p.x, z: p.z, colours: this.seatDice[seat] ?? this.seatDice[0]! });
  }

  /** A die resting on a shelf, smaller than on the battlefield. */
  private putShelfDie(key: DieKey, colours: DieColours, value: number, p: Point): void {
    this.dice.put(key, { kind: 'd6', value, x: p.x, z: p.z, colours });
    this.dice.setPose(key, { position: new THREE.Vector3(p.x, this.restY * SHELF_SCALE, p.z), scale: SHELF_SCALE });
  }

  private reserveKey(seat: number, k: number): string {
    return `r${seat}.${k}`;
  }

  private trophyKey(die: number): string {
    return `t${die}`;
  }

  /** Puts every die exactly where the view says (battlefield, reserves, trophies), adding and dropping dice as needed. */
  sync(view: HexView): void {
    const acting = actingOf(view);
    const seen = new Set<DieKey>();
    for (const d of view.dice) {
      seen.add(d.id);
      this.putDie(d.id, d.owner, d, d.pips);
      this.dice.setTint(d.id, view.seats[d.owner]?.activated.includes(d.id) ? SPENT : null);
    }
    this.firstPlayer = view.firstPlayer;
    this.choosing = view.phase === 'choose';
    this.lastSeats = view.seats;
    this.acting = acting;
    this.owners = new Map(view.seats.flatMap((s, i) => (s.location !== null ? [[s.location, i] as const] : [])));
    this.quadrants = quadrantsOf(
      this.layout,
      this.map,
      view.seats.map((s) => s.location),
      view.firstPlayer,
    );
    view.seats.forEach((s, seat) => {
      const shelf = this.shelfOf(seat);
      const colours = this.seatDice[seat] ?? this.seatDice[0]!;
      for (let k = 0; k < s.reserve; k++) {
        const key = this.reserveKey(seat, k);
        seen.add(key);
        this.putShelfDie(key, colours, 4, reserveSlot(shelf, k));
        this.dice.setTint(key, s.eliminated ? LOST : null);
      }
      this.trophyCount[seat] = s.trophies.length;
      s.trophies.forEach((tr, i) => {
        const key = this.trophyKey(tr.die);
        seen.add(key);
        this.putShelfDie(key, this.seatDice[tr.owner] ?? colours, tr.pips, trophySlot(shelf, i, s.trophies.length));
      });
    });
    for (const key of this.dice.keys()) if (!seen.has(key)) this.dice.remove(key);
    this.remark();
    this.applyHighlight();
  }

  // ---- a lesson's coach ----

  /**
   * Points at what a lesson's coach talks about: an arrow over each die or hex (with a ring
   * on the battlefield under it). Other marks (cards, panels) are the table's; an empty list
   * clears everything.
   */
  setCoach(marks: readonly CoachMark[]): void {
    const points: CoachPoint[] = [];
    for (const m of marks) {
      if (m.kind === 'die') {
        const at = this.dice.positionOf(m.die);
        if (at) points.push({ x: at.x, z: at.z, top: this.restY + DIE / 2, ring: 0.58 });
      } else if (m.kind === 'cell' && this.layout.onMap(m)) {
        const p = this.layout.centre(m);
        // Over a hazard the arrow stands above its pile of rocks.
        const rock = this.map.hazards.some((h) => h.row === m.row && h.col === m.col);
        points.push({ x: p.x, z: p.z, top: rock ? 0.5 : 0.02, ring: 0.42 });
      }
    }
    if (this.coach.set(points) && points.length > 0) void this.tweens.run(320, (k) => this.coach.place(undefined, ease(k)));
    this.onChange();
  }

  /** Redraws the starts' owners and the shelves' labels (only what changed). */
  private remark(): void {
    this.marks = this.lastSeats.map((s, i) => ({
      quadrant: this.quadrants[i] ?? 'tl',
      colour: this.seatDice[i]?.body ?? '#888',
      name: this.seatNames[i] ?? '',
      first: i === this.firstPlayer,
      out: s.eliminated,
      acting: i === this.acting,
    }));
    if (this.terrain.mark(this.owners, this.marks, this.choosing)) this.onChange();
  }

  /** Shows whose card resolves (their shelf brightens); null: nobody's. */
  setActing(seat: number | null): void {
    if (seat === this.acting) return;
    this.acting = seat;
    this.remark();
  }

  /** Tints a die that has acted this hand. */
  markSpent(id: number): void {
    if (this.dice.has(id)) this.dice.setTint(id, SPENT);
  }

  // ---- animations ----

  /** A seat takes a start: its tiles take its colour and its three dice drop onto their positions. */
  async claim(seat: number, location: string, dice: readonly { readonly die: number; readonly cell: Cell; readonly pips: number }[], ms: number): Promise<void> {
    this.owners.set(location, seat);
    this.remark();
    await Promise.all(
      dice.map(async (d, i) => {
        this.putDie(d.die, seat, d.cell, d.pips);
        const p = this.at(d.cell);
        const delay = i * 0.18;
        this.dice.setPose(d.die, { position: new THREE.Vector3(p.x, this.restY + 3, p.z) });
        await this.dice.run(ms, (k) => {
          const j = Math.max(0, Math.min(1, (k - delay) / (1 - delay)));
          this.dice.setPose(d.die, { position: new THREE.Vector3(p.x, this.restY + (1 - ease(j)) * 3, p.z) });
        });
      }),
    );
  }

  /**
   * The die walks its path hex by hex with a small hop at each. With `stopShort`, it halts
   * just before the last hex's centre: a combat follows there.
   */
  async walk(id: number, path: readonly Cell[], msPerHex: number, stopShort = false): Promise<void> {
    if (!this.dice.has(id)) return;
    if (path.length === 0) {
      const base = this.dice.positionOf(id)!;
      await this.dice.run(msPerHex * 1.2, (k) => this.dice.setPose(id, { position: base.clone().setY(this.restY + Math.sin(Math.PI * k) * 0.35) }));
      return;
    }
    for (let i = 0; i < path.length; i++) {
      const from = this.dice.positionOf(id)!;
      const end = this.at(path[i]!);
      // Face to face with the defender, a gap between them to strike across.
      if (stopShort && i === path.length - 1)
        end.lerp(new THREE.Vector3(from.x, 0, from.z), Math.min(1, (DIE * 1.15) / Math.max(1e-6, Math.hypot(from.x - end.x, from.z - end.z))));
      await this.dice.run(msPerHex, (k) => {
        const e = ease(k);
        this.dice.setPose(id, { position: new THREE.Vector3(from.x + (end.x - from.x) * e, this.restY + Math.sin(Math.PI * k) * 0.28, from.z + (end.z - from.z) * e) });
      });
    }
    // Its resting place is the destination (a combat's winner settles there).
    const last = this.at(path[path.length - 1]!);
    const now = this.dice.positionOf(id)!;
    this.dice.place(id, last.x, last.z);
    this.dice.setPose(id, { position: now });
  }

  /** The attacker slams into the defender twice; the defender shakes. */
  clash(attacker: number, defender: number, ms: number): Promise<void> {
    return this.clashDice(attacker, defender, ms);
  }

  /** The die glides back to rest on its hex (after a combat it survived). */
  settle(id: number, ms: number): Promise<void> {
    return this.dice.has(id) ? this.dice.settle(id, ms) : Promise.resolve();
  }

  /** The die rolls over (with a small hop) to show `pips`. */
  turn(id: number, pips: number, ms: number): Promise<void> {
    return this.dice.has(id) ? this.dice.turn(id, pips, ms) : Promise.resolve();
  }

  /** The die tips over and sinks away through the table (decay, Diamonds, a fight among one's own dice). */
  fall(id: number, ms: number): Promise<void> {
    return this.fallDie(id, ms);
  }

  /** An arc through the air from where the die is to `to`, growing or shrinking to `scale`. */
  private fly(key: DieKey, to: THREE.Vector3, fromScale: number, toScale: number, ms: number, height: number): Promise<void> {
    const from = this.dice.positionOf(key);
    if (!from) return Promise.resolve();
    return this.dice.run(ms, (k) => {
      const e = ease(k);
      this.dice.setPose(key, {
        position: new THREE.Vector3(from.x + (to.x - from.x) * e, from.y + (to.y - from.y) * e + Math.sin(Math.PI * k) * height, from.z + (to.z - from.z) * e),
        scale: fromScale + (toScale - fromScale) * e,
      });
    });
  }

  /** A die taken in combat flies from its hex to its captor's trophy shelf, keeping the value it fought with. */
  async capture(id: number, owner: number, captor: number, pips: number, ms: number): Promise<void> {
    const from = this.dice.positionOf(id) ?? new THREE.Vector3();
    this.dice.remove(id);
    const i = this.trophyCount[captor] ?? 0;
    this.trophyCount[captor] = i + 1;
    const slot = trophySlot(this.shelfOf(captor), i, i + 1);
    const key = this.trophyKey(id);
    this.putShelfDie(key, this.seatDice[owner] ?? this.seatDice[0]!, pips, slot);
    this.dice.setPose(key, { position: from, scale: 1 });
    await this.fly(key, new THREE.Vector3(slot.x, this.restY * SHELF_SCALE, slot.z), 1, SHELF_SCALE, ms, 2.2);
  }

  /** A reserve die flies from its seat's shelf onto a position of its start, showing its printed value. */
  async reinforce(seat: number, id: number, cell: Cell, pips: number, reserveLeft: number, ms: number): Promise<void> {
    const key = this.reserveKey(seat, reserveLeft);
    const from = this.dice.positionOf(key) ?? new THREE.Vector3(this.shelfOf(seat).x, 0, this.shelfOf(seat).z);
    this.dice.remove(key);
    this.putDie(id, seat, cell, pips);
    this.dice.setPose(id, { position: from, scale: SHELF_SCALE });
    await this.fly(id, this.at(cell).setY(this.restY), SHELF_SCALE, 1, ms, 2);
  }

  /**
   * A short text rises from a hex (or a seat's shelf) and fades ("6 vs 4", "−1"), so a combat
   * or a decay reads without the log. Resolves when it has faded; at `ms` 0 nothing is shown.
   */
  flash(text: string, at: Cell | { readonly seat: number }, colour: string, ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    const base = 'seat' in at ? new THREE.Vector3(this.shelfOf(at.seat).x, 0.6, this.shelfOf(at.seat).z) : this.at(at).setY(this.restY + DIE * 1.1);
    return this.flashes.show(() => chipTexture(text, colour), base, { width: 2.0, height: 0.69, rise: 0.7 }, ms);
  }
}
