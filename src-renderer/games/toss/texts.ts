/**
 * What the toss table says in words: headings over what is decided, the named aims, where an
 * aim comes down, a die's line, and the callouts over the table after a toss or a frame. Each
 * takes the names to say (names.ts), so the decisions and the panels say it alike.
 */
import { t } from '../../i18n';
import type { Flight } from './aim';
import type { PadKey, Preset } from './picks';
import { resultWord, signed, type Names } from './names';
import { knockedWords, offWords } from './offside';
import type { Court, DieLie, NextPitch, Side, TossEvent, TossTarget, TossView } from './types';

/** The tone of a callout: a good result, a bad one, news, the winner. */
export type Tone = 'good' | 'bad' | 'info' | 'win';

/** What a toss did, in words and tone. */
export interface Said {
  readonly text: string;
  readonly tone: Tone;
}

/** The coin toss's heading: who chooses, and whether from everything or from what is left. */
export function coinHeading(choosing: NonNullable<TossView['choosing']>, names: Names): string {
  return choosing.may === 'any' ? t('toss.coin.heading', { side: names.side(choosing.side) }) : t('toss.coin.headingLoser', { side: names.side(choosing.side) });
}

/** The aim panel's heading: who pitches which of their dice. */
export function aimHeading(next: NextPitch, names: Names): string {
  return t('toss.aim.heading', { name: names.seat(next.seat), n: next.sideDie });
}

/** The keeper's pad heading: whose die is entered next. */
export function padHeading(next: NextPitch, names: Names): string {
  return names.teams
    ? t('toss.keeper.nextBy', { name: names.seat(next.seat), n: next.sideDie, side: names.side(next.side) })
    : t('toss.keeper.next', { side: names.side(next.side), n: next.sideDie });
}

/** The keeper's undo button: what it takes back. */
export function undoLabel(target: Extract<TossTarget, { kind: 'undo' }> | undefined, names: Names): string {
  return target ? t('toss.keeper.undoWhat', { side: names.side(target.side), n: target.sideDie, frame: target.frame, result: resultWord(target.result) }) : t('toss.keeper.undo');
}

/** The keeper's question before an entry that ends the game: who wins, by how much. */
export function confirmText(p: PadKey, totals: readonly [number, number], names: Names): string {
  const w = p.target?.wins;
  const fs = p.target?.frameScores;
  if (w === undefined || !fs) return '';
  const o: Side = w === 0 ? 1 : 0;
  return t('toss.keeper.confirm', { side: names.side(w), a: totals[w] + (fs[w] ?? 0), b: totals[o] + (fs[o] ?? 0) });
}

/** A named aim's button: the spot (or the die it knocks) and the arc. */
export function presetName(p: Preset, lies: readonly DieLie[], names: Names): string {
  if (p.spot === 'knock') {
    const lie = lies.find((d) => d.id === p.knocks);
    return `${t('toss.aim.preset.knock', { side: lie ? names.colour(lie.side) : '', n: Math.floor((p.knocks ?? 0) / 2) + 1 })} (${t(`toss.aim.arc.${p.arc}`)})`;
  }
  return `${t(`toss.aim.preset.${p.spot}`)} (${t(`toss.aim.arc.${p.arc}`)})`;
}

/** Where an aim's flight would come down, in words: a forecast from its free flight (what the die does once down is the engine's to simulate). */
export function landsText(flight: Flight): string {
  if (flight.where === 'board') return t('toss.aim.lands', { where: t('toss.aim.lands.board', { from: `${Math.round(flight.s * 100)} cm` }) });
  return t('toss.aim.lands', { where: t(`toss.aim.lands.${flight.where}`) });
}

/** Where a die lies, in words: its face (or a leaner) on the board, which way off it (with `court`), in the hole, fouled. */
function whereText(d: DieLie, court: Court | undefined): string {
  if (d.where === 'board') return d.provisional === 'leaner' ? resultWord('leaner') : t('toss.flash.pips', { pips: String(d.provisional) });
  if (d.where === 'off' && court) return t('toss.where.offWay', { way: knockedWords(court, d) });
  return t(`toss.where.${d.where}`);
}

/** A die of the frame as it lies: whose, where (which way off the board, given the `court`), what it counts. */
export function dieText(d: DieLie, names: Names, court?: Court): string {
  return t('toss.dieLine', {
    side: names.side(d.side),
    n: Math.floor(d.id / 2) + 1,
    where: whereText(d, court),
    points: signed(d.where === 'board' ? (d.provisional === 'leaner' ? 3 : Number(d.provisional)) : d.where === 'hole' ? -3 : 0),
  });
}

/** What a pitched die did (off the board: why, given the `court`), and the dice it knocked. */
export function tossCallout(e: Extract<TossEvent, { type: 'tossed' }>, names: Names, court?: Court): Said {
  const me = e.dice.find((d) => d.id === e.die);
  const parts: string[] = [];
  let tone: Tone = 'info';
  if (me) {
    const bad = me.where === 'hole' || me.where === 'foul' || me.where === 'off';
    tone = bad ? 'bad' : 'good';
    const track = e.tracks.find((tr) => tr.id === e.die);
    if (me.where === 'off' && court) parts.push(t('toss.flash.offWhy', { why: offWords(court, me, track) }));
    else if (bad) parts.push(t(`toss.flash.${me.where}`));
    else parts.push(me.provisional === 'leaner' ? t('toss.flash.leaner') : `${names.seat(e.seat)}: ${String(me.provisional)}`);
  }
  for (const tr of e.tracks) {
    if (tr.id === e.die) continue;
    const lie = e.dice.find((d) => d.id === tr.id);
    if (!lie) continue;
    if (lie.where === 'off' && court) parts.push(t('toss.flash.knockedOffWay', { way: knockedWords(court, lie) }));
    else parts.push(lie.where === 'hole' ? t('toss.flash.knockedIn') : lie.where === 'off' ? t('toss.flash.knockedOff') : t('toss.flash.knocked'));
  }
  return { text: parts.join(' · '), tone };
}

/** A frame's score, as the callout says it. */
export function frameText(e: Extract<TossEvent, { type: 'frameScored' }>, names: Names): string {
  return t('toss.flash.frame', { n: e.no, a: names.side(0), sa: e.scores[0], b: names.side(1), sb: e.scores[1] });
}
