/**
 * Who is who in PipFall Toss: a side is Red (side A) or Blue (side B) and, in teams, a team;
 * names come from the game's options (the setup form's names) and otherwise from the shell's
 * seat names ("Player 2 (computer)"). Results in words and short tokens.
 */
import { t } from '../../i18n';
import type { DieResult, Side, TossView } from './types';

/** How a table or the log names sides and seats. */
export interface Names {
  /** The side's colour: Red or Blue. */
  colour(side: Side): string;
  /** The side's name: its player in singles, its team in teams. */
  side(side: Side): string;
  /** A seat's (player's) name. */
  seat(seat: number): string;
  /** Whether the game is played in teams. */
  readonly teams: boolean;
}

const isStrings = (x: unknown): x is readonly string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');

/**
 * Names from `options` (the engine's parsed options, or the form's raw ones) and the shell's
 * `seatNames`. A name the engine filled in by default ("Player 2") gives way to the shell's,
 * which says when a seat is a computer.
 */
export function namesOf(options: Readonly<Record<string, unknown>> | undefined, seatNames: readonly string[]): Names {
  const given = isStrings(options?.names) ? options.names : [];
  const teamNames = isStrings(options?.teamNames) ? options.teamNames : null;
  const teams = options?.seats === 4 || seatNames.length === 4;
  const seat = (s: number): string => {
    const n = given[s];
    return n !== undefined && (n !== `Player ${s + 1}` || seatNames[s] === undefined) ? n : (seatNames[s] ?? t(`toss.side.${s % 2}`));
  };
  return {
    teams,
    colour: (side) => t(`toss.side.${side}`),
    side: (side) => (teams ? (teamNames?.[side] ?? t(`toss.side.${side}`)) : seat(side)),
    seat,
  };
}

/** The names a table shows for `view` (null: before the first view) at a screen whose seats are `seatNames`. */
export function viewNames(view: TossView | null, seatNames: readonly string[]): Names {
  return namesOf(view?.options as unknown as Record<string, unknown> | undefined, seatNames);
}

/** A name and its note in brackets at the end, apart ("Player 2 (computer)": "Player 2" and "(computer)"), so the note may go on a line of its own. */
export function nameParts(name: string): { readonly main: string; readonly note: string } {
  const m = /^(.+?)\s*(\([^()]*\))$/.exec(name);
  return m ? { main: m[1]!, note: m[2]! } : { main: name, note: '' };
}

/** A result in words: "5", "Leaner", "In the hole"... */
export function resultWord(r: DieResult): string {
  return t(`toss.result.${r}`);
}

/** A result as a short token for tight places: "5", "L", "H", "Off", "F". */
export function resultShort(r: DieResult): string {
  return typeof r === 'number' ? String(r) : t(`toss.resultShort.${r}`);
}

/** A die's points on its own (pips; leaner 3; hole -3; off or foul 0), as the engine's targets and frames report them. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
