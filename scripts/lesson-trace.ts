/**
 * An authoring aid for tutorial lessons: walks a lesson file through the engine (directly, no
 * host) and prints each step, the English narration of every event its move causes, and the
 * values at the paths given with --show after each step; stops at the first move the engine
 * refuses, listing what was legal there. The lessons test is the judge; this shows what happens.
 *
 *   npx tsx scripts/lesson-trace.ts src-renderer/games/<id>/lessons/<name>.json [--show view.round,toAct]
 */
import { readFileSync } from 'node:fs';
import { getGame, initGames } from '../src-engine/games';

/** The steps as this tool reads them (the lessons test parses them properly). */
type Step = { say: string; ask?: Record<string, unknown> } | { play: Record<string, unknown> };
interface LessonFile {
  readonly seat: number;
  readonly seed: number;
  readonly options: Record<string, unknown>;
  readonly steps: readonly Step[];
}

/** The value at a dotted path (arrays by index). */
function valueAt(root: unknown, path: string): unknown {
  let v: unknown = root;
  for (const part of path.split('.')) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return v;
}

const [file, ...rest] = process.argv.slice(2);
const game = /games\/([a-z]+)\/lessons\//.exec(file ?? '')?.[1];
if (!file || !game) {
  console.error('usage: npx tsx scripts/lesson-trace.ts src-renderer/games/<id>/lessons/<name>.json [--show path,path]');
  process.exit(2);
}
const show = (rest[rest.indexOf('--show') + 1] ?? '').split(',').filter((p) => rest.includes('--show') && p);
const lesson = JSON.parse(readFileSync(file, 'utf8')) as LessonFile;
await initGames();
const g = getGame(game);
if (!g) throw new Error(`no game "${game}"`);
const options = g.parseOptions(lesson.options);
if (!options.ok) throw new Error(options.message);
const start = g.setup(options.value, lesson.seed);
if (!start.ok) throw new Error(start.message);
let state = start.value.state;
const mine = (e: { visibleTo?: readonly number[] }): boolean => !e.visibleTo || e.visibleTo.includes(lesson.seat);
const report = () => ({
  view: g.view(state, lesson.seat),
  legal: g.toAct(state).includes(lesson.seat) ? g.legalActions(state, lesson.seat) : [],
  toAct: g.toAct(state),
  outcome: g.outcome(state),
});
for (const e of start.value.events.filter(mine)) console.log(`   · ${g.describe(e)}`);
for (const [i, step] of lesson.steps.entries()) {
  const action = 'play' in step ? step.play : step.ask;
  console.log(`#${i} ${'say' in step ? step.say : '(scripted)'}${action ? ` ${'play' in step ? 'PLAY' : 'ASK'} ${JSON.stringify(action)}` : ''}`);
  if (action) {
    const a = g.parseAction(action);
    const r = a.ok ? g.apply(state, a.value) : a;
    if (!r.ok) {
      console.log(`   REFUSED ${r.error}: ${r.message}`);
      for (const seat of g.toAct(state))
        console.log(
          `   legal for seat ${seat}:\n     ${g
            .legalActions(state, seat)
            .map((x) => JSON.stringify(x))
            .join('\n     ')}`,
        );
      process.exit(1);
    }
    state = r.value.state;
    for (const e of r.value.events.filter(mine)) console.log(`   · ${g.describe(e)}`);
  }
  for (const p of show) console.log(`   ${p} = ${JSON.stringify(valueAt(report(), p))}`);
}
