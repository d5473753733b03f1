import { describe, expect, it } from 'vitest';
import { measureGreedy, measureLegal, measurePlayouts, measureSearch, table } from './bench';
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
