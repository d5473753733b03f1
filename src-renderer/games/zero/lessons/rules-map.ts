/**
 * Pip Zero's rules map (tutorial/rulesMap.ts): every rule a player needs, from rulebook 002, the
 * "Suit powers" and "zero" sections of RULINGS.md, each with the rules reference section that
 * explains it. The lessons name these ids on their steps; the coverage test measures them. The
 * setup facts (the opening grid, the deal of four, the deal finished from the reshuffled discards)
 * are laid out by the engine with no decision by anyone: the learner reads them off the table.
 */
import { ruleEntries, type RuleEntry } from '../../../tutorial/rulesMap';

const rule = ruleEntries('zero');

/** Pip Zero's rules, in the order a player meets them. */
export const zeroRulesMap: readonly RuleEntry[] = [
  rule.setup('opening-grid', 'setup'),
  rule.setup('deal-four', 'program'),
  rule('program-columns', 'program'),
  rule('initiative-rank', 'initiative'),
  rule('column4-winner', 'initiative'),
  rule('resolve-order', 'resolve'),
  rule('forced-die', 'selection'),
  rule('number-choice', 'selection'),
  rule('face-power', 'program'),
  rule('only-possible-use', 'selection', 'ruling'),
  rule('hearts', 'powers'),
  rule('diamonds', 'powers'),
  rule('spades', 'powers'),
  rule('clubs', 'powers'),
  rule('swap', 'swap'),
  rule('swap-any-distance', 'swap', 'ruling'),
  rule('column-limit', 'limit'),
  rule('die-once', 'limit'),
  rule('swap-into-spent', 'limit', 'ruling'),
  rule('shift-right', 'targeting'),
  rule('fizzle', 'fizzle'),
  rule.setup('deck-short', 'end', 'ruling'),
  rule('timer-two', 'end'),
  rule('win-clear', 'end'),
  rule('both-clear', 'end', 'ruling'),
  rule('timer-count', 'end'),
  rule('solo-reveal', 'solo'),
  rule('solo-favor', 'solo'),
  rule('solo-timer', 'solo'),
  rule('variant-easier', 'variants'),
  rule('variant-hardcore', 'variants'),
];
