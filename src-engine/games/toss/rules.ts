/**
 * PipFall Toss's rules as functions over a private mutable draft (`*Mut` names say so);
 * `apply` in index.ts clones the state first, so nothing outside sees a mutation.
 * Rulebook seeds/003, RULINGS.md "toss", docs/rules/toss.md.
 */
import type { Draft, Outcome, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { nextIntMut, nextUint32Mut, seedRng } from '../../core/rng';
import { candidateAims } from './aims';
import { AIM_BOUNDS, releasePoint, releaseSpin, releaseVelocity, type Aim, type End, type Lane, type Quat, type Vec3 } from './geometry';
import { judge } from './judge';
import { checkScenario, firstFrame, startTotals } from './scenario';
import { TRACK_RATE, type SimDie, type TossPhysics } from './physics/port';
import { DICE_PER_FRAME, DIE_RESULTS, nextOpener, otherSide, pitchingSide, raceWinner, needsTwo, scoreFrame, type DieResult, type Side } from './scoring';
import type { BoardDie, CoinPick, DieLie, Frame, FrameRecord, TossAction, TossEvent, TossOptions, TossState } from './state';

type S = Draft<TossState>;

/** A deep copy that the rules may mutate. History records are never changed in place, so they are shared. */
export function cloneState(s: TossState): S {
  return {
    ...s,
    options: s.options as Draft<TossOptions>,
    rng: [...s.rng] as S['rng'],
    choosing: s.choosing ? { ...s.choosing } : null,
    lanes: s.lanes ? [s.lanes[0], s.lanes[1]] : null,
    frame: s.frame
      ? ({ ...s.frame, pitchers: [s.frame.pitchers[0], s.frame.pitchers[1]], entries: s.frame.entries.slice(), dice: s.frame.dice.slice() } as unknown as Draft<Frame>)
      : null,
    history: s.history.slice() as Draft<FrameRecord>[],
    totals: [s.totals[0], s.totals[1]],
    outcome: s.outcome as S['outcome'],
  };
}

/** The side a seat plays for: singles seat = side; teams seats 0, 2 against 1, 3. */
export function sideOf(seat: Seat): Side {
  return (seat % 2) as Side;
}

/** The seats of a side. */
export function seatsOf(o: Pick<TossOptions, 'seats'>, side: Side): Seat[] {
  return o.seats === 4 ? [side, side + 2] : [side];
}

/**
 * Who pitches for each side from `end`: in singles both players walk to each end; in teams
 * partners stand at opposite ends for the whole game (seats 0 and 1 at the head end).
 */
export function pitchersAt(o: Pick<TossOptions, 'seats'>, end: End): [Seat, Seat] {
  return o.seats === 4 && end === 1 ? [2, 3] : [0, 1];
}

/** The seat a side's coin-toss decision is asked of: its player at the head end. */
function chooserSeat(side: Side): Seat {
  return side;
}

/** Creates a new game: the coin toss (unless the players settled who opens), or frame 1 at once. */
export function setupState(options: TossOptions, seed: number): Result<{ state: TossState; events: TossEvent[] }> {
  if (options.firstSide !== undefined && options.firstSide !== 0 && options.firstSide !== 1) return err('ERR_OPTIONS', 'firstSide must be 0 or 1');
  const checked = checkScenario(options);
  if (!checked.ok) return checked;
  const first = firstFrame(options);
  const rng = [...seedRng(seed)] as [number, number, number, number];
  const s: S = {
    game: 'toss',
    options: options as Draft<TossOptions>,
    rng,
    phase: 'choosing',
    choosing: null,
    firstOpener: null,
    lanes: null,
    frame: null,
    history: [],
    // A scenario starts part-way through: the frames before it were played before.
    totals: startTotals(options),
    outcome: null,
  };
  const events: TossEvent[] = [];
  if (options.firstSide !== undefined) {
    s.firstOpener = options.firstSide;
    s.lanes = ['left', 'right'];
    events.push({ type: 'settled', opener: options.firstSide, lanes: ['left', 'right'] });
    startFrameMut(s, first.no, first.end, options.firstSide, events);
  } else {
    // RULINGS toss: who opens is settled by a fair method, a coin toss; its winner chooses.
    const winner = nextIntMut(rng, 2) as Side;
    s.choosing = { side: winner, may: 'any' };
    events.push({ type: 'coinTossed', winner });
  }
  return ok({ state: s, events });
}

function startFrameMut(s: S, no: number, end: End, opener: Side, events: TossEvent[]): void {
  const pitchers = pitchersAt(s.options, end);
  s.phase = 'pitching';
  s.frame = { no, end, opener, pitchers, entries: [], dice: [] };
  events.push({ type: 'frameStarted', no, end, opener, pitchers });
}

/** How many dice of the current frame have been pitched (digital) or entered (keeper). */
export function pitchedCount(s: Pick<TossState, 'options' | 'frame'>): number {
  if (!s.frame) return 0;
  return s.options.mode === 'keeper' ? s.frame.entries.length : s.frame.dice.length;
}

/** The side and seat to pitch (or enter) the frame's next die. */
export function nextPitch(s: Pick<TossState, 'options' | 'frame'>): { side: Side; seat: Seat; die: number } | null {
  const f = s.frame;
  if (!f) return null;
  const die = pitchedCount(s);
  if (die >= DICE_PER_FRAME) return null;
  const side = pitchingSide(f.opener, die);
  return { side, seat: f.pitchers[side], die };
}

/** Seats that must act now. */
export function toAct(s: TossState): Seat[] {
  if (s.phase === 'choosing' && s.choosing) return [chooserSeat(s.choosing.side)];
  if (s.phase === 'pitching') {
    const n = nextPitch(s);
    return n ? [n.seat] : [];
  }
  return [];
}

/** The picks open to the side choosing now. */
export function picksFor(c: { may: 'any' | 'order' | 'lane' }): CoinPick[] {
  if (c.may === 'order') return ['first', 'second'];
  if (c.may === 'lane') return ['left', 'right'];
  return ['first', 'second', 'left', 'right'];
}

/** Whether the keeper has an entry to take back (the last one, even if it completed a frame). */
export function canUndo(s: Pick<TossState, 'options' | 'frame' | 'history' | 'phase'>): boolean {
  return s.phase === 'pitching' && s.options.mode === 'keeper' && ((s.frame?.entries.length ?? 0) > 0 || s.history.length > 0);
}

/** Every legal action for a seat now. A toss's aim is continuous: the listed aims are representative (see `isLegal`). */
export function legalActions(s: TossState, seat: Seat): TossAction[] {
  if (!toAct(s).includes(seat)) return [];
  if (s.phase === 'choosing') return picksFor(s.choosing!).map((pick) => ({ type: 'choose', seat, pick }));
  if (s.options.mode === 'keeper') {
    const out: TossAction[] = DIE_RESULTS.map((result) => ({ type: 'enter', seat, result }));
    if (canUndo(s)) out.push({ type: 'undo', seat });
    return out;
  }
  const n = nextPitch(s)!;
  return candidateAims(s.lanes![n.side], s.frame!.end, s.frame!.dice, n.side).map((c) => ({ type: 'toss', seat, aim: c.aim }));
}

/** Why an aim is out of bounds, or null when it is within them. */
export function aimProblem(aim: Aim): string | null {
  for (const k of ['yaw', 'pitch', 'power', 'spin'] as const) {
    const v = aim[k] ?? 0;
    const [lo, hi] = AIM_BOUNDS[k];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < lo || v > hi) return `${k} must be within ${lo}..${hi}, got ${String(v)}`;
  }
  return null;
}

/**
 * Whether an action is legal now, listed or not: toss's aims are continuous, so any aim within
 * AIM_BOUNDS is as legal as a listed one (the fuzzer asks this of unlisted actions it sees accepted).
 */
export function isLegal(s: TossState, a: TossAction): boolean {
  if (s.phase === 'over' || !toAct(s).includes(a.seat)) return false;
  if (a.type === 'toss') return s.phase === 'pitching' && s.options.mode === 'digital' && aimProblem(a.aim) === null;
  return legalActions(s, a.seat).some((l) => JSON.stringify(l) === JSON.stringify(a));
}

/** Applies one action to the draft, or explains why it is illegal (the draft is then discarded). */
export function applyMut(s: S, a: TossAction, events: TossEvent[], physics: TossPhysics | null): Result<true> {
  if (s.phase === 'over') return err('ERR_GAME_OVER', 'the game is over');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.options.seats) return err('ERR_SEAT', `no seat ${a.seat} in this game`);
  const acting = toAct(s);
  switch (a.type) {
    case 'choose': {
      if (s.phase !== 'choosing' || !s.choosing) return err('ERR_PHASE', 'who opens is already settled');
      if (!acting.includes(a.seat)) return err('ERR_NOT_YOUR_TURN', `seat ${acting[0]} picks now, not seat ${a.seat}`);
      const allowed = picksFor(s.choosing);
      if (!allowed.includes(a.pick)) return err('ERR_PICK', `"${a.pick}" is not open now; pick one of ${allowed.join(', ')}`);
      chooseMut(s, a.seat, a.pick, events);
      return ok(true);
    }
    case 'enter': {
      if (s.options.mode !== 'keeper') return err('ERR_MODE', 'results are entered only in the score keeper; in the digital game the dice are pitched');
      if (s.phase !== 'pitching') return err('ERR_PHASE', 'who opens is not settled yet');
      if (!acting.includes(a.seat)) return err('ERR_NOT_YOUR_TURN', `the next die is seat ${acting[0]}'s, not seat ${a.seat}'s`);
      if (!DIE_RESULTS.includes(a.result)) return err('ERR_RESULT', `not a die result: ${String(a.result)}`);
      const n = nextPitch(s)!;
      const f = s.frame!;
      f.entries.push(a.result);
      events.push({ type: 'entered', seat: a.seat, side: n.side, die: n.die, sideDie: Math.floor(n.die / 2) + 1, result: a.result });
      if (f.entries.length === DICE_PER_FRAME) completeFrameMut(s, f.entries.slice(), events);
      return ok(true);
    }
    case 'undo': {
      if (s.options.mode !== 'keeper') return err('ERR_MODE', 'only the score keeper takes entries back: pitched dice stay pitched');
      if (!acting.includes(a.seat)) return err('ERR_NOT_YOUR_TURN', `seat ${acting[0]} is to act, not seat ${a.seat}`);
      if (!canUndo(s)) return err('ERR_NOTHING_TO_UNDO', 'no entry to take back');
      undoMut(s, events);
      return ok(true);
    }
    case 'toss': {
      if (s.options.mode !== 'digital') return err('ERR_MODE', 'the score keeper takes entered results, not tosses');
      if (s.phase !== 'pitching') return err('ERR_PHASE', 'who opens is not settled yet');
      if (!acting.includes(a.seat)) return err('ERR_NOT_YOUR_TURN', `seat ${acting[0]} pitches now, not seat ${a.seat}`);
      const problem = aimProblem(a.aim);
      if (problem) return err('ERR_AIM', `aim out of bounds: ${problem}`);
      if (!physics) return err('ERR_PHYSICS_NOT_READY', 'the toss physics is not started: the host must await initTossPhysics() once at start-up');
      // -0 and 0 are one aim (JSON writes both as 0): the simulation must not see the difference.
      const { yaw, pitch, power, spin } = a.aim;
      tossMut(s, a.seat, { yaw: yaw + 0, pitch: pitch + 0, power: power + 0, ...(spin !== undefined ? { spin: spin + 0 } : {}) }, events, physics);
      return ok(true);
    }
  }
  return err('ERR_ACTION', `unknown action type "${String((a as { type: unknown }).type)}"`);
}

function chooseMut(s: S, seat: Seat, pick: CoinPick, events: TossEvent[]): void {
  const c = s.choosing!;
  const side = c.side;
  events.push({ type: 'picked', seat, side, pick });
  if (pick === 'first' || pick === 'second') s.firstOpener = pick === 'first' ? side : otherSide(side);
  else s.lanes = side === 0 ? [pick, pick === 'left' ? 'right' : 'left'] : [pick === 'left' ? 'right' : 'left', pick];
  if (s.firstOpener !== null && s.lanes) {
    s.choosing = null;
    events.push({ type: 'settled', opener: s.firstOpener, lanes: [s.lanes[0], s.lanes[1]] });
    const first = firstFrame(s.options);
    startFrameMut(s, first.no, first.end, s.firstOpener, events);
    return;
  }
  // The loser of the coin toss takes the decision the winner left.
  s.choosing = { side: otherSide(side), may: s.firstOpener === null ? 'order' : 'lane' };
}

/** Each side's results in the order it pitched, from all six in pitching order. */
export function bySide(opener: Side, results: readonly DieResult[]): [DieResult[], DieResult[]] {
  const out: [DieResult[], DieResult[]] = [[], []];
  results.forEach((r, k) => out[pitchingSide(opener, k)].push(r));
  return out;
}

/** Scores the complete frame, updates the totals, and ends the race or starts the next frame. */
function completeFrameMut(s: S, results: DieResult[], events: TossEvent[]): void {
  const f = s.frame!;
  const sides = bySide(f.opener, results);
  const a = scoreFrame(sides[0]);
  const b = scoreFrame(sides[1]);
  const scores: [number, number] = [a.score, b.score];
  s.totals = [s.totals[0] + a.score, s.totals[1] + b.score];
  const rec: FrameRecord = {
    no: f.no,
    end: f.end,
    opener: f.opener,
    pitchers: [f.pitchers[0], f.pitchers[1]],
    results: sides,
    raw: [a.raw, b.raw],
    doubled: [a.doubled, b.doubled],
    scores,
    totals: [s.totals[0], s.totals[1]],
    entries: s.options.mode === 'keeper' ? results : [],
  };
  s.history.push(rec as Draft<FrameRecord>);
  events.push({ type: 'frameScored', no: f.no, results: sides, raw: rec.raw, doubled: rec.doubled, scores, totals: rec.totals });
  const winner = raceWinner(rec.totals);
  if (winner !== null) {
    const outcome: Outcome = { winners: seatsOf(s.options, winner), reason: 'race', scores: Array.from({ length: s.options.seats }, (_, seat) => rec.totals[sideOf(seat)]) };
    s.phase = 'over';
    s.frame = null;
    s.outcome = outcome as S['outcome'];
    events.push({ type: 'gameOver', outcome, side: winner });
    return;
  }
  if (needsTwo(rec.totals)) events.push({ type: 'raceGoesOn', totals: rec.totals });
  startFrameMut(s, f.no + 1, f.end === 0 ? 1 : 0, nextOpener(f.opener, scores), events);
}

/** Takes back the last entry; when the current frame has none, reopens the last complete frame. */
function undoMut(s: S, events: TossEvent[]): void {
  let f = s.frame!;
  if (f.entries.length === 0) {
    const last = s.history.pop()!;
    s.totals = [s.totals[0] - last.scores[0], s.totals[1] - last.scores[1]];
    f = { no: last.no, end: last.end, opener: last.opener, pitchers: [last.pitchers[0], last.pitchers[1]], entries: last.entries.slice(), dice: [] };
    s.frame = f;
    events.push({ type: 'frameReopened', no: last.no, totals: [s.totals[0], s.totals[1]] });
  }
  const die = f.entries.length - 1;
  const result = f.entries.pop()!;
  const side = pitchingSide(f.opener, die);
  events.push({ type: 'undone', side, die, sideDie: Math.floor(die / 2) + 1, result, frame: f.no });
}

/** A uniform number in [0, 1) from the state's generator. */
function uniformMut(s: S): number {
  return nextUint32Mut(s.rng) / 0x1_0000_0000;
}

/** The pitched die's orientation in the hand: uniformly random (Shoemake's method). */
function randomQuatMut(s: S): Quat {
  const a = uniformMut(s);
  const b = uniformMut(s) * 2 * Math.PI;
  const c = uniformMut(s) * 2 * Math.PI;
  const r1 = Math.sqrt(1 - a);
  const r2 = Math.sqrt(a);
  return [r1 * Math.sin(b), r1 * Math.cos(b), r2 * Math.sin(c), r2 * Math.cos(c)];
}

/** Most tumble a die gets from the fingers, rad/s about each axis (an underhand release is never clean). */
export const TUMBLE = 8;

/** What a die would count for if the frame ended now, and where it is. */
export function lieOf(d: BoardDie): DieLie {
  const where = d.fouled ? 'foul' : d.inHole ? 'hole' : d.onGround ? 'off' : 'board';
  return { id: d.id, side: d.side, pos: d.pos, quat: d.quat, where, provisional: judge(d) };
}

function tossMut(s: S, seat: Seat, aim: Aim, events: TossEvent[], physics: TossPhysics): void {
  const n = nextPitch(s)!;
  const f = s.frame!;
  const quat = randomQuatMut(s);
  const tumble: Vec3 = [(uniformMut(s) * 2 - 1) * TUMBLE, (uniformMut(s) * 2 - 1) * TUMBLE, (uniformMut(s) * 2 - 1) * TUMBLE];
  const spin = releaseSpin(aim);
  const lane: Lane = s.lanes![n.side];
  const inPlay: SimDie[] = f.dice.filter((d) => !d.fouled && !d.inHole).map((d) => ({ id: d.id, pos: d.pos, quat: d.quat }));
  const out = physics.simulate({
    dice: inPlay,
    toss: { id: n.die, pos: releasePoint(lane, f.end), quat, vel: releaseVelocity(aim), angvel: [spin[0] + tumble[0], spin[1] + tumble[1], spin[2] + tumble[2]] },
  });
  const byId = new Map(out.dice.map((d) => [d.id, d]));
  const next: BoardDie[] = f.dice.map((d) => {
    const r = byId.get(d.id);
    if (!r) return d;
    return { ...d, pos: r.pos, quat: r.quat, inHole: d.inHole || r.inHole, fouled: d.fouled, onGround: r.onGround, onDie: r.onDie };
  });
  const mine = byId.get(n.die);
  if (!mine) throw new Error('toss physics: the pitched die is missing from the result');
  next.push({ id: n.die, side: n.side, seat, pos: mine.pos, quat: mine.quat, fouled: mine.fouled, inHole: mine.inHole, onGround: mine.onGround, onDie: mine.onDie });
  f.dice = next as Draft<BoardDie>[];
  events.push({
    type: 'tossed',
    seat,
    side: n.side,
    die: n.die,
    sideDie: Math.floor(n.die / 2) + 1,
    aim,
    end: f.end,
    rate: TRACK_RATE,
    tracks: out.tracks,
    seconds: out.seconds,
    dice: next.map(lieOf),
  });
  if (next.length === DICE_PER_FRAME)
    completeFrameMut(
      s,
      next.map((d) => judge(d)),
      events,
    );
}
