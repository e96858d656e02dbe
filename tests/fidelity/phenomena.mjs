// The published phenomena, each as data: what the article saw, the check
// that decides whether the model reproduces it, and the model's own
// numbers behind the verdict. One list serves the tests (fidelity.test.mjs
// asserts each), the report (`npm run fidelity` writes the verdicts into
// report.json) and the "How close is the model?" page.
// A phenomenon the model misses keeps its check and says why in
// `knownMiss`: the test stays `todo`, the page shows it as missed.
// Every text the page shows is { en, zh }: the page offers both languages.
// A check computes its numbers once and writes them into both sentences;
// numbers read the same in both (67,021; 18.3 s), as in the page's tables.
import { join } from 'node:path';
import { metric, series, stalls, median, repo } from './fidelity-lib.mjs';
import { PUBLISHED_PHENOMENA } from './published-phenomena.mjs';

const k = (v) => Math.round(v).toLocaleString('en-US');
const pct = (v) => `${(v * 100).toFixed(0)}%`;

/** Lookups over one fidelity computation ({ entries, runs }). */
export function phenomenaContext(fid) {
  const entryOf = (source, metricName, labelPart) => {
    const e = fid.entries.find((x) => x.source === source && x.metric === metricName && x.label.includes(labelPart));
    if (!e) throw new Error(`no ${source} ${metricName} figure matching "${labelPart}"`);
    return e;
  };
  const byLabel = (source, metricName, labelPart) => entryOf(source, metricName, labelPart).modelled;
  const tpccLabel = (sb, bp, fs) => `${sb === 'off' ? 'no binlog' : `sync_binlog=${sb}`}, buffer pool ${bp} GB, ${fs}`;
  const runOf = (lesson, scenario) => {
    const run = fid.runs.get(join(repo, 'lessons', lesson, 'scenarios', scenario));
    if (!run) throw new Error(`no run of ${lesson}/${scenario}`);
    return run;
  };
  return {
    entries: fid.entries,
    runs: fid.runs,
    byLabel,
    runOf,
    s000: (labelPart) => byLabel('S000', 'tps', labelPart),
    tpcc: (sb, bp, fs) => byLabel('S004', 'median_tps', tpccLabel(sb, bp, fs)),
    // [lowest, highest] over the seeds the report ran: an order that holds
    // at every seed has the one's lowest above the other's highest.
    tpccSeeds: (sb, bp, fs) => entryOf('S004', 'median_tps', tpccLabel(sb, bp, fs)).seed_range,
    gain: (labelPart) => byLabel('S003', 'peak_tps_gain_pct', labelPart),
    rotation: (name) => runOf('02-rotation-stalls', `${name}.json`),
  };
}

/** Every check in `checks` must hold; the model's numbers go in `model` ({ en, zh }).
 * A check may add `weak` ({ en, zh }): held, but only in direction (the page says so).
 * A phenomenon may carry `caveat` ({ en, zh }): shown beside a tick, e.g. when it compares fitted figures. */
const all = (checks, model) => ({ held: checks.every(Boolean), model });

// Caveats: what a reader should weigh beside a tick (the page shows them on the card).
const FITTED_S000 = {
  en: 'these are among the 14 S000 throughput figures the 112-core machine was fitted to (wasm-core/docs/calibration.md): the order comes from the mechanism, but how far apart the figures land was fitted',
  zh: '这些数字属于 112 核机器参数拟合时对照过的 14 个 S000 吞吐量数字（见 wasm-core/docs/calibration.md）：先后顺序来自机制，但数字之间差多少是拟合出来的',
};
const FITTED_S003 = {
  en: 'the disk\'s size was fitted to the article\'s V2 gain, and MySQL 8.0\'s latch and binlog costs were set against this article (wasm-core/docs/calibration.md), so this gain is fitted, not predicted',
  zh: '磁盘大小是对照文章的 V2 提升幅度拟合的，MySQL 8.0 的 latch 和 binlog 开销也是对照这篇文章设定的（见 wasm-core/docs/calibration.md），所以这个提升是拟合的，不是预测',
};

// S001: dips at every rotation, one period apart: max_binlog_size / binlog rate.
function rotationPeriod(c, name, mb) {
  const run = c.rotation(name);
  const st = stalls(run);
  const expected = (mb * 1024 * 1024) / median(series(run, 'binlog_bytes_ps'));
  const period = st.list.length >= 2 ? (st.list[st.list.length - 1].t - st.list[0].t) / (st.list.length - 1) : NaN;
  const rotations = run.summary.rotations;
  // The last dip can be a rotation still under way when the run ends: not yet counted as one.
  const cut = st.list.some((s) => s.cut);
  return {
    st,
    ok: st.list.length >= 2 && Math.abs(period / expected - 1) <= 0.15 && Math.abs(st.list.length - rotations) <= 1,
    text: {
      en: `${st.list.length} dips for ${rotations} rotations${cut ? ' and one still under way as the run ends' : ''}, ${period.toFixed(1)} s apart (size / binlog rate = ${expected.toFixed(1)} s)`,
      zh: `${rotations} 次切换${cut ? '（另有一次在运行结束时仍在进行）' : ''}出现 ${st.list.length} 个低谷，间隔 ${period.toFixed(1)} s（文件大小 / binlog 写入速率 = ${expected.toFixed(1)} s）`,
    },
  };
}

// S003: parallel flush's peak-TPS gain in one durability setting, ±15 points.
// `against`: the baseline the article names, { en, zh } (empty when implied).
function parallelFlushGain(key, tuple, cited, against, step) {
  return {
    id: `s003-parallel-flush-${key}`,
    source: 'S003',
    lesson: '04-parallel-flush',
    step,
    title: {
      en: `Binlog parallel flush raises peak TPS ${against.en}by ${cited}% ± 15 points in ${tuple}`,
      zh: `${tuple} 下，binlog 并行 flush ${against.zh}把峰值 TPS 提高 ${cited}%（±15 个百分点）`,
    },
    article: { en: `+${cited}% peak TPS`, zh: `峰值 TPS +${cited}%` },
    caveat: FITTED_S003,
    check(c) {
      const g = c.gain(`parallel flush vs group commit, ${tuple}`);
      return all([Math.abs(g - cited) <= 15], { en: `+${g.toFixed(0)}% peak TPS`, zh: `峰值 TPS +${g.toFixed(0)}%` });
    },
  };
}

const deepest = (st) => (st.list.length ? Math.min(...st.list.map((s) => s.min / st.median)) : 1);

export const PHENOMENA = [
  // ---- S000: 112 cores, oltp_update_index --------------------------------
  {
    id: 's000-on-beats-off-256',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 1,
    title: {
      en: 'At 256 threads (innodb_thread_concurrency 16, spin delay 6), binlog ON out-runs binlog OFF and uses more CPU',
      zh: '256 个线程（innodb_thread_concurrency 16，自旋延迟 6）时，binlog ON 比 binlog OFF 跑得更快，CPU 也用得更多',
    },
    article: { en: 'ON 67,983 vs OFF 47,644 TPS; peak CPU 20.4 vs 7.4 cores', zh: 'ON 67,983 对 OFF 47,644 TPS；CPU 峰值 20.4 对 7.4 核' },
    caveat: FITTED_S000,
    check(c) {
      const cfg = (bin) => `256 threads, binlog ${bin}, innodb_thread_concurrency=16, innodb_spin_wait_delay=6`;
      const [on, off] = [c.s000(cfg('ON')), c.s000(cfg('OFF'))];
      const [cpuOn, cpuOff] = [c.byLabel('S000', 'peak_cpu_cores', cfg('ON')), c.byLabel('S000', 'peak_cpu_cores', cfg('OFF'))];
      return all([on > off, cpuOn > cpuOff], {
        en: `ON ${k(on)} vs OFF ${k(off)} TPS; peak CPU ${cpuOn.toFixed(1)} vs ${cpuOff.toFixed(1)} cores`,
        zh: `ON ${k(on)} 对 OFF ${k(off)} TPS；CPU 峰值 ${cpuOn.toFixed(1)} 对 ${cpuOff.toFixed(1)} 核`,
      });
    },
  },
  {
    id: 's000-off-beats-on-16',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 3,
    title: { en: 'At 16 threads binlog OFF out-runs binlog ON', zh: '16 个线程时，binlog OFF 比 binlog ON 跑得更快' },
    article: { en: 'OFF 50,267 vs ON 29,176 TPS', zh: 'OFF 50,267 对 ON 29,176 TPS' },
    caveat: FITTED_S000,
    check(c) {
      const [off, on] = [c.s000('16 threads, binlog OFF'), c.s000('16 threads, binlog ON')];
      return all([off > on], { en: `OFF ${k(off)} vs ON ${k(on)} TPS`, zh: `OFF ${k(off)} 对 ON ${k(on)} TPS` });
    },
  },
  {
    id: 's000-concurrency-sweep',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 4,
    title: {
      en: 'With spin delay 2, binlog OFF rises from innodb_thread_concurrency 16 to 32 to 64 and falls at 128',
      zh: '自旋延迟为 2 时，binlog OFF 的吞吐随 innodb_thread_concurrency 从 16 到 32 再到 64 逐级上升，到 128 时回落',
    },
    article: { en: '53,536 → 74,121 → 81,503 → 75,441 TPS', zh: '53,536 → 74,121 → 81,503 → 75,441 TPS' },
    caveat: FITTED_S000,
    check(c) {
      const t = (n) => c.s000(`binlog OFF, innodb_thread_concurrency=${n}, innodb_spin_wait_delay=2`);
      const [a, b, d, e] = [t(16), t(32), t(64), t(128)];
      const sweep = `${k(a)} → ${k(b)} → ${k(d)} → ${k(e)} TPS`;
      return all([b > a, d > b, e < d], { en: sweep, zh: sweep });
    },
  },
  {
    id: 's000-spin-delay',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 5,
    title: {
      en: 'Lowering innodb_spin_wait_delay from 6 to 2 raises binlog OFF at concurrency 16',
      zh: '把 innodb_spin_wait_delay 从 6 降到 2，并发 16 下 binlog OFF 的吞吐会提高',
    },
    article: { en: '47,644 → 53,536 TPS (+12%)', zh: '47,644 → 53,536 TPS（+12%）' },
    check(c) {
      const cfg = (d) => `256 threads, binlog OFF, innodb_thread_concurrency=16, innodb_spin_wait_delay=${d}`;
      const [d6, d2] = [c.s000(cfg(6)), c.s000(cfg(2))];
      const change = `${d2 >= d6 ? '+' : ''}${((d2 / d6 - 1) * 100).toFixed(1)}%`;
      const r = all([d2 > d6], { en: `${k(d6)} → ${k(d2)} TPS (${change})`, zh: `${k(d6)} → ${k(d2)} TPS（${change}）` });
      // The article's gain is +12%: under half of that, the direction holds but the mechanism is too weak.
      return d2 / d6 - 1 < 0.06
        ? {
            ...r,
            weak: {
              en: 'the direction holds, but the model\'s effect is far smaller than the article\'s: the article\'s gain needs more contended latch time per transaction than the model has at this concurrency, and no 5.7 mechanism that would add it has been found (docs/calibration.md lists those checked)',
              zh: '方向一致，但模型中的效果远小于文章：要得到文章里的提升，每个事务在争用 latch 上花的时间要比模型在这个并发下多得多，而目前还没找到能带来这部分时间的 5.7 机制（查过的候选见 docs/calibration.md）',
            },
          }
        : r;
    },
  },
  {
    id: 's000-sleep-delay',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 2,
    title: {
      en: 'The adaptive innodb_thread_sleep_delay climbs above 10,000 µs at concurrency 16 with 256 threads',
      zh: '并发 16、256 个线程时，自适应的 innodb_thread_sleep_delay 会涨到 10,000 µs 以上',
    },
    article: { en: 'the sleep delay kept growing, to tens of thousands of microseconds', zh: '睡眠延迟一路上涨，达到几万微秒' },
    check(c) {
      const max = c.runOf('01-binlog-off-slower', 't256-off-c16-d6.json').summary.admission_max_sleep_delay_us;
      const r = all([max > 10000], { en: `peaks at ${k(max)} µs`, zh: `最高达到 ${k(max)} µs` });
      // The article saw "tens of thousands" (几万): a peak under 20,000 µs has the climb but not its size.
      return max < 20000
        ? {
            ...r,
            weak: {
              en: 'the delay climbs as in the article, but the model\'s peak stays below the tens of thousands of microseconds the article reports',
              zh: '延迟像文章里那样上涨，但模型的峰值没有达到文章所说的几万微秒',
            },
          }
        : r;
    },
  },
  {
    id: 's000-best-setting',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 4,
    title: {
      en: 'The best binlog-OFF setting tested lies at innodb_thread_concurrency 80–112',
      zh: '测试过的 binlog OFF 设置中，最好的一组落在 innodb_thread_concurrency 80–112 之间',
    },
    article: { en: 'best: concurrency 80, spin delay 3, 91,384 TPS', zh: '最好：并发 80，自旋延迟 3，91,384 TPS' },
    caveat: FITTED_S000,
    check(c) {
      const off = c.entries.filter((e) => e.source === 'S000' && e.metric === 'tps' && e.label.startsWith('256 threads, binlog OFF'));
      const best = off.reduce((a, b) => (b.modelled > a.modelled ? b : a));
      const conc = Number(/concurrency=(\d+)/.exec(best.label)[1]);
      const delay = /spin_wait_delay=(\d+)/.exec(best.label)?.[1];
      return all([conc >= 80 && conc <= 112], {
        en: `best: concurrency ${conc}, spin delay ${delay}, ${k(best.modelled)} TPS`,
        zh: `最好：并发 ${conc}，自旋延迟 ${delay}，${k(best.modelled)} TPS`,
      });
    },
  },
  // ---- S002: MySQL 5.5 prepare_commit_mutex ----------------------------------
  {
    id: 's002-collapse',
    source: 'S002',
    lesson: '03-mysql55-prepare-commit-mutex',
    step: 1,
    title: {
      en: 'MySQL 5.5 with prepare_commit_mutex and (1,1): binlog ON at 100 threads is 6–10× slower than OFF, with p95 latency several times higher',
      zh: 'MySQL 5.5 带 prepare_commit_mutex、(1,1)：100 个线程时 binlog ON 比 OFF 慢 6–10 倍，p95 延迟也高出好几倍',
    },
    article: { en: 'OFF 10,188 vs ON 1,258 TPS (8.1×); p95 36.2 vs 179.9 ms', zh: 'OFF 10,188 对 ON 1,258 TPS（8.1×）；p95 36.2 对 179.9 ms' },
    caveat: {
      en: 'the box\'s cache flush (0.32 ms) and CPU were chosen from these two TPS figures, so the TPS ratio holds by construction; the p95 latencies were not fitted (compare them above)',
      zh: '这台机器的缓存刷写时间（0.32 ms）和 CPU 是根据这两个 TPS 数字选定的，所以 TPS 的倍数是拟合出来的；p95 延迟没有拟合（请对照上面的数字）',
    },
    check(c) {
      const on = c.runOf('03-mysql55-prepare-commit-mutex', 'mysql55-binlog-on.json');
      const off = c.runOf('03-mysql55-prepare-commit-mutex', 'mysql55-binlog-off.json');
      const ratio = metric(off, 'tps') / metric(on, 'tps');
      const [p95on, p95off] = [on.summary.latency_ms.p95, off.summary.latency_ms.p95];
      const [tpsOff, tpsOn] = [k(metric(off, 'tps')), k(metric(on, 'tps'))];
      return all([ratio >= 6 && ratio <= 10, p95on > 3 * p95off], {
        en: `OFF ${tpsOff} vs ON ${tpsOn} TPS (${ratio.toFixed(1)}×); p95 ${p95off.toFixed(1)} vs ${p95on.toFixed(1)} ms`,
        zh: `OFF ${tpsOff} 对 ON ${tpsOn} TPS（${ratio.toFixed(1)}×）；p95 ${p95off.toFixed(1)} 对 ${p95on.toFixed(1)} ms`,
      });
    },
  },
  {
    id: 's002-group-commit',
    source: 'S002',
    lesson: '03-mysql55-prepare-commit-mutex',
    step: 3,
    title: {
      en: 'On the same box, 5.7 binary log group commit with the binlog ON is within 1.5× of binlog OFF',
      zh: '同一台机器上，换成 5.7 的 binlog 组提交后，binlog ON 与 binlog OFF 相差不到 1.5 倍',
    },
    article: {
      en: 'the article explains the collapse by the missing binlog group commit (fixed in 5.6)',
      zh: '文章把这次崩塌归因于缺少 binlog 组提交（5.6 已解决）',
    },
    caveat: {
      en: 'the article gives no figure for this: it is the model\'s prediction of what the article\'s explanation implies, on the same machine',
      zh: '文章没有给出这一项的数字：这是模型根据文章的解释、在同一台机器上做出的预测',
    },
    check(c) {
      const gc = metric(c.runOf('03-mysql55-prepare-commit-mutex', 'gc57-binlog-on.json'), 'tps');
      const off = metric(c.runOf('03-mysql55-prepare-commit-mutex', 'mysql55-binlog-off.json'), 'tps');
      return all([off / gc <= 1.5], {
        en: `group commit ${k(gc)} vs OFF ${k(off)} TPS (${(off / gc).toFixed(2)}×)`,
        zh: `组提交 ${k(gc)} 对 OFF ${k(off)} TPS（${(off / gc).toFixed(2)}×）`,
      });
    },
  },
  // ---- S001: rotation stalls ---------------------------------------------------
  {
    id: 's001-1000mb',
    source: 'S001',
    lesson: '02-rotation-stalls',
    step: 1,
    title: {
      en: '(0,0), max_binlog_size 1000 MB: TPS falls below 5% of steady state at every rotation, once per size ÷ binlog rate',
      zh: '(0,0)、max_binlog_size 1000 MB：每次 binlog 切换时 TPS 都跌到稳态的 5% 以下，周期为文件大小 ÷ binlog 写入速率',
    },
    article: { en: 'a 0-TPS second every 18–20 s at ~50 MB/s of binlog', zh: 'binlog 写入约 50 MB/s 时，每 18–20 s 出现一秒 TPS 为 0' },
    caveat: {
      en: 'the period is checked against the model\'s own binlog rate (size ÷ rate); the article\'s 18–20 s is shorter than the model\'s period above',
      zh: '周期是按模型自己的 binlog 写入速率（文件大小 ÷ 速率）检查的；文章的 18–20 s 比上面模型的周期短',
    },
    check(c) {
      const r = rotationPeriod(c, 'rotation-1000mb', 1000);
      const deep = r.st.list.every((s) => s.min < 0.05 * r.st.median);
      const worst = pct(deepest(r.st));
      return all([r.ok, deep], { en: `${r.text.en}; deepest 1-s dip ${worst} of steady`, zh: `${r.text.zh}；最深的 1 秒低谷为稳态的 ${worst}` });
    },
  },
  {
    id: 's001-500mb-period',
    source: 'S001',
    lesson: '02-rotation-stalls',
    step: 1,
    title: {
      en: '(0,0), 500 MB: a dip at every rotation, once per size ÷ binlog rate',
      zh: '(0,0)、500 MB：每次切换都有一个低谷，周期为文件大小 ÷ binlog 写入速率',
    },
    article: { en: 'a dip about every 10 s', zh: '大约每 10 s 一个低谷' },
    check(c) {
      const r = rotationPeriod(c, 'rotation-500mb', 500);
      return all([r.ok], r.text);
    },
  },
  {
    id: 's001-500mb-depth',
    source: 'S001',
    lesson: '02-rotation-stalls',
    step: 1,
    title: {
      en: '(0,0), 500 MB: TPS falls below 5% of steady state in each rotation (1-s intervals)',
      zh: '(0,0)、500 MB：每次切换时 TPS 都跌到稳态的 5% 以下（按 1 秒区间统计）',
    },
    article: { en: 'TPS falls to zero at each rotation', zh: '每次切换时 TPS 都跌到零' },
    knownMiss: {
      en: 'the article\'s own 1000 MB lines lose about 1.65 s of throughput per rotation, so a 500 MB rotation should stall for about 0.8 s, less than one 1-s interval, which then keeps part of the steady TPS unless the stall lines up with it; the model drains 500 MB in about 1 s. A stall that empties a whole second at every 500 MB rotation would contradict the 1000 MB figures',
      zh: '文章自己的 1000 MB 数据每次切换约损失 1.65 s 的吞吐，照此推算，500 MB 的切换只会停顿约 0.8 s，不到一个 1 秒区间；除非停顿恰好与区间对齐，这一秒仍会保留一部分稳态 TPS。模型写完 500 MB 约需 1 s。如果每次 500 MB 切换都能清空整整一秒，反而与 1000 MB 的数据矛盾',
    },
    check(c) {
      const st = stalls(c.rotation('rotation-500mb'));
      const whole = st.list.filter((s) => !s.cut);
      const dips = whole.map((s) => pct(s.min / st.median));
      const lost = whole.map((s) => s.lost.toFixed(1));
      const cut = whole.length < st.list.length;
      return all([whole.length > 0, whole.every((s) => s.min < 0.05 * st.median)], {
        en: `lowest 1-s interval of each dip: ${dips.join(', ')} of steady; each dip loses ${lost.join(', ')} s of throughput${cut ? ' (the dip the run\'s end cuts short is left out)' : ''}`,
        zh: `每个低谷中最低的 1 秒区间：稳态的 ${dips.join('、')}；每个低谷损失的吞吐：${lost.join('、')} s${cut ? '（被运行结束截断的低谷不计）' : ''}`,
      });
    },
  },
  {
    id: 's001-250mb',
    source: 'S001',
    lesson: '02-rotation-stalls',
    step: 4,
    title: { en: '(0,0), 250 MB: the dips are shallower and do not reach zero', zh: '(0,0)、250 MB：低谷更浅，不会跌到零' },
    article: { en: 'dips to 31,682–43,009 of ~56,000 TPS', zh: '从约 56,000 TPS 跌到 31,682–43,009' },
    check(c) {
      const deep = stalls(c.rotation('rotation-1000mb'));
      const shallow = stalls(c.rotation('rotation-250mb'), 0.85);
      const [d, s] = [deepest(deep), deepest(shallow)];
      return all([shallow.list.length >= 2, s > d, s > 0.05], {
        en: `${shallow.list.length} dips, deepest ${pct(s)} of steady (1000 MB: ${pct(d)})`,
        zh: `${shallow.list.length} 个低谷，最深为稳态的 ${pct(s)}（1000 MB 时为 ${pct(d)}）`,
      });
    },
  },
  {
    id: 's001-no-dips-when-synced',
    source: 'S001',
    lesson: '02-rotation-stalls',
    step: 3,
    title: { en: '(1,1) and sync_binlog=1000 show no periodic dips', zh: '(1,1) 和 sync_binlog=1000 下没有周期性低谷' },
    article: { en: 'no dips with (1,1) or (1000,1)', zh: '(1,1) 和 (1000,1) 下都没有低谷' },
    check(c) {
      const counts = ['sync1-trx1', 'sync1000-trx1'].map((n) => stalls(c.rotation(n), 0.85).list.length);
      return all(
        counts.map((n) => n === 0),
        {
          en: `dips below 85% of steady: (1,1) ${counts[0]}, (1000,1) ${counts[1]}`,
          zh: `低于稳态 85% 的低谷：(1,1) ${counts[0]} 个，(1000,1) ${counts[1]} 个`,
        },
      );
    },
  },
  // ---- S004: Percona, TPC-C ------------------------------------------------------
  {
    id: 's004-order',
    source: 'S004',
    lesson: '05-binlog-and-filesystems',
    step: 3,
    title: {
      en: 'For each buffer pool: no binlog > sync_binlog 0 ≈ 10000 > 1000 ≳ 1 (ext4)',
      zh: '每种 buffer pool 大小下：无 binlog > sync_binlog 0 ≈ 10000 > 1000 ≳ 1（ext4）',
    },
    article: { en: '80 GB: 6,088 > 5,702 ≈ 5,664 > 5,303 ≳ 5,263 TPS', zh: '80 GB：6,088 > 5,702 ≈ 5,664 > 5,303 ≳ 5,263 TPS' },
    knownMiss: {
      en: 'at 60 GB the model puts no binlog and sync_binlog=0 within the spread between seeds of each other (about 4,030 TPS each): both are bound by the disk\'s page reads there, where the binlog\'s CPU costs nothing; the article has no binlog 2.5% ahead. At 70 and 80 GB the order holds at every seed',
      zh: '在 60 GB 时，模型里无 binlog 和 sync_binlog=0 相差不超过不同随机种子之间的波动（都在 4,030 TPS 左右）：那里两者都受限于磁盘的页读取，binlog 的 CPU 开销不起作用；文章里无 binlog 领先 2.5%。在 70 和 80 GB 时，这个顺序在每个种子下都成立',
    },
    check(c) {
      const checks = [];
      const rows = [];
      // "a > b" must hold at every seed the report ran (lowest of a above highest of b).
      const above = (a, b) => a[0] > b[1];
      for (const bp of [60, 70, 80]) {
        const [off, s0, s1, s1000, s10000] = ['off', 0, 1, 1000, 10000].map((sb) => c.tpcc(sb, bp, 'ext4'));
        const [offR, s0R, s1000R, s10000R] = ['off', 0, 1000, 10000].map((sb) => c.tpccSeeds(sb, bp, 'ext4'));
        const lowerOf = s0R[0] < s10000R[0] ? s0R : s10000R;
        checks.push(above(offR, s0R) && above(offR, s10000R), Math.abs(s0 / s10000 - 1) < 0.05, above(lowerOf, s1000R), s1000 >= 0.98 * s1);
        rows.push({ bp, tps: `${k(off)} / ${k(s0)} / ${k(s10000)} / ${k(s1000)} / ${k(s1)}` });
      }
      return all(checks, {
        en: `no binlog / 0 / 10000 / 1000 / 1: ${rows.map((r) => `${r.bp} GB: ${r.tps}`).join('; ')}`,
        zh: `无 binlog / 0 / 10000 / 1000 / 1：${rows.map((r) => `${r.bp} GB：${r.tps}`).join('；')}`,
      });
    },
  },
  {
    id: 's004-buffer-pool',
    source: 'S004',
    lesson: '05-binlog-and-filesystems',
    step: 2,
    title: {
      en: 'Throughput rises with the buffer pool (60 → 70 → 80 GB), for every sync_binlog and filesystem',
      zh: '吞吐随 buffer pool 增大而上升（60 → 70 → 80 GB），每种 sync_binlog 和文件系统都是如此',
    },
    article: { en: 'sync_binlog=0, ext4: 4,175 → 5,053 → 5,702 TPS', zh: 'sync_binlog=0，ext4：4,175 → 5,053 → 5,702 TPS' },
    check(c) {
      const checks = [];
      for (const sb of ['off', 0, 1, 1000, 10000])
        for (const fs of ['ext4', 'xfs']) checks.push(c.tpcc(sb, 60, fs) < c.tpcc(sb, 70, fs) && c.tpcc(sb, 70, fs) < c.tpcc(sb, 80, fs));
      const t = (bp) => k(c.tpcc(0, bp, 'ext4'));
      const rising = checks.filter(Boolean).length;
      return all(checks, {
        en: `sync_binlog=0, ext4: ${t(60)} → ${t(70)} → ${t(80)} TPS; ${rising} of ${checks.length} series rise`,
        zh: `sync_binlog=0，ext4：${t(60)} → ${t(70)} → ${t(80)} TPS；${checks.length} 组数据中有 ${rising} 组上升`,
      });
    },
  },
  {
    id: 's004-buffer-pool-gain',
    source: 'S004',
    lesson: '05-binlog-and-filesystems',
    step: 2,
    title: {
      en: 'From a 60 to an 80 GB buffer pool throughput rises by a quarter to a half, for every binlog setting (ext4)',
      zh: 'buffer pool 从 60 GB 加到 80 GB，吞吐提高四分之一到一半，每种 binlog 设置都是如此（ext4）',
    },
    article: { en: '+34% to +46%', zh: '+34% 到 +46%' },
    check(c) {
      const gains = ['off', 0, 1, 1000, 10000].map((sb) => c.tpcc(sb, 80, 'ext4') / c.tpcc(sb, 60, 'ext4'));
      const [lo, hi] = [Math.min(...gains), Math.max(...gains)].map((g) => `+${((g - 1) * 100).toFixed(0)}%`);
      return all(
        gains.map((g) => g > 1.25 && g < 1.6),
        { en: `${lo} to ${hi}`, zh: `${lo} 到 ${hi}` },
      );
    },
  },
  {
    id: 's004-ext4-xfs',
    source: 'S004',
    lesson: '05-binlog-and-filesystems',
    step: 5,
    title: { en: 'ext4 runs at least as fast as xfs in every configuration', zh: '每种配置下 ext4 都至少和 xfs 一样快' },
    article: { en: 'xfs a little below ext4 across the board', zh: 'xfs 全面略低于 ext4' },
    knownMiss: {
      en: 'the filesystems differ only by journal-commit latency here, too little to order them above run-to-run noise; the article\'s xfs gap is largest at 60 GB with a buffered binlog, and no mechanism for that is modelled',
      zh: '模型中两种文件系统只差在日志（journal）提交的延迟上，这点差别不足以在多次运行之间的噪声中分出先后；文章里 xfs 的差距在 60 GB、binlog 不 sync（留在 page cache 里）时最大，而模型没有能产生这种差距的机制',
    },
    check(c) {
      let ahead = 0;
      let n = 0;
      for (const sb of ['off', 0, 1, 1000, 10000])
        for (const bp of [60, 70, 80]) {
          n += 1;
          if (c.tpcc(sb, bp, 'ext4') >= c.tpcc(sb, bp, 'xfs')) ahead += 1;
        }
      return all([ahead === n], { en: `ext4 ≥ xfs in ${ahead} of ${n} configurations`, zh: `${n} 种配置中有 ${ahead} 种 ext4 ≥ xfs` });
    },
  },
  {
    id: 's004-rotation-stall',
    source: 'S004',
    lesson: '05-binlog-and-filesystems',
    step: 4,
    title: {
      en: 'sync_binlog=0 with a 1 GB binlog stalls to zero for 1–2 s about every 40 s',
      zh: 'sync_binlog=0、binlog 文件 1 GB 时，大约每 40 s 吞吐跌到零一次，持续 1–2 s',
    },
    article: { en: 'throughput to 0 for 1–2 s every 40 s', zh: '每 40 s 吞吐跌到 0，持续 1–2 s' },
    caveat: {
      en: 'the test accepts stalls losing 0.8–2.5 s of throughput, 30–50 s apart: a little wider than the article\'s words, so compare the model\'s figures above with its 1–2 s and 40 s',
      zh: '测试接受每次损失 0.8–2.5 s 吞吐、间隔 30–50 s 的停顿，比文章的说法略宽；请把上面模型的数字与文章的 1–2 s、40 s 对照',
    },
    check(c) {
      const st = stalls(c.runOf('05-binlog-and-filesystems', 'sync0-bp80-ext4-long.json'));
      const period = st.list.length >= 2 ? (st.list[st.list.length - 1].t - st.list[0].t) / (st.list.length - 1) : NaN;
      const lost = st.list.map((s) => s.lost.toFixed(1));
      return all([st.list.length >= 2, period > 30 && period < 50, ...st.list.map((s) => s.min < 0.05 * st.median && s.lost >= 0.8 && s.lost <= 2.5)], {
        en: `${st.list.length} stalls ${period.toFixed(1)} s apart, each losing ${lost.join(', ')} s of throughput`,
        zh: `${st.list.length} 次停顿，间隔 ${period.toFixed(1)} s，每次损失的吞吐：${lost.join('、')} s`,
      });
    },
  },
  // ---- S003: AliSQL ----------------------------------------------------------------
  parallelFlushGain('11', '(1,1)', 56, { en: 'over binary log group commit (5.7\'s algorithm, which the article\'s 8.0 keeps) ', zh: '相比 binlog 组提交（5.7 的算法，文章所用的 8.0 沿用），' }, 2),
  parallelFlushGain('02', '(0,2)', 61, { en: '', zh: '' }, 3),
  {
    id: 's003-binlog-in-redo-low-concurrency',
    source: 'S003',
    lesson: '04-parallel-flush',
    step: 4,
    title: { en: 'Binlog in redo (V1) raises (1,1) TPS most at low concurrency', zh: 'binlog in redo（V1）在低并发时对 (1,1) TPS 的提升最大' },
    article: {
      en: 'binlog in redo (part 1 of the series) fixed group commit\'s weak spot, low concurrency; V2 adds parallel flush and gains at every concurrency',
      zh: 'binlog in redo（系列文章第一篇）补上了组提交的短板，也就是低并发；V2 再加上 并行 flush，在各个并发下都有提升',
    },
    check(c) {
      const t = (name, th) => metric(c.runOf('04-parallel-flush', `${name}-11-t${th}.json`), 'tps');
      // V1 requires binlog_order_commits=OFF, which has effects of its own:
      // compare with group commit run the same way.
      const v1 = (th) => t('alisql_binlog_in_redo_v1', th) / t('group_commit_57-unordered', th);
      const v2 = (th) => t('alisql_binlog_in_redo', th) / t('group_commit_57', th);
      const v1s = [4, 64, 256, 512].map((th) => ({ th, x: v1(th).toFixed(2) }));
      const [v2low, v2high] = [v2(16).toFixed(2), v2(512).toFixed(2)];
      return all([v1(4) > 1.1, v1(4) > v1(512) + 0.1], {
        en: `V1 ÷ group commit (both binlog_order_commits=OFF): ${v1s.map((v) => `${v.x}× at ${v.th}`).join(', ')} threads (V2 ÷ group commit: ${v2low}× at 16, ${v2high}× at 512)`,
        zh: `V1 ÷ 组提交（两者都是 binlog_order_commits=OFF）：${v1s.map((v) => `${v.th} 线程 ${v.x}×`).join('，')}（V2 ÷ 组提交：16 线程 ${v2low}×，512 线程 ${v2high}×）`,
      });
    },
  },
  // ---- P1-P5: the published data sets, all predictions -----------------------------
  ...PUBLISHED_PHENOMENA,
];

/** The report's pair of fields for one { en, zh } text: `field` in English, `field_zh` in Chinese. */
function bothLanguages(p, field, text) {
  if (typeof text?.en !== 'string' || !text.en.trim() || typeof text.zh !== 'string' || !text.zh.trim())
    throw new Error(`phenomenon ${p.id}: ${field} must be { en, zh } with two non-empty strings; got ${JSON.stringify(text)}`);
  return { [field]: text.en, [`${field}_zh`]: text.zh };
}

/** Each phenomenon's verdict, as report.json carries it: every text in English and, beside it (`_zh`), in Chinese. */
export function judgePhenomena(fid) {
  const c = phenomenaContext(fid);
  return PHENOMENA.map((p) => {
    const r = p.check(c);
    return {
      id: p.id,
      source: p.source,
      // A published data set's check has no lesson to open; it is a prediction.
      ...(p.lesson ? { lesson: p.lesson, step: p.step } : {}),
      ...(p.predicted ? { predicted: true } : {}),
      ...bothLanguages(p, 'title', p.title),
      ...bothLanguages(p, 'article', p.article),
      ...bothLanguages(p, 'model', r.model),
      held: r.held,
      ...(r.held && r.weak ? bothLanguages(p, 'weak', r.weak) : {}),
      ...(p.knownMiss ? bothLanguages(p, 'known_miss', p.knownMiss) : {}),
      ...(r.held && p.caveat ? bothLanguages(p, 'caveat', p.caveat) : {}),
    };
  });
}
