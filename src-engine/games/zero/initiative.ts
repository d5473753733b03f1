/** The initiative reveal: card 4 decides who resolves Column 4; solo, the Adversary's card and its Favor. */
import { compareCards } from '../../core/cards';
import type { Draft } from '../../core/game';
import { asPips, lowestInColumn } from './grid';
import { advanceMut } from './resolution';
import { drawOneMut } from './setup';
import type { ZeroEvent, ZeroState } from './state';

type S = Draft<ZeroState>;

/** Reveals the Initiative cards (solo: draws the Adversary's), then resolution begins. */
export function revealInitiativeMut(s: S, events: ZeroEvent[] | null): void {
  const cards = s.seats.map((h) => h.program![3]);
  if (s.options.seats === 1) {
    // Solo: the top undealt card is the Adversary's initiative card (RULINGS zero: solo).
    const adv = drawOneMut(s, events);
    s.adversaryCard = adv;
    s.initiative = compareCards(adv, cards[0]!) > 0 ? null : 0;
  } else {
    let best = 0;
    for (let i = 1; i < cards.length; i++) if (compareCards(cards[i]!, cards[best]!) > 0) best = i;
    s.initiative = best;
  }
  for (const h of s.seats) h.revealed[3] = true;
  events?.push({ type: 'initiativeRevealed', cards, adversary: s.adversaryCard, winner: s.initiative });
  if (s.options.seats === 1 && s.initiative === null) {
    // Adversary Favor: at once, before column 1 resolves.
    const low = lowestInColumn(s.grids[0]!, 3);
    if (low && low.die.pips < 6) {
      const to = asPips(low.die.pips + 1);
      s.grids[0]![low.row]![low.col] = { id: low.die.id, pips: to };
      events?.push({ type: 'favor', seat: 0, die: low.die.id, cell: { row: low.row, col: low.col }, from: low.die.pips, to });
    }
  }
  s.phase = 'resolve';
  s.cursor = { slot: 0, turn: 0 };
  advanceMut(s, events);
}
