/** Parses untrusted input (IPC, records, CLI) into PipFall options and actions. */
import { z } from 'zod';
import { isCard, type Card } from '../../core/cards';
import type { Result } from '../../core/result';
import { err, ok } from '../../core/result';
import { DIRECTIONS, PIPFALL_VARIANTS, type PipfallAction, type PipfallOptions } from './state';

const card = z.string().refine(isCard, { message: 'not a card (e.g. "TS")' }) as unknown as z.ZodType<Card>;

const optionsSchema = z
  .object({
    seats: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    variants: z.array(z.enum(PIPFALL_VARIANTS)).default([]),
    deck: z.array(card).optional(),
    firstPlayer: z.number().int().min(0).max(3).optional(),
    scenario: z
      .object({
        dice: z
          .array(z.tuple([z.number().int().min(0).max(7), z.number().int().min(0).max(7), z.number().int().min(0).max(3), z.number().int().min(1).max(6)]))
          .max(16)
          .optional(),
        top: z.array(card).max(48).optional(),
        left: z.number().int().min(0).max(48).optional(),
        cycles: z.number().int().min(0).max(2).optional(),
        restoreUsed: z.array(z.number().int().min(0).max(3)).max(4).optional(),
        round: z.number().int().min(1).max(99).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const seat = z.number().int().min(0).max(3);
const lane = z.object({ kind: z.enum(['row', 'col']), index: z.number().int().min(0).max(7) }).strict();
const use = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move'), direction: z.enum(DIRECTIONS), distance: z.number().int().min(0).max(3) }).strict(),
  z.object({ kind: z.literal('power') }).strict(),
]);
const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('program'), seat, cards: z.tuple([card, card, card]), initiative: card }).strict(),
  z.object({ type: z.literal('place'), seat, lane }).strict(),
  z.object({ type: z.literal('activate'), seat, die: z.number().int().min(0), use }).strict(),
  z.object({ type: z.literal('glory'), seat, die: z.number().int().min(0).nullable() }).strict(),
  z.object({ type: z.literal('restore'), seat, use: z.boolean() }).strict(),
]);

function explain(e: z.ZodError): string {
  const i = e.issues[0];
  return i ? `${i.path.join('.') || 'value'}: ${i.message}` : 'invalid';
}

/** Options with defaults filled in; a variant named twice counts once. */
export function parseOptions(input: unknown): Result<PipfallOptions> {
  const r = optionsSchema.safeParse(input);
  if (!r.success) return err('ERR_OPTIONS', `PipFall options: ${explain(r.error)}`);
  const o = r.data;
  if (o.firstPlayer !== undefined && o.firstPlayer >= o.seats) return err('ERR_OPTIONS', `PipFall options: firstPlayer ${o.firstPlayer} is not a seat`);
  if (o.scenario && o.deck && o.scenario.top) return err('ERR_OPTIONS', 'PipFall options: a stacked deck and a scenario deck top cannot both be given');
  return ok({
    seats: o.seats,
    variants: [...new Set(o.variants)],
    ...(o.deck ? { deck: o.deck } : {}),
    ...(o.firstPlayer !== undefined ? { firstPlayer: o.firstPlayer } : {}),
    ...(o.scenario ? { scenario: o.scenario } : {}),
  });
}

/** An action of the right shape; whether it is legal now is the rules' call. */
export function parseAction(input: unknown): Result<PipfallAction> {
  const r = actionSchema.safeParse(input);
  if (!r.success) return err('ERR_ACTION', `PipFall action: ${explain(r.error)}`);
  return ok(r.data as PipfallAction);
}
