/**
 * PipFall Toss's rules, one test per ruling (RULINGS.md "toss" and its settled details) and per
 * decision of docs/rules/toss.md. The score keeper drives most of them (results entered die by
 * die); the digital game's tests use a scripted physics, so they read like the rulebook and run
 * fast (physics.test.ts covers the real simulation).
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { toss } from './index';
import { judge, LEANER_DEGREES } from './judge';
import { diePoints, scoreFrame } from './scoring';
import { all, digital, enter, first, flatDie, frame, keeper, pitch, play, scriptedPhysics, tossWith } from './testkit';
import type { TossEvent, TossOptions, TossState } from './state';
import { qmul, type Quat } from './geometry';

/** Plays frames of zeros (all dice off) until totals reach `a`-`b` through one frame with these scores. */
function withTotals(a: number, b: number): TossState {
  let s = keeper();
  // Whole frames of 6s (18 a side) and smaller ones make up the totals exactly.
  const fill = (n: number): (1 | 2 | 3 | 4 | 5 | 6 | 'off')[][] => {
    const frames: (1 | 2 | 3 | 4 | 5 | 6 | 'off')[][] = [];
    while (n > 0) {
      const take = Math.min(n, 17); // 17 or less never makes three equal faces
      const d1 = Math.min(6, take) as 1 | 2 | 3 | 4 | 5 | 6;
      const rest = take - d1;
      const d2 = Math.min(5, rest);
      const d3 = rest - d2;
      frames.push([d1, d2 === 0 ? 'off' : (d2 as 1 | 2 | 3 | 4 | 5), d3 === 0 ? 'off' : (d3 as 1 | 2 | 3 | 4 | 5 | 6)]);
      n -= take;
    }
    return frames;
  };
  const fa = fill(a);
  const fb = fill(b);
  for (let i = 0; i < Math.max(fa.length, fb.length); i++) s = frame(s, fa[i] ?? ['off', 'off', 'off'], fb[i] ?? ['off', 'off', 'off']);
  expect(s.totals).toEqual([a, b]);
  return s;
}

describe('toss: scoring a die (RULINGS toss)', () => {
  it('each die at rest fully on the board scores its top face', () => {
    const s = frame(keeper(), [6, 4, 1], [2, 3, 5]);
    expect(s.totals).toEqual([11, 10]);
  });

  it('a leaner scores 3', () => {
    expect(diePoints('leaner')).toBe(3);
    expect(frame(keeper(), ['leaner', 2, 'off'], ['off', 'off', 'off']).totals).toEqual([5, 0]);
  });

  it('a die in the hole scores -3', () => {
    expect(diePoints('hole')).toBe(-3);
    expect(frame(keeper(), ['hole', 6, 2], ['off', 'off', 'off']).totals).toEqual([5, 0]);
  });

  it('off the board or a foul scores 0', () => {
    expect(diePoints('off')).toBe(0);
    expect(diePoints('foul')).toBe(0);
    expect(frame(keeper(), ['off', 'foul', 5], ['foul', 'foul', 'off']).totals).toEqual([5, 0]);
  });
});

describe('toss: a frame (RULINGS toss)', () => {
  it('three equal faces, all on the board and none a leaner, double the frame', () => {
    const log: TossEvent[] = [];
    const s = frame(keeper(), [4, 4, 4], [2, 2, 3], log);
    expect(s.totals).toEqual([24, 7]);
    expect(first(log, 'frameScored')).toMatchObject({ raw: [12, 7], doubled: [true, false], scores: [24, 7] });
  });

  it('three leaners score 9 and do not double', () => {
    expect(scoreFrame(['leaner', 'leaner', 'leaner'])).toEqual({ raw: 9, doubled: false, score: 9 });
  });

  it('the triple bonus is lost if any die is a leaner (rulebook 4a)', () => {
    expect(scoreFrame([3, 3, 'leaner'])).toEqual({ raw: 9, doubled: false, score: 9 });
  });

  it('the triple bonus is lost if all three dice are not on the board: in the hole or off (rulebook 4b)', () => {
    expect(scoreFrame([5, 5, 'off']).doubled).toBe(false);
    expect(scoreFrame([5, 5, 'hole'])).toEqual({ raw: 7, doubled: false, score: 7 });
  });

  it('a fouled die scores 0 and cancels the triple bonus', () => {
    expect(scoreFrame([6, 6, 'foul'])).toEqual({ raw: 12, doubled: false, score: 12 });
  });

  it('a negative frame counts as 0: the rulebook example (hole, 4, hole) scores zero for the round', () => {
    const log: TossEvent[] = [];
    const s = frame(keeper(), ['hole', 4, 'hole'], [1, 'off', 'off'], log);
    expect(first(log, 'frameScored')).toMatchObject({ raw: [-2, 1], scores: [0, 1] });
    expect(s.totals).toEqual([0, 1]);
  });

  it('negative points apply only to their round and do not carry forward', () => {
    let s = frame(keeper(), ['hole', 'hole', 'hole'], ['off', 'off', 'off']);
    s = frame(s, [2, 'off', 'off'], ['off', 'off', 'off']);
    expect(s.totals).toEqual([2, 0]);
  });

  it('scores are not netted between players: each side keeps its own frame score', () => {
    const s = frame(keeper(), [6, 5, 4], [6, 5, 3]);
    expect(s.totals).toEqual([15, 14]);
  });
});

describe('toss: the race (RULINGS toss and settled details)', () => {
  it('first to 100 or more wins with a lead of 2 or more', () => {
    let s = withTotals(94, 90);
    const log: TossEvent[] = [];
    s = frame(s, [6, 'off', 'off'], ['off', 'off', 'off'], log);
    expect(s.outcome).toEqual({ winners: [0], reason: 'race', scores: [100, 90] });
    expect(first(log, 'gameOver')).toMatchObject({ side: 0 });
    expect(toss.toAct(s)).toEqual([]);
  });

  it('101-100 does not yet win: without a lead of 2 play goes on', () => {
    let s = withTotals(95, 94);
    const log: TossEvent[] = [];
    s = frame(s, [6, 'off', 'off'], [6, 'off', 'off'], log);
    expect(s.totals).toEqual([101, 100]);
    expect(s.outcome).toBeNull();
    expect(first(log, 'raceGoesOn')).toEqual({ type: 'raceGoesOn', totals: [101, 100] });
    expect(first(log, 'frameStarted')?.no).toBe(s.frame!.no);
    s = frame(s, [2, 'off', 'off'], ['off', 'off', 'off']);
    expect(s.outcome?.winners).toEqual([0]);
    expect(s.totals).toEqual([103, 100]);
  });

  it('the race is checked only after a complete frame', () => {
    let s = withTotals(98, 50);
    // Side A's first die takes it past 100 mid-frame: nothing is decided until all six are in.
    s = enter(s, [6, 1, 6]);
    expect(s.outcome).toBeNull();
    expect(s.totals).toEqual([98, 50]);
    s = enter(s, [1, 5, 'hole']);
    expect(s.outcome?.winners).toEqual([0]);
    expect(s.totals).toEqual([115, 50]);
  });

  it('both sides may pass 100 in one frame; the one 2 or more ahead wins', () => {
    const s = frame(withTotals(90, 92), [6, 6, 6], [5, 5, 'leaner']);
    // 90 + 36 = 126 against 92 + 13 = 105.
    expect(s.totals).toEqual([126, 105]);
    expect(s.outcome?.winners).toEqual([0]);
  });

  it('both past 100 and level after a frame: the race goes on', () => {
    const s = frame(withTotals(95, 95), [6, 'off', 'off'], [6, 'off', 'off']);
    expect(s.totals).toEqual([101, 101]);
    expect(s.outcome).toBeNull();
  });

  it('no frame limit: a race of empty frames goes on', () => {
    let s = keeper();
    for (let i = 0; i < 60; i++) s = frame(s, ['off', 'off', 'off'], ['off', 'off', 'off']);
    expect(s.frame?.no).toBe(61);
    expect(s.outcome).toBeNull();
  });
});

describe('toss: who pitches when and from where (RULINGS toss)', () => {
  it('players alternate tosses until each has thrown three, the opener first', () => {
    let s = keeper({ firstSide: 1 });
    const order: number[] = [];
    for (let i = 0; i < 6; i++) {
      order.push(toss.toAct(s)[0]!);
      s = enter(s, ['off']);
    }
    expect(order).toEqual([1, 0, 1, 0, 1, 0]);
  });

  it('singles alternate boards each frame: both players pitch every frame, from the head end then the foot end', () => {
    let s = keeper();
    const frames: [number, readonly number[]][] = [];
    for (let i = 0; i < 3; i++) {
      frames.push([s.frame!.end, s.frame!.pitchers]);
      s = frame(s, ['off', 'off', 'off'], ['off', 'off', 'off']);
    }
    expect(frames).toEqual([
      [0, [0, 1]],
      [1, [0, 1]],
      [0, [0, 1]],
    ]);
  });

  it('teams: partners stand at opposite ends for the whole game and each pitches every other frame', () => {
    let s = keeper({ seats: 4 });
    const pitchers: (readonly number[])[] = [];
    for (let i = 0; i < 4; i++) {
      pitchers.push(s.frame!.pitchers);
      s = frame(s, ['off', 'off', 'off'], ['off', 'off', 'off']);
    }
    // Seats 0 and 2 are side A, 1 and 3 side B; seats 0 and 1 stand at the head end.
    expect(pitchers).toEqual([
      [0, 1],
      [2, 3],
      [0, 1],
      [2, 3],
    ]);
  });

  it('teams: a side wins together (both partners are winners)', () => {
    let s = keeper({ seats: 4 });
    for (let i = 0; i < 3; i++) s = frame(s, [6, 6, 6], ['off', 'off', 'off']);
    expect(s.outcome).toEqual({ winners: [0, 2], reason: 'race', scores: [108, 0, 108, 0] });
  });

  it('later frames: the side that scored more in the last frame opens', () => {
    let s = keeper({ firstSide: 0 });
    s = frame(s, [1, 'off', 'off'], [2, 'off', 'off']);
    expect(s.frame!.opener).toBe(1);
    s = frame(s, [5, 'off', 'off'], [2, 'off', 'off']);
    expect(s.frame!.opener).toBe(0);
  });

  it('later frames: on a tie the same side opens again', () => {
    let s = keeper({ firstSide: 1 });
    s = frame(s, [3, 'off', 'off'], [3, 'off', 'off']);
    expect(s.frame!.opener).toBe(1);
    s = frame(s, ['hole', 'off', 'off'], ['off', 'off', 'off']);
    // -3 counts as 0: a tie at 0-0 again.
    expect(s.frame!.opener).toBe(1);
  });

  it('who opens: a coin toss; its winner chooses to open (the loser then picks the lane)', () => {
    const o = unwrap(toss.parseOptions({ seats: 2, mode: 'keeper' }));
    const r = unwrap(toss.setup(o, 3));
    const coin = first(r.events as TossEvent[], 'coinTossed')!;
    let s = r.state;
    const winner = coin.winner;
    expect(s.phase).toBe('choosing');
    expect(toss.toAct(s)).toEqual([winner]);
    expect(toss.legalActions(s, winner).map((a) => (a.type === 'choose' ? a.pick : a.type))).toEqual(['first', 'second', 'left', 'right']);
    s = play(s, { type: 'choose', seat: winner, pick: 'first' });
    const loser = 1 - winner;
    expect(toss.legalActions(s, loser).map((a) => (a.type === 'choose' ? a.pick : a.type))).toEqual(['left', 'right']);
    const log: TossEvent[] = [];
    s = play(s, { type: 'choose', seat: loser, pick: 'left' }, log);
    expect(s.phase).toBe('pitching');
    expect(s.frame!.opener).toBe(winner);
    expect(s.lanes![loser]).toBe('left');
    expect(s.lanes![winner]).toBe('right');
    expect(first(log, 'settled')).toMatchObject({ opener: winner });
  });

  it('who opens: the winner may pick the side (lane) instead; the loser then chooses to open or not', () => {
    const o = unwrap(toss.parseOptions({ seats: 2, mode: 'keeper' }));
    let s = unwrap(toss.setup(o, 3)).state;
    const winner = toss.toAct(s)[0]!;
    const loser = 1 - winner;
    s = play(s, { type: 'choose', seat: winner, pick: 'right' });
    expect(toss.legalActions(s, loser).map((a) => (a.type === 'choose' ? a.pick : a.type))).toEqual(['first', 'second']);
    s = play(s, { type: 'choose', seat: loser, pick: 'second' });
    expect(s.frame!.opener).toBe(winner);
    expect(s.lanes![winner]).toBe('right');
  });

  it('the coin is fair and seeded: both sides win it over seeds, and a seed always gives the same winner', () => {
    const o = unwrap(toss.parseOptions({ seats: 2 }));
    const winners = Array.from({ length: 40 }, (_, seed) => toss.toAct(unwrap(toss.setup(o, seed)).state)[0]);
    expect(new Set(winners)).toEqual(new Set([0, 1]));
    expect(toss.toAct(unwrap(toss.setup(o, 5)).state)).toEqual(toss.toAct(unwrap(toss.setup(o, 5)).state));
  });

  it('a pick that is not open now is refused and changes nothing', () => {
    const o = unwrap(toss.parseOptions({ seats: 2, mode: 'keeper' }));
    let s = unwrap(toss.setup(o, 3)).state;
    const winner = toss.toAct(s)[0]!;
    s = play(s, { type: 'choose', seat: winner, pick: 'first' });
    const r = toss.apply(s, { type: 'choose', seat: 1 - winner, pick: 'second' });
    expect(r.ok ? null : r.error).toBe('ERR_PICK');
    expect(toss.apply(s, { type: 'choose', seat: winner, pick: 'left' }).ok).toBe(false);
  });
});

describe('toss: the score keeper', () => {
  it('offers one entry per possible result for the die to enter now, and undo once there is something to undo', () => {
    let s = keeper();
    expect(toss.legalActions(s, 0).map((a) => (a.type === 'enter' ? a.result : a.type))).toEqual([1, 2, 3, 4, 5, 6, 'leaner', 'hole', 'off', 'foul']);
    expect(toss.legalActions(s, 1)).toEqual([]);
    s = enter(s, [4]);
    expect(toss.legalActions(s, 1).map((a) => a.type)).toContain('undo');
  });

  it('undo takes back the last entry: the same die is to enter again', () => {
    const s0 = enter(keeper(), [4, 2]);
    const log: TossEvent[] = [];
    const s1 = play(s0, { type: 'undo', seat: toss.toAct(s0)[0]! }, log);
    expect(s1.frame!.entries).toEqual([4]);
    expect(toss.toAct(s1)).toEqual([1]);
    expect(first(log, 'undone')).toEqual({ type: 'undone', side: 1, die: 1, sideDie: 1, result: 2, frame: 1 });
    expect(s1).toEqual(enter(keeper(), [4]));
  });

  it('undo after a frame was completed reopens it: the totals and the history go back', () => {
    const before = enter(keeper(), [6, 5, 6, 5, 6]);
    const done = enter(before, [5]);
    expect(done.totals).toEqual([36, 30]);
    const log: TossEvent[] = [];
    const back = play(done, { type: 'undo', seat: toss.toAct(done)[0]! }, log);
    expect(back).toEqual(before);
    expect(all(log, 'frameReopened')).toEqual([{ type: 'frameReopened', no: 1, totals: [0, 0] }]);
  });

  it('undo with nothing entered is refused and changes nothing', () => {
    const s = keeper();
    const r = toss.apply(s, { type: 'undo', seat: 0 });
    expect(r.ok ? null : r.error).toBe('ERR_NOTHING_TO_UNDO');
  });

  it('the winning entry ends the game: nothing can be entered or undone after it', () => {
    let s = withTotals(97, 10);
    s = frame(s, [3, 'off', 'off'], ['off', 'off', 'off']);
    expect(s.outcome).not.toBeNull();
    expect(toss.legalActions(s, 0)).toEqual([]);
    const r = toss.apply(s, { type: 'undo', seat: 0 });
    expect(r.ok ? null : r.error).toBe('ERR_GAME_OVER');
  });

  it("an entry for the wrong seat is refused: the next die is the other side's", () => {
    const s = enter(keeper(), [3]);
    const r = toss.apply(s, { type: 'enter', seat: 0, result: 3 });
    expect(r.ok ? null : r.error).toBe('ERR_NOT_YOUR_TURN');
  });

  it('the keeper takes no tosses and the digital game no entries', () => {
    const k = toss.apply(keeper(), { type: 'toss', seat: 0, aim: { yaw: 0, pitch: 50, power: 9 } });
    expect(k.ok ? null : k.error).toBe('ERR_MODE');
    const d = digital(tossWith(null));
    const r = toss.apply(d, { type: 'enter', seat: 0, result: 4 });
    expect(r.ok ? null : r.error).toBe('ERR_MODE');
    const u = toss.apply(d, { type: 'undo', seat: 0 });
    expect(u.ok ? null : u.error).toBe('ERR_MODE');
  });

  it('names: one per seat, and team names in teams; defaults when left out', () => {
    expect(unwrap(toss.parseOptions({ seats: 2 }))).toEqual({ seats: 2, variants: [], mode: 'digital', names: ['Player 1', 'Player 2'] });
    expect(unwrap(toss.parseOptions({ seats: 4, mode: 'keeper', names: ['Ann', 'Bo', 'Cy', 'Di'], teamNames: ['Reds', 'Blues'] }))).toMatchObject({
      names: ['Ann', 'Bo', 'Cy', 'Di'],
      teamNames: ['Reds', 'Blues'],
    });
    expect(unwrap(toss.parseOptions({ seats: 4 }))).toMatchObject({ teamNames: ['Team 1', 'Team 2'] });
  });

  it('setup fills in the defaults of options that skipped parseOptions (digital, names)', () => {
    const s = unwrap(toss.setup({ seats: 2, variants: [] } as unknown as TossOptions, 1)).state;
    expect(s.options).toEqual({ seats: 2, variants: [], mode: 'digital', names: ['Player 1', 'Player 2'] });
    const bad = toss.setup({ seats: 3, variants: [] } as unknown as TossOptions, 1);
    expect(bad.ok ? null : bad.error).toBe('ERR_OPTIONS');
  });

  it.each([
    [{ seats: 3 }, /2 \(singles\) or 4/],
    [{ seats: 2, names: ['Ann'] }, /2 seats need 2 names/],
    [{ seats: 2, teamNames: ['A', 'B'] }, /team names are for teams/],
    [{ seats: 2, names: ['Ann', ''] }, /cannot be empty/],
    [{ seats: 2, names: ['Ann', 'x'.repeat(25)] }, /at most 24/],
    [{ seats: 2, variants: ['easier'] }, /no variants/],
    [{ seats: 2, mode: 'arcade' }, /mode/],
  ])('exactly two sides, and clear errors for bad options: %j', (input, message) => {
    const r = toss.parseOptions(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBe('ERR_OPTIONS');
      expect(r.message).toMatch(message);
    }
  });
});

describe('toss: judging a die (RULINGS toss settled details)', () => {
  const flat = flatDie(5, 0, 0.5);
  const facts = { quat: flat.quat, fouled: false, inHole: false, onGround: false, onDie: false };

  it('precedence: foul > in the hole > off the board > leaner > pips', () => {
    expect(judge({ ...facts, fouled: true, inHole: true, onGround: true, onDie: true })).toBe('foul');
    expect(judge({ ...facts, inHole: true, onGround: true, onDie: true })).toBe('hole');
    expect(judge({ ...facts, onGround: true, onDie: true })).toBe('off');
    expect(judge({ ...facts, onDie: true })).toBe('leaner');
    expect(judge(facts)).toBe(5);
  });

  it('a die resting on another die is a leaner, even with its top face level', () => {
    expect(judge({ ...facts, quat: [0, 0, 0, 1], onDie: true })).toBe('leaner');
  });

  it(`a leaner is a die whose top face normal is more than ${LEANER_DEGREES} degrees from vertical`, () => {
    const tilt = (deg: number): Quat => qmul([Math.sin((deg * Math.PI) / 360), 0, 0, Math.cos((deg * Math.PI) / 360)], [0, 0, 0, 1]);
    expect(judge({ ...facts, quat: tilt(19.5) })).toBe(1);
    expect(judge({ ...facts, quat: tilt(20.5) })).toBe('leaner');
    // Lying flat on the board's 10.8 degree slope reads fine.
    expect(judge(facts)).toBe(5);
  });
});

describe('toss: the digital game (scripted physics)', () => {
  it('a toss without a started physics engine is refused with ERR_PHYSICS_NOT_READY and changes nothing', () => {
    const game = tossWith(null);
    const s = digital(game);
    const before = JSON.stringify(s);
    const r = game.apply(s, { type: 'toss', seat: 0, aim: { yaw: 0, pitch: 60, power: 9.5 } });
    expect(r.ok ? null : r.error).toBe('ERR_PHYSICS_NOT_READY');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('an aim out of bounds is refused with ERR_AIM', () => {
    const game = tossWith(scriptedPhysics([]));
    const s = digital(game);
    for (const aim of [
      { yaw: 40, pitch: 60, power: 9 },
      { yaw: 0, pitch: 90, power: 9 },
      { yaw: 0, pitch: 60, power: 30 },
      { yaw: 0, pitch: 60, power: 9, spin: 12 },
    ]) {
      const r = game.apply(s, { type: 'toss', seat: 0, aim });
      expect(r.ok ? null : r.error).toBe('ERR_AIM');
    }
  });

  it("each die's result is its state once the whole frame has been pitched: a die knocked into the hole scores -3", () => {
    const five = flatDie(5, 0, 0.6);
    const physics = scriptedPhysics([
      { pitched: five },
      { pitched: flatDie(2, 0.2, 0.5) },
      { pitched: flatDie(3, -0.2, 0.4) },
      // Side B's second die drives side A's first into the hole.
      { pitched: flatDie(6, 0, 0.62), others: { 0: { inHole: true, moved: true } } },
      { pitched: { onGround: true } },
      { pitched: { onGround: true } },
    ]);
    const game = tossWith(physics);
    let s = digital(game);
    const log: TossEvent[] = [];
    for (let i = 0; i < 6; i++) s = pitch(game, s, log);
    const scored = first(log, 'frameScored')!;
    expect(scored.results).toEqual([
      ['hole', 3, 'off'],
      [2, 6, 'off'],
    ]);
    expect(scored.scores).toEqual([0, 8]);
    // The first tossed event saw it on the board as a 5: only the end of the frame counts.
    expect(all(log, 'tossed')[0]!.dice[0]).toMatchObject({ where: 'board', provisional: 5 });
  });

  it('a leaner counts only once all dice have been thrown: one leaning after toss 2 and knocked flat later reads its pips', () => {
    const physics = scriptedPhysics([
      { pitched: flatDie(4, 0, 0.6) },
      { pitched: { ...flatDie(2, 0, 0.61), onDie: true } },
      { pitched: flatDie(1, 0.2, 0.3), others: { 1: { ...flatDie(2, 0.05, 0.7), onDie: false } } },
      { pitched: { onGround: true } },
      { pitched: { onGround: true } },
      { pitched: { onGround: true } },
    ]);
    const game = tossWith(physics);
    let s = digital(game);
    const log: TossEvent[] = [];
    for (let i = 0; i < 6; i++) s = pitch(game, s, log);
    expect(all(log, 'tossed')[1]!.dice[1]).toMatchObject({ where: 'board', provisional: 'leaner' });
    expect(first(log, 'frameScored')!.results[1]).toEqual([2, 'off', 'off']);
  });

  it('a fouled die is taken off the board at once: later tosses do not see it', () => {
    const physics = scriptedPhysics([{ pitched: { fouled: true } }, { pitched: flatDie(3, 0, 0.5) }, { pitched: flatDie(3, 0.1, 0.5) }]);
    const game = tossWith(physics);
    let s = digital(game);
    s = pitch(game, s);
    s = pitch(game, s);
    s = pitch(game, s);
    expect(physics.inputs[1]!.dice).toEqual([]);
    expect(physics.inputs[2]!.dice.map((d) => d.id)).toEqual([1]);
    expect(s.frame!.dice[0]).toMatchObject({ fouled: true });
  });

  it('a die in the hole leaves play at once: later tosses do not see it', () => {
    const physics = scriptedPhysics([{ pitched: { inHole: true } }, { pitched: flatDie(3, 0, 0.5) }]);
    const game = tossWith(physics);
    let s = digital(game);
    s = pitch(game, s);
    s = pitch(game, s);
    expect(physics.inputs[1]!.dice).toEqual([]);
    expect(s.frame!.dice.map((d) => d.inHole)).toEqual([true, false]);
  });

  it('an aim of -0 is the aim of 0 (a record keeps both as 0, so the live game and its replay must agree)', () => {
    const physics = scriptedPhysics([{ pitched: flatDie(3, 0, 0.5) }, { pitched: flatDie(3, 0, 0.5) }]);
    const game = tossWith(physics);
    const s = play(digital(game), { type: 'toss', seat: 0, aim: { yaw: -0, pitch: 60, power: 9.5, spin: -0 } }, [], game);
    play(s, { type: 'toss', seat: 1, aim: { yaw: 0, pitch: 60, power: 9.5, spin: 0 } }, [], game);
    const [a, b] = physics.inputs.map((i) => i.toss);
    // Object.is tells -0 from 0, as a floating point path may.
    expect(a!.vel.every((x, i) => Object.is(x, b!.vel[i]))).toBe(true);
  });

  it("the pitched die starts from its side's lane at the end pitched from, with the aim's velocity", () => {
    const physics = scriptedPhysics([{ pitched: flatDie(3, 0, 0.5) }, { pitched: flatDie(3, 0, 0.5) }]);
    const game = tossWith(physics);
    pitch(game, pitch(game, digital(game)));
    const [a, b] = physics.inputs.map((i) => i.toss.pos);
    // Side A pitches from the left lane, side B from the right: on the pitcher's left (+x) and right at the head end.
    expect(a![0]).toBeGreaterThan(0);
    expect(b![0]).toBeLessThan(0);
    expect(a![2]).toBeCloseTo(-8.23 + 0.25, 2);
    expect(physics.inputs[0]!.toss.vel[1]).toBeGreaterThan(0);
  });
});
