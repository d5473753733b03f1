import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../src-shared/contract/games';
import { checkProject, gameIdUses, IDS, readIds } from './game-ids.mjs';

describe('game-id check', () => {
  it("reads the contract's one game list, as TypeScript sees it, and refuses a file without one", () => {
    expect(IDS).toEqual([...GAME_IDS]);
    expect(readIds("export const GAME_IDS = [\n  'a',\n  'b2',\n] as const;")).toEqual(['a', 'b2']);
    expect(() => readIds('export const GAMES = [];')).toThrow(/no "export const GAME_IDS/);
  });

  it('finds a game named in shared code: an id string, a key built on one, an import from a game folder', () => {
    const uses = gameIdUses(
      'src-renderer/screens/Table.svelte',
      ["if (game === 'zero') x();", "t('end.scoreUnit.zero')", "import { narrate } from '../games/pipfall/narrate';"].join('\n'),
    );
    expect(uses).toHaveLength(3);
    expect(uses[0]).toMatch(/Table.svelte:1: names a game id/);
    expect(uses[1]).toMatch(/:2: builds a key/);
    expect(uses[2]).toMatch(/:3: imports from a game's folder/);
  });

  it("allows the games' own folders, the id list, the registries, comments, and ids that mean something else", () => {
    expect(gameIdUses('src-renderer/games/zero/ZeroTable.svelte', "t('zero.slot')")).toEqual([]);
    expect(gameIdUses('src-engine/games/index.ts', "import { zero } from './zero';")).toEqual([]);
    expect(gameIdUses('src-shared/contract/games.ts', "export const GAME_IDS = ['pipfall', 'zero'] as const;")).toEqual([]);
    expect(gameIdUses('src-main/ids.ts', "// a comment about 'zero'\nconst id = randomBytes(3).toString('hex');")).toEqual([]);
    expect(gameIdUses('src-preload/index.ts', "contextBridge.exposeInMainWorld('pipfall', api);")).toEqual([]);
    expect(gameIdUses('src-main/app-protocol.ts', "export const APP_SCHEME = 'pipfall'; // the app's name, not the game's")).toEqual([]);
    expect(gameIdUses('src-main/app-protocol.ts', "export const APP_SCHEME = 'pipfall';")).toHaveLength(1);
  });

  it('the project passes', () => {
    expect(checkProject(process.cwd())).toEqual([]);
  });
});
