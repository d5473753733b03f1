/**
 * PipFall Toss's tutorial lessons (a chunk of their own, loaded by the "Learn to play" screen and
 * the lesson player): the lessons as data (JSON beside this file, format in tutorial/lesson.ts)
 * and their text. The digital lessons' tosses are seeded: the seed and the asked aims were picked
 * so that each die lands as the text says, and every such number is a fact the lessons test checks.
 */
import type { LessonBook } from '../../../tutorial/lesson';
import basics from './basics.json';
import close from './close.json';
import keeper from './keeper.json';
import race from './race.json';
import specials from './specials.json';
import teams from './teams.json';
import { tossLessonsEn } from './messages';
import { tossLessonsDe } from './messages.de';
import { tossFirstGame, tossFirstGameDe, tossFirstGameEn } from './first-game';
import { tossMoreLessonsDe, tossMoreLessonsEn } from './more-messages';
import { tossRuleTitlesDe, tossRuleTitlesEn } from './rule-titles';
import { tossRulesMap } from './rules-map';
import { tossQuizDe, tossQuizEn } from './quiz-messages';
import { tossCloseLessonDe, tossCloseLessonEn } from './close-messages';

/** PipFall Toss's lessons, in menu order. */
export const tossLessons: LessonBook = {
  messages: {
    en: { ...tossLessonsEn, ...tossMoreLessonsEn, ...tossRuleTitlesEn, ...tossFirstGameEn, ...tossQuizEn, ...tossCloseLessonEn },
    de: { ...tossLessonsDe, ...tossMoreLessonsDe, ...tossRuleTitlesDe, ...tossFirstGameDe, ...tossQuizDe, ...tossCloseLessonDe },
  },
  firstGame: tossFirstGame,
  lessons: [basics, specials, race, keeper, close, teams],
  rules: tossRulesMap,
};
