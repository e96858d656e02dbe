// The measured loss matrix for lesson 06's (sync_binlog,
// innodb_flush_log_at_trx_commit) pairs: each pair's scenario, with a
// replica, crashed at N instants from its seed by every crash kind
// (commitlab-sim --crash-sweep, wasm-core/docs/crash-recovery.md), and
// its throughput (mean TPS after warm-up, the same run without crashes).
// `npm run fidelity` puts it in the report; `node tests/fidelity/crash-matrix.mjs --write`
// refreshes only this part of tests/fidelity/report.json and writes its
// figures into lesson 06's closing table (crash-matrix.test.mjs checks them).
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { metric, repo, runScenario } from './fidelity-lib.mjs';

const run = promisify(execFile);
const cli = join(repo, 'wasm-core/build/commitlab-sim');
export const CRASH_INSTANTS = 40;
const LESSON = '06-choosing-settings';
/** Each pair's scenario, relative to the lesson; the steps' own, and (0, 1), which no step runs. */
export const PAIR_FILES = {
  'sync1-trx1': 'steps/sync1-trx1.json',
  'sync1-trx2': 'steps/sync1-trx2.json',
  'sync1000-trx1': 'steps/sync1000-trx1.json',
  'sync0-trx1': 'scenarios/sync0-trx1.json',
  'sync0-trx0': 'steps/sync0-trx0.json',
};

export async function computeCrashMatrix(instants = CRASH_INSTANTS) {
  const rows = [];
  for (const [step, rel] of Object.entries(PAIR_FILES)) {
    const file = join(repo, 'lessons', LESSON, rel);
    const scenario = JSON.parse(readFileSync(file, 'utf8'));
    const [{ stdout }, plain] = await Promise.all([
      run(cli, ['--scenario', file, '--set', 'replica=ON', '--crash-sweep', String(instants), '--format', 'json'], { maxBuffer: 256 << 20 }),
      runScenario(file),
    ]);
    const tps = Math.round(metric(plain, 'tps'));
    const sweep = JSON.parse(stdout);
    for (const [kind, t] of Object.entries(sweep.by_kind)) {
      const mean = (v) => Math.round(v / t.crashes);
      rows.push({
        step,
        lesson: LESSON,
        sync_binlog: scenario.knobs.sync_binlog,
        trx_commit: scenario.knobs.innodb_flush_log_at_trx_commit,
        tps,
        kind,
        crashes: t.crashes,
        crashes_losing: t.crashes_losing_acknowledged,
        lost: { mean: mean(t.lost), max: t.max_lost },
        engine_only: { mean: mean(t.engine_only), max: t.max_engine_only },
        binlog_only: { mean: mean(t.binlog_only), max: t.max_binlog_only },
        replica_ahead: { crashes: t.crashes_replica_ahead, max: t.max_replica_ahead },
      });
    }
  }
  return { instants, seed: 1, note: 'Acknowledged transactions per crash after recovery, mean and max over the crash instants; replica ahead: crashes that left the replica with transactions the recovered primary lacks; tps: mean TPS of the same run without crashes, after warm-up.', rows };
}

// ---- Lesson 06's closing table ------------------------------------------
// Its rows are keyed by their first cell; the generated cells are the
// throughput (second column) and the measured losses (last column).
const ROW_STEPS = { '(1, 1)': 'sync1-trx1', '(1, 2)': 'sync1-trx2', '(N > 1, 1)': 'sync1000-trx1', '(0, 1)': 'sync0-trx1', '(any, 0)': 'sync0-trx0', '(任意, 0)': 'sync0-trx0' };

const CLASS_WORDS = {
  en: { lost: '*Lost*', engine_only: '*In InnoDB only*', binlog_only: '*In the binlog only*' },
  zh: { lost: '*丢失*', engine_only: '*只在 InnoDB 中*', binlog_only: '*只在 binlog 中*' },
};

const num = (x) => x.toLocaleString('en-US');

/** One crash kind's measured losses, worded. */
function kindCell(r, lang) {
  const classes = ['binlog_only', 'engine_only', 'lost'].filter((c) => r[c].max > 0);
  const kind = { en: { mysqld: 'mysqld', os: 'OS' }, zh: { mysqld: 'mysqld', os: '操作系统' } }[lang][r.kind];
  if (r.crashes_losing === 0) return lang === 'en' ? `${kind}: none of ${r.crashes} lose` : `${kind}：${r.crashes} 次都不丢`;
  const parts = classes.map((c) => (lang === 'en' ? `${CLASS_WORDS.en[c]} ${num(r[c].mean)} (worst ${num(r[c].max)})` : `${CLASS_WORDS.zh[c]} 平均 ${num(r[c].mean)}（最多 ${num(r[c].max)}）`));
  const ahead = r.replica_ahead.crashes > 0 ? (lang === 'en' ? `; replica ahead in ${r.replica_ahead.crashes}` : `；从库领先 ${r.replica_ahead.crashes} 次`) : '';
  return lang === 'en'
    ? `${kind}: ${r.crashes_losing} of ${r.crashes} lose, ${parts.join(', ')}${ahead}`
    : `${kind}：${r.crashes} 次中 ${r.crashes_losing} 次丢失，${parts.join('，')}${ahead}`;
}

/** The two generated cells of one row: [throughput, measured losses]; rowPair: the row's first cell. */
export function tableCells(matrix, step, lang, rowPair) {
  const rows = matrix.rows.filter((r) => r.step === step);
  if (rows.length === 0) throw new Error(`crash matrix has no rows for ${step}`);
  const pair = `(${rows[0].sync_binlog}, ${rows[0].trx_commit})`;
  // A row that stands for several pairs says which one was run.
  const tps = pair === rowPair ? num(rows[0].tps) : `${num(rows[0].tps)} ${pair}`;
  const measured = ['mysqld', 'os'].map((k) => kindCell(rows.find((r) => r.kind === k), lang)).join(' · ');
  return [tps, measured];
}

/** The lesson's text with its closing table's generated cells replaced; throws on a row it does not know. */
export function withTableCells(text, matrix, lang) {
  let seen = 0;
  const out = text.split('\n').map((line) => {
    const m = /^\| (\([^|]*\)) \|/.exec(line);
    if (!m) return line;
    const step = ROW_STEPS[m[1]];
    if (!step) throw new Error(`lesson 06 (${lang}): table row ${m[1]} names no crash matrix pair`);
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    const [tps, measured] = tableCells(matrix, step, lang, m[1]);
    cells[1] = tps;
    cells[cells.length - 1] = measured;
    seen++;
    return `| ${cells.join(' | ')} |`;
  });
  if (seen !== 5) throw new Error(`lesson 06 (${lang}): expected 5 table rows, found ${seen}`);
  return out.join('\n');
}

export const lessonFile = (lang) => join(repo, 'lessons', LESSON, `lesson.${lang}.md`);

if (process.argv.includes('--write')) {
  const path = join(repo, 'tests/fidelity/report.json');
  const report = JSON.parse(readFileSync(path, 'utf8'));
  report.crash_matrix = await computeCrashMatrix();
  writeFileSync(path, JSON.stringify(report, null, 2) + '\n');
  for (const lang of ['en', 'zh']) writeFileSync(lessonFile(lang), withTableCells(readFileSync(lessonFile(lang), 'utf8'), report.crash_matrix, lang));
  console.log(`wrote crash_matrix (${report.crash_matrix.rows.length} rows) into tests/fidelity/report.json and lesson 06's closing table`);
}
