// The lab's charts against the real core's schema (the native CLI's
// --schema): a chart that names no field the core reports would draw an
// empty box, and the lessons quote the group-size and device charts by name.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../model/schema';
import { CHARTS } from './chart-specs';

const CLI = resolve(dirname(fileURLToPath(import.meta.url)), '../../../wasm-core/build/commitlab-sim');
const schema = JSON.parse(execFileSync(CLI, ['--schema'], { encoding: 'utf8' })) as Schema;
const fields = new Set(schema.interval_fields.map((f) => f.name));

describe('chart specs', () => {
  it('every interval series has at least one field the core reports', () => {
    const empty: string[] = [];
    for (const c of CHARTS) {
      for (const s of c.series) {
        const names = s.sources.flatMap((src) => (src.kind === 'sample' ? ['(sample)'] : src.fields));
        if (!names.some((n) => n === '(sample)' || fields.has(n))) empty.push(`${c.id}/${s.label}`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('draws group sizes per stage and the device’s two figures in percent, from the core’s fields', () => {
    const groups = CHARTS.find((c) => c.id === 'groups');
    expect(groups?.series.flatMap((s) => s.sources.flatMap((src) => (src.kind === 'sample' ? [] : src.fields)))).toEqual(['flush_group_avg', 'sync_group_avg', 'commit_group_avg']);
    const device = CHARTS.find((c) => c.id === 'device');
    expect(device?.unit).toBe('percent');
    expect(device?.yMax).toBe(100);
    // iostat's %util first, then the bandwidth a saturated device runs out
    // of; both are fractions of the interval (schema help), drawn in percent.
    expect(device?.series.map((s) => s.sources.flatMap((src) => (src.kind === 'sample' ? [] : src.fields)))).toEqual([['device_util'], ['device_bandwidth_busy']]);
    expect(schema.interval_fields.find((f) => f.name === 'device_util')?.help).toMatch(/fraction.*in flight.*iostat %util/);
    expect(schema.interval_fields.find((f) => f.name === 'device_bandwidth_busy')?.help).toMatch(/at most 1/);
    for (const s of device?.series ?? []) expect(s.scale, s.label).toBe(100);
    expect(device?.series[0]?.label).toMatch(/iostat %util/);
  });

  it('chart ids are unique (they are the test ids and the export file names)', () => {
    const ids = CHARTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
