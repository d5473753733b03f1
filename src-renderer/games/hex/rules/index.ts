/**
 * PipFall Hex's rules reference (its own chunk, loaded by the "?" on the table, a lesson or "Learn
 * to play"): sections in reading order, with a picture of the Crossfire battlefield and of a move
 * around a hazard, drawn as hex diagrams (rules/book.ts, `shape: 'hexagonal'`). The text is in
 * messages.ts; `rulesTopic` (ui.ts) maps a phase of play to one of these section ids.
 */
import type { DiagramCell, DiagramGrid, RulesBook } from '../../../rules/book';
import { hexRulesEn } from './messages';
import { hexRulesDe } from './messages.de';

const K = 'hex.rules.';
const k = (s: string): string => K + s;

/** Crossfire as RULINGS.md gives it (rules.test.ts checks it against the engine's map): hazards, and the starts A, B, C, D as [rear, front, front]. */
const CROSSFIRE = {
  rows: 10,
  cols: 10,
  hazards: [
    [4, 4],
    [5, 5],
    [2, 3],
    [7, 6],
    [3, 7],
    [6, 2],
    [1, 5],
    [8, 4],
    [4, 1],
    [5, 8],
  ],
  starts: [
    [
      [0, 0],
      [0, 1],
      [1, 0],
    ],
    [
      [9, 9],
      [9, 8],
      [8, 9],
    ],
    [
      [0, 9],
      [0, 8],
      [1, 8],
    ],
    [
      [9, 0],
      [9, 1],
      [8, 1],
    ],
  ],
} as const;

/** The map drawn whole: its hazards as rock, each start with its rear 3 and fronts 4 (the first `seated` starts in the seats' colours). */
function mapGrid(seated: number): DiagramGrid {
  const cells: DiagramCell[] = CROSSFIRE.hazards.map(([row, col]) => ({ row, col, blocked: true }));
  CROSSFIRE.starts.forEach((cellsOf, i) => {
    const seat = i < seated ? { seat: i, tint: i } : {};
    cellsOf.forEach(([row, col], k) => cells.push({ row, col, pips: k === 0 ? 3 : 4, ...seat }));
  });
  return { shape: 'hexagonal', rows: CROSSFIRE.rows, cols: CROSSFIRE.cols, lettered: true, cells };
}

/** A corner of a battlefield: a die walks three hexes around a rock to the die two hexes away. */
const around: DiagramGrid = {
  shape: 'hexagonal',
  rows: 3,
  cols: 5,
  label: k('movement.before'),
  cells: [
    { row: 2, col: 2, blocked: true },
    { row: 2, col: 1, pips: 6, seat: 0 },
    { row: 2, col: 3, pips: 4, seat: 1 },
    { row: 1, col: 1, tint: 'lit' },
    { row: 1, col: 2, tint: 'lit' },
  ],
  arrows: [
    { from: [2, 1], to: [1, 1] },
    { from: [1, 1], to: [1, 2] },
    { from: [1, 2], to: [2, 3] },
  ],
};
const after: DiagramGrid = {
  shape: 'hexagonal',
  rows: 3,
  cols: 5,
  label: k('movement.after'),
  cells: [
    { row: 2, col: 2, blocked: true },
    { row: 2, col: 3, pips: 5, seat: 0 },
  ],
};

/** PipFall Hex's rules book. */
export const hexRules: RulesBook = {
  messages: { en: hexRulesEn, de: hexRulesDe },
  sections: [
    { id: 'overview', title: k('overview'), body: [{ p: k('overview.p1') }, { p: k('overview.p2') }] },
    {
      id: 'battlefield',
      title: k('battlefield'),
      body: [{ p: k('battlefield.p1') }, { p: k('battlefield.p2') }, { diagram: { caption: k('battlefield.diagram'), grids: [mapGrid(2)] } }, { p: k('battlefield.p3') }],
    },
    { id: 'setup', title: k('setup'), body: [{ p: k('setup.p1') }, { ruling: k('setup.ruling') }] },
    { id: 'program', title: k('program'), body: [{ p: k('program.p1') }, { p: k('program.p2') }, { ruling: k('program.ruling') }] },
    { id: 'resolve', title: k('resolve'), body: [{ p: k('resolve.p1') }, { p: k('resolve.p2') }, { ruling: k('resolve.ruling') }] },
    { id: 'cards', title: k('cards'), body: [{ list: [k('cards.list.1'), k('cards.list.2'), k('cards.list.3')] }, { p: k('cards.p1') }] },
    {
      id: 'movement',
      title: k('movement'),
      body: [{ p: k('movement.p1') }, { p: k('movement.p2') }, { diagram: { caption: k('movement.diagram'), grids: [around, after] } }],
    },
    { id: 'decay', title: k('decay'), body: [{ p: k('decay.p1') }] },
    {
      id: 'powers',
      title: k('powers'),
      body: [{ p: k('powers.p1') }, { list: [k('powers.list.H'), k('powers.list.D'), k('powers.list.S'), k('powers.list.C')] }, { ruling: k('powers.ruling') }],
    },
    { id: 'combat', title: k('combat'), body: [{ p: k('combat.p1') }, { p: k('combat.p2') }, { p: k('combat.p3') }] },
    { id: 'reinforce', title: k('reinforce'), body: [{ p: k('reinforce.p1') }, { p: k('reinforce.p2') }] },
    { id: 'elimination', title: k('elimination'), body: [{ p: k('elimination.p1') }, { p: k('elimination.p2') }] },
    { id: 'rounds', title: k('rounds'), body: [{ p: k('rounds.p1') }, { p: k('rounds.p2') }] },
    { id: 'end', title: k('end'), body: [{ p: k('end.p1') }, { p: k('end.p2') }] },
  ],
};
