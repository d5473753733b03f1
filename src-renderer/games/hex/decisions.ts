/**
 * What the PipFall Hex table offers the seat at the screen right now, and what a click means:
 * a function of the view, the legal actions with their targets (from the engine) and the die
 * the player has picked so far. The board lights what `lit` says, `click` turns a click on a
 * die or a hex into an action or a selection, and `optionAt` says which option hovering would
 * preview (with the path its die will walk). No rule is re-derived here: every destination,
 * path, combat and Reinforce position comes from the engine's targets. `hexDecisions` gives
 * them to the table kit, with the die chosen so far as the selection.
 */
import type { Card } from '../../../src-engine/core/cards';
import { t } from '../../i18n';
import type { BoardButton, GameDecisions } from '../../table/kit';
import { boardNote, dieClick, type DieClick } from '../../table/pieces';
import type { TableReport } from '../game-ui';
import { choicesOf } from './choices';
import { focusOf, moveTone, type AnyOption, type Decided, type Decision, type Lit, type Option, type Pick } from './picks';
import { NO_HIGHLIGHT, targetKey, type Highlight } from './port';
import { preview, type Preview } from './preview';
import type { Cell, HexAction, HexTypes, HexView } from './types';

export { focusOf, moveTone, type AnyOption, type Decided, type Decision, type Lit, type LitHex, type Option, type Pick, type Tone } from './picks';

/** Whether two hexes are the same. */
export const sameCell = (a: Cell, b: Cell): boolean => a.row === b.row && a.col === b.col;

/** Whether two actions are the same (actions are plain JSON). */
export const sameAction = (a: HexAction | null | undefined, b: HexAction | null | undefined): boolean => !!a && !!b && JSON.stringify(a) === JSON.stringify(b);

function options<K extends HexAction['type']>(report: TableReport<HexTypes>, type: K): Option<K>[] {
  return report.legal.flatMap((action, i) => {
    const target = report.targets[i];
    return action.type === type && target ? [{ action: action as Extract<HexAction, { type: K }>, target: target as Option<K>['target'] }] : [];
  });
}

/**
 * The decision at hand. `chosen` is the die the player picked while a card resolves (kept by
 * the table between clicks; ignored when it is no longer one of the candidates).
 */
export function decide(report: TableReport<HexTypes> | null, seat: number | null, canAct: boolean, chosen: number | null): Decision {
  if (!report || seat === null || !canAct || report.legal.length === 0) return { kind: 'none' };
  const view = report.view;
  switch (report.legal[0]!.type) {
    case 'chooseLocation':
      return { kind: 'choose', options: options(report, 'chooseLocation') };
    case 'program': {
      const mine = view.seats[seat];
      return { kind: 'program', hand: mine ? mine.hand.filter((c): c is Card => c !== null) : [] };
    }
    default: {
      const moves = options(report, 'move');
      const powers = options(report, 'power');
      const reinforce = options(report, 'reinforce');
      const dice = [...new Set([...moves.map((o) => o.action.die), ...powers.map((o) => o.action.die)])];
      const die = dice.length === 1 ? dice[0]! : chosen !== null && dice.includes(chosen) ? chosen : null;
      const first = moves[0]?.target ?? powers[0]?.target ?? reinforce[0]?.target;
      const card = first?.card ?? view.seats[seat]?.program?.[view.step] ?? '2C';
      return {
        kind: 'resolve',
        card,
        slot: view.step + 1,
        dice,
        die,
        moves: die === null ? [] : moves.filter((o) => o.action.die === die),
        power: die === null ? null : (powers.find((o) => o.action.die === die) ?? null),
        reinforce,
      };
    }
  }
}

/** What to light on the board for this decision. */
export function lit(d: Decision): Lit {
  switch (d.kind) {
    case 'choose':
      return { dice: [], hexes: d.options.flatMap((o) => [o.target.rear, ...o.target.fronts].map((cell) => ({ cell, tone: 'location' as const }))) };
    case 'resolve':
      return {
        dice: d.die === null ? d.dice : [d.die],
        hexes: [...d.moves.map((o) => ({ cell: o.target.to, tone: moveTone(o) })), ...d.reinforce.map((o) => ({ cell: o.target.at, tone: 'reinforce' as const }))],
      };
    default:
      return { dice: [], hexes: [] };
  }
}

/** What a click on the board does: an action, the die to act (null: none), or a refusal (a message key). */
export type ClickResult = DieClick<HexAction>;

/** The die standing on a hex, from the view. */
export function dieOn(view: HexView, cell: Cell): HexView['dice'][number] | undefined {
  return view.dice.find((x) => x.row === cell.row && x.col === cell.col);
}

/** Where a die stands, from the view. */
export function cellOf(view: HexView, id: number): Cell | null {
  const d = view.dice.find((x) => x.id === id);
  return d ? { row: d.row, col: d.col } : null;
}

/** Why a click on nothing useful is refused, by what the decision waits for. */
function refusal(d: Extract<Decision, { kind: 'resolve' }>): string {
  if (d.die === null) return d.dice.length === 0 ? 'hex.refuse.reinforce' : 'hex.refuse.pickDie';
  return d.moves.length > 0 ? 'hex.refuse.pickHex' : 'hex.refuse.pickHexPower';
}

/** What clicking `pick` means now. */
export function click(d: Decision, view: HexView | null, pick: Pick): ClickResult {
  switch (d.kind) {
    case 'choose': {
      const cell = pick.kind === 'hex' ? pick.cell : view && pick.kind === 'die' ? cellOf(view, pick.die) : null;
      const o = cell ? d.options.find((x) => [x.target.rear, ...x.target.fronts].some((c) => sameCell(c, cell))) : undefined;
      return o ? { kind: 'act', action: o.action } : { kind: 'refuse', reason: 'hex.refuse.location' };
    }
    case 'resolve': {
      if (pick.kind === 'power') return d.power && d.die === pick.die ? { kind: 'act', action: d.power.action } : { kind: 'refuse', reason: refusal(d) };
      // A lit hex is its move (onto a die of one's own too) or its Reinforce.
      if (pick.kind === 'hex') {
        const to = d.moves.find((x) => sameCell(x.target.to, pick.cell)) ?? d.reinforce.find((x) => sameCell(x.target.at, pick.cell));
        if (to) return { kind: 'act', action: to.action };
      }
      // Any other hex holding a die means that die, so the die and the rim of its hex click alike.
      const standing = pick.kind === 'hex' && view ? dieOn(view, pick.cell) : undefined;
      const id = pick.kind === 'die' ? pick.die : standing?.id;
      if (id !== undefined) {
        if (d.die === id) {
          // The chosen die itself: its 0-hex move, or its power when that is its only use.
          const stay = d.moves.find((o) => o.target.path.length === 0);
          if (stay) return { kind: 'act', action: stay.action };
          if (d.power && d.moves.length === 0) return { kind: 'act', action: d.power.action };
          return d.dice.length > 1 ? { kind: 'select', die: null } : { kind: 'refuse', reason: refusal(d) };
        }
        // Another candidate becomes the die to act.
        if (d.dice.includes(id)) return { kind: 'select', die: id };
        const at = pick.kind === 'hex' ? pick.cell : view ? cellOf(view, id) : null;
        const o = at ? d.moves.find((x) => sameCell(x.target.to, at)) : undefined;
        if (o) return { kind: 'act', action: o.action };
        return { kind: 'refuse', reason: refusal(d) };
      }
      return { kind: 'refuse', reason: refusal(d) };
    }
    default:
      return { kind: 'refuse', reason: 'hex.refuse.wait' };
  }
}

/** Every option of a decision, in the order the panel lists them. */
export function optionsOf(d: Decision): readonly AnyOption[] {
  switch (d.kind) {
    case 'choose':
      return d.options;
    case 'resolve':
      return [...d.moves, ...(d.power ? [d.power] : []), ...d.reinforce];
    default:
      return [];
  }
}

/** What hovering or focusing `pick` would do: the option a click would play, for a preview. */
export function optionAt(d: Decision, view: HexView | null, pick: Pick): AnyOption | null {
  const r = click(d, view, pick);
  if (r.kind !== 'act') return null;
  return optionsOf(d).find((o) => sameAction(o.action, r.action)) ?? null;
}

/** The hinted action as a board focus, so the hint lights like a choice (its die first, while another is picked). */
export function hintFocus(d: Decision, hint: HexAction | null): Pick | null {
  if (!hint) return null;
  if ((hint.type === 'move' || hint.type === 'power') && d.kind === 'resolve' && d.die !== hint.die) return { kind: 'die', die: hint.die };
  const o = optionsOf(d).find((x) => sameAction(x.action, hint));
  return o ? focusOf(o) : null;
}

/** The hexes a focus covers on the board: a whole start while one of its hexes is focused during the choice. */
export function focusHexes(d: Decision, focus: Pick | null): Cell[] {
  if (!focus || focus.kind !== 'hex') return [];
  if (d.kind === 'choose') {
    const o = d.options.find((x) => [x.target.rear, ...x.target.fronts].some((c) => sameCell(c, focus.cell)));
    if (o) return [o.target.rear, ...o.target.fronts];
  }
  return [focus.cell];
}

/** The program action the slots make (cards in order, the last slot left out), if legal. */
export function programFor(report: TableReport<HexTypes> | null, slots: readonly Card[]): HexAction | undefined {
  if (!report || slots.length < 2) return undefined;
  const out = slots[slots.length - 1]!;
  const cards = slots.slice(0, -1);
  return report.legal.find((a) => a.type === 'program' && a.leftOut === out && a.cards.length === cards.length && a.cards.every((c, i) => c === cards[i]));
}

/** What choosing the target under `pick` would do, in words (null: a click there plays nothing). */
export function previewAt(d: Decided, pick: Pick): Preview | null {
  const o = optionAt(d, d.view, pick);
  return o ? preview(o) : null;
}

/** What the board says while nothing is focused or refused: what to click. */
export function boardHelp(d: Decision): string | null {
  if (d.kind === 'choose') return t('hex.boardHelp.choose');
  if (d.kind !== 'resolve') return null;
  if (d.die === null) return d.dice.length === 0 ? t('hex.boardHelp.reinforce') : d.reinforce.length > 0 ? t('hex.boardHelp.pickDieOrReinforce') : t('hex.boardHelp.pickDie');
  if (d.moves.length > 0) return t('hex.boardHelp.move');
  return d.reinforce.length > 0 ? t('hex.boardHelp.powerOrReinforce') : t('hex.boardHelp.power');
}

/** The suit power of the chosen die as a board button, when a click on the die is its 0-hex move (a number card). */
export function buttonsOf(d: Decision): BoardButton<Pick>[] {
  if (d.kind !== 'resolve' || d.die === null || !d.power || d.moves.length === 0) return [];
  const tg = d.power.target;
  return [{ pick: { kind: 'power', die: d.die }, label: t('hex.powerButton', { power: t(`hex.power.${tg.suit}`), from: tg.from, to: tg.to }) }];
}

/** Everything a click on the board acts on or selects now. */
export function targetsOf(d: Decided): Pick[] {
  if (d.kind === 'choose') return d.options.flatMap((o) => [o.target.rear, ...o.target.fronts].map((cell) => ({ kind: 'hex' as const, cell })));
  if (d.kind !== 'resolve') return [];
  const dice: Pick[] = d.dice.filter((id) => id !== d.die).map((die) => ({ kind: 'die', die }));
  const self = d.die !== null && (d.moves.some((o) => o.target.path.length === 0) || (d.power !== null && d.moves.length === 0));
  const hexes: Pick[] = lit(d)
    .hexes.filter((h) => !(self && h.tone === 'stay'))
    .map((h) => ({ kind: 'hex', cell: h.cell }));
  return [...hexes, ...(self && d.die !== null ? [{ kind: 'die' as const, die: d.die }] : []), ...dice, ...buttonsOf(d).map((b) => b.pick)];
}

/** What choosing each target would do, in words, by `targetKey`: the names of the flat board's buttons. */
function saysOf(d: Decided): Record<string, string> {
  if (d.kind === 'none' || d.kind === 'program') return {};
  const picks: Pick[] = [...lit(d).hexes.map((h) => ({ kind: 'hex' as const, cell: h.cell })), ...(d.view?.dice ?? []).map((x) => ({ kind: 'die' as const, die: x.id }))];
  const out: Record<string, string> = {};
  for (const p of picks) {
    const what = previewAt(d, p);
    if (what && p.kind !== 'power') out[targetKey(p)] = what.text;
  }
  return out;
}

/** The name of program slot i of a hand of `n` (the last holds the card left out). */
export function slotName(i: number, n: number): string {
  return i === n - 1 ? t('hex.slotOut') : t('hex.slot', { n: i + 1 });
}

/** PipFall Hex's decisions for the table kit: the selection is the die chosen to act (null: none yet). */
export const hexDecisions: GameDecisions<HexTypes, Pick, number | null, Decided, Highlight> = {
  empty: null,
  key: (r, seat, canAct) => {
    const v = r?.view;
    return `${v?.round}:${v?.hand}:${v?.phase}:${v?.step}:${v?.turn}:${v?.dice.length}:${seat}:${canAct}`;
  },
  decide: (r, seat, canAct, sel) => ({ ...decide(r, seat, canAct, sel), view: r?.view ?? null, seat }),
  click(d, p) {
    if (d.kind === 'none') return null;
    // A lesson says why a click on the board does nothing while cards are programmed; a game stays quiet.
    if (d.kind === 'program') return { kind: 'refuse', reason: 'hex.refuse.program', quiet: true };
    return dieClick(click(d, d.view, p));
  },
  targets: (d) => targetsOf(d),
  buttons: (d) => buttonsOf(d),
  light(d, _sel, focus, hint) {
    if (d.kind === 'none' || d.kind === 'program') return NO_HIGHLIGHT;
    const l = lit(d);
    const f = focus ?? hintFocus(d, hint);
    const tg = focus ? optionAt(d, d.view, focus)?.target : undefined;
    return {
      dice: l.dice,
      hexes: l.hexes,
      focusDie: f?.kind === 'die' || f?.kind === 'power' ? f.die : null,
      focusHexes: focusHexes(d, f),
      path: tg?.kind === 'move' && tg.path.length > 0 ? [tg.from, ...tg.path] : [],
      says: saysOf(d),
    };
  },
  note: (d, _sel, focus, refusal) => boardNote(focus ? previewAt(d, focus) : null, refusal, boardHelp(d)),
  choices: (d, _sel, hint) => choicesOf(d, hint),
  program(d, report, seat, hint) {
    if (d.kind !== 'program') return null;
    const n = d.hand.length;
    return {
      hand: d.hand,
      slotCount: n,
      resetKey: `${report.view.round}:${report.view.hand}:${seat}:${d.hand.join('')}`,
      ns: 'hex',
      slotName: (i) => slotName(i, n),
      programFor: (cards) => programFor(report, cards),
      hintCards: hint?.type === 'program' ? [...hint.cards, hint.leftOut] : null,
    };
  },
};
