/** Piplus's decisions for the table kit, on real engine states: clicks and their steps, targets, choices, the note, the lights, drags. */
import { describe, expect, it } from 'vitest';
import type { PiplusState } from '../../../src-engine/games/piplus/state';
import { scene } from '../../../src-engine/games/piplus/testkit';
import { addMessages } from '../../i18n';
import type { Click } from '../../table/kit';
import type { PiplusChoice, PiplusPanel } from './choices';
import { EMPTY, type Decision, type Pick, type Selection } from './decisions';
import { piplusDecisions as dec, targetsOf } from './kit';
import { piplusEn } from './messages';
import { beatTwoEights, reportOf } from './testkit';
import type { PiplusAction } from './types';

addMessages(piplusEn);

const at = (s: PiplusState, sel: Selection = EMPTY, canAct = true): Decision => dec.decide(reportOf(s, 0), 0, canAct, sel);

/** Follows `picks` from nothing: each must be a `select` step; returns the selection. */
function follow(s: PiplusState, ...picks: Pick[]): Selection {
  return picks.reduce((sel, p) => {
    const c = dec.click(at(s, sel), p, sel);
    if (c?.kind !== 'select') throw new Error(`${JSON.stringify(p)}: ${JSON.stringify(c)}`);
    return c.sel;
  }, EMPTY);
}

const panelOf = (s: PiplusState, sel: Selection, hint: PiplusAction | null = null): PiplusPanel => dec.choices(at(s, sel), sel, hint) as PiplusPanel;
const choice = (p: PiplusPanel, testid: string): PiplusChoice => {
  const c = p.groups.flatMap((g) => g.shown ?? g.choices).find((x) => x.testid === testid);
  if (!c) throw new Error(`no ${testid}`);
  return c;
};

describe('piplus decisions for the table kit', () => {
  it('a card or die clicked is a select step; the middle of the table plays a legal selection and refuses another with its words', () => {
    const s = beatTwoEights();
    const sel = follow(s, { kind: 'card', index: 1 }, { kind: 'card', index: 4 }, { kind: 'die', seat: 0, die: 'd6' });
    expect(sel).toMatchObject({ cards: [1, 4], on: { d6: 1 } });
    expect(dec.click(at(s, sel), { kind: 'table' }, sel)).toEqual({ kind: 'act', action: { type: 'play', seat: 0, cards: [5, 10], dice: ['d6', null] } });
    const wrong = follow(s, { kind: 'card', index: 0 }, { kind: 'card', index: 4 });
    expect(dec.click(at(s, wrong), { kind: 'table' }, wrong)).toEqual({ kind: 'refuse', reason: 'piplus.why.unequal', params: { values: '3 and 10' } });
    expect(dec.click(at(s), { kind: 'die', seat: 1, die: 'd4' }, EMPTY)).toEqual({ kind: 'refuse', reason: 'piplus.why.notYourDie' });
    // A seat that may not act clicks nothing, not even a refusal.
    expect(dec.click(at(s, EMPTY, false), { kind: 'card', index: 0 }, EMPTY)).toBeNull();
  });

  it('a play and a pass are built apart: a reroll mark drops the picks, a pick drops the reroll marks; the pass spot passes with the marks', () => {
    const s = beatTwoEights();
    const marked = follow(s, { kind: 'card', index: 4 }, { kind: 'reroll', die: 'd8' });
    expect(marked).toEqual({ ...EMPTY, reroll: ['d8'] });
    expect(follow(s, { kind: 'reroll', die: 'd8' }, { kind: 'card', index: 4 })).toEqual({ ...EMPTY, cards: [4] });
    expect(dec.click(at(s, marked), { kind: 'pass' }, marked)).toEqual({ kind: 'act', action: { type: 'pass', seat: 0, reroll: ['d8'] } });
    const lead = scene({ hands: [[3], [4]], table: null, turn: 0 });
    expect(dec.click(at(lead), { kind: 'pass' }, EMPTY)).toEqual({ kind: 'refuse', reason: 'piplus.why.mustLead' });
    expect(dec.click(at(lead), { kind: 'reroll', die: 'd4' }, EMPTY)).toEqual({ kind: 'refuse', reason: 'piplus.why.mustLead' });
  });

  it('targets are what a click can take now: the cards and dice that can join, the middle once it plays, the pass spot', () => {
    const s = beatTwoEights();
    const first = targetsOf(at(s), EMPTY);
    expect(first).toContainEqual({ kind: 'pass' });
    expect(first).toContainEqual({ kind: 'reroll', die: 'd4' });
    expect(first).not.toContainEqual({ kind: 'table' });
    // With 5 and 10 and the d6 on the 5: the middle plays; the 3 joins nothing.
    const sel = follow(s, { kind: 'card', index: 1 }, { kind: 'card', index: 4 }, { kind: 'die', seat: 0, die: 'd6' });
    const then = targetsOf(at(s, sel), sel);
    expect(then).toContainEqual({ kind: 'table' });
    expect(then).not.toContainEqual({ kind: 'card', index: 0 });
    for (const p of then) expect(dec.click(at(s, sel), p, sel)?.kind).not.toBe('refuse');
    expect(targetsOf(at(s, EMPTY, false), EMPTY)).toEqual([]);
  });

  it('the choices build the same plays as the board, keep their test ids, and grey what would only be refused', () => {
    const s = beatTwoEights();
    const p = panelOf(s, EMPTY);
    expect(p.groups.map((g) => g.role)).toEqual(['hand', 'dice', 'actions', 'pass']);
    expect(choice(p, 'pp-play')).toMatchObject({ disabled: true, then: { kind: 'refuse' } });
    expect(choice(p, 'pp-clear').disabled).toBe(true);
    expect(choice(p, 'pp-pass').then).toEqual({ kind: 'act', action: { type: 'pass', seat: 0, reroll: [] } });
    // Every card is drawn; the 3 joins no play with the 10 picked, so it is drawn but no choice.
    const ten = follow(s, { kind: 'card', index: 4 });
    const q = panelOf(s, ten);
    const hand = q.groups.find((g) => g.role === 'hand')!;
    expect(hand.shown?.map((c) => c.testid)).toEqual(['pp-card-0', 'pp-card-1', 'pp-card-2', 'pp-card-3', 'pp-card-4']);
    expect(hand.choices.map((c) => c.testid)).not.toContain('pp-card-0');
    expect(choice(q, 'pp-card-4').pressed).toBe(true);
    const reroll = choice(q, 'pp-reroll-d4');
    expect(reroll.then).toEqual({ kind: 'select', sel: { ...EMPTY, reroll: ['d4'] } });
    // The hint outlines its buttons and offers to set it up.
    const hint: PiplusAction = { type: 'play', seat: 0, cards: [5, 10], dice: ['d6', null] };
    const h = panelOf(s, EMPTY, hint);
    expect(choice(h, 'pp-card-1').hinted).toBe(true);
    expect(choice(h, 'pp-die-d6').hinted).toBe(true);
    expect(choice(h, 'pp-use-hint').then).toEqual({ kind: 'select', sel: { ...EMPTY, cards: [1, 4], on: { d6: 1 } } });
    expect(dec.choices(at(s, EMPTY, false), EMPTY, null)).toBeNull();
  });

  it('the note says what the selection plays, why it is none, or what to do; a lesson that asks for a pass says so', () => {
    const s = beatTwoEights();
    const sel = follow(s, { kind: 'card', index: 1 }, { kind: 'card', index: 4 }, { kind: 'die', seat: 0, die: 'd6' });
    expect(dec.note(at(s, sel), sel, null, null, false)).toMatchObject({ ready: true });
    expect(dec.note(at(s, EMPTY), EMPTY, null, null, false)?.text).toMatch(/^Beat 2 card/);
    expect(dec.note(at(s, EMPTY), EMPTY, null, 'No.', false)).toEqual({ text: 'No.', refused: true });
    const lone = scene({ hands: [[1], [4]], dice: [{ values: [1, 1, 1], spent: ['d4', 'd6', 'd8'] }, { values: [1, 1, 1] }], table: [9], turn: 0 });
    const report = reportOf(lone, 0);
    const onlyPass = { ...report, legal: [report.legal.find((a) => a.type === 'pass')!], targets: [report.targets.find((t) => t.kind === 'pass')!] };
    const d = dec.decide(onlyPass, 0, true, EMPTY);
    expect(dec.note(d, EMPTY, null, null, false)?.text).toMatch(/^Nothing you hold/);
    expect(dec.note(d, EMPTY, null, null, true)?.text).toMatch(/^Mark the dice/);
  });

  it('lights the play being built, what can join, the middle when it plays and the pass spot; a play just sent stays built', () => {
    const s = beatTwoEights();
    const lead = dec.light(at(scene({ hands: [[3, 5], [4]], table: null, turn: 0 })), EMPTY, null, null);
    // On a lead every card plays: none is lit until a pick.
    expect(lead).toMatchObject({ cards: [], table: false, pass: null });
    const sel = follow(s, { kind: 'card', index: 1 }, { kind: 'card', index: 4 }, { kind: 'die', seat: 0, die: 'd6' });
    const l = dec.light(at(s, sel), sel, { kind: 'card', index: 1 }, null);
    expect(l).toMatchObject({ built: sel, table: true, dim: true, focus: { kind: 'card', index: 1 }, pass: { reroll: [], rerollable: ['d4', 'd6', 'd8'], hint: null } });
    // Sent: the seat may no longer act, the report still lists its actions; its cards stay up, a pass's marks do not.
    expect(dec.light(at(s, sel, false), sel, null, null)).toMatchObject({ built: sel, table: false, pass: null });
    const marks = { ...EMPTY, reroll: ['d4' as const] };
    expect(dec.light(at(s, marks, false), marks, null, null).built).toEqual(EMPTY);
    expect(dec.key(reportOf(s, 0), 0, true)).toBe(dec.key(reportOf(s, 0), 0, false));
  });

  it('a die dragged onto a card goes there; only the seat’s own unused dice can be picked up', () => {
    const s = beatTwoEights();
    const d = at(s);
    const drag = dec.drag!;
    expect(drag.start(d, { kind: 'die', seat: 0, die: 'd4' }, EMPTY)).toBe(true);
    expect(drag.start(d, { kind: 'die', seat: 1, die: 'd4' }, EMPTY)).toBe(false);
    expect(drag.start(d, { kind: 'card', index: 0 }, EMPTY)).toBe(false);
    expect(drag.start(at(s, EMPTY, false), { kind: 'die', seat: 0, die: 'd4' }, EMPTY)).toBe(false);
    const c: Click<PiplusAction, Selection> | null = drag.drop(d, { kind: 'die', seat: 0, die: 'd4' }, { kind: 'card', index: 2 }, EMPTY);
    expect(c).toEqual({ kind: 'select', sel: { ...EMPTY, cards: [2], on: { d4: 2 } } });
  });
});
