/**
 * A tutorial lesson as data: a real game opened from a scenario (the engine's `options.scenario`:
 * a stacked deck, dice where they stand) and a script of steps the coach walks through. Each
 * game keeps its lessons as JSON in its own folder (`src-renderer/games/<id>/lessons/`) with
 * their text in its message catalogue; nothing here names a game. Lessons are parsed at this
 * boundary (`parseLesson`), and the pure helpers below are the one place the script's meaning is
 * defined: the lesson player (run.ts) and the test that plays every lesson through the engine
 * (lessons.test.ts) both use them.
 *
 * A step is one of:
 * - `say`: the coach explains (a "Next" button); it may first play the queued events only up
 *   to the first one matching `until`, so it can talk about a combat before the decay after it;
 * - `say` + `ask`: the coach asks for exactly this move by the learner's seat; only it is
 *   accepted (the table is offered it alone; anything else gets a one-line reason, `wrong`);
 * - `say` + `choose`: a decision: the table offers several legal moves (`among`), the learner picks
 *   one, the hard AI's search values each from the learner's view, and the coach says why the pick
 *   was good or what it cost. A pick that loses more than `within` against the best is explained
 *   and tried again; a good one goes on with `answer` (the lessons test checks that the search
 *   finds `answer` the one good pick, so the script after it holds);
 * - `say` + `check`: a question about the table in front of the learner (how many cards were dealt,
 *   which cells are the corners), answered by picking one of its answers; a wrong pick says why and
 *   may be tried again, Next opens on the right one. It is how a learner does a setup fact (a rule
 *   no move makes: the board, the deck, the deal; see rulesMap.ts): by reading it off the table;
 * - `play`: a scripted move of any seat (the opponents' programs, lanes and moves), made at once.
 *
 * A lesson ends with a recap (the rules its steps told or had done, with links into the rules
 * reference) and may ask up to three quick questions (`quiz`).
 * Every step may `point` at things (a die, a cell, a lane, a card, a part of the screen) and
 * state `facts` the test checks: a value in the report at a path, or an event among those the
 * step shows.
 */
import { z } from 'zod';
import type { Catalogue } from '../i18n';
import type { CoachMark } from '../table/report';
import type { RuleEntry } from './rulesMap';
import type { FirstGame } from './firstGame';

/** A value in the report at a dotted path ("view.board.4.0.pips"), or an event the step shows. */
export type Fact = { readonly at: string; readonly is: unknown } | { readonly event: Readonly<Record<string, unknown>> };

/** One step of a lesson's script. */
export type LessonStep =
  | {
      /** The coach's text: a message key of the game's catalogue. */
      readonly say: string;
      /** The one move asked of the learner (an action of the learner's seat), or absent for "Next". */
      readonly ask?: Readonly<Record<string, unknown>>;
      /** What a refused click or key is told (a message key); absent: a line naming the move asked. */
      readonly wrong?: string;
      /** Play the queued events only up to (and including) the first matching this, then talk. */
      readonly until?: Readonly<Record<string, unknown>>;
      /** What the coach points at. */
      readonly point?: readonly CoachMark[];
      /** What must be true when the step shows (checked by the lessons test). */
      readonly facts?: readonly Fact[];
      /** A decision among several moves instead of one asked move (never with `ask` or `until`). */
      readonly choose?: Choose;
      /** A question about the table, answered before Next opens (never with `ask` or `choose`). */
      readonly check?: Check;
      /** Ids of the rules (the game's rules map) the coach tells here. */
      readonly told?: readonly string[];
      /** Ids of the rules the learner does here (only at a step where the learner acts). */
      readonly does?: readonly string[];
    }
  | {
      /** A scripted move of any seat, made at once (its events play at the next stop, where its facts go). */
      readonly play: Readonly<Record<string, unknown>>;
    };

/**
 * How much of the search's outlook (its -1..1 value for the learner) a pick may lose against the
 * best pick and still count as good: 0.05 is 2.5 points on the 0-100 outlook the coach shows.
 */
export const GOOD_ENOUGH = 0.05;

/** A decision step's offer. */
export interface Choose {
  /** The moves offered: action patterns, each matching at least one legal move of the learner; "any": every legal move. */
  readonly among: readonly Readonly<Record<string, unknown>>[] | 'any';
  /** The move the script goes on with: one of those offered, and the only good pick. */
  readonly answer: Readonly<Record<string, unknown>>;
  /** The loss against the best pick still counted good (absent: GOOD_ENOUGH). */
  readonly within?: number;
  /** Message key: why the good pick is good, said with the verdict. */
  readonly why?: string;
}

/** A question a `check` step asks about the table (its wording is the step's `say`). */
export interface Check {
  /** Message keys of the answers (2 to 4), the index of the right one, and why it is right (said after any pick). */
  readonly answers: readonly string[];
  readonly right: number;
  readonly why: string;
}

/** One quick question of a lesson's recap: a check with its own wording (a message key). */
export interface QuizQuestion extends Check {
  readonly q: string;
}

/** A step at which the lesson waits for the learner: an explanation or a move. */
export type Stop = Extract<LessonStep, { say: string }>;

/** A lesson: a game from a scenario and its script. */
export interface Lesson {
  /** Unique within its game: lower-case letters, digits and dashes. */
  readonly id: string;
  /** Message keys of the title and one line on what it teaches. */
  readonly title: string;
  readonly blurb: string;
  /** About how long it takes, in minutes (the menu shows it). */
  readonly minutes: number;
  /** The learner's seat. */
  readonly seat: number;
  /** The engine's options for the game (seats, variants, scenario...). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The game's seed (for anything the scenario leaves to chance, e.g. a reshuffle). */
  readonly seed: number;
  /** Message keys naming the seats, by seat (absent: "You" and "Rival"). */
  readonly names?: readonly string[];
  readonly steps: readonly LessonStep[];
  /** Up to three quick questions the recap asks. */
  readonly quiz?: readonly QuizQuestion[];
}

/** What a game's `lessons` loader brings: its lessons (untrusted JSON until parsed) and their text. */
export interface LessonBook {
  /** The lessons' messages (their keys under the game's own prefix). */
  readonly messages: Catalogue;
  /** The lessons, in the order the menu lists them. */
  readonly lessons: readonly unknown[];
  /** The game's rules map (tutorial/rulesMap.ts): what its lessons must teach. */
  readonly rules?: readonly RuleEntry[];
  /** The game's coached first game (tutorial/firstGame.ts). */
  readonly firstGame?: FirstGame;
}

const record = z.record(z.string(), z.unknown());
const key = z.string().min(1).max(120);
const ruleId = z.string().regex(/^[a-z0-9-]{1,48}$/);
const mark = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('die'), die: z.number().int().min(0), seat: z.number().int().min(0).max(7).optional() }).strict(),
  z.object({ kind: z.literal('cell'), row: z.number().int().min(0), col: z.number().int().min(0), seat: z.number().int().min(0).max(7).optional() }).strict(),
  z.object({ kind: z.literal('lane'), lane: z.enum(['row', 'col']), index: z.number().int().min(0), seat: z.number().int().min(0).max(7).optional() }).strict(),
  z.object({ kind: z.literal('card'), card: z.string().min(1).max(3) }).strict(),
  z.object({ kind: z.literal('area'), area: z.string().min(1).max(32) }).strict(),
]);
const fact = z.union([z.object({ at: z.string().min(1).max(200), is: z.unknown() }).strict(), z.object({ event: record }).strict()]);
const choose = z
  .object({
    among: z.union([z.array(record).min(1).max(24), z.literal('any')]),
    answer: record,
    within: z.number().min(0).max(2).optional(),
    why: key.optional(),
  })
  .strict();
// A check (a question about the table) and a quiz question are answered alike.
const answered = z.object({ answers: z.array(key).min(2).max(4), right: z.number().int().min(0), why: key });
const rightAmong = (x: { right: number; answers: readonly string[] }): boolean => x.right < x.answers.length;
const notAmong = { message: 'the right answer is not among the answers', path: ['right'] };
const check = answered.strict().refine(rightAmong, notAmong);
const question = answered.extend({ q: key }).strict().refine(rightAmong, notAmong);
const stop = z
  .object({
    say: key,
    ask: record.optional(),
    choose: choose.optional(),
    check: check.optional(),
    wrong: key.optional(),
    until: record.optional(),
    point: z.array(mark).max(12).optional(),
    facts: z.array(fact).max(24).optional(),
    told: z.array(ruleId).max(12).optional(),
    does: z.array(ruleId).max(12).optional(),
  })
  .strict()
  .refine((s) => !((s.ask || s.choose) && s.until), { message: 'a step that asks for a move does not wait for an event' })
  .refine((s) => !(s.ask && s.choose), { message: 'a step asks for one move or offers a choice, not both' })
  .refine((s) => !(s.check && (s.ask || s.choose)), { message: 'a step asks a question about the table or for a move, not both' });
const play = z.object({ play: record }).strict();
const lessonSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,32}$/),
    title: key,
    blurb: key,
    minutes: z.number().int().min(1).max(120),
    seat: z.number().int().min(0).max(7),
    options: record,
    seed: z.number().int(),
    names: z.array(key).max(8).optional(),
    // Each step is checked on its own below, against the kind it says it is, for a clear message.
    steps: z.array(record).min(1).max(400),
    quiz: z.array(question).min(1).max(3).optional(),
  })
  .strict();

function explain(e: z.ZodError, prefix: string): string {
  const i = e.issues[0];
  const path = [prefix, ...(i?.path ?? []).map(String)].filter(Boolean).join('.');
  return i ? `${path || 'lesson'}: ${i.message}` : `${prefix || 'lesson'}: invalid`;
}

/** Parses one lesson from untrusted JSON; the error names the field. */
export function parseLesson(input: unknown): { ok: true; lesson: Lesson } | { ok: false; message: string } {
  const r = lessonSchema.safeParse(input);
  if (!r.success) return { ok: false, message: explain(r.error, '') };
  const steps: LessonStep[] = [];
  for (const [i, raw] of r.data.steps.entries()) {
    const s = 'play' in raw ? play.safeParse(raw) : stop.safeParse(raw);
    if (!s.success) return { ok: false, message: explain(s.error, `steps.${i}`) };
    const c = 'choose' in s.data ? s.data.choose : undefined;
    if (c && c.among !== 'any' && !c.among.some((p) => matches(c.answer, p))) return { ok: false, message: `steps.${i}.choose.answer: not among the moves offered` };
    steps.push(s.data);
  }
  if (!isStop(steps[steps.length - 1])) return { ok: false, message: 'steps: the last step must be one the learner reads (a "say" step)' };
  return { ok: true, lesson: { ...r.data, steps } };
}

/** The progress key of a lesson: "<game>.<lesson>". */
export function lessonKey(game: string, lesson: string): string {
  return `${game}.${lesson}`;
}

/** The move a stop has the learner make on the way on (the asked move, or a choice's answer), or null at an explanation. */
export function movesOn(step: Stop): Readonly<Record<string, unknown>> | null {
  return step.ask ?? step.choose?.answer ?? null;
}

/** The legal moves a choice offers, in the engine's order (empty when a pattern matches none of them). */
export function offered(choice: Choose, legal: readonly unknown[]): unknown[] {
  if (choice.among === 'any') return [...legal];
  const patterns = choice.among;
  if (!patterns.every((p) => legal.some((a) => matches(a, p)))) return [];
  return legal.filter((a) => patterns.some((p) => matches(a, p)));
}

/** Whether step `i` waits for the learner. */
export function isStop(step: LessonStep | undefined): step is Stop {
  return step !== undefined && 'say' in step;
}

/** Indices of the steps that wait for the learner, in order (the "step 3 of 20" count). */
export function stopsOf(lesson: Lesson): number[] {
  return lesson.steps.flatMap((s, i) => (isStop(s) ? [i] : []));
}

/** JSON with object keys sorted, so two equal actions compare equal whatever order their keys were written in. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** Whether two actions (or any JSON values) are the same. */
export function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** Whether `value` has every field of `pattern` with an equal value (nested objects matched the same way). */
export function matches(value: unknown, pattern: Readonly<Record<string, unknown>>): boolean {
  if (value === null || typeof value !== 'object') return false;
  const o = value as Record<string, unknown>;
  return Object.entries(pattern).every(([k, want]) =>
    want !== null && typeof want === 'object' && !Array.isArray(want) ? matches(o[k], want as Record<string, unknown>) : same(o[k], want),
  );
}

/**
 * How many of `queue` a stop plays: all of them, or with `until` up to and including the first
 * match (-1: no event matches, the lesson is broken).
 */
export function playCount(queue: readonly unknown[], until: Readonly<Record<string, unknown>> | undefined): number {
  if (!until) return queue.length;
  const i = queue.findIndex((e) => matches(e, until));
  return i < 0 ? -1 : i + 1;
}

/** The value at a dotted path ("view.board.4.0.pips"; arrays by index, `length` too), or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  let v: unknown = root;
  for (const part of path.split('.')) {
    if (v === null || v === undefined) return undefined;
    if (Array.isArray(v)) v = part === 'length' ? v.length : v[Number(part)];
    else if (typeof v === 'object') v = (v as Record<string, unknown>)[part];
    else return undefined;
  }
  return v;
}

/** The facts of a step that do not hold, each in words (empty: all hold). `shown`: the events the step played. */
export function falseFacts(facts: readonly Fact[] | undefined, report: unknown, shown: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const f of facts ?? []) {
    if ('at' in f) {
      const got = valueAt(report, f.at);
      if (!same(got, f.is)) out.push(`${f.at} is ${canonical(got)}, not ${canonical(f.is)}`);
    } else if (!shown.some((e) => matches(e, f.event))) out.push(`no event like ${canonical(f.event)} among the ${shown.length} this step shows`);
  }
  return out;
}
