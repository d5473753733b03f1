/**
 * Judging a stored record (`checkRecord`): the engine replays it, so main never runs rules to
 * decide whether a save can be continued. A verdict against a record is given only when the
 * engine could have replayed it: if the games' start-up failed (toss's physics did not load),
 * a record that does not replay may be perfectly good, and is answered ERR_NOT_READY instead,
 * so no save is ever set aside because the engine was not whole (issue 51).
 */
import type { CheckRecordResult } from '../../src-shared/contract/protocol';
import type { AnyGame } from '../core/game';
import { parseRecord, replay } from '../core/record';
import { err, ok, type Result } from '../core/result';

/**
 * A replay failure as the host answers it: as it is while the engine is whole; ERR_NOT_READY
 * (not a verdict on the record) when `startupProblem` says the games' start-up failed.
 */
export function unlessNotReady<T>(r: Result<T>, startupProblem: string | null): Result<T> {
  if (r.ok || r.error !== 'ERR_RECORD' || startupProblem === null) return r;
  return err('ERR_NOT_READY', `the record could not be checked: ${startupProblem} (replaying it said: ${r.message})`);
}

/** Replays an untrusted record: whether its game has ended, its seat count and length, or why it is refused. */
export function checkRecord(getGame: (id: string) => AnyGame | undefined, raw: unknown, startupProblem: string | null): Result<CheckRecordResult> {
  const rec = parseRecord(raw);
  if (!rec.ok) return rec;
  const game = getGame(rec.value.game);
  // A game this engine lacks says nothing against the record: ERR_UNKNOWN_GAME is not a refusal of it.
  if (!game) return err('ERR_UNKNOWN_GAME', `game "${rec.value.game}" is not implemented yet`);
  const r = unlessNotReady(replay(game, rec.value), startupProblem);
  if (!r.ok) return r;
  // replay parsed the options already; read the seat count they set up.
  const opts = game.parseOptions(rec.value.options);
  const seats = opts.ok ? Number((opts.value as { seats?: unknown }).seats) : 0;
  const outcome = game.outcome(r.value.state);
  return ok({ game: rec.value.game, finished: outcome !== null, seats, moves: rec.value.actions.length, outcome });
}
