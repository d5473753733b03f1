/** PipFall actions in a player's words (hints), from real engine states. */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src-engine/core/cards';
import { pipfall } from '../../../src-engine/games/pipfall';
import { col, round, row } from '../../../src-engine/games/pipfall/testkit';
import { addMessages } from '../../i18n';
import { pipfallEn } from './messages';
import { actionWords, diceWords } from './words';

addMessages(pipfallEn);
const hands: Card[][] = [
  ['5S', '2C', '3C', 'AS'],
  ['4C', '5C', '6C', '2D'],
];

describe('pipfall hint words', () => {
  it('names the die, the move and what it takes; a move onto an own die says so', () => {
    const s = round({
      dice: [
        [4, 0, 0, 5],
        [3, 0, 0, 2],
        [1, 0, 1, 4],
      ],
      hands,
      lanes: [col(0), row(1)],
    });
    const legal = pipfall.legalActions(s, 0);
    const targets = pipfall.targets!(s, 0, legal);
    const say = (pred: (a: (typeof legal)[number]) => boolean): string => {
      const i = legal.findIndex(pred);
      return actionWords(legal[i]!, targets[i], pipfall.view(s, 0));
    };
    const up = (die: number, n: number) => (a: (typeof legal)[number]) =>
      a.type === 'activate' && a.die === die && a.use.kind === 'move' && a.use.direction === 'up' && a.use.distance === n;
    expect(say(up(0, 3))).toBe('Move your 5 three cells up to take Blue’s 4');
    expect(say(up(0, 1))).toBe('Move your 5 one cell up onto your own 2');
    expect(say((a) => a.type === 'activate' && a.die === 0 && a.use.kind === 'power')).toBe('Use Spades flip on your 5 (it becomes 2)');
  });

  it('names the change a power makes where it is not the usual two pips: Hearts on a 5 is +1', () => {
    const s = round({
      dice: [
        [4, 0, 0, 5],
        [1, 0, 1, 4],
      ],
      hands: [
        ['5H', '2C', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes: [col(0), row(1)],
    });
    const legal = pipfall.legalActions(s, 0);
    const targets = pipfall.targets!(s, 0, legal);
    const i = legal.findIndex((a) => a.type === 'activate' && a.die === 0 && a.use.kind === 'power');
    expect(actionWords(legal[i]!, targets[i], pipfall.view(s, 0))).toBe('Use Hearts +1 on your 5 (it becomes 6)');
  });
});

describe('pipfall seat lines', () => {
  it('count a lone die as one die, and more as dice', () => {
    expect(diceWords(1, 4)).toBe('1 die, 4 pips');
    expect(diceWords(3, 12)).toBe('3 dice, 12 pips');
    expect(diceWords(0, 0)).toBe('0 dice, 0 pips');
  });
});
