/** Parses untrusted input (IPC, records, CLI) into Pip Zero options and actions. */
import { z } from 'zod';
import { isCard, type Card } from '../../core/cards';
import type { Result } from '../../core/result';
import { err, ok } from '../../core/result';
import { ZERO_VARIANTS, type ZeroAction, type ZeroOptions } from './state';

const card = z.string().refine(isCard, { message: 'not a card (e.g. "TS")' }) as unknown as z.ZodType<Card>;

const optionsSchema = z
  .object({
    seats: z.union([z.literal(1), z.literal(2)]),
    variants: z.array(z.enum(ZERO_VARIANTS)).default([]),
    deck: z.array(card).optional(),
    firstPlayer: z.number().int().min(0).max(1).optional(),
    scenario: z
      .object({
        grids: z
          .array(z.array(z.array(z.number().int().min(0).max(6)).length(4)).length(4))
          .min(1)
          .max(2)
          .optional(),
        top: z.array(card).max(52).optional(),
        left: z.number().int().min(0).max(52).optional(),
        exhaustions: z.number().int().min(0).max(2).optional(),
        handNo: z.number().int().min(1).max(99).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const seat = z.number().int().min(0).max(7);
const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('program'), seat, cards: z.tuple([card, card, card, card]) }).strict(),
  z
    .object({
      type: z.literal('choose'),
      seat,
      choice: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('power') }).strict(),
        z.object({ kind: z.literal('swap'), target: z.number().int().min(0).max(3) }).strict(),
      ]),
    })
    .strict(),
]);

function explain(e: z.ZodError): string {
  const i = e.issues[0];
  return i ? `${i.path.join('.') || 'value'}: ${i.message}` : 'invalid';
}

/** Options with defaults filled in; a variant named twice counts once. */
export function parseOptions(input: unknown): Result<ZeroOptions> {
  const r = optionsSchema.safeParse(input);
  if (!r.success) return err('ERR_OPTIONS', `Pip Zero options: ${explain(r.error)}`);
  const o = r.data;
  if (o.firstPlayer !== undefined && o.firstPlayer >= o.seats) return err('ERR_OPTIONS', `Pip Zero options: firstPlayer ${o.firstPlayer} is not a seat`);
  if (o.scenario && o.deck && o.scenario.top) return err('ERR_OPTIONS', 'Pip Zero options: a stacked deck and a scenario deck top cannot both be given');
  return ok({
    seats: o.seats,
    variants: [...new Set(o.variants)],
    ...(o.deck ? { deck: o.deck } : {}),
    ...(o.firstPlayer !== undefined ? { firstPlayer: o.firstPlayer } : {}),
    ...(o.scenario ? { scenario: o.scenario } : {}),
  });
}

/** An action of the right shape; whether it is legal now is the rules' call. */
export function parseAction(input: unknown): Result<ZeroAction> {
  const r = actionSchema.safeParse(input);
  if (!r.success) return err('ERR_ACTION', `Pip Zero action: ${explain(r.error)}`);
  return ok(r.data as ZeroAction);
}
