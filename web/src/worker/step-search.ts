// "Next stall" may lie seconds of simulated time ahead, or nowhere before
// the end of the run. The runner looks for it in short slices, sending
// frames between them (the clock moves, the status says "searching"), and
// remembers where it started: a search that finds nothing, or is cancelled,
// puts the run back there.
import type { RunStatus, StepKind } from '../model/run';
import type { RunnableSim } from './runnable-sim';

const FIRST_SLICE_NS = 1e6;
const MIN_SLICE_NS = 1e3;
const MAX_SLICE_NS = 5e9;

export type SearchProgress = 'found' | 'none' | 'more';

export class StepSearch {
  private sliceNs = FIRST_SLICE_NS;

  constructor(
    readonly kind: StepKind,
    /** Where the user was, to come back to. */
    readonly fromNs: number,
    readonly fromStatus: RunStatus,
    /** The end of the run or the next scheduled change: the search stops there. */
    readonly limitNs: number,
  ) {}

  /** Runs one slice. `wallMs` is the host's clock. */
  advance(sim: RunnableSim, wallMs: () => number): SearchProgress {
    const limit = Math.min(this.limitNs, sim.nowNs() + this.sliceNs);
    const t0 = wallMs();
    // cl_step compares its counters with their values at the call, so a
    // search cut into slices stops on the same event as one long call.
    const found = sim.step(this.kind, limit);
    const dt = wallMs() - t0;
    // About 1 ms per slice keeps the worker's deadline checks frequent.
    if (dt < 0.5) this.sliceNs = Math.min(MAX_SLICE_NS, this.sliceNs * 2);
    else if (dt > 2) this.sliceNs = Math.max(MIN_SLICE_NS, this.sliceNs / 2);
    if (found) return 'found';
    return limit >= this.limitNs ? 'none' : 'more';
  }
}
