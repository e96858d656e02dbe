// The real run the DBA brought in: its sysbench log, status rates and
// server settings, kept apart from the lab's own state and drawn beside
// the model's run. It is never sent anywhere and never in a link: a link
// names it only by reference (its fingerprint and file name,
// ui/measured-link.ts), which this store keeps in step.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { measuredLinkStore, type MeasuredRef } from '../ui/measured-link';
import type { MeasuredRunFile } from './run-file.js';
import type { StatusRates } from './server-status.js';
import type { ServerVariables } from './server-variables.js';
import type { SysbenchLog } from './sysbench-log.js';

export interface MeasuredState {
  /** The file name or "pasted", for the legend. */
  source: string | null;
  /** The run's reference for a link: the fingerprint of the text drawn (run file or sysbench output). */
  ref: MeasuredRef | null;
  log: SysbenchLog | null;
  status: StatusRates | null;
  variables: ServerVariables | null;
  /** The run file, when the run came in as one (its scenario, server, machine). */
  run: MeasuredRunFile | null;
  set(part: Partial<Omit<MeasuredState, 'set' | 'clear'>>): void;
  clear(): void;
}

const EMPTY = { source: null, ref: null, log: null, status: null, variables: null, run: null };

export const measuredStore = createStore<MeasuredState>((set) => ({
  ...EMPTY,
  set: (part) => set(part),
  clear: () => set(EMPTY),
}));

measuredStore.subscribe((s, prev) => {
  if (s.ref !== prev.ref) measuredLinkStore.getState().setShown(s.ref);
});

export function useMeasured<T>(selector: (s: MeasuredState) => T): T {
  return useStore(measuredStore, selector);
}
