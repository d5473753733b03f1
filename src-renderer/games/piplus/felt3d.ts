/**
 * The Piplus table's wood and felt in three.js, and everything written on the felt: the oval
 * table with its rim, the dashed places of the cards in play and the discards, each seat's
 * plate (its shape, name, cards left, what it did, its place as a medal), the rings under the
 * dice marked to reroll, the glow of the middle while a click there plays, the pass spot with
 * its reroll marks, and the captions. All of it is one canvas texture, redrawn only when
 * something on it changes; the lid is an open tray beside the middle, and the floor is unlit.
 */
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { drawSeatShape } from '../../ui/seat-shapes';
import { roundRect } from './cards3d';
import { DIE_KINDS } from './kinds';
import { CARD_H, FELT_OVER, passPlace, relOf, type Box, type Spot, type TableLayout } from './layout';
import type { PassLit } from './lights';
import type { FeltLabels, Plate } from './plates';

/** Pixels per world unit of the felt's texture. */
const PX = 72;
const GOLD = '#ffd24a';
const CYAN = '#6fe3ff';
const CREAM = '#f4efe2';

/** What the felt shows. */
export interface FeltState {
  readonly plates: readonly Plate[];
  readonly labels: FeltLabels;
  /** The seat at the near edge. */
  readonly bottom: number;
  /** Where the viewer's dice marked to reroll stand. */
  readonly rerolls: readonly Spot[];
  /** A click on the middle plays. */
  readonly tableLit: boolean;
  /** The pass spot, or null; with what is under the pointer there. */
  readonly pass: PassLit | null;
  readonly passFocus: 'pass' | 'd4' | 'd6' | 'd8' | null;
}

/** The table's felt, its rim, the lid and the floor. */
export class Felt {
  /** Add this to the scene. */
  readonly root = new THREE.Group();
  private readonly canvas: HTMLCanvasElement;
  private readonly base: HTMLCanvasElement;
  private readonly texture: THREE.CanvasTexture;
  private drawn = '';

  constructor(
    private readonly layout: TableLayout,
    private readonly seats: number,
    keep: <T extends { dispose(): void }>(x: T) => T,
  ) {
    const l = layout;
    // Unlit and shadowless: the floor around the table costs next to nothing to draw.
    const floor = new THREE.Mesh(keep(new THREE.PlaneGeometry(120, 90).rotateX(-Math.PI / 2)), keep(new THREE.MeshBasicMaterial({ color: '#15110d' })));
    floor.position.y = -0.08;
    const w = 2 * (l.halfW + 1);
    const d = 2 * (l.halfD + 1);
    this.canvas = document.createElement('canvas');
    this.canvas.width = Math.round(w * PX);
    this.canvas.height = Math.round(d * PX);
    this.base = this.drawBase();
    this.texture = keep(new THREE.CanvasTexture(this.canvas));
    this.texture.colorSpace = THREE.SRGBColorSpace;
    this.texture.anisotropy = 4;
    const felt = new THREE.Mesh(
      keep(new THREE.PlaneGeometry(w, d).rotateX(-Math.PI / 2)),
      // Felt is matt: a Lambert material looks the same as a rough standard one at a fraction of the cost per pixel.
      keep(new THREE.MeshLambertMaterial({ map: this.texture, transparent: true })),
    );
    felt.receiveShadow = true;
    this.root.add(floor, felt, this.makeLid(keep));
  }

  private px(x: number): number {
    return this.canvas.width / 2 + x * PX;
  }

  private pz(z: number): number {
    return this.canvas.height / 2 + z * PX;
  }

  private box(g: CanvasRenderingContext2D, b: Box, r: number): void {
    roundRect(g, this.px(b.x0), this.pz(b.z0), (b.x1 - b.x0) * PX, (b.z1 - b.z0) * PX, r);
  }

  /** The middle's box: where plays land. */
  private playBox(): Box {
    const l = this.layout;
    return { x0: l.play.x - l.playWidth / 2, x1: l.play.x + l.playWidth / 2, z0: l.play.z - CARD_H * 0.62, z1: l.play.z + CARD_H * 0.62 };
  }

  /** The wooden rim, the felt with a soft light in the middle, and the dashed places of the play and the discards. */
  private drawBase(): HTMLCanvasElement {
    const base = document.createElement('canvas');
    base.width = this.canvas.width;
    base.height = this.canvas.height;
    const g = base.getContext('2d')!;
    const cx = base.width / 2;
    const cy = base.height / 2;
    const rx = (this.layout.halfW + FELT_OVER) * PX;
    const ry = (this.layout.halfD + FELT_OVER) * PX;
    const p = this.layout.feltPower;
    oval(g, cx, cy, rx + 0.35 * PX, ry + 0.35 * PX, p);
    const wood = g.createLinearGradient(0, 0, 0, base.height);
    wood.addColorStop(0, '#6b4526');
    wood.addColorStop(1, '#4a2f19');
    g.fillStyle = wood;
    g.fill();
    oval(g, cx, cy, rx, ry, p);
    const felt = g.createRadialGradient(cx, cy * 0.9, 0, cx, cy, Math.max(rx, ry));
    felt.addColorStop(0, '#23634a');
    felt.addColorStop(0.7, '#1b4d39');
    felt.addColorStop(1, '#143a2b');
    g.fillStyle = felt;
    g.fill();
    const l = this.layout;
    g.setLineDash([14, 10]);
    g.lineWidth = 3;
    g.strokeStyle = 'rgba(255, 255, 255, 0.18)';
    this.box(g, this.playBox(), 18);
    g.stroke();
    this.box(g, { x0: l.discards.x - 0.72, x1: l.discards.x + 0.72, z0: l.discards.z - 0.86, z1: l.discards.z + 0.86 }, 14);
    g.stroke();
    g.setLineDash([]);
    return base;
  }

  /** Redraws the felt when what it shows changed; returns whether it did. */
  draw(s: FeltState): boolean {
    const key = JSON.stringify(s);
    if (key === this.drawn) return false;
    this.drawn = key;
    const g = this.canvas.getContext('2d')!;
    g.clearRect(0, 0, this.canvas.width, this.canvas.height);
    g.drawImage(this.base, 0, 0);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    s.plates.forEach((plate, seat) => this.drawPlate(g, plate, seat, s.bottom));
    // Reroll marks: a ring under each die the viewer will reroll when passing.
    for (const p of s.rerolls) {
      g.beginPath();
      g.arc(this.px(p.x), this.pz(p.z), 0.5 * PX, 0, Math.PI * 2);
      g.lineWidth = 6;
      g.strokeStyle = CYAN;
      g.setLineDash([10, 7]);
      g.stroke();
      g.setLineDash([]);
    }
    // The middle of the table glows while a click there plays the selection.
    if (s.tableLit) {
      this.box(g, this.playBox(), 18);
      g.fillStyle = 'rgba(255, 210, 74, 0.12)';
      g.fill();
      g.lineWidth = 5;
      g.strokeStyle = 'rgba(255, 210, 74, 0.85)';
      g.stroke();
    }
    if (s.pass) this.drawPass(g, s.pass, s.passFocus, s.labels);
    const l = this.layout;
    g.textAlign = 'center';
    g.fillStyle = 'rgba(244, 239, 226, 0.85)';
    g.font = `bold ${Math.round(0.26 * PX)}px system-ui, sans-serif`;
    g.fillText(s.labels.lid, this.px(l.lid.x), this.pz(l.lid.z + l.lidD / 2 + 0.32));
    g.fillText(s.labels.discards, this.px(l.discards.x), this.pz(l.discards.z + 1.08));
    if (s.labels.play) {
      g.fillStyle = s.tableLit ? GOLD : 'rgba(244, 239, 226, 0.92)';
      g.font = `bold ${Math.round(0.32 * PX)}px system-ui, sans-serif`;
      g.fillText(s.labels.play, this.px(l.play.x), this.pz(l.play.z + CARD_H * 0.62 + 0.3));
    }
    this.texture.needsUpdate = true;
    return true;
  }

  /** A seat's plate: its shape as well as its colour (ui/seat-shapes.ts), its name, its line, its place as a medal. */
  private drawPlate(g: CanvasRenderingContext2D, plate: Plate, seat: number, bottom: number): void {
    const place = this.layout.seats[relOf(seat, bottom, this.seats)];
    if (!place) return;
    const w = place.plateW * PX;
    const h = place.plateH * PX;
    const x = this.px(place.plate.x) - w / 2;
    const y = this.pz(place.plate.z) - h / 2;
    roundRect(g, x, y, w, h, 14);
    g.fillStyle = 'rgba(10, 22, 17, 0.72)';
    g.fill();
    g.lineWidth = plate.acting ? 6 : 3;
    g.strokeStyle = plate.acting ? GOLD : plate.colour;
    g.stroke();
    drawSeatShape(g, seat, x + 0.3 * PX, y + h * 0.34, 0.3 * PX, plate.colour);
    g.fillStyle = CREAM;
    g.font = `bold ${Math.round(0.3 * PX)}px system-ui, sans-serif`;
    g.textAlign = 'left';
    fitText(g, plate.name, x + 0.52 * PX, y + h * 0.34, w - 0.62 * PX);
    g.fillStyle = plate.acting ? GOLD : '#c8d3cc';
    g.font = `${Math.round(0.26 * PX)}px system-ui, sans-serif`;
    fitText(g, plate.line, x + 0.3 * PX - 0.13 * PX, y + h * 0.74, w - (plate.place ? 1.0 : 0.3) * PX);
    if (plate.place) {
      const mx = x + w - 0.45 * PX;
      const my = y + h * 0.66;
      g.beginPath();
      g.arc(mx, my, 0.3 * PX, 0, Math.PI * 2);
      g.fillStyle = '#f2c14e';
      g.fill();
      g.fillStyle = '#3a2a05';
      g.textAlign = 'center';
      g.font = `bold ${Math.round(0.22 * PX)}px system-ui, sans-serif`;
      g.fillText(plate.place, mx, my + 1);
    }
    g.textAlign = 'center';
  }

  /** The pass spot: Pass, and a reroll mark per die (filled when marked, faint when the die may not be rerolled). */
  private drawPass(g: CanvasRenderingContext2D, p: PassLit, focus: FeltState['passFocus'], labels: FeltLabels): void {
    const place = passPlace(this.layout);
    this.box(g, place.box, 14);
    g.fillStyle = 'rgba(10, 22, 17, 0.6)';
    g.fill();
    const ring = (on: boolean, hinted: boolean): void => {
      g.lineWidth = on || hinted ? 5 : 3;
      g.setLineDash(hinted && !on ? [10, 6] : []);
      g.strokeStyle = on ? '#ffffff' : hinted ? CYAN : 'rgba(244, 239, 226, 0.4)';
      g.stroke();
      g.setLineDash([]);
    };
    this.box(g, place.button, 10);
    g.fillStyle = 'rgba(244, 239, 226, 0.1)';
    g.fill();
    ring(focus === 'pass', p.hint !== null);
    g.fillStyle = CREAM;
    g.font = `bold ${Math.round(0.28 * PX)}px system-ui, sans-serif`;
    const b = place.button;
    fitText(g, labels.pass, this.px((b.x0 + b.x1) / 2), this.pz((b.z0 + b.z1) / 2), (b.x1 - b.x0) * PX - 8);
    DIE_KINDS.forEach((kind, i) => {
      const m = place.marks[i]!;
      const marked = p.reroll.includes(kind);
      g.globalAlpha = p.rerollable.includes(kind) ? 1 : 0.4;
      this.box(g, m, 8);
      g.fillStyle = marked ? CYAN : 'rgba(244, 239, 226, 0.1)';
      g.fill();
      ring(focus === kind, p.hint?.includes(kind) ?? false);
      g.fillStyle = marked ? '#1d1d1d' : CREAM;
      g.font = `bold ${Math.round(0.22 * PX)}px system-ui, sans-serif`;
      g.fillText(labels.marks[i] ?? kind, this.px((m.x0 + m.x1) / 2), this.pz((m.z0 + m.z1) / 2));
      g.globalAlpha = 1;
    });
  }

  /** The lid: an open cardboard tray (its bottom and four walls in one mesh). */
  private makeLid(keep: <T extends { dispose(): void }>(x: T) => T): THREE.Mesh {
    const l = this.layout;
    const w = l.lidW;
    const d = l.lidD;
    const h = 0.22;
    const t = 0.07;
    const parts = [
      new THREE.BoxGeometry(w, 0.02, d).translate(0, 0.01, 0),
      new THREE.BoxGeometry(w + t, h, t).translate(0, h / 2, -d / 2),
      new THREE.BoxGeometry(w + t, h, t).translate(0, h / 2, d / 2),
      new THREE.BoxGeometry(t, h, d).translate(-w / 2, h / 2, 0),
      new THREE.BoxGeometry(t, h, d).translate(w / 2, h / 2, 0),
    ];
    const geo = keep(mergeGeometries(parts));
    for (const p of parts) p.dispose();
    const mesh = new THREE.Mesh(geo, keep(new THREE.MeshStandardMaterial({ color: '#a8865a', roughness: 0.85 })));
    mesh.position.set(l.lid.x, 0, l.lid.z);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    return mesh;
  }
}

/** A path around the felt's edge: |x/rx|^p + |y/ry|^p = 1 (an ellipse when p is 2, squarer above). */
function oval(g: CanvasRenderingContext2D, cx: number, cy: number, rx: number, ry: number, p: number): void {
  g.beginPath();
  for (let i = 0; i < 180; i++) {
    const t = (i / 180) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    const x = cx + rx * Math.sign(c) * Math.abs(c) ** (2 / p);
    const y = cy + ry * Math.sign(s) * Math.abs(s) ** (2 / p);
    if (i === 0) g.moveTo(x, y);
    else g.lineTo(x, y);
  }
  g.closePath();
}

/** Draws `text` within `max` pixels: smaller first (down to two thirds), then cut with an ellipsis. */
function fitText(g: CanvasRenderingContext2D, text: string, x: number, y: number, max: number): void {
  const m = /(\d+)px/.exec(g.font);
  const size = m ? Number(m[1]) : 20;
  for (let px = size; px > size * 0.66 && g.measureText(text).width > max; px -= 1) g.font = g.font.replace(/\d+px/, `${px - 1}px`);
  let t = text;
  while (t.length > 1 && g.measureText(t).width > max) t = t.slice(0, -2) + '…';
  g.fillText(t, x, y);
}
