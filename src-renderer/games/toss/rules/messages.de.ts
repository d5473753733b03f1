/** PipFall Toss's rules reference in German, the twin of messages.ts (same keys, same numbers). */
import type { tossRulesEn } from './messages';

export const tossRulesDe: Record<keyof typeof tossRulesEn, string> = {
  'toss.rules.overview': 'Was PipFall Toss ist',
  'toss.rules.overview.p1':
    'PipFall Toss ist Cornhole mit Würfeln. Zwei Seiten, im Einzel (je ein Spieler) oder in Teams zu zweit, werfen pro Durchgang je drei Würfel auf ein Brett in 27 ft (8,23 m) Entfernung. Jeder Würfel, der auf dem Brett liegen bleibt, zählt die Augen auf seiner Oberseite.',
  'toss.rules.overview.p2':
    'Die App spielt es auf zwei Arten: auf einer 3D-Bahn, wo jeder Wurf simuliert wird (du stellst das Zielen ein; wo der Würfel liegen bleibt und welche Seite oben ist, entscheidet die Physik), oder als Punktezähler für Leute, die an echten Brettern spielen und das Ergebnis jedes Würfels eintragen.',

  'toss.rules.court': 'Die Spielfläche',
  'toss.rules.court.boards':
    'Zwei Bretter stehen sich in 27 ft Abstand gegenüber, von Vorderkante zu Vorderkante. Ein Brett misst 2 ft mal 4 ft, seine Oberfläche liegt vorn 3 in und hinten 12 in über dem Boden, mit einem Loch von 6 in Durchmesser 9 in unterhalb der Oberkante. Die Vorderkante des Bretts, von dem du wirfst, ist die Foullinie.',
  'toss.rules.court.lanes':
    'Jede Seite behält ihre Bahn, einen Streifen neben den Brettern, die ganze Partie über. Die Durchgänge wechseln die Enden: Ungerade Durchgänge werden vom Kopfende geworfen, gerade vom Fußende. Im Einzel gehen beide Spieler nach jedem Durchgang zum anderen Brett; im Team stehen die Partner die ganze Partie an gegenüberliegenden Brettern, und jeder wirft jeden zweiten Durchgang.',

  'toss.rules.opening': 'Wer beginnt',
  'toss.rules.opening.coin':
    'Ein Münzwurf entscheidet Durchgang 1: Der Gewinner wählt, ob er als Erster oder als Zweiter wirft, oder er wählt eine Bahn; die andere Seite trifft dann die andere Wahl. Wer das an den echten Brettern geklärt hat, kann stattdessen angeben, welche Seite beginnt.',
  'toss.rules.opening.later': 'Danach beginnt die Seite den nächsten Durchgang, die im letzten mehr erzielt hat.',
  'toss.rules.opening.tie':
    'Regelung: Bei einem unentschiedenen Durchgang beginnt dieselbe Seite erneut. Ein Durchgang, der nichts einbrachte (0 oder unter null), ist gleich einem anderen, der nichts einbrachte.',

  'toss.rules.frame': 'Ein Durchgang',
  'toss.rules.frame.p': 'Die Seiten wechseln sich ab, die beginnende zuerst, je ein Würfel, bis jede drei geworfen hat: A, B, A, B, A, B. Geworfen wird von unten.',
  'toss.rules.frame.aim':
    'Auf der 3D-Bahn stellst du die Richtung, die Kraft (die Geschwindigkeit, mit der der Würfel deine Hand verlässt) und den Bogen ein: Ziehe die Bahn hinauf, nutze die Regler oder die Pfeiltasten oder wähle ein benanntes Ziel. Wie der Würfel in deiner Hand liegt und wie deine Finger ihn rollen lassen, ist Glück, also auch die Seite, die er zeigt.',
  'toss.rules.frame.knock': 'Würfel treffen Würfel: Ein Wurf kann einen anderen Würfel flach stoßen, vom Brett, ins Loch oder auf einen Würfel.',

  'toss.rules.scoring': 'Einen Würfel werten',
  'toss.rules.scoring.p': 'Jeder Würfel wird abgelesen, sobald alle sechs Würfel des Durchgangs geworfen sind, dort, wo er dann liegt:',
  'toss.rules.scoring.pips': 'Flach auf dem Brett, ohne den Boden zu berühren: die Augen auf seiner Oberseite, 1 bis 6.',
  'toss.rules.scoring.leaner': 'Ein Lehner, 3 Punkte: Seine Oberseite lässt sich nicht ablesen, weil er um mehr als 20° kippt oder an oder auf einem anderen Würfel ruht.',
  'toss.rules.scoring.hole': 'Im Loch, hineingeworfen oder hineingestoßen: −3.',
  'toss.rules.scoring.off': 'Vom Brett (ein Teil berührt den Boden): 0.',
  'toss.rules.scoring.foul': 'Ein Foul: 0, und der Würfel wird sofort entfernt. Auf der 3D-Bahn ist ein Würfel, der vor dem Brett den Boden berührt, ein Foul.',
  'toss.rules.scoring.order': 'Regelung: Trifft auf einen Würfel mehreres zu, zählt das Erste davon: ein Foul, dann das Loch, dann vom Brett, dann ein Lehner, dann die Augen.',
  'toss.rules.scoring.leanerLate':
    'Ein Lehner zählt erst als Lehner, wenn alle Würfel des Durchgangs geworfen sind: Bis dahin kann er noch flach, vom Brett oder ins Loch gestoßen werden.',

  'toss.rules.frameScore': 'Einen Durchgang werten',
  'toss.rules.frameScore.p':
    'Der Durchgang einer Seite ist die Summe ihrer drei Würfel. Jede Seite addiert ihren eigenen Durchgang zu ihrer Summe: Die Punkte werden nie gegeneinander verrechnet.',
  'toss.rules.frameScore.triple':
    'Der Drillingsbonus: Drei Würfel flach auf dem Brett mit derselben Seite verdoppeln den Durchgang (drei 3en ergeben 18). Ein Lehner oder ein Würfel im Loch, vom Brett oder mit Foul macht ihn zunichte.',
  'toss.rules.frameScore.leaners': 'Regelung: Drei Lehner ergeben 9 und werden nicht verdoppelt.',
  'toss.rules.frameScore.floor': 'Ein Durchgang unter null zählt 0, und negative Punkte werden nie übertragen: Ein Loch, eine 4 und ein Loch ergeben −2, gewertet mit 0.',

  'toss.rules.winning': 'Gewinnen',
  'toss.rules.winning.p': 'Die erste Seite mit 100 oder mehr Punkten und mindestens 2 Punkten Vorsprung gewinnt.',
  'toss.rules.winning.check':
    'Regelung: Das Rennen wird nur nach einem vollständigen Durchgang geprüft, nie mittendrin. Beide Seiten können in einem Durchgang 100 überschreiten; 101 zu 100 gewinnt noch nicht, und es wird ohne Begrenzung der Durchgänge weitergespielt.',

  'toss.rules.keeper': 'Der Punktezähler',
  'toss.rules.keeper.p':
    'Wer an echten Brettern spielt, wählt den Punktezähler. Trag nach jedem Wurf ein, wie der Würfel liegen blieb (1 bis 6, Lehner, Loch, vom Brett, Foul), in der Wurfreihenfolge: der erste Würfel der beginnenden Seite, der erste der anderen Seite und so weiter. Die App zeigt, wessen Würfel als Nächstes dran ist und von welchem Ende.',
  'toss.rules.keeper.undo':
    'Rückgängig nimmt den letzten Eintrag zurück, egal wer ihn gemacht hat, auch einen, der einen Durchgang abgeschlossen hat (der Durchgang wird wieder geöffnet). Der Eintrag, der die Partie gewinnt, muss zuerst bestätigt werden: Eine beendete Partie lässt sich nicht rückgängig machen.',
};
