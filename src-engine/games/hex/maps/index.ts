/**
 * The built-in battlefields by id. Each is a map file checked by the same validator as a
 * file from disk, once, when this module loads: a broken built-in map fails loudly here.
 */
import { parseMap, type HexMap, type HexMapFile } from '../map';
import { CROSSFIRE } from './crossfire';
import { SIXFOLD } from './sixfold';

/** The map files of the built-in battlefields, standard first. */
export const MAP_FILES: readonly HexMapFile[] = [CROSSFIRE, SIXFOLD];

function checked(f: HexMapFile): HexMap {
  const r = parseMap(f);
  if (!r.ok) throw new Error(`built-in ${r.message}`);
  return r.value;
}

/** The built-in battlefields, checked, by id. */
export const MAPS: Readonly<Record<string, HexMap>> = Object.fromEntries(MAP_FILES.map((f) => [f.id, checked(f)]));

/** The id of the standard battlefield. */
export const DEFAULT_MAP = 'crossfire';

/** Ids of the built-in battlefields. */
export const MAP_IDS: readonly string[] = MAP_FILES.map((f) => f.id);
