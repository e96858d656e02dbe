import { describe, expect, it } from 'vitest';
import { COMPARE_METRICS } from './compare-metrics';
import { compareCsv, compareJson, type CompareTable } from './compare-export';

const metric = (id: string) => COMPARE_METRICS.find((m) => m.id === id)!;

// Core rows of 3 doubles [t_s, tps, p95]; a pair row is A's then B's.
const data = [
  [1, 100, 2, 1, 50, 4],
  [2, 110, 2, 2, 55, 5],
];
const table: CompareTable = {
  metrics: [
    { metric: metric('tps'), cols: [1] },
    { metric: metric('p95'), cols: [2] },
  ],
  rows: { count: data.length, get: (r, c) => data[r]![c]! },
  coreStride: 3,
  tCol: 0,
  reportIntervalS: 1,
};

// Values as the core reports them (from a walkthrough's export): p95 from
// histogram buckets, CPU as sums of busy time, a 0.1-s clock that adds up in
// binary. Core rows of 5 doubles [t_s, tps, p95_ms, cpu_work, cpu_spin]; a pair row is A's then B's.
const noisy = [
  [0.30000000000000004, 46131, 24.641536, 5.797768812000001, 1.242985913, 0.30000000000000004, 68135, 11.534336, 9.725182750000001, 3.791007356],
  [0.4, 45404.5, 24.1172486, 5.877270488, -0.0000001, 0.4, 66396, 13.1072, 9.456712466, 3.518015078],
];
const noisyTable: CompareTable = {
  metrics: [
    { metric: metric('tps'), cols: [1] },
    { metric: metric('p95'), cols: [2] },
    { metric: metric('cpu'), cols: [3, 4] },
    { metric: metric('spin'), cols: [4] },
  ],
  rows: { count: noisy.length, get: (r, c) => noisy[r]![c]! },
  coreStride: 5,
  tCol: 0,
  reportIntervalS: 0.1,
};

describe('compare export', () => {
  it('writes one CSV row per interval with A and B columns per metric, units in the names', () => {
    const lines = compareCsv(table).trim().split('\n');
    expect(lines).toEqual(['t_s,tps_a,tps_b,p95_latency_ms_a,p95_latency_ms_b', '1,100,50,2,4', '2,110,55,2,5']);
  });

  it('every metric column names its unit', () => {
    for (const m of COMPARE_METRICS) expect(m.column, m.id).toMatch(/(^tps|_ms|_per_s|_cores)$/);
    expect(COMPARE_METRICS.map((m) => m.column)).toEqual(['tps', 'p95_latency_ms', 'p99_latency_ms', 'max_latency_ms', 'fsyncs_per_s', 'cpu_busy_cores', 'cpu_spin_cores']);
  });

  it('rounds each metric to its precision: no float noise, no "-0", time to the millisecond', () => {
    const lines = compareCsv(noisyTable).trim().split('\n');
    expect(lines).toEqual([
      't_s,tps_a,tps_b,p95_latency_ms_a,p95_latency_ms_b,cpu_busy_cores_a,cpu_busy_cores_b,cpu_spin_cores_a,cpu_spin_cores_b',
      '0.3,46131,68135,24.642,11.534,7.04,13.52,1.24,3.79',
      '0.4,45404.5,66396,24.117,13.107,5.88,12.97,0,3.52',
    ]);
  });

  it('writes JSON that parses back, with the diffs and the intervals', () => {
    const j = JSON.parse(compareJson(table, { a: { machine: 'm', seed: 1, duration_s: 2, report_interval_s: 1, knobs: {} }, b: { machine: 'm', seed: 1, duration_s: 2, report_interval_s: 1, knobs: { log_bin: true } } }, 1));
    expect(j.kind).toBe('commitlab-compare');
    expect(j.scenarios.b.knobs).toEqual({ log_bin: true });
    const tps = j.metrics.find((m: { id: string }) => m.id === 'tps');
    expect(tps.last_n).toMatchObject({ a: 110, b: 55, b_minus_a: -55, b_over_a: 0.5, direction: 'lower', verdict: 'worse' });
    expect(tps.whole_run).toMatchObject({ a: 105, b: 52.5 });
    expect(j.intervals[0]).toEqual(['t_s', 'tps_a', 'tps_b', 'p95_latency_ms_a', 'p95_latency_ms_b']);
    expect(j.intervals[2]).toEqual([2, 110, 55, 2, 5]);
  });

  it('JSON diffs are rounded like the CSV, the ratio to four decimals', () => {
    const j = JSON.parse(compareJson(noisyTable, { a: { machine: 'm', seed: 1, duration_s: 1, report_interval_s: 0.1, knobs: {} }, b: { machine: 'm', seed: 1, duration_s: 1, report_interval_s: 0.1, knobs: {} } }, 1));
    const cpu = j.metrics.find((m: { id: string }) => m.id === 'cpu');
    expect(cpu.column).toBe('cpu_busy_cores');
    const [a, b] = [5.877270488 - 0.0000001, 9.456712466 + 3.518015078]; // the last interval's work + spin
    expect(cpu.last_n).toMatchObject({ a: 5.88, b: 12.97, b_minus_a: 7.1, b_over_a: Number((b / a).toFixed(4)) });
    expect(String(cpu.last_n.b_over_a)).toMatch(/^\d+\.\d{1,4}$/);
    expect(j.intervals[1]).toEqual([0.3, 46131, 68135, 24.642, 11.534, 7.04, 13.52, 1.24, 3.79]);
  });
});
