import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { Tweens } from './dice';
import { FlashSprites } from './flashes';

function board(): { root: THREE.Group; tweens: Tweens; flashes: FlashSprites; textures: THREE.Texture[] } {
  const root = new THREE.Group();
  const tweens = new Tweens(() => {});
  const textures: THREE.Texture[] = [];
  return { root, tweens, flashes: new FlashSprites(root, tweens), textures };
}

const texture = (list: THREE.Texture[]) => (): THREE.Texture => {
  const t = new THREE.DataTexture(new Uint8Array(4), 1, 1);
  list.push(t);
  return t;
};

describe('flash texts over a board', () => {
  it('rise, stay opaque, fade over the last part of their life, and are freed when gone', async () => {
    const { root, tweens, flashes, textures } = board();
    let disposed = 0;
    const done = flashes.show(texture(textures), new THREE.Vector3(1, 2, 3), { width: 2, height: 0.5, rise: 0.8 }, 1000);
    textures[0]!.addEventListener('dispose', () => disposed++);
    const sprite = root.children[0] as THREE.Sprite;
    expect(sprite.scale.x).toBe(2);
    expect(sprite.renderOrder).toBeGreaterThan(0); // over the dice, whatever their depth

    tweens.update(0.05); // 50 ms: opaque, a little risen
    expect(sprite.material.opacity).toBe(1);
    expect(sprite.position.y).toBeCloseTo(2 + 0.05 * 0.8, 5);
    for (let i = 0; i < 17; i++) tweens.update(0.05); // 900 ms: fading
    expect(sprite.material.opacity).toBeLessThan(1);
    expect(sprite.material.opacity).toBeGreaterThan(0);
    tweens.update(0.1);
    await done;
    expect(root.children).toHaveLength(0);
    expect(flashes.count).toBe(0);
    expect(disposed).toBe(1);
  });

  it('draws nothing when animations are skipped, and clears every flash when the board goes', async () => {
    const { root, flashes, textures } = board();
    await flashes.show(texture(textures), new THREE.Vector3(), { width: 1, height: 1, rise: 1 }, 0);
    expect(textures).toHaveLength(0);
    void flashes.show(texture(textures), new THREE.Vector3(), { width: 1, height: 1, rise: 1 }, 500);
    void flashes.show(texture(textures), new THREE.Vector3(), { width: 1, height: 1, rise: 1, hold: 0.75 }, 500);
    expect(flashes.count).toBe(2);
    flashes.clear();
    expect(flashes.count).toBe(0);
    expect(root.children).toHaveLength(0);
  });
});
