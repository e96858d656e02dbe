// npm run measure-machine: a short bounded run on this machine prints a
// machine file that the core accepts (--machine-file) and runs; its
// command-line checks refuse bad options. The figures themselves are this
// machine's and are not asserted (a shared machine is noisy), only their
// shape: percentiles in order, positive rates.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const root = new URL('../../', import.meta.url).pathname;
const script = join(root, 'web/scripts/measure-machine.sh');
const sim = join(root, 'wasm-core/build/commitlab-sim');
const run = promisify(execFile);

test('a short measure-machine run prints a machine file the core runs', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'commitlab-measure-test-'));
  try {
    const { stdout, stderr } = await run(
      'bash',
      [script, '--dir', dir, '--fsyncs', '20', '--write-mb', '4', '--switches', '200', '--phase-seconds', '1', '--name', 'test_box'],
      { timeout: 60000 },
    );
    assert.match(stderr, /fsyncs: p50 [\d.]+ us, p90/);
    // With two cores or more: the idle-gap sweep (a halted core's wake-up), reported in source.
    if (/ping-pong across cores/.test(stderr)) assert.match(JSON.parse(stdout).source, /after the target core idled ~\d+ us: [\d.]+ us/);
    const file = JSON.parse(stdout);
    assert.equal(file.name, 'test_box');
    assert.equal(file.format, 'commitlab-machine/1');
    assert.ok(file.cores >= 1);
    assert.ok(file.log_device.fsync_p50_us > 0 && file.log_device.fsync_p99_us >= file.log_device.fsync_p50_us);
    assert.ok(file.log_device.seq_write_mbps > 0);
    assert.ok(file.context_switch_us > 0 && file.fsync_cpu_us > 0);
    if ('l2_cache_kb' in file) assert.ok(Number.isInteger(file.l2_cache_kb) && file.l2_cache_kb >= 16, `l2_cache_kb ${file.l2_cache_kb}`);
    const path = join(dir, 'machine.json');
    writeFileSync(path, stdout);
    const out = await run(sim, ['--preset', 'laptop_quickstart', '--machine-file', path, '--duration', '0.5', '--format', 'json'], {
      maxBuffer: 64 << 20,
    });
    const result = JSON.parse(out.stdout);
    assert.equal(result.scenario.machine, 'test_box');
    assert.equal(result.scenario.knobs.cores, file.cores);
    assert.ok(result.summary.transactions > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('measure-machine refuses bad options, naming them', async () => {
  await assert.rejects(run('bash', [script, '--fsyncs', 'lots']), (e) => /--fsyncs: "lots" is not a number/.test(e.stderr));
  await assert.rejects(run('bash', [script, '--name', 'My Box']), (e) => /--name: "My Box" is not allowed/.test(e.stderr));
  await assert.rejects(run('bash', [script, '--frobnicate', '1']), (e) => /unknown option '--frobnicate'/.test(e.stderr));
});

test('the example machine file in the repository runs', async () => {
  const example = join(root, 'wasm-core/machines/example-2vcpu-vm.json');
  const file = JSON.parse(readFileSync(example, 'utf8'));
  const out = await run(sim, ['--machine-file', example, '--preset', 'laptop_quickstart', '--duration', '0.5', '--format', 'json'], {
    maxBuffer: 64 << 20,
  });
  const result = JSON.parse(out.stdout);
  assert.equal(result.scenario.machine, file.name);
  assert.deepEqual(result.scenario.machine_file.log_device.fsync_p50_us, file.log_device.fsync_p50_us);
});

// The cpu_class table (docs/machine-file.md), fed copies of /proc/cpuinfo.
test('measure-machine suggests cpu_class from the cpuinfo flags', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'commitlab-cpuinfo-test-'));
  const cases = [
    ['GenuineIntel', 'Intel(R) Xeon(R) Platinum 8269CY', 'fpu sse4_2 avx avx2 adx avx512f avx512dq', 'skylake'],
    ['GenuineIntel', 'Intel(R) Xeon(R) Gold 6338', 'sse4_2 avx avx2 avx512f avx512ifma avx512_vnni', 'icelake'],
    ['GenuineIntel', 'Intel(R) Xeon(R) CPU E5-2683 v3', 'sse4_2 avx avx2 fma', 'haswell'],
    ['GenuineIntel', 'Intel(R) Xeon(R) CPU E5-2670 0', 'sse4_2 avx', 'sandy_bridge'],
    ['GenuineIntel', 'Intel(R) Xeon(R) CPU X5670', 'sse4_1 sse4_2 popcnt', 'nehalem'],
    ['GenuineIntel', 'Intel(R) Core(TM)2 Duo', 'sse4_1', 'core2'],
    ['AuthenticAMD', 'AMD EPYC 7763', 'sse4_2 avx avx2 vaes', 'zen3'],
    ['AuthenticAMD', 'AMD EPYC 9654', 'sse4_2 avx2 vaes avx512f', 'zen4'],
    ['AuthenticAMD', 'AMD EPYC 7702', 'sse4_2 avx avx2', 'skylake'],
    // A flag that only contains another's name is not that flag.
    ['GenuineIntel', 'Common KVM processor', 'sse4_2 avx avx2x', 'sandy_bridge'],
  ];
  try {
    for (const [vendor, model, flags, want] of cases) {
      const path = join(dir, 'cpuinfo');
      writeFileSync(path, `processor\t: 0\nvendor_id\t: ${vendor}\nmodel name\t: ${model}\nflags\t\t: ${flags}\n`);
      const { stdout } = await run('bash', [script, '--cpuinfo', path, '--only', 'cpu_class']);
      assert.equal(stdout.split('\t')[0], want, `${model} (${flags})`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
