// Averages per segment of the run between knob changes, so a before/after
// comparison is a number rather than a squint at a chart.
import { knobValueShown } from '../model/knob-values';
import type { ScheduledChange } from '../model/scenario';
import type { RowBuffer } from '../store/row-buffer';

export interface Segment {
  fromS: number;
  toS: number;
  /** The knob change that opens the segment; null for the run's start. */
  change: string | null;
  intervals: number;
  /** Mean of the intervals' TPS (equal intervals: the segment's commits ÷ its time). */
  tps: number;
  /** Per transaction: the intervals' averages weighted by their commits. */
  latAvgMs: number;
  /** Mean of the intervals' p95 (a p95 over the whole segment is not in the rows). */
  latP95Ms: number;
  /** Mean of the intervals' p99, as p95. */
  latP99Ms: number;
  /** The slowest transaction of the segment: the largest of the intervals' max. */
  latMaxMs: number;
}

export interface SegmentColumns {
  t?: number;
  tps?: number;
  latAvg?: number;
  latP95?: number;
  latP99?: number;
  latMax?: number;
}

/**
 * Rows of the whole intervals inside [fromS, toS], after the first one: it
 * mixes the settings before and after the change that opens the segment (or
 * warms up, at the run's start).
 */
export function segmentRows(rows: RowBuffer, tCol: number | undefined, reportIntervalS: number, fromS: number, toS: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < rows.count; r++) {
    const end = tCol !== undefined ? rows.get(r, tCol) : (r + 1) * reportIntervalS;
    const start = end - reportIntervalS;
    if (start < fromS + reportIntervalS - 1e-9 || end > toS + 1e-9) continue;
    out.push(r);
  }
  return out;
}

/** The changes the clock has passed, in order. */
export function changesPassed(schedule: ScheduledChange[], nowS: number): ScheduledChange[] {
  return schedule.filter((c) => c.atNs / 1e9 <= nowS).sort((a, b) => a.atNs - b.atNs);
}

/**
 * The first interval after each change is left out: it mixes both settings.
 */
export function segmentStats(rows: RowBuffer, cols: SegmentColumns, schedule: ScheduledChange[], reportIntervalS: number, nowS: number): Segment[] {
  const bounds: Array<{ atS: number; change: string | null }> = [{ atS: 0, change: null }];
  for (const c of changesPassed(schedule, nowS)) bounds.push({ atS: c.atNs / 1e9, change: `${c.knob} = ${knobValueShown(c.value)}` });
  const out: Segment[] = [];
  for (let b = 0; b < bounds.length; b++) {
    const from = bounds[b]!.atS;
    const to = b + 1 < bounds.length ? bounds[b + 1]!.atS : nowS;
    const picked = segmentRows(rows, cols.t, reportIntervalS, from, to);
    const n = picked.length;
    let tps = 0;
    let latWeighted = 0;
    let latPlain = 0;
    let p95 = 0;
    let p99 = 0;
    let max = -Infinity;
    for (const r of picked) {
      const rowTps = cols.tps !== undefined ? rows.get(r, cols.tps) : NaN;
      if (cols.tps !== undefined) tps += rowTps;
      if (cols.latAvg !== undefined) {
        const lat = rows.get(r, cols.latAvg);
        latPlain += lat;
        if (rowTps > 0) latWeighted += lat * rowTps;
      }
      if (cols.latP95 !== undefined) p95 += rows.get(r, cols.latP95);
      if (cols.latP99 !== undefined) p99 += rows.get(r, cols.latP99);
      if (cols.latMax !== undefined) max = Math.max(max, rows.get(r, cols.latMax));
    }
    // Weighted by commits when TPS is known (an interval with no commits has no latency to count).
    const latAvgMs = !n || cols.latAvg === undefined ? NaN : cols.tps !== undefined ? (tps > 0 ? latWeighted / tps : NaN) : latPlain / n;
    out.push({ fromS: from, toS: to, change: bounds[b]!.change, intervals: n, tps: n ? tps / n : NaN, latAvgMs, latP95Ms: n ? p95 / n : NaN, latP99Ms: n && cols.latP99 !== undefined ? p99 / n : NaN, latMaxMs: n && cols.latMax !== undefined ? max : NaN });
  }
  return out;
}
