import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlashQueue } from './flashQueue';

afterEach(() => vi.useRealTimers());

describe('flat boards: the flash queue', () => {
  it('shows each flash for its time, then takes it away and lets its step go on', async () => {
    vi.useFakeTimers();
    let shown: readonly { id: number; text: string }[] = [];
    const q = new FlashQueue<{ id: number; text: string }>((items) => (shown = items));
    let firstGone = false;
    const first = q.show((id) => ({ id, text: '+1' }), 500).then(() => (firstGone = true));
    void q.show((id) => ({ id, text: 'decay' }), 900);
    expect(shown.map((f) => f.text)).toEqual(['+1', 'decay']);
    expect(new Set(shown.map((f) => f.id)).size).toBe(2);
    await vi.advanceTimersByTimeAsync(500);
    await first;
    expect(firstGone).toBe(true);
    expect(shown.map((f) => f.text)).toEqual(['decay']);
  });

  it('a skipped step ends every flash at once, and a flash of no time never shows', async () => {
    vi.useFakeTimers();
    let shown: readonly { id: number }[] = [];
    const q = new FlashQueue<{ id: number }>((items) => (shown = items));
    const a = q.show((id) => ({ id }), 10_000);
    const b = q.show((id) => ({ id }), 10_000);
    expect(shown).toHaveLength(2);
    q.finish();
    await Promise.all([a, b]);
    expect(shown).toEqual([]);
    await q.show((id) => ({ id }), 0);
    expect(shown).toEqual([]);
  });
});
