import { describe, expect, it } from 'vitest';
import { FrameDriver, type FrameTarget } from './frameDriver';

/** A stand-in for requestAnimationFrame: callbacks wait until `flush(time)`. */
function fakeTimer() {
  let next = 1;
  const queue = new Map<number, (t: number) => void>();
  return {
    request(cb: (t: number) => void) {
      queue.set(next, cb);
      return next++;
    },
    cancel(id: number) {
      queue.delete(id);
    },
    get pending() {
      return queue.size;
    },
    /** Runs the callbacks requested so far (a frame at `time`). */
    flush(time: number) {
      const now = [...queue.values()];
      queue.clear();
      for (const cb of now) cb(time);
    },
  };
}

/** A scene whose frames want more while `moving` frames are left, and that notes each clock it ran at. */
function scene(moving = 0) {
  const clocks: number[] = [];
  let left = moving;
  let invalidated = false;
  const target: FrameTarget = {
    run(clock) {
      clocks.push(clock);
      if (left > 0) {
        left--;
        invalidated = true;
      }
    },
    again: () => invalidated,
    done: () => (invalidated = false),
  };
  return { target, clocks, move: (n: number) => (left = n) };
}

describe('FrameDriver: the stage draws only while something changes', () => {
  it('requests no animation frame until something asks for one', () => {
    const timer = fakeTimer();
    const driver = new FrameDriver(scene().target, timer);
    expect(timer.pending).toBe(0);
    expect(driver.running).toBe(false);
  });

  it('runs one frame for a change, then parks: an idle scene gets no callbacks', () => {
    const timer = fakeTimer();
    const s = scene();
    const driver = new FrameDriver(s.target, timer);
    driver.wake();
    driver.wake();
    expect(timer.pending).toBe(1);
    timer.flush(16);
    expect(s.clocks).toHaveLength(1);
    expect(driver.running).toBe(false);
    for (let t = 32; t < 500; t += 16) timer.flush(t);
    expect(driver.ticks).toBe(1);
  });

  it('keeps ticking while a tween moves, and parks on the first tick after it lands', () => {
    const timer = fakeTimer();
    const s = scene(3);
    const driver = new FrameDriver(s.target, timer);
    driver.wake();
    for (let t = 100; t <= 200; t += 16) timer.flush(t);
    // three moving frames, then one that found nothing to do
    expect(driver.ticks).toBe(4);
    expect(driver.running).toBe(false);
  });

  it('stands its clock still while parked, so a tween after a pause starts where it should', () => {
    const timer = fakeTimer();
    const s = scene(2);
    const driver = new FrameDriver(s.target, timer);
    driver.wake();
    timer.flush(1000);
    timer.flush(1016);
    timer.flush(1032);
    expect(s.clocks).toEqual([0, 16, 32]);
    // Ten seconds later something moves again: the first frame advances nothing.
    s.move(1);
    driver.wake();
    timer.flush(11_000);
    timer.flush(11_016);
    expect(s.clocks).toEqual([0, 16, 32, 32, 48]);
  });

  it('cancels its pending frame when stopped and never wakes again', () => {
    const timer = fakeTimer();
    const s = scene();
    const driver = new FrameDriver(s.target, timer);
    driver.wake();
    driver.stop();
    expect(timer.pending).toBe(0);
    driver.wake();
    timer.flush(16);
    expect(s.clocks).toEqual([]);
  });
});
