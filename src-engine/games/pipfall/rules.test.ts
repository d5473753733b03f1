/**
 * One test per PipFall rule of parsing, narration and whole scenarios (rulebook seeds/000,
 * RULINGS.md "Suit powers" and "pipfall", docs/rules/pipfall.md), on stacked decks and hand-built
 * boards. Test names quote the rule.
 */
import { describe as group, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { pipfall } from './index';
import type { PipfallEvent } from './state';
import { act, col, dealTop, duel, first, move, placeAllTracked, play, power, programDealt, row, start } from './testkit';

group('pipfall: parsing and narration', () => {
  it('parseOptions fills defaults and refuses bad seats, variants and first players', () => {
    expect(unwrap(pipfall.parseOptions({ seats: 3 }))).toEqual({ seats: 3, variants: [] });
    expect(pipfall.parseOptions({ seats: 5 }).ok).toBe(false);
    expect(pipfall.parseOptions({ seats: 2, variants: ['nope'] }).ok).toBe(false);
    expect(pipfall.parseOptions({ seats: 2, firstPlayer: 2 }).ok).toBe(false);
    expect(unwrap(pipfall.parseOptions({ seats: 4, variants: ['combat-glory', 'combat-glory'], firstPlayer: 3 }))).toEqual({
      seats: 4,
      variants: ['combat-glory'],
      firstPlayer: 3,
    });
  });

  it('parseAction accepts every action shape and refuses malformed ones', () => {
    const good = [
      { type: 'program', seat: 0, cards: ['2S', '3S', '4S'], initiative: '5S' },
      { type: 'place', seat: 1, lane: { kind: 'col', index: 4 } },
      { type: 'activate', seat: 2, die: 7, use: { kind: 'move', direction: 'left', distance: 3 } },
      { type: 'activate', seat: 2, die: 7, use: { kind: 'power' } },
      { type: 'glory', seat: 0, die: null },
      { type: 'restore', seat: 3, use: true },
    ];
    for (const a of good) expect(unwrap(pipfall.parseAction(a))).toEqual(a);
    expect(pipfall.parseAction({ type: 'activate', seat: 0, die: 1, use: { kind: 'move', direction: 'up', distance: 4 } }).ok).toBe(false);
    expect(pipfall.parseAction({ type: 'program', seat: 0, cards: ['2S', '3S'], initiative: '5S' }).ok).toBe(false);
    expect(pipfall.parseAction({ type: 'place', seat: 0, lane: { kind: 'diag', index: 0 } }).ok).toBe(false);
  });

  it('describe narrates each event in English', () => {
    const log: PipfallEvent[] = [];
    act(duel('5S', [], [], undefined, log), 0, move('up', 2), log);
    const lines = log.map((e) => pipfall.describe(e));
    expect(lines).toContain("P1's 5 moves 2 cells up, from row 5 column 1 to row 3 column 1");
    expect(lines).toContain("P1's die at row 3 column 1 decays 5 -> 4");
    expect(lines.every((l) => l.length > 0)).toBe(true);
  });
});

group('pipfall: scenarios', () => {
  it('scenario: a full 2-player round from the static opening, move by move', () => {
    const log: PipfallEvent[] = [];
    let s = start({
      top: dealTop([
        ['9S', 'KH', '4D', 'AS'],
        ['8C', 'QS', '3H', '2D'],
      ]),
    });
    s = programDealt(s, log);
    s = placeAllTracked(s, [row(4), row(0), col(1), col(3), row(3), row(1)], log);
    expect(first(log, 'initiativeRevealed')!.order).toEqual([0, 1]);
    s = act(s, 2, move('up', 3), log); // P1's 4 from (4,1) to (1,1): 3
    s = act(s, 6, move('down', 2), log); // P2's 4 from (0,3) to (2,3): 3
    s = act(s, 3, power, log); // KH: P1's 3 at (3,1) -> 5
    s = act(s, 7, power, log); // QS: P2's 3 at (1,3) flips to 4
    s = act(s, 1, move('right', 2), log); // P1's 5 passes its own 5 and stops at (3,2): 4
    s = act(s, 5, move('left', 3), log); // P2's 5 attacks P1's 3 at (1,1), wins, decays to 4
    const at = (r: number, c: number): string => {
      const d = s.board[r]![c];
      return d ? `${d.owner}:${d.id}:${d.pips}` : '-';
    };
    expect([at(4, 0), at(3, 1), at(3, 2), at(1, 1), at(0, 4), at(2, 3), at(1, 3)]).toEqual(['0:0:6', '0:3:5', '0:1:4', '1:5:4', '1:4:6', '1:6:3', '1:7:4']);
    expect(s.board.flat().filter((d) => d).length).toBe(7);
    // No restore is possible (seat 0's corner is occupied): round 2 starts with seat 1 as First Player.
    expect(s.round).toBe(2);
    expect(s.firstPlayer).toBe(1);
    const lines = log.map((e) => pipfall.describe(e));
    expect(lines).toContain("combat at row 2 column 2: P2's 5 attacks P1's 3: P2's 5 wins");
    expect(lines).toContain('P1 uses Hearts +2 on the die at row 4 column 2: 3 -> 5');
    expect(lines).toContain('P2 uses Spades flip on the die at row 2 column 4: 3 -> 4');
  });

  it('scenario: a 4-player game played to its end narrates every event and scores the seats still in', () => {
    let s = unwrap(pipfall.setup({ seats: 4, variants: ['combat-glory'] }, 77)).state;
    const log: PipfallEvent[] = [];
    let i = 0;
    while (!s.outcome) {
      const seat = pipfall.toAct(s)[0]!;
      const legal = pipfall.legalActions(s, seat);
      s = play(s, legal[(i++ * 7) % legal.length]!, log);
    }
    for (const e of log) expect(pipfall.describe(e)).toMatch(/\S/);
    const over = first(log, 'gameOver')!;
    expect(over.outcome).toEqual(s.outcome);
    expect(s.outcome.winners.length).toBeGreaterThan(0);
    expect(s.outcome.winners.every((w) => !s.seats[w]!.eliminated || s.outcome!.reason === 'draw')).toBe(true);
  });
});
