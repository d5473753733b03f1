/** Piplus's rules reference in English (rulebook 004 with RULINGS.md and docs/rules/piplus.md folded in). */
export const piplusRulesEn = {
  'piplus.rules.overview': 'The game',
  'piplus.rules.overview.p1':
    'Piplus is a climbing card game for 2 to 6 players. Each round, players take turns beating the cards in play with their own cards, lifted by their dice or replaced by them. The first player to get rid of every card and every die finishes first.',
  'piplus.rules.overview.p2': 'The top three finishers of a round (the top two with two players) roll dice for points. After three rounds the highest total wins.',

  'piplus.rules.setup': 'Pieces and the deal',
  'piplus.rules.setup.p1':
    'There are 40 cards, numbered 1 to 10, four of each. Every player has a d4, a d6 and a d8 in its own colour. The box lid in the middle holds the spent dice.',
  'piplus.rules.setup.p2':
    'Each round the cards are shuffled and dealt one at a time, clockwise: 12 cards each with 2 players, 11 with 3, 10 with 4, 8 with 5 and 6 with 6. The cards left over are out of the round, unseen.',
  'piplus.rules.setup.ruling': 'The app deals from the first seat. Nothing tells two cards of the same number apart.',

  'piplus.rules.start': 'The opening roll',
  'piplus.rules.start.p1':
    'Everyone rolls its three dice. The dice are not rerolled afterwards: they are played as they fell, in plain sight. The player with the lowest total starts the round.',
  'piplus.rules.start.ruling':
    'Ties for the lowest total go to the lowest d8, then the lowest d6, then the lowest d4; if players are still tied, one of them is drawn at random (in place of rock-paper-scissors). Every round re-rolls everything; only the scores carry over.',

  'piplus.rules.plays': 'What a play is',
  'piplus.rules.plays.p1': 'On your turn you play one of two things:',
  'piplus.rules.plays.cards':
    'One or more cards from your hand, all worth the same. A card is worth its number, or its number plus the die you put on it: at most one die per card, each die on one card. Cards may differ as long as their dice make them equal: a 5 with a 3 on it and an 8 are two 8s.',
  'piplus.rules.plays.die': 'Or one unused die on its own, played as a single card worth the number it shows.',
  'piplus.rules.plays.p2': 'Dice are never added together: a die lifts one card, or stands in for one card.',
  'piplus.rules.plays.ruling': 'A card with a die on it is worth up to 10 + 8 = 18: there is no cap.',

  'piplus.rules.beating': 'Beating the cards in play',
  'piplus.rules.beating.p1': 'A play beats the cards in play if it has:',
  'piplus.rules.beating.value': 'the same number of cards, worth more; or',
  'piplus.rules.beating.count': 'more cards, whatever they are worth.',
  'piplus.rules.beating.p2': 'A lone die counts as one card, so it can only beat a single card, worth less than the die shows.',

  'piplus.rules.after': 'After a play',
  'piplus.rules.after.p1':
    'The dice of a play go to the lid: they are spent and cannot be played until they are rerolled. Its cards stay in play as the cards to beat, now each worth only the lowest number among them: the dice no longer count.',
  'piplus.rules.after.p2': 'A lone die goes to the lid and leaves nothing in play: the cards it beat are discarded with it, and the next player leads.',

  'piplus.rules.leading': 'Leading',
  'piplus.rules.leading.p1':
    'The player facing an empty table leads: at the start of a round, after the table is cleared and after a lone die. A leader must play (it cannot pass), and may play any cards of one value or a lone die.',

  'piplus.rules.passing': 'Passing and rerolling',
  'piplus.rules.passing.p1':
    'On any turn that is not a lead you may pass instead of playing. A player who passes may reroll any of its dice, spent ones included: a rerolled die is unused again, with its new number. Passing does not stop you from playing on a later turn.',
  'piplus.rules.passing.ruling': 'A player with no cards left may reroll only its unused dice when it passes; its spent dice stay spent.',

  'piplus.rules.forced': 'The forced reroll',
  'piplus.rules.forced.p1': 'A player who spends its last unused die while it still holds cards rerolls all three dice at once, as part of that play. They are all unused again.',

  'piplus.rules.clearing': 'Clearing the table',
  'piplus.rules.clearing.p1':
    'When every other player still in the round has passed since the last play, the cards in play are discarded and the player who made that play leads. If that player has finished, the next player clockwise still in the round leads.',

  'piplus.rules.finishing': 'Going out and the end of a round',
  'piplus.rules.finishing.p1':
    'A player whose hand is empty must still play its unused dice, alone, one a turn; so it can only answer a single card. It is out when it holds no cards and no unused dice. The order in which players go out is the ranking: first out is 1st.',
  'piplus.rules.finishing.p2':
    'The round ends the moment 1st, 2nd and 3rd are decided (1st and 2nd with two players), even in the middle of a trick. When only one player is left, it takes the last place.',
  'piplus.rules.finishing.ruling': 'With 4 players the one left when three are out is 4th; with 5 or 6 the players still in are not placed. Below 3rd, nobody scores.',

  'piplus.rules.scoring': 'Scoring and winning',
  'piplus.rules.scoring.p1': 'At the end of a round the placed players roll for points:',
  'piplus.rules.scoring.first': '1st rolls the d4, the d6 and the d8;',
  'piplus.rules.scoring.second': '2nd rolls the d4 and the d6 (with two players: the d4 only);',
  'piplus.rules.scoring.third': '3rd rolls the d4.',
  'piplus.rules.scoring.p2': 'Each scores the highest single die it rolled, not the sum. After the third round the highest total wins; a tie for the top is a shared victory.',

  'piplus.rules.valve': 'The safety valve',
  'piplus.rules.valve.ruling':
    'Lone dice can be led back and forth for ever. After 400 turns in one round, the round ends: the players still in it are ranked by fewer cards in hand, then fewer unused dice, then clockwise from the round’s starting player.',

  'piplus.rules.table': 'Playing in the app',
  'piplus.rules.table.p1':
    'Click cards in your hand (or in the panel) to pick them. Click one of your dice to put it on a picked card, or drag it onto a card; click a die with no card picked to play it alone. Then click the middle of the table, or Play. The line over the table says what the play does, or why it is no play.',
  'piplus.rules.table.p2': 'To pass, mark the dice to reroll (none is fine) and press Pass. Your cards and dice that can still join a legal play are lit.',
};
