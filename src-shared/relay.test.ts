import { describe, expect, it } from 'vitest';
import type { RequestBody } from './contract/protocol';
import type { TransportEvent } from './keeper';
import { EngineRelay, type EngineChild } from './relay';
import { RestartPolicy } from './restarts';

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

  it('answers what was waiting with ERR_HOST when the child dies, and tells the keeper first', async () => {
    const kids: ReturnType<typeof fakeChild>[] = [];
    const events: TransportEvent[] = [];
    const relay = new EngineRelay(
      () => (kids.push(fakeChild()), kids.at(-1)!.child),
      (e) => events.push(e),
    );
    const p = relay.request({ type: 'hello' });
    kids[0]!.die(9);
    expect(events[0]).toEqual({ type: 'stopped', reason: 'the engine stopped (exit code 9)', restarting: true });
    expect(await p).toMatchObject({ ok: false, error: 'ERR_HOST' });
    // The first restart is immediate.
    expect(kids).toHaveLength(2);
    expect(events[1]).toEqual({ type: 'started', reason: 'the engine stopped (exit code 9)' });
  });

  it('gives up after too many restarts in the window, starts nothing on later requests, and starts again on retry', async () => {
    const kids: ReturnType<typeof fakeChild>[] = [];
    const events: TransportEvent[] = [];
    let t = 0;
    const relay = new EngineRelay(
      () => (kids.push(fakeChild()), kids.at(-1)!.child),
      (e) => events.push(e),
      { maxRestarts: 2, restartWindowMs: 1000, now: () => t, backoffMs: [0] },
    );
    relay.start();
    kids[0]!.die(1);
    kids[1]!.die(1);
    kids[2]!.die(1);
    expect(kids.length).toBe(3);
    expect(events.map((e) => e.type)).toEqual(['stopped', 'started', 'stopped', 'started', 'stopped']);
    expect(events.at(-1)).toMatchObject({ restarting: false });
    expect(relay.running()).toBe(false);
    t = 5000; // long after: still no engine behind the keeper's back
    expect(await relay.request({ type: 'hello' })).toMatchObject({ ok: false, error: 'ERR_HOST', message: expect.stringMatching(/not restarted/) });
    expect(kids.length).toBe(3);
    relay.retry();
    expect(kids.length).toBe(4);
    expect(events.at(-1)).toMatchObject({ type: 'started' });
    expect(relay.running()).toBe(true);
  });

  it('waits out the back-off before restarting, and a retry meanwhile starts at once', () => {
    const kids: ReturnType<typeof fakeChild>[] = [];
    const timers: { f: () => void; ms: number }[] = [];
    const relay = new EngineRelay(
      () => (kids.push(fakeChild()), kids.at(-1)!.child),
      () => {},
      { backoffMs: [100, 400], schedule: (f, ms) => void timers.push({ f, ms }) },
    );
    relay.start();
    kids[0]!.die(1);
    expect(timers.map((x) => x.ms)).toEqual([100]);
    expect(kids).toHaveLength(1);
    timers[0]!.f();
    expect(kids).toHaveLength(2);
    kids[1]!.die(1);
    expect(timers.map((x) => x.ms)).toEqual([100, 400]);
    relay.retry();
    expect(kids).toHaveLength(3);
    timers[1]!.f(); // the scheduled restart finds an engine already up
    expect(kids).toHaveLength(3);
  });

  it('does not restart a child after dispose', () => {
    const kids: ReturnType<typeof fakeChild>[] = [];
    const relay = new EngineRelay(
      () => (kids.push(fakeChild()), kids.at(-1)!.child),
      () => {},
    );
    relay.start();
    relay.dispose();
    expect(kids).toHaveLength(1);
  });
});

describe('RestartPolicy', () => {
  it('backs off longer for each restart in the window, gives up past the budget, and forgets old restarts', () => {
    const p = new RestartPolicy({ maxRestarts: 3, windowMs: 1000, backoffMs: [0, 10, 50] });
    expect([p.next(0), p.next(1), p.next(2), p.next(3)]).toEqual([0, 10, 50, null]);
    expect(p.next(1500)).toBe(0); // the window moved on
    p.reset();
    expect([p.next(1501), p.next(1502)]).toEqual([0, 10]);
  });
});
