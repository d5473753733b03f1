/**
 * Piplus's stage: how each event plays on the table (flat or 3D, through the same board port)
 * and the public state the panels and the seats' plates show meanwhile (the round, what is in
 * play, the cards left, who passed, the places and the scores), as the events tell it; the
 * view replaces it between steps.
 */
import { untrack } from 'svelte';
import { COLOURS, FLASH } from '../../design/tokens';
import { t } from '../../i18n';
import type { Animations } from '../../ui/events';
import { seatColours } from '../../ui/palette';
import type { GameStage, StageContext } from '../../table/kit';
import { colourName, countWords, placeWords } from './narrate';
import { NO_LIVE, labelsOf, liveOf, platesOf, type Live } from './plates';
import type { PiplusBoardPort } from './port';
import type { PiplusEvent, PiplusTypes, PiplusView } from './types';

const GOLD = FLASH.good;
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A seat's scores with round `r`'s (0-based) set. */
function withScore(row: readonly number[], r: number, score: number): number[] {
  const next = [...row];
  next[r] = score;
  return next;
}

/** One table's Piplus stage. */
export class PiplusStage implements GameStage<PiplusTypes> {
  /** The public state as the events have told it so far. */
  live = $state.raw<Live>(NO_LIVE);
  readonly animations: Animations<PiplusEvent>;
  /** Rolls under way: dice rolled together land together. */
  private rolls: Promise<void>[] = [];

  constructor(private readonly ctx: StageContext<PiplusBoardPort>) {
    const board = (): PiplusBoardPort | null => ctx.board();
    const flash = (seat: number | null, text: string, tint: string | { seat: number }, ms: number, size = 1, spot: { x: number; z: number } | null = null): void =>
      void board()?.flash(seat, text, tint, ms, size, spot);
    const landRolls = async (): Promise<void> => {
      const all = this.rolls;
      this.rolls = [];
      await Promise.all(all);
    };
    const own: Animations<PiplusEvent> = {
      roundStarted: async (e, c) => {
        this.set((l) => ({
          ...l,
          round: e.round,
          table: null,
          lastPlayer: null,
          counts: l.counts.map(() => e.handSize),
          places: l.places.map(() => null),
          passed: l.passed.map(() => false),
          discards: 0,
          turn: null,
          scoring: false,
        }));
        flash(null, t('piplus.flash.round', { n: e.round }), GOLD, c.ms(1400), 1.2);
        await board()?.deal?.(e.handSize, c.ms(1000));
      },
      dealt: (e, c) => board()?.reveal?.(e.seat, e.cards, c.ms(450)),
      rolled: (e, c) => {
        const place = this.live.places[e.seat] ?? null;
        const b = board();
        const roll = e.reason === 'score' && place !== null ? b?.scoreRoll?.(e.seat, e.die, e.value, place, c.ms(1100)) : b?.roll?.(e.seat, e.die, e.value, c.ms(850));
        if (roll) this.rolls.push(roll);
        // Dice rolled together land together: the last of a burst waits for all of them.
        if (c.next?.type !== 'rolled' || c.next.reason !== e.reason) return landRolls();
      },
      starter: async (e, c) => {
        e.totals.forEach((total, s) => flash(s, String(total), s === e.seat ? GOLD : FLASH.plain, c.ms(1600), 0.8));
        this.set((l) => ({ ...l, turn: e.seat }));
        await c.wait(700);
        flash(null, t('piplus.flash.starts', { seat: colourName(e.seat) }), GOLD, c.ms(1300));
        await c.wait(600);
      },
      played: async (e, c) => {
        this.set((l) => ({ ...l, turn: e.seat }));
        await board()?.play?.(e.seat, e.cards, e.dice, e.dieValues, c.ms(650));
        this.set((l) => ({
          ...l,
          discards: l.discards + (e.beat?.cards.length ?? 0),
          counts: l.counts.map((n, s) => (s === e.seat ? Math.max(0, n - e.count) : n)),
          table: { cards: e.cards, value: e.value },
          lastPlayer: e.seat,
          passed: l.passed.map(() => false),
        }));
        flash(null, capital(countWords(e.count, e.value)), { seat: e.seat }, c.ms(1200));
        await c.wait(e.dice.some((d) => d !== null) ? 500 : 300);
        this.set((l) => ({ ...l, table: e.table }));
      },
      loneDie: async (e, c) => {
        this.set((l) => ({ ...l, turn: e.seat, discards: l.discards + (e.beat?.cards.length ?? 0), table: null }));
        await board()?.playLone?.(e.seat, e.die, c.ms(550));
        flash(null, t('piplus.flash.lone', { die: e.die, v: e.value }), { seat: e.seat }, c.ms(1200));
        await c.wait(450);
      },
      spent: (e, c) => board()?.spend?.(e.seat, e.dice, c.ms(450)),
      forcedReroll: async (e, c) => {
        flash(e.seat, t('piplus.flash.forced'), FLASH.info, c.ms(1500), 0.85);
        await c.wait(350);
      },
      passed: async (e, c) => {
        this.set((l) => ({ ...l, turn: e.seat, passed: l.passed.map((p, s) => p || s === e.seat) }));
        flash(e.seat, e.reroll.length > 0 ? t('piplus.flash.passReroll') : t('piplus.flash.pass'), FLASH.plain, c.ms(1000), 0.85);
        await c.wait(300);
      },
      cleared: async (e, c) => {
        this.set((l) => ({ ...l, discards: l.discards + e.cards.length, table: null, lastPlayer: null, passed: l.passed.map(() => false), turn: e.leader }));
        await board()?.discardTable?.(c.ms(450));
        flash(null, t('piplus.flash.cleared', { seat: colourName(e.leader) }), GOLD, c.ms(1100));
        await c.wait(350);
      },
      placed: async (e, c) => {
        this.set((l) => ({ ...l, places: l.places.map((p, s) => (s === e.seat ? e.place : p)) }));
        flash(e.seat, t('piplus.flash.place', { place: placeWords(e.place) }), GOLD, c.ms(1500), 1.1);
        await c.wait(650);
      },
      safetyValve: async (_e, c) => {
        flash(null, t('piplus.flash.valve'), FLASH.bad, c.ms(1400));
        await c.wait(600);
      },
      roundEnded: async (e, c) => {
        this.set((l) => ({ ...l, turn: null, scoring: true, places: l.places.map((p, s) => e.places[s] ?? p) }));
        await board()?.discardTable?.(c.ms(400));
        flash(null, t('piplus.flash.roundEnd', { n: e.round }), GOLD, c.ms(1400), 1.1);
        await c.wait(600);
      },
      scored: async (e, c) => {
        await landRolls();
        this.set((l) => ({ ...l, scores: l.scores.map((row, s) => (s === e.seat ? withScore(row, l.round - 1, e.score) : row)) }));
        const top = e.rolls.reduce((a, b) => (b.value > a.value ? b : a));
        board()?.spotlight?.(e.seat, top.die);
        const at = board()?.scoreSpot?.(e.place, 2);
        flash(e.seat, t('piplus.flash.score', { seat: colourName(e.seat), score: e.score }), { seat: e.seat }, c.ms(1800), 0.8, at ? { x: at.x + 2.1, z: at.z } : null);
        await c.wait(800);
      },
      gameOver: (_e, c) => c.wait(500),
    };
    // Each event first leaves its pieces where it says (the flat board redraws), then plays.
    this.animations = Object.fromEntries(
      Object.entries(own).map(([type, run]) => [
        type,
        (e: PiplusEvent, c: Parameters<NonNullable<(typeof own)['gameOver']>>[1]) => {
          board()?.took(e);
          return (run as (e: PiplusEvent, c: unknown) => void | Promise<void>)(e, c);
        },
      ]),
    );
  }

  /** A seat's colour. */
  colour(seat: number): string {
    return seatColours(this.ctx.palette)[seat]?.body ?? COLOURS.neutral;
  }

  /** A step starts: the board's lights go out until it lands. */
  playing(busy: boolean): void {
    if (busy) this.ctx.board()?.quiet();
  }

  /** Between steps the view is the truth. */
  synced(view: PiplusView): void {
    this.set(() => liveOf(view, this.live.passed));
  }

  /**
   * Changes the live state, and the plates and captions on the board with it. Untracked: the
   * board area calls `synced` from its effect, which must not come to depend on what it writes.
   */
  private set(change: (l: Live) => Live): void {
    untrack(() => {
      const live = change(this.live);
      this.live = live;
      this.ctx.board()?.setPlates(
        platesOf(live, this.ctx.seat, (s) => this.colour(s)),
        labelsOf(live),
      );
    });
  }
}
