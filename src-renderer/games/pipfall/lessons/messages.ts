/** PipFall's lessons in English: the coach's every line (keys named in the lesson files beside this one). */
export const pipfallLessonsEn = {
  'pipfall.lesson.core.welcome':
    'Welcome to PipFall! You play Red, from the bottom-left corner; your rival plays Blue, from the top right. Each of you starts with four dice in a diamond: the 6 in the corner, a 5 and a 4 beside it, a 3 in front.',
  'pipfall.lesson.core.goal':
    'Your dice are your army and your score at once. Every move wears a die down by one pip, and dice that lose a fight leave the board. When the deck runs out, the player with the most pips on the board wins.',
  'pipfall.lesson.core.short':
    'A two-player game goes through the deck twice (Cycle 1/2, then Cycle 2/2 over the board), twelve rounds in all. To keep this lesson short, it starts at round 10, in cycle 2 with 24 cards left: three rounds to go. This round’s eight cards are already dealt, so the deck shows 16.',
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
    'All six markers are down, so both Initiative cards are revealed. Both are Queens: on equal ranks the suit decides, Spades highest, then Hearts, Diamonds and Clubs. Your Q♠ wins: you act first in every cycle this round, and your card 1 is already turned over.',
  'pipfall.lesson.core.cycles':
    'The cards now act in three cycles: every card 1, then every card 2, then every card 3. Your 8♠ acts on a die of yours in column 1. A number card (2 to 10) may move its die or use its suit power; a face card (J, Q, K, A) may only use its suit.',
  'pipfall.lesson.core.move': 'Move your 6 two cells up, out of the corner: click the 6, then the lit cell. A move goes 0 to 3 cells in a straight line, never diagonally.',
  'pipfall.lesson.core.decay':
    'Every move costs a pip: your 6 has decayed to a 5. Even a move of zero cells decays, and a die that reaches 0 is removed, so a 1 that moves is gone. Now Blue’s card 1, the 9♦, is turned over.',
  'pipfall.lesson.core.blue2': 'Blue’s 9♦ moved its 5 three cells left, and it decayed to a 4 as well.',
  'pipfall.lesson.core.hearts':
    'Card 2, your 6♥, acts on row 4, where your 5 and your 3 stand. A number card may move a die or use its suit: your choice. Pick a die, then what it does.',
  'pipfall.lesson.core.powers':
    'Your 3 is now a 5. The four suit powers: Hearts +2 (never above 6: a 5 gets +1), Diamonds −2 (never below 1), Spades flips the die to its opposite face (1↔6, 2↔5, 3↔4), Clubs holds it as it is. A power is not a move: no decay. Blue’s card 2 is turned over next.',
  'pipfall.lesson.core.clubs': 'Blue moved its 4 down two cells. Your card 3, the 4♣, acts on row 5: use Clubs on your 4 to hold it, no change and no decay.',
  'pipfall.lesson.core.r1end': 'Round 10 is over. The cards are discarded, the First Player marker passes to Blue, and four new cards are dealt to each of you: round 11.',
  'pipfall.lesson.core.r2program': 'Program the 9♠, the 10♥ and the A♥ in slots 1 to 3, and keep the K♠ as your Initiative card.',
  'pipfall.lesson.core.r2look': 'Blue’s dice have come close: a 4 in row 2, column 2, and a 3 and a 2 in column 4, rows 3 and 4. Blue is First Player and places first.',
  'pipfall.lesson.core.contest':
    'Blue’s marker 1 took row 4: a lane through two of your dice, and through Blue’s 2. Any lane holding one of your dice is yours to claim, until someone claims it first.',
  'pipfall.lesson.core.r2m1': 'Put your marker 1 on column 1, with your two 5s.',
  'pipfall.lesson.core.r2m2': 'Blue took column 2. Your marker 2 goes on row 5, your last lane but one.',
  'pipfall.lesson.core.cancelled':
    'Blue’s marker 3 took row 3, your last free lane. With no lane left, your marker 3 lands on your third card: the A♥ is cancelled. It is never revealed and does nothing. Your K♠ wins initiative over Blue’s 9♥.',
  'pipfall.lesson.core.attack':
    'Attack! Move your 5 in row 3 three cells right, onto Blue’s 3. When a die ends its move on another die, they fight: the higher wins, the lower is removed.',
  'pipfall.lesson.core.win':
    '5 beats 3: Blue’s die is removed and yours takes its cell. After a fight the attacker still decays: your die is a 4 now. Blue is down to three dice, and its J♠ is turned over.',
  'pipfall.lesson.core.spades': 'Blue used its J♠ on its 2: Spades flips it to a 5.',
  'pipfall.lesson.core.tie': 'Your 10♥ acts on row 5: move your 4 three cells up. It may pass over your own 5 on the way, and ends on Blue’s 4.',
  'pipfall.lesson.core.tied': 'Four against four: a tie removes both dice. A fair trade, but you are down to three dice, and Blue to one.',
  'pipfall.lesson.core.nulls': 'Blue’s cards 2 and 3 found no Blue die left in their lanes: each was a null action, with no effect and no decay. Your cancelled A♥ was skipped.',
  'pipfall.lesson.core.restore':
    'Cleanup, and the Restore window. Once per game, while you still have a die on the board, have lost one and your corner is empty, your Restore card (the A♣) brings a die back: a 4, in your corner. Use it now.',
  'pipfall.lesson.core.r3': 'A 4 is back in your corner. Dealing round 12 took the last card of the deck: the second pass is complete, so this is the last round.',
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
    'Blue’s K♥ tried Hearts on its 6. A power that cannot change the die fails, and the die suffers a forced zero move: it decays to 5. Hearts on a 6 and Diamonds on a 1 fail; Clubs never fails, and neither does Spades, since a flip always changes the pips.',
  'pipfall.lesson.core.r3hearts': 'Your 5♥ acts on column 1: use Hearts on your 5. Only +1 fits under 6, so it becomes a 6.',
  'pipfall.lesson.core.r3clubs': 'Last card: your 3♣ on row 5. Hold your 4 with Clubs.',
  'pipfall.lesson.core.end':
    'The last round’s actions are done, so the game ends and each player adds up the pips on the board: you have 18, Blue has 5. You win! There is no Restore at the end. Equal totals would go to the player with more dice, and after that the victory is shared.',
  'pipfall.lesson.core.elimination':
    'One more way a game ends: a player left with no dice after the Restore window is out. With two players that ends the game at once; with three or four, the others play on (the next lesson shows it). If the last dice of everyone still in fall in the same round, those players share a draw.',
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
  'pipfall.lesson.lanes.hearts': 'Your 5♥ acts on row 5, where your 4 stands. Move it, or use Hearts? Your choice.',
  'pipfall.lesson.lanes.clubs': 'Your 7♣ on row 7: hold your 5 with Clubs.',
  'pipfall.lesson.lanes.eliminated':
    'Cleanup. Restore needs a die of your own on the board, so it cannot save Gold: a player with no dice after the Restore window is eliminated. The game goes on without Gold.',
  'pipfall.lesson.lanes.skipped':
    'From now on Gold is skipped everywhere: in dealing, placing and acting. The First Player marker passed Gold by and came to you, and only you and Blue were dealt cards. With players out, a deal can find the deck too short: the cards left are dealt, then the discards are shuffled into a new deck to finish the deal, and that round completes the cycle.',
  'pipfall.lesson.lanes.r2program': 'Program the 9♠, the 7♥ and the 6♣, with the 10♣ as Initiative.',
  'pipfall.lesson.lanes.first': 'As First Player you place first now. Claim the lane you need most before your neighbour does: marker 1 on column 1, beside Blue’s dice.',
  'pipfall.lesson.lanes.endgame':
    'Had Blue lost its last die too, you would be the last player with dice and win at once. Otherwise play goes on until the third pass through the deck, then the pips are counted as in a two-player game.',
  'pipfall.lesson.lanes.done':
    'You know PipFall with three and four players: shared lanes, turn order from the First Player and from initiative, and elimination. Enjoy a full game!',
  'pipfall.lesson.lanes.title': 'Three and four players',
  'pipfall.lesson.lanes.blurb': 'Shared lanes, who places first, who acts first, and a player eliminated while the game goes on.',
  'pipfall.rule.board-size': 'The board is 5×5 with two players, 7×7 with three, 8×8 with four',
  'pipfall.rule.corners': 'Each player starts in a corner, clockwise; with two, opposite corners',
  'pipfall.rule.opening-diamond': 'The opening diamond: 6 in the corner, 5 and 4 beside it, 3 in front',
  'pipfall.rule.deck-48': 'The deck is 48 cards: the four club face cards are taken out',
  'pipfall.rule.restore-card': 'Each player holds one club face card as a one-time Restore card',
  'pipfall.rule.first-player': 'One player holds the First Player marker; it moves clockwise each round',
  'pipfall.rule.deal-four': 'Each round every player is dealt four cards',
  'pipfall.rule.program-three': 'Program three cards in order, in secret, at the same time',
  'pipfall.rule.initiative-card': 'The fourth card is your Initiative card and never acts',
  'pipfall.rule.number-or-face': 'A number card moves or uses its suit; a face card (J, Q, K, A) only its suit',
  'pipfall.rule.lane-claim': 'A marker goes on a free row or column that holds one of your dice',
  'pipfall.rule.lane-order': 'Markers go down in three cycles, clockwise from the First Player',
  'pipfall.rule.marker-on-card': 'With no free lane, the marker goes on its card: the card is cancelled',
  'pipfall.rule.initiative': 'The highest Initiative card acts first; equal ranks by suit: ♠ ♥ ♦ ♣',
  'pipfall.rule.activation-cycles': 'Cards act in three cycles, card 1, 2, 3, clockwise from the initiative winner',
  'pipfall.rule.die-in-lane': 'A card acts on one of your dice in its marker’s lane',
  'pipfall.rule.lane-read-late': 'The lane is read when the card acts, not when the marker went down',
  'pipfall.rule.once-per-round': 'A die acts at most once a round',
  'pipfall.rule.null-action': 'No die of yours left to act in the lane: a null action, no decay',
  'pipfall.rule.move': 'A move is 0 to 3 cells in a straight line; it may pass over dice',
  'pipfall.rule.decay': 'Every move costs the die a pip; a die at 0 is removed',
  'pipfall.rule.zero-move': 'A move of zero cells still decays: a 1 that moves is gone',
  'pipfall.rule.combat': 'Ending a move on a die is a fight: the higher pips win',
  'pipfall.rule.mutual-destruction': 'Equal pips remove both dice',
  'pipfall.rule.attacker-decays': 'A winning attacker decays after the fight; a defender never does',
  'pipfall.rule.own-dice-combat': 'Moving onto your own die is a fight too',
  'pipfall.rule.hearts': 'Hearts: +2 pips, never above 6 (a 5 gets +1)',
  'pipfall.rule.diamonds': 'Diamonds: −2 pips, never below 1 (a 2 gets −1)',
  'pipfall.rule.spades': 'Spades: flip the die to 7 minus its pips',
  'pipfall.rule.clubs': 'Clubs: hold the die, no change and no decay',
  'pipfall.rule.power-fails': 'Hearts on a 6 or Diamonds on a 1 fails: a forced zero move decays the die',
  'pipfall.rule.cleanup': 'Cleanup: cards discarded, Restore window, elimination, First Player moves on',
  'pipfall.rule.restore': 'Restore once a game: a 4 into your empty corner, if you lost a die and still have one',
  'pipfall.rule.elimination': 'A player with no dice after the Restore window is out',
  'pipfall.rule.end-elimination': 'When at most one player has dice after the actions, the game ends at once',
  'pipfall.rule.draw-no-dice': 'If nobody has dice left, the players who had dice share a draw',
  'pipfall.rule.no-restore-at-end': 'There is no Restore when the game ends',
  'pipfall.rule.deck-cycles': 'The game ends after the round that empties the deck for the 2nd time (3rd with 3–4 players)',
  'pipfall.rule.short-deck': 'A deck too short for a full deal is dealt out, then the discards are shuffled',
  'pipfall.rule.scoring': 'Most pips on the board wins; then more dice; then a shared victory',
  'pipfall.rule.more-players': 'With three or four players, neighbours share lanes and the deck goes round three times',
  'pipfall.rule.variant-true-order': 'Variant True Initiative Order: act in initiative order, not clockwise',
  'pipfall.rule.variant-combat-glory': 'Variant Combat Glory: a die that wins a fight does not decay',
  'pipfall.rule.variant-mutual-glory': 'Variant Mutual Destruction Glory: after a tie, +1 to another of your dice',
  'pipfall.rule.variant-rolled-opening': 'Variant Rolled Opening: roll the four dice, highest in the corner',
  'pipfall.lesson.seat.0': 'Red',
  'pipfall.lesson.seat.1': 'Blue',
  'pipfall.lesson.seat.2': 'Gold',
  'pipfall.lesson.seat.3': 'Green',
  'pipfall.lesson.opening.title': 'Your first round',
  'pipfall.lesson.opening.blurb': 'Set up, deal and play a whole first round from the opening: program, claim lanes, win initiative, move, decay and flip.',
  'pipfall.lesson.opening.welcome':
    'Welcome to PipFall! You play Red, your rival plays Blue. Before the first card, read the table the way every game starts: the board, the dice on it, and the deck.',
  'pipfall.lesson.opening.qBoard': 'How big is the board? Count its rows and columns.',
  'pipfall.lesson.opening.qBoard.a1': '5×5',
  'pipfall.lesson.opening.qBoard.a2': '7×7',
  'pipfall.lesson.opening.qBoard.a3': '8×8',
  'pipfall.lesson.opening.qBoard.why': 'Five rows of five cells. Two players play on 5×5; with three players the board is 7×7, with four 8×8.',
  'pipfall.lesson.opening.qCorners': 'Where do the two of you start? Find the red dice and the blue ones.',
  'pipfall.lesson.opening.qCorners.a1': 'You bottom left, Blue top right: opposite corners',
  'pipfall.lesson.opening.qCorners.a2': 'You bottom left, Blue bottom right',
  'pipfall.lesson.opening.qCorners.a3': 'Both in the middle of the board',
  'pipfall.lesson.opening.qCorners.why': 'Every player starts in a corner. With two players the corners are opposite: you bottom left, Blue top right.',
  'pipfall.lesson.opening.qDiamond': 'Which of your dice stands in your corner, the bottom-left cell?',
  'pipfall.lesson.opening.qDiamond.a1': 'The 6',
  'pipfall.lesson.opening.qDiamond.a2': 'The 5',
  'pipfall.lesson.opening.qDiamond.a3': 'The 4',
  'pipfall.lesson.opening.qDiamond.a4': 'The 3',
  'pipfall.lesson.opening.qDiamond.why':
    'Everyone starts with the same diamond: the 6 in the corner, the 5 and the 4 beside it, the 3 in front, diagonally. Blue’s 6 stands in its own corner, top right.',
  'pipfall.lesson.opening.qDeck':
    'Four cards were dealt to each of you, and the deck now shows 40 (under the board’s title, “Deck 40”). How many cards did the deck hold before the deal?',
  'pipfall.lesson.opening.qDeck.a1': '52, a standard deck',
  'pipfall.lesson.opening.qDeck.a2': '48',
  'pipfall.lesson.opening.qDeck.a3': '40',
  'pipfall.lesson.opening.qDeck.why': '40 left and 8 dealt: 48. PipFall plays a standard deck without the four club face cards (A♣, K♣, Q♣, J♣).',
  'pipfall.lesson.opening.deck':
    'The four club face cards left out of the deck are the Restore cards: each player holds one, for use once a game. Yours is the A♣, Blue’s the K♣. You hold the First Player marker for this first round.',
  'pipfall.lesson.opening.deal':
    'Each round, four cards go to every player, one at a time, starting with the First Player. “Cycle 1/2”: a two-player game goes through the deck twice, twelve rounds, and ends after the round that takes its last card. Your hand: 8♣, K♠, 6♣ and A♥.',
  'pipfall.lesson.opening.program':
    'Program three cards in order, slots 1, 2 and 3, and keep the fourth as your Initiative card: it never acts, it only decides who acts first. The A♥ is the highest card, and an Ace is a face card, which can only use its suit power: it makes a fine Initiative card. Put the 8♣ in slot 1, the K♠ in slot 2, the 6♣ in slot 3 and keep the A♥. Blue programs at the same time, in secret.',
  'pipfall.lesson.opening.lanes':
    'Now the lane markers: marker 1 says where card 1 acts, and so on. A lane is a whole row or column, and it must hold at least one of your dice and no other marker. Yours now: columns 1 and 2, rows 4 and 5. You are First Player, so you place first, then Blue, three times.',
  'pipfall.lesson.opening.m1': 'Place marker 1 on column 1, where your 6 and your 5 stand.',
  'pipfall.lesson.opening.m2':
    'Blue’s marker 1 took row 2. Where does your marker 2 go? Your card 2, the K♠, will act there, and Spades flips a die to 7 minus its pips. Row 4 holds your 5 and your 3; row 5 your 6 and your 4. Pick a lane.',
  'pipfall.lesson.opening.m3': 'Blue took column 4. Your marker 3 goes on column 2, with your 3 and your 4.',
  'pipfall.lesson.opening.init':
    'All markers are down: the Initiative cards are revealed. Your A♥ beats Blue’s Q♦, so you act first in each of the three cycles (every card 1, then every card 2, then every card 3). Your 8♣ is turned over: it acts on one of your dice in column 1.',
  'pipfall.lesson.opening.move':
    'A number card moves its die or uses its suit. Move your 5 two cells up: click the 5, then the lit cell. A move goes 0 to 3 cells in a straight line, never diagonally, and may pass over other dice.',
  'pipfall.lesson.opening.decay':
    'Every move costs a pip: your 5 is now a 4. Even a move of zero cells costs one, and a die that reaches 0 is removed. Now Blue’s card 1, the 9♦, is turned over: it acts in row 2.',
  'pipfall.lesson.opening.blue1': 'Blue moved its 5 two cells left, and it decayed to a 4. Your card 2, the K♠, is turned over.',
  'pipfall.lesson.opening.late':
    'The K♠ acts in row 4. A lane is read when its card acts, not when the marker went down: your 5 has left row 4, so only your 3 is there now. A face card can only use its suit: Spades flips the 3 to its opposite face. Use it.',
  'pipfall.lesson.opening.flipped':
    'Spades flips a die to 7 minus its pips: your 3 became a 4. The other suits: Hearts +2 (never above 6), Diamonds −2 (never below 1), Clubs holds the die as it is. A power is not a move, so nothing decays. Blue’s 7♥ comes next.',
  'pipfall.lesson.opening.once':
    'Blue’s Hearts made its 4 a 6. Your last card, the 6♣, acts in column 2. Your 4 there has already acted this round, and a die acts only once a round, so only your other 4, on row 5, may act. Move it two cells right. (One cell up would end on your own die: that is a fight too, and two 4s would remove each other.)',
  'pipfall.lesson.opening.cleanup':
    'Blue held its 6 with Clubs, and every card has acted. Cleanup: all cards are discarded; the Restore window passes (nobody has lost a die); the First Player marker moves to Blue; round 2 is dealt, Blue first. Deck 32.',
  'pipfall.lesson.opening.done':
    'That was a whole round. From here on it is the same every round: program, claim lanes, reveal initiative, act. Dice fight when a move ends on another die, and when the deck has gone round twice, the most pips on the board win. The next lesson joins a game near its end.',
  'pipfall.lesson.variants.title': 'Variants and the last die',
  'pipfall.lesson.variants.blurb': 'Play with Combat Glory and Mutual Destruction Glory, see a power fail, and end a game by taking a player’s last die.',
  'pipfall.lesson.variants.welcome':
    'A new game can switch on four variants. This one has three. True Initiative Order: players act in the order of their Initiative cards instead of clockwise (with two players that is the same). Combat Glory: a die that wins a fight does not decay. Mutual Destruction Glory: after a tie, the attacker may give +1 to another of its dice. The fourth, Rolled Opening, rolls the four starting dice and sets them highest in the corner, lowest in front. Round 5: you have three dice, Blue two.',
  'pipfall.lesson.variants.program': 'Program the 7♠, the 6♦ and the J♦, and keep the K♥ as your Initiative card.',
  'pipfall.lesson.variants.m1': 'You are First Player. Marker 1 on row 3, where your 5 faces Blue’s 4.',
  'pipfall.lesson.variants.m2': 'Blue took column 4. Marker 2 on row 1, where your 3 faces Blue’s 3.',
  'pipfall.lesson.variants.m3': 'Blue took column 3. Marker 3 on row 5, with your 1.',
  'pipfall.lesson.variants.cancelled': 'Blue’s dice stand in four lanes, and every one of them is taken: its marker 3 lands on its card, cancelled. Your K♥ wins the initiative.',
  'pipfall.lesson.variants.attack': 'Your 7♠ acts on row 3, where your 5 stands, two cells left of Blue’s 4. Your choice: where does your 5 go, or does it use Spades?',
  'pipfall.lesson.variants.glory':
    '5 beats 4, and with Combat Glory the winner does not decay: still a 5. Blue’s card 1 looked for a Blue die in column 4 and found none: a null action. Your 6♦ is turned over.',
  'pipfall.lesson.variants.tie': 'Your 6♦ acts in row 1: move your 3 two cells right, onto Blue’s 3, its last die.',
  'pipfall.lesson.variants.bonus': 'Three against three: both dice are removed. Mutual Destruction Glory lets you give +1 to another of your dice: give it to your 5.',
  'pipfall.lesson.variants.bonused': 'Your 5 is a 6. Blue has no dice left, but the round’s actions go on: Blue’s card 2 is a null action, and your J♦ is turned over.',
  'pipfall.lesson.variants.fails':
    'The J♦ acts on your 1 in row 5. A face card must use its suit, and Diamonds cannot take a 1 any lower: the power fails, and the die suffers a forced zero move. Play it.',
  'pipfall.lesson.variants.end':
    'The failed power cost your 1 its last pip, so it is removed. The actions are over and only you have dice: the game ends at once, and you win. There is no Restore at the end, though your corner is empty. Had your last die fallen too, nobody would have dice, and the players who had dice when the actions began would share a draw.',
  'pipfall.lesson.variants.done': 'That is every rule of PipFall. The rules reference (the “?” button) has them all, with pictures.',
  'pipfall.lesson.opening.m2Why': 'In row 4 the K♠ can flip your 3 into a 4. In row 5 it could only turn your 6 into a 1 or your 4 into a 3.',
  'pipfall.lesson.core.heartsWhy':
    'Hearts on the 3 makes it a 5: two pips, and a power costs no decay. Hearts on the 5 gains only one pip (never above 6), and every move costs a pip.',
  'pipfall.lesson.lanes.heartsWhy': 'Hearts makes your 4 a 6, the strongest a die can be, and a power costs no decay. Any move would cost your 4 a pip.',
  'pipfall.lesson.variants.attackWhy': 'Onto Blue’s 4: 5 beats 4, Blue loses a die, and with Combat Glory your 5 does not even decay. Spades would turn your 5 into a 2.',
  'pipfall.lesson.opening.quiz1': 'How many cards are you dealt each round, and what becomes of them?',
  'pipfall.lesson.opening.quiz1.a1': 'Four: three programmed in order, one kept as the Initiative card',
  'pipfall.lesson.opening.quiz1.a2': 'Three, all programmed in order',
  'pipfall.lesson.opening.quiz1.a3': 'Four, all programmed in order',
  'pipfall.lesson.opening.quiz1.why': 'Each round every player is dealt four cards. Three go into slots 1, 2 and 3; the fourth is the Initiative card and never acts.',
  'pipfall.lesson.opening.quiz2': 'Your marker 2 lies on row 4. When card 2 acts, which die can it use?',
  'pipfall.lesson.opening.quiz2.a1': 'The die that stood in row 4 when the marker went down, wherever it is now',
  'pipfall.lesson.opening.quiz2.a2': 'A die of yours in row 4 when the card acts',
  'pipfall.lesson.opening.quiz2.a3': 'Any die of yours',
  'pipfall.lesson.opening.quiz2.why': 'The lane is read when the card acts, not when the marker went down: a die that moved into the lane counts, one that left it does not.',
  'pipfall.lesson.opening.quiz3': 'Two of your lanes cross one die. Can it act twice in a round?',
  'pipfall.lesson.opening.quiz3.a1': 'Yes, once for each lane',
  'pipfall.lesson.opening.quiz3.a2': 'No: a die acts at most once a round',
  'pipfall.lesson.opening.quiz3.why': 'A die acts at most once a round. A card whose lane holds only dice that have acted makes a null action.',
  'pipfall.lesson.core.quiz1': 'Your 5 moves onto Blue’s 5. What happens?',
  'pipfall.lesson.core.quiz1.a1': 'The attacker wins',
  'pipfall.lesson.core.quiz1.a2': 'Both dice are removed',
  'pipfall.lesson.core.quiz1.a3': 'The move is refused',
  'pipfall.lesson.core.quiz1.why': 'Ending a move on a die is a fight: the higher pips win, and equal pips remove both dice.',
  'pipfall.lesson.core.quiz2': 'You use Hearts on a die showing 6. What happens?',
  'pipfall.lesson.core.quiz2.a1': 'Nothing: it stays a 6, no decay',
  'pipfall.lesson.core.quiz2.a2': 'The power fails: a forced zero move decays it to 5',
  'pipfall.lesson.core.quiz2.a3': 'It flips to a 1',
  'pipfall.lesson.core.quiz2.why': 'Hearts on a 6 and Diamonds on a 1 fail: the die makes a forced zero move and decays a pip. Spades and Clubs never fail.',
  'pipfall.lesson.core.quiz3': 'The game ends with the deck. Who wins?',
  'pipfall.lesson.core.quiz3.a1': 'The player with more dice',
  'pipfall.lesson.core.quiz3.a2': 'The player with more pips on the board; on equal pips, more dice',
  'pipfall.lesson.core.quiz3.a3': 'The player who removed more dice',
  'pipfall.lesson.core.quiz3.why': 'Most pips on the board wins; then more dice; then a shared victory. There is no Restore when the game ends.',
  'pipfall.lesson.lanes.quiz1': 'With three players, how big is the board, and how often does the deck go round?',
  'pipfall.lesson.lanes.quiz1.a1': '5×5, twice',
  'pipfall.lesson.lanes.quiz1.a2': '7×7, three times',
  'pipfall.lesson.lanes.quiz1.a3': '8×8, twice',
  'pipfall.lesson.lanes.quiz1.why': 'Two players play on 5×5 and go through the deck twice; three play on 7×7 and four on 8×8, and then the deck goes round three times.',
  'pipfall.lesson.lanes.quiz2': 'Every lane that holds one of your dice is taken when your marker goes down. What happens?',
  'pipfall.lesson.lanes.quiz2.a1': 'You keep the marker for the next round',
  'pipfall.lesson.lanes.quiz2.a2': 'The marker goes on its card, and that card is cancelled',
  'pipfall.lesson.lanes.quiz2.a3': 'You share a neighbour’s lane',
  'pipfall.lesson.lanes.quiz2.why': 'No two markers share a lane. With no free lane holding one of your dice, the marker goes on its card: that card does not act this round.',
  'pipfall.lesson.lanes.quiz3': 'A player is out. What changes for the others?',
  'pipfall.lesson.lanes.quiz3.a1': 'The player is skipped in dealing, placing and acting',
  'pipfall.lesson.lanes.quiz3.a2': 'The game ends at once',
  'pipfall.lesson.lanes.quiz3.a3': 'Their cards go to the player who beat them',
  'pipfall.lesson.lanes.quiz3.why':
    'A player with no dice after the Restore window is out and skipped from then on. The game ends only when at most one player has dice, or with the deck.',
  'pipfall.lesson.variants.quiz1': 'With Combat Glory, your 5 beats Blue’s 3. What does your 5 show after the fight?',
  'pipfall.lesson.variants.quiz1.a1': '5: the winner does not decay',
  'pipfall.lesson.variants.quiz1.a2': '4',
  'pipfall.lesson.variants.quiz1.a3': '2',
  'pipfall.lesson.variants.quiz1.why': 'Without the variant a winning attacker decays after the fight. Combat Glory spares it: the winner keeps its pips.',
  'pipfall.lesson.variants.quiz2': 'With True Initiative Order, who acts first in each cycle?',
  'pipfall.lesson.variants.quiz2.a1': 'The Initiative winner, then clockwise',
  'pipfall.lesson.variants.quiz2.a2': 'Every player in the order of their Initiative cards',
  'pipfall.lesson.variants.quiz2.a3': 'The player with the most dice',
  'pipfall.lesson.variants.quiz2.why':
    'Normally the Initiative winner acts first and the others follow clockwise. True Initiative Order follows the Initiative cards, highest first.',
  'pipfall.lesson.variants.quiz3': 'With Rolled Opening, how are the four starting dice set?',
  'pipfall.lesson.variants.quiz3.a1': 'They are rolled, and the highest goes in the corner',
  'pipfall.lesson.variants.quiz3.a2': 'Always 6, 5, 4 and 3',
  'pipfall.lesson.variants.quiz3.a3': 'They are rolled and placed anywhere',
  'pipfall.lesson.variants.quiz3.why': 'Rolled Opening replaces the fixed 6, 5, 4, 3 diamond: each player rolls the four dice and sets them with the highest in the corner.',
  'pipfall.lesson.last.title': 'The last dice',
  'pipfall.lesson.last.blurb': 'Take away your rival’s last free lane, and save a lost game with a draw when nobody has dice left.',
  'pipfall.lesson.last.welcome':
    'Round 12, the last round: this deal took the deck’s last cards, so the second pass is complete, and the game ends when this round’s actions are over. One die each: your 4 in row 3, column 2, and Blue’s 4 in row 3, column 4. If the pips are counted as they stand, 4 against 4 with one die each, you share the victory; a die that moves loses a pip.',
  'pipfall.lesson.last.program': 'Program the 7♦, the 5♣ and the 2♦, and keep the 8♥ as your Initiative card.',
  'pipfall.lesson.last.m1': 'You are First Player. Marker 1 on row 3: it holds your 4, and Blue’s 4 too.',
  'pipfall.lesson.last.m2':
    'Blue took column 4, the only other lane its die stands in. Put your marker 2 on column 2: then no free lane holds a Blue die, and Blue’s markers 2 and 3 must go on its cards.',
  'pipfall.lesson.last.cards':
    'Blue’s markers 2 and 3 went on its cards, and so did your marker 3: your die has no free lane left either. Those three cards are cancelled. Blue’s A♠ beats your 8♥, so Blue acts first: its card 1, the 9♣, is turned over.',
  'pipfall.lesson.last.choice':
    'Blue’s 9♣ used Clubs: its 4 holds. Your 7♦ acts now, on your 4 in row 3, and after it no Blue card is left to act: then the pips are counted. If nobody has dice when the actions are over, the players who had dice share a draw. Where does your 4 go, or does it use Diamonds?',
  'pipfall.lesson.last.choiceWhy':
    'Onto Blue’s 4: equal pips remove both dice, nobody has a die left, and the game is a draw. Any other move leaves your die a 3 and Diamonds makes it a 2, against Blue’s 4 when the pips are counted: a lost game.',
  'pipfall.lesson.last.draw':
    'Four against four: both dice are removed. Your card 2 finds no die of yours in column 2: a null action. The actions are over and nobody has dice: both of you had dice when they began, so you share a draw, 0 pips each. There is no Restore at the end.',
  'pipfall.lesson.last.done': 'A draw saved a lost game. With the last dice, count what every choice leaves on the board before you pick.',
  'pipfall.lesson.last.quiz1': 'The actions are over and nobody has dice left. What happens?',
  'pipfall.lesson.last.quiz1.a1': 'The last player to lose a die wins',
  'pipfall.lesson.last.quiz1.a2': 'The players who had dice when the actions began share a draw',
  'pipfall.lesson.last.quiz1.a3': 'Everyone Restores a die and play goes on',
  'pipfall.lesson.last.quiz1.why': 'With no dice on the board the game ends at once, without Restore: the players who still had dice when that round’s actions began share a draw.',
  'pipfall.lesson.last.quiz2': 'The lanes your dice stand in are all taken when your marker goes down. What happens to that card?',
  'pipfall.lesson.last.quiz2.a1': 'The marker goes on the card: it is cancelled and never revealed',
  'pipfall.lesson.last.quiz2.a2': 'It acts on any die of yours',
  'pipfall.lesson.last.quiz2.a3': 'You take a lane from another player',
  'pipfall.lesson.last.quiz2.why': 'No two markers share a lane. Claiming the last free lane of a rival’s dice cancels its next card.',
  'pipfall.lesson.order.title': 'Three players, true order',
  'pipfall.lesson.order.blurb': 'With True Initiative Order, act before a rival who would otherwise go first, and win the last round on pips.',
  'pipfall.lesson.order.welcome':
    'Three players on the 7×7 board, with the True Initiative Order variant: for cards 1, 2 and 3 alike, the players act in the order of their Initiative cards, highest first, not clockwise from the winner. Round 12 is the last: this deal completed the third pass through the deck, so the pips are counted when this round’s actions are over. You have 11 pips (your 5 in row 4 and your 6 in the corner), Blue 7, Gold 11. Gold’s 3 stands two cells right of your 5.',
  'pipfall.lesson.order.program': 'Program the 9♦, the 6♣ and the 2♣, and keep the Q♠ as your Initiative card.',
  'pipfall.lesson.order.m1': 'You are First Player. Marker 1 on row 4: your 5 and Gold’s 3 both stand in it, and your card 1 will act there.',
  'pipfall.lesson.order.m2': 'Blue took column 2 and Gold column 5, where its 3 stands. Marker 2 on column 3, the other lane of your 5.',
  'pipfall.lesson.order.order':
    'Blue took column 1 and Gold column 6. The Initiative cards: Blue’s K♥, your Q♠, Gold’s 4♦. Clockwise from Blue, Gold would act before you; with True Initiative Order you act second for every card, and Gold last. Blue’s card 1, the 7♣, is turned over.',
  'pipfall.lesson.order.choice':
    'Blue’s 7♣ used Clubs: its 6 holds. Your 9♦ acts now, on your 5 in row 4, before Gold’s card 1 in column 5. Where does your 5 go, or does it use Diamonds?',
  'pipfall.lesson.order.choiceWhy':
    'Onto Gold’s 3 now, before Gold acts: 5 beats 3, Gold loses three pips, and its card 1 has no die left to act on. Your 5 decays to a 4, but you keep 10 pips and Gold can reach 9 at most. Any other use leaves you 10 at most against Gold’s 11.',
  'pipfall.lesson.order.struck':
    '5 beats 3: Gold’s die is removed, and your 5 decays to a 4 in row 4, column 5. Gold’s card 1, the 5♥, found no Gold die in column 5: a null action. Clockwise, Gold would have acted before you, and its Hearts would have made its 3 a 5, as strong as yours.',
  'pipfall.lesson.order.m3': 'Blue took row 2 and Gold row 1. Marker 3 on row 7, with your 6 in the corner.',
  'pipfall.lesson.order.last':
    'Then everyone’s card 2: Blue’s 4♣ held its 1. Your 6♣ looked for a die of yours in column 3 and found none, because your 5 left it (the lane is read when the card acts): a null action. Gold’s 8♣ held its 5. Then card 3: Blue’s 3♦ found only its 1 in column 1, which had acted already: a null action. Your 2♣ acts on your 6 in row 7: use Clubs to hold it.',
  'pipfall.lesson.order.end':
    'Gold’s 2♥ found only its 5 in column 6, which had acted: a null action. The last round’s actions are over, so the pips are counted: you 10, Blue 7, Gold 8. You win!',
  'pipfall.lesson.order.done':
    'With True Initiative Order, a high Initiative card lets you strike before a rival who would otherwise act first. For every card, count who acts before you.',
  'pipfall.lesson.order.quiz1': 'True Initiative Order; the Initiative cards are Blue’s K♥, your Q♠ and Gold’s 4♦. In what order do you act, card by card?',
  'pipfall.lesson.order.quiz1.a1': 'Blue, Gold, you: clockwise from Blue',
  'pipfall.lesson.order.quiz1.a2': 'Blue, you, Gold',
  'pipfall.lesson.order.quiz1.a3': 'You, Blue, Gold',
  'pipfall.lesson.order.quiz1.why':
    'With the variant every card 1, 2 and 3 follows the Initiative cards, highest first. Without it, play goes clockwise from the initiative winner.',
  'pipfall.lesson.order.quiz2': 'Your marker 2 lies on column 3, but your die there moved away before card 2 acts. What does card 2 do?',
  'pipfall.lesson.order.quiz2.a1': 'Nothing: a null action, with no decay',
  'pipfall.lesson.order.quiz2.a2': 'It acts on that die where it stands now',
  'pipfall.lesson.order.quiz2.why': 'The lane is read when the card acts: with no die of yours in it that has yet to act, the card is a null action.',
} as const;
