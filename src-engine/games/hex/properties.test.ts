/**
 * Engine invariants of PipFall Hex under random play (fast-check): the invariants of
 * invariants.ts after every step, termination, finished games refuse actions, replay is
 * identical, JSON round trips, views hide what they must, determinization agrees with the
 * view, and every target predicts exactly what its action then does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { newRecord, replay, type GameRecord } from '../../core/record';
import { unwrap } from '../../core/result';
import { nextInt, seedRng } from '../../core/rng';
import { hex } from './index';
import { invariantBreaches } from './invariants';
import { neighbourCells } from './map';
import type { HexAction, HexEvent, HexOptions, HexState, HexTarget } from './state';

const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  seats: fc.constantFrom(2 as const, 3 as const, 4 as const),
  map: fc.constantFrom('crossfire', 'sixfold'),
  fixed: fc.boolean(),
  firstPlayer: fc.integer({ min: 0, max: 3 }),
  pick: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});
type GameParams = { seed: number; seats: 2 | 3 | 4; map: string; fixed: boolean; firstPlayer: number; pick: number };

function optionsOf(p: GameParams): HexOptions {
  const fixed = p.map === 'sixfold' ? ['F', 'D', 'B', 'A'] : ['D', 'C', 'B', 'A'];
  return { seats: p.seats, variants: [], map: p.map, firstPlayer: p.firstPlayer % p.seats, ...(p.fixed ? { locations: fixed.slice(0, p.seats) } : {}) };
}

/** Plays a random game, checking invariants after every step. */
function randomGame(p: GameParams, each?: (s: HexState, last: HexAction | null, events: readonly HexEvent[]) => void): { s: HexState; record: GameRecord } {
  const options = optionsOf(p);
  const start = unwrap(hex.setup(options, p.seed));
  let s = start.state;
  each?.(s, null, start.events);
  let rng = seedRng(p.pick);
  const actions: HexAction[] = [];
  for (let steps = 0; !s.outcome; steps++) {
    if (steps > 5000) throw new Error('random game did not terminate');
    const toAct = hex.toAct(s);
    const [k, r0] = nextInt(rng, toAct.length);
    const seat = toAct[k]!;
    const legal = hex.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const [i, r] = nextInt(r0, legal.length);
    rng = r;
    const step = unwrap(hex.apply(s, legal[i]!));
    s = step.state;
    actions.push(legal[i]!);
    expect(invariantBreaches(s)).toEqual([]);
    each?.(s, legal[i]!, step.events);
  }
  return { s, record: { ...newRecord('hex', options, p.seed), actions } };
}

describe('hex: engine invariants (property tests)', () => {
  it("cards are conserved, dice stand one to an open hex with 1..6 pips, trophies are other seats' dice taken once, hands match the dice (every step)", () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p);
      }),
      { numRuns: 40 },
    );
  });

  it('random games of 2, 3 and 4 players on both maps end within four rounds', () => {
    for (const seats of [2, 3, 4] as const) {
      for (const map of ['crossfire', 'sixfold']) {
        let rounds = 0;
        const { s } = randomGame({ seed: seats * 13, seats, map, fixed: false, firstPlayer: 1, pick: 5 }, (st) => (rounds = Math.max(rounds, st.round)));
        expect(s.phase).toBe('over');
        expect(rounds).toBeLessThanOrEqual(4);
        expect(s.outcome!.winners.length).toBeGreaterThan(0);
      }
    }
  });

  it('a finished game accepts no action, legal or not', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { s } = randomGame(p);
        expect(hex.toAct(s)).toEqual([]);
        for (let seat = 0; seat < p.seats; seat++) expect(hex.legalActions(s, seat)).toEqual([]);
        const tries: HexAction[] = [
          { type: 'chooseLocation', seat: 0, location: 'A' },
          { type: 'program', seat: 0, cards: ['2S'], leftOut: '3S' },
          { type: 'move', seat: 0, die: 0, to: { row: 0, col: 0 } },
          { type: 'power', seat: 0, die: 0 },
          { type: 'reinforce', seat: 0, at: { row: 0, col: 0 } },
        ];
        for (const a of tries) expect(hex.apply(s, a).ok).toBe(false);
      }),
      { numRuns: 10 },
    );
  });

  it('replaying a record from seed and actions gives the identical state', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { s, record } = randomGame(p);
        expect(unwrap(replay(hex, JSON.parse(JSON.stringify(record)) as GameRecord)).state).toEqual(s);
      }),
      { numRuns: 10 },
    );
  });

  it('a state survives a JSON round trip unchanged, at every step, and the copy plays on alike', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p, (s) => {
          const copy = JSON.parse(JSON.stringify(s)) as HexState;
          expect(copy).toEqual(s);
          const seat = hex.toAct(s)[0];
          if (seat === undefined) return;
          const a = hex.legalActions(s, seat)[0]!;
          expect(hex.legalActions(copy, seat)).toEqual(hex.legalActions(s, seat));
          expect(unwrap(hex.apply(copy, a))).toEqual(unwrap(hex.apply(s, a)));
        });
      }),
      { numRuns: 6 },
    );
  });

  it("a view never shows a seat another's hand, face-down programmed or left-out cards, the hidden discards, the draw deck or the RNG", () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p, (s) => {
          const open = new Set<Card>(s.discardOpen);
          s.seats.forEach((h) => h.program?.slice(0, h.revealed).forEach((c) => open.add(c)));
          for (let viewer = 0; viewer < p.seats; viewer++) {
            const text = JSON.stringify(hex.view(s, viewer));
            for (const key of ['"rng":', '"draw":', '"discardHidden":', '"deck":']) expect(text).not.toContain(key);
            const hidden: Card[] = [...s.draw, ...s.discardHidden];
            s.seats.forEach((h, seat) => {
              if (seat === viewer) return;
              hidden.push(...h.hand, ...(h.program ?? []).slice(h.revealed));
              if (h.leftOut) hidden.push(h.leftOut);
            });
            for (const c of hidden) if (!open.has(c) && !isOwn(s, viewer, c)) expect(text).not.toContain(`"${c}"`);
          }
        });
      }),
      { numRuns: 8 },
    );
  });

  it('determinize(view) yields a state whose view for that seat equals the original view; evaluate stays in [-1, 1]', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        let n = 0;
        randomGame(p, (s) => {
          if (n++ % 4 !== 0) return;
          for (let seat = 0; seat < p.seats; seat++) {
            const v = hex.view(s, seat);
            const [d] = hex.ai.determinize(v, seedRng(n));
            expect(hex.view(d, seat)).toEqual(v);
            expect(invariantBreaches(d)).toEqual([]);
            for (let other = 0; other < p.seats; other++) {
              const e = hex.ai.evaluate(d, other);
              expect(e).toBeGreaterThanOrEqual(-1);
              expect(e).toBeLessThanOrEqual(1);
            }
          }
        });
      }),
      { numRuns: 8 },
    );
  });

  it('every event narrates as one English line (no undefined, NaN or object dumps)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p, (_s, _a, events) => {
          for (const e of events) {
            const line = hex.describe(e);
            expect(line).toMatch(/^\S.*\S$/);
            expect(line).not.toMatch(/undefined|NaN|\[object|\n/);
            seen.add(e.type);
          }
        });
      }),
      { numRuns: 10 },
    );
    expect(seen.size).toBeGreaterThanOrEqual(20);
  });

  it('targets: one per legal action, and each predicts exactly the path, combat, trophies and decay its action then produces', () => {
    let checked = 0;
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p, (s) => {
          for (const seat of hex.toAct(s)) {
            const legal = hex.legalActions(s, seat);
            const targets = hex.targets!(s, seat, legal);
            expect(targets).toHaveLength(legal.length);
            legal.forEach((a, i) => {
              if (a.type === 'program' && i > 3) return; // programs only restate the action; a few suffice
              checkTarget(s, a, targets[i]!);
              checked++;
            });
          }
        });
      }),
      { numRuns: 6 },
    );
    expect(checked).toBeGreaterThan(500);
  });
});

/** A card the viewer holds or programmed (it may see its own cards anywhere). */
function isOwn(s: HexState, viewer: number, c: Card): boolean {
  const h = s.seats[viewer]!;
  return h.hand.includes(c) || (h.program ?? []).includes(c) || h.leftOut === c;
}

/** Applies `a` and checks that `t` said what happens. */
function checkTarget(s: HexState, a: HexAction, t: HexTarget): void {
  const events = unwrap(hex.apply(s, a)).events;
  const of = <T extends HexEvent['type']>(type: T) => events.filter((e) => e.type === type) as Extract<HexEvent, { type: T }>[];
  switch (t.kind) {
    case 'location':
      expect(a).toMatchObject({ type: 'chooseLocation', location: t.location });
      expect(of('locationChosen')[0]!.dice.map((d) => d.cell)).toEqual([t.rear, ...t.fronts]);
      expect(of('locationChosen')[0]!.name).toBe(t.name);
      return;
    case 'program':
      expect(a).toMatchObject({ type: 'program', cards: t.cards, leftOut: t.leftOut });
      return;
    case 'move': {
      expect(a).toMatchObject({ type: 'move', die: t.die, to: t.to });
      const moved = of('moved')[0]!;
      expect(moved.path).toEqual(t.path);
      let at = t.from;
      for (const c of t.path) {
        expect(neighbourCells(at)).toContainEqual(c);
        at = c;
      }
      expect(at).toEqual(t.to);
      const combat = of('combat')[0];
      expect(combat ? { defender: combat.defender, result: combat.result, attackerPips: combat.attackerPips, defenderPips: combat.defenderPips } : null).toEqual(
        t.combat ? { defender: t.combat.defender, result: t.combat.result, attackerPips: t.combat.attackerPips, defenderPips: t.combat.defenderPips } : null,
      );
      expect(of('captured').map((e) => ({ seat: e.seat, die: e.die, pips: e.pips }))).toEqual(t.combat?.trophies ?? []);
      const decay = of('decayed').find((e) => e.die === t.die);
      expect(decay ? { from: decay.from, to: decay.to } : null).toEqual(t.decay);
      expect(of('removed').some((e) => e.die === t.die)).toBe(t.dieRemoved);
      return;
    }
    case 'power': {
      expect(a).toMatchObject({ type: 'power', die: t.die });
      const p = of('powered')[0]!;
      expect([p.suit, p.from, p.to]).toEqual([t.suit, t.from, t.to]);
      const decay = of('decayed').find((e) => e.die === t.die);
      expect(decay ? { from: decay.from, to: decay.to } : null).toEqual(t.decay);
      expect(of('removed').some((e) => e.die === t.die)).toBe(t.dieRemoved);
      return;
    }
    case 'reinforce': {
      const r = of('reinforced')[0]!;
      expect([r.die, r.cell, r.pips]).toEqual([t.die, t.at, t.pips]);
      return;
    }
  }
}
