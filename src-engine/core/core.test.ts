/** Cards, decks, dice, the seeded generator and records: the shared pieces every game stands on. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCards, DECK_48, DECK_52, isFace, parseCard, rankValue, type Card } from './cards';
import { checkStackedDeck, newDeck, reshuffleDiscards, scenarioDeck } from './deck';
import { DIE_FACES, DIE_KINDS, flipPips, isFaceOf, rollD6, rollKind, rollKindMut } from './dice';
import { outcomeValue } from './game';
import { parseRecord } from './record';
import { nextInt, seedRng, shuffle } from './rng';

describe('cards', () => {
  it('a 52-card deck of distinct cards; the 48-card deck lacks exactly the four club face cards', () => {
    expect(new Set(DECK_52).size).toBe(52);
    expect(DECK_48).toHaveLength(48);
    expect(DECK_52.filter((c) => !DECK_48.includes(c)).sort()).toEqual(['AC', 'JC', 'KC', 'QC']);
  });

  it('rank order is A high, 2 low; equal ranks break ties S > H > D > C', () => {
    expect(compareCards('AC', 'KS')).toBeGreaterThan(0);
    expect(compareCards('2S', '3C')).toBeLessThan(0);
    const kings: Card[] = ['KC', 'KH', 'KS', 'KD'];
    expect(kings.sort((a, b) => compareCards(b, a))).toEqual(['KS', 'KH', 'KD', 'KC']);
  });

  it('face cards are J, Q, K and A; rank values run 2..14', () => {
    expect(['JS', 'QH', 'KD', 'AC'].every((c) => isFace(c as Card))).toBe(true);
    expect(isFace('TS')).toBe(false);
    expect(rankValue('TS')).toBe(10);
    expect(rankValue('AS')).toBe(14);
  });

  it('parseCard accepts lower case and 10, refuses anything else with a message', () => {
    expect(parseCard('10h')).toEqual({ ok: true, value: 'TH' });
    const bad = parseCard('1X');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/not a card/);
  });
});

describe('seeded generator', () => {
  it('the same seed gives the same sequence; its state is plain JSON', () => {
    const a = seedRng(7);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    const seq = (s: ReturnType<typeof seedRng>) => {
      const out: number[] = [];
      for (let i = 0; i < 20; i++) {
        const [v, n] = nextInt(s, 1000);
        out.push(v);
        s = n;
      }
      return out;
    };
    expect(seq(seedRng(7))).toEqual(seq(seedRng(7)));
    expect(seq(seedRng(7))).not.toEqual(seq(seedRng(8)));
  });

  it('nextInt stays in [0, n) and shuffle is a permutation (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const [v] = nextInt(seedRng(seed), n);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(n);
        const [sh] = shuffle(seedRng(seed), DECK_52);
        expect([...sh].sort()).toEqual([...DECK_52].sort());
      }),
    );
  });

  it('d6 rolls cover 1..6 roughly evenly', () => {
    let s = seedRng(3);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      const [p, n] = rollD6(s);
      counts[p - 1]!++;
      s = n;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });
});

describe('dice', () => {
  it('Spades flips to the opposite face, 7 - pips', () => {
    expect([1, 2, 3, 4, 5, 6].map((p) => flipPips(p as 1))).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('d4, d6 and d8 roll every face of their range and nothing outside it; the mutable roll draws the same values', () => {
    for (const kind of DIE_KINDS) {
      let s = seedRng(11);
      const mut: [number, number, number, number] = [...seedRng(11)];
      const seen = new Set<number>();
      for (let i = 0; i < 400; i++) {
        const [v, n] = rollKind(s, kind);
        expect(isFaceOf(kind, v)).toBe(true);
        expect(rollKindMut(mut, kind)).toBe(v);
        seen.add(v);
        s = n;
      }
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: DIE_FACES[kind] }, (_, i) => i + 1));
    }
    expect(isFaceOf('d4', 5)).toBe(false);
    expect(isFaceOf('d8', 8)).toBe(true);
    expect(isFaceOf('d6', 0)).toBe(false);
  });
});

describe('decks', () => {
  it('a stacked deck is dealt top card first; a broken one is refused', () => {
    const order = [...DECK_52].reverse();
    const d = newDeck(DECK_52, seedRng(1), order);
    expect(d.ok && d.value.deck.draw[0]).toBe('AC');
    expect(checkStackedDeck(DECK_52, order.slice(1)).ok).toBe(false);
    expect(checkStackedDeck(DECK_52, [...order.slice(1), 'AC', 'AC']).ok).toBe(false);
    expect(checkStackedDeck(DECK_48, DECK_52).ok).toBe(false);
  });

  it('a scenario deck: the top cards first, the rest in standard order, only `left` of them to draw', () => {
    const d = scenarioDeck(DECK_48, ['KS', '2H'], 10);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.value.draw).toEqual(['KS', '2H', ...DECK_48.filter((c) => c !== 'KS' && c !== '2H').slice(0, 8)]);
    expect(d.value.discard).toHaveLength(38);
    expect(new Set([...d.value.draw, ...d.value.discard]).size).toBe(48);
    expect(scenarioDeck(DECK_48, []).ok && scenarioDeck(DECK_48, []).ok).toBe(true);
    expect(scenarioDeck(DECK_48, ['AC']).ok).toBe(false); // not in the 48-card deck
    expect(scenarioDeck(DECK_48, ['2H', '2H']).ok).toBe(false);
    expect(scenarioDeck(DECK_48, ['2H', '3H'], 1).ok).toBe(false); // the top does not fit in the draw pile
    expect(scenarioDeck(DECK_48, [], 49).ok).toBe(false);
  });

  it('reshuffling puts the discards, shuffled, under the draw pile', () => {
    const r = reshuffleDiscards({ draw: ['2S'], discard: ['3S', '4S', '5S'] }, seedRng(1));
    expect(r.deck.draw[0]).toBe('2S');
    expect([...r.deck.draw].sort()).toEqual(['2S', '3S', '4S', '5S']);
    expect(r.deck.discard).toEqual([]);
  });
});

describe('records', () => {
  it('foreign and damaged files are told apart, each with a clear message', () => {
    const foreign = parseRecord({ hello: 'world' });
    expect(!foreign.ok && foreign.message).toMatch(/not a PipFall game record/);
    const damaged = parseRecord({ format: 'pipfall-record', version: 1, game: 'zero', options: {}, seed: 'x', actions: [] });
    expect(!damaged.ok && damaged.message).toMatch(/damaged.*seed/);
    expect(parseRecord({ format: 'pipfall-record', version: 1, game: 'zero', options: {}, seed: 1, actions: [] }).ok).toBe(true);
  });
});

describe("a finished game's worth to the search", () => {
  it('a win alone is 1, a loss -1, and a victory shared by k seats its share of a win, 2/k - 1, as the arena scores it', () => {
    expect(outcomeValue({ winners: [2], reason: 'x' }, 2)).toBe(1);
    expect(outcomeValue({ winners: [2], reason: 'x' }, 0)).toBe(-1);
    expect(outcomeValue({ winners: [0, 1], reason: 'x' }, 1)).toBe(0);
    expect(outcomeValue({ winners: [0, 1, 3], reason: 'x' }, 3)).toBeCloseTo(-1 / 3, 12);
    expect(outcomeValue({ winners: [0, 1, 2, 3], reason: 'x' }, 0)).toBe(-0.5);
    expect(outcomeValue({ winners: [], reason: 'x' }, 0)).toBe(-1);
    // The arena scores a k-way share 1/k of a win; on [-1, 1] that is 2/k - 1, so the search
    // never values a share above the fight a lone win would need.
    for (const k of [1, 2, 3, 4, 5, 6]) {
      const winners = Array.from({ length: k }, (_, i) => i);
      expect(outcomeValue({ winners, reason: 'x' }, 0)).toBeCloseTo(2 * (1 / k) - 1, 12);
    }
  });
});
