/**
 * Sixfold, a battlefield of this project's design: a regular hexagon of 91 hexes (radius 5
 * around (5,5)) drawn in an 11 x 11 odd-r rectangle, a starting location in each of its six
 * corners, and twelve hazards in two rings of six: one on each line from the centre to a
 * corner, two hexes out, and one on each line from the centre to the middle of a side, four
 * hexes out.
 *
 * Why it is balanced: every rotation by 60 degrees and both mirrors map the battlefield, the
 * hazards and the locations onto themselves (the validator checks the claim), so all six
 * corners face the same ground, and each default seating is mapped onto itself by symmetries
 * that carry any seat to any other: opposite corners for 2 players (the half-turn), every
 * other corner for 3 (the 120-degree turn), two opposite pairs for 4 (the half-turn and the
 * two mirrors). Crossfire is fair for 2 players only.
 */
import type { HexMapFile } from '../map';

/** Sixfold: the six-corner hexagon, fair for 2, 3 and 4 players. */
export const SIXFOLD: HexMapFile = {
  id: 'sixfold',
  name: 'Sixfold',
  description:
    'A hexagon of 91 hexes with a starting location in each corner and two rings of six hazards. Every turn by 60 degrees and both mirrors map it onto itself, so the default seats face the same ground with 2, 3 or 4 players.',
  rows: 11,
  cols: 11,
  offMap: [
    [0, 0],
    [0, 1],
    [0, 2],
    [0, 9],
    [0, 10],
    [1, 0],
    [1, 1],
    [1, 9],
    [1, 10],
    [2, 0],
    [2, 1],
    [2, 10],
    [3, 0],
    [3, 10],
    [4, 0],
    [6, 0],
    [7, 0],
    [7, 10],
    [8, 0],
    [8, 1],
    [8, 10],
    [9, 0],
    [9, 1],
    [9, 9],
    [9, 10],
    [10, 0],
    [10, 1],
    [10, 2],
    [10, 9],
    [10, 10],
  ],
  hazards: [
    // Two hexes out from the centre towards each corner.
    [3, 4],
    [3, 6],
    [5, 7],
    [7, 6],
    [7, 4],
    [5, 3],
    // Four hexes out from the centre towards the middle of each side.
    [1, 5],
    [3, 8],
    [7, 8],
    [9, 5],
    [7, 2],
    [3, 2],
  ],
  locations: [
    {
      id: 'A',
      name: 'north-west',
      rear: [0, 3],
      fronts: [
        [0, 4],
        [1, 2],
      ],
    },
    {
      id: 'B',
      name: 'north-east',
      rear: [0, 8],
      fronts: [
        [0, 7],
        [1, 8],
      ],
    },
    {
      id: 'C',
      name: 'east',
      rear: [5, 10],
      fronts: [
        [4, 10],
        [6, 10],
      ],
    },
    {
      id: 'D',
      name: 'south-east',
      rear: [10, 8],
      fronts: [
        [10, 7],
        [9, 8],
      ],
    },
    {
      id: 'E',
      name: 'south-west',
      rear: [10, 3],
      fronts: [
        [10, 4],
        [9, 2],
      ],
    },
    {
      id: 'F',
      name: 'west',
      rear: [5, 0],
      fronts: [
        [4, 1],
        [6, 1],
      ],
    },
  ],
  symmetry: ['half-turn', 'rotation-3', 'rotation-6', 'mirror-rows', 'mirror-columns'],
  defaults: { '2': ['A', 'D'], '3': ['A', 'C', 'E'], '4': ['A', 'B', 'D', 'E'] },
};
