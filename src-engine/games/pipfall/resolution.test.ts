/**
 * One test per PipFall rule of combat and the suit powers (rulebook seeds/000, RULINGS.md "Suit
 * powers" and "pipfall", docs/rules/pipfall.md), on stacked decks and hand-built boards. Test
 * names quote the rule.
 */
import { describe as group, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { pipfall } from './index';
import type { PipfallEvent, PipfallState, PipfallVariant } from './state';
import { act, all, col, first, move, pipsAt, play, power, round, row, type Placed } from './testkit';

group('pipfall: combat', () => {
  const lanes = [row(4), row(2), col(0)];
  const fight = (def: number, variants: PipfallVariant[] = [], extra: Placed[] = [], log?: PipfallEvent[]): PipfallState =>
    act(
      round({
        variants,
        dice: [[4, 0, 0, 5], [2, 0, 1, def], ...extra],
        hands: [
          ['5S', '2C', '3C', 'AS'],
          ['4C', '5C', '6C', '2D'],
        ],
        lanes,
      }),
      0,
      move('up', 2),
      log,
    );

  it('combat: a move ending on an occupied cell fights; pips compare before decay; the higher survives and the attacker then decays', () => {
    const log: PipfallEvent[] = [];
    const s = fight(4, [], [], log);
    expect(first(log, 'combat')).toMatchObject({ attacker: 0, defender: 1, attackerPips: 5, defenderPips: 4, result: 'attackerWins' });
    expect(s.board[2]![0]).toEqual({ id: 0, owner: 0, pips: 4 });
    expect(log.map((e) => e.type).filter((t) => ['moved', 'combat', 'removed', 'decayed'].includes(t))).toEqual(['moved', 'combat', 'removed', 'decayed']);
  });

  it('combat: a lower attacker is removed and the defender stays', () => {
    const log: PipfallEvent[] = [];
    const s = fight(6, [], [], log);
    expect(first(log, 'combat')!.result).toBe('defenderWins');
    expect(s.board[2]![0]).toEqual({ id: 1, owner: 1, pips: 6 });
    expect(pipsAt(s, 4, 0)).toBe(0);
    expect(first(log, 'decayed')).toBeUndefined();
  });

  it('combat: equal pips remove both dice (mutual destruction)', () => {
    const log: PipfallEvent[] = [];
    const s = fight(5, [], [], log);
    expect(first(log, 'combat')!.result).toBe('bothRemoved');
    expect(pipsAt(s, 2, 0)).toBe(0);
    expect(
      all(log, 'removed')
        .map((e) => e.die)
        .sort(),
    ).toEqual([0, 1]);
  });

  it('combat: any die on the end cell is fought, own dice included', () => {
    const log: PipfallEvent[] = [];
    const s = act(
      round({
        dice: [
          [4, 0, 0, 5],
          [0, 4, 1, 6],
          [2, 0, 0, 3],
        ],
        hands: [
          ['5S', '2C', '3C', 'AS'],
          ['4C', '5C', '6C', '2D'],
        ],
        lanes: [row(4), row(0), col(0), col(4)],
      }),
      0,
      move('up', 2),
      log,
    );
    expect(first(log, 'combat')).toMatchObject({ attackerSeat: 0, defenderSeat: 0, result: 'attackerWins' });
    expect(s.board[2]![0]).toEqual({ id: 0, owner: 0, pips: 4 });
  });

  it('Combat Glory: a die that wins combat does not decay after that activation', () => {
    const log: PipfallEvent[] = [];
    const s = fight(4, ['combat-glory'], [], log);
    expect(s.board[2]![0]).toEqual({ id: 0, owner: 0, pips: 5 });
    expect(first(log, 'decayed')).toBeUndefined();
  });

  it('Mutual Destruction Glory Bonus: after a tie the attacker may give +1 (max 6) to one other own die', () => {
    const log: PipfallEvent[] = [];
    let s = fight(
      5,
      ['mutual-destruction-glory'],
      [
        [4, 3, 0, 3],
        [4, 4, 0, 6],
      ],
      log,
    );
    expect(s.phase).toBe('glory');
    expect(pipfall.toAct(s)).toEqual([0]);
    // The 6 cannot gain: only the 3 (id 2) is offered, or declining.
    expect(pipfall.legalActions(s, 0)).toEqual([
      { type: 'glory', seat: 0, die: 2 },
      { type: 'glory', seat: 0, die: null },
    ]);
    s = play(s, { type: 'glory', seat: 0, die: 2 }, log);
    expect(pipsAt(s, 4, 3)).toBe(4);
    expect(s.phase).toBe('activate');
    expect(first(log, 'gloryBonus')).toMatchObject({ die: 2, from: 3, to: 4 });
  });

  it('Mutual Destruction Glory Bonus: the attacker may decline; with no other die that can gain, the bonus is lost', () => {
    let s = fight(5, ['mutual-destruction-glory'], [[4, 3, 0, 3]]);
    s = play(s, { type: 'glory', seat: 0, die: null });
    expect(pipsAt(s, 4, 3)).toBe(3);
    // Its only other die is a 6, which cannot gain: no decision, the bonus is lost.
    const log: PipfallEvent[] = [];
    const lost = fight(5, ['mutual-destruction-glory'], [[4, 4, 0, 6]], log);
    expect(lost.phase).not.toBe('glory');
    expect(first(log, 'gloryBonus')).toBeUndefined();
    expect(pipsAt(lost, 4, 4)).toBe(6);
  });
});

group('pipfall: suit powers', () => {
  const powered = (card: Card, pips: number, log?: PipfallEvent[]): PipfallState =>
    act(
      round({
        dice: [
          [4, 0, 0, pips],
          [0, 4, 1, 6],
        ],
        hands: [
          [card, '2C', '3C', 'AS'],
          ['4C', '5C', '6C', '2D'],
        ],
        lanes: [row(4), row(0), col(0), col(4)],
      }),
      0,
      power,
      log,
    );

  it('Hearts: +2 pips capped at 6; where only +1 fits, +1', () => {
    expect(pipsAt(powered('9H', 3), 4, 0)).toBe(5);
    expect(pipsAt(powered('9H', 5), 4, 0)).toBe(6);
  });

  it('suit success threshold: Hearts on a 6 fails and the die suffers a forced zero-move: decay by 1, no combat', () => {
    const log: PipfallEvent[] = [];
    const s = powered('KH', 6, log);
    expect(first(log, 'powerFailed')).toMatchObject({ suit: 'H', pips: 6 });
    expect(first(log, 'decayed')).toMatchObject({ from: 6, to: 5 });
    expect(pipsAt(s, 4, 0)).toBe(5);
    expect(first(log, 'moved')).toBeUndefined();
  });

  it('Diamonds: -2 pips with a floor of 1 in pipfall; where only -1 fits, -1', () => {
    expect(pipsAt(powered('9D', 5), 4, 0)).toBe(3);
    expect(pipsAt(powered('9D', 2), 4, 0)).toBe(1);
  });

  it('suit success threshold: Diamonds on a 1 fails; the forced zero-move decays it to 0 and it is removed', () => {
    const log: PipfallEvent[] = [];
    const s = powered('QD', 1, log);
    expect(first(log, 'powerFailed')).toMatchObject({ suit: 'D', pips: 1 });
    expect(first(log, 'removed')).toMatchObject({ die: 0 });
    expect(pipsAt(s, 4, 0)).toBe(0);
  });

  it('Spades: flip to the opposite face, 7 - pips; it can never fail', () => {
    for (const [from, to] of [
      [1, 6],
      [2, 5],
      [3, 4],
      [4, 3],
      [5, 2],
      [6, 1],
    ]) {
      const log: PipfallEvent[] = [];
      expect(pipsAt(powered('JS', from!, log), 4, 0)).toBe(to);
      expect(first(log, 'powerFailed')).toBeUndefined();
    }
  });

  it('Clubs: always succeeds: no pip change, no movement, no decay', () => {
    const log: PipfallEvent[] = [];
    const s = powered('7C', 4, log);
    expect(pipsAt(s, 4, 0)).toBe(4);
    expect(first(log, 'powered')).toMatchObject({ suit: 'C', from: 4, to: 4 });
    expect(first(log, 'decayed')).toBeUndefined();
  });

  it('suit powers affect only the activated die', () => {
    const s = act(
      round({
        dice: [
          [4, 0, 0, 3],
          [0, 4, 1, 6],
          [4, 1, 0, 3],
        ],
        hands: [
          ['9H', '2C', '3C', 'AS'],
          ['4C', '5C', '6C', '2D'],
        ],
        lanes: [row(4), row(0), col(0), col(4)],
      }),
      0,
      power,
    );
    expect([pipsAt(s, 4, 0), pipsAt(s, 4, 1)]).toEqual([5, 3]);
  });
});
