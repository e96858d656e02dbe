import { describe, expect, it } from 'vitest';
import { chartEndS } from './chart-domain';

const at = (durationS: number, nowS = 0, horizonS = nowS, configuredS: number | null = durationS, reportIntervalS = 1) => ({
  nowNs: nowS * 1e9,
  horizonNs: horizonS * 1e9,
  durationNs: configuredS === null ? 0 : configuredS * 1e9,
  scenario: { durationS, reportIntervalS } as never,
});

describe("the charts' time axis", () => {
  it("spans the run's duration, not ten report intervals", () => {
    expect(chartEndS(at(4))).toBe(4);
    expect(chartEndS(at(4, 2.5))).toBe(4);
    expect(chartEndS(at(4, 4))).toBe(4);
    expect(chartEndS(at(2, 1, 2, 2, 0.1))).toBe(2);
  });

  it('a run longer than ten intervals keeps its length, and does not move while it plays', () => {
    const ends = [0, 1, 7.5, 12, 59.9, 60].map((now) => chartEndS(at(60, now)));
    expect(new Set(ends)).toEqual(new Set([60]));
  });

  it("uses the scenario's duration until the worker has configured the run", () => {
    expect(chartEndS(at(4, 0, 0, null))).toBe(4);
    expect(chartEndS(at(4, 0, 0, 20))).toBe(20); // the configured run wins
  });

  it('never cuts off rows already drawn', () => {
    expect(chartEndS(at(4, 3, 6))).toBe(6);
  });
});
