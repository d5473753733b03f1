/**
 * What the Piplus table shows of the game between and during steps: the public state as the
 * events have told it so far (the view replaces it between steps), and from it each seat's
 * plate on the felt ("Red (you) · 8 cards · to play") and the felt's captions. The stage keeps
 * the live state; the panels and both boards draw from it.
 */
import { t } from '../../i18n';
import { DIE_KINDS } from './kinds';
import { cardCount, colourName, placeWords, tableWords } from './narrate';
import type { PiplusView, Table } from './types';

/** The public state as the events have told it so far. */
export interface Live {
  readonly round: number;
  readonly table: Table | null;
  /** Who left the cards in play. */
  readonly lastPlayer: number | null;
  /** Cards in each seat's hand. */
  readonly counts: readonly number[];
  /** Each seat's place this round, once out. */
  readonly places: readonly (number | null)[];
  /** Who passed since the last play. */
  readonly passed: readonly boolean[];
  /** Each seat's score per round so far. */
  readonly scores: readonly (readonly number[])[];
  /** Whose turn it is (null: nobody's, between rounds). */
  readonly turn: number | null;
  readonly discards: number;
  /** The round's scoring rolls are on. */
  readonly scoring: boolean;
}

/** Before the first view. */
export const NO_LIVE: Live = { round: 1, table: null, lastPlayer: null, counts: [], places: [], passed: [], scores: [], turn: null, discards: 0, scoring: false };

/** What the view says (who passed is not in it: that is kept from the events). */
export function liveOf(v: PiplusView, passed: readonly boolean[]): Live {
  return {
    round: v.round,
    table: v.table,
    lastPlayer: v.lastPlayer,
    counts: v.seats.map((s) => s.hand.length),
    places: v.seats.map((s) => s.place),
    passed: v.seats.map((_, s) => passed[s] ?? false),
    scores: v.seats.map((s) => [...s.scores]),
    turn: v.phase === 'over' ? null : v.turn,
    discards: v.discards.length,
    scoring: false,
  };
}

/** One seat's plate on the felt. */
export interface Plate {
  /** "Red (you)". */
  readonly name: string;
  /** "8 cards · passed". */
  readonly line: string;
  /** The seat's colour. */
  readonly colour: string;
  /** It is this seat's turn. */
  readonly acting: boolean;
  /** Finished this round: its place ("1st"), shown as a medal. */
  readonly place: string | null;
}

/** Labels drawn on the felt (from the catalogue). */
export interface FeltLabels {
  readonly lid: string;
  readonly discards: string;
  /** Under the cards in play ("two 5s"), or empty. */
  readonly play: string;
  /** The pass spot's button ("Pass") and its reroll marks ("↻ d4", "↻ d6", "↻ d8"). */
  readonly pass: string;
  readonly marks: readonly string[];
}

/** Every seat's plate, for the seat at the screen `seat` (its own says "(you)"), in the seats' colours. */
export function platesOf(live: Live, seat: number | null, colour: (seat: number) => string): Plate[] {
  return live.counts.map((n, s) => {
    const place = live.places[s] ?? null;
    const bits = [cardCount(n)];
    if (place === null && live.passed[s]) bits.push(t('piplus.passedMark'));
    if (place === null && live.turn === s) bits.push(t('piplus.toPlay'));
    return {
      name: s === seat ? `${colourName(s)} ${t('piplus.you')}` : colourName(s),
      line: bits.join(' · '),
      colour: colour(s),
      acting: live.turn === s,
      place: place === null ? null : placeWords(place),
    };
  });
}

/** The felt's captions. */
export function labelsOf(live: Live): FeltLabels {
  return {
    lid: t('piplus.lid'),
    discards: t('piplus.discards', { n: live.discards }),
    play: live.table ? tableWords(live.table) : '',
    pass: t('piplus.pass'),
    marks: DIE_KINDS.map((die) => t('piplus.rerollButton', { die })),
  };
}
