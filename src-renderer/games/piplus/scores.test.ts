/** The end screen's breakdown of a Piplus game: each round's score and the total, per seat. */
import { describe, expect, it } from 'vitest';
import { piplus } from '../../../src-engine/games/piplus';
import { unwrap } from '../../../src-engine/core/result';
import { seedRng, nextIntMut } from '../../../src-engine/core/rng';
import { addMessages } from '../../i18n';
import { piplusEn } from './messages';
import { endBreakdown } from './scores';

addMessages(piplusEn);

describe('piplus end breakdown', () => {
  it('has a column per round, headed for the total, and a row per seat that adds up to the outcome', () => {
    let s = unwrap(piplus.setup({ seats: 4, variants: [] }, 3)).state;
    const rng = [...seedRng(3)] as [number, number, number, number];
    while (!s.outcome) {
      const legal = piplus.legalActions(s, s.turn);
      s = unwrap(piplus.apply(s, legal[nextIntMut(rng, legal.length)]!)).state;
    }
    const b = endBreakdown(piplus.view(s, 0), s.outcome);
    expect(b.columns).toEqual(['Round 1', 'Round 2', 'Round 3']);
    expect(b.score).toBe('Total');
    expect(b.rows).toHaveLength(4);
    b.rows.forEach((row, seat) => {
      expect((row as number[]).reduce((a, x) => a + x, 0)).toBe(s.outcome!.scores![seat]);
    });
  });

  it('leaves the rounds not played yet blank', () => {
    const s = unwrap(piplus.setup({ seats: 2, variants: [] }, 1)).state;
    expect(endBreakdown(piplus.view(s, 0), null).rows[0]).toEqual(['–', '–', '–']);
  });
});
