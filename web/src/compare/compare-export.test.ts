import { describe, expect, it } from 'vitest';
import { COMPARE_METRICS } from './compare-metrics';
import { compareCsv, compareJson, type CompareTable } from './compare-export';

// Core rows of 3 doubles [t_s, tps, p95]; a pair row is A's then B's.
const data = [
  [1, 100, 2, 1, 50, 4],
  [2, 110, 2, 2, 55, 5],
];
const table: CompareTable = {
  metrics: [
    { metric: COMPARE_METRICS.find((m) => m.id === 'tps')!, cols: [1] },
    { metric: COMPARE_METRICS.find((m) => m.id === 'p95')!, cols: [2] },
  ],
  rows: { count: data.length, get: (r, c) => data[r]![c]! },
  coreStride: 3,
  tCol: 0,
  reportIntervalS: 1,
};

describe('compare export', () => {
  it('writes one CSV row per interval with A and B columns per metric', () => {
    const lines = compareCsv(table).trim().split('\n');
    expect(lines).toEqual(['t_s,tps_a,tps_b,p95_a,p95_b', '1,100,50,2,4', '2,110,55,2,5']);
  });

  it('writes JSON that parses back, with the diffs and the intervals', () => {
    const j = JSON.parse(compareJson(table, { a: { machine: 'm', seed: 1, duration_s: 2, report_interval_s: 1, knobs: {} }, b: { machine: 'm', seed: 1, duration_s: 2, report_interval_s: 1, knobs: { log_bin: true } } }, 1));
    expect(j.kind).toBe('commitlab-compare');
    expect(j.scenarios.b.knobs).toEqual({ log_bin: true });
    const tps = j.metrics.find((m: { id: string }) => m.id === 'tps');
    expect(tps.last_n).toMatchObject({ a: 110, b: 55, b_minus_a: -55, b_over_a: 0.5, direction: 'lower', verdict: 'worse' });
    expect(tps.whole_run).toMatchObject({ a: 105, b: 52.5 });
    expect(j.intervals[0]).toEqual(['t_s', 'tps_a', 'tps_b', 'p95_a', 'p95_b']);
    expect(j.intervals[2]).toEqual([2, 110, 55, 2, 5]);
  });
});
