import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame, BaseAction } from '../core/game';
import { GAMES, getGame, initGames } from '../games';
import { fuzzGame, nonJsonPath } from './fuzz';

/**
 * One run per game, and per mode where a game has two. Toss's digital game runs the physics on
 * every toss (milliseconds each), so its sample is smaller; `npm run fuzz -- --game toss` runs more.
 */
const RUNS: { label: string; id: string; actions: number; options?: Record<string, unknown> }[] = Object.keys(GAMES).flatMap((id) =>
  id === 'toss'
    ? [
        { label: 'toss keeper', id, actions: 20_000, options: { mode: 'keeper' } },
        { label: 'toss digital', id, actions: 300, options: { mode: 'digital' } },
      ]
    : [{ label: id, id, actions: 20_000 }],
);

describe('fuzzing every registered game (a sample; `npm run fuzz` runs a million actions each)', () => {
  beforeAll(() => initGames());

  it.each(RUNS)(
    '$label: $actions legal and illegal actions break no invariant',
    ({ id, actions, options }) => {
      const r = fuzzGame(getGame(id)!, { actions, seed: 2024, ...(options ? { options } : {}) });
      expect(r.failures).toEqual([]);
      expect(r.legal).toBeGreaterThan(actions / 4);
      expect(r.illegal).toBeGreaterThan(actions / 4);
      expect(r.games).toBeGreaterThan(actions > 1000 ? 1 : 0);
    },
    600_000,
  );
});

describe('the fuzzer finds broken games', () => {
  const zero = getGame('zero')!;
  it.each<[string, Partial<AnyGame>, RegExp]>([
    [
      'accepts actions of a seat that is not to act',
      { apply: (s: unknown, a: BaseAction) => zero.apply(s, { ...a, seat: zero.toAct(s)[0] ?? a.seat }) },
      /does not list|changed its input/,
    ],
    [
      'mutates its input when refusing',
      {
        apply: (s: unknown, a: BaseAction) => {
          const r = zero.apply(s, a);
          if (!r.ok) (s as Record<string, unknown>)['scratch'] = 1;
          return r;
        },
      },
      /changed its input state/,
    ],
    [
      'keeps non-JSON values in its state',
      {
        apply: (s: unknown, a: BaseAction) => {
          const r = zero.apply(s, a);
          return r.ok ? { ...r, value: { ...r.value, state: { ...(r.value.state as object), when: new Date(0) } } } : r;
        },
      },
      /not plain JSON/,
    ],
  ])('%s', (_name, patch, message) => {
    const broken = { ...zero, ...patch } as AnyGame;
    const r = fuzzGame(broken, { actions: 400, seed: 5 });
    expect(r.failureCount).toBeGreaterThan(0);
    expect(r.failures.join('\n')).toMatch(message);
  });

  it('nonJsonPath points at the offending value', () => {
    expect(nonJsonPath({ a: [1, { b: NaN }] })).toBe('$.a[1].b');
    expect(nonJsonPath({ a: undefined })).toBe('$.a');
    expect(nonJsonPath({ a: [1, 'x', null, true, { c: {} }] })).toBeNull();
  });
});
