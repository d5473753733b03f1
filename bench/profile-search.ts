/**
 * `node --cpu-prof --import tsx bench/profile-search.ts 'zero 2p' 5`: the bench's hard search for
 * one case for a few seconds, to profile (bench/profile-summary.mjs reads the .cpuprofile).
 */
import { measureSearch } from './bench';
import { BENCH_CASES } from './cases';

const c = BENCH_CASES.find((x) => x.label === process.argv[2]);
if (!c) throw new Error(`no case "${process.argv[2]}"`);
const f = measureSearch(c, Number(process.argv[3] ?? 5));
console.log(`${c.label}: ${Math.round(f.iterationsPerCpuSecond)} iterations per CPU s over ${f.decisions} decisions`);
