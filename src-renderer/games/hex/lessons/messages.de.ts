/** PipFall Hex's lessons in German, the twin of messages.ts (same keys, same placeholders and numbers). */
import type { hexLessonsEn } from './messages';

export const hexLessonsDe: Record<keyof typeof hexLessonsEn, string> = {
  'hex.lesson.core.title': 'Die Grundlagen',
  'hex.lesson.core.blurb':
    'Eine Hand programmieren und eine Karte weglassen, einen Gleichstand auflösen, um einen Felsen marschieren, eine Trophäe erobern, verstärken und eine Farbkraft nutzen, bis zum Ende einer Runde.',
  'hex.lesson.core.welcome':
    'Willkommen bei PipFall Hex! Du spielst Rot, vom Startplatz im Nordwesten; dein Gegner spielt Blau, vom Südosten. Jeder von euch hat Würfel auf dem Schlachtfeld (die Pfeile) und weitere, die in der Reserve auf deinem Regal warten.',
  'hex.lesson.core.hazards':
    'Das Schlachtfeld ist Kreuzfeuer: 10 × 10 Felder mit zehn Felsen. Ein Felsen ist ein Hindernis: Kein Würfel darf darauf stehen oder hindurchziehen. Felder werden nach Spaltenbuchstabe und Reihennummer benannt; deine 6 steht also auf D5, gleich links vom Felsen auf E5.',
  'hex.lesson.core.goal':
    'Du gewinnst mit Trophäen: Würfeln, die du im Kampf zerstörst. Das Spiel dauert vier Runden. Damit diese Lektion kurz bleibt, beginnt sie spät in Runde 3 mit nur noch 6 Karten im Stapel, und ihr habt beide noch 2 Reservewürfel.',
  'hex.lesson.core.hand':
    'In jeder Hand erhält jeder Spieler eine Karte für jeden seiner Würfel auf dem Schlachtfeld, plus eine. Du hast drei Würfel, also vier Karten: 9♠, Q♣, 5♥ und 2♦. Blau hat zwei Würfel und drei Karten.',
  'hex.lesson.core.program':
    'Du programmierst alle Karten bis auf eine, von links nach rechts: In dieser Reihenfolge werden sie handeln. Die letzte Karte wird verdeckt weggelassen und bewirkt nichts. Lege die 9♠ in Karte 1, die Q♣ in Karte 2, die 5♥ in Karte 3 und die 2♦ in „Weggelassen“: Wähle eine Karte, dann ihr Feld, dann Bestätigen.',
  'hex.lesson.core.tie':
    'Jetzt decken alle gemeinsam Karte 1 auf. Der höchste Rang wird zuerst abgehandelt; die Farbe zählt nie. Deine 9♠ und die 9♥ von Blau sind gleich, also entscheidet der Marker: Wer im Uhrzeigersinn am weitesten vom Startspieler entfernt sitzt, beginnt. Du hast den Marker, also gewinnt Blau zu zweit jeden Gleichstand.',
  'hex.lesson.core.blueMove':
    'Die 9♥ von Blau hat seine 5 zwei Felder gezogen, von H5 nach F5. Eine Zahlenkarte (2 bis 10) zieht einen deiner Würfel bis zu drei Felder weit oder nutzt stattdessen ihre Farbkraft. Jede Aktivierung endet mit Verfall: Der Würfel von Blau hat ein Auge verloren und zeigt 4.',
  'hex.lesson.core.around':
    'Du bist dran: die 9♠, ein Zug bis zu 3 Feldern. Die 4 von Blau auf F5 ist zwei Felder von deiner 6 entfernt, hinter dem Felsen auf E5. Wohin zieht deine 6? Klicke deine 6, dann ein Feld.',
  'hex.lesson.core.combat':
    'Deine 6 ist über D4 und E4 auf F5 gezogen, wo der Würfel von Blau stand: Kampf. Nur das Feld, auf dem ein Zug endet, kämpft; unterwegs darf ein Würfel durch andere hindurchziehen. Die höheren Augen gewinnen, 6 gegen 4, und der Würfel von Blau wird zerstört; gleiche Augen würden beide Würfel zerstören. Nach dem Kampf ist dein Würfel auf die 5 gesunken, die du siehst.',
  'hex.lesson.core.trophy':
    'Der Würfel von Blau ist jetzt deine Trophäe (die Spielerliste zählt sie). Er behält die 4, die er im Kampf zeigte: Haben Spieler am Ende gleich viele Trophäen, gewinnt die höhere Summe der Trophäenaugen. Ein Verteidiger verliert nie ein Auge, nur ein überlebender Angreifer.',
  'hex.lesson.core.order':
    'Karte 2 ist schon aufgedeckt: Deine Q♣ steht über der 7♣ von Blau, also beginnst diesmal du. Asse können nur ihre Farbkraft nutzen; Buben, Damen und Könige dürfen ihre Farbkraft nutzen oder verstärken.',
  'hex.lesson.core.reinforce':
    'Verstärken: Ein Reservewürfel kommt auf eine leere Position deines eigenen Startplatzes und zeigt den dort aufgedruckten Wert: 3 hinten (A1), 4 vorn (B1, A2). Bring eine 4 auf B1. Dafür brauchst du noch einen Würfel auf dem Schlachtfeld.',
  'hex.lesson.core.entered':
    'Eine frische 4 steht auf B1, und ein Würfel bleibt in deiner Reserve. Verstärken ist keine Aktivierung: Nichts verliert ein Auge, und der neue Würfel darf später in dieser Hand noch handeln.',
  'hex.lesson.core.clubs':
    'Blau hat seine 7♣ für die Kreuz-Kraft auf seine 4 genutzt. Kreuz hält einen Würfel, wie er ist, zählt aber trotzdem als Aktivierung, also sinkt der Würfel auf 3. Karte 3 wird aufgedeckt: Blau hat nur zwei Karten programmiert, also wird deine 5♥ allein abgehandelt.',
  'hex.lesson.core.hearts':
    'Wer mehr Karten hat, handelt weiter, wenn die anderen keine mehr haben. Setze die Herz-Kraft deiner 5♥, +2, auf den Würfel ein, der gerade ins Spiel kam.',
  'hex.lesson.core.powers':
    'Deine 4 wurde zur 6 und sank dann auf 5. Die vier Kräfte, nur auf den eigenen Würfel: Herz +2 (nie über 6), Karo −2 (ein Würfel, der auf 0 oder darunter fällt, ist sofort weg, ohne Trophäe für irgendwen), Pik wendet den Würfel auf 7 minus seine Augen, Kreuz hält. Das war die letzte Karte der Hand.',
  'hex.lesson.core.roundEnd':
    'Die Hand ist vorbei. Vor jeder Hand muss der Stapel genug Karten für alle enthalten: 5 für deine vier Würfel, 2 für den einen Würfel von Blau, insgesamt 7, aber es sind nur noch 6 übrig. Also endet Runde 3. Alle 52 Karten werden gemischt, der Startspielermarker geht an Blau, und Runde 4, die letzte, wird ausgeteilt. Würfel, Reserven und Trophäen bleiben, wie sie sind.',
  'hex.lesson.core.done':
    'Das ist der Kern von PipFall Hex. Die nächste Lektion spielt das Ende einer Partie: was passiert, wenn ein Spieler seinen letzten Würfel verliert, und wie Trophäen über den Sieg entscheiden.',

  'hex.lesson.end.title': 'Ausscheiden und Schlusswertung',
  'hex.lesson.end.blurb': 'Den letzten Würfel eines Spielers ausschalten, das Spiel sofort enden sehen und Trophäen samt ihren Augen entscheiden lassen.',
  'hex.lesson.end.welcome':
    'Runde 4, die letzte. Du hast eine Trophäe, eine 3. Blau hat zwei: eine 4 und eine 2. Blau hat nur noch einen einzigen Würfel auf dem Schlachtfeld und einen in Reserve. Endete das Spiel jetzt, gewänne Blau nach Trophäen.',
  'hex.lesson.end.program': 'Du hast einen Würfel, also zwei Karten. Programmiere die 8♠ und lass die 2♣ weg.',
  'hex.lesson.end.attack':
    'Deine 8♠ ist höher als die Karte von Blau und wird zuerst ausgeführt. Blau hat noch einen Würfel, eine 4 auf G7, zwei Felder von deiner 5 entfernt. Wohin zieht deine 5?',
  'hex.lesson.end.won': '5 schlägt 4: Der Würfel von Blau wird deine zweite Trophäe, 4 wert, und dein Würfel sinkt auf 4.',
  'hex.lesson.end.out':
    'Blau hat keinen Würfel mehr auf dem Schlachtfeld, also ist Blau sofort raus. Der Reservewürfel rettet ihn nicht: Er kann jetzt nie mehr ins Spiel kommen, und die aufgedeckte Karte von Blau wird nie abgehandelt. Mit höchstens einem verbliebenen Spieler endet das Spiel sofort.',
  'hex.lesson.end.score':
    'Wer als Letzter steht, gewinnt nicht allein dadurch: Die Trophäen entscheiden. Du hast 2 und Blau hat 2, also entscheiden die Trophäenaugen: Deine 3 + 4 = 7 schlägt die 4 + 2 = 6 von Blau. Du gewinnst! Wären auch die Augen gleich, wäre es ein geteilter Sieg.',
  'hex.lesson.end.done': 'Jetzt kennst du PipFall Hex. Die Spielregeln (das „?“ am Tisch) enthalten jedes Detail, mit einem Bild des Schlachtfelds Kreuzfeuer.',
  'hex.rule.battlefield': 'Das Schlachtfeld hat 10 × 10 Felder, benannt nach Spaltenbuchstabe und Reihennummer',
  'hex.rule.hazards': 'Felsen sind Hindernisse: Kein Würfel darf darauf stehen oder hindurchziehen',
  'hex.rule.choose-start': 'Jeder wählt einen freien Startplatz, im Uhrzeigersinn ab dem Startspieler',
  'hex.rule.start-dice': 'Zu Beginn eine 3 hinten und zwei 4en vorn; zwei Würfel warten in der Reserve',
  'hex.rule.first-player': 'Ein Spieler hält den Startspielermarker; er wandert jede Runde im Uhrzeigersinn weiter',
  'hex.rule.deal-dice-plus-one': 'Jede Hand eine Karte pro Würfel auf dem Schlachtfeld, plus eine',
  'hex.rule.program-order': 'Alle Karten bis auf eine in der Reihenfolge programmieren, in der sie handeln; die letzte wird weggelassen',
  'hex.rule.reveal-rank': 'Die Karten werden gemeinsam aufgedeckt und handeln vom höchsten Rang abwärts',
  'hex.rule.rank-ties': 'Gleicher Rang: Wer im Uhrzeigersinn am weitesten vom Startspieler entfernt sitzt, handelt zuerst; die Farbe zählt nie',
  'hex.rule.longer-program': 'Wer mehr Karten hat, handelt weiter, wenn die anderen keine mehr haben',
  'hex.rule.choose-die': 'Eine Karte wirkt auf einen beliebigen eigenen Würfel, gewählt beim Abhandeln',
  'hex.rule.once-per-hand': 'Jeder Würfel handelt höchstens einmal pro Hand',
  'hex.rule.no-eligible-die': 'Kein Würfel kann mehr handeln: Die Karte wird abgelegt (ein Bube, eine Dame oder ein König darf noch verstärken)',
  'hex.rule.card-kinds': 'Zahlenkarten ziehen oder nutzen ihre Farbe; Asse nur ihre Farbe; Bube, Dame, König ihre Farbe oder Verstärken',
  'hex.rule.must-use': 'Eine Karte, die genutzt werden kann, muss genutzt werden',
  'hex.rule.move-hexes': 'Ein Zug geht 0 bis 3 Felder, mit beliebigen Wendungen, durch Würfel, aber nie durch Felsen',
  'hex.rule.zero-move': 'Ein Zug um 0 Felder zurück aufs eigene Feld kämpft nie und verfällt trotzdem',
  'hex.rule.decay': 'Jede Aktivierung, ob Zug oder Farbkraft, kostet den Würfel ein Auge',
  'hex.rule.no-threshold': 'Keine Erfolgsschwelle: Auch eine Kraft, die nichts ändert, lässt den Würfel verfallen',
  'hex.rule.hearts': 'Herz: +2 Augen, nie über 6',
  'hex.rule.diamonds': 'Karo: −2 Augen; ein Würfel auf 0 wird entfernt, ohne Trophäe',
  'hex.rule.spades': 'Pik: den Würfel auf 7 minus seine Augen wenden',
  'hex.rule.clubs': 'Kreuz: den Würfel halten, wie er ist (er verfällt trotzdem)',
  'hex.rule.combat': 'Ein Zug, der auf einem Würfel endet, kämpft: die höheren Augen gewinnen, gleiche zerstören beide',
  'hex.rule.attacker-decays': 'Ein überlebender Angreifer verfällt nach dem Kampf; ein Verteidiger nie',
  'hex.rule.trophy': 'Ein gegnerischer Würfel, den du im Kampf zerstörst, ist deine Trophäe, mit den Augen, die er zeigte',
  'hex.rule.trophy-defender': 'Gewinnt der Verteidiger, nimmt er den Angreifer als Trophäe',
  'hex.rule.mutual-destruction': 'Gleiche Würfel zerstören sich gegenseitig, und jeder nimmt den Würfel des anderen',
  'hex.rule.own-dice-combat': 'Eigene Würfel können gegeneinander kämpfen, aber niemand erhält eine Trophäe',
  'hex.rule.reinforce': 'Verstärken mit Bube, Dame oder König: Ein Reservewürfel kommt auf eine leere Position deines Startplatzes',
  'hex.rule.elimination': 'Wer keinen Würfel auf dem Schlachtfeld hat, scheidet sofort aus; die Reserve rettet ihn nicht',
  'hex.rule.round-end': 'Reicht der Stapel nicht für die nächste Hand, endet die Runde, und alle 52 Karten werden gemischt',
  'hex.rule.game-end': 'Die Partie endet nach Runde 4 oder wenn höchstens ein Spieler noch Würfel hat',
  'hex.rule.victory': 'Die meisten Trophäen gewinnen; dann die höhere Summe der Trophäenaugen; dann ein geteilter Sieg',
  'hex.rule.more-players': 'Zu dritt oder zu viert sind die Startplätze A, C, B (und D), und Gleichstände gehen im Uhrzeigersinn',
  'hex.lesson.opening.title': 'Deine erste Hand',
  'hex.lesson.opening.blurb':
    'Einen Startplatz wählen, die Würfel aufstellen und die erste Hand einer Partie spielen: programmieren, nach Rang aufdecken, ziehen und eine Farbe nutzen.',
  'hex.lesson.opening.welcome':
    'Willkommen bei PipFall Hex! Das Schlachtfeld Kreuzfeuer hat 10 × 10 Felder, benannt nach Spaltenbuchstabe und Reihennummer. Die zehn Felsen sind Hindernisse: Kein Würfel darf darauf stehen oder hindurchziehen. Du hältst den Startspielermarker, also wählst du zuerst deinen Startplatz.',
  'hex.lesson.opening.choose': 'Jede Ecke ist ein Startplatz mit drei Positionen: hinten eine mit 3 markierte, vorn zwei mit 4 markierte. Nimm A, die Nordwestecke: Klicke sie an.',
  'hex.lesson.opening.dealt':
    'Blau hat B genommen, den Südosten. Jeder von euch hat eine 3 nach hinten und zwei 4en nach vorn gesetzt und behält zwei weitere Würfel in der Reserve. Runde 1 beginnt: Jeder erhält eine Karte pro Würfel auf dem Schlachtfeld, plus eine, also vier Karten; der Stapel zeigt 44. (Zu dritt oder zu viert sind die Startplätze A, C, B und D.)',
  'hex.lesson.opening.program':
    'Programmiere alle Karten bis auf eine, von links nach rechts: In dieser Reihenfolge handeln sie. Die übrige Karte wird verdeckt weggelassen. Zahlenkarten ziehen einen Würfel oder nutzen ihre Farbe; ein Ass nur seine Farbe; Bube, Dame und König ihre Farbe oder Verstärken. Lege die 9♣ in Karte 1, das A♥ in Karte 2, die 4♣ in Karte 3 und lass die 2♦ weg.',
  'hex.lesson.opening.reveal':
    'Alle decken Karte 1 gemeinsam auf, und der höchste Rang handelt zuerst: Deine 9♣ schlägt die 7♠ von Blau. Eine Karte gehört zu keinem bestimmten Würfel: Wenn sie handelt, wählst du, welchen deiner Würfel sie zieht oder stärkt.',
  'hex.lesson.opening.move':
    'Deine 9♣ zieht einen deiner Würfel bis zu drei Felder weit, mit Richtungswechsel bei jedem Schritt, an anderen Würfeln vorbei, aber nie durch einen Felsen. Welcher Würfel, und wohin? Klicke einen Würfel, dann ein Feld. Gekämpft wird in der Mitte.',
  'hex.lesson.opening.moved':
    'Jede Aktivierung endet mit Verfall: Dein Würfel hat ein Auge verloren und zeigt 3. Auch ein Zug um 0 Felder, zurück aufs eigene Feld, verfällt. Jetzt handelt die 7♠ von Blau.',
  'hex.lesson.opening.ace':
    'Blau hat eine 4 nach I7 gezogen, und sie ist auf 3 gesunken. Karte 2 wird aufgedeckt: Dein A♥ übertrifft die 9♥ von Blau. Ein Ass kann nur seine Farbe nutzen: Setze Herz auf deine hintere 3 auf A1 ein.',
  'hex.lesson.opening.hearts':
    'Herz gab +2, dann ließ die Aktivierung den Würfel verfallen: 3, 5, dann 4. Die anderen Farben: Karo −2 (ein Würfel auf 0 ist weg, und niemand erhält eine Trophäe), Pik wendet auf 7 minus die Augen, Kreuz hält.',
  'hex.lesson.opening.clubs':
    'Die 9♥ von Blau hat seine andere 4 gezogen. Karte 3: Deine 4♣ und die 4♦ von Blau sind gleichrangig, und die Farbe zählt nie: Der Marker entscheidet. Zu zweit gewinnt der Spieler ohne Startspielermarker jeden Gleichstand, also hat Blau zuerst gehandelt. Jeder Würfel handelt einmal pro Hand, also darf jetzt nur deine 4 auf B1 handeln: Setze Kreuz auf sie ein. Es ändert nichts, und der Würfel verfällt trotzdem: In Hex gibt es keine Erfolgsschwelle.',
  'hex.lesson.opening.next':
    'Die Hand ist vorbei. Die nächste Hand wird sofort ausgeteilt: Jeder hat noch drei Würfel, also vier Karten, und der Stapel zeigt 36. So geht es Hand um Hand, bis der Stapel die nächste Hand nicht mehr austeilen kann: Dann endet die Runde, alle 52 Karten werden gemischt, und der Startspielermarker wandert weiter. Die Partie dauert vier Runden.',
  'hex.lesson.opening.done':
    'So läuft jede Hand. Trophäen kommen aus Kämpfen: Beende einen Zug auf einem gegnerischen Würfel mit weniger Augen, und er gehört dir. Die nächste Lektion steigt spät in Runde 3 ein, für einen Kampf, ein Verstärken und das Ende einer Runde.',
  'hex.lesson.seat.0': 'Rot',
  'hex.lesson.seat.1': 'Blau',
  'hex.lesson.seat.2': 'Gold',
  'hex.lesson.seat.3': 'Grün',
  'hex.lesson.fights.title': 'Kämpfe, Trophäen und eine letzte Karte',
  'hex.lesson.fights.blurb':
    'Gleiche Würfel, die sich gegenseitig zerstören, ein Verteidiger, der gewinnt, ein Zug um 0 Felder, eine Karte ohne Würfel zum Handeln und ein Spieler, den sein eigenes Karo schlägt.',
  'hex.lesson.fights.welcome':
    'Runde 2. Du hast drei Würfel und Blau drei: eine 2 auf B3, eine 5 auf F4 und eine 4 auf D6 gegen die 4 von Blau auf E7, seine 3 auf G3 und seine 2 auf H9. Je vier Karten: deine 9♠, 7♣, K♦ und 3♥.',
  'hex.lesson.fights.program': 'Programmiere die 9♠, die 7♣ und den K♦ in dieser Reihenfolge und lass die 3♥ weg.',
  'hex.lesson.fights.mutual':
    'Karte 1: Die 10♠ von Blau übertrifft deine 9♠. Die 4 von Blau hat deine 4 auf D6 angegriffen: Gleiche Augen zerstören beide Würfel, und jeder von euch nimmt den Würfel des anderen als Trophäe (die Spielerliste zeigt sie).',
  'hex.lesson.fights.spades': 'Jetzt deine 9♠. Deine 2 auf B3 ist dein schwächster Würfel: Pik auf sie, oder ziehen? Pik wendet einen Würfel auf 7 minus seine Augen.',
  'hex.lesson.fights.defender':
    'Deine 2 wurde zur 5 und sank dann auf 4. Karte 2: Die 8♥ von Blau hat seine 3 auf deine 5 auf F4 gezogen. Der niedrigere Würfel verliert, ob Angreifer oder nicht: Die 3 von Blau wird zerstört und wird deine Trophäe, und deine 5, der Verteidiger, verfällt nicht. Wäre Blau auf einen eigenen Würfel gezogen, hätten auch die gekämpft, ohne Trophäe für irgendwen.',
  'hex.lesson.fights.stay':
    'Deine 7♣ muss auf einen Würfel wirken, der noch nicht gehandelt hat: Nur die 5 auf F4 ist übrig. Lass sie mit einem Zug um 0 Felder stehen: Klicke den Würfel selbst an. Er kämpft gegen niemanden und verfällt trotzdem.',
  'hex.lesson.fights.none':
    'Karte 3: Dein K♦ übertrifft die 2♦ von Blau. Jeder Würfel handelt einmal pro Hand: Deine 4 auf B3 und deine 4 auf F4 haben beide gehandelt, also hat der K♦ keinen Würfel zum Handeln. Eine Zahlenkarte oder ein Ass würde wirkungslos abgelegt, aber ein Bube, eine Dame oder ein König darf noch verstärken.',
  'hex.lesson.fights.reinforce': 'Verstärken: Bring einen Reservewürfel auf B1, eine vordere Position deines Startplatzes, als 4.',
  'hex.lesson.fights.end':
    'Die 2♦ von Blau musste auf seinen letzten Würfel wirken, und Karo hat seine 2 auf 0 gebracht: Der Würfel wird entfernt, und niemand erhält eine Trophäe dafür. Blau hat keinen Würfel auf dem Schlachtfeld, also scheidet Blau aus, und mit einem verbliebenen Spieler endet die Partie. Du hast 2 Trophäen, Blau 1: Du gewinnst.',
  'hex.lesson.fights.done':
    'Du hast jede Art von Kampf in PipFall Hex gesehen. Zu dritt oder zu viert gelten dieselben Regeln; die Startplätze sind A, C, B und D, und gleiche Ränge gehen an den Spieler, der im Uhrzeigersinn am weitesten vom Startspieler entfernt sitzt.',
  'hex.lesson.three.title': 'Drei und vier Spieler',
  'hex.lesson.three.blurb': 'Drei Startplätze, ein dreifacher Gleichstand, im Uhrzeigersinn aufgelöst, und ein Spieler, der ausscheidet, während die Partie weitergeht.',
  'hex.lesson.three.welcome':
    'Zu dritt sind die Startplätze A, C und B in Sitzreihenfolge: Du bist Rot im Nordwesten, Blau hat den Nordosten, Gold den Südosten (ein vierter Spieler, Grün, nähme D im Südwesten). Die Karten werden einzeln im Uhrzeigersinn ab dem Startspieler ausgeteilt, also ab dir, und volle Hände werden übersprungen: drei für dich, zwei für den einzigen Würfel von Blau, drei für Gold.',
  'hex.lesson.three.program': 'Programmiere die 7♠ und die 9♣, und lass die 3♦ weg.',
  'hex.lesson.three.ties':
    'Alle drei Karten 1 sind Siebenen. Die Farbe zählt nie: Geh im Uhrzeigersinn vom Startspieler aus, und der zuletzt erreichte gleichrangige Spieler handelt zuerst, der Startspieler zuletzt. Also hat Gold zuerst gehandelt (seine 4 zog nach H7 und verfiel), dann Blau (Herz auf seine 3, dann Verfall: eine 4), und du handelst zuletzt.',
  'hex.lesson.three.attack': 'Der einzige Würfel von Blau steht auf F4, zwei Felder von deiner 5 entfernt. Wohin zieht deine 5? Klicke sie, dann ein Feld.',
  'hex.lesson.three.out':
    '5 schlägt 4: Der Würfel von Blau ist deine Trophäe, und Blau hat keinen Würfel mehr auf dem Schlachtfeld: Blau scheidet sofort aus, samt seinem Reservewürfel. Da noch zwei Spieler Würfel haben, geht die Partie weiter. Karte 2: Deine 9♣ übertrifft die 5♠ von Gold.',
  'hex.lesson.three.second': 'Setze Kreuz auf deine 4 auf C2 ein: Sie bleibt, wie sie ist, und verfällt trotzdem.',
  'hex.lesson.three.next':
    'Gold hat seine 3 mit Pik gewendet, und sie ist verfallen. Die nächste Hand wird nur an dich und Gold ausgeteilt: Blau wird für den Rest der Partie übersprungen. Je drei Karten, und der Stapel zeigt 26.',
  'hex.lesson.three.done':
    'Wärst du der letzte Spieler mit Würfeln gewesen, hätte die Partie sofort geendet, und die Trophäen hätten entschieden: Wer als Letzter steht, gewinnt nicht schon dadurch. Das ist PipFall Hex zu dritt und zu viert.',
  'hex.lesson.core.aroundWhy': 'Auf F5, um den Felsen herum: Ein Zug darf bei jedem Schritt abbiegen. 6 schlägt 4, und der Würfel von Blau wird deine Trophäe.',
  'hex.lesson.end.attackWhy':
    'Auf den letzten Würfel von Blau: 5 schlägt 4, Blau scheidet aus, und die Partie endet mit dir vorn bei den Trophäenaugen. Alles andere lässt Blau einen Würfel und seine 6♦ zum Ausspielen.',
  'hex.lesson.three.attackWhy': 'Auf die 4 von Blau: 5 schlägt 4, der Würfel ist deine Trophäe, und Blau, ohne Würfel auf dem Schlachtfeld, scheidet sofort aus.',
  'hex.lesson.opening.quiz1': 'Wie viele Karten bekommst du für eine Hand?',
  'hex.lesson.opening.quiz1.a1': 'Immer vier',
  'hex.lesson.opening.quiz1.a2': 'Eine je Würfel auf dem Schlachtfeld, plus eine',
  'hex.lesson.opening.quiz1.a3': 'Eine je Würfel, die Reserve mitgezählt',
  'hex.lesson.opening.quiz1.why': 'Jede Hand bekommst du eine Karte je Würfel auf dem Schlachtfeld, plus eine. Du programmierst alle bis auf eine, die abgelegt wird.',
  'hex.lesson.opening.quiz2': 'Kreuz hält einen Würfel, wie er ist. Verfällt er trotzdem?',
  'hex.lesson.opening.quiz2.a1': 'Nein: Eine Kraft, die nichts ändert, ist gratis',
  'hex.lesson.opening.quiz2.a2': 'Ja: Jede Aktivierung kostet ein Auge',
  'hex.lesson.opening.quiz2.why':
    'Hex hat keine Erfolgsschwelle: Jede Aktivierung, Zug oder Kraft, kostet den Würfel ein Auge, auch wenn die Kraft nichts ändert. Das ist der große Unterschied zu PipFall.',
  'hex.lesson.opening.quiz3': 'Auf welchen Würfel wirkt eine Karte?',
  'hex.lesson.opening.quiz3.a1': 'Nur auf einen Würfel in einer markierten Bahn',
  'hex.lesson.opening.quiz3.a2': 'Auf jeden deiner Würfel, der in dieser Hand noch nicht gewirkt hat, gewählt, wenn die Karte ausgeführt wird',
  'hex.lesson.opening.quiz3.why': 'Eine Karte wirkt auf einen deiner Würfel, den du beim Ausführen wählst, und jeder Würfel wirkt höchstens einmal je Hand.',
  'hex.lesson.core.quiz1': 'Zwei Karten gleichen Rangs werden aufgedeckt. Welche wirkt zuerst?',
  'hex.lesson.core.quiz1.a1': 'Die mit der höheren Farbe',
  'hex.lesson.core.quiz1.a2': 'Die des Spielers, der im Uhrzeigersinn am weitesten vom Startspieler entfernt sitzt',
  'hex.lesson.core.quiz1.a3': 'Beide zugleich',
  'hex.lesson.core.quiz1.why':
    'Karten wirken vom höchsten Rang abwärts. Bei gleichem Rang wirkt zuerst, wer im Uhrzeigersinn am weitesten vom Startspieler entfernt sitzt; die Farbe zählt nie.',
  'hex.lesson.core.quiz2': 'Welche Karten können verstärken?',
  'hex.lesson.core.quiz2.a1': 'Jede Karte',
  'hex.lesson.core.quiz2.a2': 'Bube, Dame und König',
  'hex.lesson.core.quiz2.a3': 'Nur Asse',
  'hex.lesson.core.quiz2.why':
    'Bube, Dame oder König können verstärken: Ein Reservewürfel kommt auf eine leere Position deines Startplatzes. Zahlenkarten ziehen oder nutzen ihre Farbe, Asse nur ihre Farbe.',
  'hex.lesson.core.quiz3': 'Du zerstörst im Kampf die 4 von Blau. Was bekommst du?',
  'hex.lesson.core.quiz3.a1': 'Eine Trophäe mit 4 Augen',
  'hex.lesson.core.quiz3.a2': 'Der Würfel wechselt auf deine Seite',
  'hex.lesson.core.quiz3.a3': 'Nur das Feld',
  'hex.lesson.core.quiz3.why': 'Ein gegnerischer Würfel, den du im Kampf zerstörst, ist deine Trophäe, so viele Augen wert, wie er zeigte. Am Ende gewinnen die meisten Trophäen.',
  'hex.lesson.fights.quiz1': 'Die 3 von Blau greift deine 5 an. Was passiert?',
  'hex.lesson.fights.quiz1.a1': 'Die 3 von Blau wird zerstört und deine Trophäe',
  'hex.lesson.fights.quiz1.a2': 'Beide Würfel werden zerstört',
  'hex.lesson.fights.quiz1.a3': 'Die 3 von Blau wird zerstört, aber niemand bekommt eine Trophäe',
  'hex.lesson.fights.quiz1.why': 'Mehr Augen gewinnen, und gewinnt der Verteidiger, nimmt er den Angreifer als Trophäe.',
  'hex.lesson.fights.quiz2': 'Deine 4 zieht auf deine eigene 4. Was passiert?',
  'hex.lesson.fights.quiz2.a1': 'Beide werden zerstört, und niemand bekommt eine Trophäe',
  'hex.lesson.fights.quiz2.a2': 'Sie werden zur 8',
  'hex.lesson.fights.quiz2.a3': 'Der Zug ist nicht erlaubt',
  'hex.lesson.fights.quiz2.why':
    'Deine eigenen Würfel können gegeneinander kämpfen, und gleiche Augen zerstören beide; ein Kampf unter eigenen Würfeln bringt niemandem eine Trophäe.',
  'hex.lesson.fights.quiz3': 'Ein Würfel macht einen Zug über 0 Felder und bleibt auf seinem Feld. Was passiert?',
  'hex.lesson.fights.quiz3.a1': 'Er kämpft nicht und verfällt trotzdem',
  'hex.lesson.fights.quiz3.a2': 'Nichts: Ein Zug über 0 Felder ist gratis',
  'hex.lesson.fights.quiz3.a3': 'Er kämpft gegen sich selbst',
  'hex.lesson.fights.quiz3.why': 'Ein Zug über 0 Felder kämpft nie und kostet trotzdem ein Auge: In Hex lässt jede Aktivierung den Würfel verfallen.',
  'hex.lesson.end.quiz1': 'Wann endet die Partie?',
  'hex.lesson.end.quiz1.a1': 'Nach Runde 4, oder wenn höchstens einer noch Würfel hat',
  'hex.lesson.end.quiz1.a2': 'Wenn der Stapel das erste Mal leer ist',
  'hex.lesson.end.quiz1.a3': 'Wenn jemand fünf Trophäen hat',
  'hex.lesson.end.quiz1.why': 'Die Partie endet nach Runde 4, oder sofort, wenn höchstens einer noch Würfel auf dem Schlachtfeld hat.',
  'hex.lesson.end.quiz2': 'Am Ende haben zwei Spieler je zwei Trophäen. Wer gewinnt?',
  'hex.lesson.end.quiz2.a1': 'Wessen Trophäen mehr Augen zeigen',
  'hex.lesson.end.quiz2.a2': 'Wer mehr Würfel auf dem Schlachtfeld hat',
  'hex.lesson.end.quiz2.a3': 'Immer ein geteilter Sieg',
  'hex.lesson.end.quiz2.why': 'Die meisten Trophäen gewinnen; bei gleicher Zahl die höhere Summe der Trophäenaugen; erst dann ist es ein geteilter Sieg.',
  'hex.lesson.three.quiz1': 'Drei Spieler decken je eine 7 auf. Wessen Karte wirkt zuerst?',
  'hex.lesson.three.quiz1.a1': 'Die des Gleichrangigen, der im Uhrzeigersinn am weitesten vom Startspieler entfernt sitzt',
  'hex.lesson.three.quiz1.a2': 'Die mit der höchsten Farbe',
  'hex.lesson.three.quiz1.a3': 'Die des Startspielers',
  'hex.lesson.three.quiz1.why':
    'Die Farbe bricht nie einen Gleichstand: Zuerst wirkt, wer im Uhrzeigersinn am weitesten vom Startspieler entfernt sitzt, dann der nächste, zurück zum Startspieler.',
  'hex.lesson.three.quiz2': 'Ein Spieler verliert seinen letzten Würfel auf dem Schlachtfeld, hat aber einen in Reserve. Was passiert?',
  'hex.lesson.three.quiz2.a1': 'Er scheidet sofort aus: Die Reserve rettet ihn nicht',
  'hex.lesson.three.quiz2.a2': 'Der Reservewürfel kommt sofort ins Spiel',
  'hex.lesson.three.quiz2.a3': 'Er wartet auf Bube, Dame oder König zum Verstärken',
  'hex.lesson.three.quiz2.why':
    'Wer keine Würfel auf dem Schlachtfeld hat, scheidet sofort aus; die Reserve rettet ihn nicht. Die anderen spielen weiter, solange zwei noch Würfel haben.',
  'hex.lesson.opening.moveWhy':
    'Deine vordere 4 auf A2 zieht zwei Felder nach B4, zur Mitte, neben den Felsen auf B5. Ein Zug auf einen eigenen Würfel wäre ein Kampf und kostete dich einen Würfel.',
  'hex.lesson.fights.spadesWhy': 'Pik macht aus deiner 2 eine 5, nach dem Verfall eine 4: wieder ein starker Würfel. Ein Zug ließe ihr nur eine 1.',
};
