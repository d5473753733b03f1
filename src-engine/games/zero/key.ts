/** The search's key of a Pip Zero action (`ai.actionKey`): short and cheap, unlike its JSON. */
import type { ZeroAction } from './state';

/**
 * A string naming `a` uniquely among every Pip Zero action: the seat and the four cards of a
 * program in order, or the seat and the use of a choice. Cards never hold ',' or ':'.
 */
export function actionKey(a: ZeroAction): string {
  if (a.type === 'program') {
    const c = a.cards;
    return `P${a.seat}:${c[0]},${c[1]},${c[2]},${c[3]}`;
  }
  return a.choice.kind === 'power' ? `C${a.seat}:p` : `C${a.seat}:s${a.choice.target}`;
}
