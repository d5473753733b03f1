/**
 * Pip Zero's rules reference (its own chunk, loaded by the "?" on the table, a lesson or "Learn
 * to play"): sections in reading order, with diagrams of the opening grid, the column shift and
 * a swap. The text is in messages.ts; the format in rules/book.ts. `rulesTopic` (ui.ts) maps a
 * moment of play to one of these section ids.
 */
import type { DiagramCell, RulesBook } from '../../../rules/book';
import { zeroRulesEn } from './messages';
import { zeroRulesDe } from './messages.de';

const K = 'zero.rules.';
const k = (s: string): string => K + s;

/** A grid from rows of pips (0: empty), as diagram cells. */
function grid(rows: readonly (readonly number[])[]): DiagramCell[] {
  return rows.flatMap((row, r) => row.flatMap((pips, c) => (pips === 0 ? [] : [{ row: r, col: c, pips }])));
}

const COLUMNS = [k('col1'), k('col2'), k('col3'), k('col4')];

/** Pip Zero's rules book. */
export const zeroRules: RulesBook = {
  messages: { en: zeroRulesEn, de: zeroRulesDe },
  sections: [
    { id: 'overview', title: k('overview'), body: [{ p: k('overview.p1') }, { p: k('overview.p2') }] },
    {
      id: 'setup',
      title: k('setup'),
      body: [
        { p: k('setup.p') },
        {
          diagram: {
            caption: k('setup.diagram'),
            grids: [
              {
                rows: 4,
                cols: 4,
                colLabels: COLUMNS,
                cells: grid([
                  [3, 4, 5, 6],
                  [6, 5, 4, 3],
                  [4, 3, 6, 5],
                  [5, 6, 3, 4],
                ]),
                lanes: [{ kind: 'col', index: 3 }],
              },
            ],
          },
        },
        { ruling: k('setup.ruling') },
      ],
    },
    { id: 'program', title: k('program'), body: [{ p: k('program.p1') }, { p: k('program.p2') }, { p: k('program.p3') }] },
    { id: 'initiative', title: k('initiative'), body: [{ p: k('initiative.p1') }, { p: k('initiative.p2') }] },
    { id: 'resolve', title: k('resolve'), body: [{ p: k('resolve.p') }, { ruling: k('resolve.ruling') }] },
    {
      id: 'targeting',
      title: k('targeting'),
      body: [
        { p: k('targeting.p1') },
        {
          diagram: {
            caption: k('targeting.diagram'),
            grids: [
              {
                rows: 4,
                cols: 4,
                colLabels: COLUMNS,
                cells: [
                  ...grid([
                    [0, 1, 0, 3],
                    [0, 0, 3, 3],
                    [0, 6, 4, 0],
                    [0, 3, 0, 4],
                  ]),
                  { row: 2, col: 1, tint: 'lit' },
                ],
                lanes: [{ kind: 'col', index: 0 }],
                arrows: [{ from: [0, 0], to: [0, 1] }],
              },
            ],
          },
        },
        { p: k('targeting.p2') },
      ],
    },
    { id: 'limit', title: k('limit'), body: [{ p: k('limit.p1') }, { p: k('limit.p2') }] },
    { id: 'selection', title: k('selection'), body: [{ p: k('selection.p1') }, { p: k('selection.p2') }, { p: k('selection.p3') }] },
    {
      id: 'swap',
      title: k('swap'),
      body: [
        { p: k('swap.p1') },
        {
          diagram: {
            caption: k('swap.diagram'),
            grids: [
              { rows: 1, cols: 4, label: k('before'), colLabels: COLUMNS, cells: grid([[0, 0, 4, 3]]), arrows: [{ from: [0, 2], to: [0, 3], both: true }] },
              { rows: 1, cols: 4, label: k('after'), colLabels: COLUMNS, cells: [...grid([[0, 0, 3, 3]]), { row: 0, col: 3, tint: 'lit' }] },
            ],
          },
        },
        { p: k('swap.p2') },
      ],
    },
    { id: 'powers', title: k('powers'), body: [{ list: [k('powers.h'), k('powers.d'), k('powers.s'), k('powers.c')] }, { p: k('powers.p') }] },
    { id: 'fizzle', title: k('fizzle'), body: [{ p: k('fizzle.p') }] },
    { id: 'end', title: k('end'), body: [{ p: k('end.clear') }, { p: k('end.timer2') }, { p: k('end.score') }, { ruling: k('end.ruling') }] },
    { id: 'solo', title: k('solo'), body: [{ p: k('solo.p1') }, { p: k('solo.p2') }, { p: k('solo.p3') }] },
    { id: 'variants', title: k('variants'), body: [{ list: [k('variants.easier'), k('variants.hardcore')] }] },
  ],
};
