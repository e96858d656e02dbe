// The live diff: mean of a metric over a window of interval rows for A and
// for B, then B − A, B / A, which way it went and whether that is good.
import type { Better } from './compare-metrics';
import { COMPARE_STRINGS, type CompareStrings } from './compare-i18n';

/** Read access to interval rows (a RowBuffer, or a plain table in tests). */
export interface Rows {
  count: number;
  get(row: number, col: number): number;
}

/** B within this fraction of A (relative to the larger) counts as "about the same". */
export const SAME_WITHIN = 0.005;

/**
 * The absolute differences below which each unit counts as "about the same"
 * (metrics' `sameBelow`), one per unit in metric order, for the hint to state.
 */
export function sameFloors(metrics: { unit: string; sameBelow: number }[]): [string, number][] {
  const byUnit = new Map<string, number>();
  for (const m of metrics) if (m.sameBelow > 0 && !byUnit.has(m.unit)) byUnit.set(m.unit, m.sameBelow);
  return [...byUnit];
}

export type Direction = 'higher' | 'lower' | 'same' | 'unknown';
export type Verdict = 'better' | 'worse' | 'neutral';

export interface MetricDiff {
  a: number;
  b: number;
  /** B − A */
  delta: number;
  /** B / A (NaN when A is 0 or either is missing) */
  ratio: number;
  direction: Direction;
  verdict: Verdict;
}

/** Rows [from, to) of the window: the last `n` rows, or all of them when n is null. */
export function windowRows(count: number, n: number | null): [number, number] {
  return [n === null ? 0 : Math.max(0, count - n), count];
}

/** Mean over rows [from, to) of the sum of columns `cols`; rows with a missing value are skipped. */
export function windowMean(rows: Rows, cols: number[], from: number, to: number): number {
  let sum = 0;
  let n = 0;
  for (let r = from; r < to; r++) {
    let v = 0;
    for (const c of cols) v += rows.get(r, c);
    if (Number.isFinite(v)) {
      sum += v;
      n++;
    }
  }
  return n ? sum / n : NaN;
}

/** The largest over rows [from, to) of the sum of columns `cols`; rows with a missing value are skipped. */
export function windowMax(rows: Rows, cols: number[], from: number, to: number): number {
  let max = NaN;
  for (let r = from; r < to; r++) {
    let v = 0;
    for (const c of cols) v += rows.get(r, c);
    if (Number.isFinite(v) && !(v <= max)) max = v;
  }
  return max;
}

/**
 * `sameBelow`: an absolute difference too small to matter (e.g. 0.004 of a
 * core of spinning), shown as "about the same" however large the ratio.
 */
export function diffOf(a: number, b: number, better: Better, sameBelow = 0): MetricDiff {
  const delta = b - a;
  const ratio = a !== 0 && Number.isFinite(a) && Number.isFinite(b) ? b / a : NaN;
  let direction: Direction;
  if (!Number.isFinite(delta)) direction = 'unknown';
  else if (Math.abs(delta) <= Math.max(sameBelow, SAME_WITHIN * Math.max(Math.abs(a), Math.abs(b)))) direction = 'same';
  else direction = delta > 0 ? 'higher' : 'lower';
  let verdict: Verdict = 'neutral';
  if (better && (direction === 'higher' || direction === 'lower')) verdict = direction === better ? 'better' : 'worse';
  return { a, b, delta, ratio, direction, verdict };
}

/**
 * One metric's diff over a window of pair rows, where each row holds A's
 * core row then B's (`coreStride` doubles each, see lockstep-pair.ts).
 */
export function pairDiff(rows: Rows, coreStride: number, cols: number[], better: Better, lastN: number | null, sameBelow = 0, aggregate: 'mean' | 'max' = 'mean'): MetricDiff {
  const [from, to] = windowRows(rows.count, lastN);
  const over = aggregate === 'max' ? windowMax : windowMean;
  const a = over(rows, cols, from, to);
  const b = over(rows, cols.map((c) => c + coreStride), from, to);
  return diffOf(a, b, better, sameBelow);
}

/** The arrow and word for a direction: the table never relies on colour alone. */
export function directionText(d: Direction, words: CompareStrings['direction'] = COMPARE_STRINGS.en.direction): { arrow: string; word: string } {
  switch (d) {
    case 'higher':
      return { arrow: '▲', word: words.higher };
    case 'lower':
      return { arrow: '▼', word: words.lower };
    case 'same':
      return { arrow: '≈', word: words.same };
    default:
      return { arrow: '–', word: words.unknown };
  }
}
