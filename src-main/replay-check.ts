/** Judges a stored record with the real engine: it must replay, and we learn whether it ended. */
import type { GameRecord } from '../src-shared/contract/record';
import { replay } from '../src-engine/core/record';
import type { Result } from '../src-shared/contract/result';
import { getGame } from '../src-engine/games';

/** Replays `record` with the registered game; ok with whether it has ended and its seat count. */
export function replayCheck(record: GameRecord): Result<{ finished: boolean; seats: number }> {
  const game = getGame(record.game);
  if (!game) return { ok: false, error: 'ERR_UNKNOWN_GAME', message: `game "${record.game}" is not in this version of PipFall` };
  const r = replay(game, record);
  if (!r.ok) return r;
  const opts = game.parseOptions(record.options);
  const seats = opts.ok ? Number((opts.value as { seats?: unknown }).seats) : 0;
  return { ok: true, value: { finished: game.outcome(r.value.state) !== null, seats } };
}
