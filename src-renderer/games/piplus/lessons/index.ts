/**
 * Piplus's tutorial lessons (a chunk of their own, loaded by the "Learn to play" screen and the
 * lesson player): the lessons as data (JSON beside this file, format in tutorial/lesson.ts) and
 * their text. Adding or changing a lesson is editing those files; tutorial/lessons.test.ts plays
 * each one through the engine.
 */
import type { LessonBook } from '../../../tutorial/lesson';
import core from './core.json';
import finish from './finish.json';
import opening from './opening.json';
import three from './three.json';
import valve from './valve.json';
import { piplusLessonsEn } from './messages';
import { piplusLessonsDe } from './messages.de';
import { piplusFirstGame, piplusFirstGameDe, piplusFirstGameEn } from './first-game';
import { piplusMoreLessonsDe, piplusMoreLessonsEn } from './more-messages';
import { piplusRuleTitlesDe, piplusRuleTitlesEn } from './rule-titles';
import { piplusRulesMap } from './rules-map';
import { piplusQuizDe, piplusQuizEn } from './quiz-messages';
import { piplusValveDe, piplusValveEn } from './valve-messages';

/** Piplus's lessons, in menu order. */
export const piplusLessons: LessonBook = {
  messages: {
    en: { ...piplusLessonsEn, ...piplusMoreLessonsEn, ...piplusRuleTitlesEn, ...piplusFirstGameEn, ...piplusQuizEn, ...piplusValveEn },
    de: { ...piplusLessonsDe, ...piplusMoreLessonsDe, ...piplusRuleTitlesDe, ...piplusFirstGameDe, ...piplusQuizDe, ...piplusValveDe },
  },
  firstGame: piplusFirstGame,
  lessons: [opening, core, finish, three, valve],
  rules: piplusRulesMap,
};
