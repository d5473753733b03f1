/**
 * Why a die is off the board, in words the result can say ("slid off the far edge", "bounced
 * off the left side", "fell short"). The engine reports only that a die rests touching the
 * ground (`where: 'off'`) with its pose, and the path it took (the toss's tracks); the way it
 * went is read here from where it rests against the court's measures the view carries, and how
 * from its path: whether it came down on the board's top first, and whether it rose off the
 * top again after that. Presentation only: the engine has already judged the die.
 */
import { t } from '../../i18n';
import { onTop } from './aim';
import type { Court, DieLie, Track, Vec3 } from './types';

/** Which way from the board a die off it rests: in front, beyond the far edge, beside it (the pitcher's left or right), or at an edge with its centre still over the top. */
export type OffWay = 'front' | 'far' | 'left' | 'right' | 'edge';
/** How a pitched die got there: it came down on the top and slid off, bounced off, or never came down on the top. */
export type OffHow = 'slid' | 'bounced' | 'missed';

/** A die nearer the board's outline than this (metres) is at its edge. */
const EDGE = 0.004;

/** Which way from the board a die resting at `pos` (the board's frame) lies. */
export function offWay(court: Court, pos: Vec3): OffWay {
  const deep = court.boardLength * Math.cos(court.slope);
  // How far past each edge its centre is (the board seen from above); the largest says the way.
  const past: [OffWay, number][] = [
    ['front', -pos[2]],
    ['far', pos[2] - deep],
    ['left', pos[0] - court.boardWidth / 2],
    ['right', -pos[0] - court.boardWidth / 2],
  ];
  const [way, by] = past.reduce((a, b) => (b[1] > a[1] ? b : a));
  return by > EDGE ? way : 'edge';
}

/** The sample i of a track as a point. */
function at(track: Track, i: number): Vec3 {
  const s = track.samples;
  return [s[i * 7]!, s[i * 7 + 1]!, s[i * 7 + 2]!];
}

/**
 * How a pitched die's path went: whether it came down on the board's top (its centre within
 * a die's corner of the top while over it) and, after that, rose off the top by more than two
 * dice before it left the board (a bounce rather than a slide).
 */
export function pathOf(court: Court, track: Track): OffHow {
  const n = Math.floor(track.samples.length / 7);
  const corner = court.dieSize * 0.9;
  let touched = false;
  for (let i = 0; i < n; i++) {
    const p = onTop(court, at(track, i));
    const over = Math.abs(p.u) <= court.boardWidth / 2 && p.s >= 0 && p.s <= court.boardLength;
    if (!touched) {
      // Falling onto the top from above (not passing under it).
      touched = over && p.h >= -court.dieSize && p.h <= corner;
      continue;
    }
    if (over && p.h > corner + 2 * court.dieSize) return 'bounced';
  }
  return touched ? 'slid' : 'missed';
}

/** Why a die off the board is there, in words: how the pitched die got there when its path is known, else just where it lies. */
export function offWords(court: Court, lie: Pick<DieLie, 'pos'>, track?: Track): string {
  const way = offWay(court, lie.pos);
  if (!track || way === 'edge') return t(`toss.offWay.${way}`);
  return t(`toss.off.${pathOf(court, track)}.${way}`);
}

/** A die knocked off the board: where it went, in words ("off the far edge"). */
export function knockedWords(court: Court, lie: Pick<DieLie, 'pos'>): string {
  return t(`toss.offWay.${offWay(court, lie.pos)}`);
}
