/** PipFall Hex's rules book: every message it names exists, section ids are unique, every phase's "?" lands on a section, and the map picture is Crossfire's. */
import { describe, expect, it } from 'vitest';
import { sectionKeys, type DiagramGrid } from '../../../rules/book';
import { MAPS } from '../../../../src-engine/games/hex';
import { hexRules } from './index';
import { rulesTopic } from './topic';
import type { HexView } from '../types';

describe('hex rules reference', () => {
  it('names only messages it brings, and each section once', () => {
    const keys = hexRules.sections.flatMap(sectionKeys);
    expect(keys.filter((k) => !(k in hexRules.messages.en))).toEqual([]);
    const ids = hexRules.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the "?" of every phase opens an existing section', () => {
    for (const phase of ['choose', 'program', 'resolve', 'over'] as const) {
      const id = rulesTopic({ phase } as HexView);
      expect(hexRules.sections.some((s) => s.id === id)).toBe(true);
    }
  });

  it('the battlefield picture is Crossfire as the engine has it: its size, its hazards as rock, each start with a 3 on the rear and 4s on the fronts', () => {
    const crossfire = MAPS['crossfire']!;
    const grids = hexRules.sections.flatMap((s) => s.body.flatMap((b) => ('diagram' in b ? b.diagram.grids : [])));
    const map = grids.find((g: DiagramGrid) => g.shape === 'hexagonal' && g.rows === crossfire.rows) as DiagramGrid;
    expect(map.cols).toBe(crossfire.cols);
    const key = (r: number, c: number) => `${r},${c}`;
    expect(new Set(map.cells.filter((x) => x.blocked).map((x) => key(x.row, x.col)))).toEqual(new Set(crossfire.hazards.map((h) => key(h.row, h.col))));
    const dice = new Map(map.cells.filter((x) => x.pips !== undefined).map((x) => [key(x.row, x.col), x.pips]));
    expect(dice.size).toBe(3 * crossfire.locations.length);
    for (const l of crossfire.locations) {
      expect(dice.get(key(l.rear.row, l.rear.col))).toBe(3);
      for (const f of l.fronts) expect(dice.get(key(f.row, f.col))).toBe(4);
    }
  });
});
