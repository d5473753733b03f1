/**
 * What lies where on the Piplus table, as the flat board draws it: the view says it between
 * steps, and each event of a step moves it on (the same moves the 3D board animates: a play's
 * cards leave the hand for the middle, dice go to the lid, a round's scoring dice lie in the
 * middle). Plain functions, unit tested with the flat scene (board2d.test.ts).
 */
import type { CardValue, DieKind, PiplusEvent, PiplusView, PlayerDie, Table } from './types';

/** A die lying on a card in play (between a play and the dice going to the lid). */
export interface DieOnPlay {
  readonly card: number;
  readonly seat: number;
  readonly die: DieKind;
}

/** Everything on the table, as the flat board draws it. */
export interface Pieces {
  /** Each seat's hand: faces the viewer may see, null for a card face down. */
  readonly hands: readonly (readonly (CardValue | null)[])[];
  /** Each seat's d4, d6 and d8. */
  readonly dice: readonly (readonly PlayerDie[])[];
  readonly table: Table | null;
  readonly onTable: readonly DieOnPlay[];
  /** A die just played alone, lying in the middle. */
  readonly lone: { readonly seat: number; readonly die: DieKind } | null;
  readonly discards: readonly CardValue[];
  /** The round's scoring rolls, in the middle until the next round (they are not the seats' own dice). */
  readonly scoring: readonly { readonly seat: number; readonly die: DieKind; readonly value: number }[];
}

/** What the view says lies where (between steps the view is the truth). */
export function piecesOfView(v: PiplusView): Pieces {
  return {
    hands: v.seats.map((s) => [...s.hand]),
    dice: v.seats.map((s) => s.dice.map((d) => ({ ...d }))),
    table: v.table,
    onTable: [],
    lone: null,
    discards: [...v.discards],
    scoring: [],
  };
}

function setDie(dice: Pieces['dice'], seat: number, kind: DieKind, change: Partial<PlayerDie>): Pieces['dice'] {
  return dice.map((row, s) => (s !== seat ? row : row.map((d) => (d.kind === kind ? { ...d, ...change } : d))));
}

/** Takes `faces` out of a hand: by face where the faces show, else as many hidden cards. */
function takeCards(hand: readonly (CardValue | null)[], faces: readonly CardValue[]): (CardValue | null)[] {
  const left = [...hand];
  for (const f of faces) {
    let i = left.indexOf(f);
    if (i < 0) i = left.lastIndexOf(null);
    if (i < 0) i = left.length - 1;
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The dice a play put on its cards, by the cards' places in the play as it lies on the table. */
function diceOnPlay(seat: number, cards: readonly CardValue[], dice: readonly (DieKind | null)[], lying: readonly CardValue[]): DieOnPlay[] {
  const used = new Set<number>();
  return cards.flatMap((face, i) => {
    const at = lying.findIndex((c, j) => c === face && !used.has(j));
    if (at < 0) return [];
    used.add(at);
    const die = dice[i];
    return die ? [{ card: at, seat, die }] : [];
  });
}

/** What lies where once event `e` has happened (the events of a step, in order). */
export function piecesAfter(p: Pieces, e: PiplusEvent): Pieces {
  switch (e.type) {
    case 'roundStarted':
      return { ...p, hands: p.hands.map(() => Array.from({ length: e.handSize }, () => null)), table: null, onTable: [], lone: null, discards: [], scoring: [] };
    case 'dealt':
      return { ...p, hands: p.hands.map((h, s) => (s === e.seat ? [...e.cards].sort((a, b) => a - b) : h)) };
    case 'rolled':
      if (e.reason === 'score') return { ...p, scoring: [...p.scoring, { seat: e.seat, die: e.die, value: e.value }] };
      return { ...p, dice: setDie(p.dice, e.seat, e.die, { value: e.value, spent: false }), lone: p.lone?.seat === e.seat && p.lone.die === e.die ? null : p.lone };
    case 'played': {
      let dice = p.dice;
      e.dice.forEach((k, i) => {
        const v = e.dieValues[i];
        if (k && v !== null && v !== undefined) dice = setDie(dice, e.seat, k, { value: v });
      });
      return {
        ...p,
        hands: p.hands.map((h, s) => (s === e.seat ? takeCards(h, e.cards) : h)),
        dice,
        table: e.table,
        onTable: diceOnPlay(e.seat, e.cards, e.dice, e.table.cards),
        lone: null,
        discards: [...p.discards, ...(p.table?.cards ?? [])],
      };
    }
    case 'loneDie':
      return {
        ...p,
        dice: setDie(p.dice, e.seat, e.die, { value: e.value }),
        table: null,
        onTable: [],
        lone: { seat: e.seat, die: e.die },
        discards: [...p.discards, ...(p.table?.cards ?? [])],
      };
    case 'spent': {
      let dice = p.dice;
      for (const k of e.dice) dice = setDie(dice, e.seat, k, { spent: true });
      const gone = (seat: number, die: DieKind): boolean => seat === e.seat && e.dice.includes(die);
      return { ...p, dice, onTable: p.onTable.filter((d) => !gone(d.seat, d.die)), lone: p.lone && gone(p.lone.seat, p.lone.die) ? null : p.lone };
    }
    case 'cleared':
      return { ...p, table: null, onTable: [], lone: null, discards: [...p.discards, ...(p.table?.cards ?? [])] };
    case 'roundEnded':
      return { ...p, table: null, onTable: [], lone: null, discards: [...p.discards, ...(p.table?.cards ?? [])] };
    default:
      return p;
  }
}
