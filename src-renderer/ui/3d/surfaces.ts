/**
 * Materials for the table itself, painted procedurally on a canvas (no image files): felt with
 * a fine nap that drinks the light, and wood with grain and a soft sheen. A game picks the
 * colours; the grain and the nap are the same everywhere. Each call makes new GPU resources,
 * which the board keeps and disposes with itself.
 */
import * as THREE from 'three';
import { canvasTexture } from './canvasTexture';

/** A small deterministic noise source, so the same table looks the same every time. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function paint(size: number, draw: (g: CanvasRenderingContext2D, rnd: () => number) => void, seed: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = c.height = size;
  draw(c.getContext('2d')!, random(seed));
  return c;
}

/** `m`, freeing its texture when it is disposed. */
function owning(m: THREE.MeshStandardMaterial): THREE.MeshStandardMaterial {
  m.addEventListener('dispose', () => m.map?.dispose());
  return m;
}

/** Felt of `colour`: a fine speckled nap, fully rough. `repeat`: how many times the pattern tiles across the surface. */
export function feltMaterial(colour: string, repeat: number): THREE.MeshStandardMaterial {
  const base = new THREE.Color(colour);
  const canvas = paint(
    128,
    (g, rnd) => {
      g.fillStyle = `#${base.getHexString()}`;
      g.fillRect(0, 0, 128, 128);
      for (let i = 0; i < 2600; i++) {
        const k = 0.86 + rnd() * 0.28;
        g.fillStyle = `#${base.clone().multiplyScalar(k).getHexString()}`;
        g.fillRect(rnd() * 128, rnd() * 128, 1 + rnd(), 1 + rnd());
      }
    },
    7,
  );
  const map = canvasTexture(canvas);
  map.wrapS = map.wrapT = THREE.RepeatWrapping;
  map.repeat.set(repeat, repeat);
  return owning(new THREE.MeshStandardMaterial({ map, roughness: 1, metalness: 0, envMapIntensity: 0.2 }));
}

/** Wood of `colour`: long grain along x with darker rings, a satin finish. */
export function woodMaterial(colour: string): THREE.MeshStandardMaterial {
  const base = new THREE.Color(colour);
  const canvas = paint(
    256,
    (g, rnd) => {
      g.fillStyle = `#${base.getHexString()}`;
      g.fillRect(0, 0, 256, 256);
      for (let i = 0; i < 90; i++) {
        const y = rnd() * 256;
        const k = 0.72 + rnd() * 0.5;
        g.strokeStyle = `#${base.clone().multiplyScalar(k).getHexString()}`;
        g.lineWidth = 0.5 + rnd() * 2.5;
        g.beginPath();
        g.moveTo(0, y);
        const wave = 2 + rnd() * 5;
        for (let x = 0; x <= 256; x += 16) g.lineTo(x, y + Math.sin((x / 256) * Math.PI * 2 * (1 + rnd() * 0.2)) * wave);
        g.stroke();
      }
    },
    11,
  );
  return owning(new THREE.MeshStandardMaterial({ map: canvasTexture(canvas, 4), roughness: 0.55, metalness: 0, envMapIntensity: 1 }));
}
