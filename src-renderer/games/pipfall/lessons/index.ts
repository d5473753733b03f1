/**
 * PipFall's tutorial lessons (a chunk of their own, loaded by the "Learn to play" screen and the
 * lesson player): the lessons as data (JSON beside this file, format in tutorial/lesson.ts) and
 * their text. Adding or changing a lesson is editing those files; tutorial/lessons.test.ts plays
 * each one through the engine.
 */
import type { LessonBook } from '../../../tutorial/lesson';
import core from './core.json';
import lanes from './lanes.json';
import opening from './opening.json';
import variants from './variants.json';
import last from './last.json';
import order from './order.json';
import rolled from './rolled.json';
import own from './own.json';
import { pipfallLessonsEn } from './messages';
import { pipfallLessonsDe } from './messages.de';
import { pipfallFirstGame, pipfallFirstGameDe, pipfallFirstGameEn } from './first-game';
import { pipfallRulesMap } from './rules-map';

/** PipFall's lessons, in menu order. */
export const pipfallLessons: LessonBook = {
  messages: { en: { ...pipfallLessonsEn, ...pipfallFirstGameEn }, de: { ...pipfallLessonsDe, ...pipfallFirstGameDe } },
  firstGame: pipfallFirstGame,
  lessons: [opening, core, lanes, variants, order, last, rolled, own],
  rules: pipfallRulesMap,
};
