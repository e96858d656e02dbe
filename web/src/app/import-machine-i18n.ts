// Words of the "Import your machine" panel, in each language.
import type { Lang } from '../lang/lang';

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
  applied: (name: string) => string;
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
    apply: 'Run the lab on this machine',
    applied: (name) =>
      `The lab now runs on ${name}, with its measured device and CPU figures (the Machine list shows it). A copied link names the machine but cannot carry its file: opened elsewhere, a built-in machine is used instead and the page says so.`,
  },
  zh: {
    title: '导入你的机器',
    hint: '粘贴或拖入机器文件（JSON）：你的服务器的实测事实，由 npm run measure-machine 测得，或按 docs/machine-file.md 手写。',
    fileLabel: '机器文件（JSON）',
    choose: '选择文件…',
    check: '检查',
    checking: '正在检查…',
    refused: '此机器文件无效：',
    coreSays: '（模型核心的原文，英文）',
    unreadable: (reason) => `无法读取该文件：${reason}`,
    summary: (m) =>
      `${m.label}（${m.name}）：${m.cores} 核，${m.ghz} GHz（${m.cls}）；日志设备 fsync 中位数 ${m.p50} µs，p99 ${m.p99} µs，${m.mbps} MB/s。`,
    fitted: (scale) => `一个拟合值：cpu_scale ${scale}。`,
    apply: '在这台机器上运行',
    applied: (name) =>
      `实验室现在运行在 ${name} 上，使用它实测的设备与 CPU 数值（“机器”列表中可见）。复制的链接只带机器名，带不了机器文件：在别处打开时会改用内置机器，页面会说明。`,
  },
};
