// Types of sysbench-log.js (plain JavaScript so node scripts import it too).
import type { Said } from './reader-words';
export interface DroppedLine {
  /** 1-based line number in the pasted text */
  line: number;
  text: string;
  /** what a readable line there looks like, in each language */
  expected: Said;
}
export interface SysbenchInterval {
  line: number;
  t_s: number;
  threads: number;
  tps: number;
  qps?: number;
  reads_ps?: number;
  writes_ps?: number;
  other_ps?: number;
  /** latency at the log's percentile (SysbenchLog.percentile) */
  lat_ms: number;
  errors_ps?: number;
  reconnects_ps?: number;
}
export interface SysbenchFinal {
  transactions?: number;
  tps?: number;
  queries?: number;
  qps?: number;
  total_time_s?: number;
  events?: number;
  percentile?: number;
  latency_ms?: { min?: number; avg?: number; max?: number; pct?: number; sum?: number };
  [key: string]: unknown;
}
export interface SysbenchLog {
  format: 'sysbench-1.0' | 'sysbench-0.5' | null;
  version: string | null;
  threads: number | null;
  reportIntervalS: number | null;
  percentile: number | null;
  intervals: SysbenchInterval[];
  final: SysbenchFinal | null;
  dropped: DroppedLine[];
  lineCount: number;
}
export function parseSysbenchLog(text: string): SysbenchLog;
export interface SysbenchSummary {
  tps: number | null;
  lat_avg_ms: number | null;
  lat_pct_ms: number | null;
  percentile: number | null;
  lat_max_ms: number | null;
  tps_cv: number | null;
  source: 'final report' | 'interval lines' | 'nothing';
}
export function sysbenchSummary(log: SysbenchLog): SysbenchSummary;
