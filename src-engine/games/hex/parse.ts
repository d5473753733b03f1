/** Parses untrusted input (IPC, records, CLI, map files) into PipFall Hex options and actions. */
import { z } from 'zod';
import { isCard, type Card } from '../../core/cards';
import { err, ok, type Result } from '../../core/result';
import { MAP_MAX_SIDE } from './map';
import { locationById, resolveMap } from './rules';
import { RESERVE, ROUNDS, type HexAction, type HexMapFile, type HexOptions } from './state';

const card = z.string().refine(isCard, { message: 'not a card (e.g. "TS")' }) as unknown as z.ZodType<Card>;

const optionsSchema = z
  .object({
    seats: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    variants: z.array(z.string()).max(0, 'PipFall Hex has no variants').default([]),
    // A built-in id, or a whole map file (checked by the map validator below).
    map: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    locations: z.array(z.string()).optional(),
    firstPlayer: z.number().int().min(0).max(3).optional(),
    deck: z.array(card).optional(),
    scenario: z
      .object({
        dice: z
          .array(z.tuple([z.number().int().min(0).max(MAP_MAX_SIDE), z.number().int().min(0).max(MAP_MAX_SIDE), z.number().int().min(0).max(3), z.number().int().min(1).max(6)]))
          .max(20)
          .optional(),
        reserve: z.array(z.number().int().min(0).max(RESERVE)).max(4).optional(),
        trophies: z
          .array(z.array(z.tuple([z.number().int().min(0).max(3), z.number().int().min(1).max(6)])).max(15))
          .max(4)
          .optional(),
        top: z.array(card).max(52).optional(),
        left: z.number().int().min(0).max(52).optional(),
        round: z.number().int().min(1).max(ROUNDS).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const seat = z.number().int().min(0).max(3);
const cell = z.object({ row: z.number().int().min(0).max(MAP_MAX_SIDE), col: z.number().int().min(0).max(MAP_MAX_SIDE) }).strict();
const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chooseLocation'), seat, location: z.string().max(8) }).strict(),
  z.object({ type: z.literal('program'), seat, cards: z.array(card).min(1).max(5), leftOut: card }).strict(),
  z.object({ type: z.literal('move'), seat, die: z.number().int().min(0), to: cell }).strict(),
  z.object({ type: z.literal('power'), seat, die: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('reinforce'), seat, at: cell }).strict(),
]);

function explain(e: z.ZodError): string {
  const i = e.issues[0];
  return i ? `${i.path.join('.') || 'value'}: ${i.message}` : 'invalid';
}

/** Options with defaults filled in; the map (an id or a whole map file) and the locations are checked here. */
export function parseOptions(input: unknown): Result<HexOptions> {
  const r = optionsSchema.safeParse(input);
  if (!r.success) return err('ERR_OPTIONS', `PipFall Hex options: ${explain(r.error)}`);
  const o = r.data;
  if (o.firstPlayer !== undefined && o.firstPlayer >= o.seats) return err('ERR_OPTIONS', `PipFall Hex options: firstPlayer ${o.firstPlayer} is not a seat`);
  if (o.scenario && o.deck && o.scenario.top) return err('ERR_OPTIONS', 'PipFall Hex options: a stacked deck and a scenario deck top cannot both be given');
  if (o.scenario?.dice && !o.locations) return err('ERR_OPTIONS', 'PipFall Hex options: a scenario that places dice needs the locations fixed (option locations)');
  const map = resolveMap(o.map as HexOptions['map']);
  if (!map.ok) return map;
  const m = map.value;
  if (o.seats > m.locations.length) return err('ERR_OPTIONS', `PipFall Hex options: map "${m.id}" has ${m.locations.length} starting locations, too few for ${o.seats} players`);
  if (o.locations) {
    if (o.locations.length !== o.seats) return err('ERR_OPTIONS', `PipFall Hex options: locations names one location per seat (${o.seats}), got ${o.locations.length}`);
    const unknown = o.locations.find((id) => !locationById(m, id));
    if (unknown !== undefined) return err('ERR_OPTIONS', `PipFall Hex options: map "${m.id}" has no location "${unknown}" (it has ${m.locations.map((l) => l.id).join(', ')})`);
    if (new Set(o.locations).size !== o.locations.length) return err('ERR_OPTIONS', 'PipFall Hex options: two seats cannot share a location');
  }
  return ok({
    seats: o.seats,
    variants: [],
    ...(o.map !== undefined ? { map: o.map as string | HexMapFile } : {}),
    ...(o.locations ? { locations: o.locations } : {}),
    ...(o.firstPlayer !== undefined ? { firstPlayer: o.firstPlayer } : {}),
    ...(o.deck ? { deck: o.deck } : {}),
    ...(o.scenario ? { scenario: o.scenario } : {}),
  });
}

/** An action of the right shape; whether it is legal now is the rules' call. */
export function parseAction(input: unknown): Result<HexAction> {
  const r = actionSchema.safeParse(input);
  if (!r.success) return err('ERR_ACTION', `PipFall Hex action: ${explain(r.error)}`);
  return ok(r.data as HexAction);
}
