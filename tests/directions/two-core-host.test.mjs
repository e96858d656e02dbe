// Directions a real small server shows, checked on the model of one: the
// `laptop` machine cut to 2 cores, an enterprise-NVMe-class log device
// (~65 us per fsync with ext4's journal) and sysbench on the same host,
// oltp_update_index on 8 tables x 100k rows (in memory). The owner's real
// MariaDB 10.11 runs on a 2-vCPU server of this kind showed each of them
// (issue "A predictive core"); none was fitted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = join(repo, 'wasm-core/build/commitlab-sim');
const BASE = ['--machine', 'laptop', '--duration', '4', '--set', 'cores=2', '--set', 'device=nvme_enterprise', '--set', 'client_on_host=ON',
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

// A known miss. The real server ran (0,0) about 1.4x faster than binlog OFF
// with trx_commit=1; the model has them within a few percent at 16 threads
// and OFF ahead at 64: its redo fsync cycle (one buffered write, one ~65 us
// fsync, two wake-ups) costs less than the binlog's CPU. MariaDB 10.8+
// writes its redo log with O_DIRECT (innodb_log_file_buffering=OFF), so its
// cycle is a device write plus a flush, and the fsync of a busy virtual
// disk is slower than an idle one measures: neither is in the model yet.
test('(0,0) is faster than binlog OFF with innodb_flush_log_at_trx_commit=1', { todo: 'the redo cycle is too cheap in the model (see above)' }, async () => {
  for (const threads of [16, 64]) {
    const [zero, off1] = await Promise.all([run(threads, ON(0, 0)), run(threads, OFF1)]);
    assert.ok(zero.tps > off1.tps, `${threads} threads: (0,0) ${zero.tps} TPS vs OFF/1 ${off1.tps}`);
  }
});

test('binlog OFF throughput still rises from 16 to 64 threads', async () => {
  const [t16, t64] = await Promise.all([run(16, OFF1), run(64, OFF1)]);
  assert.ok(t64.tps > t16.tps, `16 threads ${t16.tps} TPS, 64 threads ${t64.tps}`);
});

test('sync_binlog=1000 lies between sync_binlog=1 and sync_binlog=0', async () => {
  for (const threads of [16, 64]) {
    const [s1, s1000, s0] = await Promise.all([run(threads, ON(1, 1)), run(threads, ON(1000, 1)), run(threads, ON(0, 1))]);
    assert.ok(s1.tps < s1000.tps && s1000.tps <= s0.tps, `${threads} threads: sync_binlog 1 ${s1.tps}, 1000 ${s1000.tps}, 0 ${s0.tps}`);
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
