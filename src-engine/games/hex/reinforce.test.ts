/**
 * One test per PipFall Hex rule of Reinforce (rulebook seeds/001, RULINGS.md "Suit powers", "hex"
 * and its "Settled details", docs/rules/hex.md), on stacked decks and hand-built battlefields on
 * Crossfire. Test names quote or paraphrase the rule. Hexes are (row, col), 0-based.
 */
import { describe as group, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { hex } from './index';
import type { HexEvent, HexState } from './state';
import { actor, all, die, first, power, ready, reinforce, types, type Placed } from './testkit';

group('hex: Reinforce', () => {
  const reinforcing = (o: { card?: Card; extra?: readonly Placed[]; reserve?: number; second?: Card } = {}): HexState =>
    ready({
      dice: [[2, 5, 0, 4], [7, 4, 1, 4], ...(o.extra ?? []), ...(o.second ? ([[6, 5, 0, 4]] as Placed[]) : [])],
      programs: [o.second ? [o.card ?? 'KH', o.second] : [o.card ?? 'KH'], ['2C']],
      reserve: [o.reserve ?? 2, 2],
    });

  it('needs a die on the battlefield, a die in reserve and an empty position of the own location; the die enters showing the printed value (rear 3, front 4)', () => {
    const log: HexEvent[] = [];
    expect(hex.legalActions(reinforcing(), 0).filter((a) => a.type === 'reinforce')).toHaveLength(3);
    let s = reinforce(reinforcing(), [0, 0], log);
    expect(first(log, 'reinforced')).toEqual({ type: 'reinforced', seat: 0, die: 3, cell: { row: 0, col: 0 }, pips: 3, reserve: 1 });
    expect(die(s, 3)).toMatchObject({ owner: 0, row: 0, col: 0, pips: 3 });
    s = reinforce(reinforcing(), [1, 0]);
    expect(die(s, 3)).toMatchObject({ row: 1, col: 0, pips: 4 });
    expect(s.seats[0]!.reserve).toBe(1);
  });

  it('Reinforce is not an activation: no decay', () => {
    const log: HexEvent[] = [];
    reinforce(reinforcing(), [0, 1], log);
    expect(all(log, 'decayed').filter((e) => e.seat === 0)).toEqual([]);
  });

  it('a die of any owner on a position blocks it', () => {
    const s = reinforcing({ extra: [[0, 1, 1, 2]] });
    expect(hex.legalActions(s, 0).flatMap((a) => (a.type === 'reinforce' ? [[a.at.row, a.at.col]] : []))).toEqual([
      [0, 0],
      [1, 0],
    ]);
    const r = hex.apply(s, { type: 'reinforce', seat: 0, at: { row: 0, col: 1 } });
    expect(!r.ok && r.error).toBe('ERR_REINFORCE');
  });

  it('only positions of the own starting location take a reinforcing die (ERR_REINFORCE elsewhere)', () => {
    const s = reinforcing();
    for (const at of [
      { row: 9, col: 9 },
      { row: 3, col: 3 },
    ]) {
      const r = hex.apply(s, { type: 'reinforce', seat: 0, at });
      expect(!r.ok && r.error).toBe('ERR_REINFORCE');
    }
  });

  it('with no die in reserve there is no Reinforce', () => {
    expect(types(hex.legalActions(reinforcing({ reserve: 0 }), 0))).toEqual(['power']);
  });

  it('number cards cannot Reinforce (ERR_USE)', () => {
    const r = hex.apply(reinforcing({ card: '9H' }), { type: 'reinforce', seat: 0, at: { row: 0, col: 0 } });
    expect(!r.ok && r.error).toBe('ERR_USE');
  });

  it('a reinforced die may activate later in the same hand; it brings no extra card', () => {
    let s = reinforcing({ second: '5C' });
    s = reinforce(s, [0, 1]);
    expect(s.seats[0]!.program).toHaveLength(2);
    expect(actor(s)).toBe(1);
    s = power(s, 5);
    expect(actor(s)).toBe(0);
    expect(s.step).toBe(1);
    const dice = new Set(hex.legalActions(s, 0).map((a) => (a.type === 'move' || a.type === 'power' ? a.die : -1)));
    expect(dice).toEqual(new Set([0, 1, 3]));
    s = power(s, 3);
    expect(s.hand).toBe(2);
    expect(s.seats[0]!.hand).toHaveLength(4); // three dice now: the next hand deals 3 + 1
  });
});
