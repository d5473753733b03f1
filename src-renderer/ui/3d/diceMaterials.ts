/**
 * The dice's two materials: the dice themselves (one standard, lit material whose map is the
 * atlas mask, mixed per instance from a die's body, ink and accent colours, printing faintly
 * the faces that do not count) and the soft round shadow under each die. Used by diceSet.ts.
 */
import * as THREE from 'three';

/**
 * The dice material: a standard (lit) material whose map is the atlas mask, mixed per
 * instance from three colours (body, ink, accent). instanceColor stays a plain tint.
 */
export function diceMaterial(atlas: THREE.Texture): THREE.MeshStandardMaterial {
  const m = new THREE.MeshStandardMaterial({ map: atlas, roughness: 0.38, metalness: 0 });
  m.name = 'dice';
  m.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        '#include <common>\nattribute vec3 dieBody;\nattribute vec3 dieInk;\nattribute vec3 dieAccent;\nattribute float dieFacing;\nvarying vec3 vDieBody;\nvarying vec3 vDieInk;\nvarying vec3 vDieAccent;\nvarying float vDieUp;',
      )
      .replace(
        '#include <begin_vertex>',
        [
          '#include <begin_vertex>',
          'vDieBody = dieBody;',
          'vDieInk = dieInk;',
          'vDieAccent = dieAccent;',
          // How much this face looks up, in the world: the face that counts is the one on top.
          'vec3 dieWorldNormal = normalize( mat3( modelMatrix ) * mat3( instanceMatrix ) * objectNormal );',
          'vDieUp = mix( 1.0, smoothstep( 0.55, 0.85, dieWorldNormal.y ), dieFacing );',
        ].join('\n'),
      );
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vDieBody;\nvarying vec3 vDieInk;\nvarying vec3 vDieAccent;\nvarying float vDieUp;')
      .replace(
        '#include <map_fragment>',
        [
          '#ifdef USE_MAP',
          '  vec4 dieMask = texture2D( map, vMapUv );',
          // The faces that do not count keep a faint print: a die reads as one value at a glance.
          '  float dieInkShown = mix( 0.16, 1.0, vDieUp );',
          '  diffuseColor.rgb *= mix( mix( vDieBody, vDieInk, dieMask.r * dieInkShown ), vDieAccent, dieMask.g * dieInkShown );',
          '#endif',
        ].join('\n'),
      );
  };
  m.customProgramCacheKey = () => 'pipfall-dice-v2';
  return m;
}

/** A soft round shadow on the table; per-instance darkness in instanceColor.r. */
export function blobMaterial(): THREE.ShaderMaterial {
  return new THREE.ShaderMaterial({
    name: 'dice-blob',
    transparent: true,
    depthWrite: false,
    uniforms: { opacity: { value: 0.75 } },
    vertexShader: [
      'varying vec2 vUv;',
      'varying float vDark;',
      'void main() {',
      '  vUv = uv;',
      '  vDark = 1.0;',
      '  #ifdef USE_INSTANCING_COLOR',
      '  vDark = instanceColor.r;',
      '  #endif',
      '  vec4 p = vec4( position, 1.0 );',
      '  #ifdef USE_INSTANCING',
      '  p = instanceMatrix * p;',
      '  #endif',
      '  gl_Position = projectionMatrix * modelViewMatrix * p;',
      '}',
    ].join('\n'),
    fragmentShader: [
      'uniform float opacity;',
      'varying vec2 vUv;',
      'varying float vDark;',
      'void main() {',
      '  float d = length( vUv - 0.5 ) * 2.0;',
      '  float a = 1.0 - smoothstep( 0.0, 1.0, d );',
      '  gl_FragColor = vec4( 0.0, 0.0, 0.0, a * a * vDark * opacity );',
      '}',
    ].join('\n'),
  });
}
