import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { ATLAS_HEIGHT, ATLAS_WIDTH, BLANK_UV, cellAt, drawAtlas, faceUv, type AtlasContext } from './dieAtlas';
import { DIE_KINDS, dieGeometry, dieShape, orientationFor, valueOnTop, type DieKind } from './dieShapes';

const UP = new THREE.Vector3(0, 1, 0);
const AWAY = new THREE.Vector3(0, 0, -1);
const DEG = Math.PI / 180;

/** The built mesh's triangles: corners, geometric normal and the UV of their middle. */
function triangles(kind: DieKind, size = 1): { pts: THREE.Vector3[]; uvs: [number, number][]; normal: THREE.Vector3; uv: [number, number] }[] {
  const g = dieGeometry(dieShape(kind, size), faceUv(kind), BLANK_UV);
  const pos = g.getAttribute('position');
  const uv = g.getAttribute('uv');
  const out = [];
  for (let i = 0; i < pos.count; i += 3) {
    const pts = [0, 1, 2].map((j) => new THREE.Vector3().fromBufferAttribute(pos, i + j));
    const normal = pts[1]!.clone().sub(pts[0]!).cross(pts[2]!.clone().sub(pts[0]!)).normalize();
    const u = (uv.getX(i) + uv.getX(i + 1) + uv.getX(i + 2)) / 3;
    const v = (uv.getY(i) + uv.getY(i + 1) + uv.getY(i + 2)) / 3;
    const uvs = [0, 1, 2].map((j) => [uv.getX(i + j), uv.getY(i + j)] as [number, number]);
    out.push({ pts, uvs, normal, uv: [u, v] as [number, number] });
  }
  g.dispose();
  return out;
}

function oppositeFace(kind: DieKind, normal: THREE.Vector3) {
  return dieShape(kind).faces.find((f) => f.normal.angleTo(normal.clone().negate()) < 1e-6);
}

describe('die values are the real ones', () => {
  it('a d6 carries 1..6 once each and opposite faces sum to 7', () => {
    const faces = dieShape('d6').faces;
    const values = faces.map((f) => (f.art.kind === 'pips' ? f.art.value : 0));
    expect([...values].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const f of faces) {
      const o = oppositeFace('d6', f.normal)!;
      expect(f.art.kind === 'pips' && o.art.kind === 'pips' ? f.art.value + o.art.value : 0).toBe(7);
    }
  });

  it('a d6 has 1, 2 and 3 counter-clockwise around their shared corner, as Western dice do', () => {
    const faces = dieShape('d6').faces;
    const n = (v: number) => faces.find((f) => f.art.kind === 'pips' && f.art.value === v)!.normal;
    const [n1, n2, n3] = [n(1), n(2), n(3)];
    // Seen from outside the shared corner (along n1+n2+n3), 1 -> 2 -> 3 turns counter-clockwise.
    expect(n1.clone().cross(n2).dot(n1.clone().add(n2).add(n3))).toBeGreaterThan(0);
    expect(n2.clone().cross(n3).dot(n1.clone().add(n2).add(n3))).toBeGreaterThan(0);
  });

  it('a d8 carries 1..8 once each and opposite faces sum to 9', () => {
    const faces = dieShape('d8').faces;
    const values = faces.map((f) => (f.art.kind === 'numeral' ? f.art.value : 0));
    expect([...values].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const f of faces) {
      const o = oppositeFace('d8', f.normal)!;
      expect(f.art.kind === 'numeral' && o.art.kind === 'numeral' ? f.art.value + o.art.value : 0).toBe(9);
    }
  });

  it('a d4 numbers its corners 1..4, each face prints its own three corners, and the face opposite a corner lacks its number', () => {
    const shape = dieShape('d4');
    expect(shape.values).toEqual([1, 2, 3, 4]);
    const label = new Map<string, number>();
    for (const f of shape.faces) {
      expect(f.art.kind).toBe('corners');
      const values = f.art.kind === 'corners' ? f.art.values : [];
      expect(new Set(values).size).toBe(3);
      f.corners.forEach((c, i) => {
        const k = c
          .toArray()
          .map((x) => x.toFixed(6))
          .join();
        // A corner prints the same number on every face that meets there.
        if (label.has(k)) expect(label.get(k)).toBe(values[i]);
        label.set(k, values[i]!);
      });
      const missing = [1, 2, 3, 4].find((v) => !values.includes(v))!;
      // The missing number's corner is the one off this face, straight across from it.
      const pose = shape.poses.find((p) => p.value === missing)!;
      expect(pose.axis.angleTo(f.normal.clone().negate())).toBeLessThan(1e-6);
    }
    expect([...label.values()].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('orientationFor shows the value on top', () => {
  for (const kind of DIE_KINDS) {
    it(`${kind}: each value's face normal (d4: corner) points up within half a degree, whatever the yaw`, () => {
      for (const yaw of [0, 0.7, -2.1]) {
        for (const pose of dieShape(kind).poses) {
          const q = orientationFor(kind, pose.value, yaw);
          expect(pose.axis.clone().applyQuaternion(q).angleTo(UP)).toBeLessThan(0.5 * DEG);
          expect(valueOnTop(kind, q)).toBe(pose.value);
        }
      }
    });
  }

  for (const kind of ['d6', 'd8'] as const) {
    it(`${kind}: at the tables' size, the mesh faces textured with v face up when v shows, their art upright and unmirrored`, () => {
      const tris = triangles(kind, 0.72);
      const shape = dieShape(kind);
      for (const v of shape.values) {
        const q = orientationFor(kind, v);
        const top = tris.filter((t) => t.normal.clone().applyQuaternion(q).angleTo(UP) < 1 * DEG);
        expect(top.length).toBeGreaterThan(0);
        for (const t of top) {
          const cell = cellAt(...t.uv);
          expect(cell?.kind).toBe(kind);
          const art = shape.faces[cell!.face]!.art;
          expect(art.kind !== 'corners' ? art.value : 0).toBe(v);
          // The directions in which the texture's u and v grow, on the table: right and away from the player.
          const [p0, p1, p2] = t.pts.map((p) => p.clone().applyQuaternion(q)) as [THREE.Vector3, THREE.Vector3, THREE.Vector3];
          const [[u0, v0], [u1, v1], [u2, v2]] = t.uvs as [[number, number], [number, number], [number, number]];
          const e1 = p1.clone().sub(p0);
          const e2 = p2.clone().sub(p0);
          const r = 1 / ((u1 - u0) * (v2 - v0) - (u2 - u0) * (v1 - v0));
          const growU = e1
            .clone()
            .multiplyScalar((v2 - v0) * r)
            .addScaledVector(e2, -(v1 - v0) * r);
          const growV = e2
            .clone()
            .multiplyScalar((u1 - u0) * r)
            .addScaledVector(e1, -(u2 - u0) * r);
          expect(growU.angleTo(new THREE.Vector3(1, 0, 0))).toBeLessThan(1 * DEG);
          expect(growV.angleTo(AWAY)).toBeLessThan(1 * DEG);
        }
      }
    });

    it(`${kind}: the art on top reads upright for the player at +Z, and turns with the yaw`, () => {
      const shape = dieShape(kind);
      for (const yaw of [0, Math.PI / 2, 2.5]) {
        for (const f of shape.faces) {
          const v = f.art.kind !== 'corners' ? f.art.value : 0;
          const up = f.up.clone().applyQuaternion(orientationFor(kind, v, yaw));
          expect(up.angleTo(AWAY.clone().applyAxisAngle(UP, yaw))).toBeLessThan(0.5 * DEG);
        }
      }
    });
  }

  it('d4: the value is read at the top corner, upright on the face turned to the player', () => {
    const shape = dieShape('d4');
    for (const v of shape.values) {
      const q = orientationFor('d4', v);
      const corners = shape.faces.flatMap((f) => f.corners.map((c, i) => ({ f, i, y: c.clone().applyQuaternion(q).y })));
      const topY = Math.max(...corners.map((c) => c.y));
      const atTop = corners.filter((c) => Math.abs(c.y - topY) < 1e-9);
      // Three faces meet at the top corner and each prints v there.
      expect(atTop).toHaveLength(3);
      for (const c of atTop) expect(c.f.art.kind === 'corners' ? c.f.art.values[c.i] : 0).toBe(v);
      // One of them faces the player squarely; its numeral at the top corner points up the screen.
      const front = atTop.find((c) => {
        const n = c.f.normal.clone().applyQuaternion(q);
        return n.z > 0 && Math.abs(n.x) < 1e-6;
      })!;
      expect(front).toBeDefined();
      const numeralUp = front.f.corners[front.i]!.clone().sub(front.f.centre).normalize().applyQuaternion(q);
      expect(numeralUp.y).toBeGreaterThan(0.5);
      expect(Math.abs(numeralUp.x)).toBeLessThan(1e-6);
    }
  });

  it('throws on a value the die does not carry', () => {
    expect(() => orientationFor('d4', 5)).toThrow(RangeError);
    expect(() => orientationFor('d8', 0)).toThrow(/not a value of a d8/);
  });
});

describe('die geometry', () => {
  for (const kind of DIE_KINDS) {
    it(`${kind}: a closed, outward-facing surface that rests flat on a face at its rest height`, () => {
      const size = 0.72;
      const tris = triangles(kind, size);
      // Closed: every edge belongs to exactly two triangles.
      const edges = new Map<string, number>();
      // Rounded to 1e-5, and -0 folded into 0, so points computed two ways compare equal.
      const k = (p: THREE.Vector3) =>
        p
          .toArray()
          .map((x) => (Math.round(x * 1e5) + 0).toString())
          .join();
      for (const t of tris) {
        for (let i = 0; i < 3; i++) {
          const e = [k(t.pts[i]!), k(t.pts[(i + 1) % 3]!)].sort().join('|');
          edges.set(e, (edges.get(e) ?? 0) + 1);
        }
      }
      const bad = [...edges.values()].filter((n) => n !== 2);
      expect(bad).toEqual([]);
      // Outward: the enclosed volume is positive, and a little under the sharp shape's.
      const volume = tris.reduce((s, t) => s + t.pts[0]!.dot(t.pts[1]!.clone().cross(t.pts[2]!)) / 6, 0);
      expect(volume).toBeGreaterThan(0);
      // Rests on a face: for each value, the lowest points lie on the table plane.
      const shape = dieShape(kind, size);
      for (const v of shape.values) {
        const q = orientationFor(kind, v);
        const ys = tris.flatMap((t) => t.pts.map((p) => p.clone().applyQuaternion(q).y));
        const low = Math.min(...ys);
        expect(low).toBeCloseTo(-shape.restHeight, 6);
        expect(ys.filter((y) => Math.abs(y - low) < 1e-6).length).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('sizes the shapes alike: each stands within 15% of a d6 and reaches about as far across', () => {
    const d6 = dieShape('d6', 0.72);
    for (const kind of DIE_KINDS) {
      const shape = dieShape(kind, 0.72);
      // A d4 rests with a corner up: four times its rest height tall.
      const height = shape.restHeight * (kind === 'd4' ? 4 : 2);
      expect(Math.abs(height / 0.72 - 1)).toBeLessThan(0.15);
      // Reaching no farther from its centre than a d6's corners, give or take a tenth.
      expect(shape.footprint).toBeLessThanOrEqual(d6.footprint * 1.1);
    }
  });
});

/** A 2D context that records what is drawn, in atlas pixels. */
function recorder() {
  let m = new DOMMatrixLike();
  const stack: DOMMatrixLike[] = [];
  const texts: { text: string; x: number; y: number; style: unknown }[] = [];
  const arcs: { x: number; y: number; style: unknown }[] = [];
  let pending: { x: number; y: number } | null = null;
  const g = {
    font: '',
    fillStyle: '' as unknown,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    save: () => stack.push(m.copy()),
    restore: () => (m = stack.pop()!),
    setTransform: (a: number, b: number, c: number, d: number, e: number, f: number) => (m = new DOMMatrixLike(a, b, c, d, e, f)),
    translate: (x: number, y: number) => (m = m.times(new DOMMatrixLike(1, 0, 0, 1, x, y))),
    rotate: (t: number) => (m = m.times(new DOMMatrixLike(Math.cos(t), Math.sin(t), -Math.sin(t), Math.cos(t), 0, 0))),
    scale: (x: number, y: number) => (m = m.times(new DOMMatrixLike(x, 0, 0, y, 0, 0))),
    beginPath: () => {},
    arc: (x: number, y: number) => (pending = m.apply(x, y)),
    fill: () => {
      if (pending) arcs.push({ ...pending, style: g.fillStyle });
      pending = null;
    },
    fillRect: () => {},
    fillText: (text: string, x: number, y: number) => texts.push({ text, ...m.apply(x, y), style: g.fillStyle }),
    measureText: (text: string) => ({ width: 60 * text.length, actualBoundingBoxAscent: 72, actualBoundingBoxDescent: 0 }),
  };
  return { g: g as unknown as AtlasContext, texts, arcs };
}

class DOMMatrixLike {
  constructor(
    readonly a = 1,
    readonly b = 0,
    readonly c = 0,
    readonly d = 1,
    readonly e = 0,
    readonly f = 0,
  ) {}
  copy(): DOMMatrixLike {
    return new DOMMatrixLike(this.a, this.b, this.c, this.d, this.e, this.f);
  }
  times(o: DOMMatrixLike): DOMMatrixLike {
    return new DOMMatrixLike(
      this.a * o.a + this.c * o.b,
      this.b * o.a + this.d * o.b,
      this.a * o.c + this.c * o.d,
      this.b * o.c + this.d * o.d,
      this.a * o.e + this.c * o.f + this.e,
      this.b * o.e + this.d * o.f + this.f,
    );
  }
  apply(x: number, y: number): { x: number; y: number } {
    return { x: this.a * x + this.c * y + this.e, y: this.b * x + this.d * y + this.f };
  }
}

describe('the face atlas', () => {
  it('prints each face in the cell its mesh face reads: the right pips and numerals, nothing in the blank', () => {
    const { g, texts, arcs } = recorder();
    drawAtlas(g);
    const inCell = (p: { x: number; y: number }) => cellAt(p.x / ATLAS_WIDTH, 1 - p.y / ATLAS_HEIGHT);
    // d6: the pips drawn in each face's cell are as many as its value; the 1 in the accent ink.
    const pips = new Map<number, number>();
    for (const a of arcs) {
      const cell = inCell(a)!;
      expect(cell.kind).toBe('d6');
      pips.set(cell.face, (pips.get(cell.face) ?? 0) + 1);
    }
    dieShape('d6').faces.forEach((f, i) => expect(pips.get(i)).toBe(f.art.kind === 'pips' ? f.art.value : -1));
    expect(arcs.filter((a) => a.style === '#00ff00')).toHaveLength(1);
    // d8: one numeral per face, the face's own; d4: three per face, its corners'.
    for (const kind of ['d8', 'd4'] as const) {
      dieShape(kind).faces.forEach((f, i) => {
        const here = texts.filter((t) => {
          const c = inCell(t);
          return c?.kind === kind && c.face === i;
        });
        expect(here.map((t) => Number(t.text)).sort()).toEqual(f.art.kind === 'numeral' ? [f.art.value] : f.art.kind === 'corners' ? [...f.art.values].sort() : []);
      });
    }
    // Nothing is printed where the edges read.
    expect([...texts, ...arcs].filter((p) => inCell(p) === null)).toEqual([]);
  });
});
