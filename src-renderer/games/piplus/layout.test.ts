/** The Piplus table's layout: every seat, the cards in play, the lid and the discards have room of their own. */
import { describe, expect, it } from 'vitest';
import { CARD_H, DIE, fan, lidSlot, onFelt, overlaps, passPlace, relOf, seatAt, tableLayout, type Box } from './layout';

describe('piplus layout', () => {
  it('gives 2 to 6 seats, the cards in play, the lid and the discards places that do not overlap', () => {
    for (let n = 2; n <= 6; n++) {
      const l = tableLayout(n);
      expect(l.seats).toHaveLength(n);
      const named: [string, Box][] = [
        ...l.seats.map((s): [string, Box] => [`seat ${s.rel}`, s.box]),
        ['play', { x0: l.play.x - l.playWidth / 2, x1: l.play.x + l.playWidth / 2, z0: l.play.z - CARD_H / 2, z1: l.play.z + CARD_H / 2 }],
        ['lid', { x0: l.lid.x - l.lidW / 2, x1: l.lid.x + l.lidW / 2, z0: l.lid.z - l.lidD / 2, z1: l.lid.z + l.lidD / 2 }],
        ['discards', { x0: l.discards.x - 0.7, x1: l.discards.x + 0.7, z0: l.discards.z - 0.9, z1: l.discards.z + 0.9 }],
      ];
      for (const [a, ba] of named) {
        expect(Math.max(Math.abs(ba.x0), Math.abs(ba.x1)), `${a} inside the table (${n} seats)`).toBeLessThanOrEqual(l.halfW);
        expect(Math.max(Math.abs(ba.z0), Math.abs(ba.z1)), `${a} inside the table (${n} seats)`).toBeLessThanOrEqual(l.halfD);
        for (const [b, bb] of named) if (a < b) expect(overlaps(ba, bb), `${a} and ${b} with ${n} seats`).toBe(false);
      }
      // Every seat's spent dice have a place in the lid.
      for (const s of l.seats)
        for (let k = 0; k < 3; k++) {
          const p = lidSlot(l, s.rel, k);
          expect(Math.abs(p.x - l.lid.x)).toBeLessThan(l.lidW / 2);
          expect(Math.abs(p.z - l.lid.z)).toBeLessThan(l.lidD / 2);
        }
    }
  });

  it('sits the others on the felt, not over the rim, with the table as round as that allows', () => {
    for (let n = 2; n <= 6; n++) {
      const l = tableLayout(n);
      for (const s of l.seats.slice(1))
        for (const x of [s.box.x0, s.box.x1]) for (const z of [s.box.z0, s.box.z1]) expect(onFelt(l, x, z), `seat ${s.rel}'s corner (${x}, ${z}) with ${n} seats`).toBe(true);
    }
    expect(tableLayout(2).feltPower).toBe(2);
  });

  it('puts the pass spot by the viewer’s dice, clear of them, of the other seats, the middle and the lid', () => {
    for (let n = 2; n <= 6; n++) {
      const l = tableLayout(n);
      const pass = passPlace(l);
      for (const m of pass.marks) expect(m.x0 >= pass.button.x1 && m.x1 <= pass.box.x1).toBe(true);
      expect(pass.box.x1).toBeLessThanOrEqual(l.seats[0]!.box.x1);
      const others: [string, Box][] = [
        ...l.seats.slice(1).map((s): [string, Box] => [`seat ${s.rel}`, s.box]),
        ['play', { x0: l.play.x - l.playWidth / 2, x1: l.play.x + l.playWidth / 2, z0: l.play.z - CARD_H / 2, z1: l.play.z + CARD_H / 2 }],
        ['lid', { x0: l.lid.x - l.lidW / 2, x1: l.lid.x + l.lidW / 2, z0: l.lid.z - l.lidD / 2, z1: l.lid.z + l.lidD / 2 }],
        // The lid's caption, on the felt under it.
        ['the lid’s caption', { x0: l.lid.x - 0.5, x1: l.lid.x + 0.5, z0: l.lid.z + l.lidD / 2 + 0.32 - 0.15, z1: l.lid.z + l.lidD / 2 + 0.32 + 0.15 }],
        // A picked card of a small hand, risen towards the middle.
        ['a picked card', { x0: -5.2, x1: 5.2, z0: l.seats[0]!.hand.z - (CARD_H * 1.45) / 2 - 0.5, z1: l.seats[0]!.hand.z }],
        ...l.seats[0]!.dice.map((d, k): [string, Box] => [`die ${k}`, { x0: d.x - DIE, x1: d.x + DIE, z0: d.z - DIE, z1: d.z + DIE }]),
      ];
      for (const [name, b] of others) expect(overlaps(pass.box, b), `the pass spot and ${name} with ${n} seats`).toBe(false);
    }
  });

  it('seats go clockwise from the viewer: the next seat is on the viewer’s left', () => {
    const l = tableLayout(4);
    expect(l.seats[1]!.hand.x).toBeLessThan(0);
    expect(l.seats[3]!.hand.x).toBeGreaterThan(0);
    expect(seatAt(1, 2, 4)).toBe(3);
    expect(relOf(1, 2, 4)).toBe(3);
    for (let s = 0; s < 5; s++) expect(seatAt(relOf(s, 3, 5), 3, 5)).toBe(s);
  });

  it('fans a hand within its spread, left to right', () => {
    const f = fan(12, { x: 0, z: 4 }, 1.2, 1, 9.6);
    expect(f[0]!.x - 0.6).toBeGreaterThanOrEqual(-4.8 - 1e-9);
    expect(f[11]!.x + 0.6).toBeLessThanOrEqual(4.8 + 1e-9);
    expect(f.every((c, i) => i === 0 || c.x > f[i - 1]!.x)).toBe(true);
    expect(fan(1, { x: 2, z: 1 }, 1, 1, 5)).toEqual([{ x: 2, z: 1, rot: -0 }]);
  });
});
