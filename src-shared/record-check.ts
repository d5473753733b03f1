/**
 * What the engine's word on a stored record means for its save, the same for main's saves
 * folder and the web build's localStorage. The engine replays the record (`checkRecord`), never
 * main or the page. Only a refusal of the record itself (RECORD_REFUSALS) condemns a save; an
 * engine that is down, restarting, slow, broken or not whole (its start-up failed) has not
 * judged it, and the save is kept and listed as it stands (issue 51: a toss save was set aside
 * as damaged because toss's physics had not started). No Electron, Node or DOM.
 */
import { RECORD_REFUSALS, type CheckRecordResult, type Response, type SeatKind } from './contract/protocol';
import { excerpt } from './contract/excerpt';
import { isGameId } from './contract/games';
import type { GameRecord } from './contract/record';

/** The engine's word on one record: it replays (and what it holds), it is refused, or it could not be judged. */
export type RecordVerdict =
  | { readonly kind: 'ok'; readonly check: CheckRecordResult }
  | { readonly kind: 'bad'; readonly error: string; readonly message: string }
  | { readonly kind: 'unknown'; readonly message: string };

/** How long a check may take before the save is taken as not judged (the engine may be restarting, or hung). */
export const CHECK_TIMEOUT_MS = 15_000;

/** Whether an engine error refuses the record itself (not the engine's own trouble). */
export function isRecordRefusal(error: string): boolean {
  return RECORD_REFUSALS.includes(error);
}

/** Reads an answer to `checkRecord` (from another process: parsed here) as a verdict. */
export function recordVerdict(res: Response): RecordVerdict {
  if (!res.ok) return isRecordRefusal(res.error) ? { kind: 'bad', error: res.error, message: res.message } : { kind: 'unknown', message: `${res.error}: ${res.message}` };
  const r = res.result as Partial<Record<keyof CheckRecordResult, unknown>> | null;
  const fits =
    typeof r === 'object' &&
    r !== null &&
    isGameId(r.game) &&
    typeof r.finished === 'boolean' &&
    Number.isInteger(r.seats) &&
    (r.seats as number) >= 1 &&
    (r.seats as number) <= 8 &&
    Number.isInteger(r.moves);
  if (!fits) return { kind: 'unknown', message: "the engine's answer to checkRecord was not understood" };
  const { outcome, ...check } = r as CheckRecordResult;
  // The outcome is only used to keep a finished game for replays: one not understood is left out.
  return { kind: 'ok', check: isOutcome(outcome) ? { ...check, outcome } : check };
}

/** Whether `o` reads as a game's outcome (winners as seat numbers, a reason, scores if any). */
export function isOutcome(o: unknown): o is NonNullable<CheckRecordResult['outcome']> {
  if (typeof o !== 'object' || o === null) return false;
  const { winners, reason, scores } = o as { winners?: unknown; reason?: unknown; scores?: unknown };
  const seatList = (x: unknown): boolean => Array.isArray(x) && x.length <= 8 && x.every((w) => Number.isInteger(w) && (w as number) >= 0 && (w as number) < 8);
  const numbers = (x: unknown): boolean => Array.isArray(x) && x.length <= 8 && x.every((n) => typeof n === 'number' && Number.isFinite(n));
  return seatList(winners) && typeof reason === 'string' && reason.length <= 64 && (scores === undefined || numbers(scores));
}

/** Asks for a verdict through `ask` (one `checkRecord` request); not judged when it throws or takes longer than `ms`. */
export async function checkWithin(ask: () => Promise<Response>, ms: number = CHECK_TIMEOUT_MS): Promise<RecordVerdict> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<RecordVerdict>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'unknown', message: `the engine did not answer within ${ms} ms` }), ms);
    // A pending check must not keep a Node process (main's tests) alive on its own.
    (timer as { unref?: () => void }).unref?.();
  });
  try {
    return await Promise.race([ask().then(recordVerdict), late]);
  } catch (e) {
    return { kind: 'unknown', message: e instanceof Error ? e.message : String(e) };
  } finally {
    clearTimeout(timer);
  }
}

/** Seats for a record saved without them (the CLI's records): you at seat 0, greedy AIs elsewhere. */
export function defaultSeats(n: number): SeatKind[] {
  return Array.from({ length: n }, (_, i) => (i === 0 ? { kind: 'human' } : { kind: 'ai', level: 'greedy' }));
}

/** What a stored save comes to once the engine had its say. */
export type SaveJudgement =
  /** Offer it under Continue. `checked` false: the engine could not judge it (it is listed as unfinished; Continue asks the engine again). */
  | { readonly kind: 'list'; readonly seats: SeatKind[]; readonly finished: boolean; readonly checked: boolean }
  /** The engine refused it (or the seats saved with it do not fit the game): set it aside. */
  | { readonly kind: 'bad'; readonly error: string; readonly message: string }
  /** Not judged, and without its seats there is nothing to list: leave it where it is, for the next look. */
  | { readonly kind: 'keep'; readonly message: string };

/** Judges a save: its record, the seats stored with it (null: none, a CLI record) and the engine's verdict. */
export function judgeSave(record: GameRecord, seats: SeatKind[] | null, verdict: RecordVerdict): SaveJudgement {
  if (verdict.kind === 'bad') return { kind: 'bad', error: 'ERR_SAVE_REPLAY', message: `the game in it cannot be replayed (${excerpt(verdict.message, 160)})` };
  if (verdict.kind === 'ok') {
    const n = verdict.check.seats;
    if (seats !== null && seats.length !== n) return { kind: 'bad', error: 'ERR_SAVE_DAMAGED', message: 'its seats do not match the game' };
    return { kind: 'list', seats: seats ?? defaultSeats(n), finished: verdict.check.finished, checked: true };
  }
  if (seats !== null) return { kind: 'list', seats, finished: false, checked: false };
  // Every game's options name their seat count (BaseOptions.seats); without the engine that is all there is to go on.
  const n = (record.options as { seats?: unknown } | null)?.seats;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 8) return { kind: 'list', seats: defaultSeats(n), finished: false, checked: false };
  return { kind: 'keep', message: `it could not be checked (${verdict.message})` };
}
