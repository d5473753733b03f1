/**
 * What the toss table offers and what a key, a tap or a drag means, as plain functions of the
 * engine's report (legal actions and their targets) so they can be tested without a screen.
 * Keeper: one tap or key per die. Digital: an aim (direction, power, arc) that the player sets
 * by dragging, with keys or from a named spot; its flight preview is drawn from the court's
 * measures the view carries. The engine simulates every toss: nothing here decides a result.
 * What each mode's clicks, keys and choices mean for the table kit: keeping.ts (the score
 * keeper's pad) and aiming.ts (the lane); `tossDecisions` below assembles them.
 */
import { t } from '../../i18n';
import type { Click, GameDecisions } from '../../table/kit';
import type { TableReport } from '../game-ui';
import { ARC_DEFAULT, flightOf } from './aim';
import { aimChoices, aimClick, aimLight, aimNote, aimPress, aimSweep, presetSpot } from './aiming';
import { endsGame, keeperChoices, keeperClick, keeperPad, keeperPress, keeperTargets, keeperUndo } from './keeping';
import { NO_LIT, NO_SEL, type Decision, type KeyPress, type Preset, type TossLit, type TossPick, type TossSel } from './picks';
import { namesOf } from './names';
import { aimHeading, coinHeading, padHeading } from './texts';
import type { Aim, CoinPick, TossAction, TossTypes, TossView } from './types';

export { endsGame, keeperKey, keeperPad, keeperUndo, keyOf, type KeeperKey } from './keeping';
export * from './picks';
export { ARC_DEFAULT, clampAim, DRAG_POWER, dragAim, flightOf, nudge, onTop, spotAim, STEP, velocityOf, type Flight } from './aim';

type Report = TableReport<TossTypes>;

// ---------------------------------------------------------------- coin toss

/** The coin-toss picks open to the seat at the screen. */
export function coinPicks(report: Report | null): { pick: CoinPick; action: TossAction }[] {
  if (!report) return [];
  return report.legal.flatMap((a) => (a.type === 'choose' ? [{ pick: a.pick, action: a }] : []));
}

/** The engine's listed aims, read from their labels ("middle lob", "knock-3 drive"). */
export function presets(report: Report | null): Preset[] {
  if (!report) return [];
  return report.legal.flatMap((a, i) => {
    const tg = report.targets[i];
    if (a.type !== 'toss' || tg?.kind !== 'toss') return [];
    const [what = '', arc = ''] = tg.label.split(' ');
    const spot = what.startsWith('knock-') ? 'knock' : what;
    return [{ action: a, aim: a.aim, spot, arc, target: tg, ...(tg.knocks !== undefined ? { knocks: tg.knocks } : {}) }];
  });
}

/** The toss action for an aim, for the seat to act (null when the seat may not pitch now). */
export function tossAction(report: Report | null, aim: Aim): TossAction | null {
  const first = report?.legal.find((a) => a.type === 'toss');
  return first ? { type: 'toss', seat: first.seat, aim } : null;
}

// ---------------------------------------------------------------- the table kit's decisions

const NONE: Decision = { kind: 'none' };

/** The aim a pitcher starts from: the middle lob, else straight at the default arc. */
function startAim(ps: readonly Preset[]): Aim {
  return ps.find((p) => p.spot === 'middle' && p.arc === 'lob')?.aim ?? { yaw: 0, pitch: ARC_DEFAULT, power: 8 };
}

/** The decision at hand (the names it says are the game's own: the panels say them with the screen's). */
export function decide(report: TableReport<TossTypes> | null, seat: number | null, canAct: boolean, sel: TossSel): Decision {
  if (!report || seat === null || !canAct || report.legal.length === 0) return NONE;
  const v = report.view;
  const names = namesOf(v.options as unknown as Record<string, unknown>, []);
  const picks = coinPicks(report);
  if (picks.length > 0) return v.choosing ? { kind: 'coin', picks, heading: coinHeading(v.choosing, names) } : NONE;
  const next = v.next;
  if (v.options.mode === 'keeper') {
    const pad = keeperPad(report);
    const confirming = pad.find((p) => p.result === sel.confirm && endsGame(p)) ?? null;
    return { kind: 'keeper', pad, undo: keeperUndo(report), confirming, heading: next ? padHeading(next, names) : '', names, totals: v.totals };
  }
  const ps = presets(report);
  const release = next?.release;
  if (ps.length === 0 || !v.frame || !next || !release) return NONE;
  const aim = sel.aim ?? startAim(ps);
  return {
    kind: 'aim',
    seat: ps[0]!.action.seat,
    court: v.court,
    end: v.frame.end,
    side: next.side,
    release,
    presets: ps,
    aim,
    flight: flightOf(v.court, release, aim),
    lies: v.lies,
    heading: aimHeading(next, names),
    names,
  };
}

/**
 * What a key means now. Keeper: a result's key enters it (one that ends the game asks first:
 * Enter confirms, Escape cancels), Backspace undoes; another result's key is refused (a lesson
 * offers one). Lane: arrows and PgUp/PgDn move the aim, Enter pitches it.
 */
export function press(d: Decision, sel: TossSel, k: KeyPress): Click<TossAction, TossSel> | null {
  return d.kind === 'keeper' ? keeperPress(d, sel, k) : d.kind === 'aim' ? aimPress(d, sel, k) : null;
}

/** The key of the decision at hand: the table forgets what was picked when it changes. */
function keyOfDecision(r: TableReport<TossTypes> | null, seat: number | null, canAct: boolean): string {
  const v: TossView | undefined = r?.view;
  return [v?.options.mode, v?.phase, v?.frame?.no, v?.next?.die, v?.frame?.entries.length, v?.history.length, seat, canAct, r?.legal.length].join(':');
}

/** PipFall Toss's decisions for the table kit, in both modes. */
export const tossDecisions: GameDecisions<TossTypes, TossPick, TossSel, Decision, TossLit> = {
  empty: NO_SEL,
  key: keyOfDecision,
  decide,
  click(d, p, sel) {
    if (d.kind === 'coin') {
      const c = p.kind === 'coin' ? d.picks.find((x) => x.pick === p.pick) : undefined;
      return c ? { kind: 'act', action: c.action } : null;
    }
    return d.kind === 'keeper' ? keeperClick(d, p, sel) : d.kind === 'aim' ? aimClick(d, p, sel) : null;
  },
  targets(d) {
    if (d.kind === 'coin') return d.picks.map((p) => ({ kind: 'coin', pick: p.pick }));
    if (d.kind === 'keeper') return keeperTargets(d);
    return d.kind === 'aim' ? [...d.presets.map((p) => presetSpot(d.court, p)), { kind: 'pitch' }] : [];
  },
  light: (d, _sel, focus, hint) => (d.kind === 'aim' ? aimLight(d, focus, hint) : NO_LIT),
  note: (d, _sel, focus, refusal) => (d.kind === 'aim' ? aimNote(d, focus, refusal) : null),
  choices(d, sel, hint) {
    if (d.kind === 'coin') {
      const choices = d.picks.map((p) => ({
        label: t(`toss.pick.${p.pick}`),
        then: { kind: 'act' as const, action: p.action },
        pick: { kind: 'coin' as const, pick: p.pick },
        hinted: p.action === hint,
        data: { pick: p.pick },
      }));
      return { heading: d.heading, groups: [{ choices }] };
    }
    return d.kind === 'keeper' ? keeperChoices(d, sel, hint) : d.kind === 'aim' ? aimChoices(d, sel, hint) : null;
  },
  sweep: (d, sel) => (d.kind === 'aim' ? aimSweep(d, sel) : null),
  // A pitcher's next die starts from their last aim from the same end.
  recall: (r, seat, canAct) => (canAct && seat !== null && r?.view.options.mode === 'digital' && r.view.next ? `${r.view.next.side}:${r.view.next.end}` : null),
};
