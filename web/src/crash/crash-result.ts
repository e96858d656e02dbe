// The core's crash outcome (cl_crash_json, wasm-core/docs/crash-recovery.md)
// as typed data, plus the link field `crash=<t>,<kind>[,replica]`.

export type CrashKind = 'mysqld' | 'os' | 'power';
export type CrashTarget = 'primary' | 'replica';
export const CRASH_KINDS: CrashKind[] = ['mysqld', 'os', 'power'];

export interface Ledger {
  acknowledged: number;
  ok: number;
  lost: number;
  engine_only: number;
  binlog_only: number;
  unacked_committed: number;
  unacked_binlog_only: number;
  approximate: number;
  first_lost_gtid: number;
}

export interface Recovery {
  algorithm: string;
  rules: 'redo_only' | 'xa_binlog' | 'xa_binlog_from_redo';
  redo_end_lsn: number;
  redo_written_lsn: number;
  redo_fsynced_lsn: number;
  redo_durable_lsn: number;
  binlog_file: number;
  binlog_file_start: number;
  binlog_written: number;
  binlog_on_device: number;
  binlog_durable: number;
  binlog_recovered: number;
  binlog_valid_end: number;
  prepared_committed: number;
  prepared_rolled_back: number;
  last_gtid_in_binlog: number;
  published_gtid: number;
  new_binlog_file: number;
}

export interface ReplicaRestart {
  outcome: 'clean' | 'reapply' | 'skip' | 'relay_log_broken';
  received: number;
  applied: number;
  data_applied: number;
  applier_position: number;
  receiver_position: number;
  relay_durable: number;
  reapplied: number;
  skipped: number;
  error_code: number;
}

export interface CrashOutcome {
  kind: CrashKind;
  target: CrashTarget;
  at_ns: number;
  volatile_cache: boolean;
  ledger?: Ledger;
  recovery?: Recovery;
  replica?: { received: number; applied: number; ahead: number; behind: number };
  replica_restart?: ReplicaRestart | null;
}

/** Parses cl_crash_json; an {"error"} answer or bad JSON becomes an Error. */
export function parseCrash(json: string): CrashOutcome {
  const v = JSON.parse(json) as CrashOutcome & { error?: string };
  if (v.error) throw new Error(v.error);
  return v;
}

export interface CrashLink {
  atNs: number;
  kind: CrashKind;
  target: CrashTarget;
}

/** `crash=<ns>,<kind>[,replica]`; null with `bad` set when it does not parse. */
export function readCrashField(raw: string): { link: CrashLink | null; bad: boolean } {
  const m = /^(\d{1,16}),(mysqld|os|power)(?:,(primary|replica))?$/.exec(raw);
  if (!m || !Number.isSafeInteger(Number(m[1])) || Number(m[1]) <= 0) return { link: null, bad: true };
  return { link: { atNs: Number(m[1]), kind: m[2] as CrashKind, target: (m[3] as CrashTarget) ?? 'primary' }, bad: false };
}

export function crashField(link: CrashLink): string {
  return `crash=${Math.round(link.atNs)},${link.kind}${link.target === 'replica' ? ',replica' : ''}`;
}

/** The ledger's four classes with their counts, for the table and the chart. */
export function ledgerRows(l: Ledger): Array<{ cls: 'ok' | 'lost' | 'engine_only' | 'binlog_only'; n: number }> {
  return [
    { cls: 'ok', n: l.ok },
    { cls: 'lost', n: l.lost },
    { cls: 'engine_only', n: l.engine_only },
    { cls: 'binlog_only', n: l.binlog_only },
  ];
}
