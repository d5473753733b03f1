import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { warmUp, type WarmRenderer } from './warmUp';

/** A board with a shown die layer, a hidden outline layer, an empty glow layer and a hidden sprite. */
function board() {
  const root = new THREE.Group();
  const geo = new THREE.BoxGeometry();
  const dice = new THREE.InstancedMesh(geo, new THREE.MeshStandardMaterial(), 4);
  dice.count = 3;
  const outlines = new THREE.InstancedMesh(geo, new THREE.MeshBasicMaterial(), 4);
  outlines.visible = false;
  outlines.count = 0;
  const glow = new THREE.InstancedMesh(geo, new THREE.MeshBasicMaterial(), 4);
  glow.count = 0;
  const sprite = new THREE.Sprite(new THREE.SpriteMaterial());
  sprite.visible = false;
  root.add(dice, outlines, glow, sprite);
  return { root, dice, outlines, glow, sprite };
}

/** Records what was drawn and where the scissor stood. */
function fakeRenderer(drawn: (state: { scissor: THREE.Vector4; test: boolean }) => void): WarmRenderer {
  const scissor = new THREE.Vector4(0, 0, 640, 480);
  let test = false;
  return {
    render: () => drawn({ scissor: scissor.clone(), test }),
    getScissor: (t) => t.copy(scissor),
    getScissorTest: () => test,
    setScissor: (x, y, w, h) => void scissor.set(x, y, w, h),
    setScissorTest: (on) => void (test = on),
  };
}

describe('warmUp: every shader a board may need is built before the board is shown', () => {
  it('draws once with every hidden layer shown and every empty instanced layer given an instance, into one pixel', () => {
    const b = board();
    const seen: { visible: boolean[]; counts: number[]; scissor: THREE.Vector4; test: boolean }[] = [];
    const r = fakeRenderer((s) => seen.push({ ...s, visible: [b.outlines.visible, b.sprite.visible], counts: [b.dice.count, b.outlines.count, b.glow.count] }));
    warmUp(r, new THREE.Scene(), new THREE.PerspectiveCamera(), b.root);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.visible).toEqual([true, true]);
    expect(seen[0]!.counts).toEqual([3, 1, 1]);
    expect(seen[0]!.test).toBe(true);
    expect(seen[0]!.scissor.toArray()).toEqual([0, 0, 1, 1]);
  });

  it('leaves the board and the renderer exactly as they were', () => {
    const b = board();
    const r = fakeRenderer(() => {});
    warmUp(r, new THREE.Scene(), new THREE.PerspectiveCamera(), b.root);
    expect([b.outlines.visible, b.sprite.visible, b.dice.visible, b.glow.visible]).toEqual([false, false, true, true]);
    expect([b.dice.count, b.outlines.count, b.glow.count]).toEqual([3, 0, 0]);
    expect(r.getScissor(new THREE.Vector4()).toArray()).toEqual([0, 0, 640, 480]);
    expect(r.getScissorTest()).toBe(false);
  });

  it('puts everything back even when drawing fails', () => {
    const b = board();
    const r = fakeRenderer(() => {
      throw new Error('context lost');
    });
    expect(() => warmUp(r, new THREE.Scene(), new THREE.PerspectiveCamera(), b.root)).toThrow('context lost');
    expect([b.outlines.visible, b.outlines.count, b.glow.count]).toEqual([false, 0, 0]);
    expect(r.getScissorTest()).toBe(false);
  });
});
