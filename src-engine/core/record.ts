/**
 * Replaying a game record. The format itself (GameRecord, parseRecord, newRecord) is the
 * contract's (src-shared/contract/record.ts), so main and the page read files without the
 * engine; replaying the actions needs the games, so it lives here.
 */
import type { GameRecord } from '../../src-shared/contract/record';
import type { AnyGame, BaseEvent, Step } from './game';
import { err, ok, type Result } from './result';

export { RECORD_VERSION, newRecord, parseRecord, type GameRecord } from '../../src-shared/contract/record';

/**
 * Replays a record from its seed. Fails with the index of the first action the
 * engine refuses, so a damaged save says where it went wrong.
 */
export function replay(game: AnyGame, record: GameRecord): Result<{ state: unknown; steps: Step<unknown, BaseEvent>[] }> {
  if (record.game !== game.info.id) return err('ERR_RECORD', `record is for game "${record.game}", not "${game.info.id}"`);
  const opts = game.parseOptions(record.options);
  if (!opts.ok) return err('ERR_RECORD', `record options: ${opts.message}`);
  const start = game.setup(opts.value, record.seed);
  if (!start.ok) return err('ERR_RECORD', `record setup: ${start.message}`);
  let state: unknown = start.value.state;
  const steps: Step<unknown, BaseEvent>[] = [start.value];
  for (let i = 0; i < record.actions.length; i++) {
    const a = game.parseAction(record.actions[i]);
    if (!a.ok) return err('ERR_RECORD', `record action ${i}: ${a.message}`);
    const r = game.apply(state, a.value);
    if (!r.ok) return err('ERR_RECORD', `record action ${i} refused: ${r.error}: ${r.message}`);
    state = r.value.state;
    steps.push(r.value);
  }
  return ok({ state, steps });
}
