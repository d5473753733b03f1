/**
 * Engine invariants of Pip Zero under random play (fast-check): cards conserved, pips in
 * range, no die in two cells, finished games refuse actions, replay is identical, views
 * hide what they must, and the AI's determinization agrees with the view it came from.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_52, type Card } from '../../core/cards';
import { newRecord, replay, type GameRecord } from '../../core/record';
import { unwrap } from '../../core/result';
import { nextInt, seedRng } from '../../core/rng';
import { zero } from './index';
import type { ZeroAction, ZeroState, ZeroVariant } from './state';

const variantsArb = fc.subarray(['easier', 'hardcore'] as ZeroVariant[]);
const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  seats: fc.constantFrom(1 as const, 2 as const),
  variants: variantsArb,
  pick: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

/** Every card the state holds anywhere: hands, programs, the Adversary's card, draw and discard piles. */
function allCards(s: ZeroState): Card[] {
  const out: Card[] = [...s.deck.draw, ...s.deck.discard];
  for (const h of s.seats) out.push(...h.hand, ...(h.program ?? []));
  if (s.adversaryCard) out.push(s.adversaryCard);
  return out;
}

function checkInvariants(s: ZeroState): void {
  // The last hand's cards stay on the table when a grid clears mid-hand: all 52 are still there.
  const cards = allCards(s);
  expect(cards.length).toBe(52);
  expect(new Set(cards).size).toBe(52);
  for (const g of s.grids) {
    const ids = new Set<number>();
    for (const row of g)
      for (const d of row) {
        if (!d) continue;
        expect(d.pips).toBeGreaterThanOrEqual(1);
        expect(d.pips).toBeLessThanOrEqual(6);
        expect(ids.has(d.id)).toBe(false);
        ids.add(d.id);
      }
  }
}

/** Plays a random game, checking invariants after every step; returns the record and the end state. */
function randomGame(p: { seed: number; seats: 1 | 2; variants: ZeroVariant[]; pick: number }, each?: (s: ZeroState) => void): { s: ZeroState; record: GameRecord } {
  const options = { seats: p.seats, variants: p.variants };
  let s = unwrap(zero.setup(options, p.seed)).state;
  let rng = seedRng(p.pick);
  const actions: ZeroAction[] = [];
  while (!s.outcome) {
    const seat = zero.toAct(s)[0]!;
    const legal = zero.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const [i, r] = nextInt(rng, legal.length);
    rng = r;
    const step = zero.apply(s, legal[i]!);
    if (!step.ok) throw new Error(step.message);
    s = step.value.state;
    actions.push(legal[i]!);
    checkInvariants(s);
    each?.(s);
  }
  return { s, record: { ...newRecord('zero', options, p.seed), actions } };
}

describe('zero: engine invariants (property tests)', () => {
  it('cards are conserved, pips stay within 1..6 and no die stands in two cells, after every action', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p);
      }),
      { numRuns: 40 },
    );
  });

  it('a finished game accepts no action, legal or not', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { s } = randomGame(p);
        expect(zero.toAct(s)).toEqual([]);
        const hand = DECK_52.slice(0, 4) as unknown as ZeroAction extends { cards: infer C } ? C : never;
        for (const a of [
          { type: 'program', seat: 0, cards: hand },
          { type: 'choose', seat: 0, choice: { kind: 'power' } },
        ] as ZeroAction[]) {
          const r = zero.apply(s, a);
          expect(r.ok).toBe(false);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('replaying a record from seed and actions gives the identical state', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { s, record } = randomGame(p);
        const again = unwrap(replay(zero, JSON.parse(JSON.stringify(record)) as GameRecord));
        expect(again.state).toEqual(s);
      }),
      { numRuns: 15 },
    );
  });

  it("a view never shows another seat its opponent's hand, face-down program or the deck order", () => {
    fc.assert(
      fc.property(
        gameArb.filter((p) => p.seats === 2),
        (p) => {
          randomGame(p, (s) => {
            const v = zero.view(s, 1);
            const text = JSON.stringify(v);
            const h0 = s.seats[0]!;
            for (const c of h0.hand) expect(text).not.toContain(`"${c}"`);
            (h0.program ?? []).forEach((c, i) => {
              if (!h0.revealed[i] && !s.deck.discard.includes(c)) expect(text).not.toContain(`"${c}"`);
            });
            expect(text).not.toContain('"rng"');
            expect(text).not.toContain('"draw"');
          });
        },
      ),
      { numRuns: 10 },
    );
  });

  it('determinize(view) yields a state whose view for that seat equals the original view', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        let n = 0;
        randomGame(p, (s) => {
          if (n++ % 7 !== 0 || s.outcome) return;
          for (const seat of s.grids.map((_, i) => i)) {
            const v = zero.view(s, seat);
            const [d] = zero.ai.determinize(v, seedRng(n));
            expect(zero.view(d, seat)).toEqual(v);
            checkInvariants(d);
          }
        });
      }),
      { numRuns: 10 },
    );
  });
});
