/** Which rules section fits what is happening: the table's "?" opens the reference there. */
import type { HexView } from '../types';

const BY_PHASE: Readonly<Record<HexView['phase'], string>> = {
  choose: 'setup',
  program: 'program',
  resolve: 'cards',
  over: 'end',
};

/** The section id for the phase `view` is in. */
export function rulesTopic(view: HexView): string {
  return BY_PHASE[view.phase];
}
