/** How the scoreboard splits a seat's name so its note in brackets may take a line of its own. */
import { describe, expect, it } from 'vitest';
import { nameParts } from './names';

describe('a seat’s name and its note', () => {
  it('splits off a note in brackets at the end, in any language; a name without one stays whole', () => {
    expect(nameParts('Player 2 (computer)')).toEqual({ main: 'Player 2', note: '(computer)' });
    expect(nameParts('Spieler 2 (Computer)')).toEqual({ main: 'Spieler 2', note: '(Computer)' });
    expect(nameParts('Bartholomew')).toEqual({ main: 'Bartholomew', note: '' });
    expect(nameParts('(just brackets)')).toEqual({ main: '(just brackets)', note: '' });
    expect(nameParts('A (b) c')).toEqual({ main: 'A (b) c', note: '' });
  });
});
