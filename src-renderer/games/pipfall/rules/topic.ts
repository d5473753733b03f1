/** Which rules section fits what is happening: the table's "?" opens the reference there. */
import type { PipfallView } from '../types';

const BY_PHASE: Readonly<Record<PipfallView['phase'], string>> = {
  program: 'program',
  place: 'lanes',
  activate: 'actions',
  glory: 'variants',
  restore: 'restore',
  over: 'end',
};

/** The section id for the phase `view` is in. */
export function rulesTopic(view: PipfallView): string {
  return BY_PHASE[view.phase];
}
