/**
 * What must hold in every PipFall Hex state, as a list of breaches (empty when all hold).
 * The property tests check it after every step; the fuzzer (src-engine/host/fuzz.ts) finds
 * it on the game object as `checkInvariants` and checks it as it goes.
 */
import { DECK_52 } from '../../core/cards';
import { ROUNDS, DICE_PER_SEAT, RESERVE, type HexState } from './state';
import { topologyOf } from './topology';
import { hasUse, resolving } from './rules';

/** Broken invariants of `s`, each in one sentence. */
export function invariantBreaches(s: HexState): string[] {
  const out: string[] = [];
  // Cards: all 52, each once.
  const cards = [...s.draw, ...s.discardOpen, ...s.discardHidden];
  for (const h of s.seats) {
    cards.push(...h.hand, ...(h.program ?? []));
    if (h.leftOut) cards.push(h.leftOut);
  }
  const distinct = new Set(cards);
  if (cards.length !== 52 || distinct.size !== 52 || !DECK_52.every((c) => distinct.has(c)))
    out.push(`cards: ${cards.length} held, ${distinct.size} distinct; want the 52, each once`);

  // Dice: on open hexes, one per hex, valid pips, ids unique, in id order and within each seat's five.
  const topo = topologyOf(s.map);
  const hexes = new Set<number>();
  let lastId = -1;
  for (const d of s.dice) {
    const i = d.row * topo.cols + d.col;
    if (d.row < 0 || d.col < 0 || d.row >= topo.rows || d.col >= topo.cols || !topo.open[i]) out.push(`die ${d.id} stands on (${d.row},${d.col}), not an open hex`);
    if (hexes.has(i)) out.push(`two dice on (${d.row},${d.col})`);
    hexes.add(i);
    if (!Number.isInteger(d.pips) || d.pips < 1 || d.pips > 6) out.push(`die ${d.id} shows ${d.pips}`);
    if (d.id <= lastId) out.push(`dice out of id order at ${d.id}`);
    lastId = d.id;
    const k = d.id - d.owner * DICE_PER_SEAT;
    const h = s.seats[d.owner];
    if (!h) out.push(`die ${d.id} has no owner seat ${d.owner}`);
    else if (k < 0 || k >= DICE_PER_SEAT - h.reserve) out.push(`die ${d.id} of seat ${d.owner} is not one of its deployed dice (reserve ${h.reserve})`);
  }

  // Trophies: dice no longer on the battlefield, of another seat, each taken once.
  const taken = new Set<number>();
  s.seats.forEach((h, seat) => {
    if (h.reserve < 0 || h.reserve > RESERVE) out.push(`seat ${seat} has ${h.reserve} dice in reserve`);
    const own = s.dice.filter((d) => d.owner === seat).length;
    if (h.eliminated && own > 0) out.push(`seat ${seat} is eliminated with ${own} dice on the battlefield`);
    if (!h.eliminated && own === 0 && s.phase !== 'choose' && s.phase !== 'over') out.push(`seat ${seat} is in the game with no dice on the battlefield`);
    for (const t of h.trophies) {
      if (t.owner === seat) out.push(`seat ${seat} holds its own die ${t.die} as a trophy`);
      if (taken.has(t.die)) out.push(`die ${t.die} is a trophy twice`);
      taken.add(t.die);
      if (s.dice.some((d) => d.id === t.die)) out.push(`trophy die ${t.die} is still on the battlefield`);
    }
  });

  // Turn structure.
  if (s.round < 0 || s.round > ROUNDS) out.push(`round ${s.round}`);
  if (s.phase === 'program') {
    s.seats.forEach((h, seat) => {
      if (h.eliminated || h.program !== null) return;
      const own = s.dice.filter((d) => d.owner === seat).length;
      if (h.hand.length !== own + 1) out.push(`seat ${seat} holds ${h.hand.length} cards with ${own} dice to program`);
    });
  }
  if (s.phase === 'resolve') {
    const r = resolving(s);
    if (!r) out.push('resolving, but no card resolves');
    else if (!hasUse(s, r.seat, r.card)) out.push(`seat ${r.seat} must act on ${r.card}, which has no legal use`);
  }
  if ((s.phase === 'over') !== (s.outcome !== null)) out.push(`phase ${s.phase} with outcome ${JSON.stringify(s.outcome)}`);
  return out;
}
