// Model vs measured, per metric, from what the lab has drawn: the model's
// interval rows and the real run's interval lines, averaged the same way on
// both sides (mean of the intervals), so the gap compares like with like.
import type { StatusRates } from './server-status.js';
import type { SysbenchLog } from './sysbench-log.js';

export interface GapRow {
  key: 'tps' | 'lat_avg_ms' | 'lat_p95_ms' | 'redo_fsyncs_ps' | 'binlog_bytes_ps';
  model: number | null;
  measured: number | null;
  /** (model - measured) / measured, in percent */
  gapPct: number | null;
}

type Rows = { count: number; get(row: number, col: number): number };

function meanCol(rows: Rows, col: number | undefined): number | null {
  if (col === undefined || rows.count === 0) return null;
  let s = 0;
  let n = 0;
  for (let r = 0; r < rows.count; r++) {
    const v = rows.get(r, col);
    if (Number.isFinite(v)) {
      s += v;
      n++;
    }
  }
  return n ? s / n : null;
}

function meanOf(xs: Array<number | undefined>): number | null {
  const ok = xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  return ok.length ? ok.reduce((a, b) => a + b, 0) / ok.length : null;
}

export function gapRows(rows: Rows, fields: Map<string, number>, log: SysbenchLog | null, status: StatusRates | null): GapRow[] {
  const iv = log?.intervals ?? [];
  const measured: Record<GapRow['key'], number | null> = {
    tps: iv.length ? meanOf(iv.map((r) => r.tps)) : (log?.final?.tps ?? null),
    lat_avg_ms: log?.final?.latency_ms?.avg ?? null,
    lat_p95_ms: log?.percentile === 95 ? (iv.length ? meanOf(iv.map((r) => r.lat_ms)) : (log.final?.latency_ms?.pct ?? null)) : null,
    redo_fsyncs_ps: status?.rates.redo_fsyncs_ps ?? null,
    binlog_bytes_ps: status?.rates.binlog_bytes_ps ?? null,
  };
  const model: Record<GapRow['key'], number | null> = {
    tps: meanCol(rows, fields.get('tps')),
    lat_avg_ms: meanCol(rows, fields.get('lat_avg_ms')),
    lat_p95_ms: meanCol(rows, fields.get('lat_p95_ms')),
    redo_fsyncs_ps: meanCol(rows, fields.get('redo_fsyncs_ps')),
    binlog_bytes_ps: meanCol(rows, fields.get('binlog_bytes_ps')),
  };
  return (Object.keys(measured) as GapRow['key'][]).map((key) => {
    const m = model[key];
    const x = measured[key];
    return { key, model: m, measured: x, gapPct: m !== null && x !== null && x !== 0 ? ((m - x) / x) * 100 : null };
  });
}

/** The measured interval lines on the lab's time axis: the first line ends one interval after 0 s. */
export function measuredSeries(log: SysbenchLog): { t: number[]; tps: number[]; lat: number[] } {
  const iv = log.intervals;
  if (!iv.length) return { t: [], tps: [], lat: [] };
  const step = iv.length > 1 ? iv[1]!.t_s - iv[0]!.t_s : (log.reportIntervalS ?? iv[0]!.t_s);
  const shift = iv[0]!.t_s - step;
  return { t: iv.map((r) => r.t_s - shift), tps: iv.map((r) => r.tps), lat: iv.map((r) => r.lat_ms) };
}
