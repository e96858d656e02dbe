import { describe, expect, it } from 'vitest';
import type { Frame } from '../model/run';
import { baseKnobs } from '../model/scenario';
import { fixtureSchema as schema, makeRows, makeSnapshot } from '../worker/testing/fake-worker';
import { createLabStore } from './lab-store';

const stride = schema.interval_fields.length;

function frame(firstRow: number, rows: Array<Record<string, number>>, nowNs: number, extra: Partial<Frame> = {}): Frame {
  return { type: 'frame', nowNs, status: 'playing', firstRow, rows: makeRows(schema, rows), snapshot: makeSnapshot({ nowUs: nowNs / 1000 }), events: 100, busyMs: 1, ...extra };
}

describe('lab store', () => {
  it('starts from the first preset once the schema arrives', () => {
    const store = createLabStore();
    store.getState().setSchema(schema);
    const s = store.getState();
    expect(s.scenario.preset).toBe('s000_binlog_on_256');
    expect(s.scenario.machine).toBe('s000_112core_nvme');
    expect(s.scenario.durationS).toBe(30);
    const knobs = baseKnobs(schema, s.scenario);
    expect(knobs.threads).toBe(256);
    expect(knobs.innodb_thread_concurrency).toBe(16);
    expect(knobs.cores).toBe(112); // from the machine profile
  });

  it('validates knob edits, keeps only real overrides and explains refusals', () => {
    const store = createLabStore();
    store.getState().setSchema(schema);
    expect(store.getState().setInitialKnob('threads', '16')).toBe(true);
    expect(store.getState().scenario.overrides).toEqual({ threads: 16 });
    expect(store.getState().setInitialKnob('threads', 256)).toBe(true);
    expect(store.getState().scenario.overrides).toEqual({});
    expect(store.getState().setInitialKnob('threads', '0')).toBe(false);
    expect(store.getState().messages.at(-1)?.text).toBe('threads: "0" is not allowed; expected an integer from 1 to 4096.');
    expect(store.getState().setInitialKnob('threads', '32')).toBe(true);
    expect(store.getState().messages).toEqual([]); // a valid value clears that knob's message
    expect(store.getState().setSeed('x')).toBe(false);
    expect(store.getState().setDuration('0')).toBe(false);
    expect(store.getState().applyPreset('nope')).toBe(false);
    expect(store.getState().messages.map((m) => m.topic)).toEqual(['seed', 'duration', 'preset']);
  });

  it('applies a preset keeping the seed', () => {
    const store = createLabStore();
    store.getState().setSchema(schema);
    store.getState().setSeed(9);
    store.getState().setInitialKnob('threads', 8);
    store.getState().applyPreset('s000_binlog_off_16');
    const s = store.getState();
    expect(s.scenario).toMatchObject({ preset: 's000_binlog_off_16', seed: 9, overrides: {} });
  });

  it('tracks knob values through scheduled changes', () => {
    const store = createLabStore();
    store.getState().setSchema(schema);
    store.getState().addScheduledChange({ atNs: 2e9, knob: 'log_bin', value: false });
    expect(store.getState().currentKnobs().log_bin).toBe(true);
    store.setState({ nowNs: 3e9 });
    expect(store.getState().currentKnobs().log_bin).toBe(false);
    store.getState().removeScheduledChange(0);
    expect(store.getState().currentKnobs().log_bin).toBe(true);
  });

  it('appends frame rows in order and drops stale frames', () => {
    const store = createLabStore();
    store.getState().setSchema(schema);
    store.getState().resetResults(stride);
    const v0 = store.getState().resultsVersion;
    store.getState().ingestFrame(frame(0, [{ t_s: 1, tps: 100 }, { t_s: 2, tps: 200 }], 2.5e9));
    store.getState().ingestFrame(frame(0, [{ t_s: 1, tps: 999 }], 1e9)); // stale (before a reset)
    store.getState().ingestFrame(frame(2, [{ t_s: 3, tps: 300 }], 3.1e9, { status: 'paused' }));
    const s = store.getState();
    const tps = schema.interval_fields.findIndex((f) => f.name === 'tps');
    expect(s.rows.count).toBe(3);
    expect(Array.from(s.rows.column(tps))).toEqual([100, 200, 300]);
    expect(s.nowNs).toBe(3.1e9);
    expect(s.status).toBe('paused');
    expect(s.samples.count).toBe(2);
    expect(s.resultsVersion).toBeGreaterThan(v0);
    store.getState().resetResults(stride);
    expect(store.getState().rows.count).toBe(0);
    expect(store.getState().nowNs).toBe(0);
  });
});

describe('fields holding refused values', () => {
  it('are recorded by key, replaced, forgotten, and cleared all at once with the messages untouched', () => {
    const store = createLabStore();
    const before = store.getState();
    store.getState().setInvalidField('x', null);
    expect(store.getState()).toBe(before); // nothing to forget: no new state
    store.getState().setInvalidField('x', { label: 'threads', typed: '99999', inUse: '256' });
    store.getState().setInvalidField('y', { label: 'Duration (s)', typed: '0', inUse: '10' });
    const two = store.getState().invalidFields;
    store.getState().setInvalidField('x', { label: 'threads', typed: '99999', inUse: '256' });
    expect(store.getState().invalidFields).toBe(two); // the same entry again: no re-render
    store.getState().setInvalidField('x', { label: 'threads', typed: '5000', inUse: '256' });
    expect(store.getState().invalidFields.x!.typed).toBe('5000');
    store.getState().setInvalidField('x', null);
    expect(Object.keys(store.getState().invalidFields)).toEqual(['y']);
  });

  it('dismissAll clears every message', () => {
    const store = createLabStore();
    for (const t of ['a', 'b', 'c']) store.getState().pushMessage('error', t, t);
    store.getState().dismissAll();
    expect(store.getState().messages).toEqual([]);
  });
});

describe('machine change', () => {
  it('makes the new machine’s hardware values explicit over the preset', () => {
    const store = createLabStore();
    store.getState().setSchema(schema);
    const other = schema.machines.find((m) => m.name !== store.getState().scenario.machine)!;
    expect(store.getState().setMachine(other.name)).toBe(true);
    const s = store.getState().scenario;
    expect(s.machine).toBe(other.name);
    for (const [k, v] of Object.entries(other.knobs ?? {})) {
      const effective = { ...baseKnobs(schema, s), ...s.overrides }[k];
      expect(effective, k).toEqual(v);
    }
    expect(store.getState().setMachine('cray-1')).toBe(false);
    expect(store.getState().messages.at(-1)?.text).toMatch(/^machine: "cray-1" is not allowed; expected one of /);
  });
});
