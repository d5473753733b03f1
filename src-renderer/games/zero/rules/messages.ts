/**
 * Pip Zero's rules reference in English, in the project's own words: rulebook seeds/002 with the
 * decisions of RULINGS.md ("Suit powers", "zero") and docs/rules/zero.md folded in.
 */
export const zeroRulesEn = {
  'zero.rules.overview': 'What Pip Zero is',
  'zero.rules.overview.p1':
    'Pip Zero is a race for one or two players. Each player has a 4×4 grid of sixteen dice, and the first to take every die off their own grid wins. Grids never touch each other: you race, you never fight.',
  'zero.rules.overview.p2':
    'Each hand you program four cards onto your four columns. Each card acts on one die of its column, chosen for you, and changes it or swaps it; a die brought to zero pips is removed.',

  'zero.rules.setup': 'Setup',
  'zero.rules.setup.p':
    'Each player lays out sixteen dice in the same pattern, columns read top to bottom: column 1: 3, 6, 4, 5; column 2: 4, 5, 3, 6; column 3: 5, 4, 6, 3; column 4: 6, 3, 5, 4. Shuffle a standard 52-card deck and choose a starting player.',
  'zero.rules.setup.diagram': 'The opening grid. Column 4 is also the Initiative column.',
  'zero.rules.setup.ruling': 'The starting player is dealt to first in every hand; it does not rotate (the grids never interact, so only the deal order depends on it).',

  'zero.rules.program': 'Deal and program',
  'zero.rules.program.p1': 'Each hand, four cards are dealt to each player, one at a time, starting with the starting player.',
  'zero.rules.program.p2': 'Assign them face down: one card to column 1, one to column 2, one to column 3. The fourth card is both your Initiative card and your column 4 card.',
  'zero.rules.program.p3':
    'Number cards (2 to 10) may swap or use their suit power; face cards (J, Q, K, A) may only use their suit power. When you expect to lose initiative, column 4 is a safe place for a card you do not want to resolve.',

  'zero.rules.initiative': 'Initiative and column 4',
  'zero.rules.initiative.p1':
    'When everyone has programmed, the Initiative cards (your column 4 cards) are revealed. The highest wins: Ace high down to 2; between equal ranks Spades beat Hearts, then Diamonds, then Clubs.',
  'zero.rules.initiative.p2':
    'Only the winner resolves column 4. Everyone else discards their column 4 card unread. Winning initiative is a fourth action this hand, good or bad depending on the card.',

  'zero.rules.resolve': 'Resolving the columns',
  'zero.rules.resolve.p':
    'The cards resolve column by column: every player’s column 1 card, then column 2, then column 3, then column 4 for the initiative winner. Each acts only on its owner’s grid.',
  'zero.rules.resolve.ruling': 'Within a column, players resolve clockwise from the starting player. It only decides who is asked first when both have a choice to make.',

  'zero.rules.targeting': 'Column shift',
  'zero.rules.targeting.p1':
    'A card targets its own column. If that column holds no dice at all, the card shifts right to the next column that has dice. If no column to its right has dice, it fizzles. There is no wrap-around to column 1.',
  'zero.rules.targeting.p2': 'Only an empty column causes a shift: a column that still holds dice, even dice that have all acted, never does.',
  'zero.rules.targeting.diagram': 'Column 1 is empty, so a card for column 1 shifts to column 2 and acts on its highest die, the 6.',

  'zero.rules.limit': 'The activation limit',
  'zero.rules.limit.p1':
    'Each column activates at most one die per hand. Once a die in a column has acted, the column is spent: a later card that targets it (directly or by a shift) fizzles.',
  'zero.rules.limit.p2':
    'Each die acts at most once per hand, wherever it goes: a die that swapped into another column stays spent, and a die that was swapped into a spent column cannot act through it.',

  'zero.rules.selection': 'Which die acts',
  'zero.rules.selection.p1':
    'You do not pick the die. A card acts on the highest die of its column that has not acted this hand and on which the action is possible; between equal dice, the topmost.',
  'zero.rules.selection.p2':
    'With a number card you choose between its suit power and a swap, and for a swap, which die to swap with. Each choice may act on a different die: the swap needs a die that has another die to its right in its row.',
  'zero.rules.selection.p3':
    'You may only choose an action that has a die to act on. When only one use is possible it is played at once (even a Hearts); when none is, the card fizzles.',

  'zero.rules.swap': 'Swaps',
  'zero.rules.swap.p1':
    'A swap exchanges the acting die with any die to its right in the same row (any distance, skipping empty cells; that die may have acted already). The two dice trade places and keep their pips.',
  'zero.rules.swap.p2': 'Then the acting die decays by one pip; a die that reaches 0 is removed. The other die is unchanged.',
  'zero.rules.swap.diagram': 'The 4 in column 3 swaps with the 3 in column 4, then decays to 3 (lit: the die that acted).',

  'zero.rules.powers': 'Suit powers',
  'zero.rules.powers.h': 'Hearts: +2 pips, never above 6. It needs a die below 6 (a 5 gets +1).',
  'zero.rules.powers.d': 'Diamonds: −2 pips. A die that reaches 0 is removed (a 1 or a 2 goes).',
  'zero.rules.powers.s': 'Spades: the die flips to its opposite face (1↔6, 2↔5, 3↔4): the way to turn a high die low.',
  'zero.rules.powers.c': 'Clubs: hold. Nothing changes and nothing decays; the column is spent all the same.',
  'zero.rules.powers.p': 'Diamonds, Spades and Clubs can always act; Hearts only on a die below 6. A suit power never decays the die.',

  'zero.rules.fizzle': 'Fizzles',
  'zero.rules.fizzle.p':
    'A card fizzles, doing nothing, when no column to its right (or its own) holds dice, when its column is spent, or when no die there can take any of its uses. In the standard game a fizzle costs nothing.',

  'zero.rules.end': 'How the game ends',
  'zero.rules.end.clear':
    'Clearing the grid: a player who has removed all sixteen dice wins at once. Grids are checked after each column step; two players clearing in the same step share the victory.',
  'zero.rules.end.timer2':
    'The deck timer, two players: when the draw deck cannot deal a full hand, the rest is dealt, the discards are shuffled into a new deck and the deal finishes; that is an exhaustion. The game ends after the hand in which the second exhaustion happened (hand 13 from a fresh deck).',
  'zero.rules.end.score': 'At the timer, the player who removed more dice wins; on a tie, the one with fewer pips left in column 4; still tied, the victory is shared.',
  'zero.rules.end.ruling': 'Every card in the discard pile was played face up, so anyone may look through it.',

  'zero.rules.solo': 'Solo and the Adversary Favor',
  'zero.rules.solo.p1':
    'Solo plays like two players, with the deck as your rival. After you program, the top card of the deck is turned over as the Adversary’s Initiative card (the discards are reshuffled first if the deck is empty). If it beats your column 4 card, the Adversary wins initiative: your column 4 card is discarded unread.',
  'zero.rules.solo.p2':
    'Adversary Favor: when the Adversary wins initiative, your lowest die in column 4 gains one pip at once, before column 1 resolves (never above 6; of equal dice, the topmost; an empty column 4 gains nothing).',
  'zero.rules.solo.p3':
    'The solo timer: the game ends after the hand in which the last card of the first deck is dealt, the Adversary’s card included (hand 11). Solo is won only by clearing the grid; the score shown is how many dice you removed.',

  'zero.rules.variants': 'Variants',
  'zero.rules.variants.easier':
    'Easier: every player resolves all four cards, initiative or not (in solo the reveal and the Favor still happen), and the timer allows one more deck.',
  'zero.rules.variants.hardcore':
    'Hardcore: Diamonds take one pip instead of two, and each face card whose forced power fizzles (except an unread column 4 card) at once gives +1 (up to 6) to the lowest die of two different columns: the two columns whose lowest dice are lowest, leftmost first, topmost within a column.',

  'zero.rules.before': 'Before',
  'zero.rules.after': 'After',
  'zero.rules.col1': '1',
  'zero.rules.col2': '2',
  'zero.rules.col3': '3',
  'zero.rules.col4': '4 / Init.',
} as const;
