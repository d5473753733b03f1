/** PipFall Hex's end panel words, from games the engine played to their end (issue 50): a shared victory says who went out and why. */
import { afterEach, describe, expect, it } from 'vitest';
import { hex } from '../../../src-engine/games/hex';
import type { Trophy } from '../../../src-engine/games/hex/state';
import { move, ready } from '../../../src-engine/games/hex/testkit';
import { addCatalogue, setLocale } from '../../i18n';
import { endWords } from '../../screens/end-words';
import { hexEn } from './messages';
import { hexDe } from './messages.de';
import { outcomeWords } from './outcome';

addCatalogue({ en: hexEn, de: hexDe });
afterEach(() => setLocale('en'));
const ctx = { seatNames: ['Player 1', 'Player 2 (computer)', 'Player 3 (computer)'] };

/** Red moves onto Blue's last die: both go out at once (each takes the other's die), Gold is left with no trophies. */
function sharedAfterElimination() {
  const s = move(
    ready({
      seats: 3,
      dice: [
        [2, 5, 0, 3],
        [2, 6, 1, 3],
        [6, 6, 2, 4],
      ],
      programs: [['9S'], ['2S'], ['2H']],
    }),
    0,
    [2, 6],
  );
  return { view: hex.view(s, 0), outcome: s.outcome! };
}

describe('hex end words', () => {
  it('a shared victory after eliminations names who went out, why the game ended, and what the winners tie on', () => {
    const { view, outcome } = sharedAfterElimination();
    const own = outcomeWords(view, outcome, ctx);
    const w = endWords('hex', outcome, ctx.seatNames, own);
    expect(w.headline).toBe('Shared victory: Red and Blue');
    expect(w.why).toBe(
      'Red and Blue were eliminated, with no dice left on the battlefield. Only Gold still has dice, so the game ends there, and trophies decide: an eliminated player’s trophies count too. Red and Blue tie on 1 trophy and 3 trophy pips, so they share the victory.',
    );
    expect(w.names).toEqual(['Red: Player 1', 'Blue: Player 2 (computer)', 'Gold: Player 3 (computer)']);
  });

  it('says the same in German', () => {
    const { view, outcome } = sharedAfterElimination();
    setLocale('de');
    const w = endWords('hex', outcome, ctx.seatNames, outcomeWords(view, outcome, ctx));
    expect(w.headline).toBe('Geteilter Sieg: Rot und Blau');
    expect(w.why).toBe(
      'Rot und Blau sind ausgeschieden, ohne Würfel auf dem Schlachtfeld. Nur Gold hat noch Würfel, damit endet die Partie, und die Trophäen entscheiden: Auch die Trophäen Ausgeschiedener zählen. Rot und Blau liegen mit 1 Trophäe und 3 Trophäenaugen gleichauf und teilen sich den Sieg.',
    );
  });

  it('a single winner who was knocked out wins on trophies, and the headline counts them', () => {
    const trophies: Trophy[] = [
      { die: 7, owner: 1, pips: 4 },
      { die: 8, owner: 1, pips: 4 },
    ];
    const s0 = ready({
      dice: [
        [2, 5, 0, 2],
        [2, 6, 1, 6],
      ],
      programs: [['9S'], ['2C']],
    });
    const s = move({ ...s0, seats: s0.seats.map((h, i) => (i === 0 ? { ...h, trophies } : h)) }, 0, [2, 6]);
    const own = outcomeWords(hex.view(s, 1), s.outcome!, { seatNames: ['Player 1', 'Player 2'] });
    expect(own.headline).toBe('Red wins with 2 trophies!');
    expect(own.why).toBe(
      'Red was eliminated, with no dice left on the battlefield. Only Blue still has dice, so the game ends there, and trophies decide: an eliminated player’s trophies count too. Red has the most trophies: 2.',
    );
    setLocale('de');
    expect(outcomeWords(hex.view(s, 1), s.outcome!, { seatNames: ['Spieler 1', 'Spieler 2'] }).headline).toBe('Rot gewinnt mit 2 Trophäen!');
  });
});
