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
    'Your turn: the 9♠. Blue’s 4 on F5 is only two hexes from your 6, but the rock on E5 is in the way. A move may turn at every step, so go around the rock in three steps: click your 6, then Blue’s die.',
  'hex.lesson.core.combat':
    'Your 6 walked D4, E4 and onto F5, where Blue’s die stands: combat. Only the hex where a move ends fights; a die may pass through others on the way. The higher pips win, 6 against 4; equal pips would destroy both dice.',
  'hex.lesson.core.trophy':
    'Blue’s die is your trophy now. It keeps the 4 it showed in the fight: at the end, if players have as many trophies, the higher total of trophy pips wins. After the fight your die still decays, to a 5. A defender never decays.',
  'hex.lesson.core.order':
    'Card 2 is revealed: your Q♣ outranks Blue’s 7♣, so you go first this time. Aces are suit power only; jacks, queens and kings may use their suit power or Reinforce.',
  'hex.lesson.core.reinforce':
    'Reinforce: a reserve die enters an empty position of your own start, showing the value printed there: 3 on the rear (A1), 4 on the fronts (B1, A2). Bring a 4 in on B1. You need a die still on the battlefield to do it.',
  'hex.lesson.core.entered':
    'A fresh 4 stands on B1 and one die is left in your reserve. Reinforce is not an activation: nothing decays, and the new die may still act later this hand.',
  'hex.lesson.core.clubs': 'Blue used its 7♣ for the Clubs power on its 4. Clubs holds a die as it is, but it still counts as an activation, so the die decays to 3.',
  'hex.lesson.core.hearts': 'Card 3: Blue programmed only two cards, so your 5♥ resolves alone. Use its Hearts power, +2, on the die that just entered.',
  'hex.lesson.core.powers':
    'Your 4 became a 6, then decayed to 5. The four powers, on your own die only: Hearts +2 (never above 6), Diamonds −2 (a die brought to 0 or below is gone at once, with no trophy for anyone), Spades flips the die to 7 minus its pips, Clubs holds.',
  'hex.lesson.core.roundEnd':
    'The hand is over. Before each hand the deck must hold enough cards for everyone: 5 for your four dice, 2 for Blue’s one die, 7 in all, but only 6 are left. So round 3 ends. All 52 cards are shuffled, the First Player marker passes to Blue, and round 4, the last, is dealt. Dice, reserves and trophies stay as they are.',
  'hex.lesson.core.done':
    'That is the heart of PipFall Hex. The next lesson plays the end of a game: what happens when a player loses their last die, and how trophies decide the winner.',

  'hex.lesson.end.title': 'Elimination and the final count',
  'hex.lesson.end.blurb': 'Knock out a player’s last die, see the game end at once, and let trophies and their pips decide.',
  'hex.lesson.end.welcome':
    'Round 4, the last. You have one trophy, a 3. Blue has two: a 4 and a 2. Blue is down to a single die on the battlefield and one in reserve. If the game ended now, Blue would win on trophies.',
  'hex.lesson.end.program': 'You have one die, so two cards. Program the 8♠ and leave the 2♣ out.',
  'hex.lesson.end.attack': 'Your 8♠ outranks Blue’s card and resolves first. Attack Blue’s last die: move your 5 two hexes onto Blue’s 4 on G7.',
  'hex.lesson.end.won': '5 beats 4: Blue’s die becomes your second trophy, worth 4.',
  'hex.lesson.end.out':
    'Blue has no die left on the battlefield, so Blue is out at once. The reserve die does not save it: it can never enter now, and Blue’s revealed card will never resolve. With at most one player left, the game ends right away.',
  'hex.lesson.end.score':
    'The last player standing does not win by standing: trophies decide. You have 2 and Blue has 2, so the trophy pips break the tie: your 3 + 4 = 7 beats Blue’s 4 + 2 = 6. You win! A tie in pips too would be a shared victory.',
  'hex.lesson.end.done': 'You know PipFall Hex. The rules reference (the “?” on the table) has every detail, with a picture of the Crossfire battlefield.',
};
