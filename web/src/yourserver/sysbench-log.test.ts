import { describe, expect, it } from 'vitest';
import { parseSysbenchLog, sysbenchSummary } from './sysbench-log.js';
import { fixture } from './testing/fixtures';

describe('sysbench 0.5 interval lines (S001)', () => {
  it('reads all 21 lines of the 1000 MB run, the zero-TPS second included', () => {
    const log = parseSysbenchLog(fixture('s001-rotation-1000mb.txt'));
    expect(log.format).toBe('sysbench-0.5');
    expect(log.dropped).toEqual([]);
    expect(log.intervals).toHaveLength(21);
    expect(log.percentile).toBe(95);
    expect(log.intervals[0]).toMatchObject({ t_s: 571, threads: 128, tps: 37666, writes_ps: 113177, lat_ms: 2.78 });
    expect(log.intervals[1]).toMatchObject({ t_s: 572, tps: 0, lat_ms: 0 });
    expect(log.intervals[19]).toMatchObject({ t_s: 590, tps: 1092 });
    expect(log.final).toBeNull();
    const s = sysbenchSummary(log);
    expect(s.source).toBe('interval lines');
    expect(s.tps).toBeCloseTo(log.intervals.reduce((a, r) => a + r.tps, 0) / 21, 6);
  });

  it('keeps the errors column (1.00 at 213 s in the 250 MB run)', () => {
    const log = parseSysbenchLog(fixture('s001-rotation-250mb.txt'));
    expect(log.intervals).toHaveLength(13);
    expect(log.intervals.find((r) => r.t_s === 213)?.errors_ps).toBe(1);
  });
});

describe('sysbench 1.0 output (S002)', () => {
  it('reads the interval lines and the final report of the binlog ON run', () => {
    const log = parseSysbenchLog(fixture('s002-mysql55-binlog-on.txt'));
    expect(log.format).toBe('sysbench-1.0');
    expect(log.dropped).toEqual([]);
    expect(log.intervals.map((r) => r.tps)).toEqual([1391.16, 1302.81, 1305.7, 1354.09, 1354.2, 1188.9, 1060.1, 1163.7, 1216.5, 1250.09]);
    expect(log.intervals[0]).toMatchObject({ t_s: 10, threads: 100, qps: 1391.16, reads_ps: 0, writes_ps: 1391.16, other_ps: 0, lat_ms: 150.29 });
    expect(log.final).toMatchObject({ transactions: 125975, tps: 1257.66, total_time_s: 100.1647, events: 125975, percentile: 95 });
    expect(log.final?.latency_ms).toEqual({ min: 1.17, avg: 79.43, max: 788.5, pct: 179.94, sum: 10006517.26 });
    expect(sysbenchSummary(log)).toMatchObject({ tps: 1257.66, lat_avg_ms: 79.43, lat_pct_ms: 179.94, source: 'final report' });
  });

  it('reads the binlog OFF run ten times faster, as the article printed', () => {
    const log = parseSysbenchLog(fixture('s002-mysql55-binlog-off.txt'));
    expect(log.final?.tps).toBe(10187.78);
    expect(log.final?.latency_ms?.pct).toBe(36.24);
  });

  it('reads a real sysbench 1.0.20 run with its preamble', () => {
    const log = parseSysbenchLog(fixture('mariadb-10.11-sysbench-oltp-update-index.txt'));
    expect(log.dropped).toEqual([]);
    expect(log.version).toBe('1.0.20');
    expect(log.threads).toBe(4);
    expect(log.reportIntervalS).toBe(1);
    expect(log.intervals.map((r) => r.t_s)).toEqual([1, 2, 3]);
    expect(log.final?.transactions).toBeGreaterThan(0);
  });
});

describe('damaged input keeps what it can read and names what it dropped', () => {
  const text = fixture('s002-mysql55-binlog-on.txt');

  it('a log cut in the middle of a line', () => {
    const cut = text.slice(0, text.indexOf('[ 40s ]') + 30);
    const log = parseSysbenchLog(cut);
    expect(log.intervals.map((r) => r.t_s)).toEqual([10, 20, 30]);
    expect(log.final).toBeNull();
    expect(log.dropped).toHaveLength(1);
    expect(log.dropped[0]).toMatchObject({ line: 4, text: '[ 40s ] thds: 100 tps: 1354.09' });
    expect(log.dropped[0]!.expected.en).toMatch(/^lat \(ms,95%\)/);
  });

  it('a corrupted number, a missing time and an out-of-order line', () => {
    const lines = text.split('\n');
    lines[1] = lines[1]!.replace('1302.81', '13O2.81'); // letter O
    lines[2] = lines[2]!.replace('[ 30s ]', '[ ]');
    lines[4] = lines[4]!.replace('[ 50s ]', '[ 5s ]');
    const log = parseSysbenchLog(lines.join('\n'));
    expect(log.intervals.map((r) => r.t_s)).toEqual([10, 40, 60, 70, 80, 90, 100]);
    expect(log.dropped.map((d) => d.line)).toEqual([2, 3, 5]);
    expect(log.dropped[0]!.expected.en).toContain('tps: a number, not "13O2.81"');
    expect(log.dropped[1]!.expected.en).toContain('elapsed time');
    expect(log.dropped[2]!.expected.en).toContain('later than the line before (40s)');
    expect(log.final?.tps).toBe(1257.66);
  });

  it('a final-report line with a broken value', () => {
    const log = parseSysbenchLog(text.replace('(1257.66 per sec.)', '(1257.66 per sek.)'));
    expect(log.dropped).toHaveLength(1);
    expect(log.dropped[0]).toMatchObject({ line: 17, expected: { en: 'transactions: N (N per sec.)' } });
    expect(log.final?.qps).toBe(1257.66);
  });

  it('prose around the log is dropped line by line, the log itself read', () => {
    const log = parseSysbenchLog(`测试结果如下:\n${text}\n完结。`);
    expect(log.intervals).toHaveLength(10);
    expect(log.dropped.map((d) => d.line)).toEqual([1, text.split('\n').length + 2]);
    expect(log.dropped[1]!.text).toBe('完结。');
  });

  it('mixing the 1.0 and 0.5 formats keeps the first', () => {
    const log = parseSysbenchLog(`${text.split('\n')[0]}\n${fixture('s001-rotation-250mb.txt').trim().split('\n')[0]}`);
    expect(log.intervals).toHaveLength(1);
    expect(log.dropped[0]!.expected.en).toContain('the same format');
  });

  it('empty input reads nothing and drops nothing', () => {
    expect(parseSysbenchLog('')).toMatchObject({ intervals: [], final: null, dropped: [], format: null });
  });
});

describe('other locales and line ends', () => {
  it('comma decimal separators in both formats', () => {
    const v1 = parseSysbenchLog(fixture('s002-mysql55-binlog-on.txt').replace(/(\d)\.(\d)/g, '$1,$2'));
    expect(v1.dropped).toEqual([]);
    expect(v1.intervals[0]).toMatchObject({ tps: 1391.16, lat_ms: 150.29 });
    expect(v1.final).toMatchObject({ tps: 1257.66, total_time_s: 100.1647 });
    const v05 = parseSysbenchLog(fixture('s001-rotation-1000mb.txt').replace(/(\d)\.(\d)/g, '$1,$2'));
    expect(v05.dropped).toEqual([]);
    expect(v05.intervals[0]).toMatchObject({ tps: 37666, writes_ps: 113177, lat_ms: 2.78 });
  });

  it('Windows line ends give the same result as Unix ones', () => {
    const unix = fixture('s002-mysql55-binlog-on.txt');
    const crlf = parseSysbenchLog(unix.replace(/\n/g, '\r\n'));
    expect(crlf).toEqual(parseSysbenchLog(unix));
  });
});
