/**
 * PipFall Hex in the renderer: its entry in the game registry. The names and the map choice
 * load with the menu (the form in its own small chunk); the table, its 3D battlefield and its
 * messages load with `load()`.
 */
import type { GameEntry } from '../game-ui';

/** PipFall Hex's registry entry. */
export const hexEntry: GameEntry = {
  id: 'hex',
  messages: {
    en: {
      'game.hex.name': 'PipFall Hex',
      'game.hex.blurb': 'Trophy war on a hex battlefield, with reinforcements.',
      'hex.setup.map': 'Battlefield',
      'hex.map.crossfire': 'Crossfire',
      'hex.map.crossfire.help': 'The standard: 10 × 10 hexes, a start in each corner, ten rock hazards. Fair for 2 players (each faces the same ground).',
      'hex.map.sixfold': 'Sixfold',
      'hex.map.sixfold.help': 'A hexagon of 91 hexes with six corner starts and two rings of hazards: every seat faces the same ground with 2, 3 or 4 players.',
      'hex.setup.manyPlayers': 'With 3 or 4 players, Sixfold puts every seat on equal ground; Crossfire’s four corners are not alike.',
      'hex.setup.note': 'Starting locations are chosen at the table, clockwise from the First Player.',
    },
    de: {
      'game.hex.name': 'PipFall Hex',
      'game.hex.blurb': 'Trophäenkrieg auf einem Sechseck-Schlachtfeld, mit Verstärkung.',
      'hex.setup.map': 'Schlachtfeld',
      'hex.map.crossfire': 'Kreuzfeuer',
      'hex.map.crossfire.help': 'Der Standard: 10 × 10 Felder, ein Startplatz in jeder Ecke, zehn Felsen. Fair für 2 Spieler (beide haben dasselbe Gelände vor sich).',
      'hex.map.sixfold': 'Sechsfach',
      'hex.map.sixfold.help':
        'Ein Sechseck aus 91 Feldern mit sechs Startplätzen in den Ecken und zwei Ringen aus Hindernissen: Jeder Platz hat dasselbe Gelände vor sich, mit 2, 3 oder 4 Spielern.',
      'hex.setup.manyPlayers': 'Mit 3 oder 4 Spielern stellt Sechsfach jeden Platz auf gleiches Gelände; die vier Ecken von Kreuzfeuer sind nicht gleich.',
      'hex.setup.note': 'Die Startplätze werden am Tisch gewählt, im Uhrzeigersinn ab dem Startspieler.',
    },
  },
  load: () => import('./ui').then((m) => m.hexUi),
  setup: () => import('./Setup.svelte').then((m) => m.default),
  rules: () => import('./rules').then((m) => m.hexRules),
  lessons: () => import('./lessons').then((m) => m.hexLessons),
};
