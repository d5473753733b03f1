/**
 * PipFall Toss's rules map (tutorial/rulesMap.ts): every rule a player needs, from rulebook 003 and
 * the "toss" section of RULINGS.md, each with the rules reference section that explains it. The
 * lessons name these ids on their steps; the coverage test measures them.
 */
import { ruleEntries, type RuleEntry } from '../../../tutorial/rulesMap';

const rule = ruleEntries('toss');

/** PipFall Toss's rules, in the order a player meets them. */
export const tossRulesMap: readonly RuleEntry[] = [
  rule.setup('court', 'court'),
  rule('coin-toss', 'opening'),
  rule('alternate', 'frame'),
  rule('aim', 'frame'),
  rule('knocks', 'frame'),
  rule('ends', 'court'),
  rule('pips', 'scoring'),
  rule('off-board', 'scoring'),
  rule('leaner', 'scoring'),
  rule('read-at-end', 'scoring'),
  rule('hole', 'scoring'),
  rule('foul', 'scoring'),
  rule('priority', 'scoring', 'ruling'),
  rule('frame-sum', 'frame-score'),
  rule('floor-zero', 'frame-score'),
  rule('triple', 'frame-score'),
  rule('triple-cancel', 'frame-score'),
  rule('three-leaners', 'frame-score', 'ruling'),
  rule('next-opener', 'opening'),
  rule('race', 'winning'),
  rule('race-goes-on', 'winning', 'ruling'),
  rule('teams', 'court'),
  rule('keeper', 'keeper'),
];
