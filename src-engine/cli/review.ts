/**
 * `review FILE`: the game review (src-engine/review) of a record as `play --record` writes it,
 * one line per reviewed decision and a summary line per seat, or the whole review as JSON.
 */
import { parseArgs } from 'node:util';
import { seatName } from '../ai/match';
import type { Seat } from '../core/game';
import { getGame } from '../games/index';
import { currencyOf, formatAmount, type Currency } from '../review/currency';
import { MARKS, type SeatSummary } from '../review/marks';
import { DEFAULT_BUDGET, reviewGame, type ReviewedDecision } from '../review/review';
import { CliError, EXIT_FAILURE, readRecordFile, usage } from './errors';
import type { CliIo } from './run';

/** The review command's part of --help. */
export const REVIEW_USAGE = `review   values every decision of a record's seats with the hard search, from each seat's view only:
         one line per decision (step, seat, action taken, best action, loss, mark), then a summary per seat.
         --seat     review this seat only, numbered as printed (1 = P1); repeat or comma separate (default: every seat)
         --budget   search iterations per comparison (default ${DEFAULT_BUDGET}); the same record and budget give the same review
         --json     print the review as one JSON document (seats numbered from 0)`;

function parseSeats(texts: readonly string[]): Seat[] {
  return texts
    .flatMap((t) => t.split(','))
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .map((t) => {
      const m = /^P?(\d+)$/i.exec(t);
      if (!m || Number(m[1]) < 1) throw usage(`review: --seat must be a seat number from 1 (or P1), got "${t}"`);
      return Number(m[1]) - 1;
    });
}

function parseBudget(text: string | undefined): number {
  if (text === undefined) return DEFAULT_BUDGET;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1 || Number(text) > 1_000_000) throw usage(`review: --budget must be an integer from 1 to 1000000, got "${text}"`);
  return Number(text);
}

/** One decision as a line: step, seat, what was played and what was best, the loss and the mark. */
export function decisionLine(d: ReviewedDecision, c: Currency): string {
  const best = d.bestLabel === d.takenLabel ? 'the same' : `${d.bestLabel} (${formatAmount(c, d.bestValue)})`;
  return `step ${d.step} ${seatName(d.seat)}: ${d.takenLabel} (${formatAmount(c, d.takenValue)}); best: ${best}; loss ${formatAmount(c, d.loss)}; ${d.mark}`;
}

/** A seat's summary as a line. */
export function summaryLine(s: SeatSummary, c: Currency): string {
  const counts = MARKS.map((m) => `${m} ${s.marks[m]}`).join(', ');
  const accuracy = s.accuracy === null ? 'no decision to review' : `accuracy ${s.accuracy.toFixed(1)}, mean loss ${formatAmount(c, s.meanLoss!)}`;
  return `summary ${seatName(s.seat)}: ${s.decisions} decisions (${s.forced} forced, not reviewed), ${accuracy}; ${counts}`;
}

export function cmdReview(args: string[], io: CliIo): number {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: { seat: { type: 'string', multiple: true }, budget: { type: 'string' }, json: { type: 'boolean' } },
  });
  if (positionals.length !== 1) throw usage('review: expected exactly one record FILE');
  const seats = values.seat === undefined ? undefined : parseSeats(values.seat);
  const budget = parseBudget(values.budget);
  const path = positionals[0]!;
  const record = readRecordFile('review', path);
  const game = getGame(record.game);
  if (!game) throw new CliError(`review: ${path}: game "${record.game}" is not implemented yet`, EXIT_FAILURE);
  const json = values.json === true;
  const options = game.parseOptions(record.options);
  if (!options.ok) throw new CliError(`review: ${path}: record options: ${options.message}`, EXIT_FAILURE);
  const players = (options.value as { seats: number }).seats;
  const currency = currencyOf(game, players);
  for (const s of seats ?? []) if (s >= players) throw usage(`review: --seat ${s + 1}: the game has ${players} seats`);
  if (!json) io.out(`review: ${game.info.id}, ${players} players, seed ${record.seed}, budget ${budget}; values are ${currency.unit}`);
  const r = reviewGame(game, record, {
    budget,
    ...(seats ? { seats } : {}),
    // Lines are printed as the decisions are done, so a long review shows its first marks at once.
    ...(json ? {} : { onProgress: (p) => io.out(decisionLine(p.decision, currency)) }),
  });
  if (!r.ok) throw new CliError(`review: ${path}: ${r.message}`, EXIT_FAILURE);
  if (json) {
    io.out(JSON.stringify(r.value, null, 2));
    return 0;
  }
  for (const s of r.value.summaries) io.out(summaryLine(s, r.value.currency));
  return 0;
}
