/**
 * What the Piplus table offers the seat at the screen, and what a click means. The player
 * builds a play on the table: cards picked from the hand, a die put on some of them, or one
 * die alone; or marks dice to reroll and passes. Every function here maps that selection
 * onto the engine's legal actions (the only authority): `verdict` finds the one legal action
 * the selection is, or says in words why it is none; `lit` says which cards and dice can
 * still join a legal play; `clickDie` puts a die on the selected card where it helps. Plain
 * functions of (decision, selection), unit tested; the table only draws what they say.
 */
import { DIE_KINDS } from './kinds';
import type { Click } from '../../table/kit';
import type { TableReport } from '../game-ui';
import type { CardValue, DieKind, PiplusAction, PiplusTarget, PiplusTypes, PlayerDie, Table } from './types';
import { formatList } from '../../i18n/format';
import { cardCount } from './narrate';

/** A legal action with what it points at. */
export interface Option<K extends PiplusAction['type'] = PiplusAction['type']> {
  readonly action: Extract<PiplusAction, { type: K }>;
  readonly target: Extract<PiplusTarget, { kind: K }>;
}

/** What the seat at the screen decides now. */
export type Decision =
  /** Nothing; `sent`: the play just sent, whose cards stay up until its step takes them. */
  | { readonly kind: 'none'; readonly sent?: Selection }
  | {
      readonly kind: 'turn';
      readonly seat: number;
      /** The hand, ascending (indices are what a selection holds). */
      readonly hand: readonly CardValue[];
      /** The d4, d6 and d8 with their values and spent flags. */
      readonly dice: readonly PlayerDie[];
      /** The cards in play, or null: this seat leads and must play. */
      readonly table: Table | null;
      /** Plays of cards (with their dice). */
      readonly plays: readonly Option<'play'>[];
      /** Lone dice. */
      readonly lones: readonly Option<'die'>[];
      /** Passes, one per reroll set (none on a lead). */
      readonly passes: readonly Option<'pass'>[];
      /** The dice a pass may reroll. */
      readonly rerollable: readonly DieKind[];
    };

/** The turn's decision (the one kind a selection works on). */
export type Turn = Extract<Decision, { kind: 'turn' }>;

/** What the player has picked so far. */
export interface Selection {
  /** Hand indices, ascending. */
  readonly cards: readonly number[];
  /** Die -> the hand index of the selected card it sits on. */
  readonly on: Readonly<Partial<Record<DieKind, number>>>;
  /** A die picked to play alone (no card selected then). */
  readonly lone: DieKind | null;
  /** Dice marked to reroll when passing, in d4, d6, d8 order. */
  readonly reroll: readonly DieKind[];
}

/** Nothing picked. */
export const EMPTY: Selection = { cards: [], on: {}, lone: null, reroll: [] };

/** Whether nothing is picked (no card, no die, no reroll mark). */
export function isEmpty(sel: Selection): boolean {
  return sel.cards.length === 0 && sel.lone === null && sel.reroll.length === 0 && DIE_KINDS.every((k) => sel.on[k] === undefined);
}

/** A message key with its parameters (the table translates it). */
export interface Msg {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** What the selection amounts to. */
export type Verdict =
  /** Nothing picked: what the player can do. */
  | { readonly kind: 'empty'; readonly help: Msg }
  /** Exactly one legal play (cards, or a lone die). */
  | { readonly kind: 'play'; readonly option: Option<'play'> | Option<'die'> }
  /** Not a legal play: why, in words. */
  | { readonly kind: 'refuse'; readonly why: Msg };

/** Something on the table the pointer (or a drag) can rest on. */
export type Pick =
  /** A card in the hand of the seat at the screen, by its index. */
  | { readonly kind: 'card'; readonly index: number }
  /** A die of a seat. */
  | { readonly kind: 'die'; readonly seat: number; readonly die: DieKind }
  /** The middle of the table, where plays land. */
  | { readonly kind: 'table' }
  /** The pass spot by the viewer's dice: a click passes, rerolling the marked dice. */
  | { readonly kind: 'pass' }
  /** A reroll mark on the pass spot: a click marks or unmarks die `die` to reroll when passing. */
  | { readonly kind: 'reroll'; readonly die: DieKind };

/** What a click (or drop) does. */
export type ClickResult =
  { readonly kind: 'select'; readonly selection: Selection } | { readonly kind: 'act'; readonly action: PiplusAction } | { readonly kind: 'refuse'; readonly why: Msg };

/** A click's result as the table kit runs it (a refusal's words become a message key and its parameters). */
export function asClick(r: ClickResult): Click<PiplusAction, Selection> {
  if (r.kind === 'select') return { kind: 'select', sel: r.selection };
  if (r.kind === 'act') return r;
  return { kind: 'refuse', reason: r.why.key, ...(r.why.params ? { params: r.why.params } : {}) };
}

function optionsOf<K extends PiplusAction['type']>(report: TableReport<PiplusTypes>, type: K): Option<K>[] {
  return report.legal.flatMap((action, i) => {
    const target = report.targets[i];
    return action.type === type && target?.kind === type ? [{ action, target } as unknown as Option<K>] : [];
  });
}

/** The decision at hand for `seat` (none unless it may act). */
export function decide(report: TableReport<PiplusTypes> | null, seat: number | null, canAct: boolean): Decision {
  if (!report || seat === null || !canAct || report.legal.length === 0) return { kind: 'none' };
  const mine = report.view.seats[seat];
  if (!mine) return { kind: 'none' };
  const passes = optionsOf(report, 'pass');
  return {
    kind: 'turn',
    seat,
    hand: mine.hand.filter((c): c is CardValue => c !== null),
    dice: mine.dice,
    table: report.view.table,
    plays: optionsOf(report, 'play'),
    lones: optionsOf(report, 'die'),
    passes,
    rerollable: passes[0]?.target.rerollable ?? [],
  };
}

// ---- pieces: a card with the die on it ----

interface Piece {
  readonly face: CardValue;
  readonly die: DieKind | null;
}

const pieceKey = (p: Piece): string => `${p.face}${p.die ?? ''}`;
const keyOf = (pieces: readonly Piece[]): string => pieces.map(pieceKey).sort().join(',');
const piecesOfPlay = (a: Option<'play'>['action']): Piece[] => a.cards.map((face, i) => ({ face, die: a.dice[i] ?? null }));

/** The die on hand card `index`, if any. */
export function dieOn(sel: Selection, index: number): DieKind | null {
  return DIE_KINDS.find((k) => sel.on[k] === index) ?? null;
}

function piecesOf(d: Turn, sel: Selection): Piece[] {
  return sel.cards.map((i) => ({ face: d.hand[i]!, die: dieOn(sel, i) }));
}

function dieValue(d: Turn, kind: DieKind): number {
  return d.dice.find((x) => x.kind === kind)?.value ?? 0;
}

function isSpent(d: Turn, kind: DieKind): boolean {
  return d.dice.find((x) => x.kind === kind)?.spent ?? true;
}

/** What a piece counts as: its face plus its die. */
function worth(d: Turn, p: Piece): number {
  return p.face + (p.die ? dieValue(d, p.die) : 0);
}

/**
 * Matches the selection into a legal play: each selected card with a die must be one of the
 * play's pieces exactly; a selected card without a die may be a bare piece or take one of
 * the play's dice (the player may still add it). Returns the play's pieces left unmatched,
 * and the dice the play puts on selected bare cards, or null when the selection does not fit.
 */
function fit(d: Turn, sel: Selection, play: Option<'play'>): { rest: Piece[]; wanted: DieKind[] } | null {
  const rest = piecesOfPlay(play.action);
  const take = (match: (p: Piece) => boolean): Piece | null => {
    const i = rest.findIndex(match);
    return i < 0 ? null : rest.splice(i, 1)[0]!;
  };
  const bare: CardValue[] = [];
  for (const p of piecesOf(d, sel)) {
    if (p.die === null) bare.push(p.face);
    else if (!take((q) => q.face === p.face && q.die === p.die)) return null;
  }
  const wanted: DieKind[] = [];
  // Bare cards take a bare piece first, else a piece with a die not placed yet.
  for (const face of bare) {
    if (take((q) => q.face === face && q.die === null)) continue;
    const q = take((x) => x.face === face && x.die !== null);
    if (!q) return null;
    wanted.push(q.die!);
  }
  return { rest, wanted };
}

/** Plays the selection can still grow into. */
function fitting(d: Turn, sel: Selection): { play: Option<'play'>; rest: Piece[]; wanted: DieKind[] }[] {
  return d.plays.flatMap((play) => {
    const f = fit(d, sel, play);
    return f ? [{ play, ...f }] : [];
  });
}

/** The cards in play as words' parameters: "two 8s". */
export function tableParams(t: Table): { n: number; cards: string; value: number } {
  return { n: t.cards.length, cards: cardCount(t.cards.length), value: t.value };
}

/** What the selection amounts to: one legal play, or why not. */
export function verdict(d: Turn, sel: Selection): Verdict {
  if (sel.lone !== null) {
    const o = d.lones.find((x) => x.action.die === sel.lone);
    if (o) return { kind: 'play', option: o };
    const kind = sel.lone;
    if (isSpent(d, kind)) return { kind: 'refuse', why: { key: 'piplus.why.spent', params: { die: kind } } };
    if (d.table && d.table.cards.length > 1) return { kind: 'refuse', why: { key: 'piplus.why.loneCount', params: tableParams(d.table) } };
    if (d.table) return { kind: 'refuse', why: { key: 'piplus.why.loneLow', params: { die: kind, v: dieValue(d, kind), ...tableParams(d.table) } } };
    return { kind: 'refuse', why: { key: 'piplus.why.notLegal' } };
  }
  if (sel.cards.length === 0) {
    if (d.plays.length === 0 && d.lones.length === 0) return { kind: 'empty', help: { key: 'piplus.help.nothing' } };
    if (!d.table) return { kind: 'empty', help: { key: d.hand.length > 0 ? 'piplus.help.lead' : 'piplus.help.leadDice' } };
    return { kind: 'empty', help: { key: d.hand.length > 0 ? 'piplus.help.beat' : 'piplus.help.beatDice', params: tableParams(d.table) } };
  }
  const pieces = piecesOf(d, sel);
  const key = keyOf(pieces);
  const o = d.plays.find((p) => keyOf(piecesOfPlay(p.action)) === key);
  if (o) return { kind: 'play', option: o };
  const values = pieces.map((p) => worth(d, p));
  if (values.some((v) => v !== values[0])) {
    const words = pieces.map((p) => (p.die ? `${p.face}+${dieValue(d, p.die)}` : String(p.face)));
    return { kind: 'refuse', why: { key: 'piplus.why.unequal', params: { values: formatList(words) } } };
  }
  const n = pieces.length;
  const v = values[0]!;
  if (d.table && n < d.table.cards.length) return { kind: 'refuse', why: { key: 'piplus.why.fewer', params: { mine: cardCount(n), v, ...tableParams(d.table) } } };
  if (d.table && n === d.table.cards.length && v <= d.table.value)
    return { kind: 'refuse', why: { key: 'piplus.why.low', params: { mine: cardCount(n), v, ...tableParams(d.table) } } };
  return { kind: 'refuse', why: { key: 'piplus.why.notLegal' } };
}

/** What to light: hand cards that can join a legal play with the selection, and dice that can. */
export function lit(d: Decision, sel: Selection): { readonly cards: readonly number[]; readonly dice: readonly DieKind[] } {
  if (d.kind !== 'turn') return { cards: [], dice: [] };
  const unselected = d.hand.map((_, i) => i).filter((i) => !sel.cards.includes(i));
  if (sel.lone !== null) {
    const lone = sel.lone;
    const faces = new Set(d.plays.flatMap((p) => piecesOfPlay(p.action).flatMap((q) => (q.die === lone ? [q.face] : []))));
    return { cards: unselected.filter((i) => faces.has(d.hand[i]!)), dice: [lone] };
  }
  const fits = fitting(d, sel);
  const faces = new Set(fits.flatMap((f) => f.rest.map((q) => q.face)));
  const placed = new Set(DIE_KINDS.filter((k) => sel.on[k] !== undefined));
  const dice = new Set<DieKind>(fits.flatMap((f) => [...f.wanted, ...f.rest.flatMap((q) => (q.die ? [q.die] : []))]));
  if (sel.cards.length === 0) for (const o of d.lones) dice.add(o.action.die);
  return { cards: unselected.filter((i) => faces.has(d.hand[i]!)), dice: DIE_KINDS.filter((k) => dice.has(k) || placed.has(k)) };
}

/** The selection with hand card `index` picked or put back (its die goes back with it). */
export function toggleCard(d: Turn, sel: Selection, index: number): Selection {
  if (index < 0 || index >= d.hand.length) return sel;
  if (sel.cards.includes(index)) {
    const on = { ...sel.on };
    for (const k of DIE_KINDS) if (on[k] === index) delete on[k];
    return { ...sel, cards: sel.cards.filter((i) => i !== index), on };
  }
  const cards = [...sel.cards, index].sort((a, b) => a - b);
  // A die picked alone goes onto the first card picked after it.
  if (sel.lone !== null) return { ...sel, cards, on: { ...sel.on, [sel.lone]: index }, lone: null };
  return { ...sel, cards };
}

/** Puts die `kind` on hand card `index` (selecting the card), e.g. where a drag dropped it. */
export function placeDie(d: Turn, sel: Selection, kind: DieKind, index: number): ClickResult {
  if (index < 0 || index >= d.hand.length) return { kind: 'refuse', why: { key: 'piplus.why.dropOnCard' } };
  if (isSpent(d, kind)) return { kind: 'refuse', why: { key: 'piplus.why.spentDie', params: { die: kind } } };
  const cards = sel.cards.includes(index) ? sel.cards : [...sel.cards, index].sort((a, b) => a - b);
  const on = { ...sel.on };
  // One die per card: whatever sat there goes back.
  for (const k of DIE_KINDS) if (on[k] === index || k === kind) delete on[k];
  on[kind] = index;
  return { kind: 'select', selection: { ...sel, cards, on, lone: null } };
}

/** Takes die `kind` off its card, or drops it as the lone pick. */
export function liftDie(sel: Selection, kind: DieKind): Selection {
  const on = { ...sel.on };
  delete on[kind];
  return { ...sel, on, lone: sel.lone === kind ? null : sel.lone };
}

/**
 * A click on one of the player's dice: a die on a card comes off it; with cards selected it
 * goes on the selected card where it makes a legal play (or can still lead to one); with no
 * card selected it is picked to play alone (or unpicked). A spent die is marked to reroll
 * when passing is allowed.
 */
export function clickDie(d: Turn, sel: Selection, kind: DieKind): ClickResult {
  if (isSpent(d, kind)) {
    if (d.rerollable.includes(kind)) return { kind: 'select', selection: toggleReroll(d, sel, kind) };
    return { kind: 'refuse', why: { key: d.table ? 'piplus.why.spentNoReroll' : 'piplus.why.spentDie', params: { die: kind } } };
  }
  if (sel.on[kind] !== undefined || sel.lone === kind) return { kind: 'select', selection: liftDie(sel, kind) };
  if (sel.cards.length === 0) {
    if (d.hand.length === 0 && !d.lones.some((o) => o.action.die === kind)) {
      // Without cards a die only ever plays alone: say at once why this one cannot.
      const v = verdict(d, { ...EMPTY, lone: kind });
      if (v.kind === 'refuse') return { kind: 'refuse', why: v.why };
    }
    return { kind: 'select', selection: { ...sel, lone: kind } };
  }
  const free = sel.cards.filter((i) => dieOn(sel, i) === null);
  if (free.length === 0) return { kind: 'refuse', why: { key: 'piplus.why.allHaveDice' } };
  const tries = free.map((i) => ({ i, next: { ...sel, on: { ...sel.on, [kind]: i }, lone: null } }));
  const best =
    tries.find((x) => verdict(d, x.next).kind === 'play') ??
    tries.find((x) => fitting(d, x.next).length > 0) ??
    // Nothing fits: the die goes on the lowest bare card and the verdict says why it is no play.
    tries[0]!;
  return { kind: 'select', selection: best.next };
}

/** Marks or unmarks die `kind` to reroll when passing. */
export function toggleReroll(d: Turn, sel: Selection, kind: DieKind): Selection {
  if (!d.rerollable.includes(kind)) return sel;
  const has = sel.reroll.includes(kind);
  return { ...sel, reroll: DIE_KINDS.filter((k) => (k === kind ? !has : sel.reroll.includes(k))) };
}

/** The pass with the marked rerolls, or why passing is not possible now. */
export function passOption(d: Turn, sel: Selection): { readonly option: Option<'pass'> } | { readonly why: Msg } {
  if (d.passes.length === 0) return { why: { key: d.table ? 'piplus.why.noPass' : 'piplus.why.mustLead' } };
  const want = DIE_KINDS.filter((k) => sel.reroll.includes(k)).join(',');
  const o = d.passes.find((p) => p.action.reroll.join(',') === want);
  if (o) return { option: o };
  const spent = sel.reroll.find((k) => !d.rerollable.includes(k));
  return { why: { key: 'piplus.why.rerollSpent', params: { die: spent ?? sel.reroll[0] ?? '' } } };
}

/** What a click on `pick` means now. */
export function click(d: Decision, sel: Selection, pick: Pick | null): ClickResult {
  if (d.kind !== 'turn') return { kind: 'refuse', why: { key: 'piplus.why.wait' } };
  if (!pick) return { kind: 'refuse', why: { key: 'piplus.why.offTable' } };
  switch (pick.kind) {
    case 'card':
      return { kind: 'select', selection: toggleCard(d, sel, pick.index) };
    case 'die':
      if (pick.seat !== d.seat) return { kind: 'refuse', why: { key: 'piplus.why.notYourDie' } };
      return clickDie(d, sel, pick.die);
    case 'table': {
      const v = verdict(d, sel);
      if (v.kind === 'play') return { kind: 'act', action: v.option.action };
      return { kind: 'refuse', why: v.kind === 'refuse' ? v.why : v.help };
    }
    case 'pass': {
      const p = passOption(d, sel);
      return 'option' in p ? { kind: 'act', action: p.option.action } : { kind: 'refuse', why: p.why };
    }
    case 'reroll':
      return markReroll(d, sel, pick.die);
  }
}

/**
 * A click as the table takes it: a play and a pass are built apart, so marking a die to reroll
 * (on the pass spot, or a click on a spent die) drops the picked cards and dice, and picking a
 * card or an unused die drops the reroll marks.
 */
export function clickApart(d: Turn, sel: Selection, pick: Pick): ClickResult {
  const rerolling = pick.kind === 'reroll' || (pick.kind === 'die' && pick.seat === d.seat && isSpent(d, pick.die));
  const building = pick.kind === 'card' || (pick.kind === 'die' && !rerolling);
  const r = click(d, building && sel.reroll.length > 0 ? { ...sel, reroll: [] } : sel, pick);
  return r.kind === 'select' && rerolling ? { kind: 'select', selection: { ...EMPTY, reroll: r.selection.reroll } } : r;
}

/** Marks or unmarks die `kind` to reroll when passing, or says why it cannot be. */
export function markReroll(d: Turn, sel: Selection, kind: DieKind): ClickResult {
  if (d.passes.length === 0) return { kind: 'refuse', why: { key: d.table ? 'piplus.why.noPass' : 'piplus.why.mustLead' } };
  if (!d.rerollable.includes(kind)) return { kind: 'refuse', why: { key: 'piplus.why.rerollSpent', params: { die: kind } } };
  return { kind: 'select', selection: toggleReroll(d, sel, kind) };
}

/** A drop of die `kind` (dragged) on `pick`: onto a hand card puts it there; anywhere else takes it back. */
export function drop(d: Decision, sel: Selection, kind: DieKind, pick: Pick | null): ClickResult {
  if (d.kind !== 'turn') return { kind: 'refuse', why: { key: 'piplus.why.wait' } };
  if (pick?.kind === 'card') return placeDie(d, sel, kind, pick.index);
  if (pick?.kind === 'table' && sel.cards.length === 0) {
    // A die dropped on the middle of the table is played alone, when that is legal.
    const v = verdict(d, { ...EMPTY, lone: kind });
    return v.kind === 'play' ? { kind: 'act', action: v.option.action } : { kind: 'refuse', why: v.kind === 'refuse' ? v.why : v.help };
  }
  return { kind: 'select', selection: liftDie(sel, kind) };
}

/** Whether die `kind` of the seat at the screen can be picked up and dragged now. */
export function canDrag(d: Decision, kind: DieKind): boolean {
  return d.kind === 'turn' && !isSpent(d, kind) && d.hand.length > 0;
}

/** The selection that shows legal action `a` (a hint, a suggestion): its cards with their dice, its lone die or its rerolls. */
export function selectionOf(d: Turn, a: PiplusAction): Selection {
  switch (a.type) {
    case 'play': {
      const used = new Set<number>();
      const cards: number[] = [];
      const on: Partial<Record<DieKind, number>> = {};
      a.cards.forEach((face, i) => {
        const at = d.hand.findIndex((c, j) => c === face && !used.has(j));
        if (at < 0) return;
        used.add(at);
        cards.push(at);
        const die = a.dice[i] ?? null;
        if (die) on[die] = at;
      });
      return { ...EMPTY, cards: cards.sort((x, y) => x - y), on };
    }
    case 'die':
      return { ...EMPTY, lone: a.die };
    case 'pass':
      return { ...EMPTY, reroll: a.reroll };
  }
}

/** The same action (legal actions are plain JSON in one canonical form). */
export function sameAction(a: PiplusAction | null, b: PiplusAction | null): boolean {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
