// The worker name that makes sim.worker.ts run a lockstep A/B pair.
export const COMPARE_WORKER_NAME = 'commitlab-compare';
