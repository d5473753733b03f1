/** The CLI's failures: one line on stderr and an exit code, and the reading of a record file they guard. */
import { readFileSync } from 'node:fs';
import { parseRecord, type GameRecord } from '../core/record';

/** Exit code of bad usage: unknown command, option, game, seat or variant. */
export const EXIT_USAGE = 2;
/** Exit code of a run that failed: unreadable or damaged record, engine error. */
export const EXIT_FAILURE = 1;

/** A one-line failure with its exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** Bad usage, with the pointer to --help. */
export function usage(message: string): CliError {
  return new CliError(`${message} (try --help)`, EXIT_USAGE);
}

/** The game record in file `path`, or a one-line failure naming `command` and the file. */
export function readRecordFile(command: string, path: string): GameRecord {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(code === 'ENOENT' ? `${command}: no such file: ${path}` : `${command}: cannot read ${path}: ${code ?? (e as Error).message}`, EXIT_FAILURE);
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, '')); // a byte-order mark (some editors write one) is not part of the JSON
  } catch {
    throw new CliError(`${command}: ${path} is not valid JSON (a damaged record?)`, EXIT_FAILURE);
  }
  const record = parseRecord(json);
  if (!record.ok) throw new CliError(`${command}: ${path}: ${record.message}`, EXIT_FAILURE);
  return record.value;
}
