/** What the toss table offers and what a key, a tap or a drag means, from real engine states. */
import { describe, expect, it } from 'vitest';
import { toss } from '../../../src-engine/games/toss';
import { digital, enter, frame, keeper, scriptedPhysics, tossWith } from '../../../src-engine/games/toss/testkit';
import type { TossState } from '../../../src-engine/games/toss/state';
import { addMessages } from '../../i18n';
import type { TableReport } from '../game-ui';
import { clampAim, coinPicks, dragAim, DRAG_POWER, endsGame, flightOf, keeperKey, keeperPad, keeperUndo, nudge, presets, tossAction } from './decisions';
import { tossEn } from './messages';
import type { TossTypes } from './types';
import { actionWords } from './words';
import { endBreakdown } from './end';
import { narrate } from './narrate';
import type { TossEvent } from './types';

addMessages(tossEn);

function reportOf(game: typeof toss, s: TossState, seat: number): TableReport<TossTypes> {
  const legal = game.legalActions(s, seat);
  return { view: game.view(s, seat), legal, targets: game.targets!(s, seat, legal), toAct: game.toAct(s), outcome: game.outcome(s) };
}

describe('toss keeper decisions', () => {
  it('the pad offers every result once with its key and its points; keys enter them, Backspace and Ctrl+Z undo', () => {
    const s = enter(keeper(), [4]);
    const r = reportOf(toss, s, 1);
    const pad = keeperPad(r);
    expect(pad.map((p) => p.key)).toEqual(['1', '2', '3', '4', '5', '6', 'L', 'H', 'O', 'F']);
    expect(pad.find((p) => p.result === 'hole')?.target?.points).toBe(-3);
    expect(pad.find((p) => p.result === 'leaner')?.target?.points).toBe(3);
    expect(keeperKey(r, '5')).toMatchObject({ kind: 'enter', pad: { result: 5, action: { type: 'enter', seat: 1, result: 5 } } });
    expect(keeperKey(r, 'l')).toMatchObject({ kind: 'enter', pad: { result: 'leaner' } });
    expect(keeperKey(r, 'Backspace')).toEqual({ kind: 'undo', action: { type: 'undo', seat: 1 } });
    expect(keeperKey(r, 'z', true)).toEqual({ kind: 'undo', action: { type: 'undo', seat: 1 } });
    expect(keeperKey(r, '7')).toBeNull();
    expect(keeperUndo(r)?.target).toMatchObject({ side: 0, sideDie: 1, result: 4, frame: 1 });
  });

  it('nothing to undo at the very start; the other seat has no pad at all', () => {
    const s = keeper();
    expect(keeperKey(reportOf(toss, s, 0), 'Backspace')).toBeNull();
    expect(keeperUndo(reportOf(toss, s, 0))).toBeNull();
    expect(keeperPad(reportOf(toss, s, 1))).toEqual([]);
  });

  it('only an entry that wins the race asks for a confirmation', () => {
    let s = keeper();
    for (let i = 0; i < 2; i++) s = frame(s, [6, 6, 6], ['off', 'off', 'off']);
    s = frame(s, [6, 6, 5], ['off', 'off', 'off']);
    s = enter(s, [6, 'off', 6, 'off', 5]);
    const pad = keeperPad(reportOf(toss, s, 1));
    expect(pad.every(endsGame)).toBe(true);
    const early = keeperPad(reportOf(toss, enter(keeper(), [6]), 1));
    expect(early.some(endsGame)).toBe(false);
  });

  it('the coin toss offers its picks to the side that won it', () => {
    const s = toss.setup({ seats: 2, variants: [], mode: 'keeper', names: ['A', 'B'] }, 3);
    if (!s.ok) throw new Error(s.message);
    const seat = toss.toAct(s.value.state)[0]!;
    expect(coinPicks(reportOf(toss, s.value.state, seat)).map((p) => p.pick)).toEqual(['first', 'second', 'left', 'right']);
  });
});

describe('toss aim decisions', () => {
  const game = tossWith(scriptedPhysics([]));
  const s = digital(game);
  const seat = game.toAct(s)[0]!;
  const r = reportOf(game, s, seat);
  const court = r.view.court;

  it('the named aims come from the engine with their spot and arc; a toss action names the seat', () => {
    const ps = presets(r);
    expect(ps.length).toBeGreaterThan(6);
    expect(ps.some((p) => p.spot === 'middle' && p.arc === 'lob')).toBe(true);
    expect(ps.some((p) => p.spot === 'hole')).toBe(true);
    expect(tossAction(r, { yaw: 1, pitch: 50, power: 9 })).toEqual({ type: 'toss', seat, aim: { yaw: 1, pitch: 50, power: 9 } });
  });

  it('the flight preview comes down where the engine says each named aim comes down, and reads the spot', () => {
    const release = r.view.next!.release!;
    for (const p of presets(r)) {
      const f = flightOf(court, release, p.aim);
      const d = Math.hypot(f.landing[0] - p.target.landing[0], f.landing[1] - p.target.landing[1], f.landing[2] - p.target.landing[2]);
      expect(d).toBeLessThan(0.03);
      expect(f.where === 'board' || f.where === 'hole').toBe(p.target.overBoard);
      if (p.spot === 'hole') expect(f.where).toBe('hole');
    }
    // The lanes are beside the boards: straight down the lane (yaw 0) passes wide of the board.
    const middle = presets(r).find((p) => p.spot === 'middle' && p.arc === 'arc')!.aim;
    expect(flightOf(court, release, { ...middle, power: middle.power * 0.7 }).where).toBe('short');
    expect(flightOf(court, release, { ...middle, power: middle.power * 1.3 }).where).toBe('long');
    expect(flightOf(court, release, { ...middle, yaw: 0 }).where).toBe('wide');
  });

  it('a drag up the screen pitches: its angle aims, its length is the power; a short drag or a drag down does nothing', () => {
    expect(dragAim(court, 55, 3, -5, 400)).toBeNull();
    expect(dragAim(court, 55, 0, 80, 400)).toBeNull();
    const straight = dragAim(court, 55, 0, -200, 400)!;
    expect(straight.yaw).toBe(0);
    expect(straight.pitch).toBe(55);
    expect(straight.power).toBeCloseTo((DRAG_POWER[0] + DRAG_POWER[1]) / 2, 2);
    expect(dragAim(court, 55, 0, -800, 400)!.power).toBe(DRAG_POWER[1]);
    expect(dragAim(court, 55, 60, -200, 400)!.yaw).toBeGreaterThan(0);
    expect(dragAim(court, 55, -60, -200, 400)!.yaw).toBeLessThan(0);
  });

  it('keys nudge the aim within the bounds the court carries', () => {
    const a = { yaw: 0, pitch: 55, power: 9 };
    expect(nudge(court, a, 'ArrowLeft')!.yaw).toBeLessThan(0);
    expect(nudge(court, a, 'ArrowUp')!.power).toBeGreaterThan(9);
    expect(nudge(court, a, 'PageUp')!.pitch).toBe(56);
    expect(nudge(court, a, 'PageDown', true)!.pitch).toBe(50);
    expect(nudge(court, a, 'x')).toBeNull();
    expect(clampAim(court, { yaw: 99, pitch: -3, power: 40 })).toEqual({ yaw: court.aimBounds.yaw[1], pitch: court.aimBounds.pitch[0], power: court.aimBounds.power[1] });
  });

  it('hint words name the spot, the arc and the aim', () => {
    const p = presets(r).find((x) => x.spot === 'middle' && x.arc === 'lob')!;
    expect(actionWords(p.action, p.target, r.view)).toMatch(/^Pitch at the middle \(lob\): .*arc 65°, \d+\.\d\d m\/s$/);
    const k = reportOf(toss, enter(keeper(), [4]), 1);
    const i = k.legal.findIndex((a) => a.type === 'enter' && a.result === 'leaner');
    expect(actionWords(k.legal[i]!, k.targets[i], k.view)).toBe('Enter Leaner for Player 2’s die 1');
  });
});

describe('toss end breakdown', () => {
  it('counts each side’s frames won, best frame and dice in the hole, for every seat of the side', () => {
    let s = keeper({ seats: 4 });
    s = frame(s, [6, 6, 6], ['hole', 1, 1]);
    s = frame(s, [1, 'off', 'off'], [5, 5, 'hole']);
    const b = endBreakdown(toss.view(s, null));
    expect(b.columns).toEqual(['Frames won', 'Best frame', 'In the hole']);
    expect(b.rows).toEqual([
      [1, 36, 0],
      [1, 7, 2],
      [1, 36, 0],
      [1, 7, 2],
    ]);
  });
});

describe('toss log lines', () => {
  it('name the players from the form, the dice and the frame’s score with its doubling', () => {
    const log: TossEvent[] = [];
    frame(keeper(), [5, 5, 5], ['leaner', 'hole', 2], log);
    const ctx = { seatNames: ['Player 1', 'Player 2 (computer)'], options: { names: ['Ana', 'Player 2'] } };
    const lines = log.map((e) => narrate(e, ctx)).filter((l): l is string => l !== null);
    expect(lines[0]).toBe('Ana’s die 1: 5.');
    expect(lines[1]).toBe('Player 2 (computer)’s die 1: Leaner.');
    expect(lines.at(-2)).toBe('Frame 1: Ana 5 5 5 ×2 = 30, Player 2 (computer) L H 2 = 2. Totals 30–2.');
  });
});
