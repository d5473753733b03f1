/**
 * `npx tsx bench/search-one.ts '<case label>' [seconds]`: only the hard search row of the bench
 * (after a warm-up of the same), for profiling one case with `node --cpu-prof`.
 */
import { fmt, measureSearch } from './bench';
import { BENCH_CASES } from './cases';

const c = BENCH_CASES.find((x) => x.label === process.argv[2]);
if (!c) throw new Error(`no case "${process.argv[2]}"; cases: ${BENCH_CASES.map((x) => x.label).join(', ')}`);
measureSearch(c, 1);
const f = measureSearch(c, Number(process.argv[3] ?? 2));
console.log(`${c.label}: ${fmt(f.iterationsPerSecond)} iterations/s, ${fmt(f.iterationsPerCpuSecond)} per CPU s, median ${fmt(f.medianMs, 1)} ms, ${f.decisions} decisions`);
