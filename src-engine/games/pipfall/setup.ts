/** A new game: the options checked, the board and its opening dice, the seats, then the first round's deal. */
import type { Card } from '../../core/cards';
import { rollD6, type Pips } from '../../core/dice';
import type { Draft } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { seedRng } from '../../core/rng';
import { boardSize, openingCells } from './board';
import { startRoundMut } from './deal';
import { checkScenarioCounts, scenarioBoard, scenarioPiles } from './scenario';
import { RESTORE_CARDS, type Die, type PipfallEvent, type PipfallOptions, type PipfallState, type SeatState } from './state';

type S = Draft<PipfallState>;

/** Cycles that end the game: 2 with two players, 3 with three or four. */
export function cycleLimit(seats: number): number {
  return seats === 2 ? 2 : 3;
}

/** A seat before the first deal, holding its Restore card. */
function blankSeat(restoreCard: Card): SeatState {
  return { hand: [], program: null, initiative: null, markers: [null, null, null], revealed: [false, false, false], activated: [], restoreCard, eliminated: false };
}

/** Creates a new game and deals the first round. */
export function setupState(options: PipfallOptions, seed: number): Result<{ state: PipfallState; events: PipfallEvent[] }> {
  if (![2, 3, 4].includes(options.seats)) return err('ERR_OPTIONS', `PipFall takes 2, 3 or 4 players, not ${options.seats}`);
  const first = options.firstPlayer ?? 0;
  if (!Number.isInteger(first) || first < 0 || first >= options.seats) return err('ERR_OPTIONS', `firstPlayer must be a seat 0..${options.seats - 1}`);
  const d = scenarioPiles(options, seedRng(seed));
  if (!d.ok) return d;
  const counts = checkScenarioCounts(options, cycleLimit(options.seats));
  if (!counts.ok) return counts;
  const given = scenarioBoard(options);
  if (!given.ok) return given;
  let rng = d.value.rng;
  const n = boardSize(options.seats);
  const board: (Die | null)[][] = given.value ?? Array.from({ length: n }, () => Array.from({ length: n }, () => null));
  for (let seat = 0; seat < options.seats && !given.value; seat++) {
    let pips: Pips[] = [6, 5, 4, 3];
    if (options.variants.includes('rolled-opening')) {
      // Rolled Opening: four dice from the game's RNG, highest in the corner.
      pips = [];
      for (let i = 0; i < 4; i++) {
        const [p, next] = rollD6(rng);
        pips.push(p);
        rng = next;
      }
      pips.sort((a, b) => b - a);
    }
    openingCells(seat, options.seats).forEach((c, k) => {
      board[c.row]![c.col] = { id: seat * 4 + k, owner: seat, pips: pips[k]! };
    });
  }
  const s: S = {
    game: 'pipfall',
    options: options as Draft<PipfallOptions>,
    size: n,
    rng: [...rng] as S['rng'],
    deck: { draw: d.value.deck.draw.slice(), discard: d.value.deck.discard.slice() },
    board,
    nextDieId: given.value ? (options.scenario?.dice?.length ?? 0) : options.seats * 4,
    round: (options.scenario?.round ?? 1) - 1,
    firstPlayer: first,
    cycles: options.scenario?.cycles ?? 0,
    cycleLimit: cycleLimit(options.seats),
    lastRound: false,
    phase: 'program',
    seats: Array.from({ length: options.seats }, (_, i) => blankSeat(RESTORE_CARDS[i]!) as Draft<SeatState>),
    activationOrder: [],
    startPlayer: null,
    cursor: { cycle: 0, turn: 0 },
    hadDice: [],
    pending: null,
    retired: RESTORE_CARDS.slice(options.seats),
    outcome: null,
  };
  for (const seat of new Set(options.scenario?.restoreUsed ?? [])) {
    // A Restore card spent before the scenario begins has left the game.
    s.retired.push(s.seats[seat]!.restoreCard!);
    s.seats[seat]!.restoreCard = null;
  }
  const events: PipfallEvent[] = [];
  startRoundMut(s, events);
  return ok({ state: s, events });
}
