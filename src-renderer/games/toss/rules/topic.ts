/** Which rules section fits what is happening: the table's "?" opens the reference there. */
import type { TossView } from '../types';

/** The section id for `view`: who opens while choosing, the keeper's page in the keeper, the race once over, else a frame. */
export function rulesTopic(view: TossView): string {
  if (view.phase === 'choosing') return 'opening';
  if (view.phase === 'over') return 'winning';
  if (view.options.mode === 'keeper') return 'keeper';
  return 'frame';
}
