// B as a measured run: the pair's interval rows with B's half read from
// the real run instead of B's core, so the comparison's charts, table and
// export work unchanged. At each of A's intervals B holds the measured
// interval line that ends at the same time (sysbench's per-interval TPS and
// p95), and the run-wide rates SHOW GLOBAL STATUS gave (redo and binlog
// fsyncs per second) while the measured run lasts. Every other field is
// NaN: not measured, never made up.
import type { SysbenchLog } from '../yourserver/sysbench-log.js';
import type { StatusRates } from '../yourserver/server-status.js';
import type { ServerVariables } from '../yourserver/server-variables.js';
import { measuredSeries } from '../yourserver/lab-gap';
import type { Rows } from './compare-diff';

export interface MeasuredRun {
  log: SysbenchLog;
  status: StatusRates | null;
  variables: ServerVariables | null;
}

/** Per-interval series, by the model's interval field names, and one run-wide rate per field. */
export interface MeasuredFields {
  t: number[];
  step: number;
  series: Record<string, number[]>;
  rates: Record<string, number>;
}

export function measuredFields({ log, status, variables }: MeasuredRun): MeasuredFields {
  const s = measuredSeries(log);
  const step = s.t.length > 1 ? s.t[1]! - s.t[0]! : (s.t[0] ?? 1);
  const series: Record<string, number[]> = { tps: s.tps };
  if (log.percentile === 95) series.lat_p95_ms = s.lat;
  const rates: Record<string, number> = {};
  const r = status?.rates ?? {};
  if (typeof r.redo_fsyncs_ps === 'number') rates.redo_fsyncs_ps = r.redo_fsyncs_ps;
  // Binlog fsyncs: none with the binlog off; with sync_binlog=1 MariaDB
  // syncs the binlog once per group commit (Binlog_group_commits).
  const k = variables?.knobs ?? {};
  if (k.log_bin === false) rates.binlog_fsyncs_ps = 0;
  else if (k.sync_binlog === 1 && typeof r.binlog_group_commits_ps === 'number') rates.binlog_fsyncs_ps = r.binlog_group_commits_ps;
  return { t: s.t, step, series, rates };
}

/** The measured interval ending at t (within half an interval), or -1. */
function intervalAt(m: MeasuredFields, t: number): number {
  if (!m.t.length || !Number.isFinite(t)) return -1;
  const i = Math.round(t / m.step) - Math.round(m.t[0]! / m.step);
  for (const j of [i, i - 1, i + 1]) if (j >= 0 && j < m.t.length && Math.abs(m.t[j]! - t) <= m.step / 2) return j;
  return -1;
}

/**
 * The pair's rows with B's half (columns from `coreStride` on) measured.
 * `names[c]` is core column c's field name; `tCol` A's time column.
 */
export function withMeasuredB(rows: Rows, coreStride: number, names: string[], tCol: number | undefined, m: MeasuredFields): Rows {
  const end = m.t.length ? m.t[m.t.length - 1]! + m.step / 2 : 0;
  return {
    count: rows.count,
    get(row: number, col: number): number {
      if (col < coreStride) return rows.get(row, col);
      const name = names[col - coreStride];
      const t = tCol !== undefined ? rows.get(row, tCol) : NaN;
      if (name === 't_s') return t;
      if (name === undefined) return NaN;
      const series = m.series[name];
      if (series) {
        const i = intervalAt(m, t);
        return i < 0 ? NaN : series[i]!;
      }
      const rate = m.rates[name];
      return rate !== undefined && t > 0 && t <= end ? rate : NaN;
    },
  };
}

/** The measured run's length in seconds: its last interval line's end on the lab's axis. */
export function measuredLengthS(m: MeasuredFields): number {
  return m.t.length ? m.t[m.t.length - 1]! : 0;
}
