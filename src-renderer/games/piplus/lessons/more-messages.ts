/** The coach's lines of Piplus's opening and three-player lessons (opening.json, three.json), in English and German. */
export const piplusMoreLessonsEn = {
  'piplus.lesson.opening.title': 'The deal and the opening roll',
  'piplus.lesson.opening.blurb': 'How a round starts: the deal, the roll for the starting player, the first lead and the first answer.',
  'piplus.lesson.opening.welcome':
    'Welcome to Piplus! There are 40 cards, numbered 1 to 10, four of each, and everyone has a d4, a d6 and a d8. Each round the cards are shuffled and dealt one at a time; how many each player gets depends on how many play, and the rest sit out the round, unseen. You are Red, at the near edge; your rival is Blue.',
  'piplus.lesson.opening.dealt': 'The deal is done. How many cards were you dealt? Count your hand, or read the label by your dice.',
  'piplus.lesson.opening.dealtA': '10',
  'piplus.lesson.opening.dealtB': '12',
  'piplus.lesson.opening.dealtC': '20, half of the deck',
  'piplus.lesson.opening.dealtWhy':
    '12: with two players everyone is dealt 12, and Blue’s label says 12 cards too. With three players it is 11 each, with four 10, with five 8, with six 6.',
  'piplus.lesson.opening.out': 'The deck has 40 cards. How many sit out this round? Work it out from the two hands (the first line of the game log says it too).',
  'piplus.lesson.opening.outA': 'None: all 40 are dealt',
  'piplus.lesson.opening.outB': '16',
  'piplus.lesson.opening.outC': '28',
  'piplus.lesson.opening.outWhy':
    '40 − 12 − 12 = 16 cards sit out, unseen, until the next round’s deal; the discards are still empty. With three players 7 sit out, with four none.',
  'piplus.lesson.opening.roll':
    'Then everyone rolls its three dice, and the lowest total starts. On a tie the lowest d8 decides, then the d6, then the d4. Your d4, d6 and d8 show 2, 3 and 4; Blue’s show 3, 1 and 5 (the game log lists them too). Who starts?',
  'piplus.lesson.opening.rollA': 'You (Red)',
  'piplus.lesson.opening.rollB': 'Blue: it rolled the lowest die, a 1',
  'piplus.lesson.opening.rollC': 'Nobody yet: a tie is rolled again',
  'piplus.lesson.opening.rollWhy':
    'You: your 2 + 3 + 4 and Blue’s 3 + 1 + 5 are both 9, a tie, so the lowest d8 decides, and your 4 is lower than Blue’s 5. A tie is never rolled again: after the d8, the d6 and the d4, a random draw settles it.',
  'piplus.lesson.opening.lead':
    'You start. The dice stay as they fell, in plain sight: you play them as they are. The table is empty, so you lead: you must play, any cards of one number. Lead with your two 2s: click both (in your hand or in the panel), then the middle of the table or Play.',
  'piplus.lesson.opening.beat':
    'Blue beat your pair with two 4s: as many cards, worth more. Answer with two cards worth more than 4: your 5, and your 3 with the d4 (2) on it, which is 5 too. Click the 3 and the 5, put the d4 on the 3, and play.',
  'piplus.lesson.opening.after':
    'Two 5s beat two 4s. Your d4 went to the lid: it is spent until it is rerolled. Your cards stay in play, and now count only their lowest face: two 3s. You hold 8 cards.',
  'piplus.lesson.opening.done': 'That is how every round opens. The next lesson picks up later in a round: beating by count, dice alone, passing and rerolling.',

  'piplus.lesson.three.title': 'Three or more players',
  'piplus.lesson.three.blurb': 'Who must pass, who leads after a player goes out, playing with no cards left, and the ranks of a bigger table.',
  'piplus.lesson.three.you': 'You (Red)',
  'piplus.lesson.three.blue': 'Blue',
  'piplus.lesson.three.gold': 'Gold',
  'piplus.lesson.three.welcome':
    'Piplus for three to six players: the same rules, with a few points about passing and leading. Blue sits on your left, then Gold. It is late in round 1: you hold one card, a 2, Blue three cards, Gold one. Gold leads.',
  'piplus.lesson.three.goldOut': 'Gold played its last card with its last unused die: 8 + 1 = 9. With no cards and no unused dice, Gold is out: 1st place.',
  'piplus.lesson.three.pass': 'The 8 in play is more than you can make (your 2 with the d8 is 5, a die alone at most 3). Pass, rerolling nothing.',
  'piplus.lesson.three.cleared':
    'Blue passed too. Only players still in the round need to pass: Gold is out and does not count, so the table clears. Gold played last but is out, so the next player still in the round after Gold leads: you.',
  'piplus.lesson.three.lead': 'Lead your 2 with the d8 (3) on it: 5.',
  'piplus.lesson.three.pair':
    'Blue answers with two 6s: two cards beat one. Your hand is empty, so you can only play your unused dice, one alone a turn, and a lone die answers only a single card. Pass.',
  'piplus.lesson.three.cleared2': 'Your pass alone clears the table, since Gold is out. Blue played last, so Blue leads.',
  'piplus.lesson.three.lone': 'Blue leads a 1. Your d6 (2) played alone beats it, and a lone die leaves nothing in play. Click the d6, then the middle of the table.',
  'piplus.lesson.three.last': 'Blue, out of cards too, led its d4 alone, and a lone die clears the table again: you lead. Play your d4, your last unused die, to go out.',
  'piplus.lesson.three.ranks':
    'You are out 2nd. The round ends when 1st, 2nd and 3rd are decided; with three players the last one left, Blue, is 3rd without finishing. With four, the one left when three are out is 4th. The scoring dice roll at once: Gold scores 6, you 4, Blue 2.',
  'piplus.lesson.three.scoring':
    'The scoring rolls: 1st rolls the d4, d6 and d8, 2nd the d4 and d6, 3rd only the d4 (with two players, 2nd rolls only the d4). Each scores its highest die: Gold 6, you 4, Blue 2. Below 3rd, nobody scores.',
  'piplus.lesson.three.round2':
    'Round 2 of 3: the cards are shuffled and dealt again, 11 each with three players, and 7 sit out. Everyone rolls again: the totals are 10, 10 and 6, so Gold starts. Only the scores carry over.',
  'piplus.lesson.three.done':
    'One last rule you will rarely meet: lone dice can go back and forth for ever, so after 400 turns a round ends, the players still in it ranked by fewer cards, then fewer unused dice.',
} as const;

export const piplusMoreLessonsDe: Record<keyof typeof piplusMoreLessonsEn, string> = {
  'piplus.lesson.opening.title': 'Austeilen und Startwurf',
  'piplus.lesson.opening.blurb': 'Wie eine Runde beginnt: das Austeilen, der Wurf um den Startspieler, die erste Eröffnung und die erste Antwort.',
  'piplus.lesson.opening.welcome':
    'Willkommen bei Piplus! Es gibt 40 Karten von 1 bis 10, je vier, und alle haben einen d4, einen d6 und einen d8. In jeder Runde werden die Karten gemischt und einzeln ausgeteilt; wie viele jeder bekommt, hängt davon ab, wie viele mitspielen, und der Rest setzt die Runde ungesehen aus. Du bist Rot, am vorderen Rand; dein Gegner ist Blau.',
  'piplus.lesson.opening.dealt': 'Das Austeilen ist fertig. Wie viele Karten hast du bekommen? Zähle deine Hand oder lies das Schild neben deinen Würfeln.',
  'piplus.lesson.opening.dealtA': '10',
  'piplus.lesson.opening.dealtB': '12',
  'piplus.lesson.opening.dealtC': '20, das halbe Deck',
  'piplus.lesson.opening.dealtWhy': '12: Zu zweit bekommt jeder 12, und Blaus Schild zeigt auch 12 Karten. Zu dritt sind es 11 je Spieler, zu viert 10, zu fünft 8, zu sechst 6.',
  'piplus.lesson.opening.out': 'Das Deck hat 40 Karten. Wie viele setzen diese Runde aus? Rechne es aus den beiden Händen aus (die erste Zeile des Spielprotokolls sagt es auch).',
  'piplus.lesson.opening.outA': 'Keine: Alle 40 werden ausgeteilt',
  'piplus.lesson.opening.outB': '16',
  'piplus.lesson.opening.outC': '28',
  'piplus.lesson.opening.outWhy':
    '40 − 12 − 12 = 16 Karten setzen ungesehen aus, bis zum Austeilen der nächsten Runde; der Ablagestapel ist noch leer. Zu dritt setzen 7 aus, zu viert keine.',
  'piplus.lesson.opening.roll':
    'Dann würfeln alle ihre drei Würfel, und die niedrigste Summe beginnt. Bei Gleichstand entscheidet der niedrigste d8, dann der d6, dann der d4. Deine Würfel d4, d6 und d8 zeigen 2, 3 und 4, die von Blau 3, 1 und 5 (das Spielprotokoll nennt sie auch). Wer beginnt?',
  'piplus.lesson.opening.rollA': 'Du (Rot)',
  'piplus.lesson.opening.rollB': 'Blau: Es hat den niedrigsten Würfel, eine 1',
  'piplus.lesson.opening.rollC': 'Noch niemand: Bei Gleichstand wird neu gewürfelt',
  'piplus.lesson.opening.rollWhy':
    'Du: Deine 2 + 3 + 4 und Blaus 3 + 1 + 5 sind beide 9, Gleichstand, also entscheidet der niedrigste d8, und deine 4 ist niedriger als Blaus 5. Bei Gleichstand wird nie neu gewürfelt: Nach d8, d6 und d4 entscheidet das Los.',
  'piplus.lesson.opening.lead':
    'Du beginnst. Die Würfel bleiben, wie sie fielen, für alle sichtbar: Du spielst sie so, wie sie sind. Der Tisch ist leer, also eröffnest du: Du musst spielen, beliebige Karten einer Zahl. Eröffne mit deinen zwei 2en: Klicke beide an (in der Hand oder in der Leiste), dann die Tischmitte oder Spielen.',
  'piplus.lesson.opening.beat':
    'Blau hat dein Paar mit zwei 4en geschlagen: ebenso viele Karten, mehr wert. Antworte mit zwei Karten über 4: deiner 5 und deiner 3 mit dem d4 (2) darauf, das ist auch 5. Klicke die 3 und die 5 an, lege den d4 auf die 3 und spiele.',
  'piplus.lesson.opening.after':
    'Zwei 5en schlagen zwei 4en. Dein d4 liegt im Deckel: Er ist verbraucht, bis er neu geworfen wird. Deine Karten bleiben im Spiel und zählen jetzt nur ihre niedrigste Zahl: zwei 3en. Du hältst 8 Karten.',
  'piplus.lesson.opening.done': 'So beginnt jede Runde. Die nächste Lektion setzt später in einer Runde ein: Schlagen mit mehr Karten, einzelne Würfel, Passen und Neuwerfen.',

  'piplus.lesson.three.title': 'Drei und mehr Spieler',
  'piplus.lesson.three.blurb': 'Wer passen muss, wer nach einem Ausstieg eröffnet, Spielen ohne Karten und die Plätze am größeren Tisch.',
  'piplus.lesson.three.you': 'Du (Rot)',
  'piplus.lesson.three.blue': 'Blau',
  'piplus.lesson.three.gold': 'Gold',
  'piplus.lesson.three.welcome':
    'Piplus für drei bis sechs Spieler: dieselben Regeln, dazu ein paar Punkte zum Passen und Eröffnen. Links von dir sitzt Blau, dann Gold. Runde 1 ist fast vorbei: Du hältst eine Karte, eine 2, Blau drei Karten, Gold eine. Gold eröffnet.',
  'piplus.lesson.three.goldOut':
    'Gold hat seine letzte Karte mit seinem letzten unbenutzten Würfel gespielt: 8 + 1 = 9. Ohne Karten und unbenutzte Würfel ist Gold draußen: Platz 1.',
  'piplus.lesson.three.pass': 'Die 8 im Spiel ist mehr, als du erreichen kannst (deine 2 mit dem d8 ist 5, ein einzelner Würfel höchstens 3). Passe, ohne neu zu werfen.',
  'piplus.lesson.three.cleared':
    'Auch Blau hat gepasst. Passen müssen nur, wer noch in der Runde ist: Gold ist draußen und zählt nicht, also wird der Tisch geräumt. Gold hat zuletzt gespielt, ist aber draußen, also eröffnet der Nächste nach Gold, der noch in der Runde ist: du.',
  'piplus.lesson.three.lead': 'Eröffne mit deiner 2 und dem d8 (3) darauf: 5.',
  'piplus.lesson.three.pair':
    'Blau antwortet mit zwei 6en: Zwei Karten schlagen eine. Deine Hand ist leer, also kannst du nur noch deine unbenutzten Würfel spielen, einzeln, einen pro Zug, und ein einzelner Würfel beantwortet nur eine einzelne Karte. Passe.',
  'piplus.lesson.three.cleared2': 'Dein Passen allein räumt den Tisch, denn Gold ist draußen. Blau hat zuletzt gespielt, also eröffnet Blau.',
  'piplus.lesson.three.lone': 'Blau eröffnet mit einer 1. Dein d6 (2) allein schlägt sie, und ein einzelner Würfel lässt nichts im Spiel. Klicke den d6 an, dann die Tischmitte.',
  'piplus.lesson.three.last':
    'Blau, auch ohne Karten, hat seinen d4 allein gespielt, und ein einzelner Würfel räumt den Tisch wieder: Du eröffnest. Spiele deinen d4, deinen letzten unbenutzten Würfel, und du bist draußen.',
  'piplus.lesson.three.ranks':
    'Du bist als 2. draußen. Die Runde endet, sobald der 1., 2. und 3. Platz feststehen; zu dritt wird der Letzte, Blau, ohne fertig zu werden 3. Zu viert wird, wer übrig ist, wenn drei draußen sind, 4. Die Wertungswürfel rollen sofort: Gold erhält 6, du 4, Blau 2.',
  'piplus.lesson.three.scoring':
    'Die Wertungswürfe: Der 1. würfelt d4, d6 und d8, der 2. d4 und d6, der 3. nur den d4 (zu zweit würfelt der 2. nur den d4). Jeder bekommt seinen höchsten Würfel: Gold 6, du 4, Blau 2. Unter dem 3. Platz gibt es keine Punkte.',
  'piplus.lesson.three.round2':
    'Runde 2 von 3: Die Karten werden neu gemischt und ausgeteilt, zu dritt 11 je Spieler, und 7 setzen aus. Alle würfeln neu: Die Summen sind 10, 10 und 6, also beginnt Gold. Nur die Punkte bleiben.',
  'piplus.lesson.three.done':
    'Eine letzte Regel, die selten vorkommt: Einzelne Würfel können ewig hin und her gehen, darum endet eine Runde nach 400 Zügen, und wer noch drin ist, wird nach weniger Karten, dann weniger unbenutzten Würfeln gereiht.',
};
