/** English narration of PipFall Toss events for the CLI and tests (the app has its own catalogue). */
import type { DieResult, Side } from './scoring';
import type { TossEvent } from './state';

const P = (seat: number): string => `P${seat + 1}`;
const SIDE = (side: Side): string => `side ${side === 0 ? 'A' : 'B'}`;
const END = (end: number): string => (end === 0 ? 'the head end' : 'the foot end');

/** A die's result in words: "4", "a leaner", "in the hole", "off the board", "a foul". */
export function resultName(r: DieResult): string {
  if (typeof r === 'number') return String(r);
  return r === 'leaner' ? 'a leaner' : r === 'hole' ? 'in the hole' : r === 'off' ? 'off the board' : 'a foul';
}

/** A die's result as a short token: "4", "L", "H", "off", "F". */
function token(r: DieResult): string {
  if (typeof r === 'number') return String(r);
  return r === 'leaner' ? 'L' : r === 'hole' ? 'H' : r === 'off' ? 'off' : 'F';
}

/** One line per event. */
export function describe(e: TossEvent): string {
  switch (e.type) {
    case 'coinTossed':
      return `coin toss: ${SIDE(e.winner)} wins and chooses`;
    case 'picked':
      return `${P(e.seat)} (${SIDE(e.side)}) picks ${e.pick === 'first' ? 'to pitch first' : e.pick === 'second' ? 'to pitch second' : `the ${e.pick} lane`}`;
    case 'settled':
      return `${SIDE(e.opener)} opens; side A pitches from the ${e.lanes[0]} lane, side B from the ${e.lanes[1]}`;
    case 'frameStarted':
      return `-- frame ${e.no}: ${P(e.pitchers[0])} and ${P(e.pitchers[1])} pitch from ${END(e.end)}, ${SIDE(e.opener)} first --`;
    case 'tossed': {
      const me = e.dice.find((d) => d.id === e.die)!;
      const where =
        me.where === 'board'
          ? `on the board (${resultName(me.provisional)})`
          : me.where === 'off'
            ? 'off the board'
            : me.where === 'hole'
              ? 'in the hole'
              : 'on the ground first: a foul, taken off';
      // A die's frame id is its pitch number (0..5): the opener pitches the even ones.
      const knocked = e.tracks
        .filter((t) => t.id !== e.die)
        .map((t) => {
          const lie = e.dice.find((d) => d.id === t.id);
          return `${lie ? SIDE(lie.side) : 'a'}'s die ${Math.floor(t.id / 2) + 1}`;
        });
      const aim = `yaw ${e.aim.yaw.toFixed(1)}, arc ${e.aim.pitch.toFixed(1)}, ${e.aim.power.toFixed(2)} m/s${e.aim.spin ? `, spin ${e.aim.spin}` : ''}`;
      return `${P(e.seat)} pitches die ${e.sideDie} (${aim}): ${where}${knocked.length ? `; knocks ${knocked.join(', ')}` : ''}`;
    }
    case 'entered':
      return `${P(e.seat)}'s die ${e.sideDie}: ${resultName(e.result)}`;
    case 'undone':
      return `entry taken back: ${SIDE(e.side)}'s die ${e.sideDie} of frame ${e.frame} (${resultName(e.result)})`;
    case 'frameReopened':
      return `frame ${e.no} reopened; totals back to ${e.totals[0]}-${e.totals[1]}`;
    case 'frameScored': {
      const part = (k: 0 | 1): string => {
        const dbl = e.doubled[k] ? ` x2` : '';
        const floor = e.raw[k] * (e.doubled[k] ? 2 : 1) < 0 ? ` (${e.raw[k]}, counts 0)` : '';
        return `${SIDE(k)} ${e.results[k].map(token).join(' ')} = ${e.scores[k]}${dbl}${floor}`;
      };
      return `frame ${e.no}: ${part(0)}; ${part(1)}; totals ${e.totals[0]}-${e.totals[1]}`;
    }
    case 'raceGoesOn':
      return `${e.totals[0]}-${e.totals[1]}: 100 reached but no lead of 2, the race goes on`;
    case 'gameOver':
      return `game over: ${SIDE(e.side)} wins the race ${e.outcome.scores ? `${e.outcome.scores[0]}-${e.outcome.scores[1]}` : ''}`.trimEnd();
  }
}
