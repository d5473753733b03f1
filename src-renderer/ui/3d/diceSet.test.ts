import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { DiceSet, type DieKey } from './diceSet';
import { dieShape, valueOnTop, type DieKind } from './dieShapes';

const SEATS = [
  { body: '#c9342d', pip: '#ffffff', one: '#ffffff' },
  { body: '#2d62c8', pip: '#ffffff', one: '#ffffff' },
  { body: '#e2b02a', pip: '#1d1d1d', one: '#1d1d1d' },
  { body: '#2b9656', pip: '#ffffff', one: '#ffffff' },
];

/** A set that needs no DOM: a plain texture stands in for the canvas atlas. */
const headless = (opts: ConstructorParameters<typeof DiceSet>[0] = {}) => new DiceSet({ texture: () => new THREE.Texture(), ...opts });

/** Runs the set's animations to the end, a frame at a time. */
function play(set: DiceSet, seconds: number): void {
  for (let t = 0; t < seconds; t += 1 / 60) set.update(1 / 60);
}

/** The instanced meshes that would draw (and so cost a draw call each): names and instance counts. */
function drawn(set: DiceSet): { name: string; count: number }[] {
  const out: { name: string; count: number }[] = [];
  set.root.traverseVisible((o) => {
    if (o instanceof THREE.InstancedMesh && (o as THREE.InstancedMesh).count > 0) out.push({ name: o.name, count: (o as THREE.InstancedMesh).count });
  });
  return out;
}

/** The die rests with its centre at (x, y, z), within float32 precision. */
function expectAt(p: THREE.Vector3 | undefined, x: number, y: number, z: number): void {
  expect(p).toBeDefined();
  expect(p!.x).toBeCloseTo(x, 6);
  expect(p!.y).toBeCloseTo(y, 6);
  expect(p!.z).toBeCloseTo(z, 6);
}

/** A 4-seat table: per seat four d6, a d4 and a d8. */
function fourSeats(set: DiceSet): { key: string; kind: DieKind; value: number; seat: number; x: number; z: number }[] {
  const dice: { key: string; kind: DieKind; value: number; seat: number; x: number; z: number }[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const kinds: DieKind[] = ['d6', 'd6', 'd6', 'd6', 'd4', 'd8'];
    kinds.forEach((kind, i) => {
      const values = dieShape(kind).values;
      dice.push({ key: `${seat}:${i}`, kind, value: values[(seat + i) % values.length]!, seat, x: i - 2.5, z: seat - 1.5 });
    });
  }
  for (const d of dice) set.put(d.key, { kind: d.kind, value: d.value, x: d.x, z: d.z, colours: SEATS[d.seat]! });
  return dice;
}

/** Which instance of which mesh draws `key`, found through a ray straight down onto it. */
function rayDown(set: DiceSet, x: number, z: number): DieKey | null {
  return set.pick(new THREE.Raycaster(new THREE.Vector3(x, 5, z), new THREE.Vector3(0, -1, 0)));
}

describe('DiceSet', () => {
  it('draws a 4-seat table (16 d6, 4 d4, 4 d8) with one instanced mesh per shape and one for the shadows; outlines add one mesh per shape lit', () => {
    const set = headless();
    fourSeats(set);
    const meshes = drawn(set);
    expect(meshes.map((m) => m.name).sort()).toEqual(['dice-d4', 'dice-d6', 'dice-d8', 'dice-shadows']);
    expect(meshes.find((m) => m.name === 'dice-d6')!.count).toBe(16);
    set.highlight(['0:0', '1:0'], '2:0');
    expect(drawn(set).map((m) => m.name)).toContain('dice-d6-outlines');
    expect(drawn(set).find((m) => m.name === 'dice-d6-outlines')!.count).toBe(3);
    expect(drawn(set)).toHaveLength(5);
    set.highlight([]);
    expect(drawn(set)).toHaveLength(4);
    set.dispose();
  });

  it("each instance shows its die's value on top, rests on the table at its cell, in its seat's colours", () => {
    const set = headless({ floorY: 0.05 });
    const dice = fourSeats(set);
    for (const d of dice) {
      const mesh = set.root.getObjectByName(`dice-${d.kind}`) as THREE.InstancedMesh;
      // The instance is found by picking, so this also checks the instanceId -> key map.
      expect(rayDown(set, d.x, d.z)).toBe(d.key);
      const i = [...Array(mesh.count).keys()].find((j) => {
        const m = new THREE.Matrix4();
        mesh.getMatrixAt(j, m);
        const p = new THREE.Vector3().setFromMatrixPosition(m);
        return Math.abs(p.x - d.x) < 1e-9 && Math.abs(p.z - d.z) < 1e-9;
      })!;
      const m = new THREE.Matrix4();
      mesh.getMatrixAt(i, m);
      const p = new THREE.Vector3();
      const q = new THREE.Quaternion();
      m.decompose(p, q, new THREE.Vector3());
      expect(valueOnTop(d.kind, q)).toBe(d.value);
      expect(p.y).toBeCloseTo(0.05 + dieShape(d.kind, set.size).restHeight, 6);
      const body = new THREE.Color().fromArray(mesh.geometry.getAttribute('dieBody').array, i * 3);
      const ink = new THREE.Color().fromArray(mesh.geometry.getAttribute('dieInk').array, i * 3);
      expect(body.getHexString()).toBe(new THREE.Color(SEATS[d.seat]!.body).getHexString());
      expect(ink.getHexString()).toBe(new THREE.Color(SEATS[d.seat]!.pip).getHexString());
      expect(set.valueOf(d.key)).toBe(d.value);
    }
    set.dispose();
  });

  it('picks the die under a ray, never an outline, and keeps picking right after dice are removed', () => {
    const set = headless();
    const dice = fourSeats(set);
    set.highlight(dice.map((d) => d.key));
    expect(rayDown(set, 40, 40)).toBeNull();
    for (const gone of ['0:1', '2:4', '3:5']) set.remove(gone);
    for (const d of dice) expect(rayDown(set, d.x, d.z)).toBe(['0:1', '2:4', '3:5'].includes(d.key) ? null : d.key);
    set.dispose();
  });

  it("rolls land on the engine's value at the die's cell; the set is busy until then; with ms 0 (reduced motion) it lands at once", async () => {
    const set = headless();
    set.put('a', { kind: 'd8', value: 1, x: 1, z: 2 });
    set.put('b', { kind: 'd4', value: 1, x: -1, z: 0 });
    let landed = false;
    const rolling = set
      .rollAll(
        [
          { key: 'a', value: 7 },
          { key: 'b', value: 3, from: { x: -4, z: 4 } },
        ],
        { ms: 900 },
      )
      .then(() => (landed = true));
    expect(set.busy).toBe(true);
    play(set, 0.3);
    expect(set.positionOf('a')!.y).toBeGreaterThan(set.restY('d8') + 0.05);
    play(set, 1);
    await rolling;
    expect(landed).toBe(true);
    expect(set.busy).toBe(false);
    expect(set.valueOf('a')).toBe(7);
    expect(set.valueOf('b')).toBe(3);
    expectAt(set.positionOf('a'), 1, set.restY('d8'), 2);
    expectAt(set.positionOf('b'), -1, set.restY('d4'), 0);
    await set.roll('a', 2, { ms: 0 });
    expect(set.valueOf('a')).toBe(2);
    expect(set.busy).toBe(false);
    set.dispose();
  });

  it('turn, slide and settle end at rest on the right cell with the right value', async () => {
    const set = headless();
    set.put('d', { kind: 'd6', value: 6, x: 0, z: 0 });
    const turning = set.turn('d', 5, 300);
    play(set, 0.4);
    await turning;
    expect(set.valueOf('d')).toBe(5);
    const sliding = set.slide('d', 2, -1, 300);
    play(set, 0.4);
    await sliding;
    expectAt(set.positionOf('d'), 2, set.restY('d6'), -1);
    set.setPose('d', { position: new THREE.Vector3(3, 2, 3), quaternion: new THREE.Quaternion().setFromEuler(new THREE.Euler(1, 2, 3)) });
    const settling = set.settle('d', 200);
    play(set, 0.3);
    await settling;
    expect(set.valueOf('d')).toBe(5);
    expectAt(set.positionOf('d'), 2, set.restY('d6'), -1);
    set.dispose();
  });

  it('puts a soft shadow under each die on the side away from the light, wider and fainter while the die is in the air', () => {
    const set = headless({ light: { x: 3, y: 10, z: 6 } });
    set.put('d', { kind: 'd6', value: 1, x: 1, z: 1 });
    const blob = (): { x: number; z: number; r: number; dark: number } => {
      const mesh = set.root.getObjectByName('dice-shadows') as THREE.InstancedMesh;
      const m = new THREE.Matrix4();
      mesh.getMatrixAt(0, m);
      const p = new THREE.Vector3();
      const s = new THREE.Vector3();
      m.decompose(p, new THREE.Quaternion(), s);
      const c = new THREE.Color();
      mesh.getColorAt(0, c);
      return { x: p.x, z: p.z, r: s.x, dark: c.r };
    };
    const resting = blob();
    expect(resting.x).toBeLessThan(1);
    expect(resting.z).toBeLessThan(1);
    expect(resting.r).toBeGreaterThan(set.size);
    set.setPose('d', { position: new THREE.Vector3(1, 1.5, 1) });
    const lifted = blob();
    expect(lifted.r).toBeGreaterThan(resting.r);
    expect(lifted.dark).toBeLessThan(resting.dark);
    set.dispose();
  });

  it('refuses a value the die does not carry, with a RangeError, and changes nothing', () => {
    const set = headless();
    set.put('d', { kind: 'd6', value: 2, x: 0, z: 0 });
    expect(() => set.put('e', { kind: 'd4', value: 5, x: 1, z: 0 })).toThrow(RangeError);
    expect(set.has('e')).toBe(false);
    expect(() => set.setValue('d', 7)).toThrow(/7 is not a value of a d6/);
    expect(() => set.roll('d', 0, { ms: 100 })).toThrow(RangeError);
    expect(set.valueOf('d')).toBe(2);
    expect(set.busy).toBe(false);
    expect(() => set.setValue('nope', 1)).toThrow(/no die nope/);
    set.dispose();
  });

  it('asks for a frame on every change and does no work while idle (on-demand rendering)', async () => {
    const set = headless();
    let frames = 0;
    set.onChange = () => frames++;
    set.put('d', { kind: 'd6', value: 1, x: 0, z: 0 });
    set.highlight(['d']);
    set.setTint('d', '#888888');
    expect(frames).toBe(3);
    frames = 0;
    for (let i = 0; i < 30; i++) expect(set.update(1 / 60)).toBe(false);
    expect(frames).toBe(0);
    const rolling = set.roll('d', 4, { ms: 200 });
    let busyFrames = 0;
    for (let i = 0; i < 30; i++) if (set.update(1 / 60)) busyFrames++;
    await rolling;
    // Frames are drawn while it moves, up to the one that shows it landed, and no more.
    expect(busyFrames).toBeGreaterThanOrEqual(12);
    expect(busyFrames).toBeLessThanOrEqual(14);
    set.dispose();
  });

  it('disposes every geometry, material, texture and instanced mesh it ever showed, including those replaced as it grew', () => {
    const set = headless({ capacity: 2, shadow: 'both' });
    const seen = new Map<string, string>();
    const disposed = new Set<string>();
    const track = (uuid: string, name: string, on: (done: () => void) => void): void => {
      if (seen.has(uuid)) return;
      seen.set(uuid, name);
      on(() => disposed.add(uuid));
    };
    const collect = (): void => {
      set.root.traverse((o) => {
        if (!(o instanceof THREE.InstancedMesh)) return;
        const mesh = o as THREE.InstancedMesh<THREE.BufferGeometry, THREE.Material>;
        track(mesh.uuid, mesh.name, (done) => mesh.addEventListener('dispose', done));
        track(mesh.geometry.uuid, `${mesh.name} geometry`, (done) => mesh.geometry.addEventListener('dispose', done));
        const material = mesh.material;
        track(material.uuid, material.name, (done) => material.addEventListener('dispose', done));
        for (const v of Object.values(material)) {
          if (!(v instanceof THREE.Texture)) continue;
          const texture: THREE.Texture = v;
          track(texture.uuid, 'texture', (done) => texture.addEventListener('dispose', done));
        }
      });
    };
    set.put('a', { kind: 'd6', value: 1, x: 0, z: 0 });
    collect();
    // Past the capacity of 2: the d6 mesh and the shadow mesh are replaced by larger ones.
    for (let i = 0; i < 9; i++) set.put(`d6-${i}`, { kind: 'd6', value: 1 + (i % 6), x: i, z: 1 });
    collect();
    set.put('b', { kind: 'd4', value: 4, x: 0, z: 2 });
    set.put('c', { kind: 'd8', value: 8, x: 1, z: 2 });
    set.highlight(['a', 'b'], 'c');
    void set.roll('c', 3, { ms: 100 });
    set.update(0.05);
    collect();
    set.remove('a');
    set.dispose();
    const names = [...seen.values()];
    // Three shapes' meshes and outlines, the shadows, their geometries, three materials, the atlas.
    expect(names).toEqual(expect.arrayContaining(['dice-d4', 'dice-d6', 'dice-d8', 'dice-d6-outlines', 'dice-shadows', 'dice', 'dice-outline', 'dice-blob', 'texture']));
    expect(seen.size).toBeGreaterThanOrEqual(16);
    expect([...seen].filter(([uuid]) => !disposed.has(uuid)).map(([, name]) => name)).toEqual([]);
    expect(set.root.children).toHaveLength(0);
  });
});
