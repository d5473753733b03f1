/** Parses untrusted input (IPC, records, CLI) into Piplus options and actions. */
import { z } from 'zod';
import { DIE_KINDS, DIE_FACES, type DieKind } from '../../core/dice';
import type { Result } from '../../core/result';
import { err, ok } from '../../core/result';
import { canonicalPlay, checkDeal } from './rules';
import { checkScenario } from './scenario';
import { DECK_SIZE, MAX_CARD, MIN_CARD, ROUNDS, TURN_LIMIT, type PiplusAction, type PiplusOptions } from './state';

const face = (kind: DieKind) => z.number().int().min(1).max(DIE_FACES[kind]);
const cardValue = z.number().int().min(MIN_CARD).max(MAX_CARD);
const optionsSchema = z
  .object({
    seats: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
    variants: z.array(z.string()).max(0, { message: 'Piplus has no variants' }).default([]),
    deal: z.array(z.number().int().min(MIN_CARD).max(MAX_CARD)).length(DECK_SIZE).optional(),
    rolls: z
      .object({ d4: z.array(face('d4')).optional(), d6: z.array(face('d6')).optional(), d8: z.array(face('d8')).optional() })
      .strict()
      .optional(),
    scenario: z
      .object({
        round: z.number().int().min(1).max(ROUNDS).optional(),
        scores: z
          .array(z.array(z.number().int().min(0).max(8)).max(ROUNDS - 1))
          .min(2)
          .max(6)
          .optional(),
        hands: z.array(z.array(cardValue).max(12)).min(2).max(6).optional(),
        dice: z
          .array(z.tuple([face('d4'), face('d6'), face('d8')]))
          .min(2)
          .max(6)
          .optional(),
        spent: z
          .array(z.array(z.enum(DIE_KINDS)).max(3))
          .min(2)
          .max(6)
          .optional(),
        turn: z.number().int().min(0).max(5).optional(),
        table: z.array(cardValue).min(1).max(12).optional(),
        lastPlayer: z.number().int().min(0).max(5).optional(),
        turns: z
          .number()
          .int()
          .min(0)
          .max(TURN_LIMIT - 1)
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const seat = z.number().int().min(0).max(5);
const kind = z.enum(DIE_KINDS);
const actionSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('play'),
      seat,
      cards: z.array(z.number().int().min(MIN_CARD).max(MAX_CARD)).min(1).max(12),
      dice: z.array(kind.nullable()).max(12),
    })
    .strict()
    .refine((a) => a.dice.length === a.cards.length, { message: 'one die or null per card', path: ['dice'] })
    .refine((a) => new Set(a.dice.filter((d) => d !== null)).size === a.dice.filter((d) => d !== null).length, { message: 'each die at most once', path: ['dice'] }),
  z.object({ type: z.literal('die'), seat, die: kind }).strict(),
  z
    .object({ type: z.literal('pass'), seat, reroll: z.array(kind).max(3) })
    .strict()
    .refine((a) => new Set(a.reroll).size === a.reroll.length, { message: 'each die at most once', path: ['reroll'] }),
]);

function explain(e: z.ZodError): string {
  const i = e.issues[0];
  return i ? `${i.path.join('.') || 'value'}: ${i.message}` : 'invalid';
}

/** Options with defaults filled in; a stacked deal must be the 40 cards; a scenario must be a position the rules allow. */
export function parseOptions(input: unknown): Result<PiplusOptions> {
  const r = optionsSchema.safeParse(input);
  if (!r.success) return err('ERR_OPTIONS', `Piplus options: ${explain(r.error)}`);
  const o = r.data;
  if (o.deal) {
    const bad = checkDeal(o.deal);
    if (bad) return err('ERR_DECK', `Piplus options: ${bad}`);
  }
  if (o.deal && o.scenario?.hands) return err('ERR_OPTIONS', 'Piplus options: a stacked deal and scenario hands cannot both be given');
  const rolls = o.rolls ? { ...(o.rolls.d4 ? { d4: o.rolls.d4 } : {}), ...(o.rolls.d6 ? { d6: o.rolls.d6 } : {}), ...(o.rolls.d8 ? { d8: o.rolls.d8 } : {}) } : undefined;
  const options: PiplusOptions = {
    seats: o.seats,
    variants: [],
    ...(o.deal ? { deal: o.deal } : {}),
    ...(rolls ? { rolls } : {}),
    ...(o.scenario ? { scenario: o.scenario } : {}),
  };
  const bad = checkScenario(options);
  return bad.ok ? ok(options) : bad;
}

/**
 * An action of the right shape, in its one canonical form (a play's cards ascending with
 * their dice, rerolls in d4, d6, d8 order); whether it is legal now is the rules' call.
 */
export function parseAction(input: unknown): Result<PiplusAction> {
  const r = actionSchema.safeParse(input);
  if (!r.success) return err('ERR_ACTION', `Piplus action: ${explain(r.error)}`);
  const a = r.data;
  switch (a.type) {
    case 'play': {
      const c = canonicalPlay(a.cards, a.dice);
      return ok({ type: 'play', seat: a.seat, cards: c.cards, dice: c.dice });
    }
    case 'die':
      return ok({ type: 'die', seat: a.seat, die: a.die });
    case 'pass':
      return ok({ type: 'pass', seat: a.seat, reroll: DIE_KINDS.filter((k) => a.reroll.includes(k)) });
  }
}
