/**
 * Pip Zero's stage: how each event plays on the grids (flat or 3D, through the same board
 * port), and what the strip over the board shows meanwhile: the initiative reveal of the
 * hand and the card resolving now.
 */
import type { Card } from '../../../src-engine/core/cards';
import { FLASH } from '../../design/tokens';
import { t } from '../../i18n';
import type { Animations } from '../../ui/events';
import type { GameStage, StageContext } from '../../table/kit';
import type { ZeroBoardPort } from './port';
import type { ZeroEvent, ZeroTypes } from './types';

/** The latest initiative reveal, as the event says it. */
export type Reveal = Extract<ZeroEvent, { type: 'initiativeRevealed' }>;

/** One table's Pip Zero stage. */
export class ZeroStage implements GameStage<ZeroTypes> {
  /** The latest initiative reveal, shown until the hand ends. */
  reveal = $state.raw<Reveal | null>(null);
  /** The card resolving now, for the strip and its program slot. */
  resolving = $state.raw<{ seat: number; slot: number; card: Card } | null>(null);
  readonly animations: Animations<ZeroEvent>;

  constructor(ctx: StageContext<ZeroBoardPort>) {
    const board = (): ZeroBoardPort | null => ctx.board();
    this.animations = {
      handStarted: () => {
        this.reveal = null;
        this.resolving = null;
      },
      initiativeRevealed: async (e, c) => {
        this.reveal = e;
        await c.wait(900);
      },
      cardRevealed: async (e, c) => {
        this.resolving = { seat: e.seat, slot: e.slot, card: e.card };
        board()?.highlight(e.seat, Math.min(e.slot, 3), []);
        await c.wait(350);
      },
      shifted: async (e, c) => {
        board()?.highlight(e.seat, e.to, []);
        await c.wait(250);
      },
      fizzled: (_e, c) => c.wait(300),
      favor: async (e, c) => {
        void board()?.flash(e.seat, '+1', e.cell, FLASH.info, c.ms(900));
        await board()?.turn(e.seat, e.die, e.to, c.ms(500));
      },
      swapped: async (e, c) => {
        board()?.markSpent(e.seat, e.die);
        await board()?.swap(e.seat, e.die, e.other, e.from, e.to, c.ms(600));
      },
      powered: async (e, c) => {
        board()?.markSpent(e.seat, e.die);
        void board()?.flash(e.seat, `${e.from} → ${Math.max(0, e.to)}`, e.cell, FLASH.info, c.ms(1000));
        if (e.to > 0) await board()?.turn(e.seat, e.die, e.to, c.ms(500));
      },
      decayed: async (e, c) => {
        void board()?.flash(e.seat, t('zero.flash.decay'), e.cell, FLASH.bad, c.ms(900));
        if (e.to > 0) await board()?.turn(e.seat, e.die, e.to, c.ms(450));
      },
      removed: async (e, c) => {
        await board()?.remove(e.seat, e.die, c.ms(500));
      },
      penalty: async (e, c) => {
        const b = board();
        if (b) await Promise.all(e.dice.map((d) => b.turn(e.seat, d.die, d.to, c.ms(500))));
      },
      handEnded: async (_e, c) => {
        this.resolving = null;
        board()?.highlight(null, null, []);
        await c.wait(400);
      },
    };
  }
}
