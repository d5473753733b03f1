/**
 * Toss's AI throwers through the generic level names (getBot asks Game.ai.bots first): every
 * level's toss is legal, a seeded decision repeats, the hidden generator (the next dice's
 * tumble, the only thing a view hides) changes no decision, and the levels' hands stray in order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { explain, getBot } from '../../ai/index';
import { playGame } from '../../ai/match';
import { replay } from '../../core/record';
import { unwrap } from '../../core/result';
import { seedRng } from '../../core/rng';
import { zero } from '../zero/index';
import { strayed, THROWERS } from './bots';
import { initTossPhysics } from './physics/rapier';
import { toss } from './index';
import type { TossAction, TossState } from './state';

beforeAll(async () => {
  await initTossPhysics();
});

/** A digital singles game after `tosses` listed tosses (side A opens). */
function after(tosses: number): TossState {
  let s = unwrap(toss.setup(unwrap(toss.parseOptions({ seats: 2, firstSide: 0 })), 21)).state;
  for (let i = 0; i < tosses; i++) {
    const seat = toss.toAct(s)[0]!;
    const legal = toss.legalActions(s, seat);
    s = unwrap(toss.apply(s, legal[(i * 3 + 1) % legal.length]!)).state;
  }
  return s;
}

const LEVELS = ['random', 'greedy', 'easy', 'medium', 'hard'] as const;

describe('toss: AI throwers', () => {
  it.each(LEVELS)(
    '%s: its toss is legal, and the same view and seed give the same toss',
    (level) => {
      const bot = getBot(level)!;
      for (const n of [0, 3]) {
        const s = after(n);
        const seat = toss.toAct(s)[0]!;
        const legal = toss.legalActions(s, seat);
        const a = bot.choose(toss, toss.view(s, seat), seat, legal, seedRng(5));
        const b = bot.choose(toss, toss.view(s, seat), seat, legal, seedRng(5));
        expect(a.action).toEqual(b.action);
        expect(a.action).toMatchObject({ type: 'toss', seat });
        expect(toss.apply(s, a.action as TossAction).ok).toBe(true);
      }
    },
    120_000,
  );

  it('the hidden generator changes no decision: a state with another generator gets the same toss', () => {
    const s = after(2);
    const other: TossState = { ...s, rng: [9, 8, 7, 6] };
    const seat = toss.toAct(s)[0]!;
    const legal = toss.legalActions(s, seat);
    for (const level of ['greedy', 'hard'] as const) {
      const bot = getBot(level)!;
      expect(bot.choose(toss, toss.view(other, seat), seat, legal, seedRng(3)).action).toEqual(bot.choose(toss, toss.view(s, seat), seat, legal, seedRng(3)).action);
    }
  }, 120_000);

  it("the levels' own throwers miss: easy does not pitch a listed aim exactly; zero still gets the generic levels", () => {
    const s = after(0);
    const legal = toss.legalActions(s, 0);
    const listed = new Set(legal.map((a) => JSON.stringify(a)));
    const easy = getBot('easy')!.choose(toss, toss.view(s, 0), 0, legal, seedRng(1)).action;
    expect(listed.has(JSON.stringify(easy))).toBe(false);
    const z = unwrap(zero.setup({ seats: 2, variants: [] }, 1)).state;
    const zl = zero.legalActions(z, 0);
    const pick = getBot('easy')!.choose(zero, zero.view(z, 0), 0, zl, seedRng(1)).action;
    expect(zl.map((a) => JSON.stringify(a))).toContain(JSON.stringify(pick));
  });

  it("a hint is hard's choice pitched as meant: a listed aim, the runner-up, and the outlook of each in points", () => {
    const s = after(3);
    const seat = toss.toAct(s)[0]!;
    const legal = toss.legalActions(s, seat);
    const h = explain(toss, toss.view(s, seat), seat, legal, seedRng(2));
    expect(h.top).toHaveLength(2);
    const listed = legal.map((a) => JSON.stringify(a));
    for (const line of h.top) expect(listed).toContain(JSON.stringify(line.action));
    expect(h.top[0]!.label).toMatch(/^(front|middle|middle-left|middle-right|back-left|back-right|knock-\d) (lob|arc|drive|drop)$/);
    expect(h.reason).toMatch(/points for the frame on average over 2 trial throws, against /);
    expect(h.top[0]!.mean).toBeGreaterThanOrEqual(h.top[1]!.mean);
  }, 120_000);

  it('the coin toss: a thrower who wins it chooses to pitch second (the last die can knock)', () => {
    const s = unwrap(toss.setup(unwrap(toss.parseOptions({ seats: 2 })), 4)).state;
    const seat = toss.toAct(s)[0]!;
    const a = getBot('hard')!.choose(toss, toss.view(s, seat), seat, toss.legalActions(s, seat), seedRng(1)).action;
    expect(a).toEqual({ type: 'choose', seat, pick: 'second' });
  });

  it("aim noise by level: hard's hand strays least, then medium's and easy's, greedy's most (the ladder's order)", () => {
    const spread = (level: keyof typeof THROWERS): number => {
      const r = [...seedRng(7)] as [number, number, number, number];
      let sum = 0;
      for (let i = 0; i < 400; i++) sum += Math.abs(strayed({ yaw: 0, pitch: 60, power: 9 }, THROWERS[level].noise, r).yaw);
      return sum / 400;
    };
    expect(spread('hard')).toBeLessThan(spread('medium'));
    expect(spread('medium')).toBeLessThan(spread('easy'));
    expect(spread('easy')).toBeLessThan(spread('greedy'));
    // A normal's mean absolute deviation is 0.8 sigma.
    expect(spread('hard')).toBeCloseTo(0.8 * THROWERS.hard.noise.yaw, 1);
  });

  it('a whole race between bots ends with a winner, and its record replays to the same state', () => {
    const g = playGame(toss, unwrap(toss.parseOptions({ seats: 2 })), 8, [getBot('easy')!, getBot('medium')!]);
    expect(g.outcome.winners).toHaveLength(1);
    expect(JSON.stringify(unwrap(replay(toss, g.record)).state)).toBe(JSON.stringify(g.state));
  }, 300_000);
});
