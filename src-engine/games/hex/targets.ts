/**
 * `Game.targets` for PipFall Hex: for each legal action, what it points at and what it would
 * do, so the table can light dice and hexes, draw the path a die will walk (bending around
 * hazards) and preview the combat and decay without any rules code of its own.
 */
import { suitOf, type Card } from '../../core/cards';
import type { Pips } from '../../core/dice';
import type { Seat } from '../../core/game';
import { locationCells } from './map';
import { combatResult, defaultLocation, dieAt, locationById, powerResult, resolving } from './rules';
import { DICE_PER_SEAT, type CombatPreview, type Die, type HexAction, type HexState, type HexTarget } from './state';
import { topologyOf } from './topology';

/** The decay that ends an activation of a die now showing `pips`. */
function decayOf(pips: number): { from: Pips; to: number } {
  return { from: pips as Pips, to: pips - 1 };
}

/** Targets of `legal` (actions of `seat` now, in order). */
export function targetsOf(s: HexState, seat: Seat, legal: readonly HexAction[]): HexTarget[] {
  const card: Card | null = resolving(s)?.card ?? null;
  const byId = new Map<number, Die>(s.dice.map((d) => [d.id, d]));
  const topo = topologyOf(s.map);
  return legal.map((a): HexTarget => {
    switch (a.type) {
      case 'chooseLocation': {
        const l = locationById(s.map, a.location)!;
        return { kind: 'location', location: l.id, name: l.name, rear: l.rear, fronts: l.fronts, isDefault: defaultLocation(s, seat) === l.id };
      }
      case 'program':
        return { kind: 'program', cards: a.cards, leftOut: a.leftOut };
      case 'move': {
        const d = byId.get(a.die)!;
        const from = { row: d.row, col: d.col };
        const stay = a.to.row === d.row && a.to.col === d.col;
        const path = stay ? [] : topo.reachTo[d.row * topo.cols + d.col]![a.to.row * topo.cols + a.to.col]!.path;
        const other = stay ? undefined : dieAt(s, a.to.row, a.to.col);
        let combat: CombatPreview | null = null;
        let survives = true;
        if (other) {
          const result = combatResult(d.pips, other.pips);
          const trophies: { seat: Seat; die: number; pips: Pips }[] = [];
          if (other.owner !== seat) {
            if (result !== 'defenderWins') trophies.push({ seat, die: other.id, pips: other.pips });
            if (result !== 'attackerWins') trophies.push({ seat: other.owner, die: d.id, pips: d.pips });
          }
          combat = { defender: other.id, defenderSeat: other.owner, attackerPips: d.pips, defenderPips: other.pips, result, trophies };
          survives = result === 'attackerWins';
        }
        const decay = survives ? decayOf(d.pips) : null;
        return { kind: 'move', die: d.id, from, to: { row: a.to.row, col: a.to.col }, path, card: card!, combat, decay, dieRemoved: !survives || decay!.to <= 0 };
      }
      case 'power': {
        const d = byId.get(a.die)!;
        const suit = suitOf(card!);
        const to = powerResult(suit, d.pips);
        const decay = to > 0 ? decayOf(to) : null;
        return {
          kind: 'power',
          die: d.id,
          at: { row: d.row, col: d.col },
          card: card!,
          suit,
          from: d.pips,
          to: Math.max(0, to),
          decay,
          dieRemoved: decay === null || decay.to <= 0,
        };
      }
      case 'reinforce': {
        const h = s.seats[seat]!;
        const k = locationCells(locationById(s.map, h.location!)!).findIndex((c) => c.row === a.at.row && c.col === a.at.col);
        return {
          kind: 'reinforce',
          at: { row: a.at.row, col: a.at.col },
          card: card!,
          die: seat * DICE_PER_SEAT + (DICE_PER_SEAT - h.reserve),
          pips: k === 0 ? 3 : 4,
          position: k === 0 ? 'rear' : 'front',
        };
      }
    }
  });
}
