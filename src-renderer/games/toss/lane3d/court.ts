/**
 * The lane's court in three.js, at real scale (metres): a lawn under a sky, a mown strip with
 * the foul lines at each front edge, and the two boards 8.23 m apart front edge to front edge,
 * each with its painted top, its hole, side rails, a back and legs. Built once; everything it
 * makes is handed to `keep` to be disposed with the lane.
 */
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Court, End } from '../types';
import { world } from './frames';

/** Keeps a disposable for the lane to dispose; returns it. */
type Keep = <T extends { dispose(): void }>(x: T) => T;

/** The lawn, the court between the boards with its foul lines, and both boards at their ends. */
export function buildCourt(court: Court, keep: Keep): THREE.Group {
  const root = new THREE.Group();
  const top = keep(topTexture(court));
  const c = court;
  const L = c.laneLength;
  const grass = keep(grassTexture());
  const lawn = new THREE.Mesh(keep(new THREE.PlaneGeometry(130, 130)), keep(new THREE.MeshLambertMaterial({ map: grass })));
  lawn.rotation.x = -Math.PI / 2;
  lawn.receiveShadow = true;
  root.add(lawn, sky(keep));
  // The court: a mown strip between and around the boards, and the foul lines at each front edge.
  const strip = new THREE.Mesh(
    keep(new THREE.PlaneGeometry(2.6, L + 2 * c.boardLength + 1.6)),
    keep(new THREE.MeshLambertMaterial({ color: '#5f8f4a', transparent: true, opacity: 0.55 })),
  );
  strip.rotation.x = -Math.PI / 2;
  strip.position.y = 0.002;
  strip.receiveShadow = true;
  root.add(strip);
  const lineMat = keep(new THREE.MeshStandardMaterial({ color: '#f4f1e6', roughness: 0.9 }));
  const lines = new THREE.InstancedMesh(keep(new THREE.BoxGeometry(2.6, 0.004, 0.05)), lineMat, 2);
  lines.receiveShadow = true;
  for (const end of [0, 1] as const) {
    lines.setMatrixAt(end, new THREE.Matrix4().makeTranslation(world(court, end, [0, 0.002, -0.025])));
    root.add(buildBoard(court, end, keep, top));
  }
  root.add(lines);
  keep(lines);
  return root;
}

/** A sky: a dome shaded from a pale horizon to blue overhead (one draw call, unlit). */
function sky(keep: Keep): THREE.Mesh {
  const geo = keep(new THREE.SphereGeometry(60, 24, 12, 0, Math.PI * 2, 0, Math.PI / 2));
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
  const dome = new THREE.Mesh(geo, keep(new THREE.MeshBasicMaterial({ vertexColors: true, side: THREE.BackSide, fog: false })));
  dome.position.y = -0.5;
  return dome;
}
/** Mown grass, drawn once and repeated over the lawn. */
function grassTexture(): THREE.CanvasTexture {
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
function topTexture(court: Court): THREE.CanvasTexture {
  const c = court;
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
/** One board in its end's frame: the sloped top with its hole, side rails, a back and legs. */
function buildBoard(court: Court, end: End, keep: Keep, topMap: THREE.CanvasTexture): THREE.Group {
  const c = court;
  const g = new THREE.Group();
  const wood = keep(new THREE.MeshStandardMaterial({ color: '#a87a48', roughness: 0.75 }));
  const face = keep(new THREE.MeshStandardMaterial({ map: topMap, roughness: 0.55 }));
  // Three groups and two materials, not six: the painted top (the box's +y face, indices 12-17) and the wood round it.
  const plate = keep(new THREE.BoxGeometry(c.boardWidth, c.plateThickness, c.boardLength));
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
  const frameGeo = keep(mergeGeometries(parts));
  for (const p of parts) p.dispose();
  // Under the top it casts little shadow worth a pass of its own.
  const frame = new THREE.Mesh(frameGeo, wood);
  frame.receiveShadow = true;
  g.add(frame);
  // Placed at its end: the frame's origin is the front edge at ground level.
  const origin = world(court, end, [0, 0, 0]);
  g.position.copy(origin);
  if (end === 1) g.rotation.y = Math.PI;
  return g;
}
