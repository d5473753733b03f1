/** PipFall Hex's log lines and hints in words, on events and targets from real engine games. */
import { beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../../../src-engine/core/result';
import { hex } from '../../../src-engine/games/hex';
import type { HexEvent, HexState } from '../../../src-engine/games/hex/state';
import { programAll, scenario } from '../../../src-engine/games/hex/testkit';
import { addMessages } from '../../i18n';
import { hexEntry } from './index';
import { hexEn } from './messages';
import { columnLetter, hexName, narrate } from './narrate';
import { preview } from './preview';
import { endBreakdown } from './end';
import { actionWords } from './words';

beforeAll(() => {
  addMessages(hexEntry.messages.en);
  addMessages(hexEn);
});

const names = ['Player 1', 'Player 2 (computer)', 'Player 3', 'Player 4'];

/** A whole game, each seat taking the legal action a small generator picks, with every event. */
function playAll(seats: 2 | 3 | 4, seed: number, map = 'crossfire'): { events: HexEvent[]; state: HexState } {
  const setup = unwrap(hex.setup({ seats, variants: [], map }, seed));
  let state = setup.state;
  const events = setup.events;
  const log = [...events];
  let x = seed;
  for (let n = 0; !state.outcome && n < 20_000; n++) {
    const seat = hex.toAct(state)[0]!;
    const legal = hex.legalActions(state, seat);
    x = (x * 1103515245 + 12345) % 2147483648;
    // Mostly moves that go somewhere, so combats and trophies happen.
    const moving = legal.filter((a) => a.type === 'move' || a.type === 'reinforce');
    const pool = moving.length > 0 && x % 4 !== 0 ? moving : legal;
    const r = unwrap(hex.apply(state, pool[x % pool.length]!));
    state = r.state;
    log.push(...r.events);
  }
  return { events: log, state };
}

describe('hex narration', () => {
  it('hexes are named as the board labels them: column letter, then row from 1', () => {
    expect(hexName({ row: 0, col: 0 })).toBe('A1');
    expect(hexName({ row: 9, col: 2 })).toBe('C10');
    expect(columnLetter(10)).toBe('K');
  });

  it.each([
    [2, 3, 'crossfire'],
    [4, 8, 'crossfire'],
    [3, 5, 'sixfold'],
  ] as const)('every event of a whole %i-player game (seed %i, %s) reads as a full line: no missing message, no unfilled blank', (seats, seed, map) => {
    const { events } = playAll(seats, seed, map);
    const types = new Set(events.map((e) => e.type));
    for (const t of ['locationChosen', 'revealed', 'moved', 'decayed', 'gameOver']) expect(types).toContain(t);
    for (const e of events) {
      const line = narrate(e, names);
      if (line === null) continue;
      expect(line, e.type).not.toMatch(/\[hex\.|\{\w+\}|undefined|NaN/);
    }
  });

  it('a combat, its trophy and a reinforcement say who, with what, where and how it ended', () => {
    expect(
      narrate(
        { type: 'combat', attacker: 0, attackerSeat: 0, defender: 5, defenderSeat: 1, attackerPips: 5, defenderPips: 4, cell: { row: 2, col: 2 }, result: 'attackerWins' },
        names,
      ),
    ).toBe('Red’s 5 attacks Blue’s 4 on C3 (5 vs 4): the defender is destroyed.');
    expect(narrate({ type: 'captured', seat: 0, die: 5, owner: 1, pips: 4, cell: { row: 2, col: 2 } }, names)).toBe('Red takes Blue’s 4 as a trophy.');
    expect(narrate({ type: 'reinforced', seat: 1, die: 8, cell: { row: 9, col: 8 }, pips: 4, reserve: 1 }, names)).toBe('Blue reinforces: a 4 enters on I10 (1 left in reserve).');
    expect(
      narrate(
        {
          type: 'moved',
          seat: 1,
          die: 6,
          pips: 4,
          from: { row: 9, col: 1 },
          to: { row: 8, col: 3 },
          path: [
            { row: 8, col: 2 },
            { row: 8, col: 3 },
          ],
        },
        names,
      ),
    ).toBe('Blue’s 4 moves 2 hexes from B10 to D9.');
    expect(narrate({ type: 'locationChosen', seat: 1, location: 'C', name: 'north-east', dice: [] }, names)).toMatch(/^Blue, Player 2 \(computer\), takes the north-east start/);
  });

  it('hints and previews say what a move will do, from the engine’s target', () => {
    const s = programAll(
      scenario({
        seats: 2,
        firstPlayer: 0,
        dice: [
          [2, 2, 0, 5],
          [3, 3, 1, 4],
        ],
        hands: [
          ['9H', '2D'],
          ['2C', '3C'],
        ],
      }),
      [['9H'], ['2C']],
    );
    const legal = hex.legalActions(s, 0);
    const targets = hex.targets!(s, 0, legal);
    const i = legal.findIndex((a) => a.type === 'move' && a.to.row === 3 && a.to.col === 3);
    const view = hex.view(s, 0);
    expect(actionWords(legal[i]!, targets[i], view)).toBe('Move your 5 from C3 to D4 (2 hexes) and take Blue’s 4');
    expect(preview({ action: legal[i]!, target: targets[i]! }).text).toBe('5 vs 4: Blue’s 4 is destroyed and becomes your trophy; your die decays to 4.');
    const p = legal.findIndex((a) => a.type === 'power');
    expect(actionWords(legal[p]!, targets[p], view)).toBe('Use Hearts +2 on your 5 on C3 (it becomes 6)');
    const stay = legal.findIndex((a) => a.type === 'move' && a.to.row === 2 && a.to.col === 2);
    expect(actionWords(legal[stay]!, targets[stay], view)).toBe('Keep your 5 on C3 where it is (a 0-hex move)');
  });

  it('the end breakdown shows trophy pips (the tie-break) and dice left per seat; trophies are the score', () => {
    const { state } = playAll(2, 3);
    const view = hex.view(state, 0);
    const b = endBreakdown(view);
    expect(b.columns).toEqual(['Dice on the battlefield', 'Trophy pips (tie-break)']);
    expect(b.score).toBe('Trophies (score)');
    expect(b.rows.map((r) => r[1])).toEqual(state.seats.map((h) => h.trophies.reduce((n, x) => n + x.pips, 0)));
    expect(b.rows.map((r) => r[0])).toEqual(state.seats.map((h, seat) => (h.eliminated ? 'Eliminated' : state.dice.filter((d) => d.owner === seat).length)));
  });
});
