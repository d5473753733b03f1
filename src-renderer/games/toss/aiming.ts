/**
 * The lane's decision: a die to pitch. The aim in progress is the selection; a named spot (a
 * choice, or a click where a named aim comes down at its arc) sets it, a click elsewhere on the
 * board's top aims there, a sweep up the view or the keys move it, and Pitch, Enter, letting
 * go of the sweep or a click on its landing throws it. A named aim throws as the engine's own
 * listed action, so a lesson, the hint and the conformance of board and choices compare alike.
 */
import { t } from '../../i18n';
import type { ChoicePanel, Click, Note, SweepMeaning } from '../../table/kit';
import { clampAim, dragAim, flightOf, nudge, onTop, spotAim } from './aim';
import type { Aiming, KeyPress, Preset, TossLit, TossPick, TossSel } from './picks';
import { landsText, presetName } from './texts';
import type { Aim, Court, TossAction } from './types';

/** A click on a spot within this distance (metres) of a named aim's landing, at its arc, takes the named aim itself. */
export const SNAP = 0.02;

type C = Click<TossAction, TossSel>;
const act = (action: TossAction): C => ({ kind: 'act', action });
const select = (sel: TossSel): C => ({ kind: 'select', sel });

/** Whether two aims are the same (as the engine compares actions: to the record's rounding). */
function sameAim(a: Aim, b: Aim): boolean {
  return a.yaw === b.yaw && a.pitch === b.pitch && a.power === b.power && (a.spin ?? 0) === (b.spin ?? 0);
}

/** The toss of `aim`: the named aim's own action when it is one (the engine lists it), else the aim within bounds. */
export function pitchAction(d: Aiming, aim: Aim): TossAction {
  const a = clampAim(d.court, aim);
  return d.presets.find((p) => sameAim(p.aim, a))?.action ?? { type: 'toss', seat: d.seat, aim: a };
}

/** Where a named aim comes down on the top of the board (the engine's landing), as a spot the board can name. */
export function presetSpot(court: Court, p: Preset): Extract<TossPick, { kind: 'spot' }> {
  const at = onTop(court, p.target.landing);
  return { kind: 'spot', u: at.u, s: at.s, label: p.target.label };
}

/** The aim a click on a spot of the top gives: a named aim at the arc now set when it comes down there, else that spot at that arc (null: the arc cannot carry there). */
export function aimAtSpot(d: Aiming, u: number, s: number): Aim | null {
  const named = d.presets.find((p) => {
    const at = presetSpot(d.court, p);
    return p.aim.pitch === d.aim.pitch && Math.hypot(at.u - u, at.s - s) <= SNAP;
  });
  return named ? named.aim : spotAim(d.court, d.release, d.aim.pitch, u, s);
}

/** What a click on the board means. */
export function aimClick(d: Aiming, p: TossPick, sel: TossSel): C | null {
  if (p.kind === 'pitch') return act(pitchAction(d, d.aim));
  if (p.kind !== 'spot') return null;
  const aim = p.label === undefined ? aimAtSpot(d, p.u, p.s) : (d.presets.find((x) => x.target.label === p.label)?.aim ?? null);
  return aim ? select({ ...sel, aim }) : null;
}

/** What a key means: arrows and PgUp/PgDn move the aim, Enter pitches it. */
export function aimPress(d: Aiming, sel: TossSel, k: KeyPress): C | null {
  if (k.key === 'Enter') return act(pitchAction(d, d.aim));
  const n = nudge(d.court, d.aim, k.key, k.shift);
  return n ? select({ ...sel, aim: n }) : null;
}

/** The named aim a focus points at (a named spot's button is hovered or focused), if any. */
function focused(d: Aiming, focus: TossPick | null): Preset | undefined {
  return focus?.kind === 'spot' && focus.label !== undefined ? d.presets.find((p) => p.target.label === focus.label) : undefined;
}

/** What the lane lights: the aim's flight, where the hinted and the focused named aims come down. */
export function aimLight(d: Aiming, focus: TossPick | null, hint: TossAction | null): TossLit {
  const hinted = d.presets.find((p) => p.action === hint);
  return { end: d.end, aim: { side: d.side, flight: d.flight }, hint: hinted?.target.landing ?? null, focus: focused(d, focus)?.target.landing ?? null };
}

/** The note: where the aim (or the named aim in focus) comes down, or why a click was refused. */
export function aimNote(d: Aiming, focus: TossPick | null, refusal: string | null): Note {
  if (refusal) return { text: refusal, refused: true };
  const f = focused(d, focus);
  return { text: landsText(f ? flightOf(d.court, d.release, f.aim) : d.flight) };
}

/** Pitch (the aim in progress), then the named aims (each sets the aim). */
export function aimChoices(d: Aiming, sel: TossSel, hint: TossAction | null): ChoicePanel<TossAction, TossPick, TossSel> {
  return {
    heading: d.heading,
    groups: [
      { choices: [{ label: t('toss.aim.toss'), then: act(pitchAction(d, d.aim)), pick: { kind: 'pitch' }, hinted: false, wide: true }], columns: 1 },
      {
        label: t('toss.aim.presets'),
        choices: d.presets.map((p) => ({
          label: presetName(p, d.lies, d.names),
          then: select({ ...sel, aim: p.aim }),
          pick: presetSpot(d.court, p),
          hinted: p.action === hint,
          plain: true,
          data: { label: p.target.label },
        })),
      },
    ],
  };
}

/** Dragging up the view pitches: its angle aims, its length over 70% of the view's height is the power; the arc stays as set. */
export function aimSweep(d: Aiming, sel: TossSel): SweepMeaning<TossAction, TossSel> {
  const aimOf = (s: { dx: number; dy: number; height: number }): Aim | null => dragAim(d.court, d.aim.pitch, s.dx, s.dy, s.height * 0.7);
  return {
    move: (s) => {
      const aim = aimOf(s);
      return aim ? select({ ...sel, aim }) : null;
    },
    end: (s) => {
      const aim = aimOf(s);
      return aim ? act(pitchAction(d, aim)) : null;
    },
  };
}
