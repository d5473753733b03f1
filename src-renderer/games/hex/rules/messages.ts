/** PipFall Hex's rules reference in English (rulebook 001 with RULINGS.md and docs/rules/hex.md folded in, in the project's own words). */
export const hexRulesEn = {
  'hex.rules.overview': 'The game in brief',
  'hex.rules.overview.p1':
    'PipFall Hex is a trophy war for 2 to 4 players on a battlefield of hexes. Each hand you program cards in secret, then the cards are revealed step by step and move your dice, change them with suit powers, or bring in reinforcements.',
  'hex.rules.overview.p2':
    'A die you destroy in combat becomes your trophy. After four rounds, or as soon as at most one player has dice on the battlefield, the player with the most trophies wins.',

  'hex.rules.battlefield': 'The battlefield',
  'hex.rules.battlefield.p1':
    'The battlefield is a grid of hexes in rows. Every other row is shifted half a hex to the right, so each hex has up to six neighbours. The table names a hex by its column letter and row number: A1 is the top-left hex.',
  'hex.rules.battlefield.p2':
    'Hazards (rocks) are impassable: no die may stand on one or move through it, and no die may leave the map. Each corner holds a starting location of three positions: a rear marked 3 and two fronts marked 4.',
  'hex.rules.battlefield.diagram':
    'Crossfire, the standard battlefield: 10 × 10 hexes and ten rocks (grey). Two players start at A, north-west (Red), and B, south-east (Blue); a third and fourth take C, north-east, and D, south-west. Each start shows its rear 3 and its fronts 4.',
  'hex.rules.battlefield.p3':
    'Crossfire looks the same after a half-turn, so A and B face the same ground: it is fair for two players. Sixfold, a hexagon of 91 hexes with six corner starts, gives every seat the same ground with 2, 3 or 4 players; the new-game form offers both.',

  'hex.rules.setup': 'Setting up',
  'hex.rules.setup.p1':
    'Each player has five dice of their colour. The 52-card deck is shuffled and a First Player is chosen. Starting with the First Player and going clockwise, each player takes an unused starting location and places a 3 on its rear and a 4 on each front. The other two dice wait in reserve.',
  'hex.rules.setup.ruling':
    'The table offers the usual pick first (with 2 players A and B; with 3, A, C and B; with 4, A, C, B and D, in choosing order), but any unused location may be taken.',

  'hex.rules.program': 'Deal and program',
  'hex.rules.program.p1':
    'Each hand, every player still in the game is dealt one card per die they have on the battlefield, plus one, one card at a time clockwise from the First Player.',
  'hex.rules.program.p2':
    'Everyone programs at the same time, in secret: all cards but one go in a row, left to right, in the order they will act. The card left over is left out: it goes face down to the discards and does nothing.',
  'hex.rules.program.ruling': 'You choose which card to leave out. Hands and left-out cards stay secret; revealed cards, trophies and reserves are public.',

  'hex.rules.resolve': 'Resolving a hand',
  'hex.rules.resolve.p1':
    'All players reveal their leftmost unresolved card together. The revealed cards resolve from the highest rank to the lowest: A, K, Q, J, 10 down to 2. Then the next cards are revealed, and so on; a player with more cards goes on alone when the others run out.',
  'hex.rules.resolve.p2':
    'Equal ranks: going clockwise from the First Player, the tied player reached last resolves first, and the First Player resolves last among the tied. With two players, the one without the First Player marker wins every tie. Suit never breaks a tie.',
  'hex.rules.resolve.ruling':
    'The order of a step is fixed when its cards are revealed; each player decides what their card does only when it resolves, knowing everything that happened before.',

  'hex.rules.cards': 'Using a card',
  'hex.rules.cards.list.1': 'Number cards (2 to 10): move one of your dice 0 to 3 hexes, or use the card’s suit power on it.',
  'hex.rules.cards.list.2': 'Aces: the suit power only.',
  'hex.rules.cards.list.3': 'Jacks, queens and kings: the suit power, or Reinforce.',
  'hex.rules.cards.p1':
    'A card acts on one of your eligible dice: your own, on the battlefield, and not yet activated this hand. A card that has a legal use must be used; one that has none is discarded without effect (a jack, queen or king may still Reinforce when no die is eligible).',

  'hex.rules.movement': 'Moving',
  'hex.rules.movement.p1':
    'A die moves up to three hexes, one neighbour at a time, and may change direction at every step. It may pass through hexes holding dice (no fight on the way) but never through a hazard or off the map. A move of 0 hexes is allowed: the die stays and still decays.',
  'hex.rules.movement.p2': 'Only the hex where the move ends can start combat: if a die stands there, of any player, the two dice fight.',
  'hex.rules.movement.diagram':
    'Around a rock: Red’s 6 cannot go straight through the hazard to reach Blue’s 4 two hexes away, so it walks three hexes around it and fights there. 6 beats 4: Blue’s die becomes Red’s trophy, and Red’s die decays to 5.',
  'hex.rules.movement.before': 'The move',
  'hex.rules.movement.after': 'After the fight',

  'hex.rules.decay': 'Decay',
  'hex.rules.decay.p1':
    'Every activation, any move (0 hexes included) and any suit power (Clubs included), ends with the die losing 1 pip if it is still on the battlefield. A die brought to 0 is removed; it is nobody’s trophy.',

  'hex.rules.powers': 'Suit powers',
  'hex.rules.powers.p1': 'A suit power only ever changes one of your own eligible dice:',
  'hex.rules.powers.list.H': 'Hearts: +2 pips, never above 6 (a 5 becomes 6, a 6 stays 6).',
  'hex.rules.powers.list.D': 'Diamonds: −2 pips. A die brought to 0 or below is removed at once: no decay, no trophy.',
  'hex.rules.powers.list.S': 'Spades: flip the die to its opposite face, 7 minus its pips (1 and 6, 2 and 5, 3 and 4).',
  'hex.rules.powers.list.C': 'Clubs: hold. The pips do not change (the decay still comes).',
  'hex.rules.powers.ruling': 'So a Diamonds on a 1 or 2 removes the die; Spades on a 6 gives a 1, which the decay then removes; Hearts on a 6 keeps the 6, which decays to 5.',

  'hex.rules.combat': 'Combat and trophies',
  'hex.rules.combat.p1':
    'The two dice compare pips, the attacker’s before its decay. The higher survives; equal pips destroy both. The defender never decays; an attacker that survives then decays as usual.',
  'hex.rules.combat.p2':
    'An opposing die you destroy becomes your trophy. It keeps the pips it showed in the fight: at the end those pips break a tie. When both dice are destroyed, each player takes the other’s die.',
  'hex.rules.combat.p3': 'Your dice can fight each other: the fight is resolved as usual, but nobody takes a trophy.',

  'hex.rules.reinforce': 'Reinforce',
  'hex.rules.reinforce.p1':
    'A jack, queen or king may bring a reserve die onto an empty position of your own starting location: it enters with the value printed there, 3 on the rear, 4 on a front. A die of any player on a position blocks it.',
  'hex.rules.reinforce.p2':
    'You need a die in reserve and at least one of your dice still on the battlefield. Reinforce is not an activation: nothing decays, and the new die may act later in the same hand (it brings no extra card).',

  'hex.rules.elimination': 'Elimination',
  'hex.rules.elimination.p1':
    'After every resolved card (its fight and decay included), a player with no dice left on the battlefield is out at once, even with dice in reserve: those can never enter. Several players can go out together.',
  'hex.rules.elimination.p2': 'Their revealed card that has not resolved yet is discarded, and their face-down cards are discarded unseen. Their trophies still count at the end.',

  'hex.rules.rounds': 'Rounds',
  'hex.rules.rounds.p1':
    'Before each hand, the draw deck must hold enough cards to deal every player still in: their dice on the battlefield plus one each, added up. If it does not, nothing is dealt and the round ends.',
  'hex.rules.rounds.p2':
    'At the end of a round all 52 cards are gathered and shuffled, and the First Player marker passes clockwise to the next player still in the game. Dice stay where they stand with their pips, reserves are not refilled, and trophies are kept.',

  'hex.rules.end': 'End of the game',
  'hex.rules.end.p1': 'The game ends after the fourth round, or at once when at most one player has dice on the battlefield.',
  'hex.rules.end.p2':
    'The player with the most trophies wins. Tied players compare the total pips of their trophies; if that ties too, they share the victory. Every player is scored, eliminated or not: the last player standing does not win by standing.',
};
