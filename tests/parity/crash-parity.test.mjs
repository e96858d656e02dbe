// Crash parity: a crash sweep's ledgers (every instant, every kind, the
// primary and a replica) are the same from the WebAssembly build and the
// native CLI, number for number.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { loadCore, repoRoot } from './core-node.mjs';

const run = promisify(execFile);
const cli = join(repoRoot, 'wasm-core/build/commitlab-sim');
const core = await loadCore();

const cases = [
  { name: 'sync_binlog=0, trx_commit=2, replica', target: 'primary',
    scenario: { preset: 's000_binlog_on_16', duration_s: 0.8, knobs: { sync_binlog: 0, innodb_flush_log_at_trx_commit: 2, replica: true, max_binlog_size_mb: 8 } } },
  { name: 'parallel flush, volatile cache', target: 'primary',
    scenario: { preset: 's000_binlog_on_16', duration_s: 0.6, knobs: { commit_algorithm: 'alisql_parallel_flush', sync_binlog: 4, device_volatile_cache_mb: 8 } } },
  { name: 'replica crash, FILE repositories', target: 'replica',
    scenario: { preset: 's000_binlog_on_16', duration_s: 0.8, knobs: { replica: true, sync_relay_log_info: 500 } } },
];

for (const c of cases) {
  test(`crash sweep ${c.name}: wasm ledgers equal native ledgers`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crash-parity-'));
    const file = join(dir, 'scenario.json');
    writeFileSync(file, JSON.stringify(c.scenario));
    const { stdout } = await run(cli, ['--scenario', file, '--crash-sweep', '12', '--crash-target', c.target, '--format', 'json'], { maxBuffer: 64 << 20 });
    const native = JSON.parse(stdout);
    const wasm = core.crashSweep(c.scenario, 12, '', c.target);
    assert.equal(wasm.error, undefined, wasm.error);
    assert.equal(native.crashes.length, 36);
    assert.deepEqual(wasm, native);
  });
}

test('a crash at the current instant through the handle matches the sweep', () => {
  const scenario = cases[0].scenario;
  const sweep = core.crashSweep(scenario, 3, 'os');
  const sim = core.create(scenario);
  sim.runUntil(sweep.crashes[0].at_ns, 2 ** 62);
  assert.deepEqual(sim.crash('os'), sweep.crashes[0]);
  assert.match(sim.crash('fire').error, /crash kind: "fire" is not allowed; expected mysqld, os or power/);
  sim.destroy();
});

test("the lab's sweep, run in slices in WebAssembly, has the native CLI's totals and crashes", async () => {
  for (const c of cases) {
    const dir = mkdtempSync(join(tmpdir(), 'crash-slices-'));
    const file = join(dir, 'scenario.json');
    writeFileSync(file, JSON.stringify(c.scenario));
    const { stdout } = await run(cli, ['--scenario', file, '--crash-sweep', '12', '--crash-target', c.target, '--format', 'json'], { maxBuffer: 64 << 20 });
    const native = JSON.parse(stdout);
    const { slices, result } = core.crashSweepInSlices(c.scenario, 12, c.target, 3000);
    assert.ok(slices > 12, `${c.name}: ${slices} slices`);
    assert.equal(result.error, undefined, result.error);
    assert.equal(result.done, 12);
    assert.deepEqual(result.by_kind, native.by_kind, c.name);
    // One point per crash, at the native crash's instant, with its counts.
    assert.equal(result.points.length, native.crashes.length);
    native.crashes.forEach((x, i) => {
      const p = result.points[i];
      assert.equal(p[0], x.at_ns);
      if (c.target === 'primary') assert.deepEqual(p.slice(2, 5), [x.ledger.lost, x.ledger.engine_only, x.ledger.binlog_only]);
      else assert.equal(p[3], x.replica_restart.reapplied);
    });
  }
});

test('a bad sweep request through the slices API names field, value and what is allowed', () => {
  const { result } = core.crashSweepInSlices(cases[0].scenario, 0);
  assert.match(result.error, /crash sweep: "0" is not allowed; expected a whole number of instants from 1 to 100000/);
  const { result: r2 } = core.crashSweepInSlices({ preset: 's000_binlog_on_16', duration_s: 1 }, 3, 'replica');
  assert.match(r2.error, /set replica=ON/);
});
