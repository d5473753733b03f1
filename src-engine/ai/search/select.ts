/**
 * Selection: which arm a node tries next (UCB1 over the arms available in this world, unvisited
 * ones first) and which root actions a sampled world tries (`rootBatch`).
 */
import type { BaseAction } from '../../core/game';
import { nextIntMut } from '../../core/rng';
import type { MutRng } from './options';
import type { Arm } from './tree';

/** `selectArm`'s scratch lists (it never runs twice at once), filled from the start at each call (counted, not emptied: setting a length costs). */
const fresh: number[] = [];
const freshKeys: string[] = [];
const seen: Arm[] = [];

/** UCB1 over available arms; unvisited arms first, chosen at random. */
export function selectArm(arms: Map<string, Arm>, legal: readonly BaseAction[], c: number, r: MutRng, key: (a: BaseAction) => string): Arm {
  let nFresh = 0;
  let nSeen = 0;
  for (let i = 0; i < legal.length; i++) {
    const k = key(legal[i]!);
    const arm = arms.get(k);
    if (arm) {
      arm.avail++;
      seen[nSeen++] = arm;
    } else {
      fresh[nFresh] = i;
      freshKeys[nFresh++] = k;
    }
  }
  if (nFresh > 0) {
    const j = nFresh === 1 ? 0 : nextIntMut(r, nFresh);
    const action = legal[fresh[j]!]!;
    const arm: Arm = { action, key: freshKeys[j]!, visits: 0, total: 0, avail: 1 };
    arms.set(arm.key, arm);
    return arm;
  }
  let best = seen[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < nSeen; i++) {
    const arm = seen[i]!;
    const score = arm.visits === 0 ? Infinity : arm.total / arm.visits + c * Math.sqrt(Math.log(arm.avail) / arm.visits);
    if (score > bestScore) {
      bestScore = score;
      best = arm;
    }
  }
  return best;
}

/**
 * The root actions to try in the next sampled world: unvisited ones first (in random order),
 * then the highest UCB scores, `size` distinct actions in all. Root actions are always legal,
 * so their availability is the iteration count.
 */
export function rootBatch(slots: readonly Arm[], size: number, iterations: number, c: number, r: MutRng): Arm[] {
  const fresh = slots.filter((a) => a.visits === 0);
  const out: Arm[] = [];
  while (out.length < size && fresh.length > 0) out.push(fresh.splice(nextIntMut(r, fresh.length), 1)[0]!);
  if (out.length < size) {
    const logN = Math.log(Math.max(1, iterations));
    const scored = slots.filter((a) => a.visits > 0).map((a) => ({ a, u: a.total / a.visits + c * Math.sqrt(logN / a.visits) }));
    scored.sort((x, y) => y.u - x.u);
    for (const x of scored) {
      if (out.length >= size) break;
      out.push(x.a);
    }
  }
  return out;
}
