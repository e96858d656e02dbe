// npm run fidelity: runs every cited experiment on the native core,
// writes tests/fidelity/report.json and prints a table, worst last.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { basisSummary, computeFidelity, overFittedMachines, residual, repo, SEED_CHECK, SEED_SPREAD_SHOWN, seedSensitive } from './fidelity-lib.mjs';
import { judgePhenomena } from './phenomena.mjs';
import { computeCrashMatrix } from './crash-matrix.mjs';

const started = Date.now();
const fid = await computeFidelity();
const { entries } = fid;
const phenomena = judgePhenomena(fid);
// The articles' throughput figures; the published data sets' are summarised in by_basis (and per data set on the page).
const scored = entries.filter((e) => e.scored && e.ratio !== null && !e.published);
const byBasis = basisSummary(entries);
const worst = scored.reduce((a, b) => (residual(b) > residual(a) ? b : a), scored[0]);
const report = {
  generated_by: 'npm run fidelity',
  note: 'cited = the article\'s measured figure; modelled = this model on the same configuration. ratio = modelled / cited. Scored figures are the throughput figures the model is judged on; the rest are shown for comparison. fitted: the machine\'s calibration used the figure (its cited.json calibration text says which value); otherwise it is a prediction. by_basis summarises the scored figures of the articles and the published data sets, fitted apart from predicted.',
  scored_within_25pct: scored.filter((e) => Math.abs(e.ratio - 1) <= 0.25).length,
  scored_total: scored.length,
  worst_scored: { label: worst.label, metric: worst.metric, ratio: worst.ratio },
  by_basis: byBasis,
  over_fitted_machines: overFittedMachines(entries),
  seeds_checked: [1, ...SEED_CHECK],
  seed_spread_shown: SEED_SPREAD_SHOWN,
  phenomena_held: phenomena.filter((p) => p.held).length,
  phenomena_total: phenomena.length,
  phenomena,
  entries,
  crash_matrix: await computeCrashMatrix(),
};
writeFileSync(join(repo, 'tests/fidelity/report.json'), JSON.stringify(report, null, 2) + '\n');

const fmt = (v) => (v === null ? '-' : Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(2));
const rows = [...entries].sort((a, b) => residual(a) - residual(b));
console.log('experiment                    metric             cited     modelled  ratio  label');
for (const e of rows)
  console.log(
    `${e.experiment.padEnd(29)} ${e.metric.padEnd(17)} ${fmt(e.cited).padStart(9)} ${fmt(e.modelled).padStart(11)} ${e.ratio === null ? '   -  ' : e.ratio.toFixed(2).padStart(6)} ${e.scored ? '*' : ' '}${e.fitted ? 'f' : ' '} ${e.label}`,
  );
for (const p of phenomena) console.log(`${p.held ? 'reproduced' : 'MISSED    '}  ${p.source}  ${p.title}\n            model: ${p.model}`);
console.log(`\nphenomena reproduced: ${report.phenomena_held} of ${report.phenomena_total}`);
console.log(`scored figures (*) within ±25%: ${report.scored_within_25pct} of ${report.scored_total}; worst: ${worst.label} ${worst.metric} ratio ${worst.ratio}`);
for (const [basis, b] of Object.entries(byBasis))
  console.log(`${basis}: ${b.within_10pct} within ±10%, ${b.within_25pct} within ±25% of ${b.total}${b.worst ? `; worst: ${b.worst.source} ${b.worst.label} ratio ${b.worst.ratio}` : ''}`);
for (const m of report.over_fitted_machines) console.log(`machine ${m.machine} is fitted to ${m.fitted} figures (at most one allowed)`);
for (const e of seedSensitive(entries)) console.log(`depends on the seed (${report.seeds_checked.join(', ')}): ${e.label} ${e.metric} ${e.seed_range.join(' to ')}`);
console.log(`wrote tests/fidelity/report.json in ${((Date.now() - started) / 1000).toFixed(0)} s`);
