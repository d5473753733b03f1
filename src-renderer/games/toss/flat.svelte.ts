/**
 * The flat boards' state, with the same port the 3D lane has, so the stage plays its events the
 * same way on either. The flat lane (Board2D.svelte draws it): the frame's dice where the view
 * says, the aim the decisions light, a lesson coach's dice, and a toss shown without a flight:
 * the pitched die appears where it came to rest, dice it put out of play fade where they went.
 * The score keeper's sheet has no lane: its board holds nothing (its panels are the sheet).
 */
import type { CoachMark } from '../game-ui';
import { NO_LIT, type TossLit } from './decisions';
import type { TossBoardPort, Tossed } from './port';
import type { Said } from './texts';
import type { Court, DieLie, TossView, Vec3 } from './types';

/** The toss just shown on the flat lane, until the next one or the next frame. */
export interface Fresh {
  /** The pitched die. */
  readonly die: number;
  /** Dice the toss put out of play (in the hole, fouled): they fade where they went. */
  readonly gone: readonly DieLie[];
  readonly text: string;
  readonly tone: 'good' | 'bad' | 'info';
  readonly id: number;
}

/** The flat lane's state and its steps. */
export class FlatLane implements TossBoardPort {
  readonly kind = 'lane';
  /** The frame's dice as they lie. */
  lies = $state.raw<readonly DieLie[]>([]);
  /** The next pitcher's hand (the side view's die), or null. */
  release = $state.raw<Vec3 | null>(null);
  lit = $state.raw<TossLit>(NO_LIT);
  /** Dice a lesson's coach points at. */
  coached = $state.raw<readonly number[]>([]);
  fresh = $state.raw<Fresh | null>(null);
  /** A step plays: the aim and the hand wait. */
  busy = $state(false);
  private frameNo: number | null = null;
  private freshId = 0;

  constructor(readonly court: Court) {}

  sync(view: TossView): void {
    const no = view.frame?.no ?? null;
    // A new frame (or a replay moved to another) starts with nothing fresh.
    if (no !== this.frameNo) this.fresh = null;
    this.frameNo = no;
    this.lies = view.lies;
    this.release = view.frame ? (view.next?.release ?? null) : null;
  }

  light(l: TossLit): void {
    this.lit = l;
  }

  setCoach(marks: readonly CoachMark[]): void {
    this.coached = marks.flatMap((m) => (m.kind === 'die' ? [m.die] : []));
  }

  pace(): void {}

  playing(busy: boolean): void {
    this.busy = busy;
  }

  frameStarted(): Promise<void> {
    this.fresh = null;
    return Promise.resolve();
  }

  /** No flight: the die is simply where it came to rest, knocked dice slide to theirs, dice out of play fade. */
  tossed(e: Tossed, said: Said): Promise<void> {
    this.lies = e.dice;
    const gone = e.dice.filter((d) => e.tracks.some((tr) => tr.id === d.id) && (d.where === 'hole' || d.where === 'foul'));
    this.fresh = { die: e.die, gone, text: said.text, tone: said.tone === 'win' ? 'info' : said.tone, id: ++this.freshId };
    return Promise.resolve();
  }

  finish(): void {}

  dispose(): void {}
}

/** The score keeper's board: nothing to draw (the sheet is the table's panels), nothing to animate. */
export class KeeperSheet implements TossBoardPort {
  readonly kind = 'keeper';
  sync(): void {}
  light(): void {}
  setCoach(): void {}
  pace(): void {}
  playing(): void {}
  frameStarted(): Promise<void> {
    return Promise.resolve();
  }
  tossed(): Promise<void> {
    return Promise.resolve();
  }
  finish(): void {}
  dispose(): void {}
}

/** A flat board of either mode. */
export type FlatTossBoard = FlatLane | KeeperSheet;
