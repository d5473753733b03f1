/**
 * Loads a game's lessons and rules book through its registry entry, once per session, and
 * registers their messages. Lessons are parsed here, at the boundary: a lesson that does not
 * parse is left out and named in `problems` (the lessons test keeps that from shipping).
 */
import type { RulesBook } from '../rules/book';
import { gameEntry } from '../games/registry';
import { addCatalogue } from '../i18n';
import { parseLesson, type Lesson } from './lesson';
import type { FirstGame } from './firstGame';
import type { RuleEntry } from './rulesMap';

/** A game's lessons, parsed, in menu order. */
export interface Lessons {
  readonly lessons: readonly Lesson[];
  /** Lessons left out, each with why. */
  readonly problems: readonly string[];
  /** The game's coached first game, if it has one. */
  readonly firstGame?: FirstGame;
  /** The game's rules map (the recap names the rules a lesson covered), or none yet. */
  readonly rules: readonly RuleEntry[];
}

const lessons = new Map<string, Promise<Lessons>>();
const rules = new Map<string, Promise<RulesBook>>();

/** Whether game `id` has lessons. */
export function hasLessons(id: string): boolean {
  return gameEntry(id)?.lessons !== undefined;
}

/** Whether game `id` has a rules reference. */
export function hasRules(id: string): boolean {
  return gameEntry(id)?.rules !== undefined;
}

/** Game `id`'s lessons (none when it has none yet). */
export function loadLessons(id: string): Promise<Lessons> {
  let p = lessons.get(id);
  if (!p) {
    const load = gameEntry(id)?.lessons;
    p = load
      ? load().then((book) => {
          addCatalogue(book.messages);
          const out: Lesson[] = [];
          const problems: string[] = [];
          book.lessons.forEach((raw, i) => {
            const r = parseLesson(raw);
            if (r.ok) out.push(r.lesson);
            else problems.push(`lesson ${i + 1}: ${r.message}`);
          });
          return { lessons: out, problems, rules: book.rules ?? [], ...(book.firstGame ? { firstGame: book.firstGame } : {}) };
        })
      : Promise.resolve({ lessons: [], problems: [], rules: [] });
    // A failed load is tried again next time.
    p.catch(() => lessons.delete(id));
    lessons.set(id, p);
  }
  return p;
}

/** Game `id`'s rules book (rejects when it has none). */
export function loadRules(id: string): Promise<RulesBook> {
  let p = rules.get(id);
  if (!p) {
    const load = gameEntry(id)?.rules;
    if (!load) return Promise.reject(new Error(`game "${id}" has no rules reference yet`));
    p = load().then((book) => {
      addCatalogue(book.messages);
      return book;
    });
    p.catch(() => rules.delete(id));
    rules.set(id, p);
  }
  return p;
}
