/**
 * The light every table's materials reflect: a soft room (three's RoomEnvironment, generated on
 * the GPU, no file) blurred into a prefiltered environment map, made once per renderer and kept
 * for the session. Dice catch a soft highlight from it, wood a sheen, felt barely anything.
 */
import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';

const made = new WeakMap<THREE.WebGLRenderer, THREE.Texture>();

/** How strongly the room lights the table, beside the scene's own lights. */
export const ENVIRONMENT_INTENSITY = 0.2;

/** The environment map for `renderer` (made the first time it is asked for). */
export function roomEnvironment(renderer: THREE.WebGLRenderer): THREE.Texture {
  const known = made.get(renderer);
  if (known) return known;
  const pmrem = new THREE.PMREMGenerator(renderer);
  const room = new RoomEnvironment();
  const tex = pmrem.fromScene(room, 0.04).texture;
  room.dispose();
  pmrem.dispose();
  made.set(renderer, tex);
  return tex;
}
