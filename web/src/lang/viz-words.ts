// The pipeline animation's words in English and Chinese: heading and
// description per commit algorithm, stage boxes and their tooltips, the
// legend, the time controls, the canvas strips, the thread story and the
// text summary. English is the default and the test ids' language (the e2e
// tests read the English summary). The Chinese half is viz-words.zh.ts,
// typed by this one (a key missing in Chinese does not compile; and
// viz-words.test.ts checks none is empty), and loaded only for Chinese
// readers (lang/zh-loader.ts).
import type { Lang } from './lang';
import { byLang } from './zh-words';

/** Threads per state name. */
type Count = (state: string) => number;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const en = {
  heading: 'Commit pipeline: ',
  /** innodb_flush_log_at_trx_commit's values, as its dropdown names them. */
  trxCommitModes: {
    '0': 'write and fsync the redo once a second',
    '1': 'write and fsync the redo at every commit',
    '2': 'write at every commit, fsync once a second',
  } as Record<string, string>,
  algorithms: {
    binlog_off: {
      title: 'Binary log OFF',
      explain: 'No binary log: a commit is one redo log write and fsync (innodb_flush_log_at_trx_commit), done while the thread still holds its InnoDB slot.',
    },
    mysql55_prepare_commit_mutex: {
      title: 'MySQL 5.5: prepare_commit_mutex',
      explain: 'One committer at a time: prepare_commit_mutex is held across the binlog write, its fsync and the InnoDB commit, so fsyncs cannot be shared.',
    },
    group_commit_56: {
      title: 'MySQL 5.6 binary log group commit',
      explain: 'Three stages, each with a leader doing the work for the whole group: one binlog fsync per group. 5.6 still fsyncs the redo log at prepare.',
    },
    group_commit_57: {
      title: 'MySQL 5.7 binary log group commit',
      explain: 'Three stages, each with a leader doing the work for the whole group: the flush-stage leader also flushes the redo log once for the group, the sync-stage leader fsyncs the binlog once.',
    },
    alisql_parallel_flush: {
      title: 'AliSQL binlog parallel flush',
      explain: 'Groups keep their leaders, but a leader holds LOCK_log only to reserve its group’s space in a shared binlog buffer; leaders of different groups then fill the buffer at the same time, and dedicated writer and syncer threads write and fsync it.',
    },
    alisql_binlog_in_redo: {
      title: 'AliSQL binlog in redo V2',
      explain: 'Parallel flush plus binlog in redo: the binlog events travel inside the redo log, so one redo fsync makes the commit durable; the binlog file is written later by a writer thread.',
    },
    alisql_binlog_in_redo_v1: {
      title: 'AliSQL binlog in redo V1',
      explain: '5.7 group commit whose flush-stage leader also copies the group’s binlog events into the redo log: its one redo fsync makes both durable, so the sync stage and its binlog fsync are gone. The flush stage stays serial.',
    },
    mysql80: {
      title: 'MySQL 8.0 group commit with log threads',
      explain: '5.7’s three stages, but nobody commits by writing the redo log: the flush-stage leader wakes the log_writer and log_flusher threads and waits for the LSN they reach; those threads (and two notifiers) need cores like everyone else.',
    },
    mariadb_group_commit: {
      title: 'MariaDB binary log group commit',
      explain: 'One queue, no stages: the first to queue leads, writes every queued transaction’s events under LOCK_log, fsyncs the binlog once, then runs each one’s commit_ordered in binlog order and wakes it. The redo is fsynced at prepare, not at commit.',
    },
  },
  /** Stage box titles, one per concept (several algorithms share one). */
  boxLabels: {
    client: 'Client / done',
    admission: 'Admission sleep',
    run_queue: 'Run queue',
    executing: 'Executing',
    latch: 'Latch wait',
    row_lock: 'Row lock wait',
    blocked: 'Rotation / mutex',
    prepare_redo_fsync: 'Redo at prepare',
    flush_leader_redo: 'Redo by leader',
    redo_write_fsync: 'Redo write + fsync',
    redo_fsync: 'Redo fsync',
    flush_queue: 'Flush queue',
    flush_stage: 'Flush stage',
    sync_queue: 'Sync queue',
    sync_stage: 'Sync stage',
    commit_queue: 'Commit queue',
    commit_stage: 'Commit stage',
    pcm_queue: 'prepare_commit_mutex queue',
    pcm_holder: 'Holder: binlog write + fsync',
    binlog_buffer: 'Binlog buffer',
    wait_writer: 'Wait: writer',
    wait_syncer: 'Wait: syncer',
    other_waits: 'Other waits',
    log_threads_redo: 'Redo by log threads',
    maria_queue: 'Group commit queue',
    maria_leader: 'Leader: binlog write',
    maria_commit: 'commit_ordered',
  },
  /** Stage box tooltips: what a thread in that box of that algorithm is doing. */
  boxHelp: {
    client: 'Between transactions: network round trip to sysbench. A commit that finished comes back here.',
    admission: 'Asleep waiting for an innodb_thread_concurrency slot; the adaptive sleep delay grows while threads keep finding no slot.',
    run_queue: 'Runnable but every core is taken.',
    executing: 'Running the statements on a core, in the SQL layer or inside InnoDB (and reading pages the buffer pool misses).',
    latch: 'Spinning on a busy InnoDB latch (burning a core), or asleep in the OS after the spin rounds ran out.',
    row_lock: 'Waiting for a row lock held by another transaction.',
    blocked: 'Rotating the binlog, or waiting for the stage mutex (LOCK_log) a rotation holds: it fsyncs the whole old file under LOCK_log while committers pile up in the flush queue until it ends.',
    gc56_redo: 'InnoDB prepare: each transaction waits for the redo log write and fsync that makes its prepare durable, before it queues for the flush stage (5.6; 5.7 moved this fsync into the flush stage).',
    gc57_redo: 'The flush-stage leader, holding LOCK_log, waits for one redo log write and fsync covering its whole group (prepare no longer fsyncs in 5.7), then writes the group’s events to the binlog. Its followers wait in the flush stage.',
    gc_flush_queue: 'Queued for the flush stage (LOCK_log); the first to arrive becomes the leader of the next group.',
    m80_redo: 'Waiting for 8.0’s log_writer and log_flusher threads to write and fsync the redo up to its LSN: spinning if the CPU is between innodb_log_spin_cpu_abs_lwm and innodb_log_spin_cpu_pct_hwm, else asleep until a notifier thread wakes it.',
    maria_redo: 'InnoDB prepare: waiting for the redo fsync of its prepare record; one thread does the fsync for everyone waiting (group_commit_lock), the rest sleep.',
    maria_queue: 'In the one group commit queue; the first to queue leads and waits for LOCK_log (and for binlog_commit_wait_count more, at most binlog_commit_wait_usec).',
    maria_leader: 'The leader writes every queued transaction’s binlog events under LOCK_log, then rotates the file if it is full.',
    maria_sync: 'The leader fsyncs the binlog once for its group (sync_binlog counts groups).',
    maria_commit: 'Under LOCK_commit_ordered the leader runs each member’s commit_ordered (InnoDB’s in-memory commit) in binlog order and wakes it at once.',
    gc56_flush_stage: 'The leader writes the whole group’s events to the binlog (each member fsynced its redo at prepare); followers wait.',
    gc57_flush_stage: 'The leader takes the queue as its group, has the redo log fsynced once for all of it (next box), then writes the group’s events to the binlog; followers wait.',
    gc_sync_queue: 'Queued for the sync stage.',
    gc_sync_stage: 'The leader fsyncs the binlog once for the whole group (sync_binlog).',
    gc_commit_queue: 'Queued for the commit stage.',
    gc_commit_stage: 'The leader commits the group in InnoDB, in binlog order.',
    off_redo: 'Commit: waiting for the redo log write and fsync, still holding the innodb_thread_concurrency slot.',
    pcm_redo: 'Waiting for a redo fsync: at prepare, then again at commit.',
    pcm_queue: 'Waiting for prepare_commit_mutex: only one thread may write and sync the binlog at a time.',
    pcm_holder: 'The one thread holding prepare_commit_mutex: writes its events and fsyncs the binlog alone.',
    pf_flush_queue: 'Queued for the flush stage.',
    pf_flush_stage: 'The leader takes the queue as its group, has the redo log fsynced once for all of it (next box), then reserves the group’s space in the binlog buffer; followers wait.',
    pf_redo: 'The flush-stage leader, holding LOCK_log, waits for one redo log write and fsync covering its whole group, before reserving the group’s binlog space. Its followers wait in the flush stage.',
    pf_binlog_buffer: 'Its group’s leader is preparing the group’s events into the binlog buffer, while other groups’ leaders do the same.',
    pf_wait_writer: 'Waiting for the binlog writer thread to write the buffer.',
    pf_wait_syncer: 'Waiting for the binlog syncer thread’s fsync.',
    pf_commit_queue: 'Queued for the commit stage.',
    pf_commit_stage: 'Committing in InnoDB.',
    pf_other: 'Rotation and stage mutexes.',
    bir_flush_queue: 'Queued for the flush stage.',
    bir_flush_stage: 'The leader takes the group’s events.',
    bir_binlog_buffer: 'Copying its events into the redo log buffer.',
    bir_redo: 'Waiting for the redo fsync that makes binlog and data durable together.',
    bir_wait_writer: 'Waiting for the binlog writer thread (wait_binlog_flush).',
    bir_commit_stage: 'Committing in InnoDB.',
    bir_other: 'Queues, rotation, stage mutexes.',
    v1_flush_queue: 'Queued for the flush stage (LOCK_log); the first to arrive becomes the leader of the next group.',
    v1_flush_stage: 'The leader writes the whole group’s events to the binlog and copies them into the redo log buffer, alone; followers wait.',
    v1_redo: 'The leader’s one redo fsync for the group: it makes the prepare records and the binlog events durable together.',
    v1_commit_stage: 'Each thread commits itself in InnoDB (V1 needs binlog_order_commits=OFF).',
    v1_other: 'Rotation and stage mutexes (the binlog file is fsynced in the background every 50 ms).',
  },
  /** Legend: what a token's colour and shape mean. */
  categories: {
    work: 'working on a core',
    spin: 'spinning on a latch (burns a core)',
    sleep: 'asleep (admission or latch)',
    runnable: 'runnable, waiting for a core',
    lock: 'waiting for a row lock',
    queue: 'queued (mutex or stage queue)',
    stage: 'in a commit stage (its group is being processed)',
    io: 'waiting for I/O (fsync, page read, writer/syncer)',
    rotation: 'rotating the binlog',
    client: 'client round trip / done',
  },
  leader: 'group leader (does the stage’s work for its group)',
  /** The count line over each box, longest first: the renderer draws the first that fits the box. */
  boxFacts: {
    leader: (count: number, leader: number) => `${count} · leader T${leader}`,
    leaderShort: (count: number, leader: number) => `${count} · T${leader}`,
    delay: (count: number, delay: string) => `${count} · delay ${delay}`,
  },
  legend: 'Legend',
  laneSql: 'SQL and InnoDB',
  laneCommit: 'Commit',
  areaLabel: 'Pipeline animation, one dot per client thread. Arrow keys pick a thread to follow and tell its story; Escape stops.',
  storageLabel: 'Storage: binlog and redo files, device fsyncs (described in the summary below)',
  coresLabel: 'CPU cores by work, spin and idle (counts in the summary below)',
  summaryTitle: 'What the animation shows now',

  /** The animation's time controls (PipelineControls). */
  controls: {
    toolbar: 'Animation time control',
    play: 'Play',
    pause: 'Pause',
    speedGroup: 'Speed',
    slowMotion: 'Slow motion',
    slowMotionTitle: '1/10,000 of real time: follow one commit through the stages',
    hundredth: '1/100×',
    hundredthTitle: '1/100 of real time',
    realTime: 'Real time',
    realTimeTitle: 'Simulated time runs as fast as wall time',
    fastForward: 'Fast forward',
    fastForwardTitle: 'As fast as the core runs: see stalls every 10–40 s',
    stepGroup: 'Step forward to',
    back100Title: 'Back 100 ms of simulated time (checkpoints: exact replay)',
    back1Title: 'Back 1 ms of simulated time',
    fwd1Title: 'Forward 1 ms of simulated time',
    fwd100Title: 'Forward 100 ms of simulated time',
    timeTravel: 'Time travel',
    scrubValue: (now: string, horizon: string) => `${now} of ${horizon} simulated`,
    reduced: 'Reduced motion: tokens jump between states; use the step buttons to move on.',
  },
  /** Step kinds (cl_step), by kind number: both toolbars. */
  stepKinds: ['Next event', 'Next group commit', 'Next fsync', 'Next stall'],
  cancel: 'Cancel',
  cancelLabel: 'Cancel search',
  cancelTitle: 'Cancel the search: back to where the step began',

  /** Words drawn on the storage strip's canvas. */
  storage: {
    binlogFile: 'Binlog file',
    /** The binlog bar's note, longest wording first (the first that fits is drawn). */
    binlogFill: (file: string, max: string, dirty: string, writing: string | null) => [
      `${file} of ${max} · ${writing !== null ? `${writing} being written · ` : ''}${dirty} dirty in page cache`,
      `${file} of ${max} · ${writing !== null ? `writing ${writing} · ` : ''}${dirty} dirty`,
      `${file} / ${max} · ${dirty} dirty`,
      `${file} / ${max}`,
    ],
    binlogOff: 'binary log OFF',
    redoLog: 'Redo log',
    /**
     * The redo bar's note, longest first: `written` went to the OS with write()
     * but no fsync has covered it yet (`dirty` of it the kernel has not yet
     * written back), `buffered` is still in InnoDB's log buffer.
     */
    redoFill: (written: string, buffered: string, dirty: string, fsyncInFlight: boolean) => [
      `written, not fsynced: ${written} (${dirty} of it dirty in page cache) · log buffer ${buffered}${fsyncInFlight ? ' · fsync in flight' : ''}`,
      `written, not fsynced: ${written} · log buffer ${buffered}${fsyncInFlight ? ' · fsyncing' : ''}`,
      `not fsynced ${written} · buffer ${buffered}`,
      `not fsynced ${written}`,
    ],
    device: 'Device (fsyncs)',
    rotation: ['rotation: the old binlog file drains to the device', 'rotation: old binlog drains', 'rotation'],
    banner: (age: string | null) => {
      const took = age !== null ? ` ${age}` : '';
      return [
        `BINLOG ROTATION: the old file is being fsynced${age !== null ? ` for ${age}` : ''} under LOCK_log — every committer waits`,
        `BINLOG ROTATION: old file fsync${took} under LOCK_log, all commits wait`,
        `BINLOG ROTATION: fsync${took}, commits wait`,
        `ROTATION${took}`,
      ];
    },
    inFlight: (ops: number, bytes: string, oldestFsync: string | null) => [
      `${ops} op${ops === 1 ? '' : 's'} in flight, ${bytes}${oldestFsync !== null ? `, oldest fsync ${oldestFsync}` : ''}`,
      `${ops} in flight, ${bytes}`,
      `${ops} in flight`,
    ],
    /** The same once the run has finished: the clock stopped with these still open. */
    inFlightAtEnd: (ops: number, bytes: string, oldestFsync: string | null) => [
      `run ended with ${ops} op${ops === 1 ? '' : 's'} still in flight, ${bytes}${oldestFsync !== null ? `, oldest fsync ${oldestFsync}` : ''}`,
      `ended with ${ops} in flight, ${bytes}`,
      `ended: ${ops} in flight`,
    ],
    idle: 'idle',
    /** An fsync's bar in the device lane: how much it made durable, how long it took. */
    fsyncBar: (size: string, took: string) => `${size}, ${took}`,
    /** The device lane's colour key, under its name: each log's fsyncs in its bar's colour. */
    fileKey: { redo: 'redo', binlog: 'binlog' },
    now: 'now',
  },
  /** Words drawn on the cores strip's canvas. */
  /** MySQL 8.0's redo log threads (log-threads.ts). */
  logThreads: {
    title: 'MySQL 8.0 log threads',
    names: ['log_writer', 'log_flusher', 'log_write_notifier', 'log_flush_notifier'],
    phases: { none: 'not started', asleep: 'asleep', runnable: 'waiting for a core', running: 'running', spinning: 'spinning', fsync: 'inside fsync()' },
    waiting: (flush: number, write: number) => `User threads waiting: ${flush} for the redo fsync, ${write} for the redo write.`,
  },
  cores: {
    title: (perCell: number) => (perCell > 1 ? `Cores (${perCell}/cell)` : 'Cores'),
    counts: (cores: number, work: number, spin: number, idle: number) => `${cores} cores: ${work} working, ${spin} spinning, ${idle} idle`,
  },
  /** The hover/focus thread story. */
  story: {
    head: (thread: number, transactions: number) => `Thread ${thread} (${transactions} transactions done)`,
    now: (state: string, dur: string, label: string) => `Now: ${state} for ${dur} — ${label}`,
    thisTrx: (age: string, parts: string) => `This transaction (${age} so far): ${parts}`,
    recent: (parts: string) => `Recent: ${parts}`,
    listSep: ', ',
  },
  /**
   * Thread-state descriptions by state name. English has none: the model's
   * schema carries them (wasm-core/include/commitlab/layout.h).
   */
  stateLabels: {} as Record<string, string>,
  /**
   * Where one state means something particular to an algorithm (whose redo
   * fsync a thread waits for, what its flush stage does), the story says so.
   */
  algorithmStateLabels: {
    binlog_off: { redo_wait: 'commit: waiting for its redo write and fsync, still holding its innodb_thread_concurrency slot' },
    mysql55_prepare_commit_mutex: { redo_wait: 'waiting for its own redo fsync: at prepare, or at commit after prepare_commit_mutex (inside it with commit_flush_in_prepare_mutex, as 5.0 and 5.1 did)' },
    group_commit_56: {
      redo_wait: 'InnoDB prepare: waiting for the redo write and fsync of its own prepare record',
      flush_stage: 'in the flush stage: the leader writes the group’s binlog events',
    },
    group_commit_57: {
      redo_wait: 'flush-stage leader: waiting for the redo write and fsync that covers its whole group',
      flush_stage: 'in the flush stage: the leader has the group’s redo fsynced, then writes its binlog events',
    },
    alisql_parallel_flush: {
      redo_wait: 'flush-stage leader: waiting for the redo write and fsync that covers its whole group',
      flush_stage: 'in the flush stage: the leader has the group’s redo fsynced, then reserves its binlog space',
    },
    alisql_binlog_in_redo: { redo_wait: 'waiting for the redo fsync that makes its group’s binlog events and data durable together' },
    alisql_binlog_in_redo_v1: {
      redo_wait: 'flush-stage leader: waiting for the redo fsync that makes its group’s prepare and binlog events durable',
      flush_stage: 'in the flush stage: the leader writes the group’s binlog events and copies them into the redo log',
    },
  } as Partial<Record<string, Record<string, string>>>,

  /** "What the animation shows now", one function per line or phrase. */
  summary: {
    head: (title: string, threads: number, nowS: string) => `${title}, ${plural(threads, 'thread')}, at ${nowS} s.`,
    admission: (inside: number, itc: number, asleep: number, delay: string) =>
      ` ${inside} of ${itc} innodb_thread_concurrency slots taken (by threads inside InnoDB: working, waiting for a latch or, with the binlog OFF, for the redo fsync); ${asleep} asleep waiting for a slot (sleep delay ${delay}).`,
    innodb: (c: Count, admission: string) =>
      `Threads: ${c('executing')} executing (in the SQL layer or in InnoDB), ${c('latch_spin')} spinning on latches, ${c('latch_sleep')} asleep on latches, ${c('run_queue')} waiting for a core, ${c('row_lock_wait')} waiting for row locks, ${c('client')} in the client round trip.${admission}`,
    binlogOffCommit: (c: Count, fsyncInFlight: boolean) => `Commit: ${c('redo_wait')} waiting for the redo log write and fsync${fsyncInFlight ? ' (a redo fsync is in flight)' : ''}.`,
    pcm: (c: Count) => {
      const holder = c('binlog_write');
      return `prepare_commit_mutex: ${holder === 0 ? 'free' : `held by ${plural(holder, 'thread')} writing and syncing the binlog`}; ${c('prepare_commit_mutex')} waiting for it. One committer at a time: ${holder} in binlog_write. ${c('redo_wait')} waiting for redo fsyncs.`;
    },
    redoAtPrepare: (n: number) => `${n} waiting for the redo log at prepare.`,
    /** 5.7 and parallel flush: the flush-stage leader syncs the redo once for its group (leader −1: not known). */
    flushLeaderRedo: (n: number, leader: number) =>
      n === 1 && leader >= 0
        ? `The flush stage's leader, thread ${leader}, waits for the redo write and fsync that covers its whole group.`
        : `${plural(n, 'thread')} waiting for a redo fsync in the flush stage (its leader syncs the redo once for the whole group).`,
    stageNames: { flush: 'Flush stage', sync: 'Sync stage', commit: 'Commit stage' },
    stageIdle: (name: string, queued: number) => `${name}: idle, ${queued} queued.`,
    stageBusy: (name: string, processing: number, leader: number, queued: number) => `${name}: group of ${processing}${leader >= 0 ? ` led by thread ${leader}` : ''}, ${queued} queued.`,
    /** The stage's group with its leader drawn in another box (`where`): its redo fsync, the run queue, its group's InnoDB commits. */
    stageLeaderAway: (name: string, group: number, leader: number, inStage: number, where: string, queued: number) =>
      `${name}: group of ${group} led by thread ${leader}${inStage > 0 ? `: ${inStage} in the stage's box, the leader in “${where}”` : `, drawn in “${where}”`}; ${queued} queued.`,
    /** Appended to a stage's line: followers still in its state after their leader signalled done (leader −1: several groups). */
    stageLeaving: (n: number, leader: number, kind: 'committed' | 'selfCommit' | 'done') =>
      ` Also in the stage: ${plural(n, 'thread')} of ${leader >= 0 ? `the group thread ${leader} led` : 'earlier groups'}, ${
        kind === 'committed'
          ? 'already committed by their leader, waiting to be woken one at a time (signal_done)'
          : kind === 'selfCommit'
            ? 'signalled done, each committing itself in InnoDB (binlog_order_commits=OFF)'
            : 'done with the stage, waiting to be woken one at a time'
      }.`,
    parallelFlush: (c: Count) =>
      `${c('binlog_buffer')} preparing events in the binlog buffer, ${c('wait_writer')} waiting for the writer thread, ${c('wait_syncer')} waiting for the syncer thread.`,
    binlogInRedo: (c: Count) =>
      `${c('binlog_buffer')} copying events into the redo log, ${c('redo_wait')} waiting for the redo fsync, ${c('wait_writer')} waiting for the binlog writer, ${c('commit_stage')} committing.`,
    binlogInRedoV1: (c: Count, selfCommitting: number) =>
      `${c('redo_wait')} waiting for the flush leader's redo fsync (it carries the binlog too), ${selfCommitting} committing themselves; no sync stage, the binlog file is fsynced in the background.`,
    binlogFile: (file: string, max: string, dirty: string, writing: string | null) =>
      `Binlog file ${file} of ${max} max_binlog_size, ${writing !== null ? `${writing} being written to the device, ` : ''}${dirty} dirty in the page cache.`,
    device: (ops: number, bytes: string, oldestFsync: string | null, redoDirty: string) =>
      `Device: ${plural(ops, 'operation')} in flight (${bytes})${oldestFsync !== null ? `, oldest fsync running for ${oldestFsync}` : ''}. Redo ${redoDirty} dirty in the page cache.`,
    /** The same once the run has finished (the clock stopped with these still open). */
    deviceAtEnd: (ops: number, bytes: string, oldestFsync: string | null, redoDirty: string) =>
      `Device: the run ended with ${plural(ops, 'operation')} still in flight (${bytes})${oldestFsync !== null ? `, the oldest fsync had run for ${oldestFsync}` : ''}. Redo ${redoDirty} dirty in the page cache.`,
    cores: (work: number, spin: number, idle: number, cores: number) => `Cores: ${work} working, ${spin} spinning, ${idle} idle of ${cores}.`,
    blocking: (what: string) => `Blocking: ${what}`,
    perState: (items: Array<[string, number]>) => `Threads per state: ${items.map(([s, n]) => `${s} ${n}`).join(', ')}.`,
  },
  /** What holds most committers back (the summary's "Blocking:" line). */
  blocking: {
    rotation: (bytes: string, waiting: number) => `binlog rotation in progress: the old file's ${bytes} go to the device under LOCK_log while ${plural(waiting, 'committer')} wait.`,
    admission: (asleep: number, inside: number, itc: number) => `innodb_thread_concurrency: ${asleep} threads asleep for a slot (${inside}${itc ? ` of ${itc}` : ''} inside).`,
    latches: (spin: number, sleep: number) => `InnoDB latches: ${spin} spinning, ${sleep} asleep.`,
    cpu: (n: number) => `CPU: ${n} runnable threads wait for a core.`,
    rowLocks: (n: number) => `row locks: ${n} waiting.`,
    redo: (n: number) => `the redo log: ${n} waiting for its write/fsync.`,
    pcm: (n: number) => `prepare_commit_mutex: ${n} wait while one thread writes and fsyncs the binlog.`,
    queues: (flush: number, sync: number, commit: number) => `the group commit queues: ${flush} flush, ${sync} sync, ${commit} commit.`,
    binlogFsync: (n: number) => `the binlog fsync: ${n} threads wait for it.`,
    commit: (n: number) => `the InnoDB commit of ${n} threads in the commit stage.`,
    waking: (n: number) => `waking up after their group's commit: ${plural(n, 'thread')}, woken one at a time (signal_done).`,
    selfCommit: (n: number) => `the InnoDB commit each thread does itself once its leader signalled done: ${plural(n, 'thread')} (binlog_order_commits=OFF).`,
    writer: (n: number) => `the binlog writer: ${n} waiting for it to write their events.`,
    copyIntoRedo: (n: number) => `copying binlog events into the redo log: ${n} threads (their group leaders do the work).`,
    binlogBuffer: (n: number) => `preparing binlog events in the binlog buffer: ${n} threads (their group leaders do the work).`,
    nothing: 'nothing: no thread waits for a core, a lock, a queue or I/O.',
  },
};

export type VizStrings = typeof en;

export const VIZ_STRINGS: Record<Lang, VizStrings> = byLang(en, 'viz');
