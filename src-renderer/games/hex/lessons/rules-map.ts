/**
 * PipFall Hex's rules map (tutorial/rulesMap.ts): every rule a player needs, from rulebook
 * seeds/001 and the "Suit powers" and "hex" sections of RULINGS.md, each with the rules
 * reference section that explains it. Lesson steps name these ids in `told` and `does`; the
 * titles are in the lessons' message catalogues.
 */
import { ruleEntries, type RuleEntry } from '../../../tutorial/rulesMap';

const rule = ruleEntries('hex');

/** PipFall Hex's rules, in the order a game meets them. */
export const hexRulesMap: readonly RuleEntry[] = [
  rule.setup('battlefield', 'battlefield'),
  rule('hazards', 'battlefield'),
  rule('choose-start', 'setup'),
  rule('start-dice', 'setup'),
  rule('first-player', 'setup'),
  rule('deal-dice-plus-one', 'program'),
  rule('program-order', 'program'),
  rule('reveal-rank', 'resolve'),
  rule('rank-ties', 'resolve', 'ruling'),
  rule('longer-program', 'resolve'),
  rule('choose-die', 'cards'),
  rule('once-per-hand', 'cards'),
  rule('no-eligible-die', 'cards'),
  rule('card-kinds', 'cards'),
  rule('must-use', 'cards', 'ruling'),
  rule('move-hexes', 'movement'),
  rule('zero-move', 'movement', 'ruling'),
  rule('decay', 'decay'),
  rule('no-threshold', 'powers', 'ruling'),
  rule('hearts', 'powers'),
  rule('diamonds', 'powers'),
  rule('spades', 'powers'),
  rule('clubs', 'powers'),
  rule('combat', 'combat'),
  rule('attacker-decays', 'combat'),
  rule('trophy', 'combat'),
  rule('trophy-defender', 'combat'),
  rule('mutual-destruction', 'combat'),
  rule('own-dice-combat', 'combat'),
  rule('reinforce', 'reinforce'),
  rule('elimination', 'elimination'),
  rule('round-end', 'rounds'),
  rule('game-end', 'end'),
  rule('victory', 'end'),
  rule('more-players', 'setup', 'ruling'),
];
