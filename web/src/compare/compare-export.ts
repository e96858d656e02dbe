// The comparison as files: per-interval A and B values of every metric (CSV),
// or the scenarios, the live diff and those intervals (JSON). Column names
// carry their unit and values are rounded to each metric's precision, so a
// spreadsheet shows 7.04 cores, not 7.040754725000001. Pure: the buttons
// (DiffTable.tsx) hand the text to the lab's download helper.
import type { CoreScenario } from '../model/scenario';
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

/** Simulated time to the millisecond (report intervals are at least 0.1 s). */
const TIME_DECIMALS = 3;
/** B / A to four decimals: 0.01 % steps. */
const RATIO_DECIMALS = 4;

/** v with at most `decimals` decimals and no trailing zeros; null if not finite. */
function rounded(v: number, decimals: number): number | null {
  if (!Number.isFinite(v)) return null;
  const r = Number(v.toFixed(decimals));
  return r === 0 ? 0 : r; // no "-0"
}

/** Header `t_s,tps_a,tps_b,p95_latency_ms_a,…` (units in the names), one row per interval. */
export function compareCsv(t: CompareTable): string {
  const header = ['t_s', ...t.metrics.flatMap(({ metric }) => [`${metric.column}_a`, `${metric.column}_b`])];
  const lines = [header.join(',')];
  for (let r = 0; r < t.rows.count; r++) {
    const cells = [rounded(time(t, r), TIME_DECIMALS), ...t.metrics.flatMap(({ metric, cols }) => [rounded(value(t, r, cols, 0), metric.decimals), rounded(value(t, r, cols, 1), metric.decimals)])];
    lines.push(cells.map((v) => (v === null ? '' : String(v))).join(','));
  }
  return lines.join('\n') + '\n';
}

const diffJson = (d: MetricDiff, decimals: number) => ({
  a: rounded(d.a, decimals),
  b: rounded(d.b, decimals),
  b_minus_a: rounded(d.delta, decimals),
  b_over_a: rounded(d.ratio, RATIO_DECIMALS),
  direction: d.direction,
  verdict: d.verdict,
});

/** B as a measured run, in the export: which run (by reference), not a scenario. */
export interface MeasuredRunRef {
  measured_run: { file: string; fingerprint: string };
}

export function compareJson(t: CompareTable, scenarios: { a: CoreScenario; b: CoreScenario | MeasuredRunRef }, lastN: number): string {
  return (
    JSON.stringify(
      {
        kind: 'commitlab-compare',
        scenarios,
        last_n_intervals: lastN,
        metrics: t.metrics.map(({ metric, cols }) => ({
          id: metric.id,
          label: metric.label,
          column: metric.column,
          better: metric.better,
          last_n: diffJson(pairDiff(t.rows, t.coreStride, cols, metric.better, lastN, metric.sameBelow, metric.aggregate), metric.decimals),
          whole_run: diffJson(pairDiff(t.rows, t.coreStride, cols, metric.better, null, metric.sameBelow, metric.aggregate), metric.decimals),
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
