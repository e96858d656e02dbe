import { describe, expect, it, vi } from 'vitest';
import { createLabController } from '../controller/lab-controller';
import type { WorkerCommand } from '../worker/protocol';
import { FakeWorker, fixtureSchema, makeSnapshot } from '../worker/testing/fake-worker';
import { createLabStore } from '../store/lab-store';
import { LocalError } from '../lang/local-text';
import { applyMoment, captureMoment, momentHashPart, settleNs, splitMoment } from './moment';

describe('moment fields in the URL', () => {
  it('takes t, h, layout and lang out of the hash, keeping the rest in order', () => {
    const { rest, moment } = splitMoment('#v=1&preset=p&seed=3&t=1500000000&h=2000000000&layout=presenter&lesson=l1&step=2&lang=zh');
    expect(rest).toBe('#v=1&preset=p&seed=3&lesson=l1&step=2');
    expect(moment).toEqual({ atNs: 1_500_000_000, horizonNs: 2_000_000_000, layout: 'presenter', lang: 'zh', problems: [] });
  });

  it('leaves a hash without moment fields untouched', () => {
    expect(splitMoment('#v=1&preset=p').rest).toBe('#v=1&preset=p');
    expect(splitMoment('#v=1&preset=p').moment.atNs).toBeNull();
  });

  it('names each bad field, its value and what is allowed, and drops only that field', () => {
    const { rest, moment } = splitMoment('#seed=1&t=1.5s&layout=huge&dur=6');
    expect(rest).toBe('#seed=1&dur=6');
    expect(moment.atNs).toBeNull();
    expect(moment.layout).toBeNull();
    expect(moment.problems).toHaveLength(2);
    expect(moment.problems[0]!.en).toContain('URL field "t": "1.5s" is not allowed; expected the simulated time in whole nanoseconds');
    expect(moment.problems[0]!.en).toContain('Starting at 0 instead');
    expect(moment.problems[1]!.en).toContain('URL field "layout": "huge" is not allowed; expected one of lab, presenter');
    expect(splitMoment('#h=5').moment.problems[0]!.en).toContain('URL field "h": "5" is not allowed without "t"');
    expect(splitMoment('#lang=fr').moment.problems[0]!.en).toBe('URL field "lang": "fr" is not allowed; expected one of en, zh. Keeping the current language.');
    expect(splitMoment('#t=-4').moment.problems[0]!.en).toContain('"t": "-4"');
    expect(splitMoment('#t=99999999999999999999').moment.atNs).toBeNull();
  });

  it('writes t (and h only past t); nothing at the start of a run', () => {
    expect(momentHashPart(2_000_001_000, 2_000_001_000)).toBe('&t=2000001000');
    expect(momentHashPart(2e9, 5e9)).toBe('&t=2000000000&h=5000000000');
    expect(momentHashPart(0, 0)).toBe('');
  });

  it('settles on the next whole microsecond, never past the end', () => {
    expect(settleNs(1_234_567, 1e9)).toBe(1_235_000);
    expect(settleNs(2_000, 1e9)).toBe(3_000);
    expect(settleNs(999_999_999, 1e9)).toBe(1e9);
  });
});

/** A worker that answers pause and seek with the frame the real one sends. */
class SeekingWorker extends FakeWorker {
  nowNs = 0;
  status: 'idle' | 'playing' | 'paused' | 'finished' = 'idle';
  durationNs = 30e9;
  rowsSent = 0;
  override postMessage(m: WorkerCommand): void {
    super.postMessage(m);
    if (m.type === 'configure') {
      this.nowNs = 0;
      this.rowsSent = 0;
      this.status = 'idle';
      this.durationNs = m.scenario.duration_s * 1e9;
      queueMicrotask(() => this.emit({ type: 'configured', durationNs: this.durationNs }));
      queueMicrotask(() => this.frame());
    } else if (m.type === 'seek') {
      this.nowNs = Math.min(m.tNs, this.durationNs);
      this.status = this.nowNs >= this.durationNs ? 'finished' : 'paused';
      queueMicrotask(() => this.frame());
    } else if (m.type === 'pause') {
      this.status = 'paused';
      queueMicrotask(() => this.frame());
    } else if (m.type === 'play') this.status = 'playing';
  }
  frame(): void {
    const rows = Math.floor(this.nowNs / 1e9);
    const fresh = Math.max(0, rows - this.rowsSent);
    const stride = fixtureSchema.interval_fields.length;
    this.emit({ type: 'frame', nowNs: this.nowNs, status: this.status, firstRow: this.rowsSent, rows: new Float64Array(fresh * stride), snapshot: makeSnapshot(), events: 0, busyMs: 0 });
    this.rowsSent += fresh;
  }
  seeks(): number[] {
    return this.sent.filter((c): c is Extract<WorkerCommand, { type: 'seek' }> => c.type === 'seek').map((c) => c.tNs);
  }
}

async function setup() {
  const store = createLabStore();
  const worker = new SeekingWorker();
  const controller = createLabController(store, worker, { raf: (fn) => fn(), now: () => 0 });
  worker.ready();
  controller.configure();
  await new Promise((r) => setTimeout(r, 0));
  return { store, worker, controller };
}

describe('capturing and applying a moment', () => {
  it('a link seeks to the horizon first, then back to the cursor, in that order', async () => {
    const { store, worker, controller } = await setup();
    // It resolves to the moment shown: url-sync keeps that in the address.
    expect(await applyMoment(store, controller, { atNs: 2_000_001_000, horizonNs: 5_000_000_000, layout: null, lang: null, problems: [] })).toEqual({ atNs: 2_000_001_000, horizonNs: 5_000_000_000 });
    expect(worker.seeks()).toEqual([5_000_000_000, 2_000_001_000]);
    expect(store.getState().nowNs).toBe(2_000_001_000);
    expect(store.getState().horizonNs).toBe(5_000_000_000);
    expect(store.getState().messages).toEqual([]);
  });

  it('a cursor past the run is named with the allowed range and dropped; the run stays', async () => {
    const { store, worker, controller } = await setup();
    const scenario = store.getState().scenario;
    expect(await applyMoment(store, controller, { atNs: 99e9, horizonNs: null, layout: null, lang: null, problems: [] })).toBeNull();
    expect(worker.seeks()).toEqual([]);
    expect(store.getState().scenario).toBe(scenario);
    expect(store.getState().messages.at(-1)!.text).toBe('URL field "t": "99000000000" is not allowed; expected whole nanoseconds from 0 to 30000000000 (this run\'s length). Starting at 0 instead.');
  });

  it('a horizon before the cursor is dropped, the cursor kept', async () => {
    const { store, worker, controller } = await setup();
    expect(await applyMoment(store, controller, { atNs: 3e9, horizonNs: 1e9, layout: null, lang: null, problems: [] })).toEqual({ atNs: 3e9, horizonNs: 3e9 });
    expect(worker.seeks()).toEqual([3e9]);
    expect(store.getState().messages.at(-1)!.text).toContain('URL field "h": "1000000000" is not allowed; expected whole nanoseconds from t (3000000000) to 30000000000');
  });

  it('capturing pauses, then settles on the next whole microsecond', async () => {
    const { store, worker, controller } = await setup();
    controller.play();
    worker.nowNs = 1_234_567;
    worker.frame();
    const m = await captureMoment(store, controller);
    expect(worker.count('pause')).toBe(1);
    expect(m).toEqual({ atNs: 1_235_000, horizonNs: 1_235_000 });
    expect(worker.seeks()).toEqual([1_235_000]);
    expect(store.getState().nowNs).toBe(1_235_000);
  });

  it('after scrubbing back, the moment keeps how far the run had gone (the log shows it)', async () => {
    const { store, worker, controller } = await setup();
    controller.play();
    worker.nowNs = 4_500_000_123;
    worker.status = 'paused';
    worker.frame();
    controller.seek(2_000_000_500);
    await new Promise((r) => setTimeout(r, 0));
    const m = await captureMoment(store, controller);
    expect(m).toEqual({ atNs: 2_000_001_000, horizonNs: 4_500_001_000 });
    // The page now shows what the link rebuilds: the horizon reached the same way, then the cursor.
    expect(worker.seeks().slice(1)).toEqual([4_500_001_000, 2_000_001_000]);
    expect(store.getState().horizonNs).toBe(4_500_001_000);
    expect(store.getState().rows.count).toBe(4);
  });

  it('a run that will not pause is not captured, and the reason is said in each language', async () => {
    const { store, worker, controller } = await setup();
    controller.play();
    worker.postMessage = () => {}; // the worker no longer answers: no pause comes back
    vi.useFakeTimers();
    try {
      const capture = captureMoment(store, controller).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10_000);
      const e = await capture;
      expect(e).toBeInstanceOf(LocalError);
      expect((e as LocalError).said).toEqual({ en: 'the run did not pause', zh: '运行没有停下来' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('nothing to capture at the start of a run', async () => {
    const { store, worker, controller } = await setup();
    expect(await captureMoment(store, controller)).toEqual({ atNs: 0, horizonNs: 0 });
    expect(worker.seeks()).toEqual([]);
  });
});
