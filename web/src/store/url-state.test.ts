import { describe, expect, it } from 'vitest';
import { scenarioFromPreset } from '../model/scenario';
import { fixtureSchema as schema } from '../worker/testing/fake-worker';
import { decodeUrlState, encodeUrlState } from './url-state';

describe('URL state', () => {
  it('round-trips a scenario with overrides, schedule, seed and speed', () => {
    const scenario = {
      ...scenarioFromPreset(schema, 's000_binlog_off_256'),
      seed: 42,
      durationS: 12.5,
      overrides: { threads: 64, log_bin: true, commit_algorithm: 'mysql55_prepare_commit_mutex' },
      schedule: [{ atNs: 3_000_000_123, knob: 'log_bin', value: false }],
    };
    const hash = encodeUrlState(schema, { scenario, speed: 0.001 });
    expect(hash.startsWith('#v=1&preset=s000_binlog_off_256')).toBe(true);
    const back = decodeUrlState(schema, hash);
    expect(back.problems).toEqual([]);
    expect(back.speed).toBe(0.001);
    expect(back.scenario).toEqual(scenario);
  });

  it('leaves lesson and step to the lessons panel without complaint', () => {
    const d = decodeUrlState(schema, '#lesson=01-binlog-off-slower&step=2');
    expect(d.problems).toEqual([]);
  });

  it('gives the defaults for an empty hash without complaint', () => {
    const d = decodeUrlState(schema, '');
    expect(d.problems).toEqual([]);
    expect(d.scenario.preset).toBe(schema.presets[0]!.name);
  });

  it('reports each bad field by name, value and allowed range, keeping the good ones', () => {
    const d = decodeUrlState(schema, '#preset=s000_binlog_on_16&seed=-3&k.threads=abc&k.log_bin=false&k.nope=1&speed=7&dur=5&bogus=1');
    expect(d.scenario.preset).toBe('s000_binlog_on_16');
    expect(d.scenario.durationS).toBe(5);
    expect(d.scenario.seed).toBe(scenarioFromPreset(schema, 's000_binlog_on_16').seed);
    expect(d.scenario.overrides).toEqual({ log_bin: false });
    expect(d.speed).toBe(1);
    const text = d.problems.map((p) => p.en).join('\n');
    expect(text).toContain('URL field "seed": "-3" is not allowed; expected an integer from 0 to 4294967295.');
    // ... and the value used instead: the preset's 16 threads.
    expect(text).toContain('URL field "k.threads": "abc" is not allowed; expected an integer from 1 to 4096. Using 16 instead.');
    expect(text).toContain('there is no knob "nope"');
    expect(text).toContain('URL field "speed": "7"');
    expect(text).toContain('URL field "bogus" is not known');
    expect(d.problems).toHaveLength(5);
  });

  it('a knob name without its k. prefix says how to write it', () => {
    const d = decodeUrlState(schema, '#preset=s000_binlog_on_16&threads=abc');
    expect(d.problems.map((p) => p.en)).toEqual(['URL field "threads" is not known; ignored. Knobs take a "k." prefix: k.threads=<an integer from 1 to 4096>.']);
  });

  it('falls back from an unknown preset and machine', () => {
    const d = decodeUrlState(schema, '#preset=nosuch&machine=cray');
    expect(d.scenario.preset).toBe(schema.presets[0]!.name);
    expect(d.problems[0]!.en).toMatch(/^URL field "preset": "nosuch" is not allowed; expected one of the 21 presets in the Preset list \(closest: “[^”]+” \([a-z0-9_]+\); “[^”]+” \([a-z0-9_]+\); “[^”]+” \([a-z0-9_]+\)\)\. Using "s000_binlog_on_256" instead\.$/);
    // Machines too, by their labels with the names a link uses.
    expect(d.problems[1]!.en).toMatch(/^URL field "machine": "cray" is not allowed; expected one of “[^”]+” \([a-z0-9_]+\)/);
  });

  it('rejects malformed or out-of-range scheduled changes', () => {
    const d = decodeUrlState(schema, '#dur=10&at=5000000000:threads:32&at=99000000000:threads:8&at=garbage&at=1:threads:0');
    expect(d.scenario.schedule).toEqual([{ atNs: 5_000_000_000, knob: 'threads', value: 32 }]);
    expect(d.problems).toHaveLength(3);
  });

  // Issue 22 items 12 and 17: one number grammar; a huge value is not echoed whole.
  it('reads seed, dur and ri as JSON numbers and caps what it echoes', () => {
    const d = decodeUrlState(schema, `#seed=0x10&dur=.5&ri=01&k.threads=${'9'.repeat(100000)}`);
    expect(d.scenario.seed).not.toBe(16);
    const text = d.problems.map((p) => p.en);
    expect(text).toHaveLength(4);
    expect(text[0]).toContain('URL field "seed": "0x10" is not allowed');
    for (const t of text) expect(t.length).toBeLessThan(400);
    expect(text.join()).toContain('… (100000)');
  });

  it('survives percent-encoding garbage', () => {
    const d = decodeUrlState(schema, '#%E0%A4%A=1&k.threads=%ZZ');
    expect(Array.isArray(d.problems)).toBe(true);
  });
});
