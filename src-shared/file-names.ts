/** A saved game's own extension (the file is JSON inside; the desktop opens it with the app). */
export const GAME_FILE_EXTENSION = 'pipfall'; // the app's name, not the game's
/** What Load and the desktop's ways of opening accept: the game's extension, and plain JSON as saved before it. */
export const LOADABLE_EXTENSIONS: readonly string[] = [GAME_FILE_EXTENSION, 'json'];

/** Whether a file name has an extension Load accepts. */
export function isGameFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && LOADABLE_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}

/**
 * The name "Save game as…" suggests: the game's name and when, e.g.
 * "Pip Zero 2026-12-01 09.05.pipfall", so a folder of saves reads like a list of games. The
 * title comes from the page (the game's name in the player's language); it is cleaned of
 * what a file name may not hold on any system, and bounded.
 */
const two = (n: number): string => String(n).padStart(2, '0');

/** A file name for a game saved at `when` (local time). */
export function saveFileName(title: string, when: Date): string {
  const clean =
    title
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
      .slice(0, 60)
      .trim() || 'PipFall game';
  const date = `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}`;
  const time = `${two(when.getHours())}.${two(when.getMinutes())}`;
  return `${clean} ${date} ${time}.${GAME_FILE_EXTENSION}`;
}
