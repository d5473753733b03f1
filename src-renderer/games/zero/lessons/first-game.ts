/** Pip Zero's coached first game: the coach's words the first time each rule comes into play (format in tutorial/firstGame.ts). */
import type { FirstGame } from '../../../tutorial/firstGame';

const k = (s: string): string => `zero.first.${s}`;

export const zeroFirstGame: FirstGame = {
  options: { seats: 2, variants: [] },
  hello: k('hello'),
  cues: [
    { rule: 'program-columns', when: { type: 'dealt' }, say: k('program') },
    { rule: 'initiative-rank', when: { type: 'initiativeRevealed' }, say: k('initiative') },
    { rule: 'resolve-order', when: { type: 'cardRevealed' }, say: k('resolveOrder') },
    { rule: 'shift-right', when: { type: 'shifted' }, say: k('shift') },
    { rule: 'swap', when: { type: 'swapped' }, say: k('swap') },
    { rule: 'hearts', when: { type: 'powered', suit: 'H' }, say: k('hearts') },
    { rule: 'diamonds', when: { type: 'powered', suit: 'D' }, say: k('diamonds') },
    { rule: 'spades', when: { type: 'powered', suit: 'S' }, say: k('spades') },
    { rule: 'clubs', when: { type: 'powered', suit: 'C' }, say: k('clubs') },
    { rule: 'fizzle', when: { type: 'fizzled' }, say: k('fizzle') },
    { rule: 'column4-winner', when: { type: 'discardedUnread' }, say: k('unread') },
    { rule: 'win-clear', when: { type: 'removed' }, say: k('removed') },
    { rule: 'deck-short', when: { type: 'reshuffled' }, say: k('reshuffled') },
  ],
};

export const zeroFirstGameEn: Record<string, string> = {
  [k('hello')]:
    'Your first game of Pip Zero, against the computer at its gentlest. Clear all 16 of your dice before your rival clears theirs. I will speak up the first time each rule comes into play.',
  [k('program')]: 'You hold four cards: put one on each of columns 1, 2 and 3. The fourth goes to column 4 and is also your initiative card. Then confirm.',
  [k('initiative')]: 'The column 4 cards are compared: the higher rank wins, then the suit (♠ ♥ ♦ ♣). Only the winner’s column 4 card will act.',
  [k('resolveOrder')]:
    'Cards act in lockstep, column by column: both players’ column 1, then column 2, and so on. Each acts on the highest die in its column that has not acted this hand.',
  [k('shift')]: 'That column held no dice, so the card moved right to the next column that has some. It never wraps around.',
  [k('swap')]: 'A number card may swap: the die trades places with any die to its right in its row, then loses 1 pip. The other die keeps its pips.',
  [k('hearts')]: 'Hearts: +2 pips, at most 6. You want your dice at zero, so this hurts, but when it is the only thing a card can do it must be done.',
  [k('diamonds')]: 'Diamonds: −2 pips. A die that reaches 0 is removed.',
  [k('spades')]: 'Spades flip the die to its opposite face: 1↔6, 2↔5, 3↔4.',
  [k('clubs')]: 'Clubs hold: the die acts but keeps its pips.',
  [k('fizzle')]: 'That card had nothing it could act on, so it fizzled: no effect.',
  [k('unread')]: 'The initiative loser’s column 4 card is discarded unread.',
  [k('removed')]: 'A die at 0 pips leaves the grid. Remove all 16 and you win at once.',
  [k('reshuffled')]:
    'The draw deck ran short, so the discards were shuffled into a new deck: an exhaustion. The game ends after the hand of the second one; then most dice removed wins.',
};

export const zeroFirstGameDe: Record<string, string> = {
  [k('hello')]:
    'Deine erste Partie Pip Zero, gegen den Computer auf seiner sanftesten Stufe. Räume alle 16 Würfel ab, bevor es dein Gegner schafft. Ich melde mich, wenn eine Regel zum ersten Mal ins Spiel kommt.',
  [k('program')]: 'Du hast vier Karten: Lege je eine auf Spalte 1, 2 und 3. Die vierte kommt auf Spalte 4 und ist zugleich deine Initiativkarte. Dann bestätige.',
  [k('initiative')]: 'Die Karten in Spalte 4 werden verglichen: Der höhere Rang gewinnt, dann die Farbe (♠ ♥ ♦ ♣). Nur die Spalte-4-Karte des Gewinners wirkt.',
  [k('resolveOrder')]:
    'Die Karten wirken im Gleichschritt, Spalte für Spalte: beide Spalten 1, dann Spalte 2 und so weiter. Jede wirkt auf den höchsten Würfel ihrer Spalte, der in dieser Runde noch nicht aktiv war.',
  [k('shift')]: 'Diese Spalte hatte keine Würfel mehr, also rückte die Karte nach rechts zur nächsten Spalte mit Würfeln. Sie springt nie zurück nach links.',
  [k('swap')]:
    'Eine Zahlenkarte darf tauschen: Der Würfel tauscht den Platz mit einem beliebigen Würfel rechts von ihm in seiner Reihe und verliert dann 1 Auge. Der andere behält seine Augen.',
  [k('hearts')]: 'Herz: +2 Augen, höchstens 6. Du willst deine Würfel auf null bringen, das tut also weh, doch wenn eine Karte nur das kann, muss es sein.',
  [k('diamonds')]: 'Karo: −2 Augen. Ein Würfel, der 0 erreicht, wird entfernt.',
  [k('spades')]: 'Pik dreht den Würfel auf die Gegenseite: 1↔6, 2↔5, 3↔4.',
  [k('clubs')]: 'Kreuz hält: Der Würfel ist aktiv, behält aber seine Augen.',
  [k('fizzle')]: 'Diese Karte fand nichts, worauf sie wirken konnte, also verpuffte sie ohne Wirkung.',
  [k('unread')]: 'Die Spalte-4-Karte des Initiative-Verlierers wird ungelesen abgeworfen.',
  [k('removed')]: 'Ein Würfel mit 0 Augen verlässt das Raster. Räumst du alle 16 ab, gewinnst du sofort.',
  [k('reshuffled')]:
    'Der Stapel reichte nicht mehr, also wurde die Ablage zu einem neuen Stapel gemischt: eine Erschöpfung. Nach der Runde der zweiten endet das Spiel; dann gewinnt, wer die meisten Würfel entfernt hat.',
};
