/**
 * `Game.targets` for Piplus: for each legal action, what it points at and what it would do
 * (the cards and dice it uses, its value and count, what it beats, the dice it spends, a forced
 * reroll, finishing; for a pass, the dice it may reroll and whether it clears the table).
 */
import { DIE_KINDS } from '../../core/dice';
import type { Seat } from '../../core/game';
import { DIE_INDEX, leaderAfterClear, passesToClear } from './rules';
import type { DieOnCard, PiplusAction, PiplusState, PiplusTarget, Table } from './state';

/** What each of `legal` (this seat's legal actions) does, in the same order. */
export function targetsOf(s: PiplusState, seat: Seat, legal: readonly PiplusAction[]): PiplusTarget[] {
  const h = s.seats[seat]!;
  const beats: Table | null = s.table;
  return legal.map((a): PiplusTarget => {
    switch (a.type) {
      case 'play': {
        const dice: DieOnCard[] = [];
        a.dice.forEach((die, card) => {
          if (die !== null) dice.push({ card, die, value: h.dice[DIE_INDEX[die]]!.value });
        });
        const value = a.cards[0]! + (dice.find((d) => d.card === 0)?.value ?? 0);
        const spends = DIE_KINDS.filter((k) => a.dice.includes(k));
        const unusedAfter = h.dice.filter((d) => !d.spent && !spends.includes(d.kind)).length;
        const handAfter = h.hand.length - a.cards.length;
        return {
          kind: 'play',
          cards: a.cards,
          dice,
          value,
          count: a.cards.length,
          beats,
          beatsBy: !beats ? 'lead' : a.cards.length > beats.cards.length ? 'count' : 'value',
          spends,
          forcedReroll: handAfter > 0 && unusedAfter === 0,
          leaves: { cards: a.cards, value: a.cards[0]! },
          finishes: handAfter === 0 && unusedAfter === 0,
        };
      }
      case 'die': {
        const unusedAfter = h.dice.filter((d) => !d.spent && d.kind !== a.die).length;
        return {
          kind: 'die',
          die: a.die,
          value: h.dice[DIE_INDEX[a.die]]!.value,
          beats,
          beatsBy: beats ? 'value' : 'lead',
          spends: [a.die],
          forcedReroll: h.hand.length > 0 && unusedAfter === 0,
          leaves: null,
          finishes: h.hand.length === 0 && unusedAfter === 0,
        };
      }
      case 'pass': {
        const clears = s.passes + 1 >= passesToClear(s);
        return {
          kind: 'pass',
          reroll: a.reroll,
          rerollable: h.hand.length > 0 ? DIE_KINDS : h.dice.filter((d) => !d.spent).map((d) => d.kind),
          clears,
          leader: clears ? leaderAfterClear(s) : null,
        };
      }
    }
  });
}
