/** What each seat sees of a toss game (everything but the generator), and the AI's way back to a state. */
import type { Seat } from '../../core/game';
import { nextUint32, type RngState } from '../../core/rng';
import {
  AIM_BOUNDS,
  BACK_HEIGHT,
  BOARD_LENGTH,
  BOARD_WIDTH,
  DIE_SIZE,
  FRONT_HEIGHT,
  GRAVITY,
  HOLE_RADIUS,
  HOLE_S,
  LANE_LENGTH,
  PLATE_THICKNESS,
  releasePoint,
  SLOPE,
} from './geometry';
import { judge } from './judge';
import { bySide, lieOf, nextPitch, sideOf } from './rules';
import { MARGIN, scoreFrame, TARGET, type FrameScore } from './scoring';
import type { Court, NextPitch, TossState, TossView } from './state';

/** The court's measures, as every view carries them. */
export const COURT: Court = {
  laneLength: LANE_LENGTH,
  boardWidth: BOARD_WIDTH,
  boardLength: BOARD_LENGTH,
  frontHeight: FRONT_HEIGHT,
  backHeight: BACK_HEIGHT,
  slope: SLOPE,
  holeRadius: HOLE_RADIUS,
  holeS: HOLE_S,
  plateThickness: PLATE_THICKNESS,
  dieSize: DIE_SIZE,
  gravity: GRAVITY,
  aimBounds: AIM_BOUNDS,
};

/** The frame's next die: whose, which, and (digital) where the hand lets go. */
function nextOf(s: TossState): NextPitch | null {
  const n = s.phase === 'pitching' ? nextPitch(s) : null;
  if (!n || !s.frame) return null;
  const release = s.options.mode === 'digital' && s.lanes ? releasePoint(s.lanes[n.side], s.frame.end) : null;
  return { side: n.side, seat: n.seat, die: n.die, sideDie: Math.floor(n.die / 2) + 1, end: s.frame.end, release };
}

/**
 * Nothing in toss is secret but the generator that will tumble the next dice. The view adds
 * what a table would otherwise have to work out with the rules: the court's measures, the next
 * pitch and where its hand lets go, and what each die of the frame would count for now.
 */
export function viewOf(s: TossState, viewer: Seat | null): TossView {
  const { rng: _rng, ...rest } = s;
  // A scenario is how a lesson or test opened the game, not part of what is on the court.
  const { scenario: _scenario, ...options } = s.options;
  return {
    ...rest,
    options,
    viewer,
    court: COURT,
    next: nextOf(s),
    lies: s.frame ? s.frame.dice.map(lieOf) : [],
    provisional: provisionalScores(s),
    race: { target: TARGET, margin: MARGIN },
  };
}

/** A state consistent with a view: the view with a generator drawn from `rng` (the next dice's tumble is unknowable). */
export function determinize(v: TossView, rng: RngState): [TossState, RngState] {
  const { viewer: _viewer, court: _court, next: _next, lies: _lies, provisional: _provisional, race: _race, ...rest } = v;
  const [a, r1] = nextUint32(rng);
  const [b, r2] = nextUint32(r1);
  const [c, r3] = nextUint32(r2);
  const [d, r4] = nextUint32(r3);
  return [{ ...rest, rng: [a | 0, b | 0, c | 0, d | 1] }, r4];
}

/**
 * Each side's score for the frame in progress if it ended now: the entered results (keeper), or
 * the dice judged where they lie (digital; a die's lean counts only once all are pitched, but it
 * is the best guess).
 */
export function provisionalScores(s: Pick<TossState, 'frame' | 'options'>): [FrameScore, FrameScore] {
  const f = s.frame;
  if (!f) return [scoreFrame([]), scoreFrame([])];
  const results = s.options.mode === 'keeper' ? f.entries : f.dice.map((d) => judge(d));
  const sides = bySide(f.opener, results);
  return [scoreFrame(sides[0]), scoreFrame(sides[1])];
}

/**
 * How good the game is for `seat`, in [-1, 1]: won 1, lost -1; otherwise the lead (totals plus
 * the frame in progress) on a scale where a frame's typical swing of ten points is worth about 0.4.
 */
export function evaluate(s: TossState, seat: Seat): number {
  if (s.outcome) return s.outcome.winners.includes(seat) ? 1 : -1;
  const side = sideOf(seat);
  const p = provisionalScores(s);
  const mine = s.totals[side] + p[side].score;
  const theirs = s.totals[side === 0 ? 1 : 0] + p[side === 0 ? 1 : 0].score;
  return 0.95 * Math.tanh((mine - theirs) / 25);
}
