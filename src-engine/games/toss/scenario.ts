/**
 * PipFall Toss scenarios: a game opened part-way through instead of at 0-0 (tutorial lessons,
 * tests), built deterministically by `setupState`. The shape is parsed in parse.ts; this checks
 * what the shape alone cannot (the race is not already won) and says where play starts.
 */
import { err, ok, type Result } from '../../core/result';
import type { End } from './geometry';
import { raceWinner } from './scoring';
import type { TossOptions } from './state';

/** The largest total or frame number a scenario may give. */
export const SCENARIO_MAX = 999;

/** The totals a game starts from: the scenario's, else 0-0. */
export function startTotals(options: Pick<TossOptions, 'scenario'>): [number, number] {
  const t = options.scenario?.totals;
  return t ? [t[0], t[1]] : [0, 0];
}

/** The first frame pitched: its number (the scenario's, else 1) and its end (odd frames from the head). */
export function firstFrame(options: Pick<TossOptions, 'scenario'>): { no: number; end: End } {
  const no = options.scenario?.frame ?? 1;
  return { no, end: no % 2 === 1 ? 0 : 1 };
}

/** Why a scenario cannot be played (the race it starts from is already won), or ok. */
export function checkScenario(options: Pick<TossOptions, 'scenario'>): Result<true> {
  const totals = startTotals(options);
  const won = raceWinner(totals);
  if (won !== null) return err('ERR_OPTIONS', `scenario: at ${totals[0]}-${totals[1]} side ${won === 0 ? 'A' : 'B'} has already won the race (100 or more, ahead by 2)`);
  return ok(true);
}
