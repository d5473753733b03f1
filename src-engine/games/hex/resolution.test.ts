/**
 * One test per PipFall Hex rule of revealing and the order of resolution (rulebook seeds/001,
 * RULINGS.md "Suit powers", "hex" and its "Settled details", docs/rules/hex.md), on stacked decks
 * and hand-built battlefields on Crossfire. Test names quote or paraphrase the rule. Hexes are
 * (row, col), 0-based.
 */
import { describe as group, expect, it } from 'vitest';
import { hex } from './index';
import type { HexEvent } from './state';
import { actor, all, first, move, power, ready } from './testkit';

group('hex: revealing and resolution order', () => {
  it('all players reveal their leftmost card; revealed cards resolve from highest rank to lowest: Ace, King, Queen, Jack, 10..2', () => {
    const log: HexEvent[] = [];
    const s = ready(
      {
        seats: 4,
        dice: [
          [2, 5, 0, 4],
          [6, 5, 1, 4],
          [7, 4, 2, 4],
          [3, 5, 3, 4],
        ],
        programs: [['5S'], ['KH'], ['AS'], ['TD']],
      },
      log,
    );
    expect(first(log, 'revealed')).toMatchObject({ step: 0, order: [2, 1, 3, 0] });
    expect(first(log, 'revealed')!.cards.map((c) => c.card)).toEqual(['AS', 'KH', 'TD', '5S']);
    expect(actor(s)).toBe(2);
  });

  it('equal ranks: walking clockwise from the First Player, the tied seat reached LAST resolves first; the First Player resolves last among the tied; suit never breaks ties', () => {
    const log: HexEvent[] = [];
    ready(
      {
        seats: 3,
        firstPlayer: 1,
        dice: [
          [2, 5, 0, 4],
          [6, 5, 1, 4],
          [7, 4, 2, 4],
        ],
        programs: [['7C'], ['7S'], ['7H']],
      },
      log,
    );
    expect(first(log, 'revealed')!.order).toEqual([0, 2, 1]);
  });

  it('with 2 players the seat without the First Player marker wins every tie', () => {
    for (const firstPlayer of [0, 1]) {
      const log: HexEvent[] = [];
      ready(
        {
          firstPlayer,
          dice: [
            [2, 5, 0, 4],
            [6, 5, 1, 4],
          ],
          programs: [['9S'], ['9C']],
        },
        log,
      );
      expect(first(log, 'revealed')!.order).toEqual([1 - firstPlayer, firstPlayer]);
    }
  });

  it('the next cards are revealed and resolved in turn; a player with more cards keeps resolving after the others run out', () => {
    const log: HexEvent[] = [];
    let s = ready(
      {
        dice: [
          [2, 5, 0, 5],
          [6, 5, 0, 5],
          [7, 4, 0, 5],
          [3, 8, 1, 5],
        ],
        programs: [['2C', '3C', '4C'], ['AC']],
      },
      log,
    );
    while (s.hand === 1) s = power(s, hex.legalActions(s, actor(s)).find((a) => a.type === 'power')!.die, log);
    expect(all(log, 'revealed').map((e) => e.cards.map((c) => `${c.seat}:${c.card}`))).toEqual([['1:AC', '0:2C'], ['0:3C'], ['0:4C']]);
  });

  it('each die may activate only once per hand: a die that activated is not offered again', () => {
    let s = ready({
      dice: [
        [2, 5, 0, 5],
        [6, 5, 0, 5],
        [3, 8, 1, 5],
      ],
      programs: [['9C', '8C'], ['2C']],
    });
    expect(actor(s)).toBe(0);
    s = power(s, 0);
    s = power(s, 5);
    expect(actor(s)).toBe(0);
    const dice = new Set(hex.legalActions(s, 0).map((a) => (a.type === 'power' || a.type === 'move' ? a.die : -1)));
    expect([...dice]).toEqual([1]);
    expect(hex.apply(s, { type: 'power', seat: 0, die: 0 }).ok).toBe(false);
  });

  it('the order of a step is fixed at the reveal; each choice is made when its card resolves, knowing the earlier results', () => {
    const log: HexEvent[] = [];
    // P2 resolves first (9 beats 3) and destroys P1's die at (2,5); P1 then chooses among what is left.
    let s = ready(
      {
        dice: [
          [2, 5, 0, 2],
          [7, 2, 0, 4],
          [2, 6, 1, 5],
        ],
        programs: [['3C', '4C'], ['9C']],
      },
      log,
    );
    expect(first(log, 'revealed')!.order).toEqual([1, 0]);
    const before = hex.legalActions(s, 1);
    expect(before.length).toBeGreaterThan(1);
    s = move(s, 5, [2, 5], log);
    expect(s.order).toEqual([1, 0]);
    expect(actor(s)).toBe(0);
    const dice = new Set(hex.legalActions(s, 0).map((a) => (a.type === 'move' || a.type === 'power' ? a.die : -1)));
    expect([...dice]).toEqual([1]);
  });
});
