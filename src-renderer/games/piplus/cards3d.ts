/**
 * Piplus's cards in three.js: the ten faces (1..10) and the back drawn once into one atlas,
 * and every card on the table as an instance of one mesh whose atlas cell is a per-instance
 * attribute, so the whole deck costs one draw call (plus one for the outlines of the lit
 * ones). A card lies flat, its top towards -z; it is moved by its instance matrix.
 */
import * as THREE from 'three';
import { INK } from './ink';
import { CARD_H, CARD_W } from './layout';

/** Atlas cells: faces 1..10 are cells 0..9, the back is cell 10. */
export const BACK_CELL = 10;
const COLS = 6;
const ROWS = 2;
const CELL_W = 256;
const CELL_H = Math.round(CELL_W * (CARD_H / CARD_W));

/** The drawing calls the atlas needs (a DOM canvas' 2D context in the app). */
type Ctx = CanvasRenderingContext2D;

/** Traces a rounded rectangle (a card, a plate). */
export function roundRect(g: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

/** One face: cream card, a frame and corner indices in the face's colour, the big numeral, and as many dots as its value. */
function drawFace(g: Ctx, x: number, y: number, value: number): void {
  const ink = INK[value - 1]!;
  g.save();
  g.translate(x, y);
  roundRect(g, 2, 2, CELL_W - 4, CELL_H - 4, 22);
  g.fillStyle = '#fbf6e9';
  g.fill();
  g.lineWidth = 7;
  g.strokeStyle = ink;
  roundRect(g, 14, 14, CELL_W - 28, CELL_H - 28, 14);
  g.stroke();
  g.fillStyle = ink;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `bold ${value === 10 ? 150 : 176}px system-ui, sans-serif`;
  g.fillText(String(value), CELL_W / 2, CELL_H / 2 - 14);
  g.font = 'bold 50px system-ui, sans-serif';
  g.fillText(String(value), 44, 50);
  g.save();
  g.translate(CELL_W - 44, CELL_H - 50);
  g.rotate(Math.PI);
  g.fillText(String(value), 0, 0);
  g.restore();
  // Dots in a row of up to five, a second row below for 6..10.
  const r = 8;
  for (let i = 0; i < value; i++) {
    const row = Math.floor(i / 5);
    const inRow = Math.min(5, value - row * 5);
    const col = i % 5;
    g.beginPath();
    g.arc(CELL_W / 2 + (col - (inRow - 1) / 2) * 24, CELL_H / 2 + 84 + row * 24, r, 0, Math.PI * 2);
    g.fill();
  }
  g.restore();
}

function drawBack(g: Ctx, x: number, y: number): void {
  g.save();
  g.translate(x, y);
  roundRect(g, 2, 2, CELL_W - 4, CELL_H - 4, 22);
  g.fillStyle = '#f3ead6';
  g.fill();
  roundRect(g, 12, 12, CELL_W - 24, CELL_H - 24, 14);
  g.fillStyle = '#2a3f7a';
  g.fill();
  g.clip();
  g.strokeStyle = 'rgba(255,255,255,0.16)';
  g.lineWidth = 5;
  for (let d = -CELL_H; d < CELL_W + CELL_H; d += 26) {
    g.beginPath();
    g.moveTo(d, 0);
    g.lineTo(d - CELL_H, CELL_H);
    g.moveTo(d - CELL_H, 0);
    g.lineTo(d, CELL_H);
    g.stroke();
  }
  // A gold medallion with a plus of five pips.
  g.beginPath();
  g.arc(CELL_W / 2, CELL_H / 2, 62, 0, Math.PI * 2);
  g.fillStyle = '#f2c14e';
  g.fill();
  g.fillStyle = '#2a3f7a';
  for (const [dx, dy] of [
    [0, 0],
    [-30, 0],
    [30, 0],
    [0, -30],
    [0, 30],
  ] as const) {
    g.beginPath();
    g.arc(CELL_W / 2 + dx, CELL_H / 2 + dy, 11, 0, Math.PI * 2);
    g.fill();
  }
  g.restore();
}

/** The atlas of the ten faces and the back. */
export function cardAtlas(): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = COLS * CELL_W;
  c.height = ROWS * CELL_H;
  const g = c.getContext('2d')!;
  for (let v = 1; v <= 10; v++) drawFace(g, ((v - 1) % COLS) * CELL_W, Math.floor((v - 1) / COLS) * CELL_H, v);
  drawBack(g, (BACK_CELL % COLS) * CELL_W, Math.floor(BACK_CELL / COLS) * CELL_H);
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 8;
  return tex;
}

/** A flat rounded card `w` x `h` in the table plane (top towards -z), with 0..1 UVs over the whole card. */
export function cardGeometry(w = CARD_W, h = CARD_H, radius = 0.08): THREE.BufferGeometry {
  const s = new THREE.Shape();
  const x = -w / 2;
  const y = -h / 2;
  s.moveTo(x + radius, y);
  s.lineTo(x + w - radius, y);
  s.quadraticCurveTo(x + w, y, x + w, y + radius);
  s.lineTo(x + w, y + h - radius);
  s.quadraticCurveTo(x + w, y + h, x + w - radius, y + h);
  s.lineTo(x + radius, y + h);
  s.quadraticCurveTo(x, y + h, x, y + h - radius);
  s.lineTo(x, y + radius);
  s.quadraticCurveTo(x, y, x + radius, y);
  const g = new THREE.ShapeGeometry(s, 4);
  const pos = g.getAttribute('position');
  const uv = g.getAttribute('uv');
  for (let i = 0; i < pos.count; i++) uv.setXY(i, (pos.getX(i) - x) / w, (pos.getY(i) - y) / h);
  uv.needsUpdate = true;
  // Face up: the shape's +y (the card's top) goes to -z.
  g.rotateX(-Math.PI / 2);
  return g;
}

/** The cards' material: the atlas, its cell picked per instance by the `cardCell` attribute. */
export function cardMaterial(atlas: THREE.Texture): THREE.MeshStandardMaterial {
  const m = new THREE.MeshStandardMaterial({ map: atlas, roughness: 0.72, metalness: 0 });
  m.name = 'piplus-cards';
  m.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute float cardCell;')
      .replace(
        '#include <uv_vertex>',
        [
          '#include <uv_vertex>',
          '#ifdef USE_MAP',
          `  vMapUv = vec2( ( mod( cardCell, ${COLS}.0 ) + uv.x ) / ${COLS}.0, 1.0 - ( floor( cardCell / ${COLS}.0 ) + 1.0 - uv.y ) / ${ROWS}.0 );`,
          '#endif',
        ].join('\n'),
      );
  };
  m.customProgramCacheKey = () => 'piplus-cards-v1';
  return m;
}
