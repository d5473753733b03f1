/**
 * The table session's refusal line and a lesson's coach: a refused click is reported to the
 * coach, and whatever the learner then does that the table takes (a selection, a move, a card
 * placed) tells the coach the refusal is old news, so its "Not quite" line goes (issue 52).
 */
import { describe, expect, it } from 'vitest';
import type { GameDecisions } from './kit';
import type { GameTypes, TableCoach } from './report';
import { TableSession } from './session.svelte';

type G = GameTypes;
/** A game with one decision: pick a number (a selection), then act. */
const decisions = {
  empty: null,
  key: () => 'one',
  decide: () => 'd',
  light: () => null,
  note: (_d: unknown, _s: unknown, _f: unknown, refusal: string | null) => (refusal ? { text: refusal, refused: true } : null),
  choices: () => null,
  targets: () => [],
  click: () => null,
} as unknown as GameDecisions<G, number, number | null, string, null>;

function session() {
  const said: string[] = [];
  const coach: TableCoach = { marks: [], refused: (r) => said.push(`refused ${r}`), settled: () => said.push('settled') };
  const acted: unknown[] = [];
  const s = new TableSession<G, number, number | null, string, null>(decisions, () => ({
    report: { view: {}, legal: [{ type: 'go' }], targets: [], toAct: [0], outcome: null } as never,
    seat: 0,
    seatNames: [],
    canAct: true,
    palette: {} as never,
    hint: null,
    coach,
    act: (a) => acted.push(a),
  }));
  return { s, said, acted };
}

describe('TableSession with a coach', () => {
  it('a refusal reaches the coach and shows over the board; a selection after it clears both', () => {
    const { s, said } = session();
    s.refuse('not there');
    expect(said).toEqual(['refused not there']);
    expect(s.note).toEqual({ text: 'not there', refused: true });
    s.select(2);
    expect(said).toEqual(['refused not there', 'settled']);
    expect(s.note).toBeNull();
  });

  it('a move after a refusal, or a card placed (settle), clears it too', () => {
    const { s, said, acted } = session();
    s.refuse('no');
    s.act({ type: 'go' } as never);
    expect(acted).toEqual([{ type: 'go' }]);
    expect(said.at(-1)).toBe('settled');
    expect(s.refusal).toBeNull();
    s.refuse('no again');
    s.settle();
    expect(said.at(-1)).toBe('settled');
    expect(s.refusal).toBeNull();
  });
});
