// The animation in words: queue lengths, current leaders and what is
// blocking, for the live region screen readers announce (and for tests).
import type { SnapshotSummary, StageState } from '../../sim/snapshot';
import { formatBytes } from '../format';
import { formatDuration } from './story';
import type { Topology } from './topology';

export interface SummaryInput {
  topology: Topology;
  snap: SnapshotSummary;
  /** Threads per state name. */
  counts: Map<string, number>;
  knobs: Record<string, unknown>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function stageText(name: string, st: StageState): string {
  if (st.leader < 0 && st.processing === 0) return `${name}: idle, ${st.queued} queued.`;
  const lead = st.leader >= 0 ? ` led by thread ${st.leader}` : '';
  return `${name}: group of ${st.processing}${lead}, ${st.queued} queued.`;
}

export function summarize({ topology, snap, counts, knobs }: SummaryInput): string[] {
  const c = (s: string) => counts.get(s) ?? 0;
  const lines: string[] = [];
  lines.push(`${topology.title}, ${plural(snap.threads, 'thread')}, at ${(snap.nowUs / 1e6).toFixed(6)} s.`);

  // SQL / InnoDB lane.
  const itc = Number(knobs.innodb_thread_concurrency ?? 0);
  const adm = itc > 0 ? ` ${snap.insideInnodb} of ${itc} innodb_thread_concurrency slots taken; ${c('admission_sleep')} asleep waiting for a slot (sleep delay ${formatDuration(snap.sleepDelayUs)}).` : '';
  lines.push(
    `InnoDB: ${c('executing')} executing, ${c('latch_spin')} spinning on latches, ${c('latch_sleep')} asleep on latches, ${c('run_queue')} waiting for a core, ${c('row_lock_wait')} waiting for row locks, ${c('client')} in the client round trip.${adm}`,
  );

  // Commit lane, per algorithm.
  const a = topology.algorithm;
  if (a === 'binlog_off') {
    lines.push(`Commit: ${c('redo_wait')} waiting for the redo log write and fsync${snap.redoFsyncInFlight ? ' (a redo fsync is in flight)' : ''}.`);
  } else if (a === 'mysql55_prepare_commit_mutex') {
    const holder = c('binlog_write');
    lines.push(
      `prepare_commit_mutex: ${holder === 0 ? 'free' : `held by ${plural(holder, 'thread')} writing and syncing the binlog`}; ${c('prepare_commit_mutex')} waiting for it. One committer at a time: ${holder} in binlog_write. ${c('redo_wait')} waiting for redo fsyncs.`,
    );
  } else if (a === 'group_commit_56' || a === 'group_commit_57') {
    if (c('redo_wait')) lines.push(`${c('redo_wait')} waiting for the redo log at prepare.`);
    lines.push(stageText('Flush stage', snap.stages.flush), stageText('Sync stage', snap.stages.sync), stageText('Commit stage', snap.stages.commit));
  } else if (a === 'alisql_parallel_flush') {
    lines.push(
      stageText('Flush stage', snap.stages.flush),
      `${c('binlog_buffer')} preparing events in the binlog buffer, ${c('wait_writer')} waiting for the writer thread, ${c('wait_syncer')} waiting for the syncer thread.`,
      stageText('Commit stage', snap.stages.commit),
    );
  } else {
    lines.push(
      stageText('Flush stage', snap.stages.flush),
      `${c('binlog_buffer')} copying events into the redo log, ${c('redo_wait')} waiting for the redo fsync, ${c('wait_writer')} waiting for the binlog writer, ${c('commit_stage')} committing.`,
    );
  }

  // Storage and device.
  if (a !== 'binlog_off' || snap.binlogFileKiB > 0) {
    lines.push(`Binlog file ${formatBytes(snap.binlogFileKiB * 1024)} of ${formatBytes(snap.maxBinlogSizeKiB * 1024)} max_binlog_size, ${formatBytes(snap.binlogDirtyKiB * 1024)} dirty in the page cache.`);
  }
  const fsync = snap.fsyncElapsedUs >= 0 ? `, oldest fsync running for ${formatDuration(snap.fsyncElapsedUs)}` : '';
  lines.push(`Device: ${plural(snap.deviceOpsInFlight, 'operation')} in flight (${formatBytes(snap.deviceKiBInFlight * 1024)})${fsync}. Redo ${formatBytes(snap.redoDirtyKiB * 1024)} dirty in the page cache.`);
  lines.push(`Cores: ${snap.coresWork} working, ${snap.coresSpin} spinning, ${Math.max(0, snap.cores - snap.coresWork - snap.coresSpin)} idle of ${snap.cores}.`);

  lines.push(`Blocking: ${blocking(topology, snap, c, itc)}`);
  const states = [...counts.entries()].filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1]);
  lines.push(`Threads per state: ${states.map(([s, n]) => `${s} ${n}`).join(', ')}.`);
  return lines;
}

/** The one thing holding most committers back right now. */
function blocking(topology: Topology, snap: SnapshotSummary, c: (s: string) => number, itc: number): string {
  if (snap.rotationInProgress) {
    const waiting = c('flush_queue') + c('stage_mutex_wait') + c('commit_queue') + c('sync_queue');
    return `binlog rotation in progress: the old file's ${formatBytes(snap.deviceKiBInFlight * 1024)} go to the device under LOCK_log while ${plural(waiting, 'committer')} wait.`;
  }
  const a = topology.algorithm;
  const candidates: Array<[number, string]> = [
    [c('admission_sleep'), `innodb_thread_concurrency: ${c('admission_sleep')} threads asleep for a slot (${snap.insideInnodb}${itc ? ` of ${itc}` : ''} inside).`],
    [c('latch_spin') + c('latch_sleep'), `InnoDB latches: ${c('latch_spin')} spinning, ${c('latch_sleep')} asleep.`],
    [c('run_queue'), `CPU: ${c('run_queue')} runnable threads wait for a core.`],
    [c('row_lock_wait'), `row locks: ${c('row_lock_wait')} waiting.`],
    [c('redo_wait'), `the redo log: ${c('redo_wait')} waiting for its write/fsync.`],
    [c('prepare_commit_mutex'), `prepare_commit_mutex: ${c('prepare_commit_mutex')} wait while one thread writes and fsyncs the binlog.`],
    [c('flush_queue') + c('sync_queue') + c('commit_queue'), `the group commit queues: ${c('flush_queue')} flush, ${c('sync_queue')} sync, ${c('commit_queue')} commit.`],
    [c('sync_stage') + c('wait_syncer'), `the binlog fsync: ${c('sync_stage') + c('wait_syncer')} threads wait for it.`],
    [c('commit_stage'), `the InnoDB commit of ${c('commit_stage')} threads in the commit stage.`],
    [c('wait_writer'), `the binlog writer: ${c('wait_writer')} waiting for it to write their events.`],
    [
      c('binlog_buffer'),
      a === 'alisql_binlog_in_redo'
        ? `copying binlog events into the redo log: ${c('binlog_buffer')} threads (their group leaders do the work).`
        : `preparing binlog events in the binlog buffer: ${c('binlog_buffer')} threads (their group leaders do the work).`,
    ],
  ];
  if (a === 'binlog_off') candidates.splice(5);
  candidates.sort((x, y) => y[0] - x[0]);
  const top = candidates[0];
  return top && top[0] > 0 ? top[1] : 'nothing: threads are mostly executing.';
}
