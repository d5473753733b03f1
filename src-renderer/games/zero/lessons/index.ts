/**
 * Pip Zero's tutorial lessons (a chunk of their own, loaded by the "Learn to play" screen and
 * the lesson player): the lessons as data (JSON beside this file, format in tutorial/lesson.ts)
 * and their text. Adding or changing a lesson is editing those files; tutorial/lessons.test.ts
 * plays each one through the engine.
 */
import type { LessonBook } from '../../../tutorial/lesson';
import core from './core.json';
import endings from './endings.json';
import opening from './opening.json';
import solo from './solo.json';
import spent from './spent.json';
import timer from './timer.json';
import variants from './variants.json';
import { zeroLessonsEn } from './messages';
import { zeroLessonsDe } from './messages.de';
import { zeroFirstGame, zeroFirstGameDe, zeroFirstGameEn } from './first-game';
import { zeroMoreLessonsDe, zeroMoreLessonsEn } from './more-messages';
import { zeroRuleTitlesDe, zeroRuleTitlesEn } from './rule-titles';
import { zeroRulesMap } from './rules-map';
import { zeroQuizDe, zeroQuizEn } from './quiz-messages';
import { zeroTimerDe, zeroTimerEn } from './timer-messages';
import { zeroChecksDe, zeroChecksEn } from './check-messages';

/** Pip Zero's lessons, in menu order. */
export const zeroLessons: LessonBook = {
  messages: {
    en: { ...zeroLessonsEn, ...zeroMoreLessonsEn, ...zeroRuleTitlesEn, ...zeroFirstGameEn, ...zeroQuizEn, ...zeroTimerEn, ...zeroChecksEn },
    de: { ...zeroLessonsDe, ...zeroMoreLessonsDe, ...zeroRuleTitlesDe, ...zeroFirstGameDe, ...zeroQuizDe, ...zeroTimerDe, ...zeroChecksDe },
  },
  firstGame: zeroFirstGame,
  lessons: [opening, spent, core, timer, endings, solo, variants],
  rules: zeroRulesMap,
};
