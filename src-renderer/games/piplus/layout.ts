/**
 * Where everything sits on the Piplus table, in world units (x to the right, z towards the
 * viewer, the table's centre at the origin). The seat at the screen sits at the near edge
 * with its hand fanned large; the others sit around the far side in clockwise order (the
 * next seat on the viewer's left, as at a real table), each with its face-down cards, its
 * three dice and its name plate. The cards in play lie in the middle, the lid with the
 * spent dice on its right, the discards on its left. Plain math, tested for overlaps.
 */

/** A card's width and height at scale 1. */
export const CARD_W = 1;
export const CARD_H = 1.4;
/** A d6's edge; the d4 and d8 are sized to match (ui/3d/diceSet). */
export const DIE = 0.74;
/** Scale of the viewer's hand cards (larger while the hand is small), and of the others' face-down cards. */
export const HAND_SCALE = 1.2;
export const SMALL_HAND_SCALE = 1.45;
/** Up to this many cards the hand is drawn at SMALL_HAND_SCALE. */
export const SMALL_HAND = 8;
export const BACK_SCALE = 0.7;
/** Scale of the cards in play and on the discard pile. */
export const TABLE_SCALE = 1;

/** An axis-aligned box in the table plane. */
export interface Box {
  readonly x0: number;
  readonly x1: number;
  readonly z0: number;
  readonly z1: number;
}

/** A point in the table plane. */
export interface Spot {
  readonly x: number;
  readonly z: number;
}

/** Where one seat's things go. */
export interface SeatPlace {
  /** 0 for the seat at the screen, then clockwise. */
  readonly rel: number;
  /** Centre of its cards: the viewer's fan, or the others' face-down fan, and how wide that fan may spread. */
  readonly hand: Spot;
  readonly handSpread: number;
  /** Its d4, d6 and d8 when unused. */
  readonly dice: readonly [Spot, Spot, Spot];
  /** Its name plate (centre), drawn on the felt, and the plate's size. */
  readonly plate: Spot;
  readonly plateW: number;
  readonly plateH: number;
  /** The box the seat's things take, for the layout tests. */
  readonly box: Box;
}

/** The whole table for `n` seats. */
export interface TableLayout {
  readonly seats: readonly SeatPlace[];
  /** Centre of the cards in play, and the widest they may spread. */
  readonly play: Spot;
  readonly playWidth: number;
  /** The lid: centre and inner size; spent dice stand in it, one row per seat, one column per kind. */
  readonly lid: Spot;
  readonly lidW: number;
  readonly lidD: number;
  /** The discard pile. */
  readonly discards: Spot;
  /** Half the table's width and depth (the felt is an oval around them). */
  readonly halfW: number;
  readonly halfD: number;
  /** The felt's edge: |x/a|^p + |z/b|^p = 1 with a, b = half size + FELT_OVER; p = 2 is an ellipse, more is squarer. */
  readonly feltPower: number;
}

/**
 * Where the others sit, by seat count, clockwise from the viewer's left: all along the far
 * side (the outer ones a little nearer, following the felt), so the table stays narrow enough
 * for large dice at 900x600 and its sides stay clear for the view's buttons.
 */
const OTHERS: Readonly<Record<number, readonly Spot[]>> = {
  1: [],
  2: [{ x: 0, z: -4.3 }],
  3: [
    { x: -4.3, z: -4.1 },
    { x: 4.3, z: -4.1 },
  ],
  4: [
    { x: -4.6, z: -4.1 },
    { x: 0, z: -4.3 },
    { x: 4.6, z: -4.1 },
  ],
  5: [
    { x: -4.2, z: -4.1 },
    { x: -1.4, z: -4.3 },
    { x: 1.4, z: -4.3 },
    { x: 4.2, z: -4.1 },
  ],
  6: [
    { x: -5.5, z: -4.0 },
    { x: -2.75, z: -4.3 },
    { x: 0, z: -4.3 },
    { x: 2.75, z: -4.3 },
    { x: 5.5, z: -4.0 },
  ],
};

/** From this many seats on, the others' places are narrower (five of them share the far side). */
const CROWDED = 5;
/** Distance between a seat's dice: a die's edge and a little air. */
const SEAT_DIE_GAP = DIE + 0.12;

/** Spacing of the spent dice in the lid: a column per kind, a row per seat. */
const LID_COL = DIE + 0.1;
const LID_ROW = DIE + 0.06;

/** The viewer's dice row (nearer when the lid is deep), the hand's distance below it, the dice's spacing. */
const ME_DICE_Z = 2.55;
const ME_HAND_BELOW = 2.15;
const DIE_GAP = 1.1;
/** The nearest edge of the far seats' places: the lid hangs no higher. */
const FAR_EDGE = -2.56;
/** How far below the lid the viewer's row starts: room for the lid's caption above the pass spot. */
const LID_TO_ME = 0.72;

/** The layout of a table with `n` seats (2..6). */
export function tableLayout(n: number): TableLayout {
  const seats: SeatPlace[] = [];
  const lidW = 3 * LID_COL + 0.3;
  const lidD = Math.max(2, n) * LID_ROW + 0.3;
  const lid = { x: 4.45, z: Math.max(-0.45, FAR_EDGE + lidD / 2) };
  const meZ = Math.max(ME_DICE_Z, lid.z + lidD / 2 + LID_TO_ME);
  const meHand = { x: 0, z: meZ + ME_HAND_BELOW };
  const meDice: [Spot, Spot, Spot] = [
    { x: -DIE_GAP, z: meZ },
    { x: 0, z: meZ },
    { x: DIE_GAP, z: meZ },
  ];
  const mePlate = { x: -3.3, z: meZ };
  seats.push({
    rel: 0,
    hand: meHand,
    handSpread: 11,
    dice: meDice,
    plate: mePlate,
    plateW: 2.9,
    plateH: 0.9,
    box: { x0: -5.6, x1: 5.6, z0: meZ - 0.5, z1: meHand.z + (CARD_H * SMALL_HAND_SCALE) / 2 },
  });
  (OTHERS[n] ?? OTHERS[6]!).forEach((a, i) => {
    const gap = SEAT_DIE_GAP;
    const dice: [Spot, Spot, Spot] = [
      { x: a.x - gap, z: a.z + 1.0 },
      { x: a.x, z: a.z + 1.0 },
      { x: a.x + gap, z: a.z + 1.0 },
    ];
    const w = n >= CROWDED ? 2 * gap + DIE + 0.1 : 2.9;
    seats.push({
      rel: i + 1,
      hand: { x: a.x, z: a.z - 0.15 },
      handSpread: w - 0.1,
      dice,
      plate: { x: a.x, z: a.z - 1.25 },
      plateW: w,
      plateH: 0.9,
      box: { x0: a.x - w / 2 - 0.05, x1: a.x + w / 2 + 0.05, z0: a.z - 1.7, z1: a.z + 1.05 + DIE / 2 },
    });
  });
  const play = { x: 0, z: -0.45 };
  const discards = { x: -4.45, z: -0.45 };
  const boxes = [...seats.map((s) => s.box), { x0: lid.x - lidW / 2, x1: lid.x + lidW / 2, z0: lid.z - lidD / 2, z1: lid.z + lidD / 2 }];
  const halfW = Math.max(...boxes.map((b) => Math.max(Math.abs(b.x0), Math.abs(b.x1)))) + 0.5;
  const halfD = Math.max(...boxes.map((b) => Math.max(Math.abs(b.z0), Math.abs(b.z1)))) + 0.35;
  // As round as the table allows: squarer only as far as the others' places need to lie on the felt (the viewer's hand may overhang the rim).
  const fits = (p: number): boolean => seats.slice(1).every((s) => [s.box.x0, s.box.x1].every((x) => [s.box.z0, s.box.z1].every((z) => onFeltAt(x, z, halfW, halfD, p))));
  let feltPower = 2;
  while (!fits(feltPower) && feltPower < 6) feltPower += 0.25;
  return { seats, play, playWidth: 5.6, lid, lidW, lidD, discards, halfW, halfD, feltPower };
}

/** How far the felt reaches beyond the table's half size (its edge, inside the wooden rim). */
export const FELT_OVER = 0.7;

/** Whether (x, z) lies on a felt of power `p` for a table of half size `halfW` x `halfD`. */
function onFeltAt(x: number, z: number, halfW: number, halfD: number, p: number): boolean {
  return Math.abs(x / (halfW + FELT_OVER)) ** p + Math.abs(z / (halfD + FELT_OVER)) ** p <= 1;
}

/** Whether (x, z) lies on table `l`'s felt. */
export function onFelt(l: TableLayout, x: number, z: number): boolean {
  return onFeltAt(x, z, l.halfW, l.halfD, l.feltPower);
}

/** The seat at `rel` places clockwise from the viewer, for a table of `n` seats whose viewer is `bottom`. */
export function seatAt(rel: number, bottom: number, n: number): number {
  return (bottom + rel) % n;
}

/** How many places clockwise from the viewer `seat` sits. */
export function relOf(seat: number, bottom: number, n: number): number {
  return (seat - bottom + n) % n;
}

/** Card centres of a fan of `k` cards around `c`, `spread` wide at most, each `w` wide. */
export function fan(k: number, c: Spot, w: number, gap: number, spread: number): { x: number; z: number; rot: number }[] {
  if (k === 0) return [];
  const step = k > 1 ? Math.min(gap, (spread - w) / (k - 1)) : 0;
  return Array.from({ length: k }, (_, i) => {
    const u = i - (k - 1) / 2;
    // A gentle arc: the outer cards sit a little lower and turn outwards.
    return { x: c.x + u * step, z: c.z + u * u * step * 0.02, rot: -u * 0.025 };
  });
}

/** Where spent die `kind` (0 = d4, 1 = d6, 2 = d8) of the seat at `rel` stands in the lid. */
export function lidSlot(l: TableLayout, rel: number, kind: number): Spot {
  const rows = Math.max(2, l.seats.length);
  // The viewer's row is the nearest; the others follow away from it.
  return { x: l.lid.x + (kind - 1) * LID_COL, z: l.lid.z + ((rows - 1) / 2 - rel) * LID_ROW };
}

/** Whether two boxes overlap. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.z0 < b.z1 && b.z0 < a.z1;
}

/** The pass spot by the viewer's dice: a click on `button` passes, one on a mark (d4, d6, d8) marks that die to reroll. */
export interface PassPlace {
  /** The whole spot. */
  readonly box: Box;
  readonly button: Box;
  readonly marks: readonly [Box, Box, Box];
}

/** The pass spot on table `l`: right of the viewer's dice, opposite its plate, a little nearer the viewer (clear of the lid's caption). */
export function passPlace(l: TableLayout): PassPlace {
  const w = 3.2;
  const h = 0.8;
  const x0 = 1.85;
  const z = l.seats[0]!.dice[1].z + 0.15;
  const box = { x0, x1: x0 + w, z0: z - h / 2, z1: z + h / 2 };
  const mark = 0.62;
  const gap = 0.06;
  const inset = 0.08;
  const markAt = (i: number): Box => {
    const x1 = box.x1 - inset - (2 - i) * (mark + gap);
    return { x0: x1 - mark, x1, z0: box.z0 + inset, z1: box.z1 - inset };
  };
  const marks: [Box, Box, Box] = [markAt(0), markAt(1), markAt(2)];
  return { box, button: { x0: box.x0 + inset, x1: marks[0].x0 - inset, z0: box.z0 + inset, z1: box.z1 - inset }, marks };
}
