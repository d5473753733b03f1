/**
 * A game's rules map: every rule a player needs (from its rulebook and RULINGS), each with an id,
 * as plain data in the game's lessons folder. Lesson steps name the rules they teach (`told`:
 * the coach says it; `does`: the learner does it, at a step that asks for a move or a choice),
 * and `coverage` measures a game's lessons against its map: the lessons test fails a game whose
 * lessons leave a rule untold or have the learner do fewer than `DONE_TARGET` of them.
 *
 * Most rules are done by a move that exercises them. A setup fact (the board, the deck, the deal,
 * who starts by a roll) is laid out by the engine with no decision by anyone: no move can do it,
 * so the learner does it by reading it off the table, at a `check` step (a question about the
 * table in front of them). Only setup facts may be done that way; anything else named `does` at a
 * check is a problem the coverage test reports.
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
  /** A setup fact: no move makes it, so a check step (reading it off the table) may have it done. */
  readonly setup?: true;
}

type MakeRule = (id: string, section: string, from?: RuleEntry['from']) => RuleEntry;

/**
 * A game's maker of map entries: `rule('swap', 'selection')` is rule "swap" titled
 * `<game>.rule.swap`, explained in section "selection"; `rule.setup(...)` makes a setup fact.
 */
export function ruleEntries(game: string): MakeRule & { readonly setup: MakeRule } {
  const rule: MakeRule = (id, section, from = 'rulebook') => ({ id, title: `${game}.rule.${id}`, section, from });
  return Object.assign(rule, { setup: (id: string, section: string, from?: RuleEntry['from']): RuleEntry => ({ ...rule(id, section, from), setup: true }) });
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
  /** Rule ids the steps name that the map does not have, `does` on steps where the learner does nothing, and `does` of a rule that is no setup fact at a check ("lesson:step"). */
  readonly problems: readonly string[];
}

/** How `lessons` cover `rules`. */
export function coverage(rules: readonly RuleEntry[], lessons: readonly Lesson[]): Coverage {
  const ids = new Set(rules.map((r) => r.id));
  const setup = new Set(rules.filter((r) => r.setup).map((r) => r.id));
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
      if (step.check && !step.ask && !step.choose) {
        for (const id of step.does ?? []) if (ids.has(id) && !setup.has(id)) problems.push(`${where}: "${id}" is no setup fact, so a move must do it, not a question`);
      }
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

/** Whether a stop has the learner act (a move asked for, a choice among moves, or a question about the table). */
function learnerActs(step: { readonly ask?: unknown; readonly choose?: unknown; readonly check?: unknown }): boolean {
  return step.ask !== undefined || step.choose !== undefined || step.check !== undefined;
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
