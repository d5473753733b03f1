/** What each seat sees of a toss game (everything but the generator), and the AI's way back to a state. */
import type { Seat } from '../../core/game';
import { nextUint32, type RngState } from '../../core/rng';
import { judge } from './judge';
import { bySide, sideOf } from './rules';
import { scoreFrame, type FrameScore } from './scoring';
import type { TossState, TossView } from './state';

/** Nothing in toss is secret but the generator that will tumble the next dice. */
export function viewOf(s: TossState, viewer: Seat | null): TossView {
  const { rng: _rng, ...rest } = s;
  return { ...rest, viewer };
}

/** A state consistent with a view: the view with a generator drawn from `rng` (the next dice's tumble is unknowable). */
export function determinize(v: TossView, rng: RngState): [TossState, RngState] {
  const { viewer: _viewer, ...rest } = v;
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
