/**
 * Which game a record holds, as a short key: two saves with the same key hold the same game at
 * the same point (its game, options, seed and actions), such as a file loaded from "Save game
 * as…" of a game still under Continue. The Continue list shows such saves once.
 */
import type { GameRecord } from './contract/record';

/** JSON with every object's keys sorted, so the same value always reads the same. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** The record's key: two 32-bit FNV-1a hashes of its canonical JSON, in hex (a collision between a player's few saves is out of reach). */
export function recordKey(record: Pick<GameRecord, 'game' | 'options' | 'seed' | 'actions'>): string {
  const text = canonical([record.game, record.options, record.seed, record.actions]);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}
