import { describe, expect, it } from 'vitest';
import { scenarioFromPreset, type LabScenario } from '../model/scenario';
import { fixtureSchema as schema } from '../worker/testing/fake-worker';
import { isCompareHash } from '../ui/compare-route';
import { splitMoment } from '../app/moment';
import { decodeCompareHash, encodeCompareHash } from './compare-url';

const lab: LabScenario = { ...scenarioFromPreset(schema, 's000_binlog_on_256'), seed: 7, durationS: 12, overrides: { threads: 64 } };

describe('compare URL', () => {
  it('recognises compare hashes only', () => {
    expect(isCompareHash('#compare=1&a.preset=x')).toBe(true);
    expect(isCompareHash('#compare')).toBe(true);
    expect(isCompareHash('compare=1')).toBe(true);
    expect(isCompareHash('#comparex=1')).toBe(false);
    expect(isCompareHash('#v=1&preset=s000_binlog_on_256')).toBe(false);
    expect(isCompareHash('')).toBe(false);
  });

  it('round-trips both sides, the shared run settings and the speed', () => {
    const a: LabScenario = { ...scenarioFromPreset(schema, 's000_binlog_off_16'), seed: 42, durationS: 7.5, reportIntervalS: 0.5, overrides: { innodb_thread_concurrency: 32 } };
    const b: LabScenario = { ...scenarioFromPreset(schema, 's003_parallel_flush_11'), machine: 'laptop', seed: 42, durationS: 7.5, reportIntervalS: 0.5, overrides: { threads: 256, commit_algorithm: 'mysql55_prepare_commit_mutex', log_bin: true } };
    const hash = encodeCompareHash(schema, { a, b, speed: 0.01 });
    expect(hash).toContain('a.preset=s000_binlog_off_16');
    expect(hash).toContain('b.k.threads=256');
    expect(hash).toContain('b.machine=laptop');
    const back = decodeCompareHash(schema, hash, lab);
    expect(back.problems).toEqual([]);
    expect(back.a).toEqual(a);
    expect(back.b).toEqual(b);
    expect(back.speed).toBe(0.01);
  });

  it('opens with A = the lab\'s scenario and B a copy of it when the hash names no side', () => {
    const d = decodeCompareHash(schema, '#compare=1', lab);
    expect(d.problems).toEqual([]);
    expect(d.a).toEqual({ ...lab, schedule: [] });
    expect(d.b).toEqual(d.a);
  });

  it('says that the lab\'s mid-run changes are left out', () => {
    const d = decodeCompareHash(schema, '#compare=1', { ...lab, schedule: [{ atNs: 1e9, knob: 'log_bin', value: false }] });
    expect(d.problems.map((p) => p.en)).toEqual([expect.stringContaining("the lab's 1 mid-run change is left out")]);
    expect(d.a.schedule).toEqual([]);
  });

  it('makes B a copy of A when only A is given, sharing seed and duration', () => {
    const d = decodeCompareHash(schema, '#compare=1&seed=5&dur=3&a.preset=s000_binlog_off_16&a.k.threads=32', lab);
    expect(d.problems).toEqual([]);
    expect(d.a).toMatchObject({ preset: 's000_binlog_off_16', seed: 5, durationS: 3, overrides: { threads: 32 } });
    expect(d.b).toEqual(d.a);
  });

  it('reads B without a preset of its own as A with B\'s knobs on top', () => {
    const d = decodeCompareHash(schema, '#compare=1&a.preset=s000_binlog_off_16&a.k.threads=32&a.k.sync_binlog=0&b.k.threads=64&b.k.log_bin=true', lab);
    expect(d.problems).toEqual([]);
    expect(d.b).toMatchObject({ preset: 's000_binlog_off_16', overrides: { threads: 64, sync_binlog: 0, log_bin: true } });
    // With a preset of its own, B does not inherit A's knobs.
    const own = decodeCompareHash(schema, '#compare=1&a.preset=s000_binlog_off_16&a.k.threads=32&b.preset=s000_binlog_on_16', lab);
    expect(own.b.overrides).toEqual({});
  });

  it('gives B the shared seed, duration and report interval whatever its preset says', () => {
    const d = decodeCompareHash(schema, '#compare=1&seed=9&dur=4&ri=0.5&a.preset=s000_binlog_off_16&b.preset=s003_gc57_11', lab);
    expect(d.b).toMatchObject({ preset: 's003_gc57_11', seed: 9, durationS: 4, reportIntervalS: 0.5 });
  });

  it('names each bad field (with its side), its value and what is allowed, and falls back', () => {
    const d = decodeCompareHash(
      schema,
      '#compare=2&seed=-1&speed=3&a.preset=nope&b.preset=s000_binlog_on_16&b.k.threads=abc&b.k.log_bin=maybe&b.k.nope=1&b.seed=4&c.preset=x&bogus=1',
      lab,
    );
    const text = d.problems.map((p) => p.en).join('\n');
    expect(text).toContain('URL field "compare": "2" is not allowed; expected 1');
    expect(text).toContain('URL field "seed": "-1" is not allowed; expected an integer from 0 to 4294967295');
    expect(text).toContain('URL field "speed": "3" is not allowed');
    expect(text).toContain('URL field "a.preset": "nope" is not allowed; expected one of the 21 presets in the Preset list (closest: ');
    expect(text).toContain('URL field "b.k.threads": "abc" is not allowed; expected an integer from 1 to 4096');
    expect(text).toContain('URL field "b.k.log_bin": "maybe" is not allowed; expected true or false');
    expect(text).toContain('URL field "b.k.nope": there is no knob "nope"');
    expect(text).toContain('URL field "b.seed" is not allowed in a comparison');
    expect(text).toContain('URL field "c.preset" is not known in a comparison');
    expect(text).toContain('URL field "bogus" is not known in a comparison');
    expect(d.problems).toHaveLength(10);
    // Fallbacks: A is the default preset, B keeps its good fields.
    expect(d.a.preset).toBe(schema.presets[0]!.name);
    expect(d.a.seed).toBe(1);
    expect(d.speed).toBe(1);
    expect(d.b).toMatchObject({ preset: 's000_binlog_on_16', overrides: {}, seed: d.a.seed, durationS: d.a.durationS });
    // Without a preset of its own, bad B knobs leave B a copy of A.
    const copy = decodeCompareHash(schema, '#compare=1&a.preset=s000_binlog_off_16&b.k.threads=abc', lab);
    expect(copy.problems).toHaveLength(1);
    expect(copy.b).toEqual(copy.a);
    // Even when A has knobs of its own: B keeps A's value, and the message says so.
    const kept = decodeCompareHash(schema, '#compare=1&a.preset=s000_binlog_off_16&a.k.threads=24&b.k.threads=abc', lab);
    expect(kept.problems[0]!.en).toContain('Using 24 instead');
    expect(kept.b).toEqual(kept.a);
  });

  it('reads a B preset or machine that does not exist as none: B is a copy of A, with B\'s knobs on top', () => {
    const d = decodeCompareHash(schema, '#compare=1&a.preset=s000_binlog_off_16&a.k.threads=32&b.preset=nope&b.k.log_bin=true', lab);
    expect(d.problems.map((p) => p.en)).toEqual([expect.stringMatching(/^URL field "b\.preset": "nope" is not allowed; expected one of the 21 presets in the Preset list \(closest: .*\)\. B is a copy of A instead/)]);
    expect(d.b).toMatchObject({ preset: 's000_binlog_off_16', machine: d.a.machine, overrides: { threads: 32, log_bin: true } });
    const m = decodeCompareHash(schema, '#compare=1&a.preset=s000_binlog_off_16&b.machine=mainframe', lab);
    expect(m.problems.map((p) => p.en)).toEqual([expect.stringMatching(/^URL field "b\.machine": "mainframe" is not allowed; expected one of .*laptop.*B keeps A's machine instead/)]);
    expect(m.b).toEqual(m.a);
    // With a good preset, a bad machine leaves B on its preset's machine.
    const p = decodeCompareHash(schema, '#compare=1&a.preset=s000_binlog_off_16&b.preset=s000_binlog_on_16&b.machine=mainframe', lab);
    expect(p.problems[0]!.en).toContain("B keeps its preset's machine instead");
    expect(p.b.preset).toBe('s000_binlog_on_16');
  });

  it('round-trips the layout and the language, written as the lab writes them', () => {
    const a = scenarioFromPreset(schema, 's000_binlog_off_256');
    const b = scenarioFromPreset(schema, 's000_binlog_on_256');
    const plain = encodeCompareHash(schema, { a, b, speed: 1 });
    expect(plain).not.toMatch(/layout=|lang=/);
    expect(decodeCompareHash(schema, plain, lab).view).toEqual({ layout: null, lang: null });
    const hash = encodeCompareHash(schema, { a, b, speed: 1 }, { layout: 'presenter', lang: 'zh' });
    expect(hash).toMatch(/&layout=presenter&lang=zh$/);
    const back = decodeCompareHash(schema, hash, lab);
    expect(back.problems).toEqual([]);
    expect(back.view).toEqual({ layout: 'presenter', lang: 'zh' });
    expect(back.a).toEqual({ ...a, schedule: [] });
    expect(back.b.preset).toBe('s000_binlog_on_256');
    // Back to the lab layout: the link says nothing, and reads as "keep".
    expect(encodeCompareHash(schema, { a, b, speed: 1 }, { layout: 'lab', lang: 'en' })).toBe(plain);
  });

  it('refuses a bad layout or language as the lab does: field, value, what is allowed; the comparison itself still loads', () => {
    const hash = '#compare=1&a.preset=s000_binlog_off_256&b.preset=s000_binlog_on_256&layout=projector&lang=fr';
    const d = decodeCompareHash(schema, hash, lab);
    expect(d.view).toEqual({ layout: null, lang: null });
    const labRefusals = splitMoment('#layout=projector&lang=fr').moment.problems;
    expect(labRefusals).toHaveLength(2);
    expect(d.problems).toEqual(labRefusals);
    expect(d.problems[0]!.en).toBe('URL field "layout": "projector" is not allowed; expected one of lab, presenter. Keeping the current layout.');
    expect(d.problems[0]!.zh).toContain('URL 字段 "layout"');
    expect(d.problems[0]!.zh).toContain('保持当前布局');
    expect(d.problems[1]!.en).toBe('URL field "lang": "fr" is not allowed; expected one of en, zh. Keeping the current language.');
    expect(d.a.preset).toBe('s000_binlog_off_256');
    expect(d.b.preset).toBe('s000_binlog_on_256');
    // A side cannot have a layout of its own.
    expect(decodeCompareHash(schema, '#compare=1&b.layout=presenter', lab).problems[0]!.en).toContain('URL field "b.layout" is not allowed in a comparison');
  });

  it('never throws on garbage', () => {
    for (const h of ['#compare=1&%%%', '#compare=1&a.k.=1', '#compare=1&a.=', '#compare=1&&&', '#compare=1&dur=0&ri=99']) {
      const d = decodeCompareHash(schema, h, lab);
      expect(d.a.machine).not.toBe('');
      expect(d.b.seed).toBe(d.a.seed);
    }
  });
});
