/**
 * PipFall Hex's stage: how each event plays on the battlefield (flat or 3D, through the same
 * board port), and what the strip and the board say meanwhile: the reveal with its resolution
 * order, moved on card by card, and a banner over the board while an event plays ("Blue's 5
 * attacks Red's 4: 5 vs 4"). Between steps the strip is read from the view again.
 */
import type { Card } from '../../../src-engine/core/cards';
import { FLASH } from '../../design/tokens';
import { t } from '../../i18n';
import type { Animations } from '../../ui/events';
import type { Banner, GameStage, StageContext } from '../../table/kit';
import { colourName, hexName, locationName, own } from './narrate';
import { NO_HIGHLIGHT, type HexBoardPort } from './port';
import { stripOf, type Strip } from './strip';
import type { HexEvent, HexTypes, HexView } from './types';

/** One table's PipFall Hex stage. */
export class HexStage implements GameStage<HexTypes> {
  /** The reveal shown above the board: the step's cards in resolution order and how far it has got. */
  strip = $state.raw<Strip | null>(null);
  /** A line over the board while an event plays. */
  banner = $state.raw<Banner | null>(null);
  readonly animations: Animations<HexEvent>;
  private readonly board: () => HexBoardPort | null;
  /** Cards revealed this hand that had no use: the view does not keep that. */
  private readonly voided: Card[] = [];

  constructor(ctx: StageContext<HexBoardPort>) {
    const board = (this.board = () => ctx.board());
    /** The attacker that won a combat: it comes to rest on its hex once the defender is gone. */
    let settleAfter: number | null = null;
    const settle = async (ms: number): Promise<void> => {
      if (settleAfter === null) return;
      await board()?.settle(settleAfter, ms);
      settleAfter = null;
    };
    this.animations = {
      locationChosen: async (e, c) => {
        this.banner = { text: t('hex.banner.location', { seat: colourName(e.seat), location: locationName(e.name) }), kind: 'location' };
        await board()?.claim(e.seat, e.location, e.dice, c.ms(700));
        await c.wait(250);
        this.banner = null;
      },
      roundStarted: async (e, c) => {
        this.strip = null;
        this.banner = { text: t('hex.log.roundStarted', { n: e.round, seat: colourName(e.firstPlayer) }), kind: 'round' };
        await c.wait(900);
        this.banner = null;
      },
      handStarted: () => {
        this.strip = null;
        this.voided.length = 0;
        board()?.setActing(null);
      },
      revealed: async (e, c) => {
        this.strip = { step: e.step, items: e.cards.map((x) => ({ seat: x.seat, card: x.card, state: 'wait' as const })) };
        await c.wait(1000);
      },
      resolving: async (e, c) => {
        this.mark(e.seat, 'now');
        board()?.setActing(e.seat);
        await c.wait(300);
      },
      cardDiscarded: async (e, c) => {
        this.voided.push(e.card);
        this.mark(e.seat, 'void');
        if (e.reason === 'noUse') void board()?.flash(t('hex.flash.noUse'), { seat: e.seat }, FLASH.warn, c.ms(900));
        await c.wait(500);
      },
      moved: async (e, c) => {
        board()?.markSpent(e.die);
        const fights = c.next?.type === 'combat' && c.next.attacker === e.die;
        board()?.light({ ...NO_HIGHLIGHT, hexes: e.path.length ? [{ cell: e.to, tone: fights ? 'attack' : 'move' }] : [], path: [e.from, ...e.path] });
        await board()?.walk(e.die, e.path, c.ms(260), fights);
      },
      combat: async (e, c) => {
        board()?.light(NO_HIGHLIGHT);
        this.banner = {
          text: t(`hex.log.combat.${e.result}`, { attacker: own(e.attackerSeat), defender: own(e.defenderSeat), a: e.attackerPips, d: e.defenderPips, hex: hexName(e.cell) }),
          kind: 'combat',
          tone: 'warn',
        };
        void board()?.flash(t('hex.flash.vs', { a: e.attackerPips, d: e.defenderPips }), e.cell, FLASH.good, c.ms(1500));
        await board()?.clash(e.attacker, e.defender, c.ms(850));
        settleAfter = e.result === 'attackerWins' ? e.attacker : null;
      },
      removed: async (e, c) => {
        // A die taken as a trophy flies to its captor's shelf instead (the next event).
        if (!(c.next?.type === 'captured' && c.next.die === e.die)) await board()?.fall(e.die, c.ms(750));
      },
      captured: async (e, c) => {
        await board()?.capture(e.die, e.owner, e.seat, e.pips, c.ms(750));
        if (!(c.next?.type === 'removed' && c.next.cause === 'combat')) await settle(c.ms(200));
      },
      decayed: async (e, c) => {
        await settle(c.ms(200));
        void board()?.flash(t('hex.flash.decay'), e.cell, FLASH.bad, c.ms(900));
        if (e.to > 0) await board()?.turn(e.die, e.to, c.ms(450));
        else await c.wait(250);
        this.banner = null;
      },
      powered: async (e, c) => {
        void board()?.flash(t(`hex.flash.power.${e.suit}`, { from: e.from, to: e.to }), e.cell, FLASH.info, c.ms(1100));
        if (e.to > 0 && e.to !== e.from) await board()?.turn(e.die, e.to, c.ms(500));
        else await c.wait(400);
      },
      reinforced: async (e, c) => {
        this.banner = { text: t('hex.log.reinforced', { seat: colourName(e.seat), pips: e.pips, hex: hexName(e.cell), n: e.reserve }), kind: 'reinforce', tone: 'ok' };
        await board()?.reinforce(e.seat, e.die, e.cell, e.pips, e.reserve, c.ms(750));
        void board()?.flash(t('hex.flash.enter', { pips: e.pips }), e.cell, FLASH.enter, c.ms(800));
        await c.wait(200);
        this.banner = null;
      },
      eliminated: async (e, c) => {
        this.banner = { text: t('hex.log.eliminated', { seat: colourName(e.seat) }), kind: 'out', tone: 'bad' };
        void board()?.flash(t('hex.flash.out'), { seat: e.seat }, FLASH.out, c.ms(1100));
        await c.wait(700);
        this.banner = null;
      },
      handEnded: async (_e, c) => {
        const s = this.strip;
        if (s) this.strip = { ...s, items: s.items.map((it) => (it.state === 'now' ? { ...it, state: 'done' as const } : it)) };
        board()?.setActing(null);
        await c.wait(350);
      },
      roundEnded: async (e, c) => {
        this.strip = null;
        this.banner = {
          text: e.last ? t('hex.log.roundEndedLast', { n: e.round }) : t('hex.log.roundEnded', { n: e.round, left: e.drawLeft, needed: e.needed }),
          kind: 'round',
        };
        await c.wait(900);
        this.banner = null;
      },
      gameOver: async (_e, c) => {
        board()?.setActing(null);
        await c.wait(500);
      },
    };
  }

  /** Marks `seat`'s card in the strip (the one resolving before it is done). */
  private mark(seat: number, state: 'now' | 'done' | 'void'): void {
    const s = this.strip;
    if (!s) return;
    this.strip = {
      ...s,
      items: s.items.map((it) => (it.seat === seat ? { ...it, state } : state === 'now' && it.state === 'now' ? { ...it, state: 'done' as const } : it)),
    };
  }

  /** Highlights wait while a step plays; the banner goes when it lands. */
  playing(busy: boolean): void {
    if (busy) this.board()?.light(NO_HIGHLIGHT);
    else this.banner = null;
  }

  /** Between steps the strip is the view's. */
  synced(view: HexView): void {
    this.strip = stripOf(view, { has: (card) => this.voided.includes(card) });
  }
}
