// B as a measured run, in the A/B comparison, in English and Chinese.
import type { Lang } from '../lang/lang';
import { useLang } from '../lang/lang-store';

const en = {
  badge: 'measured: yours',
  modelBadge: 'model',
  title: (name: string) => `B is a measured run: ${name}`,
  fingerprint: (fp: string) => `fingerprint ${fp}`,
  what: (server: string, intervals: number, threads: string, lengthS: number) =>
    `${server}: ${intervals} interval lines, ${threads} threads, ${lengthS} s. Both sides run for its length.`,
  unknownServer: 'server not named',
  sources:
    "B's TPS and p95 are sysbench's interval lines; its fsyncs per second the run's average from two SHOW GLOBAL STATUS snapshots (where they were brought in); its CPU is not measured. A is the model.",
  wants: (name: string, fp: string) =>
    `This comparison's B is a measured run: the file ${name} (fingerprint ${fp}). A link never carries the run; choose that file on this computer. Until then B shows nothing.`,
  wantsPasted: (fp: string) => `This comparison's B is a measured run that was pasted (fingerprint ${fp}). Paste it in the lab's "Compare with your server" panel first, then open A/B from there.`,
  choose: (name: string) => `Choose ${name}`,
  chooseRun: 'B: a measured run (choose a run file or sysbench output)…',
  useShown: (name: string) => `B: the measured run ${name}`,
  backToModel: 'B: back to the model',
  aFromRun: "A: the run's settings",
  aFromRunDone: (n: number, skipped: string[], machineFile: string | null, refused: string | null) =>
    `A now has the run's ${n} settings.${skipped.length ? ` Left out: ${skipped.join(', ')}.` : ''}${machineFile ? ` The run's machine file ${machineFile} was refused (${refused ?? 'no reason given'}); A keeps its machine.` : ''}`,
  onRunMachine: (name: string) => ` A runs on the run's machine file, ${name}: its measured cores, fsync latency, bandwidth and context switch.`,
  readError: (why: string) => `Not a measured run: ${why}`,
  notMeasured: 'not measured',
  diffTitle: 'B (measured: yours) against A (model), live',
  sideRecipe: (side: string) => `${side}'s recipe: my.cnf and sysbench commands to run ${side} on a real server`,
};

export type MeasuredSideWords = typeof en;

const zh: MeasuredSideWords = {
  badge: '实测：你的服务器',
  modelBadge: '模型',
  title: (name) => `B 是一次实测运行：${name}`,
  fingerprint: (fp) => `指纹 ${fp}`,
  what: (server, intervals, threads, lengthS) => `${server}：${intervals} 行间隔输出，${threads} 个线程，${lengthS} 秒。两边都按它的时长运行。`,
  unknownServer: '未注明服务器',
  sources: 'B 的 TPS 和 p95 来自 sysbench 的间隔行；每秒 fsync 是两次 SHOW GLOBAL STATUS 快照给出的整次运行平均值（如果带入了快照）；CPU 没有测量。A 是模型。',
  wants: (name, fp) => `这个对比的 B 是一次实测运行：文件 ${name}（指纹 ${fp}）。链接从不携带运行本身；请在这台电脑上选择该文件。在此之前 B 不显示任何数据。`,
  wantsPasted: (fp) => `这个对比的 B 是一次粘贴的实测运行（指纹 ${fp}）。请先在实验室的“与你的服务器对比”面板中粘贴它，再从那里打开 A/B。`,
  choose: (name) => `选择 ${name}`,
  chooseRun: 'B：一次实测运行（选择运行文件或 sysbench 输出）…',
  useShown: (name) => `B：实测运行 ${name}`,
  backToModel: 'B：换回模型',
  aFromRun: 'A：采用这次运行的设置',
  aFromRunDone: (n, skipped, machineFile, refused) =>
    `A 现在采用这次运行的 ${n} 项设置。${skipped.length ? `未采用：${skipped.join('、')}。` : ''}${machineFile ? `这次运行的机器文件 ${machineFile} 被拒绝（${refused ?? '未给出原因'}）；A 保留原来的机器。` : ''}`,
  onRunMachine: (name) => ` A 在这次运行的机器文件 ${name} 上运行：使用其实测的核数、fsync 延迟、带宽和上下文切换。`,
  readError: (why) => `不是实测运行：${why}`,
  notMeasured: '未测量',
  diffTitle: 'B（实测：你的服务器）对比 A（模型），实时',
  sideRecipe: (side) => `${side} 的配方：在真实服务器上运行 ${side} 的 my.cnf 与 sysbench 命令`,
};

export const MEASURED_SIDE_WORDS: Record<Lang, MeasuredSideWords> = { en, zh };

export function useMeasuredSideWords(): MeasuredSideWords {
  return MEASURED_SIDE_WORDS[useLang()];
}
