// Quick look while calibrating: runs only the scored figures (seed 1) and
// prints cited, modelled and ratio, worst last. `npm run fidelity` is the
// full report. Usage: node tests/fidelity/quick.mjs [--cli PATH] [CLI args...]
import { join } from 'node:path';
import { loadCited, runAll, metric } from './fidelity-lib.mjs';

const args = process.argv.slice(2);
const lessons = loadCited();
const files = [];
for (const l of lessons)
  for (const f of l.cited.figures.filter((x) => x.scored)) {
    if (f.scenario) files.push(join(l.dir, f.scenario));
    if (f.compare) files.push(...f.compare.base.map((x) => join(l.dir, x)), ...f.compare.new.map((x) => join(l.dir, x)));
  }
const runs = await runAll(files, undefined, args);
const rows = [];
for (const l of lessons)
  for (const f of l.cited.figures.filter((x) => x.scored)) {
    let m;
    if (f.compare) {
      const peak = (list) => Math.max(...list.map((x) => metric(runs.get(join(l.dir, x)), 'tps')));
      m = (peak(f.compare.new) / peak(f.compare.base) - 1) * 100;
    } else m = metric(runs.get(join(l.dir, f.scenario)), f.metric);
    rows.push({ src: l.cited.source.id, label: f.label, cited: f.cited, m, r: m / f.cited });
  }
rows.sort((a, b) => Math.abs(Math.log(a.r)) - Math.abs(Math.log(b.r)));
for (const x of rows) console.log(`${x.src} ${x.r.toFixed(2)} ${x.cited} ${x.m.toFixed(0)} ${x.label}`);
const within = (p) => rows.filter((x) => Math.abs(x.r - 1) <= p).length;
console.log(`within 10%: ${within(0.1)}, within 25%: ${within(0.25)} of ${rows.length}`);
