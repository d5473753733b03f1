/**
 * The coach's lines of PipFall Toss's "close finish" lesson (close.json), in English and German:
 * a frame below zero that counts 0, each side adding its own frame, and a race that goes on past
 * 100, kept on the score keeper, with its recap's quick questions.
 */
export const tossCloseLessonEn = {
  'toss.lesson.close.title': 'Below zero, and a race past 100',
  'toss.lesson.close.blurb': 'A frame below 0 counts 0, and reaching 100 wins only with a lead of 2: a close finish on the score keeper.',
  'toss.lesson.close.intro':
    'A close game, kept on the score keeper: frame 14, and you (Red) lead 99 to 96, one point short of 100. Blue scored more in frame 13, so Blue opens this frame and you enter its last die. A side wins with 100 or more and a lead of 2, checked after each complete frame.',
  'toss.lesson.close.hole': 'Blue entered a 2. Your first die dropped into the hole: tap “In the hole” (or press H). That die scores −3.',
  'toss.lesson.close.one': 'Blue entered a 1. Your second die lies flat showing 1: tap 1 (or press the 1 key).',
  'toss.lesson.close.last':
    'Blue entered another 1: Blue’s frame is 2 + 1 + 1 = 4, enough to reach 100. Yours stands at −3 + 1 = −2. Your last die ran off the board: tap “Off the board” (or press O). It completes the frame.',
  'toss.lesson.close.scored':
    'Your frame: −3 + 1 + 0 = −2, and a frame below zero counts 0, so you stay on 99. Blue adds its own 4 and reaches 100: each side adds its own frame, nothing is taken off the other. Had your −2 counted, Blue would lead 100 to 97 and have won. As it is, Blue has 100 but leads by only 1, so the race goes on, with no limit on frames.',
  'toss.lesson.close.next':
    'Blue scored more, so Blue opens frame 15, pitched from the other end. 99 to 100: to win after this frame you need 100 or more and a lead of 2, so your frame must beat Blue’s by 3 or more. Blue wins if its frame beats yours by 1.',
  'toss.lesson.close.quiz1': 'Your frame adds up to −2 and your rival’s to 4. What is added to the totals?',
  'toss.lesson.close.quiz1a': '−2 to yours and 4 to theirs',
  'toss.lesson.close.quiz1b': '0 to yours and 4 to theirs',
  'toss.lesson.close.quiz1c': '6 to theirs, the difference',
  'toss.lesson.close.quiz1why': 'A frame below zero counts 0, and each side adds its own frame to its total: points are never netted between sides.',
  'toss.lesson.close.quiz2': 'After a complete frame the score is 100 to 99. What happens?',
  'toss.lesson.close.quiz2a': 'The side on 100 wins',
  'toss.lesson.close.quiz2b': 'Play goes on: a win needs 100 or more and a lead of 2',
  'toss.lesson.close.quiz2c': 'The game ends in a draw',
  'toss.lesson.close.quiz2why': 'After each complete frame, a side with 100 or more and a lead of 2 wins; otherwise play goes on, with no limit on frames.',
} as const;

export const tossCloseLessonDe: Record<keyof typeof tossCloseLessonEn, string> = {
  'toss.lesson.close.title': 'Unter null und ein Rennen über 100',
  'toss.lesson.close.blurb': 'Ein Durchgang unter 0 zählt 0, und 100 gewinnt nur mit 2 Punkten Vorsprung: ein knappes Ende mit dem Punktezähler.',
  'toss.lesson.close.intro':
    'Eine knappe Partie mit dem Punktezähler: Durchgang 14, und du (Rot) führst 99 zu 96, einen Punkt vor der 100. Blau hat in Durchgang 13 mehr erzielt, also beginnt Blau diesen Durchgang, und du trägst seinen letzten Würfel ein. Es gewinnt, wer 100 oder mehr mit 2 Punkten Vorsprung hat, geprüft nach jedem vollständigen Durchgang.',
  'toss.lesson.close.hole': 'Blau hat eine 2 eingetragen. Dein erster Würfel ist ins Loch gefallen: Tippe auf „Im Loch“ (oder drücke H). Dieser Würfel zählt −3.',
  'toss.lesson.close.one': 'Blau hat eine 1 eingetragen. Dein zweiter Würfel liegt flach und zeigt 1: Tippe auf 1 (oder drücke die Taste 1).',
  'toss.lesson.close.last':
    'Blau hat noch eine 1 eingetragen: Blaus Durchgang ist 2 + 1 + 1 = 4, genug für die 100. Deiner steht bei −3 + 1 = −2. Dein letzter Würfel ist vom Brett gerollt: Tippe auf „Vom Brett“ (oder drücke O). Er schließt den Durchgang ab.',
  'toss.lesson.close.scored':
    'Dein Durchgang: −3 + 1 + 0 = −2, und ein Durchgang unter null zählt 0, also bleibst du bei 99. Blau zählt seine eigenen 4 dazu und erreicht 100: Jede Seite zählt ihren eigenen Durchgang, der anderen wird nichts abgezogen. Hätten deine −2 gezählt, würde Blau 100 zu 97 führen und hätte gewonnen. So hat Blau 100, führt aber nur mit 1, also geht das Rennen weiter, ohne Grenze für Durchgänge.',
  'toss.lesson.close.next':
    'Blau hat mehr erzielt, also beginnt Blau Durchgang 15, geworfen vom anderen Ende. 99 zu 100: Um nach diesem Durchgang zu gewinnen, brauchst du 100 oder mehr mit 2 Punkten Vorsprung, dein Durchgang muss Blaus also um 3 oder mehr übertreffen. Blau gewinnt, wenn sein Durchgang deinen um 1 übertrifft.',
  'toss.lesson.close.quiz1': 'Dein Durchgang ergibt −2, der deines Gegners 4. Was kommt zu den Ständen dazu?',
  'toss.lesson.close.quiz1a': '−2 zu deinem und 4 zu seinem',
  'toss.lesson.close.quiz1b': '0 zu deinem und 4 zu seinem',
  'toss.lesson.close.quiz1c': '6 zu seinem, der Unterschied',
  'toss.lesson.close.quiz1why': 'Ein Durchgang unter null zählt 0, und jede Seite zählt ihren eigenen Durchgang zu ihrem Stand: Punkte werden nie zwischen den Seiten verrechnet.',
  'toss.lesson.close.quiz2': 'Nach einem vollständigen Durchgang steht es 100 zu 99. Was passiert?',
  'toss.lesson.close.quiz2a': 'Die Seite mit 100 gewinnt',
  'toss.lesson.close.quiz2b': 'Es geht weiter: Zum Sieg braucht es 100 oder mehr mit 2 Punkten Vorsprung',
  'toss.lesson.close.quiz2c': 'Die Partie endet unentschieden',
  'toss.lesson.close.quiz2why':
    'Nach jedem vollständigen Durchgang gewinnt eine Seite mit 100 oder mehr und 2 Punkten Vorsprung; sonst geht es weiter, ohne Grenze für Durchgänge.',
};
