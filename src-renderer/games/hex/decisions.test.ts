/** The PipFall Hex table's decisions on real engine states: what is lit, what a click does, what a hover previews. */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src-engine/core/cards';
import { unwrap } from '../../../src-engine/core/result';
import { hex } from '../../../src-engine/games/hex';
import type { HexState } from '../../../src-engine/games/hex/state';
import { actor, play, programAll, scenario } from '../../../src-engine/games/hex/testkit';
import type { TableReport } from '../game-ui';
import { click, decide, focusHexes, hexDecisions as D, hintFocus, lit, optionAt, programFor, type Decision } from './decisions';
import { stripOf } from './strip';
import type { HexTypes } from './types';

function reportOf(s: HexState, seat: number): TableReport<HexTypes> {
  const toAct = hex.toAct(s);
  const legal = toAct.includes(seat) ? hex.legalActions(s, seat) : [];
  return { view: hex.view(s, seat), legal, targets: hex.targets!(s, seat, legal), toAct, outcome: hex.outcome(s) };
}

/**
 * Red (seat 0) to resolve first with `card`: its dice at C3 (2,2) showing 5 and at A1 (0,0)
 * showing 3, Blue's 4 at D3 (2,3)... which is a hazard on Crossfire, so Blue's 4 stands at
 * (3,3) D4 and Blue's 6 at (5,3) D6. Red holds `card` and a spare; Blue programs 2C.
 */
function resolving(card: Card, o: { reserve?: number[]; dice?: [number, number, number, number][] } = {}): HexState {
  const dice = o.dice ?? [
    [2, 2, 0, 5],
    [0, 0, 0, 3],
    [3, 3, 1, 4],
    [5, 3, 1, 6],
  ];
  const s = scenario({
    seats: 2,
    firstPlayer: 0,
    dice,
    hands: [
      [card, '2D', '3D'],
      ['2C', '3C', '4C'],
    ],
    ...(o.reserve ? { reserve: o.reserve } : {}),
  });
  return programAll(s, [
    [card, '2D'],
    ['2C', '3C'],
  ]);
}

/** Red (seat 0) to program a king, a nine and a two with its three dice; Blue holds two clubs. */
function programming(): HexState {
  return scenario({
    seats: 2,
    dice: [
      [2, 2, 0, 5],
      [0, 0, 0, 3],
      [3, 3, 1, 4],
    ],
    hands: [
      ['KS', '9H', '2D'],
      ['2C', '3C'],
    ],
  });
}

const resolve = (d: Decision) => {
  if (d.kind !== 'resolve') throw new Error(`not a resolve decision: ${d.kind}`);
  return d;
};

describe('hex decisions: starting locations', () => {
  it('every free start is lit (its three hexes); a click on any of its hexes takes it; the default is offered first', () => {
    let s = unwrap(hex.setup({ seats: 2, variants: [] }, 3)).state;
    const d = decide(reportOf(s, 0), 0, true, null);
    expect(d.kind).toBe('choose');
    const l = lit(d);
    expect(l.hexes).toHaveLength(12);
    expect(l.hexes.every((h) => h.tone === 'location')).toBe(true);
    // (1,8) is a front of C (north-east).
    expect(click(d, reportOf(s, 0).view, { kind: 'hex', cell: { row: 1, col: 8 } })).toEqual({ kind: 'act', action: { type: 'chooseLocation', seat: 0, location: 'C' } });
    expect(click(d, reportOf(s, 0).view, { kind: 'hex', cell: { row: 4, col: 4 } })).toEqual({ kind: 'refuse', reason: 'hex.refuse.location' });
    // Hovering one hex of a start lights the whole start.
    expect(focusHexes(d, { kind: 'hex', cell: { row: 0, col: 8 } })).toEqual([
      { row: 0, col: 9 },
      { row: 0, col: 8 },
      { row: 1, col: 8 },
    ]);
    s = play(s, { type: 'chooseLocation', seat: 0, location: 'C' });
    const d1 = decide(reportOf(s, 1), 1, true, null);
    expect(lit(d1).hexes).toHaveLength(9);
    // Red's dice now stand on C: a click there takes nothing.
    expect(click(d1, reportOf(s, 1).view, { kind: 'die', die: 0 }).kind).toBe('refuse');
  });
});

describe('hex decisions: programming', () => {
  it('offers the hand; the slots make a program action with the last slot left out, in the order placed', () => {
    const s = programming();
    const r = reportOf(s, 0);
    expect(decide(r, 0, true, null)).toEqual({ kind: 'program', hand: ['KS', '9H', '2D'] });
    expect(programFor(r, ['9H', 'KS', '2D'])).toEqual({ type: 'program', seat: 0, cards: ['9H', 'KS'], leftOut: '2D' });
    expect(programFor(r, ['9H', '2D', 'KS'])).toEqual({ type: 'program', seat: 0, cards: ['9H', '2D'], leftOut: 'KS' });
    expect(programFor(r, ['9H', 'KS'])).toBeUndefined();
    // Nothing to decide for a seat that may not act, or once it has programmed.
    expect(decide(r, 0, false, null)).toEqual({ kind: 'none' });
    const after = play(s, { type: 'program', seat: 0, cards: ['9H', 'KS'], leftOut: '2D' });
    expect(decide(reportOf(after, 0), 0, true, null)).toEqual({ kind: 'none' });
  });
});

describe('hex decisions: a card resolves', () => {
  it('a number card lights both eligible dice; a die click selects it, lighting its destinations with their tones', () => {
    const s = resolving('9H');
    expect(actor(s)).toBe(0);
    const r = reportOf(s, 0);
    const d = resolve(decide(r, 0, true, null));
    expect(d.card).toBe('9H');
    expect(d.slot).toBe(1);
    expect([...d.dice].sort()).toEqual([0, 1]);
    expect(lit(d)).toEqual({ dice: [0, 1], hexes: [] });
    expect(click(d, r.view, { kind: 'die', die: 0 })).toEqual({ kind: 'select', die: 0 });
    // A click on the hex a die stands on selects it too.
    expect(click(d, r.view, { kind: 'hex', cell: { row: 0, col: 0 } })).toEqual({ kind: 'select', die: 1 });
    expect(click(d, r.view, { kind: 'hex', cell: { row: 6, col: 6 } })).toEqual({ kind: 'refuse', reason: 'hex.refuse.pickDie' });

    const chosen = resolve(decide(r, 0, true, 0));
    const hexes = lit(chosen).hexes;
    expect(lit(chosen).dice).toEqual([0]);
    expect(hexes).toContainEqual({ cell: { row: 2, col: 2 }, tone: 'stay' });
    // Blue's 4 on D4 (3,3) is an attack; (2,3) is a hazard and never lit.
    expect(hexes).toContainEqual({ cell: { row: 3, col: 3 }, tone: 'attack' });
    expect(hexes.some((h) => h.cell.row === 2 && h.cell.col === 3)).toBe(false);
    // Every lit hex is the destination of one of the die's legal moves, and nothing else is lit.
    expect(hexes).toHaveLength(chosen.moves.length);
    expect(chosen.power?.target).toMatchObject({ kind: 'power', from: 5, to: 6 });
  });

  it('a click on a lit hex moves there; on an enemy die in reach it attacks; on the chosen die itself it stays', () => {
    const s = resolving('9H');
    const r = reportOf(s, 0);
    const d = resolve(decide(r, 0, true, 0));
    expect(click(d, r.view, { kind: 'hex', cell: { row: 4, col: 2 } })).toEqual({ kind: 'act', action: { type: 'move', seat: 0, die: 0, to: { row: 4, col: 2 } } });
    expect(click(d, r.view, { kind: 'die', die: 5 })).toEqual({ kind: 'act', action: { type: 'move', seat: 0, die: 0, to: { row: 3, col: 3 } } });
    expect(click(d, r.view, { kind: 'die', die: 0 })).toEqual({ kind: 'act', action: { type: 'move', seat: 0, die: 0, to: { row: 2, col: 2 } } });
    // The other eligible die becomes the chosen one; a hex out of reach is refused with a reason.
    expect(click(d, r.view, { kind: 'die', die: 1 })).toEqual({ kind: 'select', die: 1 });
    expect(click(d, r.view, { kind: 'hex', cell: { row: 9, col: 9 } })).toEqual({ kind: 'refuse', reason: 'hex.refuse.pickHex' });
  });

  it('hovering a destination previews the engine’s path, which bends around a hazard, and its combat', () => {
    const s = resolving('9H');
    const r = reportOf(s, 0);
    const d = resolve(decide(r, 0, true, 0));
    const attack = optionAt(d, r.view, { kind: 'hex', cell: { row: 3, col: 3 } });
    expect(attack?.target).toMatchObject({ kind: 'move', combat: { attackerPips: 5, defenderPips: 4, result: 'attackerWins' }, decay: { from: 5, to: 4 } });
    // (2,4) lies beyond the hazard at (2,3): the path goes round it, never through it.
    const round = optionAt(d, r.view, { kind: 'hex', cell: { row: 2, col: 4 } });
    expect(round?.target.kind).toBe('move');
    if (round?.target.kind === 'move') {
      expect(round.target.path.length).toBeGreaterThan(1);
      expect(round.target.path.some((c) => c.row === 2 && c.col === 3)).toBe(false);
      expect(round.target.path.at(-1)).toEqual({ row: 2, col: 4 });
    }
    expect(optionAt(d, r.view, { kind: 'hex', cell: { row: 9, col: 9 } })).toBeNull();
  });

  it('an ace has only the power: a click on the chosen die plays it', () => {
    const s = resolving('AS', {
      dice: [
        [2, 2, 0, 5],
        [3, 3, 1, 4],
      ],
    });
    const r = reportOf(s, 0);
    const d = resolve(decide(r, 0, true, null));
    // One eligible die: chosen at once.
    expect(d.die).toBe(0);
    expect(d.moves).toEqual([]);
    expect(lit(d).hexes).toEqual([]);
    expect(click(d, r.view, { kind: 'die', die: 0 })).toEqual({ kind: 'act', action: { type: 'power', seat: 0, die: 0 } });
    expect(click(d, r.view, { kind: 'hex', cell: { row: 4, col: 4 } })).toEqual({ kind: 'refuse', reason: 'hex.refuse.pickHexPower' });
  });

  it('a king lights the free positions of the own start for Reinforce beside the dice; a click there reinforces', () => {
    // Red's start A: rear (0,0), fronts (0,1) (1,0). Its 3 stands on the rear; the fronts are free.
    const s = resolving('KH', { reserve: [2, 2] });
    const r = reportOf(s, 0);
    const d = resolve(decide(r, 0, true, null));
    expect(d.reinforce.map((o) => o.target.at)).toEqual([
      { row: 0, col: 1 },
      { row: 1, col: 0 },
    ]);
    expect(lit(d).hexes).toEqual([
      { cell: { row: 0, col: 1 }, tone: 'reinforce' },
      { cell: { row: 1, col: 0 }, tone: 'reinforce' },
    ]);
    expect(click(d, r.view, { kind: 'hex', cell: { row: 1, col: 0 } })).toEqual({ kind: 'act', action: { type: 'reinforce', seat: 0, at: { row: 1, col: 0 } } });
    expect(optionAt(d, r.view, { kind: 'hex', cell: { row: 0, col: 1 } })?.target).toMatchObject({ kind: 'reinforce', pips: 4, position: 'front' });
  });

  it('a hint lights its die first while another die is chosen, then its destination', () => {
    const s = resolving('9H');
    const r = reportOf(s, 0);
    const hint = { type: 'move', seat: 0, die: 1, to: { row: 1, col: 1 } } as const;
    expect(hintFocus(resolve(decide(r, 0, true, 0)), hint)).toEqual({ kind: 'die', die: 1 });
    expect(hintFocus(resolve(decide(r, 0, true, 1)), hint)).toEqual({ kind: 'hex', cell: { row: 1, col: 1 } });
    expect(hintFocus(resolve(decide(r, 0, true, 1)), null)).toBeNull();
  });

  it('the reveal strip reads the step from the view: resolved, resolving now, waiting, and a card with no use', () => {
    const s = resolving('9H');
    const view = hex.view(s, 0);
    expect(stripOf(view, new Set())).toEqual({
      step: 0,
      items: [
        { seat: 0, card: '9H', state: 'now' },
        { seat: 1, card: '2C', state: 'wait' },
      ],
    });
    const after = play(s, { type: 'move', seat: 0, die: 0, to: { row: 2, col: 2 } });
    expect(stripOf(hex.view(after, 0), new Set())?.items.map((i) => i.state)).toEqual(['done', 'now']);
    expect(stripOf(hex.view(after, 0), new Set<Card>(['9H']))?.items.map((i) => i.state)).toEqual(['void', 'now']);
  });
});

describe('hex decisions for the table kit', () => {
  it('a click on a lit die selects it; then a lit hex acts, the die itself stays, and its suit power is a board button', () => {
    const r = reportOf(resolving('9H'), 0);
    const none = D.decide(r, 0, true, null);
    expect(D.click(none, { kind: 'die', die: 1 }, null)).toEqual({ kind: 'select', sel: 1 });
    expect(D.targets(none, null)).toEqual([
      { kind: 'die', die: 0 },
      { kind: 'die', die: 1 },
    ]);
    const d = D.decide(r, 0, true, 0);
    expect(D.click(d, { kind: 'hex', cell: { row: 4, col: 2 } }, 0)).toEqual({ kind: 'act', action: { type: 'move', seat: 0, die: 0, to: { row: 4, col: 2 } } });
    const ts = D.targets(d, 0);
    expect(ts).toContainEqual({ kind: 'hex', cell: { row: 3, col: 3 } });
    expect(ts).toContainEqual({ kind: 'die', die: 0 });
    expect(ts).toContainEqual({ kind: 'die', die: 1 });
    expect(ts).toContainEqual({ kind: 'power', die: 0 });
    for (const p of ts) expect(D.click(d, p, 0)?.kind).not.toBe('refuse');
    expect(D.buttons!(d, 0)).toEqual([{ pick: { kind: 'power', die: 0 }, label: '[hex.powerButton]' }]);
    expect(D.click(d, { kind: 'power', die: 0 }, 0)).toEqual({ kind: 'act', action: { type: 'power', seat: 0, die: 0 } });
    // Nothing to click for a seat that may not act; a lesson says why the board waits while cards are programmed.
    expect(D.click(D.decide(r, 0, false, null), { kind: 'die', die: 0 }, null)).toBeNull();
  });

  it('a lit hex under a die of one’s own that could also act is the move onto it; the die itself selects it', () => {
    const r = reportOf(
      resolving('9H', {
        dice: [
          [2, 2, 0, 5],
          [3, 2, 0, 3],
          [5, 3, 1, 6],
        ],
      }),
      0,
    );
    const d = D.decide(r, 0, true, 0);
    expect(D.click(d, { kind: 'hex', cell: { row: 3, col: 2 } }, 0)).toEqual({ kind: 'act', action: { type: 'move', seat: 0, die: 0, to: { row: 3, col: 2 } } });
    expect(D.click(d, { kind: 'die', die: 1 }, 0)).toEqual({ kind: 'select', sel: 1 });
    expect(D.note(d, 0, { kind: 'hex', cell: { row: 3, col: 2 } }, null, false)).toMatchObject({ warn: true });
  });

  it('choices: the dice to choose from, then the chosen die’s power, its stay, its moves by distance and a way back', () => {
    const r = reportOf(resolving('9H'), 0);
    const first = D.choices(D.decide(r, 0, true, null), null, null)!;
    expect(first.heading).toBe('[hex.resolveHeading]');
    expect(first.help).toBe('[hex.cardUse.number]');
    expect(first.groups[0]).toMatchObject({ heading: '[hex.resolveDieHeading]', columns: 3 });
    expect(first.groups[0]!.choices.map((c) => c.then)).toEqual([
      { kind: 'select', sel: 0 },
      { kind: 'select', sel: 1 },
    ]);
    const uses = D.choices(D.decide(r, 0, true, 0), 0, null)!;
    expect(uses.groups[0]!.choices.map((c) => c.data?.use)).toEqual(['power', 'stay']);
    const moves = uses.groups.filter((g) => g.caption);
    expect(moves.map((g) => g.label)).toEqual(['[hex.movesGroup]', '[hex.movesGroup]', '[hex.movesGroup]']);
    const attack = moves.flatMap((g) => g.choices).find((c) => c.data?.row === 3 && c.data.col === 3)!;
    expect(attack).toMatchObject({ attack: true, warn: false, pick: { kind: 'hex', cell: { row: 3, col: 3 } } });
    expect(uses.groups.at(-1)!.choices[0]).toMatchObject({ then: { kind: 'select', sel: null }, plain: true });
  });

  it('the note previews the focus, else a refusal, else what to click; the lights name what each target would do', () => {
    const r = reportOf(resolving('9H'), 0);
    const d = D.decide(r, 0, true, 0);
    expect(D.note(d, 0, { kind: 'hex', cell: { row: 3, col: 3 } }, null, false)).toEqual({ text: '[hex.preview.combat.attackerWins]', warn: false });
    expect(D.note(d, 0, null, 'No.', false)).toEqual({ text: 'No.', refused: true });
    expect(D.note(d, 0, null, null, false)).toEqual({ text: '[hex.boardHelp.move]' });
    const l = D.light(d, 0, { kind: 'hex', cell: { row: 2, col: 4 } }, null);
    expect(l.dice).toEqual([0]);
    expect(l.path[0]).toEqual({ row: 2, col: 2 });
    expect(l.path.at(-1)).toEqual({ row: 2, col: 4 });
    expect(l.focusHexes).toEqual([{ row: 2, col: 4 }]);
    expect(l.says?.['3,3']).toBe('[hex.preview.combat.attackerWins]');
    expect(l.says?.['d5']).toBe('[hex.preview.combat.attackerWins]');
    expect(D.light(d, 0, { kind: 'power', die: 0 }, null).focusDie).toBe(0);
  });

  it('starts: every hex of a free start is a target and a button names it; programming: the last slot is the card left out', () => {
    const s = unwrap(hex.setup({ seats: 2, variants: [] }, 3)).state;
    const r = reportOf(s, 0);
    const d = D.decide(r, 0, true, null);
    expect(D.targets(d, null)).toHaveLength(12);
    const panel = D.choices(d, null, null)!;
    expect(panel.groups[0]!.choices.map((c) => c.data?.location)).toEqual(r.legal.map((a) => (a.type === 'chooseLocation' ? a.location : '')));
    const pr = reportOf(programming(), 0);
    const hint = pr.legal[0]!;
    const spec = D.program!(D.decide(pr, 0, true, null), pr, 0, hint)!;
    expect(spec).toMatchObject({ hand: ['KS', '9H', '2D'], slotCount: 3, ns: 'hex' });
    expect(spec.slotName(2)).toBe('[hex.slotOut]');
    expect(spec.programFor(spec.hintCards!)).toEqual(hint);
    expect(D.click(D.decide(pr, 0, true, null), { kind: 'hex', cell: { row: 4, col: 4 } }, null)).toEqual({ kind: 'refuse', reason: 'hex.refuse.program', quiet: true });
  });
});
