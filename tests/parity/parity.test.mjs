// Parity: for every preset, the WebAssembly build and the native CLI must
// produce the same digest after the same short run.
//   PARITY_DURATION_S (default 0.5): simulated seconds per preset.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { loadCore, repoRoot } from './core-node.mjs';

const run = promisify(execFile);
const duration = Number(process.env.PARITY_DURATION_S ?? '0.5');
const cli = join(repoRoot, 'wasm-core/build/commitlab-sim');

assert.ok(existsSync(cli), `native CLI missing at ${cli}: run bash wasm-core/scripts/build-native.sh`);
const core = await loadCore();
const presets = core.schema().presets.map((p) => p.name);

test('the schema lists presets', () => {
  assert.ok(presets.length > 0);
});

async function nativeDigest(name) {
  const { stdout } = await run(cli, ['--preset', name, '--duration', String(duration), '--format', 'json'], { maxBuffer: 64 << 20 });
  const digest = JSON.parse(stdout).summary?.digest;
  assert.equal(typeof digest, 'string', `native summary.digest for ${name}`);
  return digest;
}

function wasmDigest(name) {
  const sim = core.create({ preset: name, duration_s: duration });
  try {
    const end = Math.round(duration * 1e9);
    // One call, as the CLI runs it: the digest must not depend on slicing anyway.
    sim.runUntil(end, 2 ** 62);
    return sim.digest();
  } finally {
    sim.destroy();
  }
}

for (const name of presets) {
  test(`preset ${name}: wasm digest equals native digest (${duration} s)`, async () => {
    const native = await nativeDigest(name);
    assert.equal(wasmDigest(name), native);
  });
}

// 8.0's log threads start spinning only after the server samples its CPU
// use (once a second): parity past that point, where doubles decide.
for (const name of ['mysql80_small_box', 'mariadb1011_sync_binlog_1']) {
  test(`preset ${name}: wasm digest equals native digest over 3 s`, async () => {
    const { stdout } = await run(cli, ['--preset', name, '--duration', '3', '--format', 'json'], { maxBuffer: 64 << 20 });
    const sim = core.create({ preset: name, duration_s: 3 });
    try {
      sim.runUntil(3e9, 2 ** 62);
      assert.equal(sim.digest(), JSON.parse(stdout).summary.digest);
    } finally {
      sim.destroy();
    }
  });
}

test('slicing the run does not change the digest', () => {
  const name = presets[0];
  const end = Math.round(duration * 1e9);
  const sim = core.create({ preset: name, duration_s: duration });
  while (sim.nowNs() < end && sim.runUntil(end, 5000) > 0);
  const sliced = sim.digest();
  sim.destroy();
  assert.equal(sliced, wasmDigest(name));
});

// Issue 22 item 7: a change the lab makes (set_knob once the run reached
// its instant) and the same change as a scenario `schedule` in the CLI give
// the same run, digest for digest, on and off an interval boundary.
test('a mid-run change: the lab way (WebAssembly) equals a CLI schedule (native)', async () => {
  const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const base = { preset: 's000_binlog_on_16', duration_s: 2, report_interval_s: 0.5 };
  const cases = [
    [{ at: 1e9, knob: 'log_bin', value: false }],
    [{ at: 0, knob: 'threads', value: 4 }, { at: 730_100_000, knob: 'threads', value: 40 }],
  ];
  const dir = mkdtempSync(join(tmpdir(), 'parity-'));
  try {
    for (const changes of cases) {
      const sim = core.create(base);
      for (const c of changes) {
        while (sim.nowNs() < c.at) sim.runUntil(c.at, 5000);
        assert.equal(sim.setKnob(c.knob, JSON.stringify(c.value)), 0);
      }
      sim.runUntil(2e9, 2 ** 62);
      const lab = sim.digest();
      sim.destroy();
      const file = join(dir, 'scenario.json');
      writeFileSync(file, JSON.stringify({ ...base, schedule: changes.map((c) => ({ at_s: c.at / 1e9, knob: c.knob, value: c.value })) }));
      const { stdout } = await run(cli, ['--scenario', file, '--format', 'json'], { maxBuffer: 64 << 20 });
      assert.equal(JSON.parse(stdout).summary.digest, lab, JSON.stringify(changes));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// innodb_support_xa=OFF (no InnoDB prepare) under the 5.5 and 5.6
// algorithms: P1's XA-off scenarios and a 5.6 one, native == wasm.
test('innodb_support_xa=OFF: wasm digest equals native digest (P1 and 5.6)', async () => {
  const { readFileSync } = await import('node:fs');
  const p1 = join(repoRoot, 'tests/fidelity/published/p1-zaitsev-2006/scenarios');
  const scenarios = ['xa0-t1.json', 'xa0-t16.json'].map((f) => JSON.parse(readFileSync(join(p1, f), 'utf8')));
  scenarios.push({ machine: 'laptop', seed: 2, knobs: { threads: 16, commit_algorithm: 'group_commit_56', innodb_support_xa: false } });
  for (const sc of scenarios) {
    const args = ['--duration', String(duration), '--format', 'json', '--machine', sc.machine, '--seed', String(sc.seed)];
    for (const [k, v] of Object.entries(sc.knobs)) args.push('--set', `${k}=${v}`);
    const { stdout } = await run(cli, args, { maxBuffer: 64 << 20 });
    const sim = core.create({ ...sc, duration_s: duration });
    try {
      sim.runUntil(Math.round(duration * 1e9), 2 ** 62);
      assert.equal(sim.digest(), JSON.parse(stdout).summary.digest, JSON.stringify(sc.knobs));
    } finally {
      sim.destroy();
    }
  }
});
