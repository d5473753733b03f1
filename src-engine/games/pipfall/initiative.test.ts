/**
 * One test per PipFall rule of initiative and the activation order (rulebook seeds/000,
 * RULINGS.md "Suit powers" and "pipfall", docs/rules/pipfall.md), on stacked decks and hand-built
 * boards. Test names quote the rule.
 */
import { describe as group, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { pipfall } from './index';
import type { PipfallEvent } from './state';
import { all, col, dealTop, first, placeAllTracked, playFirstUntil, programDealt, round, row, start, type Placed } from './testkit';

group('pipfall: initiative and activation order', () => {
  const TRIO: Placed[] = [
    [6, 0, 0, 5],
    [0, 1, 1, 5],
    [3, 6, 2, 5],
  ];
  const HANDS: Card[][] = [
    ['2S', '3S', '4S', 'KD'],
    ['2H', '3H', '4H', 'KH'],
    ['2D', '3D', '4D', 'QS'],
  ];
  const LANES = [row(6), row(0), row(3), col(0), col(1), col(6)];

  it('initiative: rank first, suits break ties S > H > D > C; the highest card is the Activation Start Player and activation runs clockwise from it', () => {
    const log: PipfallEvent[] = [];
    const s = round({ seats: 3, dice: TRIO, hands: HANDS, lanes: LANES }, log);
    const ev = first(log, 'initiativeRevealed')!;
    expect(ev.cards).toEqual(['KD', 'KH', 'QS']);
    expect(ev.startPlayer).toBe(1);
    expect(ev.order).toEqual([1, 2, 0]);
    expect(pipfall.toAct(s)).toEqual([1]);
  });

  it('initiative cards stay hidden until the reveal', () => {
    let s = start({ seats: 3, dice: TRIO, top: dealTop(HANDS) });
    s = programDealt(s);
    expect(pipfall.view(s, 0).seats[1]!.initiative).toBeNull();
    expect(pipfall.view(s, 1).seats[1]!.initiative).toBe('KH');
    s = placeAllTracked(s, LANES, []);
    expect(pipfall.view(s, 0).seats[1]!.initiative).toBe('KH');
  });

  it('True Initiative Order: in each activation cycle players act in initiative ranking order', () => {
    const log: PipfallEvent[] = [];
    round({ seats: 3, variants: ['true-initiative-order'], dice: TRIO, hands: HANDS, lanes: LANES }, log);
    expect(first(log, 'initiativeRevealed')!.order).toEqual([1, 0, 2]);
  });

  it("activation: cycles 1, 2, 3 in turn; a programmed card is revealed when its owner's turn in its cycle comes", () => {
    const log: PipfallEvent[] = [];
    const s = round({ seats: 3, dice: TRIO, hands: HANDS, lanes: LANES }, log);
    playFirstUntil(s, (x) => x.phase !== 'activate', log);
    expect(all(log, 'cardRevealed').map((e) => [e.slot, e.seat])).toEqual([
      [0, 1],
      [0, 2],
      [0, 0],
      [1, 1],
      [1, 2],
      [1, 0],
    ]);
  });
});
