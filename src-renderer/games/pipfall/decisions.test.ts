/** The PipFall table's decisions: what is lit, and what a click on the board means, on real engine states. */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src-engine/core/cards';
import { pipfall } from '../../../src-engine/games/pipfall';
import type { PipfallState } from '../../../src-engine/games/pipfall/state';
import { col, dealTop, playFirstUntil, programDealt, round, row, start, type Placed } from '../../../src-engine/games/pipfall/testkit';
import { unwrap } from '../../../src-engine/core/result';
import { addCatalogue, setLocale } from '../../i18n';
import { waitingOn } from '../../table/pieces';
import type { TableReport } from '../game-ui';
import { pipfallEn } from './messages';
import { pipfallDe } from './messages.de';
import { narrate } from './narrate';
import { click, decide, hintFocus, lit, optionAt, pipfallDecisions as D } from './decisions';
import type { PipfallTypes } from './types';

/** What the host would send the table for `seat`. */
function reportOf(s: PipfallState, seat: number): TableReport<PipfallTypes> {
  const toAct = pipfall.toAct(s);
  const legal = toAct.includes(seat) ? pipfall.legalActions(s, seat) : [];
  return { view: pipfall.view(s, seat), legal, targets: pipfall.targets!(s, seat, legal), toAct, outcome: pipfall.outcome(s) };
}

const hands: Card[][] = [
  ['5S', '2C', '3C', 'AS'],
  ['4C', '5C', '6C', '2D'],
];

/** Red's corner empty after a round of plays, with Restore still unused. */
const restorable: Placed[] = [
  [3, 0, 0, 5],
  [4, 1, 0, 4],
  [3, 1, 0, 3],
  [0, 4, 1, 6],
  [1, 4, 1, 5],
  [0, 3, 1, 4],
  [1, 3, 1, 3],
];
const restoreTop = dealTop([
  ['2C', '3C', '4C', '5C'],
  ['6C', '7C', '8C', '9C'],
]);

describe('pipfall decisions', () => {
  it('placement lights the legal lanes; a lane, or a cell inside exactly one lit lane, places the marker', () => {
    let s = start({
      seats: 2,
      dice: [
        [4, 0, 0, 5],
        [4, 2, 0, 3],
        [0, 4, 1, 6],
      ],
      top: dealTop(hands),
    });
    s = programDealt(s);
    const seat = pipfall.toAct(s)[0]!;
    expect(seat).toBe(0);
    const d = decide(reportOf(s, 0), 0, true, null);
    expect(d.kind).toBe('place');
    // Own dice at (4,0) and (4,2): row 5, columns 1 and 3.
    expect(lit(d).lanes).toEqual(expect.arrayContaining([row(4), col(0), col(2)]));
    expect(lit(d).lanes).toHaveLength(3);
    expect(click(d, reportOf(s, 0).view, { kind: 'lane', lane: col(2) })).toEqual({ kind: 'act', action: { type: 'place', seat: 0, lane: col(2) } });
    // (2,0) lies only in column 1 of the lit lanes; (4,0) lies in row 5 and column 1: ambiguous.
    expect(click(d, reportOf(s, 0).view, { kind: 'cell', cell: { row: 2, col: 0 } })).toEqual({ kind: 'act', action: { type: 'place', seat: 0, lane: col(0) } });
    expect(click(d, reportOf(s, 0).view, { kind: 'cell', cell: { row: 4, col: 0 } })).toMatchObject({ kind: 'refuse' });
    expect(click(d, reportOf(s, 0).view, { kind: 'lane', lane: row(0) })).toEqual({ kind: 'refuse', reason: 'pipfall.refuse.lane' });
  });

  it('activation with several dice: click a lit die, then a lit cell; a click elsewhere is refused and changes nothing', () => {
    const dice: Placed[] = [
      [4, 0, 0, 5],
      [3, 0, 0, 2],
      [1, 0, 1, 4],
    ];
    const s = round({ dice, hands, lanes: [col(0), row(1)] });
    const r = reportOf(s, 0);
    let d = decide(r, 0, true, null);
    expect(d).toMatchObject({ kind: 'activate', die: null });
    expect(lit(d)).toEqual({ lanes: [], dice: expect.arrayContaining([0, 1]) as number[], cells: [] });
    expect(lit(d).dice).toHaveLength(2);
    expect(click(d, r.view, { kind: 'cell', cell: { row: 2, col: 2 } })).toEqual({ kind: 'refuse', reason: 'pipfall.refuse.pickDie' });
    expect(click(d, r.view, { kind: 'die', die: 0 })).toEqual({ kind: 'select', die: 0 });
    d = decide(r, 0, true, 0);
    // The 5 at (4,0) can go up 1 (onto its own 2), 2 or 3 (onto the enemy 4), right 1-3, or stay.
    expect(lit(d).dice).toEqual([0]);
    expect(lit(d).cells).toEqual(
      expect.arrayContaining([
        { row: 1, col: 0 },
        { row: 4, col: 3 },
        { row: 4, col: 0 },
      ]),
    );
    const attack = click(d, r.view, { kind: 'cell', cell: { row: 1, col: 0 } });
    expect(attack).toEqual({ kind: 'act', action: { type: 'activate', seat: 0, die: 0, use: { kind: 'move', direction: 'up', distance: 3 } } });
    // Clicking the enemy die on a destination is the same move, with its combat preview.
    expect(click(d, r.view, { kind: 'die', die: 2 })).toEqual(attack);
    expect(optionAt(d, r.view, { kind: 'die', die: 2 })?.target).toMatchObject({
      kind: 'move',
      combat: { attackerPips: 5, defenderPips: 4, result: 'attackerWins', ownDie: false },
    });
    // Onto its own 2: legal, previewed as an attack on an own die.
    expect(optionAt(d, r.view, { kind: 'cell', cell: { row: 3, col: 0 } })?.target).toMatchObject({ combat: { ownDie: true } });
    // The die itself: its 0-cell move.
    expect(click(d, r.view, { kind: 'die', die: 0 })).toEqual({ kind: 'act', action: { type: 'activate', seat: 0, die: 0, use: { kind: 'move', direction: 'up', distance: 0 } } });
    // Another lit die switches the selection.
    expect(click(d, r.view, { kind: 'die', die: 1 })).toEqual({ kind: 'select', die: 1 });
  });

  it('a face card: its one die is chosen already, and clicking it uses the power', () => {
    const s = round({
      dice: [
        [4, 0, 0, 5],
        [0, 4, 1, 6],
      ],
      hands: [
        ['KH', '2C', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes: [row(4), row(0)],
    });
    const r = reportOf(s, 0);
    const d = decide(r, 0, true, null);
    expect(d).toMatchObject({ kind: 'activate', die: 0, moves: [] });
    expect(click(d, r.view, { kind: 'die', die: 0 })).toEqual({ kind: 'act', action: { type: 'activate', seat: 0, die: 0, use: { kind: 'power' } } });
    expect(d.kind === 'activate' && d.power?.target).toMatchObject({ kind: 'power', suit: 'H', pips: 5, after: 6 });
  });

  it('a hint lights its die first, then its destination once that die is chosen', () => {
    const dice: Placed[] = [
      [4, 0, 0, 5],
      [3, 0, 0, 2],
      [1, 0, 1, 4],
    ];
    const s = round({ dice, hands, lanes: [col(0), row(1)] });
    const r = reportOf(s, 0);
    const hint = r.legal.find((a) => a.type === 'activate' && a.die === 0 && a.use.kind === 'move' && a.use.distance === 3)!;
    expect(hintFocus(decide(r, 0, true, null), hint)).toEqual({ kind: 'die', die: 0 });
    expect(hintFocus(decide(r, 0, true, 0), hint)).toEqual({ kind: 'cell', cell: { row: 1, col: 0 } });
  });

  it('nothing is offered to a seat that may not act', () => {
    const s = round({
      dice: [
        [4, 0, 0, 5],
        [0, 4, 1, 6],
      ],
      hands,
      lanes: [row(4), row(0)],
    });
    expect(decide(reportOf(s, 1), 1, true, null)).toEqual({ kind: 'none' });
    expect(decide(reportOf(s, 0), 0, false, null)).toEqual({ kind: 'none' });
    expect(click({ kind: 'none' }, null, { kind: 'die', die: 0 })).toEqual({ kind: 'refuse', reason: 'pipfall.refuse.wait' });
  });
});

describe('pipfall decisions for the table kit', () => {
  const dice: Placed[] = [
    [4, 0, 0, 5],
    [3, 0, 0, 2],
    [1, 0, 1, 4],
  ];
  const activation = (seat = 0) => reportOf(round({ dice, hands, lanes: [col(0), row(1)] }), seat);

  it('a click on a lit die selects it, a lit cell then acts, a click elsewhere is refused; no decision, no click', () => {
    const r = activation();
    const none = D.decide(r, 0, true, null);
    expect(D.click(none, { kind: 'die', die: 1 }, null)).toEqual({ kind: 'select', sel: 1 });
    expect(D.click(none, { kind: 'cell', cell: { row: 2, col: 2 } }, null)).toEqual({ kind: 'refuse', reason: 'pipfall.refuse.pickDie' });
    const chosen = D.decide(r, 0, true, 0);
    expect(D.click(chosen, { kind: 'cell', cell: { row: 4, col: 3 } }, 0)).toMatchObject({
      kind: 'act',
      action: { die: 0, use: { kind: 'move', direction: 'right', distance: 3 } },
    });
    expect(D.click(D.decide(activation(1), 1, true, null), { kind: 'die', die: 2 }, null)).toBeNull();
    expect(D.click(D.decide(r, 0, false, null), { kind: 'die', die: 0 }, null)).toBeNull();
  });

  it('targets: the lit dice first; once one is chosen its cells, itself (the zero move), the other die and its suit power as a button', () => {
    const r = activation();
    expect(D.targets(D.decide(r, 0, true, null), null)).toEqual(
      expect.arrayContaining([
        { kind: 'die', die: 0 },
        { kind: 'die', die: 1 },
      ]),
    );
    const d = D.decide(r, 0, true, 0);
    const ts = D.targets(d, 0);
    expect(ts).toContainEqual({ kind: 'cell', cell: { row: 1, col: 0 } });
    expect(ts).toContainEqual({ kind: 'die', die: 0 });
    expect(ts).toContainEqual({ kind: 'die', die: 1 });
    expect(ts).toContainEqual({ kind: 'power', die: 0 });
    expect(D.buttons!(d, 0)).toEqual([{ pick: { kind: 'power', die: 0 }, label: '[pipfall.power]' }]);
    expect(D.click(d, { kind: 'power', die: 0 }, 0)).toEqual({ kind: 'act', action: { type: 'activate', seat: 0, die: 0, use: { kind: 'power' } } });
    for (const p of ts) expect(D.click(d, p, 0)?.kind).not.toBe('refuse');
  });

  it('choices: the dice to choose from, then the chosen die’s uses grouped by direction and a way back', () => {
    const r = activation();
    const first = D.choices(D.decide(r, 0, true, null), null, null)!;
    expect(first.groups[0]!.choices.map((c) => c.then)).toEqual(
      expect.arrayContaining([
        { kind: 'select', sel: 0 },
        { kind: 'select', sel: 1 },
      ]),
    );
    expect(first.groups[0]!.choices.map((c) => c.data?.die)).toEqual(expect.arrayContaining([0, 1]));
    const uses = D.choices(D.decide(r, 0, true, 0), 0, null)!;
    const data = uses.groups.flatMap((g) => g.choices.map((c) => c.data?.use));
    expect(data).toEqual(expect.arrayContaining(['power', 'move-0', 'move-up-1', 'move-up-3', 'move-right-2']));
    expect(uses.groups.filter((g) => g.label).map((g) => g.label)).toEqual(['[pipfall.dir.up]', '[pipfall.dir.right]']);
    const back = uses.groups.at(-1)!.choices[0]!;
    expect(back).toMatchObject({ then: { kind: 'select', sel: null }, plain: true });
    // Onto its own 2: the button warns.
    expect(uses.groups.flatMap((g) => g.choices).find((c) => c.data?.use === 'move-up-1')?.warn).toBe(true);
  });

  it('the note previews the focus, else says why a click was refused, else what to click; the lights follow the focus and its path', () => {
    const r = activation();
    const d = D.decide(r, 0, true, 0);
    expect(D.note(d, 0, { kind: 'die', die: 2 }, null, false)).toEqual({ text: '[pipfall.preview.combat.attackerWins]', warn: false });
    expect(D.note(d, 0, { kind: 'cell', cell: { row: 3, col: 0 } }, null, false)).toEqual({ text: '[pipfall.preview.own.attackerWins]', warn: true });
    expect(D.note(d, 0, null, 'Not there.', false)).toEqual({ text: 'Not there.', refused: true });
    expect(D.note(d, 0, null, null, false)).toEqual({ text: '[pipfall.boardHelp.move]' });
    const l = D.light(d, 0, { kind: 'cell', cell: { row: 1, col: 0 } }, null);
    expect(l.dice).toEqual([0]);
    expect(l.path).toEqual([
      { row: 3, col: 0 },
      { row: 2, col: 0 },
      { row: 1, col: 0 },
    ]);
    const hint = r.legal.find((a) => a.type === 'activate' && a.die === 1)!;
    expect(D.light(D.decide(r, 0, true, null), null, null, hint).focus).toEqual({ kind: 'die', die: 1 });
    expect(D.light(D.decide(activation(1), 1, true, null), null, null, null)).toEqual({ lanes: [], dice: [], cells: [], focus: null, path: [] });
  });

  it('placement: the lanes are the targets and the buttons, each with its lane for the tests', () => {
    let s = start({ seats: 2, dice, top: dealTop(hands) });
    s = programDealt(s);
    const r = reportOf(s, 0);
    const d = D.decide(r, 0, true, null);
    expect(D.targets(d, null)).toEqual(r.legal.map((a) => ({ kind: 'lane', lane: a.type === 'place' ? a.lane : null })));
    const panel = D.choices(d, null, null)!;
    expect(panel.heading).toBe('[pipfall.placeHeading]');
    expect(panel.groups[0]!.choices.map((c) => c.data?.lane)).toEqual(r.legal.map((a) => (a.type === 'place' ? `${a.lane.kind}-${a.lane.index + 1}` : '')));
    expect(D.key(r, 0, true)).not.toBe(D.key(reportOf(s, 1), 1, true));
  });

  it('programming: the hand of four, the fourth slot the initiative; the hinted program’s cards in slot order', () => {
    const s = start({ seats: 2, dice, top: dealTop(hands) });
    const r = reportOf(s, 0);
    const d = D.decide(r, 0, true, null);
    const hint = r.legal[5]!;
    const p = D.program!(d, r, 0, hint)!;
    expect(p).toMatchObject({ hand: hands[0], slotCount: 4, ns: 'pipfall' });
    expect(p.slotName(3)).toBe('[pipfall.slotInit]');
    expect(hint.type === 'program' && p.hintCards).toEqual(hint.type === 'program' ? [...hint.cards, hint.initiative] : null);
    expect(p.programFor(p.hintCards!)).toBe(hint);
    expect(p.programFor(['5S', '5S', '5S', '5S'])).toBeUndefined();
    expect(D.click(d, { kind: 'die', die: 0 }, null)).toBeNull();
    expect(D.choices(d, null, null)).toBeNull();
  });

  it('a Restore: the corner and a decline, both on the board (the decline as a button)', () => {
    const s = playFirstUntil(start({ dice: restorable, firstPlayer: 0, top: restoreTop }), (x) => x.phase === 'restore' || x.round > 1);
    const r = reportOf(s, 0);
    const d = D.decide(r, 0, true, null);
    expect(d.kind).toBe('restore');
    expect(D.targets(d, null)).toEqual([{ kind: 'cell', cell: { row: 4, col: 0 } }, { kind: 'decline' }]);
    expect(D.buttons!(d, null)).toEqual([{ pick: { kind: 'decline' }, label: '[pipfall.restoreDecline]', plain: true }]);
    expect(D.click(d, { kind: 'decline' }, null)).toEqual({ kind: 'act', action: { type: 'restore', seat: 0, use: false } });
    expect(D.choices(d, null, null)!.groups[0]!.choices.map((c) => c.then)).toEqual([
      { kind: 'act', action: { type: 'restore', seat: 0, use: true } },
      { kind: 'act', action: { type: 'restore', seat: 0, use: false } },
    ]);
  });

  it('the Restore card is named in words in every language, never as a code ("AC")', () => {
    addCatalogue({ en: pipfallEn, de: pipfallDe });
    const s = playFirstUntil(start({ dice: restorable, firstPlayer: 0, top: restoreTop }), (x) => x.phase === 'restore' || x.round > 1);
    const d = D.decide(reportOf(s, 0), 0, true, null);
    const card = s.seats[0]!.restoreCard!;
    const used = unwrap(pipfall.apply(s, { type: 'restore', seat: 0, use: true })).events.find((e) => e.type === 'restored')!;
    expect(card).toBe('AC');
    expect(D.choices(d, null, null)!.heading).toBe('Restore: a 4 can return to your corner (Ace of Clubs, once per game)');
    setLocale('de');
    try {
      expect(D.choices(d, null, null)!.heading).toBe('Wiederherstellen: Eine 4 kann in deine Ecke zurückkehren (Kreuz-Ass, einmal pro Partie)');
      expect(narrate(used)).toBe('Rot spielt Wiederherstellen (Kreuz-Ass): Eine 4 kehrt in die Ecke in Reihe 5, Spalte 1 zurück.');
    } finally {
      setLocale('en');
    }
  });

  it('waits for no one while the seat at the screen is itself to act (a lesson still talking), else for the others', () => {
    expect(waitingOn([0, 1], 0)).toEqual([]);
    expect(waitingOn([1], 0)).toEqual([1]);
    expect(waitingOn([1, 2], null)).toEqual([1, 2]);
  });
});
