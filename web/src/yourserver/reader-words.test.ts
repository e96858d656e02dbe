// Every message the readers give (a dropped line, an ignored or refused
// setting, a status or run-file refusal) comes in English and Chinese.
import { describe, expect, it } from 'vitest';
import schemaFixture from '../model/__fixtures__/schema.json';
import { READER_WORDS, type Said } from './reader-words.js';
import { readRunFile } from './run-file.js';
import { parseStatusSnapshot, statusRates } from './server-status.js';
import { parseServerVariables } from './server-variables.js';
import { parseSysbenchLog } from './sysbench-log.js';
import { fixture } from './testing/fixtures';

const CJK = /[\u4e00-\u9fff]/;
/** Words that are only a format or a joiner: the same in both languages. */
const FORMAT_ONLY = new Set(['shape', 'finalField', 'needResponse']);

function inBoth(s: Said, where: string) {
  expect(s.en, where).toBeTruthy();
  expect(s.zh, where).toMatch(CJK);
  expect(s.en, where).not.toMatch(CJK);
}

describe('reader words', () => {
  it('Chinese has every English key, and every Chinese message is Chinese', () => {
    expect(Object.keys(READER_WORDS.zh).sort()).toEqual(Object.keys(READER_WORDS.en).sort());
    for (const [key, word] of Object.entries(READER_WORDS.zh)) {
      const text = typeof word === 'function' ? word('x', 'y', 'z', 'w') : word;
      if (!FORMAT_ONLY.has(key)) expect(text, key).toMatch(CJK);
    }
  });

  it('a damaged sysbench log says each dropped line in both languages', () => {
    const text = fixture('s002-mysql55-binlog-on.txt').split('\n');
    text[1] = text[1]!.replace('1302.81', '13O2.81');
    text[2] = text[2]!.replace('[ 30s ]', '[ ]');
    text[4] = text[4]!.replace('[ 50s ]', '[ 5s ]');
    const log = parseSysbenchLog(`${text.join('\n')}\nnot a sysbench line\n[ 200s] threads: 4, tps: x, response time: 2ms (95%)`);
    expect(log.dropped.length).toBe(5);
    for (const d of log.dropped) inBoth(d.expected, `line ${d.line}`);
    expect(log.dropped[0]!.expected.zh).toContain('tps 应为数字，而不是“13O2.81”');
    expect(log.dropped[2]!.expected.zh).toContain('比上一行更晚的时间（上一行为 40s）');
  });

  it('server settings: refused, ignored and dropped, in both languages', () => {
    const v = parseServerVariables('[client]\nport = 3306\n[mysqld]\nsync_binlog = abc\ninnodb_flush_log_at_trx_commit = 3\nwait_timeout = 10\nsync_binlog = 1\n!includedir /etc/x\n= oops\nversion = 10.11.6-MariaDB\n', schemaFixture.knobs);
    expect(v.refused.length).toBe(2);
    expect(v.ignored.length).toBeGreaterThanOrEqual(4);
    expect(v.dropped.length).toBe(1);
    for (const r of v.refused) inBoth(r.message, r.variable);
    for (const r of v.ignored) inBoth(r.reason, r.variable);
    inBoth(v.dropped[0]!.expected, 'dropped');
    expect(v.refused[1]!.message.zh).toBe('innodb_flush_log_at_trx_commit = “3”：实验室的 innodb_flush_log_at_trx_commit 允许 0 到 2 之间的整数');
  });

  it('status snapshots: errors and notes in both languages', () => {
    const before = parseStatusSnapshot('Uptime\t100\nInnodb_data_fsyncs\t10\nbad line here x\n');
    const after = parseStatusSnapshot('Uptime\t90\nInnodb_data_fsyncs\t5\n');
    inBoth(before.dropped[0]!.expected, 'status line');
    inBoth(statusRates(before, after).errors[0]!, 'uptime');
    inBoth(statusRates(before, after, 10).errors[0]!, 'counter down');
    inBoth(statusRates(after, before, 10).notes[0]!, 'data fsyncs note');
  });

  it('run files: every refusal in both languages', () => {
    for (const bad of ['{', '3', '{"kind":"x"}', '{"kind":"commitlab-measured-run","version":2}', '{"kind":"commitlab-measured-run","version":1}']) {
      const r = readRunFile(bad);
      expect(r.error, bad).toBeDefined();
      inBoth(r.error!, bad);
    }
  });
});
