// Types of run-file.js (plain JavaScript so node scripts import it too).
import type { Said } from './reader-words';
import type { StatusRates } from './server-status';
import type { SysbenchLog } from './sysbench-log';

export const RUN_FILE_KIND: 'commitlab-measured-run';
export const RUN_FILE_VERSION: 1;
export const STEAL_NOTE_SHARE: number;
export interface MeasuredRunFile {
  kind: typeof RUN_FILE_KIND;
  version: typeof RUN_FILE_VERSION;
  created_at?: string;
  scenario: { source?: string; machine?: string; machine_file?: Record<string, unknown>; duration_s?: number; knobs: Record<string, unknown>; [k: string]: unknown };
  server?: { family?: string; version?: string; local?: boolean; notes?: string[]; variables?: string };
  machine?: { cpus?: number; load_average_before?: number[] | null; load_average_after?: number[] | null; steal_share?: number | null };
  sysbench: { command?: string; warmup_s?: number; output: string };
  status?: { before: string; after: string; seconds?: number };
}
export interface Figures {
  tps: number | null;
  lat_avg_ms: number | null;
  lat_p95_ms: number | null;
  tps_cv: number | null;
  redo_fsyncs_ps: number | null;
  binlog_group_commits_ps: number | null;
  redo_bytes_ps: number | null;
  binlog_bytes_ps: number | null;
  trx_per_redo_fsync: number | null;
}
export type ReadRunFile =
  | { error: Said; run?: undefined }
  | { error?: undefined; run: MeasuredRunFile; log: SysbenchLog; status: StatusRates | null; summary: Figures };
export function readRunFile(text: string | object): ReadRunFile;
export function measuredFigures(log: SysbenchLog, status: StatusRates | null): Figures;
export function modelFigures(modelRun: { summary: any; interval_fields?: string[]; intervals?: number[][]; scenario?: any }): Figures;
export interface FigureDef {
  key: keyof Figures;
  en: string;
  zh: string;
  digits: number;
}
export const FIGURES: FigureDef[];
export function compareFigures(model: Figures, measured: Figures): Array<FigureDef & { model: number | null; measured: number | null; gapPct: number | null }>;
