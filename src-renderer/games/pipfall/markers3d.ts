/**
 * PipFall's lane markers as one instanced mesh: a puck per marker in its seat's colour with
 * its number on top. Every seat's four numbers are drawn once into one small atlas, and each
 * instance picks its cell of it, so sixteen markers cost one draw call (and one in the shadow
 * pass) instead of three each.
 */
import * as THREE from 'three';
import { canvasTexture } from '../../ui/3d/canvasTexture';
import type { DieColours } from '../../ui/3d/dice';

/** Markers per seat (one per program slot) and seats at most: the atlas is this many cells square. */
const CELLS = 4;
const PX = 128;
const RADIUS = 0.3;
const HEIGHT = 0.14;

/** A marker to show: whose, which number (0-based slot), where its centre stands. */
export interface MarkerPose {
  readonly seat: number;
  readonly slot: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** The atlas: row = seat, column = slot; each cell the seat's colour with the slot's number. */
function drawAtlas(colours: readonly DieColours[]): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = c.height = CELLS * PX;
  const g = c.getContext('2d')!;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `bold ${Math.round(PX * 0.75)}px system-ui, sans-serif`;
  for (let seat = 0; seat < CELLS; seat++) {
    const col = colours[seat] ?? colours[0]!;
    // Texture v runs up the canvas (flipY): seat 0 is the bottom row.
    const top = (CELLS - 1 - seat) * PX;
    for (let slot = 0; slot < CELLS; slot++) {
      g.fillStyle = col.body;
      g.fillRect(slot * PX, top, PX, PX);
      g.fillStyle = col.pip;
      g.fillText(String(slot + 1), slot * PX + PX / 2, top + PX / 2 + PX * 0.04);
    }
  }
  return canvasTexture(c, 4);
}

/** A puck whose top cap shows a whole atlas cell and whose side and bottom sample its plain corner. */
function puckGeometry(): THREE.BufferGeometry {
  const segments = 32;
  const geo = new THREE.CylinderGeometry(RADIUS, RADIUS, HEIGHT, segments);
  const uv = geo.getAttribute('uv') as THREE.BufferAttribute;
  // CylinderGeometry lays out the side first, then the top cap, then the bottom cap.
  const side = (segments + 1) * 2;
  const cap = segments * 2 + 1;
  for (let i = 0; i < uv.count; i++) {
    const isTop = i >= side && i < side + cap;
    if (!isTop) uv.setXY(i, 0.04, 0.04);
  }
  uv.needsUpdate = true;
  // One material for every part: one draw call.
  geo.clearGroups();
  return geo;
}

/** The markers of one board; `root` goes into the board's group. */
export class LaneMarkers {
  readonly root: THREE.InstancedMesh;
  private readonly atlas: THREE.CanvasTexture;
  private readonly cell: THREE.InstancedBufferAttribute;

  constructor(colours: readonly DieColours[]) {
    this.atlas = drawAtlas(colours);
    const geometry = puckGeometry();
    const capacity = CELLS * CELLS;
    this.cell = new THREE.InstancedBufferAttribute(new Float32Array(capacity * 2), 2).setUsage(THREE.DynamicDrawUsage);
    geometry.setAttribute('markerCell', this.cell);
    const material = new THREE.MeshStandardMaterial({ map: this.atlas, roughness: 0.5 });
    material.name = 'lane-markers';
    material.onBeforeCompile = (shader) => {
      shader.vertexShader = shader.vertexShader
        .replace('#include <common>', '#include <common>\nattribute vec2 markerCell;')
        .replace('#include <uv_vertex>', `#include <uv_vertex>\nvMapUv = ( vMapUv + markerCell ) * ${(1 / CELLS).toFixed(4)};`);
    };
    material.customProgramCacheKey = () => 'pipfall-lane-markers-v1';
    this.root = new THREE.InstancedMesh(geometry, material, capacity);
    this.root.name = 'lane-markers';
    this.root.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
    this.root.castShadow = true;
    // Plain white, but with it the shadow pass draws the pucks with the dice's depth shader
    // instead of building one more (which stalls the frame the first marker lands on).
    this.root.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(capacity * 3).fill(1), 3);
    this.root.frustumCulled = false;
    // Lanes are picked from the board plane; the pucks are for the eye.
    this.root.raycast = () => {};
    this.show([]);
  }

  /** Shows exactly these markers. */
  show(markers: readonly MarkerPose[]): void {
    const m = new THREE.Matrix4();
    // The cap's art runs along +z; a quarter turn makes the number read upright to the camera.
    const turn = new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 1, 0), Math.PI / 2);
    const one = new THREE.Vector3(1, 1, 1);
    const list = markers.slice(0, this.cell.count);
    list.forEach((k, i) => {
      this.root.setMatrixAt(i, m.compose(new THREE.Vector3(k.x, k.y, k.z), turn, one));
      this.cell.setXY(i, Math.min(CELLS - 1, k.slot), Math.min(CELLS - 1, k.seat));
    });
    this.root.count = list.length;
    this.root.visible = list.length > 0;
    this.root.instanceMatrix.needsUpdate = true;
    this.cell.needsUpdate = true;
  }

  dispose(): void {
    this.root.geometry.dispose();
    (this.root.material as THREE.Material).dispose();
    this.atlas.dispose();
    this.root.dispose();
  }
}
