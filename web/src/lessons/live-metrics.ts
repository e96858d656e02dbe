// The learner's own run, summarised like the articles' figures, from the
// interval rows on the page (the first interval, a warm-up, left out).
import type { RowBuffer } from '../store/row-buffer';

export type FieldIndex = Map<string, number>;

function column(rows: RowBuffer, idx: FieldIndex, name: string): number[] {
  const c = idx.get(name);
  if (c === undefined) return [];
  const out: number[] = [];
  for (let r = rows.count > 1 ? 1 : 0; r < rows.count; r++) out.push(rows.get(r, c));
  return out;
}

const mean = (a: number[]) => (a.length ? a.reduce((x, y) => x + y, 0) / a.length : NaN);
function median(a: number[]): number {
  if (!a.length) return NaN;
  const s = [...a].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The live value of a cited metric, or undefined when a run cannot show it. */
export function liveMetric(metric: string, rows: RowBuffer, idx: FieldIndex): number | undefined {
  if (rows.count === 0) return undefined;
  const tps = column(rows, idx, 'tps');
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
      const lat = column(rows, idx, 'lat_avg_ms');
      const w = tps.reduce((x, y) => x + y, 0);
      v = w > 0 ? lat.reduce((acc, l, i) => acc + l * tps[i]!, 0) / w : NaN;
      break;
    }
    case 'max_latency_ms':
      v = Math.max(...column(rows, idx, 'lat_max_ms'));
      break;
    case 'peak_cpu_cores': {
      const work = column(rows, idx, 'cpu_work_cores');
      const spin = column(rows, idx, 'cpu_spin_cores');
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
  return {
    tps: mean(column(rows, idx, 'tps')),
    latMs: liveMetric('avg_latency_ms', rows, idx) ?? NaN,
    redoFsyncs: mean(column(rows, idx, 'redo_fsyncs_ps')),
    binlogFsyncs: mean(column(rows, idx, 'binlog_fsyncs_ps')),
    seconds: rows.count,
  };
}
