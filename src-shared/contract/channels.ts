/** IPC channel names: main listens on them, the preload invokes them (both bundle this module). */

/** Renderer -> main: one engine request (invoke; the answer is the Response). */
export const REQUEST_CHANNEL = 'pipfall:request';
/** Main -> renderer: a keeper push (the engine restarted or was given up, a save failed). */
export const PUSH_CHANNEL = 'pipfall:push';
/** Renderer -> main: start the engine again after it was given up (the player chose Retry). */
export const ENGINE_RETRY_CHANNEL = 'pipfall:engine:retry';

/** Renderer -> main: list unfinished games to continue (and files set aside while looking). */
export const SAVES_LIST_CHANNEL = 'pipfall:saves:list';
/** Renderer -> main: reopen a listed save (payload: its saveId); answers like a `resume` request. */
export const SAVES_CONTINUE_CHANNEL = 'pipfall:saves:continue';
/** Renderer -> main: save an open game's record to a file the player picks (payload: gameId). */
export const SAVES_EXPORT_CHANNEL = 'pipfall:saves:export';
/** Renderer -> main: load a record file the player picks into the saves folder (no payload). */
export const SAVES_IMPORT_CHANNEL = 'pipfall:saves:import';
/** Renderer -> main: the settings. */
export const SETTINGS_GET_CHANNEL = 'pipfall:settings:get';
/** Renderer -> main: change some settings (payload: a partial settings object). */
export const SETTINGS_SET_CHANNEL = 'pipfall:settings:set';
/** Renderer -> main: the kept finished games, newest first (Past games). */
export const PAST_LIST_CHANNEL = 'pipfall:past:list';
/** Renderer -> main: open a kept game as a replay (payload: its id); answers like a `replayOpen` request. */
export const PAST_OPEN_CHANNEL = 'pipfall:past:open';
/** Renderer -> main: save a kept game to a file the player picks (payload: { id, title }). */
export const PAST_EXPORT_CHANNEL = 'pipfall:past:export';
/** Renderer -> main: delete a kept game (payload: its id). */
export const PAST_DELETE_CHANNEL = 'pipfall:past:delete';
/** Renderer -> main: what the menu bar may offer now (payload: a MenuState, src-shared/menu.ts). */
export const MENU_STATE_CHANNEL = 'pipfall:menu:state';
/** Main -> renderer: the command a menu item names (payload: a MenuCommand). */
export const MENU_COMMAND_CHANNEL = 'pipfall:menu:command';
/** Renderer -> main: the page listens for opened game files now (no payload); any that waited are opened. */
export const FILES_READY_CHANNEL = 'pipfall:files:ready';
/** Main -> renderer: a game file opened from the desktop was imported, or refused (payload: DialogOutcome<SaveSummary>). */
export const FILE_OPENED_CHANNEL = 'pipfall:files:opened';
/** Renderer -> main: a file dropped onto the window, by its path on disk (payload: the path); opened like a double-clicked one. */
export const SAVES_OPEN_DROPPED_CHANNEL = 'pipfall:saves:open-dropped';
/** Renderer -> main: a kept game's stored review, or null (payload: its id). */
export const PAST_REVIEW_GET_CHANNEL = 'pipfall:past:review:get';
/** Renderer -> main: keep a kept game's review, complete or part-way (payload: { id, review }). */
export const PAST_REVIEW_KEEP_CHANNEL = 'pipfall:past:review:keep';
