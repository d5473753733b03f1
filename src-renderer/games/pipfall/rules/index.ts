/**
 * PipFall's rules reference (its own chunk, loaded by the "?" on the table, a lesson or "Learn
 * to play"): sections in reading order, with diagrams of the opening, lanes, a move and a fight.
 * The text is in messages.ts; the format in rules/book.ts. `rulesTopic` (ui.ts) maps a phase of
 * play to one of these section ids.
 */
import type { DiagramCell, RulesBook } from '../../../rules/book';
import { pipfallRulesEn } from './messages';
import { pipfallRulesDe } from './messages.de';

const K = 'pipfall.rules.';
const k = (s: string): string => K + s;

/** A seat's opening diamond on an n-board, as diagram cells (seat 0 bottom left, seat 1 top right with two players, else top left). */
function diamond(seat: number, n: number, two: boolean): DiagramCell[] {
  const base: [number, number, number][] = [
    [n - 1, 0, 6],
    [n - 2, 0, 5],
    [n - 1, 1, 4],
    [n - 2, 1, 3],
  ];
  const turns = two && seat === 1 ? 2 : seat;
  return base.map(([r, c, pips], i) => {
    let row = r;
    let col = c;
    for (let t = 0; t < turns; t++) [row, col] = [col, n - 1 - row];
    return { row, col, pips, seat, ...(i === 0 ? { tint: seat } : {}) };
  });
}

/** PipFall's rules book. */
export const pipfallRules: RulesBook = {
  messages: { en: pipfallRulesEn, de: pipfallRulesDe },
  sections: [
    { id: 'overview', title: k('overview'), body: [{ p: k('overview.p1') }, { p: k('overview.p2') }] },
    {
      id: 'setup',
      title: k('setup'),
      body: [
        { p: k('setup.board') },
        { p: k('setup.corners') },
        { p: k('setup.diamond') },
        { diagram: { caption: k('setup.diagram'), grids: [{ rows: 5, cols: 5, numbered: true, cells: [...diamond(0, 5, true), ...diamond(1, 5, true)] }] } },
        { p: k('setup.deck') },
      ],
    },
    { id: 'round', title: k('round'), body: [{ p: k('round.p') }, { list: [k('round.1'), k('round.2'), k('round.3'), k('round.4'), k('round.5')] }] },
    { id: 'program', title: k('program'), body: [{ p: k('program.deal') }, { p: k('program.p') }, { p: k('program.cards') }] },
    {
      id: 'lanes',
      title: k('lanes'),
      body: [
        { p: k('lanes.p1') },
        { p: k('lanes.p2') },
        {
          diagram: {
            caption: k('lanes.diagram'),
            grids: [
              {
                rows: 5,
                cols: 5,
                numbered: true,
                cells: [...diamond(0, 5, true), ...diamond(1, 5, true)],
                lanes: [
                  { kind: 'col', index: 0, seat: 0, marker: 1 },
                  { kind: 'row', index: 3, seat: 0, marker: 2 },
                  { kind: 'row', index: 0, seat: 1, marker: 1 },
                ],
              },
            ],
          },
        },
        { p: k('lanes.cancel') },
        { p: k('lanes.shared') },
        { ruling: k('lanes.ruling') },
      ],
    },
    { id: 'initiative', title: k('initiative'), body: [{ p: k('initiative.p1') }, { p: k('initiative.p2') }] },
    { id: 'actions', title: k('actions'), body: [{ p: k('actions.p1') }, { p: k('actions.use') }, { p: k('actions.p2') }, { p: k('actions.null') }] },
    {
      id: 'movement',
      title: k('movement'),
      body: [
        { p: k('movement.p1') },
        { p: k('movement.p2') },
        {
          diagram: {
            caption: k('movement.diagram'),
            grids: [
              {
                rows: 4,
                cols: 3,
                cells: [
                  { row: 3, col: 0, pips: 6, seat: 0, faded: true },
                  { row: 1, col: 0, pips: 5, seat: 0 },
                ],
                arrows: [{ from: [3, 0], to: [1, 0] }],
              },
            ],
          },
        },
        { ruling: k('movement.ruling') },
      ],
    },
    {
      id: 'combat',
      title: k('combat'),
      body: [
        { p: k('combat.p1') },
        { p: k('combat.p2') },
        {
          diagram: {
            caption: k('combat.diagram'),
            grids: [
              {
                rows: 1,
                cols: 4,
                label: k('before'),
                cells: [
                  { row: 0, col: 0, pips: 5, seat: 0 },
                  { row: 0, col: 3, pips: 3, seat: 1 },
                ],
                arrows: [{ from: [0, 0], to: [0, 3] }],
              },
              { rows: 1, cols: 4, label: k('after'), cells: [{ row: 0, col: 3, pips: 4, seat: 0 }] },
            ],
          },
        },
      ],
    },
    { id: 'powers', title: k('powers'), body: [{ p: k('powers.p') }, { list: [k('powers.h'), k('powers.d'), k('powers.s'), k('powers.c')] }, { p: k('powers.fail') }] },
    { id: 'cleanup', title: k('cleanup'), body: [{ list: [k('cleanup.1'), k('cleanup.2'), k('cleanup.3'), k('cleanup.4')] }] },
    { id: 'restore', title: k('restore'), body: [{ p: k('restore.p1') }, { p: k('restore.p2') }, { ruling: k('restore.ruling') }] },
    { id: 'elimination', title: k('elimination'), body: [{ p: k('elimination.p1') }, { p: k('elimination.p2') }] },
    { id: 'end', title: k('end'), body: [{ p: k('end.elim') }, { p: k('end.cycles') }, { ruling: k('end.ruling') }, { p: k('end.score') }] },
    {
      id: 'players',
      title: k('players'),
      body: [
        { p: k('players.p1') },
        {
          diagram: {
            caption: k('players.diagram'),
            grids: [
              {
                rows: 7,
                cols: 7,
                numbered: true,
                cells: [...diamond(0, 7, false), ...diamond(1, 7, false), ...diamond(2, 7, false)],
                lanes: [
                  { kind: 'col', index: 0 },
                  { kind: 'col', index: 1 },
                  { kind: 'row', index: 0 },
                  { kind: 'row', index: 1 },
                ],
              },
            ],
          },
        },
        { p: k('players.p2') },
      ],
    },
    { id: 'variants', title: k('variants'), body: [{ list: [k('variants.tio'), k('variants.glory'), k('variants.mutual'), k('variants.rolled')] }] },
  ],
};
