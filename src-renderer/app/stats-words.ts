/**
 * The statistics in words: what a record is about ("2 players, against Medium") and its
 * figures, from the message catalogue. The counting itself is src-shared/stats.ts.
 */
import { averageScore, HOTSEAT, parseKey, SOLO, type StatsRecord } from '../../src-shared/stats';
import { has, t } from '../i18n';
import { formatList, formatNumber, formatPercent } from '../i18n/format';

/** "2 players · against Medium and Hard", "Solo", "3 players · hot-seat". */
export function recordLabel(key: string): string {
  const { seats, opponents } = parseKey(key);
  if (opponents[0] === SOLO) return t('stats.solo');
  const who = opponents[0] === HOTSEAT ? t('stats.hotseat') : t('stats.against', { levels: formatList(opponents.map(levelName)) });
  return t('stats.label', { seats: formatNumber(seats), who });
}

function levelName(level: string): string {
  const key = `newGame.level.${level}`;
  return has(key) ? t(key) : level;
}

/** The figures of a record for a table row: games, wins, win %, average and best score, streak. */
export function recordFigures(r: StatsRecord): { games: string; wins: string; rate: string; average: string; best: string; streak: string } {
  const avg = averageScore(r);
  return {
    games: formatNumber(r.games),
    wins: formatNumber(r.wins),
    rate: r.games === 0 ? '–' : formatPercent(r.wins / r.games),
    average: avg === null ? '–' : formatNumber(avg, { maximumFractionDigits: 1 }),
    best: r.best === null ? '–' : formatNumber(r.best),
    streak: t('stats.streakValue', { now: formatNumber(r.streak), best: formatNumber(r.bestStreak) }),
  };
}

/** One line for the end panel: the player's record in this kind of game, this one counted. */
export function recordLine(key: string, r: StatsRecord): string {
  return t('stats.endLine', { label: recordLabel(key), games: formatNumber(r.games), wins: formatNumber(r.wins), now: formatNumber(r.streak), best: formatNumber(r.bestStreak) });
}
