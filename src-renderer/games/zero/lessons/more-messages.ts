/**
 * The coach's lines of Pip Zero's later lessons (opening, spent, endings and variants), in
 * English and German; kept apart from messages.ts so each file stays small.
 */
export const zeroMoreLessonsEn = {
  'zero.lesson.opening.title': 'Setting up and the first hand',
  'zero.lesson.opening.blurb': 'The opening grid, the deal, programming, initiative by rank and suit, and Hearts, Spades and Diamonds.',
  'zero.lesson.opening.welcome':
    'Welcome to Pip Zero! Every game starts like this: each player lays out sixteen dice in the same 4×4 pattern. The first to take every die off their own grid wins. Yours is the left grid.',
  'zero.lesson.opening.deal': 'You are the starting player: each hand, four cards are dealt to each player, one at a time, you first. Yours are 7♥, 9♠, Q♦ and A♠.',
  'zero.lesson.opening.columns':
    'Cards act on columns. You program one card for each of columns 1, 2 and 3; the fourth card is both your Initiative card and the card for column 4. A number card (2 to 10) may use its suit power or swap; a face card (J, Q, K, A) can only use its suit.',
  'zero.lesson.opening.program':
    'Program 7♥ for column 1, 9♠ for column 2, Q♦ for column 3 and A♠ for column 4: the Ace is the highest rank, so it should win initiative. Pick a card, then its slot, then Confirm.',
  'zero.lesson.opening.initiative':
    'The Initiative cards are revealed: your rival played an Ace too, the A♥. On equal ranks the suit decides, Spades, then Hearts, Diamonds, Clubs: your A♠ wins. Only the winner resolves column 4.',
  'zero.lesson.opening.c1':
    'Columns resolve in order, 1 to 4. Your 7♥ on column 1, and you do not pick the die: each use acts on the highest die that can take it. Hearts cannot raise the 6, so it would act on the 5; a swap would move the 6. Choose Hearts.',
  'zero.lesson.opening.hearts':
    'Hearts adds 2 but never above 6, so the 5 gets only +1: it is a 6 now, one Spades flip away from a 1. After your column 1 card comes your rival’s: its J♣ held its 6 with Clubs, which changes nothing. Now your column 2 card, the 9♠.',
  'zero.lesson.opening.c2':
    'Spades flips the highest die to its opposite face (1↔6, 2↔5, 3↔4); a swap could trade the 6 with a die anywhere to its right in its row. Flip it: choose Spades.',
  'zero.lesson.opening.flipped':
    'The 6 is a 1 now: one Diamonds will remove it. Your Q♦ on column 3 is a face card, so it can only use Diamonds: the 6 drops to 4. You won initiative, so your A♠ flips column 4’s highest die, the 6, to a 1. Your rival’s column 4 card was discarded unread.',
  'zero.lesson.opening.done': 'That is a whole hand of Pip Zero. The next lesson plays later in a game: swaps, empty columns, spent columns and the deck timer.',
  'zero.lesson.spent.title': 'Empty and spent columns',
  'zero.lesson.spent.blurb': 'Cards shift past empty columns, swaps reach far, and a spent column or a die that acted cannot act again.',
  'zero.lesson.spent.welcome':
    'Hand 5: your grid is down to five dice and columns have emptied. Remember the limit: each column activates one die per hand, and each die acts at most once per hand.',
  'zero.lesson.spent.program': 'Program 8♣ for column 1, 5♦ for column 2, 9♦ for column 3 and K♦ for column 4. Column 1 is empty: watch where the 8♣ goes.',
  'zero.lesson.spent.shift': 'Your 8♣ was meant for column 1, which holds no dice: it shifts right to the next column with dice, column 2.',
  'zero.lesson.spent.c1':
    'Clubs would hold the 6; a swap trades it with a die anywhere to its right in its row, past the empty cell, here the 2 in column 4. Swap: the 2 lands in column 2, where your 5♦ is headed.',
  'zero.lesson.spent.swapped':
    'The dice traded places and the 6, the die that acted, decayed to 5 in column 4. The 2 is in column 2 now. But the swap spent column 2: your 5♦ fizzles. The 2 there has not acted, yet a die swapped into a spent column cannot act through it this hand. Swap so that the die arriving is not needed this hand.',
  'zero.lesson.spent.c3':
    'Your 9♦ on column 3. A swap would send the 3 into column 4 beside the 5 that already acted: both would be spent, and your K♦ would find no die and fizzle. Choose Diamonds.',
  'zero.lesson.spent.king':
    'Your K♦ on column 4: the 5 is its highest die, but it acted this hand (it moved there by the swap), so Diamonds takes the 4 instead, down to 2. The 3 in column 3 dropped to 1. Hand 6 is dealt. Empty columns pass cards to the right, spent columns and dice that acted stop them. The next lesson is a whole late game, down to the deck timer.',
  'zero.lesson.endings.title': 'How a game ends',
  'zero.lesson.endings.blurb': 'The deck runs short, the last hand, the timer’s count, and two grids cleared at once.',
  'zero.lesson.endings.welcome': 'Hand 12 of another game, and again the last: dealing it, the deck ran out for the second time (the strip says “Last hand!”).',
  'zero.lesson.endings.timer':
    'If nobody clears a grid this hand, the timer decides: the player who removed more dice wins; on a tie, the one with fewer pips in column 4; still tied, both win. You have each removed 14, as the strip shows.',
  'zero.lesson.endings.program':
    'You hold two Diamonds for your last two dice. Program 9♦ for column 1, J♦ for column 2 (it will shift right to your column 4), 7♠ for column 3 and 10♠ for column 4.',
  'zero.lesson.endings.c1':
    'Your 9♦ on column 1: Diamonds takes the 2 to zero, or a swap trades it with the 1 in column 4. Your rival’s two dice are one Diamonds away each: it may clear this hand. Pick one.',
  'zero.lesson.endings.c1why':
    'Diamonds removes the 2, and your J♦ then shifts to column 4 and removes the 1: your grid clears in the same column step as your rival’s. After a swap the 1 in column 4 would have acted already, your J♦ would find no die, and your rival would win alone.',
  'zero.lesson.endings.removed':
    'Your 2 is removed, and your rival’s Q♦ removes its 1 in the same column step. Then your J♦ shifts past the empty columns 2 and 3 to column 4 and removes your last die: your grid is clear. But your rival’s K♦, in the same column 2 step, clears its grid too. Grids are checked after each column step, and two grids cleared in the same step share the victory.',
  'zero.lesson.endings.done':
    'A shared win. Had your rival’s last die stood in column 3, you would have cleared a step earlier and won alone. You know every rule of the two-player game now.',
  'zero.lesson.variants.title': 'The Easier and Hardcore variants',
  'zero.lesson.variants.blurb': 'Every column 4 card resolves; Diamonds take one pip, and a fizzled face card costs you.',
  'zero.lesson.variants.welcome':
    'This game plays both variants you can choose when you start one. Easier: everyone resolves all four cards, initiative or not, and the timer allows one more deck. Hardcore: Diamonds take one pip instead of two, and a face card whose power fizzles raises two of your dice.',
  'zero.lesson.variants.program':
    'Program K♥ for column 1, 9♦ for column 2, J♣ for column 3 and 2♦ for column 4. The 2♦ will surely lose initiative, but in Easier it resolves all the same.',
  'zero.lesson.variants.initiative':
    'Your rival’s A♣ wins initiative. In the standard game your 2♦ would be discarded unread; in Easier it will still act on column 4. Your K♥ finds only a 6 in column 1: Hearts cannot raise it, and a face card may only use its suit, so it fizzles. In Hardcore that costs you: the lowest die of the two columns whose lowest dice are lowest gains a pip, column 4’s 1 and column 2’s 2.',
  'zero.lesson.variants.c2': 'Your 9♦ on column 2. In Hardcore Diamonds take only one pip. Choose Diamonds.',
  'zero.lesson.variants.minusOne': 'The 3 drops to 2, not to 1: one pip in Hardcore.',
  'zero.lesson.variants.col4':
    'You lost initiative, yet in Easier your 2♦ resolves on column 4: its highest die, the 6, drops one pip to 5. Both variants change the sums, not the flow of a hand. Pick them, alone or together, when you start a game; number cards that fizzle never cost anything.',
} as const;

export const zeroMoreLessonsDe: Record<keyof typeof zeroMoreLessonsEn, string> = {
  'zero.lesson.opening.title': 'Aufbau und die erste Runde',
  'zero.lesson.opening.blurb': 'Das Startraster, das Austeilen, Programmieren, Initiative nach Rang und Farbe, dazu Herz, Pik und Karo.',
  'zero.lesson.opening.welcome':
    'Willkommen bei Pip Zero! Jede Partie beginnt so: Alle legen sechzehn Würfel im selben 4×4-Muster aus. Wer als Erster jeden Würfel aus dem eigenen Raster entfernt, gewinnt. Dein Raster ist das linke.',
  'zero.lesson.opening.deal': 'Du bist Startspieler: In jeder Runde bekommen alle vier Karten, eine nach der anderen, du zuerst. Deine sind 7♥, 9♠, Q♦ und A♠.',
  'zero.lesson.opening.columns':
    'Karten wirken auf Spalten. Du programmierst je eine Karte für die Spalten 1, 2 und 3; die vierte ist zugleich deine Initiativkarte und die Karte für Spalte 4. Eine Zahlenkarte (2 bis 10) kann ihre Farbkraft nutzen oder tauschen; eine Bildkarte (J, Q, K, A) nur ihre Farbe.',
  'zero.lesson.opening.program':
    'Programmiere 7♥ für Spalte 1, 9♠ für Spalte 2, Q♦ für Spalte 3 und A♠ für Spalte 4: Das Ass ist der höchste Rang und sollte die Initiative gewinnen. Wähle eine Karte, dann ihr Feld, dann Bestätigen.',
  'zero.lesson.opening.initiative':
    'Die Initiativkarten werden aufgedeckt: Dein Gegner hat auch ein Ass gespielt, das A♥. Bei gleichem Rang entscheidet die Farbe, Pik, dann Herz, Karo, Kreuz: Dein A♠ gewinnt. Nur wer gewinnt, führt Spalte 4 aus.',
  'zero.lesson.opening.c1':
    'Die Spalten wirken der Reihe nach, 1 bis 4. Deine 7♥ auf Spalte 1, und den Würfel wählst du nicht: Jede Nutzung wirkt auf den höchsten Würfel, der sie annehmen kann. Herz kann die 6 nicht erhöhen und träfe die 5; ein Tausch bewegte die 6. Wähle Herz.',
  'zero.lesson.opening.hearts':
    'Herz gibt 2 dazu, aber nie über 6, also bekommt die 5 nur +1: Sie ist jetzt eine 6, ein Pik-Wenden von einer 1 entfernt. Nach deiner Karte für Spalte 1 kommt die deines Gegners: Sein J♣ hat seine 6 mit Kreuz gehalten, das ändert nichts. Jetzt deine Karte für Spalte 2, die 9♠.',
  'zero.lesson.opening.c2':
    'Pik wendet den höchsten Würfel auf die Gegenseite (1↔6, 2↔5, 3↔4); ein Tausch könnte die 6 mit einem Würfel beliebig weit rechts in ihrer Reihe wechseln. Wende sie: Wähle Pik.',
  'zero.lesson.opening.flipped':
    'Die 6 ist jetzt eine 1: Ein Karo entfernt sie. Deine Q♦ auf Spalte 3 ist eine Bildkarte, also kann sie nur Karo nutzen: Die 6 sinkt auf 4. Du hast die Initiative gewonnen, also wendet dein A♠ den höchsten Würfel von Spalte 4, die 6, zur 1. Die Karte deines Gegners für Spalte 4 wurde ungelesen abgelegt.',
  'zero.lesson.opening.done':
    'Das war eine ganze Runde Pip Zero. Die nächste Lektion spielt später in einer Partie: Tausche, leere Spalten, verbrauchte Spalten und der Stapel als Uhr.',
  'zero.lesson.spent.title': 'Leere und verbrauchte Spalten',
  'zero.lesson.spent.blurb': 'Karten rücken über leere Spalten, Tausche reichen weit, und verbrauchte Spalten oder Würfel, die gewirkt haben, wirken nicht noch einmal.',
  'zero.lesson.spent.welcome':
    'Runde 5: Dein Raster ist auf fünf Würfel geschrumpft, und Spalten sind leer geworden. Denk an die Grenze: Jede Spalte aktiviert einen Würfel pro Runde, und jeder Würfel wirkt höchstens einmal pro Runde.',
  'zero.lesson.spent.program': 'Programmiere 8♣ für Spalte 1, 5♦ für Spalte 2, 9♦ für Spalte 3 und K♦ für Spalte 4. Spalte 1 ist leer: Sieh, wohin die 8♣ geht.',
  'zero.lesson.spent.shift': 'Deine 8♣ war für Spalte 1 gedacht, die keine Würfel hat: Sie rückt nach rechts zur nächsten Spalte mit Würfeln, Spalte 2.',
  'zero.lesson.spent.c1':
    'Kreuz hielte die 6; ein Tausch wechselt sie mit einem Würfel beliebig weit rechts in ihrer Reihe, über das leere Feld hinweg, hier mit der 2 in Spalte 4. Tausche: Die 2 landet in Spalte 2, wohin deine 5♦ zielt.',
  'zero.lesson.spent.swapped':
    'Die Würfel haben die Plätze getauscht, und die 6, der wirkende Würfel, ist in Spalte 4 auf 5 verfallen. Die 2 steht jetzt in Spalte 2. Aber der Tausch hat Spalte 2 verbraucht: Deine 5♦ verpufft. Die 2 dort hat nicht gewirkt, doch ein in eine verbrauchte Spalte getauschter Würfel kann in dieser Runde nicht über sie wirken. Tausche so, dass der ankommende Würfel in dieser Runde nicht gebraucht wird.',
  'zero.lesson.spent.c3':
    'Deine 9♦ auf Spalte 3. Ein Tausch schickte die 3 nach Spalte 4 neben die 5, die schon gewirkt hat: Beide wären verbraucht, und dein K♦ fände keinen Würfel und verpuffte. Wähle Karo.',
  'zero.lesson.spent.king':
    'Dein K♦ auf Spalte 4: Die 5 ist dort der höchste Würfel, hat aber in dieser Runde schon gewirkt (sie kam durch den Tausch dorthin), also nimmt Karo stattdessen die 4, hinunter auf 2. Die 3 in Spalte 3 ist auf 1 gesunken. Runde 6 wird ausgeteilt. Leere Spalten reichen Karten nach rechts weiter, verbrauchte Spalten und Würfel, die gewirkt haben, halten sie auf. Die nächste Lektion ist eine späte Partie bis zum Ablauf des Stapels.',
  'zero.lesson.endings.title': 'Wie eine Partie endet',
  'zero.lesson.endings.blurb': 'Der Stapel reicht nicht, die letzte Runde, die Wertung nach Zeitablauf und zwei Raster, die zugleich leer werden.',
  'zero.lesson.endings.welcome': 'Runde 12 einer anderen Partie, und wieder die letzte: Beim Austeilen ging der Stapel zum zweiten Mal aus (die Leiste zeigt „Letzte Runde!“).',
  'zero.lesson.endings.timer':
    'Räumt in dieser Runde niemand sein Raster, entscheidet die Uhr: Wer mehr Würfel entfernt hat, gewinnt; bei Gleichstand, wer weniger Augen in Spalte 4 hat; sonst gewinnen beide. Ihr habt beide 14 entfernt, wie die Leiste zeigt.',
  'zero.lesson.endings.program':
    'Du hast zwei Karo für deine letzten beiden Würfel. Programmiere 9♦ für Spalte 1, J♦ für Spalte 2 (sie rückt nach rechts zu deiner Spalte 4), 7♠ für Spalte 3 und 10♠ für Spalte 4.',
  'zero.lesson.endings.c1':
    'Deine 9♦ auf Spalte 1: Karo bringt die 2 auf null, oder ein Tausch vertauscht sie mit der 1 in Spalte 4. Die beiden Würfel deines Gegners sind je ein Karo von null entfernt: Er kann in dieser Runde räumen. Wähle.',
  'zero.lesson.endings.c1why':
    'Karo entfernt die 2, und dein J♦ rückt danach nach Spalte 4 und entfernt die 1: Dein Raster wird im selben Spaltenschritt leer wie das deines Gegners. Nach einem Tausch hätte die 1 in Spalte 4 schon gewirkt, dein J♦ fände keinen Würfel, und dein Gegner gewänne allein.',
  'zero.lesson.endings.removed':
    'Deine 2 ist entfernt, und die Q♦ deines Gegners entfernt im selben Spaltenschritt seine 1. Dann rückt dein J♦ über die leeren Spalten 2 und 3 nach Spalte 4 und entfernt deinen letzten Würfel: Dein Raster ist leer. Doch der K♦ deines Gegners räumt im selben Schritt für Spalte 2 auch sein Raster. Die Raster werden nach jedem Spaltenschritt geprüft, und zwei im selben Schritt geräumte Raster teilen sich den Sieg.',
  'zero.lesson.endings.done':
    'Ein geteilter Sieg. Hätte der letzte Würfel deines Gegners in Spalte 3 gestanden, hättest du einen Schritt früher geräumt und allein gewonnen. Jetzt kennst du jede Regel des Spiels zu zweit.',
  'zero.lesson.variants.title': 'Die Varianten Leichter und Hardcore',
  'zero.lesson.variants.blurb': 'Jede Spalte-4-Karte wirkt; Karo nimmt ein Auge, und eine verpuffte Bildkarte kostet dich.',
  'zero.lesson.variants.welcome':
    'Diese Partie spielt mit beiden Varianten, die du beim Start wählen kannst. Leichter: Alle führen alle vier Karten aus, ob mit Initiative oder nicht, und die Uhr erlaubt einen Stapel mehr. Hardcore: Karo nimmt ein Auge statt zwei, und eine Bildkarte, deren Kraft verpufft, hebt zwei deiner Würfel an.',
  'zero.lesson.variants.program':
    'Programmiere K♥ für Spalte 1, 9♦ für Spalte 2, J♣ für Spalte 3 und 2♦ für Spalte 4. Die 2♦ verliert sicher die Initiative, wirkt in Leichter aber trotzdem.',
  'zero.lesson.variants.initiative':
    'Das A♣ deines Gegners gewinnt die Initiative. Im Grundspiel würde deine 2♦ ungelesen abgelegt; in Leichter wirkt sie trotzdem auf Spalte 4. Dein K♥ findet in Spalte 1 nur eine 6: Herz kann sie nicht erhöhen, und eine Bildkarte darf nur ihre Farbe nutzen, also verpufft sie. In Hardcore kostet dich das: Der niedrigste Würfel der beiden Spalten mit den niedrigsten Würfeln bekommt ein Auge, die 1 in Spalte 4 und die 2 in Spalte 2.',
  'zero.lesson.variants.c2': 'Deine 9♦ auf Spalte 2. In Hardcore nimmt Karo nur ein Auge. Wähle Karo.',
  'zero.lesson.variants.minusOne': 'Die 3 sinkt auf 2, nicht auf 1: ein Auge in Hardcore.',
  'zero.lesson.variants.col4':
    'Du hast die Initiative verloren, doch in Leichter wirkt deine 2♦ auf Spalte 4: Ihr höchster Würfel, die 6, sinkt um ein Auge auf 5. Beide Varianten ändern die Rechnung, nicht den Ablauf einer Runde. Wähle sie, einzeln oder zusammen, beim Start einer Partie; Zahlenkarten, die verpuffen, kosten nie etwas.',
};
