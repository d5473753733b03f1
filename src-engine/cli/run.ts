/**
 * The developer CLI: plays bot games with narration, replays and reviews records. Everything
 * outside is untrusted (arguments, files), so it is parsed here and every failure
 * ends as one line on stderr and a non-zero exit code.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BOT_LEVELS, getBot, type Bot } from '../ai/index';
import { playGame, resultLine, seatName } from '../ai/match';
import { GAME_IDS } from '../core/game';
import { replay } from '../core/record';
import { getGame, GAMES } from '../games/index';
import { CliError, EXIT_FAILURE, EXIT_USAGE, readRecordFile, usage } from './errors';
import { cmdReview, REVIEW_USAGE } from './review';

export { EXIT_FAILURE, EXIT_USAGE } from './errors';

/** Where the CLI writes and what it may read: the real process in main.ts, fakes in tests. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** A seed for `play` without --seed (the clock, in main.ts). */
  readonly freshSeed: () => number;
}

/** The --help text. */
export const USAGE = `Usage:
  npm run cli -- play --game GAME --seats LEVELS [--seed N] [--variant NAME[,NAME]] [--map FILE|ID] [--record FILE] [--final FILE] [--quiet]
  npm run cli -- replay FILE
  npm run cli -- review FILE [--seat N] [--json] [--budget N]
  npm run cli -- --help

play     plays one game between bots and narrates it; the last line starts with "result:".
         --game     one of: ${Object.keys(GAMES).join(', ') || '(none yet)'}
         --seats    one bot level per seat, comma separated (one seat = solo): ${BOT_LEVELS.join(', ')}
         --seed     integer seed (default: from the clock, printed on the first line)
         --variant  the game's difficulty variants (repeat or comma separate)
         --map      hex: a battlefield, as a map file (JSON, checked by the map validator) or a built-in id
                    (crossfire, sixfold); a file's map is copied into the record, so replays need no file
         --record   write the game record (JSON) to FILE
         --final    write the final state (JSON) to FILE
         --quiet    print only the seed and result lines
replay   replays a game record and prints its final state as JSON.
${REVIEW_USAGE}
Private events are prefixed with the seats that see them, e.g. "[P1]".`;

function parseSeed(text: string): number {
  if (!/^-?\d+$/.test(text.trim())) throw usage(`--seed must be an integer, got "${text}"`);
  const n = Number(text);
  if (n < -0x80000000 || n > 0xffffffff) throw usage(`--seed must fit in 32 bits, got ${text}`);
  return n;
}

function cmdPlay(args: string[], io: CliIo): number {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      game: { type: 'string' },
      seats: { type: 'string' },
      seed: { type: 'string' },
      variant: { type: 'string', multiple: true },
      map: { type: 'string' },
      record: { type: 'string' },
      final: { type: 'string' },
      quiet: { type: 'boolean' },
    },
  });
  if (positionals.length > 0) throw usage(`play: unexpected argument "${positionals[0]}"`);
  if (values.game === undefined) throw usage(`play: --game is required (one of ${GAME_IDS.join(', ')})`);
  const game = getGame(values.game);
  if (!game) {
    const known = (GAME_IDS as readonly string[]).includes(values.game);
    throw usage(known ? `play: game "${values.game}" is not implemented yet` : `play: unknown game "${values.game}" (known: ${Object.keys(GAMES).join(', ')})`);
  }
  if (values.seats === undefined) throw usage('play: --seats is required, e.g. --seats greedy,random');
  const levels = values.seats.split(',').map((s) => s.trim());
  const bots: Bot[] = levels.map((level) => {
    const bot = getBot(level);
    if (!bot) throw usage(`play: unknown seat "${level}" (one of ${BOT_LEVELS.join(', ')})`);
    return bot;
  });
  const { minSeats, maxSeats, variants: known } = game.info;
  if (bots.length < minSeats || bots.length > maxSeats) {
    throw usage(`play: ${game.info.id} takes ${minSeats === maxSeats ? minSeats : `${minSeats} to ${maxSeats}`} seats, got ${bots.length}`);
  }
  const variants = (values.variant ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  for (const v of variants) {
    if (!known.includes(v)) throw usage(`play: unknown variant "${v}" for ${game.info.id} (known: ${known.join(', ') || 'none'})`);
  }
  const map = values.map === undefined ? undefined : readMap(values.map);
  const options = game.parseOptions({ seats: bots.length, variants, ...(map !== undefined ? { map } : {}) });
  if (!options.ok) throw usage(`play: bad options: ${options.message}`);
  const seed = values.seed === undefined ? io.freshSeed() : parseSeed(values.seed);

  const mapName = map === undefined ? '' : `, map ${typeof map === 'string' ? map : String((map as { id?: unknown }).id)}`;
  io.out(`game: ${game.info.id}${variants.length ? ` (${variants.join(', ')})` : ''}${mapName}, seed ${seed}, ${levels.map((l, i) => `${seatName(i)} ${l}`).join(', ')}`);
  const played = playGame(game, options.value, seed, bots, values.quiet ? undefined : io.out);
  io.out(resultLine(played.outcome, bots.length));
  if (values.record !== undefined) writeFile(values.record, `${JSON.stringify(played.record, null, 2)}\n`);
  if (values.final !== undefined) writeFile(values.final, `${JSON.stringify(played.state, null, 2)}\n`);
  return 0;
}

/**
 * `--map`: a map file's JSON (the game's option parser checks it), or a built-in map's id when
 * no such file exists and the text looks like an id.
 */
function readMap(arg: string): unknown {
  if (!existsSync(arg)) {
    if (/^[a-z0-9][a-z0-9-]*$/.test(arg)) return arg;
    throw new CliError(`play: no such map file: ${arg}`, EXIT_FAILURE);
  }
  let text: string;
  try {
    text = readFileSync(arg, 'utf8');
  } catch (e) {
    throw new CliError(`play: cannot read map file ${arg}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, EXIT_FAILURE);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CliError(`play: map file ${arg} is not valid JSON`, EXIT_FAILURE);
  }
}

function writeFile(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new CliError(`cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, EXIT_FAILURE);
  }
}

function cmdReplay(args: string[], io: CliIo): number {
  const { positionals } = parseArgs({ args, strict: true, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw usage('replay: expected exactly one record FILE');
  const path = positionals[0]!;
  const record = readRecordFile('replay', path);
  const game = getGame(record.game);
  if (!game) throw new CliError(`replay: ${path}: game "${record.game}" is not implemented yet`, EXIT_FAILURE);
  const result = replay(game, record);
  if (!result.ok) throw new CliError(`replay: ${path}: ${result.message}`, EXIT_FAILURE);
  io.out(JSON.stringify(result.value.state, null, 2));
  return 0;
}

/** Runs the CLI on `argv` (without node and script) and returns the exit code. */
export function runCli(argv: readonly string[], io: CliIo): number {
  const [command, ...rest] = argv;
  try {
    if (command === undefined) throw usage('missing command: play, replay or review');
    if (command === '--help' || command === '-h' || command === 'help') {
      io.out(USAGE);
      return 0;
    }
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(USAGE);
      return 0;
    }
    if (command === 'play') return cmdPlay(rest, io);
    if (command === 'replay') return cmdReplay(rest, io);
    if (command === 'review') return cmdReview(rest, io);
    throw usage(`unknown command "${command}" (play, replay or review)`);
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`pipfall: ${e.message}`);
      return e.code;
    }
    // node:util parseArgs reports unknown or malformed options with a code and a clear message.
    if (e instanceof TypeError && typeof (e as NodeJS.ErrnoException).code === 'string' && (e as NodeJS.ErrnoException).code!.startsWith('ERR_PARSE_ARGS')) {
      io.err(`pipfall: ${e.message.split('\n')[0]} (try --help)`);
      return EXIT_USAGE;
    }
    io.err(`pipfall: internal error: ${(e as Error).message.split('\n')[0]}`);
    return EXIT_FAILURE;
  }
}
