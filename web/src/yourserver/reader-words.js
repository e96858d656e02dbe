// What the readers of pasted input (sysbench logs, server settings, status
// snapshots, run files) say about a line they could not read, a setting
// they ignored or refused, or a run they cannot use, in English and
// Chinese. Each reader message is { en, zh } (the lab's LocalText): the
// panel shows the reader's language, the command line the English.
// Field names, variable names, sysbench's own line formats and values a
// user typed stay as they are in both. Types in reader-words.d.ts.

const en = {
  // sysbench output
  shape: (what, shape) => `${what} (${shape})`,
  notNumber: (field, raw) => `${field}: a number, not "${raw}"`,
  notWhole: (field, raw) => `${field}: a whole number, not "${raw}"`,
  needThreads: 'thds: <threads>',
  needTpsAfterThds: 'tps: <transactions per second> after thds',
  needLatAfterTps: 'lat (ms,95%): <latency> after tps and qps',
  rwoShape: (raw) => `(r/w/o: N/N/N), not "(r/w/o: ${raw})"`,
  pairsShape: (field) => `name: value pairs separated by ", ", not "${field}"`,
  responseShape: (raw) => `response time: <N>ms (<P>%), not "${raw}"`,
  knownField: (name) => `a known field (threads, tps, reads, writes, response time, errors, reconnects), not "${name}"`,
  needWholeThreads: 'threads: <whole number>',
  needTps: 'tps: <transactions per second>',
  needResponse: 'response time: <N>ms (<P>%)',
  elapsedFirst: 'an interval line starting with the elapsed time "[ 10s ]"',
  sameFormat: 'the same format as the lines before',
  laterTime: (t) => `a time later than the line before (${t}s)`,
  samePercentile: (p) => `the same latency percentile as the lines before (${p}%)`,
  finalField: (name, shape) => `${name}: ${shape}`,
  sysbenchLine: (v1, v05) => `a sysbench interval line (${v1}, or ${v05}) or a final report line (transactions: N (N per sec.))`,
  // server settings
  onOff: 'ON or OFF',
  numberRange: (whole, lo, hi, unit) => `${whole ? 'a whole number' : 'a number'} from ${lo} to ${hi}${unit}`,
  unitBytes: ' (bytes)',
  unitCentiseconds: ' (centiseconds)',
  expected: (variable, raw, allowed) => `${variable} = "${raw}": expected ${allowed}`,
  expectedOneOf: (variable, raw, allowed) => `${variable} = "${raw}": expected one of ${allowed}`,
  knobAllows: (variable, raw, knob, allowed) => `${variable} = "${raw}": the lab's ${knob} allows ${allowed}`,
  valueNeeded: (name) => `${name}: a value is needed (${name} = …)`,
  mariadbOwnAlgorithm: "MariaDB's binlog group commit is its own design; the lab's commit_algorithm is left as it was",
  versionShape: (v) => `a version like 5.7.44 or 8.0.36 was expected, not "${v}"`,
  versionTooOld: (v) => `MySQL ${v} predates the commit algorithms the lab models (5.5 and later)`,
  sectionNotRead: (section) => `in [${section}], a section the server does not read`,
  beforeSection: 'before any [section]',
  noKnob: 'the lab has no knob for it',
  setAgain: (line) => `set again on line ${line}; the later value counts`,
  include: 'an include: paste the included file too',
  mycnfLine: 'name = value, a bare option name, a [section] or a # comment',
  variableLine: 'a variable and its value: "| name | value |", "name<TAB>value" or "name = value"',
  valueBeforeName: 'a "Variable_name: …" line before "Value: …"',
  valueAfterName: 'a "Value: …" line after it',
  // status snapshots
  statusLine: 'a status counter and its value: "| name | value |" or "name<TAB>value"',
  uptimeOrder: (after, before) =>
    `Uptime: the end snapshot (${after}) must be later than the start (${before}); were they pasted in order, from one server without a restart?`,
  uptimeMissing: "Uptime: both snapshots need it (SHOW GLOBAL STATUS includes it), or give the run's length in seconds",
  counterDown: (counter, before, after) => `${counter}: went down from ${before} to ${after}; the server restarted or the snapshots are swapped`,
  dataFsyncsNote: 'redo fsyncs/s is Innodb_data_fsyncs (every InnoDB fsync): this server has no Innodb_os_log_fsyncs (MariaDB 10.8+ removed it)',
  stealNote: (pct) =>
    `the hypervisor took ${pct}% of this host's CPU time during the run (steal in /proc/stat): another guest was busy, and the figures are not this machine's own; the model assumes its cores are all yours, so measure again when steal stays near 0`,
  // run files
  notJson: (why) => `not JSON (${why}); expected a run file written by npm run measure`,
  notObject: 'expected a JSON object (a run file written by npm run measure)',
  badKind: (kind, want) => `kind: ${kind} is not allowed; expected "${want}"`,
  badVersion: (version, want) => `version: ${version} is not allowed; expected ${want}`,
  noScenario: 'scenario.knobs: missing; expected the scenario the run measured',
  noOutput: 'sysbench.output: missing; expected the text sysbench printed',
  emptyOutput: 'sysbench.output: no interval line and no final report in it',
  badMachineFile: 'scenario.machine_file: expected the machine file (a JSON object) the model ran on',
};

/** @type {typeof en} */
const zh = {
  shape: (what, shape) => `${what}（${shape}）`,
  notNumber: (field, raw) => `${field} 应为数字，而不是“${raw}”`,
  notWhole: (field, raw) => `${field} 应为整数，而不是“${raw}”`,
  needThreads: 'thds: <线程数>',
  needTpsAfterThds: 'thds 之后应有 tps: <每秒事务数>',
  needLatAfterTps: 'tps 和 qps 之后应有 lat (ms,95%): <延迟>',
  rwoShape: (raw) => `应为 (r/w/o: N/N/N)，而不是“(r/w/o: ${raw})”`,
  pairsShape: (field) => `应为以“, ”分隔的 名称: 值，而不是“${field}”`,
  responseShape: (raw) => `应为 response time: <N>ms (<P>%)，而不是“${raw}”`,
  knownField: (name) => `应为已知字段（threads、tps、reads、writes、response time、errors、reconnects），而不是“${name}”`,
  needWholeThreads: 'threads: <整数>',
  needTps: 'tps: <每秒事务数>',
  needResponse: 'response time: <N>ms (<P>%)',
  elapsedFirst: '以已用时间“[ 10s ]”开头的间隔行',
  sameFormat: '与前面各行相同的格式',
  laterTime: (t) => `比上一行更晚的时间（上一行为 ${t}s）`,
  samePercentile: (p) => `与前面各行相同的延迟百分位（${p}%）`,
  finalField: (name, shape) => `${name}: ${shape}`,
  sysbenchLine: (v1, v05) => `sysbench 的间隔行（${v1}，或 ${v05}）或最终报告行（transactions: N (N per sec.)）`,
  onOff: 'ON 或 OFF',
  numberRange: (whole, lo, hi, unit) => `${lo} 到 ${hi} 之间的${whole ? '整数' : '数'}${unit}`,
  unitBytes: '（字节）',
  unitCentiseconds: '（厘秒）',
  expected: (variable, raw, allowed) => `${variable} = “${raw}”：应为 ${allowed}`,
  expectedOneOf: (variable, raw, allowed) => `${variable} = “${raw}”：应为 ${allowed} 之一`,
  knobAllows: (variable, raw, knob, allowed) => `${variable} = “${raw}”：实验室的 ${knob} 允许 ${allowed}`,
  valueNeeded: (name) => `${name}：需要一个值（${name} = …）`,
  mariadbOwnAlgorithm: 'MariaDB 的 binlog 组提交是它自己的设计；实验室的 commit_algorithm 保持不变',
  versionShape: (v) => `应为 5.7.44 或 8.0.36 这样的版本号，而不是“${v}”`,
  versionTooOld: (v) => `MySQL ${v} 早于实验室建模的提交算法（5.5 及以后）`,
  sectionNotRead: (section) => `在 [${section}] 中，服务器不读取这一节`,
  beforeSection: '在任何 [节] 之前',
  noKnob: '实验室没有对应的参数',
  setAgain: (line) => `第 ${line} 行再次设置；以后面的值为准`,
  include: '这是 include：请把被包含的文件也粘贴进来',
  mycnfLine: 'name = value、单独的选项名、[节] 或 # 注释',
  variableLine: '变量及其值：“| name | value |”、“name<TAB>value”或“name = value”',
  valueBeforeName: '“Value: …”之前应有一行“Variable_name: …”',
  valueAfterName: '其后应有一行“Value: …”',
  statusLine: '状态计数器及其值：“| name | value |”或“name<TAB>value”',
  uptimeOrder: (after, before) => `Uptime：结束时的快照（${after}）必须晚于开始时的（${before}）；是否按顺序粘贴、来自同一台未重启的服务器？`,
  uptimeMissing: 'Uptime：两次快照都需要它（SHOW GLOBAL STATUS 中包含），或给出运行的秒数',
  counterDown: (counter, before, after) => `${counter}：从 ${before} 降到了 ${after}；服务器重启过，或两次快照顺序颠倒`,
  dataFsyncsNote: 'redo fsync/秒取自 Innodb_data_fsyncs（InnoDB 的全部 fsync）：这台服务器没有 Innodb_os_log_fsyncs（MariaDB 10.8+ 已移除）',
  stealNote: (pct) =>
    `运行期间虚拟化层拿走了这台主机 ${pct}% 的 CPU 时间（/proc/stat 里的 steal）：另一台虚拟机正忙，这些数字不是这台机器自己的；模型假设它的核全归你用，请等 steal 接近 0 时再测一次`,
  notJson: (why) => `不是 JSON（${why}）；应为 npm run measure 写出的运行文件`,
  notObject: '应为一个 JSON 对象（npm run measure 写出的运行文件）',
  badKind: (kind, want) => `kind：不允许 ${kind}；应为“${want}”`,
  badVersion: (version, want) => `version：不允许 ${version}；应为 ${want}`,
  noScenario: 'scenario.knobs：缺失；应为这次运行测量的场景',
  noOutput: 'sysbench.output：缺失；应为 sysbench 打印的文字',
  emptyOutput: 'sysbench.output：其中没有间隔行，也没有最终报告',
  badMachineFile: 'scenario.machine_file：应为模型所用的机器文件（一个 JSON 对象）',
};

export const READER_WORDS = { en, zh };

/** One message in each language: `said((w) => w.laterTime(40))`. */
export function said(pick) {
  return { en: pick(en), zh: pick(zh) };
}

/** Two messages side by side, in each language: "what (shape)". */
export function saidWithShape(what, shape) {
  return { en: en.shape(what.en, shape), zh: zh.shape(what.zh, shape) };
}
