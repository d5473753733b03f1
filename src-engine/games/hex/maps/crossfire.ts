/** Crossfire, the standard battlefield, exactly as RULINGS.md (hex) gives it. */
import type { HexMapFile } from '../map';

/** Crossfire: 10 x 10 odd-r hexes, four corner locations, ten hazards symmetric under the half-turn. */
export const CROSSFIRE: HexMapFile = {
  id: 'crossfire',
  name: 'Crossfire',
  description:
    'The standard battlefield: 10 by 10 hexes with a starting location in each corner and ten hazards. A half-turn maps it onto itself, so A and B (and C and D) face the same ground.',
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
  locations: [
    {
      id: 'A',
      name: 'north-west',
      rear: [0, 0],
      fronts: [
        [0, 1],
        [1, 0],
      ],
    },
    {
      id: 'B',
      name: 'south-east',
      rear: [9, 9],
      fronts: [
        [9, 8],
        [8, 9],
      ],
    },
    {
      id: 'C',
      name: 'north-east',
      rear: [0, 9],
      fronts: [
        [0, 8],
        [1, 8],
      ],
    },
    {
      id: 'D',
      name: 'south-west',
      rear: [9, 0],
      fronts: [
        [9, 1],
        [8, 1],
      ],
    },
  ],
  symmetry: ['half-turn'],
  defaults: { '2': ['A', 'B'], '3': ['A', 'C', 'B'], '4': ['A', 'C', 'B', 'D'] },
};
