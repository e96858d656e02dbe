// Parity for a machine file: a scenario embedding a machine file gives the
// same digest in WebAssembly as the native CLI with --machine-file. The
// quiet build VM's file charges halted wake-ups and refills after waits,
// exercised here by 16 threads waiting for redo flushes.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { loadCore, repoRoot } from './core-node.mjs';

const run = promisify(execFile);
const cli = join(repoRoot, 'wasm-core/build/commitlab-sim');
const CASES = [
  { file: 'wasm-core/machines/example-2vcpu-vm.json', args: [] },
  {
    file: 'wasm-core/machines/build-vm-2vcpu-quiet.json',
    args: ['--set', 'threads=16', '--set', 'commit_algorithm=mariadb_group_commit', '--set', 'log_bin=false', '--set', 'innodb_flush_log_at_trx_commit=1'],
  },
];

for (const c of CASES) test(`a machine file runs alike in WebAssembly and natively: ${c.file}`, async () => {
  const example = join(repoRoot, c.file);
  const core = await loadCore();
  const { stdout } = await run(cli, ['--preset', 'laptop_quickstart', '--machine-file', example, ...c.args, '--duration', '0.5', '--format', 'json'], {
    maxBuffer: 64 << 20,
  });
  const native = JSON.parse(stdout);
  // The scenario the CLI ran, as it wrote it back (machine_file embedded).
  assert.equal(native.scenario.machine_file.name, JSON.parse(readFileSync(example, 'utf8')).name);
  const sim = core.create(native.scenario);
  try {
    sim.runUntil(Math.round(0.5 * 1e9), 2 ** 62);
    assert.equal(sim.digest(), native.summary.digest);
  } finally {
    sim.destroy();
  }
});
