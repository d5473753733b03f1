/**
 * Real dice for any table: d4, d6 and d8 in their real shapes, drawn with one instanced
 * mesh per shape, so a 4-seat board of 16 dice costs one draw call (plus one for their
 * shadows and one for highlight outlines while any are shown).
 *
 * Using it from a table:
 *
 *   const dice = new DiceSet({ size: 0.72 });        // size: a d6's edge in world units
 *   // Threlte: <DiceLayer {dice} /> adds dice.root, draws a frame on each change and runs dice.update
 *   // only while something moves. By hand: scene.add(dice.root); dice.onChange = invalidate; and per frame, only while busy:
 *   //   useTask((dt) => { if (dice.update(dt)) invalidate(); }, { running: () => animating, autoInvalidate: false });
 *   dice.put(id, { kind: 'd6', value: 5, x, z, colours: seatColours(palette)[seat] });
 *   dice.setValue(id, 4);                             // snaps; dice.turn(id, 4, ms) animates; setTint greys it
 *   dice.highlight([a, b], a);                        // outline a and b, a as the focus
 *   await dice.roll(id, engineValue, { ms: 900 });    // a tumble that lands on the engine's value
 *   await dice.slide(id, x, z, ms);  dice.remove(id);
 *   // picking: raycaster.intersectObjects(dice.targets) then dice.keyOf(hit), or dice.pick(raycaster)
 *   dice.dispose();                                   // with the scene: every geometry, material, texture
 *
 * Keys are the table's own (engine die ids, "seat:id", ...). Values always come from the
 * engine: `put`, `setValue`, `turn` and `roll` take them, and `valueOf` reads back what a
 * die shows. A custom animation runs through `run(ms, step)` (so `busy` covers it) and moves
 * dice with `setPose`; the dice remember their resting cell for `settle`.
 *
 * Shadows: 'blob' (default) draws a soft round shadow under each die, shifted away from the
 * key light (`light`), widening and fading as the die leaves the table: one draw call, no
 * shadow map, nothing asked of the scene. 'cast' makes the dice cast and receive a shadow
 * map: the scene's light must cast one and the board receive it (in three 0.187 a
 * PCFShadowMap with `shadow.radius` 3-5 gives soft edges; Threlte's default
 * PCFSoftShadowMap is gone and falls back to it with a warning); it costs one more draw
 * call per shape for the shadow pass. 'both' looks best: contact shadow plus cast shadow.
 */
import { COLOURS } from '../../design/tokens';
import * as THREE from 'three';
import { blobMaterial, diceMaterial } from './diceMaterials';
import { IVORY, Tweens, ease, type DieColours } from './dice';
import { BLANK_UV, createAtlasTexture, faceUv } from './dieAtlas';
import { DIE_KINDS, dieGeometry, dieShape, isDieValue, orientationFor, valueOnTop, type DieKind, type DieShape } from './dieShapes';
import { planTumble, tumbleAt } from './tumble';

export type { DieKind } from './dieShapes';
export type { DieColours } from './dice';
/** A table's name for a die. */
export type DieKey = string | number;

/** A die to place: its shape, the value on top, where it rests, its colours. */
export interface DieSpec {
  readonly kind: DieKind;
  readonly value: number;
  /** Centre of the die in the table plane (the set's root frame). */
  readonly x: number;
  readonly z: number;
  /** Body, ink and accent (the d6's single pip) colours; ivory with black pips and a red 1 by default. */
  readonly colours?: DieColours;
  /** Turn about +Y for a player not on the +Z side (the set's `yaw` by default). */
  readonly yaw?: number;
}

/** Highlight of a die: lit as a legal choice, or the focus (under the pointer or keyboard focus). */
export type DieHighlight = 'legal' | 'focus';

/** How dice sit on the table: see the module header. */
export type DiceShadow = 'blob' | 'cast' | 'both' | 'none';

export interface DiceSetOptions {
  /** A d6's edge in world units; the other shapes are sized to match (default 0.72, PipFall's). */
  readonly size?: number;
  /** Height of the table surface the dice rest on (default 0). */
  readonly floorY?: number;
  /** Default turn about +Y so the art reads upright for the player (default 0: player at +Z). */
  readonly yaw?: number;
  readonly shadow?: DiceShadow;
  /** Outline colours (default gold for legal, white for focus). */
  readonly outline?: { readonly legal: THREE.ColorRepresentation; readonly focus: THREE.ColorRepresentation };
  /** Instances each shape's mesh starts with; it grows when more are put (default 16). */
  readonly capacity?: number;
  /** Where the key light shines from (a direction; default the tables' (3, 10, 6)): blob shadows fall away from it. */
  readonly light?: THREE.Vector3Like;
  /** The face atlas (default: drawn on a DOM canvas). Tests pass a plain texture. */
  readonly texture?: () => THREE.Texture;
}

/** Options for `roll`. */
export interface RollOptions {
  /** Duration; 0 or less lands at once (reduced motion). */
  readonly ms: number;
  /** Where the die is thrown from, in the table plane (default: where it is). */
  readonly from?: { readonly x: number; readonly z: number };
  /** Where it comes to rest (default: its cell). */
  readonly to?: { readonly x: number; readonly z: number };
  /** Numbers in [0, 1) for the look of the throw (default Math.random). */
  readonly random?: () => number;
  /** Milliseconds of `ms` the die waits before it leaves (rollAll staggers dice with it). */
  readonly delay?: number;
}

interface Die {
  readonly key: DieKey;
  readonly kind: DieKind;
  value: number;
  yaw: number;
  colours: DieColours;
  tint: THREE.Color | null;
  highlight: DieHighlight | null;
  /** Resting cell centre. */
  rest: THREE.Vector2;
  readonly position: THREE.Vector3;
  readonly quaternion: THREE.Quaternion;
  scale: number;
  visible: boolean;
}

/** One shape's meshes: the dice and their outlines share its geometry. */
interface KindMeshes {
  readonly shape: DieShape;
  readonly geometry: THREE.BufferGeometry;
  readonly dice: THREE.InstancedMesh;
  readonly outlines: THREE.InstancedMesh;
  readonly body: THREE.InstancedBufferAttribute;
  readonly ink: THREE.InstancedBufferAttribute;
  readonly accent: THREE.InstancedBufferAttribute;
  readonly capacity: number;
  /** Which die each instance draws. */
  keys: DieKey[];
}

const WHITE = new THREE.Color(1, 1, 1);
/** Outlines are this much larger than their die. */
const OUTLINE_SCALE = 1.09;

const m4 = new THREE.Matrix4();
const m4b = new THREE.Matrix4();
const vs = new THREE.Vector3();
const vs2 = new THREE.Vector3();
const FLAT = new THREE.Quaternion();
const colour = new THREE.Color();

/** A set of dice on one table. See the module header for how a table uses it. */
export class DiceSet {
  /** Add this to the scene. */
  readonly root = new THREE.Group();
  /** Called whenever something changed and a frame should be drawn. */
  onChange: () => void = () => {};
  readonly size: number;
  readonly floorY: number;
  readonly shadow: DiceShadow;
  private readonly yaw: number;
  private readonly initialCapacity: number;
  /** How far a blob shadow shifts per unit of height, away from the light (x, z). */
  private readonly blobShift: THREE.Vector2;
  private readonly dice = new Map<DieKey, Die>();
  private readonly meshes = new Map<DieKind, KindMeshes>();
  private readonly atlas: THREE.Texture;
  private readonly material: THREE.MeshStandardMaterial;
  private readonly outlineMaterial = new THREE.MeshBasicMaterial({ side: THREE.BackSide, toneMapped: false, name: 'dice-outline' });
  private readonly outlineColours: { readonly legal: THREE.Color; readonly focus: THREE.Color };
  private blobs: THREE.InstancedMesh | null = null;
  private readonly blobGeometry = new THREE.PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
  private readonly blobMaterial = blobMaterial();
  private readonly tweens = new Tweens(() => this.changed());
  private stepping = false;
  private dirty = false;
  private disposed = false;

  constructor(options: DiceSetOptions = {}) {
    this.size = options.size ?? 0.72;
    this.floorY = options.floorY ?? 0;
    this.yaw = options.yaw ?? 0;
    this.shadow = options.shadow ?? 'blob';
    this.initialCapacity = Math.max(1, options.capacity ?? 16);
    const light = new THREE.Vector3().copy(options.light ?? { x: 3, y: 10, z: 6 });
    this.blobShift = new THREE.Vector2(-light.x, -light.z).divideScalar(Math.max(0.1, light.y));
    this.atlas = options.texture ? options.texture() : createAtlasTexture();
    this.material = diceMaterial(this.atlas);
    this.outlineColours = { legal: new THREE.Color(options.outline?.legal ?? COLOURS.ring), focus: new THREE.Color(options.outline?.focus ?? COLOURS.white) };
    this.root.name = 'dice';
  }

  // ---- placing dice ----

  /** Adds the die `key` (or replaces it) at rest on its cell, `value` on top. */
  put(key: DieKey, spec: DieSpec): void {
    this.checkValue(spec.kind, spec.value);
    const old = this.dice.get(key);
    const die: Die = {
      key,
      kind: spec.kind,
      value: spec.value,
      yaw: spec.yaw ?? this.yaw,
      colours: spec.colours ?? old?.colours ?? IVORY,
      tint: old?.kind === spec.kind ? old.tint : null,
      highlight: old?.kind === spec.kind ? old.highlight : null,
      rest: new THREE.Vector2(spec.x, spec.z),
      position: new THREE.Vector3(),
      quaternion: new THREE.Quaternion(),
      scale: 1,
      visible: true,
    };
    this.dice.set(key, die);
    this.snap(die);
    this.changed();
  }

  /** Takes the die off the table (nothing if it is not there). */
  remove(key: DieKey): void {
    if (this.dice.delete(key)) this.changed();
  }

  /** Removes every die. */
  clear(): void {
    this.dice.clear();
    this.changed();
  }

  has(key: DieKey): boolean {
    return this.dice.has(key);
  }

  /** The keys of the dice on the table, in the order they were put. */
  keys(): DieKey[] {
    return [...this.dice.keys()];
  }

  /** The value the die shows on top right now (mid-roll: whatever face is up). */
  valueOf(key: DieKey): number | undefined {
    const d = this.dice.get(key);
    return d ? valueOnTop(d.kind, d.quaternion) : undefined;
  }

  /** The shape of the die `key`. */
  kindOf(key: DieKey): DieKind | undefined {
    return this.dice.get(key)?.kind;
  }

  /** The die's centre in the root frame right now (a copy). */
  positionOf(key: DieKey): THREE.Vector3 | undefined {
    return this.dice.get(key)?.position.clone();
  }
  /** The die's turn right now (a copy). */
  quaternionOf(key: DieKey): THREE.Quaternion | undefined {
    return this.dice.get(key)?.quaternion.clone();
  }

  /** Shows `value` on top at once (an animation: `turn` or `roll`). */
  setValue(key: DieKey, value: number): void {
    const d = this.need(key);
    this.checkValue(d.kind, value);
    d.value = value;
    this.snap(d);
    this.changed();
  }

  /** Moves the die to rest on (x, z) at once, keeping its value. */
  place(key: DieKey, x: number, z: number): void {
    const d = this.need(key);
    d.rest.set(x, z);
    this.snap(d);
    this.changed();
  }

  setColours(key: DieKey, colours: DieColours): void {
    this.need(key).colours = colours;
    this.changed();
  }

  /** Multiplies the die's colours by `tint` (e.g. grey for a die that has acted); null clears it. */
  setTint(key: DieKey, tint: THREE.ColorRepresentation | null): void {
    this.need(key).tint = tint === null ? null : new THREE.Color(tint);
    this.changed();
  }

  /** Outlines exactly `keys` as legal, and `focus` (which need not be among them) as the focus. */
  highlight(keys: Iterable<DieKey>, focus: DieKey | null = null): void {
    const lit = new Set(keys);
    for (const d of this.dice.values()) d.highlight = d.key === focus ? 'focus' : lit.has(d.key) ? 'legal' : null;
    this.changed();
  }

  /**
   * Sets the die's pose for a custom animation (inside `run`): any of position (root
   * frame), orientation, uniform scale and visibility. `settle` or `put` brings it back to rest.
   */
  setPose(key: DieKey, pose: { readonly position?: THREE.Vector3; readonly quaternion?: THREE.Quaternion; readonly scale?: number; readonly visible?: boolean }): void {
    const d = this.need(key);
    if (pose.position) d.position.copy(pose.position);
    if (pose.quaternion) d.quaternion.copy(pose.quaternion);
    if (pose.scale !== undefined) d.scale = pose.scale;
    if (pose.visible !== undefined) d.visible = pose.visible;
    this.changed();
  }

  /** The height of the centre of a resting `kind` die. */
  restY(kind: DieKind): number {
    return this.floorY + this.shapeOf(kind).restHeight;
  }

  // ---- animations (each resolves when it lands; ms <= 0 lands at once) ----

  /** Runs `step(k)` for k from 0 to 1 over `ms`, counted in `busy`. */
  run(ms: number, step: (k: number) => void): Promise<void> {
    return this.tweens.run(ms, step);
  }

  /** A tumble that lands on `value` (the engine's), on the die's cell or `to`. */
  roll(key: DieKey, value: number, options: RollOptions): Promise<void> {
    const d = this.need(key);
    this.checkValue(d.kind, value);
    d.value = value;
    if (options.to) d.rest.set(options.to.x, options.to.z);
    const shape = this.shapeOf(d.kind);
    const plan = planTumble({
      from: new THREE.Vector2(options.from?.x ?? d.position.x, options.from?.z ?? d.position.z),
      to: d.rest.clone(),
      floorY: this.floorY,
      target: orientationFor(d.kind, value, d.yaw),
      start: d.quaternion,
      corners: shape.faces.flatMap((f) => f.corners),
      size: this.size,
      ...(options.random ? { random: options.random } : {}),
    });
    d.visible = true;
    d.scale = 1;
    const delay = Math.min(Math.max(0, options.delay ?? 0), options.ms * 0.5);
    return this.run(options.ms, (k) => {
      tumbleAt(plan, options.ms > 0 ? (k * options.ms - delay) / (options.ms - delay) : 1, d.position, d.quaternion);
      this.dirty = true;
    });
  }

  /** Rolls several dice at once, each leaving a little after the one before (all within a quarter of `ms`); resolves when all have landed. */
  rollAll(rolls: readonly { readonly key: DieKey; readonly value: number; readonly from?: { readonly x: number; readonly z: number } }[], options: RollOptions): Promise<void> {
    const stagger = rolls.length > 1 ? Math.min(60, options.ms / 4 / (rolls.length - 1)) : 0;
    return Promise.all(rolls.map((r, i) => this.roll(r.key, r.value, { ...options, delay: stagger * i, ...(r.from ? { from: r.from } : {}) }))).then(() => undefined);
  }

  /** The die rolls over in place (with a small hop) to show `value`, e.g. a decay. */
  turn(key: DieKey, value: number, ms: number): Promise<void> {
    const d = this.need(key);
    this.checkValue(d.kind, value);
    d.value = value;
    const q0 = d.quaternion.clone();
    const q1 = orientationFor(d.kind, value, d.yaw);
    const y = this.restY(d.kind);
    return this.run(ms, (k) => {
      d.quaternion.slerpQuaternions(q0, q1, ease(k));
      d.position.y = y + Math.sin(Math.PI * k) * this.size * 0.8;
      this.dirty = true;
    });
  }

  /** The die slides to rest on (x, z), lifted a little on the way. */
  slide(key: DieKey, x: number, z: number, ms: number): Promise<void> {
    const d = this.need(key);
    const from = d.position.clone();
    d.rest.set(x, z);
    const to = new THREE.Vector3(x, this.restY(d.kind), z);
    return this.run(ms, (k) => {
      d.position.lerpVectors(from, to, ease(k));
      d.position.y += Math.sin(Math.PI * k) * this.size * 0.15;
      this.dirty = true;
    });
  }

  /** The die glides back to rest on its cell, value up (after a custom animation). */
  settle(key: DieKey, ms: number): Promise<void> {
    const d = this.need(key);
    const p0 = d.position.clone();
    const q0 = d.quaternion.clone();
    const p1 = new THREE.Vector3(d.rest.x, this.restY(d.kind), d.rest.y);
    const q1 = orientationFor(d.kind, d.value, d.yaw);
    return this.run(ms, (k) => {
      const e = ease(k);
      d.position.lerpVectors(p0, p1, e);
      d.quaternion.slerpQuaternions(q0, q1, e);
      d.scale = 1;
      this.dirty = true;
    });
  }

  /** Whether an animation is running (the scene keeps drawing while true). */
  get busy(): boolean {
    return this.tweens.busy;
  }

  /** Advances running animations; returns whether any ran (draw a frame if so). */
  update(dtSeconds: number): boolean {
    this.stepping = true;
    const ran = this.tweens.update(dtSeconds);
    this.stepping = false;
    if (this.dirty) this.flush();
    return ran;
  }

  /** Lands every running animation at once. */
  finish(): void {
    this.stepping = true;
    this.tweens.finishAll();
    this.stepping = false;
    this.changed();
  }

  // ---- picking ----

  /** The meshes a raycaster should test (their hits carry an instanceId). */
  get targets(): THREE.Object3D[] {
    return [...this.meshes.values()].map((m) => m.dice);
  }

  /** The die a raycaster hit on one of `targets` belongs to, or null. */
  keyOf(hit: THREE.Intersection): DieKey | null {
    if (hit.instanceId === undefined) return null;
    for (const m of this.meshes.values()) if (hit.object === m.dice) return m.keys[hit.instanceId] ?? null;
    return null;
  }

  /** The nearest die under `raycaster`, or null. */
  pick(raycaster: THREE.Raycaster): DieKey | null {
    this.root.updateWorldMatrix(true, true);
    for (const hit of raycaster.intersectObjects(this.targets, false)) {
      const key = this.keyOf(hit);
      if (key !== null) return key;
    }
    return null;
  }

  // ---- lifetime ----

  /** Frees every geometry, material and texture the set made; the set is unusable after. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.tweens.finishAll();
    for (const m of this.meshes.values()) this.disposeKind(m);
    this.meshes.clear();
    this.blobs?.dispose();
    this.blobs?.removeFromParent();
    this.blobs = null;
    this.blobGeometry.dispose();
    this.blobMaterial.dispose();
    this.outlineMaterial.dispose();
    this.material.dispose();
    this.atlas.dispose();
    this.dice.clear();
    this.onChange = () => {};
  }

  // ---- inside ----

  private need(key: DieKey): Die {
    const d = this.dice.get(key);
    if (!d) throw new RangeError(`DiceSet: no die ${String(key)}`);
    return d;
  }

  private checkValue(kind: DieKind, value: number): void {
    if (!isDieValue(kind, value)) throw new RangeError(`DiceSet: ${value} is not a value of a ${kind}`);
  }

  private shapeOf(kind: DieKind): DieShape {
    return dieShape(kind, this.size);
  }

  private snap(d: Die): void {
    d.position.set(d.rest.x, this.restY(d.kind), d.rest.y);
    d.quaternion.copy(orientationFor(d.kind, d.value, d.yaw));
    d.scale = 1;
    d.visible = true;
  }

  private changed(): void {
    if (this.disposed) return;
    this.dirty = true;
    if (this.stepping) return;
    this.flush();
    this.onChange();
  }

  private kindMeshes(kind: DieKind, need: number): KindMeshes {
    const have = this.meshes.get(kind);
    if (have && have.capacity >= need) return have;
    if (have) this.disposeKind(have);
    let capacity = have ? have.capacity : this.initialCapacity;
    while (capacity < need) capacity *= 2;
    const shape = this.shapeOf(kind);
    const geometry = dieGeometry(shape, faceUv(kind), BLANK_UV);
    const attr = (): THREE.InstancedBufferAttribute => new THREE.InstancedBufferAttribute(new Float32Array(capacity * 3), 3).setUsage(THREE.DynamicDrawUsage);
    const body = attr();
    const ink = attr();
    const accent = attr();
    geometry.setAttribute('dieBody', body);
    geometry.setAttribute('dieInk', ink);
    geometry.setAttribute('dieAccent', accent);
    // A d6 or d8 counts the face on top, so its other faces print faintly; a d4 counts the
    // number at its top corner, which every face shows, so all of its faces print in full.
    const facing = kind === 'd4' ? 0 : 1;
    geometry.setAttribute('dieFacing', new THREE.Float32BufferAttribute(new Float32Array(geometry.getAttribute('position').count).fill(facing), 1));
    const dice = new THREE.InstancedMesh(geometry, this.material, capacity);
    dice.name = `dice-${kind}`;
    dice.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
    dice.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(capacity * 3).fill(1), 3).setUsage(THREE.DynamicDrawUsage);
    dice.castShadow = this.shadow === 'cast' || this.shadow === 'both';
    dice.receiveShadow = dice.castShadow;
    const outlines = new THREE.InstancedMesh(geometry, this.outlineMaterial, capacity);
    outlines.name = `dice-${kind}-outlines`;
    outlines.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(capacity * 3).fill(1), 3).setUsage(THREE.DynamicDrawUsage);
    // Outlines are for the eye only: a ray goes to the die inside.
    outlines.raycast = () => {};
    this.root.add(dice, outlines);
    const m: KindMeshes = { shape, geometry, dice, outlines, body, ink, accent, capacity, keys: [] };
    this.meshes.set(kind, m);
    return m;
  }

  private disposeKind(m: KindMeshes): void {
    m.dice.removeFromParent();
    m.outlines.removeFromParent();
    m.dice.dispose();
    m.outlines.dispose();
    m.geometry.dispose();
  }

  private blobMesh(need: number): THREE.InstancedMesh {
    if (this.blobs && this.blobs.instanceMatrix.count >= need) return this.blobs;
    let capacity = this.blobs ? this.blobs.instanceMatrix.count : this.initialCapacity * 2;
    while (capacity < need) capacity *= 2;
    this.blobs?.dispose();
    this.blobs?.removeFromParent();
    const b = new THREE.InstancedMesh(this.blobGeometry, this.blobMaterial, capacity);
    b.name = 'dice-shadows';
    b.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
    b.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(capacity * 3), 3).setUsage(THREE.DynamicDrawUsage);
    b.raycast = () => {};
    // Drawn after the board, before the dice' outlines.
    b.renderOrder = 1;
    this.root.add(b);
    this.blobs = b;
    return b;
  }

  /** Writes every die into its shape's instance buffers. */
  private flush(): void {
    this.dirty = false;
    const byKind = new Map<DieKind, Die[]>(DIE_KINDS.map((k) => [k, []]));
    for (const d of this.dice.values()) if (d.visible) byKind.get(d.kind)!.push(d);
    const blobs: Die[] = [];
    for (const kind of DIE_KINDS) {
      const list = byKind.get(kind)!;
      const have = this.meshes.get(kind);
      if (list.length === 0 && !have) continue;
      const m = this.kindMeshes(kind, list.length);
      let outlines = 0;
      m.keys = [];
      list.forEach((d, i) => {
        m4.compose(d.position, d.quaternion, vs.setScalar(d.scale));
        m.dice.setMatrixAt(i, m4);
        m.dice.setColorAt(i, d.tint ?? WHITE);
        colour.set(d.colours.body).toArray(m.body.array, i * 3);
        colour.set(d.colours.pip).toArray(m.ink.array, i * 3);
        colour.set(d.colours.one).toArray(m.accent.array, i * 3);
        m.keys.push(d.key);
        if (d.highlight) {
          m.outlines.setMatrixAt(outlines, m4b.multiplyMatrices(m4, m4b.makeScale(OUTLINE_SCALE, OUTLINE_SCALE, OUTLINE_SCALE)));
          m.outlines.setColorAt(outlines, d.highlight === 'focus' ? this.outlineColours.focus : this.outlineColours.legal);
          outlines++;
        }
        blobs.push(d);
      });
      m.dice.count = list.length;
      m.dice.visible = list.length > 0;
      m.outlines.count = outlines;
      m.outlines.visible = outlines > 0;
      for (const a of [m.dice.instanceMatrix, m.dice.instanceColor, m.body, m.ink, m.accent, m.outlines.instanceMatrix, m.outlines.instanceColor]) if (a) a.needsUpdate = true;
      // Bounds for culling and picking follow the dice.
      m.dice.boundingSphere = null;
      m.outlines.boundingSphere = null;
    }
    if (this.shadow === 'blob' || this.shadow === 'both') this.flushBlobs(blobs);
  }

  /** A shadow under each die: wider and fainter the higher it is, smaller as it shrinks. */
  private flushBlobs(dice: readonly Die[]): void {
    if (dice.length === 0 && !this.blobs) return;
    const b = this.blobMesh(dice.length);
    dice.forEach((d, i) => {
      const shape = this.shapeOf(d.kind);
      const lift = Math.max(0, d.position.y - this.restY(d.kind)) / this.size;
      const r = shape.footprint * 2.4 * d.scale * (1 + lift * 0.5);
      // Shifted away from the light by about half the die's height, as its cast shadow would be.
      const shift = d.position.y - this.floorY;
      m4.compose(vs.set(d.position.x + this.blobShift.x * shift * 0.55, this.floorY + 0.004, d.position.z + this.blobShift.y * shift * 0.55), FLAT, vs2.set(r, 1, r));
      b.setMatrixAt(i, m4);
      b.setColorAt(i, colour.setScalar(Math.max(0.15, 1 - lift * 0.45) * Math.min(1, d.scale)));
    });
    b.count = dice.length;
    b.visible = dice.length > 0;
    b.instanceMatrix.needsUpdate = true;
    if (b.instanceColor) b.instanceColor.needsUpdate = true;
    b.boundingSphere = null;
  }
}
