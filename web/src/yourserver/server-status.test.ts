import { describe, expect, it } from 'vitest';
import { parseStatusSnapshot, splitStatusSnapshots, statusRates } from './server-status.js';
import { fixture } from './testing/fixtures';

describe('SHOW GLOBAL STATUS, start and end', () => {
  it('real MariaDB 10.11 snapshots give per-second fsyncs, group commits and bytes', () => {
    const before = parseStatusSnapshot(fixture('mariadb-10.11-status-before.tsv'));
    const after = parseStatusSnapshot(fixture('mariadb-10.11-status-after.tsv'));
    expect(before.dropped).toEqual([]);
    const r = statusRates(before, after, 3.05);
    expect(r.errors).toEqual([]);
    const b = before.values;
    const a = after.values;
    const d = (k: string) => (a[k] as number) - (b[k] as number);
    expect(r.rates.binlog_group_commits_ps).toBeCloseTo(d('Binlog_group_commits') / 3.05, 9);
    expect(r.rates.trx_per_binlog_group).toBeCloseTo(d('Binlog_commits') / d('Binlog_group_commits'), 9);
    expect(r.rates.redo_bytes_ps).toBeCloseTo(d('Innodb_os_log_written') / 3.05, 9);
    // MariaDB 10.8+ has no redo-only fsync counter: said so, and the InnoDB-wide one used.
    expect(r.missing).toContain('Innodb_os_log_fsyncs');
    expect(r.rates.redo_fsyncs_ps).toBe(r.rates.data_fsyncs_ps);
    expect(r.notes.map((n) => n.en).join(' ')).toMatch(/Innodb_os_log_fsyncs/);
  });

  it('without a length, the Uptime counters give it; one paste holding both snapshots is split', () => {
    const text = '| Uptime | 100 |\n| Innodb_os_log_fsyncs | 1000 |\n| Binlog_commits | 50 |\n| Binlog_group_commits | 10 |\r\nUptime\t110\nInnodb_os_log_fsyncs\t1500\nBinlog_commits\t250\nBinlog_group_commits\t30\n';
    const parts = splitStatusSnapshots(text);
    expect(parts).toHaveLength(2);
    const r = statusRates(parseStatusSnapshot(parts[0]!), parseStatusSnapshot(parts[1]!));
    expect(r.seconds).toBe(10);
    expect(r.rates).toMatchObject({ redo_fsyncs_ps: 50, binlog_commits_ps: 20, binlog_group_commits_ps: 2, trx_per_binlog_group: 10 });
    expect(r.notes).toEqual([]);
  });

  it('swapped snapshots or a restart are refused by name', () => {
    const a = parseStatusSnapshot('Uptime\t100\nInnodb_data_fsyncs\t10\n');
    const b = parseStatusSnapshot('Uptime\t90\nInnodb_data_fsyncs\t5\n');
    expect(statusRates(a, b).errors[0]!.en).toMatch(/^Uptime: the end snapshot \(90\) must be later than the start \(100\)/);
    expect(statusRates(a, b, 10).errors.map((e) => e.en)).toEqual(['Innodb_data_fsyncs: went down from 10 to 5; the server restarted or the snapshots are swapped']);
    expect(statusRates(parseStatusSnapshot('Innodb_data_fsyncs\t1\n'), parseStatusSnapshot('Innodb_data_fsyncs\t2\n')).errors[0]!.en).toMatch(/^Uptime: both snapshots need it/);
  });

  it('an unreadable line is dropped with its number', () => {
    const s = parseStatusSnapshot('Uptime\t1\nno value here at all ???\n');
    expect(s.values).toEqual({ Uptime: 1 });
    expect(s.dropped.map((d) => d.line)).toEqual([2]);
  });
});
