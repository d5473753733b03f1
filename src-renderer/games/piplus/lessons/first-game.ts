/** Piplus's coached first game: the coach's words the first time each rule comes into play (format in tutorial/firstGame.ts). */
import type { FirstGame } from '../../../tutorial/firstGame';

const k = (s: string): string => `piplus.first.${s}`;

export const piplusFirstGame: FirstGame = {
  options: { seats: 2, variants: [] },
  hello: k('hello'),
  cues: [
    { rule: 'deal-sizes', when: { type: 'roundStarted' }, say: k('deal') },
    { rule: 'opening-roll', when: { type: 'starter' }, say: k('starter') },
    { rule: 'same-value', when: { type: 'played' }, say: k('played') },
    { rule: 'lone-die', when: { type: 'loneDie' }, say: k('loneDie') },
    { rule: 'spent-dice', when: { type: 'spent' }, say: k('spent') },
    { rule: 'pass-reroll', when: { type: 'passed' }, say: k('passed') },
    { rule: 'table-clear', when: { type: 'cleared' }, say: k('cleared') },
    { rule: 'forced-reroll', when: { type: 'forcedReroll' }, say: k('forcedReroll') },
    { rule: 'finish-order', when: { type: 'placed' }, say: k('placed') },
    { rule: 'scoring-rolls', when: { type: 'roundEnded' }, say: k('roundEnded') },
  ],
};

export const piplusFirstGameEn: Record<string, string> = {
  [k('hello')]:
    'Your first game of Piplus, against the computer at its gentlest. Be first to get rid of your cards; after three rounds the highest score wins. I will speak up the first time each rule comes into play.',
  [k('deal')]: 'With two players each is dealt 12 cards (11, 10, 8 and 6 with 3 to 6 players); the rest sit out this round. Everyone has a d4, a d6 and a d8.',
  [k('starter')]: 'Everyone rolled all three dice: the lowest total leads the first trick (ties: the lowest d8, then d6, then d4).',
  [k('played')]: 'A play is one or more cards of the same value; a die placed on a card adds to it. To beat the cards in play, play as many with a higher value, or more cards.',
  [k('loneDie')]: 'A die played alone counts as one card of its value. Once played it leaves nothing in play: the next player leads.',
  [k('spent')]: 'Dice used in a play are spent (they go to the lid), and the cards stay in play at their lowest face value.',
  [k('passed')]: 'You may pass on any turn except a lead on an empty table; passing, you may reroll any of your dice, and you can still play later.',
  [k('cleared')]: 'Everyone else passed: the table is cleared and the last player to play leads.',
  [k('forcedReroll')]: 'All three dice spent with cards still in hand: they are rerolled at once and ready to use.',
  [k('placed')]: 'A player out of cards and dice has finished. The finishing order decides the round.',
  [k('roundEnded')]: 'Scoring: first place rolls d4, d6 and d8, second the d4 (with two players); each scores the highest single die. Three rounds; the highest total wins.',
};

export const piplusFirstGameDe: Record<string, string> = {
  [k('hello')]:
    'Deine erste Partie Piplus, gegen den Computer auf seiner sanftesten Stufe. Werde als Erster deine Karten los; nach drei Runden gewinnt die höchste Punktzahl. Ich melde mich, wenn eine Regel zum ersten Mal ins Spiel kommt.',
  [k('deal')]: 'Zu zweit bekommt jeder 12 Karten (11, 10, 8 und 6 bei 3 bis 6 Spielern); der Rest bleibt diese Runde draußen. Jeder hat einen d4, einen d6 und einen d8.',
  [k('starter')]: 'Alle haben ihre drei Würfel geworfen: Die niedrigste Summe eröffnet den ersten Stich (bei Gleichstand der niedrigste d8, dann d6, dann d4).',
  [k('played')]:
    'Ein Spielzug sind eine oder mehrere Karten gleichen Werts; ein Würfel auf einer Karte zählt dazu. Um die ausliegenden Karten zu schlagen, spiele gleich viele mit höherem Wert oder mehr Karten.',
  [k('loneDie')]: 'Ein einzeln gespielter Würfel zählt als eine Karte seines Werts. Danach liegt nichts mehr aus: Der nächste Spieler eröffnet.',
  [k('spent')]: 'In einem Spielzug genutzte Würfel sind verbraucht (sie kommen in den Deckel), und die Karten liegen mit ihrem niedrigsten Kartenwert aus.',
  [k('passed')]: 'Passen darfst du in jedem Zug außer beim Eröffnen auf leerem Tisch; beim Passen darfst du beliebige Würfel neu werfen und später trotzdem wieder spielen.',
  [k('cleared')]: 'Alle anderen haben gepasst: Der Tisch wird geräumt, und wer zuletzt gespielt hat, eröffnet.',
  [k('forcedReroll')]: 'Alle drei Würfel verbraucht, aber noch Karten auf der Hand: Sie werden sofort neu geworfen und sind wieder verfügbar.',
  [k('placed')]: 'Wer keine Karten und Würfel mehr hat, ist fertig. Die Reihenfolge des Fertigwerdens entscheidet die Runde.',
  [k('roundEnded')]: 'Wertung: Der Erste wirft d4, d6 und d8, der Zweite den d4 (zu zweit); jeder zählt den höchsten einzelnen Würfel. Drei Runden; die höchste Summe gewinnt.',
};
