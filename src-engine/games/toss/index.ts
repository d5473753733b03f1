/**
 * PipFall Toss as a Game: cornhole with dice, pitched through a deterministic physics
 * simulation (digital) or entered die by die from real boards (keeper).
 * Rulebook seeds/003, RULINGS.md "toss", docs/rules/toss.md.
 */
import { chapterOf } from './chapter';
import { applyOnDraft, type Draft, type Game } from '../../core/game';
import { ok } from '../../core/result';
import { candidateAims, landingOf } from './aims';
import { makeThrower, THROWERS } from './bots';
import { describe, resultName } from './describe';
import { parseAction, parseOptions } from './parse';
import { physicsPort, type PhysicsPort } from './physics/port';
import { applyMut, bySide, canUndo, cloneState, isLegal, legalActions, nextPitch, pitchedCount, seatsOf, setupState, toAct } from './rules';
import { startTotals } from './scenario';
import { diePoints, DICE_PER_FRAME, MARGIN, pitchingSide, raceWinner, scoreFrame, TARGET } from './scoring';
import { TOSS_VARIANTS, type TossAction, type TossEvent, type TossOptions, type TossState, type TossTarget, type TossView } from './state';
import { determinize, evaluate, viewOf } from './view';
import { ladder } from './ladder';
import { tossUndo } from './undo';

export type { TossAction, TossEvent, TossOptions, TossState, TossTarget, TossView } from './state';
export { initTossPhysics } from './physics/rapier';
export { installTossPhysics, physicsPort, type PhysicsPort, type TossPhysics } from './physics/port';

/** A short English label of an action, for hints and logs. */
export function describeAction(a: TossAction): string {
  switch (a.type) {
    case 'choose':
      return a.pick === 'first' ? 'pitch first' : a.pick === 'second' ? 'pitch second' : `take the ${a.pick} lane`;
    case 'toss':
      return `pitch at yaw ${a.aim.yaw.toFixed(1)}, arc ${a.aim.pitch.toFixed(1)}, ${a.aim.power.toFixed(2)} m/s`;
    case 'enter':
      return `die: ${resultName(a.result)}`;
    case 'undo':
      return 'take back the last entry';
  }
}

/** What each of `legal` points at and would do. */
function targetsOf(s: TossState, legal: readonly TossAction[]): TossTarget[] {
  const n = nextPitch(s);
  const names = n && s.options.mode === 'digital' && s.lanes && s.frame ? candidateAims(s.lanes[n.side], s.frame.end, s.frame.dice, n.side) : [];
  return legal.map((a): TossTarget => {
    switch (a.type) {
      case 'choose':
        return { kind: 'choose', pick: a.pick };
      case 'enter': {
        const f = s.frame!;
        const die = pitchedCount(s);
        const target = { kind: 'enter' as const, side: pitchingSide(f.opener, die), sideDie: Math.floor(die / 2) + 1, result: a.result, points: diePoints(a.result) };
        if (die < DICE_PER_FRAME - 1) return target;
        // The frame's last die: say what the frame would score and whether it ends the race, so a
        // table can confirm an entry that cannot be taken back.
        const sides = bySide(f.opener, [...f.entries, a.result]);
        const scores: [number, number] = [scoreFrame(sides[0]).score, scoreFrame(sides[1]).score];
        const winner = raceWinner([s.totals[0] + scores[0], s.totals[1] + scores[1]]);
        return { ...target, frameScores: scores, ...(winner !== null ? { wins: winner } : {}) };
      }
      case 'undo': {
        const f = s.frame!;
        const from = f.entries.length > 0 ? { no: f.no, opener: f.opener, entries: f.entries } : s.history[s.history.length - 1]!;
        const die = from.entries.length - 1;
        return { kind: 'undo', side: pitchingSide(from.opener, die), sideDie: Math.floor(die / 2) + 1, result: from.entries[die]!, frame: from.no };
      }
      case 'toss': {
        const land = landingOf(s.lanes![n!.side], s.frame!.end, a.aim);
        const named = names.find((c) => c.aim.yaw === a.aim.yaw && c.aim.pitch === a.aim.pitch && c.aim.power === a.aim.power);
        return {
          kind: 'toss',
          label: named?.label ?? 'aim',
          landing: land.point,
          overBoard: land.overBoard,
          flight: land.flight,
          ...(named?.knocks !== undefined ? { knocks: named.knocks } : {}),
        };
      }
    }
  });
}

/** Broken invariants of a state (the fuzzer calls this): totals, history and frame bookkeeping. */
export function checkInvariants(s: TossState): string[] {
  const out: string[] = [];
  // A scenario's totals were scored in frames played before it.
  const sum = startTotals(s.options);
  for (const r of s.history) {
    sum[0] += r.scores[0];
    sum[1] += r.scores[1];
    if (r.scores[0] < 0 || r.scores[1] < 0) out.push(`frame ${r.no} scored below zero`);
    if (r.totals[0] !== sum[0] || r.totals[1] !== sum[1]) out.push(`frame ${r.no}'s totals do not add up`);
  }
  if (s.totals[0] !== sum[0] || s.totals[1] !== sum[1]) out.push(`totals ${s.totals.join('-')} are not the frames' sum ${sum.join('-')}`);
  if (s.frame && pitchedCount(s) >= DICE_PER_FRAME) out.push('a complete frame is still open');
  const w = raceWinner([s.totals[0], s.totals[1]]);
  if (s.phase === 'over' && (w === null || !s.outcome)) out.push(`over without a winner at ${s.totals.join('-')} (needs ${TARGET} and a lead of ${MARGIN})`);
  if (s.phase !== 'over' && w !== null) out.push(`the race was won at ${s.totals.join('-')} but play goes on`);
  if (s.phase === 'pitching' && !s.frame) out.push('pitching without a frame');
  return out;
}

/**
 * A toss game whose tosses run through `port` (the process's physics by default; tests pass a
 * scripted one). A toss before the port has an engine answers ERR_PHYSICS_NOT_READY.
 */
export function createToss(port: PhysicsPort = physicsPort): Game<TossState, TossAction, TossEvent, TossView, TossOptions, TossTarget> & {
  isLegal(state: TossState, action: TossAction): boolean;
  checkInvariants(state: TossState): string[];
} {
  return {
    info: { id: 'toss', minSeats: 2, maxSeats: 4, variants: TOSS_VARIANTS },
    setup(options, seed) {
      // Options straight from a caller that skipped parseOptions (the arena's { seats, variants })
      // get the same defaults: the mode, the names.
      const parsed = parseOptions(options);
      if (!parsed.ok) return parsed;
      const r = setupState(parsed.value, seed);
      return r.ok ? ok({ state: r.value.state, events: r.value.events }) : r;
    },
    toAct,
    legalActions,
    targets: (s, _seat, legal) => targetsOf(s, legal),
    apply(state, action) {
      return applyOnDraft<TossState, TossAction, TossEvent>(state, action, {
        isOver: (s) => s.phase === 'over',
        clone: (s) => cloneState(s),
        applyMut: (d, a, events) => applyMut(d as Draft<TossState>, a, events, port.get()),
      });
    },
    view: viewOf,
    outcome: (s) => s.outcome,
    // Four seats are two teams: partners 0 and 2 against 1 and 3.
    sides: (o) => (o.seats === 4 ? [seatsOf(o, 0), seatsOf(o, 1)] : null),
    parseAction,
    parseOptions,
    describe,
    chapter: chapterOf,
    isLegal,
    checkInvariants,
    undo: tossUndo,
    ai: {
      ladder,
      determinize,
      evaluate,
      cloneMut: (s) => cloneState(s),
      applyMut: (s, a) => applyMut(s as Draft<TossState>, a, [], port.get()).ok,
      describeAction,
      bots: {
        greedy: makeThrower(THROWERS.greedy, port),
        easy: makeThrower(THROWERS.easy, port),
        medium: makeThrower(THROWERS.medium, port),
        hard: makeThrower(THROWERS.hard, port),
      },
    },
  };
}

/** PipFall Toss on the process's physics port. */
export const toss = createToss();

export { canUndo };
