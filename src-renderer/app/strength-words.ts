/**
 * A computer level's measured strength in words ("Measured: wins about 6 of 10 games against
 * Medium (50 games)."), from the game's arena ladder that the engine reports in `hello`. The
 * figures are the arena's (docs/ai-strength.md), never written by hand.
 */
import type { MeasuredLadder, MeasuredPair } from '../../src-shared/contract/ladder';
import { has, t } from '../i18n';
import { formatNumber } from '../i18n/format';

function levelName(level: string): string {
  const key = `newGame.level.${level}`;
  return has(key) ? t(key) : level;
}

/**
 * The pairing that says most about `level`: against the nearest weaker level in the app's
 * order that it was measured against, else the nearest stronger one. With two players a pairing
 * the other way round counts too (its complement), as it does with two teams; with more seats
 * it does not, since A sat alone.
 */
function pairFor(level: string, levels: readonly string[], ladder: MeasuredLadder): { other: string; score: number; games: number } | null {
  const at = levels.indexOf(level);
  // Two sides: two players, or two teams with one level on each.
  const twoSided = ladder.players === 2 || ladder.teams === true;
  const direct = (other: string): MeasuredPair | undefined => ladder.pairs.find((p) => p.a === level && p.b === other);
  const reverse = (other: string): MeasuredPair | undefined => (twoSided ? ladder.pairs.find((p) => p.b === level && p.a === other) : undefined);
  const order = [...levels.slice(0, Math.max(0, at)).reverse(), ...levels.slice(at + 1)];
  for (const other of order) {
    const d = direct(other);
    if (d) return { other, score: d.score, games: d.games };
    const r = reverse(other);
    if (r) return { other, score: 1 - r.score, games: r.games };
  }
  return null;
}

/** Tenths of a whole, as a player reads them: 0.58 is "6", 0.33 is "3". */
function tenths(x: number): number {
  return Math.round(x * 10);
}

/**
 * One sentence on how `level` did in the arena at `players` seats, or '' when the game has no
 * measurement that says it (the level's own description then stands alone).
 */
export function strengthWords(level: string, players: number, levels: readonly string[], ladders: readonly MeasuredLadder[] | undefined): string {
  if (!ladders?.length || players < 2) return '';
  const ladder = ladders.find((l) => l.players === players);
  if (!ladder) return t('newGame.strength.unmeasured', { players });
  const pair = pairFor(level, levels, ladder);
  if (!pair) return '';
  const params = { n: tenths(pair.score), other: levelName(pair.other), games: formatNumber(pair.games) };
  if (players === 2) return t('newGame.strength.two', params);
  if (ladder.teams) return t('newGame.strength.teams', params);
  const fair = 10 / players;
  return t('newGame.strength.many', { ...params, count: players - 1, fair: formatNumber(fair, { maximumFractionDigits: 1 }) });
}
