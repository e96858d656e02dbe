// The pipeline each commit algorithm really has, as boxes in two lanes:
// the SQL/InnoDB lane every transaction crosses, then the commit lane that
// differs per algorithm. Every thread state lands in exactly one box.
import { OKABE_ITO } from '../palette';

export type AlgorithmId =
  | 'binlog_off'
  | 'mysql55_prepare_commit_mutex'
  | 'group_commit_56'
  | 'group_commit_57'
  | 'alisql_parallel_flush'
  | 'alisql_binlog_in_redo';

/** What a token is doing, which picks its colour and shape. */
export type Category = 'client' | 'sleep' | 'runnable' | 'work' | 'spin' | 'lock' | 'io' | 'queue' | 'stage' | 'rotation';

export const CATEGORY_STYLE: Record<Category, { color: string; hollow?: boolean; label: string }> = {
  work: { color: OKABE_ITO.blue, label: 'working on a core' },
  spin: { color: OKABE_ITO.vermillion, label: 'spinning on a latch (burns a core)' },
  sleep: { color: OKABE_ITO.skyBlue, hollow: true, label: 'asleep (admission or latch)' },
  runnable: { color: OKABE_ITO.blue, hollow: true, label: 'runnable, waiting for a core' },
  lock: { color: OKABE_ITO.yellow, label: 'waiting for a row lock' },
  queue: { color: OKABE_ITO.orange, label: 'queued (mutex or stage queue)' },
  stage: { color: OKABE_ITO.green, label: 'in a commit stage (its group is being processed)' },
  io: { color: OKABE_ITO.purple, label: 'waiting for I/O (fsync, page read, writer/syncer)' },
  rotation: { color: OKABE_ITO.black, label: 'rotating the binlog' },
  client: { color: '#c9ced6', label: 'client round trip / done' },
};

export const CATEGORY_ORDER: Category[] = ['work', 'spin', 'runnable', 'sleep', 'lock', 'queue', 'stage', 'io', 'rotation', 'client'];

const STATE_CATEGORY: Record<string, Category> = {
  client: 'client',
  admission_sleep: 'sleep',
  run_queue: 'runnable',
  executing: 'work',
  latch_spin: 'spin',
  latch_sleep: 'sleep',
  row_lock_wait: 'lock',
  page_read: 'io',
  redo_wait: 'io',
  flush_queue: 'queue',
  flush_stage: 'stage',
  sync_queue: 'queue',
  sync_stage: 'stage',
  commit_queue: 'queue',
  commit_stage: 'stage',
  prepare_commit_mutex: 'queue',
  binlog_write: 'stage',
  binlog_buffer: 'stage',
  wait_writer: 'io',
  wait_syncer: 'io',
  rotation: 'rotation',
  stage_mutex_wait: 'queue',
};

export function stateCategory(name: string): Category {
  return STATE_CATEGORY[name] ?? 'queue';
}

export interface BoxSpec {
  id: string;
  /** Short title shown on the box. */
  label: string;
  /** Longer explanation (tooltip, summary). */
  help: string;
  states: string[];
  lane: 0 | 1;
  /** Binlog group commit stage whose leader/queue the snapshot reports. */
  stage?: 'flush' | 'sync' | 'commit';
}

export interface Topology {
  algorithm: AlgorithmId;
  title: string;
  /** One sentence: what this pipeline does with a commit. */
  explain: string;
  boxes: BoxSpec[];
}

export const ALGORITHM_TITLES: Record<AlgorithmId, string> = {
  binlog_off: 'Binary log OFF',
  mysql55_prepare_commit_mutex: 'MySQL 5.5: prepare_commit_mutex',
  group_commit_56: 'MySQL 5.6 binary log group commit',
  group_commit_57: 'MySQL 5.7 binary log group commit',
  alisql_parallel_flush: 'AliSQL binlog parallel flush',
  alisql_binlog_in_redo: 'AliSQL binlog in redo',
};

const SQL_LANE: BoxSpec[] = [
  { id: 'client', label: 'Client / done', help: 'Between transactions: network round trip to sysbench. A commit that finished comes back here.', states: ['client'], lane: 0 },
  { id: 'admission', label: 'Admission sleep', help: 'Asleep waiting for an innodb_thread_concurrency slot; the adaptive sleep delay grows while threads keep finding no slot.', states: ['admission_sleep'], lane: 0 },
  { id: 'run_queue', label: 'Run queue', help: 'Runnable but every core is taken.', states: ['run_queue'], lane: 0 },
  { id: 'executing', label: 'Executing in InnoDB', help: 'Running the statements on a core (and reading pages the buffer pool misses).', states: ['executing', 'page_read'], lane: 0 },
  { id: 'latch', label: 'Latch wait', help: 'Spinning on a busy InnoDB latch (burning a core), or asleep in the OS after the spin rounds ran out.', states: ['latch_spin', 'latch_sleep'], lane: 0 },
  { id: 'row_lock', label: 'Row lock wait', help: 'Waiting for a row lock held by another transaction.', states: ['row_lock_wait'], lane: 0 },
];

const box = (id: string, label: string, help: string, states: string[], stage?: BoxSpec['stage']): BoxSpec => ({ id, label, help, states, lane: 1, ...(stage ? { stage } : {}) });

const BLOCKED = box('blocked', 'Rotation / mutex', 'Rotating the binlog, or waiting for the stage mutex (LOCK_log) a rotation holds: it fsyncs the whole old file under LOCK_log while committers pile up in the flush queue until it ends.', ['rotation', 'stage_mutex_wait']);

const GROUP_STAGES = (redoLabel: string | null): BoxSpec[] => [
  ...(redoLabel ? [box('redo', redoLabel, 'InnoDB prepare: waiting for the redo log write and fsync.', ['redo_wait'])] : []),
  box('flush_queue', 'Flush queue', 'Queued for the flush stage (LOCK_log); the first to arrive becomes the leader of the next group.', ['flush_queue']),
  box('flush_stage', 'Flush stage', 'The leader flushes the redo log and writes the whole group’s events to the binlog; followers wait.', ['flush_stage'], 'flush'),
  box('sync_queue', 'Sync queue', 'Queued for the sync stage.', ['sync_queue']),
  box('sync_stage', 'Sync stage', 'The leader fsyncs the binlog once for the whole group (sync_binlog).', ['sync_stage'], 'sync'),
  box('commit_queue', 'Commit queue', 'Queued for the commit stage.', ['commit_queue']),
  box('commit_stage', 'Commit stage', 'The leader commits the group in InnoDB, in binlog order.', ['commit_stage'], 'commit'),
  BLOCKED,
];

export function topologyFor(algorithm: AlgorithmId): Topology {
  const title = ALGORITHM_TITLES[algorithm];
  switch (algorithm) {
    case 'binlog_off':
      return {
        algorithm,
        title,
        explain: 'No binary log: a commit is one redo log write and fsync (innodb_flush_log_at_trx_commit), done while the thread still holds its InnoDB slot.',
        boxes: [...SQL_LANE, box('redo', 'Redo write + fsync', 'Commit: waiting for the redo log write and fsync, still holding the innodb_thread_concurrency slot.', ['redo_wait'])],
      };
    case 'mysql55_prepare_commit_mutex':
      return {
        algorithm,
        title,
        explain: 'One committer at a time: prepare_commit_mutex is held across the binlog write, its fsync and the InnoDB commit, so fsyncs cannot be shared.',
        boxes: [
          ...SQL_LANE,
          box('redo', 'Redo fsync', 'Waiting for a redo fsync: at prepare, then again at commit.', ['redo_wait']),
          box('pcm_queue', 'prepare_commit_mutex queue', 'Waiting for prepare_commit_mutex: only one thread may write and sync the binlog at a time.', ['prepare_commit_mutex']),
          box('binlog_write', 'Holder: binlog write + fsync', 'The one thread holding prepare_commit_mutex: writes its events and fsyncs the binlog alone.', ['binlog_write']),
          BLOCKED,
        ],
      };
    case 'group_commit_56':
      return {
        algorithm,
        title,
        explain: 'Three stages, each with a leader doing the work for the whole group: one binlog fsync per group. 5.6 still fsyncs the redo log at prepare.',
        boxes: [...SQL_LANE, ...GROUP_STAGES('Prepare: redo fsync')],
      };
    case 'group_commit_57':
      return {
        algorithm,
        title,
        explain: 'Three stages, each with a leader doing the work for the whole group: the flush-stage leader also flushes the redo log once for the group, the sync-stage leader fsyncs the binlog once.',
        boxes: [...SQL_LANE, ...GROUP_STAGES('Redo wait')],
      };
    case 'alisql_parallel_flush':
      return {
        algorithm,
        title,
        explain: 'Committers prepare their binlog events in parallel into a shared buffer; dedicated writer and syncer threads write and fsync it.',
        boxes: [
          ...SQL_LANE,
          box('flush_queue', 'Flush queue', 'Queued for the flush stage.', ['flush_queue']),
          box('flush_stage', 'Flush stage', 'Redo sync and binlog space allocation for the group.', ['flush_stage'], 'flush'),
          box('binlog_buffer', 'Binlog buffer', 'Preparing its events into the binlog buffer, in parallel with the others.', ['binlog_buffer']),
          box('wait_writer', 'Wait: writer', 'Waiting for the binlog writer thread to write the buffer.', ['wait_writer']),
          box('wait_syncer', 'Wait: syncer', 'Waiting for the binlog syncer thread’s fsync.', ['wait_syncer']),
          box('commit_queue', 'Commit queue', 'Queued for the commit stage.', ['commit_queue']),
          box('commit_stage', 'Commit stage', 'Committing in InnoDB.', ['commit_stage'], 'commit'),
          box('blocked', 'Other waits', 'Redo waits, sync stages, rotation, stage mutexes.', ['redo_wait', 'sync_queue', 'sync_stage', 'rotation', 'stage_mutex_wait']),
        ],
      };
    case 'alisql_binlog_in_redo':
      return {
        algorithm,
        title,
        explain: 'The binlog events travel inside the redo log: one redo fsync makes the commit durable; the binlog file is written later by a writer thread.',
        boxes: [
          ...SQL_LANE,
          box('flush_queue', 'Flush queue', 'Queued for the flush stage.', ['flush_queue']),
          box('flush_stage', 'Flush stage', 'The leader takes the group’s events.', ['flush_stage'], 'flush'),
          box('binlog_buffer', 'Binlog buffer', 'Copying its events into the redo log buffer.', ['binlog_buffer']),
          box('redo', 'Redo fsync', 'Waiting for the redo fsync that makes binlog and data durable together.', ['redo_wait']),
          box('wait_writer', 'Wait: writer', 'Waiting for the binlog writer thread (wait_binlog_flush).', ['wait_writer']),
          box('commit_stage', 'Commit stage', 'Committing in InnoDB.', ['commit_stage'], 'commit'),
          box('blocked', 'Other waits', 'Queues, rotation, stage mutexes.', ['sync_queue', 'sync_stage', 'commit_queue', 'rotation', 'stage_mutex_wait', 'prepare_commit_mutex', 'binlog_write', 'wait_syncer']),
        ],
      };
  }
}

/** The algorithm in force for the given knob values. */
export function algorithmOf(knobs: Record<string, unknown>): AlgorithmId {
  if (knobs.log_bin === false) return 'binlog_off';
  const a = knobs.commit_algorithm;
  if (typeof a === 'string' && a in ALGORITHM_TITLES) return a as AlgorithmId;
  return 'group_commit_57';
}

/** State codes (schema order) compiled to box indices and categories. */
export interface CompiledTopology extends Topology {
  stateNames: string[];
  stateBox: Int16Array;
  stateCategory: Category[];
}

export function compileTopology(topology: Topology, stateNames: string[]): CompiledTopology {
  const stateBox = new Int16Array(stateNames.length).fill(-1);
  topology.boxes.forEach((b, i) => {
    for (const s of b.states) {
      const code = stateNames.indexOf(s);
      if (code >= 0 && stateBox[code] === -1) stateBox[code] = i;
    }
  });
  // Anything the topology does not name goes to the last box, so no token vanishes.
  const fallback = topology.boxes.length - 1;
  for (let c = 0; c < stateBox.length; c++) if (stateBox[c] === -1) stateBox[c] = fallback;
  return { ...topology, stateNames, stateBox, stateCategory: stateNames.map(stateCategory) };
}
