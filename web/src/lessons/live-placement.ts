// Where the learner's run goes in a lesson's figure chart. A figure row
// holds one configuration (its scenario file); the run is drawn on a row
// only when it has exactly that configuration. Otherwise it gets its own
// row, named by the settings that tell it apart from the rows, so a run at
// concurrency 80 is never read as "my 16 beat the article's 16".
import { knobValueShown } from '../model/knob-values';
import type { KnobValue } from '../model/schema';

/** A configuration: machine profile and every knob's value. */
export interface RunSettings {
  machine: string;
  knobs: Record<string, KnobValue>;
}

/** A figure row of the chart: its key, its metric and the configuration it was measured on (null: none, e.g. a gain over several runs). */
export interface FigureSlot {
  key: string;
  metric: string;
  settings: RunSettings | null;
}

export type LivePlacement =
  /** On these rows: the run has their configuration. */
  | { kind: 'rows'; keys: string[] }
  /** On a row of its own, named by these settings' values, one bar per metric. */
  | { kind: 'own'; settings: string[]; metrics: string[] }
  /** Nowhere: no row has a configuration and a metric a run can show. */
  | { kind: 'none' };

/** Names of what differs between two configurations: "machine", then knobs in `a`'s order. */
export function settingsDiffer(a: RunSettings, b: RunSettings): string[] {
  const out: string[] = a.machine !== b.machine ? ['machine'] : [];
  for (const name of Object.keys(a.knobs)) if (a.knobs[name] !== b.knobs[name]) out.push(name);
  for (const name of Object.keys(b.knobs)) if (!(name in a.knobs)) out.push(name);
  return out;
}

export function placeLiveRun(run: RunSettings, figures: FigureSlot[], canShow: (metric: string) => boolean): LivePlacement {
  const comparable = figures.filter((f): f is FigureSlot & { settings: RunSettings } => f.settings !== null && canShow(f.metric));
  if (!comparable.length) return { kind: 'none' };
  const same = comparable.filter((f) => settingsDiffer(run, f.settings).length === 0);
  if (same.length) return { kind: 'rows', keys: same.map((f) => f.key) };
  // Every setting in which the run differs from some row: together they say what the run is.
  const differ = new Set(comparable.flatMap((f) => settingsDiffer(run, f.settings)));
  const order = ['machine', ...Object.keys(run.knobs)];
  return {
    kind: 'own',
    settings: order.filter((n) => differ.has(n)),
    metrics: [...new Set(comparable.map((f) => f.metric))],
  };
}

/** "innodb_thread_concurrency=80, log_bin=ON": the run's values of the named settings. */
export function settingsText(run: RunSettings, names: string[], separator = ', '): string {
  return names.map((n) => `${n}=${n === 'machine' ? run.machine : knobValueShown(run.knobs[n] ?? '')}`).join(separator);
}
