// The words an exported chart image carries, in English and Chinese: each
// chart's title with its unit, the legend names of the lines drawn over the
// series, and the caption naming the scenario, the moment, the seed and the lab. A
// slide shows the image alone, so it must say what it is and that it is
// modelled. A typed table per language: a key missing in Chinese does not
// compile, and figure-i18n.test.ts checks every chart has a title.
import type { Lang } from '../../lang/lang';

// No-break spaces: a wrapped caption keeps the name on one line.
const LAB = 'Commit\u00a0Pipeline\u00a0Lab';

const en = {
  /** Chart titles with units, by chart id (chart-specs.ts); the live title is used for an id not listed. */
  titles: {
    tps: 'Throughput (transactions per second)',
    latency: 'Transaction latency (ms)',
    cpu: 'CPU (cores)',
    fsyncs: 'fsyncs per second',
    groups: 'Commit group size (transactions per group)',
    bytes: 'Bytes written per log (bytes per second)',
    queues: 'Stage queue lengths (threads waiting)',
    device: 'Device utilisation (% of time)',
    files: 'Dirty page cache and binlog file (bytes)',
    threads: 'Where the client threads are (threads)',
    purge: 'Purge backlog (history list length, undo logs)',
  } as Record<string, string>,
  knobChange: 'knob changed',
  rotation: 'binlog rotated',
  cursor: 'playback position',
  preset: (label: string) => `Preset: ${label}`,
  machine: (label: string) => `Machine: ${label}`,
  /** A knob set before the run; one changed during it. */
  setting: (knob: string, value: string) => `${knob}=${value}`,
  /** A setting made during the run, with its instant. */
  at: (setting: string, atS: string) => `${setting} at\u00a0${atS}\u00a0s`,
  /** log_bin, as the lab says it everywhere. */
  binlog: (on: boolean) => `binlog\u00a0${on ? 'ON' : 'OFF'}`,
  moreChanges: (n: number) => `+${n} more`,
  /** Which moment of the run the chart shows: a slide has no clock. */
  moment: (atS: string, endS: string) => `at\u00a0${atS}\u00a0s of ${endS}\u00a0s`,
  /** Before the list of changes, so it does not read as part of the preset's name. */
  changed: (list: string) => `changed: ${list}`,
  listSep: ', ',
  seed: (seed: number) => `seed\u00a0${seed}`,
  lab: `${LAB} (modelled, not measured)`,
  /** The article the preset reproduces, cited in full (model/article-citation.ts). */
  source: (citation: string) => `Source: ${citation}`,
  /** Caption parts joined on one line (wrapped when too long). */
  partSep: ' · ',
};

export type FigureStrings = typeof en;

const zh: FigureStrings = {
  titles: {
    tps: '吞吐量（每秒事务数）',
    latency: '事务延迟（ms）',
    cpu: 'CPU（核）',
    fsyncs: '每秒 fsync 次数',
    groups: '提交组大小（每组事务数）',
    bytes: '各日志的写入量（字节/秒）',
    queues: '各阶段队列长度（等待的线程数）',
    device: '设备利用率（时间占比 %）',
    files: 'page cache 脏数据与 binlog 文件（字节）',
    threads: '客户端线程在做什么（线程数）',
    purge: 'purge 积压（history list 长度，undo log 数）',
  },
  knobChange: '参数改动',
  rotation: 'binlog 切换',
  cursor: '当前播放位置',
  preset: (label) => `预设：${label}`,
  machine: (label) => `机器：${label}`,
  setting: (knob, value) => `${knob}=${value}`,
  at: (setting, atS) => `${atS}\u00a0s 时 ${setting}`,
  binlog: (on) => `binlog\u00a0${on ? 'ON' : 'OFF'}`,
  moreChanges: (n) => `另有 ${n} 项改动`,
  moment: (atS, endS) => `第\u00a0${atS}\u00a0s（共\u00a0${endS}\u00a0s）`,
  changed: (list) => `改动：${list}`,
  listSep: '，',
  seed: (seed) => `随机种子\u00a0${seed}`,
  lab: `${LAB}（模型结果，非实测）`,
  source: (citation) => `出处：${citation}`,
  partSep: ' · ',
};

export const FIGURE_STRINGS: Record<Lang, FigureStrings> = { en, zh };
