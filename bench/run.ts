/**
 * `npm run bench [-- --seconds N] [-- --case LABEL]`: random-playout throughput, the time of
 * one legalActions call (mean, and on the positions with the most legal actions), greedy
 * decision time, and the ISMCTS search's iterations/s with hard's decision time (iteration
 * budget) for every bench case; then Pip Zero's playouts side by side with boardgame.io's
 * engine running the same rules (bench/peers/).
 */
import { parseArgs } from 'node:util';
import { fmt, measureGreedy, measureLegal, measurePlayouts, measureSearch, table } from './bench';
import { BENCH_CASES } from './cases';
import { measureBgioPlayouts } from './peers/bgio-throughput';
import { measureTossPhysics } from './toss';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' }, case: { type: 'string', multiple: true } } });
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error(`bench: --seconds must be a positive number, got "${values.seconds}"`);
  process.exit(2);
}
/** The digital toss game's physics is measured on its own (it has no random-playout row: each toss is a simulation). */
const TOSS_PHYSICS = 'toss digital';
const cases = values.case ? BENCH_CASES.filter((c) => values.case!.includes(c.label)) : BENCH_CASES;
const tossPhysics = !values.case || values.case.includes(TOSS_PHYSICS);
if (cases.length === 0 && !tossPhysics) {
  console.error(`bench: no case matches; cases: ${[...BENCH_CASES.map((c) => c.label), TOSS_PHYSICS].join(', ')}`);
  process.exit(2);
}

console.log(`node ${process.version}, ${seconds} s per measurement after warm-up\n`);
const playouts = cases.map((c) => [c, measurePlayouts(c, seconds)] as const);
console.log(
  table(
    ['random playouts', 'actions/s', 'games/s', 'actions/game', 'games'],
    playouts.map(([c, f]) => [c.label, fmt(f.actionsPerSecond), fmt(f.gamesPerSecond, 1), fmt(f.actions / f.games, 1), fmt(f.games)]),
  ),
);
console.log();
const legal = cases.map((c) => [c, measureLegal(c, seconds)] as const);
console.log(
  table(
    ['legalActions', 'us/call', 'us/call (busiest 10%)', 'actions/call', 'max actions', 'positions'],
    legal.map(([c, f]) => [c.label, fmt(f.meanUs, 1), fmt(f.busiestUs, 1), fmt(f.meanActions, 1), fmt(f.maxActions), fmt(f.positions)]),
  ),
);
console.log();
const greedy = cases.map((c) => [c, measureGreedy(c, seconds)] as const);
console.log(
  table(
    ['greedy decisions (P1)', 'median ms', 'p90 ms', 'max ms', 'decisions'],
    greedy.map(([c, f]) => [c.label, fmt(f.medianMs, 2), fmt(f.p90Ms, 2), fmt(f.maxMs, 1), fmt(f.decisions)]),
  ),
);
console.log();
const searched = cases.map((c) => [c, measureSearch(c, seconds)] as const);
console.log(
  table(
    ['hard search (P1, iteration budget)', 'iterations/s', 'per CPU s', 'median ms', 'p90 ms', 'max ms', 'decisions'],
    searched.map(([c, f]) => [c.label, fmt(f.iterationsPerSecond), fmt(f.iterationsPerCpuSecond), fmt(f.medianMs, 1), fmt(f.p90Ms, 1), fmt(f.maxMs, 1), fmt(f.decisions)]),
  ),
);
if (!values.case || values.case.includes('zero 2p')) {
  // Peer engine, same rules: boardgame.io's client around our Pip Zero (bench/peers/).
  const ours = playouts.find(([c]) => c.label === 'zero 2p')?.[1];
  const peer = measureBgioPlayouts(seconds);
  console.log();
  console.log(
    table(
      ['zero 2p random playouts, side by side', 'actions/s', 'games/s'],
      [
        ...(ours ? [['PipFall engine', fmt(ours.actionsPerSecond), fmt(ours.gamesPerSecond, 1)]] : []),
        ['boardgame.io 0.50 client (same rules)', fmt(peer.actionsPerSecond), fmt(peer.gamesPerSecond, 1)],
      ],
    ),
  );
}
if (tossPhysics) {
  const f = await measureTossPhysics(seconds);
  console.log();
  console.log(
    table(
      ['toss digital: physics (random races)', 'tosses/s', 'engine tosses/s', 'x real time', 'sim s/toss', 'steps/toss', 'median ms', 'p90 ms', 'tosses'],
      [
        [
          'rapier3d-compat 0.21.0, 120 Hz',
          fmt(f.tossesPerSecond, 1),
          fmt(f.engineTossesPerSecond, 1),
          fmt(f.realTimeRatio, 1),
          fmt(f.secondsPerToss, 2),
          fmt(f.stepsPerToss, 0),
          fmt(f.medianMs, 1),
          fmt(f.p90Ms, 1),
          fmt(f.tosses),
        ],
      ],
    ),
  );
}
