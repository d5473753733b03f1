/** PipFall Hex's lessons in English: the coach's every line (keys named in the lesson files beside this one). */
export const hexLessonsEn = {
  'hex.lesson.core.title': 'The basics',
  'hex.lesson.core.blurb': 'Program a hand and leave a card out, resolve a tie, march around a rock, take a trophy, Reinforce and use a suit power, to the end of a round.',
  'hex.lesson.core.welcome':
    'Welcome to PipFall Hex! You play Red, from the north-west start; your rival plays Blue, from the south-east. Each of you has dice out on the battlefield (the arrows) and more waiting in reserve on your shelf.',
  'hex.lesson.core.hazards':
    'The battlefield is Crossfire: 10 × 10 hexes with ten rocks. A rock is a hazard: no die may stand on it or pass through it. Hexes are named by column letter and row number, so your 6 stands on D5, just left of the rock on E5.',
  'hex.lesson.core.goal':
    'You win with trophies: dice you destroy in combat. The game lasts four rounds. To keep this lesson short it starts late in round 3, with only 6 cards left in the deck, and both of you still hold 2 reserve dice.',
  'hex.lesson.core.hand':
    'Each hand, every player is dealt one card for each of their dice on the battlefield, plus one. You have three dice, so four cards: 9♠, Q♣, 5♥ and 2♦. Blue has two dice and three cards.',
  'hex.lesson.core.program':
    'You program all but one card, left to right: that is the order they will act in. The last card is left out, face down, and does nothing. Put the 9♠ in card 1, the Q♣ in card 2, the 5♥ in card 3 and the 2♦ in “Left out”: pick a card, then its slot, then Confirm.',
  'hex.lesson.core.tie':
    'Now everyone reveals card 1 together. The highest rank resolves first; suit never counts. Your 9♠ and Blue’s 9♥ tie, so the marker decides: the player furthest clockwise from the First Player goes first. You hold the marker, so with two players Blue wins every tie.',
  'hex.lesson.core.blueMove':
    'Blue’s 9♥ moved its 5 two hexes, from H5 to F5. A number card (2 to 10) moves one of your dice up to three hexes, or uses its suit power instead. Every activation ends with decay: Blue’s die lost a pip and shows 4.',
  'hex.lesson.core.around':
    'Your turn: the 9♠, a move of up to 3 hexes. Blue’s 4 on F5 is two hexes from your 6, behind the rock on E5. Where does your 6 go? Click your 6, then a hex.',
  'hex.lesson.core.combat':
    'Your 6 walked D4, E4 and onto F5, where Blue’s die stood: combat. Only the hex where a move ends fights; a die may pass through others on the way. The higher pips win, 6 against 4, and Blue’s die is destroyed; equal pips would destroy both. After the fight your die decayed to the 5 you see.',
  'hex.lesson.core.trophy':
    'Blue’s die is your trophy now (the seat list counts it). It keeps the 4 it showed in the fight: at the end, if players have as many trophies, the higher total of trophy pips wins. A defender never decays, only a surviving attacker.',
  'hex.lesson.core.order':
    'Card 2 is already revealed: your Q♣ outranks Blue’s 7♣, so you go first this time. Aces are suit power only; jacks, queens and kings may use their suit power or Reinforce.',
  'hex.lesson.core.reinforce':
    'Reinforce: a reserve die enters an empty position of your own start, showing the value printed there: 3 on the rear (A1), 4 on the fronts (B1, A2). Bring a 4 in on B1. You need a die still on the battlefield to do it.',
  'hex.lesson.core.entered':
    'A fresh 4 stands on B1 and one die is left in your reserve. Reinforce is not an activation: nothing decays, and the new die may still act later this hand.',
  'hex.lesson.core.clubs':
    'Blue used its 7♣ for the Clubs power on its 4. Clubs holds a die as it is, but it still counts as an activation, so the die decays to 3. Card 3 is revealed: Blue programmed only two cards, so your 5♥ resolves alone.',
  'hex.lesson.core.hearts': 'A player with more cards keeps resolving after the others run out. Use your 5♥’s Hearts power, +2, on the die that just entered.',
  'hex.lesson.core.powers':
    'Your 4 became a 6, then decayed to 5. The four powers, on your own die only: Hearts +2 (never above 6), Diamonds −2 (a die brought to 0 or below is gone at once, with no trophy for anyone), Spades flips the die to 7 minus its pips, Clubs holds. That was the hand’s last card.',
  'hex.lesson.core.roundEnd':
    'The hand is over. Before each hand the deck must hold enough cards for everyone: 5 for your four dice, 2 for Blue’s one die, 7 in all, but only 6 are left. So round 3 ends. All 52 cards are shuffled, the First Player marker passes to Blue, and round 4, the last, is dealt. Dice, reserves and trophies stay as they are.',
  'hex.lesson.core.done':
    'That is the heart of PipFall Hex. The next lesson plays the end of a game: what happens when a player loses their last die, and how trophies decide the winner.',

  'hex.lesson.end.title': 'Elimination and the final count',
  'hex.lesson.end.blurb': 'Knock out a player’s last die, see the game end at once, and let trophies and their pips decide.',
  'hex.lesson.end.welcome':
    'Round 4, the last. You have one trophy, a 3. Blue has two: a 4 and a 2. Blue is down to a single die on the battlefield and one in reserve. If the game ended now, Blue would win on trophies.',
  'hex.lesson.end.program': 'You have one die, so two cards. Program the 8♠ and leave the 2♣ out.',
  'hex.lesson.end.attack': 'Your 8♠ outranks Blue’s card and resolves first. Blue has one die left, a 4 on G7, two hexes from your 5. Where does your 5 go?',
  'hex.lesson.end.won': '5 beats 4: Blue’s die becomes your second trophy, worth 4, and your die decays to 4.',
  'hex.lesson.end.out':
    'Blue has no die left on the battlefield, so Blue is out at once. The reserve die does not save it: it can never enter now, and Blue’s revealed card will never resolve. With at most one player left, the game ends right away.',
  'hex.lesson.end.score':
    'The last player standing does not win by standing: trophies decide. You have 2 and Blue has 2, so the trophy pips break the tie: your 3 + 4 = 7 beats Blue’s 4 + 2 = 6. You win! A tie in pips too would be a shared victory.',
  'hex.lesson.end.done': 'You know PipFall Hex. The rules reference (the “?” on the table) has every detail, with a picture of the Crossfire battlefield.',
  'hex.rule.battlefield': 'The battlefield is 10 × 10 hexes, named by column letter and row number',
  'hex.rule.hazards': 'Rocks are hazards: no die may stand on or pass through one',
  'hex.rule.choose-start': 'Each player chooses a free starting location, clockwise from the First Player',
  'hex.rule.start-dice': 'Start with a 3 on the rear and two 4s in front; two dice wait in reserve',
  'hex.rule.first-player': 'One player holds the First Player marker; it moves clockwise each round',
  'hex.rule.deal-dice-plus-one': 'Each hand, one card per die on the battlefield, plus one',
  'hex.rule.program-order': 'Program all cards but one, in the order they act; the last is left out',
  'hex.rule.reveal-rank': 'Cards are revealed together and act from the highest rank down',
  'hex.rule.rank-ties': 'Equal ranks: furthest clockwise from the First Player acts first; suit never counts',
  'hex.rule.longer-program': 'A player with more cards keeps acting after the others run out',
  'hex.rule.choose-die': 'A card acts on any of your dice you choose when it resolves',
  'hex.rule.once-per-hand': 'Each die acts at most once a hand',
  'hex.rule.no-eligible-die': 'No die left to act: the card is discarded (a J, Q or K may still Reinforce)',
  'hex.rule.card-kinds': 'Number cards move or use their suit; Aces only their suit; J, Q, K their suit or Reinforce',
  'hex.rule.must-use': 'A card that can be used must be used',
  'hex.rule.move-hexes': 'A move is 0 to 3 hexes, turning freely, through dice but never through rocks',
  'hex.rule.zero-move': 'A move of 0 hexes back onto its own hex never fights, and still decays',
  'hex.rule.decay': 'Every activation, moves and powers alike, costs the die a pip',
  'hex.rule.no-threshold': 'No success threshold: a power that changes nothing still decays the die',
  'hex.rule.hearts': 'Hearts: +2 pips, never above 6',
  'hex.rule.diamonds': 'Diamonds: −2 pips; a die brought to 0 is removed, no trophy',
  'hex.rule.spades': 'Spades: flip the die to 7 minus its pips',
  'hex.rule.clubs': 'Clubs: hold the die as it is (it still decays)',
  'hex.rule.combat': 'A move that ends on a die fights: the higher pips win, equal pips destroy both',
  'hex.rule.attacker-decays': 'A surviving attacker decays after the fight; a defender never does',
  'hex.rule.trophy': 'A rival die you destroy in combat is your trophy, worth the pips it showed',
  'hex.rule.trophy-defender': 'When the defender wins, the defender takes the attacker as a trophy',
  'hex.rule.mutual-destruction': 'Equal dice destroy each other, and each player takes the other’s die',
  'hex.rule.own-dice-combat': 'Your own dice can fight each other, but nobody takes a trophy',
  'hex.rule.reinforce': 'Reinforce with a J, Q or K: a reserve die enters an empty position of your start',
  'hex.rule.elimination': 'A player with no dice on the battlefield is out at once; the reserve cannot save them',
  'hex.rule.round-end': 'When the deck cannot deal the next hand, the round ends and all 52 cards are shuffled',
  'hex.rule.game-end': 'The game ends after round 4, or when at most one player has dice',
  'hex.rule.victory': 'Most trophies win; then the higher total of trophy pips; then a shared victory',
  'hex.rule.more-players': 'With three or four players, the starts are A, C, B (and D), and ties go clockwise',
  'hex.lesson.opening.title': 'Your first hand',
  'hex.lesson.opening.blurb': 'Choose a start, set out your dice, and play the first hand of a game: program, reveal by rank, move, and use a suit.',
  'hex.lesson.opening.welcome':
    'Welcome to PipFall Hex! The battlefield, Crossfire, is 10 × 10 hexes, named by column letter and row number. The ten rocks are hazards: no die may stand on one or pass through it. You hold the First Player marker, so you choose your starting location first.',
  'hex.lesson.opening.choose': 'Each corner is a starting location with three positions: a rear one marked 3 and two front ones marked 4. Take A, the north-west corner: click it.',
  'hex.lesson.opening.dealt':
    'Blue took B, the south-east. Each of you set out a 3 on the rear and two 4s in front, and keeps two more dice in reserve. Round 1 begins: every player is dealt one card per die on the battlefield, plus one, so four cards each; the deck shows 44. (With three or four players the starts are A, C, B and D.)',
  'hex.lesson.opening.program':
    'Program all your cards but one, left to right: that is the order they will act in. The card left over is left out, face down. Number cards move a die or use their suit; an Ace only its suit; a jack, queen or king its suit or Reinforce. Put the 9♣ in card 1, the A♥ in card 2, the 4♣ in card 3, and leave out the 2♦.',
  'hex.lesson.opening.reveal':
    'Everyone reveals card 1 together, and the highest rank acts first: your 9♣ beats Blue’s 7♠. A card is not tied to a die: when it acts, you choose which of your dice it moves or powers.',
  'hex.lesson.opening.move':
    'Your 9♣ moves one of your dice up to three hexes, turning at every step, past other dice but never through a rock. Which die, and where? Click a die, then a hex. The fights will be in the middle.',
  'hex.lesson.opening.moved': 'Every activation ends with decay: your die lost a pip and shows 3. A move of 0 hexes, back onto its own hex, decays too. Now Blue’s 7♠ acts.',
  'hex.lesson.opening.ace':
    'Blue moved a 4 up to I7, and it decayed to 3. Card 2 is revealed: your A♥ outranks Blue’s 9♥. An Ace can only use its suit: use Hearts on your rear 3 on A1.',
  'hex.lesson.opening.hearts':
    'Hearts gave +2, then the activation decayed the die: 3, 5, then 4. The other suits: Diamonds −2 (a die brought to 0 is gone, and nobody gets a trophy), Spades flips to 7 minus the pips, Clubs holds.',
  'hex.lesson.opening.clubs':
    'Blue’s 9♥ moved its other 4. Card 3: your 4♣ ties with Blue’s 4♦, and suit never counts: the marker decides. With two players, the player without the First Player marker wins every tie, so Blue acted first. Each die acts once a hand, so only your 4 on B1 may act now: use Clubs on it. It changes nothing, and the die still decays: in Hex there is no success threshold.',
  'hex.lesson.opening.next':
    'The hand is over. The next hand is dealt at once: still three dice each, so four cards each, and the deck shows 36. Hands go on until the deck cannot deal the next one: then the round ends, all 52 cards are shuffled and the First Player marker moves on. The game lasts four rounds.',
  'hex.lesson.opening.done':
    'That is how every hand goes. Trophies come from fights: end a move on a rival die with more pips, and it is yours. The next lesson joins a game late in round 3 for a fight, a Reinforce and the end of a round.',
  'hex.lesson.seat.0': 'Red',
  'hex.lesson.seat.1': 'Blue',
  'hex.lesson.seat.2': 'Gold',
  'hex.lesson.seat.3': 'Green',
  'hex.lesson.fights.title': 'Fights, trophies and a last card',
  'hex.lesson.fights.blurb':
    'Equal dice that destroy each other, a defender that wins, a move of 0 hexes, a card with no die left to act, and a player beaten by its own Diamonds.',
  'hex.lesson.fights.welcome':
    'Round 2. You have three dice and Blue three: a 2 on B3, a 5 on F4 and a 4 on D6 face Blue’s 4 on E7, 3 on G3 and 2 on H9. Four cards each: your 9♠, 7♣, K♦ and 3♥.',
  'hex.lesson.fights.program': 'Program the 9♠, the 7♣ and the K♦, in that order, and leave out the 3♥.',
  'hex.lesson.fights.mutual':
    'Card 1: Blue’s 10♠ outranks your 9♠. Blue’s 4 attacked your 4 on D6: equal pips destroy both dice, and each of you takes the other’s die as a trophy (the seat list shows them).',
  'hex.lesson.fights.spades': 'Your 9♠ now. Your 2 on B3 is your weakest die: use Spades on it, or move it? Spades flips a die to 7 minus its pips.',
  'hex.lesson.fights.defender':
    'Your 2 became a 5, then decayed to 4. Card 2: Blue’s 8♥ sent its 3 onto your 5 on F4. The lower die loses, attacker or not: Blue’s 3 is destroyed and becomes your trophy, and your 5, the defender, does not decay. Had Blue moved onto one of its own dice, they would have fought too, with no trophy for anyone.',
  'hex.lesson.fights.stay':
    'Your 7♣ must be used on a die that has not acted: only the 5 on F4 is left. Keep it where it is with a move of 0 hexes: click the die itself. It fights nobody, and it still decays.',
  'hex.lesson.fights.none':
    'Card 3: your K♦ outranks Blue’s 2♦. Each die acts once a hand: your 4 on B3 and your 4 on F4 have both acted, so the K♦ has no die to act on. A number card or an Ace would be discarded with no effect, but a jack, queen or king may still Reinforce.',
  'hex.lesson.fights.reinforce': 'Reinforce: bring a reserve die onto B1, a front position of your start, as a 4.',
  'hex.lesson.fights.end':
    'Blue’s 2♦ had to be used on its last die, and Diamonds took its 2 to 0: the die is removed, and nobody gets a trophy for it. Blue has no dice on the battlefield, so Blue is out, and with one player left the game ends. You have 2 trophies, Blue 1: you win.',
  'hex.lesson.fights.done':
    'You have seen every kind of fight in PipFall Hex. With three or four players the same rules hold; the starts are A, C, B and D, and equal ranks go to the player furthest clockwise from the First Player.',
  'hex.lesson.three.title': 'Three and four players',
  'hex.lesson.three.blurb': 'Three starts, a three-way tie broken clockwise, and a player knocked out while the game goes on.',
  'hex.lesson.three.welcome':
    'With three players the starts are A, C and B in seat order: you are Red in the north-west, Blue has the north-east, Gold the south-east (a fourth player, Green, would take D in the south-west). Cards are dealt one at a time clockwise from the First Player, you, skipping a full hand: three for you, two for Blue’s single die, three for Gold.',
  'hex.lesson.three.program': 'Program the 7♠ and the 9♣, and leave out the 3♦.',
  'hex.lesson.three.ties':
    'All three cards 1 are sevens. Suit never counts: walk clockwise from the First Player, and the tied player reached last acts first, the First Player last. So Gold acted first (its 4 moved to H7 and decayed), then Blue (Hearts on its 3, then decay: a 4), and you act last.',
  'hex.lesson.three.attack': 'Blue’s only die is on F4, two hexes from your 5. Where does your 5 go? Click it, then a hex.',
  'hex.lesson.three.out':
    '5 beats 4: Blue’s die is your trophy, and Blue has no dice on the battlefield: Blue is out at once, its reserve die with it. With two players still holding dice, the game goes on. Card 2: your 9♣ outranks Gold’s 5♠.',
  'hex.lesson.three.second': 'Use Clubs on your 4 on C2: it holds, and still decays.',
  'hex.lesson.three.next':
    'Gold flipped its 3 with Spades and it decayed. The next hand is dealt to you and Gold only: Blue is skipped for the rest of the game. Three cards each, and the deck shows 26.',
  'hex.lesson.three.done':
    'Had you been the last player with dice, the game would have ended at once, and trophies would decide: the last player standing does not win by standing. That is PipFall Hex with three and four players.',
  'hex.lesson.core.aroundWhy': 'Onto F5, around the rock: a move may turn at every step. 6 beats 4, and Blue’s die becomes your trophy.',
  'hex.lesson.end.attackWhy':
    'Onto Blue’s last die: 5 beats 4, Blue is out, and the game ends with you ahead on trophy pips. Anything else leaves Blue a die, and its 6♦ still to play.',
  'hex.lesson.three.attackWhy': 'Onto Blue’s 4: 5 beats 4, the die is your trophy, and Blue, with no die left on the battlefield, is out at once.',
  'hex.lesson.opening.quiz1': 'How many cards are you dealt for a hand?',
  'hex.lesson.opening.quiz1.a1': 'Always four',
  'hex.lesson.opening.quiz1.a2': 'One per die on the battlefield, plus one',
  'hex.lesson.opening.quiz1.a3': 'One per die, the reserve included',
  'hex.lesson.opening.quiz1.why': 'Each hand you get one card per die on the battlefield, plus one. You program all of them but one, which is left out.',
  'hex.lesson.opening.quiz2': 'Clubs holds a die as it is. Does the die still decay?',
  'hex.lesson.opening.quiz2.a1': 'No: a power that changes nothing is free',
  'hex.lesson.opening.quiz2.a2': 'Yes: every activation costs a pip',
  'hex.lesson.opening.quiz2.why':
    'Hex has no success threshold: every activation, a move or a power, costs the die a pip, even when the power changes nothing. That is the big difference from PipFall.',
  'hex.lesson.opening.quiz3': 'Which die does a card act on?',
  'hex.lesson.opening.quiz3.a1': 'Only a die in a lane you marked',
  'hex.lesson.opening.quiz3.a2': 'Any of your dice that has not acted this hand, chosen when the card resolves',
  'hex.lesson.opening.quiz3.why': 'A card acts on any of your dice you choose when it resolves, and each die acts at most once a hand.',
  'hex.lesson.core.quiz1': 'Two cards of equal rank are revealed. Which acts first?',
  'hex.lesson.core.quiz1.a1': 'The higher suit',
  'hex.lesson.core.quiz1.a2': 'The one furthest clockwise from the First Player',
  'hex.lesson.core.quiz1.a3': 'Both at once',
  'hex.lesson.core.quiz1.why': 'Cards act from the highest rank down. On equal ranks the one furthest clockwise from the First Player acts first; suit never counts.',
  'hex.lesson.core.quiz2': 'Which cards can Reinforce?',
  'hex.lesson.core.quiz2.a1': 'Any card',
  'hex.lesson.core.quiz2.a2': 'J, Q and K',
  'hex.lesson.core.quiz2.a3': 'Aces only',
  'hex.lesson.core.quiz2.why': 'A J, Q or K may Reinforce: a reserve die enters an empty position of your start. Number cards move or use their suit; Aces only their suit.',
  'hex.lesson.core.quiz3': 'You destroy Blue’s 4 in combat. What do you get?',
  'hex.lesson.core.quiz3.a1': 'A trophy worth 4 pips',
  'hex.lesson.core.quiz3.a2': 'The die joins your side',
  'hex.lesson.core.quiz3.a3': 'Nothing but the hex',
  'hex.lesson.core.quiz3.why': 'A rival die you destroy in combat is your trophy, worth the pips it showed. Most trophies win at the end.',
  'hex.lesson.fights.quiz1': 'Blue’s 3 attacks your 5. What happens?',
  'hex.lesson.fights.quiz1.a1': 'Blue’s 3 is destroyed and becomes your trophy',
  'hex.lesson.fights.quiz1.a2': 'Both dice are destroyed',
  'hex.lesson.fights.quiz1.a3': 'Blue’s 3 is destroyed, but nobody takes a trophy',
  'hex.lesson.fights.quiz1.why': 'The higher pips win, and when the defender wins, the defender takes the attacker as a trophy.',
  'hex.lesson.fights.quiz2': 'Your 4 moves onto your own 4. What happens?',
  'hex.lesson.fights.quiz2.a1': 'Both are destroyed, and nobody takes a trophy',
  'hex.lesson.fights.quiz2.a2': 'They make an 8',
  'hex.lesson.fights.quiz2.a3': 'The move is not allowed',
  'hex.lesson.fights.quiz2.why': 'Your own dice can fight each other, and equal pips destroy both; a fight between your own dice gives nobody a trophy.',
  'hex.lesson.fights.quiz3': 'A die makes a 0-hex move, staying on its own hex. What happens?',
  'hex.lesson.fights.quiz3.a1': 'It fights nothing and still decays',
  'hex.lesson.fights.quiz3.a2': 'Nothing: a 0-hex move is free',
  'hex.lesson.fights.quiz3.a3': 'It fights itself',
  'hex.lesson.fights.quiz3.why': 'A 0-hex move never fights, and it still costs a pip: in Hex every activation decays the die.',
  'hex.lesson.end.quiz1': 'When does the game end?',
  'hex.lesson.end.quiz1.a1': 'After round 4, or when at most one player has dice',
  'hex.lesson.end.quiz1.a2': 'When the deck runs out the first time',
  'hex.lesson.end.quiz1.a3': 'When a player holds five trophies',
  'hex.lesson.end.quiz1.why': 'The game ends after round 4, or at once when at most one player has dice on the battlefield.',
  'hex.lesson.end.quiz2': 'At the end, two players hold two trophies each. Who wins?',
  'hex.lesson.end.quiz2.a1': 'The one whose trophies show more pips',
  'hex.lesson.end.quiz2.a2': 'The one with more dice on the battlefield',
  'hex.lesson.end.quiz2.a3': 'Always a shared victory',
  'hex.lesson.end.quiz2.why': 'Most trophies win; on equal counts, the higher total of trophy pips; only then is it a shared victory.',
  'hex.lesson.three.quiz1': 'Three players reveal a 7 each. Whose card acts first?',
  'hex.lesson.three.quiz1.a1': 'The tied player furthest clockwise from the First Player',
  'hex.lesson.three.quiz1.a2': 'The one with the highest suit',
  'hex.lesson.three.quiz1.a3': 'The First Player’s',
  'hex.lesson.three.quiz1.why': 'Suit never breaks a tie: the tied player furthest clockwise from the First Player resolves first, then the next, back towards the First Player.',
  'hex.lesson.three.quiz2': 'A player loses their last die on the battlefield but has one in reserve. What happens?',
  'hex.lesson.three.quiz2.a1': 'They are out at once: the reserve cannot save them',
  'hex.lesson.three.quiz2.a2': 'The reserve die enters at once',
  'hex.lesson.three.quiz2.a3': 'They wait for a J, Q or K to Reinforce',
  'hex.lesson.three.quiz2.why': 'A player with no dice on the battlefield is out at once; the reserve cannot save them. The others play on while two still have dice.',
  'hex.lesson.opening.moveWhy':
    'Your front 4 on A2 goes two hexes to B4, toward the middle, beside the rock on B5. A move onto one of your own dice would be a fight, and cost you a die.',
  'hex.lesson.fights.spadesWhy': 'Spades turns your 2 into a 5, a 4 after its decay: a strong die again. A move would leave it a 1.',
};
