// "Compare with your server" in English and Chinese. A typed table per
// language: a key missing in Chinese does not compile. MySQL terms
// (my.cnf, sysbench, SHOW GLOBAL STATUS, fsync, binlog) stay as a DBA reads them.
import { useLang } from '../lang/lang-store';
import type { GapRow } from './lab-gap';
import type { PasteError, PasteKind } from './paste-reader';
import type { Said } from './reader-words.js';

const en = {
  /** A reader's message (reader-words.js) in this language. */
  pick: (s: Said): string => s.en,
  title: 'Compare with your server',
  intro: "Would your server do that? Run this scenario on your own MySQL or MariaDB and bring the result back: it is drawn beside the model's run, with the gap per metric.",
  recipeHeading: '1. Recipe: my.cnf and sysbench commands for this scenario',
  server: 'Server',
  copy: 'Copy recipe',
  copied: 'Copied',
  copyRefused: 'The browser refused the clipboard: select the text below and copy it.',
  importHeading: '2. Bring your run back',
  pasteLabel: 'Paste sysbench output, SHOW GLOBAL VARIABLES or a my.cnf, or two SHOW GLOBAL STATUS snapshots (start, then end). Or drop the run file npm run measure wrote. Nothing leaves this page.',
  read: 'Read',
  chooseFile: 'Choose a file',
  remove: 'Remove the measured run',
  measureHint: 'Or measure it here: npm run measure -- --scenario FILE --local (a throw-away MariaDB) or --dsn mysql://user@host:port.',
  kind: { 'run-file': 'run file', sysbench: 'sysbench output', status: 'SHOW GLOBAL STATUS snapshots', variables: 'server settings' } as Record<PasteKind, string>,
  readSysbench: (intervals: number, final: boolean, format: string) => `Read ${intervals} interval line${intervals === 1 ? '' : 's'}${final ? ' and the final report' : ''} (${format}).`,
  readStatus: (seconds: number) => `Read two snapshots ${seconds.toFixed(1)} s apart.`,
  readVariables: (applied: number, ignored: number, refused: number) =>
    `${applied} setting${applied === 1 ? '' : 's'} mapped onto the lab's knobs; ${ignored} ignored; ${refused} refused.`,
  dropped: (n: number) => `${n} line${n === 1 ? '' : 's'} not read:`,
  droppedLine: (line: number, text: string, expected: string) => `line ${line}: “${text}”, expected ${expected}`,
  listSep: '; ',
  ignoredHeading: (n: number) => `Ignored (${n}): no knob in the lab, or not a server setting`,
  refusedHeading: (n: number) => `Refused (${n})`,
  appliedHeading: 'Mapped onto the lab’s knobs',
  applyKnobs: 'Set these knobs in the lab',
  statusNotes: 'About the counters:',
  errors: {
    empty: 'Nothing to read: paste text or drop a file first.',
    'run-file': (detail: string) => `This run file cannot be read: ${detail}.`,
    'one-snapshot': 'Only one SHOW GLOBAL STATUS snapshot: paste the one taken at the start and the one taken at the end, one after the other.',
    status: (detail: string) => `The two snapshots do not make a run: ${detail}.`,
    nothingRead: (kind: string) => `Nothing could be read as ${kind}.`,
  },
  legendModel: 'model',
  legendMeasured: 'measured: yours',
  chartTps: 'Throughput (TPS): model and measured',
  chartP95: 'p95 latency (ms): model and measured',
  chartLabel: (title: string, model: string, measured: string) => `${title}. Model now ${model}; measured ${measured}.`,
  gapHeading: 'Gap per metric (mean of the intervals on both sides)',
  gapCols: ['metric', 'model', 'measured: yours', 'gap'] as string[],
  metric: { tps: 'TPS', lat_avg_ms: 'avg latency (ms)', lat_p95_ms: 'p95 latency (ms)', redo_fsyncs_ps: 'redo fsyncs/s', binlog_bytes_ps: 'binlog bytes/s' } as Record<GapRow['key'], string>,
  noModelYet: 'Run the lab to draw the model beside it.',
  source: (s: string) => `Measured run: ${s}`,
  pasted: 'pasted text',
  fingerprint: (fp: string) => `(fingerprint ${fp})`,
  linkWants: (name: string, fp: string) =>
    `This link names a measured run: the file ${name} (fingerprint ${fp}). A link never carries the run itself; choose that file on this computer to draw it again. Until then nothing measured is drawn.`,
  linkWantsPasted: (fp: string) =>
    `This link names a measured run that was pasted (fingerprint ${fp}). A link never carries the run itself; paste the same text below and read it to draw it again.`,
  chooseWanted: (name: string) => `Choose ${name}`,
  forgetWanted: "Forget the link's run",
  notTheLinkedRun: (got: string, gotFp: string, wanted: string, wantedFp: string) =>
    `${got} is not the run this link names: its fingerprint is ${gotFp}, the link's run (${wanted}) has ${wantedFp}. It is not drawn; your text is kept in the box.`,
  drawAnyway: 'Draw this run instead',
  openInCompare: 'Open in A/B: the model (A) against this measured run (B)',
  runSettings: "Set the lab to this run's settings",
  runSettingsDone: (n: number, machine: string, machineFile: boolean, skipped: string[], refused: string | null) =>
    `The lab now runs the run's ${n} settings on ${machineFile ? `its machine file, ${machine} (measured cores, fsync latency, bandwidth, context switch)` : `the machine ${machine}`}.${skipped.length ? ` Left out: ${skipped.join(', ')}.` : ''}${refused ? ` The run's machine file was refused: ${refused}.` : ''} Play to draw the model beside it.`,
};

export type YourServerStrings = typeof en;

const zh: YourServerStrings = {
  pick: (s) => s.zh,
  title: '与你的服务器对比',
  intro: '你的服务器也会这样吗？在你自己的 MySQL 或 MariaDB 上运行这个场景，再把结果带回来：它会画在模型的运行旁边，并给出每个指标的差距。',
  recipeHeading: '1. 配方：本场景的 my.cnf 与 sysbench 命令',
  server: '服务器',
  copy: '复制配方',
  copied: '已复制',
  copyRefused: '浏览器拒绝了剪贴板：请选中下面的文字手动复制。',
  importHeading: '2. 带回你的运行结果',
  pasteLabel: '粘贴 sysbench 输出、SHOW GLOBAL VARIABLES 或 my.cnf，或两次 SHOW GLOBAL STATUS 快照（先开始、后结束）；也可以拖入 npm run measure 写出的运行文件。内容不会离开本页面。',
  read: '读取',
  chooseFile: '选择文件',
  remove: '移除实测运行',
  measureHint: '也可以在这里测量：npm run measure -- --scenario FILE --local（临时的 MariaDB）或 --dsn mysql://user@host:port。',
  kind: { 'run-file': '运行文件', sysbench: 'sysbench 输出', status: 'SHOW GLOBAL STATUS 快照', variables: '服务器设置' },
  readSysbench: (intervals, final, format) => `读取了 ${intervals} 行间隔输出${final ? '和最终报告' : ''}（${format}）。`,
  readStatus: (seconds) => `读取了相隔 ${seconds.toFixed(1)} 秒的两次快照。`,
  readVariables: (applied, ignored, refused) => `${applied} 项设置对应到实验室的参数；${ignored} 项忽略；${refused} 项拒绝。`,
  dropped: (n) => `${n} 行未能读取：`,
  droppedLine: (line, text, expected) => `第 ${line} 行：“${text}”，应为：${expected}`,
  listSep: '；',
  ignoredHeading: (n) => `忽略（${n}）：实验室没有对应参数，或不是服务器设置`,
  refusedHeading: (n) => `拒绝（${n}）`,
  appliedHeading: '对应到实验室的参数',
  applyKnobs: '在实验室中设置这些参数',
  statusNotes: '关于计数器：',
  errors: {
    empty: '没有可读取的内容：请先粘贴文字或拖入文件。',
    'run-file': (detail) => `无法读取这个运行文件：${detail}。`,
    'one-snapshot': '只有一次 SHOW GLOBAL STATUS 快照：请依次粘贴开始时和结束时的两次快照。',
    status: (detail) => `这两次快照构不成一次运行：${detail}。`,
    nothingRead: (kind) => `没有内容能按${kind}读取。`,
  },
  legendModel: '模型',
  legendMeasured: '实测：你的服务器',
  chartTps: '吞吐量（TPS）：模型与实测',
  chartP95: 'p95 延迟（ms）：模型与实测',
  chartLabel: (title, model, measured) => `${title}。模型当前 ${model}；实测 ${measured}。`,
  gapHeading: '每个指标的差距（两边都取各间隔的平均）',
  gapCols: ['指标', '模型', '实测：你的服务器', '差距'],
  metric: { tps: 'TPS', lat_avg_ms: '平均延迟（ms）', lat_p95_ms: 'p95 延迟（ms）', redo_fsyncs_ps: 'redo fsync/秒', binlog_bytes_ps: 'binlog 字节/秒' },
  noModelYet: '运行实验室，模型的结果会画在旁边。',
  source: (s) => `实测运行：${s}`,
  pasted: '粘贴的文字',
  fingerprint: (fp) => `（指纹 ${fp}）`,
  linkWants: (name, fp) => `这个链接指向一次实测运行：文件 ${name}（指纹 ${fp}）。链接从不携带运行本身；请在这台电脑上选择该文件，重新画出它。在此之前不画任何实测数据。`,
  linkWantsPasted: (fp) => `这个链接指向一次粘贴的实测运行（指纹 ${fp}）。链接从不携带运行本身；请在下面粘贴同样的文字并读取，重新画出它。`,
  chooseWanted: (name) => `选择 ${name}`,
  forgetWanted: '忽略链接中的运行',
  notTheLinkedRun: (got, gotFp, wanted, wantedFp) =>
    `${got} 不是这个链接指向的运行：它的指纹是 ${gotFp}，链接中的运行（${wanted}）是 ${wantedFp}。未画出；你的文字仍保留在输入框中。`,
  drawAnyway: '改为画出这次运行',
  openInCompare: '在 A/B 中打开：模型（A）对比这次实测运行（B）',
  runSettings: '把实验室设为这次运行的设置',
  runSettingsDone: (n, machine, machineFile, skipped, refused) =>
    `实验室现在以这次运行的 ${n} 项设置运行，机器为${machineFile ? `它的机器文件 ${machine}（实测的核数、fsync 延迟、带宽、上下文切换）` : ` ${machine}`}。${skipped.length ? `未采用：${skipped.join('、')}。` : ''}${refused ? `这次运行的机器文件被拒绝：${refused}。` : ''}播放即可在旁边画出模型。`,
};

export const YOURSERVER_STRINGS = { en, zh };

export function useYourServerT(): YourServerStrings {
  return YOURSERVER_STRINGS[useLang()];
}

/** A paste's refusal in the reader's language. */
export function pasteErrorText(t: YourServerStrings, e: PasteError): string {
  switch (e.code) {
    case 'empty':
      return t.errors.empty;
    case 'run-file':
      return t.errors['run-file'](t.pick(e.detail));
    case 'one-snapshot':
      return t.errors['one-snapshot'];
    case 'status':
      return t.errors.status(e.detail.map(t.pick).join(t.listSep));
    case 'nothing-read': {
      const first = e.firstDropped ? ` ${t.droppedLine(e.firstDropped.line, e.firstDropped.text, t.pick(e.firstDropped.expected))}` : '';
      return `${t.errors.nothingRead(t.kind[e.kind])}${first}`;
    }
  }
}
