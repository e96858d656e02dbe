import { afterEach, describe, expect, it } from 'vitest';
import { layoutStore } from '../ui/layout-store';
import { closestNames } from '../model/allowed-presets';
import { presetLabel } from '../model/schema-i18n';
import { scenarioFromPreset } from '../model/scenario';
import { messageIn } from '../app/message-text';
import { FakeWorker, fixtureSchema as schema, makeRows, makeSnapshot } from '../worker/testing/fake-worker';
import { createCompareSession } from './compare-session';
import { startCompareUrlSync } from './compare-url-sync';
import type { PairScenario } from '../model/scenario';
import { QUICK_STARTS } from './quick-starts';
import { langStore } from '../lang/lang-store';

function setup() {
  const worker = new FakeWorker();
  const rafQueue: Array<() => void> = [];
  const session = createCompareSession({ worker, raf: (fn) => rafQueue.push(fn) });
  const flushRaf = () => rafQueue.splice(0).forEach((f) => f());
  const pairStride = 2 * schema.interval_fields.length;
  const ready = () => worker.emit({ type: 'ready', schema, layoutVersion: 1, stride: pairStride });
  const lastPair = () => worker.last('configure')!.scenario as PairScenario;
  return { worker, session, flushRaf, ready, lastPair };
}

const OFF_16 = scenarioFromPreset(schema, 's000_binlog_off_16');
const ON_16 = scenarioFromPreset(schema, 's000_binlog_on_16');

describe('compare session', () => {
  afterEach(() => window.history.replaceState(null, '', '#'));

  it('configures one lockstep pair: A\'s scenario with B beside it, sharing seed and duration', () => {
    const { worker, session, ready, lastPair } = setup();
    ready();
    session.load({ ...OFF_16, seed: 3, durationS: 5 }, ON_16);
    const pair = lastPair();
    expect(pair).toMatchObject({ preset: 's000_binlog_off_16', seed: 3, duration_s: 5 });
    expect(pair.b).toMatchObject({ preset: 's000_binlog_on_16', seed: 3, duration_s: 5, knobs: {} });
    expect(worker.last('configure')!.schedule).toEqual([]);
    expect(session.sides.b.getState().scenario.seed).toBe(3);
  });

  it("a side's field holding a refused value shows in the comparison's notice, named with its side, and leaves with it", () => {
    const { session, ready } = setup();
    ready();
    session.sides.b.getState().setInvalidField('k1', { label: 'threads', typed: '99999', inUse: '16' });
    expect(Object.values(session.run.getState().invalidFields)).toEqual([{ label: 'threads', side: 'B', typed: '99999', inUse: '16' }]);
    session.sides.a.getState().setInvalidField('k1', { label: 'threads', typed: '0', inUse: '16' });
    const named = () => Object.values(session.run.getState().invalidFields).map((f) => `${f.side} ${f.label}`);
    expect(named().sort()).toEqual(['A threads', 'B threads']);
    session.sides.b.getState().setInvalidField('k1', null);
    expect(named()).toEqual(['A threads']);
  });

  it('a knob change on B restarts both sides, and keeps playing if it was', () => {
    const { worker, session, ready, lastPair } = setup();
    ready();
    session.load(OFF_16, OFF_16);
    session.controller.play();
    const configures = worker.count('configure');
    expect(session.sideControllers.b.setKnob('threads', '32')).toBe(true);
    expect(worker.count('configure')).toBe(configures + 1);
    expect(worker.last('play')).toBeDefined();
    expect(worker.sent.at(-1)).toEqual({ type: 'play', speed: 1 });
    expect(lastPair().b.knobs).toEqual({ threads: 32 });
    expect(lastPair().knobs).toEqual({});
    expect(worker.count('setKnob')).toBe(0);
  });

  it("B's refused combination: B's knob panel gets it, the pair does not play, and it clears once accepted", () => {
    const { worker, session, ready } = setup();
    ready();
    session.load(OFF_16, OFF_16);
    worker.emit({ type: 'configured', durationNs: 5e9 });
    session.controller.play();
    const refusal = "B: knobs 'commit_algorithm' and 'binlog_order_commits': alisql_binlog_in_redo_v1 needs binlog_order_commits=false (got true)";
    // Playing, B's change restarts the pair and plays on; the core refuses it.
    expect(session.setKnob('b', 'commit_algorithm', 'alisql_binlog_in_redo_v1')).toBe(true);
    worker.emit({ type: 'error', where: 'configure', message: refusal });
    const run = session.run.getState();
    expect(run.status).toBe('idle');
    expect(run.messages.map((m) => m.text)).toEqual([refusal]);
    expect(session.sides.b.getState().configError).toBe(refusal);
    expect(session.sides.a.getState().configError).toBeNull();
    const plays = worker.count('play');
    expect(session.controller.play()).toBe(false);
    expect(worker.count('play')).toBe(plays);
    expect(session.run.getState().status).toBe('idle');
    // B back to a valid algorithm: accepted, everything clears.
    expect(session.setKnob('b', 'commit_algorithm', 'group_commit_57')).toBe(true);
    worker.emit({ type: 'configured', durationNs: 5e9 });
    expect(session.run.getState().messages).toEqual([]);
    expect(session.sides.b.getState().configError).toBeNull();
    expect(session.controller.play()).toBe(true);
  });

  it('refuses a bad knob value with a message naming the side, the knob, the value and what is allowed', () => {
    const { worker, session, ready } = setup();
    ready();
    session.load(OFF_16, OFF_16);
    const before = worker.count('configure');
    expect(session.setKnob('b', 'threads', 'abc')).toBe(false);
    expect(session.run.getState().messages.at(-1)?.text).toBe('B: threads: "abc" is not allowed; expected an integer from 1 to 4096.');
    expect(session.setKnob('a', 'nope', 1)).toBe(false);
    expect(session.run.getState().messages.at(-1)?.text).toContain('A: nope: unknown knob');
    expect(worker.count('configure')).toBe(before);
    expect(session.sides.b.getState().scenario.overrides).toEqual({});
  });

  it('a bad preset names the side\'s field, the value and the three closest presets (not all 21), in en and zh', () => {
    const { session, ready } = setup();
    ready();
    session.load(OFF_16, ON_16);
    expect(session.setPreset('b', 's000_bnlog_off_256')).toBe(false);
    const m = session.run.getState().messages.at(-1)!;
    const closest = closestNames('s000_bnlog_off_256', schema.presets.map((p) => p.name));
    expect(closest).toHaveLength(3);
    const total = schema.presets.length;
    // Each by its label (what the Preset list shows), with the name a link uses.
    const named = closest.map((n) => `“${presetLabel(schema.presets.find((p) => p.name === n)!, 'en')}” (${n})`);
    expect(m.text).toBe(`B: preset: "s000_bnlog_off_256" is not allowed; expected one of the ${total} presets in the Preset list (closest: ${named.join('; ')}).`);
    const namedZh = closest.map((n) => `“${presetLabel(schema.presets.find((p) => p.name === n)!, 'zh')}”（${n}）`);
    expect(messageIn(m, 'zh')).toBe(`B：预设："s000_bnlog_off_256" 不可用；应为“预设”列表中的 ${total} 个预设之一（最接近的：${namedZh.join('、')}）。`);
    expect(session.sides.b.getState().scenario.preset).toBe('s000_binlog_on_16');
  });

  it('seed and duration change both sides; a preset change keeps them', () => {
    const { session, ready, lastPair } = setup();
    ready();
    session.load(OFF_16, ON_16);
    expect(session.setShared('seed', '9')).toBe(true);
    expect(session.setShared('duration', '0')).toBe(false);
    expect(session.run.getState().messages.at(-1)?.text).toContain('Duration (s): "0" is not allowed');
    expect(lastPair()).toMatchObject({ seed: 9, b: { seed: 9 } });
    session.setPreset('b', 's003_gc57_11');
    expect(lastPair().b).toMatchObject({ preset: 's003_gc57_11', seed: 9, duration_s: OFF_16.durationS });
  });

  it("feeds each side's animation its own snapshot and clock from every frame, and its own algorithm", () => {
    const { worker, session, ready, flushRaf } = setup();
    ready();
    session.load(OFF_16, ON_16);
    const a = makeSnapshot({ nowUs: 1000, threads: 16 });
    const b = makeSnapshot({ nowUs: 1000, threads: 16, flushQueued: 3 });
    worker.emit({ type: 'frame', nowNs: 1e6, status: 'paused', firstRow: 0, rows: new Float64Array(0), snapshot: new Int32Array(0), events: 1, busyMs: 1, clocksNs: [1e6, 1e6], snapshots: [a, b] });
    flushRaf();
    expect(session.views.a.getState()).toMatchObject({ snapshot: a, nowNs: 1e6, status: 'paused' });
    expect(session.views.b.getState()).toMatchObject({ snapshot: b, nowNs: 1e6, status: 'paused' });
    // The run's own snapshot stays the pair's (none): its charts read rows, not snapshots.
    expect(session.run.getState().snapshot).toHaveLength(0);
    expect(session.views.a.getState().currentKnobs().log_bin).toBe(false);
    expect(session.views.b.getState().currentKnobs().log_bin).toBe(true);
  });

  it('records both clocks of every frame and splits nothing: rows stay pair rows', () => {
    const { worker, session, ready, flushRaf } = setup();
    ready();
    session.load(OFF_16, ON_16);
    const core = makeRows(schema, [{ t_s: 1, tps: 100 }]);
    const rows = new Float64Array(core.length * 2);
    rows.set(core, 0);
    rows.set(makeRows(schema, [{ t_s: 1, tps: 50 }]), core.length);
    worker.emit({ type: 'frame', nowNs: 1e9, status: 'playing', firstRow: 0, rows, snapshot: new Int32Array(0), events: 1, busyMs: 1, clocksNs: [1e9, 1e9] });
    worker.emit({ type: 'frame', nowNs: 2e9, status: 'playing', firstRow: 1, rows: new Float64Array(0), snapshot: new Int32Array(0), events: 1, busyMs: 1, clocksNs: [2e9, 2e9 - 1] });
    flushRaf();
    expect(session.clocks).toEqual({ frames: 2, unequal: 1, last: [2e9, 2e9 - 1] });
    const s = session.run.getState();
    const tps = schema.interval_fields.findIndex((f) => f.name === 'tps');
    expect(s.rows.count).toBe(1);
    expect(s.rows.get(0, tps)).toBe(100);
    expect(s.rows.get(0, core.length + tps)).toBe(50);
    expect(worker.last('ack')).toBeDefined();
  });

  it('a quick start loads both presets and plays', () => {
    const { worker, session, ready, lastPair } = setup();
    ready();
    const q = QUICK_STARTS.find((x) => x.id === 'binlog-16')!;
    session.loadQuickStart(q);
    expect(lastPair()).toMatchObject({ preset: 's000_binlog_off_16', seed: 1, duration_s: q.durationS, b: { preset: 's000_binlog_on_16', duration_s: q.durationS } });
    expect(worker.sent.at(-1)?.type).toBe('play');
    // Every quick start names presets the core has.
    for (const x of QUICK_STARTS) for (const side of [x.a, x.b]) expect(schema.presets.map((p) => p.name)).toContain(side.preset);
  });

  it('reads the compare hash once the model is ready, reports bad fields, and writes every change back', () => {
    const { session, ready, lastPair } = setup();
    window.history.replaceState(null, '', '#compare=1&dur=4&a.preset=s000_binlog_off_16&b.preset=s000_binlog_on_16&b.k.threads=abc');
    const stop = startCompareUrlSync(session, () => null);
    ready();
    expect(lastPair()).toMatchObject({ preset: 's000_binlog_off_16', duration_s: 4, b: { preset: 's000_binlog_on_16', knobs: {} } });
    expect(session.run.getState().messages.map((m) => m.text)).toEqual([expect.stringContaining('URL field "b.k.threads": "abc" is not allowed')]);
    expect(window.location.hash).toBe('#compare=1&seed=1&dur=4&a.preset=s000_binlog_off_16&b.preset=s000_binlog_on_16');
    session.setKnob('b', 'threads', 32);
    expect(window.location.hash).toContain('b.k.threads=32');
    // A pasted link is read, not overwritten.
    window.location.hash = '#compare=1&a.preset=s003_gc57_11';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(lastPair()).toMatchObject({ preset: 's003_gc57_11', b: { preset: 's003_gc57_11' } });
    stop();
  });

  it('reads layout=presenter from the link, keeps it through a language switch, and writes the layout back', () => {
    const { session, ready } = setup();
    layoutStore.getState().setLayout('lab');
    langStore.getState().setLang('en');
    const link = '#compare=1&seed=1&dur=4&a.preset=s000_binlog_off_16&b.preset=s000_binlog_on_16&layout=presenter';
    window.history.replaceState(null, '', link);
    const stop = startCompareUrlSync(session, () => null);
    ready();
    expect(layoutStore.getState().layout).toBe('presenter');
    expect(session.run.getState().messages).toEqual([]);
    expect(window.location.hash).toBe(link);
    langStore.getState().setLang('zh');
    expect(window.location.hash).toBe(`${link}&lang=zh`);
    expect(layoutStore.getState().layout).toBe('presenter');
    // Back to the lab layout: the link drops it; both sides are as they were.
    layoutStore.getState().setLayout('lab');
    expect(window.location.hash).toBe('#compare=1&seed=1&dur=4&a.preset=s000_binlog_off_16&b.preset=s000_binlog_on_16&lang=zh');
    expect(session.scenarios().b.preset).toBe('s000_binlog_on_16');
    // A bad layout is refused by name, value and what is allowed; the layout stays.
    window.location.hash = '#compare=1&a.preset=s000_binlog_off_16&layout=big';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(session.run.getState().messages.map((m) => m.text)).toEqual(['URL field "layout": "big" is not allowed; expected one of lab, presenter. Keeping the current layout.']);
    expect(layoutStore.getState().layout).toBe('lab');
    stop();
    langStore.getState().setLang('en');
  });
});
