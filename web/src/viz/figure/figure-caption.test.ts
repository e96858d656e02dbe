import { describe, expect, it } from 'vitest';
import { scenarioFromPreset, withOverride } from '../../model/scenario';
import { fixtureSchema as schema } from '../../worker/testing/fake-worker';
import { knobChanges, momentText, scenarioCaption, scenarioName, sourceText } from './figure-caption';
import { articleCitation } from './figure-sources';
import { FIGURE_STRINGS } from './figure-i18n';

const en = FIGURE_STRINGS.en;
const zh = FIGURE_STRINGS.zh;
// Captions hold no-break spaces (the lab's name stays on one line); compare them as plain text.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const preset = schema.presets.find((p) => p.name === 's000_binlog_off_16')!;

describe('the caption of an exported chart', () => {
  it('names the preset, the seed and the lab, in the reader’s language', () => {
    const sc = { ...scenarioFromPreset(schema, preset.name), seed: 7 };
    const text = plain(scenarioCaption(schema, sc, 'en', en));
    expect(text).toBe(`Preset: ${preset.label} · seed 7 · Commit Pipeline Lab (modelled, not measured)`);
    const zhText = plain(scenarioCaption(schema, sc, 'zh', zh));
    expect(zhText).toContain('预设：112 核，16 线程，binlog OFF');
    expect(zhText).toContain('随机种子 7');
    expect(zhText).toContain('Commit Pipeline Lab（模型结果，非实测）');
  });

  it('names the machine when there is no preset, or when it is not the preset’s', () => {
    const sc = scenarioFromPreset(schema, preset.name);
    const laptop = schema.machines.find((m) => m.name === 'laptop')!;
    expect(scenarioName(schema, { ...sc, preset: null, machine: 'laptop' }, 'en', en)).toBe(`Machine: ${laptop.label}`);
    expect(scenarioName(schema, { ...sc, machine: 'laptop' }, 'en', en)).toBe(`Preset: ${preset.label}, Machine: ${laptop.label}`);
  });

  it('lists the knobs set before the run and changed during it, a few, then a count', () => {
    let sc = withOverride(schema, scenarioFromPreset(schema, preset.name), 'threads', 64);
    expect(knobChanges(sc, en)).toBe('changed: threads=64');
    sc = { ...sc, schedule: [{ atNs: 5e9, knob: 'log_bin', value: true }] };
    expect(plain(knobChanges(sc, en))).toBe('changed: threads=64, binlog ON at 5 s');
    expect(plain(knobChanges(sc, zh))).toBe('改动：threads=64，5 s 时 binlog ON');
    expect(plain(scenarioCaption(schema, sc, 'en', en))).toContain(' · changed: threads=64, binlog ON at 5 s · seed ');
    sc = { ...sc, schedule: [1, 2, 3].map((i) => ({ atNs: i * 1e9, knob: 'threads', value: i * 100 })) };
    expect(plain(knobChanges(sc, en))).toBe('changed: threads=64, threads=100 at 1 s, threads=200 at 2 s, +1 more');
    expect(knobChanges(scenarioFromPreset(schema, preset.name), en)).toBe('');
  });

  it('says binlog OFF, not log_bin=false, and a switch ON or OFF', () => {
    const sc = withOverride(schema, withOverride(schema, scenarioFromPreset(schema, 's000_binlog_on_16'), 'log_bin', false), 'threads', 32);
    const text = plain(knobChanges(sc, en));
    expect(text).toContain('binlog OFF');
    expect(text).not.toContain('log_bin=false');
    expect(plain(knobChanges(sc, zh))).toContain('binlog OFF');
  });

  it('cites the article the preset reproduces: title, site, address, and the original of a translation', () => {
    const sc = scenarioFromPreset(schema, schema.presets.find((p) => p.article === 'S004')!.name);
    const text = plain(scenarioCaption(schema, sc, 'en', en, '', sourceText(schema, sc, 'en', en, articleCitation)));
    expect(text).toContain('Source: S004: “二进制日志和文件系统是如何影响MySQL的性能的(译自Percona)”');
    expect(text).toContain('https://www.percona.com/blog/2018/05/04/how-binary-logs-and-filesystems-affect-mysql-performance/');
    const zhText = plain(scenarioCaption(schema, sc, 'zh', zh, '', sourceText(schema, sc, 'zh', zh, articleCitation)));
    expect(zhText).toContain('出处：S004: 《二进制日志和文件系统是如何影响MySQL的性能的(译自Percona)》');
    expect(sourceText(schema, { ...sc, preset: null }, 'en', en, articleCitation)).toBe('');
  });

  it('names the moment shown, of the whole run, after the scenario (a slide has no clock)', () => {
    const sc = { ...scenarioFromPreset(schema, preset.name), seed: 7 };
    expect(plain(momentText(3_803_661_183, 14e9, en))).toBe('at 3.804 s of 14 s');
    expect(plain(momentText(9e9, 14e9, zh))).toBe('第 9 s（共 14 s）');
    const caption = plain(scenarioCaption(schema, sc, 'en', en, momentText(9e9, 14e9, en)));
    expect(caption).toBe(`Preset: ${preset.label} · at 9 s of 14 s · seed 7 · Commit Pipeline Lab (modelled, not measured)`);
    expect(plain(scenarioCaption(schema, sc, 'zh', zh, momentText(9e9, 14e9, zh)))).toContain(' · 第 9 s（共 14 s） · 随机种子 7');
  });
});
