/**
 * The PipFall Toss lane in three.js, at real scale (metres): a lawn with two boards 8.23 m
 * apart front edge to front edge, each with its hole, foul lines and the two lanes; the frame's
 * dice in their sides' colours, each with a small label of what it counts for now; the aim's
 * preview (a dotted arc and where it comes down); a camera that stands behind the pitcher,
 * follows a toss down the lane and then looks at the target board.
 *
 * Nothing is simulated here: a toss is replayed from the engine's tracks (samples of each moving
 * die's pose), and dice at rest stand exactly where the view says. Every pose arrives in the
 * frame of the board pitched at (front edge at z = 0, +z away from the pitcher, +x to the
 * pitcher's left); `world` places that board at its end of the lane.
 *
 * The engine's dice carry 1 on +y, 2 on +x and 3 on +z (judge.ts); the shared d6 carries 2 on
 * +z and 3 on +x: its mirror image. A die is drawn turned a quarter about its own y so the face
 * the engine reads on top is the one shown on top (the hidden sides may differ from a real die).
 */
import * as THREE from 'three';
import { FlashSprites } from '../../ui/3d/flashes';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { textTexture, Tweens, ease, warmSprite, type DieColours } from '../../ui/3d/dice';
import { CoachArrows, type CoachPoint } from '../../ui/3d/coachArrows';
import { DiceSet } from '../../ui/3d/diceSet';
import type { CoachMark } from '../game-ui';
import type { Extent, SceneBoard } from '../../ui/3d/rig';
import type { Court, DieLie, End, Quat, Track, Vec3 } from './types';

/** What a pointer ray can hit: a spot on the top of the board pitched at (for click-to-aim). */
export interface LanePick {
  readonly kind: 'spot';
  /** Across the board (+ = the pitcher's left) and up the slope from the front edge, metres. */
  readonly u: number;
  readonly s: number;
}

/** The engine's face layout: axis and pips (judge.ts FACES). */
const ENGINE_FACES: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 0, 1],
  [0, -1, 0, 6],
  [1, 0, 0, 2],
  [-1, 0, 0, 5],
  [0, 0, 1, 3],
  [0, 0, -1, 4],
];
const Y = new THREE.Vector3(0, 1, 0);
/** Turns that draw the shared d6 with the engine's face on top: 1, 2, 5, 6 with one, 3 and 4 with the other. */
const MIRROR_A = new THREE.Quaternion().setFromAxisAngle(Y, Math.PI / 2);
const MIRROR_B = new THREE.Quaternion().setFromAxisAngle(Y, -Math.PI / 2);
const HALF_TURN = new THREE.Quaternion().setFromAxisAngle(Y, Math.PI);

/** The engine's face on top for a die turned by `q` (presentation only: the engine judges). */
function topPips(q: THREE.Quaternion): number {
  let best = 1;
  let up = -Infinity;
  const v = new THREE.Vector3();
  for (const [x, y, z, pips] of ENGINE_FACES) {
    const h = v.set(x, y, z).applyQuaternion(q).y;
    if (h > up) {
      up = h;
      best = pips;
    }
  }
  return best;
}

/** How far the label floats over its die. */
const LABEL_LIFT = 0.045;
/** Dots of the aim preview. */
const PREVIEW_DOTS = 48;
/**
 * The coach's arrows are made for boards a few units across; the lane is in metres with 16 mm
 * dice, so they are drawn at this scale (an arrow about 22 cm tall over a die’s label: it must read from the far end of the lane).
 */
const COACH_SCALE = 0.25;

/** A camera shot: where it stands, what it looks at, its field of view. */
interface Shot {
  readonly pos: THREE.Vector3;
  readonly look: THREE.Vector3;
  readonly fov: number;
}

/** The lane, its boards and dice. */
export class TossLane implements SceneBoard<LanePick> {
  readonly root = new THREE.Group();
  /** The shared scene's shadow and first framing cover the whole court. */
  readonly extent: Extent;
  onChange: () => void = () => {};
  private readonly tweens = new Tweens(() => this.onChange());
  private readonly dice: DiceSet;
  private readonly disposables: { dispose(): void }[] = [];
  private readonly labels = new Map<number, THREE.Sprite>();
  private readonly flashes = new FlashSprites(this.root, this.tweens);
  private readonly shadows: THREE.InstancedMesh;
  private readonly previewDots: THREE.InstancedMesh;
  private readonly landingRing: THREE.Mesh;
  /** The board pitched at now (its end of the lane frames the tracks). */
  private end: End = 0;
  /** Where each die of the frame is drawn (world), for shadows and labels. */
  private readonly drawn = new Map<number, { pos: THREE.Vector3; side: 0 | 1; visible: boolean }>();
  private cam: Shot;
  private camBusy = false;
  /** A ring in the pitching side's colour that keeps a flying die in sight (a constant size on screen). */
  private readonly tracer: THREE.Sprite;
  private readonly tracerTextures: readonly [THREE.CanvasTexture, THREE.CanvasTexture];
  /** A lesson coach's arrows over the dice it names (in a scaled group: see COACH_SCALE). */
  private readonly coach = new CoachArrows();
  private readonly coachGroup = new THREE.Group();

  constructor(
    private readonly court: Court,
    /** Side A's and side B's dice colours. */
    private readonly sideDice: readonly [DieColours, DieColours],
    /** Side A's and side B's label colours (CSS). */
    private readonly sideCss: readonly [string, string],
  ) {
    const L = court.laneLength;
    this.extent = { width: 4, depth: L + 2 * court.boardLength + 1, height: 0.4 };
    this.dice = new DiceSet({ size: court.dieSize, shadow: 'none', capacity: 8 });
    this.dice.onChange = () => this.onChange();
    this.root.add(this.dice.root);
    this.buildCourt();

    const dot = this.keep(new THREE.SphereGeometry(1, 10, 8));
    this.previewDots = new THREE.InstancedMesh(dot, this.keep(new THREE.MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.85 })), PREVIEW_DOTS);
    this.previewDots.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(PREVIEW_DOTS * 3).fill(1), 3);
    this.previewDots.frustumCulled = false;
    this.previewDots.count = 0;
    this.previewDots.visible = false;
    this.root.add(this.previewDots);
    this.landingRing = new THREE.Mesh(
      this.keep(new THREE.RingGeometry(0.03, 0.042, 32)),
      this.keep(new THREE.MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.95, side: THREE.DoubleSide, depthWrite: false })),
    );
    this.landingRing.visible = false;
    this.landingRing.renderOrder = 2;
    this.root.add(this.landingRing);

    const blob = this.keep(new THREE.CircleGeometry(1, 20));
    this.shadows = new THREE.InstancedMesh(blob, this.keep(new THREE.MeshBasicMaterial({ color: '#000000', transparent: true, opacity: 0.35, depthWrite: false })), 8);
    this.shadows.frustumCulled = false;
    this.shadows.count = 0;
    this.root.add(this.shadows);
    this.tracerTextures = [this.keep(this.ringTexture(sideCss[0])), this.keep(this.ringTexture(sideCss[1]))];
    this.tracer = new THREE.Sprite(this.keep(new THREE.SpriteMaterial({ map: this.tracerTextures[0], transparent: true, depthTest: false, sizeAttenuation: false })));
    this.tracer.scale.set(0.045, 0.045, 1);
    this.tracer.renderOrder = 9;
    this.tracer.visible = false;
    this.root.add(this.tracer);
    this.coachGroup.scale.setScalar(COACH_SCALE);
    this.coachGroup.add(this.coach.root);
    this.root.add(this.coachGroup);
    // Hidden: lets the scene build the labels' and flashes' shader before the first one shows.
    this.root.add(this.keep(warmSprite()));
    this.cam = this.boardShot();
  }

  private keep<T extends { dispose(): void }>(x: T): T {
    this.disposables.push(x);
    return x;
  }

  // ---------------------------------------------------------------- frames

  /** A point in the frame of the board pitched at from `end`, in the world. */
  world(end: End, p: Vec3 | THREE.Vector3): THREE.Vector3 {
    const [x, y, z] = p instanceof THREE.Vector3 ? [p.x, p.y, p.z] : p;
    const L = this.court.laneLength;
    return end === 0 ? new THREE.Vector3(x, y, z + L / 2) : new THREE.Vector3(-x, y, -L / 2 - z);
  }

  /** An engine orientation in `end`'s board frame as the drawn die's world orientation. */
  private worldQuat(end: End, q: Quat | THREE.Quaternion, top?: number): THREE.Quaternion {
    const e = q instanceof THREE.Quaternion ? q.clone() : new THREE.Quaternion(q[0], q[1], q[2], q[3]);
    const pips = top ?? topPips(e);
    const w = end === 0 ? e : HALF_TURN.clone().multiply(e);
    return w.multiply(pips === 3 || pips === 4 ? MIRROR_B : MIRROR_A);
  }

  /** A point on the top of the board pitched at from `end`: u across, s up the slope, h above it. */
  private topPoint(end: End, u: number, s: number, h = 0): THREE.Vector3 {
    const c = this.court;
    const n: Vec3 = [0, Math.cos(c.slope), -Math.sin(c.slope)];
    return this.world(end, [u + n[0] * h, c.frontHeight + s * Math.sin(c.slope) + n[1] * h, s * Math.cos(c.slope) + n[2] * h]);
  }

  // ---------------------------------------------------------------- the court

  private buildCourt(): void {
    const c = this.court;
    const L = c.laneLength;
    const grass = this.keep(this.grassTexture());
    const lawn = new THREE.Mesh(this.keep(new THREE.PlaneGeometry(130, 130)), this.keep(new THREE.MeshLambertMaterial({ map: grass })));
    lawn.rotation.x = -Math.PI / 2;
    lawn.receiveShadow = true;
    this.root.add(lawn, this.sky());
    // The court: a mown strip between and around the boards, and the foul lines at each front edge.
    const strip = new THREE.Mesh(
      this.keep(new THREE.PlaneGeometry(2.6, L + 2 * c.boardLength + 1.6)),
      this.keep(new THREE.MeshLambertMaterial({ color: '#5f8f4a', transparent: true, opacity: 0.55 })),
    );
    strip.rotation.x = -Math.PI / 2;
    strip.position.y = 0.002;
    strip.receiveShadow = true;
    this.root.add(strip);
    const lineMat = this.keep(new THREE.MeshStandardMaterial({ color: '#f4f1e6', roughness: 0.9 }));
    const lines = new THREE.InstancedMesh(this.keep(new THREE.BoxGeometry(2.6, 0.004, 0.05)), lineMat, 2);
    lines.receiveShadow = true;
    for (const end of [0, 1] as const) {
      lines.setMatrixAt(end, new THREE.Matrix4().makeTranslation(this.world(end, [0, 0.002, -0.025])));
      this.root.add(this.buildBoard(end));
    }
    this.root.add(lines);
    this.disposables.push(lines);
  }

  /** A ring drawn once in `colour`, for the tracer. */
  private ringTexture(colour: string): THREE.CanvasTexture {
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

  /** A sky: a dome shaded from a pale horizon to blue overhead (one draw call, unlit). */
  private sky(): THREE.Mesh {
    const geo = this.keep(new THREE.SphereGeometry(60, 24, 12, 0, Math.PI * 2, 0, Math.PI / 2));
    const pos = geo.getAttribute('position');
    const colours = new Float32Array(pos.count * 3);
    const low = new THREE.Color('#dfe9e6');
    const high = new THREE.Color('#6f9fd0');
    const c = new THREE.Color();
    for (let i = 0; i < pos.count; i++) {
      c.copy(low).lerp(high, Math.min(1, Math.max(0, pos.getY(i) / 30)) ** 0.6);
      colours.set([c.r, c.g, c.b], i * 3);
    }
    geo.setAttribute('color', new THREE.BufferAttribute(colours, 3));
    const dome = new THREE.Mesh(geo, this.keep(new THREE.MeshBasicMaterial({ vertexColors: true, side: THREE.BackSide, fog: false })));
    dome.position.y = -0.5;
    return dome;
  }

  private grassTexture(): THREE.CanvasTexture {
    const cv = document.createElement('canvas');
    cv.width = cv.height = 256;
    const g = cv.getContext('2d')!;
    g.fillStyle = '#3f6e35';
    g.fillRect(0, 0, 256, 256);
    // Mown stripes and a little noise (a fixed pattern: no randomness needed).
    for (let i = 0; i < 8; i++) {
      g.fillStyle = i % 2 ? 'rgba(255,255,255,0.04)' : 'rgba(0,0,0,0.05)';
      g.fillRect(0, i * 32, 256, 32);
    }
    for (let i = 0; i < 1400; i++) {
      const x = (i * 73) % 256;
      const y = (i * 151 + (i >> 3) * 17) % 256;
      g.fillStyle = i % 3 ? 'rgba(20,50,20,0.25)' : 'rgba(140,190,110,0.18)';
      g.fillRect(x, y, 1, 3);
    }
    const tex = new THREE.CanvasTexture(cv);
    tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
    tex.repeat.set(65, 65);
    tex.colorSpace = THREE.SRGBColorSpace;
    tex.anisotropy = 8;
    return tex;
  }

  /** The board's painted top: its hole and a ring round it, drawn once. */
  private topTexture(): THREE.CanvasTexture {
    const c = this.court;
    const px = 400;
    const cv = document.createElement('canvas');
    cv.width = Math.round(c.boardWidth * px);
    cv.height = Math.round(c.boardLength * px);
    const g = cv.getContext('2d')!;
    const grad = g.createLinearGradient(0, 0, 0, cv.height);
    grad.addColorStop(0, '#dcb77a');
    grad.addColorStop(1, '#cfa564');
    g.fillStyle = grad;
    g.fillRect(0, 0, cv.width, cv.height);
    // Wood grain.
    g.strokeStyle = 'rgba(140,100,50,0.10)';
    for (let i = 0; i < 30; i++) {
      g.beginPath();
      const x = (i * 37) % cv.width;
      g.moveTo(x, 0);
      g.bezierCurveTo(x + 8, cv.height * 0.3, x - 8, cv.height * 0.7, x + 4, cv.height);
      g.stroke();
    }
    // The box's top face maps the canvas' top row to the board's front edge. A painted band
    // near the front, and the hole with a painted ring round it.
    g.fillStyle = '#1f5c4a';
    g.fillRect(0, 0.04 * px, cv.width, 0.05 * px);
    const hx = cv.width / 2;
    const hy = c.holeS * px;
    g.fillStyle = '#1f5c4a';
    g.beginPath();
    g.arc(hx, hy, (c.holeRadius + 0.03) * px, 0, Math.PI * 2);
    g.fill();
    const hole = g.createRadialGradient(hx, hy, 0, hx, hy, c.holeRadius * px);
    hole.addColorStop(0, '#050505');
    hole.addColorStop(0.85, '#111');
    hole.addColorStop(1, '#2a2a2a');
    g.fillStyle = hole;
    g.beginPath();
    g.arc(hx, hy, c.holeRadius * px, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = 'rgba(255,255,255,0.5)';
    g.lineWidth = 3;
    g.strokeRect(2, 2, cv.width - 4, cv.height - 4);
    const tex = new THREE.CanvasTexture(cv);
    tex.colorSpace = THREE.SRGBColorSpace;
    tex.anisotropy = 8;
    return tex;
  }

  private boardTop: THREE.CanvasTexture | null = null;

  /** One board in its end's frame: the sloped top with its hole, side rails, a back and legs. */
  private buildBoard(end: End): THREE.Group {
    const c = this.court;
    const g = new THREE.Group();
    this.boardTop ??= this.keep(this.topTexture());
    const wood = this.keep(new THREE.MeshStandardMaterial({ color: '#a87a48', roughness: 0.75 }));
    const face = this.keep(new THREE.MeshStandardMaterial({ map: this.boardTop, roughness: 0.55 }));
    // Three groups and two materials, not six: the painted top (the box's +y face, indices 12-17) and the wood round it.
    const plate = this.keep(new THREE.BoxGeometry(c.boardWidth, c.plateThickness, c.boardLength));
    plate.clearGroups();
    plate.addGroup(0, 12, 0);
    plate.addGroup(12, 6, 1);
    plate.addGroup(18, 18, 0);
    const top = new THREE.Mesh(plate, [wood, face]);
    const mid = c.boardLength / 2;
    top.position.set(0, c.frontHeight + mid * Math.sin(c.slope) - (Math.cos(c.slope) * c.plateThickness) / 2, mid * Math.cos(c.slope) + (Math.sin(c.slope) * c.plateThickness) / 2);
    top.rotation.x = -c.slope;
    top.castShadow = true;
    top.receiveShadow = true;
    g.add(top);
    // The frame under the top, one mesh: side rails hanging 9 cm under it, the back closed down
    // to the ground, the front apron. Each part is placed by baking its transform into a copy.
    const part = (w: number, h: number, d: number, x: number, y: number, z: number, tilt: number): THREE.BufferGeometry => {
      const geo = new THREE.BoxGeometry(w, h, d);
      geo.applyMatrix4(
        new THREE.Matrix4().compose(new THREE.Vector3(x, y, z), new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(1, 0, 0), tilt), new THREE.Vector3(1, 1, 1)),
      );
      return geo;
    };
    const parts = [
      part(0.02, 0.09, c.boardLength, -(c.boardWidth / 2 - 0.01), top.position.y - 0.045, top.position.z, -c.slope),
      part(0.02, 0.09, c.boardLength, c.boardWidth / 2 - 0.01, top.position.y - 0.045, top.position.z, -c.slope),
      part(c.boardWidth, c.backHeight - 0.02, 0.02, 0, (c.backHeight - 0.02) / 2, c.boardLength * Math.cos(c.slope) - 0.01, 0),
      part(c.boardWidth, c.frontHeight, 0.02, 0, c.frontHeight / 2, 0.01, 0),
    ];
    const frameGeo = this.keep(mergeGeometries(parts));
    for (const p of parts) p.dispose();
    // Under the top it casts little shadow worth a pass of its own.
    const frame = new THREE.Mesh(frameGeo, wood);
    frame.receiveShadow = true;
    g.add(frame);
    // Placed at its end: the frame's origin is the front edge at ground level.
    const origin = this.world(end, [0, 0, 0]);
    g.position.copy(origin);
    if (end === 1) g.rotation.y = Math.PI;
    return g;
  }

  // ---------------------------------------------------------------- the camera

  /**
   * Behind and above the pitcher's hand at `release` (board frame of `end`), looking down the
   * lane: the whole arc of a lob (it rises 3-4 m) and the board at the far end are in view.
   */
  private pitcherShot(end: End, release: Vec3): Shot {
    const pos = this.world(end, [release[0] * 0.9, release[1] + 1.5, release[2] - 2.6]);
    const look = this.world(end, [release[0] * 0.2, 2.3, release[2] * 0.42]);
    return { pos, look, fov: 52 };
  }

  /** In front of and above the board pitched at from `end`, its whole top in view. */
  private boardShot(end: End = this.end): Shot {
    const c = this.court;
    return { pos: this.world(end, [0, 0.98, -0.72]), look: this.world(end, [0, c.frontHeight + 0.1, c.boardLength * 0.5]), fov: 40 };
  }

  /** Places the camera (the shared scene calls this): a wider view on narrow canvases. */
  placeCamera(camera: THREE.PerspectiveCamera, aspect: number): void {
    const shot = this.cam;
    const fov = aspect < 1.2 ? shot.fov * (1.2 / Math.max(0.5, aspect)) ** 0.8 : shot.fov;
    if (camera.position.equals(shot.pos) && camera.fov === fov && camera.near === 0.01) return;
    camera.position.copy(shot.pos);
    camera.fov = fov;
    camera.aspect = aspect;
    camera.near = 0.01;
    camera.far = 80;
    camera.lookAt(shot.look);
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld();
  }

  /** Moves the camera to a shot over `ms` (at once for 0). */
  private async moveCamera(to: Shot, ms: number): Promise<void> {
    const from = this.cam;
    this.camBusy = true;
    await this.tweens.run(ms, (k) => {
      const e = ease(k);
      this.cam = { pos: from.pos.clone().lerp(to.pos, e), look: from.look.clone().lerp(to.look, e), fov: from.fov + (to.fov - from.fov) * e };
    });
    this.camBusy = false;
  }

  /** The camera behind the next pitcher (release in `end`'s board frame), or over the board when nobody pitches. */
  async lookFromHand(end: End, release: Vec3 | null, ms: number): Promise<void> {
    this.end = end;
    await this.moveCamera(release ? this.pitcherShot(end, release) : this.boardShot(end), ms);
  }

  /** The camera over the board pitched at from `end`. */
  async lookAtBoard(end: End, ms: number): Promise<void> {
    this.end = end;
    await this.moveCamera(this.boardShot(end), ms);
  }

  // ---------------------------------------------------------------- dice

  /** The die waiting in the pitcher's hand (null: none). */
  setHand(end: End, release: Vec3 | null, side: 0 | 1): void {
    if (!release) {
      this.dice.remove('hand');
    } else {
      this.dice.put('hand', { kind: 'd6', value: 1, x: 0, z: 0, colours: this.sideDice[side] });
      this.dice.setPose('hand', { position: this.world(end, release), quaternion: new THREE.Quaternion().setFromEuler(new THREE.Euler(0.4, 0.7, 0.2)) });
    }
    this.onChange();
  }

  /** Puts the frame's dice exactly where the view says (board frame of `end`); dice in the hole or fouled are not drawn. */
  syncDice(end: End, lies: readonly DieLie[]): void {
    this.end = end;
    const seen = new Set<number>();
    for (const d of lies) {
      const shown = d.where === 'board' || d.where === 'off';
      if (!shown) continue;
      seen.add(d.id);
      this.placeDie(end, d.id, d.side, d.pos, d.quat);
    }
    for (const key of this.dice.keys()) if (typeof key === 'number' && !seen.has(key)) this.dropDie(key);
    this.setLabels(lies);
    this.refreshShadows();
  }

  private placeDie(end: End, id: number, side: 0 | 1, pos: Vec3, quat: Quat): void {
    if (!this.dice.has(id)) this.dice.put(id, { kind: 'd6', value: 1, x: 0, z: 0, colours: this.sideDice[side] });
    const p = this.world(end, pos);
    this.dice.setPose(id, { position: p, quaternion: this.worldQuat(end, quat), visible: true });
    this.drawn.set(id, { pos: p, side, visible: true });
  }

  private dropDie(id: number): void {
    this.dice.remove(id);
    this.drawn.delete(id);
    this.dropLabel(id);
  }

  /** Takes every die of the frame off the board. */
  clearDice(): void {
    for (const key of this.dice.keys()) if (typeof key === 'number') this.dropDie(key);
    this.refreshShadows();
  }

  /** A label over each die at rest: what it counts for now ("5", "L", "off"), in its side's colour. */
  setLabels(lies: readonly DieLie[]): void {
    for (const id of [...this.labels.keys()]) if (!lies.some((d) => d.id === id && (d.where === 'board' || d.where === 'off'))) this.dropLabel(id);
    for (const d of lies) {
      if (d.where !== 'board' && d.where !== 'off') continue;
      const text = d.where === 'off' ? '0' : d.provisional === 'leaner' ? 'L' : String(d.provisional);
      const key = `${text}:${d.side}`;
      let s = this.labels.get(d.id);
      if (s && s.name !== key) {
        this.dropLabel(d.id);
        s = undefined;
      }
      if (!s) {
        const tex = textTexture(text, { width: 96, height: 96, font: 'bold 64px system-ui, sans-serif', color: '#ffffff', background: this.sideCss[d.side] });
        s = new THREE.Sprite(new THREE.SpriteMaterial({ map: tex, transparent: true, depthTest: false, opacity: d.where === 'off' ? 0.6 : 1 }));
        s.name = key;
        s.renderOrder = 8;
        s.scale.set(0.035, 0.035, 1);
        this.root.add(s);
        this.labels.set(d.id, s);
      }
      const at = this.drawn.get(d.id)?.pos ?? this.world(this.end, d.pos);
      s.position.set(at.x, at.y + LABEL_LIFT, at.z);
    }
    this.onChange();
  }

  private dropLabel(id: number): void {
    const s = this.labels.get(id);
    if (!s) return;
    this.labels.delete(id);
    s.removeFromParent();
    s.material.map?.dispose();
    s.material.dispose();
  }

  private showLabels(on: boolean): void {
    for (const s of this.labels.values()) s.visible = on;
  }

  /** Soft round shadows under the dice, on the board's top or the lawn. */
  private refreshShadows(): void {
    const c = this.court;
    const m = new THREE.Matrix4();
    const q = new THREE.Quaternion();
    let n = 0;
    const all: THREE.Vector3[] = [];
    for (const key of this.dice.keys()) {
      const p = this.dice.positionOf(key);
      if (p && key !== 'hand') all.push(p);
    }
    for (const p of all) {
      if (n >= 8) break;
      // Back into the board frame to find the surface under the die.
      const L = c.laneLength;
      const local: Vec3 = this.end === 0 ? [p.x, p.y, p.z - L / 2] : [-p.x, p.y, -L / 2 - p.z];
      const s = local[2] / Math.cos(c.slope);
      const onBoard = Math.abs(local[0]) <= c.boardWidth / 2 && s >= 0 && s <= c.boardLength;
      const under = onBoard ? this.topPoint(this.end, local[0], s, 0.0008) : new THREE.Vector3(p.x, 0.003, p.z);
      // A die high in the air casts a small faint spot; none at all above a metre.
      const height = Math.max(0, p.y - under.y);
      const size = height > 1 ? 0 : c.dieSize * 1.3 * Math.max(0.35, 1 - height);
      q.setFromEuler(new THREE.Euler(-Math.PI / 2 + (onBoard ? (this.end === 0 ? -c.slope : c.slope) : 0), 0, 0));
      m.compose(under, q, new THREE.Vector3(size, size, size));
      this.shadows.setMatrixAt(n++, m);
    }
    this.shadows.count = n;
    this.shadows.visible = n > 0;
    this.shadows.instanceMatrix.needsUpdate = true;
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
    this.onChange();
  }

  // ---------------------------------------------------------------- the aim's preview

  /** Shows the flight of an aim (points in `end`'s board frame) and where it comes down; null hides it. */
  setPreview(end: End, points: readonly Vec3[] | null, landing: Vec3 | null, colour: string, good: boolean): void {
    if (!points || points.length === 0) {
      this.previewDots.visible = false;
      this.previewDots.count = 0;
      this.landingRing.visible = false;
      this.onChange();
      return;
    }
    const m = new THREE.Matrix4();
    const col = new THREE.Color(colour);
    const count = Math.min(PREVIEW_DOTS, points.length);
    for (let i = 0; i < count; i++) {
      const p = points[Math.floor((i * (points.length - 1)) / Math.max(1, count - 1))]!;
      const r = 0.014;
      m.compose(this.world(end, p), new THREE.Quaternion(), new THREE.Vector3(r, r, r));
      this.previewDots.setMatrixAt(i, m);
      this.previewDots.setColorAt(i, col);
    }
    this.previewDots.count = count;
    this.previewDots.visible = true;
    this.previewDots.instanceMatrix.needsUpdate = true;
    if (this.previewDots.instanceColor) this.previewDots.instanceColor.needsUpdate = true;
    if (landing) {
      const c = this.court;
      const w = this.world(end, landing);
      const local = landing;
      const s = (local[1] - c.frontHeight) * Math.sin(c.slope) + local[2] * Math.cos(c.slope);
      const onBoard = Math.abs(local[0]) <= c.boardWidth / 2 && s >= 0 && s <= c.boardLength && local[1] > 0.02;
      const at = onBoard ? this.topPoint(end, local[0], s, 0.002) : new THREE.Vector3(w.x, 0.004, w.z);
      this.landingRing.position.copy(at);
      this.landingRing.rotation.set(-Math.PI / 2 + (onBoard ? (end === 0 ? -c.slope : c.slope) : 0), 0, 0);
      (this.landingRing.material as THREE.MeshBasicMaterial).color.set(good ? '#ffffff' : '#ff8a7a');
      this.landingRing.visible = true;
    }
    this.onChange();
  }

  // ---------------------------------------------------------------- the toss replayed

  /**
   * Replays a toss from the engine's tracks (board frame of `end`, `rate` samples a second) over
   * `ms`: the pitched die flies, tumbles and comes to rest; dice it hits move as they were
   * simulated. The camera follows the pitched die and ends over the board. Dice that left play
   * (hole, foul) vanish where their track stops.
   */
  async replay(end: End, pitched: number, side: 0 | 1, tracks: readonly Track[], rate: number, lies: readonly DieLie[], ms: number): Promise<void> {
    this.end = end;
    this.dice.remove('hand');
    this.setPreview(end, null, null, '#fff', true);
    this.showLabels(false);
    const sideOf = new Map(lies.map((d) => [d.id, d.side] as const));
    const tops = new Map(lies.map((d) => [d.id, topPips(new THREE.Quaternion(d.quat[0], d.quat[1], d.quat[2], d.quat[3]))] as const));
    const frames = Math.max(1, ...tracks.map((t) => t.samples.length / 7 - 1));
    for (const t of tracks) if (!this.dice.has(t.id)) this.dice.put(t.id, { kind: 'd6', value: 1, x: 0, z: 0, colours: this.sideDice[sideOf.get(t.id) ?? side] });
    const me = tracks.find((t) => t.id === pitched);
    const board = this.boardShot(end);
    const release = me ? this.world(end, [me.samples[0]!, me.samples[1]!, me.samples[2]!]) : board.pos;
    const span = Math.max(0.5, board.look.distanceTo(release));
    // Where the chasing camera rides relative to the die: behind it (towards the pitcher) and above.
    const behind = this.world(end, [0, 0.32, -0.8]).sub(this.world(end, [0, 0, 0]));
    const rideFov = 34;
    const start = this.cam;
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
        pos: this.world(end, a.lerp(b, k)),
        q: this.worldQuat(end, q, useTop === undefined ? undefined : useTop),
        gone: f >= n - 1 && lies.every((d) => d.id !== t.id || d.where === 'hole' || d.where === 'foul'),
      };
    };
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
      // The camera chases the die: it leaves the pitcher's shoulder as the die leaves the hand,
      // rides behind and above it down the lane (a die is 2 cm; from the pitcher's spot it is a
      // speck by mid-lane), and settles over the board as the die comes down.
      if (me && ms > 0) {
        const d = pose(me, Math.min(f, me.samples.length / 7 - 1), undefined, undefined).pos;
        this.tracer.material.map = this.tracerTextures[side];
        this.tracer.position.copy(d);
        this.tracer.visible = k < 1 && f < me.samples.length / 7 - 1;
        const progress = Math.min(1, Math.max(0, 1 - d.distanceTo(board.look) / span));
        const chase = d.clone().add(behind);
        const ride = THREE.MathUtils.smoothstep(k, 0.02, 0.22);
        const settle = Math.max(THREE.MathUtils.smoothstep(progress, 0.72, 0.98), THREE.MathUtils.smoothstep(k, 0.7, 1));
        const pos = start.pos.clone().lerp(chase, ride).lerp(board.pos, settle);
        const look = d.clone().lerp(board.look, Math.max(THREE.MathUtils.smoothstep(progress, 0.85, 1), settle));
        const fov = start.fov + (rideFov - start.fov) * ride;
        this.cam = { pos, look, fov: fov + (board.fov - fov) * settle };
      }
      this.refreshShadows();
    });
    this.cam = board;
    this.tracer.visible = false;
    for (const d of lies) if (d.where === 'hole' || d.where === 'foul') this.dropDie(d.id);
    this.syncDice(end, lies);
    this.showLabels(true);
  }

  /** A short text rises over a spot of the board pitched at from `end` and fades ("Leaner! +3", "In the hole −3"). */
  flash(end: End, at: Vec3, text: string, colour: string, ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    const draw = (): THREE.Texture => textTexture(text, { width: 512, height: 112, font: 'bold 60px system-ui, sans-serif', color: colour, background: 'rgba(10,20,16,0.72)' });
    const base = this.world(end, at).add(new THREE.Vector3(0, 0.09, 0));
    return this.flashes.show(draw, base, { width: 0.36, height: 0.079, rise: 0.08, hold: 0.75 }, ms);
  }

  // ---------------------------------------------------------------- picking

  /** Where a ray meets the top of the board pitched at (for click-to-aim), or null. */
  pick(ray: THREE.Raycaster): LanePick | null {
    const c = this.court;
    const a = this.topPoint(this.end, 0, 0);
    const b = this.topPoint(this.end, 1, 0);
    const d = this.topPoint(this.end, 0, 1);
    const plane = new THREE.Plane().setFromCoplanarPoints(a, d, b);
    const p = new THREE.Vector3();
    if (!ray.ray.intersectPlane(plane, p)) return null;
    const L = c.laneLength;
    const local: Vec3 = this.end === 0 ? [p.x, p.y, p.z - L / 2] : [-p.x, p.y, -L / 2 - p.z];
    const s = (local[1] - c.frontHeight) * Math.sin(c.slope) + local[2] * Math.cos(c.slope);
    if (Math.abs(local[0]) > c.boardWidth / 2 || s < 0 || s > c.boardLength) return null;
    return { kind: 'spot', u: local[0], s };
  }

  /** Where a spot is in the world (the e2e hook). */
  pointOf(p: LanePick): THREE.Vector3 {
    return this.topPoint(this.end, p.u, p.s);
  }

  // ---------------------------------------------------------------- the frame loop

  /** Whether the camera or an animation is moving. */
  get busy(): boolean {
    return this.tweens.busy || this.dice.busy || this.camBusy;
  }

  finish(): void {
    this.tweens.finishAll();
    this.dice.finish();
  }

  update(dtSeconds: number): boolean {
    const a = this.tweens.update(dtSeconds);
    const b = this.dice.update(dtSeconds);
    return a || b;
  }

  dispose(): void {
    this.tweens.finishAll();
    this.flashes.clear();
    for (const id of [...this.labels.keys()]) this.dropLabel(id);
    this.dice.dispose();
    this.coach.dispose();
    this.previewDots.dispose();
    this.shadows.dispose();
    for (const x of this.disposables) x.dispose();
  }
}
