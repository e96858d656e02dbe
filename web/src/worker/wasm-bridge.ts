// Thin typed wrapper over the core's C API. Every read of linear memory
// builds a fresh view: memory may have grown (and moved) since the last call.
import type { CommitLabModule, Ptr } from './commitlab-module';

export class CoreError extends Error {}

export class CommitLabCore {
  constructor(readonly m: CommitLabModule) {}

  private withString<T>(s: string, fn: (p: Ptr) => T): T {
    const n = this.m.lengthBytesUTF8(s) + 1;
    const p = this.m._malloc(n);
    try {
      this.m.stringToUTF8(s, p, n);
      return fn(p);
    } finally {
      this.m._free(p);
    }
  }

  schemaJson(): string {
    return this.m.UTF8ToString(this.m._cl_schema_json());
  }
  layoutVersion(): number {
    return this.m._cl_layout_version();
  }
  intervalStride(): number {
    return this.m._cl_interval_stride();
  }

  /** Creates a simulation; throws CoreError with the core's message on bad input. */
  create(scenarioJson: string): Simulation {
    const h = this.withString(scenarioJson, (p) => this.m._cl_create(p));
    const err = this.m.UTF8ToString(this.m._cl_error(h));
    if (err !== '') {
      this.m._cl_destroy(h);
      throw new CoreError(err);
    }
    return new Simulation(this, h);
  }

  /** A crash sweep run a slice at a time (cl_sweep_*); bad input shows in its json() and step() === -1. */
  createSweep(scenarioJson: string, n: number, target: string): CrashSweepRun {
    const h = this.withString(scenarioJson, (j) => this.withString('', (k) => this.withString(target, (t) => this.m._cl_sweep_create(j, n, k, t))));
    return new CrashSweepRun(this, h);
  }

  /** @internal */
  str(p: Ptr): string {
    return this.m.UTF8ToString(p);
  }
  /** @internal */
  string<T>(s: string, fn: (p: Ptr) => T): T {
    return this.withString(s, fn);
  }
}

export class Simulation {
  private destroyed = false;
  constructor(private readonly core: CommitLabCore, readonly handle: Ptr) {}

  private get m(): CommitLabModule {
    return this.core.m;
  }

  destroy(): void {
    if (!this.destroyed) this.m._cl_destroy(this.handle);
    this.destroyed = true;
  }
  clone(): Simulation {
    return new Simulation(this.core, this.m._cl_clone(this.handle));
  }
  error(): string {
    return this.core.str(this.m._cl_error(this.handle));
  }
  nowNs(): number {
    return Number(this.m._cl_now_ns(this.handle));
  }
  /** Runs to tNs or maxEvents; returns events processed. */
  runUntil(tNs: number, maxEvents: number): number {
    return Number(this.m._cl_run_until(this.handle, BigInt(Math.floor(tNs)), BigInt(Math.floor(maxEvents))));
  }
  step(kind: number, tLimitNs: number): boolean {
    return this.m._cl_step(this.handle, kind, BigInt(Math.floor(tLimitNs))) === 1;
  }
  /** Returns null when applied, else the core's message. */
  setKnob(name: string, valueJson: string): string | null {
    const rc = this.core.string(name, (n) => this.core.string(valueJson, (v) => this.m._cl_set_knob(this.handle, n, v)));
    return rc === 0 ? null : this.error() || `${name}: the core refused ${valueJson}.`;
  }
  intervalCount(): number {
    return this.m._cl_interval_count(this.handle);
  }
  /** Copies interval rows [from, count) into a new (transferable) array. */
  copyIntervals(from: number, stride: number): Float64Array {
    const count = this.intervalCount();
    if (count <= from) return new Float64Array(0);
    const p = this.m._cl_intervals(this.handle);
    const heap = new Float64Array(this.m.HEAPU8.buffer);
    return heap.slice(p / 8 + from * stride, p / 8 + count * stride);
  }
  copySnapshot(): Int32Array {
    const p = this.m._cl_snapshot(this.handle);
    const n = this.m._cl_snapshot_words(this.handle);
    return new Int32Array(this.m.HEAPU8.buffer).slice(p / 4, p / 4 + n);
  }
  threadStoryJson(thread: number): string {
    return this.core.str(this.m._cl_thread_story_json(this.handle, thread));
  }
  summaryJson(): string {
    return this.core.str(this.m._cl_summary_json(this.handle));
  }
  /** Bytes this simulation holds; a clone costs as much. */
  memoryBytes(): number {
    return Number(this.m._cl_memory_bytes(this.handle));
  }
  /** The first broken invariant of the model so far, or null (see cl_invariant_violations). */
  brokenInvariant(): string | null {
    if (Number(this.m._cl_invariant_violations(this.handle)) === 0) return null;
    return this.core.str(this.m._cl_first_violation(this.handle));
  }

  /** What a crash now would leave after recovery (cl_crash_json); the run is untouched. */
  crashJson(kind: string, target: string): string {
    return this.core.string(kind, (k) => this.core.string(target, (t) => this.core.str(this.m._cl_crash_json(this.handle, k, t))));
  }
  digest(): string {
    return this.core.str(this.m._cl_digest(this.handle));
  }
}

export class CrashSweepRun {
  private destroyed = false;
  constructor(private readonly core: CommitLabCore, readonly handle: Ptr) {}
  step(maxEvents: number): number {
    return this.core.m._cl_sweep_step(this.handle, BigInt(Math.floor(maxEvents)));
  }
  json(): string {
    return this.core.str(this.core.m._cl_sweep_json(this.handle));
  }
  destroy(): void {
    if (!this.destroyed) this.core.m._cl_sweep_destroy(this.handle);
    this.destroyed = true;
  }
}
