/** The new-game form's seat counts against the real engine host: every count offered starts a game (issue 50: Toss offered 3). */
import { describe, expect, it } from 'vitest';
import { createHost } from '../../src-engine/host/host';
import type { HelloResult, Response } from '../../src-shared/contract/protocol';
import { fitSeatCount, seatChoices } from './seats';

async function hostHello() {
  const host = createHost(() => {}, { nextSeed: () => 7 });
  let id = 0;
  const ask = async (body: Record<string, unknown>): Promise<Response> => host.handle({ id: ++id, ...body });
  const r = await ask({ type: 'hello' });
  if (!r.ok) throw new Error(r.message);
  return { ask, hello: r.result as HelloResult };
}

describe('the seat counts the new-game screen offers', () => {
  it('no game offers a seat count its engine refuses, and none it takes is left out (Toss: 2 or 4)', async () => {
    const { ask, hello } = await hostHello();
    expect(seatChoices(hello.games.find((g) => g.id === 'toss')!)).toEqual([2, 4]);
    for (const g of hello.games) {
      const offered = seatChoices(g);
      expect(offered.length, g.id).toBeGreaterThan(0);
      for (let n = g.minSeats; n <= g.maxSeats; n++) {
        // As the form starts a game: its options (no variants) with the seat count, every seat a computer.
        const seats = Array.from({ length: n }, () => ({ kind: 'ai', level: 'random' }));
        const r = await ask({ type: 'newGame', game: g.id, options: { variants: [], seats: n }, seats, seed: 1 });
        expect({ game: g.id, n, started: r.ok }).toEqual({ game: g.id, n, started: offered.includes(n) });
        if (r.ok) await ask({ type: 'close', gameId: (r.result as { gameId: string }).gameId });
      }
    }
  });

  it('moves a count the chosen game does not take to the nearest it does', async () => {
    const { hello } = await hostHello();
    const toss = hello.games.find((g) => g.id === 'toss')!;
    expect(fitSeatCount(toss, 3)).toBe(2);
    expect(fitSeatCount(toss, 4)).toBe(4);
    expect(fitSeatCount(toss, 6)).toBe(4);
    expect(
      fitSeatCount(
        hello.games.find((g) => g.id === 'zero')!,
        6,
      ),
    ).toBe(2);
    expect(
      fitSeatCount(
        hello.games.find((g) => g.id === 'piplus')!,
        5,
      ),
    ).toBe(5);
  });
});
