/**
 * The web build's settings in localStorage, read and written part by part as main's file is
 * (issue 51): a record it cannot read is kept, a full storage is answered unsaved with a reason
 * (the page shows it), and the notice says so in the player's words.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './testkit';
import { loadSettings, saveSettings } from './settings';
import { settingsNotice } from './notice';

function page(limit = Infinity) {
  const storage = memoryStorage();
  const setItem = storage.setItem;
  storage.setItem = (k, v) => {
    if (v.length > limit) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    setItem(k, v);
  };
  vi.stubGlobal('window', { localStorage: storage });
  return storage;
}
afterEach(() => vi.unstubAllGlobals());

const record = (games: number, wins: number) => ({ games, wins, scoreSum: 0, scored: 0, best: null, streak: 0, bestStreak: 0 });

describe('web build: settings in localStorage', () => {
  it('keeps the statistics records it cannot read beside the ones it writes', async () => {
    const s = page();
    s.setItem('pipfall.settings', JSON.stringify({ volume: 0.4, stats: { 'zero.2.medium': record(2, 1), 'hex.4.random': record(1, 5) }, haptics: true }));
    expect((await loadSettings()).stats).toEqual({ 'zero.2.medium': record(2, 1) });
    const r = await saveSettings({ stats: { 'zero.2.medium': record(3, 1) } });
    expect(r.unsaved).toBeNull();
    expect(JSON.parse(s.getItem('pipfall.settings')!)).toMatchObject({ volume: 0.4, haptics: true, stats: { 'zero.2.medium': record(3, 1), 'hex.4.random': record(1, 5) } });
  });

  it('a full storage answers why, with the change in force for the session', async () => {
    page(10);
    const r = await saveSettings({ volume: 0.1 });
    expect(r).toEqual({ settings: expect.objectContaining({ volume: 0.1 }), unsaved: { code: 'QUOTA', reason: "the browser's storage for this page is full" } });
  });

  it('tells a failure in words, and a later success only after a failure', () => {
    expect(settingsNotice({ code: 'ENOSPC', reason: 'the disk is full' }, false)).toEqual({
      text: expect.stringMatching(/settings could not be saved: the disk is full\. They apply until PipFall closes/),
      sticky: true,
    });
    expect(settingsNotice({ code: 'EWHAT', reason: 'as main said it' }, false)?.text).toMatch(/as main said it/);
    expect(settingsNotice(null, true)).toEqual({ text: 'Your settings are saved again.', sticky: false });
    expect(settingsNotice(null, false)).toBeNull();
  });
});
