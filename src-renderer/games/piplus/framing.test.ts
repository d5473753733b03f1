import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { framedDice, MAX_SIDE_TO_TOP, MIN_DIE_PX } from '../../ui/3d/legibility';
import { DEFAULT_RIG, frame } from '../../ui/3d/rig';
import { DIE, lidSlot, passPlace, tableLayout, type Box } from './layout';
import { extentOf, RIG, SMALL_CANVAS } from './framing';

/**
 * The view's buttons (table/ViewControls.svelte) stand in a column at the board's right edge:
 * 54 px wide, 6 px from the edge, 238 px tall around the middle, as measured in the web build.
 */
const CONTROLS = { fromRight: 62, height: 240 };

for (let n = 2; n <= 6; n++)
  describe(`Piplus 3D table at 900x600 with ${n} seats`, () => {
    const l = tableLayout(n);
    const canvas = SMALL_CANVAS;
    // Every seat's unused d4, d6 and d8, and every slot of the lid (a d6-sized cube stands for each).
    const spots = [...l.seats.flatMap((s) => s.dice), ...l.seats.flatMap((s) => [0, 1, 2].map((k) => lidSlot(l, s.rel, k)))];
    const worst = framedDice(extentOf(l), RIG, canvas, spots, DIE);

    it('shows every die at least 24 px across', () => {
      expect(worst.across).toBeGreaterThanOrEqual(MIN_DIE_PX);
    });

    it('is seen steeply enough that each die shows its top far more than the side turned to the viewer', () => {
      expect(worst.sideToTop).toBeLessThanOrEqual(MAX_SIDE_TO_TOP);
    });

    it('keeps every seat, the lid and the pass spot clear of the view’s buttons', () => {
      const camera = new THREE.PerspectiveCamera();
      frame(camera, extentOf(l), canvas.width / canvas.height, { ...DEFAULT_RIG, ...RIG });
      const top = (canvas.height - CONTROLS.height) / 2;
      const named: [string, Box][] = [
        ...l.seats.map((s): [string, Box] => [`seat ${s.rel}`, s.box]),
        ['the lid', { x0: l.lid.x - l.lidW / 2, x1: l.lid.x + l.lidW / 2, z0: l.lid.z - l.lidD / 2, z1: l.lid.z + l.lidD / 2 }],
        ['the pass spot', passPlace(l).box],
      ];
      for (const [name, b] of named) {
        // Its corners on the table and a die's height above it, in canvas pixels.
        const pts = [b.x0, b.x1].flatMap((x) => [b.z0, b.z1].flatMap((z) => [0, DIE].map((y) => new THREE.Vector3(x, y, z).project(camera))));
        const right = Math.max(...pts.map((p) => ((p.x + 1) / 2) * canvas.width));
        const y0 = Math.min(...pts.map((p) => ((1 - p.y) / 2) * canvas.height));
        const y1 = Math.max(...pts.map((p) => ((1 - p.y) / 2) * canvas.height));
        const besideButtons = y1 > top && y0 < top + CONTROLS.height;
        expect(besideButtons && right > canvas.width - CONTROLS.fromRight, `${name} under the view's buttons (right edge at ${Math.round(right)} px)`).toBe(false);
      }
    });
  });
