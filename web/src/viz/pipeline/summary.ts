// The animation in words: queue lengths, current leaders and what is
// blocking, for the live region screen readers announce (and for tests).
import type { SnapshotSummary, StageState } from '../../sim/snapshot';
import { formatBytes } from '../format';
import { formatDuration } from './story';
import type { Topology } from './topology';
import { VIZ_STRINGS, type VizStrings } from '../viz-i18n';

export interface SummaryInput {
  topology: Topology;
  snap: SnapshotSummary;
  /** Threads per state name. */
  counts: Map<string, number>;
  knobs: Record<string, unknown>;
  /** Binlog bytes handed to the device and not yet written (snapshot trailer; kibInFlight). */
  binlogWritingKiB?: number;
}

function stageText(t: VizStrings, stage: 'flush' | 'sync' | 'commit', st: StageState): string {
  const name = t.summary.stageNames[stage];
  if (st.leader < 0 && st.processing === 0) return t.summary.stageIdle(name, st.queued);
  return t.summary.stageBusy(name, st.processing, st.leader, st.queued);
}

/** The summary's lines, in the language of `t` (English by default: the e2e tests read it). */
export function summarize({ topology, snap, counts, knobs, binlogWritingKiB = 0 }: SummaryInput, t: VizStrings = VIZ_STRINGS.en): string[] {
  const c = (s: string) => counts.get(s) ?? 0;
  const S = t.summary;
  const lines: string[] = [];
  lines.push(S.head(topology.title, snap.threads, (snap.nowUs / 1e6).toFixed(6)));

  // SQL / InnoDB lane.
  const itc = Number(knobs.innodb_thread_concurrency ?? 0);
  const adm = itc > 0 ? S.admission(snap.insideInnodb, itc, c('admission_sleep'), formatDuration(snap.sleepDelayUs)) : '';
  lines.push(S.innodb(c, adm));

  // Commit lane, per algorithm.
  const a = topology.algorithm;
  if (a === 'binlog_off') {
    lines.push(S.binlogOffCommit(c, snap.redoFsyncInFlight));
  } else if (a === 'mysql55_prepare_commit_mutex') {
    lines.push(S.pcm(c));
  } else if (a === 'group_commit_56' || a === 'group_commit_57') {
    if (c('redo_wait')) lines.push(S.redoAtPrepare(c('redo_wait')));
    lines.push(stageText(t, 'flush', snap.stages.flush), stageText(t, 'sync', snap.stages.sync), stageText(t, 'commit', snap.stages.commit));
  } else if (a === 'alisql_binlog_in_redo_v1') {
    lines.push(stageText(t, 'flush', snap.stages.flush), S.binlogInRedoV1(c));
  } else if (a === 'alisql_parallel_flush') {
    lines.push(stageText(t, 'flush', snap.stages.flush), S.parallelFlush(c), stageText(t, 'commit', snap.stages.commit));
  } else {
    lines.push(stageText(t, 'flush', snap.stages.flush), S.binlogInRedo(c));
  }

  // Storage and device.
  if (a !== 'binlog_off' || snap.binlogFileKiB > 0) {
    const writing = binlogWritingKiB > 0 ? formatBytes(binlogWritingKiB * 1024) : null;
    lines.push(S.binlogFile(formatBytes(snap.binlogFileKiB * 1024), formatBytes(snap.maxBinlogSizeKiB * 1024), formatBytes(snap.binlogDirtyKiB * 1024), writing));
  }
  const fsync = snap.fsyncElapsedUs >= 0 ? formatDuration(snap.fsyncElapsedUs) : null;
  lines.push(S.device(snap.deviceOpsInFlight, formatBytes(snap.deviceKiBInFlight * 1024), fsync, formatBytes(snap.redoDirtyKiB * 1024)));
  lines.push(S.cores(snap.coresWork, snap.coresSpin, Math.max(0, snap.cores - snap.coresWork - snap.coresSpin), snap.cores));

  lines.push(S.blocking(blocking(t, topology, snap, c, itc)));
  const states = [...counts.entries()].filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1]);
  lines.push(S.perState(states));
  return lines;
}

/** The one thing holding most committers back right now. */
function blocking(t: VizStrings, topology: Topology, snap: SnapshotSummary, c: (s: string) => number, itc: number): string {
  const B = t.blocking;
  if (snap.rotationInProgress) {
    const waiting = c('flush_queue') + c('stage_mutex_wait') + c('commit_queue') + c('sync_queue');
    return B.rotation(formatBytes(snap.deviceKiBInFlight * 1024), waiting);
  }
  const a = topology.algorithm;
  const candidates: Array<[number, string]> = [
    [c('admission_sleep'), B.admission(c('admission_sleep'), snap.insideInnodb, itc)],
    [c('latch_spin') + c('latch_sleep'), B.latches(c('latch_spin'), c('latch_sleep'))],
    [c('run_queue'), B.cpu(c('run_queue'))],
    [c('row_lock_wait'), B.rowLocks(c('row_lock_wait'))],
    [c('redo_wait'), B.redo(c('redo_wait'))],
    [c('prepare_commit_mutex'), B.pcm(c('prepare_commit_mutex'))],
    [c('flush_queue') + c('sync_queue') + c('commit_queue'), B.queues(c('flush_queue'), c('sync_queue'), c('commit_queue'))],
    [c('sync_stage') + c('wait_syncer'), B.binlogFsync(c('sync_stage') + c('wait_syncer'))],
    [c('commit_stage'), B.commit(c('commit_stage'))],
    [c('wait_writer'), B.writer(c('wait_writer'))],
    [c('binlog_buffer'), a === 'alisql_binlog_in_redo' ? B.copyIntoRedo(c('binlog_buffer')) : B.binlogBuffer(c('binlog_buffer'))],
  ];
  if (a === 'binlog_off') candidates.splice(5);
  candidates.sort((x, y) => y[0] - x[0]);
  const top = candidates[0];
  return top && top[0] > 0 ? top[1] : B.nothing;
}
