// The animation in words: queue lengths, current leaders and what is
// blocking, for the live region screen readers announce (and for tests).
// Everything comes from one snapshot, read the way the tokens are drawn.
import { decodeSnapshot, threadStateCounts, type SnapshotSummary } from '../../model/snapshot';
import { formatBytes } from '../format';
import { formatDuration } from './story';
import { drawnStages, type DrawnStage, type DrawnStages, type Stage } from './stage-groups';
import type { CompiledTopology, Topology } from './topology';
import { VIZ_STRINGS, type VizStrings } from '../../lang/viz-words';

export interface SummaryInput {
  /** The pipeline as drawn, compiled against the snapshot's state names. */
  topology: CompiledTopology;
  /** The snapshot the tokens are drawn from (cl_snapshot words). */
  words: Int32Array;
  knobs: Record<string, unknown>;
  /** Binlog bytes handed to the device and not yet written (snapshot trailer; kibInFlight). */
  binlogWritingKiB?: number;
  /** The run has finished: operations still open are said to be left at the end, not going on. */
  ended?: boolean;
}

/**
 * The stages whose line the summary gives. (Binlog in redo V2 commits each
 * group without the commit stage's queue, so its commit stage has no
 * leader to compare with.)
 */
const STAGE_LINES: Partial<Record<Topology['algorithm'], Stage[]>> = {
  group_commit_56: ['flush', 'sync', 'commit'],
  group_commit_57: ['flush', 'sync', 'commit'],
  alisql_parallel_flush: ['flush', 'commit'],
  alisql_binlog_in_redo: ['flush'],
  alisql_binlog_in_redo_v1: ['flush'],
  mysql80: ['flush', 'sync', 'commit'],
  mariadb_group_commit: ['flush'],
};

/** Threads in a stage's box that are not in the group it works for now, and their leader if they share one. */
function leftBehind(d: DrawnStage | undefined): { n: number; leader: number } {
  let n = 0;
  for (const k of d?.others.values() ?? []) n += k;
  const leaders = [...(d?.others.keys() ?? [])];
  return { n, leader: leaders.length === 1 ? leaders[0]! : -1 };
}

/** How the followers a stage leader has signalled done leave: woken after the leader's commit, or committing themselves. */
function leavingKind(stage: Stage, knobs: Record<string, unknown>): 'committed' | 'selfCommit' | 'done' {
  if (stage === 'commit') return 'committed';
  return knobs.binlog_order_commits === false ? 'selfCommit' : 'done';
}

/** Threads of flush or sync groups whose leader signalled done and that now commit themselves (binlog_order_commits=OFF). */
function selfCommitting(stages: DrawnStages, knobs: Record<string, unknown>): number {
  if (knobs.binlog_order_commits !== false) return 0;
  return leftBehind(stages.flush).n + leftBehind(stages.sync).n;
}

function stageText(t: VizStrings, topology: Topology, stage: Stage, d: DrawnStage | undefined, knobs: Record<string, unknown>): string {
  const S = t.summary;
  const name = S.stageNames[stage];
  let text: string;
  if (!d || d.leader < 0) text = S.stageIdle(name, d?.queued ?? 0);
  else if (d.leaderBox < 0) text = S.stageBusy(name, d.here, d.leader, d.queued);
  else text = S.stageLeaderAway(name, d.here + 1, d.leader, d.here, topology.boxes[d.leaderBox]!.label, d.queued);
  const left = leftBehind(d);
  return left.n > 0 ? `${text}${S.stageLeaving(left.n, left.leader, leavingKind(stage, knobs))}` : text;
}

/** The summary's lines, in the language of `t` (English by default: the e2e tests read it); none without a snapshot. */
export function summarize({ topology, words, knobs, binlogWritingKiB = 0, ended = false }: SummaryInput, t: VizStrings = VIZ_STRINGS.en): string[] {
  const snap = decodeSnapshot(words);
  if (!snap) return [];
  const counts = new Map<string, number>();
  for (const [code, n] of threadStateCounts(words)) counts.set(topology.stateNames[code] ?? `state ${code}`, n);
  const c = (s: string) => counts.get(s) ?? 0;
  // Only the stages this pipeline has a line for; the others' boxes are not theirs to explain.
  const drawn = drawnStages(words, topology, snap);
  const stages: DrawnStages = Object.fromEntries((STAGE_LINES[topology.algorithm] ?? []).map((st) => [st, drawn[st]]));
  const stageLine = (stage: Stage) => stageText(t, topology, stage, stages[stage], knobs);
  // The flush leader named as waiting for the redo only when it is the one drawn there.
  const redoLeader = stages.flush && stages.flush.leaderBox >= 0 && topology.boxes[stages.flush.leaderBox]!.leaderOf === 'flush' ? stages.flush.leader : -1;
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
  } else if (a === 'group_commit_56') {
    // 5.6: every transaction fsyncs its own redo at prepare, before the flush queue.
    if (c('redo_wait')) lines.push(S.redoAtPrepare(c('redo_wait')));
    lines.push(stageLine('flush'), stageLine('sync'), stageLine('commit'));
  } else if (a === 'mariadb_group_commit') {
    // Redo fsynced at prepare, then the one queue led by its first thread.
    if (c('redo_wait')) lines.push(S.redoAtPrepare(c('redo_wait')));
    lines.push(stageLine('flush'));
  } else if (a === 'group_commit_57' || a === 'mysql80') {
    // 5.7: prepare does not fsync; the flush-stage leader does, once for its group.
    lines.push(stageLine('flush'));
    if (c('redo_wait')) lines.push(S.flushLeaderRedo(c('redo_wait'), redoLeader));
    lines.push(stageLine('sync'), stageLine('commit'));
  } else if (a === 'alisql_binlog_in_redo_v1') {
    // V1's threads commit themselves still drawn in the flush stage, once their leader signalled done.
    lines.push(stageLine('flush'), S.binlogInRedoV1(c, c('commit_stage') + selfCommitting(stages, knobs)));
  } else if (a === 'alisql_parallel_flush') {
    lines.push(stageLine('flush'));
    if (c('redo_wait')) lines.push(S.flushLeaderRedo(c('redo_wait'), redoLeader));
    lines.push(S.parallelFlush(c), stageLine('commit'));
  } else {
    lines.push(stageLine('flush'), S.binlogInRedo(c));
  }

  // Storage and device.
  if (a !== 'binlog_off' || snap.binlogFileKiB > 0) {
    const writing = binlogWritingKiB > 0 ? formatBytes(binlogWritingKiB * 1024) : null;
    lines.push(S.binlogFile(formatBytes(snap.binlogFileKiB * 1024), formatBytes(snap.maxBinlogSizeKiB * 1024), formatBytes(snap.binlogDirtyKiB * 1024), writing));
  }
  const fsync = snap.fsyncElapsedUs >= 0 ? formatDuration(snap.fsyncElapsedUs) : null;
  lines.push((ended && snap.deviceOpsInFlight > 0 ? S.deviceAtEnd : S.device)(snap.deviceOpsInFlight, formatBytes(snap.deviceKiBInFlight * 1024), fsync, formatBytes(snap.redoDirtyKiB * 1024)));
  lines.push(S.cores(snap.coresWork, snap.coresSpin, Math.max(0, snap.cores - snap.coresWork - snap.coresSpin), snap.cores));

  lines.push(S.blocking(blocking(t, topology, snap, c, itc, stages, knobs)));
  const states = [...counts.entries()].filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1]);
  lines.push(S.perState(states));
  return lines;
}

/** The one thing holding most committers back right now. */
function blocking(t: VizStrings, topology: Topology, snap: SnapshotSummary, c: (s: string) => number, itc: number, stages: DrawnStages, knobs: Record<string, unknown>): string {
  const B = t.blocking;
  // Followers a commit-stage leader has already committed wait to be woken;
  // under binlog_order_commits=OFF a sync (or V1 flush) stage's followers commit themselves.
  const waking = leftBehind(stages.commit).n;
  const self = selfCommitting(stages, knobs);
  const selfSync = leavingKind('sync', knobs) === 'selfCommit' ? leftBehind(stages.sync).n : 0;
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
    [c('sync_stage') - selfSync + c('wait_syncer'), B.binlogFsync(c('sync_stage') - selfSync + c('wait_syncer'))],
    [self, B.selfCommit(self)],
    [c('commit_stage') - waking, B.commit(c('commit_stage') - waking)],
    [waking, B.waking(waking)],
    [c('wait_writer'), B.writer(c('wait_writer'))],
    [c('binlog_buffer'), a === 'alisql_binlog_in_redo' ? B.copyIntoRedo(c('binlog_buffer')) : B.binlogBuffer(c('binlog_buffer'))],
  ];
  if (a === 'binlog_off') candidates.splice(5);
  candidates.sort((x, y) => y[0] - x[0]);
  const top = candidates[0];
  return top && top[0] > 0 ? top[1] : B.nothing;
}
