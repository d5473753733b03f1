/**
 * Soak test (issue 8, item 7): a scripted player drives several games through the game keeper
 * and main's relay to real engine processes (src-engine-process/host-node.ts, bundled once so a restart
 * costs a Node start-up rather than a TypeScript compile), while the engine is killed at random
 * moments: right after a request went out, while a game is being resumed, and on a timer. Part
 * way through, the disk fills up (an injected file system that writes short, then ENOSPC), later
 * has room again, and then the folder turns read-only for a while (EROFS on every change). The
 * relay's restart budget is tight, so it also gives up now and then and the player chooses Retry.
 * Games end through these faults too (issue 51): each end writes its past game before its save
 * goes, and the page counts it in the statistics and ticks a lesson, written to settings.json on
 * the same disk (which starts with a statistics record from a newer version, to be kept).
 *
 * Every game is also played without the keeper, kills or disk faults, by the same player, on an
 * engine in this process. Asserted: each game's steps, as the page saw them, and its final
 * record are exactly those of the calm game (no action lost or duplicated); a finished game is
 * in Past games with that record and has no save left; an unfinished one is listed in Continue
 * with that very record; the settings file holds every statistics and lesson record the page
 * holds, and the newer version's; no engine refused a resume; no temp file is left behind.
 *
 * `npm test` runs PIPFALL_SOAK_KILLS (default 150) kills. `PIPFALL_SOAK=long` runs 3000 kills
 * with more games at once; PIPFALL_SOAK_SEED picks another random schedule. Figures print at
 * the end (kills by kind, restarts, give-ups, games, actions, writes that failed, lost).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../src-shared/contract/record';
import { createHost } from '../src-engine/host/host';
import type { HostGameOpened, RecordResult, RequestBody, Response, SeatKind, StepReport, StepResult, ViewReport } from '../src-shared/contract/protocol';
import { GameKeeper, type KeeperPush } from '../src-shared/keeper';
import { EngineRelay, type EngineChild } from '../src-shared/relay';
import { checkWithin } from '../src-shared/record-check';
import { recordGame, type Stats } from '../src-shared/stats';
import type { Settings } from '../src-shared/settings';
import { PastGamesStore } from './past-games';
import { folderSink, SaveStore } from './saves';
import { SettingsFile } from './settings-file';
import { faultyDisk } from './testkit';

const LONG = process.env['PIPFALL_SOAK'] === 'long';
const TARGET_KILLS = Number(process.env['PIPFALL_SOAK_KILLS'] ?? (LONG ? 3000 : 150));
const SEED = Number(process.env['PIPFALL_SOAK_SEED'] ?? 8);
/** Games played at the same time through the one keeper. */
const PARALLEL = LONG ? 6 : 4;
/** Engine processes started ahead of need. */
const SPARES = 3;

/** A small seeded generator for the schedule and the player (never Math.random: a failure must replay). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const work = mkdtempSync(join(tmpdir(), 'pipfall-soak-'));
const bundle = join(work, 'engine.cjs');
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(async () => {
  await build({
    entryPoints: [fileURLToPath(new URL('../src-engine-process/host-node.ts', import.meta.url))],
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'cjs',
    outfile: bundle,
    logLevel: 'warning',
  });
}, 60_000);

/** One game the player plays: which, who sits where, and whether it stops early (left for Continue). */
interface GameSpec {
  readonly game: 'zero' | 'pipfall';
  readonly seats: readonly SeatKind[];
  readonly seed: number;
  /** Stop after this many steps (the game then stays unfinished), or null to play to the end. */
  readonly stopAfter: number | null;
}

const H: SeatKind = { kind: 'human' };
const R: SeatKind = { kind: 'ai', level: 'random' };
const G: SeatKind = { kind: 'ai', level: 'greedy' };
const LINEUPS: readonly Pick<GameSpec, 'game' | 'seats'>[] = [
  { game: 'zero', seats: [H, G] },
  { game: 'pipfall', seats: [H, R] },
  { game: 'zero', seats: [R] },
  { game: 'pipfall', seats: [H, H, R] },
  { game: 'zero', seats: [H, H] },
  { game: 'pipfall', seats: [R, G, R, H] },
];

function specFor(n: number): GameSpec {
  const lineup = LINEUPS[n % LINEUPS.length]!;
  return { ...lineup, seed: 1000 + n * 7 + SEED, stopAfter: n % 4 === 3 ? 9 + (n % 5) : null };
}

/** What the player saw of a game: its steps (who acted, how many events) and its handle. */
interface Played {
  readonly gameId: string;
  readonly steps: string[];
  readonly humanActions: number;
  readonly finished: boolean;
  /** How it ended, when it did. */
  readonly outcome: ViewReport['outcome'];
}

/** How the player reaches an engine. `recover` is told of an error the table would recover from. */
interface Door {
  send(body: RequestBody): Promise<Response>;
  recover(r: Extract<Response, { ok: false }>): Promise<void>;
}

function describeStep(s: StepReport): string {
  return `${s.seat}${s.byAi ? 'ai' : 'h'}:${s.events.length}`;
}

/**
 * The scripted player, as a table on the one-round-trip API plays: a human seat picks one of
 * its legal actions by a hash of the game's seed and the steps it has seen; AI seats are
 * stepped while any must act; hot-seat hands the screen to the human seat that must act.
 */
async function play(door: Door, spec: GameSpec): Promise<Played> {
  const humans = spec.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  let screen: number | null = humans[0] ?? null;
  const ask = async <T>(body: RequestBody): Promise<T | null> => {
    const r = await door.send(body);
    if (r.ok) return r.result as T;
    await door.recover(r);
    return null;
  };
  let opened: HostGameOpened | null = null;
  while (!opened)
    opened = await ask<HostGameOpened>({ type: 'newGame', game: spec.game, options: { seats: spec.seats.length }, seed: spec.seed, seats: [...spec.seats], viewFor: screen });
  const gameId = opened.gameId;
  let view: ViewReport | null = opened.view ?? null;
  const steps: string[] = [];
  let humanActions = 0;
  for (let guard = 0; ; guard++) {
    if (guard > 20_000) throw new Error(`game ${gameId} does not end`);
    if (!view) {
      view = await ask<ViewReport>({ type: 'view', gameId, seat: screen });
      continue;
    }
    if (view.outcome !== null || (spec.stopAfter !== null && steps.length >= spec.stopAfter))
      return { gameId, steps, humanActions, finished: view.outcome !== null, outcome: view.outcome };
    const aiToAct = view.toAct.some((s) => spec.seats[s]?.kind === 'ai');
    if (!aiToAct && screen !== null && !view.toAct.includes(screen)) {
      // Hot-seat: the screen goes to the human seat that must act.
      screen = view.toAct.find((s) => spec.seats[s]?.kind === 'human') ?? screen;
      view = null;
      continue;
    }
    let r: StepResult | null;
    if (aiToAct) r = await ask<StepResult>({ type: 'aiStep', gameId, viewFor: screen });
    else {
      const pick = Math.floor(mulberry32(spec.seed * 7919 + steps.length)() * view.legal.length);
      r = await ask<StepResult>({ type: 'act', gameId, action: view.legal[pick] as Record<string, unknown>, viewFor: screen });
      if (r) humanActions++;
    }
    if (!r) {
      view = null; // as the table does after an error: ask for the view again
      continue;
    }
    if (r.idle) throw new Error('an AI had to act but the step was idle');
    steps.push(describeStep(r.step));
    view = r.view ?? null;
  }
}

/** The same game, calm: straight to an engine in this process, no keeper, no kills, no disk. */
async function calm(spec: GameSpec): Promise<{ played: Played; record: GameRecord }> {
  const host = createHost(() => {}, { nextSeed: () => 1 });
  let id = 0;
  const door: Door = {
    send: (body) => host.handle({ ...body, id: ++id }),
    recover: (r) => Promise.reject(new Error(`calm game failed: ${r.error}: ${r.message}`)),
  };
  const played = await play(door, spec);
  const rec = await host.handle({ id: ++id, type: 'record', gameId: played.gameId });
  if (!rec.ok) throw new Error(rec.message);
  return { played, record: (rec.result as RecordResult).record };
}

describe('soak: engines killed at random, a disk that fills up, games that go on', () => {
  it(
    `plays games through ${TARGET_KILLS} engine kills without losing or duplicating an action`,
    async () => {
      const t0 = performance.now();
      const rng = mulberry32(SEED);
      const results: { spec: GameSpec; played: Played }[] = [];
      const figures = {
        kills: 0,
        afterRequest: 0,
        duringResume: 0,
        onTimer: 0,
        restarts: 0,
        giveUps: 0,
        retries: 0,
        recoveredErrors: 0,
        saveFailed: 0,
        saveRestored: 0,
        endsInFault: 0,
        settingsWrites: 0,
        settingsFailed: 0,
      };
      const children: ChildProcess[] = [];
      let killing = true;

      const alive = (c: ChildProcess): boolean => c.exitCode === null && c.signalCode === null && !c.killed;
      const kill = (c: ChildProcess | null, kind: 'afterRequest' | 'duringResume' | 'onTimer'): void => {
        if (!killing || !c || !alive(c)) return;
        c.kill('SIGKILL');
        figures.kills++;
        figures[kind]++;
        if (LONG && figures.kills % 100 === 0) console.info(`soak: ${figures.kills} kills, ${results.length} games done, ${Math.round(performance.now() - t0) / 1000} s`);
        if (figures.kills >= TARGET_KILLS) killing = false;
      };

      // Children are forked ahead (spares), so a restart seldom waits for Node to start.
      const spares: ChildProcess[] = [];
      const forkOne = (): ChildProcess => {
        // A short-lived engine needs no background compiler or GC threads: less CPU per start.
        const c = fork(bundle, [], { execArgv: ['--single-threaded'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
        c.on('error', () => {});
        children.push(c);
        return c;
      };
      /**
       * Each engine lives for a random number of messages (1 to 16): then it is killed right after
       * that request went out, or a moment later (on a timer: mid-request or between requests).
       * A resume is killed one time in seven on top, so recoveries are interrupted too.
       */
      const spawn = (): EngineChild => {
        const c = spares.shift() ?? forkOne();
        while (spares.length < SPARES) spares.push(forkOne());
        const budget = 1 + Math.floor(rng() * 16);
        let sent = 0;
        return {
          postMessage: (m) => {
            if (!alive(c)) return;
            c.send(m as object, () => {});
            sent++;
            const type = (m as { type?: string }).type;
            if (type === 'resume' && rng() < 1 / 7) kill(c, 'duringResume');
            else if (sent === budget) {
              if (rng() < 0.5) kill(c, 'afterRequest');
              else setTimeout(() => kill(c, 'onTimer'), Math.floor(rng() * 4));
            }
          },
          onMessage: (l) => c.on('message', l),
          onExit: (l) => c.on('exit', (code, signal) => l(code, signal ?? undefined)),
          kill: () => void c.kill('SIGKILL'),
        };
      };

      // The disk: full from 30% to 60% of the kills (a short write, then ENOSPC), read-only from 65% to 80%.
      // On top, every second game's end meets a fault (full, or every fourth read-only) for its next
      // writes: the past game, the save that then keeps the whole game, and the page's statistics.
      const disk = faultyDisk();
      const between = (a: number, b: number): boolean => figures.kills >= TARGET_KILLS * a && figures.kills < TARGET_KILLS * b;
      let forced: { calls: number; kind: 'full' | 'readOnly' } = { calls: 0, kind: 'full' };
      const faults = (): void => {
        const f = forced.calls > 0 ? forced.kind : null;
        if (f) forced.calls--;
        disk.faults.full = between(0.3, 0.6) || f === 'full';
        disk.faults.readOnly = between(0.65, 0.8) || f === 'readOnly';
      };
      const ends = new Set<string>();
      /** The fault the page's next settings write meets (the statistics of a game that ended in one). */
      let settingsFault: 'full' | 'readOnly' | null = null;
      const endFault = (saveId: string): void => {
        if (ends.has(saveId)) return; // a retry of the same end
        ends.add(saveId);
        if (ends.size % 2 !== 0) return;
        const kind = ends.size % 4 === 0 ? 'readOnly' : 'full';
        forced = { calls: 2, kind };
        settingsFault = kind;
      };
      // What is under test is every byte and the rename; the disk's own flush only costs time here.
      const fs = { ...disk.fs, fsyncSync: () => {} };
      const savesDir = join(work, 'saves');
      // No limit here: every finished game must be found at the end.
      const past = new PastGamesStore(join(work, 'past-games'), () => new Date(), fs, 1_000_000);
      // Saves are judged by the engine processes under test, as main has them judged (checkRecord through the keeper).
      const store = new SaveStore(
        savesDir,
        (record) => checkWithin(() => keeper?.checkRecord(record) ?? Promise.reject(new Error('no keeper yet'))),
        () => new Date(),
        fs,
        past,
      );
      // The settings as the page keeps them (its state) and as main writes them, on the same disk.
      const newer = { games: 4, wins: 1, scoreSum: 0, scored: 0, best: null, streak: 0, bestStreak: 0, rating: 1500 };
      writeFileSync(join(work, 'settings.json'), JSON.stringify({ settings: { stats: { 'zero.2.hard': newer } } }));
      const settings = new SettingsFile(work, () => new Date(), fs);
      const page: { stats: Stats; lessons: Settings['lessons'] } = { stats: {}, lessons: {} };
      const writeSettings = (patch: Partial<typeof page>): void => {
        faults();
        if (settingsFault === 'full') disk.faults.full = true;
        if (settingsFault === 'readOnly') disk.faults.readOnly = true;
        settingsFault = null;
        const r = settings.update(patch);
        figures.settingsWrites++;
        if (r.ok && r.unsaved) figures.settingsFailed++;
      };
      /** The page at a game's end: the statistics count it, and a lesson of its game is ticked. */
      const pageSawEnd = (spec: GameSpec, outcome: { winners: readonly number[]; scores?: readonly number[] }): void => {
        if (disk.faults.full || disk.faults.readOnly || forced.calls > 0) figures.endsInFault++;
        page.stats = recordGame(page.stats, { game: spec.game, seats: spec.seats, winners: outcome.winners, scores: outcome.scores });
        page.lessons = { ...page.lessons, [`${spec.game}.soak-${spec.seed % 7}`]: { done: true, step: spec.seed % 50 } };
        writeSettings({ stats: page.stats, lessons: page.lessons });
      };

      const pushes: KeeperPush[] = [];
      let keeper: GameKeeper | null = null;
      // The relay's clock counts kills (ten 'ms' each), so the budget of 8 restarts in 85 is spent every
      // ninth death in a row: it gives up, and the player chooses Retry, which starts it afresh.
      const relay = new EngineRelay(spawn, (e) => keeper?.onTransportEvent(e), { maxRestarts: 8, windowMs: 85, backoffMs: [0, 0, 2, 5], now: () => figures.kills * 10 });
      let ids = 0;
      const sink = folderSink(store, past);
      keeper = new GameKeeper(relay, {
        // Each write checks the schedule first, so the disk's state follows the kills.
        sink: {
          save: (g) => (faults(), sink.save(g)),
          finished: (g) => (faults(), sink.finished(g)),
          ended: (g, o) => (endFault(g.saveId), faults(), sink.ended!(g, o)),
        },
        newSaveId: () => `soak-${++ids}`,
        saveExists: (id) => store.exists(id),
        push: (p) => {
          pushes.push(p);
          if (p.push === 'hostRestarted') figures.restarts++;
          if (p.push === 'engineDown') figures.giveUps++;
          if (p.push === 'saveFailed') figures.saveFailed++;
          if (p.push === 'saveRestored') figures.saveRestored++;
        },
      });
      const k = keeper;
      const door: Door = {
        send: (body) => k.request(body),
        async recover(r) {
          if (r.error === 'ERR_ENGINE_DOWN') {
            await sleep(1);
            figures.retries++;
            k.retry();
            return;
          }
          if (r.error === 'ERR_HOST') {
            figures.recoveredErrors++;
            await sleep(2);
            return;
          }
          throw new Error(`unexpected ${r.error}: ${r.message}`);
        },
      };

      // Games start as others end, until the kills are done.
      let next = 0;
      const lane = async (): Promise<void> => {
        while (killing || next < PARALLEL) {
          const spec = specFor(next++);
          const played = await play(door, spec);
          if (played.outcome) pageSawEnd(spec, played.outcome);
          results.push({ spec, played });
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, lane));
      killing = false;
      const seconds = (performance.now() - t0) / 1000;
      // The disk is well again: the keeper's retry timer would write what failed; here it is called at once.
      faults();
      await k.retryFailedSaves();
      // And the page's next settings change writes them all (a lesson step, say).
      writeSettings({ lessons: { ...page.lessons, 'zero.soak-last': { done: false, step: 1 } } });
      page.lessons = settings.settings.lessons;

      // Every game as the calm player played it: the same steps and the same record.
      let lost = 0;
      let finishedLost = 0;
      let actions = 0;
      let humanActions = 0;
      const listed = new Map((await store.list()).saves.map((s) => [s.saveId, s]));
      for (const { spec, played } of results) {
        const baseline = await calm(spec);
        const kept = k.kept(played.gameId);
        expect(kept, `game ${played.gameId}`).toBeDefined();
        const same = JSON.stringify(played.steps) === JSON.stringify(baseline.played.steps) && JSON.stringify(kept?.record) === JSON.stringify(baseline.record);
        if (!same) lost++;
        expect(played.steps, `steps of ${played.gameId} (${spec.game}, seed ${spec.seed})`).toEqual(baseline.played.steps);
        expect(kept?.record, `record of ${played.gameId}`).toEqual(baseline.record);
        expect(played.finished).toBe(baseline.played.finished);
        actions += baseline.record.actions.length;
        humanActions += played.humanActions;
        const saveId = kept!.saveId;
        if (played.finished) {
          expect(listed.has(saveId), `finished game ${saveId} still listed`).toBe(false);
          const inPast = past.read(saveId);
          if (JSON.stringify(inPast?.actions) !== JSON.stringify(baseline.record.actions)) finishedLost++;
          expect(inPast?.actions, `finished game ${saveId} in Past games`).toEqual(baseline.record.actions);
          expect(inPast?.outcome).toEqual(played.outcome);
        } else {
          expect(listed.get(saveId)?.moves, `unfinished game ${saveId} in Continue`).toBe(baseline.record.actions.length);
          const read = store.read(saveId);
          expect(read.ok && read.value.record).toEqual(baseline.record);
        }
      }
      relay.dispose();
      for (const c of [...children, ...spares]) if (alive(c)) c.kill();
      const unfinished = results.filter((r) => !r.played.finished).length;
      // Settings as the next launch reads them: every record the page holds, and the newer version's.
      const reread = new SettingsFile(work);
      const statsLost = Object.keys(page.stats).filter((key) => JSON.stringify(reread.settings.stats[key]) !== JSON.stringify(page.stats[key])).length;
      const lessonsLost = Object.keys(page.lessons).filter((key) => JSON.stringify(reread.settings.lessons[key]) !== JSON.stringify(page.lessons[key])).length;
      expect(reread.settings.stats).toEqual(page.stats);
      expect(reread.settings.lessons).toEqual(page.lessons);
      expect(JSON.parse(readFileSync(join(work, 'settings.json'), 'utf8')).settings.stats['zero.2.hard']).toEqual(newer);
      console.info(
        `soak: ${figures.kills} kills (${figures.afterRequest} right after a request, ${figures.duringResume} during a resume, ${figures.onTimer} on a timer); ` +
          `${figures.restarts} restarts, ${figures.giveUps} give-ups with Retry, ${figures.recoveredErrors} errors the table recovered from; ` +
          `${results.length} games (${results.length - unfinished} finished, ${unfinished} left in Continue), ${actions} actions (${humanActions} by the scripted player); ` +
          `disk full, then read-only: ${figures.saveFailed} saves failed, ${figures.saveRestored} caught up, ${figures.endsInFault} games ended in a fault, ` +
          `${figures.settingsFailed} of ${figures.settingsWrites} settings writes failed; ${Object.keys(page.stats).length} statistics and ${Object.keys(page.lessons).length} lesson records; ` +
          `lost or duplicated: ${lost} games, ${finishedLost} finished games, ${statsLost} statistics records, ${lessonsLost} lesson records; ${seconds.toFixed(1)} s`,
      );
      const lostPushes = pushes.flatMap((p) => (p.push === 'hostRestarted' ? p.lost : []));
      expect(lostPushes).toEqual([]);
      expect(readdirSync(savesDir).filter((f) => !f.endsWith('.json'))).toEqual([]);
      expect(readdirSync(join(work, 'past-games')).filter((f) => !f.endsWith('.json'))).toEqual([]);
      expect([lost, finishedLost, statsLost, lessonsLost]).toEqual([0, 0, 0, 0]);
      expect(figures.kills).toBeGreaterThanOrEqual(TARGET_KILLS);
      // The schedule reached every kind of moment, and the disk did fill up and free again.
      expect(figures.duringResume).toBeGreaterThan(0);
      expect(figures.afterRequest).toBeGreaterThan(0);
      expect(figures.saveFailed).toBeGreaterThan(0);
      expect(figures.saveRestored).toBeGreaterThan(0);
      expect(figures.endsInFault).toBeGreaterThan(0);
      expect(figures.settingsFailed).toBeGreaterThan(0);
      expect(figures.giveUps).toBeGreaterThan(0);
      expect(figures.retries).toBeGreaterThan(0);
    },
    // Each kill costs an engine start (about 0.1 s of CPU on an idle machine, several times that on a busy one).
    LONG ? 4 * 3_600_000 : 600_000,
  );
});
