/** Toss's views, targets (what each legal action points at) and evaluation, as a table or the AI reads them. */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { HOLE_S, onBoardTop, toSurface } from './geometry';
import { toss, type TossTarget } from './index';
import { determinize } from './view';
import { digital, enter, flatDie, frame, keeper, pitch, scriptedPhysics, tossWith } from './testkit';

describe('toss: views', () => {
  it('every seat and a spectator see everything but the generator', () => {
    const s = enter(keeper(), [4, 'leaner']);
    for (const seat of [0, 1, null]) {
      const v = toss.view(s, seat);
      expect(v).not.toHaveProperty('rng');
      expect(v).toMatchObject({ viewer: seat, totals: s.totals, frame: s.frame, history: s.history, options: s.options });
    }
  });

  it('a view carries the court at real scale, the next pitch and where it is released, and what each die counts for now', () => {
    const k = toss.view(enter(keeper(), [4]), null);
    expect(k.court.laneLength).toBeCloseTo(8.23, 2);
    expect(k.court.holeS).toBeCloseTo(1.2192 - 0.2286, 4);
    // Keeper: the second die of the frame is the other side's first; nobody releases a simulated die.
    expect(k.next).toMatchObject({ side: 1, seat: 1, die: 1, sideDie: 1, end: 0, release: null });
    expect(k.lies).toEqual([]);
    expect(k.race).toEqual({ target: 100, margin: 2 });
    // Side A's 4 so far; three 5s for a side would double.
    expect(k.provisional[0]).toMatchObject({ raw: 4, score: 4 });
    const triple = toss.view(enter(keeper(), [5, 1, 5, 1, 5]), null);
    expect(triple.provisional[0]).toMatchObject({ raw: 15, doubled: true, score: 30 });

    const game = tossWith(scriptedPhysics([{ pitched: flatDie(4, 0.05, 0.7) }]));
    const s0 = digital(game);
    const v0 = game.view(s0, 0);
    expect(v0.next?.release).not.toBeNull();
    expect(v0.next!.release![2]).toBeCloseTo(-v0.court.laneLength + 0.25, 4);
    const s1 = pitch(game, s0);
    const v1 = game.view(s1, 0);
    expect(v1.lies).toHaveLength(1);
    expect(v1.lies[0]).toMatchObject({ id: 0, where: 'board', provisional: 4 });
    expect(v1.next).toMatchObject({ die: 1, sideDie: 1 });
    // Nothing a view adds leaks into the state the AI rebuilds from it.
    const [back] = determinize(v1, [1, 2, 3, 4]);
    expect(back).not.toHaveProperty('court');
    expect(back).not.toHaveProperty('lies');
  });
});

describe('toss: targets', () => {
  it('keeper entries say which die they fill and its points; undo says which entry it takes back', () => {
    const s = enter(keeper(), [5]);
    const legal = toss.legalActions(s, 1);
    const t = toss.targets!(s, 1, legal);
    expect(t).toHaveLength(legal.length);
    expect(t[0]).toEqual({ kind: 'enter', side: 1, sideDie: 1, result: 1, points: 1 });
    expect(t.find((x) => x.kind === 'enter' && x.result === 'hole')).toMatchObject({ points: -3 });
    expect(t.at(-1)).toEqual({ kind: 'undo', side: 0, sideDie: 1, result: 5, frame: 1 });
  });

  it("the frame's last entry says what the frame would score and whether it wins the race (it cannot be undone)", () => {
    let s = keeper();
    for (let i = 0; i < 2; i++) s = frame(s, [6, 6, 6], ['off', 'off', 'off']);
    s = frame(s, [6, 6, 5], ['off', 'off', 'off']);
    // 89-0: side A's 6, 6 and 5 in this frame take it to 106.
    s = enter(s, [6, 'off', 6, 'off', 5]);
    const t = toss.targets!(s, 1, toss.legalActions(s, 1));
    expect(t.find((x) => x.kind === 'enter' && x.result === 'off')).toMatchObject({ frameScores: [17, 0], wins: 0 });
    const early = toss.targets!(keeper(), 0, toss.legalActions(keeper(), 0));
    expect(early[0]).not.toHaveProperty('wins');
    expect(early[0]).not.toHaveProperty('frameScores');
  });

  it('undo at the start of a frame points at the last entry of the frame before', () => {
    const s = frame(keeper(), [1, 2, 3], [4, 5, 6]);
    const seat = toss.toAct(s)[0]!;
    const t = toss.targets!(s, seat, toss.legalActions(s, seat));
    expect(t.at(-1)).toEqual({ kind: 'undo', side: 1, sideDie: 3, result: 6, frame: 1 });
  });

  it('each listed toss names what it goes for and where it comes down: spots on the board, the hole, a knock at an opponent die', () => {
    const game = tossWith(scriptedPhysics([{ pitched: flatDie(4, 0.05, 0.7) }]));
    const s = pitch(game, digital(game));
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    const t = game.targets!(s, seat, legal) as Extract<TossTarget, { kind: 'toss' }>[];
    expect(t.map((x) => x.kind)).toEqual(legal.map(() => 'toss'));
    const middle = t.find((x) => x.label === 'middle lob')!;
    expect(middle.overBoard).toBe(true);
    const m = toSurface(middle.landing);
    expect(m.s).toBeCloseTo(0.6, 1);
    expect(Math.abs(m.u)).toBeLessThan(0.02);
    const hole = toSurface(t.find((x) => x.label === 'hole lob')!.landing);
    expect(Math.hypot(hole.u, hole.s - HOLE_S)).toBeLessThan(0.02);
    const knocks = t.filter((x) => x.knocks === 0);
    expect(knocks.length).toBeGreaterThan(0);
    for (const k of knocks) {
      const at = toSurface(k.landing);
      expect(onBoardTop(at.u, at.s)).toBe(true);
      expect(Math.hypot(at.u - 0.05, at.s - 0.66)).toBeLessThan(0.03);
    }
    expect(t.every((x) => x.flight > 0.5 && x.flight < 3)).toBe(true);
  });

  it('the coin toss picks point at themselves', () => {
    const s = unwrap(toss.setup(unwrap(toss.parseOptions({ seats: 2 })), 3)).state;
    const seat = toss.toAct(s)[0]!;
    expect(toss.targets!(s, seat, toss.legalActions(s, seat))).toEqual([
      { kind: 'choose', pick: 'first' },
      { kind: 'choose', pick: 'second' },
      { kind: 'choose', pick: 'left' },
      { kind: 'choose', pick: 'right' },
    ]);
  });
});

describe('toss: evaluation for the AI', () => {
  it('a lead is good, the frame in progress counts, and a won game is 1 and a lost one -1', () => {
    const ahead = frame(keeper(), [6, 5, 4], [1, 'off', 'off']);
    expect(toss.ai.evaluate(ahead, 0)).toBeGreaterThan(0);
    expect(toss.ai.evaluate(ahead, 1)).toBeCloseTo(-toss.ai.evaluate(ahead, 0));
    const inFrame = enter(keeper(), [6, 'off', 6]);
    expect(toss.ai.evaluate(inFrame, 0)).toBeGreaterThan(0);
    let won = keeper();
    for (let i = 0; i < 3; i++) won = frame(won, [6, 6, 6], ['off', 'off', 'off']);
    expect(toss.ai.evaluate(won, 0)).toBe(1);
    expect(toss.ai.evaluate(won, 1)).toBe(-1);
  });
});

describe('toss: narration', () => {
  it("names a knocked die by its side and its number for that side, not its place in the frame's pitching order", () => {
    const lie = (id: number, side: 0 | 1) => ({ id, side, pos: [0, 0, 0] as const, quat: [0, 0, 0, 1] as const, where: 'board' as const, provisional: 3 as const });
    const line = toss.describe({
      type: 'tossed',
      seat: 1,
      side: 1,
      die: 3,
      sideDie: 2,
      aim: { yaw: 1, pitch: 60, power: 9.5 },
      end: 0,
      rate: 60,
      tracks: [
        { id: 3, samples: [] },
        { id: 2, samples: [] },
      ],
      seconds: 2,
      dice: [lie(0, 0), lie(1, 1), lie(2, 0), lie(3, 1)],
    });
    expect(line).toBe("P2 pitches die 2 (yaw 1.0, arc 60.0, 9.50 m/s): on the board (3); knocks side A's die 2");
  });
});
