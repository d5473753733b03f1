/**
 * PipFall's rules map (tutorial/rulesMap.ts): every rule a player needs, from rulebook seeds/000
 * and the "Suit powers" and "pipfall" sections of RULINGS.md, each with the rules reference
 * section that explains it. Lesson steps name these ids in `told` and `does`; the titles are in
 * the lessons' message catalogues. Setup facts (`rule.setup`: the board, the corners, the opening
 * diamond, the deck, the Restore cards, the deal of four, a deal from a short deck, a rolled
 * opening) are laid out by the engine with no decision by anyone; a learner does them by reading
 * them off the table (a check step).
 */
import { ruleEntries, type RuleEntry } from '../../../tutorial/rulesMap';

const rule = ruleEntries('pipfall');

/** PipFall's rules, in the order a game meets them. */
export const pipfallRulesMap: readonly RuleEntry[] = [
  rule.setup('board-size', 'setup'),
  rule.setup('corners', 'setup', 'ruling'),
  rule.setup('opening-diamond', 'setup'),
  rule.setup('deck-48', 'setup'),
  rule.setup('restore-card', 'setup'),
  rule('first-player', 'setup'),
  rule.setup('deal-four', 'program'),
  rule('program-three', 'program'),
  rule('initiative-card', 'program'),
  rule('number-or-face', 'actions'),
  rule('lane-claim', 'lanes'),
  rule('lane-order', 'lanes'),
  rule('marker-on-card', 'lanes'),
  rule('initiative', 'initiative'),
  rule('activation-cycles', 'actions'),
  rule('die-in-lane', 'actions'),
  rule('lane-read-late', 'actions', 'ruling'),
  rule('once-per-round', 'actions'),
  rule('null-action', 'actions'),
  rule('move', 'movement'),
  rule('decay', 'movement'),
  rule('zero-move', 'movement', 'ruling'),
  rule('combat', 'combat'),
  rule('mutual-destruction', 'combat'),
  rule('attacker-decays', 'combat'),
  rule('own-dice-combat', 'combat', 'ruling'),
  rule('hearts', 'powers'),
  rule('diamonds', 'powers'),
  rule('spades', 'powers', 'ruling'),
  rule('clubs', 'powers'),
  rule('power-fails', 'powers'),
  rule('cleanup', 'cleanup'),
  rule('restore', 'restore'),
  rule('elimination', 'elimination'),
  rule('end-elimination', 'end'),
  rule('draw-no-dice', 'end', 'ruling'),
  rule('no-restore-at-end', 'end'),
  rule('deck-cycles', 'end'),
  rule.setup('short-deck', 'end', 'ruling'),
  rule('scoring', 'end'),
  rule('more-players', 'players'),
  rule('variant-true-order', 'variants'),
  rule('variant-combat-glory', 'variants'),
  rule('variant-mutual-glory', 'variants'),
  rule.setup('variant-rolled-opening', 'variants'),
];
