import { describe, expect, it } from 'vitest';
import { EventPlayer, FADE_MS, motionFor, tellOnce, type Animations } from './events';

type E = { type: 'moved'; to: number } | { type: 'combat'; a: number } | { type: 'dealt'; visibleTo: number[] } | { type: 'note' };

describe('event player', () => {
  it('plays events in order, one animation per type; unseen events are reached but not animated', async () => {
    const done: string[] = [];
    const animations: Animations<E> = {
      moved: async (e, ctx) => {
        await ctx.wait(5);
        done.push(`moved ${e.to} then ${ctx.next?.type ?? 'nothing'}`);
      },
      combat: (e) => void done.push(`combat ${e.a}`),
      dealt: () => void done.push('dealt'),
    };
    const p = new EventPlayer(animations, { scale: () => 1 });
    const reached: string[] = [];
    await p.play([{ type: 'dealt', visibleTo: [1] }, { type: 'moved', to: 3 }, { type: 'note' }, { type: 'combat', a: 6 }], 0, (e) => reached.push(e.type));
    expect(reached).toEqual(['dealt', 'moved', 'note', 'combat']);
    expect(done).toEqual(['moved 3 then note', 'combat 6']);
    expect(p.playing).toBe(false);
  });

  it('a result told on landing comes after its animation; the rest are told as they start', async () => {
    const order: string[] = [];
    const p = new EventPlayer<E>(
      {
        moved: async (e, ctx) => {
          order.push(`animating moved ${e.to}`);
          await ctx.wait(5);
          order.push(`landed moved ${e.to}`);
        },
        combat: () => void order.push('animating combat'),
      },
      { scale: () => 1 },
    );
    const told = tellOnce<E>(['moved'], (e) => order.push(`told ${e.type}`));
    await p.play([{ type: 'note' }, { type: 'moved', to: 2 }, { type: 'combat', a: 1 }], 0, ...told);
    expect(order).toEqual(['told note', 'animating moved 2', 'landed moved 2', 'told moved', 'told combat', 'animating combat']);
  });

  it('scales durations by the speed; reduced motion (scale 0) plays at once', async () => {
    const seen: number[] = [];
    const player = (scale: number) => new EventPlayer<E>({ moved: (_e, ctx) => void seen.push(ctx.ms(400)) }, { scale: () => scale });
    await player(1.6).play([{ type: 'moved', to: 1 }], null);
    await player(0).play([{ type: 'moved', to: 1 }], null);
    expect(seen).toEqual([640, 0]);
  });

  it('skip lands the running animation and plays the rest of the step at once', async () => {
    let finished = 0;
    const times: number[] = [];
    const p = new EventPlayer<E>(
      {
        moved: async (_e, ctx) => {
          times.push(ctx.ms(1000));
          await ctx.wait(60_000);
        },
      },
      { scale: () => 1, finish: () => finished++ },
    );
    const started = Date.now();
    const play = p.play(
      [
        { type: 'moved', to: 1 },
        { type: 'moved', to: 2 },
      ],
      null,
    );
    await new Promise((r) => setTimeout(r, 10));
    p.skip();
    await play;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(finished).toBe(1);
    expect(times).toEqual([1000, 0]);
  });

  it('chooses the motion: tweens normally, fades with reduced motion, jumps when fast or skipped', () => {
    expect(motionFor(false, 1)).toBe('animate');
    expect(motionFor(true, 1)).toBe('fade');
    expect(motionFor(true, 1.6)).toBe('fade');
    expect(motionFor(true, 0)).toBe('jump');
    expect(motionFor(false, 0)).toBe('jump');
    expect(motionFor(true, 1, true)).toBe('jump');
  });

  it('with reduced motion each animated event lands at once inside a fade; unanimated events do not fade', async () => {
    const order: string[] = [];
    const p = new EventPlayer<E>(
      {
        moved: async (e, ctx) => {
          order.push(`moved ${e.to} in ${ctx.ms(400)} ms`);
          await ctx.wait(400);
        },
      },
      {
        scale: () => 0,
        fade: {
          ms: () => FADE_MS,
          run: async (land, ms) => {
            order.push(`fade out ${ms}`);
            await land();
            order.push('fade in');
          },
        },
      },
    );
    await p.play([{ type: 'moved', to: 1 }, { type: 'note' }, { type: 'moved', to: 2 }], 0);
    expect(order).toEqual([`fade out ${FADE_MS}`, 'moved 1 in 0 ms', 'fade in', `fade out ${FADE_MS}`, 'moved 2 in 0 ms', 'fade in']);
  });
});
