/** A texture of a canvas a board painted its face, labels or marks on. */
import * as THREE from 'three';

/** `canvas` as a texture: its colours as painted (sRGB), kept sharp when seen at a slant (`anisotropy`). */
export function canvasTexture(canvas: HTMLCanvasElement, anisotropy = 1): THREE.CanvasTexture {
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = anisotropy;
  return tex;
}
