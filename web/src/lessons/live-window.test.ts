import { describe, expect, it } from 'vitest';
import { RowBuffer } from '../store/row-buffer';
import { liveMetric } from './live-metrics';
import { liveWindow } from './live-window';

/** Rows of [t_s, tps, lat_avg_ms], one a second. */
function run(tps: number[], lat: number[] = tps.map(() => 1)): RowBuffer {
  const rows = new RowBuffer(3);
  tps.forEach((v, i) => rows.push([i + 1, v, lat[i]!]));
  return rows;
}
const idx = new Map([
  ['t_s', 0],
  ['tps', 1],
  ['lat_avg_ms', 2],
]);

describe('the part of the run a figure chart summarises', () => {
  it('with no change: every whole second but the first', () => {
    const rows = run([100, 200, 200, 200]);
    const w = liveWindow(rows, 0, [], 1, 4);
    expect(w).toEqual({ rows: [1, 2, 3], sinceS: null });
    expect(liveMetric('tps', rows, idx, w.rows)).toBe(200);
  });

  it('with only the first second done: that second, so a short run shows something', () => {
    expect(liveWindow(run([100]), 0, [], 1, 1).rows).toEqual([0]);
    expect(liveWindow(run([]), 0, [], 1, 0.5).rows).toEqual([]);
  });

  it('after a mid-run change: only the seconds after it, the first of them left out (16 then 112, as the walkthrough ran it)', () => {
    // 16 for 5 s at ~45.8k, then 112 from 5 s at ~86.6k: the blend would be ~69k.
    const rows = run([45000, 45800, 45800, 45800, 45800, 70000, 86600, 86600, 86600, 86600]);
    const w = liveWindow(rows, 0, [{ atNs: 5e9, knob: 'innodb_thread_concurrency', value: 112 }], 1, 10);
    expect(w.sinceS).toBe(5);
    expect(w.rows).toEqual([6, 7, 8, 9]);
    expect(liveMetric('tps', rows, idx, w.rows)).toBe(86600);
  });

  it('just after a change: nothing yet, rather than the seconds before it', () => {
    const rows = run([100, 100, 100, 100]);
    const w = liveWindow(rows, 0, [{ atNs: 3.5e9, knob: 'threads', value: 8 }], 1, 4);
    expect(w).toEqual({ rows: [], sinceS: 3.5 });
    expect(liveMetric('tps', rows, idx, w.rows)).toBeUndefined();
  });

  it('a change the clock has not reached (after a seek back) does not count yet', () => {
    const rows = run([100, 200, 200, 200]);
    expect(liveWindow(rows, 0, [{ atNs: 3e9, knob: 'threads', value: 8 }], 1, 2.5)).toEqual({ rows: [1], sinceS: null });
  });

  it('average latency is per transaction: weighted by each second’s commits', () => {
    const rows = run([1000, 1000, 100], [9, 1, 10]);
    expect(liveMetric('avg_latency_ms', rows, idx, [1, 2])).toBeCloseTo((1 * 1000 + 10 * 100) / 1100, 9);
  });
});
