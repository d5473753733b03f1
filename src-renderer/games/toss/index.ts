/**
 * PipFall Toss in the renderer: its registry entry. Names, the blurb and the setup form's
 * messages load with the menu; the form (mode, names, who opens) and the table load on demand.
 */
import type { GameEntry } from '../game-ui';

/** PipFall Toss's registry entry. */
export const tossEntry: GameEntry = {
  id: 'toss',
  messages: {
    'game.toss.name': 'PipFall Toss',
    'game.toss.blurb': 'Cornhole with dice: toss them onto the board, or keep score at a real one.',
    'toss.setup.mode': 'Mode',
    'toss.setup.digital': 'Play on the 3D lane',
    'toss.setup.digitalHelp': 'Pitch dice at a board 8.23 m away, against the computer or each other.',
    'toss.setup.keeper': 'Score keeper',
    'toss.setup.keeperHelp': 'Playing on real boards? Enter each die as it lands; the app keeps the score.',
    'toss.setup.singles': '2 seats: singles. 4 seats: two teams (players 1 and 3 against 2 and 4).',
    'toss.setup.teams': '4 seats: two teams, players 1 and 3 against players 2 and 4; partners stand at opposite boards.',
    'toss.setup.keeperSeats': 'In the score keeper every seat is a person: make them all Human.',
    'toss.setup.player': 'Player {n}',
    'toss.setup.playerTeam': 'Player {n} (team {team})',
    'toss.setup.team': 'Team {n} name',
    'toss.setup.first': 'Who pitches first',
    'toss.setup.firstCoin': 'Toss a coin in the app',
    'toss.setup.firstSide': 'Side {n} (settled at the boards)',
  },
  openInformation: true,
  setup: () => import('./TossSetup.svelte').then((m) => m.default),
  load: () => import('./ui').then((m) => m.tossUi),
  lessons: () => import('./lessons').then((m) => m.tossLessons),
  rules: () => import('./rules').then((m) => m.tossRules),
};
