import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT_USAGE, runCli, type CliIo } from './run';

/** Runs the CLI in this process. */
function cli(...args: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), freshSeed: () => 42 };
  return { code: runCli(args, io), out, err };
}

const tmp = mkdtempSync(join(tmpdir(), 'pipfall-review-'));
const RECORD = join(tmp, 'game.json');

beforeAll(() => {
  const play = cli('play', '--game', 'hex', '--seats', 'greedy,random', '--seed', '5', '--quiet', '--record', RECORD);
  expect(play.code).toBe(0);
});

describe('cli review', () => {
  it('prints a line per reviewed decision, as the JSON lists them, and a summary per seat', () => {
    const text = cli('review', RECORD, '--budget', '20');
    expect(text.err).toEqual([]);
    expect(text.code).toBe(0);
    const json = cli('review', RECORD, '--budget', '20', '--json');
    expect(json.code).toBe(0);
    const review = JSON.parse(json.out.join('\n')) as { decisions: { step: number; seat: number; takenLabel: string; mark: string }[] };
    const lines = text.out.filter((l) => l.startsWith('step '));
    expect(lines.length).toBeGreaterThan(10);
    expect(lines).toHaveLength(review.decisions.length);
    // Each line names the step, the seat, the action taken in words and the mark, in the review's order.
    review.decisions.forEach((d, i) => {
      expect(lines[i]).toMatch(new RegExp(`^step ${d.step} P${d.seat + 1}: `));
      expect(lines[i]).toContain(d.takenLabel);
      expect(lines[i]).toMatch(new RegExp(`; best: .+; loss \\d+\\.\\d%; ${d.mark}$`));
    });
    expect(text.out[0]).toMatch(/^review: hex, 2 players, seed 5, budget 20; values are win chance$/);
    const summaries = text.out.filter((l) => l.startsWith('summary '));
    expect(summaries.map((l) => l.split(':')[0])).toEqual(['summary P1', 'summary P2']);
    expect(summaries[0]).toMatch(/accuracy \d+\.\d, mean loss \d+\.\d%; best \d+, good \d+, inaccuracy \d+, mistake \d+, blunder \d+$/);
    expect(text.out.at(-1)).toBe(summaries[1]);
  });

  it('reviews one seat with --seat, numbered as printed', () => {
    const r = cli('review', RECORD, '--budget', '10', '--seat', '2');
    expect(r.code).toBe(0);
    const lines = r.out.filter((l) => l.startsWith('step '));
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.every((l) => / P2: /.test(l))).toBe(true);
    expect(r.out.filter((l) => l.startsWith('summary '))).toHaveLength(1);
  });

  it.each([
    [['--seat', '3'], /--seat 3: the game has 2 seats/],
    [['--seat', '0'], /--seat must be a seat number from 1/],
    [['--budget', 'lots'], /--budget must be an integer/],
  ])('refuses %j as bad usage', (args, message) => {
    const r = cli('review', RECORD, ...args);
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.err.join('\n')).toMatch(message);
    expect(r.out.filter((l) => l.startsWith('step '))).toEqual([]);
  });

  it('fails on a file that is not a record, naming it', () => {
    const r = cli('review', join(tmp, 'missing.json'));
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/^pipfall: review: no such file: .*missing\.json$/);
  });
});
