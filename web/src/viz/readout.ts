// A chart's hover readout: the values of every plotted series at one
// instant. An interval series reads the interval holding that instant
// (its row ends at t_s), a sampled series the nearest sample before it.

export interface PlottedSeries {
  label: string;
  color: string;
  /** Interval records (a value covers the report interval ending at its x), else samples. */
  interval: boolean;
  xs: ArrayLike<number>;
  ys: ArrayLike<number>;
}

export interface Readout {
  /** The stretch the values cover, simulated seconds (one interval; a sample's instant twice). */
  fromS: number;
  toS: number;
  values: Array<{ label: string; color: string; text: string }>;
}

/** First index with xs[i] >= t (xs ascending); xs.length if none. */
function firstAtOrAfter(xs: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The readout at simulated second `t`; null when no series has a value there yet. */
export function readoutAt(series: PlottedSeries[], t: number, reportIntervalS: number, format: (v: number) => string): Readout | null {
  let fromS = NaN;
  let toS = NaN;
  const values: Readout['values'] = [];
  for (const s of series) {
    let i: number;
    if (s.interval) {
      i = firstAtOrAfter(s.xs, t);
      if (i >= s.xs.length) continue; // past the last complete interval
      if (Number.isNaN(fromS)) {
        toS = s.xs[i]!;
        fromS = Math.max(0, toS - reportIntervalS);
      }
    } else {
      i = firstAtOrAfter(s.xs, t);
      if (i >= s.xs.length || s.xs[i]! > t) i -= 1;
      if (i < 0) continue;
      if (Number.isNaN(fromS)) fromS = toS = s.xs[i]!;
    }
    const v = s.ys[i]!;
    if (Number.isFinite(v)) values.push({ label: s.label, color: s.color, text: format(v) });
  }
  return values.length ? { fromS, toS, values } : null;
}
