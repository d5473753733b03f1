/**
 * PipFall Toss's rules reference in English, in the project's own words: rulebook seeds/003 with
 * the decisions of RULINGS.md ("toss" and its settled details) and docs/rules/toss.md folded in.
 */
export const tossRulesEn = {
  'toss.rules.overview': 'What PipFall Toss is',
  'toss.rules.overview.p1':
    'PipFall Toss is cornhole played with dice. Two sides, singles (one player each) or teams of two, pitch three dice each per frame at a board 27 ft (8.23 m) away. Each die that comes to rest on the board scores the pips on its top face.',
  'toss.rules.overview.p2':
    'The app plays it two ways: on a 3D lane, where every pitch is simulated (you set the aim; where the die rests and which face comes up is the physics’), or as a score keeper for people playing on real boards, who enter each die’s result.',

  'toss.rules.court': 'The court',
  'toss.rules.court.boards':
    'Two boards face each other 27 ft apart, front edge to front edge. A board is 2 ft by 4 ft, its top 3 in above the ground at the front and 12 in at the back, with a 6 in hole 9 in from the top edge. The front edge of the board you pitch from is the foul line.',
  'toss.rules.court.lanes':
    'Each side keeps its lane, a strip beside the boards, for the whole game. Frames alternate ends: odd frames are pitched from the head end, even frames from the foot. In singles both players walk to the other board after each frame; in teams partners stand at opposite boards for the whole game, and each pitches every other frame.',

  'toss.rules.opening': 'Who opens',
  'toss.rules.opening.coin':
    'A coin toss settles frame 1: its winner chooses to pitch first or second, or picks a lane; the other side then makes the other choice. Players who settled it at the real boards can say which side opens instead.',
  'toss.rules.opening.later': 'After that, the side that scored more in the last frame opens the next one.',
  'toss.rules.opening.tie': 'Ruling: on a tied frame the same side opens again. A frame that added nothing (0, or below zero) ties with another that added nothing.',

  'toss.rules.frame': 'A frame',
  'toss.rules.frame.p': 'The sides take turns, the opener first, one die at a time, until each has pitched three: A, B, A, B, A, B. Pitches are underhand.',
  'toss.rules.frame.aim':
    'On the 3D lane you set the direction, the power (the speed the die leaves your hand) and the arc: drag up the lane, use the sliders or the arrow keys, or pick a named spot. How the die sits in your hand and how your fingers tumble it are chance, so the face it shows is chance too.',
  'toss.rules.frame.knock': 'Dice hit dice: a pitch can knock another die flat, off the board, into the hole, or onto a die.',

  'toss.rules.scoring': 'Scoring a die',
  'toss.rules.scoring.p': 'Each die is read once all six dice of the frame have been pitched, where it lies then:',
  'toss.rules.scoring.pips': 'Flat on the board, no part touching the ground: the pips on its top face, 1 to 6.',
  'toss.rules.scoring.leaner': 'A leaner, 3 points: its top face cannot be read, because it tilts more than 20° or rests against or on another die.',
  'toss.rules.scoring.hole': 'In the hole, pitched or knocked in: −3.',
  'toss.rules.scoring.off': 'Off the board (any part touching the ground): 0.',
  'toss.rules.scoring.foul': 'A foul: 0, and the die is taken off at once. On the 3D lane a die that touches the ground before the board is a foul.',
  'toss.rules.scoring.order': 'Ruling: when several apply to a die, the first of these counts: a foul, then the hole, then off the board, then a leaner, then the pips.',
  'toss.rules.scoring.leanerLate': 'A leaner counts as a leaner only once all dice of the frame have been pitched: until then it may still be knocked flat, off or in.',

  'toss.rules.frameScore': 'Scoring a frame',
  'toss.rules.frameScore.p': 'A side’s frame is its three dice added up. Each side adds its own frame to its total: the points are never netted between sides.',
  'toss.rules.frameScore.triple':
    'The triple bonus: three dice flat on the board showing the same face double the frame (three 3s score 18). A leaner, or a die in the hole, off the board or fouled, cancels it.',
  'toss.rules.frameScore.leaners': 'Ruling: three leaners score 9 and do not double.',
  'toss.rules.frameScore.floor': 'A frame below zero counts 0, and negative points never carry over: a hole, a 4 and a hole make −2, scored 0.',

  'toss.rules.winning': 'Winning',
  'toss.rules.winning.p': 'The first side with 100 or more points and a lead of at least 2 wins.',
  'toss.rules.winning.check':
    'Ruling: the race is checked only after a complete frame, never mid-frame. Both sides may pass 100 in one frame; 101 to 100 does not yet win, and play goes on with no limit on frames.',

  'toss.rules.keeper': 'The score keeper',
  'toss.rules.keeper.p':
    'Playing on real boards, choose the score keeper. After each pitch, enter what the die ended as (1 to 6, leaner, hole, off, foul) in pitching order: the opener’s first die, the other side’s first, and so on. The app shows whose die is next and from which end.',
  'toss.rules.keeper.undo':
    'Undo takes back the last entry, whoever made it, even one that completed a frame (the frame reopens). The entry that wins the game asks to be confirmed first: a finished game cannot be undone.',
};
