// A crash sweep in the worker (cl_sweep_*): the run's scenario crashed at
// n instants from its seed, every crash kind, a slice of wall time at a
// time so the lab's own run and its frames go on between slices. It
// reports progress, can be cancelled, and ends with the core's totals.
import type { WorkerEvent } from './protocol';

/** The core's incremental sweep (wasm-bridge.ts CrashSweepRun, or a fake in tests). */
export interface SweepHandle {
  /** Runs at most maxEvents events; instants crashed so far, -1 on an error. */
  step(maxEvents: number): number;
  json(): string;
  destroy(): void;
}

export interface SweeperHost {
  createSweep(scenarioJson: string, n: number, target: string): SweepHandle;
  post(event: WorkerEvent): void;
  now(): number;
  schedule(fn: () => void, ms: number): void;
}

/** Wall time per slice: the worker's run shares the thread. */
export const SWEEP_SLICE_MS = 8;
/** Progress messages at most this often. */
export const SWEEP_PROGRESS_MS = 100;

export class CrashSweeper {
  private handle: SweepHandle | null = null;
  private id = 0;
  private total = 0;
  private chunk = 2000;
  private lastProgress = -Infinity;

  constructor(private readonly host: SweeperHost) {}

  get running(): boolean {
    return this.handle !== null;
  }

  /** Starts a sweep (cancelling one under way). */
  start(scenarioJson: string, n: number, target: string): void {
    this.cancel(false);
    const handle = this.host.createSweep(scenarioJson, n, target);
    const first = handle.step(0);
    if (first < 0) {
      const message = readError(handle.json());
      handle.destroy();
      this.host.post({ type: 'crashSweep', state: 'error', done: 0, total: n, message });
      return;
    }
    this.handle = handle;
    this.total = n;
    this.chunk = 2000;
    this.lastProgress = -Infinity;
    const id = ++this.id;
    this.host.post({ type: 'crashSweep', state: 'progress', done: first, total: n });
    this.host.schedule(() => this.slice(id), 0);
  }

  /** Stops the sweep under way; says so when one was running. */
  cancel(say = true): void {
    if (!this.handle) return;
    this.handle.destroy();
    this.handle = null;
    this.id++;
    if (say) this.host.post({ type: 'crashSweep', state: 'cancelled', done: 0, total: this.total });
  }

  private slice(id: number): void {
    const h = this.handle;
    if (!h || id !== this.id) return; // cancelled or replaced meanwhile
    const start = this.host.now();
    let done = 0;
    while (this.host.now() - start < SWEEP_SLICE_MS) {
      const c0 = this.host.now();
      done = h.step(this.chunk);
      const dt = this.host.now() - c0;
      if (done < 0 || done >= this.total) break;
      // About 1 ms per call, so the slice's deadline is checked often.
      if (dt < 0.5) this.chunk = Math.min(this.chunk * 2, 1 << 22);
      else if (dt > 2 && this.chunk > 64) this.chunk = Math.floor(this.chunk / 2);
    }
    if (done < 0) {
      this.finish({ type: 'crashSweep', state: 'error', done: 0, total: this.total, message: readError(h.json()) });
      return;
    }
    if (done >= this.total) {
      this.finish({ type: 'crashSweep', state: 'done', done, total: this.total, json: h.json() });
      return;
    }
    const now = this.host.now();
    if (now - this.lastProgress >= SWEEP_PROGRESS_MS) {
      this.lastProgress = now;
      this.host.post({ type: 'crashSweep', state: 'progress', done, total: this.total });
    }
    this.host.schedule(() => this.slice(id), 0);
  }

  private finish(event: WorkerEvent): void {
    this.handle?.destroy();
    this.handle = null;
    this.id++;
    this.host.post(event);
  }
}

function readError(json: string): string {
  try {
    const v = JSON.parse(json) as { error?: string };
    return v.error ?? 'the sweep failed';
  } catch {
    return 'the sweep failed';
  }
}
