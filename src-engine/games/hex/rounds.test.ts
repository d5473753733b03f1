/**
 * One test per PipFall Hex rule of dealing, hands and rounds (rulebook seeds/001, RULINGS.md
 * "Suit powers", "hex" and its "Settled details", docs/rules/hex.md), on stacked decks and
 * hand-built battlefields on Crossfire. Test names quote or paraphrase the rule. Hexes are (row,
 * col), 0-based.
 */
import { describe as group, expect, it } from 'vitest';
import { DECK_52, type Card } from '../../core/cards';
import { unwrap } from '../../core/result';
import { hex } from './index';
import type { HexEvent, HexState } from './state';
import { actor, all, first, play, power, ready, start, type Placed } from './testkit';

group('hex: dealing and programming', () => {
  it('the full 52-card deck; each hand deals every player its dice on the battlefield + 1 cards, one at a time clockwise from the First Player', () => {
    const top = DECK_52.slice(0, 8);
    const s = start({ seats: 2, firstPlayer: 1, top });
    expect(s.seats[1]!.hand).toEqual([top[0], top[2], top[4], top[6]]);
    expect(s.seats[0]!.hand).toEqual([top[1], top[3], top[5], top[7]]);
    expect(s.draw).toHaveLength(44);
  });

  it('unequal hands are dealt round after round clockwise from the First Player, skipping full hands (needs 2 and 4: 0,1,0,1,1,1)', () => {
    const top: Card[] = ['2S', '3S', '4S', '5S', '6S', '7S'];
    let s = ready({
      dice: [
        [2, 5, 0, 6],
        [6, 5, 1, 6],
        [7, 4, 1, 6],
        [7, 7, 1, 6],
      ],
      programs: [['AC'], ['AH', 'KH', 'QH']],
      top,
    });
    while (s.hand === 1) s = power(s, hex.legalActions(s, actor(s)).find((a) => a.type === 'power')!.die);
    expect(s.seats[0]!.hand).toEqual(['2S', '4S']);
    expect(s.seats[1]!.hand).toEqual(['3S', '5S', '6S', '7S']);
  });
});

group('hex: rounds', () => {
  /** A hand of one card each (P1 5S, P2 5H): after it, the draw deck holds `left` cards. */
  const lastHand = (left: number, round = 1, seats: 2 | 3 = 2): HexState => {
    const s = ready({
      seats,
      dice: [[2, 5, 0, 4], [7, 4, 1, 4], ...(seats === 3 ? ([[6, 6, 2, 4]] as Placed[]) : [])],
      programs: seats === 3 ? [['5S'], ['5H'], ['5D']] : [['5S'], ['5H']],
    });
    return {
      ...s,
      round,
      draw: s.draw.slice(0, left),
      discardOpen: [...s.draw.slice(left)],
      seats: s.seats.map((h, i) => (i === 0 ? { ...h, trophies: [{ die: 9, owner: 1, pips: 2 }] } : h)),
    };
  };
  /** Resolves the current hand with suit powers. */
  const finishHand = (s: HexState, log: HexEvent[]): HexState => {
    const [round, hand] = [s.round, s.hand];
    while (!s.outcome && s.round === round && s.hand === hand) s = power(s, hex.legalActions(s, actor(s)).find((a) => a.type === 'power')!.die, log);
    return s;
  };

  it("before each hand the draw deck alone must hold every remaining player's dice + 1 cards; otherwise the round ends (no partial deal)", () => {
    const log: HexEvent[] = [];
    const s = finishHand(lastHand(4), log);
    expect(s.round).toBe(1);
    expect(s.hand).toBe(2);
    const log2: HexEvent[] = [];
    finishHand(lastHand(3), log2);
    expect(first(log2, 'roundEnded')).toEqual({ type: 'roundEnded', round: 1, drawLeft: 3, needed: 4, last: false });
    expect(all(log2, 'dealt').every((e) => e.cards.length === 2)).toBe(true);
  });

  it('at the round end every card is gathered and all 52 shuffled, and the First Player marker moves one seat clockwise', () => {
    const log: HexEvent[] = [];
    const s = finishHand(lastHand(3), log);
    expect(first(log, 'reshuffled')).toEqual({ type: 'reshuffled', cards: 52, firstPlayer: 1 });
    expect(first(log, 'roundStarted')).toEqual({ type: 'roundStarted', round: 2, firstPlayer: 1 });
    expect(s).toMatchObject({ round: 2, hand: 1, firstPlayer: 1, discardOpen: [], discardHidden: [] });
    expect(s.draw).toHaveLength(48);
  });

  it('the marker moves to the next seat still in the game', () => {
    const s0 = lastHand(3, 1, 3);
    // P2 is out: its die gone, its card never played.
    const out: HexState = {
      ...s0,
      dice: s0.dice.filter((d) => d.owner !== 1),
      seats: s0.seats.map((h, i) => (i === 1 ? { ...h, eliminated: true, program: [], revealed: 0 } : h)),
      discardHidden: [...s0.discardHidden, ...s0.seats[1]!.program!],
      order: s0.order.filter((x) => x !== 1),
    };
    const log: HexEvent[] = [];
    const s = finishHand(out, log);
    expect(first(log, 'reshuffled')!.firstPlayer).toBe(2);
    expect(s.firstPlayer).toBe(2);
  });

  it('dice keep their hexes and pips between rounds, reserves are not refilled, trophies are kept', () => {
    const s0 = lastHand(3);
    const log: HexEvent[] = [];
    const s = finishHand({ ...s0, seats: s0.seats.map((h, i) => (i === 1 ? { ...h, reserve: 0 } : h)) }, log);
    expect(s.round).toBe(2);
    expect(s.dice.map((d) => [d.id, d.row, d.col, d.pips])).toEqual([
      [0, 2, 5, 2],
      [5, 7, 4, 5],
    ]);
    expect(s.seats.map((h) => h.reserve)).toEqual([2, 0]);
    expect(s.seats[0]!.trophies).toEqual([{ die: 9, owner: 1, pips: 2 }]);
  });

  it('the game ends after the fourth round, without another shuffle; trophies decide', () => {
    const log: HexEvent[] = [];
    const s = finishHand(lastHand(3, 4), log);
    expect(first(log, 'roundEnded')).toMatchObject({ round: 4, last: true });
    expect(first(log, 'reshuffled')).toBeUndefined();
    expect(s.draw).toHaveLength(3);
    expect(s.outcome).toEqual({ winners: [0], reason: 'rounds', scores: [1, 0] });
  });

  it('a whole game of first-offered actions lasts at most four rounds and every round starts from all 52 cards', () => {
    let s = unwrap(hex.setup({ seats: 2, variants: [] }, 12)).state;
    const log: HexEvent[] = [];
    while (!s.outcome) s = play(s, hex.legalActions(s, hex.toAct(s)[0]!)[0]!, log);
    expect(Math.max(...all(log, 'roundStarted').map((e) => e.round))).toBeLessThanOrEqual(4);
    for (const e of all(log, 'reshuffled')) expect(e.cards).toBe(52);
  });
});
