import { describe, expect, it } from 'vitest';
import { FlowRecovery, nextRestart } from './recover';

const err = (code: string) => Object.assign(new Error(`${code}: x`), { code });

function setup() {
  const slept: number[] = [];
  let back: () => void = () => {};
  let waits = 0;
  const r = new FlowRecovery({
    sleep: async (ms) => void slept.push(ms),
    engineBack: () => (waits++, new Promise<void>((res) => (back = res))),
    pausesMs: [10, 20, 40],
  });
  return { r, slept, back: () => back(), waits: () => waits };
}

describe('FlowRecovery (the table asks for the view again after a transient engine error)', () => {
  it('a transient error is retried after growing pauses, then stands; a success starts the count again', async () => {
    const { r, slept } = setup();
    expect(await r.afterError(err('ERR_HOST'))).toBe(true);
    expect(await r.afterError(err('ERR_STALE'))).toBe(true);
    expect(await r.afterError(err('ERR_HOST'))).toBe(true);
    expect(await r.afterError(err('ERR_HOST'))).toBe(false);
    expect(slept).toEqual([10, 20, 40]);
    r.succeeded();
    expect(await r.afterError(err('ERR_HOST'))).toBe(true);
    expect(slept).toEqual([10, 20, 40, 10]);
  });

  it('errors that are not the engine hiccuping stand at once: an illegal action, a lost game, a bug', async () => {
    const { r, slept } = setup();
    for (const e of [err('ERR_ILLEGAL'), err('ERR_GAME_LOST'), err('ERR_NO_GAME'), new TypeError('bug'), 'junk']) expect(await r.afterError(e)).toBe(false);
    expect(slept).toEqual([]);
  });

  it('an engine that was given up is waited for (Retry), then the view is asked again', async () => {
    const { r, back, waits } = setup();
    let answered: boolean | null = null;
    const p = r.afterError(err('ERR_ENGINE_DOWN')).then((x) => (answered = x));
    await Promise.resolve();
    expect(answered).toBeNull();
    expect(waits()).toBe(1);
    back();
    await p;
    expect(answered).toBe(true);
  });

  it('nextRestart resolves at the next hostRestarted push and stops listening', async () => {
    const listeners = new Set<(p: { push: string }) => void>();
    const source = {
      onPush: (l: (p: { push: string }) => void) => (listeners.add(l), () => listeners.delete(l)),
    };
    let done = false;
    const p = nextRestart(source).then(() => (done = true));
    for (const l of [...listeners]) l({ push: 'engineDown' });
    await Promise.resolve();
    expect(done).toBe(false);
    for (const l of [...listeners]) l({ push: 'hostRestarted' });
    await p;
    expect(done).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
