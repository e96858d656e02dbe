// The learner's run as a lesson's figure chart draws it: the settings in
// force at the clock (after the last knob change), the rows since that
// change, and where that lands among the chart's rows (live-placement.ts).
import { useMemo } from 'react';
import { useLab } from '../ui/lab-context';
import { initialKnobs, knobsAt } from '../model/scenario';
import { fieldIndex } from '../model/schema';
import { labScenarioFromFile } from './catalog';
import { hasLiveMetric, liveMetric } from './live-metrics';
import { placeLiveRun, type RunSettings } from './live-placement';
import { liveWindow } from './live-window';

export interface LiveFigure {
  key: string;
  metric: string;
  /** The figure's scenario, relative to lessons/ (null: it has none). */
  scenarioPath: string | null;
}

export interface LiveRun {
  /** Values drawn on figure rows whose configuration the run has, by figure key. */
  onRows: Map<string, number>;
  /** The run on a row of its own: its settings, the names that tell it apart, one value per metric. */
  own: { settings: RunSettings; names: string[]; values: Array<{ metric: string; value: number }> } | null;
  /** The last knob change the summarised rows follow, in simulated seconds; null when none. */
  sinceS: number | null;
  /** The run has a place in the chart but no whole interval to show yet (just after a change). */
  waiting: boolean;
}

const NONE: LiveRun = { onRows: new Map(), own: null, sinceS: null, waiting: false };

export function useLiveRun(figures: LiveFigure[]): LiveRun {
  const schema = useLab((s) => s.schema);
  const scenario = useLab((s) => s.scenario);
  const rows = useLab((s) => s.rows);
  const rowCount = useLab((s) => s.rows.count);
  // The clock on the interval grid: re-drawn once per interval, not every frame.
  const nowNs = useLab((s) => {
    const step = Math.max(1, s.scenario.reportIntervalS * 1e9);
    return Math.floor(s.nowNs / step + 1e-9) * step;
  });
  const figureSettings = useMemo(() => {
    const out = new Map<string, RunSettings | null>();
    if (!schema) return out;
    for (const f of figures) {
      const sc = f.scenarioPath ? labScenarioFromFile(schema, f.scenarioPath).scenario : null;
      out.set(f.key, sc ? { machine: sc.machine, knobs: initialKnobs(schema, sc) } : null);
    }
    return out;
  }, [schema, figures]);

  return useMemo(() => {
    if (!schema || rowCount === 0) return NONE;
    const idx = fieldIndex(schema);
    const run: RunSettings = { machine: scenario.machine, knobs: knobsAt(schema, scenario, nowNs) };
    const place = placeLiveRun(
      run,
      figures.map((f) => ({ key: f.key, metric: f.metric, settings: figureSettings.get(f.key) ?? null })),
      hasLiveMetric,
    );
    if (place.kind === 'none') return NONE;
    const win = liveWindow(rows, idx.get('t_s'), scenario.schedule, scenario.reportIntervalS, nowNs / 1e9);
    const value = (metric: string) => liveMetric(metric, rows, idx, win.rows);
    if (place.kind === 'rows') {
      const onRows = new Map<string, number>();
      for (const key of place.keys) {
        const v = value(figures.find((f) => f.key === key)!.metric);
        if (v !== undefined) onRows.set(key, v);
      }
      return { onRows, own: null, sinceS: win.sinceS, waiting: onRows.size === 0 };
    }
    const values = place.metrics.flatMap((metric) => {
      const v = value(metric);
      return v === undefined ? [] : [{ metric, value: v }];
    });
    return { onRows: new Map(), own: values.length ? { settings: run, names: place.settings, values } : null, sinceS: win.sinceS, waiting: values.length === 0 };
    // rowCount: the buffer is mutated in place, its count says when rows arrived.
  }, [schema, scenario, rows, rowCount, nowNs, figures, figureSettings]);
}
