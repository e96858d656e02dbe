import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareFigures, modelFigures, readRunFile } from './run-file.js';
import { fixturePath } from './testing/fixtures';

const text = readFileSync(fixturePath('mariadb-10.11-run.json'), 'utf8');

describe('measured run file', () => {
  it('a run written by npm run measure reads back with its figures', () => {
    const r = readRunFile(text);
    if (r.error !== undefined) throw new Error(r.error.en);
    expect(r.log.dropped).toEqual([]);
    expect(r.log.intervals).toHaveLength(3);
    expect(r.summary.tps).toBe(r.log.final?.tps);
    expect(r.summary.lat_p95_ms).toBe(r.log.final?.latency_ms?.pct);
    expect(r.status?.seconds).toBe(r.run.status?.seconds);
    expect(r.summary.trx_per_redo_fsync).toBeCloseTo(r.summary.tps! / r.summary.redo_fsyncs_ps!, 9);
    expect(r.summary.binlog_group_commits_ps).toBeGreaterThan(0);
  });

  it('a run the hypervisor took CPU from says so, in both languages; a quiet one says nothing', () => {
    const run = JSON.parse(text);
    const notes = (steal: number | null) => {
      const r = readRunFile({ ...run, machine: { ...run.machine, steal_share: steal } });
      if (r.error !== undefined) throw new Error(r.error.en);
      return r.status!.notes.filter((n) => /steal/.test(n.en));
    };
    expect(notes(0.38)).toHaveLength(1);
    expect(notes(0.38)[0]!.en).toMatch(/^the hypervisor took 38% of this host's CPU time during the run/);
    expect(notes(0.38)[0]!.zh).toContain('38%');
    expect(notes(0.01)).toEqual([]);
    expect(notes(null)).toEqual([]);
  });

  it('refuses what is not a run file, naming the field', () => {
    const run = JSON.parse(text);
    expect(readRunFile('{').error?.en).toMatch(/^not JSON/);
    expect(readRunFile({ ...run, kind: 'other' }).error?.en).toBe('kind: "other" is not allowed; expected "commitlab-measured-run"');
    expect(readRunFile({ ...run, version: 2 }).error?.en).toBe('version: 2 is not allowed; expected 1');
    expect(readRunFile({ ...run, sysbench: {} }).error?.en).toMatch(/^sysbench.output: missing/);
    expect(readRunFile({ ...run, sysbench: { output: 'hello' } }).error?.en).toBe('sysbench.output: no interval line and no final report in it');
    expect(readRunFile({ ...run, scenario: {} }).error?.en).toMatch(/^scenario.knobs: missing/);
  });

  it('model beside measurement: the gap is (model - measured) / measured', () => {
    const model = modelFigures({
      summary: { tps: 1500, total_time_s: 2, latency_ms: { avg: 2, p95: 3 }, redo_fsyncs: 2000, binlog_fsyncs: 1000, redo_bytes: 4000, binlog_bytes: 6000 },
      interval_fields: ['t_s', 'tps'],
      intervals: [[1, 1400], [2, 1600]],
      scenario: { knobs: { log_bin: true } },
    });
    expect(model).toMatchObject({ tps: 1500, redo_fsyncs_ps: 1000, binlog_group_commits_ps: 500, trx_per_redo_fsync: 1.5, redo_bytes_ps: 2000 });
    expect(model.tps_cv).toBeCloseTo(Math.sqrt(2 * 100 ** 2) / 1500, 9);
    const rows = compareFigures(model, { ...model, tps: 1000, lat_p95_ms: null });
    expect(rows.find((r) => r.key === 'tps')?.gapPct).toBeCloseTo(50, 9);
    expect(rows.find((r) => r.key === 'lat_p95_ms')?.gapPct).toBeNull();
  });
});
