// The pipeline animation's words in English and Chinese: heading and
// description per commit algorithm, stage boxes and their tooltips, the
// legend, the time controls, the canvas strips, the thread story and the
// text summary. English is the default and the test ids' language (the e2e
// tests read the English summary); Chinese keeps the MySQL/InnoDB terms a
// DBA reads in English (binlog, redo, fsync, leader, flush 阶段…), as the
// lessons' lesson.zh.md do. A typed table per language: a key missing in
// Chinese does not compile, and viz-i18n.test.ts checks none is empty.
import type { Lang } from '../lessons/catalog';
import { useLessons } from '../lessons/lesson-store';
import type { AlgorithmId, Category } from './pipeline/topology';

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
  } as Record<AlgorithmId, { title: string; explain: string }>,
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
  } as Record<Category, string>,
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
    binlogFill: (file: string, max: string, dirty: string, writing: string | null) => `${file} of ${max} · ${writing !== null ? `${writing} being written · ` : ''}${dirty} dirty in page cache`,
    binlogOff: 'binary log OFF',
    redoLog: 'Redo log',
    redoFill: (unflushed: string, unwritten: string, dirty: string, fsyncInFlight: boolean) =>
      `not yet durable: ${unflushed} (${unwritten} in log buffer) · ${dirty} dirty in page cache${fsyncInFlight ? ' · fsync in flight' : ''}`,
    device: 'Device (fsyncs)',
    rotation: 'rotation: the old binlog file drains to the device',
    banner: (age: string | null) => `BINLOG ROTATION: the old file is being fsynced${age !== null ? ` for ${age}` : ''} under LOCK_log — every committer waits`,
    inFlight: (ops: number, bytes: string, oldestFsync: string | null) => `${ops} op${ops === 1 ? '' : 's'} in flight, ${bytes}${oldestFsync !== null ? `, oldest fsync ${oldestFsync}` : ''}`,
    idle: 'idle',
    colours: ' · redo green, binlog pink',
    now: 'now',
  },
  /** Words drawn on the cores strip's canvas. */
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
    mysql55_prepare_commit_mutex: { redo_wait: 'waiting for its own redo fsync: at prepare, or at commit after prepare_commit_mutex' },
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
  } as Partial<Record<AlgorithmId, Record<string, string>>>,

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

const zh: VizStrings = {
  heading: '提交流水线：',
  trxCommitModes: {
    '0': '每秒写一次 redo 并 fsync',
    '1': '每次提交都写 redo 并 fsync',
    '2': '每次提交写 redo，每秒 fsync 一次',
  },
  algorithms: {
    binlog_off: {
      title: '关闭 binlog',
      explain: '没有 binlog：一次提交就是一次 redo 日志写入加 fsync（innodb_flush_log_at_trx_commit），期间线程仍占着它的 InnoDB 槽位。',
    },
    mysql55_prepare_commit_mutex: {
      title: 'MySQL 5.5：prepare_commit_mutex',
      explain: '一次只有一个提交者：prepare_commit_mutex 从写 binlog、binlog fsync 一直持有到 InnoDB 提交，fsync 无法合并。',
    },
    group_commit_56: {
      title: 'MySQL 5.6 binlog 组提交',
      explain: '三个阶段，每个阶段由 leader 替整组干活：每组只做一次 binlog fsync。5.6 仍在 prepare 时对 redo 日志做 fsync。',
    },
    group_commit_57: {
      title: 'MySQL 5.7 binlog 组提交',
      explain: '三个阶段，每个阶段由 leader 替整组干活：flush 阶段的 leader 顺带为整组刷一次 redo 日志，sync 阶段的 leader 对 binlog 做一次 fsync。',
    },
    alisql_parallel_flush: {
      title: 'AliSQL binlog parallel flush',
      explain: '分组和 leader 都保留，但 leader 只在共享 binlog buffer 中为本组预留空间时持有 LOCK_log；随后不同组的 leader 同时填写 buffer，再由专门的 writer 和 syncer 线程把它写入并 fsync。',
    },
    alisql_binlog_in_redo: {
      title: 'AliSQL binlog in redo V2',
      explain: 'parallel flush 加上 binlog in redo：binlog 事件随 redo 日志一起写，一次 redo fsync 就让提交持久化；binlog 文件稍后由 writer 线程写入。',
    },
    alisql_binlog_in_redo_v1: {
      title: 'AliSQL binlog in redo V1',
      explain: '5.7 组提交，但 flush 阶段的 leader 还把整组的 binlog 事件拷贝进 redo 日志：它那一次 redo fsync 让两者同时持久化，于是 sync 阶段和它的 binlog fsync 都没有了。flush 阶段仍是串行的。',
    },
  },
  boxLabels: {
    client: '客户端 / 完成',
    admission: '准入等待',
    run_queue: '运行队列',
    executing: '执行中',
    latch: '等待 latch',
    row_lock: '等待行锁',
    blocked: '切换 / 互斥锁',
    prepare_redo_fsync: 'prepare 刷 redo',
    flush_leader_redo: 'leader 刷 redo',
    redo_write_fsync: 'redo 写入 + fsync',
    redo_fsync: 'redo fsync',
    flush_queue: 'flush 队列',
    flush_stage: 'flush 阶段',
    sync_queue: 'sync 队列',
    sync_stage: 'sync 阶段',
    commit_queue: 'commit 队列',
    commit_stage: 'commit 阶段',
    pcm_queue: 'prepare_commit_mutex 队列',
    pcm_holder: '持锁者：写 binlog + fsync',
    binlog_buffer: 'binlog buffer',
    wait_writer: '等待 writer',
    wait_syncer: '等待 syncer',
    other_waits: '其他等待',
  },
  boxHelp: {
    client: '两个事务之间：与 sysbench 之间的网络往返。完成提交的事务回到这里。',
    admission: '睡眠等待 innodb_thread_concurrency 的槽位；线程一直拿不到槽位时，自适应的睡眠延迟会越来越长。',
    run_queue: '已就绪，但所有 CPU 核都被占用。',
    executing: '在 CPU 核上执行语句，在 SQL 层或 InnoDB 内部（以及读取 buffer pool 未命中的页）。',
    latch: '在繁忙的 InnoDB latch 上自旋（白白占着一个 CPU 核），或自旋轮数用完后在操作系统里睡眠。',
    row_lock: '等待另一个事务持有的行锁。',
    blocked: '正在切换 binlog，或在等切换所持有的阶段锁（LOCK_log）：切换在持有 LOCK_log 时对整个旧文件做 fsync，提交者都堆在 flush 队列里，直到它结束。',
    gc56_redo: 'InnoDB prepare：每个事务各自等待让 prepare 记录持久化的 redo 写入和 fsync，然后才进 flush 队列（5.6；5.7 把这次 fsync 挪进了 flush 阶段）。',
    gc57_redo: 'flush 阶段的 leader 持有 LOCK_log，等待一次覆盖整组的 redo 写入和 fsync（5.7 的 prepare 不再 fsync），然后把整组的事件写入 binlog；follower 在 flush 阶段里等。',
    gc_flush_queue: '排队等待 flush 阶段（LOCK_log）；最先到达的线程成为下一组的 leader。',
    gc56_flush_stage: 'leader 把整组的事件写入 binlog（各成员的 redo 已在 prepare 时 fsync）；follower 等待。',
    gc57_flush_stage: 'leader 把队列取作本组，先为整组做一次 redo fsync（右边的框），再把整组的事件写入 binlog；follower 等待。',
    gc_sync_queue: '排队等待 sync 阶段。',
    gc_sync_stage: 'leader 为整组对 binlog 做一次 fsync（sync_binlog）。',
    gc_commit_queue: '排队等待 commit 阶段。',
    gc_commit_stage: 'leader 按 binlog 顺序在 InnoDB 中提交整组事务。',
    off_redo: '提交：等待 redo 日志的写入和 fsync，同时仍占着 innodb_thread_concurrency 槽位。',
    pcm_redo: '等待 redo fsync：prepare 时一次，commit 时再一次。',
    pcm_queue: '等待 prepare_commit_mutex：同一时刻只有一个线程能写入并同步 binlog。',
    pcm_holder: '持有 prepare_commit_mutex 的那一个线程：独自写入自己的事件，并对 binlog 做 fsync。',
    pf_flush_queue: '排队等待 flush 阶段。',
    pf_flush_stage: 'leader 把队列取作本组，先为整组做一次 redo fsync（右边的框），再在 binlog buffer 中为本组预留空间；follower 等待。',
    pf_redo: 'flush 阶段的 leader 持有 LOCK_log，等待一次覆盖整组的 redo 写入和 fsync，然后才为本组预留 binlog 空间；follower 在 flush 阶段里等。',
    pf_binlog_buffer: '本组的 leader 正把本组的事件准备进 binlog buffer，其他组的 leader 也在同时做。',
    pf_wait_writer: '等待 binlog writer 线程把 buffer 写入文件。',
    pf_wait_syncer: '等待 binlog syncer 线程的 fsync。',
    pf_commit_queue: '排队等待 commit 阶段。',
    pf_commit_stage: '在 InnoDB 中提交。',
    pf_other: 'binlog 切换和阶段锁。',
    bir_flush_queue: '排队等待 flush 阶段。',
    bir_flush_stage: 'leader 取走整组的事件。',
    bir_binlog_buffer: '把自己的事件拷贝进 redo log buffer。',
    bir_redo: '等待那次让 binlog 和数据一起持久化的 redo fsync。',
    bir_wait_writer: '等待 binlog writer 线程（wait_binlog_flush）。',
    bir_commit_stage: '在 InnoDB 中提交。',
    bir_other: '各种队列、binlog 切换、阶段锁。',
    v1_flush_queue: '排队等待 flush 阶段（LOCK_log）；最先到的成为下一组的 leader。',
    v1_flush_stage: 'leader 独自把整组的事件写入 binlog，并拷贝进 redo log buffer；follower 等待。',
    v1_redo: 'leader 为整组做的那一次 redo fsync：让 prepare 记录和 binlog 事件一起持久化。',
    v1_commit_stage: '每个线程自己在 InnoDB 中提交（V1 要求 binlog_order_commits=OFF）。',
    v1_other: 'binlog 切换和阶段锁（binlog 文件每 50 ms 在后台 fsync 一次）。',
  },
  categories: {
    work: '在 CPU 核上工作',
    spin: '在 latch 上自旋（占用 CPU 核）',
    sleep: '睡眠（准入或 latch）',
    runnable: '就绪，等待 CPU 核',
    lock: '等待行锁',
    queue: '排队（互斥锁或阶段队列）',
    stage: '在提交阶段中（它所在的组正被处理）',
    io: '等待 I/O（fsync、读页、writer/syncer）',
    rotation: '切换 binlog',
    client: '客户端往返 / 已完成',
  },
  leader: '组 leader（替整组完成该阶段的工作）',
  boxFacts: {
    leader: (count, leader) => `${count} · leader T${leader}`,
    leaderShort: (count, leader) => `${count} · T${leader}`,
    delay: (count, delay) => `${count} · 延迟 ${delay}`,
  },
  legend: '图例',
  laneSql: 'SQL 与 InnoDB',
  laneCommit: '提交',
  areaLabel: '流水线动画，每个圆点是一个客户端线程。用方向键选一个线程来跟踪，讲述它的经历；按 Esc 停止。',
  storageLabel: '存储：binlog 与 redo 文件、设备上的 fsync（详见下方的文字说明）',
  coresLabel: 'CPU 核：工作、自旋、空闲（数量见下方的文字说明）',
  summaryTitle: '动画此刻在展示什么',

  controls: {
    toolbar: '动画时间控制',
    play: '播放',
    pause: '暂停',
    speedGroup: '速度',
    slowMotion: '慢动作',
    slowMotionTitle: '实时的 1/10,000：跟着一次提交走过各个阶段',
    hundredth: '1/100×',
    hundredthTitle: '实时的 1/100',
    realTime: '实时',
    realTimeTitle: '模拟时间和真实时间走得一样快',
    fastForward: '快进',
    fastForwardTitle: '模型能跑多快就多快：每 10–40 秒看到一次停顿',
    stepGroup: '向前跳到',
    back100Title: '模拟时间后退 100 ms（从检查点精确重放）',
    back1Title: '模拟时间后退 1 ms',
    fwd1Title: '模拟时间前进 1 ms',
    fwd100Title: '模拟时间前进 100 ms',
    timeTravel: '时间穿梭',
    scrubValue: (now, horizon) => `模拟时间 ${now}，共 ${horizon}`,
    reduced: '已减少动态效果：圆点在状态之间直接跳转；用跳转按钮往前走。',
  },
  stepKinds: ['下一个事件', '下一次组提交', '下一次 fsync', '下一次停顿'],
  cancel: '取消',
  cancelLabel: '取消查找',
  cancelTitle: '取消查找：回到这一步开始的地方',

  storage: {
    binlogFile: 'binlog 文件',
    binlogFill: (file, max, dirty, writing) => `${file} / ${max} · ${writing !== null ? `${writing} 正在写入 · ` : ''}page cache 中 ${dirty} 脏数据`,
    binlogOff: 'binlog 已关闭',
    redoLog: 'redo 日志',
    redoFill: (unflushed, unwritten, dirty, fsyncInFlight) => `未持久化：${unflushed}（log buffer 中 ${unwritten}）· page cache 中 ${dirty} 脏数据${fsyncInFlight ? ' · fsync 进行中' : ''}`,
    device: '设备（fsync）',
    rotation: 'binlog 切换：旧文件正在写入设备',
    banner: (age) => `binlog 切换：持有 LOCK_log 对旧文件做 fsync${age !== null ? `，已 ${age}` : ''}——所有提交者都在等`,
    inFlight: (ops, bytes, oldestFsync) => `${ops} 个操作进行中，${bytes}${oldestFsync !== null ? `，最早的 fsync 已 ${oldestFsync}` : ''}`,
    idle: '空闲',
    colours: ' · redo 绿色，binlog 粉色',
    now: '现在',
  },
  cores: {
    title: (perCell) => (perCell > 1 ? `CPU 核（每格 ${perCell} 个）` : 'CPU 核'),
    counts: (cores, work, spin, idle) => `${cores} 个核：${work} 个工作，${spin} 个自旋，${idle} 个空闲`,
  },
  story: {
    head: (thread, transactions) => `线程 ${thread}（已完成 ${transactions} 个事务）`,
    now: (state, dur, label) => `当前：${state}，已持续 ${dur} — ${label}`,
    thisTrx: (age, parts) => `本事务（到目前 ${age}）：${parts}`,
    recent: (parts) => `最近：${parts}`,
    listSep: '，',
  },
  stateLabels: {
    client: '客户端往返（网络、sysbench）',
    admission_sleep: '睡眠等待 innodb_thread_concurrency',
    run_queue: '就绪，等待空闲的 CPU 核',
    executing: '在 CPU 核上执行',
    latch_spin: '在繁忙的 InnoDB latch 上自旋',
    latch_sleep: '因繁忙的 InnoDB latch 在操作系统中睡眠',
    row_lock_wait: '等待行锁',
    page_read: '读取 buffer pool 未命中的页',
    redo_wait: '等待 redo 日志写入/fsync',
    flush_queue: '排队等待 binlog 的 flush 阶段（LOCK_log）',
    flush_stage: '在 flush 阶段：刷 redo、写 binlog',
    sync_queue: '排队等待 binlog 的 sync 阶段',
    sync_stage: '在 sync 阶段：binlog fsync',
    commit_queue: '排队等待 commit 阶段',
    commit_stage: '在 commit 阶段：InnoDB 提交',
    prepare_commit_mutex: '等待 prepare_commit_mutex（5.5）',
    binlog_write: '持有互斥锁写入并同步 binlog（5.5）',
    binlog_buffer: '把事件准备进 binlog buffer（并行）',
    wait_writer: '等待 binlog writer 线程',
    wait_syncer: '等待 binlog syncer 线程',
    rotation: '切换 binlog：对整个旧文件做 fsync',
    stage_mutex_wait: '等待阶段锁（LOCK_log/sync/commit）',
  },
  algorithmStateLabels: {
    binlog_off: { redo_wait: '提交：等待自己的 redo 写入和 fsync，同时仍占着 innodb_thread_concurrency 槽位' },
    mysql55_prepare_commit_mutex: { redo_wait: '等待自己的 redo fsync：prepare 时一次，释放 prepare_commit_mutex 后提交时再一次' },
    group_commit_56: {
      redo_wait: 'InnoDB prepare：等待自己 prepare 记录的 redo 写入和 fsync',
      flush_stage: '在 flush 阶段：leader 把整组的 binlog 事件写入文件',
    },
    group_commit_57: {
      redo_wait: 'flush 阶段的 leader：等待覆盖整组的 redo 写入和 fsync',
      flush_stage: '在 flush 阶段：leader 先为整组 fsync redo，再写 binlog 事件',
    },
    alisql_parallel_flush: {
      redo_wait: 'flush 阶段的 leader：等待覆盖整组的 redo 写入和 fsync',
      flush_stage: '在 flush 阶段：leader 先为整组 fsync redo，再预留 binlog 空间',
    },
    alisql_binlog_in_redo: { redo_wait: '等待让本组 binlog 事件和数据一起持久化的 redo fsync' },
    alisql_binlog_in_redo_v1: {
      redo_wait: 'flush 阶段的 leader：等待让本组 prepare 记录和 binlog 事件一起持久化的 redo fsync',
      flush_stage: '在 flush 阶段：leader 把整组的 binlog 事件写入文件，并拷贝进 redo 日志',
    },
  },

  summary: {
    head: (title, threads, nowS) => `${title}，${threads} 个线程，模拟时间 ${nowS} s。`,
    admission: (inside, itc, asleep, delay) => `innodb_thread_concurrency 槽位已占 ${inside}/${itc}（占槽位的是 InnoDB 内部的线程：在工作、在等 latch，或在关闭 binlog 时等 redo fsync）；${asleep} 个在睡眠等待槽位（睡眠延迟 ${delay}）。`,
    innodb: (c, admission) =>
      `线程：${c('executing')} 个在执行（在 SQL 层或 InnoDB 中），${c('latch_spin')} 个在 latch 上自旋，${c('latch_sleep')} 个因 latch 睡眠，${c('run_queue')} 个在等 CPU 核，${c('row_lock_wait')} 个在等行锁，${c('client')} 个在客户端往返。${admission}`,
    binlogOffCommit: (c, fsyncInFlight) => `提交：${c('redo_wait')} 个在等 redo 日志的写入和 fsync${fsyncInFlight ? '（有一次 redo fsync 正在进行）' : ''}。`,
    pcm: (c) => {
      const holder = c('binlog_write');
      return `prepare_commit_mutex：${holder === 0 ? '空闲' : `被 ${holder} 个线程持有，正在写入并同步 binlog`}；${c('prepare_commit_mutex')} 个在等它。一次只有一个提交者：${holder} 个在 binlog_write。${c('redo_wait')} 个在等 redo fsync。`;
    },
    redoAtPrepare: (n) => `${n} 个在 prepare 时等待 redo 日志。`,
    flushLeaderRedo: (n, leader) =>
      n === 1 && leader >= 0 ? `flush 阶段的 leader（线程 ${leader}）在等覆盖整组的那次 redo 写入和 fsync。` : `${n} 个线程在 flush 阶段等 redo fsync（由 leader 为整组做一次）。`,
    stageNames: { flush: 'flush 阶段', sync: 'sync 阶段', commit: 'commit 阶段' },
    stageIdle: (name, queued) => `${name}：空闲，${queued} 个在排队。`,
    stageBusy: (name, processing, leader, queued) => `${name}：一组 ${processing} 个${leader >= 0 ? `，leader 是线程 ${leader}` : ''}，${queued} 个在排队。`,
    stageLeaderAway: (name, group, leader, inStage, where, queued) =>
      `${name}：一组 ${group} 个，leader 是线程 ${leader}${inStage > 0 ? `：${inStage} 个在本阶段框内，leader 在“${where}”框里` : `，它在“${where}”框里`}；${queued} 个在排队。`,
    stageLeaving: (n, leader, kind) =>
      `该阶段里还有${leader >= 0 ? `线程 ${leader} 带领的那一组的` : '之前几组的'} ${n} 个线程：${
        kind === 'committed' ? '已由 leader 提交完毕，正等着被逐个唤醒（signal_done）' : kind === 'selfCommit' ? 'leader 已 signal_done，它们各自在 InnoDB 中提交（binlog_order_commits=OFF）' : '已完成该阶段，正等着被逐个唤醒'
      }。`,
    parallelFlush: (c) => `${c('binlog_buffer')} 个在往 binlog buffer 里准备事件，${c('wait_writer')} 个在等 writer 线程，${c('wait_syncer')} 个在等 syncer 线程。`,
    binlogInRedo: (c) => `${c('binlog_buffer')} 个在把事件拷贝进 redo 日志，${c('redo_wait')} 个在等 redo fsync，${c('wait_writer')} 个在等 binlog writer，${c('commit_stage')} 个在提交。`,
    binlogInRedoV1: (c, selfCommitting) => `${c('redo_wait')} 个在等 flush leader 的 redo fsync（它也带着 binlog），${selfCommitting} 个在自己提交；没有 sync 阶段，binlog 文件在后台 fsync。`,
    binlogFile: (file, max, dirty, writing) => `binlog 文件 ${file}，max_binlog_size 为 ${max}，${writing !== null ? `${writing} 正在写入设备，` : ''}page cache 中 ${dirty} 脏数据。`,
    device: (ops, bytes, oldestFsync, redoDirty) => `设备：${ops} 个操作进行中（${bytes}）${oldestFsync !== null ? `，最早的 fsync 已持续 ${oldestFsync}` : ''}。page cache 中 redo 脏数据 ${redoDirty}。`,
    cores: (work, spin, idle, cores) => `CPU 核：共 ${cores} 个，${work} 个在工作，${spin} 个在自旋，${idle} 个空闲。`,
    blocking: (what) => `卡在哪里：${what}`,
    perState: (items) => `各状态的线程数：${items.map(([s, n]) => `${s} ${n}`).join('，')}。`,
  },
  blocking: {
    rotation: (bytes, waiting) => `binlog 切换进行中：旧文件的 ${bytes} 在持有 LOCK_log 时写入设备，${waiting} 个提交者在等。`,
    admission: (asleep, inside, itc) => `innodb_thread_concurrency：${asleep} 个线程在睡眠等待槽位（InnoDB 内 ${inside}${itc ? `/${itc}` : ''} 个）。`,
    latches: (spin, sleep) => `InnoDB latch：${spin} 个在自旋，${sleep} 个在睡眠。`,
    cpu: (n) => `CPU：${n} 个就绪线程在等 CPU 核。`,
    rowLocks: (n) => `行锁：${n} 个在等待。`,
    redo: (n) => `redo 日志：${n} 个在等它的写入/fsync。`,
    pcm: (n) => `prepare_commit_mutex：一个线程写入并 fsync binlog，${n} 个在等。`,
    queues: (flush, sync, commit) => `组提交的队列：flush ${flush} 个，sync ${sync} 个，commit ${commit} 个。`,
    binlogFsync: (n) => `binlog fsync：${n} 个线程在等它。`,
    commit: (n) => `commit 阶段里 ${n} 个线程的 InnoDB 提交。`,
    waking: (n) => `组提交完成后的唤醒：${n} 个线程在被逐个唤醒（signal_done）。`,
    selfCommit: (n) => `leader signal_done 之后各线程自己做的 InnoDB 提交：${n} 个线程（binlog_order_commits=OFF）。`,
    writer: (n) => `binlog writer：${n} 个在等它写出自己的事件。`,
    copyIntoRedo: (n) => `把 binlog 事件拷贝进 redo 日志：${n} 个线程（由各组的 leader 完成）。`,
    binlogBuffer: (n) => `在 binlog buffer 中准备 binlog 事件：${n} 个线程（由各组的 leader 完成）。`,
    nothing: '没有：没有线程在等 CPU 核、锁、队列或 I/O。',
  },
};

export const VIZ_STRINGS: Record<Lang, VizStrings> = { en, zh };

/** The animation's words in the language picked in the header. */
export function useVizT(): VizStrings {
  return VIZ_STRINGS[useLessons((s) => s.lang)];
}
