// The simulation worker (worker/sim.worker.ts) is started here and talked
// to only by the controller: the rest of the page knows it as a WorkerLike
// to hand to createLabController.
import type { WorkerLike } from '../worker/protocol';

export type { WorkerLike };
export { COMPARE_WORKER_NAME } from '../worker/compare-worker-name';

/** The lab's worker (one core), or named COMPARE_WORKER_NAME the A/B comparison's (two cores in lockstep). */
export function startSimWorker(name = 'commitlab-sim'): WorkerLike {
  return new Worker(new URL('../worker/sim.worker.ts', import.meta.url), { type: 'module', name }) as unknown as WorkerLike;
}
