/**
 * Test helpers for main's saves: the engine's judgement of records as main gets it in the app
 * (a `checkRecord` request, here to an engine host in the test's own process), and stand-ins
 * for an engine that cannot judge.
 */
import { createHost } from '../src-engine/host/host';
import type { GameRecord } from '../src-shared/contract/record';
import { checkWithin, type RecordVerdict } from '../src-shared/record-check';
import type { SaveCheck } from './saves';

/** A SaveCheck over a real engine host in this process: what the utility process answers in the app. */
export function engineCheck(): SaveCheck {
  const host = createHost(() => {}, { nextSeed: () => 1 });
  let id = 0;
  return (record: GameRecord): Promise<RecordVerdict> => checkWithin(() => host.handle({ type: 'checkRecord', record, id: ++id }));
}

/** A SaveCheck that always answers `verdict`. */
export function fixedCheck(verdict: RecordVerdict): SaveCheck {
  return () => Promise.resolve(verdict);
}
