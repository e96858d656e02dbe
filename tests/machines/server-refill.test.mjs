// npm run measure-refill's arithmetic (web/scripts/server-refill.mjs): on
// the R1 data set's accounting (its refill.mjs) it gives the notes' figures; /proc and
// bash's `times` are read as the kernel writes them; the machine file
// comes back with the refill and, from its source, the halted vCPU's
// figures; bad runs and options are refused, naming what is wrong.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { r1Refill } from '../fidelity/published/r1-build-vm-mariadb1011/refill.mjs';
import {
  childrenCpuSeconds,
  flushCallsCpuUs,
  haltedFromSource,
  perTransaction,
  refillPerExtraSleep,
  threadDelta,
  threadTimes,
  withRefill,
} from '../../web/scripts/server-refill.mjs';

const root = new URL('../../', import.meta.url).pathname;
const r1 = join(root, 'tests/fidelity/published/r1-build-vm-mariadb1011');

test('on the R1 data set the refill is the one the notes give, and the R1 machine file carries it', () => {
  const machine = JSON.parse(readFileSync(join(r1, 'machine.json'), 'utf8'));
  const { residual } = r1Refill();
  const [at16, at64] = [residual[16], residual[64]];
  assert.ok(Math.abs(at16 - 33.9) < 0.15, `16 threads: ${at16}`);
  assert.ok(Math.abs(at64 - 23.1) < 0.15, `64 threads: ${at64}`);
  assert.equal(Math.round(((at16 + at64) / 2) * 10) / 10, machine.resume_refill_cpu_us);
});

test('a flush\'s calls cost the O_DIRECT write and flush where measured, else one fsync, and the refill follows', () => {
  const buffered = { fsync_cpu_us: 53.5, context_switch_us: 1.39, idle_wake_cpu_us: 3.07, cores: 2 };
  const direct = { ...buffered, log_device: { odirect_write_cpu_us: 15.3, odirect_flush_cpu_us: 7.6 } };
  assert.equal(flushCallsCpuUs(buffered), 53.5);
  assert.equal(flushCallsCpuUs(direct), 22.9);
  assert.equal(flushCallsCpuUs({ ...buffered, log_device: { odirect_write_cpu_us: 15.3 } }), 53.5, 'half measured: the fsync');
  // The R2 data set's 16-thread runs (measure-refill's log, 2026-11-27).
  const tc0 = { cpuUs: 76.0, sleeps: 0.78 };
  const tc1 = { cpuUs: 115.6, sleeps: 2.54, trxPerFlush: 6.1 };
  const busyWake = 1.39 + 3.07 / 2;
  const expect = (flush) => (115.6 - 76.0 - flush / 6.1) / (2.54 - 0.78) - busyWake;
  assert.ok(Math.abs(refillPerExtraSleep(tc0, tc1, buffered) - expect(53.5)) < 1e-9);
  assert.ok(Math.abs(refillPerExtraSleep(tc0, tc1, direct) - expect(22.9)) < 1e-9);
  assert.ok(refillPerExtraSleep(tc0, tc1, direct) > refillPerExtraSleep(tc0, tc1, buffered), 'cheaper flush calls leave more to the refill');
});

test('thread times are read from /proc as the kernel writes them', () => {
  const proc = mkdtempSync(join(tmpdir(), 'commitlab-proc-'));
  try {
    const thread = (tid, comm, utime, stime, vol) => {
      const dir = join(proc, '42', 'task', String(tid));
      mkdirSync(dir, { recursive: true });
      // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime ...
      writeFileSync(join(dir, 'stat'), `${tid} (${comm}) S 1 42 42 0 -1 4194368 10 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 5 0 0\n`);
      writeFileSync(join(dir, 'status'), `Name:\t${comm}\nvoluntary_ctxt_switches:\t${vol}\nnonvoluntary_ctxt_switches:\t7\n`);
    };
    thread(42, 'mariadbd', 100, 50, 10);
    thread(43, 'ib (pg) clean', 7, 3, 1000); // a name with spaces and brackets
    const before = threadTimes(42, proc);
    assert.deepEqual(before.get('43'), { ticks: 10, voluntary: 1000 });
    thread(43, 'ib (pg) clean', 17, 3, 1500);
    thread(44, 'mariadbd', 2, 0, 3); // born meanwhile: counts from zero
    assert.deepEqual(threadDelta(before, threadTimes(42, proc)), { ticks: 12, voluntary: 503 });
  } finally {
    rmSync(proc, { recursive: true, force: true });
  }
});

test('sysbench\'s CPU is the children\'s line of bash\'s times', () => {
  assert.equal(childrenCpuSeconds('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n'), 65.75);
  assert.throws(() => childrenCpuSeconds('Command terminated'), /sysbench's CPU: expected bash's "times" output/);
});

test('runs that do not wait for flushes, or have no transactions, are refused', () => {
  const m = { fsync_cpu_us: 17.6, context_switch_us: 3, idle_wake_cpu_us: 13, cores: 2 };
  assert.throws(() => refillPerExtraSleep({ cpuUs: 60, sleeps: 0.8 }, { cpuUs: 70, sleeps: 0.9, trxPerFlush: 500 }, m), /added 0.10 sleeps per transaction/);
  assert.throws(() => perTransaction({ transactions: 0, serverTicks: 1, serverSleeps: 1, sysbenchCpuS: 1, fsyncs: 1 }), /no transactions \(0\)/);
});

test('the machine file comes back with the refill, and the halted figures its source reports', () => {
  const base = {
    format: 'commitlab-machine/1',
    name: 'box',
    source: 'Measured … after the target core idled ~20 us: 12.6 us (halted_wake_cpu_us 32.0, halt_after_idle_us 60: not written; with resume_refill_cpu_us, docs/machine-file.md).',
    log_device: { fsync_p50_us: 184 },
    fsync_cpu_us: 49.6,
    calibration: { cpu_scale: 0.5, fitted_to: '1 thread' },
  };
  assert.deepEqual(haltedFromSource(base.source), { halted_wake_cpu_us: 32, halt_after_idle_us: 60 });
  // measure-machine writes the figures in those words.
  assert.match(readFileSync(join(root, 'wasm-core/tools/measure_machine.c'), 'utf8'), /\(halted_wake_cpu_us %\.1f, halt_after_idle_us %\.0f: /);
  const out = withRefill(base, 28.46, 'measured here.');
  assert.equal(out.resume_refill_cpu_us, 28.5);
  assert.equal(out.halted_wake_cpu_us, 32);
  assert.equal(out.halt_after_idle_us, 60);
  assert.equal(out.fsync_cpu_us, 17.6); // its caller idled through the 184 us fsync: the whole 32 comes off
  assert.equal(Object.keys(out).at(-1), 'calibration');
  assert.match(out.source, /resume_refill_cpu_us 28.5: measured here\. halted_wake_cpu_us and halt_after_idle_us from the idle-gap sweep above; fsync_cpu_us 49.6 -> 17.6/);
  // Without the sweep (one core, or no halting): the refill alone.
  const plain = withRefill({ ...base, source: 'Measured.' }, 10, 'x');
  assert.equal(plain.fsync_cpu_us, 49.6);
  assert.equal(plain.halted_wake_cpu_us, undefined);
  assert.throws(() => withRefill(base, -3, 'x'), /came out at -3.0 us per extra sleep, below 0/);
});

test('measure-refill refuses bad options, naming them', async () => {
  const run = promisify(execFile);
  const cli = join(root, 'web/scripts/measure-refill.mjs');
  await assert.rejects(run('node', [cli, '--threads', '2']), (e) => /--threads: "2" is not allowed; expected thread counts from 8 to 256/.test(e.stderr));
  await assert.rejects(run('node', [cli, '--threads', '16', '--frobnicate']), (e) => /unknown option "--frobnicate"/.test(e.stderr));
  await assert.rejects(run('node', [cli, '--duration', 'long']), (e) => /--duration: "long" is not allowed/.test(e.stderr));
  await assert.rejects(run('node', [cli, '--frobnicate', '1']), (e) => /unknown option "--frobnicate"/.test(e.stderr));
});
