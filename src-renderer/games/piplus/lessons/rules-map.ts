/**
 * Piplus's rules map (tutorial/rulesMap.ts): every rule a player needs, from rulebook 004 and the
 * "piplus" section of RULINGS.md, each with the rules reference section that explains it. The
 * lessons name these ids on their steps; the coverage test measures them. The deck, the deal and
 * the roll for the starting player are setup facts (`rule.setup`): the engine lays them out with
 * no decision by anyone, so the learner does them by reading them off the table at a check step.
 */
import { ruleEntries, type RuleEntry } from '../../../tutorial/rulesMap';

const rule = ruleEntries('piplus');

/** Piplus's rules, in the order a player meets them. */
export const piplusRulesMap: readonly RuleEntry[] = [
  rule.setup('deck-and-dice', 'setup'),
  rule.setup('deal-sizes', 'setup'),
  rule.setup('opening-roll', 'start'),
  rule.setup('roll-ties', 'start', 'ruling'),
  rule('lead-must-play', 'leading', 'ruling'),
  rule('same-value', 'plays'),
  rule('die-on-card', 'plays'),
  rule('lone-die', 'plays'),
  rule('beat-by-value', 'beating'),
  rule('beat-by-count', 'beating'),
  rule('spent-dice', 'after'),
  rule('lowest-face', 'after'),
  rule('lone-die-clears', 'after', 'ruling'),
  rule('pass-any-turn', 'passing'),
  rule('pass-reroll', 'passing'),
  rule('forced-reroll', 'forced'),
  rule('table-clear', 'clearing'),
  rule('only-active-pass', 'clearing'),
  rule('finisher-lead', 'clearing', 'ruling'),
  rule('no-cards-dice', 'finishing', 'ruling'),
  rule('finish-order', 'finishing'),
  rule('round-end', 'finishing'),
  rule('scoring-rolls', 'scoring'),
  rule('three-rounds', 'scoring'),
  rule('valve', 'valve', 'ruling'),
];
