/** PipFall's lessons in German, the twin of messages.ts (same keys, same placeholders and numbers). */
import type { pipfallLessonsEn } from './messages';

export const pipfallLessonsDe: Record<keyof typeof pipfallLessonsEn, string> = {
  'pipfall.lesson.core.welcome':
    'Willkommen bei PipFall! Du spielst Rot, aus der Ecke unten links; dein Gegner spielt Blau, von oben rechts. Jeder beginnt mit vier Würfeln in Rautenform: die 6 in der Ecke, eine 5 und eine 4 daneben, eine 3 davor.',
  'pipfall.lesson.core.goal':
    'Deine Würfel sind zugleich deine Armee und deine Punkte. Jeder Zug nutzt einen Würfel um ein Auge ab, und Würfel, die einen Kampf verlieren, verlassen das Brett. Ist der Stapel aufgebraucht, gewinnt, wer die meisten Augen auf dem Brett hat.',
  'pipfall.lesson.core.short':
    'Eine Partie zu zweit geht zweimal durch den Stapel (Durchgang 1/2, dann Durchgang 2/2 über dem Brett), insgesamt zwölf Runden. Damit diese Lektion kurz bleibt, beginnt sie in Runde 10, im Durchgang 2 mit 24 übrigen Karten: noch drei Runden. Die acht Karten dieser Runde sind schon ausgeteilt, daher zeigt der Stapel 16.',
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
    'Alle sechs Marker liegen, also werden beide Initiativkarten aufgedeckt. Beide sind Damen: Bei gleichem Rang entscheidet die Farbe, Pik am höchsten, dann Herz, Karo und Kreuz. Deine Q♠ gewinnt: Du handelst in dieser Runde in jedem Durchlauf zuerst, und deine Karte 1 liegt schon offen.',
  'pipfall.lesson.core.cycles':
    'Die Karten wirken jetzt in drei Durchläufen: alle Karten 1, dann alle Karten 2, dann alle Karten 3. Deine 8♠ wirkt auf einen deiner Würfel in Spalte 1. Eine Zahlenkarte (2 bis 10) darf ihren Würfel ziehen oder ihre Farbkraft nutzen; eine Bildkarte (J, Q, K, A) nur ihre Farbe.',
  'pipfall.lesson.core.move':
    'Ziehe deine 6 zwei Felder nach oben, aus der Ecke heraus: Klicke auf die 6, dann auf das leuchtende Feld. Ein Zug geht 0 bis 3 Felder geradeaus, nie diagonal.',
  'pipfall.lesson.core.decay':
    'Jeder Zug kostet ein Auge: Deine 6 ist auf 5 gesunken. Auch ein Zug um null Felder kostet ein Auge, und ein Würfel, der 0 erreicht, wird entfernt; eine 1, die zieht, ist also weg. Jetzt wird die Karte 1 von Blau aufgedeckt, die 9♦.',
  'pipfall.lesson.core.blue2': 'Die 9♦ von Blau hat seine 5 drei Felder nach links gezogen, und auch sie ist auf 4 gesunken.',
  'pipfall.lesson.core.hearts':
    'Karte 2, deine 6♥, wirkt auf Reihe 4, wo deine 5 und deine 3 stehen. Eine Zahlenkarte kann einen Würfel ziehen oder ihre Farbe nutzen: Du entscheidest. Wähle einen Würfel, dann, was er tut.',
  'pipfall.lesson.core.powers':
    'Deine 3 ist jetzt eine 5. Die vier Farbkräfte: Herz +2 (nie über 6: eine 5 erhält +1), Karo −2 (nie unter 1), Pik wendet den Würfel auf die gegenüberliegende Seite (1↔6, 2↔5, 3↔4), Kreuz hält ihn, wie er ist. Eine Kraft ist kein Zug: kein Augenverlust. Als Nächstes wird die Karte 2 von Blau aufgedeckt.',
  'pipfall.lesson.core.clubs':
    'Blau hat seine 4 zwei Felder nach unten gezogen. Deine Karte 3, die 4♣, wirkt auf Reihe 5: Halte deine 4 mit Kreuz, ohne Änderung und ohne Augenverlust.',
  'pipfall.lesson.core.r1end': 'Runde 10 ist vorbei. Die Karten werden abgelegt, der Startspielermarker geht an Blau, und jeder erhält vier neue Karten: Runde 11.',
  'pipfall.lesson.core.r2program': 'Programmiere die 9♠, die 10♥ und das A♥ in die Felder 1 bis 3 und behalte den K♠ als Initiativkarte.',
  'pipfall.lesson.core.r2look':
    'Die Würfel von Blau sind näher gekommen: eine 4 in Reihe 2, Spalte 2, und eine 3 und eine 2 in Spalte 4, Reihen 3 und 4. Blau ist Startspieler und legt zuerst.',
  'pipfall.lesson.core.contest':
    'Der Marker 1 von Blau hat Reihe 4 genommen: eine Bahn durch zwei deiner Würfel und durch die 2 von Blau. Jede Bahn mit einem deiner Würfel darfst du belegen, solange niemand schneller ist.',
  'pipfall.lesson.core.r2m1': 'Lege deinen Marker 1 auf Spalte 1, zu deinen beiden 5en.',
  'pipfall.lesson.core.r2m2': 'Blau hat Spalte 2 genommen. Dein Marker 2 kommt auf Reihe 5, deine vorletzte Bahn.',
  'pipfall.lesson.core.cancelled':
    'Der Marker 3 von Blau hat Reihe 3 genommen, deine letzte freie Bahn. Ohne freie Bahn landet dein Marker 3 auf deiner dritten Karte: Das A♥ ist aufgehoben. Es wird nie aufgedeckt und bewirkt nichts. Dein K♠ gewinnt die Initiative gegen die 9♥ von Blau.',
  'pipfall.lesson.core.attack':
    'Angriff! Ziehe deine 5 in Reihe 3 drei Felder nach rechts, auf die 3 von Blau. Beendet ein Würfel seinen Zug auf einem anderen Würfel, kämpfen sie: Der höhere gewinnt, der niedrigere wird entfernt.',
  'pipfall.lesson.core.win':
    '5 schlägt 3: Der Würfel von Blau wird entfernt, und deiner nimmt sein Feld ein. Auch nach einem Kampf verliert der Angreifer ein Auge: Dein Würfel ist jetzt eine 4. Blau hat nur noch drei Würfel, und sein J♠ wird aufgedeckt.',
  'pipfall.lesson.core.spades': 'Blau hat seinen J♠ auf seine 2 eingesetzt: Pik wendet sie zu einer 5.',
  'pipfall.lesson.core.tie': 'Deine 10♥ wirkt auf Reihe 5: Ziehe deine 4 drei Felder nach oben. Unterwegs darf sie über deine eigene 5 hinweg, und sie endet auf der 4 von Blau.',
  'pipfall.lesson.core.tied': 'Vier gegen vier: Ein Gleichstand entfernt beide Würfel. Ein fairer Tausch, aber du hast nur noch drei Würfel und Blau nur noch einen.',
  'pipfall.lesson.core.nulls':
    'Die Karten 2 und 3 von Blau fanden in ihren Bahnen keinen blauen Würfel mehr: Jede war eine Leeraktion, ohne Wirkung und ohne Augenverlust. Dein aufgehobenes A♥ wurde übersprungen.',
  'pipfall.lesson.core.restore':
    'Aufräumen, und die Gelegenheit zum Wiederherstellen. Einmal pro Partie, solange du noch einen Würfel auf dem Brett hast, einen verloren hast und deine Ecke leer ist, bringt deine Wiederherstellen-Karte (das A♣) einen Würfel zurück: eine 4, in deine Ecke. Nutze sie jetzt.',
  'pipfall.lesson.core.r3':
    'Eine 4 steht wieder in deiner Ecke. Beim Austeilen von Runde 12 wurde die letzte Karte des Stapels gezogen: Der zweite Durchgang ist abgeschlossen, also ist dies die letzte Runde.',
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
    'Der K♥ von Blau hat Herz auf seine 6 versucht. Eine Kraft, die den Würfel nicht ändern kann, schlägt fehl, und der Würfel macht einen erzwungenen Nullzug: Er sinkt auf 5. Herz auf einer 6 und Karo auf einer 1 schlagen fehl; Kreuz schlägt nie fehl und Pik auch nicht, denn Wenden ändert die Augen immer.',
  'pipfall.lesson.core.r3hearts': 'Deine 5♥ wirkt auf Spalte 1: Setze Herz auf deine 5 ein. Unter 6 passt nur +1, also wird sie zur 6.',
  'pipfall.lesson.core.r3clubs': 'Letzte Karte: deine 3♣ auf Reihe 5. Halte deine 4 mit Kreuz.',
  'pipfall.lesson.core.end':
    'Die Aktionen der letzten Runde sind vorbei, also endet die Partie, und jeder zählt die Augen auf dem Brett: Du hast 18, Blau hat 5. Du gewinnst! Am Ende gibt es kein Wiederherstellen. Bei gleicher Summe gewänne, wer mehr Würfel hat, und danach würde der Sieg geteilt.',
  'pipfall.lesson.core.elimination':
    'Noch eine Art, wie eine Partie endet: Wer nach der Gelegenheit zum Wiederherstellen keine Würfel mehr hat, scheidet aus. Zu zweit endet die Partie damit sofort; zu dritt oder zu viert spielen die anderen weiter (das zeigt die nächste Lektion). Fallen die letzten Würfel aller Verbliebenen in derselben Runde, teilen sie sich ein Unentschieden.',
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
  'pipfall.lesson.lanes.hearts': 'Deine 5♥ wirkt auf Reihe 5, wo deine 4 steht. Ziehen oder Herz nutzen? Du entscheidest.',
  'pipfall.lesson.lanes.clubs': 'Deine 7♣ auf Reihe 7: Halte deine 5 mit Kreuz.',
  'pipfall.lesson.lanes.eliminated':
    'Aufräumen. Wiederherstellen braucht einen eigenen Würfel auf dem Brett, kann Gold also nicht retten: Wer nach der Gelegenheit zum Wiederherstellen keine Würfel hat, scheidet aus. Die Partie geht ohne Gold weiter.',
  'pipfall.lesson.lanes.skipped':
    'Von nun an wird Gold überall übersprungen: beim Austeilen, Legen und Handeln. Der Startspielermarker ist an Gold vorbei zu dir gewandert, und nur du und Blau habt Karten erhalten: acht, aber der Stapel hielt nur noch fünf.',
  'pipfall.lesson.lanes.qShort':
    'Dieses Austeilen brauchte acht Karten, und der Stapel hielt nur fünf. Trotzdem zeigt der Stapel jetzt 40, und Durchgang 3/3 (oben links). Woher kamen die anderen drei Karten?',
  'pipfall.lesson.lanes.qShort.a1': 'Die Ablage wurde zu einem neuen Stapel gemischt, um fertig auszuteilen',
  'pipfall.lesson.lanes.qShort.a2': 'Nirgendwoher: Du und Blau erhaltet diese Runde weniger Karten',
  'pipfall.lesson.lanes.qShort.a3': 'Aus der Hand von Gold',
  'pipfall.lesson.lanes.qShort.why':
    'Die fünf übrigen Karten wurden ausgeteilt, dann wurde die Ablage mit 43 Karten zu einem neuen Stapel für die letzten drei gemischt, also hält jeder weiter vier. Diese Runde schließt den zweiten Durchgang durch den Stapel ab; der neue Stapel ist der dritte und letzte Durchgang (Durchgang 3/3).',
  'pipfall.lesson.lanes.r2program': 'Programmiere die 9♠, die 7♥ und die 6♣, mit der 6♦ als Initiative.',
  'pipfall.lesson.lanes.first':
    'Als Startspieler legst du jetzt zuerst. Belege die Bahn, die du am dringendsten brauchst, bevor dein Nachbar es tut: Marker 1 auf Spalte 1, neben die Würfel von Blau.',
  'pipfall.lesson.lanes.endgame':
    'Hätte auch Blau seinen letzten Würfel verloren, wärst du der letzte Spieler mit Würfeln und hättest sofort gewonnen. Sonst geht das Spiel bis zum dritten Durchgang durch den Stapel weiter, dann werden die Augen gezählt wie in einer Partie zu zweit.',
  'pipfall.lesson.lanes.done':
    'Jetzt kennst du PipFall zu dritt und zu viert: geteilte Bahnen, die Reihenfolge nach Startspieler und nach Initiative und das Ausscheiden. Viel Spaß bei einer ganzen Partie!',
  'pipfall.lesson.lanes.title': 'Drei und vier Spieler',
  'pipfall.lesson.lanes.blurb': 'Geteilte Bahnen, wer zuerst legt, wer zuerst handelt, und ein Spieler, der ausscheidet, während die Partie weitergeht.',
  'pipfall.rule.board-size': 'Das Brett ist 5×5 zu zweit, 7×7 zu dritt, 8×8 zu viert',
  'pipfall.rule.corners': 'Jeder beginnt in einer Ecke, im Uhrzeigersinn; zu zweit in gegenüberliegenden Ecken',
  'pipfall.rule.opening-diamond': 'Die Startraute: 6 in der Ecke, 5 und 4 daneben, 3 davor',
  'pipfall.rule.deck-48': 'Der Stapel hat 48 Karten: die vier Kreuz-Bildkarten sind herausgenommen',
  'pipfall.rule.restore-card': 'Jeder hält eine Kreuz-Bildkarte als einmalige Wiederherstellen-Karte',
  'pipfall.rule.first-player': 'Ein Spieler hält den Startspieler-Marker; er wandert jede Runde im Uhrzeigersinn weiter',
  'pipfall.rule.deal-four': 'Jede Runde bekommt jeder vier Karten',
  'pipfall.rule.program-three': 'Drei Karten in fester Reihenfolge programmieren, geheim und gleichzeitig',
  'pipfall.rule.initiative-card': 'Die vierte Karte ist die Initiativkarte und handelt nie',
  'pipfall.rule.number-or-face': 'Eine Zahlenkarte zieht oder nutzt ihre Farbe; eine Bildkarte (B, D, K, A) nur ihre Farbe',
  'pipfall.rule.lane-claim': 'Ein Marker kommt auf eine freie Reihe oder Spalte mit einem eigenen Würfel',
  'pipfall.rule.lane-order': 'Marker werden in drei Runden gelegt, im Uhrzeigersinn ab dem Startspieler',
  'pipfall.rule.marker-on-card': 'Ohne freie Bahn kommt der Marker auf seine Karte: sie verfällt',
  'pipfall.rule.initiative': 'Die höchste Initiativkarte handelt zuerst; bei gleichem Rang nach Farbe: ♠ ♥ ♦ ♣',
  'pipfall.rule.activation-cycles': 'Die Karten handeln in drei Durchläufen, Karte 1, 2, 3, im Uhrzeigersinn ab dem Initiativsieger',
  'pipfall.rule.die-in-lane': 'Eine Karte wirkt auf einen eigenen Würfel in der Bahn ihres Markers',
  'pipfall.rule.lane-read-late': 'Die Bahn zählt, wenn die Karte handelt, nicht als der Marker gelegt wurde',
  'pipfall.rule.once-per-round': 'Ein Würfel handelt höchstens einmal pro Runde',
  'pipfall.rule.null-action': 'Kein eigener Würfel mehr in der Bahn, der handeln kann: eine Leeraktion, kein Verfall',
  'pipfall.rule.move': 'Ein Zug geht 0 bis 3 Felder geradeaus; er darf über Würfel hinweg',
  'pipfall.rule.decay': 'Jeder Zug kostet den Würfel ein Auge; ein Würfel auf 0 wird entfernt',
  'pipfall.rule.zero-move': 'Auch ein Zug um null Felder verfällt: eine 1, die zieht, ist weg',
  'pipfall.rule.combat': 'Endet ein Zug auf einem Würfel, wird gekämpft: die höhere Augenzahl gewinnt',
  'pipfall.rule.mutual-destruction': 'Bei gleicher Augenzahl werden beide Würfel entfernt',
  'pipfall.rule.attacker-decays': 'Ein siegreicher Angreifer verfällt nach dem Kampf; ein Verteidiger nie',
  'pipfall.rule.own-dice-combat': 'Auch ein Zug auf den eigenen Würfel ist ein Kampf',
  'pipfall.rule.hearts': 'Herz: +2 Augen, nie über 6 (eine 5 bekommt +1)',
  'pipfall.rule.diamonds': 'Karo: −2 Augen, nie unter 1 (eine 2 bekommt −1)',
  'pipfall.rule.spades': 'Pik: der Würfel wird auf 7 minus seine Augen gedreht',
  'pipfall.rule.clubs': 'Kreuz: der Würfel bleibt, wie er ist, ohne Verfall',
  'pipfall.rule.power-fails': 'Herz auf einer 6 oder Karo auf einer 1 scheitert: ein erzwungener Nullzug lässt den Würfel verfallen',
  'pipfall.rule.cleanup': 'Aufräumen: Karten abwerfen, Wiederherstellen, Ausscheiden, der Startspieler wechselt',
  'pipfall.rule.restore': 'Einmal pro Partie wiederherstellen: eine 4 in die leere Ecke, wenn ein Würfel verloren ist und noch einer steht',
  'pipfall.rule.elimination': 'Wer nach dem Wiederherstellen keinen Würfel hat, scheidet aus',
  'pipfall.rule.end-elimination': 'Hat nach den Aktionen höchstens ein Spieler noch Würfel, endet die Partie sofort',
  'pipfall.rule.draw-no-dice': 'Hat niemand mehr Würfel, teilen sich die Spieler mit Würfeln ein Unentschieden',
  'pipfall.rule.no-restore-at-end': 'Am Ende der Partie gibt es kein Wiederherstellen',
  'pipfall.rule.deck-cycles': 'Die Partie endet nach der Runde, die den Stapel zum 2. Mal leert (zum 3. Mal bei 3–4 Spielern)',
  'pipfall.rule.short-deck': 'Reicht der Stapel nicht für eine volle Runde, wird er ausgeteilt und der Ablagestapel gemischt',
  'pipfall.rule.scoring': 'Die meisten Augen auf dem Brett gewinnen; dann mehr Würfel; dann ein geteilter Sieg',
  'pipfall.rule.more-players': 'Zu dritt und zu viert teilen sich Nachbarn die Bahnen, und der Stapel wird dreimal durchgespielt',
  'pipfall.rule.variant-true-order': 'Variante Echte Initiativreihenfolge: in Initiativreihenfolge statt im Uhrzeigersinn handeln',
  'pipfall.rule.variant-combat-glory': 'Variante Kampfruhm: ein Würfel, der einen Kampf gewinnt, verfällt nicht',
  'pipfall.rule.variant-mutual-glory': 'Variante Ruhmesbonus bei gegenseitiger Zerstörung: nach einem Gleichstand +1 auf einen anderen eigenen Würfel',
  'pipfall.rule.variant-rolled-opening': 'Variante Gewürfelte Eröffnung: die vier Würfel werfen, der höchste in die Ecke',
  'pipfall.lesson.seat.0': 'Rot',
  'pipfall.lesson.seat.1': 'Blau',
  'pipfall.lesson.seat.2': 'Gold',
  'pipfall.lesson.seat.3': 'Grün',
  'pipfall.lesson.opening.title': 'Deine erste Runde',
  'pipfall.lesson.opening.blurb':
    'Aufbauen, austeilen und eine ganze erste Runde von der Eröffnung an spielen: programmieren, Bahnen besetzen, Initiative gewinnen, ziehen, verfallen und wenden.',
  'pipfall.lesson.opening.welcome':
    'Willkommen bei PipFall! Du spielst Rot, dein Gegner Blau. Lies vor der ersten Karte den Tisch, wie jede Partie beginnt: das Brett, die Würfel darauf und den Stapel.',
  'pipfall.lesson.opening.qBoard': 'Wie groß ist das Brett? Zähle seine Reihen und Spalten.',
  'pipfall.lesson.opening.qBoard.a1': '5×5',
  'pipfall.lesson.opening.qBoard.a2': '7×7',
  'pipfall.lesson.opening.qBoard.a3': '8×8',
  'pipfall.lesson.opening.qBoard.why': 'Fünf Reihen zu fünf Feldern. Zu zweit spielt man auf 5×5; zu dritt ist das Brett 7×7, zu viert 8×8.',
  'pipfall.lesson.opening.qCorners': 'Wo beginnt ihr beide? Suche die roten Würfel und die blauen.',
  'pipfall.lesson.opening.qCorners.a1': 'Du unten links, Blau oben rechts: gegenüberliegende Ecken',
  'pipfall.lesson.opening.qCorners.a2': 'Du unten links, Blau unten rechts',
  'pipfall.lesson.opening.qCorners.a3': 'Beide in der Mitte des Bretts',
  'pipfall.lesson.opening.qCorners.why': 'Jeder Spieler beginnt in einer Ecke. Zu zweit liegen die Ecken einander gegenüber: du unten links, Blau oben rechts.',
  'pipfall.lesson.opening.qDiamond': 'Welcher deiner Würfel steht in deiner Ecke, dem Feld unten links?',
  'pipfall.lesson.opening.qDiamond.a1': 'Die 6',
  'pipfall.lesson.opening.qDiamond.a2': 'Die 5',
  'pipfall.lesson.opening.qDiamond.a3': 'Die 4',
  'pipfall.lesson.opening.qDiamond.a4': 'Die 3',
  'pipfall.lesson.opening.qDiamond.why':
    'Jeder beginnt mit derselben Raute: die 6 in der Ecke, die 5 und die 4 daneben, die 3 schräg davor. Die 6 von Blau steht in seiner eigenen Ecke, oben rechts.',
  'pipfall.lesson.opening.qDeck':
    'Jeder von euch hat vier Karten erhalten, und der Stapel zeigt jetzt 40 (oben links: „Stapel 40“). Wie viele Karten hielt der Stapel vor dem Austeilen?',
  'pipfall.lesson.opening.qDeck.a1': '52, ein gewöhnliches Blatt',
  'pipfall.lesson.opening.qDeck.a2': '48',
  'pipfall.lesson.opening.qDeck.a3': '40',
  'pipfall.lesson.opening.qDeck.why': '40 übrig und 8 ausgeteilt: 48. PipFall spielt mit einem gewöhnlichen Blatt ohne die vier Kreuz-Bildkarten (A♣, K♣, Q♣, J♣).',
  'pipfall.lesson.opening.deck':
    'Die vier Kreuz-Bildkarten, die nicht im Stapel sind, sind die Wiederherstellen-Karten: Jeder Spieler hält eine, einmal pro Partie einsetzbar. Deine ist das A♣, die von Blau der K♣. Du hältst in dieser ersten Runde den Startspielermarker.',
  'pipfall.lesson.opening.deal':
    'Jede Runde erhält jeder vier Karten, einzeln ausgeteilt, beginnend beim Startspieler. „Durchgang 1/2“: Eine Partie zu zweit geht zweimal durch den Stapel, zwölf Runden, und endet nach der Runde, die seine letzte Karte nimmt. Deine Hand: 8♣, K♠, 6♣ und A♥.',
  'pipfall.lesson.opening.program':
    'Programmiere drei Karten in fester Reihenfolge, Feld 1, 2 und 3, und behalte die vierte als Initiativkarte: Sie handelt nie, sie entscheidet nur, wer zuerst handelt. Das A♥ ist die höchste Karte, und ein Ass ist eine Bildkarte, die nur ihre Farbkraft nutzen kann: eine gute Initiativkarte. Lege die 8♣ in Feld 1, den K♠ in Feld 2, die 6♣ in Feld 3 und behalte das A♥. Blau programmiert gleichzeitig, geheim.',
  'pipfall.lesson.opening.lanes':
    'Jetzt die Bahnmarker: Marker 1 sagt, wo Karte 1 wirkt, und so weiter. Eine Bahn ist eine ganze Reihe oder Spalte; sie muss mindestens einen deiner Würfel enthalten und darf keinen anderen Marker tragen. Deine jetzt: Spalten 1 und 2, Reihen 4 und 5. Du bist Startspieler, also legst du zuerst, dann Blau, dreimal.',
  'pipfall.lesson.opening.m1': 'Lege Marker 1 auf Spalte 1, wo deine 6 und deine 5 stehen.',
  'pipfall.lesson.opening.m2':
    'Der Marker 1 von Blau hat Reihe 2 besetzt. Wohin kommt dein Marker 2? Dort wirkt deine Karte 2, der K♠, und Pik wendet einen Würfel auf 7 minus seine Augen. In Reihe 4 stehen deine 5 und deine 3, in Reihe 5 deine 6 und deine 4. Wähle eine Bahn.',
  'pipfall.lesson.opening.m3': 'Blau hat Spalte 4 genommen. Dein Marker 3 kommt auf Spalte 2, zu deiner 3 und deiner 4.',
  'pipfall.lesson.opening.init':
    'Alle Marker liegen: Die Initiativkarten werden aufgedeckt. Dein A♥ schlägt die Q♦ von Blau, also handelst du in jedem der drei Durchläufe zuerst (alle Karten 1, dann alle Karten 2, dann alle Karten 3). Deine 8♣ wird aufgedeckt: Sie wirkt auf einen deiner Würfel in Spalte 1.',
  'pipfall.lesson.opening.move':
    'Eine Zahlenkarte zieht ihren Würfel oder nutzt ihre Farbe. Ziehe deine 5 zwei Felder nach oben: Klicke die 5, dann das leuchtende Feld. Ein Zug geht 0 bis 3 Felder geradeaus, nie diagonal, und darf über andere Würfel hinweg.',
  'pipfall.lesson.opening.decay':
    'Jeder Zug kostet ein Auge: Deine 5 ist jetzt eine 4. Auch ein Zug um null Felder kostet eines, und ein Würfel, der 0 erreicht, wird entfernt. Jetzt wird die Karte 1 von Blau aufgedeckt, die 9♦: Sie wirkt in Reihe 2.',
  'pipfall.lesson.opening.blue1': 'Blau hat seine 5 zwei Felder nach links gezogen, und sie ist auf 4 gesunken. Deine Karte 2, der K♠, wird aufgedeckt.',
  'pipfall.lesson.opening.late':
    'Der K♠ wirkt in Reihe 4. Eine Bahn zählt, wenn ihre Karte handelt, nicht als der Marker gelegt wurde: Deine 5 hat Reihe 4 verlassen, also steht dort jetzt nur deine 3. Eine Bildkarte kann nur ihre Farbe nutzen: Pik wendet die 3 auf die gegenüberliegende Seite. Setze es ein.',
  'pipfall.lesson.opening.flipped':
    'Pik wendet einen Würfel auf 7 minus seine Augen: Deine 3 wurde eine 4. Die anderen Farben: Herz +2 (nie über 6), Karo −2 (nie unter 1), Kreuz hält den Würfel, wie er ist. Eine Kraft ist kein Zug, also verfällt nichts. Als Nächstes kommt die 7♥ von Blau.',
  'pipfall.lesson.opening.once':
    'Das Herz von Blau hat seine 4 zur 6 gemacht. Deine letzte Karte, die 6♣, wirkt in Spalte 2. Deine 4 dort hat in dieser Runde schon gehandelt, und ein Würfel handelt nur einmal pro Runde, also darf nur deine andere 4 in Reihe 5 handeln. Ziehe sie zwei Felder nach rechts. (Ein Feld nach oben endete auf deinem eigenen Würfel: Auch das ist ein Kampf, und zwei 4en würden sich gegenseitig entfernen.)',
  'pipfall.lesson.opening.cleanup':
    'Blau hat seine 6 mit Kreuz gehalten, und jede Karte hat gehandelt. Aufräumen: Alle Karten werden abgelegt; die Gelegenheit zum Wiederherstellen verstreicht (niemand hat einen Würfel verloren); der Startspielermarker geht an Blau; Runde 2 wird ausgeteilt, Blau zuerst. Stapel 32.',
  'pipfall.lesson.opening.done':
    'Das war eine ganze Runde. Von hier an ist jede Runde gleich: programmieren, Bahnen besetzen, Initiative aufdecken, handeln. Würfel kämpfen, wenn ein Zug auf einem anderen Würfel endet, und wenn der Stapel zweimal durch ist, gewinnen die meisten Augen auf dem Brett. Die nächste Lektion steigt kurz vor dem Ende einer Partie ein.',
  'pipfall.lesson.variants.title': 'Varianten und der letzte Würfel',
  'pipfall.lesson.variants.blurb':
    'Mit Kampfruhm und Ruhmesbonus bei gegenseitiger Zerstörung spielen, eine Kraft scheitern sehen und eine Partie mit dem letzten Würfel eines Spielers beenden.',
  'pipfall.lesson.variants.welcome':
    'Eine neue Partie kann vier Varianten einschalten. Diese hat drei. Echte Initiativreihenfolge: Die Spieler handeln in der Reihenfolge ihrer Initiativkarten statt im Uhrzeigersinn (zu zweit ist das dasselbe). Kampfruhm: Ein Würfel, der einen Kampf gewinnt, verfällt nicht. Ruhmesbonus bei gegenseitiger Zerstörung: Nach einem Gleichstand darf der Angreifer einem anderen seiner Würfel +1 geben. Die vierte, Gewürfelte Eröffnung, würfelt die vier Startwürfel und setzt den höchsten in die Ecke, den niedrigsten nach vorn. Runde 5: Du hast drei Würfel, Blau zwei.',
  'pipfall.lesson.variants.program': 'Programmiere die 7♠, die 6♦ und den J♦, und behalte den K♥ als Initiativkarte.',
  'pipfall.lesson.variants.m1': 'Du bist Startspieler. Marker 1 auf Reihe 3, wo deine 5 der 4 von Blau gegenübersteht.',
  'pipfall.lesson.variants.m2': 'Blau hat Spalte 4 genommen. Marker 2 auf Reihe 1, wo deine 3 der 3 von Blau gegenübersteht.',
  'pipfall.lesson.variants.m3': 'Blau hat Spalte 3 genommen. Marker 3 auf Reihe 5, zu deiner 1.',
  'pipfall.lesson.variants.cancelled':
    'Die Würfel von Blau stehen in vier Bahnen, und jede davon ist besetzt: Sein Marker 3 landet auf seiner Karte, sie verfällt. Dein K♥ gewinnt die Initiative.',
  'pipfall.lesson.variants.attack': 'Deine 7♠ wirkt auf Reihe 3, wo deine 5 steht, zwei Felder links von der 4 von Blau. Du entscheidest: Wohin zieht deine 5, oder nutzt sie Pik?',
  'pipfall.lesson.variants.glory':
    '5 schlägt 4, und mit Kampfruhm verfällt der Sieger nicht: weiter eine 5. Die Karte 1 von Blau suchte in Spalte 4 einen blauen Würfel und fand keinen: eine Leeraktion. Deine 6♦ wird aufgedeckt.',
  'pipfall.lesson.variants.tie': 'Deine 6♦ wirkt in Reihe 1: Ziehe deine 3 zwei Felder nach rechts, auf die 3 von Blau, seinen letzten Würfel.',
  'pipfall.lesson.variants.bonus':
    'Drei gegen drei: Beide Würfel werden entfernt. Der Ruhmesbonus bei gegenseitiger Zerstörung erlaubt dir, einem anderen deiner Würfel +1 zu geben: Gib es deiner 5.',
  'pipfall.lesson.variants.bonused':
    'Deine 5 ist eine 6. Blau hat keine Würfel mehr, aber die Aktionen der Runde gehen weiter: Die Karte 2 von Blau ist eine Leeraktion, und dein J♦ wird aufgedeckt.',
  'pipfall.lesson.variants.fails':
    'Der J♦ wirkt auf deine 1 in Reihe 5. Eine Bildkarte muss ihre Farbe nutzen, und Karo kann eine 1 nicht weiter senken: Die Kraft scheitert, und der Würfel macht einen erzwungenen Nullzug. Spiele sie.',
  'pipfall.lesson.variants.end':
    'Die gescheiterte Kraft hat deine 1 ihr letztes Auge gekostet, also wird sie entfernt. Die Aktionen sind vorbei, und nur du hast noch Würfel: Die Partie endet sofort, und du gewinnst. Am Ende gibt es kein Wiederherstellen, obwohl deine Ecke leer ist. Wäre auch dein letzter Würfel gefallen, hätte niemand mehr Würfel, und die Spieler, die zu Beginn der Aktionen Würfel hatten, teilten sich ein Unentschieden.',
  'pipfall.lesson.variants.done':
    'Das sind die Varianten. Die Lektionen danach spielen sie und die letzten Regeln durch; die Regelübersicht (der „?“-Knopf) hat sie alle, mit Bildern.',
  'pipfall.lesson.opening.m2Why': 'In Reihe 4 kann der K♠ deine 3 zur 4 wenden. In Reihe 5 könnte er nur deine 6 zur 1 oder deine 4 zur 3 machen.',
  'pipfall.lesson.core.heartsWhy':
    'Herz auf der 3 macht sie zur 5: zwei Augen, und eine Kraft kostet keinen Verfall. Herz auf der 5 bringt nur ein Auge (nie über 6), und jeder Zug kostet ein Auge.',
  'pipfall.lesson.lanes.heartsWhy': 'Herz macht deine 4 zur 6, dem stärksten Wert, und eine Kraft kostet keinen Verfall. Jeder Zug würde deine 4 ein Auge kosten.',
  'pipfall.lesson.variants.attackWhy':
    'Auf die 4 von Blau: 5 schlägt 4, Blau verliert einen Würfel, und mit Kampfruhm verfällt deine 5 nicht einmal. Pik würde deine 5 zur 2 machen.',
  'pipfall.lesson.opening.quiz1': 'Wie viele Karten bekommst du jede Runde, und was wird aus ihnen?',
  'pipfall.lesson.opening.quiz1.a1': 'Vier: drei der Reihe nach programmiert, eine als Initiativkarte',
  'pipfall.lesson.opening.quiz1.a2': 'Drei, alle der Reihe nach programmiert',
  'pipfall.lesson.opening.quiz1.a3': 'Vier, alle der Reihe nach programmiert',
  'pipfall.lesson.opening.quiz1.why': 'Jede Runde bekommt jeder vier Karten. Drei kommen in die Plätze 1, 2 und 3; die vierte ist die Initiativkarte und wirkt nie.',
  'pipfall.lesson.opening.quiz2': 'Dein Marker 2 liegt auf Reihe 4. Welchen Würfel kann Karte 2 nutzen, wenn sie wirkt?',
  'pipfall.lesson.opening.quiz2.a1': 'Den Würfel, der beim Legen des Markers in Reihe 4 stand, wo immer er jetzt ist',
  'pipfall.lesson.opening.quiz2.a2': 'Einen deiner Würfel, der beim Wirken der Karte in Reihe 4 steht',
  'pipfall.lesson.opening.quiz2.a3': 'Jeden deiner Würfel',
  'pipfall.lesson.opening.quiz2.why':
    'Die Bahn wird gelesen, wenn die Karte wirkt, nicht wenn der Marker gelegt wurde: Ein Würfel, der in die Bahn gezogen ist, zählt, einer, der sie verlassen hat, nicht.',
  'pipfall.lesson.opening.quiz3': 'Zwei deiner Bahnen kreuzen einen Würfel. Kann er zweimal in einer Runde wirken?',
  'pipfall.lesson.opening.quiz3.a1': 'Ja, einmal je Bahn',
  'pipfall.lesson.opening.quiz3.a2': 'Nein: Ein Würfel wirkt höchstens einmal je Runde',
  'pipfall.lesson.opening.quiz3.why': 'Ein Würfel wirkt höchstens einmal je Runde. Eine Karte, in deren Bahn nur Würfel stehen, die schon gewirkt haben, ist eine Leeraktion.',
  'pipfall.lesson.core.quiz1': 'Deine 5 zieht auf die 5 von Blau. Was passiert?',
  'pipfall.lesson.core.quiz1.a1': 'Der Angreifer gewinnt',
  'pipfall.lesson.core.quiz1.a2': 'Beide Würfel werden entfernt',
  'pipfall.lesson.core.quiz1.a3': 'Der Zug wird abgelehnt',
  'pipfall.lesson.core.quiz1.why': 'Endet ein Zug auf einem Würfel, wird gekämpft: Mehr Augen gewinnen, bei gleichen Augen werden beide entfernt.',
  'pipfall.lesson.core.quiz2': 'Du nutzt Herz auf einem Würfel mit 6. Was passiert?',
  'pipfall.lesson.core.quiz2.a1': 'Nichts: Er bleibt eine 6, ohne Verfall',
  'pipfall.lesson.core.quiz2.a2': 'Die Kraft scheitert: Ein erzwungener Nullzug lässt ihn auf 5 verfallen',
  'pipfall.lesson.core.quiz2.a3': 'Er wird zur 1',
  'pipfall.lesson.core.quiz2.why':
    'Herz auf einer 6 und Karo auf einer 1 scheitern: Der Würfel macht einen erzwungenen Nullzug und verliert ein Auge. Pik und Kreuz scheitern nie.',
  'pipfall.lesson.core.quiz3': 'Die Partie endet mit dem Stapel. Wer gewinnt?',
  'pipfall.lesson.core.quiz3.a1': 'Wer mehr Würfel hat',
  'pipfall.lesson.core.quiz3.a2': 'Wer mehr Augen auf dem Brett hat; bei Gleichstand, wer mehr Würfel hat',
  'pipfall.lesson.core.quiz3.a3': 'Wer mehr Würfel entfernt hat',
  'pipfall.lesson.core.quiz3.why': 'Die meisten Augen auf dem Brett gewinnen; dann mehr Würfel; dann ein geteilter Sieg. Am Ende der Partie gibt es kein Wiederherstellen.',
  'pipfall.lesson.lanes.quiz1': 'Wie groß ist das Brett zu dritt, und wie oft wird der Stapel durchgespielt?',
  'pipfall.lesson.lanes.quiz1.a1': '5×5, zweimal',
  'pipfall.lesson.lanes.quiz1.a2': '7×7, dreimal',
  'pipfall.lesson.lanes.quiz1.a3': '8×8, zweimal',
  'pipfall.lesson.lanes.quiz1.why': 'Zu zweit spielt man auf 5×5 und geht zweimal durch den Stapel; zu dritt auf 7×7, zu viert auf 8×8, und dann dreimal durch den Stapel.',
  'pipfall.lesson.lanes.quiz2': 'Jede Bahn mit einem deiner Würfel ist besetzt, als dein Marker gelegt wird. Was passiert?',
  'pipfall.lesson.lanes.quiz2.a1': 'Du behältst den Marker für die nächste Runde',
  'pipfall.lesson.lanes.quiz2.a2': 'Der Marker kommt auf seine Karte, und diese Karte verfällt',
  'pipfall.lesson.lanes.quiz2.a3': 'Du teilst dir die Bahn eines Nachbarn',
  'pipfall.lesson.lanes.quiz2.why':
    'Zwei Marker teilen sich nie eine Bahn. Ist keine freie Bahn mit einem deiner Würfel übrig, kommt der Marker auf seine Karte: Sie wirkt diese Runde nicht.',
  'pipfall.lesson.lanes.quiz3': 'Ein Spieler ist ausgeschieden. Was ändert sich für die anderen?',
  'pipfall.lesson.lanes.quiz3.a1': 'Er wird beim Geben, Legen und Wirken übersprungen',
  'pipfall.lesson.lanes.quiz3.a2': 'Die Partie endet sofort',
  'pipfall.lesson.lanes.quiz3.a3': 'Seine Karten gehen an den, der ihn besiegt hat',
  'pipfall.lesson.lanes.quiz3.why':
    'Wer nach dem Wiederherstellen keine Würfel hat, scheidet aus und wird von da an übersprungen. Die Partie endet erst, wenn höchstens einer noch Würfel hat, oder mit dem Stapel.',
  'pipfall.lesson.variants.quiz1': 'Mit Kampfruhm schlägt deine 5 die 3 von Blau. Was zeigt deine 5 nach dem Kampf?',
  'pipfall.lesson.variants.quiz1.a1': '5: Der Sieger verfällt nicht',
  'pipfall.lesson.variants.quiz1.a2': '4',
  'pipfall.lesson.variants.quiz1.a3': '2',
  'pipfall.lesson.variants.quiz1.why': 'Ohne die Variante verfällt ein siegreicher Angreifer nach dem Kampf. Kampfruhm verschont ihn: Der Sieger behält seine Augen.',
  'pipfall.lesson.variants.quiz2': 'Wer wirkt mit Echter Initiativreihenfolge in jedem Zyklus zuerst?',
  'pipfall.lesson.variants.quiz2.a1': 'Der Initiativsieger, dann im Uhrzeigersinn',
  'pipfall.lesson.variants.quiz2.a2': 'Alle in der Reihenfolge ihrer Initiativkarten',
  'pipfall.lesson.variants.quiz2.a3': 'Wer die meisten Würfel hat',
  'pipfall.lesson.variants.quiz2.why':
    'Sonst wirkt der Initiativsieger zuerst, und die anderen folgen im Uhrzeigersinn. Die Echte Initiativreihenfolge folgt den Initiativkarten, die höchste zuerst.',
  'pipfall.lesson.variants.quiz3': 'Wie werden mit Gewürfelter Eröffnung die vier Startwürfel gesetzt?',
  'pipfall.lesson.variants.quiz3.a1': 'Sie werden gewürfelt, der höchste kommt in die Ecke',
  'pipfall.lesson.variants.quiz3.a2': 'Immer 6, 5, 4 und 3',
  'pipfall.lesson.variants.quiz3.a3': 'Sie werden gewürfelt und beliebig gesetzt',
  'pipfall.lesson.variants.quiz3.why': 'Die Gewürfelte Eröffnung ersetzt die feste Raute 6, 5, 4, 3: Jeder würfelt die vier Würfel und setzt sie mit dem höchsten in die Ecke.',
  'pipfall.lesson.last.title': 'Die letzten Würfel',
  'pipfall.lesson.last.blurb': 'Nimm dem Gegner seine letzte freie Bahn, und rette eine verlorene Partie mit einem Unentschieden, wenn niemand mehr Würfel hat.',
  'pipfall.lesson.last.welcome':
    'Runde 12, die letzte Runde: Dieses Austeilen hat die letzten Karten des Stapels genommen, also ist der zweite Durchgang vollständig, und die Partie endet, wenn die Aktionen dieser Runde vorbei sind. Jeder hat einen Würfel: deine 4 in Reihe 3, Spalte 2, und die 4 von Blau in Reihe 3, Spalte 4. Werden die Augen so gezählt, wie sie stehen, 4 gegen 4 mit je einem Würfel, teilt ihr euch den Sieg; ein Würfel, der zieht, verliert ein Auge.',
  'pipfall.lesson.last.program': 'Programmiere die 7♦, die 5♣ und die 2♦, und behalte die 8♥ als Initiativkarte.',
  'pipfall.lesson.last.m1': 'Du bist Startspieler. Marker 1 auf Reihe 3: Dort steht deine 4, und auch die 4 von Blau.',
  'pipfall.lesson.last.m2':
    'Blau hat Spalte 4 genommen, die einzige andere Bahn seines Würfels. Lege deinen Marker 2 auf Spalte 2: Dann hält keine freie Bahn einen blauen Würfel, und die Marker 2 und 3 von Blau müssen auf seine Karten.',
  'pipfall.lesson.last.cards':
    'Die Marker 2 und 3 von Blau sind auf seine Karten gegangen, und dein Marker 3 auch: Auch dein Würfel hat keine freie Bahn mehr. Diese drei Karten sind aufgehoben. Das A♠ von Blau schlägt deine 8♥, also handelt Blau zuerst: Seine Karte 1, die 9♣, wird aufgedeckt.',
  'pipfall.lesson.last.choice':
    'Die 9♣ von Blau hat Kreuz genutzt: Seine 4 bleibt. Jetzt wirkt deine 7♦, auf deine 4 in Reihe 3, und danach wirkt keine Karte von Blau mehr: Dann werden die Augen gezählt. Hat niemand mehr Würfel, wenn die Aktionen vorbei sind, teilen sich die Spieler, die Würfel hatten, ein Unentschieden. Wohin zieht deine 4, oder nutzt sie Karo?',
  'pipfall.lesson.last.choiceWhy':
    'Auf die 4 von Blau: Gleiche Augen entfernen beide Würfel, niemand hat mehr einen Würfel, und die Partie endet unentschieden. Jeder andere Zug macht deinen Würfel zur 3, und Karo macht ihn zur 2, gegen die 4 von Blau beim Zählen: eine verlorene Partie.',
  'pipfall.lesson.last.draw':
    'Vier gegen vier: Beide Würfel werden entfernt. Deine Karte 2 findet in Spalte 2 keinen Würfel von dir: eine Leeraktion. Die Aktionen sind vorbei, und niemand hat Würfel: Ihr beide hattet Würfel, als sie begannen, also teilt ihr euch ein Unentschieden, je 0 Augen. Am Ende gibt es kein Wiederherstellen.',
  'pipfall.lesson.last.done': 'Ein Unentschieden hat eine verlorene Partie gerettet. Bei den letzten Würfeln: Zähle, was jede Wahl auf dem Brett lässt, bevor du wählst.',
  'pipfall.lesson.last.quiz1': 'Die Aktionen sind vorbei, und niemand hat mehr Würfel. Was geschieht?',
  'pipfall.lesson.last.quiz1.a1': 'Wer zuletzt einen Würfel verlor, gewinnt',
  'pipfall.lesson.last.quiz1.a2': 'Die Spieler, die zu Beginn der Aktionen Würfel hatten, teilen sich ein Unentschieden',
  'pipfall.lesson.last.quiz1.a3': 'Jeder stellt einen Würfel wieder her, und es geht weiter',
  'pipfall.lesson.last.quiz1.why':
    'Ohne Würfel auf dem Brett endet die Partie sofort, ohne Wiederherstellen: Die Spieler, die zu Beginn der Aktionen dieser Runde noch Würfel hatten, teilen sich ein Unentschieden.',
  'pipfall.lesson.last.quiz2': 'Die Bahnen deiner Würfel sind alle besetzt, wenn dein Marker an der Reihe ist. Was wird aus dieser Karte?',
  'pipfall.lesson.last.quiz2.a1': 'Der Marker kommt auf die Karte: Sie ist aufgehoben und wird nie aufgedeckt',
  'pipfall.lesson.last.quiz2.a2': 'Sie wirkt auf irgendeinen deiner Würfel',
  'pipfall.lesson.last.quiz2.a3': 'Du nimmst einem anderen Spieler eine Bahn weg',
  'pipfall.lesson.last.quiz2.why': 'Zwei Marker teilen nie eine Bahn. Wer die letzte freie Bahn der gegnerischen Würfel nimmt, hebt dessen nächste Karte auf.',
  'pipfall.lesson.order.title': 'Drei Spieler, echte Reihenfolge',
  'pipfall.lesson.order.blurb': 'Mit Echter Initiativreihenfolge vor einem Gegner handeln, der sonst zuerst dran wäre, und die letzte Runde nach Augen gewinnen.',
  'pipfall.lesson.order.welcome':
    'Drei Spieler auf dem 7×7-Brett, mit der Variante Echte Initiativreihenfolge: Für die Karten 1, 2 und 3 gleichermaßen handeln die Spieler in der Reihenfolge ihrer Initiativkarten, die höchste zuerst, nicht im Uhrzeigersinn vom Gewinner aus. Runde 12 ist die letzte: Dieses Austeilen hat den dritten Durchgang durch den Stapel vollendet, also werden die Augen gezählt, wenn die Aktionen dieser Runde vorbei sind. Du hast 11 Augen (deine 5 in Reihe 4 und deine 6 in der Ecke), Blau 7, Gold 11. Die 3 von Gold steht zwei Felder rechts von deiner 5.',
  'pipfall.lesson.order.program': 'Programmiere die 9♦, die 6♣ und die 2♣, und behalte die Q♠ als Initiativkarte.',
  'pipfall.lesson.order.m1': 'Du bist Startspieler. Marker 1 auf Reihe 4: Dort stehen deine 5 und die 3 von Gold, und deine Karte 1 wirkt dort.',
  'pipfall.lesson.order.m2': 'Blau hat Spalte 2 genommen und Gold Spalte 5, wo seine 3 steht. Marker 2 auf Spalte 3, die andere Bahn deiner 5.',
  'pipfall.lesson.order.order':
    'Blau hat Spalte 1 genommen und Gold Spalte 6. Die Initiativkarten: der K♥ von Blau, deine Q♠, die 4♦ von Gold. Im Uhrzeigersinn von Blau aus handelte Gold vor dir; mit Echter Initiativreihenfolge handelst du bei jeder Karte als Zweiter, und Gold zuletzt. Die Karte 1 von Blau, die 7♣, wird aufgedeckt.',
  'pipfall.lesson.order.choice':
    'Die 7♣ von Blau hat Kreuz genutzt: Seine 6 bleibt. Jetzt wirkt deine 9♦, auf deine 5 in Reihe 4, vor der Karte 1 von Gold in Spalte 5. Wohin zieht deine 5, oder nutzt sie Karo?',
  'pipfall.lesson.order.choiceWhy':
    'Jetzt auf die 3 von Gold, bevor Gold handelt: 5 schlägt 3, Gold verliert drei Augen, und seine Karte 1 hat keinen Würfel mehr. Deine 5 verfällt zur 4, aber du behältst 10 Augen, und Gold erreicht höchstens 9. Jede andere Wahl lässt dir höchstens 10 gegen die 11 von Gold.',
  'pipfall.lesson.order.struck':
    '5 schlägt 3: Der Würfel von Gold wird entfernt, und deine 5 verfällt zur 4 in Reihe 4, Spalte 5. Die Karte 1 von Gold, die 5♥, fand in Spalte 5 keinen Würfel von Gold: eine Leeraktion. Im Uhrzeigersinn hätte Gold vor dir gehandelt, und sein Herz hätte seine 3 zur 5 gemacht, so stark wie deine.',
  'pipfall.lesson.order.m3': 'Blau hat Reihe 2 genommen und Gold Reihe 1. Marker 3 auf Reihe 7, zu deiner 6 in der Ecke.',
  'pipfall.lesson.order.last':
    'Dann jeweils Karte 2: Die 4♣ von Blau hat seine 1 gehalten. Deine 6♣ suchte in Spalte 3 einen Würfel von dir und fand keinen, weil deine 5 sie verlassen hat (die Bahn wird gelesen, wenn die Karte wirkt): eine Leeraktion. Die 8♣ von Gold hat seine 5 gehalten. Dann Karte 3: Die 3♦ von Blau fand in Spalte 1 nur seine 1, die schon gehandelt hatte: eine Leeraktion. Deine 2♣ wirkt auf deine 6 in Reihe 7: Nutze Kreuz, um sie zu halten.',
  'pipfall.lesson.order.end':
    'Die 2♥ von Gold fand in Spalte 6 nur seine 5, die schon gehandelt hatte: eine Leeraktion. Die Aktionen der letzten Runde sind vorbei, also werden die Augen gezählt: du 10, Blau 7, Gold 8. Du gewinnst!',
  'pipfall.lesson.order.done':
    'Mit Echter Initiativreihenfolge lässt dich eine hohe Initiativkarte zuschlagen, bevor ein Gegner handelt, der sonst zuerst dran wäre. Zähle bei jeder Karte, wer vor dir handelt.',
  'pipfall.lesson.order.quiz1':
    'Echte Initiativreihenfolge; die Initiativkarten sind der K♥ von Blau, deine Q♠ und die 4♦ von Gold. In welcher Reihenfolge handelt ihr, Karte für Karte?',
  'pipfall.lesson.order.quiz1.a1': 'Blau, Gold, du: im Uhrzeigersinn von Blau aus',
  'pipfall.lesson.order.quiz1.a2': 'Blau, du, Gold',
  'pipfall.lesson.order.quiz1.a3': 'Du, Blau, Gold',
  'pipfall.lesson.order.quiz1.why':
    'Mit der Variante folgt jede Karte 1, 2 und 3 den Initiativkarten, die höchste zuerst. Ohne sie geht es im Uhrzeigersinn vom Gewinner der Initiative aus.',
  'pipfall.lesson.order.quiz2': 'Dein Marker 2 liegt auf Spalte 3, aber dein Würfel dort ist weggezogen, bevor Karte 2 wirkt. Was tut Karte 2?',
  'pipfall.lesson.order.quiz2.a1': 'Nichts: eine Leeraktion, ohne Verfall',
  'pipfall.lesson.order.quiz2.a2': 'Sie wirkt auf diesen Würfel, wo er jetzt steht',
  'pipfall.lesson.order.quiz2.why': 'Die Bahn wird gelesen, wenn die Karte wirkt: Steht darin kein Würfel von dir, der noch nicht gehandelt hat, ist die Karte eine Leeraktion.',
  'pipfall.lesson.rolled.title': 'Gewürfelte Eröffnung',
  'pipfall.lesson.rolled.blurb': 'Eine Partie mit der Variante Gewürfelte Eröffnung beginnen: die gewürfelten Rauten lesen, dann programmieren und eine Bahn nehmen.',
  'pipfall.lesson.rolled.welcome':
    'Diese Partie spielt mit der Variante Gewürfelte Eröffnung. Statt der festen 6, 5, 4 und 3 hat jeder Spieler vier Würfel geworfen und sie in dieselbe Raute gesetzt: den höchsten in die Ecke, die nächsten beiden daneben, den niedrigsten davor.',
  'pipfall.lesson.rolled.qCorner': 'Welcher deiner Würfel steht in deiner Ecke, dem Feld unten links?',
  'pipfall.lesson.rolled.qCorner.a1': 'Die 4',
  'pipfall.lesson.rolled.qCorner.a2': 'Eine 6',
  'pipfall.lesson.rolled.qCorner.a3': 'Die 2',
  'pipfall.lesson.rolled.qCorner.why':
    'Du hast 4, 3, 3 und 2 geworfen. Der höchste, die 4, kommt in die Ecke; die beiden 3 stehen daneben und die 2 davor. Bei gewürfelter Eröffnung hält die Ecke deinen besten Wurf, nicht immer eine 6.',
  'pipfall.lesson.rolled.qPips': 'Wer beginnt mit mehr Augen auf dem Brett? Die Spielerübersicht zählt sie.',
  'pipfall.lesson.rolled.qPips.a1': 'Du: 12 gegen 10 von Blau',
  'pipfall.lesson.rolled.qPips.a2': 'Blau',
  'pipfall.lesson.rolled.qPips.a3': 'Niemand: je 18, wie immer',
  'pipfall.lesson.rolled.qPips.why':
    'Deine 4, 3, 3 und 2 ergeben 12; Blau hat 3, 3, 2 und 2 geworfen, das ergibt 10. Mit der festen Eröffnung halten beide Rauten 18; gewürfelt macht das Glück sie verschieden.',
  'pipfall.lesson.rolled.program': 'Der Rest der Partie läuft wie immer. Programmiere die 9♥, die 9♦ und die 2♣, und behalte die Q♥ als Initiativkarte.',
  'pipfall.lesson.rolled.m1': 'Du bist Startspieler. Lege Marker 1 auf Spalte 1, wo deine 4 in der Ecke und die 3 darüber stehen.',
  'pipfall.lesson.rolled.done': 'Das ist die Gewürfelte Eröffnung: dieselbe Raute, gefüllt mit den eigenen Würfen der Spieler. Alles nach dem Aufbau läuft wie in jeder Partie.',
  'pipfall.lesson.rolled.quiz1': 'Mit Gewürfelter Eröffnung wirfst du 5, 2, 6 und 2. Welcher Würfel kommt in deine Ecke?',
  'pipfall.lesson.rolled.quiz1.a1': 'Die 6',
  'pipfall.lesson.rolled.quiz1.a2': 'Die 5',
  'pipfall.lesson.rolled.quiz1.a3': 'Ein beliebiger Würfel',
  'pipfall.lesson.rolled.quiz1.why': 'Die Würfe werden vom höchsten zum niedrigsten gesetzt: die 6 in die Ecke, die 5 und eine 2 daneben, die andere 2 davor.',
  'pipfall.lesson.rolled.quiz2': 'Beginnt mit Gewürfelter Eröffnung jeder mit 18 Augen?',
  'pipfall.lesson.rolled.quiz2.a1': 'Ja, immer',
  'pipfall.lesson.rolled.quiz2.a2': 'Nein: Die Summe ist, was die vier Würfel zeigen',
  'pipfall.lesson.rolled.quiz2.why': 'Nur die feste Eröffnung gibt jedem 6, 5, 4 und 3. Gewürfelt können die Rauten von Spieler zu Spieler verschieden sein.',
  'pipfall.lesson.own.title': 'Die eigenen Würfel',
  'pipfall.lesson.own.blurb': 'Absichtlich gegen den eigenen Würfel kämpfen: eine abgenutzte 1 aufgeben und mit Wiederherstellen eine frische 4 zurückholen.',
  'pipfall.lesson.own.welcome':
    'Runde 4. Du hast noch alle vier Würfel, und deine Ecke unten links ist leer. Deine 1 in Reihe 3, Spalte 3 ist abgenutzt: Jeder eigene Zug würde sie entfernen. Deine Wiederherstellen-Karte, das A♣, kann einen Würfel mit 4 Augen in deine Ecke zurückbringen, aber erst, wenn ein Würfel von dir entfernt wurde.',
  'pipfall.lesson.own.program': 'Programmiere die 7♠, die 5♦ und die 3♣, und behalte den K♥ als Initiativkarte.',
  'pipfall.lesson.own.m1': 'Du bist Startspieler. Marker 1 auf Reihe 3, wo deine 5 und deine 1 stehen.',
  'pipfall.lesson.own.m2': 'Blau hat Spalte 5 genommen. Marker 2 auf Spalte 1, zu deiner 5.',
  'pipfall.lesson.own.m3': 'Blau hat Reihe 1 genommen. Marker 3 auf Spalte 3, zu deiner 1 und deiner 3.',
  'pipfall.lesson.own.attack':
    'Dein K♥ gewinnt die Initiative, und deine 7♠ wirkt in Reihe 3. Ein Zug, der auf einem Würfel endet, ist ein Kampf, auch auf einem eigenen. Ziehe deine 5 zwei Felder nach rechts, auf deine eigene 1: 5 schlägt 1, die 1 wird entfernt, und deine 5 verfällt zur 4. Das kostet zwei Augen, aber dann wurde ein Würfel von dir entfernt, und das Wiederherstellen am Ende der Runde kann eine 4 in deine leere Ecke bringen.',
  'pipfall.lesson.own.fought': 'Deine 1 ist fort, und deine 5 ist eine 4 in Reihe 3, Spalte 3. Die 9♣ von Blau wird aufgedeckt.',
  'pipfall.lesson.own.hold':
    'Die 9♣ und die 8♣ von Blau haben seine 5 und seine 4 gehalten. Deine 5♦ fand in Spalte 1 keinen Würfel von dir, weil deine 5 sie verlassen hat: eine Leeraktion. Deine 3♣ wirkt in Spalte 3: Deine 4 dort hat schon gehandelt, also wirkt sie auf deine 3. Nutze Kreuz, um sie zu halten.',
  'pipfall.lesson.own.restore':
    'Die 6♣ von Blau fand in Spalte 4 nur seine 4, die schon gehandelt hatte: eine Leeraktion. Das Aufräumen bringt das Wiederherstellen: Du hast Würfel auf dem Brett, deine Ecke ist leer, und ein Würfel von dir wurde entfernt. Stelle einen Würfel wieder her.',
  'pipfall.lesson.own.restored':
    'In deiner Ecke steht eine 4, und das A♣ ist verbraucht. Du hast eine abgenutzte 1 und ein Auge deiner 5 gegen eine frische 4 getauscht: 15 Augen auf dem Brett statt 13, und weiter vier Würfel. Runde 5 wird ausgeteilt, mit Blau als Startspieler.',
  'pipfall.lesson.own.done':
    'Deine eigenen Würfel kämpfen wie alle anderen. Selten lohnt es sich, aber ein abgenutzter Würfel, absichtlich aufgegeben, kann den Weg zum Wiederherstellen öffnen.',
  'pipfall.lesson.own.quiz1': 'Deine 5 beendet ihren Zug auf deiner eigenen 2. Was geschieht?',
  'pipfall.lesson.own.quiz1.a1': 'Ein Kampf: Deine 2 wird entfernt, und deine 5 verfällt zur 4',
  'pipfall.lesson.own.quiz1.a2': 'Der Zug wird abgelehnt',
  'pipfall.lesson.own.quiz1.a3': 'Die beiden Würfel tauschen die Plätze',
  'pipfall.lesson.own.quiz1.why': 'Ein Zug, der auf irgendeinem Würfel endet, ist ein Kampf, auch auf eigenen: Die höheren Augen gewinnen, und ein siegreicher Angreifer verfällt.',
  'pipfall.lesson.own.quiz2': 'Noch keiner deiner Würfel wurde entfernt, und deine Ecke ist leer. Darfst du wiederherstellen?',
  'pipfall.lesson.own.quiz2.a1': 'Ja, bei jedem Aufräumen',
  'pipfall.lesson.own.quiz2.a2': 'Nein: Dazu muss erst ein Würfel von dir entfernt worden sein',
  'pipfall.lesson.own.quiz2.why':
    'Wiederherstellen holt einen entfernten Würfel zurück: einmal pro Partie, mit 4 Augen in deine leere Ecke, und nur solange noch ein Würfel von dir auf dem Brett steht.',
};
