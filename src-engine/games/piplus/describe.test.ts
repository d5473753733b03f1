/** Piplus's narration: one English line per event, over whole games. */
import { describe as group, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../core/rng';
import { piplus } from './index';
import type { PiplusEvent } from './state';
import { play, plays, start } from './testkit';

group('piplus: narration', () => {
  it('one English line per event of a whole game', () => {
    const seen = new Set<string>();
    for (const seats of [2, 4, 6] as const) {
      let s = start({ seats, seed: seats });
      let rng = seedRng(seats);
      const log: PiplusEvent[] = [];
      while (!s.outcome) {
        const legal = plays(s);
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        s = play(s, legal[i]!, log);
      }
      for (const e of log) {
        const line = piplus.describe(e);
        expect(line.length).toBeGreaterThan(5);
        expect(line).not.toMatch(/undefined|NaN|\[object/);
        seen.add(e.type);
      }
    }
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'cleared',
        'dealt',
        'forcedReroll',
        'gameOver',
        'loneDie',
        'passed',
        'placed',
        'played',
        'rolled',
        'roundEnded',
        'roundStarted',
        'scored',
        'spent',
        'starter',
      ]),
    );
  });
});
