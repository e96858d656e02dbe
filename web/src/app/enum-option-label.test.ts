import { describe, expect, it } from 'vitest';
import { VIZ_STRINGS } from '../viz/viz-i18n';
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
});
