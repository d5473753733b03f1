/**
 * What the conformance suite (conformance.test.ts) needs to drive every registered game's table
 * parts without a screen: real engine positions sampled by seeded random play, the report a
 * table gets for a seat, the actions a table can reach from its board and from its choice
 * buttons, and a stand-in for the 2D canvas the 3D boards paint their labels on. Test code only.
 */
import type { Card } from '../../src-engine/core/cards';
import type { AnyGame } from '../../src-engine/core/game';
import { nextUint32Mut, seedRng } from '../../src-engine/core/rng';
import type { GameTypes, TableReport } from './report';
import type { Click, GameDecisions } from './kit';
import { indexOf } from './same';

/** A game's state at some point of a seeded random game, with the options it was set up with. */
export interface Position {
  readonly state: unknown;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: number;
  /** The actions played from the setup to here. */
  readonly actions: readonly unknown[];
}

/** The seat counts `game` accepts. */
export function seatCounts(game: AnyGame): number[] {
  const out: number[] = [];
  for (let n = game.info.minSeats; n <= game.info.maxSeats; n++) if (game.parseOptions({ seats: n }).ok) out.push(n);
  return out;
}

/** The states of a seeded random game of `game` with `seats` seats, the setup first, until it ends or `limit` actions. */
function* randomPlay(game: AnyGame, seats: number, seed: number, limit: number): Generator<Position> {
  const rng = [...seedRng(seed)] as [number, number, number, number];
  const options = { seats };
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(`${game.info.id}: ${parsed.message}`);
  const setup = game.setup(parsed.value, seed);
  if (!setup.ok) throw new Error(`${game.info.id}: ${setup.message}`);
  let state = setup.value.state;
  const actions: unknown[] = [];
  yield { state, options, seed, actions: [] };
  for (let i = 0; i < limit && game.outcome(state) === null; i++) {
    const toAct = game.toAct(state);
    const seat = toAct[nextUint32Mut(rng) % toAct.length]!;
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) return;
    const action = legal[nextUint32Mut(rng) % legal.length]!;
    const r = game.apply(state, action);
    if (!r.ok) throw new Error(`${game.info.id}: a listed action was refused: ${r.message}`);
    state = r.value.state;
    actions.push(action);
    yield { state, options, seed, actions: [...actions] };
  }
}

/** Positions of a seeded random game: the setup, then one every `every` actions, at most `count`. */
export function samplePositions(game: AnyGame, seats: number, seed: number, count: number, every = 3, limit = 600): Position[] {
  const out: Position[] = [];
  for (const p of randomPlay(game, seats, seed, limit)) {
    if (p.actions.length % every === 0) out.push(p);
    if (out.length >= count) break;
  }
  return out;
}

/** A seeded random game played to its end: its last position. */
export function playToEnd(game: AnyGame, seats: number, seed: number, limit = 3000): Position {
  let last: Position | null = null;
  for (const p of randomPlay(game, seats, seed, limit)) last = p;
  return last!;
}

/** The report a table gets for `seat` at `state`, as the engine host builds it. */
export function reportFor(game: AnyGame, state: unknown, seat: number): TableReport<GameTypes> {
  const toAct = game.toAct(state);
  const legal = toAct.includes(seat) ? game.legalActions(state, seat) : [];
  const targets = game.targets ? game.targets(state, seat, legal) : [];
  return { view: game.view(state, seat), legal, targets, toAct, outcome: game.outcome(state) };
}

/** What the suite needs of a game's decisions (any picks, selection, decision and lights). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every game's own types
export type AnyDecisions = GameDecisions<GameTypes, any, any, any, any>;

/** What a walk through a decision's clicks found. */
export interface Reach {
  /** Indexes of the legal actions reached. */
  readonly reached: Set<number>;
  /** Actions a click or choice would send that are not among the legal ones (each a finding). */
  readonly strangers: unknown[];
  /** Lit targets whose click refuses or does nothing (each a finding: the board lit what it cannot take). */
  readonly deadTargets: unknown[];
  /** Selection states visited. */
  readonly states: number;
}

/**
 * Walks every click the table offers `seat` through `via` ('board': the lit targets; 'choices':
 * the buttons), following selections, up to `maxStates` selections; program actions are reached
 * through the program hand (every order of the hand's cards into the slots).
 */
export function reach(dec: AnyDecisions, report: TableReport<GameTypes>, seat: number, via: 'board' | 'choices', maxStates = 4000): Reach {
  const reached = new Set<number>();
  const strangers: unknown[] = [];
  const deadTargets: unknown[] = [];
  const seen = new Set<string>();
  const queue: unknown[] = [dec.empty];
  const took = (action: unknown): void => {
    const i = report.legal.indexOf(action as GameTypes['action']);
    const j = i >= 0 ? i : indexOf(report.legal, action);
    if (j === null) strangers.push(action);
    else reached.add(j);
  };
  while (queue.length > 0 && seen.size < maxStates) {
    const sel = queue.shift();
    const key = JSON.stringify(sel ?? null);
    if (seen.has(key)) continue;
    seen.add(key);
    const d: unknown = dec.decide(report, seat, true, sel);
    const clicks: (Click<GameTypes['action'], unknown> | null)[] = [];
    if (via === 'board') {
      for (const p of dec.targets(d, sel)) {
        const c = dec.click(d, p, sel);
        if (c === null || c.kind === 'refuse') deadTargets.push(p);
        clicks.push(c);
      }
    } else {
      for (const g of dec.choices(d, sel, null)?.groups ?? []) for (const c of g.choices) clicks.push(c.then);
    }
    for (const c of clicks) {
      if (c?.kind === 'act') took(c.action);
      else if (c?.kind === 'select') queue.push(c.sel);
    }
    const program = dec.program?.(d, report, seat, null);
    if (program) for (const cards of orders(program.hand, program.slotCount)) took(program.programFor(cards) ?? null);
  }
  // An order of cards that makes no program is no action: only real actions count as strangers.
  return { reached, strangers: strangers.filter((a) => a !== null), deadTargets, states: seen.size };
}

/** Every ordered choice of `k` cards from `hand`. */
function orders(hand: readonly Card[], k: number): Card[][] {
  if (k === 0) return [[]];
  return hand.flatMap((c, i) => orders([...hand.slice(0, i), ...hand.slice(i + 1)], k - 1).map((rest) => [c, ...rest]));
}

/**
 * A stand-in for the DOM canvas the 3D boards paint labels and faces on: every drawing call
 * does nothing, text measures 10 units a character. Installed on `globalThis.document` for a
 * test; returns the function that takes it away again.
 */
export function fakeCanvas(): () => void {
  const ctx: object = new Proxy(
    {},
    {
      get: (_t, name) =>
        name === 'measureText'
          ? (s: string) => ({ width: s.length * 10, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 })
          : name === 'createLinearGradient' || name === 'createRadialGradient'
            ? () => ({ addColorStop: () => undefined })
            : name === 'canvas'
              ? undefined
              : () => undefined,
      set: () => true,
    },
  );
  const canvas = (): object => ({ width: 300, height: 150, style: {}, getContext: () => ctx, addEventListener: () => {}, removeEventListener: () => {} });
  const g = globalThis as { document?: unknown };
  const before = g.document;
  g.document = { createElement: () => canvas() };
  return () => {
    g.document = before;
  };
}
