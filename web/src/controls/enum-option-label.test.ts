import { describe, expect, it } from 'vitest';
import { VIZ_STRINGS } from '../lang/viz-words';
import { enumOptionLabel, enumValueName } from './enum-option-label';

describe('enum option labels', () => {
  it("give commit_algorithm's code names the animation's title for them, in both languages", () => {
    expect(enumOptionLabel('commit_algorithm', 'alisql_binlog_in_redo', VIZ_STRINGS.en)).toBe('alisql_binlog_in_redo — AliSQL binlog in redo V2');
    expect(enumOptionLabel('commit_algorithm', 'group_commit_57', VIZ_STRINGS.zh)).toBe('group_commit_57 — MySQL 5.7 binlog 组提交');
  });

  it('leave other knobs and unknown values as they are', () => {
    expect(enumOptionLabel('workload', 'tpcc', VIZ_STRINGS.en)).toBe('tpcc');
    expect(enumOptionLabel('commit_algorithm', 'something_new', VIZ_STRINGS.en)).toBe('something_new');
    expect(enumValueName('workload', 'tpcc', VIZ_STRINGS.en)).toBeNull();
    expect(enumValueName('commit_algorithm', 'alisql_binlog_in_redo_v1', VIZ_STRINGS.zh)).toBe('AliSQL binlog in redo V1');
  });

  it("name what each innodb_flush_log_at_trx_commit value does with the redo log, under a dropdown of bare digits", () => {
    for (const v of ['0', '1', '2']) {
      expect(enumOptionLabel('innodb_flush_log_at_trx_commit', v, VIZ_STRINGS.en)).toBe(v);
      expect(enumValueName('innodb_flush_log_at_trx_commit', v, VIZ_STRINGS.en)).toMatch(/redo|fsync/);
      expect(enumValueName('innodb_flush_log_at_trx_commit', v, VIZ_STRINGS.zh)).toMatch(/redo|fsync/);
    }
    expect(enumValueName('innodb_flush_log_at_trx_commit', '1', VIZ_STRINGS.en)).toBe('write and fsync the redo at every commit');
    expect(enumValueName('innodb_flush_log_at_trx_commit', '3', VIZ_STRINGS.en)).toBeNull();
  });
});
