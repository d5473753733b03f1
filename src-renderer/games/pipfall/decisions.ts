/**
 * What the PipFall table offers the seat at the screen right now, and what a click means:
 * a function of the view, the legal actions with their targets (from the engine) and the
 * die the player has picked so far. The board lights what `offer` says, `click` turns a
 * click on a lane, die or cell into an action or a selection, and `preview` says what
 * hovering or focusing a target would do. No rule is re-derived here: every destination,
 * path and combat comes from the engine's targets. `pipfallDecisions` gives them to the table
 * kit, with the die chosen so far as the selection.
 */
import type { Card } from '../../../src-engine/core/cards';
import { t } from '../../i18n';
import type { BoardButton, GameDecisions } from '../../table/kit';
import { boardNote, dieClick, type DieClick } from '../../table/pieces';
import type { TableReport } from '../game-ui';
import { choicesOf } from './choices';
import { targetPowerName } from './narrate';
import { cellOfDie, type AnyOption, type Decided, type Decision, type Lit, type Option, type Pick } from './picks';
import { NO_HIGHLIGHT, type Highlight } from './port';
import { preview, type Preview } from './preview';
import type { Cell, Lane, PipfallAction, PipfallTypes, PipfallView } from './types';

export { cellOfDie, type AnyOption, type Decided, type Decision, type Lit, type Option, type Pick } from './picks';

const sameLane = (a: Lane, b: Lane): boolean => a.kind === b.kind && a.index === b.index;
const sameCell = (a: Cell, b: Cell): boolean => a.row === b.row && a.col === b.col;

function options<K extends PipfallAction['type']>(report: TableReport<PipfallTypes>, type: K): Option<K>[] {
  return report.legal.flatMap((action, i) =>
    action.type === type ? [{ action: action as Extract<PipfallAction, { type: K }>, target: report.targets[i] ?? { kind: 'program' } }] : [],
  );
}

/**
 * The decision at hand. `chosen` is the die the player picked during an activation (kept by
 * the table between clicks; ignored when it is no longer one of the candidates).
 */
export function decide(report: TableReport<PipfallTypes> | null, seat: number | null, canAct: boolean, chosen: number | null): Decision {
  if (!report || seat === null || !canAct || report.legal.length === 0) return { kind: 'none' };
  const view = report.view;
  const kind = report.legal[0]!.type;
  switch (kind) {
    case 'program': {
      const mine = view.seats[seat];
      return { kind: 'program', hand: mine ? mine.hand.filter((c): c is Card => c !== null) : [] };
    }
    case 'place':
      return { kind: 'place', cycle: view.cursor.cycle, options: options(report, 'place') };
    case 'activate': {
      const all = options(report, 'activate');
      const dice = [...new Set(all.map((o) => o.action.die))];
      const die = dice.length === 1 ? dice[0]! : chosen !== null && dice.includes(chosen) ? chosen : null;
      const uses = die === null ? [] : all.filter((o) => o.action.die === die);
      return {
        kind: 'activate',
        cycle: view.cursor.cycle,
        dice,
        die,
        moves: uses.filter((o) => o.action.use.kind === 'move'),
        power: uses.find((o) => o.action.use.kind === 'power') ?? null,
      };
    }
    case 'glory':
      return { kind: 'glory', options: options(report, 'glory') };
    case 'restore':
      return { kind: 'restore', options: options(report, 'restore') };
  }
}

/** Where a move option ends. */
function destination(o: Option<'activate'>): Cell | null {
  return o.target.kind === 'move' ? o.target.to : null;
}

/** What to light on the board for this decision. */
export function lit(d: Decision): Lit {
  switch (d.kind) {
    case 'place':
      return { lanes: d.options.map((o) => o.action.lane), dice: [], cells: [] };
    case 'activate':
      return {
        lanes: [],
        dice: d.die === null ? d.dice : [d.die],
        cells: d.moves.map(destination).filter((c): c is Cell => c !== null),
      };
    case 'glory':
      return { lanes: [], dice: d.options.flatMap((o) => (o.action.die === null ? [] : [o.action.die])), cells: [] };
    case 'restore':
      return { lanes: [], dice: [], cells: d.options.flatMap((o) => (o.target.kind === 'restore' && o.target.cell ? [o.target.cell] : [])) };
    default:
      return { lanes: [], dice: [], cells: [] };
  }
}

/** What a click on the board does: an action, the die to act (null: none), or a refusal (a message key). */
export type ClickResult = DieClick<PipfallAction>;

/** The lane a click on a cell means: the one lit lane that contains it (several or none: null). */
function laneOfCell(d: Extract<Decision, { kind: 'place' }>, cell: Cell): Lane | null {
  const hits = d.options.filter((o) => (o.action.lane.kind === 'row' ? o.action.lane.index === cell.row : o.action.lane.index === cell.col));
  return hits.length === 1 ? hits[0]!.action.lane : null;
}

/** What clicking `pick` means now. */
export function click(d: Decision, view: PipfallView | null, pick: Pick): ClickResult {
  switch (d.kind) {
    case 'place': {
      const lane = pick.kind === 'lane' ? pick.lane : pick.kind === 'cell' ? laneOfCell(d, pick.cell) : view && pick.kind === 'die' ? dieLane(d, view, pick.die) : null;
      const o = lane ? d.options.find((x) => sameLane(x.action.lane, lane)) : undefined;
      if (o) return { kind: 'act', action: o.action };
      return { kind: 'refuse', reason: pick.kind === 'lane' ? 'pipfall.refuse.lane' : 'pipfall.refuse.pickLane' };
    }
    case 'activate': {
      if (pick.kind === 'power') {
        return d.power && d.die === pick.die
          ? { kind: 'act', action: d.power.action }
          : { kind: 'refuse', reason: d.die === null ? 'pipfall.refuse.pickDie' : 'pipfall.refuse.pickCell' };
      }
      if (pick.kind === 'die') {
        if (d.die === pick.die) {
          // The chosen die itself: its 0-cell move, or its power when that is its only use.
          const stay = d.moves.find((o) => o.action.use.kind === 'move' && o.action.use.distance === 0);
          if (stay) return { kind: 'act', action: stay.action };
          if (d.power && d.moves.length === 0) return { kind: 'act', action: d.power.action };
          return d.dice.length > 1 ? { kind: 'select', die: null } : { kind: 'refuse', reason: 'pipfall.refuse.pickCell' };
        }
        // Another candidate: it becomes the die to act (a second click on it confirms a power-only card).
        if (d.dice.includes(pick.die)) return { kind: 'select', die: pick.die };
        if (d.die !== null && view) {
          const at = cellOfDie(view, pick.die);
          const o = at ? d.moves.find((x) => x.target.kind === 'move' && sameCell(x.target.to, at)) : undefined;
          if (o) return { kind: 'act', action: o.action };
        }
        return { kind: 'refuse', reason: d.die === null ? 'pipfall.refuse.pickDie' : 'pipfall.refuse.pickCell' };
      }
      if (pick.kind === 'cell') {
        if (d.die === null) {
          if (view) {
            const id = view.board[pick.cell.row]?.[pick.cell.col]?.id;
            if (id !== undefined && d.dice.includes(id)) return { kind: 'select', die: id };
          }
          return { kind: 'refuse', reason: 'pipfall.refuse.pickDie' };
        }
        const o = d.moves.find((x) => x.target.kind === 'move' && sameCell(x.target.to, pick.cell));
        return o ? { kind: 'act', action: o.action } : { kind: 'refuse', reason: 'pipfall.refuse.pickCell' };
      }
      return { kind: 'refuse', reason: d.die === null ? 'pipfall.refuse.pickDie' : 'pipfall.refuse.pickCell' };
    }
    case 'glory': {
      if (pick.kind === 'decline') {
        const no = d.options.find((x) => x.action.die === null);
        return no ? { kind: 'act', action: no.action } : { kind: 'refuse', reason: 'pipfall.refuse.glory' };
      }
      const id = pick.kind === 'die' ? pick.die : pick.kind === 'cell' && view ? view.board[pick.cell.row]?.[pick.cell.col]?.id : undefined;
      const o = d.options.find((x) => x.action.die !== null && x.action.die === id);
      return o ? { kind: 'act', action: o.action } : { kind: 'refuse', reason: 'pipfall.refuse.glory' };
    }
    case 'restore': {
      if (pick.kind === 'decline') {
        const no = d.options.find((x) => !x.action.use);
        return no ? { kind: 'act', action: no.action } : { kind: 'refuse', reason: 'pipfall.refuse.restore' };
      }
      const cell = pick.kind === 'cell' ? pick.cell : null;
      const o = d.options.find((x) => x.target.kind === 'restore' && x.target.cell !== null && cell !== null && sameCell(x.target.cell, cell));
      return o ? { kind: 'act', action: o.action } : { kind: 'refuse', reason: 'pipfall.refuse.restore' };
    }
    default:
      return { kind: 'refuse', reason: 'pipfall.refuse.wait' };
  }
}

/** During placement, the lane a click on an own die means: the one lit lane through it. */
function dieLane(d: Extract<Decision, { kind: 'place' }>, view: PipfallView, id: number): Lane | null {
  const at = cellOfDie(view, id);
  return at ? laneOfCell(d, at) : null;
}

/** What hovering or focusing `pick` would do: the option it would play or select, for a preview. */
export function optionAt(d: Decision, view: PipfallView | null, pick: Pick): AnyOption | null {
  const r = click(d, view, pick);
  if (r.kind !== 'act') return null;
  return optionsOf(d).find((o) => JSON.stringify(o.action) === JSON.stringify(r.action)) ?? null;
}

/** The hinted action as a board focus (lane, die or destination), so the hint lights like a choice. */
export function hintFocus(d: Decision, hint: PipfallAction | null): Pick | null {
  if (!hint) return null;
  if (hint.type === 'place') return { kind: 'lane', lane: hint.lane };
  if (hint.type === 'glory') return hint.die === null ? null : { kind: 'die', die: hint.die };
  if (hint.type !== 'activate' || d.kind !== 'activate') return null;
  if (d.die !== hint.die) return { kind: 'die', die: hint.die };
  const o = d.moves.find((x) => JSON.stringify(x.action) === JSON.stringify(hint));
  const to = o ? destination(o) : null;
  return to ? { kind: 'cell', cell: to } : { kind: 'die', die: hint.die };
}

/** Every option of a decision. */
function optionsOf(d: Decision): readonly AnyOption[] {
  return d.kind === 'place' || d.kind === 'glory' || d.kind === 'restore' ? d.options : d.kind === 'activate' ? [...d.moves, ...(d.power ? [d.power] : [])] : [];
}

/** What choosing the target under `pick` would do, in words (null: a click there plays nothing). */
export function previewAt(d: Decided, pick: Pick): Preview | null {
  const o = optionAt(d, d.view, pick);
  return o ? preview(o) : null;
}

/** What the board says while nothing is focused or refused: what to click. */
export function boardHelp(d: Decision): string | null {
  if (d.kind === 'place') return t('pipfall.boardHelp.place', { n: d.cycle + 1 });
  if (d.kind !== 'activate') return null;
  if (d.die === null) return t('pipfall.boardHelp.pickDie');
  if (d.moves.length === 0) return t('pipfall.boardHelp.power');
  // A lesson may offer a move without the zero move beside it.
  const stay = d.moves.some((o) => o.action.use.kind === 'move' && o.action.use.distance === 0);
  return t(stay ? 'pipfall.boardHelp.move' : 'pipfall.boardHelp.moveOnly');
}

/** The name of program slot i (the fourth is the initiative's). */
export function slotName(i: number): string {
  return i === 3 ? t('pipfall.slotInit') : t('pipfall.slot', { n: i + 1 });
}

/** Everything a click on the board acts on or selects now. */
export function targetsOf(d: Decision): Pick[] {
  switch (d.kind) {
    case 'place':
      return d.options.map((o) => ({ kind: 'lane', lane: o.action.lane }));
    case 'activate': {
      const others: Pick[] = d.dice.filter((id) => id !== d.die).map((die) => ({ kind: 'die', die }));
      if (d.die === null) return others;
      const cells: Pick[] = lit(d).cells.map((cell) => ({ kind: 'cell', cell }));
      const self = d.moves.some((o) => o.action.use.kind === 'move' && o.action.use.distance === 0) || (d.power !== null && d.moves.length === 0);
      return [...cells, ...(self ? [{ kind: 'die' as const, die: d.die }] : []), ...others, ...buttonsOf(d).map((b) => b.pick)];
    }
    case 'glory':
      return [...d.options.flatMap((o) => (o.action.die === null ? [] : [{ kind: 'die' as const, die: o.action.die }])), ...buttonsOf(d).map((b) => b.pick)];
    case 'restore':
      return [
        ...d.options.flatMap((o) => (o.target.kind === 'restore' && o.target.cell ? [{ kind: 'cell' as const, cell: o.target.cell }] : [])),
        ...buttonsOf(d).map((b) => b.pick),
      ];
    default:
      return [];
  }
}

/**
 * What the board area offers as buttons: the suit power of the chosen die when a click on the
 * die is its zero move (a number card), and the declines of the glory bonus and of a Restore.
 */
export function buttonsOf(d: Decision): BoardButton<Pick>[] {
  switch (d.kind) {
    case 'activate': {
      if (d.die === null || !d.power || d.moves.length === 0) return [];
      const tg = d.power.target;
      return [{ pick: { kind: 'power', die: d.die }, label: t('pipfall.power', { power: targetPowerName(tg) }) }];
    }
    case 'glory':
      return d.options.some((o) => o.action.die === null) ? [{ pick: { kind: 'decline' }, label: t('pipfall.gloryDecline'), plain: true }] : [];
    case 'restore':
      return d.options.some((o) => !o.action.use) ? [{ pick: { kind: 'decline' }, label: t('pipfall.restoreDecline'), plain: true }] : [];
    default:
      return [];
  }
}

/** PipFall's decisions for the table kit: the selection is the die chosen to act (null: none yet). */
export const pipfallDecisions: GameDecisions<PipfallTypes, Pick, number | null, Decided, Highlight> = {
  empty: null,
  key: (r, seat, canAct) => `${r?.view.round}:${r?.view.phase}:${r?.view.cursor.cycle}:${r?.view.cursor.turn}:${seat}:${canAct}`,
  decide: (r, seat, canAct, sel) => ({ ...decide(r, seat, canAct, sel), view: r?.view ?? null, seat }),
  click(d, p) {
    if (d.kind === 'none' || d.kind === 'program') return null;
    return dieClick(click(d, d.view, p));
  },
  targets: (d) => targetsOf(d),
  buttons: (d) => buttonsOf(d),
  light(d, _sel, focus, hint) {
    if (d.kind === 'none' || d.kind === 'program') return NO_HIGHLIGHT;
    const o = focus ? optionAt(d, d.view, focus) : null;
    return { ...lit(d), focus: focus ?? hintFocus(d, hint), path: o?.target.kind === 'move' ? o.target.path : [] };
  },
  note: (d, _sel, focus, refusal) => boardNote(focus ? previewAt(d, focus) : null, refusal, boardHelp(d)),
  choices: (d, _sel, hint) => choicesOf(d, hint),
  program(d, report, seat, hint) {
    if (d.kind !== 'program') return null;
    return {
      hand: d.hand,
      slotCount: 4,
      resetKey: `${report.view.round}:${seat}:${d.hand.join('')}`,
      ns: 'pipfall',
      slotName,
      programFor: (cards) => report.legal.find((a) => a.type === 'program' && a.cards.every((c, i) => c === cards[i]) && a.initiative === cards[3]),
      hintCards: hint?.type === 'program' ? [...hint.cards, hint.initiative] : null,
    };
  },
};
