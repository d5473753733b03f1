/**
 * Toss's determinism across processes: a record pitched here and replayed in a fresh Node
 * process (a new Rapier, a new WebAssembly instance) gives the same frames and dice, bit for bit.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newRecord, replay } from '../../core/record';
import { unwrap } from '../../core/result';
import { toss } from './index';
import { initTossPhysics } from './physics/rapier';
import type { TossAction, TossState } from './state';

beforeAll(async () => {
  await initTossPhysics();
});

describe('toss physics: determinism across processes', () => {
  it('a record replayed in a fresh Node process gives the same frames and dice, bit for bit', () => {
    // Two frames of listed aims, pitched in this process.
    const options = unwrap(toss.parseOptions({ seats: 2, firstSide: 0 }));
    let s: TossState = unwrap(toss.setup(options, 11)).state;
    const actions: TossAction[] = [];
    for (let i = 0; i < 12; i++) {
      const seat = toss.toAct(s)[0]!;
      const legal = toss.legalActions(s, seat);
      const a = legal[(i * 5) % legal.length]!;
      actions.push(a);
      s = unwrap(toss.apply(s, a)).state;
    }
    expect(s.history).toHaveLength(2);
    const record = { ...newRecord('toss', options, 11), actions };
    const here = unwrap(replay(toss, record)).state as TossState;
    expect(JSON.stringify(here)).toBe(JSON.stringify(s));

    const root = join(import.meta.dirname, '..', '..', '..');
    const code = `
      import { initGames, getGame } from ${JSON.stringify(join(root, 'src-engine/games/index.ts'))};
      import { replay } from ${JSON.stringify(join(root, 'src-engine/core/record.ts'))};
      await initGames();
      const r = replay(getGame('toss'), JSON.parse(process.argv[1]));
      if (!r.ok) { console.error(r.message); process.exit(1); }
      process.stdout.write(JSON.stringify(r.value.state));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code, JSON.stringify(record)], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(child.stdout).toBe(JSON.stringify(s));
  }, 180_000);
});
