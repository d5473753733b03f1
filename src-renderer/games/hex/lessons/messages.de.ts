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
    'Du bist dran: die 9♠. Die 4 von Blau auf F5 ist nur zwei Felder von deiner 6 entfernt, aber der Felsen auf E5 steht im Weg. Ein Zug darf bei jedem Schritt abbiegen, also geh in drei Schritten um den Felsen herum: Klicke auf deine 6, dann auf den Würfel von Blau.',
  'hex.lesson.core.combat':
    'Deine 6 ist über D4 und E4 auf F5 gezogen, wo der Würfel von Blau steht: Kampf. Nur das Feld, auf dem ein Zug endet, kämpft; unterwegs darf ein Würfel durch andere hindurchziehen. Die höheren Augen gewinnen, 6 gegen 4; gleiche Augen würden beide Würfel zerstören.',
  'hex.lesson.core.trophy':
    'Der Würfel von Blau ist jetzt deine Trophäe. Er behält die 4, die er im Kampf zeigte: Haben Spieler am Ende gleich viele Trophäen, gewinnt die höhere Summe der Trophäenaugen. Nach dem Kampf verliert dein Würfel trotzdem ein Auge und zeigt 5. Ein Verteidiger verliert nie ein Auge.',
  'hex.lesson.core.order':
    'Karte 2 wird aufgedeckt: Deine Q♣ steht über der 7♣ von Blau, also beginnst diesmal du. Asse können nur ihre Farbkraft nutzen; Buben, Damen und Könige dürfen ihre Farbkraft nutzen oder verstärken.',
  'hex.lesson.core.reinforce':
    'Verstärken: Ein Reservewürfel kommt auf eine leere Position deines eigenen Startplatzes und zeigt den dort aufgedruckten Wert: 3 hinten (A1), 4 vorn (B1, A2). Bring eine 4 auf B1. Dafür brauchst du noch einen Würfel auf dem Schlachtfeld.',
  'hex.lesson.core.entered':
    'Eine frische 4 steht auf B1, und ein Würfel bleibt in deiner Reserve. Verstärken ist keine Aktivierung: Nichts verliert ein Auge, und der neue Würfel darf später in dieser Hand noch handeln.',
  'hex.lesson.core.clubs':
    'Blau hat seine 7♣ für die Kreuz-Kraft auf seine 4 genutzt. Kreuz hält einen Würfel, wie er ist, zählt aber trotzdem als Aktivierung, also sinkt der Würfel auf 3.',
  'hex.lesson.core.hearts':
    'Karte 3: Blau hat nur zwei Karten programmiert, also wird deine 5♥ allein abgehandelt. Nutze ihre Herz-Kraft, +2, auf dem Würfel, der gerade ins Spiel gekommen ist.',
  'hex.lesson.core.powers':
    'Deine 4 wurde zur 6 und sank dann auf 5. Die vier Kräfte, nur auf den eigenen Würfel: Herz +2 (nie über 6), Karo −2 (ein Würfel, der auf 0 oder darunter fällt, ist sofort weg, ohne Trophäe für irgendwen), Pik wendet den Würfel auf 7 minus seine Augen, Kreuz hält.',
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
    'Deine 8♠ steht über der Karte von Blau und wird zuerst abgehandelt. Greif den letzten Würfel von Blau an: Ziehe deine 5 zwei Felder auf die 4 von Blau auf G7.',
  'hex.lesson.end.won': '5 schlägt 4: Der Würfel von Blau wird deine zweite Trophäe, 4 wert.',
  'hex.lesson.end.out':
    'Blau hat keinen Würfel mehr auf dem Schlachtfeld, also ist Blau sofort raus. Der Reservewürfel rettet ihn nicht: Er kann jetzt nie mehr ins Spiel kommen, und die aufgedeckte Karte von Blau wird nie abgehandelt. Mit höchstens einem verbliebenen Spieler endet das Spiel sofort.',
  'hex.lesson.end.score':
    'Wer als Letzter steht, gewinnt nicht allein dadurch: Die Trophäen entscheiden. Du hast 2 und Blau hat 2, also entscheiden die Trophäenaugen: Deine 3 + 4 = 7 schlägt die 4 + 2 = 6 von Blau. Du gewinnst! Wären auch die Augen gleich, wäre es ein geteilter Sieg.',
  'hex.lesson.end.done': 'Jetzt kennst du PipFall Hex. Die Spielregeln (das „?“ am Tisch) enthalten jedes Detail, mit einem Bild des Schlachtfelds Kreuzfeuer.',
};
