import { describe, expect, it } from 'vitest';
import { noticeFor } from './notice';

describe('engine and save notices', () => {
  it('a failed save says why and stays up until a later save works', () => {
    const failed = noticeFor({ push: 'saveFailed', gameId: 'g1', saveId: 's', reason: 'the disk is full' });
    expect(failed).toEqual({ text: expect.stringContaining('could not be saved: the disk is full') as string, sticky: true, retry: false });
    expect(failed?.text).toMatch(/stays open/);
    expect(noticeFor({ push: 'saveRestored', gameId: 'g1', saveId: 's' })).toMatchObject({ text: 'Your game is saved again.', sticky: false });
  });

  it('an engine given up offers Retry; a restart that lost a game says where it is kept', () => {
    expect(noticeFor({ push: 'engineDown', reason: 'x' })).toMatchObject({ sticky: true, retry: true });
    expect(noticeFor({ push: 'hostRestarted', reason: 'x', resumed: ['g1'], lost: [] })).toMatchObject({
      text: expect.stringMatching(/restarted; your game continues/),
      sticky: false,
    });
    expect(noticeFor({ push: 'hostRestarted', reason: 'x', resumed: [], lost: [{ gameId: 'g1', saveId: 's', message: 'no' }] })?.text).toMatch(/kept under Continue/);
  });
});
