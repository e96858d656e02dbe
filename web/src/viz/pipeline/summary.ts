// The animation in words: queue lengths, current leaders and what is
// blocking, for the live region screen readers announce (and for tests).
import { SNAPSHOT_HEADER_WORDS, WORDS_PER_THREAD, type SnapshotSummary, type StageState } from '../../sim/snapshot';
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
  /** Threads drawn in each stage's box, by their group leader (stageMembers). */
  members?: StageMembers;
}

type Stage = 'flush' | 'sync' | 'commit';

/** Per stage: thread count by group leader (−1: none) of the threads in that stage's box. */
export type StageMembers = Partial<Record<Stage, Map<number, number>>>;

/**
 * Who is drawn in each stage box, by group leader (the thread record's
 * detail word). The snapshot's stage fields say which group a stage is
 * working for now; once a leader has signalled done, they are cleared while
 * its followers stay in the stage's state until woken, one at a time.
 */
export function stageMembers(words: Int32Array, topology: Topology, stateNames: string[]): StageMembers {
  const out: StageMembers = {};
  const stageOf = new Map<number, Stage>();
  for (const b of topology.boxes) {
    if (!b.stage) continue;
    out[b.stage] = new Map();
    for (const s of b.states) {
      const code = stateNames.indexOf(s);
      if (code >= 0) stageOf.set(code, b.stage);
    }
  }
  const n = words[1] ?? 0;
  for (let i = 0; i < n; i++) {
    const at = SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * i;
    if (at + 3 >= words.length) break;
    const stage = stageOf.get(words[at]!);
    if (!stage) continue;
    const leader = words[at + 3]!;
    const m = out[stage]!;
    m.set(leader, (m.get(leader) ?? 0) + 1);
  }
  return out;
}

/**
 * The stages whose line the summary gives: their leader and group come from
 * the snapshot's stage fields. (Binlog in redo V2 commits each group without
 * the commit stage's queue, so its commit stage has no leader to compare with.)
 */
const STAGE_LINES: Partial<Record<Topology['algorithm'], Stage[]>> = {
  group_commit_56: ['flush', 'sync', 'commit'],
  group_commit_57: ['flush', 'sync', 'commit'],
  alisql_parallel_flush: ['flush', 'commit'],
  alisql_binlog_in_redo: ['flush'],
  alisql_binlog_in_redo_v1: ['flush'],
};

/** Threads in a stage's box that are not in the group the stage works for now, and their leader if they share one. */
function leftBehind(st: StageState, members: Map<number, number> | undefined): { n: number; leader: number } {
  let n = 0;
  const leaders: number[] = [];
  for (const [leader, k] of members ?? []) {
    if (st.leader >= 0 && leader === st.leader) continue;
    n += k;
    leaders.push(leader);
  }
  return { n, leader: leaders.length === 1 ? leaders[0]! : -1 };
}

/** How the followers a stage leader has signalled done leave: woken after the leader's commit, or committing themselves. */
function leavingKind(stage: Stage, knobs: Record<string, unknown>): 'committed' | 'selfCommit' | 'done' {
  if (stage === 'commit') return 'committed';
  return knobs.binlog_order_commits === false ? 'selfCommit' : 'done';
}

/** Threads of flush or sync groups whose leader signalled done and that now commit themselves (binlog_order_commits=OFF). */
function selfCommitting(snap: SnapshotSummary, members: StageMembers | undefined, knobs: Record<string, unknown>): number {
  if (!members || knobs.binlog_order_commits !== false) return 0;
  return leftBehind(snap.stages.flush, members.flush).n + leftBehind(snap.stages.sync, members.sync).n;
}

function stageText(t: VizStrings, stage: Stage, st: StageState, members: Map<number, number> | undefined, knobs: Record<string, unknown>): string {
  const name = t.summary.stageNames[stage];
  const text = st.leader < 0 && st.processing === 0 ? t.summary.stageIdle(name, st.queued) : t.summary.stageBusy(name, st.processing, st.leader, st.queued);
  const left = leftBehind(st, members);
  return left.n > 0 ? `${text}${t.summary.stageLeaving(left.n, left.leader, leavingKind(stage, knobs))}` : text;
}

/** The summary's lines, in the language of `t` (English by default: the e2e tests read it). */
export function summarize({ topology, snap, counts, knobs, binlogWritingKiB = 0, members: drawn }: SummaryInput, t: VizStrings = VIZ_STRINGS.en): string[] {
  const c = (s: string) => counts.get(s) ?? 0;
  const members: StageMembers | undefined = drawn && Object.fromEntries((STAGE_LINES[topology.algorithm] ?? []).map((st) => [st, drawn[st]]));
  const stageLine = (stage: Stage) => stageText(t, stage, snap.stages[stage], members?.[stage], knobs);
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
  } else if (a === 'group_commit_57') {
    // 5.7: prepare does not fsync; the flush-stage leader does, once for its group.
    lines.push(stageLine('flush'));
    if (c('redo_wait')) lines.push(S.flushLeaderRedo(c('redo_wait'), snap.stages.flush.leader));
    lines.push(stageLine('sync'), stageLine('commit'));
  } else if (a === 'alisql_binlog_in_redo_v1') {
    // V1's threads commit themselves still drawn in the flush stage, once their leader signalled done.
    lines.push(stageLine('flush'), S.binlogInRedoV1(c, c('commit_stage') + selfCommitting(snap, members, knobs)));
  } else if (a === 'alisql_parallel_flush') {
    lines.push(stageLine('flush'));
    if (c('redo_wait')) lines.push(S.flushLeaderRedo(c('redo_wait'), snap.stages.flush.leader));
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
  lines.push(S.device(snap.deviceOpsInFlight, formatBytes(snap.deviceKiBInFlight * 1024), fsync, formatBytes(snap.redoDirtyKiB * 1024)));
  lines.push(S.cores(snap.coresWork, snap.coresSpin, Math.max(0, snap.cores - snap.coresWork - snap.coresSpin), snap.cores));

  lines.push(S.blocking(blocking(t, topology, snap, c, itc, members, knobs)));
  const states = [...counts.entries()].filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1]);
  lines.push(S.perState(states));
  return lines;
}

/** The one thing holding most committers back right now. */
function blocking(t: VizStrings, topology: Topology, snap: SnapshotSummary, c: (s: string) => number, itc: number, members: StageMembers | undefined, knobs: Record<string, unknown>): string {
  const B = t.blocking;
  // Followers a commit-stage leader has already committed wait to be woken;
  // under binlog_order_commits=OFF a sync (or V1 flush) stage's followers commit themselves.
  const waking = members?.commit ? leftBehind(snap.stages.commit, members.commit).n : 0;
  const self = selfCommitting(snap, members, knobs);
  const selfSync = members?.sync && leavingKind('sync', knobs) === 'selfCommit' ? leftBehind(snap.stages.sync, members.sync).n : 0;
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
