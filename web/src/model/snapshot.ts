// Decoding of cl_snapshot int32 words (docs/outputs.md "Snapshot").

export const SNAPSHOT_HEADER_WORDS = 32;
export const WORDS_PER_THREAD = 4;

export interface StageState {
  leader: number;
  queued: number;
  processing: number;
}

export interface SnapshotSummary {
  layoutVersion: number;
  threads: number;
  cores: number;
  nowUs: number;
  coresWork: number;
  coresSpin: number;
  insideInnodb: number;
  sleepDelayUs: number;
  stages: { flush: StageState; sync: StageState; commit: StageState };
  redoLsnKiB: number;
  redoWrittenKiB: number;
  redoFlushedKiB: number;
  redoFsyncInFlight: boolean;
  binlogFileKiB: number;
  binlogDirtyKiB: number;
  maxBinlogSizeKiB: number;
  rotationInProgress: boolean;
  redoDirtyKiB: number;
  deviceOpsInFlight: number;
  deviceKiBInFlight: number;
  fsyncElapsedUs: number;
}

function stage(w: Int32Array, at: number): StageState {
  return { leader: w[at] ?? -1, queued: w[at + 1] ?? 0, processing: w[at + 2] ?? 0 };
}

export function decodeSnapshot(w: Int32Array): SnapshotSummary | null {
  if (w.length < SNAPSHOT_HEADER_WORDS) return null;
  const g = (i: number) => w[i] ?? 0;
  return {
    layoutVersion: g(0),
    threads: g(1),
    cores: g(2),
    // Two's-complement low word read as unsigned, plus the high word.
    nowUs: (g(3) >>> 0) + g(4) * 4294967296,
    coresWork: g(5),
    coresSpin: g(6),
    insideInnodb: g(7),
    sleepDelayUs: g(8),
    stages: { flush: stage(w, 9), sync: stage(w, 12), commit: stage(w, 15) },
    redoLsnKiB: g(18),
    redoWrittenKiB: g(19),
    redoFlushedKiB: g(20),
    redoFsyncInFlight: g(21) !== 0,
    binlogFileKiB: g(22),
    binlogDirtyKiB: g(23),
    maxBinlogSizeKiB: g(24),
    rotationInProgress: g(25) !== 0,
    redoDirtyKiB: g(26),
    deviceOpsInFlight: g(27),
    deviceKiBInFlight: g(28),
    fsyncElapsedUs: g(29),
  };
}

export const WORDS_PER_DEVICE_OP = 5;

/** A recent device operation from the snapshot's trailer (layout v2). */
export interface DeviceOpRecord {
  kind: 'fsync' | 'read' | 'write';
  file: 'redo' | 'binlog' | 'data';
  kib: number;
  startUs: number; // absolute simulated time
  endUs: number; // absolute; later than now while in flight
}

const OP_KINDS = ['fsync', 'read', 'write'] as const;
const OP_FILES = ['redo', 'binlog', 'data'] as const;

/** The device operations after the thread records, oldest first (empty before v2). */
export function decodeDeviceOps(w: Int32Array, nowUs: number): DeviceOpRecord[] {
  const at = SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * (w[1] ?? 0);
  if ((w[0] ?? 0) < 2 || at >= w.length) return [];
  const n = w[at] ?? 0;
  const out: DeviceOpRecord[] = [];
  for (let k = 0; k < n; k++) {
    const q = at + 1 + WORDS_PER_DEVICE_OP * k;
    if (q + WORDS_PER_DEVICE_OP > w.length) break;
    out.push({
      kind: OP_KINDS[w[q] ?? 0] ?? 'write',
      file: OP_FILES[w[q + 1] ?? 2] ?? 'data',
      kib: w[q + 2] ?? 0,
      startUs: nowUs + (w[q + 3] ?? 0),
      endUs: nowUs + (w[q + 4] ?? 0),
    });
  }
  return out;
}

/**
 * KiB of a file's writes and fsyncs still on the device at `nowUs`. The
 * page cache stops counting bytes as dirty once they are handed to the
 * device, so this is what a rotation's fsync is still writing.
 */
export function kibInFlight(ops: DeviceOpRecord[], file: DeviceOpRecord['file'], nowUs: number): number {
  let kib = 0;
  for (const op of ops) if (op.file === file && op.kind !== 'read' && op.startUs <= nowUs && op.endUs > nowUs) kib += op.kib;
  return kib;
}

/** Count of threads per state code. */
export function threadStateCounts(w: Int32Array): Map<number, number> {
  const counts = new Map<number, number>();
  const n = w[1] ?? 0;
  for (let i = 0; i < n; i++) {
    const at = SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * i;
    if (at >= w.length) break;
    const code = w[at] ?? 0;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
}
