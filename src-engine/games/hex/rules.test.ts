/**
 * One test per PipFall Hex rule (rulebook seeds/001, RULINGS.md "Suit powers", "hex" and its
 * "Settled details", docs/rules/hex.md), on stacked decks and hand-built battlefields on
 * Crossfire. Test names quote or paraphrase the rule. Hexes are (row, col), 0-based.
 */
import { describe as group, expect, it } from 'vitest';
import { DECK_52, type Card } from '../../core/cards';
import type { Seat } from '../../core/game';
import { unwrap } from '../../core/result';
import { hex } from './index';
import { scoreOutcome } from './rules';
import type { HexAction, HexEvent, HexState, Trophy } from './state';
import { actor, all, die, first, move, play, power, programAll, reinforce, scenario, stack, start, type Placed } from './testkit';

/**
 * A hand ready to resolve: each seat holds its program plus one spare card (the lowest unused
 * spades-first card, left out), and programs it. `log` collects the events from programming on.
 */
function ready(
  o: { seats?: 2 | 3 | 4; firstPlayer?: Seat; dice: readonly Placed[]; programs: readonly (readonly Card[])[]; reserve?: readonly number[]; top?: readonly Card[] },
  log?: HexEvent[],
): HexState {
  const used = new Set(o.programs.flat());
  const spares = DECK_52.filter((c) => !used.has(c) && !(o.top ?? []).includes(c));
  const hands = o.programs.map((p, i) => [...p, spares[i]!]);
  const s = scenario({ seats: o.seats ?? 2, firstPlayer: o.firstPlayer ?? 0, dice: o.dice, hands, ...(o.reserve ? { reserve: o.reserve } : {}), ...(o.top ? { top: o.top } : {}) });
  return programAll(s, o.programs, log);
}

const types = (actions: readonly HexAction[]): string[] => [...new Set(actions.map((a) => a.type))].sort();
const cellsOf = (...pairs: [number, number][]) => pairs.map(([row, col]) => ({ row, col }));

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

  it('programming: each player orders as many cards as it has dice and chooses which card to leave out: (n+1)! programs', () => {
    const s = start({ seats: 2 });
    const legal = hex.legalActions(s, 0);
    expect(legal).toHaveLength(24);
    expect(new Set(legal.map((a) => a.type === 'program' && a.leftOut)).size).toBe(4);
    expect(legal.every((a) => a.type === 'program' && a.cards.length === 3)).toBe(true);
    expect(hex.toAct(s)).toEqual([0, 1]);
  });

  it('programming is secret: other hands, programs and left-out cards are hidden; the left-out card goes face down', () => {
    let s = start({ seats: 2, top: DECK_52.slice(0, 8) });
    const h0 = s.seats[0]!.hand;
    s = play(s, { type: 'program', seat: 0, cards: [h0[2]!, h0[0]!, h0[1]!], leftOut: h0[3]! });
    const other = JSON.stringify(hex.view(s, 1));
    for (const c of h0) expect(other).not.toContain(`"${c}"`);
    expect(hex.view(s, 1).seats[0]!.programmed).toBe(true);
    expect(hex.view(s, 0).seats[0]!.leftOut).toBe(h0[3]);
    expect(hex.view(s, 0).seats[0]!.program).toEqual([h0[2], h0[0], h0[1]]);
  });

  it('a program must use the cards in hand, each once, with exactly one left out (ERR_CARDS, nothing changes)', () => {
    const s = start({ seats: 2, top: DECK_52.slice(0, 8) });
    const h = s.seats[0]!.hand;
    const before = JSON.stringify(s);
    for (const a of [
      { type: 'program', seat: 0, cards: [h[0]!, h[1]!], leftOut: h[2]! },
      { type: 'program', seat: 0, cards: [h[0]!, h[0]!, h[1]!], leftOut: h[3]! },
      { type: 'program', seat: 0, cards: [h[0]!, h[1]!, h[2]!], leftOut: 'AC' },
    ] as const) {
      const r = hex.apply(s, a);
      expect(!r.ok && r.error).toBe('ERR_CARDS');
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});

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

group('hex: card actions', () => {
  /** P1 (die 0 at (2,5), location A empty, 2 in reserve) resolves `card` first. */
  const resolvingWith = (card: Card): HexState =>
    ready({
      dice: [
        [2, 5, 0, 4],
        [7, 4, 1, 4],
      ],
      programs: [[card], ['2C']],
    });

  it('number cards (2-10) move an eligible die 0-3 hexes or use the suit power', () => {
    const s = resolvingWith('7S');
    const legal = hex.legalActions(s, 0);
    expect(types(legal)).toEqual(['move', 'power']);
    expect(legal.filter((a) => a.type === 'power')).toHaveLength(1);
  });

  it('aces must use the suit power (no movement)', () => {
    const legal = hex.legalActions(resolvingWith('AS'), 0);
    expect(legal).toEqual([{ type: 'power', seat: 0, die: 0 }]);
  });

  it('jacks, queens and kings use the suit power or Reinforce; face cards cannot be used for movement (ERR_USE)', () => {
    for (const card of ['JD', 'QH', 'KS'] as Card[]) {
      const s = resolvingWith(card);
      expect(types(hex.legalActions(s, 0))).toEqual(['power', 'reinforce']);
      const r = hex.apply(s, { type: 'move', seat: 0, die: 0, to: { row: 2, col: 4 } });
      expect(!r.ok && r.error).toBe('ERR_USE');
    }
  });

  it("suit powers only target the owner's own eligible die (ERR_DIE, nothing changes)", () => {
    const s = resolvingWith('7H');
    const before = JSON.stringify(s);
    const r = hex.apply(s, { type: 'power', seat: 0, die: 5 });
    expect(!r.ok && r.error).toBe('ERR_DIE');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('if casualties leave a player without an eligible die, its card is discarded with no effect', () => {
    const log: HexEvent[] = [];
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
    s = move(s, 5, [2, 5], log);
    s = power(s, 1, log);
    expect(first(log, 'cardDiscarded')).toEqual({ type: 'cardDiscarded', seat: 0, card: '4C', reason: 'noUse' });
    expect(s.hand).toBe(2);
  });

  it('without an eligible die a Jack, Queen or King may still Reinforce', () => {
    let s = ready({
      dice: [
        [2, 5, 0, 2],
        [7, 2, 0, 4],
        [2, 6, 1, 5],
      ],
      programs: [['3C', 'KC'], ['9C']],
    });
    s = move(s, 5, [2, 5]);
    s = power(s, 1);
    expect(actor(s)).toBe(0);
    expect(hex.legalActions(s, 0)).toEqual([
      { type: 'reinforce', seat: 0, at: { row: 0, col: 0 } },
      { type: 'reinforce', seat: 0, at: { row: 0, col: 1 } },
      { type: 'reinforce', seat: 0, at: { row: 1, col: 0 } },
    ]);
  });

  it('a card with a legal use must be used: a number card may move 0 hexes, which still decays', () => {
    const log: HexEvent[] = [];
    const s = move(resolvingWith('5C'), 0, [2, 5], log);
    expect(first(log, 'moved')).toMatchObject({ die: 0, from: { row: 2, col: 5 }, to: { row: 2, col: 5 }, path: [] });
    expect(first(log, 'combat')).toBeUndefined();
    expect(first(log, 'decayed')).toMatchObject({ die: 0, from: 4, to: 3 });
    expect(die(s, 0)).toMatchObject({ row: 2, col: 5, pips: 3 });
  });

  it('an Ace must use its power even if that kills the die (Diamonds on a 2)', () => {
    const s = ready({
      dice: [
        [2, 5, 0, 2],
        [7, 2, 0, 4],
        [7, 4, 1, 4],
      ],
      programs: [['AD', '3C'], ['2C']],
    });
    expect(hex.legalActions(s, 0).filter((a) => a.type === 'power' && a.die === 0)).toHaveLength(1);
    expect(die(power(s, 0), 0)).toBeUndefined();
  });
});

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

group('hex: elimination and the end of the game', () => {
  it('a player is eliminated at once when it has no dice on the battlefield (reserve dice do not prevent it): its revealed card is discarded, its unrevealed cards go face down, its reserve stays out', () => {
    const log: HexEvent[] = [];
    let s = ready(
      {
        seats: 3,
        dice: [
          [2, 5, 0, 2],
          [6, 5, 0, 2],
          [2, 6, 1, 4],
          [6, 6, 2, 4],
        ],
        programs: [['3C', 'KC'], ['9S'], ['8S']],
      },
      log,
    );
    expect(first(log, 'revealed')!.order).toEqual([1, 2, 0]);
    s = move(s, 5, [2, 5], log);
    expect(s.seats[0]!.eliminated).toBe(false);
    s = move(s, 10, [6, 5], log);
    expect(s.seats[0]!.eliminated).toBe(true);
    expect(s.seats[0]!.reserve).toBe(2);
    expect(all(log, 'eliminated')).toEqual([{ type: 'eliminated', seat: 0 }]);
    expect(first(log, 'cardDiscarded')).toEqual({ type: 'cardDiscarded', seat: 0, card: '3C', reason: 'eliminated' });
    expect(s.hand).toBe(2);
    expect(s.discardHidden).toContain('KC');
    expect(s.discardOpen).toContain('3C');
    expect(hex.toAct(s)).toEqual([1, 2]);
    expect(s.seats[0]!.hand).toEqual([]);
  });

  it('several players can go out at once; the game ends when at most one has dice, and trophies decide (the last survivor does not win automatically)', () => {
    const log: HexEvent[] = [];
    const s = move(
      ready({
        seats: 3,
        dice: [
          [2, 5, 0, 3],
          [2, 6, 1, 3],
          [6, 6, 2, 4],
        ],
        programs: [['9S'], ['2S'], ['2H']],
      }),
      0,
      [2, 6],
      log,
    );
    expect(all(log, 'eliminated').map((e) => e.seat)).toEqual([0, 1]);
    expect(s.phase).toBe('over');
    expect(s.outcome).toEqual({ winners: [0, 1], reason: 'eliminationShared', scores: [1, 1, 0] });
  });

  it('eliminated seats are scored with their trophies: a player knocked out with more trophies still wins', () => {
    const trophies: Trophy[] = [
      { die: 7, owner: 1, pips: 4 },
      { die: 8, owner: 1, pips: 4 },
    ];
    const s0 = ready({
      dice: [
        [2, 5, 0, 2],
        [2, 6, 1, 6],
      ],
      programs: [['9S'], ['2C']],
    });
    const s = move({ ...s0, seats: s0.seats.map((h, i) => (i === 0 ? { ...h, trophies } : h)) }, 0, [2, 6]);
    expect(s.seats[0]!.eliminated).toBe(true);
    expect(s.outcome).toEqual({ winners: [0], reason: 'elimination', scores: [2, 1] });
  });

  it('if no players remain because the final combat destroyed both, the game still ends', () => {
    const log: HexEvent[] = [];
    const s = move(
      ready({
        dice: [
          [2, 5, 0, 3],
          [2, 6, 1, 3],
        ],
        programs: [['9S'], ['2C']],
      }),
      0,
      [2, 6],
      log,
    );
    expect(s.seats.every((h) => h.eliminated)).toBe(true);
    expect(s.outcome).toEqual({ winners: [0, 1], reason: 'eliminationShared', scores: [1, 1] });
    expect(first(log, 'gameOver')).toMatchObject({ trophyPips: [3, 3] });
    expect(hex.toAct(s)).toEqual([]);
  });

  it('scoring: the most trophies wins; a tie goes to the highest total of trophy pips; still tied, the tied players share the victory', () => {
    const t = (...pips: number[]): Trophy[] => pips.map((p, i) => ({ die: i, owner: 0, pips: p as 1 }));
    const seats = (...lists: Trophy[][]) => ({ seats: lists.map((trophies) => ({ trophies })) as unknown as HexState['seats'] });
    expect(scoreOutcome(seats(t(1, 1, 1), t(6, 6), t()), 'rounds')).toEqual({ winners: [0], reason: 'rounds', scores: [3, 2, 0] });
    expect(scoreOutcome(seats(t(3, 4), t(6, 1), t(5, 1)), 'rounds')).toEqual({ winners: [0, 1], reason: 'roundsShared', scores: [2, 2, 2] });
    expect(scoreOutcome(seats(t(3, 4), t(6, 2), t(5, 4)), 'rounds').winners).toEqual([2]);
    expect(scoreOutcome(seats(t(), t()), 'elimination')).toEqual({ winners: [0, 1], reason: 'eliminationShared', scores: [0, 0] });
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

group('hex: stacked decks', () => {
  it('a stacked deck lists the top card first and must hold each of the 52 cards once (ERR_DECK)', () => {
    const r = hex.setup({ seats: 2, variants: [], locations: ['A', 'B'], deck: stack(['AS']).slice(1) }, 1);
    expect(!r.ok && r.error).toBe('ERR_DECK');
  });
});
