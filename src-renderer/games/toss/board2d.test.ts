/** The flat lane's geometry, from real engine states: where the board, the dice and the aim are drawn, and what a click on the board aims at. */
import { describe, expect, it } from 'vitest';
import { restingCentre } from '../../../src-engine/games/toss/geometry';
import { orientationFor, topFace as engineTopFace } from '../../../src-engine/games/toss/judge';
import { digital, flatDie, pitch, scriptedPhysics, tossWith } from '../../../src-engine/games/toss/testkit';
import type { TossState } from '../../../src-engine/games/toss/state';
import {
  aimDrawing,
  badgeOf,
  boardRect,
  clampToPlan,
  diceMarks,
  DIE_DRAWN,
  frame2d,
  holeEllipse,
  noteBottom,
  planPoint,
  planTurn,
  profileBoards,
  profilePoint,
  spotAt,
  spread,
  topFace,
} from './board2d';
import { flightOf, presets, spotAim } from './decisions';
import type { Quat } from './types';

const game = tossWith(null);
const court = game.view(digital(game), 0).court;

describe('the flat lane: the board from above', () => {
  it('the SVG frame holds the plan view over the side view; a wider area shows more lawn, never a smaller board', () => {
    const tall = frame2d(0.5);
    const wide = frame2d(1.6);
    expect(tall.height).toBe(wide.height);
    expect(wide.width).toBeGreaterThan(tall.width);
    expect(frame2d(50).width).toBeLessThanOrEqual(tall.width * 3);
    expect(tall.profile.top).toBeGreaterThan(tall.planBottom);
    expect(tall.profile.top + tall.profile.height).toBeLessThanOrEqual(tall.minY + tall.height);
    // The aim's note sits in the band between the two views: over neither the dice nor the arc.
    const note = (noteBottom(tall) / 100) * tall.height;
    expect(tall.minY + tall.height - note).toBeLessThan(tall.profile.top);
    expect(tall.minY + tall.height - note).toBeGreaterThan(tall.planBottom + 6);
    // The same share of the height at any width (panels/panels.css puts the note there: 14.4%).
    for (const aspect of [0.7, 1, 1.6, 3]) expect(noteBottom(frame2d(aspect))).toBeCloseTo(14.4, 1);
    // The board and its hole are inside the plan view, the hole near the back (top).
    const b = boardRect(court);
    expect(b.x).toBeGreaterThan(tall.minX);
    expect(b.x + b.width).toBeLessThan(tall.minX + tall.width);
    expect(b.y).toBeGreaterThan(tall.planTop);
    expect(b.y + b.height).toBeLessThan(tall.planBottom);
    const h = holeEllipse(court);
    expect(h.cy).toBeGreaterThan(b.y);
    expect(h.cy).toBeLessThan(b.y + b.height / 4);
    expect(h.rx).toBeCloseTo(court.holeRadius * 100, 6);
  });

  it('the pitcher’s left is the screen’s left and "away from the pitcher" is up', () => {
    expect(planPoint([0.2, 0, 0]).x).toBeLessThan(planPoint([-0.2, 0, 0]).x);
    expect(planPoint([0, 0, 1]).y).toBeLessThan(planPoint([0, 0, 0.2]).y);
  });

  it('a click on the board’s top names the spot under it, as the 3D board’s pick; off the top it names nothing', () => {
    for (const [u, s] of [
      [0, 0.6],
      [0.25, 0.05],
      [-0.2, 1.1],
    ] as const) {
      const p = planPoint(restingCentre(u, s));
      const spot = spotAt(court, p.x, p.y)!;
      expect(spot.kind).toBe('spot');
      expect(spot.u).toBeCloseTo(u, 2);
      expect(spot.s).toBeCloseTo(s, 2);
    }
    const b = boardRect(court);
    expect(spotAt(court, b.x - 2, b.y + 10)).toBeNull();
    expect(spotAt(court, 0, 5)).toBeNull();
    expect(spotAt(court, 0, b.y - 3)).toBeNull();
  });
});

describe('the flat lane: dice', () => {
  it('the face drawn on top is the one the engine reads, at any turn', () => {
    for (let pips = 1; pips <= 6; pips++) expect(topFace(orientationFor(pips as 1)).pips).toBe(pips);
    // Pseudo-random orientations (a fixed sequence): the same face as the engine's judge.
    let x = 7;
    const r = (): number => ((x = (x * 16807) % 2147483647) / 2147483647) * 2 - 1;
    for (let i = 0; i < 200; i++) {
      const q = [r(), r(), r(), r()];
      const n = Math.hypot(...q);
      const quat = q.map((v) => v / n) as unknown as Quat;
      expect(topFace(quat).pips).toBe(engineTopFace(quat).pips);
      expect(topFace(quat).tilt).toBeCloseTo(engineTopFace(quat).tilt, 6);
      const turn = planTurn(quat);
      expect(turn).toBeGreaterThanOrEqual(0);
      expect(turn).toBeLessThan(90);
    }
  });

  it('each die on the board or off it is drawn where the engine says, with its face and what it counts; dice out of play are not', () => {
    const physics = scriptedPhysics([
      { pitched: flatDie(5, 0.1, 0.5) },
      { pitched: { ...flatDie(2, -0.5, 1.6), onGround: true } },
      { pitched: { ...flatDie(3, 0, court.holeS), inHole: true } },
      { pitched: { ...flatDie(6, 0, -0.5), fouled: true, onGround: true } },
    ]);
    const g = tossWith(physics);
    let s: TossState = digital(g);
    for (let i = 0; i < 4; i++) s = pitch(g, s);
    const v = g.view(s, 0);
    const frame = frame2d(1);
    const marks = diceMarks(v.lies, frame);
    expect(marks.map((m) => m.id)).toEqual([0, 1]);
    const [on, off] = marks as [(typeof marks)[0], (typeof marks)[0]];
    expect(on).toMatchObject({ side: 0, where: 'board', face: 5, badge: '5', displaced: false });
    expect(on.drawn).toEqual(planPoint(v.lies[0]!.pos));
    expect(off).toMatchObject({ side: 1, where: 'off', face: 2, badge: '0' });
    // Off the board and beyond the view: drawn at its edge, tied to where it lies.
    expect(off.displaced).toBe(true);
    expect(off.drawn).toEqual(clampToPlan(off.at, frame));
    // ...and a chevron points the way: it lies beyond the board's back, up the screen.
    expect(off.beyond).toBeCloseTo(-90, 6);
    expect(on.beyond).toBeNull();
    expect(badgeOf(v.lies[2]!)).toBe('H');
    expect(badgeOf(v.lies[3]!)).toBe('F');
  });

  it('dice lying against each other are drawn apart, no nearer than a drawn die, each as little as needed', () => {
    const pts = [
      { x: 0, y: -60 },
      { x: 1.6, y: -60 },
      { x: 1.6, y: -60 },
      { x: 40, y: -20 },
    ];
    const out = spread(pts);
    for (let i = 0; i < out.length; i++)
      for (let j = i + 1; j < out.length; j++) expect(Math.hypot(out[i]!.x - out[j]!.x, out[i]!.y - out[j]!.y)).toBeGreaterThanOrEqual(DIE_DRAWN);
    expect(out[3]).toEqual(pts[3]);
    // The crowd stays round where it lies.
    const cx = (out[0]!.x + out[1]!.x + out[2]!.x) / 3;
    expect(Math.abs(cx - (0 + 1.6 + 1.6) / 3)).toBeLessThan(1);
  });
});

describe('the flat lane: the aim', () => {
  const physics = scriptedPhysics([]);
  const g = tossWith(physics);
  const s = digital(g);
  const seat = g.toAct(s)[0]!;
  const legal = g.legalActions(s, seat);
  const r = { view: g.view(s, seat), legal, targets: g.targets!(s, seat, legal), toAct: g.toAct(s), outcome: g.outcome(s) };
  const release = r.view.next!.release!;
  const frame = frame2d(1);

  it('a named aim is drawn coming up the lane from the view’s bottom edge to where the engine says it comes down; its arc runs from the hand to the board', () => {
    for (const p of presets(r)) {
      const d = aimDrawing(court, frame, flightOf(court, release, p.aim));
      const start = d.plan.match(/^M (-?[\d.]+) (-?[\d.]+)/)!;
      expect(Number(start[2])).toBeCloseTo(frame.planBottom, 1);
      const engine = planPoint(p.target.landing);
      expect(Math.hypot(d.landing.x - engine.x, d.landing.y - engine.y)).toBeLessThan(3);
      expect(d.good).toBe(p.target.overBoard);
      const b = profileBoards(court, frame);
      expect(d.hand.x).toBeLessThan(b.foul.x + 5);
      const end = d.profile.match(/L (-?[\d.]+) (-?[\d.]+)$/)!;
      expect(Math.abs(Number(end[1]) - profilePoint(court, frame, p.target.landing).x)).toBeLessThan(1);
      expect(Number(end[1])).toBeGreaterThan(d.hand.x + frame.profile.width * 0.6);
    }
  });

  it('a click on a spot of the board aims there at the arc set: the flight comes down on that spot', () => {
    for (const arc of [40, 55, 65]) {
      for (const [u, sUp] of [
        [0, 0.3],
        [0.2, 0.7],
        [-0.25, 1.15],
        [0, court.holeS],
      ] as const) {
        const aim = spotAim(court, release, arc, u, sUp)!;
        expect(aim.pitch).toBe(arc);
        const f = flightOf(court, release, aim);
        expect(f.where).toBe(sUp === court.holeS ? 'hole' : 'board');
        const want = planPoint(restingCentre(u, sUp));
        const got = planPoint(f.landing);
        expect(Math.hypot(want.x - got.x, want.y - got.y)).toBeLessThan(1.5);
      }
    }
    // A flat arc cannot carry a die 8 m within the aim's bounds.
    expect(spotAim(court, release, 2, 0, 0.6)).toBeNull();
  });
});
