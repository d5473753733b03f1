/**
 * A PipFall action in a player's words, for hints ("Move your 5 two cells up to take Blue's
 * 4"): from the action and what the engine says it points at, never from rules of its own.
 */
import { cardLabel, t } from '../../i18n';
import { colourName, laneName, targetPowerName } from './narrate';
import type { PipfallAction, PipfallTarget, PipfallView } from './types';
import { formatList } from '../../i18n/format';

/** What `a` does, in words, as the seat at the screen would say it. */
export function actionWords(a: PipfallAction, target: PipfallTarget | undefined, view: PipfallView): string {
  switch (a.type) {
    case 'program':
      return t('pipfall.words.program', { cards: formatList(a.cards.map(cardLabel)), initiative: cardLabel(a.initiative) });
    case 'place':
      return t('pipfall.words.place', { n: view.cursor.cycle + 1, lane: laneName(a.lane) });
    case 'activate': {
      if (target?.kind === 'power') {
        const power = targetPowerName(target);
        return target.fails ? t('pipfall.words.powerFails', { power, pips: target.pips }) : t('pipfall.words.power', { power, pips: target.pips, to: target.after });
      }
      if (target?.kind !== 'move') return t('pipfall.words.activate');
      const base = { pips: target.pips, row: target.from.row + 1, col: target.from.col + 1 };
      if (a.use.kind !== 'move' || a.use.distance === 0) return t('pipfall.words.stay', base);
      const move = { ...base, cells: t(`pipfall.cells.${a.use.distance}`), dir: t(`pipfall.dir.${a.use.direction}`).toLowerCase() };
      const c = target.combat;
      if (!c) return t('pipfall.words.move', move);
      if (c.ownDie) return t('pipfall.words.attackOwn', { ...move, d: c.defenderPips });
      return t(`pipfall.words.attack.${c.result}`, { ...move, seat: colourName(c.defenderSeat), d: c.defenderPips });
    }
    case 'glory':
      return a.die === null ? t('pipfall.gloryDecline') : t('pipfall.words.glory', { to: target?.kind === 'glory' ? (target.to ?? '') : '' });
    case 'restore':
      return a.use ? t('pipfall.restoreUse') : t('pipfall.restoreDecline');
  }
}

/** A seat's dice on the board in words ("1 die, 4 pips", "3 dice, 12 pips"). */
export function diceWords(dice: number, pips: number): string {
  return t(dice === 1 ? 'pipfall.seatDie' : 'pipfall.seatDice', { n: dice, pips });
}
