import { describe, expect, it } from 'vitest';
import { hex } from '../src-engine/games/hex/index';
import { pipfall } from '../src-engine/games/pipfall/index';
import { zero } from '../src-engine/games/zero/index';
import type { HexState } from '../src-engine/games/hex/state';
import { start } from '../src-engine/games/hex/testkit';
import { withEval } from './evals';

describe('arena evaluation variants', () => {
  it('replace only evaluate, stay in [-1, 1], and refuse unknown names', () => {
    const start = zero.setup({ seats: 2, variants: [] }, 1);
    if (!start.ok) throw new Error(start.message);
    const g = withEval(zero, 'pips');
    expect(g.legalActions).toBe(zero.legalActions);
    expect(g.ai.determinize).toBe(zero.ai.determinize);
    const v = g.ai.evaluate(start.value.state, 0);
    expect(v).toBeGreaterThanOrEqual(-1);
    expect(v).toBeLessThanOrEqual(1);
    expect(() => withEval(zero, 'nope')).toThrow(/no evaluation/);
  });

  it("hex's shared0 and shared25 value a shared victory as the draw (0) or a quarter win again; the game's own evaluation scorns it (-0.5)", () => {
    const start = hex.setup({ seats: 2, variants: [] }, 3);
    if (!start.ok) throw new Error(start.message);
    const shared = { ...start.value.state, outcome: { winners: [0, 1], reason: 'trophies' } };
    const won = { ...shared, outcome: { winners: [1], reason: 'trophies' } };
    expect(hex.ai.evaluate(shared, 0)).toBe(-0.5);
    expect(withEval(hex, 'sharedm50').ai.evaluate(shared, 0)).toBe(-0.5);
    expect(withEval(hex, 'shared0').ai.evaluate(shared, 0)).toBe(0);
    const old = withEval(hex, 'shared25');
    expect(old.ai.evaluate(shared, 0)).toBe(0.25);
    expect(old.ai.evaluate(won, 1)).toBe(hex.ai.evaluate(won, 1));
    expect(old.ai.evaluate(start.value.state, 0)).toBe(hex.ai.evaluate(start.value.state, 0));
  });

  it("shared25 works for any game, and through its evaluateAll fast path too (PipFall's)", () => {
    const start = pipfall.setup({ seats: 3, variants: [] }, 5);
    if (!start.ok) throw new Error(start.message);
    const s = start.value.state;
    const shared = { ...s, outcome: { winners: [0, 2], reason: 'elimination' } };
    const old = withEval(pipfall, 'shared25');
    expect(pipfall.ai.evaluateAll!(shared)).toEqual([0, -1, 0]);
    expect(old.ai.evaluateAll!(shared)).toEqual([0.25, -1, 0.25]);
    expect(old.ai.evaluate(shared, 2)).toBe(0.25);
    expect(old.ai.evaluateAll!(s)).toEqual(pipfall.ai.evaluateAll!(s));
  });

  it('a variant of evaluate drops the fast path that would bypass it', () => {
    expect(withEval(zero, 'pips').ai.evaluateAll).toBeUndefined();
  });
});

describe("hex's leaf-value variants (stop 43: hard@scaleN and hard@winpT against mediums)", () => {
  /** Four seats, seat 0 holding one of seat 1's dice as a trophy: seat 0 ahead, seat 1 behind, seats 2 and 3 level. */
  const s0 = start({ seats: 4 });
  const taken = s0.dice.find((d) => d.owner === 1)!;
  const ahead: HexState = {
    ...s0,
    dice: s0.dice.filter((d) => d !== taken),
    seats: s0.seats.map((h, i) => (i === 0 ? { ...h, trophies: [{ die: taken.id, owner: 1, pips: taken.pips }] } : h)),
  };

  it("scaleN keeps the sign and order of the game's value, only sharper (3) or flatter (12)", () => {
    for (const seat of [0, 1, 2]) {
      const own = hex.ai.evaluate(ahead, seat);
      const sharp = withEval(hex, 'scale3').ai.evaluate(ahead, seat);
      const flat = withEval(hex, 'scale12').ai.evaluate(ahead, seat);
      expect(Math.sign(sharp)).toBe(Math.sign(own));
      expect(Math.sign(flat)).toBe(Math.sign(own));
      expect(Math.abs(sharp)).toBeGreaterThan(Math.abs(own));
      expect(Math.abs(flat)).toBeLessThan(Math.abs(own));
    }
  });

  it("scale6 is the game's own value: the variants read the game's worths and squash them as it does", () => {
    // Seat 2 a reserve die short as well, so every weight (trophy, reserve, battlefield die) shows in some margin.
    const uneven: HexState = { ...ahead, seats: ahead.seats.map((h, i) => (i === 2 ? { ...h, reserve: h.reserve - 1 } : h)) };
    for (const state of [s0, ahead, uneven])
      for (const seat of [0, 1, 2, 3]) expect(withEval(hex, 'scale6').ai.evaluate(state, seat)).toBeCloseTo(hex.ai.evaluate(state, seat), 12);
  });

  it('winpT reads the seats as chances that add up to one win, the leader highest, level seats alike', () => {
    const g = withEval(hex, 'winp2');
    const v = [0, 1, 2, 3].map((seat) => g.ai.evaluate(ahead, seat));
    // Each value is (2p - 1) * 0.95 for a chance p, and the chances of four seats add up to 1.
    expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo((2 - 4) * 0.95, 12);
    expect(v[0]).toBeGreaterThan(v[2]!);
    expect(v[2]).toBeCloseTo(v[3]!, 12);
    expect(v[1]).toBeLessThan(v[2]!);
    // Even seats are each worth a fair share.
    expect(g.ai.evaluate(s0, 0)).toBeCloseTo((2 * 0.25 - 1) * 0.95, 12);
  });

  it('scores a finished game as the game does', () => {
    const done = { ...ahead, outcome: { winners: [0, 2], reason: 'trophies' } } as HexState;
    for (const name of ['scale3', 'winp4']) for (const seat of [0, 1]) expect(withEval(hex, name).ai.evaluate(done, seat)).toBe(hex.ai.evaluate(done, seat));
  });
});
