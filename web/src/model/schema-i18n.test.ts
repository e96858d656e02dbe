// The Chinese of the core's knob help, preset labels and machine labels and
// sources, checked against the real core's schema (the native CLI's
// --schema, built by npm test before Vitest runs), not the test fixture:
// a knob, preset or machine added to the core without Chinese fails here,
// and so does an entry whose name the core no longer has, or whose numbers
// no longer match the English (the English changed, the Chinese did not).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Schema } from './schema';
import { knobHelp, knobUnit, machineLabel, machineSource, presetLabel } from './schema-i18n';
import { KNOB_HELP_ZH, KNOB_UNIT_ZH, MACHINE_ZH, PRESET_LABEL_ZH } from '../lang/schema-words.zh';

const CLI = resolve(dirname(fileURLToPath(import.meta.url)), '../../../wasm-core/build/commitlab-sim');

function realSchema(): Schema {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build the native core first (npm test does, or cmake --build wasm-core/build)`);
  return JSON.parse(execFileSync(CLI, ['--schema'], { encoding: 'utf8' })) as Schema;
}
const schema = realSchema();

const CJK = /[\u3400-\u9fff]/;

/** Names the core has without an entry, and entries for names the core does not have. */
function keyProblems(names: string[], table: Record<string, unknown>): { missing: string[]; stale: string[] } {
  return { missing: names.filter((n) => !(n in table)), stale: Object.keys(table).filter((k) => !names.includes(k)) };
}

/** Every number in a text, sorted ("5.5-5.7" gives 5.5 and 5.7, "S000" gives 000). */
const numbers = (text: string) => (text.match(/\d+(?:\.\d+)*/g) ?? []).sort();

/** Option and variable names (--table-size, binlog_row_image, LOCK_log) in a text. */
const identifiers = (text: string) => text.match(/--[a-z][\w-]*|[A-Za-z][\w.]*_\w+/g) ?? [];

/** Terms a Chinese DBA reads in English: where the English has one, the Chinese keeps it. */
const TERMS = ['InnoDB', 'MySQL', 'mysqld', 'binlog', 'redo', 'fsync', 'latch', 'leader', 'PAUSE', 'page cache', 'buffer pool', 'journal', 'flusher', 'sysctl', 'sysbench', 'TPC-C', 'TPS', 'UPDATE', 'SELECT', 'DELETE', 'INSERT', 'ROW', 'ON', 'OFF', 'AliSQL', 'Percona', 'NVMe', 'PCIe', 'ESSD', 'SATA', 'SSD', 'Xeon', 'Intel', 'Samsung', 'Skylake', 'Broadwell', 'Haswell', 'ext4', 'xfs', 'GHz', 'GB', 'MB', 'TB', 'MB/s', 'GB/s', 'ms', 'us'];
const termRe = (t: string) => new RegExp(`(^|[^A-Za-z])${t.replace(/[/.]/g, '\\$&')}`);
const termsIn = (text: string) => TERMS.filter((t) => termRe(t).test(text));

/** A text with no English word but kept names and terms ("MySQL 5.5，binlog OFF") needs no Chinese. */
function onlyKeptWords(text: string): boolean {
  let rest = text;
  for (const id of identifiers(text)) rest = rest.split(id).join(' ');
  for (const t of [...TERMS].sort((a, b) => b.length - a.length)) rest = rest.replace(new RegExp(`${termRe(t).source}(?![A-Za-z])`, 'g'), '$1 ');
  return !/[A-Za-z]/.test(rest);
}

/** What is wrong with one Chinese text against its English. */
function textProblems(where: string, en: string, zh: string): string[] {
  const out: string[] = [];
  if (!CJK.test(zh) && !onlyKeptWords(zh)) out.push(`${where}: no Chinese in "${zh}"`);
  if (numbers(en).join(' ') !== numbers(zh).join(' ')) out.push(`${where}: numbers ${numbers(zh).join(' ')} in Chinese, ${numbers(en).join(' ')} in English`);
  for (const id of identifiers(en)) if (!zh.includes(id)) out.push(`${where}: "${id}" is not kept as it is`);
  for (const t of termsIn(en)) if (!termsIn(zh).includes(t)) out.push(`${where}: "${t}" is not kept as it is`);
  return out;
}

describe('Chinese for every knob, preset and machine of the real schema', () => {
  it('reads the schema from the native core', () => {
    expect(schema.knobs.length).toBeGreaterThan(30);
    expect(schema.presets.length).toBeGreaterThan(10);
    expect(schema.machines.length).toBeGreaterThan(3);
  });

  it('every knob has a Chinese help line, and no entry names a knob the core does not have', () => {
    expect(keyProblems(schema.knobs.map((k) => k.name), KNOB_HELP_ZH)).toEqual({ missing: [], stale: [] });
  });

  it('every knob unit has a Chinese word, and no entry names a unit no knob has', () => {
    const units = [...new Set(schema.knobs.map((k) => k.unit ?? '').filter(Boolean))];
    expect(keyProblems(units, KNOB_UNIT_ZH)).toEqual({ missing: [], stale: [] });
    const sync = schema.knobs.find((k) => k.name === 'sync_binlog')!;
    expect([knobUnit(sync, 'en'), knobUnit(sync, 'zh')]).toEqual(['groups', '个组']);
  });

  it('every preset has a Chinese label, and no entry names a preset the core does not have', () => {
    expect(keyProblems(schema.presets.map((p) => p.name), PRESET_LABEL_ZH)).toEqual({ missing: [], stale: [] });
  });

  it('every machine has a Chinese label and source, and no entry names a machine the core does not have', () => {
    expect(keyProblems(schema.machines.map((m) => m.name), MACHINE_ZH)).toEqual({ missing: [], stale: [] });
  });

  it('each Chinese text is Chinese, has the English text’s numbers, and keeps names, units and products as they are', () => {
    const problems = [
      ...schema.knobs.map((k) => textProblems(`knob ${k.name}`, k.help ?? '', KNOB_HELP_ZH[k.name] ?? '')),
      ...schema.presets.map((p) => textProblems(`preset ${p.name}`, p.label ?? '', PRESET_LABEL_ZH[p.name] ?? '')),
      ...schema.machines.map((m) => textProblems(`machine ${m.name} label`, m.label ?? '', MACHINE_ZH[m.name]?.label ?? '')),
      ...schema.machines.map((m) => textProblems(`machine ${m.name} source`, m.source ?? '', MACHINE_ZH[m.name]?.source ?? '')),
    ].flat();
    expect(problems).toEqual([]);
  });
});

describe('the lookups', () => {
  const knob = schema.knobs.find((k) => k.name === 'sync_binlog')!;
  const preset = schema.presets.find((p) => p.name === 's003_gc57_11')!;
  const machine = schema.machines.find((m) => m.name === 's003_cloud_48core')!;

  it('give the Chinese in zh and the schema’s English in en', () => {
    expect(knobHelp(knob, 'zh')).toBe(KNOB_HELP_ZH.sync_binlog);
    expect(knobHelp(knob, 'en')).toBe(knob.help);
    expect(presetLabel(preset, 'zh')).toBe('组提交，(1,1)，高并发');
    expect(presetLabel(preset, 'en')).toBe(preset.label);
    expect(machineLabel(machine, 'zh')).toBe(MACHINE_ZH.s003_cloud_48core!.label);
    expect(machineLabel(machine, 'en')).toBe(machine.label);
    expect(machineSource(machine, 'zh')).toContain('ESSD PL2');
    expect(machineSource(machine, 'en')).toBe(machine.source);
  });

  it('fall back to the English, then the name, for a name without Chinese', () => {
    expect(knobHelp({ name: 'new_knob', help: 'A knob the core just added.' }, 'zh')).toBe('A knob the core just added.');
    expect(knobHelp({ name: 'new_knob' }, 'zh')).toBe('');
    expect(presetLabel({ name: 'new_preset', label: 'New preset' }, 'zh')).toBe('New preset');
    expect(presetLabel({ name: 'new_preset' }, 'zh')).toBe('new_preset');
    expect(machineLabel({ name: 'new_box', label: 'New box' }, 'zh')).toBe('New box');
    expect(machineLabel({ name: 'new_box' }, 'zh')).toBe('new_box');
    expect(machineSource({ name: 'new_box', source: 'Assumed.' }, 'zh')).toBe('Assumed.');
    expect(machineSource({ name: 'new_box' }, 'zh')).toBe('');
  });
});
