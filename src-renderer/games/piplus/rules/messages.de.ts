/** Piplus's rules reference in German, the twin of messages.ts (same keys, same numbers). */
import type { piplusRulesEn } from './messages';

export const piplusRulesDe: Record<keyof typeof piplusRulesEn, string> = {
  'piplus.rules.overview': 'Das Spiel',
  'piplus.rules.overview.p1':
    'Piplus ist ein Kletterspiel mit Karten für 2 bis 6 Spieler. In jeder Runde überbieten die Spieler reihum die Karten im Spiel mit ihren eigenen Karten, angehoben durch ihre Würfel oder durch sie ersetzt. Wer als Erster jede Karte und jeden Würfel los ist, wird Erster.',
  'piplus.rules.overview.p2': 'Die ersten drei einer Runde (zu zweit die ersten zwei) würfeln um Punkte. Nach drei Runden gewinnt die höchste Summe.',

  'piplus.rules.setup': 'Material und Austeilen',
  'piplus.rules.setup.p1':
    'Es gibt 40 Karten mit den Zahlen 1 bis 10, von jeder vier. Jeder Spieler hat einen d4, einen d6 und einen d8 in seiner Farbe. Der Schachteldeckel in der Mitte nimmt die verbrauchten Würfel auf.',
  'piplus.rules.setup.p2':
    'In jeder Runde werden die Karten gemischt und einzeln im Uhrzeigersinn ausgeteilt: je 12 Karten bei 2 Spielern, 11 bei 3, 10 bei 4, 8 bei 5 und 6 bei 6. Die übrigen Karten sind ungesehen aus der Runde.',
  'piplus.rules.setup.ruling': 'Die App teilt ab dem ersten Platz aus. Zwei Karten derselben Zahl sind nicht zu unterscheiden.',

  'piplus.rules.start': 'Der Eröffnungswurf',
  'piplus.rules.start.p1':
    'Jeder würfelt seine drei Würfel. Die Würfel werden danach nicht neu gewürfelt: Sie werden gespielt, wie sie gefallen sind, für alle sichtbar. Der Spieler mit der niedrigsten Summe beginnt die Runde.',
  'piplus.rules.start.ruling':
    'Bei gleicher niedrigster Summe entscheidet der niedrigste d8, dann der niedrigste d6, dann der niedrigste d4; sind Spieler dann noch gleichauf, wird einer von ihnen zufällig gelost (statt Schere-Stein-Papier). Jede Runde wird alles neu gewürfelt; nur die Punkte bleiben.',

  'piplus.rules.plays': 'Was ein Spielzug ist',
  'piplus.rules.plays.p1': 'Wenn du am Zug bist, spielst du eines von zwei Dingen:',
  'piplus.rules.plays.cards':
    'Eine oder mehrere Karten aus deiner Hand, alle gleich viel wert. Eine Karte ist ihre Zahl wert oder ihre Zahl plus den Würfel, den du auf sie legst: höchstens ein Würfel pro Karte, jeder Würfel auf einer Karte. Die Karten dürfen sich unterscheiden, solange ihre Würfel sie gleich machen: eine 5 mit einer 3 darauf und eine 8 sind zwei 8er.',
  'piplus.rules.plays.die': 'Oder einen unbenutzten Würfel allein, gespielt als einzelne Karte mit dem Wert, den er zeigt.',
  'piplus.rules.plays.p2': 'Würfel werden nie zusammengezählt: Ein Würfel hebt eine Karte an oder steht für eine Karte.',
  'piplus.rules.plays.ruling': 'Eine Karte mit einem Würfel darauf ist bis zu 10 + 8 = 18 wert: Es gibt keine Obergrenze.',

  'piplus.rules.beating': 'Die Karten im Spiel überbieten',
  'piplus.rules.beating.p1': 'Ein Spielzug überbietet die Karten im Spiel, wenn er',
  'piplus.rules.beating.value': 'gleich viele Karten hat, die mehr wert sind, oder',
  'piplus.rules.beating.count': 'mehr Karten hat, egal was sie wert sind.',
  'piplus.rules.beating.p2': 'Ein einzelner Würfel zählt als eine Karte, kann also nur eine einzelne Karte überbieten, die weniger wert ist, als der Würfel zeigt.',

  'piplus.rules.after': 'Nach einem Spielzug',
  'piplus.rules.after.p1':
    'Die Würfel eines Spielzugs kommen auf den Deckel: Sie sind verbraucht und können erst wieder gespielt werden, wenn sie neu gewürfelt wurden. Seine Karten bleiben als die zu überbietenden Karten im Spiel, jetzt jede nur so viel wert wie die niedrigste Zahl unter ihnen: Die Würfel zählen nicht mehr.',
  'piplus.rules.after.p2':
    'Ein einzelner Würfel kommt auf den Deckel und lässt nichts im Spiel: Die überbotenen Karten werden mit ihm abgelegt, und der nächste Spieler spielt aus.',

  'piplus.rules.leading': 'Ausspielen',
  'piplus.rules.leading.p1':
    'Wer vor einem leeren Tisch sitzt, spielt aus: zu Beginn einer Runde, nachdem der Tisch geräumt wurde, und nach einem einzelnen Würfel. Wer ausspielt, muss spielen (er kann nicht passen) und darf beliebige Karten eines Werts oder einen einzelnen Würfel spielen.',

  'piplus.rules.passing': 'Passen und neu würfeln',
  'piplus.rules.passing.p1':
    'In jedem Zug, in dem du nicht ausspielst, darfst du passen statt zu spielen. Wer passt, darf beliebige seiner Würfel neu würfeln, auch verbrauchte: Ein neu gewürfelter Würfel ist wieder unbenutzt, mit seiner neuen Zahl. Wer passt, darf in einem späteren Zug trotzdem wieder spielen.',
  'piplus.rules.passing.ruling': 'Ein Spieler ohne Karten darf beim Passen nur seine unbenutzten Würfel neu würfeln; seine verbrauchten Würfel bleiben verbraucht.',

  'piplus.rules.forced': 'Der erzwungene Neuwurf',
  'piplus.rules.forced.p1':
    'Wer seinen letzten unbenutzten Würfel verbraucht, während er noch Karten hat, würfelt als Teil dieses Spielzugs alle drei Würfel auf einmal neu. Sie sind dann alle wieder unbenutzt.',

  'piplus.rules.clearing': 'Den Tisch räumen',
  'piplus.rules.clearing.p1':
    'Haben alle anderen Spieler, die noch in der Runde sind, seit dem letzten Spielzug gepasst, werden die Karten im Spiel abgelegt, und wer diesen Spielzug gemacht hat, spielt aus. Ist dieser Spieler schon fertig, spielt der nächste Spieler im Uhrzeigersinn aus, der noch in der Runde ist.',

  'piplus.rules.finishing': 'Fertig werden und das Ende einer Runde',
  'piplus.rules.finishing.p1':
    'Ein Spieler mit leerer Hand muss noch seine unbenutzten Würfel spielen, allein, einen pro Zug; er kann also nur auf eine einzelne Karte antworten. Er ist fertig, wenn er keine Karten und keine unbenutzten Würfel mehr hat. Die Reihenfolge, in der die Spieler fertig werden, ist die Platzierung: Wer zuerst fertig ist, wird 1.',
  'piplus.rules.finishing.p2':
    'Die Runde endet, sobald 1., 2. und 3. Platz feststehen (zu zweit 1. und 2.), auch mitten in einem Stich. Ist nur noch ein Spieler übrig, erhält er den letzten Platz.',
  'piplus.rules.finishing.ruling':
    'Mit 4 Spielern wird der Übriggebliebene 4., wenn drei fertig sind; mit 5 oder 6 werden die verbliebenen Spieler nicht platziert. Unterhalb des 3. Platzes punktet niemand.',

  'piplus.rules.scoring': 'Wertung und Sieg',
  'piplus.rules.scoring.p1': 'Am Ende einer Runde würfeln die platzierten Spieler um Punkte:',
  'piplus.rules.scoring.first': 'Der 1. würfelt mit d4, d6 und d8;',
  'piplus.rules.scoring.second': 'der 2. mit d4 und d6 (zu zweit: nur mit dem d4);',
  'piplus.rules.scoring.third': 'der 3. mit dem d4.',
  'piplus.rules.scoring.p2':
    'Jeder erhält den höchsten einzelnen Würfel, den er gewürfelt hat, nicht die Summe. Nach der dritten Runde gewinnt die höchste Summe; ein Gleichstand an der Spitze ist ein geteilter Sieg.',

  'piplus.rules.valve': 'Die Notbremse',
  'piplus.rules.valve.ruling':
    'Einzelne Würfel können endlos hin und her ausgespielt werden. Nach 400 Zügen in einer Runde endet die Runde: Die Spieler, die noch dabei sind, werden nach weniger Handkarten, dann weniger unbenutzten Würfeln, dann im Uhrzeigersinn ab dem Startspieler der Runde platziert.',

  'piplus.rules.table': 'Spielen in der App',
  'piplus.rules.table.p1':
    'Klicke auf Karten in deiner Hand (oder in der Leiste), um sie zu wählen. Klicke auf einen deiner Würfel, um ihn auf eine gewählte Karte zu legen, oder ziehe ihn auf eine Karte; klicke auf einen Würfel ohne gewählte Karte, um ihn allein zu spielen. Dann klicke auf die Tischmitte oder auf Spielen. Die Zeile über dem Tisch sagt, was der Spielzug bewirkt oder warum er nicht geht.',
  'piplus.rules.table.p2':
    'Zum Passen markierst du die Würfel, die du neu würfeln willst (auch keiner ist in Ordnung), und drückst Passen. Deine Karten und Würfel, die noch zu einem erlaubten Spielzug gehören können, leuchten.',
};
