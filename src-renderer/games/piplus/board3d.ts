/**
 * The Piplus table in three.js: an oval felt table with a seat plate per player (felt3d.ts),
 * the seat at the screen's hand fanned large at the near edge with its d4, d6 and d8 in front
 * of it and the pass spot beside them, the others' face-down cards and dice around the far
 * side, the cards in play in the middle (deck3d.ts), the lid holding the spent dice (a row per
 * seat) and the discard pile. It shows what the table tells it (a view, what the decisions
 * light, the plates) and plays the events' moves through the board port; it answers pointer
 * rays with the card, die, pass spot or middle they hit, and moves a dragged die.
 *
 * The 40 cards are instances of one mesh and the dice a DiceSet, so a six-seat table is a
 * dozen draw calls or so. Imperative, like the other boards: each move's promise resolves when
 * it lands, so events play strictly in order.
 */
import * as THREE from 'three';
import type { DragShow } from '../../table/drag';
import type { BoardContext } from '../../table/kit';
import type { CoachPoint } from '../../ui/3d/coachArrows';
import { Board3D } from '../../ui/3d/board3d';
import { ease, warmSprite } from '../../ui/3d/dice';
import type { Extent } from '../../ui/3d/rig';
import { COLOURS } from '../../design/tokens';
import { seatColours } from '../../ui/palette';
import type { CoachMark } from '../game-ui';
import { EMPTY, type Pick } from './decisions';
import { Deck, FOCUS, LEGAL, type Seen } from './deck3d';
import { Felt } from './felt3d';
import { extentOf } from './framing';
import { DIE_KINDS } from './kinds';
import { CARD_H, DIE, lidSlot, passPlace, relOf, tableLayout, type Box, type Spot, type TableLayout } from './layout';
import { NO_LIGHTS, type Lights, type PiplusLit } from './lights';
import type { FeltLabels, Plate } from './plates';
import type { PiplusBoardPort, Tint } from './port';
import type { CardValue, DieKind, PiplusEvent, PiplusView } from './types';

/** Where a die sits on a card: this far below the card's centre (towards its bottom edge), scaled with the card. */
const DIE_ON_CARD = 0.38;
/** Tint of a spent die (in the lid). */
const SPENT_TINT = '#a9b3bc';
/** A picked card or die moves this long (scaled by the animation speed). */
const PICK_MS = 140;

interface DieObj {
  readonly seat: number;
  readonly kind: DieKind;
  value: number;
  spent: boolean;
  /** The card (id) it sits on (in a play being built or on the table), or null. */
  on: number | null;
  /** Lying in the middle of the table as a lone die. */
  alone: boolean;
  /** Where it landed in a scoring roll, until the next round's opening roll takes it home. */
  scoring: Spot | null;
}

const dieKey = (seat: number, kind: DieKind): string => `${seat}:${kind}`;
const kindIndex = (k: DieKind): number => DIE_KINDS.indexOf(k);
const inBox = (b: Box, p: THREE.Vector3): boolean => p.x >= b.x0 && p.x <= b.x1 && p.z >= b.z0 && p.z <= b.z1;

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

/** The Piplus table. */
export class PiplusBoard extends Board3D<Pick> implements PiplusBoardPort, DragShow<Pick> {
  readonly extent: Extent;
  private readonly layout: TableLayout;
  private readonly seen: Seen = { bottom: 0, revealed: false, built: EMPTY, lights: NO_LIGHTS };
  private readonly deck: Deck;
  private readonly felt: Felt;
  private readonly dieObjs = new Map<string, DieObj>();
  private plates: readonly Plate[] = [];
  private labels: FeltLabels = { lid: '', discards: '', play: '', pass: '', marks: [] };
  private pass: PiplusLit['pass'] = null;
  /** The die being dragged (it follows the pointer), or null. */
  private dragging: string | null = null;
  private coachMarks: readonly CoachMark[] = [];
  private readonly up = new THREE.Vector3(0, 1, 0);

  constructor(
    /** Seats at the table (2..6). */
    readonly seats: number,
    private readonly ctx: BoardContext,
  ) {
    super({ size: DIE, shadow: 'both', outline: { legal: LEGAL, focus: FOCUS } });
    this.layout = tableLayout(seats);
    const l = this.layout;
    this.extent = extentOf(l);
    this.felt = new Felt(l, seats, (x) => this.keep(x));
    this.deck = new Deck(l, seats, this.seen, (x) => this.keep(x));
    this.root.add(this.felt.root, this.deck.mesh, this.deck.outlines);
    for (let s = 0; s < seats; s++)
      for (const kind of DIE_KINDS) this.dieObjs.set(dieKey(s, kind), { seat: s, kind, value: 1, spent: false, on: null, alone: false, scoring: null });
    // The coach's rings lie on the felt, which is transparent too: drawn after it, or it would cover them.
    this.coach.root.renderOrder = 1;
    this.root.add(this.dice.root, this.keep(warmSprite()), this.coach.root);
    this.placeAllDice();
    this.drawFelt();
  }

  // ---- what the board shows ----

  /** Puts everything exactly where the view says, seen from `seat` (a spectator: seat 0's place, face down). */
  sync(v: PiplusView, seat: number | null): void {
    this.seen.bottom = seat ?? 0;
    this.seen.revealed = seat !== null;
    this.deck.sync(v);
    v.seats.forEach((s, seat) => {
      for (const d of s.dice) {
        const o = this.dieObjs.get(dieKey(seat, d.kind));
        if (!o) continue;
        Object.assign(o, { value: d.value, spent: d.spent, on: null, alone: false, scoring: null });
      }
    });
    this.snapAll();
  }

  /** What the decisions light: the play being built (its cards rise, its dice sit on them), the lit cards and dice, the pass spot. */
  light(l: PiplusLit): void {
    this.setBuilt(l.built, PICK_MS * this.ctx.animScale);
    this.pass = l.pass;
    this.setLights({ cards: l.cards, dice: l.dice, focus: l.focus, hintCards: l.hintCards, hintDice: l.hintDice, dim: l.dim, table: l.table });
  }

  quiet(): void {
    this.pass = null;
    this.setLights(NO_LIGHTS);
  }

  /** The 3D board moves its pieces in the steps themselves. */
  took(_e: PiplusEvent): void {}

  private setBuilt(b: PiplusLit['built'], ms: number): void {
    if (JSON.stringify(b) === JSON.stringify(this.seen.built) && !this.deck.moving) return;
    this.seen.built = b;
    this.applyBuilt();
    // The coach's arrows follow a picked card or a die put on a card.
    if (this.coachMarks.length > 0 && this.coach.set(this.coachPoints())) this.onChange();
    void this.deck.moveHand(ms);
    void this.moveDice(this.seen.bottom, ms);
    this.drawFelt();
  }

  private setLights(l: Lights): void {
    if (JSON.stringify(l) !== JSON.stringify(this.seen.lights)) {
      this.seen.lights = l;
      this.deck.touch();
      const me = this.seen.bottom;
      const focusDie = l.focus?.kind === 'die' ? dieKey(l.focus.seat, l.focus.die) : null;
      const lit = new Set([...l.dice, ...l.hintDice].map((k) => dieKey(me, k)));
      this.dice.highlight(lit, focusDie ?? (l.hintDice[0] ? dieKey(me, l.hintDice[0]) : null));
    }
    this.drawFelt();
    this.onChange();
  }

  /** Outlines one die (the highest of a scoring roll) until the lights are set again. */
  spotlight(seat: number, kind: DieKind): void {
    this.seen.lights = { ...NO_LIGHTS, focus: { kind: 'die', seat, die: kind } };
    this.dice.highlight([], dieKey(seat, kind));
  }

  /** The seat plates and the felt's labels. */
  setPlates(plates: readonly Plate[], labels: FeltLabels): void {
    this.plates = plates;
    this.labels = labels;
    this.drawFelt();
  }

  private drawFelt(): void {
    const me = this.seen.bottom;
    const rerolls = this.seen.built.reroll.flatMap((k) => {
      const o = this.dieObjs.get(dieKey(me, k));
      return o ? [this.dieSpot(o)] : [];
    });
    const f = this.seen.lights.focus;
    const passFocus = f?.kind === 'pass' ? 'pass' : f?.kind === 'reroll' ? f.die : null;
    const state = { plates: this.plates, labels: this.labels, bottom: me, rerolls, tableLit: this.seen.lights.table, pass: this.pass, passFocus } as const;
    if (this.felt.draw(state)) this.onChange();
  }

  /**
   * Points at what a lesson's coach talks about: an arrow over each die (id 0, 1, 2 = d4, d6,
   * d8 of `seat`), over the viewer's cards and the cards in play of a number (`card`: "7"),
   * and over the middle of the table ('table'), the lid ('lid'), the discards ('discards'),
   * the pass spot ('pass') or the viewer's hand ('hand'). Other marks are the panels'; an
   * empty list clears everything.
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
    const pass = passPlace(this.layout).box;
    const areas: Readonly<Record<string, Spot | undefined>> = {
      table: l.play,
      lid: l.lid,
      discards: l.discards,
      hand: l.seats[0]!.hand,
      pass: { x: (pass.x0 + pass.x1) / 2, z: (pass.z0 + pass.z1) / 2 },
    };
    for (const m of this.coachMarks) {
      if (m.kind === 'die') {
        const kind = DIE_KINDS[m.die];
        const o = kind ? this.dieObjs.get(dieKey(m.seat ?? this.seen.bottom, kind)) : undefined;
        if (!o) continue;
        const at = this.dieSpot(o);
        points.push({ x: at.x, z: at.z, top: DIE, ring: DIE * 0.78 });
      } else if (m.kind === 'card') {
        // Over the card's upper half: clear of a die sitting on its lower half.
        for (const p of this.deck.posesOfFace(Number(m.card))) points.push({ x: p.x, z: p.z - 0.3 * p.s, top: p.y + 0.02, ring: 0 });
      } else if (m.kind === 'area') {
        const spot = areas[m.area];
        if (spot) points.push({ x: spot.x, z: spot.z, top: m.area === 'lid' ? 0.25 : 0.05, ring: m.area === 'hand' ? 0 : m.area === 'pass' ? 0.9 : 1.1 });
      }
    }
    return points;
  }

  // ---- the dice ----

  /** Where a die belongs now. */
  private dieSpot(o: DieObj): Spot {
    const rel = relOf(o.seat, this.seen.bottom, this.seats);
    if (o.spent) return lidSlot(this.layout, rel, kindIndex(o.kind));
    const card = o.on === null ? null : this.deck.poseOf(o.on);
    if (card) return { x: card.x, z: card.z + DIE_ON_CARD * card.s };
    if (o.alone) return { x: this.layout.play.x, z: this.layout.play.z };
    if (o.scoring) return o.scoring;
    const spot = this.layout.seats[rel]!.dice[kindIndex(o.kind)]!;
    // A die picked to play alone stands forward, towards the middle.
    if (o.seat === this.seen.bottom && this.seen.built.lone === o.kind) return { x: spot.x, z: spot.z - 0.55 };
    return spot;
  }

  private placeAllDice(): void {
    const colours = seatColours(this.ctx.palette);
    for (const [key, o] of this.dieObjs) {
      const p = this.dieSpot(o);
      this.dice.put(key, { kind: o.kind, value: o.value, x: p.x, z: p.z, colours: colours[o.seat] ?? colours[0]! });
      this.dice.setTint(key, o.spent ? SPENT_TINT : null);
    }
  }

  /** The viewer's unused dice sit on the cards the play being built puts them on. */
  private applyBuilt(): void {
    const mine = this.deck.zoneIds('hand', this.seen.bottom);
    for (const kind of DIE_KINDS) {
      const o = this.dieObjs.get(dieKey(this.seen.bottom, kind));
      if (!o || o.spent) continue;
      const at = this.seen.built.on[kind];
      o.on = at === undefined ? null : (mine[at] ?? null);
    }
  }

  /** Snaps every card and die to where it belongs. */
  private snapAll(): void {
    this.applyBuilt();
    this.deck.snap();
    this.placeAllDice();
    this.drawFelt();
    this.onChange();
  }

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

  private tumble(key: string, o: DieObj, ms: number): Promise<void> {
    const from = this.dice.positionOf(key);
    const to = this.dieSpot(o);
    this.dice.setTint(key, null);
    return this.dice.roll(key, o.value, { ms, to, ...(from ? { from: { x: from.x + (to.x - from.x) * 0.2, z: from.z + (to.z - from.z) * 0.2 } } : {}) });
  }

  // ---- the events' moves (each resolves when it lands; ms <= 0 lands at once) ----

  /** A new round: every card goes back to the deck, then each seat is dealt `handSize` face down. */
  deal(handSize: number, ms: number): Promise<void> {
    for (const o of this.dieObjs.values()) {
      o.on = null;
      o.alone = false;
    }
    return this.deck.deal(handSize, ms);
  }

  /** The viewer's hand turns face up, sorted. */
  reveal(seat: number, cards: readonly CardValue[], ms: number): Promise<void> {
    return this.deck.reveal(seat, cards, ms);
  }

  /** A die of `seat` tumbles to its place (from the lid if it was spent), landing on `value`; it is unused after. */
  roll(seat: number, kind: DieKind, value: number, ms: number): Promise<void> {
    const key = dieKey(seat, kind);
    const o = this.dieObjs.get(key);
    if (!o) return Promise.resolve();
    Object.assign(o, { value, spent: false, on: null, alone: false, scoring: null });
    return this.tumble(key, o, ms);
  }

  /** A scoring roll: the die tumbles into the middle of the table, in the row of its seat's place, and lands on `value`. */
  scoreRoll(seat: number, kind: DieKind, value: number, place: number, ms: number): Promise<void> {
    const key = dieKey(seat, kind);
    const o = this.dieObjs.get(key);
    if (!o) return Promise.resolve();
    Object.assign(o, { value, spent: false, on: null, alone: false, scoring: this.scoreSpot(place, kindIndex(kind)) });
    return this.tumble(key, o, ms);
  }

  /** Where a scoring die lands: one row per place (1st at the back), one column per kind. */
  scoreSpot(place: number, kind: number): Spot {
    const l = this.layout;
    return { x: l.play.x + (kind - 1) * 0.95, z: l.play.z + (place - 2) * 0.85 };
  }

  /**
   * `seat` plays `faces` with `dice` on them: the cards fly from its hand into the middle
   * (face up), its dice land on them, and what was in play goes to the discards.
   */
  async play(seat: number, faces: readonly CardValue[], dice: readonly (DieKind | null)[], dieValues: readonly (number | null)[], ms: number): Promise<void> {
    await this.deck.discardTable(ms * 0.5);
    const taken = this.deck.take(seat, faces);
    dice.forEach((kind, i) => {
      const o = kind ? this.dieObjs.get(dieKey(seat, kind)) : undefined;
      if (!o) return;
      o.on = taken[i] ?? null;
      const v = dieValues[i];
      if (v !== null && v !== undefined) o.value = v;
    });
    this.seen.built = EMPTY;
    await Promise.all([this.deck.move([...taken, ...this.deck.zoneIds('hand', seat)], ms, ms * 0.06, 0.45), this.moveDice(seat, ms)]);
  }

  /** A lone die: it rolls into the middle of the table; what was in play goes to the discards. */
  async playLone(seat: number, kind: DieKind, ms: number): Promise<void> {
    await this.deck.discardTable(ms * 0.5);
    const o = this.dieObjs.get(dieKey(seat, kind));
    if (!o) return;
    o.on = null;
    o.alone = true;
    this.seen.built = EMPTY;
    await this.moveDice(seat, ms, [kind]);
  }

  /** Dice go to the lid. */
  async spend(seat: number, kinds: readonly DieKind[], ms: number): Promise<void> {
    for (const k of kinds) {
      const o = this.dieObjs.get(dieKey(seat, k));
      if (o) Object.assign(o, { spent: true, on: null, alone: false });
    }
    await this.moveDice(seat, ms, kinds);
  }

  /** The cards in play go to the discard pile. */
  discardTable(ms: number): Promise<void> {
    return this.deck.discardTable(ms);
  }

  /** A short text rises over a seat (or the middle of the table, seat null) and fades. */
  flash(seat: number | null, text: string, tint: Tint, ms: number, size = 1, spot: Spot | null = null): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    const l = this.layout;
    const colour = typeof tint === 'string' ? tint : (seatColours(this.ctx.palette)[tint.seat]?.body ?? COLOURS.neutral);
    // Over the cards in play (not on them), or over a seat's cards and dice, or where asked.
    let at: Spot = spot ?? { x: l.play.x, z: l.play.z - 0.4 };
    if (seat !== null && !spot) {
      const place = l.seats[relOf(seat, this.seen.bottom, this.seats)]!;
      at = place.rel === 0 ? { x: place.dice[1].x, z: place.dice[1].z - 0.3 } : place.hand;
    }
    return this.flashes.show(() => flashTexture(text, colour), new THREE.Vector3(at.x, 1.2, at.z), { width: 3.6 * size, height: 0.9 * size, rise: 0.9 }, ms);
  }

  // ---- dragging a die ----

  dragLift(from: Pick): void {
    if (from.kind === 'die') this.dragging = dieKey(from.seat, from.die);
  }

  /** The dragged die follows the pointer, a little above the table. */
  dragFollow(ray: THREE.Raycaster): void {
    if (!this.dragging) return;
    const p = new THREE.Vector3();
    if (!ray.ray.intersectPlane(new THREE.Plane(this.up, -0.6), p)) return;
    this.dice.setPose(this.dragging, { position: p });
  }

  /** The drag ended: the die goes back where the selection puts it (the drop's selection then moves it on). */
  dragDrop(): void {
    const key = this.dragging;
    this.dragging = null;
    const o = key ? this.dieObjs.get(key) : undefined;
    if (o) void this.moveDice(o.seat, PICK_MS * this.ctx.animScale, [o.kind]);
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
    const index = this.deck.pickHand(ray);
    if (index !== null) return { kind: 'card', index };
    const p = new THREE.Vector3();
    if (!ray.ray.intersectPlane(new THREE.Plane(this.up, 0), p)) return null;
    const l = this.layout;
    if (Math.abs(p.x - l.play.x) < l.playWidth / 2 && Math.abs(p.z - l.play.z) < CARD_H * 0.9) return { kind: 'table' };
    if (this.pass) {
      const place = passPlace(this.layout);
      if (inBox(place.button, p)) return { kind: 'pass' };
      const mark = place.marks.findIndex((m) => inBox(m, p));
      if (mark >= 0) return { kind: 'reroll', die: DIE_KINDS[mark]! };
    }
    return null;
  }

  pointOf(p: Pick): THREE.Vector3 | null {
    const centre = (b: Box): THREE.Vector3 => new THREE.Vector3((b.x0 + b.x1) / 2, 0, (b.z0 + b.z1) / 2);
    if (p.kind === 'table') return new THREE.Vector3(this.layout.play.x, 0, this.layout.play.z + CARD_H * 0.6);
    if (p.kind === 'pass') return centre(passPlace(this.layout).button);
    if (p.kind === 'reroll') return centre(passPlace(this.layout).marks[kindIndex(p.die)]!);
    if (p.kind === 'die') return this.dice.positionOf(dieKey(p.seat, p.die)) ?? null;
    const pose = this.deck.handPose(p.index);
    // The card's top-left part: never under the next card of the fan or a die on it.
    return pose ? new THREE.Vector3(pose.x - 0.3 * pose.s, pose.y, pose.z - 0.35 * pose.s) : null;
  }

  // ---- frames ----

  protected override moving(): boolean {
    return this.deck.moving;
  }

  protected override advance(dtSeconds: number): boolean {
    return this.deck.step(Math.min(dtSeconds, 0.1) * 1000);
  }

  protected override land(): void {
    this.deck.finish();
    this.onChange();
  }
}
