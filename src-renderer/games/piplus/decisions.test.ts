/** The Piplus table's decisions: building a play from a selection, on real engine states. */
import { describe, expect, it } from 'vitest';
import type { PiplusState } from '../../../src-engine/games/piplus/state';
import { scene } from '../../../src-engine/games/piplus/testkit';
import { EMPTY, click, clickDie, decide, drop, lit, passOption, selectionOf, toggleCard, toggleReroll, verdict, type Selection, type Turn } from './decisions';
import { beatTwoEights, reportOf } from './testkit';
import { addCatalogue, setLocale, t } from '../../i18n';
import { piplusEn } from './messages';
import { piplusDe } from './messages.de';

addCatalogue({ en: piplusEn, de: piplusDe });

function turnOf(s: PiplusState, seat = 0): Turn {
  const d = decide(reportOf(s, seat), seat, true);
  if (d.kind !== 'turn') throw new Error('not a turn');
  return d;
}

/** Clicks cards by index, in order. */
function pick(d: Turn, ...indices: number[]): Selection {
  return indices.reduce((sel, i) => toggleCard(d, sel, i), EMPTY);
}

function selected(r: ReturnType<typeof clickDie>): Selection {
  if (r.kind !== 'select') throw new Error(`expected a selection, got ${JSON.stringify(r)}`);
  return r.selection;
}

describe('piplus decisions', () => {
  it('is no decision when the seat may not act', () => {
    const s = beatTwoEights();
    expect(decide(reportOf(s, 0), 0, false).kind).toBe('none');
    expect(decide(reportOf(s, 1), 1, true).kind).toBe('none');
    expect(decide(null, 0, true).kind).toBe('none');
  });

  it('a selection of equal cards that beats the table is exactly one legal play', () => {
    const d = turnOf(beatTwoEights());
    // 7+d8(2) and 7+d8? no: one die per card. 10 alone is one card: too few.
    const fewer = verdict(d, pick(d, 4));
    expect(fewer).toMatchObject({ kind: 'refuse', why: { key: 'piplus.why.fewer' } });
    // Counted cards in words, one or many, in both languages (issue 50: no "card(s)").
    if (fewer.kind === 'refuse') expect(t(fewer.why.key, fewer.why.params)).toBe('1 card cannot beat 2 cards: play at least 2.');
    setLocale('de');
    const german = verdict(d, pick(d, 4));
    const said = german.kind === 'refuse' ? t(german.why.key, german.why.params) : '';
    setLocale('en');
    expect(said).toBe('Mit 1 Karte überbietest du 2 Karten nicht: Spiele mindestens 2.');
    // Two 7s count 7: not higher than 8.
    expect(verdict(d, pick(d, 2, 3))).toMatchObject({ kind: 'refuse', why: { key: 'piplus.why.low', params: { mine: '2 cards', v: 7, n: 2, cards: '2 cards', value: 8 } } });
    // 5 + d6(5) = 10 with the 10: two 10s beat two 8s.
    const sel = selected(clickDie(d, pick(d, 1, 4), 'd6'));
    expect(sel.on).toEqual({ d6: 1 });
    const v = verdict(d, sel);
    expect(v.kind).toBe('play');
    if (v.kind !== 'play') return;
    expect(v.option.action).toEqual({ type: 'play', seat: 0, cards: [5, 10], dice: ['d6', null] });
    expect(v.option.target).toMatchObject({ kind: 'play', value: 10, count: 2, beatsBy: 'value', spends: ['d6'], leaves: { cards: [5, 10], value: 5 } });
    // A click on the middle of the table plays it.
    expect(click(d, sel, { kind: 'table' })).toEqual({ kind: 'act', action: v.option.action });
  });

  it('says why cards of different worth are no play', () => {
    const d = turnOf(beatTwoEights());
    const v = verdict(d, pick(d, 0, 4));
    expect(v).toEqual({ kind: 'refuse', why: { key: 'piplus.why.unequal', params: { values: '3 and 10' } } });
    expect(click(d, pick(d, 0, 4), { kind: 'table' })).toMatchObject({ kind: 'refuse', why: { key: 'piplus.why.unequal' } });
  });

  it('a die clicked with cards selected goes on the card where it makes the play', () => {
    const d = turnOf(beatTwoEights());
    // 3 and 5 selected: the d8 (2) makes 3+2 = 5 with the 5; on the 5 it would make 7 and 3.
    const sel = selected(clickDie(d, pick(d, 0, 1), 'd8'));
    expect(sel.on).toEqual({ d8: 0 });
    // Two 5s do not beat two 8s: legal shape, still refused with the reason.
    expect(verdict(d, sel)).toMatchObject({ kind: 'refuse', why: { key: 'piplus.why.low' } });
    // Clicking the die again takes it off.
    expect(selected(clickDie(d, sel, 'd8')).on).toEqual({});
  });

  it('a die picked with nothing selected is a lone die; a card clicked next takes it', () => {
    const s = scene({ hands: [[3, 9], [4]], dice: [{ values: [4, 6, 8] }, { values: [1, 1, 1] }], table: [5], turn: 0 });
    const d = turnOf(s);
    const lone = selected(clickDie(d, EMPTY, 'd6'));
    expect(lone.lone).toBe('d6');
    expect(verdict(d, lone)).toMatchObject({ kind: 'play', option: { action: { type: 'die', seat: 0, die: 'd6' }, target: { kind: 'die', value: 6 } } });
    const low = selected(clickDie(d, EMPTY, 'd4'));
    expect(verdict(d, low)).toEqual({ kind: 'refuse', why: { key: 'piplus.why.loneLow', params: { die: 'd4', v: 4, n: 1, cards: '1 card', value: 5 } } });
    // The d6 then a click on the 3: the die sits on it (9), a legal single 9.
    const onCard = toggleCard(d, lone, 0);
    expect(onCard).toMatchObject({ cards: [0], on: { d6: 0 }, lone: null });
    expect(verdict(d, onCard)).toMatchObject({ kind: 'play', option: { action: { cards: [3], dice: ['d6'] } } });
  });

  it('lights only the cards and dice that can still join a legal play', () => {
    const d = turnOf(beatTwoEights());
    // Nothing picked: any card of a legal play (two 7s with a die, 5+d6 with 10, 3+d4... ) and the dice.
    const all = lit(d, EMPTY);
    expect(all.dice).toEqual(expect.arrayContaining(['d4', 'd6', 'd8']));
    // With the 10 picked: 5 (+d6 5) and 7 (+d4 3) reach 10; 10+d8 (2) makes 12 with 7+d6 (5). The 3 goes with none.
    const withTen = lit(d, pick(d, 4));
    expect(withTen.cards.map((i) => d.hand[i])).toEqual([5, 7, 7]);
    expect(withTen.dice).toEqual(['d4', 'd6', 'd8']);
    // The d8 clicked with the 7 and the 10 picked goes on the 10 (7+2 = 9 leads nowhere); then only the d6 is wanted.
    const sel = selected(clickDie(d, pick(d, 2, 4), 'd8'));
    expect(sel.on).toEqual({ d8: 4 });
    expect(lit(d, sel)).toEqual({ cards: [], dice: ['d6', 'd8'] });
    // Every lit card leads to a legal play once picked.
    for (const i of withTen.cards) expect(lit(d, pick(d, 4, i)).dice.length).toBeGreaterThan(0);
  });

  it('passing rerolls the marked dice; leading cannot pass', () => {
    const d = turnOf(beatTwoEights());
    const sel = toggleReroll(d, toggleReroll(d, EMPTY, 'd8'), 'd4');
    expect(sel.reroll).toEqual(['d4', 'd8']);
    expect(passOption(d, sel)).toEqual({ option: expect.objectContaining({ action: { type: 'pass', seat: 0, reroll: ['d4', 'd8'] } }) });
    const lead = turnOf(scene({ hands: [[3], [4]], table: null, turn: 0 }));
    expect(passOption(lead, EMPTY)).toEqual({ why: { key: 'piplus.why.mustLead' } });
    expect(verdict(lead, EMPTY)).toEqual({ kind: 'empty', help: { key: 'piplus.help.lead' } });
  });

  it('a spent die clicked is marked to reroll, and without cards only unused dice reroll', () => {
    const s = scene({ hands: [[3, 9], [4]], dice: [{ values: [4, 6, 8], spent: ['d6'] }, { values: [1, 1, 1] }], table: [5], turn: 0 });
    const d = turnOf(s);
    expect(selected(clickDie(d, EMPTY, 'd6')).reroll).toEqual(['d6']);
    const out = scene({ hands: [[], [4]], dice: [{ values: [4, 6, 2], spent: ['d6'] }, { values: [1, 1, 1] }], table: [5], turn: 0 });
    const e = turnOf(out);
    expect(e.rerollable).toEqual(['d4', 'd8']);
    expect(clickDie(e, EMPTY, 'd6')).toEqual({ kind: 'refuse', why: { key: 'piplus.why.spentNoReroll', params: { die: 'd6' } } });
    // Without cards a die that cannot beat the table is refused at once, with the reason.
    expect(clickDie(e, EMPTY, 'd8')).toMatchObject({ kind: 'refuse', why: { key: 'piplus.why.loneLow' } });
  });

  it('a dragged die dropped on a card sits there; dropped on the table alone it plays, elsewhere it goes back', () => {
    const d = turnOf(beatTwoEights());
    const onSeven = drop(d, pick(d, 4), 'd4', { kind: 'card', index: 2 });
    expect(onSeven.kind).toBe('select');
    if (onSeven.kind !== 'select') return;
    expect(onSeven.selection).toMatchObject({ cards: [2, 4], on: { d4: 2 } });
    expect(verdict(d, onSeven.selection)).toMatchObject({ kind: 'play', option: { action: { cards: [7, 10], dice: ['d4', null] } } });
    expect(drop(d, onSeven.selection, 'd4', null)).toEqual({ kind: 'select', selection: { ...onSeven.selection, on: {} } });
    const s = scene({ hands: [[3, 9], [4]], dice: [{ values: [4, 6, 8] }, { values: [1, 1, 1] }], table: [5], turn: 0 });
    expect(drop(turnOf(s), EMPTY, 'd8', { kind: 'table' })).toEqual({ kind: 'act', action: { type: 'die', seat: 0, die: 'd8' } });
  });

  it('the selection of every legal action is that action (hints set up the play they suggest)', () => {
    for (const s of [beatTwoEights(), scene({ hands: [[2, 2, 6, 9], [4]], dice: [{ values: [4, 4, 7] }, { values: [1, 1, 1] }], table: null, turn: 0 })]) {
      const d = turnOf(s);
      for (const o of [...d.plays, ...d.lones]) {
        const v = verdict(d, selectionOf(d, o.action));
        expect(v.kind === 'play' ? v.option.action : v).toEqual(o.action);
      }
      for (const o of d.passes) expect(passOption(d, selectionOf(d, o.action))).toEqual({ option: o });
    }
  });
});
