/** The coach's lines and quick questions of Pip Zero's "Winning on the deck timer" lesson (timer.json), in English and German. */
export const zeroTimerEn = {
  'zero.lesson.timer.title': 'Winning on the deck timer',
  'zero.lesson.timer.blurb': 'A short deck, the last hand, and the timer’s count: dice removed first, then column 4.',
  'zero.lesson.timer.welcome': 'Hand 12 of a two-player game, and dealing it, the deck ran out: it held only 4 cards. Yours are K♦, 8♦, 7♠ and 10♠.',
  'zero.lesson.timer.count':
    'Nobody can clear a grid this hand, so the timer decides: most dice removed wins; on a tie, fewer pips in column 4; still tied, both win. The strip counts: you have removed 12, your rival 14, with 6 pips in column 4.',
  'zero.lesson.timer.program':
    'Program 7♠ for column 1, 10♠ for column 2, 8♦ for column 3 and K♦ for column 4. The 5 in column 1 and the 6 in column 2 have no die to their right: those two cards cannot swap, so Spades is their only use.',
  'zero.lesson.timer.flipped':
    'Your K♦ beats the Q♠: you have the initiative. Your spades had one use each and played at once: the 5 flipped to 2, the 6 to 1. Your rival’s dice stand in column 4 only: its Q♣ shifted there and held a 3, which spent the column, so its 5♣ fizzled.',
  'zero.lesson.timer.c3':
    'Your 8♦ on column 3: Diamonds takes the 2 to zero, or a swap trades it with the 1 in column 4. This is the last hand, and only the timer’s count is left. Pick one.',
  'zero.lesson.timer.c3why':
    'Diamonds removes the 2, and your K♦ then removes the 1 in column 4: 14 each, and your empty column 4 beats your rival’s 6 pips. A swap removes nothing: the 2 lands in column 4 as a 1 that already acted, your K♦ finds no die, and 12 against 14 loses.',
  'zero.lesson.timer.won':
    'Both dice are gone, and the last hand is over. The timer counts 14 removed each, a tie, so column 4 decides: yours is empty, your rival’s holds 6 pips. You win.',
  'zero.lesson.timer.done': 'On the timer every removed die counts the same, and column 4 only breaks a tie. The next lesson ends a game the other way: by clearing grids.',
  'zero.lesson.timer.quiz1': 'The deck holds 3 cards when a hand is dealt. What happens?',
  'zero.lesson.timer.quiz1a': 'The 3 are dealt, the discards are shuffled into a new deck, and the deal is finished',
  'zero.lesson.timer.quiz1b': 'The hand is played with fewer cards',
  'zero.lesson.timer.quiz1c': 'The game ends at once',
  'zero.lesson.timer.quiz1why':
    'A deal is always finished: what is left is dealt, then the discards become a new deck. Each time counts as the deck running out; with two players the hand of the second is the last.',
  'zero.lesson.timer.quiz2': 'The timer ends the game: you removed 13 dice, your rival 12 with an empty column 4. Who wins?',
  'zero.lesson.timer.quiz2a': 'You: most dice removed comes first',
  'zero.lesson.timer.quiz2b': 'Your rival: its column 4 is empty',
  'zero.lesson.timer.quiz2c': 'Both of you',
  'zero.lesson.timer.quiz2why': 'Most dice removed wins; column 4’s pips only break a tie in dice, and only a tie in both is shared.',
};

export const zeroTimerDe: Record<keyof typeof zeroTimerEn, string> = {
  'zero.lesson.timer.title': 'Sieg nach Zeitablauf',
  'zero.lesson.timer.blurb': 'Ein knapper Stapel, die letzte Runde und die Wertung: erst entfernte Würfel, dann Spalte 4.',
  'zero.lesson.timer.welcome': 'Runde 12 einer Partie zu zweit, und beim Austeilen ging der Stapel aus: Er hatte nur noch 4 Karten. Deine sind K♦, 8♦, 7♠ und 10♠.',
  'zero.lesson.timer.count':
    'In dieser Runde kann niemand sein Raster räumen, also entscheidet die Uhr: Wer mehr Würfel entfernt hat, gewinnt; bei Gleichstand, wer weniger Augen in Spalte 4 hat; sonst gewinnen beide. Die Leiste zählt mit: Du hast 12 entfernt, dein Gegner 14, mit 6 Augen in Spalte 4.',
  'zero.lesson.timer.program':
    'Programmiere 7♠ für Spalte 1, 10♠ für Spalte 2, 8♦ für Spalte 3 und K♦ für Spalte 4. Die 5 in Spalte 1 und die 6 in Spalte 2 haben rechts keinen Würfel: Diese beiden Karten können nicht tauschen, Pik ist ihre einzige Wirkung.',
  'zero.lesson.timer.flipped':
    'Dein K♦ schlägt seine Q♠: Du hast die Initiative. Deine Pik hatten je nur eine Wirkung und wirkten sofort: Die 5 wurde zur 2, die 6 zur 1. Die Würfel deines Gegners stehen nur in Spalte 4: Seine Q♣ rückte dorthin und hielt eine 3, das verbrauchte die Spalte, also verpuffte seine 5♣.',
  'zero.lesson.timer.c3':
    'Deine 8♦ auf Spalte 3: Karo bringt die 2 auf null, oder ein Tausch vertauscht sie mit der 1 in Spalte 4. Es ist die letzte Runde, es zählt nur noch die Wertung. Wähle.',
  'zero.lesson.timer.c3why':
    'Karo entfernt die 2, und dein K♦ entfernt danach die 1 in Spalte 4: 14 für jeden, und deine leere Spalte 4 schlägt die 6 Augen deines Gegners. Ein Tausch entfernt nichts: Die 2 landet als 1, die schon gewirkt hat, in Spalte 4, dein K♦ findet keinen Würfel, und 12 gegen 14 verliert.',
  'zero.lesson.timer.won':
    'Beide Würfel sind weg, und die letzte Runde ist vorbei. Die Uhr zählt 14 entfernte für jeden, Gleichstand, also entscheidet Spalte 4: Deine ist leer, die deines Gegners hat 6 Augen. Du gewinnst.',
  'zero.lesson.timer.done':
    'Nach Zeitablauf zählt jeder entfernte Würfel gleich, und Spalte 4 entscheidet nur einen Gleichstand. Die nächste Lektion beendet eine Partie auf die andere Art: mit geräumten Rastern.',
  'zero.lesson.timer.quiz1': 'Beim Austeilen einer Runde hat der Stapel noch 3 Karten. Was geschieht?',
  'zero.lesson.timer.quiz1a': 'Die 3 werden gegeben, der Ablagestapel wird zu einem neuen Stapel gemischt und fertig ausgeteilt',
  'zero.lesson.timer.quiz1b': 'Die Runde wird mit weniger Karten gespielt',
  'zero.lesson.timer.quiz1c': 'Die Partie endet sofort',
  'zero.lesson.timer.quiz1why':
    'Ausgeteilt wird immer fertig: Was übrig ist, wird gegeben, dann wird die Ablage zum neuen Stapel. Jedes Mal zählt als ausgegangener Stapel; zu zweit ist die Runde des zweiten Mals die letzte.',
  'zero.lesson.timer.quiz2': 'Die Uhr beendet die Partie: Du hast 13 Würfel entfernt, dein Gegner 12 mit leerer Spalte 4. Wer gewinnt?',
  'zero.lesson.timer.quiz2a': 'Du: Die meisten entfernten Würfel zählen zuerst',
  'zero.lesson.timer.quiz2b': 'Dein Gegner: Seine Spalte 4 ist leer',
  'zero.lesson.timer.quiz2c': 'Ihr beide',
  'zero.lesson.timer.quiz2why': 'Wer mehr Würfel entfernt hat, gewinnt; die Augen in Spalte 4 entscheiden nur einen Gleichstand, und nur ein Gleichstand in beidem wird geteilt.',
};
