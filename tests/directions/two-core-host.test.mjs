// Directions a real small server shows, checked on the model of one: this
// project's 2-vCPU build VM as npm run measure-machine measured it, quiet
// (wasm-core/machines/build-vm-2vcpu-quiet.json: cores, clock, fsync
// latency and tail, context-switch and idle-wake CPU, sysbench on the same
// host), MariaDB 10.11's group commit, oltp_update_index on 8 tables x
// 100k rows (in memory). Real MariaDB 10.11 on that VM showed each of them
// (tests/fidelity/published/r1-build-vm-mariadb1011/measurements.txt); the
// machine file's one fitted figure is the CPU speed at 1 thread with
// neither log, which none of these compares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = join(repo, 'wasm-core/build/commitlab-sim');
const machine = join(repo, 'wasm-core/machines/build-vm-2vcpu-quiet.json');
const BASE = ['--machine-file', machine, '--duration', '4', '--set', 'commit_algorithm=mariadb_group_commit',
  '--set', 'tables=8', '--set', 'table_size=100000', '--set', 'workload=oltp_update_index'];

function run(threads, sets) {
  const args = [...BASE, '--set', `threads=${threads}`, '--format', 'json'];
  for (const [k, v] of Object.entries(sets)) args.push('--set', `${k}=${v}`);
  return new Promise((ok, fail) =>
    execFile(cli, args, { maxBuffer: 64 << 20 }, (err, out, errOut) => (err ? fail(new Error(errOut || err.message)) : ok(JSON.parse(out).summary))),
  );
}

const OFF1 = { log_bin: 'OFF', innodb_flush_log_at_trx_commit: 1 };
const OFF0 = { log_bin: 'OFF', innodb_flush_log_at_trx_commit: 0 };
const ON = (sync, trx) => ({ log_bin: 'ON', sync_binlog: sync, innodb_flush_log_at_trx_commit: trx });

// The real server: 20,190 TPS at (0,0) against 13,710 with binlog OFF and
// trx_commit=1 (1.47x). Waiting for the redo fsync costs a sleep, a
// wake-up (of an idle vCPU, dear under a hypervisor) and the fsync's CPU;
// (0,0) pays only the binlog's CPU. At 64 threads the real order turns
// (15,957 vs 14,286): not checked here (R1's known miss).
test('(0,0) is faster than binlog OFF with innodb_flush_log_at_trx_commit=1 at 16 threads', async () => {
  const [zero, off1] = await Promise.all([run(16, ON(0, 0)), run(16, OFF1)]);
  assert.ok(zero.tps > off1.tps, `(0,0) ${zero.tps} TPS vs OFF/1 ${off1.tps}`);
});

test('binlog OFF throughput still rises from 16 to 64 threads', async () => {
  const [t16, t64] = await Promise.all([run(16, OFF1), run(64, OFF1)]);
  assert.ok(t64.tps > t16.tps, `16 threads ${t16.tps} TPS, 64 threads ${t64.tps}`);
});

test('sync_binlog=1000 lies between sync_binlog=1 and sync_binlog=0', async () => {
  for (const threads of [16, 64]) {
    const [s1, s1000, s0] = await Promise.all([run(threads, ON(1, 1)), run(threads, ON(1000, 1)), run(threads, ON(0, 1))]);
    // One binlog fsync per 1000 groups costs less than the spread between
    // seeds (about ±0.5% here): 1000 may not beat 0 by more than that.
    assert.ok(s1.tps < s1000.tps && s1000.tps <= 1.01 * s0.tps, `${threads} threads: sync_binlog 1 ${s1.tps}, 1000 ${s1000.tps}, 0 ${s0.tps}`);
  }
});

test('redo fsyncs per second fall as threads rise, and transactions per fsync grow', async () => {
  const runs = await Promise.all([4, 16, 64].map((t) => run(t, OFF1)));
  const perSecond = runs.map((s) => s.redo_fsyncs / s.total_time_s);
  const perFsync = runs.map((s) => s.transactions / s.redo_fsyncs);
  for (let i = 1; i < runs.length; i++) {
    assert.ok(perSecond[i] < perSecond[i - 1], `redo fsyncs/s at 4, 16, 64 threads: ${perSecond.map((x) => x.toFixed(0))}`);
    assert.ok(perFsync[i] > perFsync[i - 1], `transactions per fsync at 4, 16, 64 threads: ${perFsync.map((x) => x.toFixed(2))}`);
  }
});

test('latency spreads as on a real server: p95 / average between 1.3 and 3 at 16 and 64 threads', async () => {
  for (const threads of [16, 64]) {
    const s = await run(threads, ON(1, 1));
    const r = s.latency_ms.p95 / s.latency_ms.avg;
    assert.ok(r > 1.3 && r < 3, `${threads} threads: p95 ${s.latency_ms.p95} ms / avg ${s.latency_ms.avg} ms = ${r.toFixed(2)}`);
  }
});
