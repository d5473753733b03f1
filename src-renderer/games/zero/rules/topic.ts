/** Which rules section fits what is happening: the table's "?" opens the reference there. */
import type { ZeroView } from '../types';

/** The section id for `view`: programming, a choice (which die acts, swaps), resolution, the end; solo points at the Adversary. */
export function rulesTopic(view: ZeroView): string {
  if (view.phase === 'over') return 'end';
  if (view.phase === 'program') return view.options.seats === 1 ? 'solo' : 'program';
  return view.pending ? 'selection' : 'resolve';
}
