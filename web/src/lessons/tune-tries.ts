// A tuning step's tries: each run of the step the learner finished, as the
// settings of the step's `tune:` knobs and what they gave (TPS, p95
// latency, busy CPU cores), so "which setting is best?" is answered from a
// table of the learner's own runs, not from the one run on screen.
import type { KnobValue } from '../model/schema';
import type { RowBuffer } from '../store/row-buffer';

export interface TuneTry {
  /** The `tune:` knobs' values in force over the summarised rows. */
  knobs: Record<string, KnobValue>;
  tps: number;
  p95Ms: number;
  /** Cores working or spinning (what `top` counts as busy). */
  cpuCores: number;
}

export type FieldIndex = Map<string, number>;

const mean = (rows: RowBuffer, col: number | undefined, pick: number[]) => (col === undefined || !pick.length ? NaN : pick.reduce((a, r) => a + rows.get(r, col), 0) / pick.length);

/**
 * The try a finished run makes: means over the picked rows (live-window.ts:
 * the whole intervals since the last knob change). Null with no rows.
 */
export function tryFromRows(knobs: Record<string, KnobValue>, names: string[], rows: RowBuffer, idx: FieldIndex, pick: number[]): TuneTry | null {
  if (!pick.length) return null;
  const cpu = mean(rows, idx.get('cpu_work_cores'), pick) + (idx.has('cpu_spin_cores') ? mean(rows, idx.get('cpu_spin_cores'), pick) : 0);
  return {
    knobs: Object.fromEntries(names.map((n) => [n, knobs[n]!])),
    tps: mean(rows, idx.get('tps'), pick),
    p95Ms: mean(rows, idx.get('lat_p95_ms'), pick),
    cpuCores: cpu,
  };
}

export function sameSettings(a: TuneTry, b: TuneTry): boolean {
  const keys = new Set([...Object.keys(a.knobs), ...Object.keys(b.knobs)]);
  return [...keys].every((k) => a.knobs[k] === b.knobs[k]);
}

/** The list with this try added; a setting tried before is replaced (same model, same seed: same result), keeping its place. */
export function withTry(list: readonly TuneTry[], t: TuneTry): TuneTry[] {
  const at = list.findIndex((x) => sameSettings(x, t));
  if (at < 0) return [...list, t];
  const out = [...list];
  out[at] = t;
  return out;
}

/** How many more settings the step asks for before its answer (0: the answer may be shown). */
export function triesLeft(wanted: number | undefined, list: readonly TuneTry[]): number {
  return wanted === undefined ? 0 : Math.max(0, wanted - list.length);
}

/** The knob the plot puts on its x axis: the first numeric one whose value differs between tries (else the first numeric one). */
export function plotKnob(names: string[], list: readonly TuneTry[]): string | null {
  const numeric = names.filter((n) => list.length > 0 && list.every((t) => typeof t.knobs[n] === 'number'));
  return numeric.find((n) => new Set(list.map((t) => t.knobs[n])).size > 1) ?? numeric[0] ?? null;
}
