/** PipFall's lessons in German, the twin of messages.ts (same keys, same placeholders and numbers). */
import type { pipfallLessonsEn } from './messages';

export const pipfallLessonsDe: Record<keyof typeof pipfallLessonsEn, string> = {
  'pipfall.lesson.core.welcome':
    'Willkommen bei PipFall! Du spielst Rot, aus der Ecke unten links; dein Gegner spielt Blau, von oben rechts. Jeder beginnt mit vier Würfeln in Rautenform: die 6 in der Ecke, eine 5 und eine 4 daneben, eine 3 davor.',
  'pipfall.lesson.core.goal':
    'Deine Würfel sind zugleich deine Armee und deine Punkte. Jeder Zug nutzt einen Würfel um ein Auge ab, und Würfel, die einen Kampf verlieren, verlassen das Brett. Ist der Stapel aufgebraucht, gewinnt, wer die meisten Augen auf dem Brett hat.',
  'pipfall.lesson.core.short':
    'Eine Partie zu zweit geht zweimal durch den Stapel (Durchgang 1/2, dann Durchgang 2/2 über dem Brett), insgesamt zwölf Runden. Damit diese Lektion kurz bleibt, beginnt sie im Durchgang 2 mit 24 übrigen Karten: drei Runden. Die acht Karten dieser Runde sind schon ausgeteilt, daher zeigt der Stapel 16.',
  'pipfall.lesson.core.hand':
    'In jeder Runde erhältst du vier Karten. Drei davon programmierst du der Reihe nach in die Felder 1, 2 und 3, die vierte behältst du verdeckt als Initiativkarte.',
  'pipfall.lesson.core.program':
    'Lege die 8♠ in Feld 1, die 6♥ in Feld 2 und die 4♣ in Feld 3, mit der Q♠ als Initiativkarte: Wähle eine Karte, dann ihr Feld, dann Bestätigen. Blau programmiert gleichzeitig, im Geheimen.',
  'pipfall.lesson.core.lanes':
    'Jetzt die Bahnmarker. Deine Marker 1, 2 und 3 legen fest, wo die Karten 1, 2 und 3 wirken: Jeder kommt auf eine Bahn, eine Reihe oder Spalte, in der mindestens einer deiner Würfel steht. Zwei Marker dürfen sich keine Bahn teilen. Deine Bahnen jetzt: die Reihen 4 und 5, die Spalten 1 und 2.',
  'pipfall.lesson.core.m1': 'Lege Marker 1 auf Spalte 1, den linken Rand: Deine 8♠ wirkt auf einen Würfel in dieser Spalte.',
  'pipfall.lesson.core.blue1':
    'Blau hat seinen Marker 1 auf Spalte 5 gelegt. Die Marker werden nacheinander gelegt, der Startspieler zuerst: In dieser Runde bist das du (der Marker in der Spielerliste).',
  'pipfall.lesson.core.m2': 'Lege Marker 2 auf Reihe 4, wo deine 5 und deine 3 stehen.',
  'pipfall.lesson.core.m3': 'Blau hat Reihe 1 genommen. Lege Marker 3 auf Reihe 5.',
  'pipfall.lesson.core.init':
    'Alle sechs Marker liegen, also werden beide Initiativkarten aufgedeckt. Beide sind Damen: Bei gleichem Rang entscheidet die Farbe, Pik am höchsten, dann Herz, Karo und Kreuz. Deine Q♠ gewinnt: Du handelst in dieser Runde in jedem Durchlauf zuerst.',
  'pipfall.lesson.core.cycles':
    'Die Karten wirken jetzt in drei Durchläufen: alle Karten 1, dann alle Karten 2, dann alle Karten 3. Deine 8♠ wird aufgedeckt. Eine Zahlenkarte (2 bis 10) darf ihren Würfel ziehen oder ihre Farbkraft nutzen; eine Bildkarte (J, Q, K, A) nur ihre Farbe.',
  'pipfall.lesson.core.move':
    'Ziehe deine 6 zwei Felder nach oben, aus der Ecke heraus: Klicke auf die 6, dann auf das leuchtende Feld. Ein Zug geht 0 bis 3 Felder geradeaus, nie diagonal.',
  'pipfall.lesson.core.decay':
    'Jeder Zug kostet ein Auge: Deine 6 ist auf 5 gesunken. Auch ein Zug um null Felder kostet ein Auge, und ein Würfel, der 0 erreicht, wird entfernt; eine 1, die zieht, ist also weg.',
  'pipfall.lesson.core.blue2': 'Die 9♦ von Blau hat seine 5 drei Felder nach links gezogen, und auch sie ist auf 4 gesunken.',
  'pipfall.lesson.core.hearts': 'Karte 2, deine 6♥, wirkt auf Reihe 4, wo zwei deiner Würfel stehen: Setze sie diesmal für ihre Kraft auf die 3 ein. Herz gibt +2.',
  'pipfall.lesson.core.powers':
    'Deine 3 ist jetzt eine 5. Die vier Farbkräfte: Herz +2 (nie über 6: eine 5 erhält +1), Karo −2 (nie unter 1), Pik wendet den Würfel auf die gegenüberliegende Seite (1↔6, 2↔5, 3↔4), Kreuz hält ihn, wie er ist. Eine Kraft ist kein Zug: kein Augenverlust.',
  'pipfall.lesson.core.clubs':
    'Blau hat seine 4 zwei Felder nach unten gezogen. Deine Karte 3, die 4♣, wirkt auf Reihe 5: Halte deine 4 mit Kreuz, ohne Änderung und ohne Augenverlust.',
  'pipfall.lesson.core.r1end': 'Runde 1 ist vorbei. Die Karten werden abgelegt, der Startspielermarker geht an Blau, und jeder erhält vier neue Karten.',
  'pipfall.lesson.core.r2program': 'Programmiere die 9♠, die 10♥ und das A♥ in die Felder 1 bis 3 und behalte den K♠ als Initiativkarte.',
  'pipfall.lesson.core.r2look': 'Die Würfel von Blau sind näher gekommen: Blau hat jetzt Würfel in den Reihen 2, 3 und 4 und in Spalte 2. Blau ist Startspieler und legt zuerst.',
  'pipfall.lesson.core.contest':
    'Der Marker 1 von Blau hat Reihe 4 genommen: eine Bahn durch zwei deiner Würfel und durch die 2 von Blau. Jede Bahn mit einem deiner Würfel darfst du belegen, solange niemand schneller ist.',
  'pipfall.lesson.core.r2m1': 'Lege deinen Marker 1 auf Spalte 1, zu deinen beiden 5en.',
  'pipfall.lesson.core.r2m2': 'Blau hat Spalte 2 genommen. Dein Marker 2 kommt auf Reihe 5, deine vorletzte Bahn.',
  'pipfall.lesson.core.cancelled':
    'Der Marker 3 von Blau hat Reihe 3 genommen, deine letzte freie Bahn. Ohne freie Bahn landet dein Marker 3 auf deiner dritten Karte: Das A♥ ist aufgehoben. Es wird nie aufgedeckt und bewirkt nichts. Dein K♠ gewinnt die Initiative gegen die 9♥ von Blau.',
  'pipfall.lesson.core.attack':
    'Angriff! Ziehe deine 5 in Reihe 3 drei Felder nach rechts, auf die 3 von Blau. Beendet ein Würfel seinen Zug auf einem anderen Würfel, kämpfen sie: Der höhere gewinnt, der niedrigere wird entfernt.',
  'pipfall.lesson.core.win':
    '5 schlägt 3: Der Würfel von Blau wird entfernt, und deiner nimmt sein Feld ein. Auch nach einem Kampf verliert der Angreifer ein Auge: Dein Würfel ist jetzt eine 4.',
  'pipfall.lesson.core.spades': 'Blau hat seinen J♠ auf seine 2 eingesetzt: Pik wendet sie zu einer 5.',
  'pipfall.lesson.core.tie': 'Deine 10♥ wirkt auf Reihe 5: Ziehe deine 4 drei Felder nach oben. Unterwegs darf sie über deine eigene 5 hinweg, und sie endet auf der 4 von Blau.',
  'pipfall.lesson.core.tied': 'Vier gegen vier: Ein Gleichstand entfernt beide Würfel. Ein fairer Tausch, aber du hast nur noch drei Würfel.',
  'pipfall.lesson.core.nulls':
    'Die Karten 2 und 3 von Blau finden in ihren Bahnen keinen blauen Würfel mehr: Jede ist eine Leeraktion, ohne Wirkung und ohne Augenverlust. Dein aufgehobenes A♥ wird übersprungen.',
  'pipfall.lesson.core.restore':
    'Aufräumen, und die Gelegenheit zum Wiederherstellen. Einmal pro Partie, solange du noch einen Würfel auf dem Brett hast, einen verloren hast und deine Ecke leer ist, bringt deine Wiederherstellen-Karte (das A♣) einen Würfel zurück: eine 4, in deine Ecke. Nutze sie jetzt.',
  'pipfall.lesson.core.r3':
    'Eine 4 steht wieder in deiner Ecke. Beim Austeilen von Runde 3 wurde die letzte Karte des Stapels gezogen: Der zweite Durchgang ist abgeschlossen, also ist dies die letzte Runde.',
  'pipfall.lesson.core.r3program':
    'Programmiere die 7♦, die 5♥ und die 3♣ und behalte den J♦ als Initiativkarte. Eine Bildkarte kann nur ihre Farbe nutzen, und Karo würde deinen eigenen Würfel zwei Augen kosten; als Initiativkarte richtet sie keinen Schaden an.',
  'pipfall.lesson.core.r3m1': 'Du bist wieder Startspieler. Marker 1 auf Reihe 3, wo deine 4 steht.',
  'pipfall.lesson.core.r3m2': 'Marker 2 auf Spalte 1.',
  'pipfall.lesson.core.r3m3': 'Marker 3 auf Reihe 5.',
  'pipfall.lesson.core.r3init': 'Das A♠ von Blau schlägt deinen J♦: Blau handelt in dieser Runde in jedem Durchlauf zuerst.',
  'pipfall.lesson.core.diamonds':
    'Der K♦ von Blau ist eine Bildkarte und musste daher seine Farbe nutzen: Karo hat der eigenen 5 von Blau zwei Augen genommen. Kräfte ändern immer nur die Würfel ihres Besitzers.',
  'pipfall.lesson.core.r3attack': 'Deine 7♦: Ziehe deine 4 ein Feld nach unten, auf die 3 von Blau.',
  'pipfall.lesson.core.r3win': '4 schlägt 3, und dein Würfel sinkt auf 3.',
  'pipfall.lesson.core.failed':
    'Der K♥ von Blau hat Herz auf seine 6 versucht. Eine Kraft, die den Würfel nicht ändern kann, schlägt fehl, und der Würfel macht einen erzwungenen Nullzug: Er sinkt auf 5. Nur Kreuz schlägt nie fehl.',
  'pipfall.lesson.core.r3hearts': 'Deine 5♥ wirkt auf Spalte 1: Setze Herz auf deine 5 ein. Unter 6 passt nur +1, also wird sie zur 6.',
  'pipfall.lesson.core.r3clubs': 'Letzte Karte: deine 3♣ auf Reihe 5. Halte deine 4 mit Kreuz.',
  'pipfall.lesson.core.end':
    'Die Aktionen der letzten Runde sind vorbei, also endet die Partie, und jeder zählt die Augen auf dem Brett: Du hast 18, Blau hat 5. Du gewinnst! Bei gleicher Summe gewänne, wer mehr Würfel hat, und danach würde der Sieg geteilt.',
  'pipfall.lesson.core.elimination':
    'Noch eine Art, wie eine Partie endet: Wer nach der Gelegenheit zum Wiederherstellen keine Würfel mehr hat, scheidet aus. Zu zweit endet die Partie damit sofort; zu dritt oder zu viert spielen die anderen weiter (das zeigt die nächste Lektion).',
  'pipfall.lesson.core.done':
    'Das ist PipFall. Versuch eine Partie gegen den Computer auf der Stufe Einsteiger, oder öffne die Spielregeln mit der Schaltfläche „?“, wann immer du eine Regel nachschlagen willst.',
  'pipfall.lesson.core.title': 'Das Grundspiel',
  'pipfall.lesson.core.blurb': 'Karten programmieren, Bahnen belegen, ziehen, kämpfen und verfallen, durch drei Runden bis zur Schlusswertung.',
  'pipfall.lesson.lanes.welcome':
    'Zu dritt wächst das Brett auf 7×7 (zu viert auf 8×8). Die Spieler nehmen die Ecken im Uhrzeigersinn ein: Du bist Rot, unten links; Blau sitzt oben links, Gold oben rechts (ein vierter Spieler, Grün, bekäme unten rechts).',
  'pipfall.lesson.lanes.midgame':
    'Diese Partie läuft schon ein paar Runden. Gold hat nur noch eine einzige 2, Blau und du habt je drei Würfel. Zu dritt oder zu viert geht es dreimal durch den Stapel, bevor abgerechnet wird.',
  'pipfall.lesson.lanes.neighbours':
    'Deine Nachbarn teilen sich deine Bahnen. Die Würfel von Blau stehen wie deine in den Spalten 1 und 2; die 2 von Gold steht wie deine 5 in Reihe 4. Eine geteilte Bahn gehört dem, der sie zuerst belegt.',
  'pipfall.lesson.lanes.program': 'Programmiere die 8♠, die 5♥ und die 7♣ und behalte das A♦ als Initiativkarte.',
  'pipfall.lesson.lanes.order':
    'Die Marker werden im Uhrzeigersinn ab dem Startspieler gelegt. Blau hat den Startspielermarker, also geht jeder Durchlauf Blau, Gold, dann du: Du legst als Letzter.',
  'pipfall.lesson.lanes.taken':
    'Der Marker 1 von Blau hat Spalte 2 genommen, durch deine 4, und der von Gold Reihe 4, durch deine 5. Wer als Letzter legt, bekommt, was übrig bleibt.',
  'pipfall.lesson.lanes.m1': 'Deine 5 ist über ihre Spalte noch erreichbar: Lege Marker 1 auf Spalte 4.',
  'pipfall.lesson.lanes.m2': 'Blau hat Spalte 1 genommen und Gold Spalte 6. Lege Marker 2 auf Reihe 5, wo deine 4 steht.',
  'pipfall.lesson.lanes.goldcancel':
    'Blau hat Reihe 1 genommen. Der einzige Würfel von Gold hat nur zwei Bahnen, und die eigenen Marker von Gold belegen beide: Sein Marker 3 landet auf seiner Karte, aufgehoben. Wenige Würfel, wenige Bahnen.',
  'pipfall.lesson.lanes.m3': 'Lege deinen Marker 3 auf Reihe 7.',
  'pipfall.lesson.lanes.initiative':
    'Initiative: Dein A♦ schlägt den K♦ von Gold und die 2♥ von Blau. Gehandelt wird im Uhrzeigersinn ab dem Gewinner: du, dann Blau, dann Gold, in jedem Durchlauf. (Mit der Variante „Echte Initiativreihenfolge“ ginge es stattdessen nach der Rangfolge.)',
  'pipfall.lesson.lanes.attack': 'Der letzte Würfel von Gold ist in Reichweite. Ziehe deine 5 zwei Felder nach rechts, auf die 2 von Gold.',
  'pipfall.lesson.lanes.gone': '5 schlägt 2. Gold hat keine Würfel mehr, bleibt aber bis zum Ende der Runde im Spiel.',
  'pipfall.lesson.lanes.defender':
    'Blau hat deine 4 mit seiner 3 angegriffen. Der niedrigere Würfel verliert, ob Angreifer oder nicht: Die 3 von Blau wird entfernt, und deine 4, der Verteidiger, verliert kein Auge. Die Karte von Gold findet keinen Würfel: eine Leeraktion.',
  'pipfall.lesson.lanes.hearts': 'Deine 5♥ auf Reihe 5: Herz auf deine 4 macht sie zur 6.',
  'pipfall.lesson.lanes.clubs': 'Deine 7♣ auf Reihe 7: Halte deine 5 mit Kreuz.',
  'pipfall.lesson.lanes.eliminated':
    'Aufräumen. Wiederherstellen braucht einen eigenen Würfel auf dem Brett, kann Gold also nicht retten: Wer nach der Gelegenheit zum Wiederherstellen keine Würfel hat, scheidet aus. Die Partie geht ohne Gold weiter.',
  'pipfall.lesson.lanes.skipped':
    'Ab jetzt wird Gold überall übersprungen: beim Austeilen, Legen und Handeln. Der Startspielermarker ist an Gold vorbei zu dir gekommen, und nur du und Blau habt Karten erhalten.',
  'pipfall.lesson.lanes.r2program': 'Programmiere die 9♠, die 7♥ und die 6♣, mit der 10♣ als Initiative.',
  'pipfall.lesson.lanes.first':
    'Als Startspieler legst du jetzt zuerst. Belege die Bahn, die du am dringendsten brauchst, bevor dein Nachbar es tut: Marker 1 auf Spalte 1, neben die Würfel von Blau.',
  'pipfall.lesson.lanes.endgame':
    'Hätte auch Blau seinen letzten Würfel verloren, wärst du der letzte Spieler mit Würfeln und hättest sofort gewonnen. Sonst geht das Spiel bis zum dritten Durchgang durch den Stapel weiter, dann werden die Augen gezählt wie in einer Partie zu zweit.',
  'pipfall.lesson.lanes.done':
    'Jetzt kennst du PipFall zu dritt und zu viert: geteilte Bahnen, die Reihenfolge nach Startspieler und nach Initiative und das Ausscheiden. Viel Spaß bei einer ganzen Partie!',
  'pipfall.lesson.lanes.title': 'Drei und vier Spieler',
  'pipfall.lesson.lanes.blurb': 'Geteilte Bahnen, wer zuerst legt, wer zuerst handelt, und ein Spieler, der ausscheidet, während die Partie weitergeht.',
};
