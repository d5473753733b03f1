/**
 * Short texts that rise over a board and fade ("6 vs 4", "−1", "Leaner! +3"), so a combat, a
 * decay or a score reads without the log. Every table shows them the same way; each board
 * only says where, how large and in which colour.
 */
import * as THREE from 'three';
import { canvasTexture } from './canvasTexture';
import type { Tweens } from './dice';

/** How a flash is drawn and moves, in the board's own units. */
export interface FlashLook {
  /** The sprite's size. */
  readonly width: number;
  readonly height: number;
  /** How far it rises over its life. */
  readonly rise: number;
  /** The share of its life it stays opaque before fading (default 0.7). */
  readonly hold?: number;
}

/** The flashes one board shows, freed when they fade or when the board goes. */
export class FlashSprites {
  private readonly live = new Set<THREE.Sprite>();

  constructor(
    private readonly parent: THREE.Object3D,
    private readonly tweens: Tweens,
  ) {}

  /**
   * Shows the texture `draw` makes at `at` for `ms`; resolves when it has faded. At `ms` 0
   * (skipped animations) nothing is drawn at all.
   */
  show(draw: () => THREE.Texture, at: THREE.Vector3, look: FlashLook, ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    const mat = new THREE.SpriteMaterial({ map: draw(), transparent: true, depthTest: false });
    const sprite = new THREE.Sprite(mat);
    // Over the dice and the board, whatever their depth.
    sprite.renderOrder = 10;
    sprite.scale.set(look.width, look.height, 1);
    sprite.position.copy(at);
    this.parent.add(sprite);
    this.live.add(sprite);
    const hold = look.hold ?? 0.7;
    return this.tweens.run(ms, (k) => {
      sprite.position.y = at.y + k * look.rise;
      mat.opacity = k < hold ? 1 : 1 - (k - hold) / (1 - hold);
      if (k >= 1) this.drop(sprite);
    });
  }

  /** How many are showing (tests). */
  get count(): number {
    return this.live.size;
  }

  /** Takes every flash away at once (the board is going). */
  clear(): void {
    for (const s of [...this.live]) this.drop(s);
  }

  private drop(sprite: THREE.Sprite): void {
    if (!this.live.delete(sprite)) return;
    sprite.removeFromParent();
    sprite.material.map?.dispose();
    sprite.material.dispose();
  }
}

/** A flash's texture: bold text in `colour` on a dark rounded chip, readable over grass, sand and dice alike. */
export function chipTexture(text: string, colour: string): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = 320;
  c.height = 110;
  const g = c.getContext('2d')!;
  let px = 70;
  g.font = `800 ${px}px system-ui, sans-serif`;
  while (px > 20 && g.measureText(text).width > c.width - 44) {
    px -= 4;
    g.font = `800 ${px}px system-ui, sans-serif`;
  }
  const w = Math.min(c.width - 4, g.measureText(text).width + 40);
  g.fillStyle = 'rgba(14, 16, 14, 0.78)';
  g.beginPath();
  g.roundRect((c.width - w) / 2, 12, w, c.height - 24, 26);
  g.fill();
  g.fillStyle = colour;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, c.width / 2, c.height / 2 + 3);
  return canvasTexture(c);
}
