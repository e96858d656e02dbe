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
