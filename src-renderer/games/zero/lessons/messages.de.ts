/** Pip Zero's lessons in German, the twin of messages.ts (same keys, same placeholders and numbers). */
import type { zeroLessonsEn } from './messages';

export const zeroLessonsDe: Record<keyof typeof zeroLessonsEn, string> = {
  'zero.lesson.core.welcome':
    'Willkommen bei Pip Zero! Jeder Spieler hat ein 4×4-Raster aus Würfeln, und wer als Erster jeden Würfel aus dem eigenen Raster entfernt, gewinnt. Die Raster berühren sich nie: Ihr liefert euch ein Wettrennen, ihr kämpft nie gegeneinander.',
  'zero.lesson.core.midgame': 'Diese Partie ist schon weit fortgeschritten: Du und dein Gegner habt jeweils 7 eurer 16 Würfel entfernt. Dein Raster ist das linke.',
  'zero.lesson.core.columns':
    'Karten wirken auf Spalten. In jeder Runde programmierst du je eine Karte für die Spalten 1, 2 und 3 und eine vierte Karte, die zugleich deine Initiativkarte und die Karte für Spalte 4 ist.',
  'zero.lesson.core.program':
    'Programmiere 9♦ für Spalte 1, K♠ für Spalte 2, 8♣ für Spalte 3 und A♦ für Spalte 4 und die Initiative: Wähle eine Karte, dann ihr Feld, dann Bestätigen.',
  'zero.lesson.core.initiative':
    'Die Initiativkarten werden aufgedeckt: Dein A♦ schlägt die 10♣ deines Gegners (das Ass ist hoch; bei gleichem Rang schlägt Pik Herz, dann Karo, dann Kreuz). Nur der Gewinner handelt Spalte 4 ab; die vierte Karte des Verlierers wird ungelesen abgelegt. Die Spalten werden der Reihe nach abgehandelt, 1 bis 4: jeweils erst deine Karte, dann die deines Gegners. Den Würfel, auf den eine Karte wirkt, suchst du nicht aus: Es ist der höchste Würfel der Spalte, auf den die Karte wirken kann (bei gleichen Würfeln der oberste). In Spalte 1 liegt nur eine 2.',
  'zero.lesson.core.c1': 'Eine Zahlenkarte (2 bis 10) darf ihre Farbkraft nutzen oder tauschen, und du entscheidest. Nutze die Karo-Kraft: −2.',
  'zero.lesson.core.removed':
    'Zwei minus zwei ist null: Der Würfel wird entfernt. Spalte 1 ist jetzt leer. Dein K♠ auf Spalte 2. Eine Bildkarte (J, Q, K, A) kann nur ihre Farbe nutzen. Pik wendet den höchsten Würfel auf die gegenüberliegende Seite: Aus der 6 wird eine 1 (1↔6, 2↔5, 3↔4).',
  'zero.lesson.core.c3':
    'Deine 8♣ auf Spalte 3, und hier bestimmt die Wahl den Würfel. Kreuz würde auf den höchsten Würfel wirken, die 6; ein Tausch wirkt auf den höchsten Würfel, der rechts in seiner Reihe einen Würfel hat, die 4. Tausche sie mit der 3 in Spalte 4.',
  'zero.lesson.core.swapped':
    'Die beiden Würfel tauschen die Plätze, und der handelnde Würfel verliert ein Auge: Deine 4 ist jetzt eine 3 in Spalte 4. Der andere Würfel behält seine Augen. Du hast die Initiative gewonnen, also wird dein A♦ auf Spalte 4 abgehandelt: Karo auf ihren höchsten Würfel, der noch nicht gehandelt hat, die 5, die auf 3 sinkt. Jede Spalte aktiviert pro Runde einen Würfel, und jeder Würfel handelt höchstens einmal: Die Würfel, die gehandelt haben, sind eingefärbt. Die Karte deines Gegners für Spalte 4 wurde ungelesen abgelegt.',
  'zero.lesson.core.h2': 'Runde 10 wird ausgeteilt. Deine Spalte 1 ist leer.',
  'zero.lesson.core.p2':
    'Programmiere 7♥ für Spalte 1, J♥ für Spalte 2, Q♣ für Spalte 3 und 2♥ für Spalte 4. Spalte 1 ist leer, also wirkt die 7♥ auf Spalte 2 und verbraucht sie: Der J♥ dahinter bewirkt dort nichts, ein sicherer Platz für ein Herz. Die 2♥ verliert wohl die Initiative und wirkt also auch nicht.',
  'zero.lesson.core.init2':
    'Deine 2♥ verliert die Initiative gegen den K♣ deines Gegners, wie geplant: Eine Karte, die du lieber nicht abhandeln willst, ist in Spalte 4 gut aufgehoben, wenn du ohnehin mit einer Niederlage rechnest. Deine 7♥ war für Spalte 1 gedacht, aber Spalte 1 ist leer: Die Karte rückt nach rechts in die nächste Spalte mit Würfeln, Spalte 2. Gäbe es rechts davon keine Spalte mit Würfeln, würde sie verpuffen.',
  'zero.lesson.core.c21': 'Herz würde den höchsten Würfel von Spalte 2, die 5, auf 6 heben (+2, nie über 6). Tausche ihn stattdessen mit der 6 in Spalte 3.',
  'zero.lesson.core.decay2': 'Die 5 und die 6 tauschen die Plätze, und deine 5 sinkt auf 4.',
  'zero.lesson.core.rival':
    'Die 6♦ deines Gegners hat seine 2 entfernt: Jeder hat nun acht entfernt. Dein J♥ für Spalte 2 verpufft: Die Spalte hat noch Würfel, hat in dieser Runde aber schon einen aktiviert (ein verpuffendes Herz kostet nichts). Deine Q♣ auf Spalte 3 hält ihren höchsten Würfel, wie er ist, ohne Verfall: eine sichere Art, eine Karte loszuwerden. Deine 2♥ wird ungelesen abgelegt; der K♣ deines Gegners wird auf dessen Spalte 4 abgehandelt. Beim Austeilen von Runde 11 war der Stapel aufgebraucht, und die Ablage wurde zu einem neuen Stapel gemischt: Zu zweit ist die Runde, in der der Stapel zum zweiten Mal ausgeht, die letzte.',
  'zero.lesson.core.count':
    'Leert niemand sein Raster, gewinnt, wer mehr Würfel entfernt hat; bei Gleichstand, wer weniger Augen in Spalte 4 hat. Ihr habt beide 8 entfernt: Spalte 4 könnte entscheiden.',
  'zero.lesson.core.p3': 'Programmiere A♠ für Spalte 1, 5♥ für Spalte 2, 9♣ für Spalte 3 und K♦ für Spalte 4.',
  'zero.lesson.core.h3shift': 'Das A♠ rückt aus der leeren Spalte 1 in Spalte 2, wo Pik die 6 zu einer 1 wendet. Die 5♥ trifft auf die erschöpfte Spalte 2 und verpufft.',
  'zero.lesson.core.h3c3': 'Deine 9♣ auf Spalte 3: Halte die 4 mit Kreuz.',
  'zero.lesson.core.h3col4':
    'Dein K♦ hat die Initiative gewonnen: Karo senkt den höchsten Würfel von Spalte 4 von 4 auf 2. Die letzte Runde ist vorbei, und niemand hat sein Raster geleert. Jeder hat acht Würfel entfernt, also entscheidet Spalte 4: In deiner liegen 3 + 3 + 2 = 8 Augen, in der deines Gegners 10. Du gewinnst!',
  'zero.lesson.core.done': 'Das ist Pip Zero zu zweit. Die nächsten beiden Lektionen zeigen genauer die zwei Arten, wie eine Partie endet: Zeitablauf und ein geräumtes Raster.',
  'zero.lesson.core.title': 'Das Grundspiel',
  'zero.lesson.core.blurb': 'Vier Spalten programmieren, die Initiative gewinnen, tauschen und verfallen lassen und die Stapel-Uhr schlagen.',
  'zero.lesson.solo.welcome':
    'Pip Zero solo: du gegen den Stapel. Es gelten die Regeln für zwei Spieler mit zwei Änderungen: Der Stapel kämpft mit dir um die Initiative, und wenn er gewinnt, spielt er dir einen Streich, die Gunst des Widersachers.',
  'zero.lesson.solo.grid': 'In deinem Raster liegen noch fünf Würfel. Solo gewinnst du nur, wenn du es leerst, bevor der Stapel ausgeht.',
  'zero.lesson.solo.deck':
    'Im Stapel sind noch zehn Karten: zwei Runden mit je vier Karten plus eine Karte pro Runde für den Widersacher. Das Spiel endet nach der Runde, in der die letzte Karte des Stapels ausgeteilt wird.',
  'zero.lesson.solo.program':
    'Programmiere 8♠ für Spalte 1, 7♦ für Spalte 2, Q♠ für Spalte 3 und die 3♣ für Spalte 4 und die Initiative: Eine niedrige Karte verliert wohl gegen die des Stapels, also kommt dorthin die Karte, auf die du verzichten kannst.',
  'zero.lesson.solo.reveal':
    'Sobald du programmiert hast, wird die oberste Karte des Stapels als Initiativkarte des Widersachers aufgedeckt. Seine 9♥ schlägt deine 3♣: Der Widersacher gewinnt die Initiative, also wird deine Karte für Spalte 4 nicht abgehandelt. Gunst des Widersachers: Gewinnt der Widersacher, erhält dein niedrigster Würfel in Spalte 4 sofort ein Auge dazu, noch bevor Spalte 1 abgehandelt wird (nie über 6; bei gleichen Würfeln der oberste). Deine 1 dort wird zur 2.',
  'zero.lesson.solo.c1': 'Deine 8♠ auf Spalte 1 kann die 5 mit Pik wenden oder sie mit dem Würfel in Spalte 4 tauschen. Wende sie: Aus 5 wird 2.',
  'zero.lesson.solo.c2':
    'Die 7♦ auf Spalte 2: Die 3 hat rechts keinen Würfel zum Tauschen, also bleibt nur Karo, und das wird sofort gespielt: Aus 3 wird 1. Die Q♠ wendet die 6 von Spalte 3 zu einer 1. Deine 3♣ wird ungelesen abgelegt: Der Widersacher hat die Initiative gewonnen. Die nächste Runde. In jeder Spalte liegt jetzt ein niedriger Würfel: Vier Karos könnten das Raster leeren.',
  'zero.lesson.solo.program2': 'Programmiere 9♦, 5♦ und J♦ für die Spalten 1 bis 3 und das A♦ für Spalte 4, in der Hoffnung, dass es die Initiative gewinnt.',
  'zero.lesson.solo.reveal2':
    'Der Widersacher deckt die letzte Karte des Stapels auf, die 4♣: Dein A♦ gewinnt, also gibt es keine Gunst, und deine Karte für Spalte 4 wird abgehandelt. Das war die letzte Karte: Diese Runde ist die letzte.',
  'zero.lesson.solo.h2c1': 'Deine 9♦ auf Spalte 1 könnte ihre 2 mit der 2 in Spalte 4 tauschen, aber ein Tausch kostet nur ein Auge. Nutze Karo.',
  'zero.lesson.solo.clear': 'Karo in jeder Spalte: Jeder Würfel fällt auf null und wird entfernt. Dein Raster ist leer: Du hast den Stapel geschlagen!',
  'zero.lesson.solo.lost':
    'Wäre das Raster in dieser letzten Runde nicht leer geworden, wäre das Spiel verloren gewesen: Solo ist die Stapel-Uhr immer eine Niederlage, und die angezeigte Punktzahl ist die Zahl der entfernten Würfel.',
  'zero.lesson.solo.done':
    'Das ist Pip Zero solo. Die Variante „Leichter“ handelt alle vier Karten ab und erlaubt einen zusätzlichen Stapel; „Hardcore“ lässt Karo nur ein Auge nehmen und bestraft verpuffte Bildkarten.',
  'zero.lesson.solo.title': 'Solo gegen den Widersacher',
  'zero.lesson.solo.blurb': 'Der Stapel kämpft um die Initiative und gewährt die Gunst des Widersachers; leere das Raster, bevor er ausgeht.',
  // Pilots of issue 52: a decision step and the recap's quiz.
  'zero.lesson.solo.h2c1ask':
    'Deine 9♦ wirkt auf Spalte 1, wo eine 2 liegt: Karo nimmt ihr zwei Augen, oder ein Tausch tauscht sie mit der 2 in Spalte 4. Was ist hier besser? Wähle.',
  'zero.lesson.solo.h2c1why':
    'Karo bringt die 2 auf null und entfernt sie, und deine anderen Karos tun in ihren Spalten dasselbe: Das Raster wird in dieser Runde leer. Ein Tausch kostet nur ein Auge, also bliebe ein Würfel liegen, wenn der Stapel ausgeht.',
  'zero.lesson.solo.quiz1': 'Wie gewinnst du solo?',
  'zero.lesson.solo.quiz1a': 'Alle Würfel vom Raster räumen, bevor der Stapel ausgeht',
  'zero.lesson.solo.quiz1b': 'Weniger Augen übrig haben als der Widersacher, wenn der Stapel ausgeht',
  'zero.lesson.solo.quiz1c': 'In der letzten Runde die Initiative gewinnen',
  'zero.lesson.solo.quiz1why': 'Solo gibt es nur einen Sieg: ein leeres Raster. Geht der Stapel vorher aus, ist das Spiel verloren, egal was übrig ist.',
  'zero.lesson.solo.quiz2': 'Die Karte des Stapels schlägt deine um die Initiative. Was bewirkt die Gunst des Widersachers?',
  'zero.lesson.solo.quiz2a': 'Sie wirft deine Karte für Spalte 1 ab',
  'zero.lesson.solo.quiz2b': 'Dein niedrigster Würfel in Spalte 4 bekommt ein Auge dazu',
  'zero.lesson.solo.quiz2c': 'Sie legt einen neuen Würfel auf dein Raster',
  'zero.lesson.solo.quiz2why': 'Gewinnt der Widersacher, bekommt dein niedrigster Würfel in Spalte 4 sofort ein Auge dazu, bevor Spalte 1 abgehandelt wird (nie über 6).',
  'zero.lesson.solo.quiz3': 'Der Widersacher gewinnt die Initiative. Was geschieht mit deiner Karte für Spalte 4?',
  'zero.lesson.solo.quiz3a': 'Sie wird zuerst abgehandelt',
  'zero.lesson.solo.quiz3b': 'Sie wird wie üblich zuletzt abgehandelt',
  'zero.lesson.solo.quiz3c': 'Sie wird ungelesen abgeworfen',
  'zero.lesson.solo.quiz3why': 'Nur wer die Initiative gewinnt, handelt seine Karte für Spalte 4 ab: Deine wird ungelesen abgeworfen.',
};
