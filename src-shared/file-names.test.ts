/** Save-as file names: the game's name and the date, safe on every system (issue 10). */
import { describe, expect, it } from 'vitest';
import { isGameFileName, saveFileName } from './file-names';

const when = new Date(2026, 11, 1, 9, 5);

describe('saveFileName', () => {
  it('names the file after the game and the local date and time', () => {
    expect(saveFileName('Pip Zero', when)).toBe('Pip Zero 2026-12-01 09.05.pipfall');
    expect(saveFileName('PipFall Hex', new Date(2027, 0, 9, 23, 59))).toBe('PipFall Hex 2027-01-09 23.59.pipfall');
  });

  it('drops what a file name may not hold, and never gives an empty or hidden name', () => {
    expect(saveFileName('a/b\\c:d*e?f"g<h>i|j', when)).toBe('a b c d e f g h i j 2026-12-01 09.05.pipfall');
    expect(saveFileName('tab\there\nnewline', when)).toBe('tab here newline 2026-12-01 09.05.pipfall');
    expect(saveFileName('..', when)).toBe('PipFall game 2026-12-01 09.05.pipfall');
    expect(saveFileName('   ', when)).toBe('PipFall game 2026-12-01 09.05.pipfall');
    expect(saveFileName('x'.repeat(500), when)).toHaveLength(60 + ' 2026-12-01 09.05.pipfall'.length);
  });

  it('names files with the game file extension, and Load accepts it and plain JSON saved before it', () => {
    expect(isGameFileName(saveFileName('Pip Zero', when))).toBe(true);
    expect(isGameFileName('old save.JSON')).toBe(true);
    expect(['notes.txt', 'pipfall', '.pipfall', 'game.pipfall.exe', 'game.pipfalls'].filter(isGameFileName)).toEqual([]);
  });
});
