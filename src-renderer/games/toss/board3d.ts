/**
 * The PipFall Toss lane in three.js, at real scale (metres): the court and both boards
 * (lane3d/court.ts), the frame's dice in their sides' colours, each with a label of what it
 * counts for now and a soft shadow (lane3d/marks.ts), the aim's preview (lane3d/preview.ts), and
 * a camera that stands behind the pitcher in the player's own view, follows a toss down the lane,
 * settles on a close view of the board and goes back (lane3d/camera.ts, lane3d/follow.ts).
 *
 * Nothing is simulated here: a toss is replayed from the engine's tracks (samples of each moving
 * die's pose), and dice at rest stand exactly where the view says. Every pose arrives in the
 * frame of the board pitched at (lane3d/frames.ts places it in the world).
 */
import * as THREE from 'three';
import { FLASH } from '../../design/tokens';
import { Board3D } from '../../ui/3d/board3d';
import { ease, textTexture, warmSprite } from '../../ui/3d/dice';
import type { CoachPoint } from '../../ui/3d/coachArrows';
import type { Extent } from '../../ui/3d/rig';
import type { ViewAngle } from '../../ui/3d/view.svelte';
import type { Motion } from '../../ui/events';
import type { BoardContext } from '../../table/kit';
import type { CoachMark } from '../game-ui';
import { onTop } from './aim';
import { NO_LIT, type TossLit, type TossPick } from './decisions';
import { closeShot, coachShot, LaneCamera, type Shot } from './lane3d/camera';
import { followPlan } from './lane3d/follow';
import { buildCourt } from './lane3d/court';
import { local, overTop, topPips, topPoint, world, worldQuat } from './lane3d/frames';
import { DieLabels, DieShadows, LABEL_LIFT } from './lane3d/marks';
import { AimPreview } from './lane3d/preview';
import type { TossBoardPort, Tossed } from './port';
import type { SideColours } from './sides';
import type { Said } from './texts';
import type { Court, DieLie, End, Quat, Side, Track, TossView, Vec3 } from './types';

/**
 * The coach's arrows are made for boards a few units across; the lane is in metres with 16 mm
 * dice, so they are drawn at this scale (an arrow about 22 cm tall over a die’s label: it must read from the far end of the lane).
 */
const COACH_SCALE = 0.25;
/** A click this near (metres) to where the aim comes down pitches it. */
const PITCH_RADIUS = 0.05;

/** The lane, its boards and dice. */
export class TossLane extends Board3D<TossPick> implements TossBoardPort {
  /** The shared scene's shadow and first framing cover the whole court. */
  readonly extent: Extent;
  private readonly labels: DieLabels;
  private readonly shadows: DieShadows;
  private readonly preview: AimPreview;
  private readonly camera: LaneCamera;
  /** The board pitched at now (its end of the lane frames the tracks). */
  private end: End = 0;
  /** Where each die of the frame is drawn (world), for shadows, labels and the coach. */
  private readonly drawn = new Map<number, { pos: THREE.Vector3; side: Side; visible: boolean }>();
  /** A ring in the pitching side's colour that keeps a flying die in sight (a constant size on screen). */
  private readonly tracer: THREE.Sprite;
  private readonly tracerTextures: readonly [THREE.CanvasTexture, THREE.CanvasTexture];
  /** How long the camera takes to move after a step (the stage learns it from the animation speed). */
  private cameraMs = 700;
  /** What is lit now: the aim in progress comes down where a click pitches it. */
  private lit: TossLit = NO_LIT;
  /** Where the next pitch leaves the hand (board frame), for the resting shot. */
  private release: Vec3 | null = null;
  /** A lesson's close view of the dice its coach talks about, held while the stop shows; null: none. */
  private coaching: Shot | null = null;

  constructor(
    private readonly court: Court,
    private readonly sides: SideColours,
    /** The table's context: how motion is shown now (animated, cut under reduced motion, or at once). */
    private readonly ctx?: Pick<BoardContext, 'motion'>,
  ) {
    super({ size: court.dieSize, shadow: 'none', capacity: 8 });
    this.extent = { width: 4, depth: court.laneLength + 2 * court.boardLength + 1, height: 0.4 };
    this.camera = new LaneCamera(court, this.tweens);
    this.labels = new DieLabels(this.root, sides.css);
    this.shadows = new DieShadows(court);
    this.preview = new AimPreview(court);
    this.root.add(
      this.dice.root,
      buildCourt(court, (x) => this.keep(x)),
      this.preview.root,
      this.shadows.mesh,
    );
    this.tracerTextures = [this.keep(ringTexture(sides.css[0])), this.keep(ringTexture(sides.css[1]))];
    this.tracer = new THREE.Sprite(this.keep(new THREE.SpriteMaterial({ map: this.tracerTextures[0], transparent: true, depthTest: false, sizeAttenuation: false })));
    this.tracer.scale.set(0.045, 0.045, 1);
    this.tracer.renderOrder = 9;
    this.tracer.visible = false;
    this.root.add(this.tracer);
    const coachGroup = new THREE.Group();
    coachGroup.scale.setScalar(COACH_SCALE);
    coachGroup.add(this.coach.root);
    this.root.add(coachGroup);
    // Hidden: lets the scene build the labels' and flashes' shader before the first one shows.
    this.root.add(this.keep(warmSprite()));
  }

  // ---------------------------------------------------------------- the port

  /** The dice, the hand and the camera go where the view says. */
  sync(view: TossView): void {
    const f = view.frame;
    if (!f) {
      this.setHand(0, null, 0);
      return;
    }
    this.syncDice(f.end, view.lies);
    this.end = f.end;
    const n = view.next;
    this.setHand(f.end, n?.release ?? null, n?.side ?? 0);
    this.release = n?.release ?? null;
    this.rest(this.cameraMs);
  }

  /** The camera to its resting shot: a lesson's close view of the dice its coach names, else behind the next pitcher. */
  private rest(ms: number): void {
    void (this.coaching ? this.camera.move(this.end, this.coaching, ms) : this.camera.fromHand(this.end, this.release, ms));
  }

  light(l: TossLit): void {
    this.lit = l;
    const f = l.aim?.flight ?? null;
    this.preview.flight(l.end, f?.points ?? null, f?.landing ?? null, this.sides.css[l.aim?.side ?? 0], f?.where === 'board');
    this.preview.marks(l.end, l.hint, l.focus);
    this.onChange();
  }

  pace(ms: number): void {
    this.cameraMs = ms;
  }

  playing(busy: boolean): void {
    if (busy) this.light(NO_LIT);
  }

  async frameStarted(end: End, ms: number): Promise<void> {
    this.clearDice();
    this.end = end;
    await this.camera.atBoard(end, ms);
  }

  async tossed(e: Tossed, said: Said, ms: (base: number) => number): Promise<void> {
    await this.replay(e, ms(Math.min(4000, e.seconds * 1000)));
    const me = e.dice.find((d) => d.id === e.die);
    if (me) void this.flash(e.end, me.pos, said.text, said.tone === 'bad' ? FLASH.out : FLASH.good, ms(1400));
  }

  // ---------------------------------------------------------------- dice

  /** The die waiting in the pitcher's hand (null: none). */
  private setHand(end: End, release: Vec3 | null, side: Side): void {
    if (!release) {
      this.dice.remove('hand');
    } else {
      this.dice.put('hand', { kind: 'd6', value: 1, x: 0, z: 0, colours: this.sides.dice[side] });
      this.dice.setPose('hand', { position: world(this.court, end, release), quaternion: new THREE.Quaternion().setFromEuler(new THREE.Euler(0.4, 0.7, 0.2)) });
    }
    this.onChange();
  }

  /** Puts the frame's dice exactly where the view says (board frame of `end`); dice in the hole or fouled are not drawn. */
  private syncDice(end: End, lies: readonly DieLie[]): void {
    this.end = end;
    const seen = new Set<number>();
    for (const d of lies) {
      if (d.where !== 'board' && d.where !== 'off') continue;
      seen.add(d.id);
      this.placeDie(end, d.id, d.side, d.pos, d.quat);
    }
    for (const key of this.dice.keys()) if (typeof key === 'number' && !seen.has(key)) this.dropDie(key);
    this.labels.set(lies, (d) => this.drawn.get(d.id)?.pos ?? world(this.court, this.end, d.pos));
    this.refreshShadows();
  }

  private placeDie(end: End, id: number, side: Side, pos: Vec3, quat: Quat): void {
    if (!this.dice.has(id)) this.dice.put(id, { kind: 'd6', value: 1, x: 0, z: 0, colours: this.sides.dice[side] });
    const p = world(this.court, end, pos);
    this.dice.setPose(id, { position: p, quaternion: worldQuat(end, quat), visible: true });
    this.drawn.set(id, { pos: p, side, visible: true });
  }

  private dropDie(id: number): void {
    this.dice.remove(id);
    this.drawn.delete(id);
    this.labels.drop(id);
  }

  /** Takes every die of the frame off the board. */
  private clearDice(): void {
    for (const key of this.dice.keys()) if (typeof key === 'number') this.dropDie(key);
    this.refreshShadows();
  }

  /** Soft round shadows under the dice (not the one in the hand). */
  private refreshShadows(): void {
    const at = [...this.dice.keys()].flatMap((key) => (key === 'hand' ? [] : [this.dice.positionOf(key)].filter((p): p is THREE.Vector3 => p !== null && p !== undefined)));
    this.shadows.place(this.end, at);
    this.onChange();
  }

  // ---------------------------------------------------------------- a lesson's coach

  /** Points the coach's arrows at the dice it names (by the frame's die id) that are drawn now; other marks are the panels'. */
  setCoach(marks: readonly CoachMark[]): void {
    const points: CoachPoint[] = [];
    for (const m of marks) {
      if (m.kind !== 'die') continue;
      const d = this.drawn.get(m.die);
      if (!d?.visible) continue;
      // Over the die's label, in the coach group's scaled frame; no ring (the die may lie on the sloped top).
      points.push({ x: d.pos.x / COACH_SCALE, z: d.pos.z / COACH_SCALE, top: (d.pos.y + LABEL_LIFT + 0.02) / COACH_SCALE, ring: 0 });
    }
    if (this.coach.set(points) && points.length > 0) void this.tweens.run(320, (k) => this.coach.place(undefined, ease(k)));
    // The coach reads those dice's faces: frame them close (a 16 mm die is a speck from the pitcher's spot), and go back after.
    const near = marks.flatMap((m) => (m.kind === 'die' && this.drawn.get(m.die)?.visible ? [this.drawn.get(m.die)!.pos] : []));
    const was = this.coaching;
    this.coaching = near.length > 0 ? coachShot(this.court, this.end, near) : null;
    if (was !== null || this.coaching !== null) this.rest(this.cameraMs);
    this.onChange();
  }

  // ---------------------------------------------------------------- the toss replayed

  /**
   * Replays a toss from the engine's tracks (board frame of its end, `rate` samples a second)
   * over `ms`: the pitched die flies, tumbles and comes to rest; dice it hits move as they were
   * simulated. The camera follows the pitched die and ends over the board. Dice that left play
   * (hole, foul) vanish where their track stops.
   */
  private async replay(e: Tossed, ms: number): Promise<void> {
    const { end, die: pitched, side, tracks, rate, dice: lies } = e;
    this.end = end;
    this.dice.remove('hand');
    this.preview.flight(end, null, null, '', true);
    this.labels.show(false);
    const sideOf = new Map(lies.map((d) => [d.id, d.side] as const));
    const tops = new Map(lies.map((d) => [d.id, topPips(d.quat)] as const));
    const frames = Math.max(1, ...tracks.map((t) => t.samples.length / 7 - 1));
    for (const t of tracks) if (!this.dice.has(t.id)) this.dice.put(t.id, { kind: 'd6', value: 1, x: 0, z: 0, colours: this.sides.dice[sideOf.get(t.id) ?? side] });
    const me = tracks.find((t) => t.id === pitched);
    const rest = lies.find((d) => d.id === pitched);
    const pose = (t: Track, f: number, top: number | undefined, before: number | undefined): { pos: THREE.Vector3; q: THREE.Quaternion; gone: boolean } => {
      const n = t.samples.length / 7;
      const i = Math.min(n - 1, Math.floor(f));
      const j = Math.min(n - 1, i + 1);
      const k = Math.min(1, f - i);
      const s = t.samples;
      const a = new THREE.Vector3(s[i * 7], s[i * 7 + 1], s[i * 7 + 2]);
      const b = new THREE.Vector3(s[j * 7], s[j * 7 + 1], s[j * 7 + 2]);
      const qa = new THREE.Quaternion(s[i * 7 + 3], s[i * 7 + 4], s[i * 7 + 5], s[i * 7 + 6]);
      const qb = new THREE.Quaternion(s[j * 7 + 3], s[j * 7 + 4], s[j * 7 + 5], s[j * 7 + 6]);
      const q = qa.slerp(qb, k);
      // Before half its track a die keeps the turn it was drawn with; then the one that shows its final face.
      const useTop = f >= (n - 1) / 2 ? top : (before ?? top);
      return {
        pos: world(this.court, end, a.lerp(b, k)),
        q: worldQuat(end, q, useTop === undefined ? undefined : useTop),
        gone: f >= n - 1 && lies.every((d) => d.id !== t.id || d.where === 'hole' || d.where === 'foul'),
      };
    };
    const close = closeShot(this.court, end, rest && rest.where !== 'hole' ? rest.pos : null);
    this.camera.startFollow();
    // The camera's plan: it rides behind (towards the pitcher) and above the die, and settles on the close view.
    const plan = followPlan({
      start: this.camera.shown,
      close,
      die: (k) => (me ? pose(me, Math.min(k * frames, me.samples.length / 7 - 1), undefined, undefined).pos : close.look),
      behind: world(this.court, end, [0, 0.32, -0.8]).sub(world(this.court, end, [0, 0, 0])),
      motion: this.motion(ms),
    });
    const startTops = new Map<number, number>();
    for (const t of tracks) {
      const s = t.samples;
      startTops.set(t.id, topPips(new THREE.Quaternion(s[3], s[4], s[5], s[6])));
    }
    await this.dice.run(ms, (k) => {
      const f = k * frames;
      for (const t of tracks) {
        const p = pose(t, f, tops.get(t.id), t.id === pitched ? tops.get(t.id) : startTops.get(t.id));
        const left = lies.find((d) => d.id === t.id);
        const gone = k >= 1 && (left?.where === 'hole' || left?.where === 'foul');
        const sinking = left?.where === 'hole' && f >= t.samples.length / 7 - 1 - rate * 0.1;
        this.dice.setPose(t.id, { position: p.pos, quaternion: p.q, visible: !gone, scale: sinking ? 0.9 : 1 });
        this.drawn.set(t.id, { pos: p.pos, side: sideOf.get(t.id) ?? side, visible: !gone });
      }
      // A ring keeps the flying die in sight; the camera follows the plan (it cuts instead under reduced motion).
      if (me && ms > 0) {
        this.tracer.material.map = this.tracerTextures[side];
        this.tracer.position.copy(pose(me, Math.min(f, me.samples.length / 7 - 1), undefined, undefined).pos);
        this.tracer.visible = k < 1 && f < me.samples.length / 7 - 1;
        if (plan.follows) this.camera.chase(plan.at(k));
      }
      this.refreshShadows();
    });
    this.camera.settle(plan.close, plan.holdMs);
    this.tracer.visible = false;
    for (const d of lies) if (d.where === 'hole' || d.where === 'foul') this.dropDie(d.id);
    this.syncDice(end, lies);
    this.labels.show(true);
  }

  /** A short text rises over a spot of the board pitched at from `end` and fades ("Leaner! +3", "In the hole −3"). */
  private flash(end: End, at: Vec3, text: string, colour: string, ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    // A longer line ("Off the board: slid off the far edge") gets a wider plate rather than smaller letters.
    const wide = Math.min(2.2, Math.max(1, text.length / 16));
    const draw = (): THREE.Texture =>
      textTexture(text, { width: Math.round(512 * wide), height: 112, font: 'bold 60px system-ui, sans-serif', color: colour, background: 'rgba(10,20,16,0.72)' });
    const base = world(this.court, end, at).add(new THREE.Vector3(0, 0.09, 0));
    return this.flashes.show(draw, base, { width: 0.36 * wide, height: 0.079, rise: 0.08, hold: 0.75 }, ms);
  }

  // ---------------------------------------------------------------- picking and the camera

  /** Where a ray meets the top of the board pitched at: the aim's landing (a click pitches), or a spot to aim at; null off the top. */
  pick(ray: THREE.Raycaster): TossPick | null {
    const c = this.court;
    const plane = new THREE.Plane().setFromCoplanarPoints(topPoint(c, this.end, 0, 0), topPoint(c, this.end, 0, 1), topPoint(c, this.end, 1, 0));
    const p = new THREE.Vector3();
    if (!ray.ray.intersectPlane(plane, p)) return null;
    const at = local(c, this.end, p);
    const over = overTop(c, at);
    if (!over.on) return null;
    const landing = this.lit.aim ? onTop(c, this.lit.aim.flight.landing) : null;
    if (landing && Math.hypot(landing.u - at[0], landing.s - over.s) <= PITCH_RADIUS) return { kind: 'pitch' };
    return { kind: 'spot', u: at[0], s: over.s };
  }

  /** Where a pick is in the world (the e2e hook). */
  pointOf(p: TossPick): THREE.Vector3 | null {
    if (p.kind === 'spot') return topPoint(this.court, this.end, p.u, p.s);
    if (p.kind === 'pitch' && this.lit.aim) return world(this.court, this.lit.end, this.lit.aim.flight.landing);
    return null;
  }

  /** Places the camera in the player's view `angle` (the shared scene calls this at every frame). */
  placeCamera(camera: THREE.PerspectiveCamera, aspect: number, angle?: ViewAngle): void {
    this.camera.place(camera, aspect, angle);
  }

  /** How a toss replayed over `ms` is shown: the table's motion now, or animated when it takes time at all. */
  private motion(ms: number): Motion {
    return this.ctx?.motion ?? (ms > 0 ? 'animate' : 'jump');
  }

  protected override moving(): boolean {
    return this.camera.busy;
  }

  override dispose(): void {
    super.dispose();
    this.labels.dispose();
    this.shadows.dispose();
    this.preview.dispose();
  }
}

/** A ring drawn once in `colour`, for the tracer. */
function ringTexture(colour: string): THREE.CanvasTexture {
  const cv = document.createElement('canvas');
  cv.width = cv.height = 64;
  const g = cv.getContext('2d')!;
  g.strokeStyle = 'rgba(255,255,255,0.9)';
  g.lineWidth = 9;
  g.beginPath();
  g.arc(32, 32, 24, 0, Math.PI * 2);
  g.stroke();
  g.strokeStyle = colour;
  g.lineWidth = 5;
  g.stroke();
  const tex = new THREE.CanvasTexture(cv);
  tex.colorSpace = THREE.SRGBColorSpace;
  return tex;
}
