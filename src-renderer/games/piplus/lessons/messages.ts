/** Piplus's lessons in English: the coach's every line (keys named in the lesson files beside this one). */
export const piplusLessonsEn = {
  'piplus.lesson.core.title': 'Leading and beating',
  'piplus.lesson.core.blurb': 'Lead, beat by value and by count, put a die on a card, play a die alone, pass with a reroll, clear the table.',
  'piplus.lesson.core.welcome':
    'Welcome to Piplus! Everyone holds cards numbered 1 to 10 and a d4, a d6 and a d8. Take turns playing them onto the middle of the table; the first to get rid of every card and die does best. You are Red, at the near edge; your rival is Blue.',
  'piplus.lesson.core.kit':
    'Your hand: 2, 3, 5, 5, 7, 9 and 10. Your dice show 3 (d4), 2 (d6) and 6 (d8). Dice stay as they fell, and everyone can see them. Blue holds 7 cards too, and this round is under way: 10 cards are already in the discards.',
  'piplus.lesson.core.lead':
    'The table is empty and it is your turn, so you lead: you must play, and any cards of one number will do. Lead with your 3: click it (in your hand or in the panel), then click the middle of the table or Play.',
  'piplus.lesson.core.byValue': 'Blue beat your 3 with a 6: as many cards as are in play (one), worth more. That is the first way to beat.',
  'piplus.lesson.core.dieOn':
    'Your 7 would beat the 6, but dice lift cards: a die on a card adds its value, one die per card. Put your d4 (3) on a 5 to make 8: click a 5, then the d4, then play.',
  'piplus.lesson.core.lowest':
    'Your 5 counted 8 and beat the 6. The d4 went to the lid: it is spent and cannot be played until it is rerolled. The card stays in play, but from now on it counts only its face: 5.',
  'piplus.lesson.core.byCount': 'Blue answered with two 8s. More cards beat fewer, whatever they are worth: two cards beat your one. That is the second way to beat.',
  'piplus.lesson.core.pass':
    'To beat two 8s you need two cards worth more than 8 (your 7 with the d6 on it and your 9 are two 9s), or three cards. You need not: whenever you are not leading you may pass, and a player who passes may reroll any of its dice, spent ones too, so your d4 could leave the lid. Beat them, pass, or pass and reroll the d4: your choice.',
  'piplus.lesson.core.passWhy':
    'Passing costs you nothing here, and the reroll brings your spent d4 back unused. The two 9s would spend your d6 and two good cards on a trick you need not win; a pass without the reroll leaves the d4 in the lid.',
  'piplus.lesson.core.passHint': 'Think about what each choice leaves you: the cards in your hand, and how many of your dice are unused.',
  'piplus.lesson.core.cleared':
    'Your d4 rolled a 4 and is unused again. Everyone else (here: you) has passed since Blue played, so the table is cleared: the two 8s go to the discards, and Blue, the last to play, leads.',
  'piplus.lesson.core.lone':
    'Blue leads a single 4. A die can also be played alone, as one card of its own value: your d8 shows 6, which beats the 4. Click the d8, then the middle of the table.',
  'piplus.lesson.core.loneDone':
    'A lone die leaves nothing in play: it goes to the lid, the 4 it beat goes to the discards, and the next player, Blue, leads on an empty table. Dice are never added together: a die is one card, or a lift on one card.',
  'piplus.lesson.core.pair':
    'Blue leads two 6s. Answer with two cards worth the same, more than 6: your 7 with the d6 (2) on it is 9, and so is your 9. Click the 7 and the 9, put the d6 on the 7, and play.',
  'piplus.lesson.core.pairDone':
    'Two 9s beat two 6s. In play they count their lowest face now: two 7s. Your d4 is still unused; once your last unused die is spent while you hold cards, all three are rerolled at once.',
  'piplus.lesson.core.done':
    'That is the heart of Piplus: lead anything, beat with as many cards worth more or with more cards, lift cards with dice or play a die alone, pass and reroll when it suits you. Next: finishing a round and scoring.',

  'piplus.lesson.finish.title': 'Finishing and scoring',
  'piplus.lesson.finish.blurb': 'The forced reroll, going out with your last dice, the scoring rolls and the end of the game.',
  'piplus.lesson.finish.welcome':
    'The third and last round. So far you have scored 4 and 6 (10), Blue 6 and 5 (11). Each round only the first few players out score, and the first out scores best.',
  'piplus.lesson.finish.position': 'You hold 3, 6 and 8. Your d4 and d8 are spent, in the lid; only your d6 (3) is unused. Blue leads.',
  'piplus.lesson.finish.forced':
    'Blue leads a single 5. Put your d6 on your 6 (6 + 3 = 9) and play it. That spends your last unused die while you still hold cards: watch what happens.',
  'piplus.lesson.finish.rerolled':
    'The forced reroll: a player who spends its last unused die with cards still in hand rerolls all three at once, as part of that play. Your dice are back: d4 1, d6 4, d8 6. In play your 6 counts 6.',
  'piplus.lesson.finish.lastCards':
    'Blue beat your 6 with a 7 and holds one card. You hold 3 and 8; your dice show d4 1, d6 4, d8 6. Your choice: the 8 alone beats the 7, a die can lift it, and both cards at once beat one card if they are worth the same. You may pass too. Which play gets you out first?',
  'piplus.lesson.finish.lastCardsWhy': 'Two 9s (3 with the d8, 8 with the d4) empty your hand in one play, and Blue, with one card, cannot beat two: only your d6 is left to play.',
  'piplus.lesson.finish.lastCardsHint': 'Count what is left in your hand after the play: each card you keep is one more turn for Blue to get out first.',
  'piplus.lesson.finish.noCards':
    'Your hand is empty, but you are not out yet: your d6 (4) is unused. A player with no cards plays its unused dice alone, one a turn, and is out once none is left. Passing, it may reroll only its unused dice.',
  'piplus.lesson.finish.cleared': 'Blue passed, so the table is cleared and you, the last to play, lead.',
  'piplus.lesson.finish.lastDie':
    'Lead with your d6 alone. It is your last unused die: playing it takes you out first, which ends this third and last round, and with it the game. Watch the scoring rolls.',
  'piplus.lesson.finish.out':
    'You are out first: 1st place. With two players that decides the round (1st and 2nd), so Blue takes 2nd. With more players the round goes on until 1st, 2nd and 3rd are decided. The scoring dice roll at once: the scoreboard shows 17 to 14.',
  'piplus.lesson.finish.first':
    'Scoring: 1st rolls the d4, the d6 and the d8 and scores the highest single die, not the sum. You rolled 2, 5 and 7 (the game log lists the roll; the dice in the lid keep their old faces): 7 points, 17 in all, as the scoreboard shows.',
  'piplus.lesson.finish.second':
    'With two players 2nd rolls only the d4: Blue rolled 3 (see the log), for 14 in all. With three or more players 2nd rolls the d4 and d6, 3rd the d4, and everyone else scores 0.',
  'piplus.lesson.finish.end': 'After three rounds the highest total wins: you, 17 to 14. A tie for the top is a shared victory.',
  'piplus.lesson.finish.done':
    'That is a whole game of Piplus. The last lesson adds what changes with three to six players; the rules reference (the ? on the table) has every detail.',
};
