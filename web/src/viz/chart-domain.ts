// The time axis of the lab's charts: the whole run, from the start.

import type { LabState } from '../store/lab-state';

/**
 * End of the charts' x axis, in seconds: the run's duration (as the worker
 * configured it; the scenario's until it has), so a 4-s run fills the axis
 * and a live run's axis stays put while it plays. The clock or the computed
 * horizon only extend it if they ever pass the end (a run whose duration
 * changed under the rows already drawn).
 */
export function chartEndS(s: Pick<LabState, 'nowNs' | 'horizonNs' | 'durationNs' | 'scenario'>): number {
  const durationS = s.durationNs > 0 ? s.durationNs / 1e9 : s.scenario.durationS;
  const end = Math.max(s.nowNs / 1e9, s.horizonNs / 1e9, durationS);
  return end > 0 ? end : s.scenario.reportIntervalS || 1;
}
