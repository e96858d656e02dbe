// Running and revealing a lesson step against the lab's controller: a step
// that starts where its phenomenon is, "Lock in and run" pressed during a
// step search, and an answer shown before the run got to it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLabController } from '../controller/lab-controller';
import type { RunStatus } from '../model/run';
import { FakeWorker, fixtureSchema, makeRows, makeSnapshot } from '../worker/testing/fake-worker';
import { createLabStore } from '../store/lab-store';
import type { LessonStep } from './lesson-format.js';
import { revealStep, rerunStep, runStep, showCueMoment } from './lesson-actions';
import { lessonStore } from './lesson-store';

/** Lesson 02 step 2, much as its header line says: 1/100x, start 11 s, cue 11.3 s. */
const STALL_STEP: LessonStep = { id: 'mechanism', line: 20, title: 'Watch a rotation', scenario: 'steps/rotation-500mb-26s.json', speed: 0.01, start: 11, cue: 11.3, tune: [], charts: [], body: '' };
/** Lesson 00 step 1: a slow run whose answer quotes per-second figures. */
const SLOW_STEP: LessonStep = { id: 'one-client', line: 7, title: 'One client', scenario: 'steps/one-client-binlog-off.json', speed: 0.01, cue: 0.2, tune: [], charts: [], body: '' };

function lab() {
  const store = createLabStore();
  const worker = new FakeWorker();
  const controller = createLabController(store, worker, { raf: (f) => f(), now: () => 0 });
  worker.ready();
  controller.configure();
  worker.emit({ type: 'configured', durationNs: 26e9 });
  /** The worker reports where the run is (and, optionally, complete 1-s intervals). */
  const frame = (nowNs: number, status: RunStatus, intervals = 0) => {
    const firstRow = store.getState().rows.count;
    const rows = makeRows(
      fixtureSchema,
      Array.from({ length: Math.max(0, intervals - firstRow) }, (_, i) => ({ t_s: firstRow + i + 1, tps: 900 })),
    );
    worker.emit({ type: 'frame', nowNs, status, firstRow, rows, snapshot: makeSnapshot({ nowUs: nowNs / 1000 }), events: 1, busyMs: 0 });
  };
  return { store, worker, controller, frame, h: { store, controller } };
}

beforeEach(() => lessonStore.getState().show('02-rotation-stalls', 1));
afterEach(() => lessonStore.getState().setOpen(false));

describe('running a lesson step', () => {
  it('a step with start: fast-forwards there, plays at its speed and pauses at the cue (self-study as presenting)', () => {
    const { worker, h } = lab();
    runStep(h, STALL_STEP);
    expect(worker.last('play')).toMatchObject({ fastToNs: 11e9, untilNs: 11.3e9 });
    expect(worker.last('play')).not.toHaveProperty('fastFromNs');
    expect(lessonStore.getState()).toMatchObject({ phase: 'running', skipToNs: 11e9 });
  });

  it('"show me that moment" seeks back to the cue, paused', () => {
    const { worker, frame, h } = lab();
    frame(26e9, 'finished', 26);
    showCueMoment(h, STALL_STEP);
    expect(worker.last('seek')).toEqual({ type: 'seek', tNs: 11.3e9 });
    frame(20e9, 'playing', 20);
    showCueMoment(h, STALL_STEP);
    expect(worker.count('pause')).toBe(1);
    expect(worker.last('seek')).toEqual({ type: 'seek', tNs: 11.3e9 });
  });

  it('a run already past the start (the learner stepped to the stall) plays on from there', () => {
    const { worker, frame, h } = lab();
    frame(11.05e9, 'paused', 11);
    runStep(h, STALL_STEP);
    expect(worker.last('play')).not.toHaveProperty('fastToNs');
    expect(lessonStore.getState().skipToNs).toBeNull();
  });

  it('"Lock in and run" during a step search waits for it, then plays from where it stopped (never from 0)', () => {
    const { worker, frame, store, h } = lab();
    frame(3e9, 'searching', 3);
    runStep(h, STALL_STEP);
    // Locked in, but nothing sent that would cancel the search (play or pause put the run back at its start).
    expect(lessonStore.getState().phase).toBe('running');
    expect(worker.count('play')).toBe(0);
    expect(worker.count('pause')).toBe(0);
    frame(8e9, 'searching', 8);
    expect(worker.count('play')).toBe(0);
    // Found at 11.05 s: the run goes on from there, past the start, to the cue.
    frame(11.05e9, 'paused', 11);
    expect(worker.count('play')).toBe(1);
    expect(worker.last('play')).toEqual({ type: 'play', speed: store.getState().speed, untilNs: 11.3e9 });
  });

  it('a search still running when the learner moves to another step starts nothing', () => {
    const { worker, frame, h } = lab();
    frame(3e9, 'searching', 3);
    runStep(h, STALL_STEP);
    lessonStore.getState().show('02-rotation-stalls', 2);
    frame(11.05e9, 'paused', 11);
    expect(worker.count('play')).toBe(0);
  });

  it('"Run again" during a search waits for it too, and replays a finished run from its start', () => {
    const { worker, frame, h } = lab();
    frame(3e9, 'searching', 3);
    rerunStep(h, STALL_STEP);
    expect(worker.count('play')).toBe(0);
    frame(11.05e9, 'paused', 11);
    expect(worker.count('play')).toBe(1);
    frame(26e9, 'finished', 26);
    rerunStep(h, STALL_STEP);
    expect(worker.last('play')).toMatchObject({ fastToNs: 11e9 });
  });
});

/** A step without a cue: its answer is about the whole run. */
const WHOLE_STEP: LessonStep = { ...SLOW_STEP, cue: undefined };

describe('showing the answer before the run got there', () => {
  it('without a cue: finishes the run at full speed (its figures are whole-run figures), wherever it is', () => {
    for (const at of [0.2e9, 1.4e9]) {
      const { worker, frame, h } = lab();
      lessonStore.getState().show('00-commit-pipeline', 0);
      runStep(h, WHOLE_STEP);
      frame(at, 'playing', Math.floor(at / 1e9));
      revealStep(h, WHOLE_STEP);
      expect(worker.last('play')).toMatchObject({ fastToNs: 26e9 });
      expect(worker.last('play')).not.toHaveProperty('untilNs');
      expect(lessonStore.getState()).toMatchObject({ phase: 'revealed', skipToNs: 26e9 });
    }
  });

  it('without a cue, paused short of the end: plays the rest at full speed too', () => {
    const { worker, frame, h } = lab();
    runStep(h, WHOLE_STEP);
    frame(0.2e9, 'paused');
    revealStep(h, WHOLE_STEP);
    expect(worker.last('play')).toMatchObject({ fastToNs: 26e9 });
    expect(worker.count('seek')).toBe(0);
  });

  it('with a cue: fast-forwards to the cue, where the answer is due, and pauses there', () => {
    const { worker, frame, h } = lab();
    runStep(h, SLOW_STEP);
    frame(0.1e9, 'playing');
    revealStep(h, SLOW_STEP);
    expect(worker.last('play')).toMatchObject({ untilNs: 0.2e9, fastToNs: 0.2e9 });
  });

  it('paused short of the cue: jumps there and stays paused', () => {
    const { worker, frame, h } = lab();
    runStep(h, SLOW_STEP);
    frame(0.1e9, 'paused');
    const plays = worker.count('play');
    revealStep(h, SLOW_STEP);
    expect(worker.last('seek')).toEqual({ type: 'seek', tNs: 0.2e9 });
    expect(worker.count('play')).toBe(plays);
  });

  it('during the fast-forward to a start: goes on past it to the cue at full speed', () => {
    const { worker, frame, h } = lab();
    runStep(h, STALL_STEP);
    frame(0.5e9, 'playing');
    revealStep(h, STALL_STEP);
    expect(worker.last('play')).toMatchObject({ fastToNs: 11.3e9, untilNs: 11.3e9 });
  });

  it('a finished run is left alone', () => {
    const { worker, frame, h } = lab();
    frame(26e9, 'finished', 26);
    const plays = worker.count('play');
    revealStep(h, SLOW_STEP);
    expect(worker.count('play')).toBe(plays);
    expect(lessonStore.getState().phase).toBe('revealed');
  });
});
