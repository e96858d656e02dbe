import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import schemaFixture from '../model/__fixtures__/schema.json';
import { pasteKind, readPaste } from './paste-reader';
import { fixture, fixturePath } from './testing/fixtures';

const knobs = schemaFixture.knobs;

describe('what was pasted is recognised and read by its reader', () => {
  it('tells the kinds apart', () => {
    expect(pasteKind(fixture('s002-mysql55-binlog-on.txt'))).toBe('sysbench');
    expect(pasteKind(fixture('s001-rotation-250mb.txt'))).toBe('sysbench');
    expect(pasteKind(fixture('mariadb-10.11-status-before.tsv'))).toBe('status');
    expect(pasteKind(fixture('mariadb-10.11-show-global-variables.tsv'))).toBe('variables');
    expect(pasteKind('[mysqld]\nsync_binlog = 1\n')).toBe('variables');
    expect(pasteKind(readFileSync(fixturePath('mariadb-10.11-run.json'), 'utf8'))).toBe('run-file');
  });

  it('two status snapshots in one paste give rates; one alone is refused', () => {
    const both = `${fixture('mariadb-10.11-status-before.tsv')}\n${fixture('mariadb-10.11-status-after.tsv')}`;
    const r = readPaste(both, knobs);
    expect(r.kind).toBe('status');
    if (r.kind === 'status') expect(r.status.rates.binlog_group_commits_ps).toBeGreaterThan(0);
    expect(readPaste(fixture('mariadb-10.11-status-before.tsv'), knobs)).toEqual({ kind: 'error', error: { code: 'one-snapshot' } });
  });

  it('a run file brings its log, status and settings', () => {
    const r = readPaste(readFileSync(fixturePath('mariadb-10.11-run.json'), 'utf8'), knobs);
    expect(r.kind).toBe('run-file');
    if (r.kind === 'run-file') {
      expect(r.log.intervals).toHaveLength(3);
      expect(r.status?.seconds).toBeGreaterThan(3);
      expect(r.variables?.knobs.sync_binlog).toBe(1);
    }
  });

  it('refusals say why: empty, not a run file, nothing readable', () => {
    expect(readPaste('  \n', knobs)).toEqual({ kind: 'error', error: { code: 'empty' } });
    expect(readPaste('{"kind":"x"}', knobs)).toEqual({
      kind: 'error',
      error: { code: 'run-file', detail: { en: 'kind: "x" is not allowed; expected "commitlab-measured-run"', zh: 'kind：不允许 "x"；应为“commitlab-measured-run”' } },
    });
    const r = readPaste('[ 1s ] thds: 4 tps: x\n', knobs);
    expect(r.kind).toBe('error');
    if (r.kind === 'error' && r.error.code === 'nothing-read') expect(r.error.firstDropped?.line).toBe(1);
  });
});
