import { describe, expect, it } from 'vitest';
import { CrashSweeper, SWEEP_SLICE_MS, type SweepHandle } from './crash-sweeper';
import type { CrashSweepEvent, WorkerEvent } from './protocol';

/** A pretend sweep: `events` events per instant; each event costs `msPerEvent` of the fake wall clock. */
function fakeSweep(total: number, events: number, clock: { t: number }, msPerEvent = 0.001) {
  let done = 0;
  let left = events;
  const calls: number[] = [];
  const handle: SweepHandle & { destroyed: boolean; calls: number[] } = {
    destroyed: false,
    calls,
    step(max) {
      calls.push(max);
      let budget = max;
      while (done < total && budget > 0) {
        const n = Math.min(budget, left);
        budget -= n;
        left -= n;
        clock.t += n * msPerEvent;
        if (left === 0) {
          done++;
          left = events;
        }
      }
      return done;
    },
    json: () => JSON.stringify({ instants: total, done, by_kind: {}, points: [] }),
    destroy() {
      this.destroyed = true;
    },
  };
  return handle;
}

function host(handle: SweepHandle, clock: { t: number }) {
  const posted: CrashSweepEvent[] = [];
  const queue: Array<() => void> = [];
  const sweeper = new CrashSweeper({
    createSweep: () => handle,
    post: (e: WorkerEvent) => posted.push(e as CrashSweepEvent),
    now: () => clock.t,
    schedule: (fn) => queue.push(fn),
  });
  /** Runs the scheduled slices one at a time (the worker's other work could go between). */
  const runSlices = (max = 1000) => {
    let n = 0;
    while (queue.length && n < max) {
      queue.shift()!();
      n++;
    }
    return n;
  };
  return { sweeper, posted, runSlices, queue };
}

describe('the crash sweep in the worker', () => {
  it('runs in slices of bounded wall time, reports progress, and ends with the core totals', () => {
    const clock = { t: 0 };
    const h = fakeSweep(40, 200_000, clock, 0.0005); // 100 ms of work per instant: 4 s in all
    const { sweeper, posted, runSlices } = host(h, clock);
    sweeper.start('{}', 40, 'primary');
    expect(posted[0]).toMatchObject({ state: 'progress', done: 0, total: 40 });
    let before = clock.t;
    let slices = 0;
    let longest = 0;
    while (runSlices(1) === 1) {
      longest = Math.max(longest, clock.t - before);
      before = clock.t;
      slices++;
    }
    // Never one long block: many short slices (a chunk may overrun the slice by one call).
    expect(slices).toBeGreaterThan(100);
    expect(longest).toBeLessThan(SWEEP_SLICE_MS * 3);
    const progress = posted.filter((e) => e.state === 'progress');
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.map((e) => e.done)).toEqual([...progress.map((e) => e.done)].sort((a, b) => a - b));
    const last = posted[posted.length - 1]!;
    expect(last).toMatchObject({ state: 'done', done: 40, total: 40 });
    expect(JSON.parse(last.json!).done).toBe(40);
    expect(h.destroyed).toBe(true);
    expect(sweeper.running).toBe(false);
  });

  it('stops when cancelled: no more work, the core sweep freed, and says so', () => {
    const clock = { t: 0 };
    const h = fakeSweep(40, 200_000, clock, 0.0005);
    const { sweeper, posted, runSlices } = host(h, clock);
    sweeper.start('{}', 40, 'primary');
    runSlices(3);
    const calls = h.calls.length;
    sweeper.cancel();
    runSlices();
    expect(h.calls.length).toBe(calls);
    expect(h.destroyed).toBe(true);
    expect(posted[posted.length - 1]!.state).toBe('cancelled');
    expect(posted.some((e) => e.state === 'done')).toBe(false);
  });

  it("passes on the core's refusal, naming what is wrong", () => {
    const clock = { t: 0 };
    const bad: SweepHandle = { step: () => -1, json: () => '{"error":"crash sweep: \\"0\\" is not allowed; expected a whole number of instants from 1 to 100000"}', destroy: () => {} };
    const { sweeper, posted, runSlices } = host(bad, clock);
    sweeper.start('{}', 0, 'primary');
    expect(runSlices()).toBe(0);
    expect(posted).toEqual([{ type: 'crashSweep', state: 'error', done: 0, total: 0, message: 'crash sweep: "0" is not allowed; expected a whole number of instants from 1 to 100000' }]);
  });

  it('a new sweep replaces the one under way (the old one stops working)', () => {
    const clock = { t: 0 };
    const first = fakeSweep(40, 200_000, clock, 0.0005);
    const second = fakeSweep(2, 10, clock);
    let made = 0;
    const posted: CrashSweepEvent[] = [];
    const queue: Array<() => void> = [];
    const sweeper = new CrashSweeper({ createSweep: () => (made++ === 0 ? first : second), post: (e) => posted.push(e as CrashSweepEvent), now: () => clock.t, schedule: (fn) => queue.push(fn) });
    sweeper.start('{}', 40, 'primary');
    queue.shift()!();
    sweeper.start('{}', 2, 'primary');
    const calls = first.calls.length;
    while (queue.length) queue.shift()!();
    expect(first.calls.length).toBe(calls);
    expect(first.destroyed).toBe(true);
    expect(posted[posted.length - 1]).toMatchObject({ state: 'done', done: 2, total: 2 });
  });
});
