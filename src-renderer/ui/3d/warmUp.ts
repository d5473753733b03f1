/**
 * Shader warm-up for a board: three.js builds a material's shader the first time something
 * with it is drawn, and the driver finishes linking it at its first use, both inside the
 * frame that needs it. On a software renderer that is seconds: the frame in which the first
 * lane marker lands, the first die is outlined or the first "6 vs 4" rises would freeze.
 * `renderer.compile` starts the work but does not wait for the link, and it does not reach
 * the shadow pass. So the board is drawn once, into a single pixel of the screen (a render
 * target would build other shaders: no tone mapping, another output colour space), with
 * everything it hides shown; the real frame is drawn over it at once.
 */
import * as THREE from 'three';

/** The part of a WebGLRenderer the warm-up uses. */
export interface WarmRenderer {
  render(scene: THREE.Object3D, camera: THREE.Camera): void;
  getScissor(target: THREE.Vector4): THREE.Vector4;
  getScissorTest(): boolean;
  setScissor(x: number, y: number, width: number, height: number): void;
  setScissorTest(on: boolean): void;
}

/** Shows everything under `root` that is hidden now, and returns how to hide it again. */
export function revealAll(root: THREE.Object3D): () => void {
  const undo: (() => void)[] = [];
  root.traverse((o) => {
    if (!o.visible) {
      o.visible = true;
      undo.push(() => (o.visible = false));
    }
    // An instanced layer with nothing lit yet (outlines, glows, markers): draw one instance.
    if (o instanceof THREE.InstancedMesh && o.count === 0) {
      o.count = 1;
      undo.push(() => (o.count = 0));
    }
  });
  return () => {
    for (const u of undo.reverse()) u();
  };
}

/** Draws `scene` once into one pixel with everything under `root` shown, then puts everything back. */
export function warmUp(renderer: WarmRenderer, scene: THREE.Object3D, camera: THREE.Camera, root: THREE.Object3D): void {
  const hide = revealAll(root);
  const scissor = renderer.getScissor(new THREE.Vector4());
  const scissorTest = renderer.getScissorTest();
  try {
    renderer.setScissor(0, 0, 1, 1);
    renderer.setScissorTest(true);
    renderer.render(scene, camera);
  } finally {
    renderer.setScissor(scissor.x, scissor.y, scissor.z, scissor.w);
    renderer.setScissorTest(scissorTest);
    hide();
  }
}
