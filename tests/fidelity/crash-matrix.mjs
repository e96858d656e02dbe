// The measured loss matrix for lesson 06's (sync_binlog,
// innodb_flush_log_at_trx_commit) pairs: each step's scenario, with a
// replica, crashed at N instants from its seed by every crash kind
// (commitlab-sim --crash-sweep, wasm-core/docs/crash-recovery.md).
// `npm run fidelity` puts it in the report; `node tests/fidelity/crash-matrix.mjs --write`
// refreshes only this part of tests/fidelity/report.json.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repo } from './fidelity-lib.mjs';

const run = promisify(execFile);
const cli = join(repo, 'wasm-core/build/commitlab-sim');
export const CRASH_INSTANTS = 40;
const STEPS = ['sync1-trx1', 'sync1-trx2', 'sync1000-trx1', 'sync0-trx0'];

export async function computeCrashMatrix(instants = CRASH_INSTANTS) {
  const rows = [];
  for (const step of STEPS) {
    const file = join(repo, 'lessons/06-choosing-settings/steps', `${step}.json`);
    const scenario = JSON.parse(readFileSync(file, 'utf8'));
    const { stdout } = await run(cli, ['--scenario', file, '--set', 'replica=ON', '--crash-sweep', String(instants), '--format', 'json'], { maxBuffer: 256 << 20 });
    const sweep = JSON.parse(stdout);
    for (const [kind, t] of Object.entries(sweep.by_kind)) {
      const mean = (v) => Math.round(v / t.crashes);
      rows.push({
        step,
        lesson: '06-choosing-settings',
        sync_binlog: scenario.knobs.sync_binlog,
        trx_commit: scenario.knobs.innodb_flush_log_at_trx_commit,
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
  return { instants, seed: 1, note: 'Acknowledged transactions per crash after recovery, mean and max over the crash instants; replica ahead: crashes that left the replica with transactions the recovered primary lacks.', rows };
}

if (process.argv.includes('--write')) {
  const path = join(repo, 'tests/fidelity/report.json');
  const report = JSON.parse(readFileSync(path, 'utf8'));
  report.crash_matrix = await computeCrashMatrix();
  writeFileSync(path, JSON.stringify(report, null, 2) + '\n');
  console.log(`wrote crash_matrix (${report.crash_matrix.rows.length} rows) into tests/fidelity/report.json`);
}
