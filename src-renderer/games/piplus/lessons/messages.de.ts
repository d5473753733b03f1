/** Piplus's lessons in German, the twin of messages.ts (same keys, same placeholders and numbers). */
import type { piplusLessonsEn } from './messages';

export const piplusLessonsDe: Record<keyof typeof piplusLessonsEn, string> = {
  'piplus.lesson.core.title': 'Ausspielen und überbieten',
  'piplus.lesson.core.blurb':
    'Ausspielen, nach Wert und nach Anzahl überbieten, einen Würfel auf eine Karte legen, einen Würfel allein spielen, mit Neuwurf passen, den Tisch räumen.',
  'piplus.lesson.core.welcome':
    'Willkommen bei Piplus! Jeder hat Karten von 1 bis 10 und einen d4, einen d6 und einen d8. Reihum spielt ihr sie in die Tischmitte; wer als Erster alle Karten und Würfel los ist, schneidet am besten ab. Du bist Rot, an der vorderen Kante; dein Gegner ist Blau.',
  'piplus.lesson.core.kit':
    'Deine Hand: 2, 3, 5, 5, 7, 9 und 10. Deine Würfel zeigen 3 (d4), 2 (d6) und 6 (d8). Würfel bleiben, wie sie gefallen sind, und jeder kann sie sehen. Auch Blau hat 7 Karten, und diese Runde läuft schon: 10 Karten liegen bereits auf der Ablage.',
  'piplus.lesson.core.lead':
    'Der Tisch ist leer und du bist am Zug, also spielst du aus: Du musst spielen, und beliebige Karten einer Zahl sind erlaubt. Spiel deine 3 aus: Klicke sie an (in deiner Hand oder in der Leiste), dann klicke auf die Tischmitte oder auf Spielen.',
  'piplus.lesson.core.byValue': 'Blau hat deine 3 mit einer 6 überboten: so viele Karten, wie im Spiel sind (eine), aber mehr wert. Das ist die erste Art zu überbieten.',
  'piplus.lesson.core.dieOn':
    'Deine 7 würde die 6 überbieten, aber Würfel heben Karten an: Ein Würfel auf einer Karte addiert seinen Wert, ein Würfel pro Karte. Lege deinen d4 (3) auf eine 5, um 8 zu erhalten: Klicke auf eine 5, dann auf den d4, dann spiele.',
  'piplus.lesson.core.lowest':
    'Deine 5 zählte 8 und hat die 6 überboten. Der d4 ist auf den Deckel gewandert: Er ist verbraucht und kann erst wieder gespielt werden, wenn er neu gewürfelt wurde. Die Karte bleibt im Spiel, zählt ab jetzt aber nur ihren Aufdruck: 5.',
  'piplus.lesson.core.byCount':
    'Blau hat mit zwei 8ern geantwortet. Mehr Karten überbieten weniger, egal was sie wert sind: Zwei Karten überbieten deine eine. Das ist die zweite Art zu überbieten.',
  'piplus.lesson.core.pass':
    'Um zwei 8er zu überbieten, brauchst du zwei Karten mit mehr als 8 (deine 7 mit dem d6 darauf und deine 9 sind zwei 9er) oder drei Karten. Du musst nicht: Immer wenn du nicht ausspielst, darfst du passen, und wer passt, darf beliebige seiner Würfel neu würfeln, auch verbrauchte, also könnte dein d4 den Deckel verlassen. Überbiete, passe oder passe und würfle den d4 neu: Du hast die Wahl.',
  'piplus.lesson.core.passWhy':
    'Passen kostet dich hier nichts, und der Neuwurf holt deinen verbrauchten d4 unbenutzt zurück. Die zwei 9er würden deinen d6 und zwei gute Karten für einen Stich verbrauchen, den du nicht gewinnen musst; passen ohne Neuwurf lässt den d4 im Deckel.',
  'piplus.lesson.core.passHint': 'Überlege, was dir jede Wahl lässt: die Karten auf deiner Hand und wie viele deiner Würfel unbenutzt sind.',
  'piplus.lesson.core.cleared':
    'Dein d4 hat eine 4 gewürfelt und ist wieder unbenutzt. Alle anderen (hier: du) haben seit dem Zug von Blau gepasst, also wird der Tisch geräumt: Die beiden 8er kommen auf die Ablage, und Blau, der zuletzt gespielt hat, spielt aus.',
  'piplus.lesson.core.lone':
    'Blau spielt eine einzelne 4 aus. Ein Würfel kann auch allein gespielt werden, als eine Karte seines eigenen Werts: Dein d8 zeigt 6, und das überbietet die 4. Klicke auf den d8, dann auf die Tischmitte.',
  'piplus.lesson.core.loneDone':
    'Ein einzelner Würfel lässt nichts im Spiel: Er geht auf den Deckel, die überbotene 4 auf die Ablage, und der nächste Spieler, Blau, spielt auf einen leeren Tisch aus. Würfel werden nie zusammengezählt: Ein Würfel ist eine Karte oder hebt eine Karte an.',
  'piplus.lesson.core.pair':
    'Blau spielt zwei 6er aus. Antworte mit zwei gleich viel werten Karten über 6: Deine 7 mit dem d6 (2) darauf ist 9, deine 9 ebenso. Klicke auf die 7 und die 9, lege den d6 auf die 7 und spiele.',
  'piplus.lesson.core.pairDone':
    'Zwei 9er überbieten zwei 6er. Im Spiel zählen sie jetzt ihren niedrigsten Aufdruck: zwei 7er. Dein d4 ist noch unbenutzt; sobald dein letzter unbenutzter Würfel verbraucht ist, während du noch Karten hast, werden alle drei auf einmal neu gewürfelt.',
  'piplus.lesson.core.done':
    'Das ist der Kern von Piplus: Beliebiges ausspielen, mit gleich vielen höheren oder mit mehr Karten überbieten, Karten mit Würfeln anheben oder einen Würfel allein spielen, passen und neu würfeln, wann es dir passt. Als Nächstes: eine Runde beenden und werten.',

  'piplus.lesson.finish.title': 'Fertig werden und werten',
  'piplus.lesson.finish.blurb': 'Der erzwungene Neuwurf, mit den letzten Würfeln fertig werden, die Wertungswürfe und das Spielende.',
  'piplus.lesson.finish.welcome':
    'Die dritte und letzte Runde. Bisher hast du 4 und 6 Punkte erzielt (10), Blau 6 und 5 (11). In jeder Runde punkten nur die ersten paar Spieler, die fertig sind, und der Erste punktet am besten.',
  'piplus.lesson.finish.position':
    'Du hast 3, 6 und 8 auf der Hand. Dein d4 und dein d8 sind verbraucht und liegen auf dem Deckel; nur dein d6 (3) ist unbenutzt. Blau spielt aus.',
  'piplus.lesson.finish.forced':
    'Blau spielt eine einzelne 5 aus. Lege deinen d6 auf deine 6 (6 + 3 = 9) und spiele sie. Damit verbrauchst du deinen letzten unbenutzten Würfel, während du noch Karten hast: Sieh, was passiert.',
  'piplus.lesson.finish.rerolled':
    'Der erzwungene Neuwurf: Wer seinen letzten unbenutzten Würfel verbraucht, während er noch Karten auf der Hand hat, würfelt als Teil dieses Spielzugs alle drei auf einmal neu. Deine Würfel sind zurück: d4 1, d6 4, d8 6. Im Spiel zählt deine 6 jetzt 6.',
  'piplus.lesson.finish.lastCards':
    'Blau hat deine 6 mit einer 7 überboten und hält noch eine Karte. Du hast 3 und 8; deine Würfel zeigen d4 1, d6 4, d8 6. Du hast die Wahl: Die 8 allein schlägt die 7, ein Würfel kann sie anheben, und beide Karten auf einmal schlagen eine Karte, wenn sie gleich viel wert sind. Du darfst auch passen. Mit welchem Zug bist du zuerst fertig?',
  'piplus.lesson.finish.lastCardsWhy':
    'Zwei 9en (die 3 mit dem d8, die 8 mit dem d4) leeren deine Hand in einem Zug, und Blau kann mit einer Karte keine zwei schlagen: Nur dein d6 bleibt zu spielen.',
  'piplus.lesson.finish.lastCardsHint': 'Zähle, was nach dem Zug in deiner Hand bleibt: Jede Karte, die du behältst, ist ein Zug mehr, in dem Blau zuerst fertig werden kann.',
  'piplus.lesson.finish.noCards':
    'Deine Hand ist leer, aber du bist noch nicht fertig: Dein d6 (4) ist unbenutzt. Wer keine Karten mehr hat, spielt seine unbenutzten Würfel allein, einen pro Zug, und ist fertig, sobald keiner mehr übrig ist. Beim Passen darf er nur seine unbenutzten Würfel neu würfeln.',
  'piplus.lesson.finish.cleared': 'Blau hat gepasst, also wird der Tisch geräumt, und du, der zuletzt gespielt hat, spielst aus.',
  'piplus.lesson.finish.lastDie':
    'Spiele deinen d6 allein aus. Er ist dein letzter unbenutzter Würfel: Wenn du ihn spielst, bist du als Erster fertig, und das beendet diese dritte und letzte Runde und damit die Partie. Sieh dir die Wertungswürfel an.',
  'piplus.lesson.finish.out':
    'Du bist als Erster fertig: 1. Platz. Zu zweit entscheidet das die Runde (1. und 2.), also erhält Blau den 2. Platz. Mit mehr Spielern geht die Runde weiter, bis 1., 2. und 3. Platz feststehen. Die Wertungswürfel rollen sofort: Die Wertung zeigt 17 zu 14.',
  'piplus.lesson.finish.first':
    'Wertung: Der 1. würfelt mit d4, d6 und d8 und erhält den höchsten einzelnen Würfel, nicht die Summe. Du hast 2, 5 und 7 gewürfelt (das Spielprotokoll nennt den Wurf; die Würfel im Deckel zeigen noch ihre alten Zahlen): 7 Punkte, insgesamt 17, wie die Wertung zeigt.',
  'piplus.lesson.finish.second':
    'Zu zweit würfelt der 2. nur mit dem d4: Blau hat eine 3 gewürfelt (siehe Protokoll), insgesamt 14. Mit drei oder mehr Spielern würfelt der 2. mit d4 und d6, der 3. mit dem d4, und alle anderen erhalten 0.',
  'piplus.lesson.finish.end': 'Nach drei Runden gewinnt die höchste Summe: du, 17 zu 14. Ein Gleichstand an der Spitze ist ein geteilter Sieg.',
  'piplus.lesson.finish.done':
    'Das ist eine ganze Partie Piplus. Die letzte Lektion zeigt, was sich mit drei bis sechs Spielern ändert; die Spielregeln (das ? am Tisch) enthalten jedes Detail.',
};
