// The comparison as files: per-interval A and B values of every metric (CSV),
// or the scenarios, the live diff and those intervals (JSON). Pure: the
// buttons (DiffTable.tsx) hand the text to the lab's download helper.
import type { CoreScenario } from '../sim/scenario';
import type { CompareMetric } from './compare-metrics';
import { pairDiff, type MetricDiff, type Rows } from './compare-diff';

export interface BoundMetric {
  metric: CompareMetric;
  cols: number[];
}

export interface CompareTable {
  metrics: BoundMetric[];
  rows: Rows;
  coreStride: number;
  tCol: number | undefined;
  reportIntervalS: number;
}

const value = (t: CompareTable, r: number, cols: number[], side: 0 | 1) => cols.reduce((sum, c) => sum + t.rows.get(r, c + side * t.coreStride), 0);
const time = (t: CompareTable, r: number) => (t.tCol !== undefined ? t.rows.get(r, t.tCol) : (r + 1) * t.reportIntervalS);

/** Header `t_s,tps_a,tps_b,p95_a,…`, one row per interval. */
export function compareCsv(t: CompareTable): string {
  const header = ['t_s', ...t.metrics.flatMap(({ metric }) => [`${metric.id}_a`, `${metric.id}_b`])];
  const lines = [header.join(',')];
  for (let r = 0; r < t.rows.count; r++) {
    const cells = [time(t, r), ...t.metrics.flatMap(({ cols }) => [value(t, r, cols, 0), value(t, r, cols, 1)])];
    lines.push(cells.map((v) => (Number.isFinite(v) ? String(v) : '')).join(','));
  }
  return lines.join('\n') + '\n';
}

const finite = (v: number) => (Number.isFinite(v) ? v : null);
const diffJson = (d: MetricDiff) => ({ a: finite(d.a), b: finite(d.b), b_minus_a: finite(d.delta), b_over_a: finite(d.ratio), direction: d.direction, verdict: d.verdict });

export function compareJson(t: CompareTable, scenarios: { a: CoreScenario; b: CoreScenario }, lastN: number): string {
  return (
    JSON.stringify(
      {
        kind: 'commitlab-compare',
        scenarios,
        last_n_intervals: lastN,
        metrics: t.metrics.map(({ metric, cols }) => ({
          id: metric.id,
          label: metric.label,
          better: metric.better,
          last_n: diffJson(pairDiff(t.rows, t.coreStride, cols, metric.better, lastN, metric.sameBelow)),
          whole_run: diffJson(pairDiff(t.rows, t.coreStride, cols, metric.better, null, metric.sameBelow)),
        })),
        intervals: compareCsv(t)
          .trim()
          .split('\n')
          .map((line, i) => (i === 0 ? line.split(',') : line.split(',').map((c) => (c === '' ? null : Number(c))))),
      },
      null,
      1,
    ) + '\n'
  );
}
