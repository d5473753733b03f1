/**
 * A game's end is one durable transition (issue 51): the past game is written (and tried again
 * like a save) before the save is removed, so a full disk, a read-only folder or a crash at any
 * point leaves the finished game under Continue or in Past games, never neither. Before, the
 * save was removed first and the past game's failed write was swallowed: on a full disk 3 of 3
 * finished games reached neither, and the page was told "your game is saved again".
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHost } from '../src-engine/host/host';
import type { AiStepResult, GameOpenedResult, Response, SeatKind } from '../src-shared/contract/protocol';
import { GameKeeper, type KeeperPush } from '../src-shared/keeper';
import { nodeAtomicFs, sweepTempFiles, type AtomicFs } from './atomic';
import { PastGamesStore } from './past-games';
import { folderSink, SaveStore } from './saves';
import { engineCheck, faultyDisk } from './testkit';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-end-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const solo: SeatKind[] = [{ kind: 'ai', level: 'random' }];

async function ok<T>(p: Promise<Response>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  return r.result as T;
}

/** The folders of one launch of the app over `root` (saves, past games) on the file system `fs`. */
function launch(root: string, fs: AtomicFs = nodeAtomicFs) {
  sweepTempFiles(join(root, 'saves'));
  sweepTempFiles(join(root, 'past-games'));
  const past = new PastGamesStore(join(root, 'past-games'), () => new Date(), fs);
  const saves = new SaveStore(join(root, 'saves'), engineCheck(), () => new Date(), fs, past);
  return { past, saves };
}

/** A keeper over an in-process engine writing to `saves` and `past` as main does; each push is noted with whether the disk was full then. */
function keeperOver(stores: ReturnType<typeof launch>, full: () => boolean = () => false) {
  const host = createHost(() => {}, { nextSeed: () => 1 });
  let id = 0;
  let n = 0;
  const pushes: { push: KeeperPush; full: boolean }[] = [];
  const keeper = new GameKeeper(
    { request: (body) => host.handle({ ...body, id: ++id }), retry: () => {} },
    { sink: folderSink(stores.saves, stores.past), newSaveId: () => `game${++n}`, push: (p) => pushes.push({ push: p, full: full() }), retrySavesMs: 3_600_000 },
  );
  return { keeper, pushes };
}

/** Plays a solo game with a random AI from `seed`; `beforeLast` runs before its last step. Answers its handle and save id. */
async function playToEnd(keeper: GameKeeper, seed: number, steps: number, beforeLast: () => void = () => {}): Promise<{ gameId: string; saveId: string }> {
  const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed, seats: solo }));
  for (let i = 0; i < steps; i++) {
    if (i === steps - 1) beforeLast();
    const r = await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId: g.gameId }));
    if ((r.outcome !== null) !== (i === steps - 1)) throw new Error(`game ${seed} did not end at step ${steps}`);
  }
  return { gameId: g.gameId, saveId: keeper.kept(g.gameId)!.saveId };
}

/** How many steps the solo game from `seed` takes, played calmly. */
async function stepsOf(seed: number): Promise<number> {
  const { keeper } = keeperOver(launch(tempDir()));
  const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed, seats: solo }));
  for (let i = 1; i < 2000; i++) if ((await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId: g.gameId }))).outcome) return i;
  throw new Error('no end');
}

/** Where a game is after a fresh launch has listed the saves: under Continue, in Past games, both or neither. */
async function whereIs(root: string, saveId: string): Promise<{ continue: boolean; past: boolean; moves: number | null }> {
  const { saves, past } = launch(root);
  const listed = (await saves.list()).saves.find((s) => s.saveId === saveId);
  const kept = past.read(saveId);
  return { continue: listed !== undefined, past: kept !== null, moves: listed?.moves ?? kept?.actions.length ?? null };
}

describe('game end: the past game first, then the save (issue 51)', () => {
  it('on a full disk 3 of 3 finished games stay under Continue, the page is told and never "saved again", and each reaches Past games once there is room', async () => {
    const root = tempDir();
    const disk = faultyDisk();
    const stores = launch(root, disk.fs);
    const { keeper, pushes } = keeperOver(stores, () => disk.faults.full);
    // Three games, each stepped to just before its end; then the disk fills up and each ends.
    const games: { gameId: string; saveId: string; steps: number }[] = [];
    for (const seed of [5, 6, 7]) {
      const steps = await stepsOf(seed);
      const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed, seats: solo }));
      for (let i = 1; i < steps; i++) await ok(keeper.request({ type: 'aiStep', gameId: g.gameId }));
      games.push({ gameId: g.gameId, saveId: keeper.kept(g.gameId)!.saveId, steps });
    }
    disk.faults.full = true;
    for (const g of games) expect((await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId: g.gameId }))).outcome).not.toBeNull();
    // A fresh look finds each under Continue, a move short of its end (the last good save).
    for (const g of games) expect(await whereIs(root, g.saveId)).toEqual({ continue: true, past: false, moves: g.steps - 1 });
    expect(pushes.filter((p) => p.push.push === 'saveFailed')).toHaveLength(3);
    // Never told "saved again" while nothing was written.
    expect(pushes.filter((p) => p.push.push === 'saveRestored')).toEqual([]);
    // The disk has room again: the keeper's retry writes each past game, then removes its save.
    disk.faults.full = false;
    await keeper.retryFailedSaves();
    expect(pushes.filter((p) => p.push.push === 'saveRestored').map((p) => p.full)).toEqual([false, false, false]);
    for (const g of games) expect(await whereIs(root, g.saveId)).toEqual({ continue: false, past: true, moves: g.steps });
    expect(readdirSync(join(root, 'saves'))).toEqual([]);
  }, 120_000);

  it('a read-only Past games folder: the save keeps the whole game; a later launch with the folder writable moves it to Past games', async () => {
    const root = tempDir();
    const disk = faultyDisk();
    disk.faults.at = (p) => p.includes('past-games');
    const stores = launch(root, disk.fs);
    const { keeper, pushes } = keeperOver(stores);
    const steps = await stepsOf(8);
    disk.faults.readOnly = true;
    const { saveId } = await playToEnd(keeper, 8, steps);
    expect(pushes.map((p) => p.push).filter((p) => p.push === 'saveFailed')).toEqual([expect.objectContaining({ saveId, reason: 'the disk is read-only' })]);
    // The save holds the finished game (its last move too); the list does not offer it, and says why.
    const read = stores.saves.read(saveId);
    expect(read.ok && read.value.record.actions.length).toBe(steps);
    const listed = await stores.saves.list();
    expect(listed.saves).toEqual([]);
    expect(listed.problems).toEqual([expect.objectContaining({ kind: 'notArchived', file: `${saveId}.json` })]);
    expect(readdirSync(join(root, 'saves'))).toEqual([`${saveId}.json`]);
    // The app quits with the folder still read-only; next time it is writable.
    keeper.dispose();
    expect(await whereIs(root, saveId)).toEqual({ continue: false, past: true, moves: steps });
    expect(readdirSync(join(root, 'saves'))).toEqual([]);
  }, 60_000);

  it('a crash at any file-system call of the end leaves the game under Continue or in Past games, never neither, and never both once listed', async () => {
    const seed = 9;
    const steps = await stepsOf(seed);
    const where: string[] = [];
    for (let crashAt = 1; crashAt < 100; crashAt++) {
      const root = tempDir();
      // A process that dies at its crashAt-th change to the disk during the last step: that call and all after it fail.
      let armed = false;
      let calls = 0;
      const dead = (): boolean => armed && ++calls >= crashAt;
      const crash = (): never => {
        throw Object.assign(new Error('killed'), { code: 'EKILLED' });
      };
      const fs: AtomicFs = {
        ...nodeAtomicFs,
        mkdirSync: (p, o) => (dead() ? crash() : nodeAtomicFs.mkdirSync(p, o)),
        openSync: (p, f, m) => (f !== 'r' && dead() ? crash() : nodeAtomicFs.openSync(p, f, m)),
        writeSync: (fd, b, o, l) => (dead() ? crash() : nodeAtomicFs.writeSync(fd, b, o, l)),
        fsyncSync: (fd) => (dead() ? crash() : nodeAtomicFs.fsyncSync(fd)),
        renameSync: (a, b) => (dead() ? crash() : nodeAtomicFs.renameSync(a, b)),
        // A dead process cleans nothing up: its temp files stay for the next start-up's sweep.
        rmSync: (p, o) => (dead() ? crash() : nodeAtomicFs.rmSync(p, o)),
        pause: () => {},
      };
      const { keeper } = keeperOver(launch(root, fs));
      const { saveId } = await playToEnd(keeper, seed, steps, () => (armed = true));
      keeper.dispose();
      const survived = calls < crashAt;
      const w = await whereIs(root, saveId);
      expect(w.continue || w.past, `crash at call ${crashAt}`).toBe(true);
      expect(w.continue && w.past, `crash at call ${crashAt}`).toBe(false);
      // Under Continue it is the game a move short (the save before the end), or the whole game once in Past games.
      expect(w.moves).toBe(w.past ? steps : steps - 1);
      where.push(w.past ? 'past' : 'continue');
      if (survived) break;
    }
    // Every point was reached: early crashes leave it under Continue, late ones in Past games.
    expect(where[0]).toBe('continue');
    expect(where.at(-1)).toBe('past');
    expect(where.length).toBeGreaterThanOrEqual(7);
  }, 120_000);
});
