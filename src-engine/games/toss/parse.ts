/** Parses untrusted input (IPC, records, CLI) into PipFall Toss options and actions. */
import { z } from 'zod';
import type { Result } from '../../core/result';
import { err, ok } from '../../core/result';
import { SCENARIO_MAX } from './scenario';
import { NAME_MAX, TOSS_MODES, type TossAction, type TossOptions } from './state';

const name = z
  .string()
  .trim()
  .min(1, 'a name cannot be empty')
  .max(NAME_MAX, `a name has at most ${NAME_MAX} characters`)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { message: 'a name cannot hold control characters' });

const optionsSchema = z
  .object({
    seats: z.union([z.literal(2), z.literal(4)], { message: 'toss is played by 2 (singles) or 4 (two teams of two)' }),
    variants: z.array(z.string()).max(0, 'toss has no variants').default([]),
    mode: z.enum(TOSS_MODES).default('digital'),
    names: z.array(name).optional(),
    teamNames: z.tuple([name, name]).optional(),
    firstSide: z.union([z.literal(0), z.literal(1)]).optional(),
    scenario: z
      .object({
        totals: z.tuple([z.number().int().min(0).max(SCENARIO_MAX), z.number().int().min(0).max(SCENARIO_MAX)]).optional(),
        frame: z.number().int().min(1).max(SCENARIO_MAX).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const seat = z.number().int().min(0).max(3);
const finite = z.number().refine(Number.isFinite, { message: 'must be a finite number' });
const result = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.enum(['leaner', 'hole', 'off', 'foul'])]);
const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose'), seat, pick: z.enum(['first', 'second', 'left', 'right']) }).strict(),
  z.object({ type: z.literal('toss'), seat, aim: z.object({ yaw: finite, pitch: finite, power: finite, spin: finite.optional() }).strict() }).strict(),
  z.object({ type: z.literal('enter'), seat, result }).strict(),
  z.object({ type: z.literal('undo'), seat }).strict(),
]);

function explain(e: z.ZodError): string {
  const i = e.issues[0];
  return i ? `${i.path.join('.') || 'value'}: ${i.message}` : 'invalid';
}

/** Options with defaults filled in: digital, "Player 1".. names, and team names in teams. */
export function parseOptions(input: unknown): Result<TossOptions> {
  const r = optionsSchema.safeParse(input);
  if (!r.success) return err('ERR_OPTIONS', `PipFall Toss options: ${explain(r.error)}`);
  const o = r.data;
  if (o.names && o.names.length !== o.seats) return err('ERR_OPTIONS', `PipFall Toss options: ${o.seats} seats need ${o.seats} names, got ${o.names.length}`);
  if (o.teamNames && o.seats !== 4) return err('ERR_OPTIONS', 'PipFall Toss options: team names are for teams (4 seats)');
  const names = o.names ?? Array.from({ length: o.seats }, (_, i) => `Player ${i + 1}`);
  return ok({
    seats: o.seats,
    variants: [],
    mode: o.mode,
    names,
    ...(o.seats === 4 ? { teamNames: o.teamNames ?? ['Team 1', 'Team 2'] } : {}),
    ...(o.firstSide !== undefined ? { firstSide: o.firstSide } : {}),
    ...(o.scenario ? { scenario: o.scenario } : {}),
  });
}

/** An action of the right shape; whether it is legal now (whose turn, the aim's bounds) is the rules' call. */
export function parseAction(input: unknown): Result<TossAction> {
  const r = actionSchema.safeParse(input);
  if (!r.success) return err('ERR_ACTION', `PipFall Toss action: ${explain(r.error)}`);
  const a = r.data;
  if (a.type === 'toss') {
    // Keep the aim's keys in one order and leave out an absent spin, so a record round-trips unchanged.
    const { yaw, pitch, power, spin } = a.aim;
    return ok({ type: 'toss', seat: a.seat, aim: { yaw, pitch, power, ...(spin !== undefined ? { spin } : {}) } });
  }
  return ok(a as TossAction);
}
