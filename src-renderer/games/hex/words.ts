/**
 * A PipFall Hex action in a player's words, for hints ("Move your 5 from C3 2 hexes to E4 and
 * take Blue’s 4"): from the action and what the engine says it points at, never from rules of
 * its own.
 */
import { cardLabel, t } from '../../i18n';
import { hexName, locationName, own, stepsWord } from './narrate';
import type { HexAction, HexTarget, HexView } from './types';
import { formatList } from '../../i18n/format';

/** What `a` does, in words, as the seat at the screen would say it. */
export function actionWords(a: HexAction, target: HexTarget | undefined, _view: HexView): string {
  switch (a.type) {
    case 'chooseLocation':
      return t('hex.words.choose', { location: target?.kind === 'location' ? locationName(target.name) : a.location });
    case 'program':
      return t('hex.words.program', { cards: formatList(a.cards.map(cardLabel)), out: cardLabel(a.leftOut) });
    case 'move': {
      if (target?.kind !== 'move') return t('hex.words.move', { pips: '', from: '', steps: '', to: hexName(a.to) });
      const base = { pips: target.combat?.attackerPips ?? target.decay?.from ?? '', from: hexName(target.from), to: hexName(target.to), steps: stepsWord(target.path.length) };
      if (target.path.length === 0) return t('hex.words.stay', base);
      const c = target.combat;
      if (!c) return t('hex.words.move', base);
      if (c.defenderSeat === a.seat) return t('hex.words.attackOwn', { ...base, d: c.defenderPips });
      return t(`hex.words.attack.${c.result}`, { ...base, seat: own(c.defenderSeat), d: c.defenderPips });
    }
    case 'power': {
      if (target?.kind !== 'power') return t('hex.words.power', { power: '', pips: '', at: '', to: '' });
      const power = t(`hex.power.${target.suit}`);
      const base = { power, pips: target.from, at: hexName(target.at) };
      return target.to <= 0 ? t('hex.words.powerRemoved', base) : t('hex.words.power', { ...base, to: target.to });
    }
    case 'reinforce':
      return t('hex.words.reinforce', { pips: target?.kind === 'reinforce' ? target.pips : '', at: hexName(a.at) });
  }
}
