import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseAction } from '../core/game';
import { GAMES, getGame } from '../games';
import { fuzzGame, nonJsonPath } from './fuzz';

describe('fuzzing every registered game (a sample; `npm run fuzz` runs a million actions each)', () => {
  it.each(Object.keys(GAMES))('%s: 20,000 legal and illegal actions break no invariant', (id) => {
    const r = fuzzGame(getGame(id)!, { actions: 20_000, seed: 2024 });
    expect(r.failures).toEqual([]);
    expect(r.legal).toBeGreaterThan(5_000);
    expect(r.illegal).toBeGreaterThan(5_000);
    expect(r.games).toBeGreaterThan(1);
  });
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
