/**
 * The three die shapes Piplus needs, as data and geometry: which value sits on which face
 * (or vertex), how each face's art is laid out, the rotation that shows a value on top, and
 * a rounded mesh of each shape whose faces map into the shared atlas (dieAtlas.ts).
 *
 * Conventions (they are the real dice's):
 * - d6: a cube with pips; opposite faces sum to 7, and 1-2-3 run counter-clockwise around
 *   the corner they share (Western dice). The value is the face on top.
 * - d8: an octahedron with one numeral per face; opposite faces sum to 9. The value is the
 *   face on top.
 * - d4: a tetrahedron read at the top vertex. Each face prints the values of its three
 *   corners, each numeral near its corner and upright when that corner points up, so the
 *   value shows three times, once on every face the player can see. (A tetrahedron has no
 *   face on top; reading a face would hide the value on the face resting on the table.)
 *
 * A die's local frame has its centre at the origin. "Showing v" means v's axis (the face
 * normal for d6 and d8, the vertex direction for d4) points up (+Y) and the art of the
 * face on top reads upright for a player sitting at +Z looking towards -Z; `yaw` turns the
 * die about +Y for a player elsewhere.
 */
import * as THREE from 'three';

/** The die shapes the tables draw. */
export const DIE_KINDS = ['d4', 'd6', 'd8'] as const;
export type DieKind = (typeof DIE_KINDS)[number];

/** What is printed on one face. */
export type FaceArt =
  /** Pips for a d6 face. */
  | { readonly kind: 'pips'; readonly value: number }
  /** One numeral in the middle (d8). */
  | { readonly kind: 'numeral'; readonly value: number }
  /** One numeral near each corner, in corner order, upright towards its corner (d4). */
  | { readonly kind: 'corners'; readonly values: readonly number[] };

/** One flat face of a shape, in the die's local frame. */
export interface Face {
  /** Outward unit normal. */
  readonly normal: THREE.Vector3;
  /** Unit vector in the face plane: "up" for the face's art. */
  readonly up: THREE.Vector3;
  /** Unit vector in the face plane: "right" for the face's art (up x normal). */
  readonly right: THREE.Vector3;
  /** Corners of the sharp face, counter-clockwise seen from outside. */
  readonly corners: readonly THREE.Vector3[];
  /** Centre of the face. */
  readonly centre: THREE.Vector3;
  readonly art: FaceArt;
}

/** How a value is shown: `axis` up, `up` pointing away from the player (-Z). */
export interface ValuePose {
  readonly value: number;
  /** Unit vector that points up (+Y) when the value shows. */
  readonly axis: THREE.Vector3;
  /** Unit vector perpendicular to `axis` that points away from the player (-Z) when the value shows. */
  readonly up: THREE.Vector3;
}

/** A die shape at a given size. */
export interface DieShape {
  readonly kind: DieKind;
  /** Values in the order a list of them reads naturally (1..n). */
  readonly values: readonly number[];
  readonly faces: readonly Face[];
  readonly poses: readonly ValuePose[];
  /** Distance from the centre to every face plane: the height of the centre of a die resting on the table. */
  readonly restHeight: number;
  /** Radius of the rounded edges and corners. */
  readonly rounding: number;
  /** Flat part of each face relative to the sharp face (1 = no rounding), about the face centre. */
  readonly flatScale: number;
  /** Distance from the centre to the farthest point in the table plane when resting (for shadows). */
  readonly footprint: number;
}

/**
 * Proportions relative to `size` (a d6's edge): the height of a resting die (table to top
 * face, or to the top corner of a d4), and the rounding of its edges. Real sets size the
 * three alike.
 */
const PROPORTIONS: Record<DieKind, { readonly height: number; readonly rounding: number }> = {
  d4: { height: 1.06, rounding: 0.04 },
  d6: { height: 1.0, rounding: 0.1 },
  d8: { height: 0.86, rounding: 0.05 },
};

/** The six axis directions (a cube's face normals, an octahedron's vertices). */
const AXES: readonly (readonly [number, number, number])[] = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
  [0, 0, 1],
  [0, 0, -1],
];
/** The eight corners of the unit cube (a cube's vertices, an octahedron's face normals). */
const CORNERS = [-1, 1].flatMap((x) => [-1, 1].flatMap((y) => [-1, 1].map((z) => [x, y, z] as const)));

/** Sharp unit shapes: vertices and face normals (faces are found from them). */
const UNIT: Record<DieKind, { readonly vertices: readonly (readonly [number, number, number])[]; readonly normals: readonly (readonly [number, number, number])[] }> = {
  d6: { vertices: CORNERS, normals: AXES },
  d8: {
    vertices: AXES,
    normals: CORNERS,
  },
  d4: {
    vertices: [
      [1, 1, 1],
      [1, -1, -1],
      [-1, 1, -1],
      [-1, -1, 1],
    ],
    // The face opposite each vertex.
    normals: [
      [-1, -1, -1],
      [-1, 1, 1],
      [1, -1, 1],
      [1, 1, -1],
    ],
  },
};

/** d6 pips by face normal: +X 3, -X 4, +Y 1, -Y 6, +Z 2, -Z 5 (the tables' existing dice). */
const D6_VALUES: Record<string, number> = { '1,0,0': 3, '-1,0,0': 4, '0,1,0': 1, '0,-1,0': 6, '0,0,1': 2, '0,0,-1': 5 };
/** d8 numerals by the signs of the face normal: odd around +Y, each opposite face makes 9. */
const D8_VALUES: Record<string, number> = { '1,1,1': 1, '-1,1,1': 7, '-1,1,-1': 3, '1,1,-1': 5 };
/** d4 value of each unit vertex, in UNIT.d4 order. */
const D4_VALUES = [1, 2, 3, 4] as const;

const key = (v: THREE.Vector3): string => [v.x, v.y, v.z].map((c) => Math.round(c)).join(',');

function d8Value(n: THREE.Vector3): number {
  const s = new THREE.Vector3(Math.sign(n.x), Math.sign(n.y), Math.sign(n.z));
  const top = D8_VALUES[key(s)];
  return top ?? 9 - D8_VALUES[key(s.negate())]!;
}

/**
 * A unit vector in the face plane to read the art by: towards +Y (or -Z on a horizontal
 * face) for squares; for triangles towards the corner nearest that direction, ties broken
 * by a fixed nudge so the choice never rests on rounding.
 */
function faceUp(normal: THREE.Vector3, corners: readonly THREE.Vector3[], centre: THREE.Vector3): THREE.Vector3 {
  const ref = Math.abs(normal.y) > 0.9 ? new THREE.Vector3(0, 0, -Math.sign(normal.y)) : new THREE.Vector3(0, 1, 0);
  const flat = ref.clone().addScaledVector(normal, -ref.dot(normal)).normalize();
  if (corners.length !== 3) return flat;
  const nudge = new THREE.Vector3(0.31, 0.17, 0.53);
  const score = (c: THREE.Vector3): number => {
    const d = c.clone().sub(centre).normalize();
    return Math.round(d.dot(flat) * 1e6) + d.dot(nudge) * 1e-3;
  };
  const best = corners.reduce((a, c) => (score(c) > score(a) ? c : a));
  return best.clone().sub(centre).normalize();
}

const units = new Map<DieKind, DieShape>();
const cache = new Map<string, DieShape>();

/**
 * The shape of a `kind` die whose d6 would have edge `size` (shared: treat as read-only).
 * Every size is the unit shape scaled, so faces, art and poses agree across sizes.
 */
export function dieShape(kind: DieKind, size = 1): DieShape {
  const unit = units.get(kind) ?? unitShape(kind);
  units.set(kind, unit);
  if (size === 1) return unit;
  const id = `${kind}:${size}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const shape: DieShape = {
    ...unit,
    faces: unit.faces.map((f) => ({ ...f, corners: f.corners.map((c) => c.clone().multiplyScalar(size)), centre: f.centre.clone().multiplyScalar(size) })),
    restHeight: unit.restHeight * size,
    rounding: unit.rounding * size,
    footprint: unit.footprint * size,
  };
  cache.set(id, shape);
  return shape;
}

function unitShape(kind: DieKind): DieShape {
  const size = 1;
  const unit = UNIT[kind];
  const unitNormals = unit.normals.map(([x, y, z]) => new THREE.Vector3(x, y, z).normalize());
  const unitIn = new THREE.Vector3(...unit.vertices[0]!).dot(unitNormals.find((n) => new THREE.Vector3(...unit.vertices[0]!).dot(n) > 0)!);
  // A d4 stands on a face with a corner up: four times its inradius tall; the others twice.
  const restHeight = (PROPORTIONS[kind].height * size) / (kind === 'd4' ? 4 : 2);
  const scale = restHeight / unitIn;
  const vertices = unit.vertices.map(([x, y, z]) => new THREE.Vector3(x, y, z).multiplyScalar(scale));
  const near = (a: THREE.Vector3, b: THREE.Vector3): boolean => a.distanceTo(b) < 1e-9;
  const faces: Face[] = unitNormals.map((normal, f) => {
    const on = vertices.filter((v) => Math.abs(v.dot(normal) - restHeight) < 1e-9);
    const centre = on.reduce((a, v) => a.add(v), new THREE.Vector3()).divideScalar(on.length);
    // Counter-clockwise seen from outside: sort by angle in a frame whose third axis is the normal.
    const e1 = on[0]!.clone().sub(centre).normalize();
    const e2 = normal.clone().cross(e1);
    const corners = [...on].sort((a, b) => {
      const pa = a.clone().sub(centre);
      const pb = b.clone().sub(centre);
      return Math.atan2(pa.dot(e2), pa.dot(e1)) - Math.atan2(pb.dot(e2), pb.dot(e1));
    });
    const up = faceUp(normal, corners, centre);
    const right = up.clone().cross(normal);
    let art: FaceArt;
    if (kind === 'd6') art = { kind: 'pips', value: D6_VALUES[key(unitNormals[f]!)]! };
    else if (kind === 'd8') art = { kind: 'numeral', value: d8Value(normal) };
    else art = { kind: 'corners', values: corners.map((c) => D4_VALUES[vertices.findIndex((v) => near(v, c))]!) };
    return { normal, up, right, corners, centre, art };
  });
  const poses: ValuePose[] =
    kind === 'd4'
      ? D4_VALUES.map((value, i) => {
          const axis = vertices[i]!.clone().normalize();
          // A face through the vertex turns to the player, so its numeral at the top corner reads upright.
          const front = faces.find((f) => f.corners.some((c) => near(c, vertices[i]!)))!;
          const toward = front.normal.clone().addScaledVector(axis, -front.normal.dot(axis)).normalize();
          return { value, axis, up: toward.negate() };
        })
      : faces.map((f) => ({ value: f.art.kind === 'corners' ? 0 : f.art.value, axis: f.normal.clone(), up: f.up.clone() }));
  poses.sort((a, b) => a.value - b.value);
  const rounding = PROPORTIONS[kind].rounding * size;
  const flatScale = (restHeight - rounding) / restHeight;
  const footprint = footprintOf(vertices, poses[0]!);
  return { kind, values: poses.map((p) => p.value), faces, poses, restHeight, rounding, flatScale, footprint };
}

function footprintOf(vertices: readonly THREE.Vector3[], pose: ValuePose): number {
  const q = poseQuaternion(pose, 0);
  return Math.max(
    ...vertices.map((v) => {
      const p = v.clone().applyQuaternion(q);
      return Math.hypot(p.x, p.z);
    }),
  );
}

function poseQuaternion(pose: ValuePose, yaw: number): THREE.Quaternion {
  // The rotation takes the local basis (right, axis, -up) to world (X, Y, Z).
  const right = pose.up.clone().cross(pose.axis);
  const local = new THREE.Matrix4().makeBasis(right, pose.axis, pose.up.clone().negate());
  const q = new THREE.Quaternion().setFromRotationMatrix(local.transpose());
  return new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 1, 0), yaw).multiply(q);
}

/** Whether `value` is printed on a `kind` die. */
export function isDieValue(kind: DieKind, value: number): boolean {
  return dieShape(kind).values.includes(value);
}

/**
 * The rotation that shows `value` on top of a `kind` die, its art upright for a player on
 * the +Z side turned by `yaw` radians about +Y. Throws a RangeError for a value the die
 * does not carry (the engine never sends one; a table that does has a bug).
 */
export function orientationFor(kind: DieKind, value: number, yaw = 0): THREE.Quaternion {
  const pose = dieShape(kind).poses.find((p) => p.value === value);
  if (!pose) throw new RangeError(`orientationFor: ${value} is not a value of a ${kind}`);
  return poseQuaternion(pose, yaw);
}

/** The value a `kind` die turned by `q` shows (the one whose axis points most nearly up). */
export function valueOnTop(kind: DieKind, q: THREE.Quaternion): number {
  let best = { value: 0, y: -Infinity };
  for (const p of dieShape(kind).poses) {
    const y = p.axis.clone().applyQuaternion(q).y;
    if (y > best.y) best = { value: p.value, y };
  }
  return best.value;
}

/** Where face art goes in the atlas: a function from a point on a face to UV coordinates. */
export type FaceUv = (face: Face, faceIndex: number, point: THREE.Vector3) => readonly [number, number];

/**
 * A rounded `kind` die: the sharp shape shrunk by the rounding radius and grown back by a
 * sphere of that radius (flat faces, cylindrical edges, spherical corners), so every face
 * stays on its sharp plane and a die rests exactly `restHeight` above the table. Faces are
 * flat-lit and mapped by `uv`; edges and corners are smooth-lit and mapped to `blankUv`
 * (a spot of the atlas with nothing printed). One geometry, no groups: one draw call.
 */
export function dieGeometry(shape: DieShape, uv: FaceUv, blankUv: readonly [number, number], segments = 4): THREE.BufferGeometry {
  const pos: number[] = [];
  const nor: number[] = [];
  const uvs: number[] = [];
  const s = shape.flatScale;
  const r = shape.rounding;
  const tri = (pts: readonly THREE.Vector3[], ns: readonly THREE.Vector3[], tex: readonly (readonly [number, number])[]): void => {
    // Wind counter-clockwise seen from outside whatever order the caller gave.
    const [a, b, c] = pts as [THREE.Vector3, THREE.Vector3, THREE.Vector3];
    const n = b.clone().sub(a).cross(c.clone().sub(a));
    const order = n.dot(a.clone().add(b).add(c)) >= 0 ? [0, 1, 2] : [0, 2, 1];
    for (const i of order) {
      pos.push(...pts[i]!.toArray());
      nor.push(...ns[i]!.toArray());
      uvs.push(...tex[i]!);
    }
  };
  // Corners of the shrunk shape: a sharp corner v becomes v*s, and its face's flat corner v*s + r*n.
  const inner = (v: THREE.Vector3): THREE.Vector3 => v.clone().multiplyScalar(s);
  // Faces: a fan of the flat part.
  shape.faces.forEach((f, fi) => {
    const flat = f.corners.map((c) => inner(c).addScaledVector(f.normal, r));
    const centre = f.centre.clone();
    for (let i = 0; i < flat.length; i++) {
      const a = flat[i]!;
      const b = flat[(i + 1) % flat.length]!;
      tri([centre, a, b], [f.normal, f.normal, f.normal], [uv(f, fi, centre), uv(f, fi, a), uv(f, fi, b)]);
    }
  });
  const arc = (from: THREE.Vector3, to: THREE.Vector3, t: number): THREE.Vector3 => {
    const angle = from.angleTo(to);
    if (angle < 1e-9) return from.clone();
    const axis = from.clone().cross(to).normalize();
    return from.clone().applyAxisAngle(axis, angle * t);
  };
  const same = (a: THREE.Vector3, b: THREE.Vector3): boolean => a.distanceTo(b) < 1e-9 * Math.max(1, shape.restHeight);
  // Edges: a cylinder strip between each pair of faces sharing two corners.
  for (let i = 0; i < shape.faces.length; i++) {
    for (let j = i + 1; j < shape.faces.length; j++) {
      const fa = shape.faces[i]!;
      const fb = shape.faces[j]!;
      const shared = fa.corners.filter((c) => fb.corners.some((d) => same(c, d)));
      if (shared.length !== 2) continue;
      const [p, q] = shared.map(inner) as [THREE.Vector3, THREE.Vector3];
      for (let k = 0; k < segments; k++) {
        const n0 = arc(fa.normal, fb.normal, k / segments);
        const n1 = arc(fa.normal, fb.normal, (k + 1) / segments);
        const p0 = p.clone().addScaledVector(n0, r);
        const p1 = p.clone().addScaledVector(n1, r);
        const q0 = q.clone().addScaledVector(n0, r);
        const q1 = q.clone().addScaledVector(n1, r);
        tri([p0, p1, q1], [n0, n1, n1], [blankUv, blankUv, blankUv]);
        tri([p0, q1, q0], [n0, n1, n0], [blankUv, blankUv, blankUv]);
      }
    }
  }
  // Corners: a spherical patch around each sharp corner, fanned from its middle.
  const corners: THREE.Vector3[] = [];
  for (const f of shape.faces) for (const c of f.corners) if (!corners.some((d) => same(c, d))) corners.push(c);
  for (const c of corners) {
    const around = shape.faces.filter((f) => f.corners.some((d) => same(c, d)));
    const mid = around.reduce((a, f) => a.add(f.normal), new THREE.Vector3()).normalize();
    // Order the faces around the corner, then walk their normals and the arcs between them.
    const e1 = around[0]!.normal.clone().addScaledVector(mid, -around[0]!.normal.dot(mid)).normalize();
    const e2 = mid.clone().cross(e1);
    const angle = (n: THREE.Vector3): number => Math.atan2(n.dot(e2), n.dot(e1));
    const ring = [...around].sort((a, b) => angle(a.normal) - angle(b.normal));
    const normals: THREE.Vector3[] = [];
    ring.forEach((f, k) => {
      const next = ring[(k + 1) % ring.length]!;
      for (let t = 0; t < segments; t++) normals.push(arc(f.normal, next.normal, t / segments));
    });
    const centre = inner(c);
    const at = (n: THREE.Vector3): THREE.Vector3 => centre.clone().addScaledVector(n, r);
    // Subdivide each wedge (mid, n_k, n_k+1) so the patch stays round for wide corners.
    const rings = Math.max(1, Math.ceil(segments / 2));
    for (let k = 0; k < normals.length; k++) {
      const a = normals[k]!;
      const b = normals[(k + 1) % normals.length]!;
      for (let t = 0; t < rings; t++) {
        const a0 = arc(mid, a, t / rings);
        const b0 = arc(mid, b, t / rings);
        const a1 = arc(mid, a, (t + 1) / rings);
        const b1 = arc(mid, b, (t + 1) / rings);
        if (t === 0) tri([at(a0), at(a1), at(b1)], [a0, a1, b1], [blankUv, blankUv, blankUv]);
        else {
          tri([at(a0), at(a1), at(b1)], [a0, a1, b1], [blankUv, blankUv, blankUv]);
          tri([at(a0), at(b1), at(b0)], [a0, b1, b0], [blankUv, blankUv, blankUv]);
        }
      }
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('normal', new THREE.Float32BufferAttribute(nor, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(uvs, 2));
  g.computeBoundingSphere();
  return g;
}
