/**
 * One line that says what a choice will do, from the engine's target for it: shown while
 * the pointer rests on a lit lane, die or cell (or a panel button has focus), before the
 * player commits. Combat values and outcome, the decay, a power's effect, and a warning
 * when a move attacks the player's own die.
 */
import { t } from '../../i18n';
import type { AnyOption } from './picks';
import { colourName, laneName, targetPowerName } from './narrate';

/** The preview line and whether it warns (an attack on an own die). */
export interface Preview {
  readonly text: string;
  readonly warn: boolean;
}

const at = (c: { row: number; col: number }) => ({ row: c.row + 1, col: c.col + 1 });

/** What choosing `o` would do, in words. */
export function preview(o: AnyOption): Preview {
  const tg = o.target;
  switch (tg.kind) {
    case 'lane':
      return { text: t('pipfall.preview.lane', { lane: laneName(o.action.type === 'place' ? o.action.lane : { kind: 'row', index: 0 }, true), n: tg.dice.length }), warn: false };
    case 'move': {
      const after = tg.after > 0 ? t('pipfall.preview.endsOn', { pips: tg.after }) : t('pipfall.preview.gone');
      if (tg.combat) {
        const c = tg.combat;
        const key = c.ownDie ? `pipfall.preview.own.${c.result}` : `pipfall.preview.combat.${c.result}`;
        return { text: t(key, { a: c.attackerPips, d: c.defenderPips, seat: colourName(c.defenderSeat), after }), warn: c.ownDie };
      }
      if (tg.path.length === 0) return { text: t('pipfall.preview.stay', { after }), warn: false };
      return { text: t('pipfall.preview.move', { ...at(tg.to), after }), warn: false };
    }
    case 'power': {
      const power = targetPowerName(tg);
      if (tg.fails)
        return {
          text: t('pipfall.preview.powerFails', { power, pips: tg.pips, after: tg.after > 0 ? t('pipfall.preview.endsOn', { pips: tg.after }) : t('pipfall.preview.gone') }),
          warn: false,
        };
      return { text: t('pipfall.preview.power', { power, from: tg.pips, to: tg.after }), warn: false };
    }
    case 'glory':
      return { text: tg.die === null ? t('pipfall.gloryDecline') : t('pipfall.preview.glory', { to: tg.to ?? '' }), warn: false };
    case 'restore':
      return { text: tg.use && tg.cell ? t('pipfall.preview.restore', at(tg.cell)) : t('pipfall.restoreDecline'), warn: false };
    case 'program':
      return { text: '', warn: false };
  }
}
