// The learner's own run, summarised like the articles' figures, from the
// interval rows on the page: by default every row but the first (a
// warm-up), or the rows a caller picked (live-window.ts: those since the
// last knob change).
import type { RowBuffer } from '../store/row-buffer';

export type FieldIndex = Map<string, number>;

/** Every row but the first; the only row when there is just one. */
export function warmRows(rows: RowBuffer): number[] {
  const out: number[] = [];
  for (let r = rows.count > 1 ? 1 : 0; r < rows.count; r++) out.push(r);
  return out;
}

function column(rows: RowBuffer, idx: FieldIndex, name: string, pick: number[]): number[] {
  const c = idx.get(name);
  if (c === undefined) return [];
  return pick.map((r) => rows.get(r, c));
}

const mean = (a: number[]) => (a.length ? a.reduce((x, y) => x + y, 0) / a.length : NaN);
function median(a: number[]): number {
  if (!a.length) return NaN;
  const s = [...a].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Metrics a run on this page can be summarised by (as the fidelity report computes them). */
export const LIVE_METRICS = ['tps', 'steady_tps', 'median_tps', 'stall_min_tps', 'avg_latency_ms', 'max_latency_ms', 'peak_cpu_cores'] as const;

export function hasLiveMetric(metric: string): boolean {
  return (LIVE_METRICS as readonly string[]).includes(metric);
}

/** The live value of a cited metric, or undefined when a run cannot show it. */
export function liveMetric(metric: string, rows: RowBuffer, idx: FieldIndex, pick: number[] = warmRows(rows)): number | undefined {
  if (pick.length === 0) return undefined;
  const col = (name: string) => column(rows, idx, name, pick);
  const tps = col('tps');
  let v: number;
  switch (metric) {
    case 'tps':
      v = mean(tps);
      break;
    case 'steady_tps':
    case 'median_tps':
      v = median(tps);
      break;
    case 'stall_min_tps':
      v = Math.min(...tps);
      break;
    case 'avg_latency_ms': {
      const lat = col('lat_avg_ms');
      const w = tps.reduce((x, y) => x + y, 0);
      v = w > 0 ? lat.reduce((acc, l, i) => acc + l * tps[i]!, 0) / w : NaN;
      break;
    }
    case 'max_latency_ms':
      v = Math.max(...col('lat_max_ms'));
      break;
    case 'peak_cpu_cores': {
      const work = col('cpu_work_cores');
      const spin = col('cpu_spin_cores');
      v = Math.max(...work.map((w, i) => w + (spin[i] ?? 0)));
      break;
    }
    default:
      return undefined;
  }
  return Number.isFinite(v) ? v : undefined;
}

export interface LiveSummary {
  tps: number;
  latMs: number;
  redoFsyncs: number;
  binlogFsyncs: number;
  seconds: number;
}

export function liveSummary(rows: RowBuffer, idx: FieldIndex): LiveSummary | null {
  if (rows.count === 0) return null;
  const pick = warmRows(rows);
  return {
    tps: mean(column(rows, idx, 'tps', pick)),
    latMs: liveMetric('avg_latency_ms', rows, idx, pick) ?? NaN,
    redoFsyncs: mean(column(rows, idx, 'redo_fsyncs_ps', pick)),
    binlogFsyncs: mean(column(rows, idx, 'binlog_fsyncs_ps', pick)),
    seconds: rows.count,
  };
}
