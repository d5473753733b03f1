/** What the toss table offers and what a key, a tap or a drag means, from real engine states. */
import { describe, expect, it } from 'vitest';
import { toss } from '../../../src-engine/games/toss';
import { digital, enter, frame, keeper, scriptedPhysics, tossWith } from '../../../src-engine/games/toss/testkit';
import type { TossState } from '../../../src-engine/games/toss/state';
import { addCatalogue, setLocale } from '../../i18n';
import type { TableReport } from '../game-ui';
import { sameValue } from '../../table/same';
import { presetSpot } from './aiming';
import {
  clampAim,
  coinPicks,
  dragAim,
  DRAG_POWER,
  endsGame,
  flightOf,
  keeperKey,
  keeperPad,
  keeperUndo,
  NO_LIT,
  NO_SEL,
  nudge,
  onTop,
  press,
  presets,
  tossAction,
  tossDecisions,
  type Decision,
  type TossSel,
} from './decisions';
import { tossEn } from './messages';
import { tossDe } from './messages.de';
import type { TossAction, TossTypes } from './types';
import { actionWords, yawWords } from './words';
import { endBreakdown } from './end';
import { narrate } from './narrate';
import type { TossEvent } from './types';

addCatalogue({ en: tossEn, de: tossDe });

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
    // German writes the aim's numbers with a decimal comma (issue 50).
    setLocale('de');
    try {
      const aim = { ...p.action, aim: { yaw: 1.2, pitch: 65, power: 9.41 } } as TossAction;
      expect(actionWords(aim, p.target, r.view)).toMatch(/: 1,2° rechts, Bogen 65°, 9,41 m\/s$/);
      expect(yawWords(-0.25)).toBe('0,3° links');
    } finally {
      setLocale('en');
    }
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

/** Every legal action, by value, reached from `start` through the clicks (or choices) that select on the way. */
function reachable(d0: Decision, report: TableReport<TossTypes>, seat: number, via: 'board' | 'choices'): TossAction[] {
  const found: TossAction[] = [];
  const seen = new Set<string>();
  const queue: TossSel[] = [NO_SEL];
  while (queue.length > 0 && seen.size < 200) {
    const sel = queue.shift()!;
    if (seen.has(JSON.stringify(sel))) continue;
    seen.add(JSON.stringify(sel));
    const d = seen.size === 1 ? d0 : tossDecisions.decide(report, seat, true, sel);
    const clicks =
      via === 'board'
        ? tossDecisions.targets(d, sel).map((p) => tossDecisions.click(d, p, sel))
        : (tossDecisions.choices(d, sel, null)?.groups.flatMap((g) => g.choices.map((c) => c.then)) ?? []);
    for (const c of clicks) {
      if (c?.kind === 'act') found.push(c.action);
      else if (c?.kind === 'select') queue.push(c.sel);
    }
  }
  return found;
}

describe('toss decisions for the table kit', () => {
  const game = tossWith(scriptedPhysics([]));
  const s = digital(game);
  const seat = game.toAct(s)[0]!;
  const r = reportOf(game, s, seat);
  const court = r.view.court;
  const aiming = tossDecisions.decide(r, seat, true, NO_SEL);
  if (aiming.kind !== 'aim') throw new Error('no aim');
  const middleLob = aiming.presets.find((p) => p.spot === 'middle' && p.arc === 'lob')!;

  it('every legal action is reachable from the board and from the choices, in both modes and at the coin toss', () => {
    const keep = enter(keeper(), [4]);
    const coin = toss.setup({ seats: 2, variants: [], mode: 'keeper', names: ['A', 'B'] }, 3);
    if (!coin.ok) throw new Error(coin.message);
    const coinSeat = toss.toAct(coin.value.state)[0]!;
    let won = keeper();
    for (let i = 0; i < 2; i++) won = frame(won, [6, 6, 6], ['off', 'off', 'off']);
    won = enter(frame(won, [6, 6, 5], ['off', 'off', 'off']), [6, 'off', 6, 'off', 5]);
    const cases: [TableReport<TossTypes>, number][] = [
      [r, seat],
      [reportOf(toss, keep, 1), 1],
      [reportOf(toss, coin.value.state, coinSeat), coinSeat],
      [reportOf(toss, won, 1), 1],
    ];
    for (const [report, at] of cases) {
      const d = tossDecisions.decide(report, at, true, NO_SEL);
      for (const via of ['board', 'choices'] as const) {
        const got = reachable(d, report, at, via);
        for (const a of report.legal)
          expect(
            got.some((b) => sameValue(a, b)),
            `${JSON.stringify(a)} from the ${via}`,
          ).toBe(true);
      }
    }
  });

  it('the aim starts at the middle lob; a named spot sets it, and pitching it sends the engine’s own action', () => {
    expect(aiming.aim).toEqual(middleLob.aim);
    const hole = aiming.presets.find((p) => p.spot === 'hole' && p.arc === 'arc')!;
    const spot = tossDecisions.targets(aiming, NO_SEL).find((p) => p.kind === 'spot' && p.label === hole.target.label)!;
    const c = tossDecisions.click(aiming, spot, NO_SEL);
    expect(c).toEqual({ kind: 'select', sel: { aim: hole.aim, confirm: null } });
    const sel = (c as { sel: TossSel }).sel;
    const d = tossDecisions.decide(r, seat, true, sel);
    expect(tossDecisions.click(d, { kind: 'pitch' }, sel)).toEqual({ kind: 'act', action: hole.action });
    expect((tossDecisions.click(d, { kind: 'pitch' }, sel) as { action: TossAction }).action).toBe(hole.action);
  });

  it('a click on the board aims at that spot at the arc set; where a named aim at that arc comes down, it takes the named aim', () => {
    const at = presetSpot(court, middleLob);
    expect(tossDecisions.click(aiming, { kind: 'spot', u: at.u + 0.01, s: at.s }, NO_SEL)).toEqual({ kind: 'select', sel: { aim: middleLob.aim, confirm: null } });
    const off = tossDecisions.click(aiming, { kind: 'spot', u: 0.1, s: 0.9 }, NO_SEL);
    expect(off?.kind).toBe('select');
    const aim = (off as { sel: TossSel }).sel.aim!;
    expect(aim.pitch).toBe(middleLob.aim.pitch);
    const f = flightOf(court, r.view.next!.release!, aim);
    expect(f.where).toBe('board');
    expect(Math.hypot(onTop(court, f.landing).u - 0.1, onTop(court, f.landing).s - 0.9)).toBeLessThan(0.02);
    // A spot the arc cannot carry to changes nothing.
    expect(tossDecisions.click(tossDecisions.decide(r, seat, true, { aim: { ...middleLob.aim, pitch: 1 }, confirm: null }), { kind: 'spot', u: 0, s: 1.2 }, NO_SEL)).toBeNull();
  });

  it('a sweep up the view moves the aim while it moves and pitches it when let go; keys move it and Enter pitches', () => {
    const sweep = tossDecisions.sweep!(aiming, NO_SEL)!;
    expect(sweep.move({ dx: 2, dy: -3, height: 500 })).toBeNull();
    const moved = sweep.move({ dx: 0, dy: -175, height: 500 });
    expect(moved).toEqual({ kind: 'select', sel: { aim: dragAim(court, middleLob.aim.pitch, 0, -175, 350), confirm: null } });
    expect(sweep.end({ dx: 0, dy: -175, height: 500 })).toEqual({ kind: 'act', action: { type: 'toss', seat, aim: dragAim(court, middleLob.aim.pitch, 0, -175, 350) } });
    expect(tossDecisions.sweep!(tossDecisions.decide(reportOf(toss, keeper(), 0), 0, true, NO_SEL), NO_SEL)).toBeNull();
    const key = (k: string, shift = false): ReturnType<typeof press> => press(aiming, NO_SEL, { key: k, shift, mod: false });
    expect(key('ArrowUp')).toEqual({ kind: 'select', sel: { aim: nudge(court, middleLob.aim, 'ArrowUp'), confirm: null } });
    expect(key('Enter')).toEqual({ kind: 'act', action: middleLob.action });
    expect(key('x')).toBeNull();
  });

  it('the lane lights the aim’s flight, where the hinted and the focused named aims come down; the note says where it lands', () => {
    const hole = aiming.presets.find((p) => p.spot === 'hole')!;
    const lit = tossDecisions.light(aiming, NO_SEL, presetSpot(court, middleLob), hole.action);
    expect(lit.aim?.flight).toBe(aiming.flight);
    expect(lit.hint).toEqual(hole.target.landing);
    expect(lit.focus).toEqual(middleLob.target.landing);
    expect(tossDecisions.note(aiming, NO_SEL, null, null, false)?.text).toMatch(/^Would come down on the board, \d+ cm from the front edge$/);
    expect(tossDecisions.note(aiming, NO_SEL, null, 'No.', false)).toEqual({ text: 'No.', refused: true });
    const choices = tossDecisions.choices(aiming, NO_SEL, hole.action)!;
    expect(choices.groups[0]!.choices[0]!.then).toEqual({ kind: 'act', action: middleLob.action });
    expect(choices.groups[1]!.choices.filter((c) => c.hinted).map((c) => c.data?.label)).toEqual([hole.target.label]);
    expect(tossDecisions.light(tossDecisions.decide(r, seat, false, NO_SEL), NO_SEL, null, null)).toEqual(NO_LIT);
  });

  it('a pitcher’s next die starts from their last aim from the same end: the table recalls it by side and end', () => {
    expect(tossDecisions.recall!(r, seat, true)).toBe(`${r.view.next!.side}:${r.view.next!.end}`);
    expect(tossDecisions.recall!(r, seat, false)).toBeNull();
    expect(tossDecisions.recall!(reportOf(toss, keeper(), 0), 0, true)).toBeNull();
  });

  it('keeper: a key enters its result; one that ends the game asks first (Enter confirms, Escape cancels); Backspace undoes', () => {
    const k = reportOf(toss, enter(keeper(), [4]), 1);
    const d = tossDecisions.decide(k, 1, true, NO_SEL);
    if (d.kind !== 'keeper') throw new Error('no pad');
    expect(tossDecisions.targets(d, NO_SEL)).toHaveLength(11);
    expect(tossDecisions.click(d, { kind: 'key', result: 5 }, NO_SEL)).toEqual({ kind: 'act', action: { type: 'enter', seat: 1, result: 5 } });
    expect(press(d, NO_SEL, { key: 'Backspace', shift: false, mod: false })).toEqual({ kind: 'act', action: { type: 'undo', seat: 1 } });
    expect(press(d, NO_SEL, { key: 'h', shift: false, mod: false })).toEqual({ kind: 'act', action: { type: 'enter', seat: 1, result: 'hole' } });

    let won = keeper();
    for (let i = 0; i < 2; i++) won = frame(won, [6, 6, 6], ['off', 'off', 'off']);
    won = enter(frame(won, [6, 6, 5], ['off', 'off', 'off']), [6, 'off', 6, 'off', 5]);
    const w = reportOf(toss, won, 1);
    const last = tossDecisions.decide(w, 1, true, NO_SEL);
    const ask = tossDecisions.click(last, { kind: 'key', result: 'off' }, NO_SEL);
    expect(ask).toEqual({ kind: 'select', sel: { aim: null, confirm: 'off' } });
    const sel = { aim: null, confirm: 'off' as const };
    const confirming = tossDecisions.decide(w, 1, true, sel);
    expect(tossDecisions.targets(confirming, sel)).toEqual([
      { kind: 'confirm', yes: true },
      { kind: 'confirm', yes: false },
    ]);
    expect(tossDecisions.choices(confirming, sel, null)!.heading).toBe('This entry ends the game: Player 1 wins 106–0.');
    expect(press(confirming, sel, { key: 'Enter', shift: false, mod: false })).toEqual({ kind: 'act', action: { type: 'enter', seat: 1, result: 'off' } });
    expect(press(confirming, sel, { key: 'Escape', shift: false, mod: false })).toEqual({ kind: 'select', sel: NO_SEL });
    expect(tossDecisions.click(confirming, { kind: 'key', result: 'off' }, sel)).toEqual({ kind: 'act', action: { type: 'enter', seat: 1, result: 'off' } });
  });

  it('keeper in a lesson: a key the pad does not offer is refused quietly (the coach says why); the lane and the keeper note nothing', () => {
    const k = reportOf(toss, enter(keeper(), [4]), 1);
    const only = { ...k, legal: [k.legal[3]!], targets: [k.targets[3]!] };
    const d = tossDecisions.decide(only, 1, true, NO_SEL);
    expect(press(d, NO_SEL, { key: '6', shift: false, mod: false })).toEqual({ kind: 'refuse', reason: 'toss.coach.notNow', quiet: true });
    expect(press(d, NO_SEL, { key: 'q', shift: false, mod: false })).toBeNull();
    expect(tossDecisions.note(d, NO_SEL, null, 'x', true)).toBeNull();
  });

  it('the coin toss: its picks are the board’s targets and the choices; nobody else decides anything', () => {
    const coin = toss.setup({ seats: 2, variants: [], mode: 'digital', names: ['A', 'B'] }, 3);
    if (!coin.ok) throw new Error(coin.message);
    const at = toss.toAct(coin.value.state)[0]!;
    const cr = reportOf(toss, coin.value.state, at);
    const d = tossDecisions.decide(cr, at, true, NO_SEL);
    expect(tossDecisions.targets(d, NO_SEL)).toEqual(cr.legal.map((a) => ({ kind: 'coin', pick: (a as { pick: string }).pick })));
    expect(tossDecisions.click(d, { kind: 'coin', pick: 'second' }, NO_SEL)).toEqual({ kind: 'act', action: cr.legal[1] });
    expect(tossDecisions.choices(d, NO_SEL, cr.legal[0]!)!.groups[0]!.choices.map((c) => c.hinted)).toEqual([true, false, false, false]);
    expect(tossDecisions.decide(cr, 1 - at, false, NO_SEL)).toEqual({ kind: 'none' });
    expect(tossDecisions.click({ kind: 'none' }, { kind: 'pitch' }, NO_SEL)).toBeNull();
  });
});
