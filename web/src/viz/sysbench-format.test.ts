import { describe, expect, it } from 'vitest';
import { fieldIndex } from '../model/schema';
import { fixtureSchema as schema } from '../worker/testing/fake-worker';
import { sysbenchColumns, sysbenchLine } from './sysbench-format';
import { segmentStats } from './segment-stats';
import { RowBuffer } from '../store/row-buffer';
import { decimate } from './decimate';

describe('sysbench interval line', () => {
  it('matches sysbench 1.0 progress output', () => {
    const cols = sysbenchColumns(fieldIndex(schema));
    const values: Record<string, number> = { t_s: 10, tps: 67983.123, qps: 67983.123, reads_ps: 0, writes_ps: 67983.123, other_ps: 0, lat_p95_ms: 5.671, errors_ps: 0 };
    const names = schema.interval_fields.map((f) => f.name);
    const line = sysbenchLine((c) => (c === undefined ? undefined : values[names[c]!]), cols, { t: 10, threads: 256 });
    expect(line).toBe('[ 10s ] thds: 256 tps: 67983.12 qps: 67983.12 (r/w/o: 0.00/67983.12/0.00) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00');
  });

  it('prints p99 as sysbench --percentile=99 does', () => {
    const cols = sysbenchColumns(fieldIndex(schema));
    expect(cols.p99).toBeDefined();
    const values: Record<string, number> = { t_s: 11, tps: 2500, qps: 2500, writes_ps: 2500, lat_p95_ms: 3.08, lat_p99_ms: 712.5 };
    const names = schema.interval_fields.map((f) => f.name);
    const line = sysbenchLine((c) => (c === undefined ? undefined : values[names[c]!]), cols, { t: 11, threads: 128 }, 99);
    expect(line).toBe('[ 11s ] thds: 128 tps: 2500.00 qps: 2500.00 (r/w/o: 0.00/2500.00/0.00) lat (ms,99%): 712.50 err/s: 0.00 reconn/s: 0.00');
  });
});

describe('segment averages', () => {
  it('averages whole intervals between changes, skipping the first after each', () => {
    const rows = new RowBuffer(2);
    for (let t = 1; t <= 10; t++) rows.push([t, t <= 5 ? 100 : 200]);
    const segs = segmentStats(rows, { t: 0, tps: 1 }, [{ atNs: 5e9, knob: 'log_bin', value: true }], 1, 10);
    expect(segs.map((s) => [s.change, s.intervals, s.tps])).toEqual([
      [null, 4, 100],
      ['log_bin = ON', 4, 200],
    ]);
  });
});

describe('decimate', () => {
  it('keeps min and max per pixel', () => {
    const xs = Array.from({ length: 1000 }, (_, i) => i);
    const ys = xs.map((x) => (x === 500 ? 1000 : x % 7));
    const pts = decimate(xs, ys, 0, 1000, 10);
    expect(pts.length).toBeLessThanOrEqual(20);
    expect(pts.some(([, y]) => y === 1000)).toBe(true);
  });
});
