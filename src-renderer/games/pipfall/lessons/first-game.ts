/** PipFall's coached first game: the coach's words the first time each rule comes into play (format in tutorial/firstGame.ts). */
import type { FirstGame } from '../../../tutorial/firstGame';

const k = (s: string): string => `pipfall.first.${s}`;

export const pipfallFirstGame: FirstGame = {
  options: { seats: 2, variants: [] },
  hello: k('hello'),
  cues: [
    { rule: 'program-three', when: { type: 'dealt' }, say: k('program') },
    { rule: 'lane-claim', when: { type: 'markerPlaced' }, say: k('lanes') },
    { rule: 'marker-on-card', when: { type: 'markerOnCard' }, say: k('noLane') },
    { rule: 'initiative', when: { type: 'initiativeRevealed' }, say: k('initiative') },
    { rule: 'die-in-lane', when: { type: 'activated' }, say: k('activated') },
    { rule: 'move', when: { type: 'moved' }, say: k('moved') },
    { rule: 'decay', when: { type: 'decayed' }, say: k('decayed') },
    { rule: 'combat', when: { type: 'combat' }, say: k('combat') },
    { rule: 'mutual-destruction', when: { type: 'combat', result: 'bothRemoved' }, say: k('combatTie') },
    { rule: 'hearts', when: { type: 'powered', suit: 'H' }, say: k('hearts') },
    { rule: 'diamonds', when: { type: 'powered', suit: 'D' }, say: k('diamonds') },
    { rule: 'spades', when: { type: 'powered', suit: 'S' }, say: k('spades') },
    { rule: 'clubs', when: { type: 'powered', suit: 'C' }, say: k('clubs') },
    { rule: 'power-fails', when: { type: 'powerFailed' }, say: k('powerFailed') },
    { rule: 'null-action', when: { type: 'nullAction' }, say: k('nullAction') },
    { rule: 'restore', when: { type: 'restored' }, say: k('restored') },
    { rule: 'elimination', when: { type: 'eliminated' }, say: k('eliminated') },
    { rule: 'deck-cycles', when: { type: 'cycleCompleted' }, say: k('cycle') },
  ],
};

export const pipfallFirstGameEn: Record<string, string> = {
  [k('hello')]:
    'Your first game of PipFall, against the computer at its gentlest. After two passes through the deck, the most pips on the board wins; lose all your dice and you are out. I will speak up the first time each rule comes into play.',
  [k('program')]: 'Each round you get four cards: program three into slots 1, 2 and 3, in the order they will act, and keep the fourth face down as your initiative card.',
  [k('lanes')]: 'A lane marker claims a row or a column that holds one of your dice; no two markers share a lane. When its card acts, it works on one of your dice in that lane.',
  [k('noLane')]: 'No free lane held one of that player’s dice, so the marker went onto the card: it is cancelled, never revealed.',
  [k('initiative')]: 'Initiative cards are revealed together: the highest (rank, then suit) starts each of the three activation cycles.',
  [k('activated')]:
    'A card acts on one die standing in its lane now (dice may have moved since), and each die acts at most once a round. A number card moves it or uses its suit; a face card or ace uses its suit.',
  [k('moved')]: 'A move goes 0 to 3 cells in one straight line, passing over dice and staying on the board.',
  [k('decayed')]: 'Every move costs the moving die 1 pip (even a move of 0 cells). A die that falls to 0 is removed.',
  [k('combat')]:
    'A move that ends on another die is combat, your own dice included: the higher pips (before decay) survive, the lower die is removed, and a surviving attacker then decays by 1.',
  [k('combatTie')]: 'Equal pips: both dice are removed.',
  [k('hearts')]: 'Hearts: +2 pips, at most 6 (on a 5 only +1). A power that works costs no decay.',
  [k('diamonds')]: 'Diamonds: −2 pips, never below 1 (on a 2 only −1).',
  [k('spades')]: 'Spades flip the die to its opposite face: 1↔6, 2↔5, 3↔4. A flip always changes the pips, so Spades never fail.',
  [k('clubs')]: 'Clubs hold: no change and no decay. Clubs never fail.',
  [k('powerFailed')]: 'That power could not change the pips (Hearts on a 6, Diamonds on a 1), so it failed: the die decays by 1 as if it had moved 0 cells.',
  [k('nullAction')]: 'No die of that player stood in the lane when the card came up: it did nothing.',
  [k('restored')]: 'Restore, once a game: with your starting corner empty and a die lost, a new die enters the corner at 4 pips.',
  [k('eliminated')]: 'A player with no dice after the restore window is out of the game.',
  [k('cycle')]: 'One pass through the deck is done. With two players the game ends after the second; then the most pips on the board win, ties broken by more dice.',
};

export const pipfallFirstGameDe: Record<string, string> = {
  [k('hello')]:
    'Deine erste Partie PipFall, gegen den Computer auf seiner sanftesten Stufe. Nach zwei Durchgängen durch den Stapel gewinnt, wer die meisten Augen auf dem Brett hat; wer alle Würfel verliert, scheidet aus. Ich melde mich, wenn eine Regel zum ersten Mal ins Spiel kommt.',
  [k('program')]:
    'Jede Runde bekommst du vier Karten: Programmiere drei auf die Plätze 1, 2 und 3, in der Reihenfolge, in der sie wirken, und behalte die vierte verdeckt als Initiativkarte.',
  [k('lanes')]:
    'Ein Bahnmarker belegt eine Reihe oder Spalte, in der einer deiner Würfel steht; zwei Marker teilen nie eine Bahn. Wirkt seine Karte, trifft sie einen deiner Würfel in dieser Bahn.',
  [k('noLane')]: 'Keine freie Bahn enthielt einen Würfel dieses Spielers, also kam der Marker auf die Karte: Sie ist aufgehoben und wird nie aufgedeckt.',
  [k('initiative')]: 'Die Initiativkarten werden gemeinsam aufgedeckt: Die höchste (Rang, dann Farbe) beginnt jeden der drei Aktivierungsdurchgänge.',
  [k('activated')]:
    'Eine Karte wirkt auf einen Würfel, der jetzt in ihrer Bahn steht (Würfel können sich inzwischen bewegt haben), und jeder Würfel wirkt höchstens einmal pro Runde. Eine Zahlenkarte bewegt ihn oder nutzt ihre Farbe; Bild und Ass nutzen ihre Farbe.',
  [k('moved')]: 'Ein Zug geht 0 bis 3 Felder in gerader Linie, über Würfel hinweg und auf dem Brett.',
  [k('decayed')]: 'Jeder Zug kostet den ziehenden Würfel 1 Auge (auch ein Zug um 0 Felder). Ein Würfel, der auf 0 fällt, wird entfernt.',
  [k('combat')]:
    'Endet ein Zug auf einem anderen Würfel, kommt es zum Kampf, auch gegen eigene Würfel: Die höheren Augen (vor dem Verfall) überleben, der niedrigere Würfel wird entfernt, und ein überlebender Angreifer verfällt dann um 1.',
  [k('combatTie')]: 'Gleiche Augen: Beide Würfel werden entfernt.',
  [k('hearts')]: 'Herz: +2 Augen, höchstens 6 (auf einer 5 nur +1). Eine Kraft, die wirkt, kostet keinen Verfall.',
  [k('diamonds')]: 'Karo: −2 Augen, nie unter 1 (auf einer 2 nur −1).',
  [k('spades')]: 'Pik dreht den Würfel auf die Gegenseite: 1↔6, 2↔5, 3↔4. Ein Drehen ändert immer die Augen, also schlägt Pik nie fehl.',
  [k('clubs')]: 'Kreuz hält: keine Änderung und kein Verfall. Kreuz schlägt nie fehl.',
  [k('powerFailed')]:
    'Diese Kraft konnte die Augen nicht ändern (Herz auf einer 6, Karo auf einer 1), also schlug sie fehl: Der Würfel verfällt um 1, als wäre er 0 Felder gezogen.',
  [k('nullAction')]: 'Als die Karte an der Reihe war, stand kein Würfel dieses Spielers in der Bahn: Sie bewirkte nichts.',
  [k('restored')]: 'Wiederherstellen, einmal pro Partie: Ist deine Startecke leer und hast du einen Würfel verloren, kommt ein neuer Würfel mit 4 Augen in die Ecke.',
  [k('eliminated')]: 'Wer nach dem Wiederherstellen keine Würfel mehr hat, scheidet aus.',
  [k('cycle')]: 'Ein Durchgang durch den Stapel ist vorbei. Zu zweit endet das Spiel nach dem zweiten; dann gewinnen die meisten Augen auf dem Brett, bei Gleichstand mehr Würfel.',
};
