/**
 * The engine host's message protocol, shared by every transport (Electron utility
 * process, Web Worker, Node child process). Requests carry an `id`; the host answers
 * each with exactly one Response of the same id. Every incoming message is parsed
 * with these schemas before anything else looks at it.
 */
import { z } from 'zod';
import { GAME_IDS } from '../core/game';

/** Who sits in a seat: a person at this screen, or an AI of a level ('random', 'greedy', ...). */
export const seatKindSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }),
  z.object({ kind: z.literal('ai'), level: z.string().min(1).max(32) }),
]);
export type SeatKind = z.infer<typeof seatKindSchema>;

const gameHandle = z.string().min(1).max(64);
const seatOrNull = z.number().int().min(0).max(7).nullable();

/** Everything the renderer (or a test) may ask of the host. */
export const requestSchema = z.discriminatedUnion('type', [
  /** The games this host can play, with their seat counts and variants. */
  z.object({ id: z.number().int(), type: z.literal('hello') }),
  /** Starts a game; the seed defaults to one the host picks (and records). */
  z.object({
    id: z.number().int(),
    type: z.literal('newGame'),
    game: z.enum(GAME_IDS),
    options: z.record(z.string(), z.unknown()),
    seed: z.number().int().optional(),
    seats: z.array(seatKindSchema).min(1).max(8),
  }),
  /** Rebuilds a game from a record (a save, or recovery after the host restarted). */
  z.object({ id: z.number().int(), type: z.literal('resume'), record: z.unknown(), seats: z.array(seatKindSchema).min(1).max(8), gameId: gameHandle.optional() }),
  /** A seat's view, its legal actions, who must act, and the outcome. seat null = public view. */
  z.object({ id: z.number().int(), type: z.literal('view'), gameId: gameHandle, seat: seatOrNull }),
  /** A human seat's action. Refused with a code when illegal; nothing changes then. */
  z.object({ id: z.number().int(), type: z.literal('act'), gameId: gameHandle, action: z.record(z.string(), z.unknown()) }),
  /** Lets one AI seat that must act take its action; answers idle when no AI must act. */
  z.object({ id: z.number().int(), type: z.literal('aiStep'), gameId: gameHandle }),
  /** The game's record so far (for saves). */
  z.object({ id: z.number().int(), type: z.literal('record'), gameId: gameHandle }),
  /** Forgets a game (and cancels any AI thinking for it). */
  z.object({ id: z.number().int(), type: z.literal('close'), gameId: gameHandle }),
]);
export type Request = z.infer<typeof requestSchema>;
export type RequestType = Request['type'];

/** One applied action as the screen may see it: events already filtered to the human seats. */
export interface StepReport {
  /** The seat that acted. */
  readonly seat: number;
  /** Whether the actor was an AI. */
  readonly byAi: boolean;
  /** Events visible to at least one human seat (each keeps its `to`, so hot-seat can filter further). */
  readonly events: readonly { readonly type: string; readonly to?: readonly number[] }[];
  /** English narration of those events, one line each, same order and same `to`. */
  readonly log: readonly { readonly text: string; readonly to?: readonly number[] }[];
}

/** The answer to `view`. */
export interface ViewReport {
  readonly view: unknown;
  /** Legal actions for the seat asked about (empty for null or a seat that need not act). */
  readonly legal: readonly unknown[];
  /** Seats that must act now. */
  readonly toAct: readonly number[];
  readonly outcome: { readonly winners: readonly number[]; readonly reason: string; readonly scores?: readonly number[] } | null;
}

/** The host's answers. */
export type Response =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string; readonly message: string };

/** Parses an untrusted message into a Request, or explains why not (id kept when readable). */
export function parseRequest(input: unknown): { ok: true; request: Request } | { ok: false; id: number; message: string } {
  const r = requestSchema.safeParse(input);
  if (r.success) return { ok: true, request: r.data };
  const rawId = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
  const issue = r.error.issues[0];
  return {
    ok: false,
    id: typeof rawId === 'number' && Number.isInteger(rawId) ? rawId : -1,
    message: issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'malformed message',
  };
}
