import { describe, expect, it } from 'vitest';
import { createLabStore } from '../store/lab-store';
import { createLabController } from './lab-controller';
import { FakeWorker, fixtureSchema as schema, makeRows, makeSnapshot } from '../worker/testing/fake-worker';

function setup() {
  const store = createLabStore();
  const worker = new FakeWorker();
  const rafQueue: Array<() => void> = [];
  const controller = createLabController(store, worker, { raf: (fn) => rafQueue.push(fn), now: () => 0 });
  const flushRaf = () => rafQueue.splice(0).forEach((f) => f());
  return { store, worker, controller, flushRaf };
}

describe('lab controller', () => {
  it('configures the run once the core is ready, from the scenario', () => {
    const { store, worker, controller } = setup();
    controller.configure(); // before ready: ignored
    expect(worker.count('configure')).toBe(0);
    worker.ready();
    expect(store.getState().load).toBe('ready');
    controller.configure();
    const cfg = worker.last('configure')!;
    expect(cfg.scenario).toEqual({ machine: 's000_112core_nvme', seed: 1, duration_s: 30, report_interval_s: 1, preset: 's000_binlog_on_256', knobs: {} });
  });

  it('before the run, a knob edit changes the scenario and reconfigures', () => {
    const { store, worker, controller } = setup();
    worker.ready();
    expect(controller.setKnob('log_bin', false)).toBe(true);
    expect(store.getState().scenario.overrides).toEqual({ log_bin: false });
    expect(worker.last('configure')!.scenario.knobs).toEqual({ log_bin: false });
    expect(worker.count('setKnob')).toBe(0);
  });

  it('mid-run, a knob edit is sent to the worker and recorded when applied', () => {
    const { store, worker, controller } = setup();
    worker.ready();
    controller.configure();
    controller.play();
    expect(worker.last('play')).toEqual({ type: 'play', speed: 1 });
    expect(controller.setKnob('threads', '99999')).toBe(false);
    expect(store.getState().messages.at(-1)?.text).toContain('threads: "99999" is not allowed');
    expect(worker.count('setKnob')).toBe(0);
    expect(controller.setKnob('threads', '16')).toBe(true);
    expect(worker.last('setKnob')).toEqual({ type: 'setKnob', name: 'threads', value: 16, valueJson: '16' });
    worker.emit({ type: 'knobApplied', name: 'threads', value: 16, atNs: 1234 });
    expect(store.getState().scenario.schedule).toEqual([{ atNs: 1234, knob: 'threads', value: 16 }]);
    expect(store.getState().scenario.overrides).toEqual({});
  });

  it('applies frames on the next animation frame and acknowledges them', () => {
    const { store, worker, controller, flushRaf } = setup();
    worker.ready();
    controller.configure();
    const stride = schema.interval_fields.length;
    worker.emit({ type: 'frame', nowNs: 1.5e9, status: 'playing', firstRow: 0, rows: makeRows(schema, [{ t_s: 1, tps: 5 }]), snapshot: makeSnapshot(), events: 10, busyMs: 2 });
    worker.emit({ type: 'frame', nowNs: 2.5e9, status: 'playing', firstRow: 1, rows: makeRows(schema, [{ t_s: 2, tps: 6 }]), snapshot: makeSnapshot(), events: 10, busyMs: 2 });
    expect(store.getState().rows.count).toBe(0);
    expect(worker.count('ack')).toBe(0);
    flushRaf();
    expect(store.getState().rows.count).toBe(2);
    expect(store.getState().rows.stride).toBe(stride);
    expect(store.getState().nowNs).toBe(2.5e9);
    expect(worker.count('ack')).toBe(1);
    expect(store.getState().frameStats.eventsPerS).toBe(5000);
  });

  it('says when the run goes clearly slower than the chosen speed (from the worker\'s clock), and stops saying so when paused', () => {
    const { store, worker, controller, flushRaf } = setup();
    worker.ready();
    controller.configure();
    controller.play();
    let wallMs = 1000;
    let nowNs = 0;
    let firstRow = 0;
    const frames = (ms: number, rate: number, status: 'playing' | 'paused' = 'playing') => {
      for (let t = 0; t < ms; t += 16) {
        wallMs += 16;
        nowNs += 16e6 * rate;
        worker.emit({ type: 'frame', nowNs, status, firstRow, rows: new Float64Array(0), snapshot: makeSnapshot(), events: 1, busyMs: 1, wallMs });
        flushRaf();
      }
    };
    frames(4000, 1);
    expect(store.getState().achievedSpeed).toBeNull();
    frames(4000, 0.6);
    expect(store.getState().achievedSpeed).toBeCloseTo(0.6, 2);
    frames(16, 0, 'paused');
    expect(store.getState().achievedSpeed).toBeNull();
    // At 'max' there is no speed to fall short of.
    controller.setSpeed('max');
    controller.play();
    frames(4000, 0.01);
    expect(store.getState().achievedSpeed).toBeNull();
  });

  const REFUSAL = "knobs 'commit_algorithm' and 'binlog_order_commits': alisql_binlog_in_redo_v1 needs binlog_order_commits=false (got true): like AliSQL, V1 lets each thread commit itself";

  it("a refused configuration's message goes as soon as a configuration is accepted", () => {
    const { store, worker, controller } = setup();
    worker.ready();
    controller.setKnob('commit_algorithm', 'alisql_binlog_in_redo_v1');
    controller.setKnob('binlog_order_commits', true);
    worker.emit({ type: 'error', where: 'configure', message: REFUSAL });
    expect(store.getState().configError).toBe(REFUSAL);
    expect(store.getState().messages.map((m) => m.text)).toEqual([REFUSAL]);
    // Unchecked again: the worker accepts the configuration.
    controller.setKnob('binlog_order_commits', false);
    expect(store.getState().messages.map((m) => m.text)).toEqual([REFUSAL]);
    worker.emit({ type: 'configured', durationNs: 30e9 });
    expect(store.getState().configError).toBeNull();
    expect(store.getState().messages).toEqual([]);
  });

  it('an accepted configuration leaves other messages alone', () => {
    const { store, worker, controller } = setup();
    worker.ready();
    controller.setKnob('threads', '0');
    controller.configure();
    worker.emit({ type: 'configured', durationNs: 30e9 });
    expect(store.getState().messages.map((m) => m.topic)).toEqual(['knob:threads']);
  });

  it('a refused configuration is not played or stepped: the refusal is shown again and the lab stays idle', () => {
    const { store, worker, controller } = setup();
    worker.ready();
    controller.configure();
    worker.emit({ type: 'error', where: 'configure', message: REFUSAL });
    const s = store.getState();
    s.dismissMessage(s.messages[0]!.id);
    expect(controller.play()).toBe(false);
    expect(worker.count('play')).toBe(0);
    expect(store.getState().status).toBe('idle');
    expect(store.getState().messages.map((m) => m.text)).toEqual([REFUSAL]);
    controller.togglePlay();
    controller.step(1);
    expect(worker.count('play')).toBe(0);
    expect(worker.count('step')).toBe(0);
    expect(store.getState().status).toBe('idle');
    expect(store.getState().messages).toHaveLength(1);
  });

  it('plays once a new configuration is on its way, and goes back to idle if that one is refused too', () => {
    const { store, worker, controller } = setup();
    worker.ready();
    controller.configure();
    worker.emit({ type: 'error', where: 'configure', message: REFUSAL });
    // The worker answers configurations in order: a play sent after one waits for it.
    controller.configure();
    expect(controller.play()).toBe(true);
    expect(worker.last('play')).toEqual({ type: 'play', speed: 1 });
    expect(store.getState().status).toBe('playing');
    worker.emit({ type: 'error', where: 'configure', message: REFUSAL });
    expect(store.getState().status).toBe('idle');
    expect(controller.play()).toBe(false);
    expect(worker.count('play')).toBe(1);
  });

  // Issue 22 items 1 and 6: what the worker reports about the run itself reads in each language.
  it('a broken invariant is an error banner naming it; sparser checkpoints are a note', () => {
    const { store, worker } = setup();
    worker.ready();
    worker.emit({ type: 'error', where: 'invariant', message: 't=5ns: commit order differs from binlog order' });
    worker.emit({ type: 'error', where: 'checkpoints', message: '2000000000' });
    const [broken, sparse] = store.getState().messages;
    expect(broken).toMatchObject({
      kind: 'error',
      text: 'This run broke an invariant of the model, so its results are not to be trusted: t=5ns: commit order differs from binlog order',
      zh: '这次运行违反了模型的一条不变量，结果不可信：t=5ns: commit order differs from binlog order',
    });
    expect(sparse).toMatchObject({ kind: 'info' });
    expect(sparse!.text).toContain('one every 2 s');
  });

  it('marks a failed load and says so in each language, with the reason as the worker gave it', () => {
    const { store, worker } = setup();
    worker.emit({ type: 'error', where: 'load', message: 'loading commitlab.wasm: HTTP 404' });
    expect(store.getState().load).toBe('failed');
    expect(store.getState().messages[0]).toMatchObject({
      text: 'The simulation core failed to load: loading commitlab.wasm: HTTP 404',
      zh: '模拟核心（WebAssembly）载入失败：loading commitlab.wasm: HTTP 404',
    });
  });

  it('speed, pause, step and reset become commands', () => {
    const { store, worker, controller } = setup();
    worker.ready();
    controller.setSpeed('max');
    expect(store.getState().speed).toBe('max');
    expect(worker.last('setSpeed')).toEqual({ type: 'setSpeed', speed: 'max' });
    controller.step(2);
    expect(worker.last('step')).toEqual({ type: 'step', kind: 2 });
    controller.play();
    controller.togglePlay();
    expect(worker.last('pause')).toEqual({ type: 'pause' });
    // Paused only once the worker says so (its frame carries the exact time).
    expect(store.getState().status).toBe('playing');
    const before = worker.count('configure');
    controller.reset();
    expect(worker.count('configure')).toBe(before + 1);
  });
});
