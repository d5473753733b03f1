/**
 * Piplus's decisions for the table kit: the selection of decisions.ts is the kit's selection,
 * a click on a card, a die or a reroll mark is a `select` step, a click on the middle of the
 * table (or Play) plays the selection, a click on the pass spot (or Pass) passes with the
 * marked rerolls, and a die dragged onto a card goes there. The same functions the table's
 * tests call; the kit's session keeps the selection, the focus and the refusal.
 */
import { t } from '../../i18n';
import type { GameDecisions, Note } from '../../table/kit';
import type { TableReport } from '../game-ui';
import { turnChoices } from './choices';
import { asClick, canDrag, clickApart, decide, drop, lit, passOption, verdict, type Decision, type Msg, type Pick, type Selection, EMPTY } from './decisions';
import { light, type PiplusLit } from './lights';
import { colourName } from './narrate';
import type { PiplusTypes } from './types';
import { previewWords } from './words';

const say = (m: Msg): string => t(m.key, m.params);

/**
 * The decision for `seat`; once it has acted (it may not act, the report still lists its
 * actions), the play it sent stays built, so its cards stay up until the step takes them.
 */
export function decideFor(report: TableReport<PiplusTypes> | null, seat: number | null, canAct: boolean, sel: Selection): Decision {
  const d = decide(report, seat, true);
  if (canAct || d.kind !== 'turn') return canAct ? d : { kind: 'none' };
  return { kind: 'none', sent: verdict(d, sel).kind === 'play' ? sel : EMPTY };
}

/** The line over the board: what the selection plays, why it is no play, or what to do. */
export function noteOf(d: Decision, sel: Selection, refusal: string | null, coached: boolean): Note | null {
  if (d.kind !== 'turn') return null;
  if (refusal) return { text: refusal, refused: true };
  const v = verdict(d, sel);
  if (v.kind === 'play') return { text: `${previewWords(v.option.target, d.dice, colourName)} ${t('piplus.preview.clickTable')}`, ready: true };
  if (v.kind === 'refuse') return { text: say(v.why), refused: true };
  const pass = passOption(d, sel);
  if (sel.reroll.length > 0 && 'option' in pass) return { text: previewWords(pass.option.target, d.dice, colourName) };
  // A lesson offers the asked pass alone: "nothing you hold beats the table" would not be true.
  if (coached && v.help.key === 'piplus.help.nothing') return { text: t('piplus.help.pass') };
  return { text: say(v.help) };
}

/** Everything a click on the board can select or play now: the cards and dice that can join, the middle when it plays, the pass spot. */
export function targetsOf(d: Decision, sel: Selection): Pick[] {
  if (d.kind !== 'turn') return [];
  const l = lit(d, sel);
  const cards = [...new Set([...l.cards, ...sel.cards])].sort((a, b) => a - b);
  const out: Pick[] = [...cards.map((index): Pick => ({ kind: 'card', index })), ...l.dice.map((die): Pick => ({ kind: 'die', seat: d.seat, die }))];
  if (verdict(d, sel).kind === 'play') out.push({ kind: 'table' });
  if (d.passes.length > 0) out.push(...d.rerollable.map((die): Pick => ({ kind: 'reroll', die })), { kind: 'pass' });
  // A lit die that cannot go anywhere now (every picked card has one) is no target.
  return out.filter((p) => clickApart(d, sel, p).kind !== 'refuse');
}

/** Piplus for the table kit. */
export const piplusDecisions: GameDecisions<PiplusTypes, Pick, Selection, Decision, PiplusLit> = {
  empty: EMPTY,
  // Not whether the seat may act: a play just sent keeps its selection until the next view.
  key: (r, seat) => `${r?.view.round}:${r?.view.turns}:${r?.view.turn}:${seat}`,
  decide: decideFor,
  click: (d, p, sel) => (d.kind === 'turn' ? asClick(clickApart(d, sel, p)) : null),
  targets: targetsOf,
  light,
  note: (d, sel, _focus, refusal, coached) => noteOf(d, sel, refusal, coached),
  choices: (d, sel, hint) => (d.kind === 'turn' ? turnChoices(d, sel, hint, light(d, sel, null, null)) : null),
  drag: {
    start: (d, from) => from.kind === 'die' && d.kind === 'turn' && from.seat === d.seat && canDrag(d, from.die),
    drop: (d, from, to, sel) => (from.kind === 'die' && d.kind === 'turn' ? asClick(drop(d, { ...sel, reroll: [] }, from.die, to)) : null),
  },
};
