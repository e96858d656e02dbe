// A crash sweep's result (cl_sweep_json, wasm-core/include/commitlab/crash.h)
// as rows for the table and points for the plot, and the sweeps kept for
// comparison: one per setting, newest first, so a learner can sweep (1, 1),
// then (1, 2)... and read the losses side by side.
import { create } from 'zustand';
import type { KnobValue } from '../model/schema';
import type { CrashKind, CrashTarget } from './crash-result';

export interface PrimaryTotals {
  crashes: number;
  crashes_losing_acknowledged: number;
  ok: number;
  lost: number;
  engine_only: number;
  binlog_only: number;
  max_lost: number;
  max_engine_only: number;
  max_binlog_only: number;
  crashes_replica_ahead: number;
  max_replica_ahead: number;
}

export interface ReplicaTotals {
  crashes: number;
  clean: number;
  reapply: number;
  skip: number;
  relay_log_broken: number;
  max_reapplied: number;
  max_skipped: number;
}

export interface SweepResult {
  instants: number;
  target: CrashTarget;
  kinds: CrashKind[];
  by_kind: Partial<Record<CrashKind, PrimaryTotals | ReplicaTotals>>;
  /** [at_ns, kind index (0 mysqld, 1 os, 2 power), ...] per crash. */
  points: number[][];
}

const KIND_BY_INDEX: CrashKind[] = ['mysqld', 'os', 'power'];

/** Parses cl_sweep_json; an {"error"} answer becomes an Error. */
export function parseSweep(json: string): SweepResult {
  const v = JSON.parse(json) as SweepResult & { error?: string };
  if (v.error) throw new Error(v.error);
  if (!Array.isArray(v.points) || typeof v.by_kind !== 'object') throw new Error('not a crash sweep result');
  return v;
}

export type LossClass = 'lost' | 'engine_only' | 'binlog_only';
export const LOSS_CLASSES: LossClass[] = ['lost', 'engine_only', 'binlog_only'];

export interface PrimaryRow {
  kind: CrashKind;
  crashes: number;
  losing: number;
  /** Mean per crash (rounded) and worst crash, per class. */
  mean: Record<LossClass, number>;
  max: Record<LossClass, number>;
  replicaAhead: number;
}

/** One row per crash kind: how many crashes lost an acknowledged transaction, and how many by class. */
export function primaryRows(r: SweepResult): PrimaryRow[] {
  return r.kinds.flatMap((kind) => {
    const t = r.by_kind[kind] as PrimaryTotals | undefined;
    if (!t || !('ok' in t)) return [];
    const mean = (v: number) => (t.crashes > 0 ? Math.round(v / t.crashes) : 0);
    return [
      {
        kind,
        crashes: t.crashes,
        losing: t.crashes_losing_acknowledged,
        mean: { lost: mean(t.lost), engine_only: mean(t.engine_only), binlog_only: mean(t.binlog_only) },
        max: { lost: t.max_lost, engine_only: t.max_engine_only, binlog_only: t.max_binlog_only },
        replicaAhead: t.crashes_replica_ahead,
      },
    ];
  });
}

export interface ReplicaRow extends ReplicaTotals {
  kind: CrashKind;
}

export function replicaRows(r: SweepResult): ReplicaRow[] {
  return r.kinds.flatMap((kind) => {
    const t = r.by_kind[kind] as ReplicaTotals | undefined;
    return t && 'clean' in t ? [{ kind, ...t }] : [];
  });
}

export interface PlotPoint {
  kind: CrashKind;
  atS: number;
  /** Acknowledged transactions not fully recovered (primary), or applied again + skipped (replica). */
  bad: number;
}

export function plotPoints(r: SweepResult): PlotPoint[] {
  return r.points.map((p) => ({
    kind: KIND_BY_INDEX[p[1]!] ?? 'os',
    atS: p[0]! / 1e9,
    bad: r.target === 'replica' ? p[3]! + p[4]! : p[2]! + p[3]! + p[4]!,
  }));
}

/** The setting a sweep was of, in the terms of lesson 06: (sync_binlog, trx_commit), algorithm, extras that change what survives. */
export function settingLabel(knobs: Record<string, KnobValue>): string {
  const parts = [`(${String(knobs['sync_binlog'])}, ${String(knobs['innodb_flush_log_at_trx_commit'])})`];
  if (knobs['log_bin'] === false) parts.push('log_bin=OFF');
  if (typeof knobs['commit_algorithm'] === 'string') parts.push(knobs['commit_algorithm']);
  const cache = knobs['device_volatile_cache_mb'];
  if (typeof cache === 'number' && cache > 0) parts.push(`device_volatile_cache_mb=${cache}`);
  return parts.join(' ');
}

export interface KeptSweep {
  id: number;
  setting: string;
  durationS: number;
  result: SweepResult;
}

/** Sweeps kept on screen: the newest per setting and target, at most MAX_KEPT. */
export const MAX_KEPT = 4;

export function keepSweep(list: KeptSweep[], next: KeptSweep): KeptSweep[] {
  const others = list.filter((k) => !(k.setting === next.setting && k.result.target === next.result.target));
  return [next, ...others].slice(0, MAX_KEPT);
}

/** Instants a learner may ask for: enough to see a distribution, few enough for seconds of work. */
export const SWEEP_MIN = 5;
export const SWEEP_MAX = 400;
export const SWEEP_DEFAULT = 40;

/** The field's text as a count, or null when it is not a whole number in range. */
export function readSweepCount(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= SWEEP_MIN && n <= SWEEP_MAX ? n : null;
}

interface SweepState {
  running: boolean;
  done: number;
  total: number;
  kept: KeptSweep[];
  set(p: Partial<Omit<SweepState, 'set'>>): void;
}

export const useSweep = create<SweepState>((set) => ({
  running: false,
  done: 0,
  total: 0,
  kept: [],
  set: (p) => set(p),
}));
