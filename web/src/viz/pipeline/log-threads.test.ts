import { describe, expect, it } from 'vitest';
import { VIZ_STRINGS } from '../../lang/viz-words';
import { decodeLogThreads, logThreadsText } from './log-threads';

function words(w30: number, w31: number): Int32Array {
  const w = new Int32Array(40);
  w[30] = w30;
  w[31] = w31;
  return w;
}

describe('8.0 log threads from snapshot words 30 and 31', () => {
  it('reads a phase per thread and the waiters', () => {
    // writer running (3), flusher in fsync (5), write notifier asleep (1), flush notifier waiting for a core (2)
    const v = decodeLogThreads(words(3 | (5 << 4) | (1 << 8) | (2 << 12), 7 | (2 << 16)));
    expect(v).toEqual({ phases: ['running', 'fsync', 'asleep', 'runnable'], flushWaiters: 7, writeWaiters: 2 });
  });

  it('is absent when the run has no log threads', () => {
    expect(decodeLogThreads(words(0, 0))).toBeNull();
    expect(decodeLogThreads(new Int32Array(8))).toBeNull();
  });

  it('says it in English and Chinese', () => {
    const v = decodeLogThreads(words(4 | (5 << 4) | (1 << 8) | (1 << 12), 3))!;
    expect(logThreadsText(v, VIZ_STRINGS.en.logThreads).chips[0]).toBe('log_writer: spinning');
    expect(logThreadsText(v, VIZ_STRINGS.zh.logThreads).chips[1]).toBe('log_flusher: 在 fsync() 中');
    expect(logThreadsText(v, VIZ_STRINGS.zh.logThreads).waiting).toBe('等待的用户线程：3 个等 redo fsync，0 个等 redo write。');
  });
});
