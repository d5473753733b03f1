/**
 * What the keeper tells the page about a save that failed (issue 51: every failed write told in
 * words): the sink error's own phrase when it has one, else its message, never a wall of text;
 * its system code only when it looks like one.
 */
import { describe, expect, it } from 'vitest';
import { saveErrorCode, saveErrorReason } from './keeper';

describe("a failed save's words for the player", () => {
  it("takes the error's reason (the disk is full), else its message, else the thrown value itself", () => {
    expect(saveErrorReason(Object.assign(new Error('could not write save.json: the disk is full (write)'), { reason: 'the disk is full' }))).toBe('the disk is full');
    expect(saveErrorReason(new Error('quota exceeded'))).toBe('quota exceeded');
    expect(saveErrorReason({ reason: 'the disk is read-only' })).toBe('the disk is read-only');
    expect(saveErrorReason({ reason: 42, message: 'not an Error' })).toBe('[object Object]');
    expect(saveErrorReason('a thrown string')).toBe('a thrown string');
    expect(saveErrorReason(null)).toBe('null');
    expect(saveErrorReason(undefined)).toBe('undefined');
  });

  it('cuts a long text to 160 characters, ending in an ellipsis, and leaves one of 160 whole', () => {
    expect(saveErrorReason(new Error('x'.repeat(160)))).toBe('x'.repeat(160));
    const cut = saveErrorReason(new Error('y'.repeat(161)));
    expect(cut).toBe(`${'y'.repeat(159)}…`);
    expect(cut).toHaveLength(160);
  });

  it('gives the system code only when it is one (ENOSPC, EROFS, ERR_X), never a message or a number', () => {
    expect(saveErrorCode(Object.assign(new Error('full'), { code: 'ENOSPC' }))).toBe('ENOSPC');
    expect(saveErrorCode({ code: 'ERR_SAVE_IN_USE' })).toBe('ERR_SAVE_IN_USE');
    expect(saveErrorCode({ code: 'E1' })).toBe('E1');
    expect(saveErrorCode({ code: 'E' })).toBeUndefined();
    expect(saveErrorCode({ code: `E${'X'.repeat(32)}` })).toBeUndefined();
    expect(saveErrorCode({ code: `E${'X'.repeat(31)}` })).toBe(`E${'X'.repeat(31)}`);
    expect(saveErrorCode({ code: 'enospc' })).toBeUndefined();
    expect(saveErrorCode({ code: 'ENOSPC: no space left' })).toBeUndefined();
    expect(saveErrorCode({ code: 28 })).toBeUndefined();
    expect(saveErrorCode({ code: ['ENOSPC'] })).toBeUndefined();
    expect(saveErrorCode(new Error('no code'))).toBeUndefined();
    expect(saveErrorCode(null)).toBeUndefined();
    expect(saveErrorCode('ENOSPC')).toBeUndefined();
  });
});
