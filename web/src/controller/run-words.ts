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
  /** Time travel keeps copies of the run; a big run's copies would not fit in memory. */
  checkpointsThinned: (everyS: string) =>
    `This run is large, so the lab keeps fewer copies of it for going back in time (at most one every ${everyS} s): seeking back may take longer.`,
  /** The core's own message names the invariant and the simulated time. */
  invariantBroken: (what: string) => `This run broke an invariant of the model, so its results are not to be trusted: ${what}`,
};

export type RunWords = typeof en;

const zh: RunWords = {
  noSuchEvent: '在运行结束或下一次预定改动之前，没有这种事件。',
  workerFailed: (why) => `运行模拟的 Web Worker 出错：${why}`,
  unknownError: '未知错误',
  coreFailedToLoad: (why) => `模拟核心（WebAssembly）载入失败：${why}`,
  checkpointsThinned: (everyS) => `这次运行规模大，实验室为回看保留的副本更少（最多每 ${everyS} 秒一份）：往回拖动可能更慢。`,
  invariantBroken: (what) => `这次运行违反了模型的一条不变量，结果不可信：${what}`,
};

export const RUN_WORDS: Record<Lang, RunWords> = { en, zh };
