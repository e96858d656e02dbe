// Random damage to real logs: the reader never throws, every figure it
// keeps is a finite number, and every line is read, dropped or known
// (blank, preamble). Seeded, bounded: 200 mutated logs, 40 mutated settings and status pastes.
import { describe, expect, it } from 'vitest';
import schemaFixture from '../model/__fixtures__/schema.json';
import { parseStatusSnapshot } from './server-status.js';
import { parseServerVariables } from './server-variables.js';
import { parseSysbenchLog } from './sysbench-log.js';
import { fixture } from './testing/fixtures';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SOURCES = ['s002-mysql55-binlog-on.txt', 's001-rotation-1000mb.txt', 'mariadb-10.11-sysbench-oltp-update-index.txt'].map(fixture);
const NOISE = ['[', ']', ':', ',', '.', ' ', '\r', '\n', '9', '-', 'x', '%', '(', ')', '中'];

function mutate(text: string, r: () => number): string {
  let s = text;
  const n = 1 + Math.floor(r() * 6);
  for (let i = 0; i < n; i += 1) {
    const at = Math.floor(r() * (s.length + 1));
    const op = Math.floor(r() * 4);
    if (op === 0) s = s.slice(0, at) + s.slice(at + 1 + Math.floor(r() * 20)); // delete
    else if (op === 1) s = s.slice(0, at) + NOISE[Math.floor(r() * NOISE.length)] + s.slice(at); // insert
    else if (op === 2) s = s.slice(0, at); // truncate
    else {
      const lines = s.split('\n'); // duplicate or swap a line
      const a = Math.floor(r() * lines.length);
      const b = Math.floor(r() * lines.length);
      [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      s = lines.join('\n');
    }
  }
  return s;
}

describe('sysbench log reader under random damage', () => {
  it('never throws, keeps only finite figures, accounts for every line', () => {
    const r = rng(20261126);
    for (let i = 0; i < 200; i += 1) {
      const text = mutate(SOURCES[i % SOURCES.length]!, r);
      const log = parseSysbenchLog(text);
      for (const iv of log.intervals) {
        for (const [k, v] of Object.entries(iv)) expect(Number.isFinite(v), `${k} in ${JSON.stringify(iv)}`).toBe(true);
      }
      for (let j = 1; j < log.intervals.length; j += 1) expect(log.intervals[j]!.t_s).toBeGreaterThan(log.intervals[j - 1]!.t_s);
      const lines = text.split(/\r\n|\r|\n/);
      const used = new Set([...log.intervals.map((x) => x.line), ...log.dropped.map((d) => d.line)]);
      expect(used.size).toBe(log.intervals.length + log.dropped.length); // no line counted twice
      for (const d of log.dropped) {
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.line).toBeLessThanOrEqual(lines.length);
        expect(d.expected.en.length).toBeGreaterThan(0);
        expect(d.expected.zh.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('server settings and status readers under random damage', () => {
  const VARS = [fixture('mariadb-10.11-show-global-variables.tsv'), '[mysqld]\ninnodb_buffer_pool_size = 8G\nlog-bin\nsync_binlog = 1000\n[client]\nport = 3306\n'];
  it('never throw, and every knob value they keep is one the knob allows', () => {
    const r = rng(7);
    for (let i = 0; i < 40; i += 1) {
      const v = parseServerVariables(mutate(VARS[i % VARS.length]!, r), schemaFixture.knobs);
      for (const [name, value] of Object.entries(v.knobs)) {
        const k = schemaFixture.knobs.find((x) => x.name === name)!;
        if (k.type === 'int' || k.type === 'float') {
          expect(value as number, name).toBeGreaterThanOrEqual(k.min as number);
          expect(value as number, name).toBeLessThanOrEqual(k.max as number);
        } else if (k.type === 'bool') expect(typeof value).toBe('boolean');
        else expect(k.values).toContain(value);
      }
      const s = parseStatusSnapshot(mutate(fixture('mariadb-10.11-status-after.tsv'), r));
      for (const x of Object.values(s.values)) if (typeof x === 'number') expect(Number.isFinite(x)).toBe(true);
    }
  });
});
