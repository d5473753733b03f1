/**
 * More of the coach's lines for PipFall Toss, in English and German: the seats' names (the coach's
 * Red and Blue are the table's too), what a wrong pitch is told at each named spot (the line names
 * the spot the step asks for), and the team lesson (teams.json).
 */
export const tossMoreLessonsEn = {
  'toss.lesson.name.red': 'Red',
  'toss.lesson.name.blue': 'Blue',
  'toss.lesson.pick.middleLeftLob': 'Pick “Middle left (lob)” under “Aim at”, then press Pitch.',
  'toss.lesson.pick.middleRightLob': 'Pick “Middle right (lob)” under “Aim at”, then press Pitch.',
  'toss.lesson.pick.frontArc': 'Pick “Front (arc)” under “Aim at”, then press Pitch.',
  'toss.lesson.pick.middleArc': 'Pick “Middle (arc)” under “Aim at”, then press Pitch.',

  'toss.lesson.teams.title': 'Team play and the coin toss',
  'toss.lesson.teams.blurb': 'Who opens, partners at both ends, three leaners, and a foul, kept on the score keeper.',
  'toss.lesson.teams.you': 'Red',
  'toss.lesson.teams.blue': 'Blue',
  'toss.lesson.teams.partner': 'Red’s partner',
  'toss.lesson.teams.bluePartner': 'Blue’s partner',
  'toss.lesson.teams.welcome':
    'Team play: two sides of two, Team 1 (you, Red, and your partner) against Team 2 (Blue and Blue’s partner). Partners stand at opposite boards for the whole game, so each pitches every other frame. This game is kept on the score keeper: each pitcher enters what its die ended as.',
  'toss.lesson.teams.coin':
    'Who opens frame 1 is settled by a fair method: the app tossed a coin, and you won it. The winner chooses to pitch first or second, or picks a lane; the other side then makes the other choice. Choose “Pitch first”.',
  'toss.lesson.teams.wrongPick': 'Choose “Pitch first”.',
  'toss.lesson.teams.wrongKey': 'Tap the result the coach names (or press its key).',
  'toss.lesson.teams.leaner1':
    'Blue took a lane. Frame 1: you pitch for your team, Blue for theirs, turn about, three dice each. Your first die rests tilted against the board’s edge: its top cannot be read. Tap Leaner (or press L).',
  'toss.lesson.teams.leaner2': 'Blue entered a 4. Your second die came down on your first one: a die resting on another is a leaner too. Tap Leaner.',
  'toss.lesson.teams.leaner3': 'Blue entered a 2. Your last die leans as well: tap Leaner.',
  'toss.lesson.teams.scored1':
    'Three leaners score 3 + 3 + 3 = 9, and they do not double: only three dice flat on the board with the same face do. Blue 4 + 2 + 4 = 10. Blue scored more, so Team 2 opens frame 2.',
  'toss.lesson.teams.frame2':
    'Frame 2 is pitched from the other end, by the partners who stand there: your partner and Blue’s partner. You stay at your board and wait for frame 3; they enter their own results.',
  'toss.lesson.teams.scored2':
    'Your partner pitched three 5s, all flat: 15, doubled by the triple bonus to 30. Blue’s partner: 3, the hole (−3) and 1, which is 1. 39 to 11, and your team opens frame 3, back at your end.',
  'toss.lesson.teams.six1': 'Your turn again. Your first die lies flat showing 6: tap 6.',
  'toss.lesson.teams.six2': 'Blue entered a 2. Another 6: tap 6. One more and the frame doubles.',
  'toss.lesson.teams.foul':
    'Blue entered a 3. Your last die showed 6 too, but your foot crossed the foul line as you let go, and the die then rolled into the hole. A foul counts first (then the hole, off the board, a leaner, the pips): it scores 0, is taken off at once and cancels the triple. Tap Foul (or press F).',
  'toss.lesson.teams.scored3': 'Your frame: 6 + 6 + 0 = 12, not doubled, since the foul cancels the triple. Blue: 2 + 3 + 1 = 6. 51 to 17.',
  'toss.lesson.teams.done': 'That is team play: the same scoring, partners at both ends taking every other frame. The first team to 100 or more with a lead of 2 wins.',
} as const;

export const tossMoreLessonsDe: Record<keyof typeof tossMoreLessonsEn, string> = {
  'toss.lesson.name.red': 'Rot',
  'toss.lesson.name.blue': 'Blau',
  'toss.lesson.pick.middleLeftLob': 'Wähle „Mitte links (Lupfer)“ unter „Zielen auf“ und drücke dann Werfen.',
  'toss.lesson.pick.middleRightLob': 'Wähle „Mitte rechts (Lupfer)“ unter „Zielen auf“ und drücke dann Werfen.',
  'toss.lesson.pick.frontArc': 'Wähle „Vorn (Bogen)“ unter „Zielen auf“ und drücke dann Werfen.',
  'toss.lesson.pick.middleArc': 'Wähle „Mitte (Bogen)“ unter „Zielen auf“ und drücke dann Werfen.',

  'toss.lesson.teams.title': 'Teamspiel und Münzwurf',
  'toss.lesson.teams.blurb': 'Wer beginnt, Partner an beiden Enden, drei Lehner und ein Foul, gezählt mit dem Punktezähler.',
  'toss.lesson.teams.you': 'Rot',
  'toss.lesson.teams.blue': 'Blau',
  'toss.lesson.teams.partner': 'Partner von Rot',
  'toss.lesson.teams.bluePartner': 'Partner von Blau',
  'toss.lesson.teams.welcome':
    'Teamspiel: zwei Seiten zu zweit, Team 1 (du, Rot, und dein Partner) gegen Team 2 (Blau und Blaus Partner). Partner stehen die ganze Partie an gegenüberliegenden Brettern, also wirft jeder jeden zweiten Durchgang. Diese Partie läuft mit dem Punktezähler: Wer wirft, trägt ein, wie sein Würfel liegen blieb.',
  'toss.lesson.teams.coin':
    'Wer Durchgang 1 beginnt, entscheidet ein faires Verfahren: Die App hat eine Münze geworfen, und du hast gewonnen. Wer gewinnt, wählt, zuerst oder als Zweiter zu werfen, oder eine Bahn; die andere Seite trifft dann die andere Wahl. Wähle „Zuerst werfen“.',
  'toss.lesson.teams.wrongPick': 'Wähle „Zuerst werfen“.',
  'toss.lesson.teams.wrongKey': 'Tippe auf das Ergebnis, das der Trainer nennt (oder drücke seine Taste).',
  'toss.lesson.teams.leaner1':
    'Blau hat eine Bahn genommen. Durchgang 1: Du wirfst für dein Team, Blau für seines, abwechselnd, je drei Würfel. Dein erster Würfel lehnt schräg an der Brettkante: Seine Oberseite ist nicht lesbar. Tippe auf Lehner (oder drücke L).',
  'toss.lesson.teams.leaner2':
    'Blau hat eine 4 eingetragen. Dein zweiter Würfel ist auf deinem ersten gelandet: Ein Würfel, der auf einem anderen liegt, ist auch ein Lehner. Tippe auf Lehner.',
  'toss.lesson.teams.leaner3': 'Blau hat eine 2 eingetragen. Auch dein letzter Würfel lehnt: Tippe auf Lehner.',
  'toss.lesson.teams.scored1':
    'Drei Lehner zählen 3 + 3 + 3 = 9 und werden nicht verdoppelt: Das tun nur drei flach liegende Würfel mit derselben Augenzahl. Blau 4 + 2 + 4 = 10. Blau hat mehr erzielt, also beginnt Team 2 den Durchgang 2.',
  'toss.lesson.teams.frame2':
    'Durchgang 2 wird vom anderen Ende geworfen, von den Partnern, die dort stehen: deinem Partner und Blaus Partner. Du bleibst an deinem Brett und wartest auf Durchgang 3; sie tragen ihre Ergebnisse selbst ein.',
  'toss.lesson.teams.scored2':
    'Dein Partner hat drei 5en geworfen, alle flach: 15, durch den Drillingsbonus verdoppelt auf 30. Blaus Partner: 3, das Loch (−3) und 1, macht 1. 39 zu 11, und dein Team beginnt Durchgang 3, wieder an deinem Ende.',
  'toss.lesson.teams.six1': 'Wieder du. Dein erster Würfel liegt flach und zeigt 6: Tippe auf 6.',
  'toss.lesson.teams.six2': 'Blau hat eine 2 eingetragen. Noch eine 6: Tippe auf 6. Eine weitere, und der Durchgang zählt doppelt.',
  'toss.lesson.teams.foul':
    'Blau hat eine 3 eingetragen. Dein letzter Würfel zeigte auch eine 6, aber dein Fuß war beim Loslassen über der Foullinie, und dann rollte der Würfel ins Loch. Ein Foul zählt zuerst (dann das Loch, daneben, ein Lehner, die Augen): Es zählt 0, der Würfel wird sofort entfernt, und der Drilling entfällt. Tippe auf Foul (oder drücke F).',
  'toss.lesson.teams.scored3': 'Dein Durchgang: 6 + 6 + 0 = 12, nicht verdoppelt, denn das Foul hebt den Drilling auf. Blau: 2 + 3 + 1 = 6. 51 zu 17.',
  'toss.lesson.teams.done':
    'So geht Teamspiel: dieselbe Wertung, Partner an beiden Enden, die sich die Durchgänge teilen. Es gewinnt das Team, das zuerst 100 oder mehr mit 2 Punkten Vorsprung hat.',
};
