/**
 * Log lines for Piplus events, from the catalogue. Rolls are told with what they were for:
 * the opening roll in one line with the starting player, a pass's rerolls with the pass, a
 * forced reroll once its three dice have landed, a scoring roll with its score. So the
 * narrator remembers the rolls of the event it is telling (`makeNarrator` gives each table its own).
 */
import { t } from '../../i18n';
import type { NarrateContext } from '../game-ui';
import type { CardValue, DieKind, PiplusEvent, Table } from './types';
import { formatList, plural } from '../../i18n/format';

/** A seat's colour name ("Red"): the name the table and the log use. */
export function colourName(seat: number): string {
  return t(`piplus.colour.${seat}`);
}

/** "1 card", "8 cards" ("1 Karte", "8 Karten"). */
export function cardCount(n: number): string {
  return plural('piplus.cardCount', n);
}

/** "a single 7", "two 7s", "five 10s". */
export function countWords(count: number, value: number): string {
  return count === 1 ? t('piplus.cards.one', { value }) : t('piplus.cards.many', { n: t(`piplus.number.${count}`), value });
}

/** The cards in play as a player says them: "two 5s" (5 and 7 count as two 5s). */
export function tableWords(table: Table): string {
  return countWords(table.cards.length, table.value);
}

/** "5+d6 (3)" for a card with its die, "7" for a bare card. */
export function pieceWords(card: CardValue, die: DieKind | null, value: number | null): string {
  return die === null ? String(card) : t('piplus.piece', { card, die, v: value ?? '' });
}

/** "1st", "2nd"... */
export function placeWords(place: number): string {
  return t(`piplus.place.${place}`);
}

/** "d4 3, d6 4 and d8 8". */
function rollsWords(rolls: readonly { readonly die: DieKind; readonly value: number }[]): string {
  return listWords(rolls.map((r) => t('piplus.roll', { die: r.die, v: r.value })));
}

/** "a, b and c" ("a, b und c"), as the language lists. */
export function listWords(xs: readonly string[]): string {
  return formatList(xs);
}

/** A narrator: one log line per event (null: told with another event, or not worth a line). */
export function makeNarrator(): (e: PiplusEvent, ctx?: NarrateContext) => string | null {
  /** The opening roll so far, per seat: [d4, d6, d8]. */
  let opening: number[][] = [];
  /** A pass's or forced reroll's dice still to land, and those that have. */
  let rerolling: { seat: number; dice: DieKind[]; forced: boolean; landed: { die: DieKind; value: number }[] } | null = null;

  return (e) => {
    const seat = colourName;
    switch (e.type) {
      case 'roundStarted':
        opening = [];
        rerolling = null;
        // A round opened under way (a lesson's scenario) says what was dealt, not what the hands hold now.
        if (e.dealt !== undefined) return t('piplus.log.roundUnderWay', { n: e.round, cards: e.dealt, out: e.out });
        return t(e.out > 0 ? 'piplus.log.roundStartedOut' : 'piplus.log.roundStarted', { n: e.round, cards: e.handSize, out: e.out });
      case 'dealt':
        return t('piplus.log.dealt', { seat: seat(e.seat), cards: formatList(e.cards.map(String)) });
      case 'rolled': {
        if (e.reason === 'opening') {
          (opening[e.seat] ??= []).push(e.value);
          return null;
        }
        if (e.reason === 'score' || !rerolling || rerolling.seat !== e.seat) return null;
        const r = rerolling;
        r.landed.push({ die: e.die, value: e.value });
        if (r.landed.length < r.dice.length) return null;
        rerolling = null;
        return t(r.forced ? 'piplus.log.forced' : 'piplus.log.passedReroll', { seat: seat(r.seat), rolls: rollsWords(r.landed) });
      }
      case 'starter': {
        const totals = e.totals.map((total, s) => t('piplus.log.openingSeat', { seat: seat(s), dice: (opening[s] ?? []).join('+'), total })).join('; ');
        const why =
          e.by === 'total'
            ? t('piplus.log.starterTotal')
            : e.by === 'draw'
              ? t('piplus.log.starterDraw', { seats: listWords(e.tied.map(seat)) })
              : t('piplus.log.starterTie', { die: e.by, seats: listWords(e.tied.map(seat)) });
        return t('piplus.log.starter', { totals, seat: seat(e.seat), why });
      }
      case 'played': {
        const pieces = listWords(e.cards.map((c, i) => pieceWords(c, e.dice[i] ?? null, e.dieValues[i] ?? null)));
        const worth = countWords(e.count, e.value);
        const stays = e.dice.some((d) => d !== null) && e.table.value !== e.value ? t('piplus.log.stays', { table: tableWords(e.table) }) : '';
        return e.beat
          ? t('piplus.log.beats', { seat: seat(e.seat), beat: tableWords(e.beat), worth, pieces, stays })
          : t('piplus.log.leads', { seat: seat(e.seat), worth, pieces, stays });
      }
      case 'loneDie':
        return e.beat
          ? t('piplus.log.loneBeats', { seat: seat(e.seat), die: e.die, v: e.value, beat: tableWords(e.beat) })
          : t('piplus.log.loneLeads', { seat: seat(e.seat), die: e.die, v: e.value });
      case 'spent':
        return null;
      case 'forcedReroll':
        rerolling = { seat: e.seat, dice: ['d4', 'd6', 'd8'], forced: true, landed: [] };
        return null;
      case 'passed':
        if (e.reroll.length === 0) return t('piplus.log.passed', { seat: seat(e.seat) });
        rerolling = { seat: e.seat, dice: [...e.reroll], forced: false, landed: [] };
        return null;
      case 'cleared':
        return e.reason === 'loneDie'
          ? t(e.cards.length > 0 ? 'piplus.log.clearedLoneCards' : 'piplus.log.clearedLone', { seat: seat(e.leader), n: e.cards.length })
          : t('piplus.log.cleared', { seat: seat(e.leader), n: e.cards.length });
      case 'placed':
        return t(`piplus.log.placed.${e.by}`, { seat: seat(e.seat), place: placeWords(e.place) });
      case 'safetyValve':
        return t('piplus.log.safetyValve', { n: e.turns });
      case 'roundEnded': {
        const order = e.places
          .flatMap((p, s) => (p === null ? [] : [{ p, s }]))
          .sort((a, b) => a.p - b.p)
          .map((x) => t('piplus.log.ranked', { place: placeWords(x.p), seat: seat(x.s) }));
        return t('piplus.log.roundEnded', { n: e.round, order: formatList(order) });
      }
      case 'scored':
        return t('piplus.log.scored', { seat: seat(e.seat), place: placeWords(e.place), rolls: rollsWords(e.rolls), score: e.score, total: e.total });
      case 'gameOver': {
        const o = e.outcome;
        const best = o.scores ? Math.max(...o.scores) : 0;
        return o.winners.length > 1
          ? plural('piplus.log.gameOverShared', best, { seats: listWords(o.winners.map(seat)) })
          : plural('piplus.log.gameOver', best, { seat: seat(o.winners[0] ?? 0) });
      }
    }
  };
}
