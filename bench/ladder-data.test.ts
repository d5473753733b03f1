import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../src-engine/core/game';
import { getGame } from '../src-engine/games/index';
import { ladderModule, ladderModulePath, parseLadders } from './ladder-data';

const page = readFileSync(fileURLToPath(new URL('../docs/ai-strength.md', import.meta.url)), 'utf8');

describe('the ladders the app words come from the strength page', () => {
  it('reads every pairing of a generated section, with its games', () => {
    const zero = parseLadders(page).get('zero');
    const two = zero?.find((l) => l.players === 2);
    expect(two?.command).toMatch(/^npm run arena -- --ladder --game zero --players 2/);
    expect(two?.pairs.length).toBe(10); // five levels, every pair once
    for (const p of two?.pairs ?? []) {
      expect(p.lo).toBeLessThanOrEqual(p.score);
      expect(p.hi).toBeGreaterThanOrEqual(p.score);
      expect(p.games).toBeGreaterThan(0);
    }
    // A solo ladder has no pairings and gives no entry.
    expect(zero?.some((l) => l.players === 1)).toBe(false);
  });

  it('is committed exactly as bench/ladder-data.ts writes it for every game (so it is never edited by hand)', async () => {
    const ladders = parseLadders(page);
    for (const game of GAME_IDS) {
      expect(readFileSync(ladderModulePath(game), 'utf8'), `${game}: run npx tsx bench/ladder-data.ts`).toBe(await ladderModule(game, ladders.get(game) ?? []));
      expect(getGame(game)?.ai.ladder ?? []).toEqual(ladders.get(game) ?? []);
    }
  });

  it('refuses a ladder section that does not say how it was measured', () => {
    const bad = '## zero 2p\n\nSomething.\n\n| A vs B | score | W-D-L |\n|---|---|---|\n| hard vs greedy | 0.50 [0.37, 0.63] | 24-2-24 |\n';
    expect(() => parseLadders(bad)).toThrow(/zero 2p.*which command/);
  });
});
