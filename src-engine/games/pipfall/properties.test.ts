/**
 * Engine invariants of PipFall under random play (fast-check): cards conserved, pips in
 * range, one die per cell, unique ids, finished games refuse actions, replay is identical,
 * JSON round trips, views hide what they must, and determinization agrees with the view.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_52, type Card } from '../../core/cards';
import { newRecord, replay, type GameRecord } from '../../core/record';
import { unwrap } from '../../core/result';
import { nextInt, seedRng } from '../../core/rng';
import { pipfall } from './index';
import { PIPFALL_VARIANTS, type PipfallAction, type PipfallState, type PipfallVariant } from './state';

const variantsArb = fc.subarray([...PIPFALL_VARIANTS] as PipfallVariant[]);
const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  seats: fc.constantFrom(2 as const, 3 as const, 4 as const),
  variants: variantsArb,
  pick: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});
type GameParams = { seed: number; seats: 2 | 3 | 4; variants: PipfallVariant[]; pick: number };

/** Every card the state holds anywhere: hands, programs, initiative cards, piles, Restore cards, retired cards. */
function allCards(s: PipfallState): Card[] {
  const out: Card[] = [...s.deck.draw, ...s.deck.discard, ...s.retired];
  for (const h of s.seats) {
    out.push(...h.hand, ...(h.program ?? []));
    if (h.initiative) out.push(h.initiative);
    if (h.restoreCard) out.push(h.restoreCard);
  }
  return out;
}

function checkInvariants(s: PipfallState): void {
  const cards = allCards(s);
  expect(cards.length).toBe(52);
  expect(new Set(cards).size).toBe(52);
  expect(new Set(cards)).toEqual(new Set(DECK_52));
  const ids = new Set<number>();
  expect(s.board.length).toBe(s.size);
  for (const row of s.board) {
    expect(row.length).toBe(s.size);
    for (const d of row) {
      if (!d) continue;
      expect(d.pips).toBeGreaterThanOrEqual(1);
      expect(d.pips).toBeLessThanOrEqual(6);
      expect(Number.isInteger(d.pips)).toBe(true);
      expect(ids.has(d.id)).toBe(false);
      ids.add(d.id);
    }
  }
}

/** Plays a random game, checking invariants after every step. */
function randomGame(p: GameParams, each?: (s: PipfallState) => void): { s: PipfallState; record: GameRecord } {
  const options = { seats: p.seats, variants: p.variants };
  let s = unwrap(pipfall.setup(options, p.seed)).state;
  let rng = seedRng(p.pick);
  const actions: PipfallAction[] = [];
  let steps = 0;
  while (!s.outcome) {
    if (++steps > 5000) throw new Error('random game did not terminate');
    const seat = pipfall.toAct(s)[0]!;
    const legal = pipfall.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const [i, r] = nextInt(rng, legal.length);
    rng = r;
    const step = pipfall.apply(s, legal[i]!);
    if (!step.ok) throw new Error(step.message);
    s = step.value.state;
    actions.push(legal[i]!);
    checkInvariants(s);
    each?.(s);
  }
  return { s, record: { ...newRecord('pipfall', options, p.seed), actions } };
}

describe('pipfall: engine invariants (property tests)', () => {
  it('cards are conserved (48 + the 4 club face cards), pips stay within 1..6, one die per cell, ids unique', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p);
      }),
      { numRuns: 30 },
    );
  });

  it('random playouts of 2, 3 and 4 players with each variant terminate', () => {
    for (const seats of [2, 3, 4] as const) {
      for (const variants of [[], ...PIPFALL_VARIANTS.map((v) => [v]), [...PIPFALL_VARIANTS]] as PipfallVariant[][]) {
        const { s } = randomGame({ seed: seats * 7 + variants.length, seats, variants, pick: 11 });
        expect(s.outcome).not.toBeNull();
        expect(s.phase).toBe('over');
      }
    }
  });

  it('a finished game accepts no action, legal or not', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { s } = randomGame(p);
        expect(pipfall.toAct(s)).toEqual([]);
        for (let seat = 0; seat < p.seats; seat++) expect(pipfall.legalActions(s, seat)).toEqual([]);
        const tries: PipfallAction[] = [
          { type: 'program', seat: 0, cards: ['2S', '3S', '4S'], initiative: '5S' },
          { type: 'place', seat: 0, lane: { kind: 'row', index: 0 } },
          { type: 'activate', seat: 0, die: 0, use: { kind: 'power' } },
          { type: 'glory', seat: 0, die: null },
          { type: 'restore', seat: 0, use: true },
        ];
        for (const a of tries) expect(pipfall.apply(s, a).ok).toBe(false);
      }),
      { numRuns: 10 },
    );
  });

  it('replaying a record from seed and actions gives the identical state', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { s, record } = randomGame(p);
        const again = unwrap(replay(pipfall, JSON.parse(JSON.stringify(record)) as GameRecord));
        expect(again.state).toEqual(s);
      }),
      { numRuns: 10 },
    );
  });

  it('a state survives a JSON round trip unchanged, at every step', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p, (s) => {
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        });
      }),
      { numRuns: 5 },
    );
  });

  it("a view never shows a seat another's hand, face-down or cancelled cards, hidden initiative cards, the deck or the RNG", () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p, (s) => {
          for (let viewer = 0; viewer < p.seats; viewer++) {
            const text = JSON.stringify(pipfall.view(s, viewer));
            expect(text).not.toContain('"rng":');
            expect(text).not.toContain('"draw":');
            expect(text).not.toContain('"discard":');
            expect(text).not.toContain('"deck":');
            s.seats.forEach((h, seat) => {
              if (seat === viewer) return;
              for (const c of h.hand) expect(text).not.toContain(`"${c}"`);
              (h.program ?? []).forEach((c, i) => {
                if (!h.revealed[i] && !isOpen(s, c)) expect(text).not.toContain(`"${c}"`);
              });
              if (h.initiative && s.startPlayer === null) expect(text).not.toContain(`"${h.initiative}"`);
            });
          }
        });
      }),
      { numRuns: 8 },
    );
  });

  it('determinize(view) yields a state whose view for that seat equals the original view', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        let n = 0;
        randomGame(p, (s) => {
          if (n++ % 5 !== 0) return;
          for (let seat = 0; seat < p.seats; seat++) {
            const v = pipfall.view(s, seat);
            const [d] = pipfall.ai.determinize(v, seedRng(n));
            expect(pipfall.view(d, seat)).toEqual(v);
            checkInvariants(d);
            const e = pipfall.ai.evaluate(d, seat);
            expect(e).toBeGreaterThanOrEqual(-1);
            expect(e).toBeLessThanOrEqual(1);
          }
        });
      }),
      { numRuns: 8 },
    );
  });
});

/** A card shown face up elsewhere (a revealed card or initiative card of some seat). */
function isOpen(s: PipfallState, c: Card): boolean {
  return s.seats.some((h) => (h.program ?? []).some((x, i) => x === c && h.revealed[i]) || (s.startPlayer !== null && h.initiative === c));
}
