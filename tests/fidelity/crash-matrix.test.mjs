// Lesson 06's closing table quotes the crash matrix (throughput and the
// measured losses per pair) exactly as tests/fidelity/report.json has it,
// in both languages, and the matrix's throughput is what the model gives
// for each pair now. Regenerate both: node tests/fidelity/crash-matrix.mjs --write
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PAIR_FILES, lessonFile, withTableCells } from './crash-matrix.mjs';
import { metric, repo, runAll } from './fidelity-lib.mjs';

const report = JSON.parse(readFileSync(join(repo, 'tests/fidelity/report.json'), 'utf8'));
const matrix = report.crash_matrix;

for (const lang of ['en', 'zh']) {
  test(`lesson 06 (${lang}): the closing table's throughput and measured losses are the crash matrix's`, () => {
    const text = readFileSync(lessonFile(lang), 'utf8');
    assert.equal(text, withTableCells(text, matrix, lang), 'stale or hand-typed figures: run node tests/fidelity/crash-matrix.mjs --write');
    // The figures are there, not placeholders.
    const rows = text.split('\n').filter((l) => /^\| \(/.test(l));
    assert.equal(rows.length, 5);
    for (const r of rows) assert.match(r, /^\| \([^|]*\) \| [\d,]+( \(\d+, \d\))? \|/);
  });
}

test('every pair of the table is in the crash matrix, every crash kind, with its throughput', () => {
  for (const step of Object.keys(PAIR_FILES)) {
    const rows = matrix.rows.filter((r) => r.step === step);
    assert.deepEqual(rows.map((r) => r.kind).sort(), ['mysqld', 'os', 'power'], step);
    for (const r of rows) assert.ok(r.tps > 0 && r.crashes === matrix.instants, `${step} ${r.kind}`);
  }
});

test("the crash matrix's throughput is the model's for each pair (no crash changes a run)", async () => {
  const files = Object.entries(PAIR_FILES).map(([step, rel]) => [step, join(repo, 'lessons/06-choosing-settings', rel)]);
  const runs = await runAll(files.map(([, f]) => f));
  for (const [step, file] of files) {
    const tps = Math.round(metric(runs.get(file), 'tps'));
    assert.equal(matrix.rows.find((r) => r.step === step).tps, tps, `${step}: report ${matrix.rows.find((r) => r.step === step).tps}, model ${tps}`);
  }
});
