/**
 * The score keeper's decision: a die to enter. The pad has one key per result the engine lets
 * the seat enter (a tap, a click or the key itself), and the undo; an entry that ends the game
 * asks first (the selection holds it until Enter or the same key confirms, Escape cancels).
 * The keeper has no lane: its pad is its board, so the pad's keys are the board's targets too.
 */
import { t } from '../../i18n';
import type { Choice, ChoicePanel, Click } from '../../table/kit';
import { RESULT_KEYS, type KeeperUndo, type KeyPress, type Keeping, type PadKey, type TossPick, type TossSel } from './picks';
import type { TableReport } from '../game-ui';
import { resultWord } from './names';
import { confirmText, undoLabel } from './texts';
import type { TossAction, TossTypes } from './types';

type Report = TableReport<TossTypes>;

/** The keeper's pad: every result the engine lets the seat at the screen enter now, with its key. */
export function keeperPad(report: Report | null): PadKey[] {
  if (!report) return [];
  return RESULT_KEYS.flatMap(({ result, key }) => {
    const i = report.legal.findIndex((a) => a.type === 'enter' && a.result === result);
    if (i < 0) return [];
    const target = report.targets[i];
    return [{ result, key, action: report.legal[i]!, target: target?.kind === 'enter' ? target : undefined }];
  });
}

/** The undo the engine offers now (the last entry, even one that completed a frame), or null. */
export function keeperUndo(report: Report | null): KeeperUndo | null {
  if (!report) return null;
  const i = report.legal.findIndex((a) => a.type === 'undo');
  if (i < 0) return null;
  const target = report.targets[i];
  return { action: report.legal[i]!, target: target?.kind === 'undo' ? target : undefined };
}

/** What a key press means in the keeper: an entry, an undo, or nothing. */
export type KeeperKey = { kind: 'enter'; pad: PadKey } | { kind: 'undo'; action: TossAction } | null;

/** Reads a key (KeyboardEvent.key, with Ctrl/Meta) as a keeper command. */
export function keeperKey(report: Report | null, key: string, mod = false): KeeperKey {
  return keyOf(keeperPad(report), keeperUndo(report), key, mod);
}

/** Reads a key as a command of `pad` and `undo` (the keys on offer now). */
export function keyOf(pad: readonly PadKey[], undo: KeeperUndo | null, key: string, mod = false): KeeperKey {
  const k = key.length === 1 ? key.toUpperCase() : key;
  if (k === 'Backspace' || k === 'U' || (mod && k === 'Z')) return undo ? { kind: 'undo', action: undo.action } : null;
  if (mod) return null;
  const p = pad.find((x) => x.key === k);
  return p ? { kind: 'enter', pad: p } : null;
}

/** Whether an entry ends the game (the engine says so on the frame's last die): it wants a confirmation. */
export function endsGame(pad: PadKey): boolean {
  return pad.target?.wins !== undefined;
}

type C = Click<TossAction, TossSel>;
const act = (action: TossAction): C => ({ kind: 'act', action });
const select = (sel: TossSel): C => ({ kind: 'select', sel });

/** What entering `p` does: an entry that ends the game asks first (a second press enters it). */
export function enterClick(p: PadKey, sel: TossSel): C {
  return endsGame(p) && sel.confirm !== p.result ? select({ ...sel, confirm: p.result }) : act(p.action);
}

/** The pad's keys and the undo, or, while an entry waits, its two answers. */
export function keeperTargets(d: Keeping): TossPick[] {
  if (d.confirming) {
    return [
      { kind: 'confirm', yes: true },
      { kind: 'confirm', yes: false },
    ];
  }
  return [...d.pad.map((p): TossPick => ({ kind: 'key', result: p.result })), ...(d.undo ? [{ kind: 'undo' } as const] : [])];
}

/** What a click on a key, the undo or an answer does. */
export function keeperClick(d: Keeping, p: TossPick, sel: TossSel): C | null {
  if (p.kind === 'key') {
    const k = d.pad.find((x) => x.result === p.result);
    return k ? enterClick(k, sel) : null;
  }
  if (p.kind === 'undo') return d.undo ? act(d.undo.action) : null;
  if (p.kind === 'confirm' && d.confirming) return p.yes ? act(d.confirming.action) : select({ ...sel, confirm: null });
  return null;
}

/** What a key means: a result's key enters it, Backspace undoes; while an entry waits, Enter confirms and Escape cancels. */
export function keeperPress(d: Keeping, sel: TossSel, k: KeyPress): C | null {
  if (d.confirming) return k.key === 'Escape' ? select({ ...sel, confirm: null }) : k.key === 'Enter' ? act(d.confirming.action) : null;
  const c = keyOf(d.pad, d.undo, k.key, k.mod);
  if (c) return c.kind === 'undo' ? act(c.action) : enterClick(c.pad, sel);
  // A lesson offers one entry: another result's key is refused (the coach says why).
  const key = k.key.length === 1 ? k.key.toUpperCase() : k.key;
  return RESULT_KEYS.some((r) => r.key === key) || key === 'Backspace' ? { kind: 'refuse', reason: 'toss.coach.notNow', quiet: true } : null;
}

/** The pad (the digits, then the other results), the undo; or the question and its two answers. */
export function keeperChoices(d: Keeping, sel: TossSel, hint: TossAction | null): ChoicePanel<TossAction, TossPick, TossSel> {
  if (d.confirming) {
    const yes: Choice<TossAction, TossPick, TossSel> = { label: t('toss.keeper.confirmYes'), then: act(d.confirming.action), pick: { kind: 'confirm', yes: true } };
    const no: Choice<TossAction, TossPick, TossSel> = {
      label: t('toss.keeper.confirmNo'),
      then: select({ ...sel, confirm: null }),
      pick: { kind: 'confirm', yes: false },
      plain: true,
    };
    return { heading: confirmText(d.confirming, d.totals, d.names), groups: [{ choices: [yes, no] }] };
  }
  const key = (p: PadKey): Choice<TossAction, TossPick, TossSel> => ({
    label: resultWord(p.result),
    then: enterClick(p, sel),
    pick: { kind: 'key', result: p.result },
    hinted: p.action === hint,
    data: { key: p.key },
  });
  const undo: Choice<TossAction, TossPick, TossSel>[] = d.undo
    ? [{ label: undoLabel(d.undo.target, d.names), then: act(d.undo.action), pick: { kind: 'undo' }, plain: true, wide: true }]
    : [];
  return {
    heading: d.heading,
    groups: [
      { choices: d.pad.filter((p) => typeof p.result === 'number').map(key), columns: 6 },
      { choices: d.pad.filter((p) => typeof p.result !== 'number').map(key), columns: 4 },
      ...(undo.length > 0 ? [{ choices: undo, columns: 1 }] : []),
    ],
  };
}
