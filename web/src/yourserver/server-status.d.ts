// Types of server-status.js (plain JavaScript so node scripts import it too).
import type { Said } from './reader-words';
import type { DroppedLine } from './sysbench-log';

export const STATUS_COUNTERS: Array<{ counter: string; figure: string; what: string }>;
export interface StatusSnapshot {
  values: Record<string, number | string>;
  dropped: DroppedLine[];
}
export function parseStatusSnapshot(text: string): StatusSnapshot;
export function splitStatusSnapshots(text: string): string[];
export interface StatusRates {
  seconds: number | null;
  rates: Record<string, number>;
  counts: Record<string, number>;
  missing: string[];
  /** Why the two snapshots make no run (each in en and zh). */
  errors: Said[];
  notes: Said[];
}
export function statusRates(before: StatusSnapshot | Record<string, number | string>, after: StatusSnapshot | Record<string, number | string>, seconds?: number): StatusRates;
