/** PipFall Hex's coached first game: the coach's words the first time each rule comes into play (format in tutorial/firstGame.ts). */
import type { FirstGame } from '../../../tutorial/firstGame';

const k = (s: string): string => `hex.first.${s}`;

export const hexFirstGame: FirstGame = {
  options: { seats: 2, variants: [] },
  hello: k('hello'),
  cues: [
    { rule: 'deal-dice-plus-one', when: { type: 'handStarted' }, say: k('deal') },
    { rule: 'program-order', when: { type: 'leftOut' }, say: k('leftOut') },
    { rule: 'reveal-rank', when: { type: 'revealed' }, say: k('revealed') },
    { rule: 'move-hexes', when: { type: 'moved' }, say: k('moved') },
    { rule: 'decay', when: { type: 'decayed' }, say: k('decayed') },
    { rule: 'combat', when: { type: 'combat' }, say: k('combat') },
    { rule: 'trophy', when: { type: 'captured' }, say: k('captured') },
    { rule: 'mutual-destruction', when: { type: 'combat', result: 'bothDestroyed' }, say: k('bothDestroyed') },
    { rule: 'hearts', when: { type: 'powered', suit: 'H' }, say: k('hearts') },
    { rule: 'diamonds', when: { type: 'powered', suit: 'D' }, say: k('diamonds') },
    { rule: 'spades', when: { type: 'powered', suit: 'S' }, say: k('spades') },
    { rule: 'clubs', when: { type: 'powered', suit: 'C' }, say: k('clubs') },
    { rule: 'reinforce', when: { type: 'reinforced' }, say: k('reinforced') },
    { rule: 'no-eligible-die', when: { type: 'cardDiscarded', reason: 'noUse' }, say: k('discarded') },
    { rule: 'elimination', when: { type: 'eliminated' }, say: k('eliminated') },
    { rule: 'round-end', when: { type: 'roundEnded' }, say: k('roundEnded') },
  ],
};

export const hexFirstGameEn: Record<string, string> = {
  [k('hello')]:
    'Your first game of PipFall Hex, against the computer at its gentlest. Destroy your rival’s dice to win them as trophies; after four rounds the most trophies win. I will speak up the first time each rule comes into play.',
  [k('deal')]: 'Each hand you are dealt one card for each of your dice on the battlefield, plus one. Program all but one, in order; the card you leave out is discarded unseen.',
  [k('leftOut')]: 'The card left out goes face down to the discards; nobody sees it.',
  [k('revealed')]:
    'Everyone reveals their next card; the highest rank acts first. On equal ranks the player further round from the First Player goes first: suits never break ties here.',
  [k('moved')]: 'A number card moves one of your dice up to 3 hexes, turning as it likes, through dice but never through or onto a hazard.',
  [k('decayed')]: 'Every activation ends with the die losing 1 pip: any move (0 hexes too) and any suit power, Clubs included. There is no success threshold in Hex.',
  [k('combat')]: 'A move that ends on another die is combat, your own dice included: higher pips (before decay) survive, the lower die is destroyed; the defender never decays.',
  [k('captured')]: 'A die destroyed by an attacker becomes the winner’s trophy, keeping its pips: the trophies’ pips break a final tie.',
  [k('bothDestroyed')]: 'Equal pips: both dice are destroyed.',
  [k('hearts')]: 'Hearts: +2 pips on your own die (at most 6), then it decays by 1 as every activation does.',
  [k('diamonds')]: 'Diamonds: −2 pips; a die that reaches 0 is removed at once, and nobody takes it as a trophy.',
  [k('spades')]: 'Spades flip the die to its opposite face (1↔6, 2↔5, 3↔4), then it decays by 1.',
  [k('clubs')]: 'Clubs hold: no change, but the die still decays by 1.',
  [k('reinforced')]: 'A jack, queen or king may Reinforce instead: a die from the reserve enters an empty spot of its owner’s starting location, with that spot’s value. No decay.',
  [k('discarded')]: 'That card had no legal use (no die left that had not acted this hand), so it was discarded with no effect.',
  [k('eliminated')]: 'A player with no dice on the battlefield is out; their trophies still count at the end.',
  [k('roundEnded')]:
    'The deck could not deal every player a full hand, so the round ended: all cards are shuffled and the First Player marker moves on. After round 4 the game ends.',
};

export const hexFirstGameDe: Record<string, string> = {
  [k('hello')]:
    'Deine erste Partie PipFall Hex, gegen den Computer auf seiner sanftesten Stufe. Zerstöre die Würfel deines Gegners, um sie als Trophäen zu gewinnen; nach vier Runden gewinnen die meisten Trophäen. Ich melde mich, wenn eine Regel zum ersten Mal ins Spiel kommt.',
  [k('deal')]:
    'Jede Hand bekommst du eine Karte für jeden deiner Würfel auf dem Schlachtfeld, plus eine. Programmiere alle bis auf eine, in Reihenfolge; die übrige Karte wird ungesehen abgeworfen.',
  [k('leftOut')]: 'Die übrige Karte geht verdeckt auf die Ablage; niemand sieht sie.',
  [k('revealed')]:
    'Alle decken ihre nächste Karte auf; der höchste Rang wirkt zuerst. Bei gleichem Rang geht der Spieler vor, der vom Startspieler aus weiter entfernt sitzt: Farben entscheiden hier nie.',
  [k('moved')]: 'Eine Zahlenkarte bewegt einen deiner Würfel bis zu 3 Felder, mit beliebigen Richtungswechseln, durch Würfel hindurch, aber nie durch oder auf ein Hindernis.',
  [k('decayed')]:
    'Jede Aktivierung endet damit, dass der Würfel 1 Auge verliert: jeder Zug (auch um 0 Felder) und jede Farbkraft, Kreuz eingeschlossen. In Hex gibt es keine Erfolgsschwelle.',
  [k('combat')]:
    'Endet ein Zug auf einem anderen Würfel, kommt es zum Kampf, auch gegen eigene Würfel: Die höheren Augen (vor dem Verfall) überleben, der niedrigere Würfel wird zerstört; der Verteidiger verfällt nie.',
  [k('captured')]: 'Ein von einem Angreifer zerstörter Würfel wird zur Trophäe des Siegers und behält seine Augen: Die Augen der Trophäen entscheiden einen Gleichstand am Ende.',
  [k('bothDestroyed')]: 'Gleiche Augen: Beide Würfel werden zerstört.',
  [k('hearts')]: 'Herz: +2 Augen auf einen eigenen Würfel (höchstens 6), dann verfällt er um 1 wie bei jeder Aktivierung.',
  [k('diamonds')]: 'Karo: −2 Augen; ein Würfel, der 0 erreicht, wird sofort entfernt, und niemand bekommt ihn als Trophäe.',
  [k('spades')]: 'Pik dreht den Würfel auf die Gegenseite (1↔6, 2↔5, 3↔4), dann verfällt er um 1.',
  [k('clubs')]: 'Kreuz hält: keine Änderung, aber der Würfel verfällt trotzdem um 1.',
  [k('reinforced')]:
    'Bube, Dame oder König dürfen stattdessen verstärken: Ein Würfel aus der Reserve kommt auf einen freien Platz des eigenen Startgebiets, mit dem Wert dieses Platzes. Kein Verfall.',
  [k('discarded')]: 'Diese Karte hatte keine erlaubte Verwendung (kein Würfel mehr, der in dieser Hand noch nicht aktiv war), also wurde sie wirkungslos abgeworfen.',
  [k('eliminated')]: 'Wer keine Würfel mehr auf dem Schlachtfeld hat, scheidet aus; seine Trophäen zählen am Ende trotzdem.',
  [k('roundEnded')]:
    'Der Stapel reichte nicht für volle Hände aller Spieler, also endete die Runde: Alle Karten werden gemischt und der Startspieler-Marker wandert weiter. Nach Runde 4 endet das Spiel.',
};
