/**
 * The 40 cards of the Piplus table in three.js: one instance each of one mesh (cards3d.ts),
 * and one more instanced mesh for the outlines of the lit ones. Each card is in a zone (the
 * pool, a seat's hand, the cards in play, the discards) and has the pose its place there gives
 * it: the viewer's hand fanned large at the near edge (a picked card risen out of it), the
 * others' face down around the far side, the play in the middle, the pile beside it. Moves are
 * the deck's own motions (eased, with a lift and a flip), advanced by the board's frames.
 */
import * as THREE from 'three';
import { ease } from '../../ui/3d/dice';
import { BACK_CELL, cardAtlas, cardGeometry, cardMaterial } from './cards3d';
import type { Selection } from './decisions';
import { BACK_SCALE, CARD_H, CARD_W, HAND_SCALE, SMALL_HAND, SMALL_HAND_SCALE, TABLE_SCALE, fan, relOf, type TableLayout } from './layout';
import type { Lights } from './lights';
import type { CardValue, PiplusView } from './types';

/** Cards in the deck: one instance each. */
const DECK = 40;
/** How far a picked card rises out of the fan (towards the middle). */
const RAISE = 0.5;
/** Outline colours: able to join a play, under the pointer, hinted, picked; the dimmed and plain cards' tint. */
export const LEGAL = new THREE.Color('#ffd24a');
export const FOCUS = new THREE.Color('#ffffff');
const HINT = new THREE.Color('#6fe3ff');
const PICKED = new THREE.Color('#ffb02e');
const DIM = new THREE.Color('#8d8d8d');
const WHITE = new THREE.Color('#ffffff');

/** Where a card is. */
export type Zone = 'pool' | 'hand' | 'table' | 'discard';

/** A card's pose: where, how turned, how big, which face shows. */
export interface Pose {
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

/** How the table is seen, shared by the deck, the dice and the felt. */
export interface Seen {
  /** The seat at the near edge (the seat at the screen, or seat 0 for a spectator). */
  bottom: number;
  /** Whether the viewer's cards show their faces. */
  revealed: boolean;
  /** The play being built by the viewer. */
  built: Selection;
  lights: Lights;
}

/** The deck on the table. */
export class Deck {
  /** Every card, one instance each; picking hits it. */
  readonly mesh: THREE.InstancedMesh;
  /** The outlines under the lit cards. */
  readonly outlines: THREE.InstancedMesh;
  private readonly cells: THREE.InstancedBufferAttribute;
  private readonly cards: CardObj[] = [];
  /** Card ids per zone, in order ("hand:2", "table:0", "discard:0"). */
  private order: Record<string, number[]> = {};
  private dirty = true;
  private readonly flipScale = new Map<number, number>();
  private readonly m4 = new THREE.Matrix4();
  private readonly q = new THREE.Quaternion();
  private readonly up = new THREE.Vector3(0, 1, 0);
  private readonly v = new THREE.Vector3();
  private readonly sv = new THREE.Vector3();

  constructor(
    private readonly layout: TableLayout,
    private readonly seats: number,
    private readonly seen: Seen,
    keep: <T extends { dispose(): void }>(x: T) => T,
  ) {
    const atlas = keep(cardAtlas());
    const geo = keep(cardGeometry());
    this.cells = new THREE.InstancedBufferAttribute(new Float32Array(DECK).fill(BACK_CELL), 1).setUsage(THREE.DynamicDrawUsage);
    geo.setAttribute('cardCell', this.cells);
    this.mesh = keep(new THREE.InstancedMesh(geo, keep(cardMaterial(atlas)), DECK));
    this.mesh.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
    this.mesh.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(DECK * 3).fill(1), 3).setUsage(THREE.DynamicDrawUsage);
    this.mesh.receiveShadow = true;
    this.mesh.frustumCulled = false;
    this.outlines = keep(
      new THREE.InstancedMesh(keep(cardGeometry(CARD_W + 0.14, CARD_H + 0.14, 0.13)), keep(new THREE.MeshBasicMaterial({ toneMapped: false, name: 'piplus-card-outlines' })), DECK),
    );
    this.outlines.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(DECK * 3).fill(1), 3).setUsage(THREE.DynamicDrawUsage);
    this.outlines.frustumCulled = false;
    this.outlines.raycast = () => {};
    this.outlines.count = 0;
    for (let id = 0; id < DECK; id++) this.cards.push({ id, zone: 'pool', seat: 0, face: null, pose: this.poolPose(), motion: null });
  }

  /** The ids of the cards in a zone, in order. */
  zoneIds(zone: Zone, seat = 0): number[] {
    return (this.order[`${zone}:${seat}`] ??= []);
  }

  /** Whether any card is moving. */
  get moving(): boolean {
    return this.cards.some((c) => c.motion !== null);
  }

  /** Deals the cards into the zones the view says (faces as it shows them); `snap` then puts them there. */
  sync(v: PiplusView): void {
    const used = new Set<number>();
    const take = (zone: Zone, seat: number, k: number): number[] => {
      const ids = this.cards
        .filter((c) => c.zone === zone && c.seat === seat && !used.has(c.id))
        .slice(0, k)
        .map((c) => c.id);
      ids.forEach((id) => used.add(id));
      return ids;
    };
    type Plan = { zone: Zone; seat: number; faces: readonly (CardValue | null)[] };
    const plan: Plan[] = [
      ...v.seats.map((s, seat): Plan => ({ zone: 'hand', seat, faces: s.hand })),
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
  }

  /** Every card to where it belongs, at once. */
  snap(): void {
    for (const c of this.cards) {
      c.motion?.done();
      c.motion = null;
      c.pose = this.target(c);
    }
    this.touch();
  }

  /** The lights or the play being built changed: redraw the outlines. */
  touch(): void {
    this.dirty = true;
    this.flush();
  }

  /** Where the card with id `id` is and which face it shows. */
  poseOf(id: number): Pose | null {
    const c = this.cards[id];
    return c ? this.target(c) : null;
  }

  /** The viewer's and the play's cards of face `face`, where they belong (a lesson's coach points at them). */
  posesOfFace(face: number): Pose[] {
    return this.cards.filter((c) => c.face === face && ((c.zone === 'hand' && c.seat === this.seen.bottom) || c.zone === 'table')).map((c) => this.target(c));
  }

  private poolPose(): Pose {
    return { x: 0, y: 0.02, z: this.layout.play.z, rot: 0, s: 0.001, cell: BACK_CELL };
  }

  private deckPose(): Pose {
    return { x: 0, y: 0.3, z: this.layout.play.z, rot: 0, s: TABLE_SCALE, cell: BACK_CELL };
  }

  /** Where a card belongs now. */
  private target(c: CardObj): Pose {
    const l = this.layout;
    const faceCell = c.face === null ? BACK_CELL : c.face - 1;
    switch (c.zone) {
      case 'pool':
        return this.poolPose();
      case 'hand': {
        const rel = relOf(c.seat, this.seen.bottom, this.seats);
        const place = l.seats[rel]!;
        const ids = this.zoneIds('hand', c.seat);
        const i = ids.indexOf(c.id);
        if (rel === 0) {
          const scale = ids.length <= SMALL_HAND ? SMALL_HAND_SCALE : HAND_SCALE;
          const p = fan(ids.length, place.hand, CARD_W * scale, 0.86 * scale, place.handSpread)[i] ?? { x: 0, z: place.hand.z, rot: 0 };
          const up = this.seen.built.cards.includes(i);
          const face = this.seen.revealed ? faceCell : BACK_CELL;
          return { x: p.x, y: 0.012 + i * 0.004 + (up ? 0.06 : 0), z: p.z - (up ? RAISE : 0), rot: p.rot, s: scale, cell: face };
        }
        const p = fan(ids.length, place.hand, CARD_W * BACK_SCALE, 0.24, place.handSpread)[i] ?? { x: place.hand.x, z: place.hand.z, rot: 0 };
        return { x: p.x, y: 0.01 + i * 0.003, z: p.z, rot: p.rot * 2, s: BACK_SCALE, cell: BACK_CELL };
      }
      case 'table': {
        const ids = this.zoneIds('table');
        const i = ids.indexOf(c.id);
        const p = fan(ids.length, l.play, CARD_W * TABLE_SCALE, 1.1, l.playWidth)[i] ?? { x: 0, z: l.play.z, rot: 0 };
        return { x: p.x, y: 0.014 + i * 0.004, z: p.z, rot: 0, s: TABLE_SCALE, cell: faceCell };
      }
      case 'discard': {
        const i = this.zoneIds('discard').indexOf(c.id);
        const jitter = (((c.id * 37) % 11) - 5) * 0.045;
        return { x: l.discards.x + jitter * 0.3, y: 0.006 + i * 0.0025, z: l.discards.z, rot: jitter, s: TABLE_SCALE, cell: faceCell };
      }
    }
  }

  /** Moves cards to where they belong over `ms`, each `stagger` ms after the one before. */
  move(ids: readonly number[], ms: number, stagger: number, lift = 0.25): Promise<void> {
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
    this.touch();
    return Promise.all(all).then(() => undefined);
  }

  /** Moves the viewer's hand to where the play being built puts its cards. */
  moveHand(ms: number): Promise<void> {
    return this.move(this.zoneIds('hand', this.seen.bottom), ms, 0);
  }

  /** Advances every moving card by `dtMs`; returns whether any moved. */
  step(dtMs: number): boolean {
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
    if (any) this.touch();
    return any;
  }

  /** Lands every moving card at once. */
  finish(): void {
    for (const c of this.cards) {
      const m = c.motion;
      if (!m) continue;
      c.pose = { ...m.to };
      c.motion = null;
      this.flipScale.delete(c.id);
      m.done();
    }
    this.touch();
  }

  /** Writes every card's pose, face and highlight into the instance buffers. */
  private flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const mine = this.zoneIds('hand', this.seen.bottom);
    const l = this.seen.lights;
    const built = this.seen.built;
    let outlines = 0;
    for (const c of this.cards) {
      const p = c.pose;
      const fx = this.flipScale.get(c.id) ?? 1;
      this.q.setFromAxisAngle(this.up, p.rot);
      this.m4.compose(this.v.set(p.x, p.y, p.z), this.q, this.sv.set(p.s * Math.max(0.02, fx), 1, p.s));
      this.mesh.setMatrixAt(c.id, this.m4);
      this.cells.setX(c.id, p.cell);
      const index = c.zone === 'hand' && c.seat === this.seen.bottom ? mine.indexOf(c.id) : -1;
      const focus = index >= 0 && l.focus?.kind === 'card' && l.focus.index === index;
      const picked = index >= 0 && built.cards.includes(index);
      const lit = index >= 0 && l.cards.includes(index);
      const hinted = index >= 0 && l.hintCards.includes(index);
      const tableLit = c.zone === 'table' && l.table;
      this.mesh.setColorAt(c.id, l.dim && index >= 0 && !lit && !picked && !hinted ? DIM : WHITE);
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
    this.mesh.boundingSphere = null;
    this.mesh.boundingBox = null;
    this.mesh.instanceMatrix.needsUpdate = true;
    this.cells.needsUpdate = true;
    if (this.mesh.instanceColor) this.mesh.instanceColor.needsUpdate = true;
    this.outlines.instanceMatrix.needsUpdate = true;
    if (this.outlines.instanceColor) this.outlines.instanceColor.needsUpdate = true;
  }

  // ---- the moves of the events (each resolves when it lands; ms <= 0 lands at once) ----

  /** A new round: every card goes back to the deck, then each seat is dealt `handSize` face down. */
  async deal(handSize: number, ms: number): Promise<void> {
    const inPlay = this.cards.filter((c) => c.zone !== 'pool');
    for (const c of inPlay) {
      c.zone = 'pool';
      c.face = null;
    }
    this.order = {};
    await this.move(
      inPlay.map((c) => c.id),
      ms * 0.35,
      0,
      0.15,
    );
    const ids: number[] = [];
    for (let i = 0; i < handSize; i++) {
      for (let seat = 0; seat < this.seats; seat++) {
        const c = this.cards.find((x) => x.zone === 'pool')!;
        c.zone = 'hand';
        c.seat = seat;
        c.face = null;
        c.pose = this.deckPose();
        this.zoneIds('hand', seat).push(c.id);
        ids.push(c.id);
      }
    }
    await this.move(ids, ms * 0.5, ids.length > 1 ? (ms * 0.4) / ids.length : 0, 0.2);
  }

  /** A seat's hand shows `cards`; the viewer's turns face up, sorted. */
  async reveal(seat: number, cards: readonly CardValue[], ms: number): Promise<void> {
    const ids = this.zoneIds('hand', seat);
    cards.forEach((face, i) => {
      const id = ids[i];
      if (id !== undefined) this.cards[id]!.face = face;
    });
    if (seat !== this.seen.bottom) return;
    this.seen.revealed = true;
    await this.move(ids, ms, ms > 0 ? ms / 3 / Math.max(1, ids.length) : 0, 0.12);
  }

  /**
   * `seat`'s cards of `faces` leave its hand for the middle, face up (the viewer's: the ones
   * picked in the fan when they match, else by face); returns their ids, in the play's order.
   */
  take(seat: number, faces: readonly CardValue[]): number[] {
    const hand = this.zoneIds('hand', seat);
    const taken: number[] = [];
    if (seat === this.seen.bottom && this.seen.revealed) {
      const picked = this.seen.built.cards.map((i) => hand[i]).filter((id): id is number => id !== undefined);
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
    return taken;
  }

  /** The cards in play go to the discard pile. */
  async discardTable(ms: number): Promise<void> {
    const table = this.zoneIds('table');
    if (table.length === 0) return;
    const moving = table.splice(0);
    this.zoneIds('discard').push(...moving);
    for (const id of moving) this.cards[id]!.zone = 'discard';
    await this.move(moving, ms, ms * 0.04, 0.2);
  }

  /** The viewer's hand card a ray hits (the one on top where they overlap), by its hand index. */
  pickHand(ray: THREE.Raycaster): number | null {
    if (!this.seen.revealed) return null;
    const mine = this.zoneIds('hand', this.seen.bottom);
    let best: { index: number; y: number } | null = null;
    for (const h of ray.intersectObject(this.mesh, false)) {
      const index = h.instanceId === undefined ? -1 : mine.indexOf(h.instanceId);
      if (index < 0) continue;
      const y = this.cards[h.instanceId!]!.pose.y;
      if (!best || y > best.y) best = { index, y };
    }
    return best?.index ?? null;
  }

  /** Where the viewer's hand card `index` lies now. */
  handPose(index: number): Pose | null {
    const id = this.zoneIds('hand', this.seen.bottom)[index];
    return id === undefined ? null : this.cards[id]!.pose;
  }
}
