/** Piplus's end panel says what its log and score sheet say: the winner by colour, with the points (issue 50). */
import { afterEach, describe, expect, it } from 'vitest';
import { nextIntMut, seedRng } from '../../../src-engine/core/rng';
import { unwrap } from '../../../src-engine/core/result';
import { piplus } from '../../../src-engine/games/piplus';
import type { PiplusEvent } from '../../../src-engine/games/piplus/state';
import { addCatalogue, setLocale } from '../../i18n';
import { endWords } from '../../screens/end-words';
import { piplusEn } from './messages';
import { piplusDe } from './messages.de';
import { makeNarrator } from './narrate';
import { outcomeWords } from './outcome';

addCatalogue({ en: piplusEn, de: piplusDe });
afterEach(() => setLocale('en'));
const seatNames = ['Player 1', 'Player 2 (computer)', 'Player 3 (computer)'];

/** A whole three-seat game with seeded random moves, and its last event. */
function game(seed: number) {
  let s = unwrap(piplus.setup({ seats: 3, variants: [] }, seed)).state;
  const rng = [...seedRng(seed)] as [number, number, number, number];
  let last: PiplusEvent | undefined;
  while (!s.outcome) {
    const r = unwrap(piplus.apply(s, piplus.legalActions(s, s.turn)[nextIntMut(rng, piplus.legalActions(s, s.turn).length)]!));
    s = r.state;
    last = r.events[r.events.length - 1];
  }
  return { view: piplus.view(s, 0), outcome: s.outcome, last: last! };
}

describe('piplus end words', () => {
  it('the headline names the winner by colour with the points, as the log line does; the rows say colour and player', () => {
    const { view, outcome, last } = game(3);
    expect(outcome.winners).toHaveLength(1);
    const w = outcome.winners[0]!;
    const score = outcome.scores![w]!;
    const colour = ['Red', 'Blue', 'Gold'][w]!;
    const said = endWords('piplus', outcome, seatNames, outcomeWords(view, outcome, { seatNames }));
    expect(said.headline).toBe(`${colour} wins with ${score} points!`);
    expect(said.why).toBe('Three rounds played: the highest total wins.');
    expect(said.names).toEqual(['Red · Player 1', 'Blue · Player 2 (computer)', 'Gold · Player 3 (computer)']);
    expect(makeNarrator()(last)).toBe(`After three rounds ${colour} wins with ${score} points.`);
    setLocale('de');
    const german = endWords('piplus', outcome, seatNames, outcomeWords(view, outcome, { seatNames }));
    expect(german.headline).toBe(`${['Rot', 'Blau', 'Gold'][w]} gewinnt mit ${score} Punkten!`);
    expect(german.why).toBe('Drei Runden gespielt: Die höchste Summe gewinnt.');
  });

  it('a shared victory names the colours that tie and the points each has, one point in the singular', () => {
    const { view } = game(3);
    const outcome = { winners: [0, 2], reason: 'roundsShared', scores: [1, 0, 1] };
    const said = outcomeWords(view, outcome, { seatNames });
    expect(said.headline).toBe('Shared victory: Red and Gold, with 1 point each');
    expect(said.why).toBe('Three rounds played: Red and Gold tie on the highest total and share the win.');
    setLocale('de');
    expect(outcomeWords(view, outcome, { seatNames }).headline).toBe('Geteilter Sieg: Rot und Gold, mit je 1 Punkt');
  });
});
