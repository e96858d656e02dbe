// The pipeline each commit algorithm really has, as boxes in two lanes:
// the SQL/InnoDB lane every transaction crosses, then the commit lane that
// differs per algorithm. Every thread state lands in exactly one box.
import { OKABE_ITO } from '../palette';
import { VIZ_STRINGS, type VizStrings } from '../../lang/viz-words';

export type AlgorithmId =
  | 'binlog_off'
  | 'mysql55_prepare_commit_mutex'
  | 'group_commit_56'
  | 'group_commit_57'
  | 'alisql_parallel_flush'
  | 'alisql_binlog_in_redo'
  | 'alisql_binlog_in_redo_v1'
  | 'mysql80'
  | 'mariadb_group_commit';

/** What a token is doing, which picks its colour and shape. */
export type Category = 'client' | 'sleep' | 'runnable' | 'work' | 'spin' | 'lock' | 'io' | 'queue' | 'stage' | 'rotation';

/**
 * Waiting for I/O: a dark brown, not a log file's colour. It was the
 * binlog's pink, so a thread waiting for the redo fsync (the binlog-OFF
 * "Redo write + fsync" box, "Redo by leader") read as binlog under the
 * device key "redo green, binlog pink".
 */
const IO_WAIT_COLOUR = '#8C510A';

/** A token's colour and shape; its words are in lang/viz-words.ts (`categories`). */
export const CATEGORY_STYLE: Record<Category, { color: string; hollow?: boolean }> = {
  work: { color: OKABE_ITO.blue },
  spin: { color: OKABE_ITO.vermillion },
  sleep: { color: OKABE_ITO.skyBlue, hollow: true },
  runnable: { color: OKABE_ITO.blue, hollow: true },
  lock: { color: OKABE_ITO.yellow },
  queue: { color: OKABE_ITO.orange },
  stage: { color: OKABE_ITO.green },
  io: { color: IO_WAIT_COLOUR },
  rotation: { color: OKABE_ITO.black },
  client: { color: '#c9ced6' },
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
  /**
   * A stage whose leader works here for its group, out of the stage's own
   * box: the flush leader's redo fsync. Its group is still in that stage.
   */
  leaderOf?: 'flush';
}

export interface Topology {
  algorithm: AlgorithmId;
  title: string;
  /** One sentence: what this pipeline does with a commit. */
  explain: string;
  boxes: BoxSpec[];
}

export const ALGORITHMS: AlgorithmId[] = ['binlog_off', 'mysql55_prepare_commit_mutex', 'group_commit_56', 'group_commit_57', 'alisql_parallel_flush', 'alisql_binlog_in_redo', 'alisql_binlog_in_redo_v1', 'mysql80', 'mariadb_group_commit'];

type Label = keyof VizStrings['boxLabels'];
type Help = keyof VizStrings['boxHelp'];

/**
 * The algorithm's boxes in the language of `t` (English by default): ids,
 * states and lanes never change with the language, only titles and tooltips.
 */
export function topologyFor(algorithm: AlgorithmId, t: VizStrings = VIZ_STRINGS.en): Topology {
  const box = (id: string, label: Label, help: Help, states: string[], stage?: BoxSpec['stage']): BoxSpec => ({ id, label: t.boxLabels[label], help: t.boxHelp[help], states, lane: 1, ...(stage ? { stage } : {}) });
  const sql = (id: string, label: Label, states: string[]): BoxSpec => ({ id, label: t.boxLabels[label], help: t.boxHelp[label as Help], states, lane: 0 });
  const SQL_LANE: BoxSpec[] = [
    sql('client', 'client', ['client']),
    sql('admission', 'admission', ['admission_sleep']),
    sql('run_queue', 'run_queue', ['run_queue']),
    sql('executing', 'executing', ['executing', 'page_read']),
    sql('latch', 'latch', ['latch_spin', 'latch_sleep']),
    sql('row_lock', 'row_lock', ['row_lock_wait']),
  ];
  const BLOCKED = box('blocked', 'blocked', 'blocked', ['rotation', 'stage_mutex_wait']);
  const flushLeaderRedo = (help: Help): BoxSpec => ({ ...box('redo', 'flush_leader_redo', help, ['redo_wait']), leaderOf: 'flush' });
  // Where the redo fsync sits differs: 5.6 fsyncs each transaction's redo
  // at prepare, before the flush queue; 5.7's flush-stage leader has it
  // written and fsynced once for its whole group, then writes the binlog.
  const GROUP_STAGES = (version: '56' | '57'): BoxSpec[] => [
    ...(version === '56' ? [box('redo', 'prepare_redo_fsync', 'gc56_redo', ['redo_wait'])] : []),
    box('flush_queue', 'flush_queue', 'gc_flush_queue', ['flush_queue']),
    box('flush_stage', 'flush_stage', version === '56' ? 'gc56_flush_stage' : 'gc57_flush_stage', ['flush_stage'], 'flush'),
    ...(version === '57' ? [flushLeaderRedo('gc57_redo')] : []),
    box('sync_queue', 'sync_queue', 'gc_sync_queue', ['sync_queue']),
    box('sync_stage', 'sync_stage', 'gc_sync_stage', ['sync_stage'], 'sync'),
    box('commit_queue', 'commit_queue', 'gc_commit_queue', ['commit_queue']),
    box('commit_stage', 'commit_stage', 'gc_commit_stage', ['commit_stage'], 'commit'),
    BLOCKED,
  ];
  const { title, explain } = t.algorithms[algorithm];
  const top = (boxes: BoxSpec[]): Topology => ({ algorithm, title, explain, boxes: [...SQL_LANE, ...boxes] });
  switch (algorithm) {
    case 'binlog_off':
      return top([box('redo', 'redo_write_fsync', 'off_redo', ['redo_wait'])]);
    case 'mysql55_prepare_commit_mutex':
      return top([
        box('redo', 'redo_fsync', 'pcm_redo', ['redo_wait']),
        box('pcm_queue', 'pcm_queue', 'pcm_queue', ['prepare_commit_mutex']),
        box('binlog_write', 'pcm_holder', 'pcm_holder', ['binlog_write']),
        BLOCKED,
      ]);
    case 'group_commit_56':
      return top(GROUP_STAGES('56'));
    case 'group_commit_57':
      return top(GROUP_STAGES('57'));
    case 'alisql_parallel_flush':
      return top([
        box('flush_queue', 'flush_queue', 'pf_flush_queue', ['flush_queue']),
        box('flush_stage', 'flush_stage', 'pf_flush_stage', ['flush_stage'], 'flush'),
        // As in 5.7: the flush-stage leader syncs the redo for its group under LOCK_log.
        flushLeaderRedo('pf_redo'),
        box('binlog_buffer', 'binlog_buffer', 'pf_binlog_buffer', ['binlog_buffer']),
        box('wait_writer', 'wait_writer', 'pf_wait_writer', ['wait_writer']),
        box('wait_syncer', 'wait_syncer', 'pf_wait_syncer', ['wait_syncer']),
        box('commit_queue', 'commit_queue', 'pf_commit_queue', ['commit_queue']),
        box('commit_stage', 'commit_stage', 'pf_commit_stage', ['commit_stage'], 'commit'),
        box('blocked', 'other_waits', 'pf_other', ['sync_queue', 'sync_stage', 'rotation', 'stage_mutex_wait']),
      ]);
    case 'alisql_binlog_in_redo':
      return top([
        box('flush_queue', 'flush_queue', 'bir_flush_queue', ['flush_queue']),
        box('flush_stage', 'flush_stage', 'bir_flush_stage', ['flush_stage'], 'flush'),
        box('binlog_buffer', 'binlog_buffer', 'bir_binlog_buffer', ['binlog_buffer']),
        box('redo', 'redo_fsync', 'bir_redo', ['redo_wait']),
        box('wait_writer', 'wait_writer', 'bir_wait_writer', ['wait_writer']),
        box('commit_stage', 'commit_stage', 'bir_commit_stage', ['commit_stage'], 'commit'),
        box('blocked', 'other_waits', 'bir_other', ['sync_queue', 'sync_stage', 'commit_queue', 'rotation', 'stage_mutex_wait', 'prepare_commit_mutex', 'binlog_write', 'wait_syncer']),
      ]);
    case 'mysql80':
      // 5.7's stages; the leader's redo wait is on 8.0's log threads.
      return top(GROUP_STAGES('57').map((b) => (b.id === 'redo' ? { ...box('redo', 'log_threads_redo', 'm80_redo', ['redo_wait']), leaderOf: 'flush' as const } : b)));
    case 'mariadb_group_commit':
      // One queue: flush_queue is the queue, flush_stage the leader's write,
      // sync_stage its binlog fsync, commit_stage commit_ordered.
      return top([
        box('redo', 'prepare_redo_fsync', 'maria_redo', ['redo_wait']),
        box('flush_queue', 'maria_queue', 'maria_queue', ['flush_queue']),
        box('flush_stage', 'maria_leader', 'maria_leader', ['flush_stage'], 'flush'),
        box('sync_stage', 'sync_stage', 'maria_sync', ['sync_stage']),
        box('commit_stage', 'maria_commit', 'maria_commit', ['commit_stage', 'commit_queue']),
        box('blocked', 'other_waits', 'blocked', ['rotation', 'stage_mutex_wait', 'sync_queue', 'prepare_commit_mutex', 'binlog_write', 'binlog_buffer', 'wait_writer', 'wait_syncer']),
      ]);
    case 'alisql_binlog_in_redo_v1':
      return top([
        box('flush_queue', 'flush_queue', 'v1_flush_queue', ['flush_queue']),
        box('flush_stage', 'flush_stage', 'v1_flush_stage', ['flush_stage'], 'flush'),
        flushLeaderRedo('v1_redo'),
        box('commit_stage', 'commit_stage', 'v1_commit_stage', ['commit_stage', 'commit_queue']),
        box('blocked', 'other_waits', 'v1_other', ['rotation', 'stage_mutex_wait', 'sync_queue', 'sync_stage', 'prepare_commit_mutex', 'binlog_write', 'binlog_buffer', 'wait_writer', 'wait_syncer']),
      ]);
  }
}

/** The algorithm in force for the given knob values. */
export function algorithmOf(knobs: Record<string, unknown>): AlgorithmId {
  if (knobs.log_bin === false) return 'binlog_off';
  const a = knobs.commit_algorithm;
  if (typeof a === 'string' && (ALGORITHMS as string[]).includes(a)) return a as AlgorithmId;
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
