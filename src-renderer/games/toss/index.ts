/**
 * PipFall Toss in the renderer: its registry entry. Names, the blurb and the setup form's
 * messages load with the menu; the form (mode, names, who opens) and the table load on demand.
 */
import type { GameEntry } from '../game-ui';

/** PipFall Toss's registry entry. */
export const tossEntry: GameEntry = {
  id: 'toss',
  messages: {
    en: {
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
      'toss.setup.teamDefault': 'Team {n}',
      'toss.setup.first': 'Who pitches first',
      'toss.setup.firstCoin': 'Toss a coin in the app',
      'toss.setup.firstSide': 'Side {n} (settled at the boards)',
    },
    de: {
      'game.toss.name': 'PipFall Toss',
      'game.toss.blurb': 'Cornhole mit Würfeln: Wirf sie aufs Brett oder führe die Punkte an einem echten.',
      'toss.setup.mode': 'Modus',
      'toss.setup.digital': 'Auf der 3D-Bahn spielen',
      'toss.setup.digitalHelp': 'Wirf Würfel auf ein Brett in 8,23 m Entfernung, gegen den Computer oder gegeneinander.',
      'toss.setup.keeper': 'Punktezähler',
      'toss.setup.keeperHelp': 'Ihr spielt an echten Brettern? Tragt jeden Würfel ein, sobald er liegt; die App führt die Punkte.',
      'toss.setup.singles': '2 Plätze: Einzel. 4 Plätze: zwei Teams (Spieler 1 und 3 gegen 2 und 4).',
      'toss.setup.teams': '4 Plätze: zwei Teams, Spieler 1 und 3 gegen Spieler 2 und 4; Partner stehen an gegenüberliegenden Brettern.',
      'toss.setup.keeperSeats': 'Im Punktezähler ist jeder Platz ein Mensch: Stelle alle auf Mensch.',
      'toss.setup.player': 'Spieler {n}',
      'toss.setup.playerTeam': 'Spieler {n} (Team {team})',
      'toss.setup.team': 'Name von Team {n}',
      'toss.setup.teamDefault': 'Team {n}',
      'toss.setup.first': 'Wer zuerst wirft',
      'toss.setup.firstCoin': 'Eine Münze in der App werfen',
      'toss.setup.firstSide': 'Seite {n} (an den Brettern geklärt)',
    },
  },
  openInformation: true,
  setup: () => import('./TossSetup.svelte').then((m) => m.default),
  load: () => import('./ui').then((m) => m.tossUi),
  lessons: () => import('./lessons').then((m) => m.tossLessons),
  rules: () => import('./rules').then((m) => m.tossRules),
};
