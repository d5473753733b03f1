/** Piplus in words: hints, previews and the log, on real engine games. */
import { describe, expect, it } from 'vitest';
import { piplus } from '../../../src-engine/games/piplus';
import type { PiplusEvent, PiplusState } from '../../../src-engine/games/piplus/state';
import { scene } from '../../../src-engine/games/piplus/testkit';
import { seedRng, nextIntMut } from '../../../src-engine/core/rng';
import { unwrap } from '../../../src-engine/core/result';
import { addMessages } from '../../i18n';
import { piplusEn } from './messages';
import { makeNarrator } from './narrate';
import { actionWords, previewWords } from './words';

addMessages(piplusEn);

/** Plays a whole game with a seeded random choice among the legal actions, collecting every event. */
function randomGame(seats: 2 | 3 | 4 | 5 | 6, seed: number): { events: PiplusEvent[]; states: PiplusState[] } {
  const setup = unwrap(piplus.setup({ seats, variants: [] }, seed));
  let s = setup.state;
  const events = [...setup.events];
  const states = [s];
  const rng = [...seedRng(seed)] as [number, number, number, number];
  while (!s.outcome) {
    const legal = piplus.legalActions(s, s.turn);
    const r = unwrap(piplus.apply(s, legal[nextIntMut(rng, legal.length)]!));
    events.push(...r.events);
    s = r.state;
    states.push(s);
  }
  return { events, states };
}

const unfilled = /\[piplus\.|\{\w+\}|undefined|NaN/;

describe('piplus words', () => {
  it('narrates whole games of every size with no missing message or placeholder', () => {
    for (const seats of [2, 3, 4, 5, 6] as const) {
      const narrate = makeNarrator();
      const { events } = randomGame(seats, seats * 7);
      const lines = events.map((e) => narrate(e)).filter((l): l is string => l !== null);
      for (const l of lines) expect(l).not.toMatch(unfilled);
      expect(lines.filter((l) => l.startsWith('Opening roll'))).toHaveLength(3);
      expect(lines.at(-1)).toMatch(/^After three rounds/);
    }
  });

  it('tells an opening roll, a pass with rerolls and a forced reroll in one line each, with their dice', () => {
    const narrate = makeNarrator();
    const setup = unwrap(piplus.setup({ seats: 2, variants: [], rolls: { d4: [2, 3], d6: [3, 2], d8: [4, 7] } }, 5));
    const lines = setup.events.map((e) => narrate(e)).filter((l) => l !== null);
    expect(lines.at(-1)).toBe('Opening roll: Red 2+3+4 = 9; Blue 3+2+7 = 12. Red starts (lowest total).');
    // Blue passes and rerolls its d4 and d8 (stacked 4 and 1).
    const s = scene({ hands: [[3], [5, 9]], dice: [{ values: [1, 1, 1] }, { values: [2, 3, 6] }], table: [8], turn: 1, rolls: { d4: [4], d8: [1] } });
    const r = unwrap(piplus.apply(s, { type: 'pass', seat: 1, reroll: ['d4', 'd8'] }));
    const passLines = r.events.map((e) => narrate(e)).filter((l) => l !== null);
    expect(passLines[0]).toBe('Blue passes and rerolls d4 4 and d8 1.');
    // Red plays its last unused die on a card with cards left: the three are rerolled at once.
    const f = scene({ hands: [[3, 4], [5]], dice: [{ values: [1, 2, 6], spent: ['d4', 'd6'] }, { values: [1, 1, 1] }], table: [8], turn: 0, rolls: { d4: [3], d6: [5], d8: [8] } });
    const g = unwrap(piplus.apply(f, { type: 'play', seat: 0, cards: [3], dice: ['d8'] }));
    const forced = g.events.map((e) => narrate(e)).filter((l) => l !== null);
    expect(forced).toEqual(['Red beats a single 8 with a single 9: 3+d8 (6). Left in play as a single 3.', 'Red has spent all three dice and rerolls them: d4 3, d6 5 and d8 8.']);
  });

  it('a round a lesson opens under way says what was dealt (12 each with two players), not what the hands hold now', () => {
    const narrate = makeNarrator();
    const o = unwrap(
      piplus.parseOptions({
        seats: 2,
        scenario: {
          hands: [
            [2, 3, 5, 5, 7, 9, 10],
            [4, 6, 6, 6, 8, 8, 10],
          ],
          dice: [
            [3, 2, 6],
            [2, 5, 7],
          ],
          turn: 0,
        },
      }),
    );
    const lines = unwrap(piplus.setup(o, 1))
      .events.map((e) => narrate(e))
      .filter((l) => l !== null);
    expect(lines[0]).toBe('Round 1 of 3, already under way: 12 cards were dealt to each player; 16 cards sit out this round.');
    // A real deal still says its own size.
    const fresh = unwrap(piplus.setup({ seats: 3, variants: [] }, 2)).events.map((e) => makeNarrator()(e));
    expect(fresh[0]).toBe('Round 1 of 3: 11 cards each; 7 cards sit out this round.');
  });

  it('says every legal action of a game in words, with its consequences', () => {
    const { states } = randomGame(4, 11);
    for (const s of states.slice(0, 120)) {
      if (s.outcome) continue;
      const legal = piplus.legalActions(s, s.turn);
      const targets = piplus.targets!(s, s.turn, legal);
      const view = piplus.view(s, s.turn);
      legal.forEach((a, i) => {
        expect(actionWords(a, targets[i], view)).not.toMatch(unfilled);
        expect(previewWords(targets[i]!, view.seats[s.turn]!.dice, (x) => `P${x}`)).not.toMatch(unfilled);
      });
    }
    const s = scene({
      hands: [
        [3, 5, 7, 7, 10],
        [1, 2],
      ],
      dice: [{ values: [3, 5, 2] }, { values: [1, 1, 1] }],
      table: [8, 8],
      turn: 0,
    });
    const a = { type: 'play', seat: 0, cards: [5, 10], dice: ['d6', null] } as const;
    const legal = piplus.legalActions(s, 0);
    const i = legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(a));
    const target = piplus.targets!(s, 0, legal)[i];
    expect(actionWords(a, target, piplus.view(s, 0))).toBe('Play 5+d6 (5) and 10: two 10s, beating two 8s');
    expect(previewWords(target!, s.seats[0]!.dice, () => '')).toBe('Two 10s beat two 8s. To the lid: d6. Left in play as two 5s.');
    expect(actionWords({ type: 'pass', seat: 0, reroll: ['d4', 'd8'] }, undefined, piplus.view(s, 0))).toBe('Pass and reroll your d4 (3) and d8 (2)');
  });
});
