/** Pip Zero's lessons in English: the coach's every line (keys named in the lesson files beside this one). */
export const zeroLessonsEn = {
  'zero.lesson.core.welcome':
    'Welcome to Pip Zero! Each player has a 4×4 grid of dice, and the first to take every die off their own grid wins. The grids never touch: you race your rival, you never fight.',
  'zero.lesson.core.midgame': 'This game is well under way: you and your rival have each removed 7 of your 16 dice. Your grid is the left one.',
  'zero.lesson.core.columns':
    'Cards act on columns. Each hand you program one card for each of columns 1, 2 and 3, and a fourth card that is both your Initiative card and the card for column 4.',
  'zero.lesson.core.program': 'Program 9♦ for column 1, K♠ for column 2, 8♣ for column 3 and A♦ for column 4 and initiative: pick a card, then its slot, then Confirm.',
  'zero.lesson.core.initiative':
    'The Initiative cards are revealed: your A♦ beats your rival’s 10♣ (Ace is high; on equal ranks Spades beat Hearts, then Diamonds, then Clubs). Only the winner resolves column 4; the loser’s fourth card is discarded unread. Columns resolve in order, 1 to 4: your card, then your rival’s, for each. The die a card acts on is not yours to pick: it is the highest die in the column that the card can act on (the topmost of equal dice). Column 1 holds only a 2.',
  'zero.lesson.core.c1': 'A number card (2 to 10) may use its suit power or swap, and you choose. Use the Diamonds power: −2.',
  'zero.lesson.core.removed':
    'Two minus two is zero: the die is removed. Column 1 is empty now. Your K♠ on column 2. A face card (J, Q, K, A) can only use its suit. Spades flips the highest die to its opposite face: the 6 becomes a 1 (1↔6, 2↔5, 3↔4).',
  'zero.lesson.core.c3':
    'Your 8♣ on column 3, and the choice changes the die. Clubs would act on the highest die, the 6; a swap acts on the highest die with a die to its right in its row, the 4. Swap it with the 3 in column 4.',
  'zero.lesson.core.swapped':
    'The two dice trade places, and the one that acted decays by a pip: your 4 is a 3 in column 4 now. The other die keeps its pips. You won initiative, so your A♦ resolves on column 4: Diamonds on its highest die that has not acted yet, the 5, which drops to 3. Each column activates one die per hand, and each die acts at most once: the dice that acted are tinted. Your rival’s column 4 card was discarded unread.',
  'zero.lesson.core.h2': 'Hand 10 is dealt. Your column 1 is empty.',
  'zero.lesson.core.p2':
    'Program 7♥ for column 1, J♥ for column 2, Q♣ for column 3 and 2♥ for column 4. Column 1 is empty, so the 7♥ will act on column 2 and spend it: the J♥ behind it will do nothing there, a safe place for a Hearts. The 2♥ will likely lose initiative, so it will not resolve either.',
  'zero.lesson.core.init2':
    'Your 2♥ loses initiative to the rival’s K♣, as planned: a card you would rather not resolve is safe in column 4 when you expect to lose. Your 7♥ was meant for column 1, but column 1 is empty: the card shifts right to the next column that has dice, column 2. With no column to its right holding dice, it would fizzle.',
  'zero.lesson.core.c21': 'Hearts would push column 2’s highest die, the 5, up to 6 (+2, never above 6). Swap it with the 6 in column 3 instead.',
  'zero.lesson.core.decay2': 'The 5 and the 6 trade places, and your 5 decays to 4.',
  'zero.lesson.core.rival':
    'Your rival’s 6♦ removed its 2: eight removed each. Your J♥ for column 2 fizzles: the column still has dice but already activated one this hand (a fizzled Hearts costs nothing). Your Q♣ on column 3 holds its highest die as it is, with no decay: a safe way to use up a card. Your 2♥ is discarded unread; your rival’s K♣ resolves its column 4. Dealing hand 11 the deck ran out and the discards were shuffled into a new deck: with two players, the hand in which the deck runs out for the second time is the last.',
  'zero.lesson.core.count':
    'If nobody clears their grid, the player who removed more dice wins; on a tie, the one with fewer pips in column 4. You have each removed 8: column 4 may decide.',
  'zero.lesson.core.p3': 'Program A♠ for column 1, 5♥ for column 2, 9♣ for column 3 and K♦ for column 4.',
  'zero.lesson.core.h3shift': 'The A♠ shifts from the empty column 1 to column 2, where Spades flips the 6 to a 1. The 5♥ meets the spent column 2 and fizzles.',
  'zero.lesson.core.h3c3': 'Your 9♣ on column 3: hold the 4 with Clubs.',
  'zero.lesson.core.h3col4':
    'Your K♦ won initiative: Diamonds takes column 4’s highest die from 4 to 2. The last hand is over and nobody cleared a grid. Eight dice removed each, so column 4 decides: yours holds 3 + 3 + 2 = 8 pips, your rival’s 10. You win!',
  'zero.lesson.core.done': 'That is Pip Zero for two players. The next two lessons look closer at the two ways a game ends: the deck timer and clearing a grid.',
  'zero.lesson.core.title': 'The core game',
  'zero.lesson.core.blurb': 'Program four columns, win initiative, swap and decay, and beat the deck timer.',
  'zero.lesson.solo.welcome':
    'Pip Zero solo: you against the deck. The rules are the two-player rules with two changes: the deck contests initiative with you, and when it wins it does you a bad turn, the Adversary Favor.',
  'zero.lesson.solo.grid': 'Five dice are left on your grid. Playing solo, the only way to win is to clear it before the deck runs out.',
  'zero.lesson.solo.deck':
    'Ten cards are left in the deck: two hands of four cards, plus one card each hand for the Adversary. The game ends after the hand that deals the deck’s last card.',
  'zero.lesson.solo.program':
    'Program 8♠ for column 1, 7♦ for column 2, Q♠ for column 3, and the 3♣ for column 4 and initiative: a low card will likely lose to the deck’s, so put there the card you can spare.',
  'zero.lesson.solo.reveal':
    'Once you have programmed, the top card of the deck is turned over as the Adversary’s Initiative card. Its 9♥ beats your 3♣: the Adversary wins initiative, so your column 4 card will not resolve. Adversary Favor: when the Adversary wins, your lowest die in column 4 gains a pip at once, before column 1 resolves (never above 6; of equal dice, the topmost). Your 1 there becomes a 2.',
  'zero.lesson.solo.c1': 'Your 8♠ on column 1 can flip the 5 with Spades, or swap it with the die in column 4. Flip it: 5 becomes 2.',
  'zero.lesson.solo.c2':
    'The 7♦ on column 2: the 3 has no die to its right to swap with, so Diamonds is the only use, and it plays at once: 3 becomes 1. The Q♠ flips column 3’s 6 to a 1. Your 3♣ is discarded unread: the Adversary won initiative. The next hand. Each column now holds one low die: four Diamonds could clear the grid.',
  'zero.lesson.solo.program2': 'Program 9♦, 5♦ and J♦ for columns 1 to 3, and the A♦ for column 4, hoping it wins initiative.',
  'zero.lesson.solo.reveal2':
    'The Adversary turns over the deck’s last card, the 4♣: your A♦ wins, so there is no Favor and your column 4 card will resolve. That was the last card: this hand is the last.',
  'zero.lesson.solo.h2c1': 'Your 9♦ on column 1 could swap its 2 with the 2 in column 4, but a swap only costs one pip. Use Diamonds.',
  'zero.lesson.solo.clear': 'Diamonds in every column: each die drops to zero and is removed. Your grid is clear: you beat the deck!',
  'zero.lesson.solo.lost':
    'Had the grid not been cleared in this last hand, the game would have been lost: in solo the deck timer is always a defeat, and the score shown is how many dice you removed.',
  'zero.lesson.solo.done':
    'That is Pip Zero solo. The Easier variant resolves all four cards and allows an extra deck; Hardcore makes Diamonds take only one pip and punishes fizzled face cards.',
  'zero.lesson.solo.title': 'Solo against the Adversary',
  'zero.lesson.solo.blurb': 'The deck contests initiative and grants the Adversary Favor; clear the grid before it runs out.',
  // Pilots of issue 52: a decision step and the recap's quiz.
  'zero.lesson.solo.h2c1ask':
    'Your 9♦ acts on column 1, where a 2 stands: Diamonds takes two pips off it, or a swap trades it with the 2 in column 4. Which is better here? Pick one.',
  'zero.lesson.solo.h2c1why':
    'Diamonds takes the 2 to zero and removes it, and your other Diamonds do the same in their columns: the grid clears this hand. A swap costs only one pip, so a die would still stand when the deck runs out.',
  'zero.lesson.solo.quiz1': 'Playing solo, how do you win?',
  'zero.lesson.solo.quiz1a': 'Clear every die off your grid before the deck runs out',
  'zero.lesson.solo.quiz1b': 'Have fewer pips left than the Adversary when the deck runs out',
  'zero.lesson.solo.quiz1c': 'Win initiative in the last hand',
  'zero.lesson.solo.quiz1why': 'Solo has one way to win: an empty grid. If the deck runs out first, the game is lost, whatever is left.',
  'zero.lesson.solo.quiz2': 'The deck’s card beats yours for initiative. What does the Adversary Favor do?',
  'zero.lesson.solo.quiz2a': 'It discards your column 1 card',
  'zero.lesson.solo.quiz2b': 'Your lowest die in column 4 gains a pip',
  'zero.lesson.solo.quiz2c': 'It puts a new die on your grid',
  'zero.lesson.solo.quiz2why': 'When the Adversary wins, your lowest die in column 4 gains a pip at once, before column 1 resolves (never above 6).',
  'zero.lesson.solo.quiz3': 'The Adversary wins initiative. What happens to your column 4 card?',
  'zero.lesson.solo.quiz3a': 'It resolves first',
  'zero.lesson.solo.quiz3b': 'It resolves last, as usual',
  'zero.lesson.solo.quiz3c': 'It is discarded unread',
  'zero.lesson.solo.quiz3why': 'Only the winner of initiative resolves its column 4 card: yours is discarded unread.',
} as const;
