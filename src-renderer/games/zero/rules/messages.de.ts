/** Pip Zero's rules reference in German, the twin of messages.ts (same keys, same numbers). */
import type { zeroRulesEn } from './messages';

export const zeroRulesDe: Record<keyof typeof zeroRulesEn, string> = {
  'zero.rules.overview': 'Was Pip Zero ist',
  'zero.rules.overview.p1':
    'Pip Zero ist ein Wettrennen für ein oder zwei Spieler. Jeder Spieler hat ein 4×4-Raster aus sechzehn Würfeln, und wer als Erster jeden Würfel aus dem eigenen Raster entfernt, gewinnt. Die Raster berühren einander nie: Ihr lauft um die Wette, ihr kämpft nie.',
  'zero.rules.overview.p2':
    'In jeder Runde programmierst du vier Karten auf deine vier Spalten. Jede Karte wirkt auf einen Würfel ihrer Spalte, der für dich bestimmt wird, und verändert oder tauscht ihn; ein Würfel, der auf null Augen fällt, wird entfernt.',

  'zero.rules.setup': 'Spielaufbau',
  'zero.rules.setup.p':
    'Jeder Spieler legt sechzehn Würfel im selben Muster aus, die Spalten von oben nach unten gelesen: Spalte 1: 3, 6, 4, 5; Spalte 2: 4, 5, 3, 6; Spalte 3: 5, 4, 6, 3; Spalte 4: 6, 3, 5, 4. Mischt ein gewöhnliches Blatt mit 52 Karten und bestimmt einen Startspieler.',
  'zero.rules.setup.diagram': 'Das Anfangsraster. Spalte 4 ist zugleich die Initiativspalte.',
  'zero.rules.setup.ruling':
    'Der Startspieler erhält in jeder Runde als Erster Karten; das wechselt nicht (die Raster beeinflussen sich nie, also hängt nur die Reihenfolge beim Austeilen davon ab).',

  'zero.rules.program': 'Austeilen und programmieren',
  'zero.rules.program.p1': 'In jeder Runde erhält jeder Spieler vier Karten, einzeln ausgeteilt, beginnend beim Startspieler.',
  'zero.rules.program.p2':
    'Lege sie verdeckt an: eine Karte an Spalte 1, eine an Spalte 2, eine an Spalte 3. Die vierte Karte ist zugleich deine Initiativkarte und deine Karte für Spalte 4.',
  'zero.rules.program.p3':
    'Zahlenkarten (2 bis 10) dürfen tauschen oder ihre Farbkraft nutzen; Bildkarten (J, Q, K, A) dürfen nur ihre Farbkraft nutzen. Rechnest du damit, die Initiative zu verlieren, ist Spalte 4 ein sicherer Platz für eine Karte, die du nicht abhandeln willst.',

  'zero.rules.initiative': 'Initiative und Spalte 4',
  'zero.rules.initiative.p1':
    'Wenn alle programmiert haben, werden die Initiativkarten (eure Karten für Spalte 4) aufgedeckt. Die höchste gewinnt: vom Ass abwärts bis zur 2; bei gleichem Rang schlägt Pik Herz, dann Karo, dann Kreuz.',
  'zero.rules.initiative.p2':
    'Nur der Gewinner handelt Spalte 4 ab. Alle anderen legen ihre Karte für Spalte 4 ungelesen ab. Die Initiative zu gewinnen bedeutet eine vierte Aktion in dieser Runde, gut oder schlecht, je nach Karte.',

  'zero.rules.resolve': 'Die Spalten abhandeln',
  'zero.rules.resolve.p':
    'Die Karten werden Spalte für Spalte abgehandelt: die Karte jedes Spielers für Spalte 1, dann Spalte 2, dann Spalte 3, dann Spalte 4 für den Gewinner der Initiative. Jede wirkt nur auf das Raster ihres Besitzers.',
  'zero.rules.resolve.ruling':
    'Innerhalb einer Spalte handeln die Spieler im Uhrzeigersinn ab dem Startspieler. Das entscheidet nur, wer zuerst gefragt wird, wenn beide eine Wahl haben.',

  'zero.rules.targeting': 'Spaltenverschiebung',
  'zero.rules.targeting.p1':
    'Eine Karte zielt auf ihre eigene Spalte. Liegt in dieser Spalte gar kein Würfel, rückt die Karte nach rechts in die nächste Spalte mit Würfeln. Hat keine Spalte rechts davon Würfel, verpufft sie. Es geht nicht von vorn bei Spalte 1 weiter.',
  'zero.rules.targeting.p2': 'Nur eine leere Spalte führt zu einer Verschiebung: Eine Spalte, in der noch Würfel liegen, auch wenn sie alle schon gehandelt haben, nie.',
  'zero.rules.targeting.diagram': 'Spalte 1 ist leer, also rückt eine Karte für Spalte 1 in Spalte 2 und wirkt auf deren höchsten Würfel, die 6.',

  'zero.rules.limit': 'Die Aktivierungsgrenze',
  'zero.rules.limit.p1':
    'Jede Spalte aktiviert pro Runde höchstens einen Würfel. Hat ein Würfel einer Spalte gehandelt, ist die Spalte erschöpft: Eine spätere Karte, die auf sie zielt (direkt oder durch Verschiebung), verpufft.',
  'zero.rules.limit.p2':
    'Jeder Würfel handelt höchstens einmal pro Runde, wohin er auch wandert: Ein Würfel, der in eine andere Spalte getauscht wurde, bleibt erschöpft, und ein Würfel, der in eine erschöpfte Spalte getauscht wurde, kann über sie nicht handeln.',

  'zero.rules.selection': 'Welcher Würfel handelt',
  'zero.rules.selection.p1':
    'Du wählst den Würfel nicht aus. Eine Karte wirkt auf den höchsten Würfel ihrer Spalte, der in dieser Runde noch nicht gehandelt hat und auf den die Aktion möglich ist; bei gleichen Würfeln auf den obersten.',
  'zero.rules.selection.p2':
    'Mit einer Zahlenkarte wählst du zwischen ihrer Farbkraft und einem Tausch, und bei einem Tausch, mit welchem Würfel. Jede Wahl kann auf einen anderen Würfel wirken: Der Tausch braucht einen Würfel, der rechts in seiner Reihe einen weiteren Würfel hat.',
  'zero.rules.selection.p3':
    'Du darfst nur eine Aktion wählen, für die es einen Würfel gibt. Ist nur eine Nutzung möglich, wird sie sofort gespielt (auch ein Herz); ist keine möglich, verpufft die Karte.',

  'zero.rules.swap': 'Tauschen',
  'zero.rules.swap.p1':
    'Ein Tausch wechselt den handelnden Würfel mit einem beliebigen Würfel rechts von ihm in derselben Reihe (beliebig weit, leere Felder werden übersprungen; dieser Würfel darf schon gehandelt haben). Die beiden Würfel tauschen die Plätze und behalten ihre Augen.',
  'zero.rules.swap.p2': 'Dann verliert der handelnde Würfel ein Auge; ein Würfel, der 0 erreicht, wird entfernt. Der andere Würfel bleibt unverändert.',
  'zero.rules.swap.diagram': 'Die 4 in Spalte 3 tauscht mit der 3 in Spalte 4 und sinkt dann auf 3 (hervorgehoben: der Würfel, der gehandelt hat).',

  'zero.rules.powers': 'Farbkräfte',
  'zero.rules.powers.h': 'Herz: +2 Augen, nie über 6. Es braucht einen Würfel unter 6 (eine 5 erhält +1).',
  'zero.rules.powers.d': 'Karo: −2 Augen. Ein Würfel, der 0 erreicht, wird entfernt (eine 1 oder eine 2 fällt weg).',
  'zero.rules.powers.s': 'Pik: Der Würfel wird auf die gegenüberliegende Seite gewendet (1↔6, 2↔5, 3↔4): So wird aus einem hohen Würfel ein niedriger.',
  'zero.rules.powers.c': 'Kreuz: halten. Nichts ändert sich, nichts verfällt; die Spalte ist trotzdem erschöpft.',
  'zero.rules.powers.p': 'Karo, Pik und Kreuz können immer handeln; Herz nur auf einen Würfel unter 6. Eine Farbkraft lässt den Würfel nie verfallen.',

  'zero.rules.fizzle': 'Verpuffen',
  'zero.rules.fizzle.p':
    'Eine Karte verpufft wirkungslos, wenn keine Spalte rechts von ihr (oder ihre eigene) Würfel hat, wenn ihre Spalte erschöpft ist oder wenn dort kein Würfel irgendeine ihrer Nutzungen annehmen kann. Im Grundspiel kostet ein Verpuffen nichts.',

  'zero.rules.end': 'Wie das Spiel endet',
  'zero.rules.end.clear':
    'Das Raster leeren: Ein Spieler, der alle sechzehn Würfel entfernt hat, gewinnt sofort. Die Raster werden nach jedem Spaltenschritt geprüft; leeren zwei Spieler im selben Schritt, teilen sie sich den Sieg.',
  'zero.rules.end.timer2':
    'Die Stapel-Uhr, zwei Spieler: Kann der Nachziehstapel keine volle Runde mehr austeilen, wird der Rest ausgeteilt, die Ablage zu einem neuen Stapel gemischt und das Austeilen beendet; das ist eine Erschöpfung. Das Spiel endet nach der Runde, in der die zweite Erschöpfung geschah (Runde 13 bei einem frischen Stapel).',
  'zero.rules.end.score':
    'Endet das Spiel durch die Uhr, gewinnt, wer mehr Würfel entfernt hat; bei Gleichstand, wer weniger Augen in Spalte 4 übrig hat; herrscht dann noch Gleichstand, wird der Sieg geteilt.',
  'zero.rules.end.ruling': 'Jede Karte im Ablagestapel wurde offen gespielt, also darf jeder ihn durchsehen.',

  'zero.rules.solo': 'Solo und die Gunst des Widersachers',
  'zero.rules.solo.p1':
    'Solo spielt sich wie zu zweit, mit dem Stapel als Gegner. Nachdem du programmiert hast, wird die oberste Karte des Stapels als Initiativkarte des Widersachers aufgedeckt (ist der Stapel leer, wird vorher die Ablage neu gemischt). Schlägt sie deine Karte für Spalte 4, gewinnt der Widersacher die Initiative: Deine Karte für Spalte 4 wird ungelesen abgelegt.',
  'zero.rules.solo.p2':
    'Gunst des Widersachers: Gewinnt der Widersacher die Initiative, erhält dein niedrigster Würfel in Spalte 4 sofort ein Auge dazu, noch bevor Spalte 1 abgehandelt wird (nie über 6; bei gleichen Würfeln der oberste; eine leere Spalte 4 erhält nichts).',
  'zero.rules.solo.p3':
    'Die Solo-Uhr: Das Spiel endet nach der Runde, in der die letzte Karte des ersten Stapels ausgeteilt wird, die Karte des Widersachers eingeschlossen (Runde 11). Solo gewinnst du nur, indem du das Raster leerst; die angezeigte Punktzahl ist die Zahl der entfernten Würfel.',

  'zero.rules.variants': 'Varianten',
  'zero.rules.variants.easier':
    'Leichter: Jeder Spieler handelt alle vier Karten ab, ob mit Initiative oder ohne (solo werden Aufdecken und Gunst trotzdem ausgeführt), und die Uhr erlaubt einen Stapel mehr.',
  'zero.rules.variants.hardcore':
    'Hardcore: Karo nimmt ein Auge statt zwei, und jede Bildkarte, deren erzwungene Kraft verpufft (außer einer ungelesenen Karte für Spalte 4), gibt sofort +1 (bis 6) auf den niedrigsten Würfel zweier verschiedener Spalten: der beiden Spalten, deren niedrigste Würfel am niedrigsten sind, von links beginnend, innerhalb einer Spalte der oberste.',

  'zero.rules.before': 'Vorher',
  'zero.rules.after': 'Nachher',
  'zero.rules.col1': '1',
  'zero.rules.col2': '2',
  'zero.rules.col3': '3',
  'zero.rules.col4': '4 / Init.',
};
