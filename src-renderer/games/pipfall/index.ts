/**
 * PipFall in the renderer: its entry in the game registry. The names and variant labels load
 * with the menu; the table, its 3D board and its messages load with `load()`.
 */
import type { GameEntry } from '../game-ui';

/** PipFall's registry entry. */
export const pipfallEntry: GameEntry = {
  id: 'pipfall',
  messages: {
    en: {
      'game.pipfall.name': 'PipFall',
      'game.pipfall.blurb': 'Corners, lanes and combat on a shared board.',
      'newGame.variant.true-initiative-order': 'True Initiative Order',
      'newGame.variant.true-initiative-order.help': 'Act in initiative ranking order instead of clockwise.',
      'newGame.variant.combat-glory': 'Combat Glory',
      'newGame.variant.combat-glory.help': 'A die that wins combat does not decay.',
      'newGame.variant.mutual-destruction-glory': 'Mutual Destruction Glory',
      'newGame.variant.mutual-destruction-glory.help': 'After a tie in combat, the attacker may give +1 to another of its dice.',
      'newGame.variant.rolled-opening': 'Rolled Opening',
      'newGame.variant.rolled-opening.help': 'Roll the four dice and place them high to low in the diamond.',
    },
    de: {
      'game.pipfall.name': 'PipFall',
      'game.pipfall.blurb': 'Ecken, Bahnen und Kämpfe auf einem gemeinsamen Brett.',
      'newGame.variant.true-initiative-order': 'Echte Initiativreihenfolge',
      'newGame.variant.true-initiative-order.help': 'In der Rangfolge der Initiative handeln statt im Uhrzeigersinn.',
      'newGame.variant.combat-glory': 'Kampfruhm',
      'newGame.variant.combat-glory.help': 'Ein Würfel, der einen Kampf gewinnt, verliert kein Auge.',
      'newGame.variant.mutual-destruction-glory': 'Ruhm der gegenseitigen Zerstörung',
      'newGame.variant.mutual-destruction-glory.help': 'Nach einem Gleichstand im Kampf darf der Angreifer einem anderen seiner Würfel +1 geben.',
      'newGame.variant.rolled-opening': 'Gewürfelte Eröffnung',
      'newGame.variant.rolled-opening.help': 'Die vier Würfel werfen und vom höchsten zum niedrigsten in die Raute setzen.',
    },
  },
  load: () => import('./ui').then((m) => m.pipfallUi),
  rules: () => import('./rules').then((m) => m.pipfallRules),
  lessons: () => import('./lessons').then((m) => m.pipfallLessons),
};
