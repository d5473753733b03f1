/** English narration of Piplus events and actions for the CLI, hints and tests (the app has its own catalogue). */
import type { DieKind } from '../../core/dice';
import type { CardValue, PiplusAction, PiplusEvent, Table } from './state';

const P = (seat: number): string => `P${seat + 1}`;
const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th'];
const place = (p: number): string => ORDINAL[p - 1] ?? `${p}th`;
const NUMBER = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const count = (n: number): string => NUMBER[n] ?? String(n);
const list = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** "two 7s", "a 5", "three 10s". */
export function cardsWorth(n: number, value: number): string {
  return n === 1 ? `a single ${value}` : `${count(n)} ${value}s`;
}

/** The cards in play as a player says them: "a single 6", "two 5s" (cards 5 7 count as two 5s). */
export function tableName(t: Table): string {
  return cardsWorth(t.cards.length, t.value);
}

/** A card with its die: "5+d4(2)", or just "7". */
function piece(card: CardValue, die: DieKind | null, value?: number | null): string {
  return die === null ? String(card) : value === undefined || value === null ? `${card}+${die}` : `${card}+${die}(${value})`;
}

/** One line per event. */
export function describe(e: PiplusEvent): string {
  switch (e.type) {
    case 'roundStarted':
      return `-- round ${e.round}${e.dealt !== undefined ? ', under way' : ''}: ${e.dealt ?? e.handSize} cards each${e.out > 0 ? `, ${e.out} out of the round` : ''} --`;
    case 'dealt':
      return `${P(e.seat)} is dealt ${e.cards.join(' ')}`;
    case 'rolled': {
      const why = { opening: 'rolls', pass: 'rerolls', forced: 'rerolls', score: 'rolls for score:' }[e.reason];
      return `${P(e.seat)} ${why} ${e.die} ${e.value}`;
    }
    case 'starter': {
      const how =
        e.by === 'total'
          ? 'lowest total'
          : e.by === 'draw'
            ? `all tied with ${list(e.tied.map(P))}: drawn at random`
            : `tied on total with ${list(e.tied.filter((x) => x !== e.seat).map(P))}, lowest ${e.by}`;
      return `opening totals ${e.totals.join('-')}: ${P(e.seat)} starts (${how})`;
    }
    case 'played': {
      const pieces = e.cards.map((c, i) => piece(c, e.dice[i] ?? null, e.dieValues[i]));
      const dice = e.dice.some((d) => d !== null);
      const worth = `${cardsWorth(e.count, e.value)}${dice && e.table.value !== e.value ? `, left in play as ${tableName(e.table)}` : ''}`;
      return `${P(e.seat)} ${e.beat ? `beats ${tableName(e.beat)} with` : 'leads'} ${pieces.join(' ')} (${worth})`;
    }
    case 'loneDie':
      return `${P(e.seat)} ${e.beat ? `beats ${tableName(e.beat)} with` : 'leads'} a lone ${e.die} showing ${e.value}`;
    case 'spent':
      return `${P(e.seat)}'s ${list(e.dice)} ${e.dice.length === 1 ? 'goes' : 'go'} to the lid`;
    case 'forcedReroll':
      return `${P(e.seat)} has spent all three dice with cards in hand: rerolls them all`;
    case 'passed':
      return `${P(e.seat)} passes${e.reroll.length > 0 ? ` and rerolls ${list(e.reroll)}` : ''}`;
    case 'cleared':
      return e.reason === 'loneDie'
        ? `the lone die leaves the table empty${e.cards.length > 0 ? ` (${e.cards.join(' ')} discarded)` : ''}: ${P(e.leader)} leads`
        : `everyone passed: ${e.cards.join(' ')} discarded, ${P(e.leader)} leads`;
    case 'placed':
      return e.by === 'finished'
        ? `${P(e.seat)} is out of cards and dice: ${place(e.place)}`
        : e.by === 'lastLeft'
          ? `${P(e.seat)} is the last one left: ${place(e.place)}`
          : `${P(e.seat)} is ranked ${place(e.place)} by the safety valve`;
    case 'safetyValve':
      return `the round has run ${e.turns} turns: the safety valve ends it (fewer cards, then fewer unused dice, rank higher)`;
    case 'roundEnded':
      return `round ${e.round} ends: ${e.places
        .map((p, seat) => (p === null ? null : { p, seat }))
        .filter((x): x is { p: number; seat: number } => x !== null)
        .sort((a, b) => a.p - b.p)
        .map((x) => `${place(x.p)} ${P(x.seat)}`)
        .join(', ')}`;
    case 'scored':
      return `${P(e.seat)} (${place(e.place)}) scores ${e.score} with ${e.rolls.map((r) => `${r.die} ${r.value}`).join(', ')}; total ${e.total}`;
    case 'gameOver': {
      const o = e.outcome;
      const who = o.winners.length > 1 ? `shared victory: ${list(o.winners.map(P))}` : `${P(o.winners[0]!)} wins`;
      return `game over after three rounds: ${who}${o.scores ? `; totals ${o.scores.join('-')}` : ''}`;
    }
  }
}

/** A short English label of an action, for hints ("play 5+d4 7 (two 7s)", "lone d6", "pass, reroll d4 and d8"). */
export function describeAction(a: PiplusAction): string {
  switch (a.type) {
    case 'play':
      return `play ${a.cards.map((c, i) => piece(c, a.dice[i] ?? null)).join(' ')}`;
    case 'die':
      return `lone ${a.die}`;
    case 'pass':
      return a.reroll.length > 0 ? `pass, reroll ${list(a.reroll)}` : 'pass';
  }
}
