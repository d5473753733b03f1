/**
 * PipFall's stage: how each event plays on the board (flat or 3D, through the same board port),
 * and what the strip and the board show meanwhile: the initiative reveal of the round and the
 * card resolving now. A move into a combat stops short of its cell; the combat's winner settles
 * there once the loser is removed.
 */
import type { Card } from '../../../src-engine/core/cards';
import { FLASH } from '../../design/tokens';
import { t } from '../../i18n';
import type { Animations } from '../../ui/events';
import type { GameStage, StageContext } from '../../table/kit';
import { NO_HIGHLIGHT, type PipfallBoardPort } from './port';
import type { PipfallEvent, PipfallTypes } from './types';

/** The latest initiative reveal, as the event says it. */
export type Reveal = Extract<PipfallEvent, { type: 'initiativeRevealed' }>;

/** One table's PipFall stage. */
export class PipfallStage implements GameStage<PipfallTypes> {
  /** The round's initiative reveal, shown until the next round starts. */
  reveal = $state.raw<Reveal | null>(null);
  /** The card resolving now, shown on the board and outlined in its program. */
  resolving = $state.raw<{ seat: number; slot: number; card: Card } | null>(null);
  readonly animations: Animations<PipfallEvent>;
  private readonly board: () => PipfallBoardPort | null;

  constructor(ctx: StageContext<PipfallBoardPort>) {
    const board = (this.board = () => ctx.board());
    /** The attacker that won a combat: it takes the defender's cell once the defender is removed. */
    let settleAfter: number | null = null;
    this.animations = {
      roundStarted: () => {
        this.reveal = null;
        this.resolving = null;
        board()?.clearMarkers();
      },
      markerPlaced: async (e, c) => {
        board()?.placeMarker({ seat: e.seat, slot: e.slot, lane: e.lane });
        board()?.light({ ...NO_HIGHLIGHT, focus: { kind: 'lane', lane: e.lane } });
        await c.wait(350);
        board()?.light(NO_HIGHLIGHT);
      },
      markerOnCard: (_e, c) => c.wait(250),
      initiativeRevealed: async (e, c) => {
        this.reveal = e;
        await c.wait(1000);
      },
      cardRevealed: async (e, c) => {
        this.resolving = { seat: e.seat, slot: e.slot, card: e.card };
        await c.wait(400);
      },
      nullAction: (_e, c) => c.wait(300),
      activated: async (e, c) => {
        board()?.light({ ...NO_HIGHLIGHT, focus: { kind: 'die', die: e.die } });
        board()?.markSpent(e.die);
        await c.wait(200);
      },
      moved: async (e, c) => {
        const fights = c.next?.type === 'combat' && c.next.attacker === e.die;
        await board()?.slide(e.die, e.path, c.ms(260), fights);
      },
      combat: async (e, c) => {
        board()?.light(NO_HIGHLIGHT);
        void board()?.flash(t('pipfall.flash.vs', { a: e.attackerPips, d: e.defenderPips }), e.cell, FLASH.good, c.ms(1300));
        await board()?.clash(e.attacker, e.defender, c.ms(850));
        settleAfter = e.result === 'attackerWins' ? e.attacker : null;
      },
      removed: async (e, c) => {
        await board()?.remove(e.die, c.ms(750));
        if (settleAfter !== null) {
          await board()?.settle(settleAfter, c.ms(200));
          settleAfter = null;
        }
      },
      decayed: async (e, c) => {
        void board()?.flash(t('pipfall.flash.decay'), e.cell, FLASH.bad, c.ms(900));
        if (e.to > 0) await board()?.turn(e.die, e.to, c.ms(450));
      },
      powered: async (e, c) => {
        void board()?.flash(`${e.from} → ${e.to}`, e.cell, FLASH.info, c.ms(1000));
        await board()?.turn(e.die, e.to, c.ms(500));
      },
      powerFailed: async (e, c) => {
        void board()?.flash('✕', e.cell, FLASH.bad, c.ms(800));
        await c.wait(300);
      },
      gloryBonus: async (e, c) => {
        if (e.die !== null && e.to !== undefined) await board()?.turn(e.die, e.to, c.ms(450));
      },
      restored: async (e, c) => {
        await board()?.restore(e.die, e.seat, e.cell, 4, c.ms(650));
      },
      eliminated: (_e, c) => c.wait(400),
      roundEnded: async (_e, c) => {
        this.resolving = null;
        board()?.clearMarkers();
        board()?.light(NO_HIGHLIGHT);
        await c.wait(300);
      },
    };
  }

  /** The board holds no highlight while a step plays (the decision's come back when it lands). */
  playing(busy: boolean): void {
    if (busy) this.board()?.light(NO_HIGHLIGHT);
  }
}
