import { describe, expect, it } from 'vitest';
import { RowBuffer } from '../store/row-buffer';
import { segmentStats } from './segment-stats';

/** Rows of [t_s, tps, lat_avg_ms, lat_p95_ms], one a second. */
function run(rows: Array<[number, number, number]>): RowBuffer {
  const b = new RowBuffer(4);
  rows.forEach(([tps, avg, p95], i) => b.push([i + 1, tps, avg, p95]));
  return b;
}
const cols = { t: 0, tps: 1, latAvg: 2, latP95: 3 };

describe('averages between changes', () => {
  it('average latency is per transaction, as the lesson’s figures under the answer count it', () => {
    // A stall second (100 commits at 50 ms) among busy ones (1000 at 5 ms):
    // the mean of the intervals would say 20 ms, the transactions waited 6.96 ms on average.
    const rows = run([
      [900, 4, 8],
      [1000, 5, 9],
      [100, 50, 90],
      [1000, 5, 9],
    ]);
    const [seg] = segmentStats(rows, cols, [], 1, 4);
    expect(seg!.intervals).toBe(3);
    expect(seg!.tps).toBe(700);
    expect(seg!.latAvgMs).toBeCloseTo((5 * 1000 + 50 * 100 + 5 * 1000) / 2100, 9);
    expect(seg!.latP95Ms).toBe(36);
  });

  it('p99 is the mean of the intervals’ p99, max the slowest transaction of the segment (a stall shows there)', () => {
    const b = new RowBuffer(6);
    // [t_s, tps, avg, p95, p99, max]: the third second holds a 700 ms rotation stall.
    [
      [1, 900, 3, 5, 6, 9],
      [2, 1000, 3, 5, 6, 8],
      [3, 250, 3, 5, 400, 700],
      [4, 1000, 3, 5, 6, 9],
    ].forEach((r) => b.push(r));
    const [seg] = segmentStats(b, { t: 0, tps: 1, latAvg: 2, latP95: 3, latP99: 4, latMax: 5 }, [], 1, 4);
    expect(seg!.latP95Ms).toBe(5);
    expect(seg!.latP99Ms).toBeCloseTo((6 + 400 + 6) / 3, 9);
    expect(seg!.latMaxMs).toBe(700);
  });

  it('without a TPS column it falls back to the plain mean of the intervals', () => {
    const rows = run([
      [0, 1, 1],
      [0, 2, 1],
      [0, 4, 1],
    ]);
    expect(segmentStats(rows, { t: 0, latAvg: 2 }, [], 1, 3)[0]!.latAvgMs).toBe(3);
  });

  it('a segment per change, each without its first interval', () => {
    const rows = run([
      [100, 1, 1],
      [100, 1, 1],
      [100, 1, 1],
      [300, 1, 1],
      [300, 1, 1],
      [300, 1, 1],
    ]);
    const segs = segmentStats(rows, cols, [{ atNs: 3e9, knob: 'threads', value: 8 }], 1, 6);
    expect(segs.map((s) => [s.change, s.intervals, s.tps])).toEqual([
      [null, 2, 100],
      ['threads = 8', 2, 300],
    ]);
  });

  it('names a switched knob as MySQL shows it: ON / OFF, not true / false', () => {
    const rows = run([
      [100, 1, 1],
      [100, 1, 1],
      [300, 1, 1],
      [300, 1, 1],
    ]);
    const segs = segmentStats(rows, cols, [{ atNs: 2e9, knob: 'log_bin', value: false }], 1, 4);
    expect(segs.map((s) => s.change)).toEqual([null, 'log_bin = OFF']);
  });
});
