/**
 * PipFall's rules reference in English, in the project's own words: rulebook seeds/000 with the
 * decisions of RULINGS.md ("Suit powers", "pipfall") and docs/rules/pipfall.md folded in.
 */
export const pipfallRulesEn = {
  'pipfall.rules.overview': 'What PipFall is',
  'pipfall.rules.overview.p1':
    'PipFall is a tactical game for two to four players. Your four dice are your army and your score at once: every move wears a die down by one pip, and dice that lose a fight leave the board.',
  'pipfall.rules.overview.p2':
    'Each round you secretly program three cards, contest the board’s rows and columns (lanes) for the right to act with them, and then move, fight or use suit powers. Win by being the last player with dice, or by having the most pips on the board when the deck has run out.',

  'pipfall.rules.setup': 'Board and setup',
  'pipfall.rules.setup.board': 'The board is square: 5×5 for two players, 7×7 for three, 8×8 for four.',
  'pipfall.rules.setup.corners':
    'Players take corners clockwise: the first player the bottom-left corner, then top left, top right and bottom right. With two players the second takes the top-right corner, diagonally opposite.',
  'pipfall.rules.setup.diamond':
    'Everyone starts with four dice in a diamond in their corner: the 6 on the corner, the 5 on the neighbour to its left and the 4 on the neighbour to its right (seen from the corner looking in), and the 3 diagonally in front.',
  'pipfall.rules.setup.deck':
    'The deck is a standard deck without the four club face cards (A♣, K♣, Q♣, J♣): 48 cards. Each player holds one of those four as a Restore card. One player holds the First Player marker.',
  'pipfall.rules.setup.diagram': 'The two-player opening: Red in the bottom-left corner, Blue in the top right, each corner tinted in its owner’s colour.',

  'pipfall.rules.round': 'A round',
  'pipfall.rules.round.p': 'Every round has five phases:',
  'pipfall.rules.round.1': 'Deal and program: four cards each; three programmed in order, one kept as the Initiative card.',
  'pipfall.rules.round.2': 'Lane markers: three placement cycles, one marker each per cycle.',
  'pipfall.rules.round.3': 'Initiative: the Initiative cards are revealed; the highest starts.',
  'pipfall.rules.round.4': 'Actions: three activation cycles, one per programmed card.',
  'pipfall.rules.round.5': 'Cleanup: cards discarded, the Restore window, elimination, the First Player marker moves on.',

  'pipfall.rules.program': 'Deal and program',
  'pipfall.rules.program.deal': 'Four cards are dealt to each player, one at a time, clockwise from the First Player (players already out are skipped).',
  'pipfall.rules.program.p':
    'Each player picks three of them and lays them face down in order: slot 1, slot 2, slot 3. The fourth card is the Initiative card. Everyone programs at the same time, in secret, and the order cannot change afterwards.',
  'pipfall.rules.program.cards':
    'A number card (2 to 10) can later move its die or use its suit power; a face card (J, Q, K or A) can only use its suit power. A card you would rather not play can be your Initiative card: it never acts.',

  'pipfall.rules.lanes': 'Lane markers',
  'pipfall.rules.lanes.p1': 'A lane is a whole row or a whole column. Each player has markers numbered 1, 2 and 3; marker 1 says where card 1 will act, and so on.',
  'pipfall.rules.lanes.p2':
    'Markers go down in three cycles: in each cycle every player, clockwise from the First Player, places the marker of that number. A marker must go on a lane that holds at least one of your dice and that no marker (anyone’s) has claimed yet.',
  'pipfall.rules.lanes.cancel':
    'If none of your lanes is free, the marker goes on its programmed card instead: that card is cancelled. It is never revealed and does nothing, no move and no decay.',
  'pipfall.rules.lanes.shared': 'A lane with several players’ dice belongs to whoever claims it first, so placing early matters.',
  'pipfall.rules.lanes.diagram': 'Red’s marker 1 on column 1 and marker 2 on row 4; Blue’s marker 1 claimed row 1. Each lane holds at least one die of its marker’s owner.',
  'pipfall.rules.lanes.ruling': 'A player with no free lane has no choice to make: the app puts the marker on the card by itself.',

  'pipfall.rules.initiative': 'Initiative',
  'pipfall.rules.initiative.p1':
    'When every marker is down, the Initiative cards are revealed together. The highest card wins: Ace high down to 2; between equal ranks, Spades beat Hearts, which beat Diamonds, which beat Clubs.',
  'pipfall.rules.initiative.p2':
    'The winner is the Activation Start Player: in each activation cycle, players act clockwise starting with them. (With the True Initiative Order variant, they act in the order of their Initiative cards instead.)',

  'pipfall.rules.actions': 'Actions',
  'pipfall.rules.actions.p1':
    'There are three activation cycles: every card 1, then every card 2, then every card 3. On your turn your card for that cycle is revealed, and you apply it to one of your own dice standing in that marker’s lane now.',
  'pipfall.rules.actions.p2': 'A die acts at most once per round. The lane is read at the moment of acting: dice may have moved in or out since the markers were placed.',
  'pipfall.rules.actions.null': 'If none of your dice that has not acted yet stands in the lane, the card is a null action: it has no effect, and nothing decays.',
  'pipfall.rules.actions.use': 'A number card is used either to move the die or for its suit power, chosen when it acts; a face card only for its suit power.',

  'pipfall.rules.movement': 'Movement and decay',
  'pipfall.rules.movement.p1':
    'A move goes 0 to 3 cells in one straight line, up, down, left or right (never diagonally), and must stay on the board. It may pass over other dice; only the cell where it ends matters.',
  'pipfall.rules.movement.p2':
    'After any move the die decays: it loses one pip. A move of zero cells decays too. A die that decays to 0 is removed at once, so a 1 that moves is gone.',
  'pipfall.rules.movement.diagram': 'A 6 moves two cells up and decays to a 5.',
  'pipfall.rules.movement.ruling': 'A chosen zero move stays on its own cell: it never fights, it only decays.',

  'pipfall.rules.combat': 'Combat',
  'pipfall.rules.combat.p1':
    'A move that ends on an occupied cell starts a fight, whoever owns the die there (your own dice too). The pips are compared before any decay: the higher die survives and the lower is removed. Equal dice remove each other.',
  'pipfall.rules.combat.p2': 'An attacker that wins takes the cell and then decays as after any move. A defender never decays; an attacker that loses is simply removed.',
  'pipfall.rules.combat.diagram': 'Red’s 5 moves three cells right onto Blue’s 3: 5 beats 3, Blue’s die is removed, and Red’s die decays to 4.',

  'pipfall.rules.powers': 'Suit powers',
  'pipfall.rules.powers.p': 'A suit power only ever changes the acting die, which is always your own.',
  'pipfall.rules.powers.h': 'Hearts: +2 pips, never above 6 (a 5 gets +1).',
  'pipfall.rules.powers.d': 'Diamonds: −2 pips, never below 1 (a 2 gets −1).',
  'pipfall.rules.powers.s': 'Spades: the die flips to its opposite face, 7 minus its pips (1↔6, 2↔5, 3↔4).',
  'pipfall.rules.powers.c': 'Clubs: hold. Nothing changes, and the die does not decay.',
  'pipfall.rules.powers.fail':
    'A Hearts, Diamonds or Spades power must change the pips by at least one. If it cannot (Hearts on a 6, Diamonds on a 1) it fails, and the die suffers a forced zero move: it decays by one, so a failed Diamonds on a 1 removes it. A power that succeeds never decays. Clubs never fails, and Spades always changes the pips.',

  'pipfall.rules.cleanup': 'Cleanup',
  'pipfall.rules.cleanup.1': 'All programmed and Initiative cards are discarded face down, cancelled ones unseen; the markers come back.',
  'pipfall.rules.cleanup.2': 'The Restore window: from the First Player clockwise, each player may play their Restore card.',
  'pipfall.rules.cleanup.3': 'Elimination: a player with no dice on the board is out.',
  'pipfall.rules.cleanup.4': 'The First Player marker passes clockwise to the next player still in the game, and the next round is dealt.',

  'pipfall.rules.restore': 'Restore',
  'pipfall.rules.restore.p1': 'Once per game, in the Restore window, you may play your Restore card to bring a die back: it enters your starting corner with 4 pips.',
  'pipfall.rules.restore.p2':
    'You can only do so while at least one of your dice is still on the board, after you have lost at least one die (you have fewer than four), and when your corner is empty (no die of anyone’s on it). A played Restore card leaves the game.',
  'pipfall.rules.restore.ruling': 'The app offers Restore only when it would succeed; you may decline it and keep the card for later.',

  'pipfall.rules.elimination': 'Elimination',
  'pipfall.rules.elimination.p1': 'A player with no dice left after the Restore window is eliminated. Restore cannot save them: it needs a die of their own on the board.',
  'pipfall.rules.elimination.p2':
    'Eliminated players are skipped from then on: in dealing, in placing markers, in acting and in the Restore window. A player who loses their last die during a round stays in until cleanup; their remaining cards are revealed in turn as null actions.',

  'pipfall.rules.end': 'How the game ends',
  'pipfall.rules.end.elim':
    'Last player standing: at the end of an action phase, if at most one player still has dice, the game ends at once (no Restore). If nobody has dice left, the players who had dice when that action phase began share a draw.',
  'pipfall.rules.end.cycles':
    'The deck runs out: a deck cycle is one pass through the 48-card draw deck, completed in the round whose deal takes its last card. The game ends after the action phase of the round that completes the second cycle (two players) or the third (three or four players): round 12 with two or three players, round 9 with four, if nobody was eliminated. There is no Restore then.',
  'pipfall.rules.end.score':
    'Scoring: each player adds up the pips of their dice on the board. The highest total wins; on a tie, the player with more dice; still tied, the victory is shared. Every player still in the game is scored, a player without dice with 0.',
  'pipfall.rules.end.ruling':
    'When the draw deck cannot deal a full round (after eliminations), the rest is dealt, the discards are shuffled into a new draw deck to finish the deal, and that round completes the cycle.',

  'pipfall.rules.players': 'Three and four players',
  'pipfall.rules.players.p1':
    'The board grows (7×7, 8×8) and neighbours start in each other’s lanes: the columns and rows along a shared edge hold both players’ dice, so they are contested from the first round.',
  'pipfall.rules.players.p2':
    'Markers are placed clockwise from the First Player, so the player to the First Player’s right places last in every cycle. The marker moves on every round, so everyone gets to place first in turn. Three or four players play three deck cycles.',
  'pipfall.rules.players.diagram': 'The three-player opening on the 7×7 board: Red, Blue and Gold share the lanes along their common edges.',

  'pipfall.rules.variants': 'Variants',
  'pipfall.rules.variants.tio': 'True Initiative Order: in each activation cycle, players act in the order of their Initiative cards instead of clockwise.',
  'pipfall.rules.variants.glory': 'Combat Glory: an attacker that wins a fight does not decay.',
  'pipfall.rules.variants.mutual':
    'Mutual Destruction Glory Bonus: after a tie that removes both dice, the attacking player may give +1 (up to 6) to one of their other dice, or decline. With no die below 6, nothing is asked.',
  'pipfall.rules.variants.rolled': 'Rolled Opening: each player rolls four dice and places them in the diamond from highest (the corner) to lowest (in front).',
  'pipfall.rules.before': 'Before',
  'pipfall.rules.after': 'After',
} as const;
