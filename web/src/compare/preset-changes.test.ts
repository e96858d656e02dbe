import { describe, expect, it } from 'vitest';
import { scenarioFromPreset, withOverride } from '../model/scenario';
import { fixtureSchema as schema } from '../worker/testing/fake-worker';
import { COMPARE_STRINGS } from './compare-i18n';
import { presetChanges } from './preset-changes';

describe('preset changes (a side title)', () => {
  it('lists nothing for the preset as it is', () => {
    expect(presetChanges(schema, scenarioFromPreset(schema, 's000_binlog_off_16'))).toEqual([]);
  });

  it('names each overridden knob with its value, and a machine other than the preset\'s', () => {
    let s = scenarioFromPreset(schema, 's000_binlog_off_16');
    s = withOverride(schema, s, 'threads', 256);
    s = withOverride(schema, s, 'log_bin', true);
    expect(presetChanges(schema, s)).toEqual(['threads=256', 'log_bin=ON']);
    expect(presetChanges(schema, { ...s, machine: 'laptop' })[0]).toBe('machine=laptop');
    // Back to the preset's value: no longer a change.
    expect(presetChanges(schema, withOverride(schema, s, 'threads', 16))).toEqual(['log_bin=ON']);
  });

  it('says "changed" in both languages, and keeps a long list short', () => {
    const five = ['a=1', 'b=2', 'c=3', 'd=4', 'e=5'];
    expect(COMPARE_STRINGS.en.titleChanged(['innodb_thread_concurrency=80'])).toBe('(changed: innodb_thread_concurrency=80)');
    expect(COMPARE_STRINGS.zh.titleChanged(['innodb_thread_concurrency=80'])).toBe('（已修改：innodb_thread_concurrency=80）');
    expect(COMPARE_STRINGS.en.titleChanged(five)).toBe('(changed: a=1, b=2, c=3 and 2 more)');
    expect(COMPARE_STRINGS.zh.titleChanged(five)).toBe('（已修改：a=1、b=2、c=3 等 5 项）');
  });
});
