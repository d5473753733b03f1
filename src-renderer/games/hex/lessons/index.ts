/**
 * PipFall Hex's tutorial lessons (a chunk of their own, loaded by the "Learn to play" screen and
 * the lesson player): the lessons as data (JSON beside this file, format in tutorial/lesson.ts)
 * and their text. tutorial/lessons.test.ts plays each one through the engine.
 */
import type { LessonBook } from '../../../tutorial/lesson';
import core from './core.json';
import end from './end.json';
import even from './even.json';
import fights from './fights.json';
import opening from './opening.json';
import three from './three.json';
import { hexLessonsEn } from './messages';
import { hexLessonsDe } from './messages.de';
import { hexFirstGame, hexFirstGameDe, hexFirstGameEn } from './first-game';
import { hexRulesMap } from './rules-map';
import { hexEvenLessonDe, hexEvenLessonEn } from './even-messages';

/** PipFall Hex's lessons, in menu order. */
export const hexLessons: LessonBook = {
  messages: { en: { ...hexLessonsEn, ...hexFirstGameEn, ...hexEvenLessonEn }, de: { ...hexLessonsDe, ...hexFirstGameDe, ...hexEvenLessonDe } },
  firstGame: hexFirstGame,
  lessons: [opening, core, fights, even, end, three],
  rules: hexRulesMap,
};
