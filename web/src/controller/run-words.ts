// What the lab says about the run itself (the worker, the core loading, a
// step search that finds nothing), in English and Chinese. A browser's or
// the core's own reason is passed in and stays as written.
import type { Lang } from '../lang/lang';

const en = {
  /** A "Step to next …" search reached its limit without finding the event; the run goes back where it was. */
  noSuchEvent: 'No such event before the end of the run or the next scheduled change.',
  workerFailed: (why: string) => `The simulation worker failed: ${why}`,
  /** The browser gave no reason. */
  unknownError: 'unknown error',
  coreFailedToLoad: (why: string) => `The simulation core failed to load: ${why}`,
};

export type RunWords = typeof en;

const zh: RunWords = {
  noSuchEvent: '在运行结束或下一次预定改动之前，没有这种事件。',
  workerFailed: (why) => `运行模拟的 Web Worker 出错：${why}`,
  unknownError: '未知错误',
  coreFailedToLoad: (why) => `模拟核心（WebAssembly）载入失败：${why}`,
};

export const RUN_WORDS: Record<Lang, RunWords> = { en, zh };
