/**
 * The statistics in words: what a record is about ("2 players, against Medium") and its
 * figures, from the message catalogue. The counting itself is src-shared/stats.ts.
 */
import { averageScore, HOTSEAT, parseKey, SOLO, type StatsRecord } from '../../src-shared/stats';
import { has, t } from '../i18n';

/** "2 players · against Medium and Hard", "Solo", "3 players · hot-seat". */
export function recordLabel(key: string): string {
  const { seats, opponents } = parseKey(key);
  if (opponents[0] === SOLO) return t('stats.solo');
  const who = opponents[0] === HOTSEAT ? t('stats.hotseat') : t('stats.against', { levels: opponents.map(levelName).join(t('stats.and')) });
  return t('stats.label', { seats, who });
}

function levelName(level: string): string {
  const key = `newGame.level.${level}`;
  return has(key) ? t(key) : level;
}

/** The figures of a record for a table row: games, wins, win %, average and best score, streak. */
export function recordFigures(r: StatsRecord): { games: string; wins: string; rate: string; average: string; best: string; streak: string } {
  const avg = averageScore(r);
  return {
    games: String(r.games),
    wins: String(r.wins),
    rate: r.games === 0 ? '–' : t('stats.percent', { n: Math.round((100 * r.wins) / r.games) }),
    average: avg === null ? '–' : String(Math.round(avg * 10) / 10),
    best: r.best === null ? '–' : String(r.best),
    streak: t('stats.streakValue', { now: r.streak, best: r.bestStreak }),
  };
}

/** One line for the end panel: the player's record in this kind of game, this one counted. */
export function recordLine(key: string, r: StatsRecord): string {
  return t('stats.endLine', { label: recordLabel(key), games: r.games, wins: r.wins, now: r.streak, best: r.bestStreak });
}
