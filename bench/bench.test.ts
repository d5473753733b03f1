import { describe, expect, it } from 'vitest';
import { getBot, LEVELS } from '../src-engine/ai/index';
import { seedRng } from '../src-engine/core/rng';
import { getGame } from '../src-engine/games/index';
import { hardSeatStep, measureGreedy, measureLegal, measurePlayouts, measureSearch, table } from './bench';
import { BENCH_CASES } from './cases';
import { measureTossPhysics } from './toss';

describe('bench', () => {
  it.each(BENCH_CASES.map((c) => [c.label, c] as const))('measures %s', (_, c) => {
    const p = measurePlayouts(c, 0.1, 0.05);
    expect(p.games).toBeGreaterThan(0);
    expect(p.actionsPerSecond).toBeGreaterThan(0);
    const g = measureGreedy(c, 0.05);
    expect(g.decisions).toBeGreaterThan(0);
    expect(g.medianMs).toBeGreaterThanOrEqual(0);
    const l = measureLegal(c, 0.02);
    expect(l.positions).toBeGreaterThanOrEqual(3000);
    expect(l.meanUs).toBeGreaterThan(0);
    expect(l.maxActions).toBeGreaterThanOrEqual(l.meanActions);
  });

  it('measures the hard search on zero 2p', () => {
    const s = measureSearch(
      BENCH_CASES.find((c) => c.label === 'zero 2p')!,
      0.01,
    );
    expect(s.decisions).toBeGreaterThan(0);
    expect(s.iterationsPerSecond).toBeGreaterThan(0);
  }, 120_000);

  it("times hard as it is played: Zero 2p's hard searches its own budget (two hands ahead), not the shared one", () => {
    const zero = getGame('zero')!;
    const start = zero.setup({ seats: 2, variants: [] }, 3);
    if (!start.ok) throw new Error(start.message);
    const legal = zero.legalActions(start.value.state, 0);
    expect(legal.length).toBe(24);
    const tuned = zero.ai.tuning!('hard', zero.view(start.value.state, 0))!;
    const step = hardSeatStep(zero, start.value.state, seedRng(1), getBot('random')!);
    expect(step.searched?.iterations).toBe(Math.min(tuned.iterations!, tuned.perAction! * legal.length));
    expect(step.searched?.iterations).not.toBe(Math.min(LEVELS.hard.iterations, LEVELS.hard.perAction * legal.length));
  }, 120_000);

  it('measures the toss physics: tosses per second and simulated seconds per wall second', async () => {
    const f = await measureTossPhysics(0.5, 0.1);
    expect(f.tosses).toBeGreaterThan(0);
    expect(f.tossesPerSecond).toBeGreaterThan(0);
    expect(f.engineTossesPerSecond).toBeLessThanOrEqual(f.tossesPerSecond);
    expect(f.realTimeRatio).toBeCloseTo(f.tossesPerSecond * f.secondsPerToss, 6);
    expect(f.secondsPerToss).toBeGreaterThan(0.5);
  }, 120_000);

  it('aligns its tables', () => {
    const lines = table(
      ['case', 'n'],
      [
        ['a', '1'],
        ['long name', '1,000'],
      ],
    ).split('\n');
    expect(lines).toEqual(['case           n', 'a              1', 'long name  1,000']);
  });
});
