// Words of the "Import your machine" panel, in each language.
import type { Lang } from '../lessons/catalog';

export interface ImportMachineWords {
  title: string;
  hint: string;
  fileLabel: string;
  choose: string;
  check: string;
  checking: string;
  refused: string;
  coreSays: string;
  unreadable: (reason: string) => string;
  summary: (m: { label: string; name: string; cores: number; ghz: number; cls: string; p50: number; p99: number; mbps: number }) => string;
  fitted: (scale: number) => string;
  apply: string;
  applied: (device: string) => string;
}

export const IMPORT_MACHINE_WORDS: Record<Lang, ImportMachineWords> = {
  en: {
    title: 'Import your machine',
    hint: 'Paste or drop a machine file (JSON): the facts of your server that npm run measure-machine measures, or that you write by hand (docs/machine-file.md).',
    fileLabel: 'Machine file (JSON)',
    choose: 'Choose a file…',
    check: 'Check',
    checking: 'Checking…',
    refused: 'This machine file is refused:',
    coreSays: '',
    unreadable: (reason) => `Cannot read the file: ${reason}`,
    summary: (m) =>
      `${m.label} (${m.name}): ${m.cores} cores at ${m.ghz} GHz (${m.cls}); log device fsync p50 ${m.p50} µs, p99 ${m.p99} µs, ${m.mbps} MB/s.`,
    fitted: (scale) => `One fitted figure: cpu_scale ${scale}.`,
    apply: 'Use its hardware knobs',
    applied: (device) =>
      `Hardware knobs set. The lab's device knob picks the generic ${device} class; the measured fsync latency and CPU figures are used in full by npm run sim -- --machine-file FILE (the lab's scenario does not carry a machine file yet).`,
  },
  zh: {
    title: '导入你的机器',
    hint: '粘贴或拖入机器文件（JSON）：你的服务器的实测事实，由 npm run measure-machine 测得，或按 docs/machine-file.md 手写。',
    fileLabel: '机器文件（JSON）',
    choose: '选择文件…',
    check: '检查',
    checking: '正在检查…',
    refused: '此机器文件未被接受：',
    coreSays: '（模型核心的原文，英文）',
    unreadable: (reason) => `无法读取该文件：${reason}`,
    summary: (m) =>
      `${m.label}（${m.name}）：${m.cores} 核，${m.ghz} GHz（${m.cls}）；日志设备 fsync 中位数 ${m.p50} µs，p99 ${m.p99} µs，${m.mbps} MB/s。`,
    fitted: (scale) => `一个拟合值：cpu_scale ${scale}。`,
    apply: '使用它的硬件设置',
    applied: (device) =>
      `硬件设置已应用。实验室的 device 设置选用通用的 ${device} 类别；实测的 fsync 延迟和 CPU 数值只有 npm run sim -- --machine-file FILE 才完整使用（实验室的场景暂不携带机器文件）。`,
  },
};
