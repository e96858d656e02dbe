import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineFacts, machineFactsLines } from './machine-facts.js';

const example = JSON.parse(readFileSync(join(__dirname, '../../../wasm-core/machines/example-2vcpu-vm.json'), 'utf8'));

describe('machine facts beside a measurement', () => {
  it('names each figure the machine file gives, each the model derives, and no fitted one when there is none', () => {
    const f = machineFacts(example);
    expect(f.name).toBe('example_2vcpu_vm');
    expect(f.fromFile.map((x) => x.field)).toEqual([
      'cores',
      'cpu_ghz',
      'cpu_class',
      'ram_gb',
      'filesystem',
      'client_on_host',
      'log_device.fsync_p50_us',
      'log_device.fsync_p99_us',
      'log_device.seq_write_mbps',
      'context_switch_us',
      'fsync_cpu_us',
    ]);
    expect(f.fromFile.find((x) => x.field === 'log_device.fsync_p99_us')?.value).toBe(30676.8);
    expect(f.derived.map((x) => x.field)).toEqual(['log_device.class', 'log_device.read_us']);
    expect(f.fitted).toBeNull();
    const lines = machineFactsLines(f, 'wasm-core/machines/example-2vcpu-vm.json');
    expect(lines.join('\n')).toContain('log_device.fsync_p50_us 4335.8 µs');
    expect(lines.join('\n')).toContain('context_switch_us 2.54 µs');
    expect(lines[lines.length - 1]).toMatch(/^ {2}fitted: none/);
  });

  it('lists the wake-up and refill figures when the file has them', () => {
    const f = machineFacts({ ...example, halted_wake_cpu_us: 32, halt_after_idle_us: 60, resume_refill_cpu_us: 28.5, l2_cache_kb: 1024 });
    expect(f.fromFile.slice(-4).map((x) => `${x.field} ${x.value}${x.unit}`)).toEqual([
      'halted_wake_cpu_us 32 µs',
      'halt_after_idle_us 60 µs',
      'resume_refill_cpu_us 28.5 µs',
      'l2_cache_kb 1024 KiB',
    ]);
    expect(machineFactsLines(f, 'x').join('\n')).toContain('taken from runs of a server on this machine (a residual of its CPU accounting, npm run measure-refill): resume_refill_cpu_us');
  });

  it('the one fitted figure is named with what it was fitted to', () => {
    const f = machineFacts({ ...example, calibration: { cpu_scale: 1.25, fitted_to: '1 thread: 1,480 TPS' } });
    expect(f.fitted).toEqual({ field: 'calibration.cpu_scale', value: 1.25, fittedTo: '1 thread: 1,480 TPS' });
    expect(machineFactsLines(f, 'x').filter((l) => l.includes('fitted (')).length).toBe(1);
  });
});
