/**
 * What the Pip Zero table offers the seat at the screen and what a click on a grid means,
 * from the view and the engine's legal actions with their targets: programming a hand, or a
 * pending number card's choice (the suit power on its forced die, or a swap with a die to its
 * right). A click on the forced die plays the power; a click on a die it can swap with (or
 * its cell) plays that swap.
 */
import type { Card } from '../../../src-engine/core/cards';
import { cardLabel, t } from '../../i18n';
import type { GameDecisions } from '../../table/kit';
import type { TableReport } from '../game-ui';
import type { Cell, Pending, ZeroAction, ZeroTarget, ZeroTypes } from './types';

/** Something on a grid the pointer can rest on. */
export type Pick = { readonly kind: 'die'; readonly seat: number; readonly die: number } | { readonly kind: 'cell'; readonly seat: number; readonly cell: Cell };

/** A legal choice with what it points at. */
export interface Option {
  readonly action: Extract<ZeroAction, { type: 'choose' }>;
  readonly target: ZeroTarget;
}

/** What the seat decides now. */
export type Decision =
  | { readonly kind: 'none' }
  | { readonly kind: 'program'; readonly hand: readonly Card[] }
  | { readonly kind: 'choose'; readonly seat: number; readonly pending: Pending; readonly options: readonly Option[] };

/** The decision at hand. */
export function decide(report: TableReport<ZeroTypes> | null, seat: number | null, canAct: boolean): Decision {
  if (!report || seat === null || !canAct || report.legal.length === 0) return { kind: 'none' };
  if (report.legal[0]!.type === 'program') {
    const mine = report.view.seats[seat];
    return { kind: 'program', hand: mine ? mine.hand.filter((c): c is Card => c !== null) : [] };
  }
  const pending = report.view.pending;
  if (!pending || pending.seat !== seat) return { kind: 'none' };
  const options = report.legal.flatMap((action, i) => (action.type === 'choose' ? [{ action, target: report.targets[i] ?? { kind: 'program' as const } }] : []));
  return { kind: 'choose', seat, pending, options };
}

/** The dice to outline and the column to light for a decision. */
export function lit(d: Decision): { readonly seat: number | null; readonly column: number | null; readonly dice: readonly number[] } {
  if (d.kind !== 'choose') return { seat: null, column: null, dice: [] };
  const dice = d.options.flatMap((o) => (o.target.kind === 'power' ? [o.target.die] : o.target.kind === 'swap' ? [o.target.die, o.target.other] : []));
  return { seat: d.seat, column: d.pending.column, dice: [...new Set(dice)] };
}

/** What a click does. */
export type ClickResult = { readonly kind: 'act'; readonly action: ZeroAction } | { readonly kind: 'refuse'; readonly reason: string };

/** What clicking `pick` means now. */
export function click(d: Decision, pick: Pick): ClickResult {
  if (d.kind !== 'choose') return { kind: 'refuse', reason: d.kind === 'program' ? 'zero.refuse.program' : 'zero.refuse.wait' };
  if (pick.seat !== d.seat) return { kind: 'refuse', reason: 'zero.refuse.otherGrid' };
  const hit = (o: Option): boolean => {
    const tg = o.target;
    if (tg.kind === 'power') return pick.kind === 'die' ? pick.die === tg.die : pick.cell.row === tg.cell.row && pick.cell.col === tg.cell.col;
    if (tg.kind === 'swap') return pick.kind === 'die' ? pick.die === tg.other : pick.cell.row === tg.to.row && pick.cell.col === tg.to.col;
    return false;
  };
  // The forced die itself means its power; a die to its right means the swap with it.
  const o = d.options.find((x) => x.target.kind === 'power' && hit(x)) ?? d.options.find(hit);
  return o ? { kind: 'act', action: o.action } : { kind: 'refuse', reason: 'zero.refuse.pick' };
}

/** The choice a pick would make, for the preview. */
export function optionAt(d: Decision, pick: Pick): Option | null {
  const r = click(d, pick);
  if (r.kind !== 'act' || d.kind !== 'choose') return null;
  return d.options.find((o) => o.action === r.action) ?? null;
}

/** What the grids light: one column of a seat's grid, outlined dice, one of them focused (pointer, keyboard or hint). */
export interface ZeroLit {
  readonly seat: number | null;
  readonly column: number | null;
  readonly dice: readonly number[];
  readonly focus: number | null;
}

/** The die an option points at on the board: the forced die for its power, the other die for a swap. */
function dieOf(o: Option | null): number | null {
  const tg = o?.target;
  return tg?.kind === 'power' ? tg.die : tg?.kind === 'swap' ? tg.other : null;
}

/** What choosing `o` would do, in words. */
export function previewOf(o: Option): string {
  const tg = o.target;
  if (tg.kind === 'power') return t('zero.preview.power', { power: t(`zero.power.${tg.suit}`), from: tg.pips, to: tg.after > 0 ? tg.after : t('zero.preview.gone') });
  if (tg.kind === 'swap') return t('zero.preview.swap', { col: tg.to.col + 1, pips: tg.pips, after: tg.after > 0 ? tg.after : t('zero.preview.gone') });
  return '';
}

/** The name of program slot i (the fourth is the initiative's). */
export function slotName(i: number): string {
  return i === 3 ? t('zero.slot4') : t('zero.slot', { n: i + 1 });
}

/** A choice's button text. */
function choiceLabel(o: Option, card: Card): string {
  const c = o.action.choice;
  return c.kind === 'power' ? t('zero.choice.power', { power: t(`zero.power.${card[1]}`) }) : t('zero.choice.swap', { col: c.target + 1 });
}

/** Pip Zero's decisions for the table kit (nothing is selected before a click acts: the selection is null). */
export const zeroDecisions: GameDecisions<ZeroTypes, Pick, null, Decision, ZeroLit> = {
  empty: null,
  key: (r, seat, canAct) => `${r?.view.handNo}:${r?.view.cursor.slot}:${r?.view.cursor.turn}:${seat}:${canAct}`,
  decide: (r, seat, canAct) => decide(r, seat, canAct),
  click(d, p) {
    if (d.kind === 'none') return null;
    // A lesson says why a click on the grid does nothing while cards are programmed; a game stays quiet.
    if (d.kind === 'program') return { kind: 'refuse', reason: 'zero.refuse.program', quiet: true };
    return click(d, p);
  },
  targets: (d) =>
    d.kind === 'choose'
      ? d.options.flatMap((o) => {
          const die = dieOf(o);
          return die === null ? [] : [{ kind: 'die' as const, seat: d.seat, die }];
        })
      : [],
  light(d, _sel, focus, hint) {
    const l = lit(d);
    if (l.seat === null) return { ...l, focus: null };
    const hinted = d.kind === 'choose' ? (d.options.find((o) => o.action === hint) ?? null) : null;
    return { ...l, focus: dieOf(focus ? optionAt(d, focus) : null) ?? dieOf(hinted) };
  },
  note(d, _sel, focus, refusal) {
    const o = focus ? optionAt(d, focus) : null;
    if (o) return { text: previewOf(o) };
    if (refusal) return { text: refusal, refused: true };
    return d.kind === 'choose' ? { text: t('zero.boardHelp') } : null;
  },
  program(d, report, seat, hint) {
    if (d.kind !== 'program') return null;
    return {
      hand: d.hand,
      slotCount: 4,
      resetKey: `${report.view.handNo}:${seat}:${d.hand.join('')}`,
      ns: 'zero',
      slotName,
      programFor: (cards) => report.legal.find((a) => a.type === 'program' && a.cards.every((c, i) => c === cards[i])),
      hintCards: hint?.type === 'program' ? hint.cards : null,
    };
  },
  choices(d) {
    if (d.kind !== 'choose') return null;
    return {
      heading: t('zero.choiceHeading', { card: cardLabel(d.pending.card), col: d.pending.column + 1 }),
      groups: [{ choices: d.options.map((o) => ({ label: choiceLabel(o, d.pending.card), then: { kind: 'act' as const, action: o.action }, pick: pickOf(d.seat, o) })) }],
    };
  },
};

/** The board target of an option (its die), for a button's preview. */
function pickOf(seat: number, o: Option): Pick | null {
  const die = dieOf(o);
  return die === null ? null : { kind: 'die', seat, die };
}
