/**
 * The Piplus table in three.js: an oval felt table with a seat plate per player, the seat at
 * the screen's hand fanned large at the near edge with its d4, d6 and d8 in front of it, the
 * others' face-down cards and dice around the far side, the cards in play in the middle, the
 * lid holding the spent dice (a row per seat) and the discard pile. It shows what the table
 * tells it (a view, the play being built, what is lit) and plays the events' animations;
 * it answers pointer rays with the card, die or table area they hit, and moves a dragged die.
 *
 * The 40 cards are instances of one mesh (cards3d.ts) and the dice a DiceSet, so a six-seat
 * table is a dozen draw calls or so. Names, counts and what each seat did are drawn into the
 * felt's own texture, redrawn only when they change. Imperative, like the other boards: each
 * animation's promise resolves when it lands, so events play strictly in order.
 */
import * as THREE from 'three';
import { FlashSprites } from '../../ui/3d/flashes';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { CoachArrows, type CoachPoint } from '../../ui/3d/coachArrows';
import { Tweens, ease, warmSprite, type DieColours } from '../../ui/3d/dice';
import { DiceSet } from '../../ui/3d/diceSet';
import { DIE_KINDS } from '../../ui/3d/dieShapes';
import type { Extent, SceneBoard } from '../../ui/3d/rig';
import { drawSeatShape } from '../../ui/seat-shapes';
import type { CoachMark } from '../game-ui';
import { BACK_CELL, cardAtlas, cardGeometry, cardMaterial } from './cards3d';
import type { Pick } from './decisions';
import { BACK_SCALE, CARD_H, CARD_W, DIE, HAND_SCALE, SMALL_HAND, SMALL_HAND_SCALE, TABLE_SCALE, fan, lidSlot, relOf, tableLayout, type Spot, type TableLayout } from './layout';
import type { CardValue, DieKind, PiplusView } from './types';

/** Cards in the deck: one instance each. */
const DECK = 40;
/** Pixels per world unit of the felt's texture. */
const PX = 72;
/** How far a picked card rises out of the fan (towards the middle). */
const RAISE = 0.5;
/** Where a die sits on a card: this far below the card's centre (towards its bottom edge), scaled with the card. */
const DIE_ON_CARD = 0.38;
/** Tint of a spent die (in the lid). */
const SPENT_TINT = '#a9b3bc';
const LEGAL = new THREE.Color('#ffd24a');
const FOCUS = new THREE.Color('#ffffff');
const HINT = new THREE.Color('#6fe3ff');
const PICKED = new THREE.Color('#ffb02e');
const DIM = new THREE.Color('#8d8d8d');
const WHITE = new THREE.Color('#ffffff');

/** Where a card is. */
type Zone = 'pool' | 'hand' | 'table' | 'discard';

/** A card's pose: where, how turned, how big, which face shows. */
interface Pose {
  x: number;
  y: number;
  z: number;
  rot: number;
  s: number;
  cell: number;
}

interface CardObj {
  readonly id: number;
  zone: Zone;
  seat: number;
  /** The face, or null while it is face down to the viewer. */
  face: CardValue | null;
  pose: Pose;
  motion: Motion | null;
}

interface Motion {
  readonly from: Pose;
  readonly to: Pose;
  readonly ms: number;
  readonly delay: number;
  readonly lift: number;
  elapsed: number;
  readonly done: () => void;
}

interface DieObj {
  readonly seat: number;
  readonly kind: DieKind;
  value: number;
  spent: boolean;
  /** The card it sits on (in a play being built or on the table), or null. */
  on: number | null;
  /** Lying in the middle of the table as a lone die. */
  alone: boolean;
  /** Where it landed in a scoring roll, until the next round's opening roll takes it home. */
  scoring: Spot | null;
}

/** One seat's plate on the felt. */
export interface Plate {
  /** "Red · Player 2 (computer)". */
  readonly name: string;
  /** "8 cards · passed". */
  readonly line: string;
  /** The seat's colour. */
  readonly colour: string;
  /** It is this seat's turn. */
  readonly acting: boolean;
  /** Finished this round: its place ("1st"), shown as a medal. */
  readonly place: string | null;
}

/** Labels drawn on the felt (from the catalogue). */
export interface FeltLabels {
  readonly lid: string;
  readonly discards: string;
  /** Under the cards in play ("two 5s"), or empty. */
  readonly play: string;
}

/** What the board lights for the decision at hand. */
export interface Lights {
  /** Hand indices of the viewer's cards that can join a play. */
  readonly cards: readonly number[];
  /** The viewer's dice that can. */
  readonly dice: readonly DieKind[];
  /** Under the pointer (or a panel button's focus). */
  readonly focus: Pick | null;
  /** The hinted play: its hand indices and dice. */
  readonly hintCards: readonly number[];
  readonly hintDice: readonly DieKind[];
  /** Dim the viewer's cards that cannot join (while it decides). */
  readonly dim: boolean;
  /** The middle of the table is where a click plays the selection. */
  readonly table: boolean;
}

/** The play being built: what the viewer's hand and dice show. */
export interface Built {
  readonly cards: readonly number[];
  readonly on: Readonly<Partial<Record<DieKind, number>>>;
  readonly lone: DieKind | null;
  readonly reroll: readonly DieKind[];
}

const NO_LIGHTS: Lights = { cards: [], dice: [], focus: null, hintCards: [], hintDice: [], dim: false, table: false };
const NOTHING_BUILT: Built = { cards: [], on: {}, lone: null, reroll: [] };

const dieKey = (seat: number, kind: DieKind): string => `${seat}:${kind}`;

/** A flash's text: bold, in `colour`, with a dark outline so it reads on the felt and on the cards. */
function flashTexture(text: string, colour: string): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = 512;
  c.height = 128;
  const g = c.getContext('2d')!;
  let px = 76;
  g.font = `bold ${px}px system-ui, sans-serif`;
  while (px > 24 && g.measureText(text).width > c.width - 24) {
    px -= 4;
    g.font = `bold ${px}px system-ui, sans-serif`;
  }
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  g.lineWidth = Math.max(6, px / 7);
  g.strokeStyle = 'rgba(8, 14, 11, 0.92)';
  g.strokeText(text, c.width / 2, c.height / 2);
  g.fillStyle = colour;
  g.fillText(text, c.width / 2, c.height / 2);
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  return tex;
}
const kindIndex = (k: DieKind): number => DIE_KINDS.indexOf(k);

/** The Piplus table. */
export class PiplusBoard implements SceneBoard<Pick> {
  readonly root = new THREE.Group();
  readonly extent: Extent;
  onChange: () => void = () => {};
  private readonly layout: TableLayout;
  private readonly tweens = new Tweens(() => this.onChange());
  private readonly dice = new DiceSet({ size: DIE, shadow: 'both', outline: { legal: LEGAL, focus: FOCUS } });
  private readonly cards: CardObj[] = [];
  private readonly cardMesh: THREE.InstancedMesh;
  private readonly cellAttr: THREE.InstancedBufferAttribute;
  private readonly outlines: THREE.InstancedMesh;
  private readonly felt: { canvas: HTMLCanvasElement; texture: THREE.CanvasTexture; base: HTMLCanvasElement };
  private readonly feltMesh: THREE.Mesh;
  private readonly disposables: { dispose(): void }[] = [];
  private readonly flashes = new FlashSprites(this.root, this.tweens);
  private readonly dieObjs = new Map<string, DieObj>();
  /** The seat at the near edge (the seat at the screen, or seat 0 for a spectator). */
  private bottom = 0;
  /** Whether the viewer's cards show their faces. */
  private revealed = false;
  private built: Built = NOTHING_BUILT;
  private lights: Lights = NO_LIGHTS;
  private plates: readonly Plate[] = [];
  private labels: FeltLabels = { lid: '', discards: '', play: '' };
  /** The die being dragged (it follows the pointer), or null. */
  private dragging: string | null = null;
  private dirtyCards = true;
  /** A lesson coach's pointers, and what they point at. */
  private readonly coach = new CoachArrows();
  private coachMarks: readonly CoachMark[] = [];

  constructor(
    /** Seats at the table (2..6). */
    readonly seats: number,
    /** Die colours per seat. */
    private readonly colours: readonly DieColours[],
  ) {
    this.layout = tableLayout(seats);
    const l = this.layout;
    this.extent = { width: 2 * l.halfW, depth: 2 * l.halfD, height: DIE };

    // The floor, and the oval table with everything drawn on its felt.
    // Unlit and shadowless: the floor around the table costs next to nothing to draw.
    const floor = new THREE.Mesh(this.keep(new THREE.PlaneGeometry(120, 90).rotateX(-Math.PI / 2)), this.keep(new THREE.MeshBasicMaterial({ color: '#15110d' })));
    floor.position.y = -0.08;
    this.root.add(floor);
    const w = 2 * (l.halfW + 1);
    const d = 2 * (l.halfD + 1);
    this.felt = this.makeFelt(w, d);
    this.feltMesh = new THREE.Mesh(
      this.keep(new THREE.PlaneGeometry(w, d).rotateX(-Math.PI / 2)),
      // Felt is matt: a Lambert material looks the same as a rough standard one at a fraction of the cost per pixel.
      this.keep(new THREE.MeshLambertMaterial({ map: this.felt.texture, transparent: true })),
    );
    this.feltMesh.receiveShadow = true;
    this.root.add(this.feltMesh);
    this.root.add(this.makeLid());

    // The deck: one instance per card, an atlas cell each; outlines under the lit ones.
    const atlas = this.keep(cardAtlas());
    const geo = this.keep(cardGeometry());
    this.cellAttr = new THREE.InstancedBufferAttribute(new Float32Array(DECK).fill(BACK_CELL), 1).setUsage(THREE.DynamicDrawUsage);
    geo.setAttribute('cardCell', this.cellAttr);
    this.cardMesh = new THREE.InstancedMesh(geo, this.keep(cardMaterial(atlas)), DECK);
    this.cardMesh.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
    this.cardMesh.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(DECK * 3).fill(1), 3).setUsage(THREE.DynamicDrawUsage);
    this.cardMesh.receiveShadow = true;
    this.cardMesh.frustumCulled = false;
    this.outlines = new THREE.InstancedMesh(
      this.keep(cardGeometry(CARD_W + 0.14, CARD_H + 0.14, 0.13)),
      this.keep(new THREE.MeshBasicMaterial({ toneMapped: false, name: 'piplus-card-outlines' })),
      DECK,
    );
    this.outlines.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(DECK * 3).fill(1), 3).setUsage(THREE.DynamicDrawUsage);
    this.outlines.frustumCulled = false;
    this.outlines.raycast = () => {};
    this.outlines.count = 0;
    this.root.add(this.cardMesh, this.outlines);
    for (let id = 0; id < DECK; id++) this.cards.push({ id, zone: 'pool', seat: 0, face: null, pose: this.poolPose(), motion: null });

    for (let s = 0; s < seats; s++) {
      for (const kind of DIE_KINDS) {
        const o: DieObj = { seat: s, kind, value: 1, spent: false, on: null, alone: false, scoring: null };
        this.dieObjs.set(dieKey(s, kind), o);
      }
    }
    this.dice.onChange = () => this.onChange();
    // The coach's rings lie on the felt, which is transparent too: drawn after it, or it would cover them.
    this.coach.root.renderOrder = 1;
    this.root.add(this.dice.root, this.keep(warmSprite()), this.coach.root);
    this.placeAllDice();
    this.flushCards();
    this.drawFelt();
  }

  private keep<T extends { dispose(): void }>(x: T): T {
    this.disposables.push(x);
    return x;
  }

  // ---- what the board shows ----

  /** The seat at the near edge, and whether its cards show their faces (its own view). */
  setViewer(bottom: number, revealed: boolean): void {
    if (bottom === this.bottom && revealed === this.revealed) return;
    this.bottom = bottom;
    this.revealed = revealed;
    this.snapAll();
  }

  /** Puts everything exactly where the view says (between animations). */
  sync(v: PiplusView): void {
    const hands = v.seats.map((s) => s.hand);
    const used = new Set<number>();
    const take = (zone: Zone, seat: number, k: number): number[] => {
      const have = this.cards.filter((c) => c.zone === zone && c.seat === seat && !used.has(c.id));
      const ids = have.slice(0, k).map((c) => c.id);
      ids.forEach((id) => used.add(id));
      return ids;
    };
    type Plan = { zone: Zone; seat: number; faces: readonly (CardValue | null)[] };
    const plan: Plan[] = [
      ...hands.map((h, seat): Plan => ({ zone: 'hand', seat, faces: h })),
      { zone: 'table', seat: 0, faces: v.table?.cards ?? [] },
      { zone: 'discard', seat: 0, faces: v.discards },
    ];
    const assigned = plan.map((p) => ({ ...p, ids: take(p.zone, p.seat, p.faces.length) }));
    const free = this.cards.filter((c) => !used.has(c.id));
    for (const p of assigned) {
      while (p.ids.length < p.faces.length) p.ids.push(free.shift()!.id);
      p.ids.forEach((id, i) => {
        const c = this.cards[id]!;
        c.zone = p.zone;
        c.seat = p.seat;
        c.face = p.faces[i] ?? null;
      });
    }
    for (const c of free) {
      c.zone = 'pool';
      c.face = null;
    }
    this.order = Object.fromEntries(assigned.map((p) => [`${p.zone}:${p.seat}`, p.ids]));
    v.seats.forEach((s, seat) => {
      for (const d of s.dice) {
        const o = this.dieObjs.get(dieKey(seat, d.kind));
        if (!o) continue;
        o.value = d.value;
        o.spent = d.spent;
        o.on = null;
        o.alone = false;
        o.scoring = null;
      }
    });
    this.snapAll();
  }

  /** Card ids per zone, in order ("hand:2", "table:0", "discard:0"). */
  private order: Record<string, number[]> = {};

  private zoneIds(zone: Zone, seat = 0): number[] {
    return (this.order[`${zone}:${seat}`] ??= []);
  }

  /** The play being built by the viewer: its cards rise out of the fan, its dice sit on them. */
  setBuilt(b: Built, ms: number): void {
    if (JSON.stringify(b) === JSON.stringify(this.built) && !this.cards.some((c) => c.motion)) return;
    const marks = b.reroll.join() !== this.built.reroll.join() || b.lone !== this.built.lone;
    this.built = b;
    this.applyBuilt();
    // The coach's arrows follow a picked card or a die put on a card.
    if (this.coachMarks.length > 0 && this.coach.set(this.coachPoints())) this.onChange();
    void this.moveCards(this.zoneIds('hand', this.bottom), ms, 0);
    void this.moveDice(this.bottom, ms);
    if (marks) this.drawFelt();
  }

  /** Lights the cards and dice that can join a play, the focus and the hint. */
  setLights(l: Lights): void {
    if (JSON.stringify(l) === JSON.stringify(this.lights)) return;
    const tableChanged = l.table !== this.lights.table;
    this.lights = l;
    this.dirtyCards = true;
    const me = this.bottom;
    const focusDie = l.focus?.kind === 'die' ? dieKey(l.focus.seat, l.focus.die) : null;
    const lit = new Set([...l.dice, ...l.hintDice].map((k) => dieKey(me, k)));
    this.dice.highlight(lit, focusDie ?? (l.hintDice[0] ? dieKey(me, l.hintDice[0]) : null));
    this.flushCards();
    if (tableChanged) this.drawFelt();
    this.onChange();
  }

  /** Outlines one die (the highest of a scoring roll) until the lights are set again. */
  spotlight(seat: number, kind: DieKind): void {
    const focus: Pick = { kind: 'die', seat, die: kind };
    this.lights = { ...NO_LIGHTS, focus };
    this.dice.highlight([], dieKey(seat, kind));
  }

  /** The seat plates and the felt's labels. */
  setPlates(plates: readonly Plate[], labels: FeltLabels): void {
    if (JSON.stringify([plates, labels]) === JSON.stringify([this.plates, this.labels])) return;
    this.plates = plates;
    this.labels = labels;
    this.drawFelt();
  }

  /**
   * Points at what a lesson's coach talks about: an arrow over each die (id 0, 1, 2 = d4, d6,
   * d8 of `seat`), over the viewer's cards and the cards in play of a number (`card`: "7"),
   * and over the middle of the table ('table'), the lid ('lid'), the discards ('discards') or
   * the viewer's hand ('hand'). Other marks are the panels'; an empty list clears everything.
   */
  setCoach(marks: readonly CoachMark[]): void {
    this.coachMarks = marks;
    const points = this.coachPoints();
    if (this.coach.set(points) && points.length > 0) void this.tweens.run(320, (k) => this.coach.place(undefined, ease(k)));
    this.onChange();
  }

  /** Where the coach's marks point: where each thing stands once it has moved (a picked card rises, a die goes onto its card). */
  private coachPoints(): CoachPoint[] {
    const points: CoachPoint[] = [];
    const l = this.layout;
    for (const m of this.coachMarks) {
      if (m.kind === 'die') {
        const kind = DIE_KINDS[m.die];
        const o = kind ? this.dieObjs.get(dieKey(m.seat ?? this.bottom, kind)) : undefined;
        if (!o) continue;
        const at = this.dieSpot(o);
        points.push({ x: at.x, z: at.z, top: DIE, ring: 0.55 });
      } else if (m.kind === 'card') {
        const face = Number(m.card);
        for (const c of this.cards) {
          if (c.face !== face || !((c.zone === 'hand' && c.seat === this.bottom) || c.zone === 'table')) continue;
          const p = this.target(c);
          // Over the card's upper half: clear of a die sitting on its lower half.
          points.push({ x: p.x, z: p.z - 0.3 * p.s, top: p.y + 0.02, ring: 0 });
        }
      } else if (m.kind === 'area') {
        const spot = m.area === 'table' ? l.play : m.area === 'lid' ? l.lid : m.area === 'discards' ? l.discards : m.area === 'hand' ? l.seats[0]!.hand : null;
        if (spot) points.push({ x: spot.x, z: spot.z, top: m.area === 'lid' ? 0.25 : 0.05, ring: m.area === 'hand' ? 0 : 1.1 });
      }
    }
    return points;
  }

  // ---- poses ----

  private poolPose(): Pose {
    return { x: 0, y: 0.02, z: this.layout.play.z, rot: 0, s: 0.001, cell: BACK_CELL };
  }

  private deckPose(): Pose {
    return { x: 0, y: 0.3, z: this.layout.play.z, rot: 0, s: TABLE_SCALE, cell: BACK_CELL };
  }

  /** Where a card belongs now. */
  private target(c: CardObj): Pose {
    const l = this.layout;
    switch (c.zone) {
      case 'pool':
        return this.poolPose();
      case 'hand': {
        const rel = relOf(c.seat, this.bottom, this.seats);
        const place = l.seats[rel]!;
        const ids = this.zoneIds('hand', c.seat);
        const i = ids.indexOf(c.id);
        if (rel === 0) {
          const scale = ids.length <= SMALL_HAND ? SMALL_HAND_SCALE : HAND_SCALE;
          const spots = fan(ids.length, place.hand, CARD_W * scale, 0.86 * scale, place.handSpread);
          const p = spots[i] ?? { x: 0, z: place.hand.z, rot: 0 };
          const up = this.built.cards.includes(i) && c.seat === this.bottom;
          const face = this.revealed && c.face !== null ? c.face - 1 : BACK_CELL;
          return { x: p.x, y: 0.012 + i * 0.004 + (up ? 0.06 : 0), z: p.z - (up ? RAISE : 0), rot: p.rot, s: scale, cell: face };
        }
        const spots = fan(ids.length, place.hand, CARD_W * BACK_SCALE, 0.24, place.handSpread);
        const p = spots[i] ?? { x: place.hand.x, z: place.hand.z, rot: 0 };
        return { x: p.x, y: 0.01 + i * 0.003, z: p.z, rot: p.rot * 2, s: BACK_SCALE, cell: BACK_CELL };
      }
      case 'table': {
        const ids = this.zoneIds('table');
        const i = ids.indexOf(c.id);
        const p = fan(ids.length, l.play, CARD_W * TABLE_SCALE, 1.1, l.playWidth)[i] ?? { x: 0, z: l.play.z, rot: 0 };
        return { x: p.x, y: 0.014 + i * 0.004, z: p.z, rot: 0, s: TABLE_SCALE, cell: c.face === null ? BACK_CELL : c.face - 1 };
      }
      case 'discard': {
        const ids = this.zoneIds('discard');
        const i = ids.indexOf(c.id);
        const jitter = (((c.id * 37) % 11) - 5) * 0.045;
        return { x: l.discards.x + jitter * 0.3, y: 0.006 + i * 0.0025, z: l.discards.z, rot: jitter, s: TABLE_SCALE, cell: c.face === null ? BACK_CELL : c.face - 1 };
      }
    }
  }

  /** Where a die belongs now. */
  private dieSpot(o: DieObj): Spot {
    const rel = relOf(o.seat, this.bottom, this.seats);
    if (o.spent) return lidSlot(this.layout, rel, kindIndex(o.kind));
    if (o.on !== null) {
      const p = this.target(this.cards[o.on]!);
      return { x: p.x, z: p.z + DIE_ON_CARD * p.s };
    }
    if (o.alone) return { x: this.layout.play.x, z: this.layout.play.z };
    if (o.scoring) return o.scoring;
    const spot = this.layout.seats[rel]!.dice[kindIndex(o.kind)]!;
    // A die picked to play alone stands forward, towards the middle.
    if (o.seat === this.bottom && this.built.lone === o.kind) return { x: spot.x, z: spot.z - 0.55 };
    return spot;
  }

  private placeAllDice(): void {
    for (const [key, o] of this.dieObjs) {
      const p = this.dieSpot(o);
      this.dice.put(key, { kind: o.kind, value: o.value, x: p.x, z: p.z, colours: this.colours[o.seat] ?? this.colours[0]! });
      this.dice.setTint(key, o.spent ? SPENT_TINT : null);
    }
  }

  /** The viewer's unused dice sit on the cards the play being built puts them on. */
  private applyBuilt(): void {
    const mine = this.zoneIds('hand', this.bottom);
    for (const kind of DIE_KINDS) {
      const o = this.dieObjs.get(dieKey(this.bottom, kind));
      if (!o || o.spent) continue;
      const at = this.built.on[kind];
      o.on = at === undefined ? null : (mine[at] ?? null);
    }
  }

  /** Snaps every card and die to where it belongs. */
  private snapAll(): void {
    this.applyBuilt();
    for (const c of this.cards) {
      c.motion?.done();
      c.motion = null;
      c.pose = this.target(c);
    }
    this.dirtyCards = true;
    this.placeAllDice();
    this.flushCards();
    this.drawFelt();
    this.onChange();
  }

  // ---- card motion ----

  /** Moves cards to where they belong over `ms`, each `stagger` ms after the one before. */
  private moveCards(ids: readonly number[], ms: number, stagger: number, lift = 0.25): Promise<void> {
    const all = ids.map((id, i) => {
      const c = this.cards[id]!;
      const to = this.target(c);
      c.motion?.done();
      c.motion = null;
      const same = to.x === c.pose.x && to.y === c.pose.y && to.z === c.pose.z && to.rot === c.pose.rot && to.s === c.pose.s && to.cell === c.pose.cell;
      if (ms <= 0 || same) {
        c.pose = to;
        return Promise.resolve();
      }
      return new Promise<void>((done) => {
        c.motion = { from: { ...c.pose }, to, ms, delay: i * stagger, lift, elapsed: 0, done };
      });
    });
    this.dirtyCards = true;
    this.flushCards();
    this.onChange();
    return Promise.all(all).then(() => undefined);
  }

  private stepCards(dtMs: number): boolean {
    let any = false;
    for (const c of this.cards) {
      const m = c.motion;
      if (!m) continue;
      any = true;
      m.elapsed += dtMs;
      const k = Math.max(0, Math.min(1, (m.elapsed - m.delay) / m.ms));
      const e = ease(k);
      const f = m.from;
      const t = m.to;
      const flip = f.cell !== t.cell;
      c.pose = {
        x: f.x + (t.x - f.x) * e,
        y: f.y + (t.y - f.y) * e + Math.sin(Math.PI * k) * m.lift,
        z: f.z + (t.z - f.z) * e,
        rot: f.rot + (t.rot - f.rot) * e,
        s: f.s + (t.s - f.s) * e,
        cell: flip && k < 0.5 ? f.cell : t.cell,
      };
      if (k >= 1) {
        c.pose = { ...t };
        c.motion = null;
        m.done();
      }
      this.flipScale.set(c.id, flip ? Math.abs(Math.cos(Math.PI * k)) : 1);
    }
    if (any) this.dirtyCards = true;
    return any;
  }

  private readonly flipScale = new Map<number, number>();
  private readonly m4 = new THREE.Matrix4();
  private readonly q = new THREE.Quaternion();
  private readonly up = new THREE.Vector3(0, 1, 0);
  private readonly v = new THREE.Vector3();
  private readonly sv = new THREE.Vector3();

  /** Writes every card's pose, face and highlight into the instance buffers. */
  private flushCards(): void {
    if (!this.dirtyCards) return;
    this.dirtyCards = false;
    const mine = this.zoneIds('hand', this.bottom);
    const l = this.lights;
    let outlines = 0;
    for (const c of this.cards) {
      const p = c.pose;
      const fx = this.flipScale.get(c.id) ?? 1;
      this.q.setFromAxisAngle(this.up, p.rot);
      this.m4.compose(this.v.set(p.x, p.y, p.z), this.q, this.sv.set(p.s * Math.max(0.02, fx), 1, p.s));
      this.cardMesh.setMatrixAt(c.id, this.m4);
      this.cellAttr.setX(c.id, p.cell);
      const index = c.zone === 'hand' && c.seat === this.bottom ? mine.indexOf(c.id) : -1;
      const focus = index >= 0 && l.focus?.kind === 'card' && l.focus.index === index;
      const picked = index >= 0 && this.built.cards.includes(index);
      const lit = index >= 0 && l.cards.includes(index);
      const hinted = index >= 0 && l.hintCards.includes(index);
      const tableLit = c.zone === 'table' && l.table;
      this.cardMesh.setColorAt(c.id, l.dim && index >= 0 && !lit && !picked && !hinted ? DIM : WHITE);
      const colour = focus ? FOCUS : hinted ? HINT : picked ? PICKED : lit ? LEGAL : tableLit ? LEGAL : null;
      if (colour) {
        this.m4.compose(this.v.set(p.x, p.y - 0.0015, p.z), this.q, this.sv.set(p.s * Math.max(0.02, fx), 1, p.s));
        this.outlines.setMatrixAt(outlines, this.m4);
        this.outlines.setColorAt(outlines, colour);
        outlines++;
      }
    }
    this.outlines.count = outlines;
    this.outlines.visible = outlines > 0;
    // Picking and culling bounds follow the cards.
    this.cardMesh.boundingSphere = null;
    this.cardMesh.boundingBox = null;
    this.cardMesh.instanceMatrix.needsUpdate = true;
    this.cellAttr.needsUpdate = true;
    if (this.cardMesh.instanceColor) this.cardMesh.instanceColor.needsUpdate = true;
    this.outlines.instanceMatrix.needsUpdate = true;
    if (this.outlines.instanceColor) this.outlines.instanceColor.needsUpdate = true;
  }

  // ---- dice motion ----

  /** Slides a seat's dice to where they belong. */
  private moveDice(seat: number, ms: number, kinds: readonly DieKind[] = DIE_KINDS): Promise<void> {
    return Promise.all(
      kinds.map((kind) => {
        const key = dieKey(seat, kind);
        const o = this.dieObjs.get(key);
        if (!o || key === this.dragging) return Promise.resolve();
        const p = this.dieSpot(o);
        this.dice.setTint(key, o.spent ? SPENT_TINT : null);
        const now = this.dice.positionOf(key);
        if (now && Math.abs(now.x - p.x) < 1e-6 && Math.abs(now.z - p.z) < 1e-6) return Promise.resolve();
        return this.dice.slide(key, p.x, p.z, ms);
      }),
    ).then(() => undefined);
  }

  // ---- animations (each resolves when it lands; ms <= 0 lands at once) ----

  /** A new round: every card goes back to the deck, then each seat is dealt `handSize` face down. */
  async deal(handSize: number, ms: number): Promise<void> {
    const inPlay = this.cards.filter((c) => c.zone !== 'pool');
    for (const c of inPlay) {
      c.zone = 'pool';
      c.face = null;
    }
    this.order = {};
    for (const o of this.dieObjs.values()) {
      o.on = null;
      o.alone = false;
    }
    await this.moveCards(
      inPlay.map((c) => c.id),
      ms * 0.35,
      0,
      0.15,
    );
    const ids: number[] = [];
    for (let i = 0; i < handSize; i++) {
      for (let k = 0; k < this.seats; k++) {
        const seat = (k + 0) % this.seats;
        const c = this.cards.find((x) => x.zone === 'pool')!;
        c.zone = 'hand';
        c.seat = seat;
        c.face = null;
        c.pose = this.deckPose();
        this.zoneIds('hand', seat).push(c.id);
        ids.push(c.id);
      }
    }
    // The seat at the screen's cards take their places once all are out.
    await this.moveCards(ids, ms * 0.5, ids.length > 1 ? (ms * 0.4) / ids.length : 0, 0.2);
  }

  /** The viewer's hand turns face up, sorted. */
  async reveal(seat: number, cards: readonly CardValue[], ms: number): Promise<void> {
    const ids = this.zoneIds('hand', seat);
    cards.forEach((face, i) => {
      const id = ids[i];
      if (id !== undefined) this.cards[id]!.face = face;
    });
    if (seat !== this.bottom) return;
    this.revealed = true;
    await this.moveCards(ids, ms, ms > 0 ? ms / 3 / Math.max(1, ids.length) : 0, 0.12);
  }

  /** A die of `seat` tumbles to its place (from the lid if it was spent), landing on `value`; it is unused after. */
  roll(seat: number, kind: DieKind, value: number, ms: number): Promise<void> {
    const key = dieKey(seat, kind);
    const o = this.dieObjs.get(key);
    if (!o) return Promise.resolve();
    o.value = value;
    o.spent = false;
    o.on = null;
    o.alone = false;
    o.scoring = null;
    return this.tumble(key, o, ms);
  }

  /** A scoring roll: the die tumbles into the middle of the table, in the row of its seat's place, and lands on `value`. */
  scoreRoll(seat: number, kind: DieKind, value: number, place: number, ms: number): Promise<void> {
    const key = dieKey(seat, kind);
    const o = this.dieObjs.get(key);
    if (!o) return Promise.resolve();
    o.value = value;
    o.spent = false;
    o.on = null;
    o.alone = false;
    o.scoring = this.scoreSpot(place, kindIndex(kind));
    return this.tumble(key, o, ms);
  }

  /** Where a scoring die lands: one row per place (1st at the back), one column per kind. */
  scoreSpot(place: number, kind: number): Spot {
    const l = this.layout;
    return { x: l.play.x + (kind - 1) * 0.95, z: l.play.z + (place - 2) * 0.85 };
  }

  private tumble(key: string, o: DieObj, ms: number): Promise<void> {
    const from = this.dice.positionOf(key);
    const to = this.dieSpot(o);
    this.dice.setTint(key, null);
    return this.dice.roll(key, o.value, { ms, to, ...(from ? { from: { x: from.x + (to.x - from.x) * 0.2, z: from.z + (to.z - from.z) * 0.2 } } : {}) });
  }

  /**
   * `seat` plays `faces` with `dice` on them: the cards fly from its hand into the middle
   * (face up), its dice land on them, and what was in play goes to the discards.
   */
  async play(seat: number, faces: readonly CardValue[], dice: readonly (DieKind | null)[], dieValues: readonly (number | null)[], ms: number): Promise<void> {
    await this.discardTable(ms * 0.5);
    const hand = this.zoneIds('hand', seat);
    const taken: number[] = [];
    if (seat === this.bottom && this.revealed) {
      // The viewer's own cards: the ones picked in the fan when they match, else by face.
      const picked = this.built.cards.map((i) => hand[i]).filter((id): id is number => id !== undefined);
      for (const face of faces) {
        const id = picked.find((x) => this.cards[x]!.face === face && !taken.includes(x)) ?? hand.find((x) => this.cards[x]!.face === face && !taken.includes(x));
        if (id !== undefined) taken.push(id);
      }
    } else {
      for (let i = 0; i < faces.length && i < hand.length; i++) taken.push(hand[i]!);
    }
    const table = this.zoneIds('table');
    taken.forEach((id, i) => {
      const c = this.cards[id]!;
      hand.splice(hand.indexOf(id), 1);
      c.zone = 'table';
      c.face = faces[i] ?? null;
      table.push(id);
    });
    dice.forEach((kind, i) => {
      if (!kind) return;
      const o = this.dieObjs.get(dieKey(seat, kind));
      if (!o) return;
      o.on = taken[i] ?? null;
      if (dieValues[i] !== null && dieValues[i] !== undefined) o.value = dieValues[i];
    });
    this.built = NOTHING_BUILT;
    this.dirtyCards = true;
    await Promise.all([this.moveCards([...taken, ...hand], ms, ms * 0.06, 0.45), this.moveDice(seat, ms)]);
  }

  /** A lone die: it rolls into the middle of the table; what was in play goes to the discards. */
  async playLone(seat: number, kind: DieKind, ms: number): Promise<void> {
    await this.discardTable(ms * 0.5);
    const o = this.dieObjs.get(dieKey(seat, kind));
    if (!o) return;
    o.on = null;
    o.alone = true;
    this.built = NOTHING_BUILT;
    await this.moveDice(seat, ms, [kind]);
  }

  /** Dice go to the lid. */
  async spend(seat: number, kinds: readonly DieKind[], ms: number): Promise<void> {
    for (const k of kinds) {
      const o = this.dieObjs.get(dieKey(seat, k));
      if (!o) continue;
      o.spent = true;
      o.on = null;
      o.alone = false;
    }
    await this.moveDice(seat, ms, kinds);
  }

  /** The cards in play go to the discard pile. */
  async discardTable(ms: number): Promise<void> {
    const table = this.zoneIds('table');
    if (table.length === 0) return;
    const pile = this.zoneIds('discard');
    const moving = table.splice(0);
    pile.push(...moving);
    for (const id of moving) this.cards[id]!.zone = 'discard';
    await this.moveCards(moving, ms, ms * 0.04, 0.2);
  }

  /** Puts a die on a seat's rest spot at once (e.g. a die that had been on a card in play). */
  homeDice(ms: number): Promise<void> {
    return Promise.all(Array.from({ length: this.seats }, (_, s) => this.moveDice(s, ms))).then(() => undefined);
  }

  /** A short text rises over a seat (or the middle of the table, seat null) and fades. */
  flash(seat: number | null, text: string, colour: string, ms: number, size = 1, spot: Spot | null = null): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    const l = this.layout;
    // Over the cards in play (not on them), or over a seat's cards and dice, or where asked.
    let at: Spot = spot ?? { x: l.play.x, z: l.play.z - 0.4 };
    if (seat !== null && !spot) {
      const place = l.seats[relOf(seat, this.bottom, this.seats)]!;
      at = place.rel === 0 ? { x: place.dice[1].x, z: place.dice[1].z - 0.3 } : place.hand;
    }
    return this.flashes.show(() => flashTexture(text, colour), new THREE.Vector3(at.x, 1.2, at.z), { width: 3.6 * size, height: 0.9 * size, rise: 0.9 }, ms);
  }

  // ---- dragging a die ----

  /** Starts dragging the viewer's die `kind`. */
  startDrag(kind: DieKind): void {
    this.dragging = dieKey(this.bottom, kind);
  }

  /** The dragged die follows the pointer, a little above the table. */
  dragTo(ray: THREE.Raycaster): void {
    if (!this.dragging) return;
    const p = new THREE.Vector3();
    if (!ray.ray.intersectPlane(new THREE.Plane(this.up, -0.6), p)) return;
    this.dice.setPose(this.dragging, { position: p });
  }

  /** Ends a drag: the die goes where the selection puts it. */
  endDrag(ms: number): void {
    const key = this.dragging;
    this.dragging = null;
    if (!key) return;
    const o = this.dieObjs.get(key);
    if (o) void this.moveDice(o.seat, ms, [o.kind]);
  }

  // ---- picking ----

  pick(ray: THREE.Raycaster): Pick | null {
    this.root.updateWorldMatrix(true, true);
    for (const hit of ray.intersectObjects(this.dice.targets, false)) {
      const key = this.dice.keyOf(hit);
      if (key === null || key === this.dragging) continue;
      const [seat, kind] = String(key).split(':');
      return { kind: 'die', seat: Number(seat), die: kind as DieKind };
    }
    const mine = this.zoneIds('hand', this.bottom);
    if (this.revealed) {
      const hits = ray.intersectObject(this.cardMesh, false);
      // Overlapping cards: the one drawn on top (the highest) wins.
      let best: { index: number; y: number } | null = null;
      for (const h of hits) {
        const index = h.instanceId === undefined ? -1 : mine.indexOf(h.instanceId);
        if (index < 0) continue;
        const y = this.cards[h.instanceId!]!.pose.y;
        if (!best || y > best.y) best = { index, y };
      }
      if (best) return { kind: 'card', index: best.index };
    }
    const p = new THREE.Vector3();
    if (ray.ray.intersectPlane(new THREE.Plane(this.up, 0), p)) {
      const l = this.layout;
      if (Math.abs(p.x - l.play.x) < l.playWidth / 2 && Math.abs(p.z - l.play.z) < CARD_H * 0.9) return { kind: 'table' };
    }
    return null;
  }

  pointOf(p: Pick): THREE.Vector3 | null {
    if (p.kind === 'table') return new THREE.Vector3(this.layout.play.x, 0, this.layout.play.z + CARD_H * 0.6);
    if (p.kind === 'die') return this.dice.positionOf(dieKey(p.seat, p.die)) ?? null;
    const id = this.zoneIds('hand', this.bottom)[p.index];
    if (id === undefined) return null;
    const pose = this.cards[id]!.pose;
    // The card's top-left part: never under the next card of the fan or a die on it.
    return new THREE.Vector3(pose.x - 0.3 * pose.s, pose.y, pose.z - 0.35 * pose.s);
  }

  // ---- the felt ----

  private makeFelt(w: number, d: number): { canvas: HTMLCanvasElement; texture: THREE.CanvasTexture; base: HTMLCanvasElement } {
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(w * PX);
    canvas.height = Math.round(d * PX);
    const base = document.createElement('canvas');
    base.width = canvas.width;
    base.height = canvas.height;
    const g = base.getContext('2d')!;
    const cx = base.width / 2;
    const cy = base.height / 2;
    const rx = this.layout.halfW * PX + 0.7 * PX;
    const ry = this.layout.halfD * PX + 0.7 * PX;
    // The wooden rim, then the felt with a soft light in the middle.
    g.beginPath();
    g.ellipse(cx, cy, rx + 0.35 * PX, ry + 0.35 * PX, 0, 0, Math.PI * 2);
    const wood = g.createLinearGradient(0, 0, 0, base.height);
    wood.addColorStop(0, '#6b4526');
    wood.addColorStop(1, '#4a2f19');
    g.fillStyle = wood;
    g.fill();
    g.beginPath();
    g.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
    const felt = g.createRadialGradient(cx, cy * 0.9, 0, cx, cy, Math.max(rx, ry));
    felt.addColorStop(0, '#23634a');
    felt.addColorStop(0.7, '#1b4d39');
    felt.addColorStop(1, '#143a2b');
    g.fillStyle = felt;
    g.fill();
    // The middle: where plays land.
    const l = this.layout;
    const px = (x: number): number => cx + x * PX;
    const pz = (z: number): number => cy + z * PX;
    g.setLineDash([14, 10]);
    g.lineWidth = 3;
    g.strokeStyle = 'rgba(255, 255, 255, 0.18)';
    this.rounded(g, px(l.play.x - l.playWidth / 2), pz(l.play.z - CARD_H * 0.62), l.playWidth * PX, CARD_H * 1.24 * PX, 18);
    g.stroke();
    this.rounded(g, px(l.discards.x - 0.72), pz(l.discards.z - 0.86), 1.44 * PX, 1.72 * PX, 14);
    g.stroke();
    g.setLineDash([]);
    const texture = new THREE.CanvasTexture(canvas);
    texture.colorSpace = THREE.SRGBColorSpace;
    texture.anisotropy = 4;
    this.disposables.push(texture);
    return { canvas, texture, base };
  }

  private rounded(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
    g.beginPath();
    g.moveTo(x + r, y);
    g.arcTo(x + w, y, x + w, y + h, r);
    g.arcTo(x + w, y + h, x, y + h, r);
    g.arcTo(x, y + h, x, y, r);
    g.arcTo(x, y, x + w, y, r);
    g.closePath();
  }

  /** Redraws the felt's labels: seat plates, the reroll marks, the lid's and the piles' captions. */
  private drawFelt(): void {
    const { canvas, texture, base } = this.felt;
    const g = canvas.getContext('2d')!;
    g.clearRect(0, 0, canvas.width, canvas.height);
    g.drawImage(base, 0, 0);
    const cx = canvas.width / 2;
    const cy = canvas.height / 2;
    const px = (x: number): number => cx + x * PX;
    const pz = (z: number): number => cy + z * PX;
    const l = this.layout;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    this.plates.forEach((plate, seat) => {
      const place = l.seats[relOf(seat, this.bottom, this.seats)];
      if (!place) return;
      const w = place.plateW * PX;
      const h = place.plateH * PX;
      const x = px(place.plate.x) - w / 2;
      const y = pz(place.plate.z) - h / 2;
      this.rounded(g, x, y, w, h, 14);
      g.fillStyle = 'rgba(10, 22, 17, 0.72)';
      g.fill();
      g.lineWidth = plate.acting ? 6 : 3;
      g.strokeStyle = plate.acting ? '#ffd24a' : plate.colour;
      g.stroke();
      // The seat's shape as well as its colour (ui/seat-shapes.ts).
      drawSeatShape(g, seat, x + 0.3 * PX, y + h * 0.34, 0.3 * PX, plate.colour);
      g.fillStyle = '#f4efe2';
      g.font = `bold ${Math.round(0.3 * PX)}px system-ui, sans-serif`;
      g.textAlign = 'left';
      this.fitText(g, plate.name, x + 0.52 * PX, y + h * 0.34, w - 0.62 * PX);
      g.fillStyle = plate.acting ? '#ffd24a' : '#c8d3cc';
      g.font = `${Math.round(0.26 * PX)}px system-ui, sans-serif`;
      this.fitText(g, plate.line, x + 0.3 * PX - 0.13 * PX, y + h * 0.74, w - (plate.place ? 1.0 : 0.3) * PX);
      if (plate.place) {
        const mx = x + w - 0.45 * PX;
        const my = y + h * 0.66;
        g.beginPath();
        g.arc(mx, my, 0.3 * PX, 0, Math.PI * 2);
        g.fillStyle = '#f2c14e';
        g.fill();
        g.fillStyle = '#3a2a05';
        g.textAlign = 'center';
        g.font = `bold ${Math.round(0.22 * PX)}px system-ui, sans-serif`;
        g.fillText(plate.place, mx, my + 1);
      }
      g.textAlign = 'center';
    });
    // Reroll marks: a ring under each die the viewer will reroll when passing.
    for (const kind of this.built.reroll) {
      const o = this.dieObjs.get(dieKey(this.bottom, kind));
      if (!o) continue;
      const p = this.dieSpot(o);
      g.beginPath();
      g.arc(px(p.x), pz(p.z), 0.5 * PX, 0, Math.PI * 2);
      g.lineWidth = 6;
      g.strokeStyle = '#6fe3ff';
      g.setLineDash([10, 7]);
      g.stroke();
      g.setLineDash([]);
    }
    // The middle of the table glows while a click there plays the selection.
    if (this.lights.table) {
      this.rounded(g, px(l.play.x - l.playWidth / 2), pz(l.play.z - CARD_H * 0.62), l.playWidth * PX, CARD_H * 1.24 * PX, 18);
      g.fillStyle = 'rgba(255, 210, 74, 0.12)';
      g.fill();
      g.lineWidth = 5;
      g.strokeStyle = 'rgba(255, 210, 74, 0.85)';
      g.stroke();
    }
    // Captions.
    g.fillStyle = 'rgba(244, 239, 226, 0.85)';
    g.font = `bold ${Math.round(0.26 * PX)}px system-ui, sans-serif`;
    g.fillText(this.labels.lid, px(l.lid.x), pz(l.lid.z + l.lidD / 2 + 0.32));
    g.fillText(this.labels.discards, px(l.discards.x), pz(l.discards.z + 1.08));
    if (this.labels.play) {
      g.fillStyle = this.lights.table ? '#ffd24a' : 'rgba(244, 239, 226, 0.92)';
      g.font = `bold ${Math.round(0.32 * PX)}px system-ui, sans-serif`;
      g.fillText(this.labels.play, px(l.play.x), pz(l.play.z + CARD_H * 0.62 + 0.3));
    }
    texture.needsUpdate = true;
    this.onChange();
  }

  /** Draws `text` within `max` pixels: smaller first (down to two thirds), then cut with an ellipsis. */
  private fitText(g: CanvasRenderingContext2D, text: string, x: number, y: number, max: number): void {
    const m = /(\d+)px/.exec(g.font);
    const size = m ? Number(m[1]) : 20;
    for (let px = size; px > size * 0.66 && g.measureText(text).width > max; px -= 1) g.font = g.font.replace(/\d+px/, `${px - 1}px`);
    let t = text;
    while (t.length > 1 && g.measureText(t).width > max) t = t.slice(0, -2) + '…';
    g.fillText(t, x, y);
  }

  /** The lid: an open cardboard tray (its bottom and four walls in one mesh). */
  private makeLid(): THREE.Mesh {
    const l = this.layout;
    const w = l.lidW;
    const d = l.lidD;
    const h = 0.22;
    const t = 0.07;
    const parts = [
      new THREE.BoxGeometry(w, 0.02, d).translate(0, 0.01, 0),
      new THREE.BoxGeometry(w + t, h, t).translate(0, h / 2, -d / 2),
      new THREE.BoxGeometry(w + t, h, t).translate(0, h / 2, d / 2),
      new THREE.BoxGeometry(t, h, d).translate(-w / 2, h / 2, 0),
      new THREE.BoxGeometry(t, h, d).translate(w / 2, h / 2, 0),
    ];
    const geo = this.keep(mergeGeometries(parts));
    for (const p of parts) p.dispose();
    const mesh = new THREE.Mesh(geo, this.keep(new THREE.MeshStandardMaterial({ color: '#a8865a', roughness: 0.85 })));
    mesh.position.set(l.lid.x, 0, l.lid.z);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    return mesh;
  }

  // ---- frames ----

  get busy(): boolean {
    return this.tweens.busy || this.dice.busy || this.cards.some((c) => c.motion !== null);
  }

  update(dtSeconds: number): boolean {
    const dt = Math.min(dtSeconds, 0.1) * 1000;
    const cards = this.stepCards(dt);
    const flashes = this.tweens.update(dtSeconds);
    const dice = this.dice.update(dtSeconds);
    if (cards) this.flushCards();
    return cards || flashes || dice;
  }

  /** Lands every running animation at once. */
  finish(): void {
    for (const c of this.cards) {
      const m = c.motion;
      if (!m) continue;
      c.pose = { ...m.to };
      c.motion = null;
      this.flipScale.delete(c.id);
      m.done();
    }
    this.dirtyCards = true;
    this.flushCards();
    this.tweens.finishAll();
    this.dice.finish();
    this.onChange();
  }

  dispose(): void {
    this.finish();
    this.flashes.clear();
    this.dice.dispose();
    this.coach.dispose();
    this.cardMesh.dispose();
    this.outlines.dispose();
    for (const x of this.disposables) x.dispose();
  }
}
