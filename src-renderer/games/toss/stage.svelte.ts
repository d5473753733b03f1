/**
 * PipFall Toss's stage: how each event plays on the lane (flat or 3D, through the same board
 * port) or on the keeper's sheet, and what the panels show meanwhile: the callout over the
 * table (a die's result, a frame's score, the winner), the frame just scored, the keeper's slot
 * that just took an entry, and the totals and dice a step has reached before the view does.
 */
import { t } from '../../i18n';
import type { Animations } from '../../ui/events';
import type { GameStage, StageContext } from '../../table/kit';
import { viewNames, type Names } from './names';
import type { TossBoardPort } from './port';
import { frameText, tossCallout, type Tone } from './texts';
import type { DieLie, TossEvent, TossTypes, TossView } from './types';

/** A big line over the table; `text` is read while it shows, so names follow the view. */
export interface Callout {
  readonly text: () => string;
  readonly tone: Tone;
  readonly id: number;
}

/** One table's PipFall Toss stage. */
export class TossStage implements GameStage<TossTypes> {
  callout = $state.raw<Callout | null>(null);
  /** The frame just scored, shown until the next die is pitched. */
  lastFrame = $state.raw<Extract<TossEvent, { type: 'frameScored' }> | null>(null);
  /** Keeper: the slot that just took an entry (it pulses). */
  pulse = $state<number | null>(null);
  /** The totals a frame just scored, shown while the rest of its step plays (the view catches up after it). */
  scoredTotals = $state.raw<readonly [number, number] | null>(null);
  /** How the frame's dice lie after the toss just shown, likewise. */
  tossedLies = $state.raw<readonly DieLie[] | null>(null);
  /** The view the board was last put in step with. */
  private view = $state.raw<TossView | null>(null);
  private calloutId = 0;
  readonly animations: Animations<TossEvent>;
  private readonly ctx: StageContext<TossBoardPort>;

  constructor(ctx: StageContext<TossBoardPort>) {
    this.ctx = ctx;
    const board = (): TossBoardPort | null => ctx.board();
    const other = (s: 0 | 1): 0 | 1 => (s === 0 ? 1 : 0);
    this.animations = {
      coinTossed: async (e, c) => {
        board()?.pace(c.ms(700));
        this.say(() => t('toss.log.coinTossed', { side: this.names.side(e.winner) }), 'info');
        await c.wait(700);
      },
      frameStarted: async (e, c) => {
        board()?.pace(c.ms(700));
        this.callout = null;
        await board()?.frameStarted(e.end, c.ms(500));
      },
      tossed: async (e, c) => {
        board()?.pace(c.ms(700));
        this.lastFrame = null;
        this.callout = null;
        const said = tossCallout(e, this.names, this.view?.court);
        await board()?.tossed(e, said, (n) => c.ms(n));
        this.tossedLies = e.dice;
        this.say(() => tossCallout(e, this.names, this.view?.court).text, said.tone);
        await c.wait(c.next?.type === 'frameScored' ? 900 : 700);
      },
      entered: async (e, c) => {
        this.pulse = e.die;
        await c.wait(120);
      },
      frameScored: async (e, c) => {
        this.lastFrame = e;
        this.scoredTotals = e.totals;
        this.say(() => frameText(e, this.names), 'info');
        await c.wait(this.view?.options.mode === 'digital' ? 1800 : 500);
      },
      raceGoesOn: async (e, c) => {
        this.say(() => t('toss.raceGoesOn', { a: e.totals[0], b: e.totals[1], target: this.view?.race.target ?? 100, margin: this.view?.race.margin ?? 2 }), 'info');
        await c.wait(1200);
      },
      gameOver: async (e, c) => {
        const s = e.outcome.scores ?? [];
        this.say(() => t('toss.winner', { side: this.names.side(e.side), a: s[e.side] ?? 0, b: s[other(e.side)] ?? 0 }), 'win');
        await c.wait(1200);
      },
    };
  }

  /** How sides and seats are named now. */
  get names(): Names {
    return viewNames(this.view, this.ctx.seatNames);
  }

  /** Shows a line over the table. */
  private say(text: () => string, tone: Tone): void {
    this.callout = { text, tone, id: ++this.calloutId };
  }

  playing(busy: boolean): void {
    this.ctx.board()?.playing(busy);
    if (!busy) this.pulse = null;
  }

  synced(view: TossView): void {
    this.view = view;
    this.scoredTotals = null;
    this.tossedLies = null;
  }
}
