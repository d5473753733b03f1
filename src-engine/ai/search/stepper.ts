/**
 * How the search plays a game: on a private copy in place where the game allows it, else
 * through the pure `apply`; and the game's fast paths for questions about legal actions.
 */
import type { AnyGame, BaseAction, Seat } from '../../core/game';

/** Applying actions to a private state, in place where the game allows it. */
export interface Stepper {
  /** A private copy of a determinized world. */
  start(world: unknown): unknown;
  /** The state after `action`, or null if the engine refused it. */
  step(state: unknown, action: BaseAction): unknown;
  /** A copy for trying an action without losing `state` (cheap-greedy rollouts). */
  copy(state: unknown): unknown;
}

/** The game's stepper: in place (`ai.cloneMut`/`ai.applyMut`) where it has both, else the pure `apply`. */
export function stepperFor(game: AnyGame): Stepper {
  const ai = game.ai;
  if (ai.cloneMut && ai.applyMut) {
    const [cloneMut, applyMut] = [ai.cloneMut.bind(ai), ai.applyMut.bind(ai)];
    return {
      start: (w) => cloneMut(w),
      step: (s, a) => (applyMut(s, a) ? s : null),
      copy: (s) => cloneMut(s),
    };
  }
  return {
    start: (w) => w,
    step: (s, a) => {
      const r = game.apply(s, a);
      return r.ok ? r.value.state : null;
    },
    copy: (s) => s,
  };
}

/**
 * The game's optional fast paths for the questions the search asks of a seat's legal actions
 * without needing the whole list (core/game.ts `AiHooks`): the type of the first (the horizon
 * check), and the count and one action (a move drawn at random). Null where the game has none.
 */
export interface Shortcuts {
  readonly typeOf: ((state: unknown, seat: Seat) => string | null) | null;
  readonly count: ((state: unknown, seat: Seat) => number) | null;
  readonly at: ((state: unknown, seat: Seat, i: number) => BaseAction) | null;
  /** The game's `quietDecision`: every legal action of the seat leaves the evaluation as it is, so cheap greedy keeps the first. */
  readonly quiet: ((state: unknown, seat: Seat) => boolean) | null;
}

/** The game's fast paths, bound to its AI hooks (null where it has none). */
export function shortcutsFor(game: AnyGame): Shortcuts {
  const ai = game.ai;
  const lazy = ai.legalCount !== undefined && ai.legalAt !== undefined;
  return {
    typeOf: ai.decisionType ? ai.decisionType.bind(ai) : null,
    count: lazy ? ai.legalCount!.bind(ai) : null,
    at: lazy ? ai.legalAt!.bind(ai) : null,
    quiet: ai.quietDecision ? ai.quietDecision.bind(ai) : null,
  };
}
