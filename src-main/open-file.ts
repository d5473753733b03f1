/**
 * Game files opened from the desktop: a double-click or "Open with" (the file's path on the
 * command line of a first launch, or of a second launch while the app runs, which Electron
 * hands to the first as `second-instance`), macOS's `open-file`, a recent document. Each path
 * goes through the same import as Load a game… (the same checks, the same sentences) and the
 * outcome is handed to the page, which continues the game as after Load. Paths that arrive
 * before the page listens (a first launch) wait for it. Electron-free, so the paths are tested
 * without the binary.
 */
import { isAbsolute, resolve } from 'node:path';
import type { DialogOutcome, SaveSummary } from '../src-shared/api';
import { isGameFileName } from '../src-shared/file-names';

/**
 * The game file a command line names, or null: the first argument after the executable (and,
 * unpackaged, after the app's folder) that is no switch and has a game file's extension,
 * resolved against the folder the command ran in.
 */
export function gameFileFromArgs(argv: readonly string[], cwd: string, packaged: boolean): string | null {
  const args = argv.slice(packaged ? 1 : 2);
  const file = args.find((a) => !a.startsWith('-') && isGameFileName(a));
  if (!file) return null;
  return isAbsolute(file) ? file : resolve(cwd, file);
}

/** What the opener needs. */
export interface OpenerDeps {
  /** Load a game…'s import, from a path. */
  importFile(path: string): Promise<DialogOutcome<SaveSummary>>;
  /** Hands an outcome to the page. */
  deliver(outcome: DialogOutcome<SaveSummary>): void;
  /** A file opened well: the system's recent documents. */
  remember(path: string): void;
}

/** Opens game files for the page, holding them until it listens. */
export class FileOpener {
  private readonly waiting: string[] = [];
  private listening = false;
  /** The imports under way (tests wait for them). */
  private work: Promise<void> = Promise.resolve();

  constructor(private readonly deps: OpenerDeps) {}

  /** A path to open (any of the desktop's ways). */
  open(path: string): void {
    if (!this.listening) {
      this.waiting.push(path);
      return;
    }
    this.work = this.work.then(async () => {
      const outcome = await this.deps.importFile(path);
      if (outcome.ok) this.deps.remember(path);
      this.deps.deliver(outcome);
    });
  }

  /** The page listens now (again, after a reload): whatever waited is opened. */
  pageReady(): void {
    this.listening = true;
    for (const path of this.waiting.splice(0)) this.open(path);
  }

  /** The page went away (a reload): paths wait again. */
  pageGone(): void {
    this.listening = false;
  }

  /** Resolves when every open so far is done. */
  settled(): Promise<void> {
    return this.work;
  }
}

/** The handler of a file dropped onto the window: a game file's absolute path is opened like a double-clicked one; anything else is refused. */
export function droppedFileHandler(opener: Pick<FileOpener, 'open'>): (payload: unknown) => { ok: boolean; message?: string } {
  return (payload) => {
    if (typeof payload !== 'string' || payload.length > 4096 || payload.includes('\0') || !isAbsolute(payload) || !isGameFileName(payload)) {
      return { ok: false, message: 'not the path of a game file' };
    }
    opener.open(payload);
    return { ok: true };
  };
}
