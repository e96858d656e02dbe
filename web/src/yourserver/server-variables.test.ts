import { describe, expect, it } from 'vitest';
import schemaFixture from '../model/__fixtures__/schema.json';
import { parseServerVariables } from './server-variables.js';
import { fixture } from './testing/fixtures';

const knobs = schemaFixture.knobs;

/** Every non-blank line that is not a comment, a border or a header is applied, ignored, refused or dropped. */
function accounted(text: string, r: ReturnType<typeof parseServerVariables>) {
  const lines = new Set([...r.applied, ...r.ignored, ...r.refused, ...r.dropped].map((e) => e.line));
  return text.split(/\r\n|\r|\n/).every((l, i) => lines.has(i + 1) || /^\s*([#;]|\[|\+-|\|\s*Variable_name|mysql>|\d+ rows in set|$)/.test(l));
}

describe('SHOW GLOBAL VARIABLES', () => {
  it('reads a real MariaDB 10.11 batch output: every variable applied or listed as ignored', () => {
    const text = fixture('mariadb-10.11-show-global-variables.tsv');
    const r = parseServerVariables(text, knobs);
    expect(r.format).toBe('variables');
    expect(r.dropped).toEqual([]);
    expect(r.refused).toEqual([]);
    expect(r.knobs).toMatchObject({ log_bin: true, sync_binlog: 1, innodb_flush_log_at_trx_commit: 1, innodb_spin_wait_delay: 6, max_binlog_size_mb: 1024, innodb_flush_log_at_timeout: 1 });
    expect(r.knobs.innodb_buffer_pool_size_gb).toBeCloseTo(458 / 1024, 6);
    expect(r.knobs).not.toHaveProperty('commit_algorithm'); // MariaDB's own group commit
    expect(r.ignored.find((e) => e.variable === 'version')?.reason.en).toMatch(/MariaDB/);
    expect(r.ignored.find((e) => e.variable === 'datadir')?.reason.en).toBe('the lab has no knob for it');
    const nonBlank = text.split('\n').filter((l) => l.trim()).length;
    expect(r.applied.length + r.ignored.length).toBe(nonBlank);
  });

  it('reads the mysql client table, with a MySQL version mapped to its commit algorithm', () => {
    const text = [
      'mysql> SHOW GLOBAL VARIABLES;',
      '+--------------------------------+-----------+',
      '| Variable_name                  | Value     |',
      '+--------------------------------+-----------+',
      '| binlog_group_commit_sync_delay | 100       |',
      '| innodb_buffer_pool_size        | 8589934592|',
      '| innodb_thread_concurrency      | 16        |',
      '| log_bin                        | OFF       |',
      '| version                        | 5.6.51-log|',
      '| wait_timeout                   | 28800     |',
      '+--------------------------------+-----------+',
      '6 rows in set (0.00 sec)',
    ].join('\n');
    const r = parseServerVariables(text, knobs);
    expect(r.knobs).toEqual({ binlog_group_commit_sync_delay: 100, innodb_buffer_pool_size_gb: 8, innodb_thread_concurrency: 16, log_bin: false, commit_algorithm: 'group_commit_56' });
    expect(r.ignored).toEqual([{ line: 10, variable: 'wait_timeout', value: '28800', reason: { en: 'the lab has no knob for it', zh: '实验室没有对应的参数' } }]);
    expect(accounted(text, r)).toBe(true);
  });

  it('reads \\G output and the excerpt S001 printed (name | value)', () => {
    const g = parseServerVariables('*************************** 1. row ***************************\nVariable_name: sync_binlog\n        Value: 0\n', knobs);
    expect(g.knobs).toEqual({ sync_binlog: 0 });
    const s001 = parseServerVariables(fixture('s001-variables-excerpt.txt'), knobs);
    expect(s001.knobs).toEqual({ max_binlog_size_mb: 500 });
    expect(s001.ignored.map((e) => e.variable)).toEqual(['max_binlog_cache_size', 'binlog_cache_size']);
  });

  it('refuses a value no knob takes, naming variable, value and what is allowed', () => {
    const r = parseServerVariables('innodb_flush_log_at_trx_commit\t3\nsync_binlog\tabc\nlog_bin\tMAYBE\nmax_binlog_size\t2147483648\n', knobs);
    expect(r.knobs).toEqual({});
    expect(r.refused.map((e) => e.message.en)).toEqual([
      'innodb_flush_log_at_trx_commit = "3": the lab\'s innodb_flush_log_at_trx_commit allows a whole number from 0 to 2',
      'sync_binlog = "abc": expected a whole number from 0 to 1000000000 groups',
      'log_bin = "MAYBE": expected ON or OFF',
      'max_binlog_size = "2147483648": the lab\'s max_binlog_size_mb allows a number from 4194.304 to 1073741824 (bytes)',
    ]);
  });

  it('drops an unreadable line with its number and keeps the rest; CRLF reads the same', () => {
    const text = 'sync_binlog\t1\n)))\ninnodb_flush_log_at_trx_commit\t2\n';
    const r = parseServerVariables(text, knobs);
    expect(r.knobs).toEqual({ sync_binlog: 1, innodb_flush_log_at_trx_commit: 2 });
    expect(r.dropped).toEqual([{ line: 2, text: ')))', expected: { en: expect.stringContaining('a variable and its value'), zh: expect.stringContaining('变量及其值') } }]);
    expect(parseServerVariables(text.replace(/\n/g, '\r\n'), knobs)).toEqual(r);
  });
});

describe('my.cnf', () => {
  const cnf = [
    '[client]',
    'port = 3306',
    '[mysqld]',
    'innodb_buffer_pool_size = 8G',
    'log-bin = mysql-bin',
    'sync_binlog=1000   # group 1000 commits per binlog fsync',
    'innodb-flush-log-at-trx-commit = 2',
    'loose-innodb_thread_concurrency = 16',
    'skip-name-resolve',
    'max_binlog_size = 500M',
    '!includedir /etc/mysql/conf.d/',
    '[mysqld_safe]',
    'nice = 0',
    'innodb_flush_log_at_trx_commit = 0',
  ].join('\n');

  it('reads server sections, sizes, dashes, loose- and flags; lists everything else as ignored', () => {
    const r = parseServerVariables(cnf, knobs);
    expect(r.format).toBe('mycnf');
    expect(r.knobs).toEqual({ innodb_buffer_pool_size_gb: 8, log_bin: true, sync_binlog: 1000, innodb_flush_log_at_trx_commit: 2, innodb_thread_concurrency: 16, max_binlog_size_mb: 500 });
    expect(r.ignored.map((e) => [e.line, e.variable, e.reason.en])).toEqual([
      [2, 'port', 'in [client], a section the server does not read'],
      [9, 'skip_name_resolve', 'the lab has no knob for it'],
      [11, '!includedir', 'an include: paste the included file too'],
      [13, 'nice', 'in [mysqld_safe], a section the server does not read'],
      [14, 'innodb_flush_log_at_trx_commit', 'in [mysqld_safe], a section the server does not read'],
    ]);
    expect(accounted(cnf, r)).toBe(true);
  });

  it('skip-log-bin and disable-log-bin turn the binlog off; a later setting wins and the earlier is listed', () => {
    const r = parseServerVariables('[mysqld]\nlog_bin\nsync_binlog = 1\ndisable-log-bin\nsync_binlog = 0\n', knobs);
    expect(r.knobs).toEqual({ log_bin: false, sync_binlog: 0 });
    expect(r.ignored.map((e) => [e.line, e.reason.en])).toEqual([
      [2, 'set again on line 4; the later value counts'],
      [3, 'set again on line 5; the later value counts'],
    ]);
  });
});
