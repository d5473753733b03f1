/** PipFall Toss's lessons in English: the coach's every line (keys named in the lesson files beside this one). */
export const tossLessonsEn = {
  'toss.lesson.basics.title': 'Aiming and scoring a frame',
  'toss.lesson.basics.blurb': 'Pitch your three dice at the board and see how a frame is scored.',
  'toss.lesson.basics.welcome':
    'Welcome to PipFall Toss: cornhole with dice. You are Red, pitching from the left lane at a board 8.23 m away; your rival is Blue. Each frame both sides pitch three dice, one at a time in turn, and each die scores the pips on its top face. The scores are at the top.',
  'toss.lesson.basics.court':
    'The court: two boards 8.23 m apart, one at each end, and you pitch from beside one at the other; the front edge of the board you stand at is the foul line. The inset at the top left shows the board you pitch at from above. Where is its hole?',
  'toss.lesson.basics.courtA': 'Centred, near its far end',
  'toss.lesson.basics.courtB': 'In the very middle of the board',
  'toss.lesson.basics.courtC': 'Near its front edge, closest to you',
  'toss.lesson.basics.courtD': 'It has no hole; only the other board does',
  'toss.lesson.basics.courtWhy': 'Each board has one hole, centred near its far end, away from the pitcher: the inset shows it at the top of the board.',
  'toss.lesson.basics.aim':
    'You aim with three settings: direction, power (the speed the die leaves your hand) and arc (a high lob lands softly, a flatter arc runs on). Drag up the lane, use the sliders or the arrow keys, or pick a named spot under “Aim at”. The dotted line on the lane shows the flight before you pitch.',
  'toss.lesson.basics.first': 'Pick “Middle (lob)” under “Aim at”, then press Pitch. Where the die lands is your aim; which face comes up is chance, as with real dice.',
  'toss.lesson.basics.wrongAim': 'Pick “Middle (lob)” under “Aim at”, then press Pitch.',
  'toss.lesson.basics.landed':
    'Your die came to rest flat on the board showing 3: worth 3 points. Blue pitched next and shows 4. The sides take turns, one die each, until both have pitched three.',
  'toss.lesson.basics.second': 'Your second die: pick “Middle left (lob)”, then Pitch.',
  'toss.lesson.basics.off':
    'Your 5 sits beside your 3. Blue’s second die ran off the side of the board: a die scores only if it rests entirely on the board, so off the board it counts 0.',
  'toss.lesson.basics.third': 'Your last die of the frame: pick “Front (arc)”, a flatter throw at the front of the board, then Pitch.',
  'toss.lesson.basics.scored':
    'All six dice are pitched, so the frame is scored. You: 3 + 5 + 4 = 12. Blue: 4 + 0 + 5 = 9. Each side adds its own frame to its total; the points are never netted between sides. 12 to 9.',
  'toss.lesson.basics.next':
    'You scored more, so you open frame 2 (on a tie the same side opens again). The next frame is pitched from the other end, back towards the first board. The first side to 100 or more with a lead of 2 wins.',

  'toss.lesson.specials.title': 'The hole and leaners',
  'toss.lesson.specials.blurb': 'A die in the hole costs 3; a die that leans counts 3.',
  'toss.lesson.specials.intro': 'Frame 3: you lead 8 to 5. This frame shows the two results that are not pips: a die in the hole and a leaner.',
  'toss.lesson.specials.hole': 'In cornhole the hole is the prize; with dice it is a trap. See for yourself: pick “The hole (lob)”, then Pitch.',
  'toss.lesson.specials.wrongHole': 'Pick “The hole (lob)” under “Aim at”, then press Pitch.',
  'toss.lesson.specials.minus':
    'In the hole: −3 for that die, whether it was pitched in or knocked in later. Blue’s die lies below the hole showing 6. Your frame stands at −3 so far, but a side’s frame never counts below 0.',
  'toss.lesson.specials.knock': 'Dice can hit dice, and a die resting on another is a leaner. Try to drop yours onto Blue’s 6: pick “Knock Blue’s die 1 (drop)”, then Pitch.',
  'toss.lesson.specials.wrongKnock': 'Pick “Knock Blue’s die 1 (drop)” under “Aim at”, then press Pitch.',
  'toss.lesson.specials.leaner':
    'Your die clipped Blue’s 6, nudging it, and ran on to rest tipped up at the back edge of the board: its top face cannot be read. That is a leaner, worth 3 points, like a die tilted more than 20° any other way or resting on another die. It counts as a leaner only once all six dice are pitched: until then it could still be knocked flat. Blue’s second die dropped into the hole: −3 for Blue.',
  'toss.lesson.specials.last': 'Your last die: pick “Middle left (lob)”, then Pitch.',
  'toss.lesson.specials.scored':
    'The frame: you have the hole (−3), the leaner (3) and a 4: 4 points. Blue has 6, the hole (−3) and 6: 9 points. When several things happen to a die, the first of these counts: a foul, then the hole, then off the board, then a leaner, then the pips. Totals: 12 to 14.',
  'toss.lesson.specials.order': 'Blue scored more this frame, so Blue opens frame 4. Next: the triple bonus and how a game is won.',

  'toss.lesson.race.title': 'The triple bonus and winning by 2',
  'toss.lesson.race.blurb': 'Three equal faces double a frame; a game is won at 100 with a lead of 2.',
  'toss.lesson.race.intro': 'Late in a game: frame 14, and you trail 83 to 93. The first side to 100 or more with a lead of at least 2 wins. You need a big frame.',
  'toss.lesson.race.first': 'Pick “Front (arc)”, then Pitch.',
  'toss.lesson.race.triple':
    'A 3. If all three of your dice end flat on the board showing the same face, your frame counts double: the triple bonus. A leaner, or any die in the hole, off the board or fouled, cancels it.',
  'toss.lesson.race.second': 'Pick “Middle left (lob)”, then Pitch.',
  'toss.lesson.race.two': 'Another 3! One more for the triple.',
  'toss.lesson.race.third': 'Pick “Middle right (lob)”, then Pitch.',
  'toss.lesson.race.doubled':
    'Three 3s, all flat on the board: 9 doubled is 18. Blue has 1 + 0 + 6 = 7: Blue’s last die knocked its own 2 off the board. The frame ends 101 to 100.',
  'toss.lesson.race.goesOn':
    '101 to 100: you have passed 100, but you lead by only 1. A game is won with 100 or more and a lead of 2 or more, checked after each complete frame, so the race goes on, with no limit on frames.',
  'toss.lesson.race.f1':
    'Frame 15 is pitched from the other end: you walk to the board you pitched at and pitch back. You scored more, so you open it. Pick “Middle left (lob)”, then Pitch.',
  'toss.lesson.race.f2': 'Pick “Front (arc)”, then Pitch.',
  'toss.lesson.race.f3': 'Your last die: pick “Middle (arc)”, then Pitch.',
  'toss.lesson.race.won': 'Frame 15: you 2 + 4 + 0 = 6, Blue 3 + 2 + 0 = 5. That makes 107 to 105: 100 or more with a lead of 2. You win!',

  'toss.lesson.keeper.title': 'The score keeper',
  'toss.lesson.keeper.blurb': 'Playing on real boards? Enter each die and let the app keep the score.',
  'toss.lesson.keeper.intro':
    'Playing with real dice at real boards? Choose the score keeper when you start a game. After each pitch, enter what the die ended as, in pitching order: your first die, your rival’s first, and so on. The app keeps the frames, the totals and who opens next.',
  'toss.lesson.keeper.first': 'Your first die lies flat showing 5: tap 5 (or press the 5 key).',
  'toss.lesson.keeper.wrongKey': 'Tap the result the coach names (or press its key).',
  'toss.lesson.keeper.leaner': 'Your rival entered a 2. Your second die leans against theirs: tap Leaner (or press L).',
  'toss.lesson.keeper.undo':
    'Your rival entered a 1, but their die went into the hole. Slips happen: Undo takes back the last entry, whoever made it. Tap Undo (or press Backspace).',
  'toss.lesson.keeper.right':
    'Your rival entered it again: in the hole. Your last die ran off the board, onto the ground: tap “Off the board” (or press O). A die off the board scores 0.',
  'toss.lesson.keeper.scored':
    'Your rival’s last die went off the board too. The frame: you 5 + 3 (the leaner) + 0 = 8. Your rival 2 − 3 + 0 = −1, and a frame below zero counts 0. 8 to 0.',
  'toss.lesson.keeper.end':
    'Now walk to the other board: frame 2 is pitched from the far end, and you open it. When an entry would end the game, the keeper asks you to confirm it first, since a finished game cannot be undone.',
};
