/** PipFall's labels for the new-game screen (loaded with the registry, before the table chunk). */
export const pipfallSetupEn = {
  'newGame.variant.true-initiative-order': 'True Initiative Order',
  'newGame.variant.true-initiative-order.help': 'Act in initiative ranking order instead of clockwise.',
  'newGame.variant.combat-glory': 'Combat Glory',
  'newGame.variant.combat-glory.help': 'A die that wins combat does not decay.',
  'newGame.variant.mutual-destruction-glory': 'Mutual Destruction Glory',
  'newGame.variant.mutual-destruction-glory.help': 'After a tie in combat, the attacker may give +1 to another of its dice.',
  'newGame.variant.rolled-opening': 'Rolled Opening',
  'newGame.variant.rolled-opening.help': 'Roll the four dice and place them high to low in the diamond.',
} as const;

/** End-screen words for PipFall's outcomes (the end screen looks them up with `has`). */
export const pipfallEndEn = {
  'end.scoreUnit.pipfall': 'pips',
  'end.reason.cycles': 'the last deck cycle (highest pip total)',
  'end.reason.cyclesShared': 'the last deck cycle (tied pip totals)',
  'end.reason.draw': 'mutual elimination',
} as const;
