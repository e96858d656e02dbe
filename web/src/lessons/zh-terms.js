// The lab's one Chinese word for each thing, and the words it does not use
// for the same thing. Plain JavaScript so the lesson tests (node) and the
// string-table test (vitest) check the same list.

/** Each entry: a word the Chinese text avoids, and the word the lab's panels, animation and lessons use instead. */
export const ZH_ONE_WORD = [
  { avoid: /闩锁|锁存器/, say: 'latch' },
  { avoid: /名额/, say: 'innodb_thread_concurrency 槽位' },
  { avoid: /轮换/, say: '切换 (binlog 切换)' },
  { avoid: /休眠/, say: '睡眠' },
  { avoid: /页缓存/, say: 'page cache' },
  // A value the lab cannot use is 无效, and runs go on with the last valid one.
  { avoid: /被接受/, say: '无效 / 沿用上一次的有效值' },
];
