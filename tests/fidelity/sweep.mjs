// Calibration helper, not a test: runs one experiment's scored throughput
// figures with physical parameters overridden and prints each ratio and
// the RMS of log(modelled / cited), the number docs/calibration.md reports.
//
//   node tests/fidelity/sweep.mjs [--experiment S000-contention] [--parallel N] \
//        [--physics name=value ...]
//
// Several --physics sets separated by `--next` are run one after another,
// so a small grid needs one command. Build the native core first
// (bash wasm-core/scripts/build-native.sh).
import { join } from 'node:path';
import { loadCited, metric, runAll } from './fidelity-lib.mjs';

function parseArgs(argv) {
  const opts = { experiment: 'S000-contention', parallel: 2, sets: [[]] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--experiment') opts.experiment = argv[++i];
    else if (a === '--parallel') opts.parallel = Number(argv[++i]);
    else if (a === '--physics') opts.sets[opts.sets.length - 1].push(argv[++i]);
    else if (a === '--next') opts.sets.push([]);
    else throw new Error(`unknown argument ${a}`);
  }
  return opts;
}

async function sweepOne(lesson, figures, physics, parallel) {
  const files = figures.map((f) => join(lesson.dir, f.scenario));
  const runs = await runAll(files, parallel, physics.flatMap((p) => ['--physics', p]));
  const rows = figures.map((f, i) => {
    const modelled = metric(runs.get(files[i]), f.metric);
    return { f, modelled, ratio: modelled / f.cited };
  });
  for (const r of rows) console.log(`${r.ratio.toFixed(3).padStart(6)} ${String(r.f.cited).padStart(8)} ${r.modelled.toFixed(0).padStart(8)}  ${r.f.label}`);
  const rms = Math.sqrt(rows.reduce((s, r) => s + Math.log(r.ratio) ** 2, 0) / rows.length);
  console.log(`RMS log ratio ${rms.toFixed(4)} over ${rows.length} figures  ${physics.join(' ') || '(machine as built)'}\n`);
}

const opts = parseArgs(process.argv.slice(2));
const lesson = loadCited().find((l) => l.cited.experiment === opts.experiment);
if (!lesson) throw new Error(`no cited.json for experiment ${opts.experiment}`);
// The same figures `npm run fidelity` scores: throughput, one scenario each.
const figures = lesson.cited.figures.filter((f) => f.scored && f.scenario && (f.metric === 'tps' || f.metric === 'median_tps'));
for (const physics of opts.sets) await sweepOne(lesson, figures, physics, opts.parallel);
