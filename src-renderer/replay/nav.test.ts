import { describe, expect, it } from 'vitest';
import { chapterWords, commandForKey, markerAt, modeWords, resultWords, stepAfter } from './nav';

const markers = [
  { step: 0, kind: 'round' as const, n: 1 },
  { step: 7, kind: 'round' as const, n: 2 },
  { step: 15, kind: 'round' as const, n: 3 },
];

describe('replay viewer logic', () => {
  it('maps the keys: Left/Right step, Home/End, Space plays; nothing while typing or in a select', () => {
    expect(commandForKey('ArrowLeft', 'BUTTON')).toBe('back');
    expect(commandForKey('ArrowRight', 'BODY')).toBe('forward');
    expect(commandForKey('Home', undefined)).toBe('first');
    expect(commandForKey('End', 'DIV')).toBe('last');
    expect(commandForKey(' ', 'BUTTON')).toBe('toggle');
    expect(commandForKey('ArrowLeft', 'SELECT')).toBeNull();
    expect(commandForKey(' ', 'INPUT')).toBeNull();
    expect(commandForKey('a', 'BODY')).toBeNull();
  });

  it('steps stay within the replay', () => {
    expect(stepAfter('back', 0, 10)).toBe(0);
    expect(stepAfter('forward', 10, 10)).toBe(10);
    expect(stepAfter('forward', 3, 10)).toBe(4);
    expect(stepAfter('back', 3, 10)).toBe(2);
    expect(stepAfter('first', 7, 10)).toBe(0);
    expect(stepAfter('last', 2, 10)).toBe(10);
  });

  it('finds the chapter a step is in', () => {
    expect(markerAt(markers, 0)).toBe(0);
    expect(markerAt(markers, 6)).toBe(0);
    expect(markerAt(markers, 7)).toBe(1);
    expect(markerAt(markers, 40)).toBe(2);
    expect(markerAt([{ step: 2, kind: 'frame', n: 1 }], 1)).toBe(-1);
  });

  it('says chapters, results and who played in words', () => {
    expect(chapterWords({ kind: 'round', n: 2 })).toBe('Round 2');
    expect(chapterWords({ kind: 'hand', n: 3, round: 1 })).toBe('Round 1, hand 3');
    expect(chapterWords({ kind: 'hand', n: 4 })).toBe('Hand 4');
    expect(chapterWords({ kind: 'frame', n: 5 })).toBe('Frame 5');
    expect(resultWords({ winners: [1] }, ['Ann', 'Bo'])).toBe('Bo won');
    expect(resultWords({ winners: [0, 1] }, ['Ann', 'Bo'])).toBe('Shared: Ann and Bo');
    expect(resultWords({ winners: [] }, ['Ann', 'Bo'])).toBe('Nobody won');
    expect(resultWords({ winners: [] }, ['Ann'])).toBe('Defeat');
    expect(modeWords([{ kind: 'human' }])).toBe('solo');
    expect(modeWords([{ kind: 'human' }, { kind: 'ai' }])).toBe('against the computer');
    expect(modeWords([{ kind: 'human' }, { kind: 'human' }, { kind: 'ai' }])).toBe('2 players at this screen');
    expect(modeWords([{ kind: 'ai' }, { kind: 'ai' }])).toBe('computers only');
  });
});
