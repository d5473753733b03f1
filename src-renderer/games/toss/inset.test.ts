/** The 3D lane's top view: where it draws each die of a real engine view (on the board, off it, in the hole) and the aim's landing. */
import { describe, expect, it } from 'vitest';
import { flatDie, digital, pitch, scriptedPhysics, tossWith } from '../../../src-engine/games/toss/testkit';
import type { toss } from '../../../src-engine/games/toss';
import { insetOf, INSET_DIE } from './inset';
import { planPoint } from './board2d';
import type { Vec3 } from './types';

/** A view after three tosses: Red's die on the board, Blue's far off beyond the far edge, Red's second in the hole. */
function view(): ReturnType<typeof toss.view> {
  const onBoard = flatDie(4, 0.12, 0.5);
  const game = tossWith(scriptedPhysics([{ pitched: onBoard }, { pitched: { onGround: true, pos: [-0.1, 0.008, 3.2] } }, { pitched: { inHole: true, pos: [0, 0.2, 0.97] } }]));
  let s = digital(game);
  for (let i = 0; i < 3; i++) s = pitch(game, s);
  return game.view(s, 0);
}

describe('the top view of the board', () => {
  it('puts every die of the view where it lies, in its side, and the off die at the edge pointing the way', () => {
    const v = view();
    const inset = insetOf(v.court, v.lies);
    expect(inset.dice.map((d) => [d.id, d.side, d.where])).toEqual([
      [0, 0, 'board'],
      [1, 1, 'off'],
      [2, 0, 'hole'],
    ]);
    const [board, off, hole] = inset.dice;
    // On the board: drawn at its spot, inside the board's rectangle, the pitcher's left (+x) on the screen's left.
    const at = planPoint(v.lies[0]!.pos);
    expect(board!.at.x).toBeCloseTo(at.x, 6);
    expect(board!.at.y).toBeCloseTo(at.y, 6);
    expect(board!.at.x).toBeLessThan(0);
    expect(board!.at.x).toBeGreaterThan(inset.board.x);
    expect(board!.at.y).toBeGreaterThan(inset.board.y);
    expect(board!.badge).toBe('4');
    expect(board!.beyond).toBeNull();
    // Off, 3 m up the lane: at the view's top edge, pointing up (away from the pitcher).
    expect(off!.at.y).toBeCloseTo(inset.box.y + INSET_DIE * 0.6, 6);
    expect(off!.beyond).toBeCloseTo(-90, 0);
    expect(off!.badge).toBe('0');
    // In the hole: drawn in it.
    expect(Math.hypot(hole!.at.x - inset.hole.cx, hole!.at.y - inset.hole.cy)).toBeLessThan(INSET_DIE);
    expect(hole!.badge).toBe('H');
    // No two dice drawn on top of each other.
    for (const a of inset.dice) for (const b of inset.dice) if (a !== b) expect(Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y)).toBeGreaterThan(INSET_DIE);
  });

  it('marks where the aim would come down, kept inside the view', () => {
    const v = view();
    const landing: Vec3 = [0, 0.2, 0.6];
    const inset = insetOf(v.court, v.lies, landing);
    expect(inset.aim).toEqual(planPoint(landing));
    expect(insetOf(v.court, [], [2, 0, 9]).aim!.y).toBeGreaterThan(inset.box.y);
    expect(insetOf(v.court, []).aim).toBeNull();
  });
});
