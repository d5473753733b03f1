/**
 * One test per PipFall rule (rulebook seeds/000, RULINGS.md "Suit powers" and "pipfall",
 * docs/rules/pipfall.md), on stacked decks and hand-built boards. Test names quote the rule.
 */
import { describe as group, expect, it } from 'vitest';
import { DECK_48, type Card } from '../../core/cards';
import { unwrap } from '../../core/result';
import { cornerOf, openingCells } from './board';
import { pipfall } from './index';
import { canRestore, cyclesOutcome } from './rules';
import type { Lane, PipfallEvent, PipfallState, PipfallVariant } from './state';
import { act, all, boardOf, col, dealTop, first, move, pipsAt, place, play, playFirstUntil, power, programDealt, round, row, stack, start, type Placed } from './testkit';

/** Two players; seat 0 has die 0 (5 pips) in its corner and wins initiative with AS; seat 1 has die 1, a 6 at (0,4). */
function duel(card0: Card, extra: readonly Placed[] = [], variants: PipfallVariant[] = [], lanes: Lane[] = [row(4), row(0), col(0), col(4)], log?: PipfallEvent[]): PipfallState {
  return round(
    {
      dice: [[4, 0, 0, 5], [0, 4, 1, 6], ...extra],
      hands: [
        [card0, '2C', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes,
      variants,
    },
    log,
  );
}

group('pipfall: board, seats and opening', () => {
  it('board: 5x5 with 2 players, 7x7 with 3, 8x8 with 4', () => {
    for (const [seats, n] of [
      [2, 5],
      [3, 7],
      [4, 8],
    ] as const) {
      const s = unwrap(pipfall.setup({ seats, variants: [] }, 1)).state;
      expect(s.size).toBe(n);
      expect(s.board).toHaveLength(n);
      expect(s.board.every((r) => r.length === n)).toBe(true);
    }
  });

  it('corners: seat 0 bottom-left, then top-left, top-right, bottom-right; with 2 players seat 1 takes top-right', () => {
    expect([0, 1, 2, 3].map((k) => cornerOf(k, 4))).toEqual([
      { row: 7, col: 0 },
      { row: 0, col: 0 },
      { row: 0, col: 7 },
      { row: 7, col: 7 },
    ]);
    expect([0, 1, 2].map((k) => cornerOf(k, 3))).toEqual([
      { row: 6, col: 0 },
      { row: 0, col: 0 },
      { row: 0, col: 6 },
    ]);
    expect([0, 1].map((k) => cornerOf(k, 2))).toEqual([
      { row: 4, col: 0 },
      { row: 0, col: 4 },
    ]);
  });

  it('static opening: 6 on the corner, 5 to the left, 4 to the right, 3 diagonal; bottom-left is 6 (N-1,0), 5 (N-2,0), 4 (N-1,1), 3 (N-2,1)', () => {
    const s = unwrap(pipfall.setup({ seats: 4, variants: [] }, 1)).state;
    expect([pipsAt(s, 7, 0), pipsAt(s, 6, 0), pipsAt(s, 7, 1), pipsAt(s, 6, 1)]).toEqual([6, 5, 4, 3]);
    // Top-left, rotated a quarter turn: 5 along the top edge (its left), 4 down the side.
    expect([pipsAt(s, 0, 0), pipsAt(s, 0, 1), pipsAt(s, 1, 0), pipsAt(s, 1, 1)]).toEqual([6, 5, 4, 3]);
    expect([pipsAt(s, 0, 7), pipsAt(s, 1, 7), pipsAt(s, 0, 6), pipsAt(s, 1, 6)]).toEqual([6, 5, 4, 3]);
    expect([pipsAt(s, 7, 7), pipsAt(s, 7, 6), pipsAt(s, 6, 7), pipsAt(s, 6, 6)]).toEqual([6, 5, 4, 3]);
    const two = unwrap(pipfall.setup({ seats: 2, variants: [] }, 1)).state;
    expect(openingCells(1, 2).map((c) => pipsAt(two, c.row, c.col))).toEqual([6, 5, 4, 3]);
    expect(two.board[0]![4]!.owner).toBe(1);
    const ids = two.board
      .flat()
      .filter((d) => d)
      .map((d) => d!.id)
      .sort((a, b) => a - b);
    expect(ids).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('Rolled Opening: four dice rolled from the game RNG, sorted high to low into the 6, 5, 4, 3 slots', () => {
    let differs = false;
    for (let seed = 1; seed <= 6; seed++) {
      const s = unwrap(pipfall.setup({ seats: 3, variants: ['rolled-opening'] }, seed)).state;
      const again = unwrap(pipfall.setup({ seats: 3, variants: ['rolled-opening'] }, seed)).state;
      expect(again.board).toEqual(s.board);
      for (let seat = 0; seat < 3; seat++) {
        const p = openingCells(seat, 3).map((c) => pipsAt(s, c.row, c.col));
        expect(p).toEqual(p.slice().sort((a, b) => b - a));
        if (p.join() !== '6,5,4,3') differs = true;
      }
    }
    expect(differs).toBe(true);
  });
});

group('pipfall: deck, Restore cards and dealing', () => {
  it('deck: the 48 cards without the club faces; Restore cards AC, KC, QC, JC go to the seats in seat order', () => {
    const s = unwrap(pipfall.setup({ seats: 4, variants: [] }, 3)).state;
    const cards = [...s.deck.draw, ...s.seats.flatMap((h) => h.hand)];
    expect(new Set(cards)).toEqual(new Set(DECK_48));
    expect(s.seats.map((h) => h.restoreCard)).toEqual(['AC', 'KC', 'QC', 'JC']);
    const two = unwrap(pipfall.setup({ seats: 2, variants: [] }, 3)).state;
    expect(two.seats.map((h) => h.restoreCard)).toEqual(['AC', 'KC']);
    expect(two.retired).toEqual(['QC', 'JC']);
  });

  it('a stacked deck must hold each of the 48 cards once (a club face card is refused)', () => {
    const r = pipfall.setup({ seats: 2, variants: [], deck: ['AC', ...DECK_48.slice(1)] }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_DECK');
  });

  it('dealing: 4 each, one card at a time clockwise from the First Player; a stacked deck lists the top card first', () => {
    const top: Card[] = ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS'];
    const s = unwrap(pipfall.setup({ seats: 3, variants: [], deck: stack(top), firstPlayer: 1 }, 1)).state;
    expect(s.seats[1]!.hand).toEqual(['2S', '5S', '8S', 'JS']);
    expect(s.seats[2]!.hand).toEqual(['3S', '6S', '9S', 'QS']);
    expect(s.seats[0]!.hand).toEqual(['4S', '7S', 'TS', 'KS']);
    expect(s.firstPlayer).toBe(1);
  });

  it('dealt hands are secret events: each dealt event is visible only to its seat', () => {
    const r = unwrap(pipfall.setup({ seats: 2, variants: [] }, 9));
    const dealt = all([...r.events], 'dealt');
    expect(dealt.map((e) => e.visibleTo)).toEqual([[0], [1]]);
  });
});

group('pipfall: programming', () => {
  it('programming: three cards in slot order plus the Initiative card, 24 ways; simultaneous and secret', () => {
    let s = start({
      top: dealTop([
        ['2S', '3S', '4S', '5S'],
        ['2H', '3H', '4H', '5H'],
      ]),
    });
    expect(pipfall.toAct(s)).toEqual([0, 1]);
    expect(pipfall.legalActions(s, 0)).toHaveLength(24);
    s = play(s, { type: 'program', seat: 1, cards: ['5H', '4H', '3H'], initiative: '2H' });
    expect(pipfall.toAct(s)).toEqual([0]);
    const v0 = JSON.stringify(pipfall.view(s, 0));
    expect(v0).not.toMatch(/"[2-5]H"/);
    expect(pipfall.view(s, 0).seats[1]!.programmed).toBe(true);
  });

  it('programming: a card not in hand, or one card twice, is refused and nothing changes', () => {
    const s = start({
      top: dealTop([
        ['2S', '3S', '4S', '5S'],
        ['2H', '3H', '4H', '5H'],
      ]),
    });
    const before = JSON.stringify(s);
    for (const a of [
      { type: 'program', seat: 0, cards: ['2S', '3S', '4S'], initiative: '2H' },
      { type: 'program', seat: 0, cards: ['2S', '2S', '4S'], initiative: '5S' },
    ] as const) {
      const r = pipfall.apply(s, a);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe('ERR_CARDS');
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});

group('pipfall: lane placement', () => {
  /** 7x7, one die each: seat 0 at (6,0), seat 1 at (0,1), seat 2 at (3,6). */
  const TRIO: Placed[] = [
    [6, 0, 0, 5],
    [0, 1, 1, 5],
    [3, 6, 2, 5],
  ];

  it('lane placement: three cycles, clockwise from the First Player, each placing the marker numbered for the cycle', () => {
    let s = start({
      seats: 3,
      firstPlayer: 2,
      dice: TRIO,
      top: dealTop([
        ['2D', '3D', '4D', '5D'],
        ['2S', '3S', '4S', '5S'],
        ['2H', '3H', '4H', '5H'],
      ]),
    });
    s = programDealt(s);
    expect(s.phase).toBe('place');
    expect(pipfall.toAct(s)).toEqual([2]);
    const log: PipfallEvent[] = [];
    placeAllTracked(s, [row(3), row(6), row(0), col(6), col(0), col(1)], log);
    expect(all(log, 'markerPlaced').map((e) => [e.seat, e.slot])).toEqual([
      [2, 0],
      [0, 0],
      [1, 0],
      [2, 1],
      [0, 1],
      [1, 1],
    ]);
    expect(all(log, 'markerOnCard').map((e) => [e.seat, e.slot])).toEqual([
      [2, 2],
      [0, 2],
      [1, 2],
    ]);
  });

  it('a marker must go on an unclaimed lane holding at least one of its dice; no two markers share a lane', () => {
    let s = start({
      dice: [
        [4, 0, 0, 5],
        [4, 4, 1, 6],
      ],
      top: dealTop([
        ['2S', '3S', '4S', '5S'],
        ['2H', '3H', '4H', '5H'],
      ]),
    });
    s = programDealt(s);
    expect(pipfall.legalActions(s, 0).map((a) => a.type === 'place' && a.lane)).toEqual([row(4), col(0)]);
    expect(pipfall.apply(s, { type: 'place', seat: 0, lane: row(2) }).ok).toBe(false);
    s = place(s, row(4));
    // Seat 1 shares row 4 but it is claimed now.
    expect(pipfall.legalActions(s, 1).map((a) => a.type === 'place' && a.lane)).toEqual([col(4)]);
    const r = pipfall.apply(s, { type: 'place', seat: 1, lane: row(4) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_LANE');
  });

  it('no unclaimed lane with an own die: the marker goes on the programmed card, which is cancelled, never revealed and causes no decay', () => {
    const log: PipfallEvent[] = [];
    let s = duel('TC', [], [], undefined, log);
    expect(all(log, 'markerOnCard').map((e) => [e.seat, e.slot])).toEqual([
      [0, 2],
      [1, 2],
    ]);
    s = playFirstUntil(s, (x) => x.phase !== 'activate', log);
    expect(log.some((e) => e.type === 'cardRevealed' && e.slot === 2)).toBe(false);
    // Every card used was a club held as power: nothing decayed.
    expect(first(log, 'decayed')).toBeUndefined();
    // The cancelled cards (3C, 6C) stay hidden and go to the discards at cleanup.
    expect(s.deck.discard).toEqual(expect.arrayContaining(['3C', '6C']));
    expect(JSON.stringify(pipfall.view(s, 1))).not.toContain('"3C"');
  });
});

/** Places lanes one by one, logging events. */
function placeAllTracked(s: PipfallState, lanes: readonly Lane[], log: PipfallEvent[]): PipfallState {
  for (const l of lanes) s = place(s, l, log);
  return s;
}

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

group('pipfall: activation and movement', () => {
  it('a number card moves 0-3 cells in a straight orthogonal line staying on the board, or uses its power', () => {
    const s = duel('5S');
    const acts = pipfall.legalActions(s, 0);
    // From the corner (4,0) of a 5x5 board: up 1-3, right 1-3, a zero move, the power.
    expect(acts).toHaveLength(8);
    expect(acts.every((a) => a.type === 'activate' && a.die === 0)).toBe(true);
    expect(pipfall.apply(s, { type: 'activate', seat: 0, die: 0, use: move('down', 1) }).ok).toBe(false);
    expect(pipfall.apply(s, { type: 'activate', seat: 0, die: 0, use: move('up', 4) }).ok).toBe(false);
  });

  it('face cards (J, Q, K and A) use the suit power only', () => {
    for (const c of ['JS', 'QH', 'KD', 'AH'] as Card[]) {
      const s = duel(c);
      expect(pipfall.legalActions(s, 0)).toEqual([{ type: 'activate', seat: 0, die: 0, use: power }]);
      const r = pipfall.apply(s, { type: 'activate', seat: 0, die: 0, use: move('up', 1) });
      expect(r.ok).toBe(false);
    }
  });

  it('movement: the die moves and decays by 1; passing through dice is allowed', () => {
    const log: PipfallEvent[] = [];
    let s = duel('5S', [[3, 0, 1, 2]], [], [row(4), row(0), col(0), col(4)]);
    s = act(s, 0, move('up', 2), log);
    expect(first(log, 'moved')).toMatchObject({
      from: { row: 4, col: 0 },
      to: { row: 2, col: 0 },
      path: [
        { row: 3, col: 0 },
        { row: 2, col: 0 },
      ],
      pips: 5,
    });
    expect(pipsAt(s, 2, 0)).toBe(4);
    expect(pipsAt(s, 3, 0)).toBe(2);
    expect(pipsAt(s, 4, 0)).toBe(0);
    expect(first(log, 'combat')).toBeUndefined();
  });

  it('a chosen 0-cell move stays on its own cell and decays, without combat', () => {
    const log: PipfallEvent[] = [];
    const s = act(duel('5S'), 0, move('up', 0), log);
    expect(pipsAt(s, 4, 0)).toBe(4);
    expect(first(log, 'decayed')).toMatchObject({ die: 0, from: 5, to: 4 });
    expect(first(log, 'combat')).toBeUndefined();
  });

  it('a 1-pip die that moves, zero moves included, is removed by its decay', () => {
    const log: PipfallEvent[] = [];
    const s = act(
      round({
        dice: [
          [4, 0, 0, 1],
          [0, 4, 1, 6],
        ],
        hands: [
          ['5S', '2C', '3C', 'AS'],
          ['4C', '5C', '6C', '2D'],
        ],
        lanes: [row(4), row(0), col(0), col(4)],
      }),
      0,
      move('right', 0),
      log,
    );
    expect(pipsAt(s, 4, 0)).toBe(0);
    expect(first(log, 'removed')).toMatchObject({ seat: 0, die: 0 });
  });

  it('the die is chosen at activation time from the lane as it is then: dice may have left it since placement', () => {
    // Seat 0: die 0 at (4,0), die 2 at (4,2). Marker 1 on column 2, marker 2 on row 4.
    let s = round({
      dice: [
        [4, 0, 0, 5],
        [0, 4, 1, 6],
        [4, 2, 0, 4],
      ],
      hands: [
        ['5S', '6S', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes: [col(2), row(0), row(4), col(4)],
    });
    expect(new Set(pipfall.legalActions(s, 0).map((a) => a.type === 'activate' && a.die))).toEqual(new Set([2]));
    s = act(s, 2, move('up', 2));
    s = act(s, 1, power);
    // Row 4 held both dice at placement; die 2 has left it (and activated): only die 0 is offered.
    expect(new Set(pipfall.legalActions(s, 0).map((a) => a.type === 'activate' && a.die))).toEqual(new Set([0]));
  });

  it('a die cannot be activated twice in a round: a lane whose only own die has activated is a null action', () => {
    const log: PipfallEvent[] = [];
    let s = duel('TC', [], [], undefined, log);
    s = act(s, 0, power, log);
    act(s, 1, power, log);
    // Card 2 (2C) on column 0: die 0 is there but already activated.
    expect(log.filter((e) => e.type === 'nullAction' && e.seat === 0)).toEqual([{ type: 'nullAction', seat: 0, slot: 1, card: '2C' }]);
  });

  it('no own unactivated die in the lane: null action, no effect, no decay', () => {
    // Seat 1 wins initiative and kills seat 0's die before seat 0 acts.
    const log: PipfallEvent[] = [];
    const s = round(
      {
        dice: [
          [4, 0, 0, 3],
          [1, 0, 1, 6],
        ],
        hands: [
          ['5S', '2C', '3C', '2D'],
          ['4S', '5C', '6C', 'AS'],
        ],
        lanes: [row(4), row(1), col(4 - 4)],
      },
      log,
    );
    expect(pipfall.toAct(s)).toEqual([1]);
    act(s, 1, move('down', 3), log);
    expect(first(log, 'combat')).toMatchObject({ result: 'attackerWins' });
    // Seat 0 now has no die: its revealed cards are null actions, with no decay.
    expect(all(log, 'nullAction').map((e) => [e.seat, e.slot])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(log.filter((e) => e.type === 'decayed' && e.seat === 0)).toEqual([]);
  });

  it('a seat that loses its last die mid-round reveals its remaining cards in turn as null actions', () => {
    const log: PipfallEvent[] = [];
    let s = round(
      {
        dice: [
          [4, 0, 0, 3],
          [1, 0, 1, 6],
          [0, 4, 1, 5],
        ],
        hands: [
          ['5S', '2C', '3C', '2D'],
          ['4S', '5C', '6C', 'AS'],
        ],
        lanes: [row(4), row(1), col(0), row(0), col(4)],
      },
      log,
    );
    s = act(s, 1, move('down', 3), log);
    playFirstUntil(s, (x) => x.phase !== 'activate', log);
    const mine = log.filter((e) => (e.type === 'cardRevealed' || e.type === 'nullAction') && e.seat === 0).map((e) => `${e.type}:${(e as { slot: number }).slot}`);
    // Seat 0's third marker went on its card (no free lane): that card is never revealed.
    expect(mine).toEqual(['cardRevealed:0', 'nullAction:0', 'cardRevealed:1', 'nullAction:1']);
  });
});

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

group('pipfall: cleanup and Restore', () => {
  /** Seat 0 has lost a die (3 left, corner empty); seat 1 has its full opening. */
  const dice: Placed[] = [
    [3, 0, 0, 5],
    [4, 1, 0, 4],
    [3, 1, 0, 3],
    [0, 4, 1, 6],
    [1, 4, 1, 5],
    [0, 3, 1, 4],
    [1, 3, 1, 3],
  ];
  const toRestore = (firstPlayer = 0): PipfallState =>
    playFirstUntil(
      start({
        dice,
        firstPlayer,
        top: dealTop([
          ['2C', '3C', '4C', '5C'],
          ['6C', '7C', '8C', '9C'],
        ]),
      }),
      (x) => x.phase === 'restore' || x.round > 1,
    );

  it('cleanup: all programmed and Initiative cards are discarded', () => {
    const s = toRestore();
    expect(s.deck.discard.slice().sort()).toEqual(['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C'].sort());
  });

  it('Restore: offered only when it would succeed; the die enters the empty own corner at 4 pips and the card leaves the game', () => {
    let s = toRestore();
    expect(s.phase).toBe('restore');
    expect(pipfall.toAct(s)).toEqual([0]);
    expect(pipfall.legalActions(s, 0)).toEqual([
      { type: 'restore', seat: 0, use: true },
      { type: 'restore', seat: 0, use: false },
    ]);
    const log: PipfallEvent[] = [];
    s = play(s, { type: 'restore', seat: 0, use: true }, log);
    expect(s.board[4]![0]).toEqual({ id: 100, owner: 0, pips: 4 });
    expect(first(log, 'restored')).toMatchObject({ seat: 0, card: 'AC', cell: { row: 4, col: 0 } });
    expect(s.seats[0]!.restoreCard).toBeNull();
    expect(s.retired).toContain('AC');
    expect(s.round).toBe(2);
  });

  it('Restore may be declined; the card is kept for later', () => {
    const log: PipfallEvent[] = [];
    const s = play(toRestore(), { type: 'restore', seat: 0, use: false }, log);
    expect(first(log, 'restoreDeclined')).toEqual({ type: 'restoreDeclined', seat: 0 });
    expect(s.seats[0]!.restoreCard).toBe('AC');
    expect(s.board[4]![0]).toBeNull();
  });

  it('Restore needs an own die on the board, an empty own corner, a removed die and an unused card', () => {
    const base = start({ dice });
    expect(canRestore(base, 0)).toBe(true);
    expect(canRestore(base, 1)).toBe(false); // no die removed
    const corner = { ...base, board: base.board.map((r, i) => (i === 4 ? r.map((d, c) => (c === 0 ? { id: 50, owner: 1, pips: 2 as const } : d)) : r)) };
    expect(canRestore(corner, 0)).toBe(false); // corner occupied, by any die
    const used = { ...base, seats: base.seats.map((h, i) => (i === 0 ? { ...h, restoreCard: null } : h)) };
    expect(canRestore(used, 0)).toBe(false); // once per game
    const none = start({ dice: [[0, 4, 1, 6]] });
    expect(canRestore(none, 0)).toBe(false); // no die left: Restore cannot save a seat
  });

  it('restore window: from the First Player, clockwise', () => {
    const both: Placed[] = [
      [3, 0, 0, 5],
      [4, 1, 0, 4],
      [1, 4, 1, 5],
      [0, 3, 1, 4],
    ];
    let s = playFirstUntil(
      start({
        dice: both,
        firstPlayer: 1,
        top: dealTop([
          ['6C', '7C', '8C', '9C'],
          ['2C', '3C', '4C', '5C'],
        ]),
      }),
      (x) => x.phase === 'restore',
    );
    expect(s.pending).toEqual({ kind: 'restore', seat: 1 });
    s = play(s, { type: 'restore', seat: 1, use: false });
    expect(s.pending).toEqual({ kind: 'restore', seat: 0 });
  });

  it('elimination: a seat with no dice after the restore window is out; it is skipped in dealing and the First Player marker passes to the next seat still in', () => {
    // 3 players, First Player 1. Seat 0 (AS) attacks seat 2's only die in the first cycle.
    const log: PipfallEvent[] = [];
    let s = round(
      {
        seats: 3,
        firstPlayer: 1,
        dice: [
          [6, 0, 0, 6],
          [0, 3, 1, 5],
          [4, 0, 2, 2],
        ],
        hands: [
          ['2H', '3H', '4H', '5H'],
          ['2D', '3D', '4D', '5D'],
          ['5S', '2C', '3C', 'AS'],
        ],
        lanes: [row(0), row(4), row(6), col(3), col(0)],
      },
      log,
    );
    expect(pipfall.toAct(s)).toEqual([0]);
    s = act(s, 0, move('up', 2), log);
    s = playFirstUntil(s, (x) => x.round > 1, log);
    expect(first(log, 'eliminated')).toEqual({ type: 'eliminated', seat: 2 });
    expect(s.seats[2]!.eliminated).toBe(true);
    expect(s.firstPlayer).toBe(0);
    expect(s.seats[2]!.hand).toEqual([]);
    expect(s.seats[0]!.hand).toHaveLength(4);
    expect(pipfall.toAct(s)).toEqual([0, 1]);
    const dealtRound2 = log
      .slice(log.findIndex((e) => e.type === 'roundStarted' && e.round === 2))
      .filter((e) => e.type === 'dealt')
      .map((e) => (e as { seat: number }).seat);
    expect(dealtRound2).toEqual([0, 1]);
  });

  it('cleanup: the First Player marker moves to the next seat clockwise', () => {
    const s = play(toRestore(1), { type: 'restore', seat: 0, use: false });
    expect(s.firstPlayer).toBe(0);
    const t = play(toRestore(0), { type: 'restore', seat: 0, use: false });
    expect(t.firstPlayer).toBe(1);
  });
});

group('pipfall: deck cycles and the end of the game', () => {
  /** Plays calm rounds (powers, no restores), resetting the board each round so nobody is eliminated. */
  function schedule(seats: 2 | 3 | 4): { completed: number[]; reshuffledIn: number[]; end: PipfallState } {
    let s = unwrap(pipfall.setup({ seats, variants: [] }, 5)).state;
    const opening = s.board;
    const log: PipfallEvent[] = [];
    while (!s.outcome) {
      const r = s.round;
      s = playFirstUntil(s, (x) => x.round !== r, log);
      s = { ...s, board: opening };
    }
    let round = 1;
    const completed: number[] = [];
    const reshuffledIn: number[] = [];
    for (const e of log) {
      if (e.type === 'roundStarted') round = e.round;
      if (e.type === 'cycleCompleted') completed.push(round);
      if (e.type === 'reshuffled') reshuffledIn.push(round);
    }
    return { completed, reshuffledIn, end: s };
  }

  it("end by cycles: 2 players play 2 cycles and the game ends after round 12's action phase", () => {
    const { completed, end } = schedule(2);
    expect(completed).toEqual([6, 12]);
    expect(end.round).toBe(12);
    expect(end.outcome!.reason).toMatch(/^cycles/);
  });

  it('end by cycles: 3 players play 3 cycles and the game ends after round 12; 4 players after round 9', () => {
    const three = schedule(3);
    expect(three.completed).toEqual([4, 8, 12]);
    expect(three.end.round).toBe(12);
    const four = schedule(4);
    expect(four.completed).toEqual([3, 6, 9]);
    expect(four.end.round).toBe(9);
  });

  it('a deck that runs dry exactly at the end of a deal completed its cycle in that round; the reshuffle before the next deal is not another completion', () => {
    const { completed, reshuffledIn } = schedule(2);
    expect(reshuffledIn).toEqual([7]);
    expect(completed).not.toContain(7);
  });

  it('a draw deck that cannot deal a full round deals what is left, then the discards are shuffled in to finish the deal; that round completes the cycle', () => {
    let s = start({
      seats: 3,
      top: dealTop([
        ['2S', '3S', '4S', '5S'],
        ['2H', '3H', '4H', '5H'],
        ['2D', '3D', '4D', '5D'],
      ]),
    });
    // Leave 5 cards to draw (as after eliminations); the other 31 undealt cards are in the discards.
    s = { ...s, deck: { draw: s.deck.draw.slice(0, 5), discard: s.deck.draw.slice(5) } };
    const log: PipfallEvent[] = [];
    s = playFirstUntil(s, (x) => x.round > 1, log);
    const deal = log.slice(log.findIndex((e) => e.type === 'roundStarted'));
    const kinds = deal.filter((e) => e.type === 'cycleCompleted' || e.type === 'reshuffled').map((e) => e.type);
    expect(kinds).toEqual(['cycleCompleted', 'reshuffled']);
    expect(s.cycles).toBe(1);
    expect(s.seats.every((h) => h.hand.length === 4)).toBe(true);
    expect(s.deck.draw.length).toBe(31 + 12 - 7);
  });

  it('end by elimination: at the end of an action phase with at most one player holding dice, the game ends at once, without a restore', () => {
    // Seat 0 has lost dice and its corner is empty, but the game ends before any restore.
    const log: PipfallEvent[] = [];
    let s = round(
      {
        dice: [
          [2, 0, 0, 6],
          [0, 0, 1, 2],
        ],
        hands: [
          ['5S', '2C', '3C', 'AS'],
          ['4C', '5C', '6C', '2D'],
        ],
        lanes: [col(0), row(0), row(2)],
      },
      log,
    );
    s = act(s, 0, move('up', 2), log);
    s = playFirstUntil(s, () => false, log);
    expect(s.outcome).toEqual({ winners: [0], reason: 'elimination', scores: [5, 0] });
    expect(first(log, 'restored')).toBeUndefined();
    expect(s.round).toBe(1);
  });

  it('end by elimination is checked before the cycles end', () => {
    let s = round({
      dice: [
        [2, 0, 0, 6],
        [0, 0, 1, 2],
      ],
      hands: [
        ['5S', '2C', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes: [col(0), row(0), row(2)],
    });
    s = { ...s, lastRound: true };
    s = playFirstUntil(act(s, 0, move('up', 2)), () => false);
    expect(s.outcome!.reason).toBe('elimination');
  });

  it('nobody has dice at the end of the action phase: the players who had dice at its start share a draw', () => {
    let s = round({
      dice: [
        [2, 0, 0, 5],
        [0, 0, 1, 5],
      ],
      hands: [
        ['5S', '2C', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes: [col(0), row(0), row(2)],
    });
    s = playFirstUntil(act(s, 0, move('up', 2)), () => false);
    expect(s.outcome).toEqual({ winners: [0, 1], reason: 'draw', scores: [0, 0] });
  });

  it('scoring at a cycles end: total pips, then more dice, then a shared victory; no restore then', () => {
    const log: PipfallEvent[] = [];
    // Seat 0: 5+4 = 9 pips on 2 dice, corner empty (Restore would be possible); seat 1: 6+3 = 9 pips on 2 dice.
    let s = start({
      dice: [
        [3, 0, 0, 5],
        [3, 1, 0, 4],
        [0, 4, 1, 6],
        [1, 4, 1, 3],
      ],
      top: dealTop([
        ['2C', '3C', '4C', '5C'],
        ['6C', '7C', '8C', '9C'],
      ]),
    });
    s = { ...s, lastRound: true };
    s = playFirstUntil(s, () => false, log);
    expect(s.outcome).toEqual({ winners: [0, 1], reason: 'cyclesShared', scores: [9, 9] });
    expect(first(log, 'restored')).toBeUndefined();
    const more = {
      ...s,
      board: boardOf(5, [
        [3, 0, 0, 5],
        [3, 1, 0, 4],
        [0, 4, 1, 6],
        [1, 4, 1, 2],
        [2, 2, 1, 1],
      ]),
      outcome: null,
    };
    expect(cyclesOutcome(more)).toEqual({ winners: [1], reason: 'cycles', scores: [9, 9] });
    const pips = {
      ...more,
      board: boardOf(5, [
        [3, 0, 0, 6],
        [3, 1, 0, 4],
        [0, 4, 1, 6],
        [1, 4, 1, 3],
      ]),
    };
    expect(cyclesOutcome(pips)).toEqual({ winners: [0], reason: 'cycles', scores: [10, 9] });
  });

  it('scoring: every seat still in is scored, one without dice at 0 pips; eliminated seats are not', () => {
    const s = start({
      seats: 3,
      dice: [
        [6, 0, 0, 2],
        [0, 0, 1, 1],
      ],
    });
    expect(cyclesOutcome(s)).toEqual({ winners: [0], reason: 'cycles', scores: [2, 1, 0] });
    const out = { ...s, seats: s.seats.map((h, i) => (i === 2 ? { ...h, eliminated: true } : h)) };
    expect(cyclesOutcome(out).winners).toEqual([0]);
  });
});

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
