/**
 * Arena experiments with Zero's planner (src-engine/games/zero/players.ts) at other settings:
 * `zplan+temperature=0.3+nextDeals=8` starts from hard's and overrides the fields named.
 * Where the planner does not play (solo, variants) the spec is refused: the arena would
 * otherwise measure a search under the planner's name.
 */
import type { Bot } from '../src-engine/ai/bot';
import type { ZeroAction, ZeroView } from '../src-engine/games/zero/state';
import { makePlanner, PLANNER_LEVELS, type PlannerLevel } from '../src-engine/games/zero/players';

export function plannerFor(spec: string): Bot {
  const [, ...tweaks] = spec.split('+');
  const level: Record<string, unknown> = { ...PLANNER_LEVELS.hard };
  for (const t of tweaks) {
    const [k, v] = t.split('=');
    if (!k || typeof level[k] !== 'number' || !Number.isFinite(Number(v))) throw new Error(`arena: bad planner setting "${t}" in "${spec}"`);
    level[k] = Number(v);
  }
  const player = makePlanner(level as unknown as PlannerLevel);
  return {
    name: spec,
    choose(_game, view, seat, legal, rng) {
      const v = view as ZeroView;
      if (!player.plays(v)) throw new Error(`arena: ${spec} plays two-seat standard Zero only`);
      return player.choose(v, seat, legal as readonly ZeroAction[], rng);
    },
  };
}
