/** PipFall Toss's end panel names the players and teams as the setup form did, and the race's score, in English and German (issue 50). */
import { afterEach, describe, expect, it } from 'vitest';
import { unwrap } from '../../../src-engine/core/result';
import { toss } from '../../../src-engine/games/toss';
import type { TossState } from '../../../src-engine/games/toss/state';
import { play } from '../../../src-engine/games/toss/testkit';
import { addCatalogue, setLocale } from '../../i18n';
import { endWords } from '../../screens/end-words';
import { tossEn } from './messages';
import { tossDe } from './messages.de';
import { outcomeWords } from './outcome';

addCatalogue({ en: tossEn, de: tossDe });
afterEach(() => setLocale('en'));

/** A keeper game with `options` where side A's dice all show 6 and side B's all go off, to its end. */
function race(options: Record<string, unknown>): TossState {
  let s = unwrap(toss.setup(unwrap(toss.parseOptions({ mode: 'keeper', firstSide: 0, ...options })), 1)).state;
  while (!toss.outcome(s)) {
    const seat = toss.toAct(s)[0]!;
    s = play(s, { type: 'enter', seat, result: seat % 2 === 0 ? 6 : 'off' });
  }
  return s;
}

describe('toss end words', () => {
  it('singles: the players by the names they were given, the winner with the final score', () => {
    const s = race({ seats: 2, names: ['Ada', 'Bo'] });
    const outcome = toss.outcome(s)!;
    const ctx = { seatNames: ['Player 1', 'Player 2'], options: { names: ['Ada', 'Bo'] } };
    const [a, b] = outcome.scores!;
    expect(a).toBeGreaterThan(b!);
    const w = endWords('toss', outcome, ctx.seatNames, outcomeWords(toss.view(s, 0), outcome, ctx));
    expect(w.names).toEqual(['Ada', 'Bo']);
    expect(w.headline).toBe(`Ada wins the race, ${a}–${b}!`);
    setLocale('de');
    expect(outcomeWords(toss.view(s, 0), outcome, ctx).headline).toBe(`Ada gewinnt das Rennen, ${a}–${b}!`);
  });

  it('teams: the winning team by its name, the players by theirs; a name left as the default gives way to the screen’s', () => {
    const opts = { seats: 4, names: ['Ada', 'Player 2', 'Cy', 'Di'], teamNames: ['Owls', 'Larks'] };
    const s = race(opts);
    const outcome = toss.outcome(s)!;
    expect(outcome.winners).toEqual([0, 2]);
    const ctx = { seatNames: ['Player 1', 'Player 2 (computer)', 'Player 3', 'Player 4'], options: opts };
    const own = outcomeWords(toss.view(s, 0), outcome, ctx);
    expect(own.seatNames).toEqual(['Ada', 'Player 2 (computer)', 'Cy', 'Di']);
    expect(own.headline).toMatch(/^Owls wins the race, \d+–\d+!$/);
  });
});
