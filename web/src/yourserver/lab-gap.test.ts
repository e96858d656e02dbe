import { describe, expect, it } from 'vitest';
import { gapRows, measuredSeries } from './lab-gap';
import { parseSysbenchLog } from './sysbench-log.js';
import { fixture } from './testing/fixtures';

const rows = (data: number[][]) => ({ count: data.length, get: (r: number, c: number) => data[r]![c]! });
const fields = new Map([
  ['t_s', 0],
  ['tps', 1],
  ['lat_avg_ms', 2],
  ['lat_p95_ms', 3],
]);

describe('measured run on the lab axes', () => {
  it("S001's lines from 571 s start one interval after 0 s", () => {
    const s = measuredSeries(parseSysbenchLog(fixture('s001-rotation-1000mb.txt')));
    expect(s.t.slice(0, 3)).toEqual([1, 2, 3]);
    expect(s.tps[1]).toBe(0);
    expect(s.lat[0]).toBe(2.78);
  });

  it('the gap compares the mean of the intervals on both sides', () => {
    const log = parseSysbenchLog(fixture('s002-mysql55-binlog-on.txt'));
    const g = gapRows(rows([[1, 1000, 70, 200], [2, 1400, 80, 240]]), fields, log, null);
    const tps = g.find((r) => r.key === 'tps')!;
    const measured = log.intervals.reduce((a, r) => a + r.tps, 0) / log.intervals.length;
    expect(tps.model).toBe(1200);
    expect(tps.measured).toBeCloseTo(measured, 9);
    expect(tps.gapPct).toBeCloseTo(((1200 - measured) / measured) * 100, 9);
    expect(g.find((r) => r.key === 'lat_avg_ms')).toMatchObject({ model: 75, measured: 79.43 });
    expect(g.find((r) => r.key === 'redo_fsyncs_ps')).toMatchObject({ model: null, measured: null, gapPct: null });
  });

  it('no model rows yet: the measured side stands alone, no gap', () => {
    const g = gapRows(rows([]), fields, parseSysbenchLog(fixture('s002-mysql55-binlog-off.txt')), null);
    expect(g.find((r) => r.key === 'tps')).toMatchObject({ model: null, gapPct: null });
  });
});
