import { describe, expect, it } from 'vitest';
import { allowedPresets, closestNames } from './allowed-presets';
import { ALLOWED_EN, ALLOWED_ZH } from '../lang/allowed-words';
import { fixtureSchema as schema } from '../worker/testing/fake-worker';

describe('a bad preset name is answered compactly', () => {
  it('names the closest presets to a typo, nearest first', () => {
    expect(closestNames('s000_bnlog_off_256', schema.presets.map((p) => p.name))[0]).toBe('s000_binlog_off_256');
    expect(closestNames('LAPTOP_QUICKSTAR', schema.presets.map((p) => p.name))[0]).toBe('laptop_quickstart');
  });

  it('says how many there are, three closest and where the list is, instead of all 21 names', () => {
    const label = (name: string) => schema.presets.find((p) => p.name === name)!.label;
    const en = allowedPresets(schema, 's001_rotation_500')(ALLOWED_EN);
    expect(en).toBe(
      `one of the ${schema.presets.length} presets in the Preset list (closest: “${label('s001_rotation_500mb')}” (s001_rotation_500mb); “${label('s001_rotation_250mb')}” (s001_rotation_250mb); “${label('s001_rotation_1000mb')}” (s001_rotation_1000mb))`,
    );
    const zh = allowedPresets(schema, 's001_rotation_500')(ALLOWED_ZH);
    expect(zh).toMatch(new RegExp(`^“预设”列表中的 ${schema.presets.length} 个预设之一（最接近的：“.+”（s001_rotation_500mb）、`));
  });
});
