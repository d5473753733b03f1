/** PipFall's rules reference in German, the twin of messages.ts (same keys, same numbers). */
import type { pipfallRulesEn } from './messages';

export const pipfallRulesDe: Record<keyof typeof pipfallRulesEn, string> = {
  'pipfall.rules.overview': 'Was PipFall ist',
  'pipfall.rules.overview.p1':
    'PipFall ist ein Taktikspiel für zwei bis vier Spieler. Deine vier Würfel sind zugleich deine Armee und deine Punkte: Jeder Zug nutzt einen Würfel um ein Auge ab, und Würfel, die einen Kampf verlieren, verlassen das Brett.',
  'pipfall.rules.overview.p2':
    'In jeder Runde programmierst du geheim drei Karten, kämpfst um die Reihen und Spalten des Bretts (Bahnen), um mit ihnen handeln zu dürfen, und ziehst, kämpfst oder nutzt Farbkräfte. Du gewinnst, wenn du als Letzter noch Würfel hast oder wenn du die meisten Augen auf dem Brett hast, sobald der Stapel aufgebraucht ist.',

  'pipfall.rules.setup': 'Brett und Spielaufbau',
  'pipfall.rules.setup.board': 'Das Brett ist quadratisch: 5×5 für zwei Spieler, 7×7 für drei, 8×8 für vier.',
  'pipfall.rules.setup.corners':
    'Die Spieler nehmen die Ecken im Uhrzeigersinn ein: der erste Spieler die Ecke unten links, dann oben links, oben rechts und unten rechts. Zu zweit nimmt der zweite Spieler die Ecke oben rechts, diagonal gegenüber.',
  'pipfall.rules.setup.diamond':
    'Jeder beginnt mit vier Würfeln in Rautenform in seiner Ecke: die 6 auf der Ecke, die 5 auf dem Nachbarfeld links davon und die 4 auf dem Nachbarfeld rechts davon (von der Ecke aus nach innen gesehen) und die 3 diagonal davor.',
  'pipfall.rules.setup.deck':
    'Der Stapel ist ein gewöhnliches Blatt ohne die vier Kreuz-Bildkarten (A♣, K♣, Q♣, J♣): 48 Karten. Jeder Spieler erhält eine dieser vier als Wiederherstellen-Karte. Ein Spieler hat den Startspielermarker.',
  'pipfall.rules.setup.diagram': 'Die Eröffnung zu zweit: Rot in der Ecke unten links, Blau oben rechts, jede Ecke in der Farbe ihres Besitzers getönt.',

  'pipfall.rules.round': 'Eine Runde',
  'pipfall.rules.round.p': 'Jede Runde hat fünf Phasen:',
  'pipfall.rules.round.1': 'Austeilen und programmieren: je vier Karten; drei werden der Reihe nach programmiert, eine bleibt als Initiativkarte.',
  'pipfall.rules.round.2': 'Bahnmarker: drei Legedurchläufe, ein Marker pro Spieler und Durchlauf.',
  'pipfall.rules.round.3': 'Initiative: Die Initiativkarten werden aufgedeckt; die höchste beginnt.',
  'pipfall.rules.round.4': 'Aktionen: drei Aktivierungsdurchläufe, einer pro programmierter Karte.',
  'pipfall.rules.round.5': 'Aufräumen: Karten ablegen, Gelegenheit zum Wiederherstellen, Ausscheiden, der Startspielermarker wandert weiter.',

  'pipfall.rules.program': 'Austeilen und programmieren',
  'pipfall.rules.program.deal': 'Jeder Spieler erhält vier Karten, einzeln ausgeteilt, im Uhrzeigersinn ab dem Startspieler (ausgeschiedene Spieler werden übersprungen).',
  'pipfall.rules.program.p':
    'Jeder Spieler wählt drei davon und legt sie verdeckt der Reihe nach ab: Feld 1, Feld 2, Feld 3. Die vierte Karte ist die Initiativkarte. Alle programmieren gleichzeitig und geheim, und die Reihenfolge lässt sich danach nicht mehr ändern.',
  'pipfall.rules.program.cards':
    'Eine Zahlenkarte (2 bis 10) kann später ihren Würfel ziehen oder ihre Farbkraft nutzen; eine Bildkarte (J, Q, K oder A) nur ihre Farbkraft. Eine Karte, die du lieber nicht spielen willst, kann deine Initiativkarte sein: Sie handelt nie.',

  'pipfall.rules.lanes': 'Bahnmarker',
  'pipfall.rules.lanes.p1':
    'Eine Bahn ist eine ganze Reihe oder eine ganze Spalte. Jeder Spieler hat Marker mit den Nummern 1, 2 und 3; Marker 1 legt fest, wo Karte 1 wirkt, und so weiter.',
  'pipfall.rules.lanes.p2':
    'Die Marker werden in drei Durchläufen gelegt: In jedem Durchlauf legt jeder Spieler, im Uhrzeigersinn ab dem Startspieler, den Marker mit dieser Nummer. Ein Marker muss auf eine Bahn, in der mindestens einer deiner Würfel steht und die noch kein Marker (von wem auch immer) belegt hat.',
  'pipfall.rules.lanes.cancel':
    'Ist keine deiner Bahnen frei, kommt der Marker stattdessen auf die programmierte Karte: Diese Karte ist aufgehoben. Sie wird nie aufgedeckt und bewirkt nichts, weder Zug noch Augenverlust.',
  'pipfall.rules.lanes.shared': 'Eine Bahn mit Würfeln mehrerer Spieler gehört dem, der sie zuerst belegt; früh zu legen zählt also.',
  'pipfall.rules.lanes.diagram':
    'Marker 1 von Rot auf Spalte 1 und Marker 2 auf Reihe 4; Marker 1 von Blau hat Reihe 1 belegt. Auf jeder Bahn steht mindestens ein Würfel des Markerbesitzers.',
  'pipfall.rules.lanes.ruling': 'Ein Spieler ohne freie Bahn hat keine Wahl: Die App legt den Marker von selbst auf die Karte.',

  'pipfall.rules.initiative': 'Initiative',
  'pipfall.rules.initiative.p1':
    'Wenn alle Marker liegen, werden die Initiativkarten gemeinsam aufgedeckt. Die höchste Karte gewinnt: vom Ass abwärts bis zur 2; bei gleichem Rang schlägt Pik Herz, Herz schlägt Karo und Karo schlägt Kreuz.',
  'pipfall.rules.initiative.p2':
    'Der Gewinner ist der Aktivierungs-Startspieler: In jedem Aktivierungsdurchlauf handeln die Spieler im Uhrzeigersinn, beginnend bei ihm. (Mit der Variante „Echte Initiativreihenfolge“ handeln sie stattdessen in der Reihenfolge ihrer Initiativkarten.)',

  'pipfall.rules.actions': 'Aktionen',
  'pipfall.rules.actions.p1':
    'Es gibt drei Aktivierungsdurchläufe: alle Karten 1, dann alle Karten 2, dann alle Karten 3. Wenn du an der Reihe bist, wird deine Karte für diesen Durchlauf aufgedeckt, und du wendest sie auf einen deiner eigenen Würfel an, der jetzt in der Bahn dieses Markers steht.',
  'pipfall.rules.actions.p2':
    'Ein Würfel handelt höchstens einmal pro Runde. Die Bahn wird im Moment des Handelns gelesen: Seit dem Legen der Marker können Würfel hinein- oder hinausgezogen sein.',
  'pipfall.rules.actions.null':
    'Steht keiner deiner Würfel, die noch nicht gehandelt haben, in der Bahn, ist die Karte eine Leeraktion: Sie hat keine Wirkung, und nichts verliert ein Auge.',
  'pipfall.rules.actions.use':
    'Eine Zahlenkarte wird entweder zum Ziehen des Würfels oder für ihre Farbkraft genutzt, gewählt beim Handeln; eine Bildkarte nur für ihre Farbkraft.',

  'pipfall.rules.movement': 'Ziehen und Verfall',
  'pipfall.rules.movement.p1':
    'Ein Zug geht 0 bis 3 Felder in gerader Linie, nach oben, unten, links oder rechts (nie diagonal), und muss auf dem Brett bleiben. Er darf über andere Würfel hinweggehen; nur das Zielfeld zählt.',
  'pipfall.rules.movement.p2':
    'Nach jedem Zug verfällt der Würfel: Er verliert ein Auge. Auch ein Zug um null Felder kostet ein Auge. Ein Würfel, der auf 0 sinkt, wird sofort entfernt; eine 1, die zieht, ist also weg.',
  'pipfall.rules.movement.diagram': 'Eine 6 zieht zwei Felder nach oben und sinkt auf 5.',
  'pipfall.rules.movement.ruling': 'Ein gewählter Nullzug bleibt auf seinem eigenen Feld: Er kämpft nie, er verliert nur ein Auge.',

  'pipfall.rules.combat': 'Kampf',
  'pipfall.rules.combat.p1':
    'Ein Zug, der auf einem besetzten Feld endet, löst einen Kampf aus, egal wem der Würfel dort gehört (auch deinen eigenen Würfeln). Verglichen werden die Augen vor jedem Verfall: Der höhere Würfel überlebt, der niedrigere wird entfernt. Gleiche Würfel entfernen sich gegenseitig.',
  'pipfall.rules.combat.p2':
    'Ein siegreicher Angreifer nimmt das Feld ein und verliert dann wie nach jedem Zug ein Auge. Ein Verteidiger verliert nie ein Auge; ein unterlegener Angreifer wird einfach entfernt.',
  'pipfall.rules.combat.diagram':
    'Die 5 von Rot zieht drei Felder nach rechts auf die 3 von Blau: 5 schlägt 3, der Würfel von Blau wird entfernt, und der Würfel von Rot sinkt auf 4.',

  'pipfall.rules.powers': 'Farbkräfte',
  'pipfall.rules.powers.p': 'Eine Farbkraft ändert immer nur den handelnden Würfel, und der ist immer dein eigener.',
  'pipfall.rules.powers.h': 'Herz: +2 Augen, nie über 6 (eine 5 erhält +1).',
  'pipfall.rules.powers.d': 'Karo: −2 Augen, nie unter 1 (eine 2 erhält −1).',
  'pipfall.rules.powers.s': 'Pik: Der Würfel wird auf die gegenüberliegende Seite gewendet, 7 minus seine Augen (1↔6, 2↔5, 3↔4).',
  'pipfall.rules.powers.c': 'Kreuz: halten. Nichts ändert sich, und der Würfel verliert kein Auge.',
  'pipfall.rules.powers.fail':
    'Eine Herz-, Karo- oder Pik-Kraft muss die Augen um mindestens eins ändern. Kann sie das nicht (Herz auf einer 6, Karo auf einer 1), schlägt sie fehl, und der Würfel macht einen erzwungenen Nullzug: Er verliert ein Auge, ein fehlgeschlagenes Karo auf einer 1 entfernt ihn also. Eine gelungene Kraft kostet nie ein Auge. Kreuz schlägt nie fehl, und Pik ändert die Augen immer.',

  'pipfall.rules.cleanup': 'Aufräumen',
  'pipfall.rules.cleanup.1': 'Alle programmierten Karten und Initiativkarten werden verdeckt abgelegt, aufgehobene ungesehen; die Marker kommen zurück.',
  'pipfall.rules.cleanup.2': 'Die Gelegenheit zum Wiederherstellen: Ab dem Startspieler im Uhrzeigersinn darf jeder Spieler seine Wiederherstellen-Karte spielen.',
  'pipfall.rules.cleanup.3': 'Ausscheiden: Ein Spieler ohne Würfel auf dem Brett ist raus.',
  'pipfall.rules.cleanup.4': 'Der Startspielermarker geht im Uhrzeigersinn an den nächsten Spieler, der noch im Spiel ist, und die nächste Runde wird ausgeteilt.',

  'pipfall.rules.restore': 'Wiederherstellen',
  'pipfall.rules.restore.p1':
    'Einmal pro Partie darfst du bei der Gelegenheit zum Wiederherstellen deine Wiederherstellen-Karte spielen, um einen Würfel zurückzuholen: Er kommt mit 4 Augen in deine Startecke.',
  'pipfall.rules.restore.p2':
    'Das geht nur, solange noch mindestens einer deiner Würfel auf dem Brett steht, nachdem du mindestens einen Würfel verloren hast (du hast weniger als vier), und wenn deine Ecke leer ist (kein Würfel irgendeines Spielers darauf). Eine gespielte Wiederherstellen-Karte verlässt das Spiel.',
  'pipfall.rules.restore.ruling': 'Die App bietet Wiederherstellen nur an, wenn es gelingen würde; du darfst ablehnen und die Karte für später behalten.',

  'pipfall.rules.elimination': 'Ausscheiden',
  'pipfall.rules.elimination.p1':
    'Ein Spieler, der nach der Gelegenheit zum Wiederherstellen keine Würfel mehr hat, scheidet aus. Wiederherstellen kann ihn nicht retten: Es braucht einen eigenen Würfel auf dem Brett.',
  'pipfall.rules.elimination.p2':
    'Ausgeschiedene Spieler werden von da an übersprungen: beim Austeilen, beim Legen der Marker, beim Handeln und beim Wiederherstellen. Ein Spieler, der seinen letzten Würfel während einer Runde verliert, bleibt bis zum Aufräumen im Spiel; seine übrigen Karten werden der Reihe nach als Leeraktionen aufgedeckt.',

  'pipfall.rules.end': 'Wie das Spiel endet',
  'pipfall.rules.end.elim':
    'Der Letzte bleibt übrig: Hat am Ende einer Aktionsphase höchstens ein Spieler noch Würfel, endet die Partie sofort (ohne Wiederherstellen). Hat niemand mehr Würfel, teilen sich die Spieler, die zu Beginn dieser Aktionsphase Würfel hatten, ein Unentschieden.',
  'pipfall.rules.end.cycles':
    'Der Stapel geht aus: Ein Stapeldurchgang ist ein Durchgang durch den Nachziehstapel mit 48 Karten, abgeschlossen in der Runde, in der beim Austeilen seine letzte Karte gezogen wird. Die Partie endet nach der Aktionsphase der Runde, die den zweiten Durchgang (zwei Spieler) oder den dritten (drei oder vier Spieler) abschließt: Runde 12 mit zwei oder drei Spielern, Runde 9 mit vier, wenn niemand ausgeschieden ist. Dann gibt es kein Wiederherstellen.',
  'pipfall.rules.end.score':
    'Wertung: Jeder Spieler zählt die Augen seiner Würfel auf dem Brett zusammen. Die höchste Summe gewinnt; bei Gleichstand, wer mehr Würfel hat; herrscht dann noch Gleichstand, wird der Sieg geteilt. Jeder Spieler, der noch im Spiel ist, wird gewertet, ein Spieler ohne Würfel mit 0.',
  'pipfall.rules.end.ruling':
    'Kann der Nachziehstapel (nach dem Ausscheiden von Spielern) keine volle Runde mehr austeilen, wird der Rest ausgeteilt, die Ablage zu einem neuen Nachziehstapel gemischt, um das Austeilen zu beenden, und diese Runde schließt den Durchgang ab.',

  'pipfall.rules.players': 'Drei und vier Spieler',
  'pipfall.rules.players.p1':
    'Das Brett wächst (7×7, 8×8), und Nachbarn beginnen in den Bahnen des anderen: Die Spalten und Reihen entlang einer gemeinsamen Kante enthalten Würfel beider Spieler und sind deshalb ab der ersten Runde umkämpft.',
  'pipfall.rules.players.p2':
    'Die Marker werden im Uhrzeigersinn ab dem Startspieler gelegt, also legt der Spieler rechts vom Startspieler in jedem Durchlauf als Letzter. Der Marker wandert jede Runde weiter, sodass jeder einmal zuerst legt. Zu dritt oder zu viert spielt man drei Stapeldurchgänge.',
  'pipfall.rules.players.diagram': 'Die Eröffnung zu dritt auf dem 7×7-Brett: Rot, Blau und Gold teilen sich die Bahnen entlang ihrer gemeinsamen Kanten.',

  'pipfall.rules.variants': 'Varianten',
  'pipfall.rules.variants.tio': 'Echte Initiativreihenfolge: In jedem Aktivierungsdurchlauf handeln die Spieler in der Reihenfolge ihrer Initiativkarten statt im Uhrzeigersinn.',
  'pipfall.rules.variants.glory': 'Kampfruhm: Ein Angreifer, der einen Kampf gewinnt, verliert kein Auge.',
  'pipfall.rules.variants.mutual':
    'Ruhmesbonus bei gegenseitiger Zerstörung: Nach einem Gleichstand, der beide Würfel entfernt, darf der angreifende Spieler einem seiner anderen Würfel +1 geben (bis 6) oder ablehnen. Hat er keinen Würfel unter 6, wird nicht gefragt.',
  'pipfall.rules.variants.rolled': 'Gewürfelte Eröffnung: Jeder Spieler würfelt vier Würfel und setzt sie vom höchsten (in die Ecke) bis zum niedrigsten (davor) in die Raute.',
  'pipfall.rules.before': 'Vorher',
  'pipfall.rules.after': 'Nachher',
};
