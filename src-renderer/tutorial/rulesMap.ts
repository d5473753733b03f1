/**
 * A game's rules map: every rule a player needs (from its rulebook and RULINGS), each with an id,
 * as plain data in the game's lessons folder. Lesson steps name the rules they teach (`told`:
 * the coach says it; `does`: the learner does it, at a step that asks for a move or a choice),
 * and `coverage` measures a game's lessons against its map: the lessons test fails a game whose
 * lessons leave a rule untold or have the learner do fewer than `DONE_TARGET` of them.
 */
import { isStop, type Lesson } from './lesson';

/** One rule a player needs. */
export interface RuleEntry {
  /** Unique within its game: lower-case letters, digits and dashes ("swap-any-distance"). */
  readonly id: string;
  /** Message key of one line naming the rule (the recap lists it). */
  readonly title: string;
  /** The rules reference section that explains it (the recap links there). */
  readonly section: string;
  /** Where it comes from: the rulebook, or a ruling that settles a gap. */
  readonly from: 'rulebook' | 'ruling';
}

/** A game's maker of map entries: `rule('swap', 'selection')` is rule "swap" titled `<game>.rule.swap`, explained in section "selection". */
export function ruleEntries(game: string): (id: string, section: string, from?: RuleEntry['from']) => RuleEntry {
  return (id, section, from = 'rulebook') => ({ id, title: `${game}.rule.${id}`, section, from });
}

/** Share of a game's rules its lessons must have the learner do (the rest at least told). */
export const DONE_TARGET = 0.9;

/** How a game's lessons cover its rules map. */
export interface Coverage {
  readonly rules: number;
  /** Rules the lessons tell or have done (doing one tells it too). */
  readonly told: number;
  /** Rules the learner does. */
  readonly done: number;
  /** Ids no step teaches at all. */
  readonly untold: readonly string[];
  /** Ids only told, never done. */
  readonly onlyTold: readonly string[];
  /** Rule ids the steps name that the map does not have, and `does` on steps where the learner does nothing ("lesson:step"). */
  readonly problems: readonly string[];
}

/** How `lessons` cover `rules`. */
export function coverage(rules: readonly RuleEntry[], lessons: readonly Lesson[]): Coverage {
  const ids = new Set(rules.map((r) => r.id));
  const told = new Set<string>();
  const done = new Set<string>();
  const problems: string[] = [];
  for (const lesson of lessons) {
    lesson.steps.forEach((step, i) => {
      if (!isStop(step)) return;
      const where = `${lesson.id}:${i + 1}`;
      for (const id of [...(step.told ?? []), ...(step.does ?? [])]) {
        if (!ids.has(id)) problems.push(`${where} names an unknown rule "${id}"`);
        told.add(id);
      }
      if (step.does && step.does.length > 0 && !learnerActs(step)) problems.push(`${where}: "does" on a step where the learner does nothing`);
      for (const id of step.does ?? []) done.add(id);
    });
  }
  const list = rules.map((r) => r.id);
  return {
    rules: list.length,
    told: list.filter((id) => told.has(id)).length,
    done: list.filter((id) => done.has(id)).length,
    untold: list.filter((id) => !told.has(id)),
    onlyTold: list.filter((id) => told.has(id) && !done.has(id)),
    problems,
  };
}

/** Whether a stop has the learner act (a move asked for, or a choice among moves). */
function learnerActs(step: { readonly ask?: unknown; readonly choose?: unknown }): boolean {
  return step.ask !== undefined || step.choose !== undefined;
}

/** Whether `c` meets the target: every rule told, at least `DONE_TARGET` done, no problems. */
export function meetsTarget(c: Coverage): boolean {
  return c.untold.length === 0 && c.problems.length === 0 && c.done >= Math.ceil(c.rules * DONE_TARGET);
}

/** One rule a lesson covered, for its recap. */
export interface Covered {
  readonly rule: RuleEntry;
  /** Whether the learner did it (else the coach told it). */
  readonly done: boolean;
}

/** The rules `lesson` covers, in the map's order (its steps' `told` and `does`; ids the map lacks are left out). */
export function recapOf(lesson: Lesson, rules: readonly RuleEntry[]): Covered[] {
  const told = new Set<string>();
  const done = new Set<string>();
  for (const step of lesson.steps) {
    if (!isStop(step)) continue;
    for (const id of step.told ?? []) told.add(id);
    for (const id of step.does ?? []) done.add(id);
  }
  return rules.filter((r) => told.has(r.id) || done.has(r.id)).map((rule) => ({ rule, done: done.has(rule.id) }));
}
