/** The coach's lines of Piplus's safety-valve lesson (valve.json), in English and German. */
export const piplusValveEn = {
  'piplus.lesson.valve.title': 'The safety valve',
  'piplus.lesson.valve.blurb': 'A round that runs 400 turns ends at once: fewer cards, then fewer unused dice, rank higher.',
  'piplus.lesson.valve.welcome':
    'Lone dice can go back and forth for ever, so a round ends by itself after 400 turns (every play and every pass is a turn): the players still in it are ranked by fewer cards in hand, then fewer unused dice. This last round has run 397 turns. You hold 3, 5 and 5; Blue holds two cards. The scores are level, 10 to 10.',
  'piplus.lesson.valve.lead': 'You lead. Play your 3 alone: that is turn 398.',
  'piplus.lesson.valve.choose':
    'Blue beat your 3 with a 4 (turn 399) and holds one card; its d4 and d6 are spent, so one die is unused. Your move is turn 400, and the round ends right after it. You may beat the 4 with one 5 or with both, or pass. Which gives you the better rank?',
  'piplus.lesson.valve.chooseWhy':
    'Both 5s beat the 4 (two cards beat one) and leave you no card against Blue’s one: fewer cards rank higher. One 5 would leave a card each, and then Blue’s single unused die beats your three.',
  'piplus.lesson.valve.chooseHint': 'Count the cards each of you will hold when the round ends, and if that is level, the unused dice.',
  'piplus.lesson.valve.ended':
    'Turn 400: the safety valve ended the round. You hold no card, Blue one, so you are 1st and Blue 2nd, though neither of you played out. With the cards level, fewer unused dice would have ranked higher, then the seat nearer the round’s starting player.',
  'piplus.lesson.valve.scored':
    'The places score as usual (the game log lists the rolls; the dice on the table keep their faces): you rolled the d4, d6 and d8, 7 the best, Blue the d4, a 3. That ends the third round and the game, 17 to 13.',
  'piplus.lesson.valve.done': 'You will rarely meet the valve; when a round drags on with lone dice, keep your hand small.',
  'piplus.lesson.valve.quiz1': 'The safety valve ends a round: you hold 2 cards and 1 unused die, Blue 2 cards and 3 unused dice. Who ranks higher?',
  'piplus.lesson.valve.quiz1a': 'Blue: more dice left',
  'piplus.lesson.valve.quiz1b': 'You: the same cards, fewer unused dice',
  'piplus.lesson.valve.quiz1c': 'Nobody: the round is replayed',
  'piplus.lesson.valve.quiz1why': 'Fewer cards rank higher; on equal cards, fewer unused dice; then the seat nearer the starting player.',
  'piplus.lesson.valve.quiz2': 'After how many turns does a round end by itself?',
  'piplus.lesson.valve.quiz2a': '400 plays and passes',
  'piplus.lesson.valve.quiz2b': '400 plays, passes not counted',
  'piplus.lesson.valve.quiz2c': 'Never: it ends only when the places are decided',
  'piplus.lesson.valve.quiz2why': 'Every play and every pass is a turn; at the 400th the round ends and the players still in it are ranked.',
} as const;

export const piplusValveDe: Record<keyof typeof piplusValveEn, string> = {
  'piplus.lesson.valve.title': 'Das Sicherheitsventil',
  'piplus.lesson.valve.blurb': 'Eine Runde, die 400 Züge dauert, endet sofort: weniger Karten, dann weniger unbenutzte Würfel liegen vorn.',
  'piplus.lesson.valve.welcome':
    'Einzelne Würfel können ewig hin und her gehen, darum endet eine Runde nach 400 Zügen von selbst (jedes Spielen und jedes Passen ist ein Zug): Wer noch in der Runde ist, wird nach weniger Karten auf der Hand gereiht, dann nach weniger unbenutzten Würfeln. Diese letzte Runde läuft seit 397 Zügen. Du hältst 3, 5 und 5, Blau zwei Karten. Es steht 10 zu 10.',
  'piplus.lesson.valve.lead': 'Du eröffnest. Spiele deine 3 allein: Das ist Zug 398.',
  'piplus.lesson.valve.choose':
    'Blau hat deine 3 mit einer 4 geschlagen (Zug 399) und hält eine Karte; sein d4 und d6 sind verbraucht, also ist ein Würfel unbenutzt. Dein Zug ist Zug 400, und gleich danach endet die Runde. Du kannst die 4 mit einer 5 oder mit beiden schlagen oder passen. Was bringt dir den besseren Platz?',
  'piplus.lesson.valve.chooseWhy':
    'Beide 5en schlagen die 4 (zwei Karten schlagen eine) und lassen dir keine Karte gegen Blaus eine: Weniger Karten liegen vorn. Mit einer 5 hätte jeder eine Karte, und dann schlägt Blaus einzelner unbenutzter Würfel deine drei.',
  'piplus.lesson.valve.chooseHint': 'Zähle die Karten, die jeder am Ende der Runde hält, und bei Gleichstand die unbenutzten Würfel.',
  'piplus.lesson.valve.ended':
    'Zug 400: Das Sicherheitsventil hat die Runde beendet. Du hältst keine Karte, Blau eine, also bist du 1. und Blau 2., obwohl keiner fertig wurde. Bei gleich vielen Karten hätten weniger unbenutzte Würfel vorn gelegen, dann der Platz näher am Startspieler der Runde.',
  'piplus.lesson.valve.scored':
    'Die Plätze werden wie immer gewertet (das Spielprotokoll nennt die Würfe; die Würfel auf dem Tisch behalten ihre Zahlen): Du hast d4, d6 und d8 gewürfelt, 7 war der beste, Blau den d4, eine 3. Damit enden die dritte Runde und die Partie, 17 zu 13.',
  'piplus.lesson.valve.done': 'Das Ventil triffst du selten; zieht sich eine Runde mit einzelnen Würfeln hin, halte deine Hand klein.',
  'piplus.lesson.valve.quiz1': 'Das Sicherheitsventil beendet eine Runde: Du hältst 2 Karten und 1 unbenutzten Würfel, Blau 2 Karten und 3 unbenutzte Würfel. Wer liegt vorn?',
  'piplus.lesson.valve.quiz1a': 'Blau: mehr Würfel übrig',
  'piplus.lesson.valve.quiz1b': 'Du: gleich viele Karten, weniger unbenutzte Würfel',
  'piplus.lesson.valve.quiz1c': 'Niemand: Die Runde wird wiederholt',
  'piplus.lesson.valve.quiz1why': 'Weniger Karten liegen vorn; bei gleich vielen weniger unbenutzte Würfel; dann der Platz näher am Startspieler.',
  'piplus.lesson.valve.quiz2': 'Nach wie vielen Zügen endet eine Runde von selbst?',
  'piplus.lesson.valve.quiz2a': '400, Spielen und Passen',
  'piplus.lesson.valve.quiz2b': '400, nur Spielen, Passen zählt nicht',
  'piplus.lesson.valve.quiz2c': 'Nie: Sie endet erst, wenn die Plätze feststehen',
  'piplus.lesson.valve.quiz2why': 'Jedes Spielen und jedes Passen ist ein Zug; beim 400. endet die Runde, und wer noch in ihr ist, wird gereiht.',
};
