/** Log lines for PipFall Toss events, from the catalogue, with the players' and teams' names. */
import { t } from '../../i18n';
import type { NarrateContext } from '../game-ui';
import { namesOf, resultShort, resultWord, type Names } from './names';
import type { DieLie, TossEvent, Track } from './types';
import { formatList } from '../../i18n/format';
import { COURT } from '../../../src-engine/games/toss/view';
import { offWords } from './offside';

/** Where a pitched die ended, in words; off the board, why (how its path went and which way it lies: the court is the same in every game). */
function whereWords(d: DieLie | undefined, track: Track | undefined): string {
  if (!d) return '';
  if (d.where === 'board') return d.provisional === 'leaner' ? t('toss.log.where.leaner') : t('toss.log.where.board', { pips: String(d.provisional) });
  if (d.where === 'off') return t('toss.log.where.offWhy', { why: offWords(COURT, d, track) });
  return t(`toss.log.where.${d.where}`);
}

/** The log line for one event (null: not worth a line). */
export function narrateWith(e: TossEvent, n: Names): string | null {
  switch (e.type) {
    case 'coinTossed':
      return t('toss.log.coinTossed', { side: n.side(e.winner) });
    case 'picked':
      return t(`toss.log.picked.${e.pick}`, { side: n.side(e.side) });
    case 'settled':
      return t('toss.log.settled', { side: n.side(e.opener), a: n.side(0), b: n.side(1), laneA: t(`toss.lane.${e.lanes[0]}`), laneB: t(`toss.lane.${e.lanes[1]}`) });
    case 'frameStarted':
      return t('toss.log.frameStarted', {
        n: e.no,
        pitchers: `${n.seat(e.pitchers[0])} & ${n.seat(e.pitchers[1])}`,
        end: t(`toss.end.${e.end}`),
        side: n.side(e.opener),
      });
    case 'tossed': {
      const me = e.dice.find((d) => d.id === e.die);
      const knocked = e.tracks
        .filter((tr) => tr.id !== e.die)
        .map((tr) => {
          const lie = e.dice.find((d) => d.id === tr.id);
          return t('toss.log.knockedDie', { side: lie ? n.colour(lie.side) : '', n: Math.floor(tr.id / 2) + 1 });
        });
      const base = {
        name: n.seat(e.seat),
        n: e.sideDie,
        where: whereWords(
          me,
          e.tracks.find((tr) => tr.id === e.die),
        ),
      };
      return knocked.length > 0 ? t('toss.log.tossedKnocks', { ...base, knocked: formatList(knocked) }) : t('toss.log.tossed', base);
    }
    case 'entered':
      return t('toss.log.entered', { name: n.seat(e.seat), n: e.sideDie, result: resultWord(e.result) });
    case 'undone':
      return t('toss.log.undone', { side: n.side(e.side), n: e.sideDie, frame: e.frame, result: resultWord(e.result) });
    case 'frameReopened':
      return t('toss.log.frameReopened', { n: e.no, a: e.totals[0], b: e.totals[1] });
    case 'frameScored': {
      const part = (k: 0 | 1): string => {
        const dbl = e.doubled[k] ? t('toss.log.doubled') : '';
        const floor = e.raw[k] * (e.doubled[k] ? 2 : 1) < 0 ? t('toss.log.floored') : '';
        return `${e.results[k].map(resultShort).join(' ')}${dbl}${floor}`;
      };
      return t('toss.log.frameScored', { n: e.no, a: n.side(0), b: n.side(1), ra: part(0), rb: part(1), sa: e.scores[0], sb: e.scores[1], ta: e.totals[0], tb: e.totals[1] });
    }
    case 'raceGoesOn':
      return t('toss.log.raceGoesOn', { a: e.totals[0], b: e.totals[1], target: 100, margin: 2 });
    case 'gameOver': {
      const s = e.outcome.scores ?? [];
      const mine = s[e.side] ?? 0;
      const theirs = s[e.side === 0 ? 1 : 0] ?? 0;
      return t('toss.log.gameOver', { side: n.side(e.side), a: mine, b: theirs });
    }
  }
}

/** The log line for one event, names from the game's options and the shell's seat names. */
export function narrate(e: TossEvent, ctx: NarrateContext): string | null {
  return narrateWith(e, namesOf(ctx.options, ctx.seatNames));
}
