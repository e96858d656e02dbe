// The A/B comparison's own words in English and Chinese: headings, hints,
// buttons, the diff table, the metrics, the quick starts and messages.
// English is the default and what the e2e tests read; Chinese keeps the
// MySQL terms a DBA reads in English (binlog, fsync, prepare_commit_mutex,
// innodb_thread_concurrency…), as lessons/*/lesson.zh.md do. Knob names,
// preset ids and the side names A and B stay as they are. A typed table per
// language: a key missing in Chinese does not compile, compare-i18n.test.ts
// checks none is empty.
import type { Lang } from '../lang/lang';
import { inEachLang, type LocalText } from '../lang/local-text';
import { useLang } from '../lang/lang-store';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const en = {
  starting: 'Starting the A/B comparison…',
  back: '← Back to the lab (with A)',
  skip: 'Skip to the comparison',
  title: 'Commit Pipeline Lab: A/B',
  tagline: 'Same workload, same seed, one simulated clock.',
  mainLabel: 'A/B comparison',
  /** Presenter mode: the header button that shows the setup (and the header's other controls). */
  setup: 'Setup',
  setupTitle: 'Quick starts, presets, machines, knobs, seed and duration; back to the lab, full screen, keys and the link',
  loadFailed: 'The model could not be loaded.',
  loading: 'Loading the model…',
  /** The footer: before the "k" key, between the keys, after ".". */
  keysIntro: 'Keys: ',
  keysPlay: ' play/pause both, ',
  keysStep:
    ' step A to its next event of the chosen kind (B follows to the same instant). Changing a knob, preset, machine or the seed restarts both sides from 0 s. The comparison is in the address: copy it to share.',
  /** One side's pane. */
  simTime: (side: string) => `${side}'s simulated time`,
  presetLabel: (side: string) => `${side}: preset`,
  machineLabel: (side: string) => `${side}: machine`,
  knobsSummary: (side: string, n: number, other: string) => `${side}'s knobs (${n} differ${n === 1 ? 's' : ''} from ${other})`,
  differsFrom: (other: string, value: string) => `≠ ${other}: ${value}`,
  /** After the preset's label in a side's title: what the side changes on top of it (up to three, then a count). */
  titleChanged: (changes: string[]) => `(changed: ${changes.slice(0, changes.length > 4 ? 3 : 4).join(', ')}${changes.length > 4 ? ` and ${changes.length - 3} more` : ''})`,
  /** What differs. */
  differTitle: (n: number) => `What differs (${n})`,
  differNone: 'Nothing: B is a copy of A. Change a knob on either side (open its knobs above) or pick a quick start.',
  differSetting: 'Setting',
  copyAtoB: 'Copy A → B',
  copyBtoA: 'Copy B → A',
  swap: 'Swap A and B',
  /** The live diff table. */
  diffTitle: 'B against A, live',
  recentWindow: 'Recent window',
  windowOption: (n: number) => `last ${plural(n, 'interval')}`,
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  exportFailed: (why: string) => `Export failed: ${why}`,
  colMetric: 'Metric',
  colLast: (n: number) => `Last ${plural(n, 'interval')}`,
  colRun: (n: number) => `Whole run so far (${plural(n, 'interval')})`,
  betterHint: (better: string) => ` (${better} is better)`,
  better: { higher: 'higher', lower: 'lower' },
  direction: { higher: 'higher', lower: 'lower', same: 'about the same', unknown: 'no data yet' },
  verdict: { better: 'better', worse: 'worse' },
  /** Between the direction and the verdict ("lower, worse"). */
  verdictSep: ', ',
  diffHint: (pct: number, floors: string) =>
    `Means of the interval values (p95 is the mean of each interval's p95). Within ${pct}% of the larger value, or closer than ${floors}, counts as about the same. A knob change restarts both sides from 0 s.`,
  /** After a value in the hint's "closer than" list, per metric unit. */
  unitSuffix: { tps: ' TPS', ms: ' ms', per_s: ' fsyncs/s', cores: ' cores' } as Record<string, string>,
  listJoin: (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`),
  /** Metric names (compare-metrics.ts ids); English is also the export's label. */
  metrics: {
    tps: 'TPS',
    p95: 'p95 latency',
    p99: 'p99 latency',
    max: 'max latency (slowest transaction)',
    fsyncs: 'fsyncs per second (redo + binlog)',
    cpu: 'CPU busy cores (work + spin)',
    spin: 'of which spinning on latches',
  } as Record<string, string>,
  /** Chart legends: A solid, B dashed. */
  line: { solid: 'solid', dashed: 'dashed' },
  chartLabel: (metric: string, a: string, b: string) => `${metric}, latest interval: A ${a}, B ${b}`,
  /** Quick starts (quick-starts.ts ids): the button and what to look for, in one sentence. */
  quickTitle: 'Quick start',
  bothSides: 'Both sides',
  seed: 'Seed',
  duration: 'Duration (s)',
  reportEvery: 'Report every (s)',
  quickDefault: 'Both sides run the same workload with the same seed on one simulated clock; any knob can differ.',
  quickStarts: {
    'binlog-16': {
      label: 'binlog OFF vs ON, 16 threads',
      teaches: 'At low concurrency the binlog costs what you expect: ON adds a prepare, a binlog write and fsync per group, so TPS drops.',
    },
    'binlog-256': {
      label: 'binlog OFF vs ON, 256 threads',
      teaches:
        'On 112 cores at 256 threads it flips: with the binlog OFF each commit holds its innodb_thread_concurrency slot through the redo fsync (ON gives it up at prepare), so fewer threads get work done; ON is faster.',
    },
    'concurrency-256': {
      label: 'concurrency 16 vs 80, binlog OFF, 256 threads',
      teaches: "The article's fix for the OFF case: more innodb_thread_concurrency slots and a shorter spin delay.",
    },
    'mysql55-vs-57': {
      label: '5.5 prepare_commit_mutex vs 5.7 group commit',
      teaches: 'MySQL 5.5 serialises every commit on prepare_commit_mutex (one fsync pair each); 5.7 groups them: fewer fsyncs per transaction, far more TPS.',
    },
    'gc-vs-parallel-flush': {
      label: 'group commit vs parallel flush, (1,1)',
      teaches: "AliSQL's parallel flush prepares binlog buffers in parallel instead of inside the flush stage's leader.",
    },
  } as Record<string, { label: string; teaches: string }>,
};

export type CompareStrings = typeof en;

const zh: CompareStrings = {
  starting: '正在启动 A/B 对比…',
  back: '← 回到实验室（带上 A）',
  skip: '跳到对比',
  title: 'Commit Pipeline Lab：A/B 对比',
  tagline: '相同负载，相同随机种子，同一个模拟时钟。',
  mainLabel: 'A/B 对比',
  setup: '设置',
  setupTitle: '快速开始、预设、机器、参数、随机种子与时长；回到实验室、全屏、快捷键和链接',
  loadFailed: '模型无法载入。',
  loading: '正在载入模型…',
  keysIntro: '快捷键：',
  keysPlay: ' 两边同时播放 / 暂停，',
  keysStep: ' 让 A 前进到所选类型的下一个事件（B 跟到同一时刻）。修改参数、预设、机器或随机种子，两边都会从 0 s 重新开始。对比的配置就在地址里：复制它即可分享。',
  simTime: (side) => `${side} 的模拟时间`,
  presetLabel: (side) => `${side}：预设`,
  machineLabel: (side) => `${side}：机器`,
  knobsSummary: (side, n, other) => `${side} 的参数（${n} 个与 ${other} 不同）`,
  differsFrom: (other, value) => `≠ ${other}：${value}`,
  titleChanged: (changes) => `（已修改：${changes.slice(0, changes.length > 4 ? 3 : 4).join('、')}${changes.length > 4 ? ` 等 ${changes.length} 项` : ''}）`,
  differTitle: (n) => `不同之处（${n}）`,
  differNone: '没有：B 是 A 的副本。在任一边修改参数（展开上方的参数列表），或选一个快速开始。',
  differSetting: '设置',
  copyAtoB: '复制 A → B',
  copyBtoA: '复制 B → A',
  swap: '交换 A 和 B',
  diffTitle: 'B 对比 A，实时',
  recentWindow: '最近窗口',
  windowOption: (n) => `最近 ${n} 个区间`,
  exportCsv: '导出 CSV',
  exportJson: '导出 JSON',
  exportFailed: (why) => `导出失败：${why}`,
  colMetric: '指标',
  colLast: (n) => `最近 ${n} 个区间`,
  colRun: (n) => `整个运行至今（${n} 个区间）`,
  betterHint: (better) => `（${better}为好）`,
  better: { higher: '越高', lower: '越低' },
  direction: { higher: '更高', lower: '更低', same: '基本相同', unknown: '尚无数据' },
  verdict: { better: '更好', worse: '更差' },
  verdictSep: '，',
  diffHint: (pct, floors) => `各区间数值的平均（p95 是每个区间 p95 的平均）。相差不超过较大值的 ${pct}%，或差值小于 ${floors}，都算基本相同。修改参数会让两边都从 0 s 重新开始。`,
  unitSuffix: { tps: ' TPS', ms: ' ms', per_s: ' 次 fsync/秒', cores: ' 核' },
  listJoin: (items) => items.join('、'),
  metrics: {
    tps: 'TPS',
    p95: 'p95 延迟',
    p99: 'p99 延迟',
    max: '最大延迟（最慢的事务）',
    fsyncs: '每秒 fsync 次数（redo + binlog）',
    cpu: 'CPU 忙碌核数（工作 + 自旋）',
    spin: '其中自旋等待 latch',
  },
  line: { solid: '实线', dashed: '虚线' },
  chartLabel: (metric, a, b) => `${metric}，最近一个区间：A ${a}，B ${b}`,
  quickTitle: '快速开始',
  bothSides: '两边共用',
  seed: '随机种子',
  duration: '时长（秒）',
  reportEvery: '报告间隔（秒）',
  quickDefault: '两边在同一个模拟时钟上用相同随机种子跑相同负载；任何参数都可以不同。',
  quickStarts: {
    'binlog-16': {
      label: 'binlog OFF 对 ON，16 线程',
      teaches: '低并发时 binlog 的代价符合直觉：ON 每组多一次 prepare、一次 binlog 写入和 fsync，所以 TPS 下降。',
    },
    'binlog-256': {
      label: 'binlog OFF 对 ON，256 线程',
      teaches:
        '在 112 核、256 线程时结果反转：binlog OFF 时每个提交在 redo fsync 期间一直占着 innodb_thread_concurrency 槽位（ON 在 prepare 时就归还），干活的线程更少；ON 更快。',
    },
    'concurrency-256': {
      label: '并发槽位 16 对 80，binlog OFF，256 线程',
      teaches: '文章针对 OFF 情形的解法：更多 innodb_thread_concurrency 槽位，更短的自旋延迟。',
    },
    'mysql55-vs-57': {
      label: '5.5 prepare_commit_mutex 对 5.7 组提交',
      teaches: 'MySQL 5.5 用 prepare_commit_mutex 把每个提交串行化（每个提交一对 fsync）；5.7 把它们分组：每个事务的 fsync 更少，TPS 高得多。',
    },
    'gc-vs-parallel-flush': {
      label: '组提交对并行 flush，(1,1)',
      teaches: 'AliSQL 的并行 flush 让各组的 leader 同时在 binlog buffer 里准备事件，而不是全部压在 flush 阶段的单个 leader 身上。',
    },
  },
};

export const COMPARE_STRINGS: Record<Lang, CompareStrings> = { en, zh };

export function useCompareT(): CompareStrings {
  return COMPARE_STRINGS[useLang()];
}

/** A comparison message in each language, for the message store: a language switch re-words it. */
export function compareSaid(say: (t: CompareStrings) => string): LocalText {
  return inEachLang((lang) => say(COMPARE_STRINGS[lang]));
}
