/**
 * One test per PipFall Hex rule of setup, the starting locations and stacked decks (rulebook
 * seeds/001, RULINGS.md "Suit powers", "hex" and its "Settled details", docs/rules/hex.md), on
 * stacked decks and hand-built battlefields on Crossfire. Test names quote or paraphrase the
 * rule. Hexes are (row, col), 0-based.
 */
import { describe as group, expect, it } from 'vitest';
import type { Seat } from '../../core/game';
import { unwrap } from '../../core/result';
import { hex } from './index';
import { actor, play, stack, start } from './testkit';

group('hex: setup and starting locations', () => {
  it('setup: three dice on the location, two showing 4 on the fronts and one showing 3 on the rear; two dice in reserve', () => {
    const s = start({ seats: 2 });
    expect(s.dice.map((d) => [d.id, d.owner, d.row, d.col, d.pips])).toEqual([
      [0, 0, 0, 0, 3],
      [1, 0, 0, 1, 4],
      [2, 0, 1, 0, 4],
      [5, 1, 9, 9, 3],
      [6, 1, 9, 8, 4],
      [7, 1, 8, 9, 4],
    ]);
    expect(s.seats.map((h) => [h.location, h.reserve])).toEqual([
      ['A', 2],
      ['B', 2],
    ]);
  });

  it('seats choose unused locations in clockwise order from the First Player', () => {
    let s = unwrap(hex.setup({ seats: 3, variants: [], firstPlayer: 1 }, 4)).state;
    expect(s.phase).toBe('choose');
    const order: Seat[] = [];
    while (s.phase === 'choose') {
      const seat = actor(s);
      order.push(seat);
      expect(hex.legalActions(s, (seat + 1) % 3)).toEqual([]);
      s = play(s, hex.legalActions(s, seat)[0]!);
    }
    expect(order).toEqual([1, 2, 0]);
    expect(s.phase).toBe('program');
  });

  it.each([
    [2, 0, ['A', 'B']],
    [3, 1, ['B', 'A', 'C']],
    [4, 2, ['B', 'D', 'A', 'C']],
  ] as const)(
    'default locations for %i players are handed out in choosing order starting with the First Player (seat %i takes A): A/B, A/C/B, A/C/B/D',
    (seats, firstPlayer, bySeat) => {
      let s = unwrap(hex.setup({ seats, variants: [], firstPlayer }, 2)).state;
      while (s.phase === 'choose') {
        const seat = actor(s);
        const legal = hex.legalActions(s, seat);
        const targets = hex.targets!(s, seat, legal);
        // The default pick is offered first, and its target says so.
        expect(targets[0]).toMatchObject({ kind: 'location', isDefault: true });
        expect(targets.slice(1).every((t) => t.kind === 'location' && !t.isDefault)).toBe(true);
        s = play(s, legal[0]!);
      }
      expect(s.seats.map((h) => h.location)).toEqual(bySeat);
    },
  );

  it('a player may choose any unused location (2 players may sit at A and C); which seat takes which location is public', () => {
    let s = unwrap(hex.setup({ seats: 2, variants: [] }, 3)).state;
    s = play(s, { type: 'chooseLocation', seat: 0, location: 'A' });
    expect(hex.legalActions(s, 1).map((a) => a.type === 'chooseLocation' && a.location)).toEqual(['B', 'C', 'D']);
    s = play(s, { type: 'chooseLocation', seat: 1, location: 'C' });
    expect(hex.view(s, 0).seats[1]!.location).toBe('C');
    expect(hex.view(s, null).seats.map((h) => h.location)).toEqual(['A', 'C']);
    expect(s.dice.filter((d) => d.owner === 1).map((d) => [d.row, d.col, d.pips])).toEqual([
      [0, 9, 3],
      [0, 8, 4],
      [1, 8, 4],
    ]);
  });

  it('a taken or unknown location is refused (ERR_LOCATION) and nothing changes', () => {
    const s = play(unwrap(hex.setup({ seats: 2, variants: [] }, 3)).state, { type: 'chooseLocation', seat: 0, location: 'B' });
    const before = JSON.stringify(s);
    for (const location of ['B', 'Q']) {
      const r = hex.apply(s, { type: 'chooseLocation', seat: 1, location });
      expect(!r.ok && r.error).toBe('ERR_LOCATION');
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('options may fix which seat takes which location: then nobody chooses in play', () => {
    const s = unwrap(hex.setup({ seats: 3, variants: [], locations: ['D', 'A', 'C'] }, 1)).state;
    expect(s.phase).toBe('program');
    expect(s.seats.map((h) => h.location)).toEqual(['D', 'A', 'C']);
  });
});

group('hex: stacked decks', () => {
  it('a stacked deck lists the top card first and must hold each of the 52 cards once (ERR_DECK)', () => {
    const r = hex.setup({ seats: 2, variants: [], locations: ['A', 'B'], deck: stack(['AS']).slice(1) }, 1);
    expect(!r.ok && r.error).toBe('ERR_DECK');
  });
});
