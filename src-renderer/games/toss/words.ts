/** A PipFall Toss action in a player's words, for hints ("Pitch at the middle (lob): 1.2° right, arc 65°, 9.41 m/s"). */
import { t } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { namesOf, resultWord } from './names';
import type { TossAction, TossTarget, TossView } from './types';

/** A measure of the aim with `digits` decimals, as the language writes it ("9.41"; German "9,41"). */
export function fixed(n: number, digits: number): string {
  return formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** The direction of an aim in words. */
export function yawWords(yaw: number): string {
  if (Math.abs(yaw) < 0.05) return t('toss.aim.straight');
  return t('toss.aim.yawValue', { deg: fixed(Math.abs(yaw), 1), dir: t(yaw > 0 ? 'toss.aim.right' : 'toss.aim.left') });
}

/** What `a` does, in words, as the seat at the screen would say it. */
export function actionWords(a: TossAction, target: TossTarget | undefined, view: TossView): string {
  const names = namesOf(view.options as unknown as Record<string, unknown>, []);
  switch (a.type) {
    case 'choose':
      return t(`toss.pick.${a.pick}`);
    case 'undo':
      return t('toss.words.undo');
    case 'enter':
      return target?.kind === 'enter'
        ? t('toss.words.enter', { result: resultWord(a.result), side: names.side(target.side), n: target.sideDie })
        : t('toss.words.enter', { result: resultWord(a.result), side: '', n: '' });
    case 'toss': {
      const label = target?.kind === 'toss' ? target.label : '';
      const [what = '', arc = ''] = label.split(' ');
      let spot: string;
      if (what.startsWith('knock-')) {
        const id = Number(what.slice(6));
        const lie = view.lies.find((d) => d.id === id);
        spot = t('toss.words.spot.knock', { side: lie ? names.colour(lie.side) : '', n: Math.floor(id / 2) + 1 });
      } else spot = t(`toss.words.spot.${what || 'none'}`);
      const arcName = arc ? ` (${t(`toss.aim.arc.${arc}`)})` : '';
      return t('toss.words.toss', { what: `${spot}${arcName}`, yaw: yawWords(a.aim.yaw), arc: fixed(a.aim.pitch, 0), power: fixed(a.aim.power, 2) });
    }
  }
}
