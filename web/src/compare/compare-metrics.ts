// What the comparison measures: TPS, p95 latency, fsyncs per second and CPU,
// each read from the core's interval fields. The candidate field names come
// from the lab's own chart specs, so a renamed field is fixed in one place.
import { CHARTS, resolveInterval, type ChartSpec } from '../viz/chart-specs';
import { COMPARE_STRINGS } from './compare-i18n';

/** English names (the export's labels; the page shows them in the chosen language, compare-i18n.ts). */
const NAMES = COMPARE_STRINGS.en.metrics;

/** Which way is good; null when neither is (more fsyncs is not "worse" per se). */
export type Better = 'higher' | 'lower' | null;

export interface CompareMetric {
  id: string;
  label: string;
  unit: ChartSpec['unit'];
  /** Summed; each part lists candidate field names (first available wins). */
  parts: string[][];
  better: Better;
  /** Absolute difference that counts as "about the same" (in the metric's unit). */
  sameBelow: number;
  /** Drawn as a chart (the others are table rows only). */
  chart: boolean;
  /** The export's column stem, unit included (`p95_latency_ms` gives `p95_latency_ms_a`, `p95_latency_ms_b`). */
  column: string;
  /** Decimals the export keeps: finer than the model resolves is float noise. */
  decimals: number;
  /** Over a window of intervals: their mean (default), or their largest (max latency: the slowest transaction). */
  aggregate?: 'mean' | 'max';
}

/** Interval field candidates of one series of one lab chart. */
function chartFields(chartId: string, seriesLabel: string): string[] {
  const series = CHARTS.find((c) => c.id === chartId)?.series.find((s) => s.label === seriesLabel);
  for (const src of series?.sources ?? []) if (src.kind === 'interval') return src.fields;
  return [];
}

export const COMPARE_METRICS: CompareMetric[] = [
  // Decimals: TPS and fsyncs/s are whole per 1-s interval (one decimal for shorter ones), latency to the microsecond, cores to a hundredth.
  { id: 'tps', label: NAMES.tps!, unit: 'tps', parts: [chartFields('tps', 'TPS')], better: 'higher', sameBelow: 1, chart: true, column: 'tps', decimals: 1 },
  { id: 'p95', label: NAMES.p95!, unit: 'ms', parts: [chartFields('latency', 'p95')], better: 'lower', sameBelow: 0.001, chart: true, column: 'p95_latency_ms', decimals: 3 },
  { id: 'p99', label: NAMES.p99!, unit: 'ms', parts: [chartFields('latency', 'p99')], better: 'lower', sameBelow: 0.001, chart: false, column: 'p99_latency_ms', decimals: 3 },
  { id: 'max', label: NAMES.max!, unit: 'ms', parts: [chartFields('latency', 'max')], better: 'lower', sameBelow: 0.001, chart: false, column: 'max_latency_ms', decimals: 3, aggregate: 'max' },
  { id: 'fsyncs', label: NAMES.fsyncs!, unit: 'per_s', parts: [chartFields('fsyncs', 'redo'), chartFields('fsyncs', 'binlog')], better: null, sameBelow: 1, chart: true, column: 'fsyncs_per_s', decimals: 1 },
  { id: 'cpu', label: NAMES.cpu!, unit: 'cores', parts: [chartFields('cpu', 'work'), chartFields('cpu', 'spin')], better: null, sameBelow: 0.05, chart: true, column: 'cpu_busy_cores', decimals: 2 },
  { id: 'spin', label: NAMES.spin!, unit: 'cores', parts: [chartFields('cpu', 'spin')], better: 'lower', sameBelow: 0.05, chart: false, column: 'cpu_spin_cores', decimals: 2 },
];

/** A metric bound to interval columns of one core's row; null if the core reports none of its parts. */
export function metricColumns(fields: Map<string, number>, metric: CompareMetric): number[] | null {
  const cols = metric.parts.map((names) => resolveInterval(fields, names)).filter((c): c is number => c !== undefined);
  return cols.length ? cols : null;
}
