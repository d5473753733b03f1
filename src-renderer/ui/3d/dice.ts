/**
 * Shared three.js pieces for games with real dice: pip-faced die materials (in any body
 * colour), the rotation that shows a face, text labels drawn on planes, and a tween queue
 * whose promises resolve when an animation lands (tables play events strictly in order).
 */
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';

/** Pips on each BoxGeometry face, in its group order +X, -X, +Y, -Y, +Z, -Z (opposites sum to 7). */
export const FACE_PIPS = [3, 4, 1, 6, 2, 5] as const;

/** The rotation that brings `pips` to the top (+Y) face. */
export function faceUp(pips: number): THREE.Quaternion {
  const e = new THREE.Euler();
  switch (pips) {
    case 6:
      e.set(Math.PI, 0, 0);
      break;
    case 2:
      e.set(-Math.PI / 2, 0, 0);
      break;
    case 5:
      e.set(Math.PI / 2, 0, 0);
      break;
    case 3:
      e.set(0, 0, Math.PI / 2);
      break;
    case 4:
      e.set(0, 0, -Math.PI / 2);
      break;
    default:
      e.set(0, 0, 0);
  }
  return new THREE.Quaternion().setFromEuler(e);
}

/** Pip centres on a unit face for 1..6, on a 3x3 lattice. */
const PIP_LAYOUT: Record<number, readonly [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.25, 0.25],
    [0.75, 0.75],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.27, 0.22],
    [0.27, 0.5],
    [0.27, 0.78],
    [0.73, 0.22],
    [0.73, 0.5],
    [0.73, 0.78],
  ],
};

/** Colours of a die: its body, its pips, and the single pip of the 1. */
export interface DieColours {
  readonly body: string;
  readonly pip: string;
  readonly one: string;
}

/** Ivory with black pips and a red 1: the classic die. */
export const IVORY: DieColours = { body: '#f8f4e8', pip: '#1c1c1c', one: '#b3261e' };

function faceTexture(pips: number, colours: DieColours): THREE.CanvasTexture {
  const size = 256;
  const c = document.createElement('canvas');
  c.width = c.height = size;
  const g = c.getContext('2d')!;
  g.fillStyle = colours.body;
  g.fillRect(0, 0, size, size);
  const r = pips === 1 ? 34 : 25;
  for (const [x, y] of PIP_LAYOUT[pips]!) {
    g.beginPath();
    g.arc(x * size, y * size, r, 0, Math.PI * 2);
    g.fillStyle = pips === 1 ? colours.one : colours.pip;
    g.fill();
  }
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 4;
  return tex;
}

/** One material per box face (in FACE_PIPS order), with pips drawn in `colours`. */
export function dieMaterials(colours: DieColours, tint?: string): THREE.MeshStandardMaterial[] {
  return FACE_PIPS.map((p) => new THREE.MeshStandardMaterial({ map: faceTexture(p, colours), color: tint ?? '#ffffff', roughness: 0.45, metalness: 0 }));
}

/** Materials sharing `base`'s textures under a tint (e.g. a die that has already acted). */
export function tintedMaterials(base: readonly THREE.MeshStandardMaterial[], tint: string): THREE.MeshStandardMaterial[] {
  return base.map((m) => new THREE.MeshStandardMaterial({ map: m.map, color: tint, roughness: 0.6, metalness: 0 }));
}

/** Frees materials and their textures. */
export function disposeMaterials(ms: readonly THREE.Material[], withMaps = true): void {
  for (const m of ms) {
    if (withMaps && m instanceof THREE.MeshStandardMaterial) m.map?.dispose();
    m.dispose();
  }
}

/** A rounded die of edge `size`. */
export function dieGeometry(size: number): THREE.BufferGeometry {
  return new RoundedBoxGeometry(size, size, size, 4, 0.1);
}

/** A canvas texture with one line of centred text, shrunk until it fits. */
export function textTexture(text: string, opts: { width: number; height: number; font: string; color: string; background?: string }): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = opts.width;
  c.height = opts.height;
  const g = c.getContext('2d')!;
  if (opts.background) {
    g.fillStyle = opts.background;
    g.fillRect(0, 0, opts.width, opts.height);
  }
  g.font = opts.font;
  const base = /(\d+)px/.exec(opts.font);
  for (let px = base ? Number(base[1]) : 48; px > 12 && g.measureText(text).width > opts.width * 0.96; px -= 2) {
    g.font = opts.font.replace(/\d+px/, `${px}px`);
  }
  g.fillStyle = opts.color;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, opts.width / 2, opts.height / 2);
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  return tex;
}

/** Smooth in-out easing. */
export const ease = (k: number): number => (k < 0.5 ? 4 * k * k * k : 1 - (-2 * k + 2) ** 3 / 2);

interface Tween {
  elapsed: number;
  readonly duration: number;
  readonly step: (k: number) => void;
  readonly done: () => void;
}

/** Running tweens; a scene calls `update` per frame and renders while `busy`. */
export class Tweens {
  private list: Tween[] = [];

  constructor(private readonly changed: () => void) {}

  /** Runs `step(k)` for k from 0 to 1 over `ms`; resolves when it lands (at once for ms <= 0). */
  run(ms: number, step: (k: number) => void): Promise<void> {
    if (ms <= 0) {
      step(1);
      this.changed();
      return Promise.resolve();
    }
    return new Promise((done) => {
      this.list.push({ elapsed: 0, duration: ms, step, done });
      this.changed();
    });
  }

  /** Whether a tween is running. */
  get busy(): boolean {
    return this.list.length > 0;
  }

  /** Advances running tweens; returns whether any still runs. */
  update(dtSeconds: number): boolean {
    if (this.list.length === 0) return false;
    const dt = Math.min(dtSeconds, 0.1) * 1000;
    const finished: Tween[] = [];
    for (const tw of this.list) {
      tw.elapsed += dt;
      const k = Math.min(1, tw.elapsed / tw.duration);
      tw.step(k);
      if (k >= 1) finished.push(tw);
    }
    if (finished.length) {
      this.list = this.list.filter((tw) => !finished.includes(tw));
      for (const tw of finished) tw.done();
    }
    return true;
  }

  /** Lands every running tween at once (on dispose). */
  finishAll(): void {
    for (const tw of this.list) {
      tw.step(1);
      tw.done();
    }
    this.list = [];
  }
}
