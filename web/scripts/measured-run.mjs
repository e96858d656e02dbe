// npm run sim -- --measured RUN.json [--machine NAME]
// Reads a run file written by `npm run measure` (or by hand, same format)
// and prints the model's prediction for its scenario beside it, figure by
// figure: the CLI's import of a real run.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareFigures, modelFigures, readRunFile } from '../src/yourserver/run-file.js';
import { modelRun } from './native-cli.mjs';

const args = process.argv.slice(2);
const fail = (msg) => {
  process.stderr.write(`measured: ${msg}\n`);
  process.exit(2);
};
let file = null;
const extra = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--measured') file = args[++i] ?? null;
  else if (args[i] === '--machine') extra.push('--machine', args[++i] ?? '');
  else fail(`unknown option "${args[i]}"; expected --measured RUN.json [--machine NAME]`);
}
if (!file) fail('--measured needs a run file (written by npm run measure)');
let text;
try {
  text = readFileSync(file, 'utf8');
} catch {
  fail(`--measured: cannot read "${file}"`);
}
const read = readRunFile(text);
if (read.error !== undefined) fail(`${file}: ${read.error.en}`);
const { source: _s, ...scenario } = read.run.scenario;
const dir = mkdtempSync(join(tmpdir(), 'commitlab-measured-'));
let model;
try {
  const scenarioFile = join(dir, 'scenario.json');
  writeFileSync(scenarioFile, JSON.stringify(scenario));
  model = modelFigures(modelRun(['--scenario', scenarioFile, ...extra]));
} catch (e) {
  fail(`${file}: scenario: ${e.message}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const fmt = (v, d) => (typeof v === 'number' ? v.toFixed(d) : '-');
const out = [`model (${extra[1] ?? scenario.machine}) vs measured (${read.run.server?.version ?? 'server not named'}, ${read.run.created_at ?? 'undated'})`];
out.push(`${'figure'.padEnd(32)}${'model'.padStart(14)}${'measured'.padStart(14)}${'gap'.padStart(10)}`);
for (const r of compareFigures(model, read.summary)) {
  out.push(`${r.en.padEnd(32)}${fmt(r.model, r.digits).padStart(14)}${fmt(r.measured, r.digits).padStart(14)}${(r.gapPct === null ? '-' : `${r.gapPct >= 0 ? '+' : ''}${r.gapPct.toFixed(0)}%`).padStart(10)}`);
}
if (read.log.dropped.length) out.push(`sysbench output: ${read.log.dropped.length} line(s) not read, first: line ${read.log.dropped[0].line} (expected ${read.log.dropped[0].expected.en})`);
for (const n of read.status?.notes ?? []) out.push(`note: ${n.en}`);
process.stdout.write(`${out.join('\n')}\n`);
