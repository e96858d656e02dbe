// Which part of the learner's run a lesson's figure chart summarises: with
// no knob change, the whole run (first interval, a warm-up, left out);
// after a change, only the whole intervals since the last one (the first
// of them left out too), as "Averages between changes" counts them. A
// blend of two settings would be drawn under neither.
import type { ScheduledChange } from '../model/scenario';
import type { RowBuffer } from '../store/row-buffer';
import { changesPassed, segmentRows } from '../viz/segment-stats';

export interface LiveWindow {
  /** The rows to summarise (possibly none yet). */
  rows: number[];
  /** When the last knob change the clock has passed happened, in simulated seconds; null when none has. */
  sinceS: number | null;
}

export function liveWindow(rows: RowBuffer, tCol: number | undefined, schedule: ScheduledChange[], reportIntervalS: number, nowS: number): LiveWindow {
  const passed = changesPassed(schedule, nowS);
  const last = passed[passed.length - 1];
  if (!last) {
    const warm = segmentRows(rows, tCol, reportIntervalS, 0, nowS);
    // Until a second interval is complete, the first one: a short run shows something.
    return { rows: warm.length ? warm : segmentRows(rows, tCol, reportIntervalS, -reportIntervalS, nowS), sinceS: null };
  }
  const sinceS = last.atNs / 1e9;
  return { rows: segmentRows(rows, tCol, reportIntervalS, sinceS, nowS), sinceS };
}
