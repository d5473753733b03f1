/**
 * One line that says what a choice will do, from the engine's target for it: shown while the
 * pointer rests on a lit hex or die (or a panel button has focus), before the player commits.
 * Combat values and outcome with the trophies, the decay, a power's effect, a Reinforce, and a
 * warning when a move attacks the player's own die.
 */
import { t } from '../../i18n';
import type { AnyOption } from './picks';
import { hexName, LocationName, own, stepsWord } from './narrate';
import type { DecayPreview } from './types';

/** The preview line and whether it warns (an attack on an own die). */
export interface Preview {
  readonly text: string;
  readonly warn: boolean;
}

/** "decays to 3" / "decays to 0 and leaves the battlefield". */
export function afterDecay(decay: DecayPreview | null): string {
  return decay && decay.to > 0 ? t('hex.preview.afterDecay', { pips: decay.to }) : t('hex.preview.afterGone');
}

/** What choosing `o` would do, in words. */
export function preview(o: AnyOption): Preview {
  const tg = o.target;
  switch (tg.kind) {
    case 'location':
      return {
        text: t('hex.preview.location', { location: LocationName(tg.name), rear: hexName(tg.rear), front1: hexName(tg.fronts[0]), front2: hexName(tg.fronts[1]) }),
        warn: false,
      };
    case 'move': {
      const after = afterDecay(tg.decay);
      const c = tg.combat;
      if (c) {
        const ownDie = c.defenderSeat === o.action.seat;
        const key = ownDie ? `hex.preview.own.${c.result}` : `hex.preview.combat.${c.result}`;
        return { text: t(key, { a: c.attackerPips, d: c.defenderPips, seat: own(c.defenderSeat), after }), warn: ownDie };
      }
      if (tg.path.length === 0) return { text: t('hex.preview.stay', { hex: hexName(tg.from), after }), warn: false };
      return { text: t('hex.preview.move', { steps: stepsWord(tg.path.length), hex: hexName(tg.to), after }), warn: false };
    }
    case 'power': {
      const power = t(`hex.power.${tg.suit}`);
      if (tg.to <= 0) return { text: t('hex.preview.powerRemoved', { power, from: tg.from }), warn: false };
      return { text: t('hex.preview.power', { power, from: tg.from, to: tg.to, after: afterDecay(tg.decay) }), warn: false };
    }
    case 'reinforce':
      return { text: t('hex.preview.reinforce', { pips: tg.pips, hex: hexName(tg.at), position: t(`hex.position.${tg.position}`) }), warn: false };
    case 'program':
      return { text: '', warn: false };
  }
}
