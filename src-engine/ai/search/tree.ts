/**
 * The search tree's bookkeeping: information-set nodes, each with per-seat arms (an action's
 * running statistics) and children by edge key, and the keys that name an action.
 */
import type { AnyGame, BaseAction } from '../../core/game';

/** One action's running statistics at one node, from the acting seat's point of view. */
export interface Arm {
  readonly action: BaseAction;
  /** The action's key (the tree's edge to the child it leads to). */
  readonly key: string;
  visits: number;
  total: number;
  /** Iterations in which this action was legal here (the subset-armed bandit's count). */
  avail: number;
}

/** An information-set node: per acting seat (by seat number), its arms; children by edge key. Both made when first needed. */
export interface Node {
  arms: (Map<string, Arm> | undefined)[] | null;
  children: Map<string, Node> | null;
}

/** A node with no arms and no children yet. */
export function newNode(): Node {
  return { arms: null, children: null };
}

/** Stable key of an action (plain JSON with a fixed field order per game). */
export function actionKey(a: BaseAction): string {
  return JSON.stringify(a);
}

/** The game's own action key when it offers one (`ai.actionKey`, cheaper than JSON where nodes have many actions), else `actionKey`. */
export function keyerFor(game: AnyGame): (a: BaseAction) => string {
  return game.ai.actionKey ? game.ai.actionKey.bind(game.ai) : actionKey;
}
