/**
 * One test per PipFall Hex rule of movement, decay, suit powers, combat and trophies (rulebook
 * seeds/001, RULINGS.md "Suit powers", "hex" and its "Settled details", docs/rules/hex.md), on
 * stacked decks and hand-built battlefields on Crossfire. Test names quote or paraphrase the
 * rule. Hexes are (row, col), 0-based.
 */
import { describe as group, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { hex } from './index';
import type { HexEvent, HexState } from './state';
import { all, die, first, move, power, ready, type Placed } from './testkit';

const cellsOf = (...pairs: [number, number][]) => pairs.map(([row, col]) => ({ row, col }));

group('hex: movement', () => {
  const mover = (from: [number, number], extra: readonly Placed[] = [], card: Card = '9C'): HexState =>
    ready({ dice: [[from[0], from[1], 0, 4], [7, 4, 1, 4], ...extra], programs: [[card], ['2C']] });
  const dests = (s: HexState): string[] => hex.legalActions(s, 0).flatMap((a) => (a.type === 'move' ? [`${a.to.row},${a.to.col}`] : []));

  it("moves are chosen by destination: the die's own hex (0 hexes) and every hex whose shortest hazard-free path is 1-3 steps", () => {
    const d = dests(mover([4, 3]));
    expect(d[0]).toBe('4,3');
    expect(d).toContain('4,5'); // round the hazard at (4,4): 3 steps
    expect(d).not.toContain('4,4'); // a hazard is never a destination
    expect(d).not.toContain('4,7'); // 4 steps
    expect(new Set(d).size).toBe(d.length);
  });

  it('a die cannot enter, pass through or move over a hazard: the path bends round it, changing direction freely', () => {
    const log: HexEvent[] = [];
    const s = move(mover([4, 3]), 0, [4, 5], log);
    expect(first(log, 'moved')!.path).toEqual(cellsOf([3, 3], [3, 4], [4, 5]));
    expect(die(s, 0)).toMatchObject({ row: 4, col: 5, pips: 3 });
    const r = hex.apply(mover([4, 3]), { type: 'move', seat: 0, die: 0, to: { row: 4, col: 4 } });
    expect(!r.ok && r.error).toBe('ERR_MOVE');
  });

  it('off the map is impassable, with no wrap-around', () => {
    const d = dests(mover([5, 0]));
    expect(d.every((k) => Number(k.split(',')[1]) <= 3)).toBe(true);
    const r = hex.apply(mover([5, 0]), { type: 'move', seat: 0, die: 0, to: { row: 5, col: 9 } });
    expect(!r.ok && r.error).toBe('ERR_MOVE');
  });

  it('a die may move through occupied hexes: passing through dice never fights, only the destination does', () => {
    const log: HexEvent[] = [];
    const s = move(mover([2, 4], [[2, 5, 1, 6]]), 0, [2, 6], log);
    expect(first(log, 'moved')!.path).toEqual(cellsOf([2, 5], [2, 6]));
    expect(first(log, 'combat')).toBeUndefined();
    expect(die(s, 0)).toMatchObject({ row: 2, col: 6, pips: 3 });
    expect(die(s, 6)).toMatchObject({ row: 2, col: 5, pips: 6 });
  });

  it("ending on a hex occupied by any die starts combat, the player's own dice included (no trophy then)", () => {
    const log: HexEvent[] = [];
    const s = move(mover([2, 5], [[2, 6, 0, 2]]), 0, [2, 6], log);
    expect(first(log, 'combat')).toMatchObject({ attacker: 0, defender: 1, attackerSeat: 0, defenderSeat: 0, result: 'attackerWins' });
    expect(first(log, 'captured')).toBeUndefined();
    expect(s.seats[0]!.trophies).toEqual([]);
    expect(die(s, 1)).toBeUndefined();
    expect(die(s, 0)).toMatchObject({ row: 2, col: 6, pips: 3 });
  });
});

group('hex: decay and suit powers', () => {
  /** P1's die 0 at (2,5) with `pips` takes `card`'s power (P1 keeps a second die at (7,2)). */
  const powered = (pips: number, card: Card): { s: HexState; log: HexEvent[] } => {
    const log: HexEvent[] = [];
    let s = ready({
      dice: [
        [2, 5, 0, pips],
        [7, 2, 0, 4],
        [7, 4, 1, 4],
      ],
      programs: [[card, '3C'], ['2C']],
    });
    s = power(s, 0, log);
    return { s, log };
  };
  const story = (log: readonly HexEvent[]): string[] =>
    log.flatMap((e) =>
      e.type === 'powered' ? [`powered ${e.from}->${e.to}`] : e.type === 'decayed' ? [`decayed ${e.from}->${e.to}`] : e.type === 'removed' ? [`removed by ${e.cause}`] : [],
    );

  it.each([
    ['Hearts: +2, capped at 6', 3, 'AH', ['powered 3->5', 'decayed 5->4']],
    ['Hearts: a 5 gains only 1', 5, '7H', ['powered 5->6', 'decayed 6->5']],
    ['Hearts on a 6 stays 6 and decays to 5 (no success threshold in hex)', 6, 'KH', ['powered 6->6', 'decayed 6->5']],
    ['Diamonds: -2', 4, '9D', ['powered 4->2', 'decayed 2->1']],
    ['Diamonds on a 2 removes the die at once (no decay step, no trophy)', 2, 'AD', ['powered 2->0', 'removed by diamonds']],
    ['Diamonds on a 1 removes the die at once', 1, '4D', ['powered 1->0', 'removed by diamonds']],
    ['Spades: flip to 7 - pips', 2, '6S', ['powered 2->5', 'decayed 5->4']],
    ['Spades on a 6 gives 1, then the decay removes it (no trophy)', 6, 'QS', ['powered 6->1', 'decayed 1->0', 'removed by decay']],
    ['Clubs: hold, then decay (Clubs is an activation too)', 3, 'TC', ['powered 3->3', 'decayed 3->2']],
  ] as const)('%s', (_name, pips, card, events) => {
    const { s, log } = powered(pips, card);
    expect(story(log)).toEqual(events);
    expect(first(log, 'captured')).toBeUndefined();
    expect(s.seats.every((h) => h.trophies.length === 0)).toBe(true);
  });

  it('every activation ends with decay by 1: a move of any length, a 0-hex move, any suit power', () => {
    for (const [to, card] of [
      [[2, 5], '9C'],
      [[2, 4], '9C'],
      [[3, 3], '9C'],
    ] as const) {
      const log: HexEvent[] = [];
      move(
        ready({
          dice: [
            [2, 5, 0, 4],
            [7, 4, 1, 4],
          ],
          programs: [[card], ['2C']],
        }),
        0,
        to,
        log,
      );
      expect(all(log, 'decayed').filter((e) => e.die === 0)).toEqual([expect.objectContaining({ from: 4, to: 3 })]);
    }
  });

  it('a die reduced to 0 by decay is removed and does not become a trophy', () => {
    const log: HexEvent[] = [];
    const s = move(
      ready({
        dice: [
          [2, 5, 0, 1],
          [7, 2, 0, 4],
          [7, 4, 1, 4],
        ],
        programs: [['9C', '3C'], ['2C']],
      }),
      0,
      [3, 4],
      log,
    );
    expect(first(log, 'removed')).toMatchObject({ die: 0, cause: 'decay', cell: { row: 3, col: 4 } });
    expect(die(s, 0)).toBeUndefined();
    expect(s.seats[1]!.trophies).toEqual([]);
  });
});

group('hex: combat and trophies', () => {
  const attack = (a: number, d: number): { s: HexState; log: HexEvent[] } => {
    const log: HexEvent[] = [];
    const s = move(
      ready({
        dice: [
          [2, 5, 0, a],
          [7, 2, 0, 4],
          [2, 6, 1, d],
          [7, 4, 1, 4],
        ],
        programs: [
          ['9C', '3C'],
          ['2C', '3D'],
        ],
      }),
      0,
      [2, 6],
      log,
    );
    return { s, log };
  };

  it('the higher-pip die survives: when the attacker wins, its player takes the defending die as a trophy; the surviving attacker then decays', () => {
    const { s, log } = attack(5, 3);
    expect(first(log, 'combat')).toMatchObject({ attacker: 0, defender: 5, attackerPips: 5, defenderPips: 3, result: 'attackerWins', cell: { row: 2, col: 6 } });
    expect(s.seats[0]!.trophies).toEqual([{ die: 5, owner: 1, pips: 3 }]);
    expect(die(s, 5)).toBeUndefined();
    expect(die(s, 0)).toMatchObject({ row: 2, col: 6, pips: 4 });
    expect(log.map((e) => e.type).filter((t) => ['moved', 'combat', 'removed', 'captured', 'decayed'].includes(t))).toEqual(['moved', 'combat', 'removed', 'captured', 'decayed']);
  });

  it('when the defender wins, the defending player takes the attacking die; a defending die does not decay because it was attacked', () => {
    const { s, log } = attack(3, 5);
    expect(first(log, 'combat')!.result).toBe('defenderWins');
    expect(s.seats[1]!.trophies).toEqual([{ die: 0, owner: 0, pips: 3 }]);
    expect(s.seats[0]!.trophies).toEqual([]);
    expect(die(s, 0)).toBeUndefined();
    expect(die(s, 5)).toMatchObject({ row: 2, col: 6, pips: 5 });
    expect(all(log, 'decayed')).toEqual([]);
  });

  it('equal pips destroy both dice, and each player takes the opposing die as a trophy', () => {
    const { s, log } = attack(4, 4);
    expect(first(log, 'combat')!.result).toBe('bothDestroyed');
    expect(s.seats[0]!.trophies).toEqual([{ die: 5, owner: 1, pips: 4 }]);
    expect(s.seats[1]!.trophies).toEqual([{ die: 0, owner: 0, pips: 4 }]);
    expect(die(s, 0)).toBeUndefined();
    expect(die(s, 5)).toBeUndefined();
  });

  it('combat compares the pips before decay, and a trophy keeps the value it showed in the comparison', () => {
    // A 4 attacking a 4 ties (not a 3 after decay); a 6 beating a 5 keeps the 5 as the trophy value.
    expect(first(attack(4, 4).log, 'combat')!.result).toBe('bothDestroyed');
    const { s } = attack(6, 5);
    expect(s.seats[0]!.trophies).toEqual([{ die: 5, owner: 1, pips: 5 }]);
    expect(die(s, 0)!.pips).toBe(5);
  });
});
