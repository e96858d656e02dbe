// What the recovery animation draws, worked out from the crash outcome
// alone (no drawing here, so it can be tested): the redo log and the
// binlog as bars split into what recovery reads and what the crash took,
// the prepared transactions sorted by the XID rule, and the phases in
// the server's order.
import { ledgerRows, type CrashOutcome } from './crash-result';

export type Phase = 'redo' | 'binlog' | 'xa' | 'ledger';

export interface BarPart {
  /** Share of the bar, 0..1; the parts of a bar add up to 1. */
  share: number;
  cls: 'durable' | 'cache' | 'buffer' | 'torn';
  bytes: number;
}

export interface RecoveryPlan {
  phases: Phase[];
  redo: BarPart[];
  /** Where recovery's scan stops on the redo bar, 0..1. */
  redoScanEnd: number;
  /** Where recovery reads to: the durable redo LSN, the binlog file's bytes up to its last complete transaction. */
  redoDurableLsn: number;
  binlogValidBytes: number;
  binlog: BarPart[] | null;
  binlogScanEnd: number;
  committedByXid: number;
  rolledBack: number;
  /** Dots drawn for each (at most DOTS in all, at least one for a non-zero count). */
  dotsCommitted: number;
  dotsRolledBack: number;
  unrecovered: number;
  acknowledged: number;
  /** Ledger classes' shares for the final bar. */
  ledger: Array<{ cls: 'ok' | 'lost' | 'engine_only' | 'binlog_only'; share: number; n: number }>;
}

export const DOTS = 40;

function parts(list: Array<{ cls: BarPart['cls']; bytes: number }>): BarPart[] {
  const shown = list.filter((p) => p.bytes > 0);
  const total = shown.reduce((a, p) => a + p.bytes, 0);
  if (total <= 0) return [{ share: 1, cls: 'durable', bytes: 0 }];
  // Tiny parts stay visible: at least 3% each, the rest shared by size.
  const min = 0.03;
  const raw = shown.map((p) => Math.max(p.bytes / total, min));
  const sum = raw.reduce((a, v) => a + v, 0);
  return shown.map((p, i) => ({ share: raw[i]! / sum, cls: p.cls, bytes: p.bytes }));
}

function dots(a: number, b: number): [number, number] {
  const total = a + b;
  if (total <= 0) return [0, 0];
  if (total <= DOTS) return [a, b];
  let da = Math.round((a / total) * DOTS);
  let db = DOTS - da;
  if (a > 0 && da === 0) [da, db] = [1, DOTS - 1];
  if (b > 0 && db === 0) [da, db] = [DOTS - 1, 1];
  return [da, db];
}

/** Null for a replica crash or an outcome without recovery steps. */
export function recoveryPlan(c: CrashOutcome): RecoveryPlan | null {
  const r = c.recovery;
  const l = c.ledger;
  if (c.target !== 'primary' || !r || !l) return null;
  // The redo window: the last part of the log, from a little before the durable end.
  const lostRedo = Math.max(0, r.redo_end_lsn - r.redo_durable_lsn);
  const cacheRedo = Math.max(0, r.redo_written_lsn - r.redo_durable_lsn);
  const bufferRedo = Math.max(0, lostRedo - cacheRedo);
  const readRedo = Math.max(lostRedo, 1);
  const redo = parts([
    { cls: 'durable', bytes: readRedo },
    { cls: 'cache', bytes: cacheRedo },
    { cls: 'buffer', bytes: bufferRedo },
  ]);
  const binlogOff = r.rules === 'redo_only';
  let binlog: BarPart[] | null = null;
  if (!binlogOff) {
    const valid = Math.max(0, r.binlog_valid_end - r.binlog_file_start);
    const torn = Math.max(0, r.binlog_durable - r.binlog_valid_end);
    const cache = Math.max(0, r.binlog_written - Math.max(r.binlog_durable, r.binlog_valid_end));
    binlog = parts([
      { cls: 'durable', bytes: Math.max(valid, 1) },
      { cls: 'torn', bytes: torn },
      { cls: 'cache', bytes: cache },
    ]);
  }
  const rows = ledgerRows(l);
  const sum = Math.max(1, rows.reduce((a, x) => a + x.n, 0));
  const [dc, dr] = dots(r.prepared_committed, r.prepared_rolled_back);
  return {
    phases: binlogOff ? ['redo', 'ledger'] : ['redo', 'binlog', 'xa', 'ledger'],
    redo,
    redoScanEnd: redo[0]!.share,
    redoDurableLsn: r.redo_durable_lsn,
    binlogValidBytes: Math.max(0, r.binlog_valid_end - r.binlog_file_start),
    binlog,
    binlogScanEnd: binlog ? binlog[0]!.share : 0,
    committedByXid: r.prepared_committed,
    rolledBack: r.prepared_rolled_back,
    dotsCommitted: dc,
    dotsRolledBack: dr,
    unrecovered: l.lost + l.engine_only + l.binlog_only,
    acknowledged: l.acknowledged,
    ledger: rows.map((x) => ({ cls: x.cls, n: x.n, share: x.n / sum })),
  };
}

/** Seconds each phase takes when recovery plays by itself. */
export const PHASE_S = 1.2;

/** Which phase is on, and how far through it (0..1), `elapsed` seconds after the crash. */
export function phaseAt(plan: RecoveryPlan, elapsed: number): { index: number; progress: number } {
  const i = Math.floor(Math.max(0, elapsed) / PHASE_S);
  if (i >= plan.phases.length) return { index: plan.phases.length - 1, progress: 1 };
  return { index: i, progress: Math.min(1, (elapsed - i * PHASE_S) / PHASE_S) };
}
