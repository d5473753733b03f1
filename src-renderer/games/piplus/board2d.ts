/**
 * The flat (2D) Piplus table: what it draws where, and what each thing means to a click. Used
 * when the 3D table cannot draw (no WebGL) or the player chose the flat board. Seen from
 * above and laid out for a wide screen: the other seats in a row along the far edge (the
 * next seat clockwise on the viewer's left, as at the 3D table), each with its name plate,
 * its face-down cards and its d4, d6 and d8; the discards, the cards in play and the lid
 * (spent dice, a column per seat) across the middle; the viewer's plate, dice and pass spot,
 * then its hand along the near edge. Units are card widths (a card is 1 x 1.4 at the table's
 * scale), y grows towards the viewer; Board2D.svelte draws the scene into an SVG of these units.
 *
 * `flatScene` turns what lies where (pieces.ts), the play being built, the lights and a
 * lesson's coach marks into shapes. Plain functions, unit tested; no rules here: what a click
 * means is decisions.ts's, what is legal the engine's.
 */
import type { CoachMark } from '../game-ui';
import type { Pick, Selection } from './decisions';
import type { Lights, PassLit } from './lights';
import type { Pieces } from './pieces';
import type { CardValue, DieKind } from './types';

import { COLOURS, DIAGRAM } from '../../design/tokens';
import { DIE_KINDS } from './kinds';
import { NO_LIGHTS } from './lights';

export { piecesAfter, piecesOfView, type DieOnPlay, type Pieces } from './pieces';

/** The three dice, in the order every seat holds them. */
export const KINDS: readonly DieKind[] = DIE_KINDS;
// ---- the shapes ----

/** A box: its top-left corner and size. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A box as an SVG rect's attributes. */
export function rectAttrs(r: Rect): { x: number; y: number; width: number; height: number } {
  return { x: r.x, y: r.y, width: r.w, height: r.h };
}

/** How a card or die is outlined: under the pointer, hinted, picked, able to join a play. */
export type Ring = 'focus' | 'hint' | 'picked' | 'lit' | null;

export interface CardShape {
  readonly key: string;
  /** Centre and size. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The face, or null: drawn face down. */
  readonly face: CardValue | null;
  readonly ring: Ring;
  /** Greyed: cannot join the play being built. */
  readonly dim: boolean;
  /** The viewer's hand index (a click picks it), else null. */
  readonly index: number | null;
  readonly picked: boolean;
  /** The die the play being built puts on it. */
  readonly die: DieKind | null;
  readonly pick: Pick | null;
}

export interface DieShape {
  readonly key: string;
  readonly seat: number;
  readonly kind: DieKind;
  readonly value: number;
  /** Centre and width. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly spent: boolean;
  readonly ring: Ring;
  /** Marked to reroll when the viewer passes. */
  readonly reroll: boolean;
  /** A click on it (null: only a picture, e.g. on a card in play). */
  readonly pick: Pick | null;
}

/** A seat's corner of the table. */
export interface SeatBox {
  readonly seat: number;
  /** 0 for the viewer, then clockwise. */
  readonly rel: number;
  readonly plate: Rect;
  /** Where its dice rest when unused (d4, d6, d8), and their size. */
  readonly slots: readonly { readonly kind: DieKind; readonly x: number; readonly y: number }[];
  readonly dieSize: number;
}

/** A lesson coach's outline. */
export interface CoachRing {
  readonly key: string;
  readonly shape: 'rect' | 'circle';
  readonly rect: Rect;
}

/** What the flat board draws. */
export interface Scene {
  /** The SVG's viewBox. */
  readonly view: Rect;
  readonly play: Rect;
  /** A click on the middle plays the selection: it glows. */
  readonly playLit: boolean;
  readonly lid: Rect;
  readonly discards: Rect;
  /** Where the viewer's hand lies. */
  readonly hand: Rect;
  readonly seats: readonly SeatBox[];
  /** Drawn in this order (later on top). */
  readonly cards: readonly CardShape[];
  readonly dice: readonly DieShape[];
  readonly coach: readonly CoachRing[];
  /** The pass spot, or null. */
  readonly pass: PassSpot | null;
}

/** What is lit for the decision at hand (the same lights the 3D board gets). */
export type Lights2D = Lights;

export const NO_LIGHTS_2D: Lights2D = NO_LIGHTS;

export interface SceneInput {
  readonly pieces: Pieces;
  /** The seat at the near edge (the seat at the screen, else 0), and whether its cards show. */
  readonly bottom: number;
  readonly revealed: boolean;
  readonly built: Selection;
  readonly lights: Lights2D;
  readonly coach: readonly CoachMark[];
  /** The pass spot while the viewer may pass (absent or null: none). */
  readonly pass?: PassLit | null;
}

/** The pass spot by the viewer's dice: Pass, and a reroll mark per die. */
export interface PassSpot {
  /** The whole spot (a coach ring goes around it). */
  readonly box: Rect;
  /** Where a click passes. */
  readonly button: Rect;
  /** The hint is a pass. */
  readonly hinted: boolean;
  /** Under the pointer. */
  readonly focus: boolean;
  readonly marks: readonly {
    readonly kind: DieKind;
    readonly rect: Rect;
    /** Marked to reroll. */
    readonly marked: boolean;
    /** May be rerolled at all. */
    readonly enabled: boolean;
    readonly hinted: boolean;
    readonly focus: boolean;
  }[];
}

/** A card's height per unit of width. */
export const CARD_RATIO = 1.4;
/** Sizes: the viewer's hand cards (fewer or more than SMALL_HAND), the others' backs, the cards in play. */
const HAND_W = 1.3;
const HAND_W_MANY = 1.05;
const SMALL_HAND = 8;
const BACK_W = 0.6;
const TABLE_W = 1;
/** How far a picked card rises out of the hand. */
export const RAISE = 0.4;
/** Dice: the viewer's, the others', in the lid, on a card. */
const MY_DIE = 0.66;
const OTHER_DIE = 0.52;
const LID_DIE = 0.44;
const CARD_DIE = 0.5;
/** Room over the other seats for the line the table writes over the board. */
const TOP = 1.05;
/** An other seat's box width. */
const SEAT_W = 3.3;
/** The middle: the play area's width and the lid's cell. */
const PLAY_W = 6.4;
const LID_COL = 0.6;
const LID_ROW = 0.54;

/** The lid's width for `n` seats (a column each). */
const lidWidth = (n: number): number => n * LID_COL + 0.3;

/**
 * The table's width for `n` seats in an area `aspect` times as wide as it is tall (0: the
 * widest): as wide as the area allows, between the narrowest that gives every seat and the
 * middle room (the height is fixed) and a comfortable width beyond which only space is added.
 */
export function boardWidth(n: number, aspect = 0): number {
  const least = Math.max(11.4, PLAY_W + 1.8 + 2 * lidWidth(n), (n - 1) * (SEAT_W + 0.35) + 0.8);
  const most = Math.max(least, 17);
  return aspect > 0 ? Math.min(most, Math.max(least, aspect * BOARD_H)) : most;
}

/** Rows, top to bottom: the others' plates, backs and dice; the middle; the viewer's row; its hand. */
const Y = (() => {
  const plate = TOP;
  const backs = plate + 0.72 + 0.12 + (BACK_W * CARD_RATIO) / 2;
  const others = backs + (BACK_W * CARD_RATIO) / 2 + 0.14 + OTHER_DIE / 2;
  const middleTop = others + OTHER_DIE / 2 + 0.4;
  const playH = TABLE_W * CARD_RATIO + 0.3;
  const play = middleTop + playH / 2;
  const middleBottom = middleTop + playH + 0.45;
  const mine = middleBottom + 0.45;
  const handTop = mine + MY_DIE / 2 + 0.2 + RAISE;
  const bottom = handTop + HAND_W * CARD_RATIO + 0.2;
  return { plate, backs, others, middleTop, playH, play, mine, handTop, bottom };
})();

/** The board's height. */
export const BOARD_H = Y.bottom;

/** Where the others' seats stand along the far edge: centres, left to right (clockwise from the viewer). */
export function otherCentres(n: number, W: number): number[] {
  const k = n - 1;
  const step = Math.min(W / k, 5.6);
  return Array.from({ length: k }, (_, i) => (i - (k - 1) / 2) * step);
}

/** Centres of `k` cards `w` wide across at most `spread`, around x = 0 (without overlap while there is room). */
export function row(k: number, w: number, spread: number, gap = 1.08): number[] {
  if (k === 0) return [];
  const step = k > 1 ? Math.min(w * gap, (spread - w) / (k - 1)) : 0;
  return Array.from({ length: k }, (_, i) => (i - (k - 1) / 2) * step);
}

/** Where the seat at `rel` places clockwise from the viewer sits. */
export function seatBox(n: number, W: number, rel: number, seat: number): SeatBox {
  if (rel === 0) {
    return {
      seat,
      rel,
      plate: { x: -W / 2 + 0.35, y: Y.mine - 0.42, w: 3.5, h: 0.84 },
      slots: KINDS.map((kind, i) => ({ kind, x: (i - 1) * 1.0, y: Y.mine })),
      dieSize: MY_DIE,
    };
  }
  const cx = otherCentres(n, W)[rel - 1] ?? 0;
  return {
    seat,
    rel,
    plate: { x: cx - SEAT_W / 2, y: Y.plate, w: SEAT_W, h: 0.72 },
    slots: KINDS.map((kind, i) => ({ kind, x: cx + (i - 1) * 0.7, y: Y.others })),
    dieSize: OTHER_DIE,
  };
}

/** The middle's boxes: the discards (left), the cards in play, the lid (right; a column per seat, a row per die). */
export function middle(n: number, W: number): { play: Rect; discards: Rect; lid: Rect } {
  const lidW = lidWidth(n);
  const lidH = 3 * LID_ROW + 0.3;
  const play = { x: -PLAY_W / 2, y: Y.middleTop, w: PLAY_W, h: Y.playH };
  const discards = { x: -W / 2 + 0.9, y: Y.play - 0.95, w: 1.3, h: 1.7 };
  const lid = { x: W / 2 - 0.6 - lidW, y: Y.play - lidH / 2, w: lidW, h: lidH };
  return { play, discards, lid };
}

/** Where spent die `kind` of the seat at `rel` stands in the lid. */
export function lidSpot(n: number, W: number, rel: number, kind: DieKind): { x: number; y: number } {
  const lid = middle(n, W).lid;
  return { x: lid.x + 0.15 + (rel + 0.5) * LID_COL, y: lid.y + 0.15 + (KINDS.indexOf(kind) + 0.5) * LID_ROW };
}

const relOf = (seat: number, bottom: number, n: number): number => (seat - bottom + n) % n;
const samePick = (a: Pick | null, b: Pick | null): boolean => a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

/** Everything the flat board draws, and what a click on each thing picks. */
export function flatScene(input: SceneInput, aspect = 0): Scene {
  const { pieces, bottom, revealed, built, lights } = input;
  const n = pieces.hands.length;
  const W = boardWidth(n, aspect);
  const { play, discards, lid } = middle(n, W);
  const seats = pieces.hands.map((_, seat) => seatBox(n, W, relOf(seat, bottom, n), seat));
  const cards: CardShape[] = [];
  const dice: DieShape[] = [];
  const view = { x: -W / 2, y: 0, w: W, h: Y.bottom };

  // The discards: the last card on top (a corner of the one under it shows there are more).
  const top = pieces.discards.length;
  if (top > 1) cards.push(plainCard('discard-under', discards.x + discards.w / 2 - 0.06, discards.y + discards.h / 2 + 0.05, TABLE_W, null));
  if (top > 0) cards.push(plainCard('discard-top', discards.x + discards.w / 2, discards.y + discards.h / 2, TABLE_W, pieces.discards[top - 1] ?? null));

  // The cards in play, and the dice on them.
  const tableCards = pieces.table?.cards ?? [];
  const xs = row(tableCards.length, TABLE_W, PLAY_W - 0.3);
  tableCards.forEach((face, i) => {
    const c = plainCard(`table-${i}`, xs[i]!, Y.play, TABLE_W, face);
    cards.push(lights.table ? { ...c, ring: 'lit' } : c);
  });
  for (const d of pieces.onTable) {
    const x = xs[d.card];
    const die = pieces.dice[d.seat]?.find((x) => x.kind === d.die);
    if (x === undefined || !die) continue;
    dice.push({ key: `${d.seat}:${d.die}`, seat: d.seat, kind: d.die, value: die.value, x, y: Y.play + 0.3, size: CARD_DIE, spent: false, ring: null, reroll: false, pick: null });
  }

  // The scoring rolls: each placed seat's dice in a group across the middle.
  const groups = [...new Set(pieces.scoring.map((r) => r.seat))];
  const gx = row(groups.length, 2.2, PLAY_W - 0.2, 1);
  groups.forEach((seat, g) => {
    const rolls = pieces.scoring.filter((r) => r.seat === seat);
    const dx = row(rolls.length, CARD_DIE, 2.0, 1.25);
    rolls.forEach((r, i) =>
      dice.push({
        key: `score-${seat}-${r.die}`,
        seat,
        kind: r.die,
        value: r.value,
        x: gx[g]! + dx[i]!,
        y: Y.play,
        size: CARD_DIE,
        spent: false,
        ring: null,
        reroll: false,
        pick: null,
      }),
    );
  });

  // The others' face-down cards.
  seats.forEach((box) => {
    if (box.rel === 0) return;
    const hand = pieces.hands[box.seat] ?? [];
    const cx = box.plate.x + box.plate.w / 2;
    row(hand.length, BACK_W, SEAT_W - 0.2, 1.04).forEach((x, i) => cards.push(plainCard(`hand-${box.seat}-${i}`, cx + x, Y.backs, BACK_W, hand[i] ?? null)));
  });

  // The viewer's hand: picked cards rise, the lit ones ring, the rest dim while a play is built.
  const mine = pieces.hands[bottom] ?? [];
  const w = mine.length <= SMALL_HAND ? HAND_W : HAND_W_MANY;
  const h = w * CARD_RATIO;
  const handXs = row(mine.length, w, W - 1.2);
  const handY = Y.handTop + h / 2;
  const dieOnCard = (i: number): DieKind | null => KINDS.find((k) => built.on[k] === i) ?? null;
  const myCards: CardShape[] = mine.map((f, i) => {
    const face = revealed ? f : null;
    const pick: Pick | null = revealed ? { kind: 'card', index: i } : null;
    const picked = built.cards.includes(i);
    const focus = samePick(lights.focus, pick);
    const hinted = lights.hintCards.includes(i);
    const lit = lights.cards.includes(i);
    const ring: Ring = !pick ? null : focus ? 'focus' : hinted ? 'hint' : picked ? 'picked' : lit ? 'lit' : null;
    return {
      key: `hand-${bottom}-${i}`,
      x: handXs[i]!,
      y: handY - (picked ? RAISE : 0),
      w,
      h,
      face,
      ring,
      dim: pick !== null && lights.dim && !lit && !picked && !hinted,
      index: pick ? i : null,
      picked,
      die: pick ? dieOnCard(i) : null,
      pick,
    };
  });
  cards.push(...myCards);

  // Every seat's dice: at rest, on a card of the play being built, forward when picked alone, on the lid when spent.
  seats.forEach((box) => {
    const own = box.rel === 0;
    for (const d of pieces.dice[box.seat] ?? []) {
      if (pieces.onTable.some((x) => x.seat === box.seat && x.die === d.kind)) continue;
      const slot = box.slots.find((s) => s.kind === d.kind)!;
      let at = { x: slot.x, y: slot.y };
      let size = box.dieSize;
      const pick: Pick = { kind: 'die', seat: box.seat, die: d.kind };
      if (pieces.lone?.seat === box.seat && pieces.lone.die === d.kind) at = { x: 0, y: Y.play };
      else if (d.spent) {
        at = lidSpot(n, W, box.rel, d.kind);
        size = LID_DIE;
      } else if (own && built.on[d.kind] !== undefined) {
        const card = myCards[built.on[d.kind]!];
        if (card) {
          at = { x: card.x, y: card.y + card.h * 0.3 };
          size = CARD_DIE;
        }
      } else if (own && built.lone === d.kind) at = { x: slot.x, y: slot.y - 0.4 };
      const mineLit = own && (lights.dice.includes(d.kind) || lights.hintDice.includes(d.kind));
      const placed = own && (built.on[d.kind] !== undefined || built.lone === d.kind);
      const ring: Ring = samePick(lights.focus, pick) ? 'focus' : own && lights.hintDice.includes(d.kind) ? 'hint' : placed ? 'picked' : mineLit ? 'lit' : null;
      dice.push({
        key: `${box.seat}:${d.kind}`,
        seat: box.seat,
        kind: d.kind,
        value: d.value,
        ...at,
        size,
        spent: d.spent,
        ring,
        reroll: own && built.reroll.includes(d.kind),
        pick,
      });
    }
  });

  // The hand's box: around its cards (room for a picked card to rise), or the whole near edge when empty.
  const spanX = myCards.length > 0 ? [myCards[0]!.x - w / 2 - 0.1, myCards[myCards.length - 1]!.x + w / 2 + 0.1] : [-W / 2 + 0.4, W / 2 - 0.4];
  const handRect = { x: spanX[0]!, y: Y.handTop - RAISE, w: spanX[1]! - spanX[0]!, h: h + RAISE };
  const pass = input.pass ? passSpot(W, input.pass, lights.focus) : null;
  const scene = { view, play, playLit: lights.table, lid, discards, hand: handRect, seats, cards, dice, pass, coach: [] as CoachRing[] };
  return { ...scene, coach: coachRings(input.coach, scene, bottom) };
}

/** The pass spot's size, and its reroll marks'. */
const PASS_W = 3.4;
const PASS_H = 0.7;
const MARK_W = 0.62;

/** Where the pass spot lies: right of the viewer's dice, opposite its plate. */
export function passBox(W: number): Rect {
  return { x: W / 2 - 0.35 - PASS_W, y: Y.mine - PASS_H / 2, w: PASS_W, h: PASS_H };
}

/** The pass spot for a table `W` wide: Pass on its left, the three reroll marks on its right. */
function passSpot(W: number, p: PassLit, focus: Pick | null): PassSpot {
  const box = passBox(W);
  const marks = KINDS.map((kind, i) => ({
    kind,
    rect: { x: box.x + box.w - 0.08 - (3 - i) * MARK_W - (2 - i) * 0.06, y: box.y + 0.08, w: MARK_W, h: box.h - 0.16 },
    marked: p.reroll.includes(kind),
    enabled: p.rerollable.includes(kind),
    hinted: p.hint?.includes(kind) ?? false,
    focus: focus?.kind === 'reroll' && focus.die === kind,
  }));
  const button = { x: box.x + 0.08, y: box.y + 0.08, w: marks[0]!.rect.x - box.x - 0.16, h: box.h - 0.16 };
  return { box, button, hinted: p.hint !== null, focus: focus?.kind === 'pass', marks };
}

function plainCard(key: string, x: number, y: number, w: number, face: CardValue | null): CardShape {
  return { key, x, y, w, h: w * CARD_RATIO, face, ring: null, dim: false, index: null, picked: false, die: null, pick: null };
}

const pad = (r: Rect, p: number): Rect => ({ x: r.x - p, y: r.y - p, w: r.w + 2 * p, h: r.h + 2 * p });

/**
 * Outlines for what a lesson's coach points at on the board (the 3D board's arrows): a die
 * (id 0, 1, 2 = d4, d6, d8 of `seat`, else the viewer's), the viewer's cards and the cards in
 * play of a number, the middle ('table'), the lid, the discards or the viewer's hand. Other
 * marks are the panels' own.
 */
export function coachRings(marks: readonly CoachMark[], scene: Omit<Scene, 'coach'>, bottom: number): CoachRing[] {
  const rings: CoachRing[] = [];
  marks.forEach((m, i) => {
    if (m.kind === 'die') {
      const kind = KINDS[m.die];
      const d = scene.dice.find((x) => x.seat === (m.seat ?? bottom) && x.kind === kind);
      if (d) rings.push({ key: `${i}`, shape: 'circle', rect: pad({ x: d.x - d.size / 2, y: d.y - d.size / 2, w: d.size, h: d.size }, 0.14) });
    } else if (m.kind === 'card') {
      const face = Number(m.card);
      scene.cards.forEach((c) => {
        if (c.face === face && (c.index !== null || c.key.startsWith('table-')))
          rings.push({ key: `${i}-${c.key}`, shape: 'rect', rect: pad({ x: c.x - c.w / 2, y: c.y - c.h / 2, w: c.w, h: c.h }, 0.08) });
      });
    } else if (m.kind === 'area') {
      const areas: Readonly<Record<string, Rect | undefined>> = { table: scene.play, lid: scene.lid, discards: scene.discards, hand: scene.hand, pass: scene.pass?.box };
      const r = areas[m.area] ?? null;
      if (r) rings.push({ key: `${i}`, shape: 'rect', rect: pad(r, 0.1) });
    }
  });
  return rings;
}

/** Where a flash (a short line over the board) shows: over a seat, or over the middle (seat null). */
export function flashSpot(scene: Scene, seat: number | null): { x: number; y: number } {
  const box = seat === null ? null : scene.seats.find((s) => s.seat === seat);
  if (!box) return { x: 0, y: Y.play - 0.25 };
  return box.rel === 0 ? { x: 0, y: Y.mine - 0.55 } : { x: box.plate.x + box.plate.w / 2, y: Y.backs };
}

/** A short line over the flat board that rises and fades (the 3D board's flashes), in board units. */
export interface Flash {
  readonly id: number;
  readonly text: string;
  readonly colour: string;
  /** Over this seat, or over the middle (null). */
  readonly seat: number | null;
  readonly size: number;
  readonly ms: number;
}

/** The flat table's own materials (the 3D table's felt, wood, lid, cards and plates), and its rings in the interface's colours. */
export const FLAT = {
  feltCentre: '#23634a',
  feltMid: '#1b4d39',
  feltEdge: '#143a2b',
  wood: '#5a3a1f',
  lid: '#a8865a',
  lidInner: '#8f714a',
  lidEdge: '#7d6140',
  face: COLOURS['card-warm'],
  back: '#2a3f7a',
  backRim: '#f3ead6',
  medal: COLOURS.accent,
  medalInk: '#3a2a05',
  plateName: '#f4efe2',
  plateLine: '#c8d3cc',
  acting: COLOURS.ring,
  markEdge: DIAGRAM.markEdge,
  coach: COLOURS.coach,
  reroll: COLOURS['coach-target'],
  ink: COLOURS.black,
  /** Outlines by what they say: under the pointer, hinted, picked, able to join a play. */
  ring: { focus: COLOURS.white, hint: COLOURS['coach-target'], picked: COLOURS.busy, lit: COLOURS.ring },
} as const;
