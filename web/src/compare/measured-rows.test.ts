import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import schemaFixture from '../model/__fixtures__/schema.json';
import { readRunFile } from '../yourserver/run-file.js';
import { parseServerVariables } from '../yourserver/server-variables.js';
import { fixturePath } from '../yourserver/testing/fixtures';
import { measuredFields, measuredLengthS, withMeasuredB } from './measured-rows';

const names = schemaFixture.interval_fields.map((f) => f.name);
const stride = names.length;
const col = (n: string) => names.indexOf(n);

/** A pair's rows: A's core row (t, tps = 1000 + r, the rest 7), then B's core row (all 99). */
function pairRows(ts: number[]) {
  return {
    count: ts.length,
    get(r: number, c: number) {
      if (c >= stride) return 99;
      if (c === col('t_s')) return ts[r]!;
      if (c === col('tps')) return 1000 + r;
      return 7;
    },
  };
}

describe('B as a measured run: the pair rows with B read from the run', () => {
  const read = readRunFile(readFileSync(fixturePath('mariadb-10.11-run.json'), 'utf8'));
  if (read.error) throw new Error(read.error.en);
  const variables = parseServerVariables(read.run.server!.variables!, schemaFixture.knobs);
  const m = measuredFields({ log: read.log, status: read.status, variables });

  it('takes TPS and p95 per interval line, fsyncs as the run-wide status rates', () => {
    expect(m.t).toEqual([1, 2, 3]);
    expect(m.series.tps).toEqual([2348.23, 2367.06, 2298.34]);
    expect(m.series.lat_p95_ms![0]).toBe(5.57);
    expect(m.rates.redo_fsyncs_ps).toBeCloseTo(read.status!.rates.redo_fsyncs_ps!, 9);
    expect(m.rates.binlog_fsyncs_ps).toBeCloseTo(read.status!.rates.binlog_group_commits_ps!, 9); // sync_binlog=1
    expect(measuredLengthS(m)).toBe(3);
  });

  it("keeps A's half, puts the measured interval at A's time in B's half, NaN where nothing was measured", () => {
    const rows = withMeasuredB(pairRows([1, 2, 3, 4]), stride, names, col('t_s'), m);
    expect(rows.count).toBe(4);
    expect(rows.get(1, col('tps'))).toBe(1001); // A untouched
    expect([0, 1, 2, 3].map((r) => rows.get(r, stride + col('tps')))).toEqual([2348.23, 2367.06, 2298.34, NaN]);
    expect(rows.get(0, stride + col('t_s'))).toBe(1);
    expect(rows.get(2, stride + col('redo_fsyncs_ps'))).toBeCloseTo(m.rates.redo_fsyncs_ps!, 9);
    expect(rows.get(3, stride + col('redo_fsyncs_ps'))).toBeNaN(); // past the run's end
    expect(rows.get(0, stride + col('cpu_work_cores'))).toBeNaN(); // never measured
    expect(rows.get(0, stride + col('lat_avg_ms'))).toBeNaN(); // sysbench prints no per-interval mean
  });

  it('a half-interval offset still matches; no status gives no fsyncs; binlog off gives 0 binlog fsyncs', () => {
    const rows = withMeasuredB(pairRows([1.4, 2.4]), stride, names, col('t_s'), m);
    expect(rows.get(1, stride + col('tps'))).toBe(2367.06);
    const bare = measuredFields({ log: read.log, status: null, variables: null });
    expect(bare.rates).toEqual({});
    const off = measuredFields({ log: read.log, status: read.status, variables: { ...variables, knobs: { ...variables.knobs, log_bin: false } } });
    expect(off.rates.binlog_fsyncs_ps).toBe(0);
  });
});
