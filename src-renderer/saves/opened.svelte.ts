/**
 * Game files that arrive other than through Load a game…: opened from the desktop (a
 * double-click, "Open with", the command line, a second launch, macOS's open-file: main imports
 * them as Load does and hands the outcome here) or dropped onto the window. Either continues
 * the game as Load would; a file that cannot be played brings the menu up with Load's own
 * sentence under its Load button (ContinueList shows `opened.problem`).
 */
import type { DialogOutcome, SaveSummary } from '../../src-shared/api';
import { isGameFileName } from '../../src-shared/file-names';
import type { AppState } from '../app/state.svelte';
import type { OpenSource } from '../engine/client';
import { t } from '../i18n';
import { fileProblem, loadFailure, readGameFile } from './files';
import './catalogue';

class Opened {
  /** Why the last file that arrived could not be played, in the player's words (null: nothing to say). */
  problem = $state<string | null>(null);
}
export const opened = new Opened();

const optionsOf = (o: unknown): Record<string, unknown> => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>) : {});

async function play(app: AppState, source: OpenSource): Promise<void> {
  try {
    await app.resume(source);
    opened.problem = null;
  } catch (e) {
    app.menu();
    opened.problem = loadFailure(e);
  }
}

/** Carries out what main says of a file opened from the desktop. */
export async function fileOpened(app: AppState, outcome: DialogOutcome<SaveSummary>): Promise<void> {
  if (outcome.ok) return play(app, { kind: 'save', saveId: outcome.value.saveId, options: optionsOf(outcome.value.options) });
  if (outcome.canceled) return;
  app.menu();
  opened.problem = fileProblem(outcome.code, t('saves.loadFailed', { message: outcome.message }));
}

/** A file dropped onto the window: a game file continues as after Load; anything else is told so. */
export async function fileDropped(app: AppState, file: File): Promise<void> {
  if (!isGameFileName(file.name)) {
    app.menu();
    opened.problem = t('saves.problem.notGameFile', { name: file.name });
    return;
  }
  const api = window.pipfall;
  // Electron: main imports it from its place on disk, as a double-click would (the outcome comes back through onOpened).
  if (api) return void (await api.saves.openDropped(file));
  const r = await readGameFile(file);
  if (r.ok) return play(app, r.value);
  if (r.canceled) return;
  app.menu();
  opened.problem = fileProblem(r.code, r.message);
}

/** Listens for files opened from the desktop (call in the app's root component during setup; nothing in the web build). */
export function listenForOpenedFiles(app: AppState): void {
  const api = typeof window === 'undefined' ? undefined : window.pipfall?.saves;
  if (!api) return;
  $effect(() => api.onOpened((outcome) => void fileOpened(app, outcome)));
}
