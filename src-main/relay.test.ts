import { describe, expect, it } from 'vitest';
import type { Push, RequestBody } from '../src-engine/host/protocol';
import { EngineRelay, type EngineChild } from './relay';

/** A child that answers nothing by itself; the test drives it. */
function fakeChild() {
  const sent: unknown[] = [];
  let onMsg: (m: unknown) => void = () => {};
  let onExit: (c: number | null) => void = () => {};
  const child: EngineChild = { postMessage: (m) => sent.push(m), onMessage: (l) => (onMsg = l), onExit: (l) => (onExit = l), kill: () => onExit(null) };
  return { child, sent, reply: (m: unknown) => onMsg(m), die: (code: number) => onExit(code) };
}

describe('EngineRelay', () => {
  it('numbers requests (its own numbers win) and ignores junk from the child', async () => {
    const f = fakeChild();
    const relay = new EngineRelay(
      () => f.child,
      () => {},
    );
    const p = relay.request({ type: 'close', gameId: 'g1', id: 999 } as RequestBody);
    expect(f.sent).toEqual([{ type: 'close', gameId: 'g1', id: 1 }]);
    f.reply('junk');
    f.reply({ id: 1, ok: true, result: { closed: true } });
    expect(await p).toEqual({ id: 1, ok: true, result: { closed: true } });
  });

  it('gives up after too many restarts in the window', () => {
    const kids: ReturnType<typeof fakeChild>[] = [];
    const pushes: Push[] = [];
    let t = 0;
    const relay = new EngineRelay(
      () => (kids.push(fakeChild()), kids.at(-1)!.child),
      (p) => pushes.push(p),
      { maxRestarts: 2, restartWindowMs: 1000, now: () => t },
    );
    relay.start();
    kids[0]!.die(1);
    kids[1]!.die(1);
    kids[2]!.die(1);
    expect(kids.length).toBe(3);
    expect(pushes.map((p) => p.push)).toEqual(['hostRestarted', 'hostRestarted', 'hostRestarted']);
    expect(pushes.at(-1)).toMatchObject({ reason: expect.stringMatching(/not restarting/) });
    t = 5000; // a later request starts a fresh engine
    void relay.request({ type: 'hello' });
    expect(kids.length).toBe(4);
  });
});
