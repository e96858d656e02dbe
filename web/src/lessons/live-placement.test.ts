import { describe, expect, it } from 'vitest';
import { placeLiveRun, settingsDiffer, settingsText, type FigureSlot, type RunSettings } from './live-placement';

const box = 's000_112core_nvme';
const s = (concurrency: number, spin: number, logBin = false): RunSettings => ({
  machine: box,
  knobs: { threads: 256, log_bin: logBin, innodb_thread_concurrency: concurrency, innodb_spin_wait_delay: spin },
});
// Lesson 01 step 4's rows: the article's runs at 80/3, 112/3, 16/2 and 128/2.
const rows: FigureSlot[] = [
  { key: 'c80-d3', metric: 'tps', settings: s(80, 3) },
  { key: 'c112-d3', metric: 'tps', settings: s(112, 3) },
  { key: 'c16-d2', metric: 'tps', settings: s(16, 2) },
  { key: 'c128-d2', metric: 'tps', settings: s(128, 2) },
];
const any = () => true;

describe('where the learner’s run goes in a figure chart', () => {
  it('on the row whose configuration it has', () => {
    expect(placeLiveRun(s(16, 2), rows, any)).toEqual({ kind: 'rows', keys: ['c16-d2'] });
    // Changed to another row's configuration: drawn there, not on the step's row.
    expect(placeLiveRun(s(80, 3), rows, any)).toEqual({ kind: 'rows', keys: ['c80-d3'] });
  });

  it('concurrency 80 with spin delay 2 is no row: its own, named by what tells it apart', () => {
    const p = placeLiveRun(s(80, 2), rows, any);
    expect(p).toEqual({ kind: 'own', settings: ['innodb_thread_concurrency', 'innodb_spin_wait_delay'], metrics: ['tps'] });
    if (p.kind === 'own') expect(settingsText(s(80, 2), p.settings)).toBe('innodb_thread_concurrency=80, innodb_spin_wait_delay=2');
  });

  it('a run that differs from every row in one knob is named by that knob only', () => {
    const one = [{ key: 'off', metric: 'tps', settings: s(16, 2) }];
    const p = placeLiveRun(s(16, 2, true), one, any);
    expect(p).toEqual({ kind: 'own', settings: ['log_bin'], metrics: ['tps'] });
    if (p.kind === 'own') expect(settingsText(s(16, 2, true), p.settings)).toBe('log_bin=ON');
  });

  it('another machine counts as another configuration', () => {
    const elsewhere = { ...s(16, 2), machine: 'laptop' };
    expect(settingsDiffer(elsewhere, s(16, 2))).toEqual(['machine']);
    expect(placeLiveRun(elsewhere, rows.slice(2, 3), any)).toEqual({ kind: 'own', settings: ['machine'], metrics: ['tps'] });
  });

  it('rows with no configuration or a metric no run shows are left out; none left, no bar at all', () => {
    const gains: FigureSlot[] = [{ key: 'gain', metric: 'peak_tps_gain_pct', settings: null }];
    expect(placeLiveRun(s(16, 2), gains, any)).toEqual({ kind: 'none' });
    expect(placeLiveRun(s(16, 2), rows, (m) => m !== 'tps')).toEqual({ kind: 'none' });
  });

  it('an own row carries each metric the rows quote, once, in their order', () => {
    const mixed: FigureSlot[] = [
      { key: 'a', metric: 'tps', settings: s(16, 6) },
      { key: 'b', metric: 'avg_latency_ms', settings: s(16, 6) },
      { key: 'c', metric: 'tps', settings: s(16, 6, true) },
    ];
    expect(placeLiveRun(s(32, 6), mixed, any)).toEqual({ kind: 'own', settings: ['log_bin', 'innodb_thread_concurrency'], metrics: ['tps', 'avg_latency_ms'] });
  });
});
