import { describe, expect, it } from 'vitest';
import type { BaseAction } from '../core/game';
import { seedRng } from '../core/rng';
import { zero } from '../games/zero/index';
import { BOT_LEVELS, getBot, LEVELS, PLAYER_LEVELS } from './index';
import { makeOracleBot, seeingAll } from './oracle';
import { randomZeroState } from './testkit';

const cheap = { ...LEVELS.hard, iterations: 120, perAction: 10 };

describe('the oracle (measurement only)', () => {
  it('is never offered to a player and no level name reaches it', () => {
    expect(PLAYER_LEVELS).not.toContain('oracle');
    expect(BOT_LEVELS).not.toContain('oracle');
    expect(getBot('oracle')).toBeUndefined();
  });

  it('searches the full state itself: its "determinization" is the state, hidden hands and deck order included', () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 3, 0);
    const [world] = seeingAll(zero).ai.determinize(state, seedRng(1)) as [typeof state, unknown];
    expect({ ...world, rng: state.rng }).toEqual(state);
    expect(world.seats[1]!.hand).toEqual(state.seats[1]!.hand);
    expect(world.deck).toEqual(state.deck);
    // An honest determinization of seat 0's view deals seat 1 other cards.
    const [sampled] = zero.ai.determinize(zero.view(state, 0), seedRng(1));
    expect(sampled.seats[1]!.hand).not.toEqual(state.seats[1]!.hand);
  });

  it('does not see the future: the dice still to roll come from a fresh generator in each sampled world', () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 3, 0);
    const [a] = seeingAll(zero).ai.determinize(state, seedRng(1)) as [typeof state, unknown];
    const [b] = seeingAll(zero).ai.determinize(state, seedRng(2)) as [typeof state, unknown];
    expect(a.rng).not.toEqual(state.rng);
    expect(b.rng).not.toEqual(a.rng);
  });

  it('plays a legal action, the same one from the same seed', () => {
    for (let seed = 0; seed < 4; seed++) {
      const state = randomZeroState({ seats: 2, variants: [] }, seed, seed * 3);
      if (zero.outcome(state) !== null) continue;
      const seat = zero.toAct(state)[0]!;
      const legal: readonly BaseAction[] = zero.legalActions(state, seat);
      const bot = makeOracleBot(cheap);
      const a = bot.choose(zero, state, seat, legal, seedRng(seed));
      expect(legal).toContain(a.action);
      expect(bot.choose(zero, state, seat, legal, seedRng(seed))).toEqual(a);
    }
  });
});
