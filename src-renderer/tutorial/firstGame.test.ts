import { describe, expect, it } from 'vitest';
import { cuesFor, type CoachCue, type FirstGame } from './firstGame';
import { CueQueue } from './cues.svelte';

const cues: CoachCue[] = [
  { rule: 'swap', when: { type: 'swapped' }, say: 'k.swap' },
  { rule: 'decay', when: { type: 'decayed' }, say: 'k.decay' },
  { rule: 'hearts', when: { type: 'powered', card: { suit: 'H' } }, say: 'k.hearts' },
];

describe('a coached first game: which cues events set off', () => {
  it('says each rule the first time its event comes, in the order the events come', () => {
    const events = [{ type: 'decayed', seat: 1 }, { type: 'swapped' }, { type: 'decayed', seat: 0 }];
    expect(cuesFor(cues, events, new Set()).map((c) => c.rule)).toEqual(['decay', 'swap']);
  });

  it('never says a rule twice, and matches nested fields', () => {
    const events = [
      { type: 'powered', card: { suit: 'S', rank: '5' } },
      { type: 'powered', card: { suit: 'H', rank: '5' } },
    ];
    expect(cuesFor(cues, events, new Set(['swap'])).map((c) => c.rule)).toEqual(['hearts']);
    expect(cuesFor(cues, events, new Set(['hearts']))).toEqual([]);
  });
});

describe('the coach at the table', () => {
  const game: FirstGame = { options: { seats: 2 }, hello: 'k.hello', cues };

  it('holds the game until the player has read every cue, one at a time', async () => {
    const q = new CueQueue(game);
    let done = false;
    const p = q.after([{ type: 'swapped' }, { type: 'decayed' }]).then(() => (done = true));
    await Promise.resolve();
    // The coach's hello comes first, then the rules in the order their events came.
    expect(q.current?.say).toBe('k.hello');
    q.gotIt();
    await new Promise((r) => setTimeout(r, 0));
    expect(q.current?.rule).toBe('swap');
    q.gotIt();
    await new Promise((r) => setTimeout(r, 0));
    expect(q.current?.rule).toBe('decay');
    expect(done).toBe(false);
    q.gotIt();
    await p;
    expect(q.current).toBeNull();
    expect(q.progress).toEqual({ said: 2, of: 3 });
    // Said once: the same events again go straight on.
    await q.after([{ type: 'swapped' }]);
    expect(q.current).toBeNull();
  });

  it('silenced, says nothing more and lets the game go on at once', async () => {
    const q = new CueQueue(game);
    const p = q.after([{ type: 'swapped' }, { type: 'decayed' }]);
    await Promise.resolve();
    q.silence();
    await p;
    expect(q.current).toBeNull();
    await q.after([{ type: 'powered', card: { suit: 'H' } }]);
    expect(q.current).toBeNull();
  });
});

describe('the coach with events coming while it speaks', () => {
  it('queues the later cues behind the one showing, and both callers go on once all are read', async () => {
    const q = new CueQueue({ options: {}, hello: 'k.hello', cues });
    const first = q.after([{ type: 'swapped' }]);
    const second = q.after([{ type: 'decayed' }]);
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 0));
      seen.push(q.current?.say ?? '');
      q.gotIt();
    }
    await Promise.all([first, second]);
    expect(seen).toEqual(['k.hello', 'k.swap', 'k.decay']);
    expect(q.current).toBeNull();
  });
});
