// `node bench/profile-summary.mjs FILE.cpuprofile [N]`: self and total time by function (top N by self), to read a profile.
import { readFileSync } from 'node:fs';

const prof = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 40);
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => {
  const f = n.callFrame;
  return `${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
};
const self = new Map();
const total = new Map();
let all = 0;
prof.samples.forEach((id, i) => {
  const d = prof.timeDeltas[i] ?? 0;
  all += d;
  const k = name(byId.get(id));
  self.set(k, (self.get(k) ?? 0) + d);
  // Each function once per sample on the stack, however deep its recursion.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = name(byId.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + d);
  }
});
const pct = (v) => `${((100 * v) / all).toFixed(1).padStart(5)}%`;
console.log('  self  total  function');
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v)} ${pct(total.get(k) ?? 0)}  ${k}`);
