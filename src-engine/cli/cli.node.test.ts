import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { initGames } from '../games/index';
import { runCli, type CliIo } from './run';

const ROOT = join(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'src-engine', 'cli', 'main.ts');

/** Runs the real CLI in a child process, as `npm run cli` does. */
function cli(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs the CLI in this process (fast, for the many argument checks). */
function inProcess(...args: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), freshSeed: () => 42 };
  return { code: runCli(args, io), out, err };
}

const tmp = mkdtempSync(join(tmpdir(), 'pipfall-cli-'));

describe('cli (spawned)', () => {
  it('play narrates a game and ends with a result line; the record replays to the same final state', () => {
    const record = join(tmp, 'game.json');
    const final = join(tmp, 'final.json');
    const play = cli('play', '--game', 'zero', '--seats', 'greedy,random', '--seed', '7', '--record', record, '--final', final);
    expect(play.stderr).toBe('');
    expect(play.code).toBe(0);
    const lines = play.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^game: zero, seed 7, P1 greedy, P2 random$/);
    expect(lines.some((l) => l.startsWith('[P1] '))).toBe(true);
    expect(lines.at(-1)).toMatch(/^result: /);
    const replayed = cli('replay', record);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.stdout)).toEqual(JSON.parse(readFileSync(final, 'utf8')));
  });

  it('a bad argument exits non-zero with one line on stderr', () => {
    const r = cli('play', '--game', 'zero', '--seats', 'greedy,wizard');
    expect(r.code).not.toBe(0);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/unknown seat "wizard"/);
  });

  it('a corrupt record exits non-zero with one line on stderr', () => {
    const bad = join(tmp, 'corrupt.json');
    writeFileSync(bad, '{"format": "pipfall-record", "version": 1, "game": "zero", "opt');
    const r = cli('replay', bad);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/not valid JSON/);
  });
});

describe('cli (in process)', () => {
  it('is deterministic: the same seed narrates the same game', () => {
    const a = inProcess('play', '--game', 'zero', '--seats', 'ai,random', '--seed', '3');
    const b = inProcess('play', '--game', 'zero', '--seats', 'ai,random', '--seed', '3');
    expect(a.code).toBe(0);
    expect(a.out).toEqual(b.out);
  });

  it('plays solo and with variants; --quiet keeps the header and the result', () => {
    const r = inProcess('play', '--game', 'zero', '--seats', 'random', '--seed', '1', '--variant', 'easier', '--quiet');
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(2);
    expect(r.out[0]).toBe('game: zero (easier), seed 1, P1 random');
    expect(r.out[1]).toMatch(/^result: P1 (wins|loses) \(/);
  });

  it.each([
    ['random', '11', 'easier'],
    ['greedy', '12', 'hardcore'],
    ['ai,greedy', '13', 'easier,hardcore'],
    ['random,greedy', '14', ''],
  ])('records a %s game (seed %s, variants "%s") that replays to the same final state', (seats, seed, variants) => {
    const record = join(tmp, `rt-${seed}.json`);
    const final = join(tmp, `rt-${seed}-final.json`);
    const play = inProcess('play', '--game', 'zero', '--seats', seats, '--seed', seed, '--variant', variants, '--record', record, '--final', final, '--quiet');
    expect(play.err).toEqual([]);
    const rec = JSON.parse(readFileSync(record, 'utf8'));
    expect(rec).toMatchObject({ format: 'pipfall-record', game: 'zero', seed: Number(seed) });
    const r = inProcess('replay', record);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out.join('\n'))).toEqual(JSON.parse(readFileSync(final, 'utf8')));
  });

  it('prints a seed it picked so the game can be replayed', () => {
    const r = inProcess('play', '--game', 'zero', '--seats', 'random,random', '--quiet');
    expect(r.out[0]).toContain('seed 42');
  });

  it('prints usage for --help', () => {
    for (const args of [['--help'], ['play', '--help']]) {
      const r = inProcess(...args);
      expect(r.code).toBe(0);
      expect(r.out.join('\n')).toMatch(/^Usage:/);
    }
  });

  it.each([
    [['play', '--game', 'chess', '--seats', 'random'], /unknown game "chess"/],
    [['play', '--game', 'hex', '--seats', 'random'], /not implemented yet/],
    [['play', '--seats', 'random'], /--game is required/],
    [['play', '--game', 'zero'], /--seats is required/],
    [['play', '--game', 'zero', '--seats', 'random,random,random'], /takes 1 to 2 seats, got 3/],
    [['play', '--game', 'zero', '--seats', 'random', '--variant', 'nightmare'], /unknown variant "nightmare"/],
    [['play', '--game', 'zero', '--seats', 'random', '--seed', 'x7'], /--seed must be an integer/],
    [['play', '--game', 'zero', '--seats', 'random', '--seed', '99999999999'], /32 bits/],
    [['play', '--game', 'zero', '--seats', 'random', '--colour', 'red'], /Unknown option '--colour'/],
    [['play', '--game', 'zero', '--seats', 'random', 'extra'], /unexpected argument "extra"/],
    [['dance'], /unknown command "dance"/],
    [[], /missing command/],
    [['replay'], /exactly one record FILE/],
  ])('refuses %j', (args, message) => {
    const r = inProcess(...args);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(message);
  });

  it.each([
    ['missing', null, /no such file/],
    ['foreign.json', '{"name": "not ours"}', /not a PipFall game record/],
    [
      'damaged.json',
      '{"format": "pipfall-record", "version": 1, "game": "zero", "options": {"seats": 2, "variants": []}, "seed": 1.5, "actions": []}',
      /damaged game record: seed/,
    ],
    ['wrong-game.json', '{"format": "pipfall-record", "version": 1, "game": "hex", "options": {}, "seed": 1, "actions": []}', /not implemented yet/],
    [
      'bad-action.json',
      '{"format": "pipfall-record", "version": 1, "game": "zero", "options": {"seats": 2, "variants": []}, "seed": 1, "actions": [{"type": "fly", "seat": 0}]}',
      /record action 0/,
    ],
  ])('refuses to replay a %s record', (name, text, message) => {
    const path = join(tmp, name);
    if (text !== null) writeFileSync(path, text);
    const r = inProcess('replay', path);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(message);
  });
});

describe('cli: toss', () => {
  beforeAll(() => initGames());

  it('play pitches a whole race to 100 with simulated tosses and prints each frame; its record replays in a fresh process to the same state', () => {
    const record = join(tmp, 'toss.json');
    const final = join(tmp, 'toss-final.json');
    const play = cli('play', '--game', 'toss', '--seats', 'medium,easy', '--seed', '2', '--record', record, '--final', final);
    expect(play.stderr).toBe('');
    expect(play.code).toBe(0);
    const lines = play.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('game: toss, seed 2, P1 medium, P2 easy');
    const frames = lines.filter((l) => /^frame \d+: side A .* = \d+.*; side B .* = \d+.*; totals \d+-\d+$/.test(l));
    expect(frames.length).toBeGreaterThan(3);
    expect(lines.some((l) => /^P[12] pitches die [123] \(yaw /.test(l))).toBe(true);
    const last = lines.at(-1)!;
    expect(last).toMatch(/^result: P[12] wins \(race\) scores \d+-\d+$/);
    const [a, b] = last.split(' ').at(-1)!.split('-').map(Number);
    expect(Math.max(a!, b!)).toBeGreaterThanOrEqual(100);
    expect(Math.abs(a! - b!)).toBeGreaterThanOrEqual(2);
    const replayed = cli('replay', record);
    expect(replayed.stderr).toBe('');
    expect(JSON.parse(replayed.stdout)).toEqual(JSON.parse(readFileSync(final, 'utf8')));
  }, 300_000);

  it('the same seed pitches the same race', () => {
    const a = inProcess('play', '--game', 'toss', '--seats', 'random,easy', '--seed', '5');
    const b = inProcess('play', '--game', 'toss', '--seats', 'random,easy', '--seed', '5');
    expect(a.err).toEqual([]);
    expect(a.code).toBe(0);
    expect(a.out).toEqual(b.out);
    expect(a.out.at(-1)).toMatch(/^result: P[12] wins \(race\)/);
  }, 300_000);

  it('plays teams of two: four seats, partners sharing the win', () => {
    const r = inProcess('play', '--game', 'toss', '--seats', 'easy,easy,medium,medium', '--seed', '3', '--quiet');
    expect(r.err).toEqual([]);
    expect(r.out[1]).toMatch(/^result: shared victory P(1\+P3|2\+P4) \(race\)/);
  }, 300_000);

  it('refuses three seats: toss is singles or teams of two', () => {
    const r = inProcess('play', '--game', 'toss', '--seats', 'random,random,random');
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/2 \(singles\) or 4/);
  });
});
