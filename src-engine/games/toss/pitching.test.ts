/**
 * What PipFall Toss's rules hand the physics and tell the table for each die (issue 51, item 7:
 * mutation testing of rules.ts): the die leaves the hand at a random orientation with a bounded
 * tumble, each toss and entry is announced with the die it is, a die's place on the court reads
 * foul > hole > off > board, a state once shown never changes, and an aim is legal anywhere
 * within its bounds. The digital game runs on the scripted physics (testkit).
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { AIM_BOUNDS, releaseSpin } from './geometry';
import { toss, type TossAction, type TossEvent, type TossState } from './index';
import { TRACK_RATE } from './physics/port';
import { lieOf, TUMBLE } from './rules';
import { all, digital, enter, first, flatDie, frame, keeper, pitch, play, scriptedPhysics, tossWith } from './testkit';

const aim = { yaw: 0, pitch: 60, power: 9.5 };
/** Two frames' scripts: each die comes down flat on the board, side by side. */
const onBoard = Array.from({ length: 12 }, (_, k) => ({ pitched: flatDie(((k % 6) + 1) as 1 | 2 | 3 | 4 | 5 | 6, 0.3 - 0.1 * (k % 6), 0.3) }));
const sixOnBoard = onBoard.slice(0, 6);

describe('toss: the die leaves the hand', () => {
  it('at a random orientation (a unit quaternion, another each toss) with a tumble of at most 8 rad/s about each axis on top of the aim’s spin', () => {
    const physics = scriptedPhysics(onBoard);
    const game = tossWith(physics);
    let s = digital(game);
    const spun = { ...aim, spin: 2 };
    for (let i = 0; i < 12; i++) s = play(s, { type: 'toss', seat: game.toAct(s)[0]!, aim: spun }, [], game);
    const spin = releaseSpin(spun);
    expect(TUMBLE).toBe(8);
    // About each axis: within 8 rad/s, both ways, and more than a little (the fingers are never clean).
    for (let k = 0; k < 3; k++) {
      const tumbles = physics.inputs.map((input) => input.toss.angvel[k]! - spin[k]!);
      for (const t of tumbles) expect(Math.abs(t)).toBeLessThanOrEqual(TUMBLE);
      expect(tumbles.some((t) => t < -1)).toBe(true);
      expect(tumbles.some((t) => t > 1)).toBe(true);
    }
    const quats = physics.inputs.map((input) => input.toss.quat);
    for (const q of quats) expect(Math.hypot(...q)).toBeCloseTo(1, 12);
    expect(new Set(quats.map((q) => q.join())).size).toBe(12);
    // Every component takes both signs over two frames: no orientation is favoured.
    for (let k = 0; k < 4; k++) {
      expect(quats.some((q) => q[k]! < 0)).toBe(true);
      expect(quats.some((q) => q[k]! > 0)).toBe(true);
    }
  });

  it('an aim without spin releases a die that only tumbles (its spin is none, not "not a number"), and is told as aimed', () => {
    const physics = scriptedPhysics(sixOnBoard.slice(0, 1));
    const game = tossWith(physics);
    const log: TossEvent[] = [];
    pitch(game, digital(game), log);
    expect(physics.inputs[0]!.toss.angvel.every(Number.isFinite)).toBe(true);
    expect(first(log, 'tossed')!.aim).toEqual(aim);
  });

  it('an arc of -0 is the arc of 0 (a record keeps both as 0, so the live game and its replay must agree)', () => {
    const physics = scriptedPhysics(sixOnBoard.slice(0, 2));
    const game = tossWith(physics);
    const s = play(digital(game), { type: 'toss', seat: 0, aim: { yaw: 0, pitch: -0, power: 9.5 } }, [], game);
    play(s, { type: 'toss', seat: 1, aim: { yaw: 0, pitch: 0, power: 9.5 } }, [], game);
    const [a, b] = physics.inputs.map((i) => i.toss.vel);
    expect(a!.every((x, i) => Object.is(x, b![i]))).toBe(true);
  });

  it('the same seed releases the same die the same way: the live game and its replay agree', () => {
    const runs = [0, 1].map(() => {
      const physics = scriptedPhysics(sixOnBoard.slice(0, 2));
      const game = tossWith(physics);
      pitch(game, pitch(game, digital(game)));
      return physics.inputs.map((i) => i.toss);
    });
    expect(runs[0]).toEqual(runs[1]);
  });
});

describe('toss: what each die is told as', () => {
  it('each toss names its seat, side, die of the frame and of the side, the aim, the end, and the tracks at the track rate', () => {
    const game = tossWith(scriptedPhysics(onBoard));
    let s = digital(game, { firstSide: 1 });
    const log: TossEvent[] = [];
    for (let i = 0; i < 6; i++) s = pitch(game, s, log);
    const tossed = all(log, 'tossed');
    expect(tossed.map((t) => [t.seat, t.side, t.die, t.sideDie])).toEqual([
      [1, 1, 0, 1],
      [0, 0, 1, 1],
      [1, 1, 2, 2],
      [0, 0, 3, 2],
      [1, 1, 4, 3],
      [0, 0, 5, 3],
    ]);
    for (const t of tossed) {
      expect(t).toMatchObject({ aim, end: 0, rate: TRACK_RATE, seconds: 1 });
      expect(t.tracks).toEqual([{ id: t.die, samples: expect.any(Array) as unknown }]);
    }
    expect(tossed.map((t) => t.dice.length)).toEqual([1, 2, 3, 4, 5, 6]);
    // The next frame is pitched from the other end.
    pitch(game, s, log);
    expect(all(log, 'tossed').at(-1)).toMatchObject({ end: 1, die: 0 });
  });

  it('each entry names its seat, side, die of the frame and of the side', () => {
    const log: TossEvent[] = [];
    enter(keeper({ firstSide: 1 }), [1, 2, 3, 4, 5, 6], log);
    expect(all(log, 'entered').map((e) => [e.seat, e.side, e.die, e.sideDie, e.result])).toEqual([
      [1, 1, 0, 1, 1],
      [0, 0, 1, 1, 2],
      [1, 1, 2, 2, 3],
      [0, 0, 3, 2, 4],
      [1, 1, 4, 3, 5],
      [0, 0, 5, 3, 6],
    ]);
  });

  it("a complete frame is kept with each side's dice, points, doubling, score and totals; the keeper's entries are kept to take back", () => {
    const log: TossEvent[] = [];
    const s = frame(keeper(), [5, 5, 5], ['hole', 2, 'off'], log);
    const rec = s.history[0]!;
    expect(rec).toEqual({
      no: 1,
      end: 0,
      opener: 0,
      pitchers: [0, 1],
      results: [
        [5, 5, 5],
        ['hole', 2, 'off'],
      ],
      raw: [15, -1],
      doubled: [true, false],
      scores: [30, 0],
      totals: [30, 0],
      entries: [5, 'hole', 5, 2, 5, 'off'],
    });
    expect(first(log, 'frameScored')).toEqual({ type: 'frameScored', no: 1, results: rec.results, raw: rec.raw, doubled: rec.doubled, scores: rec.scores, totals: rec.totals });
    // The digital game keeps no entries: its dice were pitched.
    const game = tossWith(scriptedPhysics(sixOnBoard));
    let d = digital(game);
    for (let i = 0; i < 6; i++) d = pitch(game, d);
    expect(d.history[0]!.entries).toEqual([]);
  });

  it('the winning frame ends the game: the winners, why, every seat’s total, and the side', () => {
    let s = keeper({ seats: 4 });
    const log: TossEvent[] = [];
    for (let i = 0; i < 3; i++) s = frame(s, ['off', 'off', 'off'], [6, 6, 6], log);
    const outcome = { winners: [1, 3], reason: 'race', scores: [0, 108, 0, 108] };
    expect(s.outcome).toEqual(outcome);
    expect(all(log, 'gameOver')).toEqual([{ type: 'gameOver', outcome, side: 1 }]);
    expect(s.phase).toBe('over');
    expect(s.frame).toBeNull();
    expect(all(log, 'raceGoesOn')).toEqual([]);
  });
});

describe("toss: a die's place on the court", () => {
  it('reads foul before in the hole, in the hole before off the board, off the board before on it', () => {
    const d = { id: 0, side: 0 as const, seat: 0, ...flatDie(4, 0, 0.5), fouled: false, inHole: false, onGround: false, onDie: false };
    expect(lieOf({ ...d, fouled: true, inHole: true, onGround: true }).where).toBe('foul');
    expect(lieOf({ ...d, inHole: true, onGround: true }).where).toBe('hole');
    expect(lieOf({ ...d, onGround: true }).where).toBe('off');
    expect(lieOf(d)).toEqual({ id: 0, side: 0, pos: d.pos, quat: d.quat, where: 'board', provisional: 4 });
  });

  it('a physics that loses the pitched die is an error, never a frame scored without it', () => {
    const game = tossWith({
      name: 'lossy',
      simulate: () => ({ dice: [], tracks: [], seconds: 1, steps: 1 }),
    });
    expect(() => pitch(game, digital(game))).toThrow('toss physics: the pitched die is missing from the result');
  });
});

describe('toss: a state once shown never changes', () => {
  /** Applies `a` to `s` and checks `s` is as it was (an undo, a replay or a view may still hold it). */
  function applyKeeps(s: TossState, a: TossAction, game = toss): TossState {
    const before = JSON.stringify(s);
    const r = game.apply(s, a);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    return unwrap(r).state;
  }

  it('through the coin toss, entries, a completed frame, an undo that reopens it, and tosses', () => {
    let s = unwrap(toss.setup(unwrap(toss.parseOptions({ seats: 2, mode: 'keeper' })), 3)).state;
    const winner = toss.toAct(s)[0]!;
    s = applyKeeps(s, { type: 'choose', seat: winner, pick: 'left' });
    s = applyKeeps(s, { type: 'choose', seat: 1 - winner, pick: 'first' });
    for (let i = 0; i < 6; i++) s = applyKeeps(s, { type: 'enter', seat: toss.toAct(s)[0]!, result: 6 });
    expect(s.history).toHaveLength(1);
    s = applyKeeps(s, { type: 'undo', seat: toss.toAct(s)[0]! });
    expect(s.history).toHaveLength(0);
    const game = tossWith(scriptedPhysics(sixOnBoard));
    let d = digital(game);
    for (let i = 0; i < 6; i++) d = applyKeeps(d, { type: 'toss', seat: game.toAct(d)[0]!, aim }, game);
    expect(d.history).toHaveLength(1);
  });
});

describe('toss: what is legal', () => {
  it('an aim anywhere within its bounds, edges included, is legal, listed or not; beyond them, or of the wrong kind, it is not', () => {
    const game = tossWith(scriptedPhysics([]));
    const s = digital(game);
    const seat = game.toAct(s)[0]!;
    const legal = (a: Record<string, unknown>): boolean => game.isLegal(s, { type: 'toss', seat, aim: a } as unknown as TossAction);
    const { yaw, pitch: arc, power, spin } = AIM_BOUNDS;
    expect(legal({ yaw: yaw[0], pitch: arc[0], power: power[0], spin: spin[0] })).toBe(true);
    expect(legal({ yaw: yaw[1], pitch: arc[1], power: power[1], spin: spin[1] })).toBe(true);
    expect(legal({ yaw: 3.3, pitch: 41.7, power: 7.77 })).toBe(true);
    expect(legal({ ...aim, yaw: yaw[1] + 0.01 })).toBe(false);
    expect(legal({ ...aim, pitch: arc[0] - 0.01 })).toBe(false);
    expect(legal({ ...aim, power: '9' })).toBe(false);
    expect(legal({ ...aim, spin: Number.POSITIVE_INFINITY })).toBe(false);
    // Not the seat to pitch, and not in the score keeper.
    expect(game.isLegal(s, { type: 'toss', seat: 1 - seat, aim })).toBe(false);
    expect(toss.isLegal(keeper(), { type: 'toss', seat: 0, aim })).toBe(false);
  });

  it('the other actions are legal exactly when listed; nothing is once the game is over', () => {
    const s = enter(keeper(), [4]);
    expect(toss.isLegal(s, { type: 'enter', seat: 1, result: 'leaner' })).toBe(true);
    expect(toss.isLegal(s, { type: 'undo', seat: 1 })).toBe(true);
    expect(toss.isLegal(s, { type: 'enter', seat: 0, result: 'leaner' })).toBe(false);
    expect(toss.isLegal(keeper(), { type: 'undo', seat: 0 })).toBe(false);
    let won = keeper();
    for (let i = 0; i < 3; i++) won = frame(won, [6, 6, 6], ['off', 'off', 'off']);
    expect(won.outcome).not.toBeNull();
    expect(toss.legalActions(won, 0)).toEqual([]);
    expect(toss.isLegal({ ...s, phase: 'over' }, { type: 'enter', seat: 1, result: 4 })).toBe(false);
  });

  it('during the coin toss no die can be pitched, not even by the seat that picks', () => {
    const game = tossWith(scriptedPhysics([]));
    const coin = unwrap(game.setup(unwrap(game.parseOptions({ seats: 2, mode: 'digital' })), 3)).state;
    expect(game.isLegal(coin, { type: 'toss', seat: game.toAct(coin)[0]!, aim })).toBe(false);
  });

  it('during the coin toss nothing can be taken back, and a game that opens settled starts frame 1 at the head end', () => {
    const coin = unwrap(toss.setup(unwrap(toss.parseOptions({ seats: 2, mode: 'keeper' })), 3)).state;
    expect(toss.legalActions(coin, toss.toAct(coin)[0]!).some((a) => a.type === 'undo')).toBe(false);
    const r = unwrap(toss.setup(unwrap(toss.parseOptions({ seats: 2, mode: 'keeper', firstSide: 1 })), 3));
    expect(r.events).toEqual([
      { type: 'settled', opener: 1, lanes: ['left', 'right'] },
      { type: 'frameStarted', no: 1, end: 0, opener: 1, pitchers: [0, 1] },
    ]);
    expect(r.state.lanes).toEqual(['left', 'right']);
  });
});

describe('toss: the coin toss, told and settled', () => {
  /** A keeper game whose coin toss side `side` won. */
  function wonBy(side: 0 | 1): TossState {
    const o = unwrap(toss.parseOptions({ seats: 2, mode: 'keeper' }));
    for (let seed = 0; seed < 50; seed++) {
      const s = unwrap(toss.setup(o, seed)).state;
      if (toss.toAct(s)[0] === side) return s;
    }
    throw new Error(`no seed in 50 gives side ${side} the coin`);
  }

  it.each([
    [0, 'left'],
    [0, 'right'],
    [1, 'left'],
    [1, 'right'],
  ] as const)('side %i wins and takes the %s lane: each pick is told, and the other side gets the other lane', (side, lane) => {
    const log: TossEvent[] = [];
    let s = play(wonBy(side), { type: 'choose', seat: side, pick: lane }, log);
    s = play(s, { type: 'choose', seat: 1 - side, pick: 'first' }, log);
    const other = lane === 'left' ? 'right' : 'left';
    const lanes = side === 0 ? [lane, other] : [other, lane];
    expect(s.lanes).toEqual(lanes);
    expect(all(log, 'picked')).toEqual([
      { type: 'picked', seat: side, side, pick: lane },
      { type: 'picked', seat: 1 - side, side: 1 - side, pick: 'first' },
    ]);
    expect(first(log, 'settled')).toEqual({ type: 'settled', opener: 1 - side, lanes });
  });

  it('a pick not open now is refused naming the picks that are', () => {
    const s = play(wonBy(0), { type: 'choose', seat: 0, pick: 'first' });
    const r = toss.apply(s, { type: 'choose', seat: 1, pick: 'second' });
    expect(r.ok ? null : r.message).toBe('"second" is not open now; pick one of left, right');
  });
});
