import { describe, expect, it } from 'vitest';
import type { WorkerEvent } from './protocol';
import type { Frame } from '../model/run';
import { FAST_FRAME_MS, FRAME_MS, SimRunner, type RunnerHost } from './sim-runner';
import type { Simulation } from './wasm-bridge';

/** Wall time a cl_step call costs for the simulated time it covers (so a search takes several ticks). */
let stepWallCost: (simNs: number) => void = () => {};
/** The same for run_until calls (free unless a test says otherwise). */
let runWallCost: (simNs: number) => void = () => {};

/** A pretend core: one event per microsecond, one interval row per second; it never stalls (step kind 3). */
class FakeSim {
  now = 0;
  knobs: Array<[string, string, number]> = [];
  destroyed = false;
  nowNs() {
    return this.now;
  }
  runUntil(t: number, max: number) {
    const n = Math.min(max, Math.max(0, Math.floor((t - this.now) / 1000)));
    this.now += n * 1000;
    runWallCost(n * 1000);
    return n;
  }
  step(kind: number, limit: number) {
    stepWallCost(Math.max(0, limit - this.now));
    if (kind === 3) {
      this.now = limit;
      return false;
    }
    this.now = Math.min(limit, this.now + 7000);
    return true;
  }
  setKnob(name: string, json: string) {
    if (name === 'bad') return 'bad: refused';
    this.knobs.push([name, json, this.now]);
    return null;
  }
  intervalCount() {
    return Math.floor(this.now / 1e9);
  }
  copyIntervals(from: number, stride: number) {
    const n = Math.max(0, this.intervalCount() - from);
    return new Float64Array(n * stride).map((_, i) => from + Math.floor(i / stride) + 1);
  }
  copySnapshot() {
    return new Int32Array(32);
  }
  destroy() {
    this.destroyed = true;
  }
  clone() {
    const c = new FakeSim();
    c.now = this.now;
    c.knobs = [...this.knobs];
    return c;
  }
  threadStoryJson(thread: number) {
    return JSON.stringify({ thread, steps: [] });
  }
  summaryJson() {
    return '{}';
  }
  /** Set by a test: the core found a broken invariant. */
  broken: string | null = null;
  brokenInvariant() {
    return this.broken;
  }
}

function setup() {
  let wall = 0;
  const events: WorkerEvent[] = [];
  const tasks: Array<{ at: number; fn: () => void }> = [];
  const sims: FakeSim[] = [];
  const host: RunnerHost = {
    create: (json) => {
      const parsed = JSON.parse(json) as { machine: string; schedule?: Array<{ knob: string }> };
      if (parsed.machine === 'bad') throw new Error('machine: "bad" is not allowed');
      if (parsed.schedule?.some((c) => c.knob === 'forbidden')) throw new Error("field 'schedule[0]' (forbidden at 1 s): refused");
      const s = new FakeSim();
      // The schedule check's probe is destroyed at once; the run is the next one.
      if (!parsed.schedule) sims.push(s);
      return s as unknown as Simulation;
    },
    stride: 2,
    post: (e) => events.push(e),
    now: () => wall,
    schedule: (fn, ms) => tasks.push({ at: wall + ms, fn }),
  };
  // 1 s of simulated time costs 100 ms of wall time.
  stepWallCost = (simNs) => {
    wall += simNs * 1e-7;
  };
  runWallCost = () => {};
  /** From now on run_until costs wall time too: 1 s simulated in `msPerSimS` ms (100: ten times real time). */
  const costlyRuns = (msPerSimS = 100) => {
    runWallCost = (simNs) => {
      wall += simNs * 1e-9 * msPerSimS;
    };
  };
  const runner = new SimRunner(host);
  /** Advances wall time, running due tasks (each task costs 1 ms). */
  const advance = (ms: number) => {
    const end = wall + ms;
    for (let guard = 0; guard < 100000; guard++) {
      tasks.sort((a, b) => a.at - b.at);
      const t = tasks[0];
      if (!t || t.at > end) break;
      tasks.shift();
      wall = Math.max(wall, t.at);
      t.fn();
      wall += 1;
    }
    wall = Math.max(wall, end);
  };
  const frames = () => events.filter((e): e is Frame => e.type === 'frame');
  const ackAll = () => runner.handle({ type: 'ack' });
  /** One display frame: time passes, the page acknowledges what arrived. */
  const frame = () => {
    advance(16);
    ackAll();
  };
  return { runner, events, frames, advance, ackAll, frame, sims, costlyRuns };
}

const scenario = { machine: 'm', seed: 1, duration_s: 10, report_interval_s: 1, knobs: {} };

describe('SimRunner', () => {
  it('reports configuration errors from the core as messages', () => {
    const { runner, events } = setup();
    runner.handle({ type: 'configure', scenario: { ...scenario, machine: 'bad' }, schedule: [] });
    expect(events).toEqual([{ type: 'error', where: 'configure', message: 'machine: "bad" is not allowed' }]);
  });

  // Issue 22 item 10: a scheduled change the core's rules forbid is refused up front, not dropped mid-run.
  it('refuses a schedule the core would refuse, before the run starts', () => {
    const { runner, events, sims } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [{ atNs: 1e9, knob: 'forbidden', value: true }] });
    expect(events).toEqual([{ type: 'error', where: 'configure', message: "field 'schedule[0]' (forbidden at 1 s): refused" }]);
    expect(sims).toHaveLength(0);
  });

  // Issue 22 item 6: a run that breaks an invariant says so (once).
  it('reports a broken invariant once', () => {
    const { runner, events, sims, advance } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    sims[0]!.broken = 't=5ns: commit order differs from binlog order';
    runner.handle({ type: 'play', speed: 'max' });
    advance(50);
    const reports = events.filter((e) => e.type === 'error' && e.where === 'invariant');
    expect(reports).toEqual([{ type: 'error', where: 'invariant', message: 't=5ns: commit order differs from binlog order' }]);
  });

  it('paces simulated time by speed and sends one frame per ack', () => {
    const { runner, frames, advance, ackAll, frame, sims } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    advance(5);
    expect(frames()).toHaveLength(1); // the initial frame
    runner.handle({ type: 'play', speed: 0.001 });
    advance(100);
    expect(frames()).toHaveLength(1); // not acknowledged yet
    ackAll();
    advance(20);
    expect(frames()).toHaveLength(2);
    // 0.001x for ~120 ms of wall time is ~120 µs simulated.
    expect(sims[0]!.now).toBeGreaterThan(50_000);
    expect(sims[0]!.now).toBeLessThan(200_000);
    // Each frame carries the worker's wall clock: the page measures the speed really achieved.
    const [a, b] = frames();
    expect(b!.wallMs! - a!.wallMs!).toBeGreaterThan(100);
    expect(b!.wallMs! - a!.wallMs!).toBeLessThan(140);
  });

  it('behind real time at 1x, it simulates back to back instead of idling out each frame', () => {
    const { runner, frame, sims, costlyRuns } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    costlyRuns(2000); // the core needs 2 s of wall time per simulated second: 0.5x at best
    runner.handle({ type: 'play', speed: 1 });
    for (let i = 0; i < 190; i++) frame(); // ~3 s of wall time
    // Ticks that idle to the next frame after each 8-ms slice would reach about a quarter of real time.
    expect(sims[0]!.now / 3e9).toBeGreaterThan(0.4);
  });

  it('runs to the end at max speed, sending rows once each', () => {
    const { runner, frames, frame } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    runner.handle({ type: 'play', speed: 'max' });
    for (let i = 0; i < 2000 && frames().at(-1)?.status !== 'finished'; i++) {
      frame();
    }
    const fs = frames();
    expect(fs.at(-1)!.status).toBe('finished');
    expect(fs.at(-1)!.nowNs).toBe(10e9);
    const rows = fs.reduce((n, f) => n + f.rows.length / 2, 0);
    expect(rows).toBe(10);
    let next = 0;
    for (const f of fs) {
      expect(f.firstRow).toBe(next);
      next += f.rows.length / 2;
    }
  });

  it('play until a cue point pauses exactly there, at any speed; play again runs on', () => {
    for (const speed of ['max', 0.5] as const) {
      const { runner, frames, frame } = setup();
      runner.handle({ type: 'configure', scenario, schedule: [] });
      runner.handle({ type: 'play', speed, untilNs: 2_500_000 });
      for (let i = 0; i < 2000 && frames().at(-1)?.status !== 'paused'; i++) {
        frame();
      }
      expect(frames().at(-1)).toMatchObject({ nowNs: 2_500_000, status: 'paused' });
      runner.handle({ type: 'play', speed: 'max' });
      for (let i = 0; i < 2000 && frames().at(-1)?.status !== 'finished'; i++) {
        frame();
      }
      expect(frames().at(-1)).toMatchObject({ nowNs: 10e9, status: 'finished' });
    }
  });

  it('play with fastToNs runs at full speed to there, then at its own speed, and can stop at a cue after it', () => {
    const { runner, frames, frame, costlyRuns } = setup();
    costlyRuns();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    frame();
    runner.handle({ type: 'play', speed: 0.001, fastToNs: 3e9, untilNs: 3_000_500_000 });
    // At 1/1000x, 3 s would take 50 minutes of wall time: a few hundred frames get there.
    for (let i = 0; i < 400 && frames().at(-1)!.nowNs < 3e9; i++) frame();
    const reached = frames().at(-1)!.nowNs;
    expect(reached).toBeGreaterThanOrEqual(3e9);
    expect(reached).toBeLessThan(3e9 + 1e6);
    expect(frames().at(-1)!.status).toBe('playing');
    // From there on, 1/1000x: 100 frames (1.6 s of wall time) add at most 1.6 ms (full speed: seconds).
    for (let i = 0; i < 100; i++) frame();
    const slow = frames().at(-1)!.nowNs - reached;
    expect(slow).toBeGreaterThan(0.1e6);
    expect(slow).toBeLessThan(3e6);
    for (let i = 0; i < 2000 && frames().at(-1)?.status !== 'paused'; i++) frame();
    expect(frames().at(-1)).toMatchObject({ nowNs: 3_000_500_000, status: 'paused' });
  });

  it('play with fastFromNs plays at its speed to there, then at full speed to the end, and its frames say which', () => {
    const { runner, frames, frame, costlyRuns } = setup();
    costlyRuns();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    frame();
    runner.handle({ type: 'play', speed: 0.001, fastToNs: 1e9, fastFromNs: 1_000_500_000 });
    for (let i = 0; i < 400 && frames().at(-1)!.nowNs < 1e9; i++) frame();
    expect(frames().filter((f) => f.nowNs > 0 && f.nowNs < 1e9).every((f) => f.fast)).toBe(true);
    // The watched half millisecond at 1/1000x: about half a second of wall time, frames at the chosen speed.
    for (let i = 0; i < 20; i++) frame();
    const slow = frames().at(-1)!;
    expect(slow.nowNs).toBeLessThan(1_000_500_000);
    expect(slow.fast).toBe(false);
    // Past it: the rest of the 10-s run at full speed, in far fewer frames than 1/1000x would take (hours).
    for (let i = 0; i < 3000 && frames().at(-1)?.status !== 'finished'; i++) frame();
    expect(frames().at(-1)).toMatchObject({ nowNs: 10e9, status: 'finished' });
    expect(frames().some((f) => f.nowNs > 1_000_500_000 && f.status === 'playing' && f.fast)).toBe(true);
  });

  // Issue 25: the page's redraws share the cores with the simulation, so the fast parts send few frames.
  it('while fast-forwarding or searching, frames come at most every FAST_FRAME_MS; at its own speed again, every display frame', () => {
    const spacing = (fs: Frame[]) => fs.slice(1).map((f, i) => f.wallMs! - fs[i]!.wallMs!);
    const { runner, events, frames, frame, costlyRuns } = setup();
    costlyRuns(1000); // 1 s simulated per second of wall time: 3 s of fast-forward take 3 s
    runner.handle({ type: 'configure', scenario, schedule: [] });
    frame();
    runner.handle({ type: 'play', speed: 0.001, fastToNs: 3e9 });
    for (let i = 0; i < 400 && frames().at(-1)!.nowNs < 3e9; i++) frame();
    // The first frame answers the play at once; those after it wait their turn.
    const fast = frames().filter((f) => f.fast).slice(1);
    expect(fast.length).toBeGreaterThan(5);
    expect(fast.length).toBeLessThan(3000 / FAST_FRAME_MS + 2);
    expect(Math.min(...spacing(fast))).toBeGreaterThanOrEqual(FAST_FRAME_MS);
    expect(frames().at(-1)!.nowNs).toBeGreaterThanOrEqual(3e9);
    const n = frames().length;
    for (let i = 0; i < 10; i++) frame();
    const slow = frames().slice(n);
    expect(slow.every((f) => !f.fast && f.status === 'playing')).toBe(true);
    expect(Math.max(...spacing(slow))).toBeLessThan(FRAME_MS * 3);

    // A search from 3 s to the end of the run (no stall in the fake): 700 ms of wall time.
    runner.handle({ type: 'pause' });
    frame();
    const m = frames().length;
    const from = frames().at(-1)!.nowNs;
    runner.handle({ type: 'step', kind: 3 });
    for (let i = 0; i < 2000 && !events.some((e) => e.type === 'stepResult'); i++) frame();
    const searching = frames().slice(m + 1).filter((f) => f.status === 'searching');
    expect(searching.length).toBeGreaterThan(0);
    expect(Math.min(...spacing(frames().slice(m).filter((f) => f.status === 'searching')))).toBeGreaterThanOrEqual(FAST_FRAME_MS);
    // Nothing found: back where it began, at once.
    frame();
    expect(frames().at(-1)).toMatchObject({ nowNs: from, status: 'paused' });
  });

  it('a new speed or a pause ends the full speed after the slow motion too', () => {
    for (const interrupt of ['pause', 'setSpeed'] as const) {
      const { runner, frames, frame, costlyRuns } = setup();
      costlyRuns();
      runner.handle({ type: 'configure', scenario, schedule: [] });
      runner.handle({ type: 'play', speed: 0.001, fastFromNs: 1e6 });
      for (let i = 0; i < 400 && frames().at(-1)?.nowNs !== undefined && frames().at(-1)!.nowNs < 2e6; i++) frame();
      runner.handle(interrupt === 'pause' ? { type: 'pause' } : { type: 'setSpeed', speed: 0.001 });
      frame();
      const at = frames().at(-1)!.nowNs;
      if (interrupt === 'pause') runner.handle({ type: 'play', speed: 0.001 });
      for (let i = 0; i < 20; i++) frame();
      expect(frames().at(-1)!.nowNs - at).toBeLessThan(1e6);
      expect(frames().at(-1)!.fast).toBe(false);
    }
  });

  it('a fast-forward ends on pause, on a new speed, and is skipped when the run is already past it', () => {
    for (const interrupt of ['pause', 'setSpeed'] as const) {
      const { runner, frames, frame, costlyRuns } = setup();
      costlyRuns();
      runner.handle({ type: 'configure', scenario, schedule: [] });
      runner.handle({ type: 'play', speed: 0.001, fastToNs: 9e9 });
      frame();
      runner.handle(interrupt === 'pause' ? { type: 'pause' } : { type: 'setSpeed', speed: 0.001 });
      frame();
      const at = frames().at(-1)!.nowNs;
      expect(at).toBeLessThan(9e9);
      if (interrupt === 'pause') runner.handle({ type: 'play', speed: 0.001 });
      for (let i = 0; i < 20; i++) frame();
      expect(frames().at(-1)!.nowNs - at).toBeLessThan(1e6);
    }
    const { runner, frames, frame } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    runner.handle({ type: 'seek', tNs: 5e9 });
    frame();
    runner.handle({ type: 'play', speed: 0.001, fastToNs: 2e9 });
    for (let i = 0; i < 20; i++) frame();
    expect(frames().at(-1)!.nowNs - 5e9).toBeLessThan(1e6);
  });

  it('a cue point already passed, or cancelled by pause, does not stop the run', () => {
    const { runner, frames, advance, ackAll, frame } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    runner.handle({ type: 'seek', tNs: 3e6 });
    advance(5);
    ackAll();
    runner.handle({ type: 'play', speed: 'max', untilNs: 1e6 });
    for (let i = 0; i < 2000 && frames().at(-1)?.status !== 'finished'; i++) {
      frame();
    }
    expect(frames().at(-1)).toMatchObject({ nowNs: 10e9, status: 'finished' });
  });

  it('searches for a step in slices, showing "searching", and comes back when there is none', () => {
    const { runner, events, frames, frame } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    runner.handle({ type: 'seek', tNs: 2e9 });
    frame();
    runner.handle({ type: 'step', kind: 3 });
    frame();
    expect(frames().at(-1)?.status).toBe('searching');
    const during = frames().at(-1)!.nowNs;
    expect(during).toBeGreaterThan(2e9);
    for (let i = 0; i < 2000 && !events.some((e) => e.type === 'stepResult'); i++) {
      frame();
    }
    expect(events.find((e) => e.type === 'stepResult')).toEqual({ type: 'stepResult', kind: 3, found: false });
    frame();
    expect(frames().at(-1)).toMatchObject({ nowNs: 2e9, status: 'paused' });
  });

  it('cancels a search on pause, back where it began', () => {
    const { runner, events, frames, frame } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    runner.handle({ type: 'step', kind: 3 });
    frame();
    expect(frames().at(-1)?.status).toBe('searching');
    runner.handle({ type: 'pause' });
    frame();
    expect(frames().at(-1)).toMatchObject({ nowNs: 0, status: 'idle' });
    expect(events.some((e) => e.type === 'stepResult')).toBe(false);
  });

  it('applies a mid-run knob change now, and replays it on reset', () => {
    const { runner, events, advance, frame, sims } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    runner.handle({ type: 'step', kind: 0 });
    advance(16);
    runner.handle({ type: 'setKnob', name: 'log_bin', value: false, valueJson: 'false' });
    runner.handle({ type: 'setKnob', name: 'bad', value: 1, valueJson: '1' });
    const applied = events.find((e) => e.type === 'knobApplied');
    expect(applied).toEqual({ type: 'knobApplied', name: 'log_bin', value: false, atNs: 7000 });
    expect(events.some((e) => e.type === 'error' && e.message === 'bad: refused')).toBe(true);
    runner.handle({ type: 'reset' });
    runner.handle({ type: 'play', speed: 'max' });
    for (let i = 0; i < 50; i++) {
      frame();
    }
    expect(sims).toHaveLength(2);
    expect(sims[0]!.destroyed).toBe(true);
    expect(sims[1]!.knobs).toEqual([['log_bin', 'false', 7000]]);
  });

  it('applies a scheduled change exactly at its instant', () => {
    const { runner, frame, sims } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [{ atNs: 2_500_000, knob: 'threads', value: 16 }] });
    runner.handle({ type: 'play', speed: 'max' });
    for (let i = 0; i < 50; i++) {
      frame();
    }
    expect(sims[0]!.knobs).toEqual([['threads', '16', 2_500_000]]);
  });

  it('seeks back through checkpoints and replays the same run forward', () => {
    const { runner, frames, advance, ackAll, frame, sims } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [{ atNs: 2e9, knob: 'threads', value: 16 }] });
    runner.handle({ type: 'play', speed: 'max' });
    for (let i = 0; i < 2000 && frames().at(-1)?.status !== 'finished'; i++) {
      frame();
    }
    const rowsBefore = frames().reduce((n, f) => n + f.rows.length / 2, 0);
    runner.handle({ type: 'seek', tNs: 3.3e9 });
    advance(5);
    const f = frames().at(-1)!;
    expect(f.nowNs).toBe(3.3e9);
    expect(f.status).toBe('paused');
    expect(f.rows.length).toBe(0); // rows already sent are not sent twice
    // The restored copy is a clone of a checkpoint taken after the 2 s change.
    const live = sims.at(-1)!;
    expect(sims[0]!.destroyed).toBe(true);
    ackAll();
    runner.handle({ type: 'seek', tNs: 1e9 });
    advance(5);
    expect(frames().at(-1)!.nowNs).toBe(1e9);
    ackAll();
    runner.handle({ type: 'play', speed: 'max' });
    for (let i = 0; i < 2000 && frames().at(-1)?.status !== 'finished'; i++) {
      frame();
    }
    expect(frames().at(-1)!.nowNs).toBe(10e9);
    expect(frames().reduce((n, fr) => n + fr.rows.length / 2, 0)).toBe(rowsBefore);
    // The re-run from 1 s applied the 2 s change again, exactly once.
    const last = frames().at(-1)!;
    expect(last.status).toBe('finished');
    expect(live).toBeDefined();
  });

  it('a knob changed after seeking back drops the old future', () => {
    const { runner, events, frames, advance, ackAll, frame } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [{ atNs: 6e9, knob: 'threads', value: 16 }] });
    runner.handle({ type: 'play', speed: 'max' });
    for (let i = 0; i < 2000 && frames().at(-1)?.status !== 'finished'; i++) {
      frame();
    }
    runner.handle({ type: 'seek', tNs: 4.5e9 });
    advance(5);
    ackAll();
    runner.handle({ type: 'setKnob', name: 'log_bin', value: false, valueJson: 'false' });
    expect(events.find((e) => e.type === 'truncated')).toEqual({ type: 'truncated', atNs: 4.5e9, rowCount: 4 });
    advance(5);
    ackAll();
    runner.handle({ type: 'play', speed: 'max' });
    for (let i = 0; i < 2000 && frames().at(-1)?.status !== 'finished'; i++) {
      frame();
    }
    const rowsAfterCut = frames()
      .filter((f) => f.firstRow >= 4)
      .reduce((n, f) => n + f.rows.length / 2, 0);
    expect(rowsAfterCut).toBe(6);
  });

  it('answers a story request with the core\'s JSON', () => {
    const { runner, events } = setup();
    runner.handle({ type: 'configure', scenario, schedule: [] });
    runner.handle({ type: 'story', thread: 3 });
    expect(events.find((e) => e.type === 'story')).toEqual({ type: 'story', thread: 3, nowNs: 0, json: '{"thread":3,"steps":[]}' });
  });
});
