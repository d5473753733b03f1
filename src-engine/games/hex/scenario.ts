/**
 * PipFall Hex scenarios: a game opened from a given position instead of the opening (tutorial
 * lessons, tests), built deterministically by `setupState`. The shape is parsed in parse.ts;
 * this checks what the shape alone cannot (hexes on this battlefield, dice per seat, reserves).
 */
import { DECK_52 } from '../../core/cards';
import { newDeck, scenarioDeck, type Deck } from '../../core/deck';
import type { Pips } from '../../core/dice';
import { err, ok, type Result } from '../../core/result';
import type { RngState } from '../../core/rng';
import { DICE_PER_SEAT, RESERVE, type Die, type HexMap, type HexOptions, type Trophy } from './state';

/** The scenario's dice (a seat's ids 5s, 5s+1... in list order), reserves and trophies, or null for the opening; or why they cannot stand. */
export function scenarioDice(options: HexOptions, map: HexMap): Result<{ dice: Die[]; reserve: number[]; trophies: Trophy[][] } | null> {
  const sc = options.scenario;
  if (!sc || (sc.dice === undefined && sc.reserve === undefined && sc.trophies === undefined)) return ok(null);
  if (!sc.dice) return err('ERR_OPTIONS', 'scenario: reserves and trophies are given only together with the dice on the battlefield');
  if (!options.locations) return err('ERR_OPTIONS', 'scenario: dice on the battlefield need the locations fixed (option locations)');
  const reserve = sc.reserve ?? Array.from({ length: options.seats }, () => RESERVE);
  if (reserve.length !== options.seats) return err('ERR_OPTIONS', `scenario: ${reserve.length} reserve(s) for ${options.seats} seats`);
  const closed = new Set([...map.hazards, ...map.offMap].map((c) => `${c.row},${c.col}`));
  const taken = new Set<string>();
  const perSeat = Array.from({ length: options.seats }, () => 0);
  const dice: Die[] = [];
  for (const [i, [row, col, owner, pips]] of sc.dice.entries()) {
    const key = `${row},${col}`;
    if (row >= map.rows || col >= map.cols || map.offMap.some((c) => c.row === row && c.col === col))
      return err('ERR_OPTIONS', `scenario: die ${i} at (${row},${col}) is off the battlefield`);
    if (closed.has(key)) return err('ERR_OPTIONS', `scenario: die ${i} at (${row},${col}) stands on a hazard`);
    if (owner >= options.seats) return err('ERR_OPTIONS', `scenario: die ${i} belongs to seat ${owner}, but there are ${options.seats} seats`);
    if (taken.has(key)) return err('ERR_OPTIONS', `scenario: two dice at (${row},${col})`);
    taken.add(key);
    dice.push({ id: owner * DICE_PER_SEAT + perSeat[owner]!, owner, pips: pips as Pips, row, col });
    perSeat[owner]!++;
  }
  const given = sc.trophies ?? [];
  if (given.length > options.seats) return err('ERR_OPTIONS', `scenario: trophies for ${given.length} seats, but there are ${options.seats}`);
  // A taken die gets its owner's next id after the dice on the battlefield.
  const used = perSeat.slice();
  const trophies: Trophy[][] = Array.from({ length: options.seats }, () => []);
  for (const [seat, list] of given.entries()) {
    for (const [owner, pips] of list) {
      if (owner >= options.seats) return err('ERR_OPTIONS', `scenario: seat ${seat} holds a trophy of seat ${owner}, but there are ${options.seats} seats`);
      if (owner === seat) return err('ERR_OPTIONS', `scenario: seat ${seat} cannot hold its own die as a trophy`);
      trophies[seat]!.push({ die: owner * DICE_PER_SEAT + used[owner]!, owner, pips: pips as Pips });
      used[owner]!++;
    }
  }
  for (let seat = 0; seat < options.seats; seat++) {
    if (perSeat[seat]! < 1) return err('ERR_OPTIONS', `scenario: seat ${seat} has no die on the battlefield; every seat starts with at least one`);
    if (used[seat]! + reserve[seat]! > DICE_PER_SEAT)
      return err(
        'ERR_OPTIONS',
        `scenario: seat ${seat} has ${perSeat[seat]} dice on the battlefield, ${used[seat]! - perSeat[seat]!} taken as trophies and ${reserve[seat]} in reserve, more than its ${DICE_PER_SEAT}`,
      );
  }
  dice.sort((a, b) => a.id - b.id);
  return ok({ dice, reserve: reserve.slice(), trophies });
}

/** The draw deck and the face-down discards a game starts with: the scenario's top and cards left, else the stacked or shuffled deck. */
export function scenarioPiles(options: HexOptions, rng: RngState): Result<{ deck: Deck; rng: RngState }> {
  const sc = options.scenario;
  if (!sc || (sc.top === undefined && sc.left === undefined)) return newDeck(DECK_52, rng, options.deck);
  if (options.deck) {
    // A full stacked order, cut at `left`.
    const d = newDeck(DECK_52, rng, options.deck);
    if (!d.ok) return d;
    const left = sc.left ?? 52;
    return ok({ deck: { draw: d.value.deck.draw.slice(0, left), discard: d.value.deck.draw.slice(left) }, rng });
  }
  const d = scenarioDeck(DECK_52, sc.top, sc.left);
  return d.ok ? ok({ deck: d.value, rng }) : d;
}
