/**
 * A Piplus action in a player's words, for hints ("Play 5+d6 (5) and 10: two 10s, beating two
 * 8s") and for the preview line of the play being built, from the action and what the engine
 * says it does (its target), never from rules of its own.
 */
import { t } from '../../i18n';
import { countWords, listWords, pieceWords, tableWords } from './narrate';
import type { DieKind, PiplusAction, PiplusTarget, PiplusView, PlayerDie } from './types';

function dieValue(dice: readonly PlayerDie[] | undefined, kind: DieKind): number | string {
  return dice?.find((d) => d.kind === kind)?.value ?? '';
}

/** "your d4 (2) and d8 (1)". */
function diceWords(kinds: readonly DieKind[], dice: readonly PlayerDie[] | undefined): string {
  return listWords(kinds.map((k) => t('piplus.piece.die', { die: k, v: dieValue(dice, k) })));
}

/** What `a` does, in words, as the seat at the screen would say it. */
export function actionWords(a: PiplusAction, target: PiplusTarget | undefined, view: PiplusView): string {
  const dice = view.seats[a.seat]?.dice;
  switch (a.type) {
    case 'play': {
      const pieces = listWords(a.cards.map((c, i) => pieceWords(c, a.dice[i] ?? null, a.dice[i] ? Number(dieValue(dice, a.dice[i])) : null)));
      if (target?.kind !== 'play') return t('piplus.words.lead', { pieces, worth: '' });
      const worth = countWords(target.count, target.value);
      const then = (target.forcedReroll ? t('piplus.words.forced') : '') + (target.finishes ? t('piplus.words.finishes') : '');
      return (target.beats ? t('piplus.words.beat', { pieces, worth, table: tableWords(target.beats) }) : t('piplus.words.lead', { pieces, worth })) + then;
    }
    case 'die': {
      const v = dieValue(dice, a.die);
      const beats = target?.kind === 'die' ? target.beats : null;
      const then = target?.kind === 'die' ? (target.forcedReroll ? t('piplus.words.forced') : '') + (target.finishes ? t('piplus.words.finishes') : '') : '';
      return (beats ? t('piplus.words.loneBeat', { die: a.die, v, table: tableWords(beats) }) : t('piplus.words.loneLead', { die: a.die, v })) + then;
    }
    case 'pass':
      return a.reroll.length === 0 ? t('piplus.words.pass') : t('piplus.words.passReroll', { dice: diceWords(a.reroll, dice) });
  }
}

/** The preview of a legal play or pass, in short sentences: what it counts as, what it beats, what follows. */
export function previewWords(target: PiplusTarget, dice: readonly PlayerDie[] | undefined, seatName: (seat: number) => string): string {
  switch (target.kind) {
    case 'play': {
      const worth = countWords(target.count, target.value);
      const lines = [
        target.beatsBy === 'lead'
          ? t('piplus.preview.lead', { worth })
          : t(target.beatsBy === 'count' ? 'piplus.preview.count' : 'piplus.preview.value', { worth: capital(worth), table: tableWords(target.beats!) }),
      ];
      if (target.spends.length > 0) lines.push(t('piplus.preview.spends', { dice: listWords([...target.spends]) }));
      if (target.leaves.value !== target.value) lines.push(t('piplus.preview.stays', { table: tableWords(target.leaves) }));
      if (target.forcedReroll) lines.push(t('piplus.preview.forced'));
      if (target.finishes) lines.push(t('piplus.preview.finishes'));
      return lines.join(' ');
    }
    case 'die': {
      const lines = [
        target.beats
          ? t('piplus.preview.loneBeat', { die: target.die, v: target.value, table: tableWords(target.beats) })
          : t('piplus.preview.loneLead', { die: target.die, v: target.value }),
      ];
      if (target.forcedReroll) lines.push(t('piplus.preview.forced'));
      if (target.finishes) lines.push(t('piplus.preview.finishes'));
      return lines.join(' ');
    }
    case 'pass': {
      const first = target.reroll.length === 0 ? t('piplus.preview.pass') : t('piplus.preview.passReroll', { dice: diceWords(target.reroll, dice) });
      return target.clears && target.leader !== null ? `${first} ${t('piplus.preview.passClears', { seat: seatName(target.leader) })}` : first;
    }
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
