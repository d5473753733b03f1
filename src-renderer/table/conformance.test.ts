/**
 * The table kit's conformance suite, run over every game in the renderer's registry as the
 * engine's fuzz, replay and undo suites run over every engine game: on real positions from
 * seeded random games (every seat count), each legal action of the seat at the screen is
 * reachable from the board and from the choice buttons (following selections; programs through
 * the program hand), nothing lit refuses, nothing reachable is illegal, a spectator is offered
 * nothing; every message exists in every language; both boards survive sync, light, coach and
 * dispose cycles (the 3D one frees every geometry, material and texture it made); the stage
 * plays every event of a whole game on the flat board; a lesson's asked moves can be made from
 * the board and the choices; a replay opens and every step lands on the board. A new game is
 * checked here by adding it to the registry.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { getGame, initGames } from '../../src-engine/games';
import { createHost } from '../../src-engine/host/host';
import type { AnyGame } from '../../src-engine/core/game';
import { newRecord } from '../../src-engine/core/record';
import type { GameOpenedResult, HistoryResult, ViewReport } from '../engine/types';
import type { GameTypes, GameUi, TableReport } from '../games/game-ui';
import { GAMES, loadGame } from '../games/registry';
import { playStage } from './stage-play';
import { fakeCanvas, playToEnd, reach, reportFor, samplePositions, seatCounts, type AnyDecisions } from './conformance-kit';
import type { SceneBoard } from '../ui/3d/rig';
import type { BoardContext, BoardPort, GameStage } from './kit';
import { parseLesson, stopsOf } from '../tutorial/lesson';
import { LessonRun, type LessonAt, type LessonEngine } from '../tutorial/run';

await initGames();
const loaded: { id: (typeof GAMES)[number]['id']; ui: GameUi<GameTypes>; game: AnyGame }[] = [];
for (const entry of GAMES) {
  const game = getGame(entry.id);
  if (entry.load && game) loaded.push({ id: entry.id, ui: await loadGame(entry.id), game });
}

/** Plays `events` through the stage's animations at once, in order, as the event player would. */
async function playAll(stage: GameStage<GameTypes>, events: readonly GameTypes['event'][]): Promise<void> {
  stage.playing?.(true);
  await playStage(stage, events);
  stage.playing?.(false);
}

const ctxFor = (seats: number, seat: number | null): BoardContext => ({
  seatNames: Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`),
  palette: 'classic',
  seat,
  animScale: 0,
});

/** The real engine host in this process. */
function host() {
  const h = createHost(() => {}, { nextSeed: () => 1 });
  let id = 0;
  return async <T>(body: Record<string, unknown>): Promise<T> => {
    const r = await h.handle({ ...body, id: ++id });
    if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
    return r.result as T;
  };
}

for (const { id, ui, game } of loaded) {
  const parts = ui.table;
  describe(`${id}: the table kit's conformance`, () => {
    it('every legal action can be reached from the board and from the choices; nothing lit refuses, nothing reached is illegal', () => {
      const dec = parts.decisions as AnyDecisions;
      let checked = 0;
      for (const seats of seatCounts(game)) {
        for (const seed of [11, 12]) {
          for (const pos of samplePositions(game, seats, seed * 100 + seats, 12)) {
            for (const seat of game.toAct(pos.state)) {
              const report = reportFor(game, pos.state, seat);
              if (report.legal.length === 0) continue;
              const where = `${seats} seats, seed ${pos.seed}, after ${pos.actions.length} actions, seat ${seat}`;
              for (const via of ['board', 'choices'] as const) {
                const r = reach(dec, report, seat, via);
                const missed = report.legal.filter((_, i) => !r.reached.has(i));
                expect(missed, `${where}: not reachable from the ${via}`).toEqual([]);
                expect(r.strangers, `${where}: the ${via} would send actions the engine does not list`).toEqual([]);
                expect(r.deadTargets, `${where}: lit targets whose click refuses`).toEqual([]);
              }
              // A seat that may not act is offered nothing.
              const idle = dec.decide(report, seat, false, dec.empty);
              expect(dec.targets(idle, dec.empty), where).toEqual([]);
              expect(dec.choices(idle, dec.empty, null), where).toBeNull();
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(5);
    });

    it('has every message of its table in every language', () => {
      const en = Object.keys(ui.messages.en ?? {}).sort();
      expect(en.length).toBeGreaterThan(10);
      for (const [lang, m] of Object.entries(ui.messages)) expect(Object.keys(m ?? {}).sort(), lang).toEqual(en);
    });

    it('its flat board takes views, lights and marks through sync/dispose cycles, and its stage plays a whole game on it', async () => {
      const seats = seatCounts(game)[0]!;
      const end = playToEnd(game, seats, 7);
      const call = host();
      const opened = await call<{ replayId: string; steps: number }>({
        type: 'replayOpen',
        source: {
          record: { ...newRecord(id, end.options, end.seed), actions: end.actions },
          seats: Array.from({ length: seats }, () => ({ kind: 'human' })),
        },
      });
      const log = await call<HistoryResult>({ type: 'replayLog', replayId: opened.replayId, viewer: 0 });
      const first = await call<{ view: ViewReport }>({ type: 'replayStep', replayId: opened.replayId, step: 0, viewer: 0 });
      const dec = parts.decisions as AnyDecisions;
      for (let cycle = 0; cycle < 2; cycle++) {
        const board = parts.boards.flat(first.view.view, ctxFor(seats, 0)) as BoardPort<unknown, unknown>;
        const stage = parts.stage({ board: () => board, ...ctxFor(seats, 0) }) as GameStage<GameTypes>;
        for (let step = 0; step <= opened.steps; step++) {
          if (step > 0) await playAll(stage, log.steps[step]!.events);
          const r = await call<{ view: ViewReport }>({ type: 'replayStep', replayId: opened.replayId, step, viewer: 0 });
          board.sync(r.view.view, 0);
          stage.synced?.(r.view.view);
          const report = { ...r.view, targets: r.view.targets ?? [] } as TableReport<GameTypes>;
          board.light(dec.light(dec.decide(report, 0, true, dec.empty), dec.empty, null, null));
          board.setCoach(step % 2 === 0 ? [{ kind: 'area', area: 'board' }] : []);
        }
        board.finish();
        board.dispose();
      }
      expect(log.steps.length).toBe(opened.steps + 1);
    });

    it('its 3D board frees every geometry, material and texture it made, through sync/dispose cycles', async () => {
      const restore = fakeCanvas();
      try {
        const build = await parts.boards.scene();
        const seats = seatCounts(game)[0]!;
        const positions = samplePositions(game, seats, 5, 8);
        for (let cycle = 0; cycle < 2; cycle++) {
          const board: BoardPort<unknown, unknown> & SceneBoard<unknown> = build(game.view(positions[0]!.state, 0), ctxFor(seats, 0));
          for (const p of positions) {
            board.sync(game.view(p.state, 0), 0);
            board.setCoach([{ kind: 'area', area: 'board' }]);
            board.update(1 / 60);
          }
          const resources = new Set<THREE.BufferGeometry | THREE.Material | THREE.Texture>();
          board.root.traverse((o) => {
            const m = o as THREE.Mesh;
            // three.js shares one quad among all sprites: it is not the board's to free.
            if (m.geometry && !(o instanceof THREE.Sprite)) resources.add(m.geometry);
            for (const mat of Array.isArray(m.material) ? m.material : m.material ? [m.material] : []) {
              resources.add(mat);
              const map = (mat as THREE.MeshStandardMaterial).map;
              if (map) resources.add(map);
            }
          });
          const freed = new Set<unknown>();
          for (const r of resources) r.addEventListener('dispose', () => freed.add(r));
          board.finish();
          board.dispose();
          const kept = [...resources].filter((r) => !freed.has(r) && !r.userData.shared);
          expect(kept.map((r) => `${r.type} ${r.name}`)).toEqual([]);
          expect(resources.size).toBeGreaterThan(2);
        }
      } finally {
        restore();
      }
    });

    it('opens its lessons: every asked move can be made from the board and from the choices', async () => {
      const entry = GAMES.find((g) => g.id === id)!;
      if (!entry.lessons) return;
      const book = await entry.lessons();
      const dec = parts.decisions as AnyDecisions;
      const call = host();
      const engine: LessonEngine = {
        async open(g, options, seats, seed, viewFor) {
          const r = await call<GameOpenedResult>({
            type: 'newGame',
            game: g,
            options,
            seats: Array.from({ length: seats }, () => ({ kind: 'human' })),
            seed,
            viewFor,
            autosave: false,
          });
          return { gameId: r.gameId, events: r.setup.events, view: r.view! };
        },
        async act(gameId, action, viewFor) {
          const r = await call<{ step: { events: [] }; view: ViewReport }>({ type: 'act', gameId, action, viewFor });
          return { events: r.step.events, view: r.view };
        },
        async close(gameId) {
          await call({ type: 'close', gameId });
        },
        async value(gameId, seat, among) {
          const r = await call<{ lines: { action: unknown; mean: number }[] }>({ type: 'hint', gameId, seat, among });
          return r.lines;
        },
      };
      let asked = 0;
      for (const raw of book.lessons) {
        const parsed = parseLesson(raw);
        if (!parsed.ok) throw new Error(parsed.message);
        const lesson = parsed.lesson;
        let at: LessonAt | null = null;
        const run = new LessonRun(id, lesson, engine, { play: async () => {}, show: (a) => void (at = a), rebuilding() {}, progress() {} });
        await run.start(0);
        for (let guard = 0; guard < stopsOf(lesson).length + 2 && at; guard++) {
          const now: LessonAt = at;
          if (now.ask) {
            const report = { ...now.report, targets: now.report.targets ?? [] } as TableReport<GameTypes>;
            for (const via of ['board', 'choices'] as const) {
              const r = reach(dec, report, lesson.seat, via);
              expect(r.reached.has(0), `${lesson.id} step ${now.index}: the asked move cannot be made from the ${via}`).toBe(true);
            }
            asked++;
            await run.attempt(now.report.legal[0] as Readonly<Record<string, unknown>>);
          } else if (now.choose && now.step.choose) {
            // A decision: every move offered can be made from the board and from the choices.
            const report = { ...now.report, targets: now.report.targets ?? [] } as TableReport<GameTypes>;
            for (const via of ['board', 'choices'] as const) {
              const r = reach(dec, report, lesson.seat, via);
              expect(r.reached.size, `${lesson.id} step ${now.index}: not every move offered can be made from the ${via}`).toBe(now.choose.length);
            }
            asked++;
            await run.choose(now.step.choose.answer);
            await run.next();
          } else if (now.last) break;
          else await run.next();
          if (at === now) break;
        }
        run.stop();
      }
      expect(asked).toBeGreaterThan(0);
    });
  });
}
