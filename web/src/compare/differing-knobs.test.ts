import { describe, expect, it } from 'vitest';
import { scenarioFromPreset, withOverride } from '../model/scenario';
import { fixtureSchema as schema } from '../worker/testing/fake-worker';
import { differingKnobs } from './differing-knobs';

describe('differing knobs', () => {
  it('lists nothing for a copy', () => {
    const a = scenarioFromPreset(schema, 's000_binlog_off_16');
    expect(differingKnobs(schema, a, a)).toEqual([]);
  });

  it('resolves presets and overrides before comparing', () => {
    const a = scenarioFromPreset(schema, 's000_binlog_off_16');
    const b = scenarioFromPreset(schema, 's000_binlog_on_16');
    // Worded as MySQL shows a switch: OFF / ON, not false / true.
    expect(differingKnobs(schema, a, b)).toEqual([{ name: 'log_bin', a: 'OFF', b: 'ON' }]);
    // An override equal to the other side's preset value is no difference.
    expect(differingKnobs(schema, withOverride(schema, a, 'log_bin', true), b)).toEqual([]);
    expect(differingKnobs(schema, a, withOverride(schema, a, 'threads', 256))).toEqual([{ name: 'threads', a: '16', b: '256' }]);
  });

  it('lists the machine first, then its hardware knobs', () => {
    const a = scenarioFromPreset(schema, 's000_binlog_off_16');
    const b = { ...a, machine: 'laptop' };
    const d = differingKnobs(schema, a, b);
    expect(d[0]).toEqual({ name: 'machine', a: 's000_112core_nvme', b: 'laptop' });
  });
});
