// Averages per segment of the run between knob changes, so a before/after
// comparison is a number rather than a squint at a chart.
import type { ScheduledChange } from '../sim/scenario';
import type { RowBuffer } from '../store/row-buffer';

export interface Segment {
  fromS: number;
  toS: number;
  /** The knob change that opens the segment; null for the run's start. */
  change: string | null;
  intervals: number;
  tps: number;
  latAvgMs: number;
  latP95Ms: number;
}

export interface SegmentColumns {
  t?: number;
  tps?: number;
  latAvg?: number;
  latP95?: number;
}

/**
 * The first interval after each change is left out: it mixes both settings.
 */
export function segmentStats(rows: RowBuffer, cols: SegmentColumns, schedule: ScheduledChange[], reportIntervalS: number, nowS: number): Segment[] {
  const bounds: Array<{ atS: number; change: string | null }> = [{ atS: 0, change: null }];
  for (const c of schedule) if (c.atNs / 1e9 <= nowS) bounds.push({ atS: c.atNs / 1e9, change: `${c.knob} = ${String(c.value)}` });
  const out: Segment[] = [];
  for (let b = 0; b < bounds.length; b++) {
    const from = bounds[b]!.atS;
    const to = b + 1 < bounds.length ? bounds[b + 1]!.atS : nowS;
    let n = 0;
    let tps = 0;
    let lat = 0;
    let p95 = 0;
    for (let r = 0; r < rows.count; r++) {
      const end = cols.t !== undefined ? rows.get(r, cols.t) : (r + 1) * reportIntervalS;
      const start = end - reportIntervalS;
      // Whole intervals inside the segment, after its first interval.
      if (start < from + reportIntervalS - 1e-9 || end > to + 1e-9) continue;
      n++;
      if (cols.tps !== undefined) tps += rows.get(r, cols.tps);
      if (cols.latAvg !== undefined) lat += rows.get(r, cols.latAvg);
      if (cols.latP95 !== undefined) p95 += rows.get(r, cols.latP95);
    }
    out.push({ fromS: from, toS: to, change: bounds[b]!.change, intervals: n, tps: n ? tps / n : NaN, latAvgMs: n ? lat / n : NaN, latP95Ms: n ? p95 / n : NaN });
  }
  return out;
}
