/**
 * The keys of each screen of the app (the shortcuts overlay lists them after the shared ones);
 * the table, a lesson, the program hand and a game's table add their own while shown
 * (`useShortcuts`).
 */
import type { Shortcut, ShortcutScreen } from './shortcuts.svelte';

const BACK: Shortcut = { keys: ['Esc'], what: 'shortcuts.back' };
const FORM: Shortcut = { keys: ['↑', '↓'], what: 'shortcuts.form.arrows' };

const SCREENS: Readonly<Record<string, ShortcutScreen>> = {
  menu: { title: 'shortcuts.screen.menu', keys: [] },
  newGame: { title: 'shortcuts.screen.newGame', keys: [FORM] },
  settings: { title: 'shortcuts.screen.settings', keys: [FORM, { keys: ['←', '→'], what: 'shortcuts.settings.slider' }, BACK] },
  stats: { title: 'shortcuts.screen.stats', keys: [BACK] },
  learn: { title: 'shortcuts.screen.learn', keys: [BACK] },
};

/** The keys of the screen named `name` (an app screen), or null when it registers its own. */
export function screenKeys(name: string): ShortcutScreen | null {
  return SCREENS[name] ?? null;
}

/** Keys of any table (the shell's; games add theirs). */
export const TABLE_KEYS: readonly Shortcut[] = [
  { keys: ['Tab'], what: 'shortcuts.table.choices' },
  { keys: ['Ctrl+Z'], what: 'shortcuts.table.undo' },
];

/** Keys of a lesson. */
export const LESSON_KEYS: readonly Shortcut[] = [
  { keys: ['N', '→'], what: 'shortcuts.lesson.next' },
  { keys: ['B', '←'], what: 'shortcuts.lesson.back' },
];

/** Keys of the hand-and-slots programming panel (PipFall, Hex, Pip Zero). */
export const PROGRAM_KEYS: readonly Shortcut[] = [
  { keys: ['Enter'], what: 'shortcuts.program.card' },
  { keys: ['Enter'], what: 'shortcuts.program.slot' },
];
