/** PipFall Hex's rules reference in German, the twin of messages.ts (same keys, same numbers). */
import type { hexRulesEn } from './messages';

export const hexRulesDe: Record<keyof typeof hexRulesEn, string> = {
  'hex.rules.overview': 'Das Spiel in Kürze',
  'hex.rules.overview.p1':
    'PipFall Hex ist ein Trophäenkrieg für 2 bis 4 Spieler auf einem Schlachtfeld aus Sechseckfeldern. In jeder Hand programmierst du geheim Karten; dann werden die Karten Schritt für Schritt aufgedeckt und ziehen deine Würfel, verändern sie mit Farbkräften oder bringen Verstärkung ins Spiel.',
  'hex.rules.overview.p2':
    'Ein Würfel, den du im Kampf zerstörst, wird deine Trophäe. Nach vier Runden, oder sobald höchstens ein Spieler noch Würfel auf dem Schlachtfeld hat, gewinnt der Spieler mit den meisten Trophäen.',

  'hex.rules.battlefield': 'Das Schlachtfeld',
  'hex.rules.battlefield.p1':
    'Das Schlachtfeld ist ein Raster aus Sechseckfeldern in Reihen. Jede zweite Reihe ist um ein halbes Feld nach rechts versetzt, sodass jedes Feld bis zu sechs Nachbarn hat. Der Tisch benennt ein Feld nach Spaltenbuchstabe und Reihennummer: A1 ist das Feld oben links.',
  'hex.rules.battlefield.p2':
    'Hindernisse (Felsen) sind unpassierbar: Kein Würfel darf darauf stehen oder hindurchziehen, und kein Würfel darf die Karte verlassen. In jeder Ecke liegt ein Startplatz mit drei Positionen: hinten eine mit 3 markierte und vorn zwei mit 4 markierte.',
  'hex.rules.battlefield.diagram':
    'Kreuzfeuer, das Standard-Schlachtfeld: 10 × 10 Felder und zehn Felsen (grau). Zwei Spieler beginnen auf A, Nordwesten (Rot), und B, Südosten (Blau); ein dritter und vierter nehmen C, Nordosten, und D, Südwesten. Jeder Startplatz zeigt hinten seine 3 und vorn seine 4en.',
  'hex.rules.battlefield.p3':
    'Kreuzfeuer sieht nach einer halben Drehung gleich aus, also haben A und B dasselbe Gelände vor sich: Für zwei Spieler ist es fair. Sechsfach, ein Sechseck aus 91 Feldern mit sechs Startplätzen in den Ecken, gibt jedem Platz dasselbe Gelände, mit 2, 3 oder 4 Spielern; das Formular für ein neues Spiel bietet beide an.',

  'hex.rules.setup': 'Spielaufbau',
  'hex.rules.setup.p1':
    'Jeder Spieler hat fünf Würfel seiner Farbe. Das Blatt mit 52 Karten wird gemischt und ein Startspieler bestimmt. Beginnend beim Startspieler und im Uhrzeigersinn nimmt jeder Spieler einen freien Startplatz und setzt eine 3 nach hinten und je eine 4 nach vorn. Die beiden anderen Würfel warten in der Reserve.',
  'hex.rules.setup.ruling':
    'Der Tisch bietet zuerst die übliche Wahl an (mit 2 Spielern A und B; mit 3 A, C und B; mit 4 A, C, B und D, in der Reihenfolge der Wahl), aber jeder freie Startplatz darf genommen werden.',

  'hex.rules.program': 'Austeilen und programmieren',
  'hex.rules.program.p1':
    'In jeder Hand erhält jeder Spieler, der noch im Spiel ist, eine Karte pro Würfel auf dem Schlachtfeld, plus eine, einzeln ausgeteilt im Uhrzeigersinn ab dem Startspieler.',
  'hex.rules.program.p2':
    'Alle programmieren gleichzeitig und geheim: Alle Karten bis auf eine kommen in eine Reihe, von links nach rechts, in der Reihenfolge, in der sie handeln. Die übrige Karte wird weggelassen: Sie kommt verdeckt auf die Ablage und bewirkt nichts.',
  'hex.rules.program.ruling': 'Du wählst, welche Karte du weglässt. Handkarten und weggelassene Karten bleiben geheim; aufgedeckte Karten, Trophäen und Reserven sind öffentlich.',

  'hex.rules.resolve': 'Eine Hand abhandeln',
  'hex.rules.resolve.p1':
    'Alle Spieler decken gemeinsam ihre am weitesten links liegende, noch nicht abgehandelte Karte auf. Die aufgedeckten Karten werden vom höchsten zum niedrigsten Rang abgehandelt: A, K, Q, J, 10 bis hinunter zur 2. Dann werden die nächsten Karten aufgedeckt und so weiter; ein Spieler mit mehr Karten macht allein weiter, wenn den anderen die Karten ausgehen.',
  'hex.rules.resolve.p2':
    'Gleicher Rang: Im Uhrzeigersinn ab dem Startspieler handelt der zuletzt erreichte der gleichrangigen Spieler zuerst, und der Startspieler handelt unter ihnen als Letzter. Zu zweit gewinnt der Spieler ohne Startspielermarker jeden Gleichstand. Die Farbe entscheidet nie über einen Gleichstand.',
  'hex.rules.resolve.ruling':
    'Die Reihenfolge eines Schritts steht fest, sobald seine Karten aufgedeckt sind; was seine Karte tut, entscheidet jeder Spieler erst beim Abhandeln, in Kenntnis von allem, was vorher geschah.',

  'hex.rules.cards': 'Eine Karte nutzen',
  'hex.rules.cards.list.1': 'Zahlenkarten (2 bis 10): einen deiner Würfel 0 bis 3 Felder ziehen oder die Farbkraft der Karte auf ihn anwenden.',
  'hex.rules.cards.list.2': 'Asse: nur die Farbkraft.',
  'hex.rules.cards.list.3': 'Buben, Damen und Könige: die Farbkraft oder Verstärken.',
  'hex.rules.cards.p1':
    'Eine Karte wirkt auf einen deiner berechtigten Würfel: einen eigenen, auf dem Schlachtfeld, der in dieser Hand noch nicht aktiviert wurde. Eine Karte mit einer erlaubten Nutzung muss genutzt werden; eine ohne wird wirkungslos abgelegt (ein Bube, eine Dame oder ein König darf noch verstärken, wenn kein Würfel berechtigt ist).',

  'hex.rules.movement': 'Ziehen',
  'hex.rules.movement.p1':
    'Ein Würfel zieht bis zu drei Felder, jeweils auf ein Nachbarfeld, und darf bei jedem Schritt die Richtung wechseln. Er darf durch Felder mit Würfeln ziehen (unterwegs kein Kampf), aber nie durch ein Hindernis oder von der Karte. Ein Zug um 0 Felder ist erlaubt: Der Würfel bleibt stehen und verliert trotzdem ein Auge.',
  'hex.rules.movement.p2': 'Nur das Feld, auf dem der Zug endet, kann einen Kampf auslösen: Steht dort ein Würfel, egal welches Spielers, kämpfen die beiden Würfel.',
  'hex.rules.movement.diagram':
    'Um einen Felsen herum: Die 6 von Rot kann nicht geradewegs durch das Hindernis zur 4 von Blau zwei Felder weiter, also geht sie drei Felder außen herum und kämpft dort. 6 schlägt 4: Der Würfel von Blau wird Trophäe von Rot, und der Würfel von Rot sinkt auf 5.',
  'hex.rules.movement.before': 'Der Zug',
  'hex.rules.movement.after': 'Nach dem Kampf',

  'hex.rules.decay': 'Verfall',
  'hex.rules.decay.p1':
    'Jede Aktivierung, jeder Zug (auch um 0 Felder) und jede Farbkraft (auch Kreuz), endet damit, dass der Würfel 1 Auge verliert, wenn er noch auf dem Schlachtfeld steht. Ein Würfel, der auf 0 fällt, wird entfernt; er ist niemandes Trophäe.',

  'hex.rules.powers': 'Farbkräfte',
  'hex.rules.powers.p1': 'Eine Farbkraft ändert immer nur einen deiner eigenen berechtigten Würfel:',
  'hex.rules.powers.list.H': 'Herz: +2 Augen, nie über 6 (eine 5 wird zur 6, eine 6 bleibt 6).',
  'hex.rules.powers.list.D': 'Karo: −2 Augen. Ein Würfel, der auf 0 oder darunter fällt, wird sofort entfernt: kein Verfall, keine Trophäe.',
  'hex.rules.powers.list.S': 'Pik: den Würfel auf die gegenüberliegende Seite wenden, 7 minus seine Augen (1 und 6, 2 und 5, 3 und 4).',
  'hex.rules.powers.list.C': 'Kreuz: halten. Die Augen ändern sich nicht (der Verfall kommt trotzdem).',
  'hex.rules.powers.ruling':
    'Karo auf einer 1 oder 2 entfernt den Würfel also; Pik auf einer 6 ergibt eine 1, die der Verfall dann entfernt; Herz auf einer 6 behält die 6, die auf 5 sinkt.',

  'hex.rules.combat': 'Kampf und Trophäen',
  'hex.rules.combat.p1':
    'Die beiden Würfel vergleichen ihre Augen, die des Angreifers vor seinem Verfall. Der höhere überlebt; gleiche Augen zerstören beide. Der Verteidiger verliert nie ein Auge; ein Angreifer, der überlebt, verliert danach wie üblich ein Auge.',
  'hex.rules.combat.p2':
    'Ein gegnerischer Würfel, den du zerstörst, wird deine Trophäe. Er behält die Augen, die er im Kampf zeigte: Am Ende entscheiden diese Augen bei Gleichstand. Werden beide Würfel zerstört, nimmt jeder Spieler den Würfel des anderen.',
  'hex.rules.combat.p3': 'Deine eigenen Würfel können gegeneinander kämpfen: Der Kampf wird wie üblich abgehandelt, aber niemand erhält eine Trophäe.',

  'hex.rules.reinforce': 'Verstärken',
  'hex.rules.reinforce.p1':
    'Ein Bube, eine Dame oder ein König darf einen Reservewürfel auf eine leere Position deines eigenen Startplatzes bringen: Er kommt mit dem dort aufgedruckten Wert ins Spiel, 3 hinten, 4 vorn. Ein Würfel irgendeines Spielers auf einer Position blockiert sie.',
  'hex.rules.reinforce.p2':
    'Du brauchst einen Würfel in Reserve und mindestens einen deiner Würfel noch auf dem Schlachtfeld. Verstärken ist keine Aktivierung: Nichts verliert ein Auge, und der neue Würfel darf später in derselben Hand handeln (er bringt keine zusätzliche Karte).',

  'hex.rules.elimination': 'Ausscheiden',
  'hex.rules.elimination.p1':
    'Nach jeder abgehandelten Karte (samt Kampf und Verfall) ist ein Spieler ohne Würfel auf dem Schlachtfeld sofort raus, auch mit Würfeln in Reserve: Diese können nie mehr ins Spiel kommen. Mehrere Spieler können gleichzeitig ausscheiden.',
  'hex.rules.elimination.p2':
    'Ihre aufgedeckte, noch nicht abgehandelte Karte wird abgelegt, und ihre verdeckten Karten werden ungesehen abgelegt. Ihre Trophäen zählen am Ende trotzdem.',

  'hex.rules.rounds': 'Runden',
  'hex.rules.rounds.p1':
    'Vor jeder Hand muss der Nachziehstapel genug Karten enthalten, um jeden verbliebenen Spieler zu versorgen: seine Würfel auf dem Schlachtfeld plus eine, zusammengezählt. Ist das nicht der Fall, wird nichts ausgeteilt, und die Runde endet.',
  'hex.rules.rounds.p2':
    'Am Ende einer Runde werden alle 52 Karten eingesammelt und gemischt, und der Startspielermarker geht im Uhrzeigersinn an den nächsten Spieler, der noch im Spiel ist. Die Würfel bleiben mit ihren Augen stehen, Reserven werden nicht aufgefüllt, und Trophäen bleiben erhalten.',

  'hex.rules.end': 'Spielende',
  'hex.rules.end.p1': 'Das Spiel endet nach der vierten Runde oder sofort, wenn höchstens ein Spieler noch Würfel auf dem Schlachtfeld hat.',
  'hex.rules.end.p2':
    'Der Spieler mit den meisten Trophäen gewinnt. Bei Gleichstand vergleichen die Spieler die Augensumme ihrer Trophäen; herrscht auch dann Gleichstand, teilen sie sich den Sieg. Jeder Spieler wird gewertet, ob ausgeschieden oder nicht: Wer als Letzter steht, gewinnt nicht allein dadurch.',
};
