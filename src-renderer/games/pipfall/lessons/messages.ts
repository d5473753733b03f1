/** PipFall's lessons in English: the coach's every line (keys named in the lesson files beside this one). */
export const pipfallLessonsEn = {
  'pipfall.lesson.core.welcome':
    'Welcome to PipFall! You play Red, from the bottom-left corner; your rival plays Blue, from the top right. Each of you starts with four dice in a diamond: the 6 in the corner, a 5 and a 4 beside it, a 3 in front.',
  'pipfall.lesson.core.goal':
    'Your dice are your army and your score at once. Every move wears a die down by one pip, and dice that lose a fight leave the board. When the deck runs out, the player with the most pips on the board wins.',
  'pipfall.lesson.core.short':
    'A two-player game goes through the deck twice (Cycle 1/2, then Cycle 2/2 over the board), twelve rounds in all. To keep this lesson short, it starts in cycle 2 with 24 cards left: three rounds. This round’s eight cards are already dealt, so the deck shows 16.',
  'pipfall.lesson.core.hand': 'Each round you are dealt four cards. You program three of them in order, slots 1, 2 and 3, and keep the fourth face down as your Initiative card.',
  'pipfall.lesson.core.program':
    'Put the 8♠ in slot 1, the 6♥ in slot 2 and the 4♣ in slot 3, with the Q♠ as your Initiative card: pick a card, then its slot, then Confirm. Blue programs at the same time, in secret.',
  'pipfall.lesson.core.lanes':
    'Now the lane markers. Your markers 1, 2 and 3 say where cards 1, 2 and 3 will act: each goes on a lane, a row or a column, that holds at least one of your dice. No two markers may share a lane. Your lanes now: rows 4 and 5, columns 1 and 2.',
  'pipfall.lesson.core.m1': 'Place marker 1 on column 1, the left edge: your 8♠ will act on a die in that column.',
  'pipfall.lesson.core.blue1':
    'Blue placed its marker 1 on column 5. Markers go down one at a time in turn, the First Player first: that is you this round (the marker in the seat list).',
  'pipfall.lesson.core.m2': 'Place marker 2 on row 4, where your 5 and your 3 stand.',
  'pipfall.lesson.core.m3': 'Blue took row 1. Place marker 3 on row 5.',
  'pipfall.lesson.core.init':
    'All six markers are down, so both Initiative cards are revealed. Both are Queens: on equal ranks the suit decides, Spades highest, then Hearts, Diamonds and Clubs. Your Q♠ wins: you act first in every cycle this round.',
  'pipfall.lesson.core.cycles':
    'The cards now act in three cycles: every card 1, then every card 2, then every card 3. Your 8♠ is turned over. A number card (2 to 10) may move its die or use its suit power; a face card (J, Q, K, A) may only use its suit.',
  'pipfall.lesson.core.move': 'Move your 6 two cells up, out of the corner: click the 6, then the lit cell. A move goes 0 to 3 cells in a straight line, never diagonally.',
  'pipfall.lesson.core.decay':
    'Every move costs a pip: your 6 has decayed to a 5. Even a move of zero cells decays, and a die that reaches 0 is removed, so a 1 that moves is gone.',
  'pipfall.lesson.core.blue2': 'Blue’s 9♦ moved its 5 three cells left, and it decayed to a 4 as well.',
  'pipfall.lesson.core.hearts': 'Card 2, your 6♥, acts on row 4, where two of your dice stand: this time use it on the 3 for its power. Hearts gives +2.',
  'pipfall.lesson.core.powers':
    'Your 3 is now a 5. The four suit powers: Hearts +2 (never above 6: a 5 gets +1), Diamonds −2 (never below 1), Spades flips the die to its opposite face (1↔6, 2↔5, 3↔4), Clubs holds it as it is. A power is not a move: no decay.',
  'pipfall.lesson.core.clubs': 'Blue moved its 4 down two cells. Your card 3, the 4♣, acts on row 5: use Clubs on your 4 to hold it, no change and no decay.',
  'pipfall.lesson.core.r1end': 'Round 1 is over. The cards are discarded, the First Player marker passes to Blue, and four new cards are dealt to each of you.',
  'pipfall.lesson.core.r2program': 'Program the 9♠, the 10♥ and the A♥ in slots 1 to 3, and keep the K♠ as your Initiative card.',
  'pipfall.lesson.core.r2look': 'Blue’s dice have come close: Blue now has dice in rows 2, 3 and 4 and in column 2. Blue is First Player and places first.',
  'pipfall.lesson.core.contest':
    'Blue’s marker 1 took row 4: a lane through two of your dice, and through Blue’s 2. Any lane holding one of your dice is yours to claim, until someone claims it first.',
  'pipfall.lesson.core.r2m1': 'Put your marker 1 on column 1, with your two 5s.',
  'pipfall.lesson.core.r2m2': 'Blue took column 2. Your marker 2 goes on row 5, your last lane but one.',
  'pipfall.lesson.core.cancelled':
    'Blue’s marker 3 took row 3, your last free lane. With no lane left, your marker 3 lands on your third card: the A♥ is cancelled. It is never revealed and does nothing. Your K♠ wins initiative over Blue’s 9♥.',
  'pipfall.lesson.core.attack':
    'Attack! Move your 5 in row 3 three cells right, onto Blue’s 3. When a die ends its move on another die, they fight: the higher wins, the lower is removed.',
  'pipfall.lesson.core.win': '5 beats 3: Blue’s die is removed and yours takes its cell. After a fight the attacker still decays: your die is a 4 now.',
  'pipfall.lesson.core.spades': 'Blue used its J♠ on its 2: Spades flips it to a 5.',
  'pipfall.lesson.core.tie': 'Your 10♥ acts on row 5: move your 4 three cells up. It may pass over your own 5 on the way, and ends on Blue’s 4.',
  'pipfall.lesson.core.tied': 'Four against four: a tie removes both dice. A fair trade, but you are down to three dice.',
  'pipfall.lesson.core.nulls': 'Blue’s cards 2 and 3 find no Blue die left in their lanes: each is a null action, with no effect and no decay. Your cancelled A♥ is skipped.',
  'pipfall.lesson.core.restore':
    'Cleanup, and the Restore window. Once per game, while you still have a die on the board, have lost one and your corner is empty, your Restore card (the A♣) brings a die back: a 4, in your corner. Use it now.',
  'pipfall.lesson.core.r3': 'A 4 is back in your corner. Dealing round 3 took the last card of the deck: the second pass is complete, so this is the last round.',
  'pipfall.lesson.core.r3program':
    'Program the 7♦, the 5♥ and the 3♣, and keep the J♦ as your Initiative card. A face card can only use its suit, and Diamonds would cost your own die two pips; as the Initiative card it does no harm.',
  'pipfall.lesson.core.r3m1': 'You are First Player again. Marker 1 on row 3, where your 4 stands.',
  'pipfall.lesson.core.r3m2': 'Marker 2 on column 1.',
  'pipfall.lesson.core.r3m3': 'Marker 3 on row 5.',
  'pipfall.lesson.core.r3init': 'Blue’s A♠ beats your J♦: Blue acts first in every cycle of this round.',
  'pipfall.lesson.core.diamonds': 'Blue’s K♦ is a face card, so it had to use its suit: Diamonds took two pips from Blue’s own 5. Powers only ever change their owner’s dice.',
  'pipfall.lesson.core.r3attack': 'Your 7♦: move your 4 one cell down, onto Blue’s 3.',
  'pipfall.lesson.core.r3win': '4 beats 3, and your die decays to 3.',
  'pipfall.lesson.core.failed':
    'Blue’s K♥ tried Hearts on its 6. A power that cannot change the die fails, and the die suffers a forced zero move: it decays to 5. Only Clubs never fails.',
  'pipfall.lesson.core.r3hearts': 'Your 5♥ acts on column 1: use Hearts on your 5. Only +1 fits under 6, so it becomes a 6.',
  'pipfall.lesson.core.r3clubs': 'Last card: your 3♣ on row 5. Hold your 4 with Clubs.',
  'pipfall.lesson.core.end':
    'The last round’s actions are done, so the game ends and each player adds up the pips on the board: you have 18, Blue has 5. You win! Equal totals would go to the player with more dice, and after that the victory is shared.',
  'pipfall.lesson.core.elimination':
    'One more way a game ends: a player left with no dice after the Restore window is out. With two players that ends the game at once; with three or four, the others play on (the next lesson shows it).',
  'pipfall.lesson.core.done': 'That is PipFall. Try a game against the Beginner computer, or open the rules reference with the “?” button whenever you wonder about a rule.',
  'pipfall.lesson.core.title': 'The core game',
  'pipfall.lesson.core.blurb': 'Program cards, claim lanes, move, fight and decay, through three rounds to the final count.',
  'pipfall.lesson.lanes.welcome':
    'With three players the board grows to 7×7 (with four, 8×8). Seats take corners clockwise: you are Red, bottom left; Blue sits top left, Gold top right (a fourth player, Green, would take the bottom right).',
  'pipfall.lesson.lanes.midgame':
    'This game is a few rounds old. Gold is down to a single 2, Blue and you have three dice each. With three or four players the deck is gone through three times before the final count.',
  'pipfall.lesson.lanes.neighbours':
    'Your neighbours share your lanes. Blue’s dice stand in columns 1 and 2, like yours; Gold’s 2 is in row 4, like your 5. A shared lane goes to whoever claims it first.',
  'pipfall.lesson.lanes.program': 'Program the 8♠, the 5♥ and the 7♣, and keep the A♦ as your Initiative card.',
  'pipfall.lesson.lanes.order': 'Markers are placed clockwise from the First Player. Blue holds the First Player marker, so each cycle goes Blue, Gold, then you: you place last.',
  'pipfall.lesson.lanes.taken': 'Blue’s marker 1 took column 2, through your 4, and Gold’s took row 4, through your 5. Placing last, you get what is left.',
  'pipfall.lesson.lanes.m1': 'Your 5 is still reachable through its column: place marker 1 on column 4.',
  'pipfall.lesson.lanes.m2': 'Blue took column 1 and Gold column 6. Place marker 2 on row 5, where your 4 stands.',
  'pipfall.lesson.lanes.goldcancel':
    'Blue took row 1. Gold’s single die has only two lanes, and Gold’s own markers hold both: its marker 3 lands on its card, cancelled. Few dice, few lanes.',
  'pipfall.lesson.lanes.m3': 'Place your marker 3 on row 7.',
  'pipfall.lesson.lanes.initiative':
    'Initiative: your A♦ beats Gold’s K♦ and Blue’s 2♥. Actions go clockwise from the winner: you, then Blue, then Gold, in each cycle. (With the True Initiative Order variant they would go in ranking order instead.)',
  'pipfall.lesson.lanes.attack': 'Gold’s last die is in reach. Move your 5 two cells right, onto Gold’s 2.',
  'pipfall.lesson.lanes.gone': '5 beats 2. Gold has no dice left, but it stays in the game until the end of the round.',
  'pipfall.lesson.lanes.defender':
    'Blue attacked your 4 with its 3. The lower die loses, attacker or not: Blue’s 3 is removed, and your 4, the defender, does not decay. Gold’s card finds no die: a null action.',
  'pipfall.lesson.lanes.hearts': 'Your 5♥ on row 5: Hearts on your 4 makes it a 6.',
  'pipfall.lesson.lanes.clubs': 'Your 7♣ on row 7: hold your 5 with Clubs.',
  'pipfall.lesson.lanes.eliminated':
    'Cleanup. Restore needs a die of your own on the board, so it cannot save Gold: a player with no dice after the Restore window is eliminated. The game goes on without Gold.',
  'pipfall.lesson.lanes.skipped':
    'From now on Gold is skipped everywhere: in dealing, placing and acting. The First Player marker passed Gold by and came to you, and only you and Blue were dealt cards.',
  'pipfall.lesson.lanes.r2program': 'Program the 9♠, the 7♥ and the 6♣, with the 10♣ as Initiative.',
  'pipfall.lesson.lanes.first': 'As First Player you place first now. Claim the lane you need most before your neighbour does: marker 1 on column 1, beside Blue’s dice.',
  'pipfall.lesson.lanes.endgame':
    'Had Blue lost its last die too, you would be the last player with dice and win at once. Otherwise play goes on until the third pass through the deck, then the pips are counted as in a two-player game.',
  'pipfall.lesson.lanes.done':
    'You know PipFall with three and four players: shared lanes, turn order from the First Player and from initiative, and elimination. Enjoy a full game!',
  'pipfall.lesson.lanes.title': 'Three and four players',
  'pipfall.lesson.lanes.blurb': 'Shared lanes, who places first, who acts first, and a player eliminated while the game goes on.',
} as const;
