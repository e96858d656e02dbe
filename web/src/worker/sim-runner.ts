// The worker's engine room: owns one Simulation, advances it in short
// slices paced against wall time, and emits one frame per display frame
// (only after the main thread acknowledged the previous one, so frames never
// pile up). Free of worker globals so it can run under test.
import { Checkpoints } from './checkpoints';
import { toCoreSchedule, type CoreScenario, type ScheduledChange } from '../model/scenario';
import type { WorkerCommand, WorkerEvent } from './protocol';
import type { Frame, RunStatus, Speed, StepKind } from '../model/run';
import type { KnobValue } from '../model/schema';
import { StepSearch } from './step-search';
import type { RunnableSim } from './runnable-sim';
import { CrashSweeper, type SweepHandle } from './crash-sweeper';

export interface RunnerHost {
  create(scenarioJson: string): RunnableSim; // throws with the core's message
  /** The core's incremental crash sweep; absent where sweeps are not offered (the A/B pair). */
  createSweep?(scenarioJson: string, n: number, target: string): SweepHandle;
  stride: number;
  post(event: WorkerEvent, transfer?: Transferable[]): void;
  now(): number; // wall ms
  /** Calls fn again soon: immediately when `busy`, else after `ms`. */
  schedule(fn: () => void, ms: number): void;
}

/** Wall time spent simulating per slice, so the worker stays responsive. */
export const SLICE_MS = 8;
/** Minimum wall time between frames (about one display frame). */
export const FRAME_MS = 15;
/**
 * Minimum wall time between frames while a lesson step fast-forwards or a
 * step searches. Each frame costs the page a redraw (charts, log, boxes), and
 * on a small machine those redraws take the cores the simulation needs: at
 * one frame per display frame the wait to lesson 02's first stall was twice
 * the simulation's own time. The clock still moves a few times a second; the
 * frame that ends the fast part is sent at once, as every status change is.
 */
export const FAST_FRAME_MS = 250;
/** A lagging slow-motion clock does not try to catch up more than this. */
const MAX_CATCH_UP_MS = 100;

export class SimRunner {
  private sim: RunnableSim | null = null;
  private scenario: CoreScenario | null = null;
  private schedule: ScheduledChange[] = [];
  private nextChange = 0;
  private status: RunStatus = 'idle';
  private speed: Speed = 1;
  private durationNs = 0;
  /** Simulated time the pacing clock wants to be at (fractional ns). */
  private targetNs = 0;
  private lastTickWall = 0;
  private rowsSent = 0;
  private canSend = true;
  private frameDue = false;
  private lastFrameWall = -Infinity;
  private eventsSinceFrame = 0;
  private busyMsSinceFrame = 0;
  /** Events per run_until call, adapted so one call takes about 1 ms. */
  private chunk = 2000;
  private ticking = false;
  /** The last slice of play ran out of time before reaching real time. */
  private behind = false;
  /** Copies of the run every few hundred simulated ms, for seeking back. */
  private readonly checkpoints = new Checkpoints<RunnableSim>();
  /** Furthest simulated time this run has reached (seeking back leaves it). */
  private horizonNs = 0;
  private pendingSeekNs: number | null = null;
  /** Play pauses here (a lesson's cue point); Infinity: plays to the end. */
  private stopAtNs = Infinity;
  /** Play runs at full speed until here, then at its speed; 0: no fast-forward. */
  private fastToNs = 0;
  /** Play runs at full speed again from here (a lesson step's slow motion is over); Infinity: never. */
  private fastFromNs = Infinity;
  /** A step looking ahead for its event, slice by slice (status 'searching'). */
  private search: StepSearch | null = null;
  /** This run broke an invariant and the page was told (once per run). */
  private invariantReported = false;
  /** The page was told that memory made the checkpoints sparser (once per run). */
  private thinningReported = false;

  /** The crash sweep, sharing the thread with the run (crash-sweeper.ts). */
  private readonly sweeper: CrashSweeper;

  constructor(private readonly host: RunnerHost) {
    const createSweep = host.createSweep;
    this.sweeper = new CrashSweeper({
      createSweep: (json, n, target) => {
        if (!createSweep) throw new Error('no crash sweep here');
        return createSweep(json, n, target);
      },
      post: (e) => host.post(e),
      now: () => host.now(),
      schedule: (fn, ms) => host.schedule(fn, ms),
    });
  }

  handle(cmd: WorkerCommand): void {
    switch (cmd.type) {
      case 'configure':
        // Another scenario: a sweep of the old one is no longer this run's.
        this.sweeper.cancel();
        this.configure(cmd.scenario, cmd.schedule);
        break;
      case 'reset':
        if (this.scenario) this.configure(this.scenario, this.schedule);
        break;
      case 'play':
        if (!this.sim) return;
        this.cancelSearch();
        this.speed = cmd.speed;
        this.stopAtNs = cmd.untilNs !== undefined && cmd.untilNs > this.sim.nowNs() ? cmd.untilNs : Infinity;
        this.fastToNs = cmd.fastToNs ?? 0;
        this.fastFromNs = cmd.fastFromNs ?? Infinity;
        if (this.status !== 'finished') {
          this.status = 'playing';
          this.targetNs = this.sim.nowNs();
          this.lastTickWall = this.host.now();
        }
        this.requestFrame();
        this.kick();
        break;
      case 'setSpeed':
        // A speed picked during a fast-forward is the user's: it applies at once.
        this.fastToNs = 0;
        this.fastFromNs = Infinity;
        this.speed = cmd.speed;
        if (this.sim) this.targetNs = this.sim.nowNs();
        this.lastTickWall = this.host.now();
        break;
      case 'pause':
        // Pause during a search is its Cancel: back to where the step began.
        this.cancelSearch();
        this.stopAtNs = Infinity;
        this.fastToNs = 0;
        this.fastFromNs = Infinity;
        if (this.status === 'playing') this.status = 'paused';
        this.requestFrame();
        this.kick();
        break;
      case 'step':
        this.step(cmd.kind);
        break;
      case 'setKnob':
        this.cancelSearch();
        this.setKnob(cmd.name, cmd.value, cmd.valueJson);
        break;
      case 'ack':
        this.canSend = true;
        this.kick();
        break;
      case 'seek':
        // Coalesced: a scrubbing slider sends many; only the latest runs.
        if (!this.sim) return;
        this.pendingSeekNs = Math.max(0, Math.min(this.durationNs, cmd.tNs));
        this.kick();
        break;
      case 'story':
        if (this.sim) this.host.post({ type: 'story', thread: cmd.thread, nowNs: this.sim.nowNs(), json: this.sim.threadStoryJson(cmd.thread) });
        break;
      case 'summary':
        this.host.post({ type: 'summary', nowNs: this.sim ? this.sim.nowNs() : 0, json: this.sim ? this.sim.summaryJson() : '{}' });
        break;
      case 'crash': {
        const json = this.sim?.crashJson ? this.sim.crashJson(cmd.kind, cmd.target) : '{"error":"no run"}';
        this.host.post({ type: 'crash', nowNs: this.sim ? this.sim.nowNs() : 0, json });
        break;
      }
      case 'crashSweep': {
        if (!this.scenario || !this.host.createSweep) {
          this.host.post({ type: 'crashSweep', state: 'error', done: 0, total: cmd.n, message: this.scenario ? 'no crash sweep here' : 'no run' });
          break;
        }
        // The run as it stands: its scenario and every change made so far.
        const json = JSON.stringify(this.schedule.length > 0 ? { ...this.scenario, schedule: toCoreSchedule(this.schedule) } : this.scenario);
        this.sweeper.start(json, cmd.n, cmd.target);
        break;
      }
      case 'cancelCrashSweep':
        this.sweeper.cancel();
        break;
    }
  }

  private configure(scenario: CoreScenario, schedule: ScheduledChange[]): void {
    this.sim?.destroy();
    this.sim = null;
    this.checkpoints.clear();
    this.horizonNs = 0;
    this.pendingSeekNs = null;
    this.stopAtNs = Infinity;
    this.fastToNs = 0;
    this.fastFromNs = Infinity;
    this.search = null;
    this.invariantReported = false;
    this.thinningReported = false;
    this.scenario = scenario;
    this.schedule = [...schedule].sort((a, b) => a.atNs - b.atNs);
    this.nextChange = 0;
    this.rowsSent = 0;
    this.status = 'idle';
    this.durationNs = Math.round(scenario.duration_s * 1e9);
    try {
      // The schedule is checked up front by the core's rules (a change the
      // combination rules forbid is refused now, not dropped mid-run).
      if (schedule.length > 0) this.host.create(JSON.stringify({ ...scenario, schedule: toCoreSchedule(this.schedule) })).destroy();
      this.sim = this.host.create(JSON.stringify(scenario));
    } catch (e) {
      this.host.post({ type: 'error', where: 'configure', message: (e as Error).message });
      return;
    }
    this.targetNs = 0;
    this.host.post({ type: 'configured', durationNs: this.durationNs });
    this.applyDueChanges();
    this.checkpoints.maybeKeep(this.sim);
    this.requestFrame();
    this.kick();
  }

  private setKnob(name: string, value: KnobValue, valueJson: string): void {
    if (!this.sim) return;
    const message = this.sim.setKnob(name, valueJson);
    if (message) {
      this.host.post({ type: 'error', where: `setKnob ${name}`, message });
      return;
    }
    const atNs = this.sim.nowNs();
    // Checkpoints from now on no longer show this run.
    this.checkpoints.dropFrom(atNs);
    if (atNs < this.horizonNs) {
      // Changed after seeking back: the old future (later changes, rows) is void.
      this.schedule.splice(this.nextChange);
      this.rowsSent = this.sim.intervalCount();
      this.horizonNs = atNs;
      this.host.post({ type: 'truncated', atNs, rowCount: this.rowsSent });
    }
    // Remember it so a reset replays the same run.
    this.schedule.splice(this.nextChange, 0, { atNs, knob: name, value });
    this.nextChange++;
    this.host.post({ type: 'knobApplied', name, value, atNs });
    this.requestFrame();
    this.kick();
  }

  /** Starts a search for the next event of a kind; tick() carries it on. */
  private step(kind: StepKind): void {
    if (!this.sim || this.status === 'finished' || this.search) return;
    const fromStatus = this.status === 'playing' ? 'paused' : this.status;
    this.stopAtNs = Infinity;
    this.fastToNs = 0;
    this.fastFromNs = Infinity;
    this.search = new StepSearch(kind, this.sim.nowNs(), fromStatus, Math.min(this.durationNs, this.nextChangeAt()));
    this.status = 'searching';
    this.requestFrame();
    this.kick();
  }

  /** One wall-time slice of the search; ends it when found or hopeless. */
  private searchOn(sim: RunnableSim, search: StepSearch): void {
    const start = this.host.now();
    let progress: ReturnType<StepSearch['advance']> = 'more';
    while (progress === 'more' && this.host.now() - start < SLICE_MS) {
      progress = search.advance(sim, () => this.host.now());
      this.noteProgress(sim);
    }
    this.busyMsSinceFrame += this.host.now() - start;
    if (progress === 'more') return;
    this.search = null;
    if (progress === 'found') {
      this.applyDueChanges();
      this.targetNs = sim.nowNs();
      this.status = sim.nowNs() >= this.durationNs ? 'finished' : 'paused';
    } else {
      // Nothing before the limit: the user keeps their place, not the end of the run.
      this.returnTo(search);
    }
    this.host.post({ type: 'stepResult', kind: search.kind, found: progress === 'found' });
    this.requestFrame();
  }

  /** Stops a search under way and puts the run back where it began. */
  private cancelSearch(): void {
    const search = this.search;
    if (!search) return;
    this.search = null;
    this.returnTo(search);
    this.requestFrame();
  }

  private returnTo(search: StepSearch): void {
    this.seek(search.fromNs);
    if (search.fromStatus === 'idle' && this.status === 'paused') this.status = 'idle';
  }

  private nextChangeAt(): number {
    return this.schedule[this.nextChange]?.atNs ?? Infinity;
  }

  /** Applies scheduled changes whose time has come (the run is at or past them). */
  private applyDueChanges(): void {
    if (!this.sim) return;
    const now = this.sim.nowNs();
    while (this.nextChange < this.schedule.length && this.schedule[this.nextChange]!.atNs <= now) {
      const c = this.schedule[this.nextChange]!;
      const json = JSON.stringify(c.value);
      const message = this.sim.setKnob(c.knob, json);
      if (message) this.host.post({ type: 'error', where: `schedule ${c.knob}`, message });
      this.nextChange++;
    }
  }

  private requestFrame(): void {
    this.frameDue = true;
  }

  private kick(): void {
    if (this.ticking) return;
    this.ticking = true;
    this.host.schedule(() => this.tick(), 0);
  }

  /** Checkpoints and the horizon after the simulation moved forward. */
  private noteProgress(sim: RunnableSim): void {
    this.checkpoints.maybeKeep(sim);
    this.horizonNs = Math.max(this.horizonNs, sim.nowNs());
    if (this.checkpoints.thinnedForMemory && !this.thinningReported) {
      this.thinningReported = true;
      this.host.post({ type: 'error', where: 'checkpoints', message: String(this.checkpoints.spacingNs) });
    }
    // A run that broke one of the model's invariants says so, once.
    if (!this.invariantReported) {
      const broken = sim.brokenInvariant();
      if (broken !== null) {
        this.invariantReported = true;
        this.host.post({ type: 'error', where: 'invariant', message: broken });
      }
    }
  }

  /** Shows the run at tNs: from the current state if it is on the way, else from the nearest earlier checkpoint. */
  private seek(tNs: number): void {
    if (!this.sim || !this.scenario) return;
    const t0 = this.host.now();
    this.search = null;
    if (this.status === 'playing') this.status = 'paused';
    this.stopAtNs = Infinity;
    this.fastToNs = 0;
    this.fastFromNs = Infinity;
    const now = this.sim.nowNs();
    const cpAt = this.checkpoints.nearestAt(tNs);
    if (!(now <= tNs && now >= cpAt)) {
      let next = this.checkpoints.restore(tNs);
      if (!next) {
        next = this.host.create(JSON.stringify(this.scenario));
        this.nextChange = 0;
        this.sim.destroy();
        this.sim = next;
        this.applyDueChanges();
      } else {
        // The copy was taken after the changes due at its instant were applied.
        const at = next.nowNs();
        const i = this.schedule.findIndex((c) => c.atNs > at);
        this.nextChange = i < 0 ? this.schedule.length : i;
        this.sim.destroy();
        this.sim = next;
      }
    }
    const sim = this.sim;
    for (let guard = 0; guard < 1_000_000 && sim.nowNs() < tNs; guard++) {
      const before = sim.nowNs();
      const limit = Math.min(tNs, this.nextChangeAt(), before + this.checkpoints.spacingNs);
      const n = sim.runUntil(limit, 2 ** 40);
      this.applyDueChanges();
      this.noteProgress(sim);
      if (n === 0 && sim.nowNs() === before) break; // nothing left to run
    }
    this.targetNs = sim.nowNs();
    this.status = sim.nowNs() >= this.durationNs ? 'finished' : 'paused';
    this.busyMsSinceFrame += this.host.now() - t0;
    this.requestFrame();
  }

  private tick(): void {
    this.ticking = false;
    if (this.pendingSeekNs !== null) {
      const t = this.pendingSeekNs;
      this.pendingSeekNs = null;
      this.seek(t);
    }
    const sim = this.sim;
    if (sim && this.status === 'playing') this.advance(sim);
    if (sim && this.search) this.searchOn(sim, this.search);
    const wall = this.host.now();
    const running = this.status === 'playing' || this.status === 'searching';
    const every = this.status === 'searching' || (this.status === 'playing' && this.fastForwarding()) ? FAST_FRAME_MS : FRAME_MS;
    if (this.canSend && (this.frameDue || (running && wall - this.lastFrameWall >= every))) {
      this.sendFrame();
    }
    if (running) {
      this.ticking = true;
      // At 'max' (searching, fast-forwarding) run again at once; otherwise wake about once per frame.
      // Behind real time too: the worker has its own thread, so it may use all of it.
      const wait = this.speed === 'max' || this.status === 'searching' || this.fastForwarding() || this.behind ? 0 : Math.max(0, FRAME_MS - (this.host.now() - wall));
      this.host.schedule(() => this.tick(), wait);
    }
    // Not playing and a frame is owed but unacknowledged: the ack kicks us.
  }

  private advance(sim: RunnableSim): void {
    const start = this.host.now();
    const elapsed = Math.min(start - this.lastTickWall, MAX_CATCH_UP_MS);
    this.lastTickWall = start;
    const end = Math.min(this.durationNs, this.stopAtNs);
    if (this.speed === 'max') this.targetNs = end;
    else if (this.fastForwarding()) this.targetNs = sim.nowNs() < this.fastToNs ? Math.min(end, this.fastToNs) : end;
    else this.targetNs = Math.min(end, Math.max(this.targetNs, sim.nowNs()) + elapsed * 1e6 * this.speed);
    const deadline = start + SLICE_MS;
    this.behind = false;
    for (;;) {
      const now = sim.nowNs();
      if (now >= this.targetNs || now >= end) break;
      const t = Math.min(this.targetNs, this.nextChangeAt());
      const c0 = this.host.now();
      const n = sim.runUntil(Math.max(t, now), this.chunk);
      const dt = this.host.now() - c0;
      this.eventsSinceFrame += n;
      // Aim for about 1 ms per call so the deadline is checked often.
      if (n >= this.chunk && dt < 0.5) this.chunk = Math.min(this.chunk * 2, 1 << 22);
      else if (dt > 2 && this.chunk > 64) this.chunk = Math.floor(this.chunk / 2);
      this.applyDueChanges();
      if (n === 0 && sim.nowNs() === now) {
        // Nothing left to simulate before t (no events): jump the clock.
        if (t >= end) break;
        if (t === this.nextChangeAt()) continue;
        break;
      }
      if (this.host.now() >= deadline) {
        // Behind real time: drop the debt rather than lag further and further,
        // and come straight back (tick) instead of idling out the frame.
        if (this.speed !== 'max') this.targetNs = sim.nowNs();
        this.behind = true;
        break;
      }
    }
    this.busyMsSinceFrame += this.host.now() - start;
    if (sim.nowNs() >= end && end < this.durationNs) {
      // The cue point play was asked to stop at: finish every event due at
      // that instant, so the pause is the state a seek there gives.
      sim.runUntil(end, 2 ** 40);
      this.applyDueChanges();
      this.status = 'paused';
      this.stopAtNs = Infinity;
      this.requestFrame();
    }
    this.noteProgress(sim);
    if (sim.nowNs() >= this.durationNs) {
      this.status = 'finished';
      this.requestFrame();
    }
  }

  /** Short of where play was asked to fast-forward to, or past where its slow motion ends. */
  private fastForwarding(): boolean {
    if (this.sim === null) return false;
    const now = this.sim.nowNs();
    return now < this.fastToNs || now >= this.fastFromNs;
  }

  private sendFrame(): void {
    const sim = this.sim;
    if (!sim) return;
    const rows = sim.copyIntervals(this.rowsSent, this.host.stride);
    const firstRow = this.rowsSent;
    this.rowsSent += rows.length / this.host.stride;
    const snapshot = sim.copySnapshot();
    const frame: Frame = {
      type: 'frame',
      nowNs: sim.nowNs(),
      status: this.status,
      firstRow,
      rows,
      snapshot,
      events: this.eventsSinceFrame,
      busyMs: this.busyMsSinceFrame,
      wallMs: this.host.now(),
      fast: this.status === 'playing' && this.fastForwarding(),
    };
    const clocks = sim.clocksNs?.();
    if (clocks) frame.clocksNs = clocks;
    const snapshots = sim.copySnapshots?.();
    if (snapshots) frame.snapshots = snapshots;
    this.eventsSinceFrame = 0;
    this.busyMsSinceFrame = 0;
    this.frameDue = false;
    this.canSend = false;
    this.lastFrameWall = this.host.now();
    this.host.post(frame, [rows.buffer, snapshot.buffer, ...(snapshots ?? []).map((s) => s.buffer)]);
  }
}
