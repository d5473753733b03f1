/** PipFall's end panel names seats as its log and seat list do, by colour (issue 50). */
import { afterEach, describe, expect, it } from 'vitest';
import { pipfall } from '../../../src-engine/games/pipfall';
import { start } from '../../../src-engine/games/pipfall/testkit';
import { addCatalogue, setLocale } from '../../i18n';
import { endWords } from '../../screens/end-words';
import { pipfallEn } from './messages';
import { pipfallDe } from './messages.de';
import { outcomeWords } from './outcome';

addCatalogue({ en: pipfallEn, de: pipfallDe });
afterEach(() => setLocale('en'));
const seatNames = ['Player 1', 'Player 2 (computer)', 'Player 3 (computer)'];

describe('pipfall end words', () => {
  it('the headline and the tie say colours; the rows say colour and player; in German too', () => {
    const view = pipfall.view(start({ seats: 3 }), 0);
    const tie = { winners: [0, 1], reason: 'cyclesShared', scores: [14, 14, 9] };
    const words = (): ReturnType<typeof endWords> => endWords('pipfall', tie, seatNames, outcomeWords(view, tie, { seatNames }));
    expect(words().headline).toBe('Shared victory: Red and Blue');
    expect(words().why).toBe('Ended by: the last deck cycle (tied pip totals). Red and Blue tie on 14 pips.');
    expect(words().names).toEqual(['Red: Player 1', 'Blue: Player 2 (computer)', 'Gold: Player 3 (computer)']);
    const win = { winners: [1], reason: 'elimination', scores: [0, 11, 0] };
    expect(endWords('pipfall', win, seatNames, outcomeWords(view, win, { seatNames })).headline).toBe('Blue wins!');
    setLocale('de');
    expect(words().headline).toBe('Geteilter Sieg: Rot und Blau');
    expect(endWords('pipfall', win, seatNames, outcomeWords(view, win, { seatNames })).headline).toBe('Blau gewinnt!');
  });
});
