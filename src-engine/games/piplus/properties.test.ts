/**
 * Engine invariants of Piplus under random play (fast-check): cards conserved, dice within
 * their ranges, every game ends, legal actions are accepted and canonical, finished games
 * refuse actions, replay is identical, JSON round trips, views hide what they must, and
 * determinization agrees with the view.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newRecord, replay, type GameRecord } from '../../core/record';
import { unwrap } from '../../core/result';
import { nextInt, seedRng } from '../../core/rng';
import { invariantsOf, piplus } from './index';
import { COPIES, type PiplusAction, type PiplusState } from './state';

type Seats = 2 | 3 | 4 | 5 | 6;
const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  seats: fc.constantFrom<Seats>(2, 3, 4, 5, 6),
  pick: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});
type GameParams = { seed: number; seats: Seats; pick: number };

/** Plays a random game to its end, checking the invariants after every step. */
function randomGame(p: GameParams, each?: (s: PiplusState, a: PiplusAction) => void): { s: PiplusState; record: GameRecord; steps: number } {
  const options = { seats: p.seats, variants: [] };
  let s = unwrap(piplus.setup(options, p.seed)).state;
  let rng = seedRng(p.pick);
  const actions: PiplusAction[] = [];
  while (!s.outcome) {
    if (actions.length > 3 * 400 * 6) throw new Error('random game did not terminate');
    const seat = piplus.toAct(s)[0]!;
    const legal = piplus.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const [i, r] = nextInt(rng, legal.length);
    rng = r;
    const step = piplus.apply(s, legal[i]!);
    if (!step.ok) throw new Error(step.message);
    each?.(s, legal[i]!);
    s = step.value.state;
    actions.push(legal[i]!);
    expect(invariantsOf(s)).toEqual([]);
  }
  return { s, record: { ...newRecord('piplus', options, p.seed), actions }, steps: actions.length };
}

describe('piplus: engine invariants (property tests)', () => {
  it('cards are conserved (four each of 1..10 across hands, table, discards and the cards out) and every die stays within its range', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p, (s) => {
          const count = new Array<number>(11).fill(0);
          for (const c of [...s.seats.flatMap((h) => h.hand), ...(s.table?.cards ?? []), ...s.discards, ...s.out]) count[c]!++;
          const faces = s.seats.flatMap((h) => h.dice.map((d) => `${d.kind}:${d.value >= 1 && d.value <= Number(d.kind.slice(1)) && Number.isInteger(d.value)}`));
          // One comparison per step (expect is slow in a hot loop): four of each card, every die a face of its kind.
          expect({ count: count.slice(1), bad: faces.filter((f) => f.endsWith('false')) }).toEqual({ count: new Array(10).fill(COPIES), bad: [] });
          expect(s.seats.every((h) => h.dice.map((d) => d.kind).join() === 'd4,d6,d8')).toBe(true);
        });
      }),
      { numRuns: 25 },
    );
  });

  it('every game ends after three rounds, with every seat scored each round and the winners holding the highest total', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { s } = randomGame(p);
        expect(s.phase).toBe('over');
        expect(s.round).toBe(3);
        const totals = s.seats.map((h) => {
          expect(h.scores).toHaveLength(3);
          return h.scores.reduce((x, y) => x + y, 0);
        });
        expect(s.outcome!.scores).toEqual(totals);
        const best = Math.max(...totals);
        expect(s.outcome!.winners).toEqual(totals.flatMap((t, seat) => (t === best ? [seat] : [])));
        for (const h of s.seats) for (const sc of h.scores) expect(sc).toBeLessThanOrEqual(8);
      }),
      { numRuns: 25 },
    );
  });

  it('every legal action is accepted, is distinct, and is already in the canonical form parseAction gives', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        let n = 0;
        randomGame(p, (s) => {
          if (n++ % 7 !== 0) return;
          const legal = piplus.legalActions(s, s.turn);
          const keys = legal.map((a) => JSON.stringify(a));
          expect(new Set(keys).size).toBe(keys.length);
          for (const a of legal) {
            expect(JSON.stringify(unwrap(piplus.parseAction(JSON.parse(JSON.stringify(a)))))).toBe(JSON.stringify(a));
            expect(piplus.apply(s, a).ok).toBe(true);
          }
          for (let seat = 0; seat < p.seats; seat++) if (seat !== s.turn) expect(piplus.legalActions(s, seat)).toEqual([]);
        });
      }),
      { numRuns: 8 },
    );
  });

  it('a finished game accepts no action, legal or not', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { s } = randomGame(p);
        expect(piplus.toAct(s)).toEqual([]);
        for (let seat = 0; seat < p.seats; seat++) expect(piplus.legalActions(s, seat)).toEqual([]);
        for (const a of [
          { type: 'pass', seat: s.turn, reroll: [] },
          { type: 'die', seat: s.turn, die: 'd4' },
          { type: 'play', seat: s.turn, cards: [1], dice: [null] },
        ] as PiplusAction[]) {
          const r = piplus.apply(s, a);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error).toBe('ERR_GAME_OVER');
        }
      }),
      { numRuns: 5 },
    );
  });

  it('replaying a record from seed and actions gives the identical state (every roll comes from the seeded generator)', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { s, record } = randomGame(p);
        const again = unwrap(replay(piplus, JSON.parse(JSON.stringify(record)) as GameRecord));
        expect(again.state).toEqual(s);
      }),
      { numRuns: 8 },
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

  it("a view never shows a seat another's hand, the cards out of the round, the deck order, stacked rolls or the RNG; dice are public", () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        let n = 0;
        randomGame(p, (s) => {
          if (n++ % 3 !== 0) return;
          for (let viewer = 0; viewer < p.seats; viewer++) {
            const v = piplus.view(s, viewer);
            const text = JSON.stringify(v);
            for (const key of ['"rng"', '"out"', '"stacked"', '"deal"', '"rolls"']) expect(text).not.toContain(key);
            v.seats.forEach((h, seat) => {
              expect(h.hand).toHaveLength(s.seats[seat]!.hand.length);
              expect(h.dice).toEqual(s.seats[seat]!.dice);
              if (seat !== viewer) expect(h.hand.every((c) => c === null)).toBe(true);
              else expect(h.hand).toEqual(s.seats[seat]!.hand);
            });
            expect(v.outCount).toBe(s.out.length);
          }
        });
      }),
      { numRuns: 8 },
    );
  });

  it('determinize(view) yields a full, valid state whose view for that seat equals the original view', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        let n = 0;
        randomGame(p, (s) => {
          if (n++ % 5 !== 0) return;
          for (let seat = 0; seat < p.seats; seat++) {
            const v = piplus.view(s, seat);
            const [d] = piplus.ai.determinize(v, seedRng(n + seat));
            expect(piplus.view(d, seat)).toEqual(v);
            expect(invariantsOf(d)).toEqual([]);
            expect(piplus.legalActions(d, seat)).toEqual(piplus.legalActions(s, seat));
            const e = piplus.ai.evaluate(d, seat);
            expect(e).toBeGreaterThanOrEqual(-1);
            expect(e).toBeLessThanOrEqual(1);
          }
        });
      }),
      { numRuns: 6 },
    );
  });
});
