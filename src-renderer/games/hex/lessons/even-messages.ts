/**
 * The coach's lines of PipFall Hex's "even fight" lesson (even.json), in English and German: the
 * learner's own attack of equal pips destroys both dice, each player takes the other's die, and
 * Blue, left with no die on the battlefield, is out; with the recap's quick questions.
 */
export const hexEvenLessonEn = {
  'hex.lesson.even.title': 'An even fight',
  'hex.lesson.even.blurb': 'Attack with equal pips: both dice are destroyed, each player takes the other’s, and a player with no die left is out.',
  'hex.lesson.even.welcome':
    'Round 3. Your 4 on E7 and your 3 on H8 face Blue’s last die on the battlefield, a 4; Blue has two more in reserve, which a jack, queen or king could bring in. One trophy each: you hold a Blue 5, Blue holds a Red 3. You have two dice, so three cards: the 9♣, the 3♥ and the 2♦.',
  'hex.lesson.even.grid':
    'The battlefield is 10 by 10 hexes, each named by its column letter and its row number, as printed along the edges: your 4 stands on E7. On which hex is Blue’s 4?',
  'hex.lesson.even.gridA': 'F7',
  'hex.lesson.even.gridB': 'G7',
  'hex.lesson.even.gridC': 'G6',
  'hex.lesson.even.gridD': 'H7',
  'hex.lesson.even.gridWhy': 'Its column’s letter, printed above and below the battlefield, is G, and its row’s number, printed at both sides, is 7: G7.',
  'hex.lesson.even.program': 'Program the 9♣ first and the 3♥ second, and leave out the 2♦.',
  'hex.lesson.even.attack':
    'Card 1: your 9♣ outranks Blue’s 7♠, so you act first. Blue’s 4 on G7 is within reach of both your dice, and your 3 is within reach of it. What does your 9♣ do?',
  'hex.lesson.even.attackWhy':
    'Your 4 onto Blue’s 4: equal pips destroy both, and Blue, with no die left on the battlefield, is out, which ends the game with you ahead. Your 3 would lose to the 4, and if Blue’s 4 stands, its 7♠ can take your 3.',
  'hex.lesson.even.both':
    '4 against 4: both dice are destroyed, and each of you takes the other’s die as a trophy (the seat list shows them). Blue has no die on the battlefield, and its two in reserve cannot save it: Blue is out at once, and with one player left the game ends.',
  'hex.lesson.even.score': 'Two trophies each, so their pips decide: your Blue 5 and 4 make 9, Blue’s Red 3 and 4 make 7. You win.',
  'hex.lesson.even.done':
    'Two more fights to know. The lower die loses, attacker or not: had your 3 attacked Blue’s 4, your 3 would have been Blue’s trophy. And your own dice can fight each other the same way, but nobody takes a trophy from such a fight.',
  'hex.lesson.even.quiz1': 'Your 4 attacks Blue’s 4. What happens?',
  'hex.lesson.even.quiz1.a1': 'Both dice are destroyed, and each of you takes the other’s die as a trophy',
  'hex.lesson.even.quiz1.a2': 'The attacker wins the tie',
  'hex.lesson.even.quiz1.a3': 'Both dice are destroyed, and nobody takes a trophy',
  'hex.lesson.even.quiz1.why': 'Equal pips destroy both dice, and each player takes the other’s die as a trophy; only a fight between your own dice gives no trophy.',
  'hex.lesson.even.quiz2': 'Blue’s last die on the battlefield is destroyed, but Blue has two dice in reserve. What happens?',
  'hex.lesson.even.quiz2.a1': 'Blue is out at once; the reserve cannot save it',
  'hex.lesson.even.quiz2.a2': 'A reserve die enters at once',
  'hex.lesson.even.quiz2.a3': 'Blue may Reinforce with its next jack, queen or king',
  'hex.lesson.even.quiz2.why': 'A player with no dice on the battlefield is out at once, reserve or not; the game ends when at most one player has dice.',
} as const;

export const hexEvenLessonDe: Record<keyof typeof hexEvenLessonEn, string> = {
  'hex.lesson.even.title': 'Ein ausgeglichener Kampf',
  'hex.lesson.even.blurb': 'Greif mit gleichen Augen an: Beide Würfel werden zerstört, jeder nimmt den des anderen, und wer keinen Würfel mehr hat, scheidet aus.',
  'hex.lesson.even.welcome':
    'Runde 3. Deine 4 auf E7 und deine 3 auf H8 stehen dem letzten Würfel von Blau auf dem Schlachtfeld gegenüber, einer 4; Blau hat noch zwei in Reserve, die ein Bube, eine Dame oder ein König ins Spiel bringen könnte. Je eine Trophäe: Du hast eine blaue 5, Blau eine rote 3. Du hast zwei Würfel, also drei Karten: die 9♣, die 3♥ und die 2♦.',
  'hex.lesson.even.grid':
    'Das Schlachtfeld hat 10 mal 10 Felder, jedes benannt nach dem Buchstaben seiner Spalte und der Zahl seiner Reihe, wie sie an den Rändern stehen: Deine 4 steht auf E7. Auf welchem Feld steht die 4 von Blau?',
  'hex.lesson.even.gridA': 'F7',
  'hex.lesson.even.gridB': 'G7',
  'hex.lesson.even.gridC': 'G6',
  'hex.lesson.even.gridD': 'H7',
  'hex.lesson.even.gridWhy': 'Der Buchstabe ihrer Spalte, über und unter dem Schlachtfeld, ist G, und die Zahl ihrer Reihe, an beiden Seiten, ist 7: G7.',
  'hex.lesson.even.program': 'Programmiere zuerst die 9♣ und als zweite die 3♥, und lass die 2♦ weg.',
  'hex.lesson.even.attack':
    'Karte 1: Deine 9♣ ist höher als die 7♠ von Blau, also handelst du zuerst. Die 4 von Blau auf G7 ist in Reichweite deiner beiden Würfel, und deine 3 ist in ihrer Reichweite. Was macht deine 9♣?',
  'hex.lesson.even.attackWhy':
    'Deine 4 auf die 4 von Blau: Gleiche Augen zerstören beide, und Blau, ohne Würfel auf dem Schlachtfeld, scheidet aus, womit die Partie mit dir vorn endet. Deine 3 würde gegen die 4 verlieren, und bleibt die 4 von Blau stehen, kann seine 7♠ deine 3 schlagen.',
  'hex.lesson.even.both':
    '4 gegen 4: Beide Würfel werden zerstört, und jeder von euch nimmt den Würfel des anderen als Trophäe (die Spielerliste zeigt sie). Blau hat keinen Würfel auf dem Schlachtfeld, und die zwei in Reserve retten ihn nicht: Blau scheidet sofort aus, und mit einem verbliebenen Spieler endet das Spiel.',
  'hex.lesson.even.score': 'Je zwei Trophäen, also entscheiden ihre Augen: Deine blaue 5 und 4 machen 9, die rote 3 und 4 von Blau machen 7. Du gewinnst.',
  'hex.lesson.even.done':
    'Noch zwei Kämpfe solltest du kennen. Der niedrigere Würfel verliert, ob Angreifer oder nicht: Hätte deine 3 die 4 von Blau angegriffen, wäre deine 3 die Trophäe von Blau geworden. Und deine eigenen Würfel können genauso gegeneinander kämpfen, aber aus so einem Kampf nimmt niemand eine Trophäe.',
  'hex.lesson.even.quiz1': 'Deine 4 greift die 4 von Blau an. Was passiert?',
  'hex.lesson.even.quiz1.a1': 'Beide Würfel werden zerstört, und jeder nimmt den Würfel des anderen als Trophäe',
  'hex.lesson.even.quiz1.a2': 'Bei Gleichstand gewinnt der Angreifer',
  'hex.lesson.even.quiz1.a3': 'Beide Würfel werden zerstört, und niemand nimmt eine Trophäe',
  'hex.lesson.even.quiz1.why':
    'Gleiche Augen zerstören beide Würfel, und jeder nimmt den Würfel des anderen als Trophäe; nur ein Kampf zwischen deinen eigenen Würfeln bringt keine Trophäe.',
  'hex.lesson.even.quiz2': 'Der letzte Würfel von Blau auf dem Schlachtfeld wird zerstört, aber Blau hat zwei Würfel in Reserve. Was passiert?',
  'hex.lesson.even.quiz2.a1': 'Blau scheidet sofort aus; die Reserve rettet ihn nicht',
  'hex.lesson.even.quiz2.a2': 'Ein Reservewürfel kommt sofort ins Spiel',
  'hex.lesson.even.quiz2.a3': 'Blau darf mit seinem nächsten Buben, seiner Dame oder seinem König verstärken',
  'hex.lesson.even.quiz2.why': 'Wer keinen Würfel auf dem Schlachtfeld hat, scheidet sofort aus, mit oder ohne Reserve; das Spiel endet, wenn höchstens ein Spieler Würfel hat.',
};
