/** PipFall Toss's coached first game (the digital toss): the coach's words the first time each rule comes into play (format in tutorial/firstGame.ts). */
import type { FirstGame } from '../../../tutorial/firstGame';

const k = (s: string): string => `toss.first.${s}`;

export const tossFirstGame: FirstGame = {
  options: { seats: 2, variants: [], mode: 'digital' },
  hello: k('hello'),
  cues: [
    { rule: 'coin-toss', when: { type: 'coinTossed' }, say: k('coin') },
    { rule: 'alternate', when: { type: 'frameStarted' }, say: k('frame') },
    { rule: 'read-at-end', when: { type: 'tossed' }, say: k('tossed') },
    { rule: 'frame-sum', when: { type: 'frameScored' }, say: k('scored') },
    { rule: 'race-goes-on', when: { type: 'raceGoesOn' }, say: k('raceGoesOn') },
  ],
};

export const tossFirstGameEn: Record<string, string> = {
  [k('hello')]:
    'Your first game of PipFall Toss, against the computer at its gentlest. Pitch your three dice onto the board at the far end of the lane; the first to 100 with a lead of 2 wins. I will speak up the first time each rule comes into play.',
  [k('coin')]: 'A coin toss decides who opens: its winner chooses to open or to pick the side.',
  [k('frame')]: 'A frame: the players pitch in turn until each has thrown three dice. Each frame you pitch from the other end.',
  [k('tossed')]: 'Where a die ends counts only once the whole frame is pitched: a later die can knock it into the hole, off the board or onto another die.',
  [k('scored')]:
    'Scoring: a die flat on the board scores its top face, a leaner 3, the hole −3, off the board or a foul 0. Three equal faces on the board double the frame; three leaners score 9, not doubled. A frame never scores below 0.',
  [k('raceGoesOn')]: 'Someone has 100, but not with a lead of 2: play goes on until a side has 100 or more and leads by 2.',
};

export const tossFirstGameDe: Record<string, string> = {
  [k('hello')]:
    'Deine erste Partie PipFall Toss, gegen den Computer auf seiner sanftesten Stufe. Wirf deine drei Würfel auf das Brett am anderen Ende der Bahn; wer zuerst 100 mit 2 Punkten Vorsprung hat, gewinnt. Ich melde mich, wenn eine Regel zum ersten Mal ins Spiel kommt.',
  [k('coin')]: 'Ein Münzwurf entscheidet, wer beginnt: Der Gewinner wählt, ob er eröffnet oder die Seite wählt.',
  [k('frame')]: 'Ein Durchgang: Abwechselnd wird geworfen, bis jeder drei Würfel geworfen hat. Jeden Durchgang wirfst du vom anderen Ende.',
  [k('tossed')]: 'Wo ein Würfel liegt, zählt erst, wenn der ganze Durchgang geworfen ist: Ein späterer Würfel kann ihn ins Loch, vom Brett oder auf einen anderen Würfel stoßen.',
  [k('scored')]:
    'Wertung: Ein Würfel flach auf dem Brett zählt seine obere Zahl, ein Lehner 3, das Loch −3, vom Brett oder ein Foul 0. Drei gleiche Zahlen auf dem Brett verdoppeln den Durchgang; drei Lehner zählen 9, nicht verdoppelt. Ein Durchgang zählt nie unter 0.',
  [k('raceGoesOn')]: 'Jemand hat 100, aber nicht mit 2 Punkten Vorsprung: Es geht weiter, bis eine Seite 100 oder mehr hat und 2 vorn liegt.',
};
