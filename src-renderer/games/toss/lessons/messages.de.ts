/** PipFall Toss's lessons in German, the twin of messages.ts (same keys, same numbers; button names as the German table shows them). */
import type { tossLessonsEn } from './messages';

export const tossLessonsDe: Record<keyof typeof tossLessonsEn, string> = {
  'toss.lesson.basics.title': 'Zielen und einen Durchgang werten',
  'toss.lesson.basics.blurb': 'Wirf deine drei Würfel aufs Brett und sieh, wie ein Durchgang gewertet wird.',
  'toss.lesson.basics.welcome':
    'Willkommen bei PipFall Toss: Cornhole mit Würfeln. Du bist Rot und wirfst von der linken Bahn auf ein Brett in 8,23 m Entfernung; dein Gegner ist Blau. In jedem Durchgang werfen beide Seiten drei Würfel, abwechselnd einen nach dem anderen, und jeder Würfel zählt die Augen auf seiner Oberseite. Der Punktestand steht oben.',
  'toss.lesson.basics.court':
    'Die Spielfläche: zwei Bretter 8,23 m auseinander, eins an jedem Ende, und du wirfst von neben dem einen auf das andere; die Vorderkante des Bretts, an dem du stehst, ist die Foullinie. Das Bild oben links zeigt das Brett, auf das du wirfst, von oben. Wo ist sein Loch?',
  'toss.lesson.basics.courtA': 'Mittig, nahe seinem hinteren Ende',
  'toss.lesson.basics.courtB': 'Genau in der Mitte des Bretts',
  'toss.lesson.basics.courtC': 'Nahe seiner Vorderkante, dir am nächsten',
  'toss.lesson.basics.courtD': 'Es hat keins; nur das andere Brett hat eins',
  'toss.lesson.basics.courtWhy': 'Jedes Brett hat ein Loch, mittig nahe seinem hinteren Ende, vom Werfer abgewandt: Das Bild zeigt es oben auf dem Brett.',
  'toss.lesson.basics.aim':
    'Du zielst mit drei Einstellungen: Richtung, Kraft (die Geschwindigkeit, mit der der Würfel deine Hand verlässt) und Bogen (ein hoher Lupfer landet weich, ein flacherer Bogen rollt weiter). Ziehe die Bahn hinauf, nutze die Regler oder die Pfeiltasten oder wähle ein benanntes Ziel unter „Zielen auf“. Die gepunktete Linie auf der Bahn zeigt den Flug, bevor du wirfst.',
  'toss.lesson.basics.first':
    'Wähle „Mitte (Lupfer)“ unter „Zielen auf“ und drücke dann Werfen. Wo der Würfel landet, bestimmt dein Zielen; welche Seite oben liegt, ist Glück, wie bei echten Würfeln.',
  'toss.lesson.basics.wrongAim': 'Wähle „Mitte (Lupfer)“ unter „Zielen auf“ und drücke dann Werfen.',
  'toss.lesson.basics.landed':
    'Dein Würfel liegt flach auf dem Brett und zeigt 3: 3 Punkte wert. Blau hat danach geworfen und zeigt 4. Die Seiten wechseln sich ab, je ein Würfel, bis beide drei geworfen haben.',
  'toss.lesson.basics.second': 'Dein zweiter Würfel: Wähle „Mitte links (Lupfer)“, dann Werfen.',
  'toss.lesson.basics.off':
    'Deine 5 liegt neben deiner 3. Der zweite Würfel von Blau ist seitlich vom Brett gerollt: Ein Würfel zählt nur, wenn er vollständig auf dem Brett liegt; neben dem Brett zählt er 0.',
  'toss.lesson.basics.third': 'Dein letzter Würfel in diesem Durchgang: Wähle „Vorn (Bogen)“, einen flacheren Wurf auf den vorderen Teil des Bretts, dann Werfen.',
  'toss.lesson.basics.scored':
    'Alle sechs Würfel sind geworfen, also wird der Durchgang gewertet. Du: 3 + 5 + 4 = 12. Blau: 4 + 0 + 5 = 9. Jede Seite addiert ihren eigenen Durchgang zu ihrer Summe; die Punkte werden nie gegeneinander verrechnet. 12 zu 9.',
  'toss.lesson.basics.next':
    'Du hast mehr erzielt, also beginnst du Durchgang 2 (bei Gleichstand beginnt dieselbe Seite erneut). Der nächste Durchgang wird vom anderen Ende geworfen, zurück zum ersten Brett. Wer zuerst 100 oder mehr mit 2 Punkten Vorsprung hat, gewinnt.',

  'toss.lesson.specials.title': 'Das Loch und Lehner',
  'toss.lesson.specials.blurb': 'Ein Würfel im Loch kostet 3; ein Würfel, der lehnt, zählt 3.',
  'toss.lesson.specials.intro': 'Durchgang 3: Du führst 8 zu 5. Dieser Durchgang zeigt die beiden Ergebnisse, die keine Augen sind: einen Würfel im Loch und einen Lehner.',
  'toss.lesson.specials.hole': 'Beim Cornhole ist das Loch der Hauptgewinn; mit Würfeln ist es eine Falle. Sieh selbst: Wähle „Das Loch (Lupfer)“, dann Werfen.',
  'toss.lesson.specials.wrongHole': 'Wähle „Das Loch (Lupfer)“ unter „Zielen auf“ und drücke dann Werfen.',
  'toss.lesson.specials.minus':
    'Im Loch: −3 für diesen Würfel, egal ob er hineingeworfen oder später hineingestoßen wurde. Der Würfel von Blau liegt unterhalb des Lochs und zeigt 6. Dein Durchgang steht bisher bei −3, aber der Durchgang einer Seite zählt nie unter 0.',
  'toss.lesson.specials.knock':
    'Würfel können Würfel treffen, und ein Würfel, der auf einem anderen ruht, ist ein Lehner. Versuch, deinen auf die 6 von Blau fallen zu lassen: Wähle „Würfel 1 von Blau wegstoßen (Fallwurf)“, dann Werfen.',
  'toss.lesson.specials.wrongKnock': 'Wähle „Würfel 1 von Blau wegstoßen (Fallwurf)“ unter „Zielen auf“ und drücke dann Werfen.',
  'toss.lesson.specials.leaner':
    'Dein Würfel hat die 6 von Blau gestreift, sie ein wenig verschoben, und ist weitergerollt, bis er schräg an der Hinterkante des Bretts liegen blieb: Seine Oberseite lässt sich nicht ablesen. Das ist ein Lehner, 3 Punkte wert, so wie ein Würfel, der auf andere Weise um mehr als 20° gekippt ist oder auf einem anderen Würfel ruht. Als Lehner zählt er erst, wenn alle sechs Würfel geworfen sind: Bis dahin könnte er noch flach gestoßen werden. Der zweite Würfel von Blau ist ins Loch gefallen: −3 für Blau.',
  'toss.lesson.specials.last': 'Dein letzter Würfel: Wähle „Mitte links (Lupfer)“, dann Werfen.',
  'toss.lesson.specials.scored':
    'Der Durchgang: Du hast das Loch (−3), den Lehner (3) und eine 4: 4 Punkte. Blau hat 6, das Loch (−3) und 6: 9 Punkte. Passiert einem Würfel mehreres, zählt das Erste davon: ein Foul, dann das Loch, dann vom Brett, dann ein Lehner, dann die Augen. Summen: 12 zu 14.',
  'toss.lesson.specials.order': 'Blau hat in diesem Durchgang mehr erzielt, also beginnt Blau Durchgang 4. Als Nächstes: der Drillingsbonus und wie eine Partie gewonnen wird.',

  'toss.lesson.race.title': 'Der Drillingsbonus und der Sieg mit 2 Vorsprung',
  'toss.lesson.race.blurb': 'Drei gleiche Seiten verdoppeln einen Durchgang; gewonnen wird bei 100 mit 2 Punkten Vorsprung.',
  'toss.lesson.race.intro':
    'Spät in einer Partie: Durchgang 14, und du liegst 83 zu 93 hinten. Wer zuerst 100 oder mehr mit mindestens 2 Punkten Vorsprung hat, gewinnt. Du brauchst einen großen Durchgang.',
  'toss.lesson.race.first': 'Wähle „Vorn (Bogen)“, dann Werfen.',
  'toss.lesson.race.triple':
    'Eine 3. Liegen alle drei deiner Würfel flach auf dem Brett und zeigen dieselbe Seite, zählt dein Durchgang doppelt: der Drillingsbonus. Ein Lehner oder ein Würfel im Loch, vom Brett oder mit Foul macht ihn zunichte.',
  'toss.lesson.race.second': 'Wähle „Mitte links (Lupfer)“, dann Werfen.',
  'toss.lesson.race.two': 'Noch eine 3! Eine fehlt noch zum Drilling.',
  'toss.lesson.race.third': 'Wähle „Mitte rechts (Lupfer)“, dann Werfen.',
  'toss.lesson.race.doubled':
    'Drei 3en, alle flach auf dem Brett: 9 verdoppelt ist 18. Blau hat 1 + 0 + 6 = 7: Der letzte Würfel von Blau hat seine eigene 2 vom Brett gestoßen. Der Durchgang endet 101 zu 100.',
  'toss.lesson.race.goesOn':
    '101 zu 100: Du hast 100 überschritten, führst aber nur mit 1. Gewonnen wird mit 100 oder mehr und mindestens 2 Punkten Vorsprung, geprüft nach jedem vollständigen Durchgang; das Rennen geht also weiter, ohne Begrenzung der Durchgänge.',
  'toss.lesson.race.f1':
    'Durchgang 15 wird vom anderen Ende geworfen: Du gehst zu dem Brett, auf das du geworfen hast, und wirfst zurück. Du hast mehr erzielt, also beginnst du. Wähle „Mitte links (Lupfer)“, dann Werfen.',
  'toss.lesson.race.f2': 'Wähle „Vorn (Bogen)“, dann Werfen.',
  'toss.lesson.race.f3': 'Dein letzter Würfel: Wähle „Mitte (Bogen)“, dann Werfen.',
  'toss.lesson.race.won': 'Durchgang 15: du 2 + 4 + 0 = 6, Blau 3 + 2 + 0 = 5. Das ergibt 107 zu 105: 100 oder mehr mit 2 Punkten Vorsprung. Du gewinnst!',

  'toss.lesson.keeper.title': 'Der Punktezähler',
  'toss.lesson.keeper.blurb': 'Du spielst an echten Brettern? Trag jeden Würfel ein, und die App führt die Punkte.',
  'toss.lesson.keeper.intro':
    'Du spielst mit echten Würfeln an echten Brettern? Wähle beim Start einer Partie den Punktezähler. Trag nach jedem Wurf ein, wie der Würfel liegen blieb, in der Wurfreihenfolge: dein erster Würfel, der erste deines Gegners und so weiter. Die App führt die Durchgänge, die Summen und wer als Nächstes beginnt.',
  'toss.lesson.keeper.first': 'Dein erster Würfel liegt flach und zeigt 5: Tippe auf 5 (oder drücke die Taste 5).',
  'toss.lesson.keeper.wrongKey': 'Tippe auf das Ergebnis, das der Trainer nennt (oder drücke seine Taste).',
  'toss.lesson.keeper.leaner': 'Dein Gegner hat eine 2 eingetragen. Dein zweiter Würfel lehnt an seinem: Tippe auf Lehner (oder drücke L).',
  'toss.lesson.keeper.undo':
    'Dein Gegner hat eine 1 eingetragen, aber sein Würfel ist ins Loch gefallen. Vertippen kommt vor: Rückgängig nimmt den letzten Eintrag zurück, egal wer ihn gemacht hat. Tippe auf Rückgängig (oder drücke die Rücktaste).',
  'toss.lesson.keeper.right':
    'Dein Gegner hat es neu eingetragen: im Loch. Dein letzter Würfel ist vom Brett auf den Boden gerollt: Tippe auf „Vom Brett“ (oder drücke O). Ein Würfel neben dem Brett zählt 0.',
  'toss.lesson.keeper.scored':
    'Auch der letzte Würfel deines Gegners ist vom Brett gefallen. Der Durchgang: du 5 + 3 (der Lehner) + 0 = 8. Dein Gegner 2 − 3 + 0 = −1, und ein Durchgang unter null zählt 0. 8 zu 0.',
  'toss.lesson.keeper.end':
    'Jetzt geh zum anderen Brett: Durchgang 2 wird vom anderen Ende geworfen, und du beginnst. Würde ein Eintrag das Spiel beenden, bittet dich der Punktezähler zuerst um Bestätigung, denn ein beendetes Spiel lässt sich nicht rückgängig machen.',
};
