import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src-shared/contract/games';
import { GAMES, gameEntry } from './registry';

describe("the renderer's game registry", () => {
  it("holds every game of the contract's list once, in its order (the menu's)", () => {
    expect(GAMES.map((g) => g.id)).toEqual([...GAME_IDS]);
    for (const id of GAME_IDS) expect(gameEntry(id)?.id).toBe(id);
    expect(gameEntry('chess')).toBeUndefined();
  });
});
