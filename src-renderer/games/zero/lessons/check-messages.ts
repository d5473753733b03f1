/**
 * Pip Zero's questions about the table (lesson `check` steps: setup facts the learner reads off
 * the table) and the stops split off beside them, in English and German.
 */
export const zeroChecksEn = {
  'zero.lesson.opening.gridAsk': 'Compare your grid with your rival’s, column by column, top to bottom. How do they differ?',
  'zero.lesson.opening.gridA': 'They do not: both start with the same dice in the same places',
  'zero.lesson.opening.gridB': 'Your rival’s dice are all higher',
  'zero.lesson.opening.gridC': 'Your rival’s columns run the other way, 4 to 1',
  'zero.lesson.opening.gridWhy': 'Both grids start alike. Top to bottom, column 1 holds 3, 6, 4, 5; column 2 4, 5, 3, 6; column 3 5, 4, 6, 3; column 4 6, 3, 5, 4.',
  'zero.lesson.opening.dealAsk': 'The deck held all 52 cards. How many were dealt this hand in all? The strip above the grids shows how many are left.',
  'zero.lesson.opening.dealA': '8',
  'zero.lesson.opening.dealB': '4',
  'zero.lesson.opening.dealC': '16',
  'zero.lesson.opening.dealWhy': 'Four cards each for two players: 8 dealt, so the deck shows 44.',
  'zero.lesson.opening.hand2':
    'Hand 2 is dealt: four cards each, you first again, and 36 are left in the deck. The strip also counts the dice each of you has removed (none yet) and the pips in column 4.',
  'zero.lesson.timer.shortAsk': 'The deck held only 4 cards for this deal, and two players need 8. Where did the other 4 come from? The log and the strip tell.',
  'zero.lesson.timer.shortA': 'From the discards, shuffled into a new deck',
  'zero.lesson.timer.shortB': 'Nowhere: each of you got 2',
  'zero.lesson.timer.shortC': 'From a second, new deck of 52 cards',
  'zero.lesson.timer.shortWhy':
    'A deal is always finished: the deck’s last cards are dealt, then the discards are shuffled into a new deck and the deal goes on. The log says 48 discards were shuffled; the strip shows 44 in the new deck.',
  'zero.lesson.timer.last': 'That was the second time the deck ran out. With two players, the hand in which that happens is the last: the strip says “Last hand!”.',
};

export const zeroChecksDe: Record<keyof typeof zeroChecksEn, string> = {
  'zero.lesson.opening.gridAsk': 'Vergleiche dein Raster mit dem deines Gegners, Spalte für Spalte, von oben nach unten. Worin unterscheiden sie sich?',
  'zero.lesson.opening.gridA': 'Gar nicht: Beide beginnen mit denselben Würfeln an denselben Plätzen',
  'zero.lesson.opening.gridB': 'Die Würfel deines Gegners sind alle höher',
  'zero.lesson.opening.gridC': 'Die Spalten deines Gegners laufen andersherum, von 4 nach 1',
  'zero.lesson.opening.gridWhy': 'Beide Raster beginnen gleich. Von oben nach unten hat Spalte 1 3, 6, 4, 5; Spalte 2 4, 5, 3, 6; Spalte 3 5, 4, 6, 3; Spalte 4 6, 3, 5, 4.',
  'zero.lesson.opening.dealAsk': 'Der Stapel hatte alle 52 Karten. Wie viele wurden in dieser Runde insgesamt ausgeteilt? Die Leiste über den Rastern zeigt, wie viele übrig sind.',
  'zero.lesson.opening.dealA': '8',
  'zero.lesson.opening.dealB': '4',
  'zero.lesson.opening.dealC': '16',
  'zero.lesson.opening.dealWhy': 'Vier Karten für jeden von zwei Spielern: 8 ausgeteilt, also zeigt der Stapel 44.',
  'zero.lesson.opening.hand2':
    'Runde 2 wird ausgeteilt: vier Karten für jeden, wieder du zuerst, und 36 bleiben im Stapel. Die Leiste zählt auch die entfernten Würfel jedes Spielers (noch keine) und die Augen in Spalte 4.',
  'zero.lesson.timer.shortAsk': 'Der Stapel hatte für dieses Austeilen nur 4 Karten, zwei Spieler brauchen 8. Woher kamen die anderen 4? Das Protokoll und die Leiste sagen es.',
  'zero.lesson.timer.shortA': 'Aus der Ablage, zu einem neuen Stapel gemischt',
  'zero.lesson.timer.shortB': 'Von nirgends: Jeder bekam 2',
  'zero.lesson.timer.shortC': 'Aus einem zweiten, neuen Stapel mit 52 Karten',
  'zero.lesson.timer.shortWhy':
    'Ausgeteilt wird immer fertig: Die letzten Karten des Stapels werden gegeben, dann wird die Ablage zu einem neuen Stapel gemischt und weiter ausgeteilt. Das Protokoll nennt 48 gemischte Karten; die Leiste zeigt 44 im neuen Stapel.',
  'zero.lesson.timer.last': 'Das war das zweite Mal, dass der Stapel ausging. Zu zweit ist die Runde, in der das geschieht, die letzte: Die Leiste zeigt „Letzte Runde!“.',
};
