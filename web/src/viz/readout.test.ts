import { describe, expect, it } from 'vitest';
import { readoutAt, type PlottedSeries } from './readout';

const fmt = (v: number) => v.toFixed(2);

describe('chart hover readout', () => {
  const series: PlottedSeries[] = [
    { label: 'p95', color: '#d55e00', interval: true, xs: [1, 2, 3], ys: [3.08, 3.1, 3.09] },
    { label: 'max', color: '#000', interval: true, xs: [1, 2, 3], ys: [9, 712.4, 8.5] },
  ];

  it('reads every series in the interval holding the instant', () => {
    const r = readoutAt(series, 1.4, 1, fmt)!;
    expect([r.fromS, r.toS]).toEqual([1, 2]);
    expect(r.values.map((v) => `${v.label} ${v.text}`)).toEqual(['p95 3.10', 'max 712.40']);
  });

  it('an instant on an interval end belongs to the interval it ends', () => {
    expect(readoutAt(series, 2, 1, fmt)!.values[1]!.text).toBe('712.40');
  });

  it('says nothing past the last complete interval', () => {
    expect(readoutAt(series, 3.5, 1, fmt)).toBeNull();
  });

  it('a sampled series reads the last sample at or before the instant', () => {
    const s: PlottedSeries = { label: 'queue', color: '#000', interval: false, xs: [0.1, 0.2, 0.3], ys: [1, 5, 2] };
    const r = readoutAt([s], 0.25, 1, fmt)!;
    expect([r.fromS, r.values[0]!.text]).toEqual([0.2, '5.00']);
    expect(readoutAt([s], 0.05, 1, fmt)).toBeNull();
  });
});
