/** The end panel's words: no raw engine word, shared victories say what was shared, and a game's own names (issue 50). */
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import { loadGame } from '../games/registry';
import { endWords } from './end-words';

afterEach(() => setLocale('en'));

const names = ['Player 1', 'Player 2 (computer)', 'Player 3 (computer)'];

describe('end panel words', () => {
  it('words every reason it knows, in German too, and never shows an engine word it does not ("Beendet durch: race")', () => {
    expect(endWords('toss', { winners: [0], reason: 'race' }, names.slice(0, 2)).why).toBe('Ended by: a side reaching the winning score');
    setLocale('de');
    expect(endWords('toss', { winners: [0], reason: 'race' }, names.slice(0, 2)).why).toBe('Beendet durch: das Erreichen der Siegpunktzahl');
    expect(endWords('toss', { winners: [0], reason: 'someNewWord' }, names.slice(0, 2)).why).toBeNull();
  });

  it("two games ending by the same reason code each say their own reason (Hex's fourth round, Piplus's three rounds)", async () => {
    // The end panel shows at a table, so the game's own catalogue has loaded with it.
    await Promise.all([loadGame('hex'), loadGame('piplus')]);
    expect(endWords('hex', { winners: [0], reason: 'rounds' }, names).why).toBe('Ended by: the end of the fourth round (most trophies)');
    expect(endWords('piplus', { winners: [0], reason: 'rounds' }, names).why).toBe('Ended by: three rounds (highest total)');
  });

  it('a shared victory names the winners as a list and says what they tied on', () => {
    const w = endWords('zero', { winners: [0, 2], reason: 'someNewWord', scores: [3, 1, 3] }, names);
    expect(w.headline).toBe('Shared victory: Player 1 and Player 3 (computer)');
    expect(w.why).toBe('Player 1 and Player 3 (computer) tie on 3.');
    const all = endWords('pipfall', { winners: [0, 1, 2], reason: 'elimination', scores: [4, 4, 4] }, names);
    expect(all.headline).toBe('A shared victory: everyone wins');
    expect(all.why).toBe('Ended by: elimination. Player 1, Player 2 (computer) and Player 3 (computer) tie on 4.');
  });

  it("takes the game's own words where it gives them: its seat names (Piplus's colours), headline and why", () => {
    const colours = ['Red', 'Blue', 'Gold'];
    const w = endWords('piplus', { winners: [2], reason: 'rounds', scores: [10, 12, 18] }, names, { seatNames: colours });
    expect(w.headline).toBe('Gold wins!');
    expect(w.names).toEqual(colours);
    expect(endWords('hex', { winners: [0, 1], reason: 'eliminationShared' }, names, { why: 'Gold was eliminated.' }).why).toBe('Gold was eliminated.');
  });

  it('solo: the grid cleared or the deck run out', () => {
    expect(endWords('zero', { winners: [0], reason: 'cleared' }, ['Player 1']).headline).toBe('You cleared the grid — victory!');
    expect(endWords('zero', { winners: [], reason: 'timer' }, ['Player 1']).headline).toBe('The deck ran out — defeat.');
  });
});
