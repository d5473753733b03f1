/**
 * What can be taken back. A step is a barrier, which undo never crosses, when it drew
 * randomness (the state's generator moved: a roll, a shuffle, a coin, a toss's tumble) or
 * revealed hidden information (an event type the game lists: a deal, cards turned up from
 * secret programs). Each game declares its revealing event types and where its generator
 * lives (`Game.undo`, in its own folder); a game that declares nothing has no undo at all.
 *
 * Undo takes back a human seat's last action together with the AI actions after it, and
 * only when no barrier lies in that stretch (the action itself included) and nobody else at
 * the screen acted since. The host keeps one barrier flag per applied action and asks
 * `undoPoint` before every view and every undo.
 */
import type { UndoRefusal } from '../../src-shared/contract/undo';
import type { AnyGame, BarrierKind, BaseEvent, Seat } from './game';

// The types live in game.ts, which a Game's `undo` field needs, so that undo.ts imports game.ts and never the other way.
export type { BarrierKind, UndoRules } from './game';
export type { UndoRefusal } from '../../src-shared/contract/undo';

/**
 * Whether a step (the state before, after, and its events) is a barrier, and of what kind.
 * A listed event names the kind (the first one in the step); otherwise a moved generator is
 * `chance`. A game without undo rules makes every step a barrier.
 */
export function barrierOf(game: AnyGame, before: unknown, after: unknown, events: readonly BaseEvent[]): BarrierKind | null {
  const rules = game.undo;
  if (!rules) return 'chance';
  for (const e of events) {
    const kind = (rules.reveals as Partial<Record<string, BarrierKind>>)[e.type];
    if (kind) return kind;
  }
  return JSON.stringify(rules.rng(before)) === JSON.stringify(rules.rng(after)) ? null : rules.chance;
}

/** One applied action as undo sees it. */
export interface UndoEntry {
  /** The seat that acted. */
  readonly seat: Seat;
  /** Whether a person at the screen acted (not an AI). */
  readonly human: boolean;
  /** The step's barrier kind, or null when it can be taken back. */
  readonly barrier: BarrierKind | null;
}

/** Where undo would rewind to, or why it cannot. */
export type UndoPoint =
  | { readonly ok: true; readonly seat: Seat; /** the record keeps actions [0, to) */ readonly to: number }
  | { readonly ok: false; readonly seat: Seat | null; readonly reason: UndoRefusal; readonly kind?: BarrierKind };

/**
 * Where undo for `seat` (or, without one, for whichever person acted last) rewinds to: just
 * before the last action a person took, with the AI actions after it, when no barrier lies
 * between. `over`: the game has ended.
 */
export function undoPoint(history: readonly UndoEntry[], over: boolean, seat?: Seat): UndoPoint {
  let i = history.length - 1;
  while (i >= 0 && !history[i]!.human) i--;
  const actor = i >= 0 ? history[i]!.seat : null;
  if (over) return { ok: false, seat: actor, reason: 'ERR_GAME_OVER' };
  if (actor === null) return { ok: false, seat: null, reason: 'ERR_UNDO_NOTHING' };
  if (seat !== undefined && actor !== seat) {
    const acted = history.some((h) => h.human && h.seat === seat);
    return { ok: false, seat: actor, reason: acted ? 'ERR_UNDO_OTHER_SEAT' : 'ERR_UNDO_NOTHING' };
  }
  for (let j = history.length - 1; j >= i; j--) {
    const kind = history[j]!.barrier;
    if (kind) return { ok: false, seat: actor, reason: 'ERR_UNDO_BARRIER', kind };
  }
  return { ok: true, seat: actor, to: i };
}
