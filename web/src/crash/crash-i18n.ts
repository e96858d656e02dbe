// The crash lab's words, English and Chinese. MySQL terms stay as a DBA
// reads them (binlog, redo, relay log, fsync, page cache, GTID, XID).
import { useLang } from '../lang/lang-store';
import type { Lang } from '../lang/lang';
import type { CrashKind } from './crash-result';

export interface CrashWords {
  title: string;
  intro: string;
  crashMysqld: string;
  crashOs: string;
  crashReplica: string;
  crashReplicas: string;
  keys: string;
  keysNoReplica: string;
  noReplicaSide: string;
  working: string;
  kind: Record<CrashKind, string>;
  at: (s: string) => string;
  onReplica: string;
  frozen: string;
  durable: string;
  pageCache: string;
  logBuffer: string;
  tornTail: string;
  bytes: (n: string) => string;
  redo: string;
  binlog: string;
  relay: string;
  relayKept: (kept: string, received: string) => string;
  steps: string;
  stepRedo: (durable: string, lostBytes: string) => string;
  stepBinlog: (file: number, valid: string, gtid: string, torn: string) => string;
  stepBinlogFromRedo: string;
  stepXa: (committed: string, rolledBack: string) => string;
  stepNewFile: (file: number) => string;
  stepRedoOnly: string;
  ledger: string;
  acked: (n: string) => string;
  cls: Record<'ok' | 'lost' | 'engine_only' | 'binlog_only', string>;
  unacked: (n: string, binlogOnly: string) => string;
  approximate: (n: string) => string;
  replicaVs: (received: string, ahead: string, behind: string) => string;
  replicaAheadNote: string;
  restart: Record<'clean' | 'reapply' | 'skip' | 'relay_log_broken', string>;
  restartLines: (r: { received: string; kept: string; applied: string; data: string; applier: string; receiver: string }) => string[];
  reapplied: (n: string, code: number) => string;
  skipped: (n: string) => string;
  copyLink: string;
  linkCopied: string;
  stepThrough: string;
  nextStep: string;
  close: string;
  failed: (why: string) => string;
  badLink: (raw: string) => string;
  linkPastEnd: (raw: string, endNs: number) => string;
  chartLabel: string;
  sweep: SweepWords;
  recovery: RecoveryAnimWords;
}

/** The crash sweep: many crash instants over the run, the loss distribution per setting. */
export interface SweepWords {
  title: string;
  intro: string;
  count: string;
  countHelp: string;
  badCount: (text: string, min: number, max: number) => string;
  target: string;
  targetPrimary: string;
  targetReplica: string;
  run: string;
  cancel: string;
  progress: (done: number, total: number) => string;
  cancelled: string;
  failed: (why: string) => string;
  setting: string;
  kind: string;
  kindShort: Record<CrashKind, string>;
  losing: string;
  cls: Record<'lost' | 'engine_only' | 'binlog_only', string>;
  meanMax: (mean: string, max: string) => string;
  replicaAhead: string;
  clean: string;
  reapply: string;
  skip: string;
  broken: string;
  caption: (n: number, seconds: string) => string;
  plotLabel: (setting: string) => string;
  plotX: string;
  plotY: string;
  plotYReplica: string;
  clear: string;
}

/** Labels drawn over the pipeline while recovery replays (crash/RecoveryOverlay.tsx). */
export interface RecoveryAnimWords {
  title: string;
  redoScan: string;
  binlogScan: string;
  relayScan: string;
  durable: string;
  lost: string;
  torn: string;
  prepared: string;
  committedByXid: (n: string) => string;
  rolledBack: (n: string) => string;
  lostAcked: (n: string) => string;
  noneLost: string;
  phase: Record<'redo' | 'binlog' | 'xa' | 'ledger', string>;
  redoOnly: string;
  replicaRestart: string;
  replay: string;
}

const num = (lang: Lang) => (n: number) => n.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US');
export const fmt = num;

export const CRASH_WORDS: Record<Lang, CrashWords> = {
  en: {
    title: 'Crash lab',
    intro: 'Pull the plug now: the run freezes, the server recovers as MySQL does, and the ledger says what each acknowledged transaction became.',
    crashMysqld: 'Crash mysqld',
    crashOs: 'Crash the OS / cut power',
    crashReplica: 'Crash the replica',
    crashReplicas: 'Crash the replicas',
    keys: 'Keys: c crash mysqld, Shift+C crash the OS / cut power, v crash the replica.',
    keysNoReplica: 'Keys: c crash mysqld, Shift+C crash the OS / cut power (v crashes the replica once the replica knob is ON).',
    noReplicaSide: 'no replica on this side (the replica knob is OFF)',
    working: 'Crashing…',
    kind: {
      mysqld: 'mysqld crash (kill -9): the page cache survives',
      os: 'OS crash or power cut: only what reached the device survives',
      power: "power cut: only what left the device's volatile write cache survives",
    },
    at: (s) => `at ${s} s`,
    onReplica: 'on the replica',
    frozen: 'At the crash instant',
    durable: 'durable',
    pageCache: 'page cache (lost)',
    logBuffer: 'log buffer (lost)',
    tornTail: 'torn tail',
    bytes: (n) => `${n} bytes`,
    redo: 'redo log',
    binlog: 'binlog',
    relay: 'relay log',
    relayKept: (kept, received) => `${kept} of ${received} received transactions kept`,
    steps: 'Recovery, step by step',
    stepRedo: (durable, lost) => `InnoDB redo recovery reads the redo log up to LSN ${durable} (${lost} bytes of redo never reached the device).`,
    stepBinlog: (file, valid, gtid, torn) =>
      `The server scans the last binlog file (number ${file}) and trims it to byte ${valid}, the end of the last complete transaction (GTID ${gtid}); ${torn} bytes of a torn tail are cut.`,
    stepBinlogFromRedo: 'Binlog in redo: the binlog tail is first rebuilt from the binlog events found in the durable redo log.',
    stepXa: (c, r) => `Prepared transactions: ${c} committed because their XID is in the binlog, ${r} rolled back.`,
    stepNewFile: (file) => `A new binlog file (number ${file}) is opened.`,
    stepRedoOnly: 'Binlog OFF: a transaction survives exactly when its commit record is in the durable redo log.',
    ledger: 'Ledger of acknowledged transactions',
    acked: (n) => `${n} transactions got OK before the crash.`,
    cls: {
      ok: 'Recovered: in InnoDB and in the binlog',
      lost: 'Lost: in neither InnoDB nor the binlog',
      engine_only: 'In InnoDB only: missing from the binlog (replicas and PITR never see it)',
      binlog_only: 'In the binlog only (so on replicas): missing from InnoDB',
    },
    unacked: (n, b) => `Not acknowledged, yet committed after recovery: ${n} (only in the binlog: ${b}). The client saw an error or a dropped connection.`,
    approximate: (n) => `${n} of them were counted from folded blocks of old transactions by interpolation.`,
    replicaVs: (rec, ahead, behind) => `Replica: received ${rec} transactions; ahead of the recovered primary by ${ahead}, behind by ${behind}.`,
    replicaAheadNote: 'A replica ahead has transactions the primary lost: on reconnect it fails with error 1236, or diverges silently if the primary reuses those GTIDs.',
    restart: {
      clean: 'The applier resumes cleanly.',
      reapply: 'The applier applies transactions a second time.',
      skip: 'The applier skips transactions: the replica silently misses them.',
      relay_log_broken: "The applier's position is past the end of the relay log: it cannot start (error 1594).",
    },
    restartLines: (r) => [
      `Relay log: ${r.kept} of ${r.received} received transactions kept.`,
      `Applied ${r.applied}; after InnoDB recovery the replica's data holds ${r.data}.`,
      `The applier resumes after transaction ${r.applier}; the receiver fetches after ${r.receiver}.`,
    ],
    reapplied: (n, code) =>
      code ? `${n} transactions applied again: it stops on error ${code} (duplicate key), and DBAs used to skip it by hand.` : `${n} transactions applied again; row images by primary key make the second application succeed silently (no 1062 for this workload).`,
    skipped: (n) => `${n} transactions never applied.`,
    stepThrough: 'Step through recovery',
    nextStep: 'Next recovery step',
    copyLink: 'Copy link to this crash',
    linkCopied: 'Copied',
    close: 'Back to the run',
    failed: (why) => `The crash could not be computed: ${why}`,
    badLink: (raw) => `Link field crash: "${raw}" is not allowed; expected <nanoseconds>,<mysqld|os|power>[,replica]. The crash is not replayed.`,
    linkPastEnd: (raw, end) => `Link field crash: "${raw}" is not allowed; expected an instant from 1 to ${end} ns (the run's end). The crash is not replayed.`,
    chartLabel: 'Acknowledged transactions by fate',
    sweep: {
      title: 'Many crashes: the loss distribution',
      intro: 'Crash this run at many instants (the same ones every time, from the seed), every crash kind, and count what each crash loses. Sweep another setting and its row stays beside this one.',
      count: 'Crash instants',
      countHelp: 'from 5 to 400',
      badCount: (text, min, max) => `Crash instants: "${text}" is not allowed; expected a whole number from ${min} to ${max}.`,
      target: 'Crash',
      targetPrimary: 'the primary',
      targetReplica: 'the replica',
      run: 'Sweep the run',
      cancel: 'Cancel the sweep',
      progress: (done, total) => `Crashed at ${done} of ${total} instants…`,
      cancelled: 'Sweep cancelled.',
      failed: (why) => `The sweep could not run: ${why}`,
      setting: '(sync_binlog, trx_commit)',
      kind: 'Crash',
      kindShort: { mysqld: 'mysqld crash', os: 'OS crash', power: 'power cut' },
      losing: 'Crashes losing an acknowledged trx',
      cls: { lost: 'Lost', engine_only: 'In InnoDB only', binlog_only: 'In the binlog only' },
      meanMax: (mean, max) => `${mean} (max ${max})`,
      replicaAhead: 'Replica ahead',
      clean: 'Resumes cleanly',
      reapply: 'Applies again',
      skip: 'Skips',
      broken: 'Relay log broken',
      caption: (n, s) => `${n} crash instants over ${s} s, per crash kind; per class: mean per crash (worst crash).`,
      plotLabel: (setting) => `Each crash of ${setting}: when it happened and how many acknowledged transactions it did not fully recover`,
      plotX: 'crash instant (s)',
      plotY: 'acknowledged trx not recovered',
      plotYReplica: 'trx applied again or skipped',
      clear: 'Clear the sweeps',
    },
    recovery: {
      title: 'Recovery after the crash',
      redoScan: 'InnoDB reads the redo log',
      binlogScan: 'scans the last binlog file',
      relayScan: 'relay log kept',
      durable: 'durable',
      lost: 'lost with the crash',
      torn: 'torn tail cut',
      prepared: 'prepared transactions',
      committedByXid: (n) => `${n} committed: XID in the binlog`,
      rolledBack: (n) => `${n} rolled back: no XID`,
      lostAcked: (n) => `${n} acknowledged transactions not fully recovered`,
      noneLost: 'every acknowledged transaction recovered',
      phase: { redo: '1 redo recovery', binlog: '2 binlog scan', xa: '3 prepared: commit or roll back', ledger: '4 what was lost' },
      redoOnly: 'binlog OFF: only the redo decides',
      replicaRestart: 'the replica restarts',
      replay: 'Replay recovery',
    },
  },
  zh: {
    title: '崩溃实验',
    intro: '现在拔掉电源：运行冻结，服务器按 MySQL 的方式恢复，账本列出每个已确认事务的下场。',
    crashMysqld: 'mysqld 崩溃',
    crashOs: '操作系统崩溃 / 断电',
    crashReplica: '从库崩溃',
    crashReplicas: '从库崩溃（两边）',
    keys: '按键：c mysqld 崩溃，Shift+C 操作系统崩溃 / 断电，v 从库崩溃。',
    keysNoReplica: '按键：c mysqld 崩溃，Shift+C 操作系统崩溃 / 断电（打开 replica 参数后，v 让从库崩溃）。',
    noReplicaSide: '这一边没有从库（replica 参数为 OFF）',
    working: '正在崩溃…',
    kind: {
      mysqld: 'mysqld 崩溃（kill -9）：page cache 保留下来',
      os: '操作系统崩溃或断电：只有已到达设备的数据保留下来',
      power: '断电：只有已离开设备易失写缓存的数据保留下来',
    },
    at: (s) => `于 ${s} 秒`,
    onReplica: '在从库上',
    frozen: '崩溃那一刻',
    durable: '已持久化',
    pageCache: 'page cache（丢失）',
    logBuffer: 'log buffer（丢失）',
    tornTail: '残缺的尾部',
    bytes: (n) => `${n} 字节`,
    redo: 'redo log',
    binlog: 'binlog',
    relay: 'relay log',
    relayKept: (kept, received) => `收到的 ${received} 个事务中保留了 ${kept} 个`,
    steps: '恢复过程',
    stepRedo: (durable, lost) => `InnoDB redo 恢复读取 redo log 到 LSN ${durable}（有 ${lost} 字节的 redo 没有到达设备）。`,
    stepBinlog: (file, valid, gtid, torn) =>
      `服务器扫描最后一个 binlog 文件（编号 ${file}），截断到第 ${valid} 字节，即最后一个完整事务（GTID ${gtid}）的结尾；残缺尾部的 ${torn} 字节被切掉。`,
    stepBinlogFromRedo: 'binlog in redo：先用持久化的 redo log 中的 binlog event 重建 binlog 的尾部。',
    stepXa: (c, r) => `处于 prepare 状态的事务：${c} 个因为 XID 在 binlog 中而提交，${r} 个回滚。`,
    stepNewFile: (file) => `打开一个新的 binlog 文件（编号 ${file}）。`,
    stepRedoOnly: 'binlog OFF：事务的 commit 记录在持久化的 redo log 中，它才保留下来。',
    ledger: '已确认事务的账本',
    acked: (n) => `崩溃前有 ${n} 个事务收到了 OK。`,
    cls: {
      ok: '已恢复：InnoDB 和 binlog 中都有',
      lost: '丢失：InnoDB 和 binlog 中都没有',
      engine_only: '只在 InnoDB 中：binlog 里没有（从库和基于 binlog 的时间点恢复都看不到）',
      binlog_only: '只在 binlog 中（所以从库也有）：InnoDB 里没有',
    },
    unacked: (n, b) => `没有收到确认、恢复后却已提交：${n} 个（只在 binlog 中：${b} 个）。客户端看到的是报错或断开的连接。`,
    approximate: (n) => `其中 ${n} 个来自合并后的旧事务块，按插值计数。`,
    replicaVs: (rec, ahead, behind) => `从库：收到 ${rec} 个事务；比恢复后的主库多 ${ahead} 个，少 ${behind} 个。`,
    replicaAheadNote: '从库领先意味着它有主库丢掉的事务：重连时报错 1236，或者主库复用这些 GTID 后悄悄地不一致。',
    restart: {
      clean: '应用线程干净地继续。',
      reapply: '应用线程把一些事务又应用了一遍。',
      skip: '应用线程跳过了一些事务：从库悄悄地少了它们。',
      relay_log_broken: '应用线程的位置超过了 relay log 的末尾：无法启动（错误 1594）。',
    },
    restartLines: (r) => [
      `relay log：收到的 ${r.received} 个事务中保留了 ${r.kept} 个。`,
      `已应用 ${r.applied} 个；InnoDB 恢复后从库的数据包含 ${r.data} 个。`,
      `应用线程从第 ${r.applier} 个事务之后继续；接收线程从第 ${r.receiver} 个之后拉取。`,
    ],
    reapplied: (n, code) =>
      code ? `${n} 个事务被再次应用：遇到错误 ${code}（主键冲突）就停下，过去 DBA 只能手工跳过。` : `${n} 个事务被再次应用；按主键定位的行镜像让第二次应用悄悄成功（这个负载不会报 1062）。`,
    skipped: (n) => `${n} 个事务从未被应用。`,
    stepThrough: '逐步查看恢复过程',
    nextStep: '下一步恢复',
    copyLink: '复制这次崩溃的链接',
    linkCopied: '已复制',
    close: '回到运行',
    failed: (why) => `无法计算这次崩溃：${why}`,
    badLink: (raw) => `链接字段 crash："${raw}" 无效；应为 <纳秒>,<mysqld|os|power>[,replica]。这次崩溃不会重放。`,
    linkPastEnd: (raw, end) => `链接字段 crash："${raw}" 无效；时刻应在 1 到 ${end} 纳秒之间（运行的结尾）。这次崩溃不会重放。`,
    chartLabel: '已确认事务的下场',
    sweep: {
      title: '多次崩溃：丢失的分布',
      intro: '在这次运行的许多时刻崩溃（时刻由种子决定，每次相同），每种崩溃都试一遍，统计每次崩溃丢了什么。换一个配置再扫一次，它的结果会留在这一行旁边。',
      count: '崩溃时刻数',
      countHelp: '5 到 400',
      badCount: (text, min, max) => `崩溃时刻数："${text}" 无效；应为 ${min} 到 ${max} 之间的整数。`,
      target: '崩溃',
      targetPrimary: '主库',
      targetReplica: '从库',
      run: '扫描这次运行',
      cancel: '取消扫描',
      progress: (done, total) => `已在 ${total} 个时刻中的 ${done} 个崩溃…`,
      cancelled: '扫描已取消。',
      failed: (why) => `扫描无法运行：${why}`,
      setting: '(sync_binlog, trx_commit)',
      kind: '崩溃',
      kindShort: { mysqld: 'mysqld 崩溃', os: '操作系统崩溃', power: '断电' },
      losing: '丢失已确认事务的崩溃次数',
      cls: { lost: '丢失', engine_only: '只在 InnoDB 中', binlog_only: '只在 binlog 中' },
      meanMax: (mean, max) => `${mean}（最多 ${max}）`,
      replicaAhead: '从库领先',
      clean: '干净地继续',
      reapply: '再次应用',
      skip: '跳过',
      broken: 'relay log 损坏',
      caption: (n, s) => `在 ${s} 秒内的 ${n} 个崩溃时刻，按崩溃类型；每一类：每次崩溃的平均值（最坏的一次）。`,
      plotLabel: (setting) => `${setting} 的每次崩溃：发生的时刻，以及有多少已确认事务没有完整恢复`,
      plotX: '崩溃时刻（秒）',
      plotY: '没有恢复的已确认事务',
      plotYReplica: '再次应用或跳过的事务',
      clear: '清除扫描结果',
    },
    recovery: {
      title: '崩溃后的恢复',
      redoScan: 'InnoDB 读取 redo log',
      binlogScan: '扫描最后一个 binlog 文件',
      relayScan: '保留下来的 relay log',
      durable: '已持久化',
      lost: '随崩溃丢失',
      torn: '切掉残缺的尾部',
      prepared: '处于 prepare 状态的事务',
      committedByXid: (n) => `${n} 个提交：XID 在 binlog 中`,
      rolledBack: (n) => `${n} 个回滚：没有 XID`,
      lostAcked: (n) => `${n} 个已确认事务没有完整恢复`,
      noneLost: '每个已确认事务都恢复了',
      phase: { redo: '1 redo 恢复', binlog: '2 扫描 binlog', xa: '3 prepare 的事务：提交或回滚', ledger: '4 丢了什么' },
      redoOnly: 'binlog OFF：只由 redo 决定',
      replicaRestart: '从库重启',
      replay: '重放恢复过程',
    },
  },
};

export function useCrashWords(): { w: CrashWords; lang: Lang } {
  const lang = useLang();
  return { w: CRASH_WORDS[lang], lang };
}
