/**
 * Piplus's targets: what each legal action would do (its value, what it beats, the dice it
 * spends, whether it clears the table), on hand-built tables.
 */
import { describe as group, expect, it } from 'vitest';
import { piplus } from './index';
import type { PiplusState, PiplusTarget } from './state';
import { countOf, plays, scene, start } from './testkit';

group('piplus: targets', () => {
  const targets = (s: PiplusState): PiplusTarget[] => [...piplus.targets!(s, s.turn, plays(s))];

  it('for each legal play: its value and count, what it beats and why, the dice it spends, whether it forces a reroll or finishes', () => {
    const s = scene({ hands: [[3, 5, 7], [9]], dice: [{ values: [2, 4, 6], spent: ['d8'] }], table: [4, 4], turn: 0, lastPlayer: 1 });
    const legal = plays(s);
    const t = targets(s);
    expect(t).toHaveLength(legal.length);
    const i = legal.findIndex((a) => a.type === 'play' && a.cards.join() === '3,5,7' && a.dice.join() === 'd6,d4,');
    expect(t[i]).toEqual({
      kind: 'play',
      cards: [3, 5, 7],
      dice: [
        { card: 0, die: 'd6', value: 4 },
        { card: 1, die: 'd4', value: 2 },
      ],
      value: 7,
      count: 3,
      beats: { cards: [4, 4], value: 4 },
      beatsBy: 'count',
      spends: ['d4', 'd6'],
      forcedReroll: false,
      leaves: { cards: [3, 5, 7], value: 3 },
      finishes: true,
    });
    const j = legal.findIndex((a) => a.type === 'play' && a.cards.join() === '3,5' && a.dice.join() === 'd6,d4');
    expect(t[j]).toMatchObject({ value: 7, beatsBy: 'value', spends: ['d4', 'd6'], forcedReroll: true, finishes: false });
  });

  it('for a lone die: its value, and that it leaves nothing in play; for a pass: which dice may be rerolled and whether it clears the table', () => {
    const s = scene({ hands: [[], [9], [8]], dice: [{ values: [2, 4, 6], spent: ['d4'] }], table: [5], turn: 0, lastPlayer: 2, passes: 1 });
    const legal = plays(s);
    const t = targets(s);
    expect(t[legal.findIndex((a) => a.type === 'die' && a.die === 'd8')]).toEqual({
      kind: 'die',
      die: 'd8',
      value: 6,
      beats: { cards: [5], value: 5 },
      beatsBy: 'value',
      spends: ['d8'],
      forcedReroll: false,
      leaves: null,
      finishes: false,
    });
    const p = t.find((x) => x.kind === 'pass')!;
    expect(p).toEqual({ kind: 'pass', reroll: [], rerollable: ['d6', 'd8'], clears: true, leader: 2 });
  });

  it('are plain JSON and never name a card the seat cannot see', () => {
    const s = start({ seats: 4, seed: 12 });
    const t = targets(s);
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
    const mine = countOf(s.seats[s.turn]!.hand);
    for (const x of t) if (x.kind === 'play') for (const [c, k] of countOf(x.cards).entries()) expect(k).toBeLessThanOrEqual(mine[c]!);
  });
});
