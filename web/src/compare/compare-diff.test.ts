import { describe, expect, it } from 'vitest';
import { diffOf, directionText, pairDiff, sameFloors, windowMean, windowRows, type Rows } from './compare-diff';
import { COMPARE_METRICS } from './compare-metrics';

/** Pair rows from [A..., B...] arrays of equal length (core stride 2: [x, y]). */
function pairRows(rows: Array<[number[], number[]]>): Rows {
  return { count: rows.length, get: (r, c) => [...rows[r]![0], ...rows[r]![1]][c] ?? NaN };
}

describe('compare diff math', () => {
  it('windows are the last n rows, or all of them', () => {
    expect(windowRows(10, 3)).toEqual([7, 10]);
    expect(windowRows(2, 5)).toEqual([0, 2]);
    expect(windowRows(10, null)).toEqual([0, 10]);
    expect(windowRows(0, 5)).toEqual([0, 0]);
  });

  it('means sum the columns per row and skip rows with a missing value', () => {
    const rows: Rows = { count: 3, get: (r, c) => [[1, 2], [3, NaN], [5, 6]][r]![c]! };
    expect(windowMean(rows, [0], 0, 3)).toBe(3);
    expect(windowMean(rows, [0, 1], 0, 3)).toBe((3 + 11) / 2);
    expect(windowMean(rows, [0], 3, 3)).toBeNaN();
  });

  it('max latency is the slowest interval of the window for each side, not a mean (a stall shows there)', () => {
    // [max_a], [max_b] per interval: B has a 700 ms rotation stall in its third second.
    const rows = pairRows([
      [[9], [8]],
      [[8], [9]],
      [[9], [700]],
    ]);
    const d = pairDiff(rows, 1, [0], 'lower', null, 0.001, 'max');
    expect(d.a).toBe(9);
    expect(d.b).toBe(700);
    expect(d.verdict).toBe('worse');
    expect(COMPARE_METRICS.find((m) => m.id === 'max')?.aggregate).toBe('max');
    expect(COMPARE_METRICS.find((m) => m.id === 'p99')).toBeDefined();
  });

  it('gives B − A, B / A, direction and verdict', () => {
    const tps = diffOf(43461, 20029, 'higher');
    expect(tps.delta).toBe(20029 - 43461);
    expect(tps.ratio).toBeCloseTo(20029 / 43461, 12);
    expect(tps.direction).toBe('lower');
    expect(tps.verdict).toBe('worse');
    const p95 = diffOf(0.434, 0.918, 'lower');
    expect(p95.direction).toBe('higher');
    expect(p95.verdict).toBe('worse');
    expect(diffOf(0.918, 0.434, 'lower').verdict).toBe('better');
    expect(diffOf(100, 200, null)).toMatchObject({ direction: 'higher', verdict: 'neutral', ratio: 2 });
  });

  it('calls differences within 0.5% "about the same", with no verdict', () => {
    expect(diffOf(1000, 1004, 'higher')).toMatchObject({ direction: 'same', verdict: 'neutral' });
    expect(diffOf(1000, 1006, 'higher')).toMatchObject({ direction: 'higher', verdict: 'better' });
    expect(diffOf(0, 0, 'higher')).toMatchObject({ direction: 'same', delta: 0 });
    // A tiny absolute difference is "about the same" however large the ratio.
    expect(diffOf(0.00041, 0.00398, 'lower', 0.05)).toMatchObject({ direction: 'same', verdict: 'neutral' });
    expect(diffOf(0.5, 0.6, 'lower', 0.05)).toMatchObject({ direction: 'higher', verdict: 'worse' });
  });

  it('has no ratio when A is 0 and no direction without data', () => {
    expect(diffOf(0, 5, null).ratio).toBeNaN();
    expect(diffOf(0, 5, null).direction).toBe('higher');
    const none = diffOf(NaN, NaN, 'higher');
    expect(none.direction).toBe('unknown');
    expect(none.verdict).toBe('neutral');
    expect(directionText('unknown').word).toBe('no data yet');
  });

  it('reads A from the first half of each pair row and B from the second', () => {
    const rows = pairRows([
      [[10, 1], [20, 2]],
      [[12, 1], [18, 2]],
      [[14, 1], [16, 2]],
    ]);
    const last2 = pairDiff(rows, 2, [0], 'higher', 2);
    expect(last2).toMatchObject({ a: 13, b: 17, delta: 4, direction: 'higher', verdict: 'better' });
    const run = pairDiff(rows, 2, [0, 1], 'higher', null);
    expect(run).toMatchObject({ a: 13, b: 20 });
    expect(run.ratio).toBeCloseTo(20 / 13, 12);
  });

  it('says direction in words and arrows, never colour alone', () => {
    expect(directionText('higher')).toEqual({ arrow: '▲', word: 'higher' });
    expect(directionText('lower')).toEqual({ arrow: '▼', word: 'lower' });
    expect(directionText('same').arrow).toBe('≈');
  });
});

describe('sameFloors', () => {
  it('lists each unit once, in metric order, so the hint states the rule diffOf applies', () => {
    const floors = sameFloors(COMPARE_METRICS);
    expect(floors.map(([u]) => u)).toEqual(['tps', 'ms', 'per_s', 'cores']);
    for (const [unit, v] of floors) {
      const m = COMPARE_METRICS.find((x) => x.unit === unit)!;
      // A difference at the floor is "about the same" even when B is many times A.
      expect(diffOf(v / 10, v / 10 + v, m.better).direction, unit).not.toBe('same');
      expect(diffOf(v / 10, v / 10 + v, m.better, m.sameBelow).direction, unit).toBe('same');
    }
  });
});
