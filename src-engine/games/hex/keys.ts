/**
 * A short key naming a hex action among all hex actions: the search keys its tree by it
 * (AiHooks.actionKey), for every legal action at every node it passes. Move and power actions
 * are shared objects (rules.ts caches them per die and hex) and carry their key, built once,
 * as a hidden property (non-enumerable: JSON, copies and deep equality do not see it); the
 * search then looks up the same string object every time, whose hash is already known.
 */
import type { HexAction } from './state';

const KEY: unique symbol = Symbol('hex.actionKey');
type Keyed = HexAction & { readonly [KEY]?: string };

/** The key of `a`, from the action itself. */
function keyOf(a: HexAction): string {
  switch (a.type) {
    case 'move':
      return `m${a.seat}.${a.die}.${a.to.row}.${a.to.col}`;
    case 'power':
      return `p${a.seat}.${a.die}`;
    case 'reinforce':
      return `r${a.seat}.${a.at.row}.${a.at.col}`;
    case 'program':
      return `g${a.seat}.${a.cards.join('')}.${a.leftOut}`;
    case 'chooseLocation':
      return `c${a.seat}.${a.location}`;
  }
}

/** A short key naming the action among all hex actions (the search keys its tree by it; cheaper than JSON). */
export function actionKey(a: HexAction): string {
  return (a as Keyed)[KEY] ?? keyOf(a);
}

/** Gives a shared (cached, never changed) action its key, built now; returns the action. */
export function withKey<A extends HexAction>(a: A): A {
  return Object.defineProperty(a, KEY, { value: keyOf(a) });
}
