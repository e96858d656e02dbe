// A tuning step's tries: one row per setting (a setting run again replaces
// its row), means over the rows since the last change, how many are still
// asked for, and which knob the plot puts on its x axis.
import { describe, expect, it } from 'vitest';
import { RowBuffer } from '../store/row-buffer';
import { CHARTS } from '../viz/chart-specs';
import { CHART_IDS } from './lesson-format.js';
import { plotKnob, triesLeft, tryFromRows, withTry, type TuneTry } from './tune-tries';

const NAMES = ['innodb_thread_concurrency', 'innodb_spin_wait_delay'];
const at = (c: number, d: number, tps: number): TuneTry => ({ knobs: { innodb_thread_concurrency: c, innodb_spin_wait_delay: d }, tps, p95Ms: 1, cpuCores: 2 });

describe('a tuning step\'s tries', () => {
  it('summarises the picked rows: mean TPS and p95, busy cores = work + spin; only the tune knobs', () => {
    const idx = new Map([['t_s', 0], ['tps', 1], ['lat_p95_ms', 2], ['cpu_work_cores', 3], ['cpu_spin_cores', 4]]);
    const rows = new RowBuffer(5);
    rows.push([1, 100, 9, 1, 0]);
    rows.push([2, 200, 4, 3, 1]);
    rows.push([3, 400, 2, 5, 1]);
    const t = tryFromRows({ innodb_thread_concurrency: 80, innodb_spin_wait_delay: 2, threads: 256 }, NAMES, rows, idx, [1, 2]);
    expect(t).toEqual({ knobs: { innodb_thread_concurrency: 80, innodb_spin_wait_delay: 2 }, tps: 300, p95Ms: 3, cpuCores: 5 });
    expect(tryFromRows({}, NAMES, rows, idx, [])).toBeNull();
  });

  it('a new setting adds a row; the same setting again replaces its row in place', () => {
    let list = withTry([], at(16, 2, 100));
    list = withTry(list, at(80, 2, 300));
    list = withTry(list, at(16, 2, 110));
    expect(list.map((t) => t.tps)).toEqual([110, 300]);
    expect(withTry(list, at(16, 3, 90))).toHaveLength(3);
  });

  it('asks for the step\'s number of settings, then none', () => {
    expect(triesLeft(3, [at(16, 2, 1)])).toBe(2);
    expect(triesLeft(3, [at(16, 2, 1), at(32, 2, 1), at(80, 2, 1), at(112, 2, 1)])).toBe(0);
    expect(triesLeft(undefined, [])).toBe(0);
  });

  it('plots against the numeric knob that was varied', () => {
    expect(plotKnob(NAMES, [at(16, 2, 1), at(80, 2, 1)])).toBe('innodb_thread_concurrency');
    expect(plotKnob(NAMES, [at(16, 2, 1), at(16, 6, 1)])).toBe('innodb_spin_wait_delay');
    expect(plotKnob(['filesystem'], [{ knobs: { filesystem: 'xfs' }, tps: 1, p95Ms: 1, cpuCores: 1 }])).toBeNull();
  });

  it('the lesson format knows exactly the lab\'s charts (a step\'s charts: names them)', () => {
    expect([...CHART_IDS].sort()).toEqual(CHARTS.map((c) => c.id).sort());
  });
});
