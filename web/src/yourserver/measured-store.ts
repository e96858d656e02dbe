// The real run the DBA brought in: its sysbench log, status rates and
// server settings, kept apart from the lab's own state (it is never in the
// link, never sent anywhere) and drawn beside the model's run.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { StatusRates } from './server-status.js';
import type { ServerVariables } from './server-variables.js';
import type { SysbenchLog } from './sysbench-log.js';

export interface MeasuredState {
  /** The file name or "pasted", for the legend. */
  source: string | null;
  log: SysbenchLog | null;
  status: StatusRates | null;
  variables: ServerVariables | null;
  set(part: Partial<Omit<MeasuredState, 'set' | 'clear'>>): void;
  clear(): void;
}

export const measuredStore = createStore<MeasuredState>((set) => ({
  source: null,
  log: null,
  status: null,
  variables: null,
  set: (part) => set(part),
  clear: () => set({ source: null, log: null, status: null, variables: null }),
}));

export function useMeasured<T>(selector: (s: MeasuredState) => T): T {
  return useStore(measuredStore, selector);
}
