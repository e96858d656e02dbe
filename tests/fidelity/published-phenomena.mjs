// The shapes the published data sets P1-P5 show (plateaus, orderings,
// ratios between settings, directions), as checks in the form of
// phenomena.mjs. All are predictions: each machine was fitted to at most
// one figure (tests/fidelity/published/*/cited.json says which), and no
// check below compares a fitted figure with itself. A shape the model
// misses keeps its check and says why in `knownMiss`: a visible todo.
import { join } from 'node:path';
import { mean, metric, repo, series } from './fidelity-lib.mjs';

const k = (v) => Math.round(v).toLocaleString('en-US');
const x = (v) => `${v.toFixed(2)}×`;
const all = (checks, model) => ({ held: checks.every(Boolean), model });
const same = (text) => ({ en: text, zh: text });
/** Within ±share of the cited value. */
const near = (v, cited, share = 0.25) => Math.abs(v / cited - 1) <= share;

/** The modelled value of a published figure, by data set id and its exact label. */
function fig(c, source, label) {
  const e = c.entries.find((y) => y.source === source && y.label === label);
  if (!e || e.modelled === null) throw new Error(`no modelled ${source} figure "${label}"`);
  return e.modelled;
}
const run = (dataset, scenario) => (c) => {
  const r = c.runs.get(join(repo, 'tests/fidelity/published', dataset, 'scenarios', `${scenario}.json`));
  if (!r) throw new Error(`no run of published/${dataset}/${scenario}`);
  return metric(r, 'tps');
};

const p1 = (c, t, what) => fig(c, 'P1', `${t} ${t === 1 ? 'thread' : 'threads'}, ${what}`);
const p2 = (c, what) => fig(c, 'P2', what);
const P2 = {
  off0: 'innodb_flush_log_at_trx_commit=0, binlog off',
  off1: 'innodb_flush_log_at_trx_commit=1, binlog off',
  on0: 'innodb_flush_log_at_trx_commit=0, binlog on, sync_binlog=0',
  on1: 'innodb_flush_log_at_trx_commit=1, binlog on, sync_binlog=0',
  sync1: 'innodb_flush_log_at_trx_commit=1, binlog on, sync_binlog=1',
};
const p3 = (c, n) => fig(c, 'P3', `sync_binlog=${n}, 4 connections`);
const p4 = (c, n) => fig(c, 'P4', `innodb_thread_concurrency=${n}, 10 threads`);
const P5_SLOW = '8-core Ryzen, slow fsync, sync on commit: binlog in InnoDB ÷ binlog file';
const P5_FAST = '48-core server, fast fsync, write-heavy: binlog in InnoDB ÷ binlog file';
const R1 = 'r1-build-vm-mariadb1011';
const r1 = (c, config, threads) => run(R1, `${config}-t${threads}`)(c);
/** The summary of an R1 run. */
const r1Summary = (c, config, threads) => {
  const r = c.runs.get(join(repo, 'tests/fidelity/published', R1, 'scenarios', `${config}-t${threads}.json`));
  if (!r) throw new Error(`no run of published/${R1}/${config}-t${threads}`);
  return r.summary;
};
/** Transactions per redo fsync in an R1 run. */
const r1PerFsync = (c, config, threads) => {
  const s = r1Summary(c, config, threads);
  return s.transactions / Math.max(1, s.redo_fsyncs);
};
/** Binlog commits per group commit (Binlog_commits ÷ Binlog_group_commits on the real server). */
const r1PerGroup = (c, config, threads) => {
  const g = r1Summary(c, config, threads).mariadb_group_commit;
  return g.commits / Math.max(1, g.groups);
};
/** Sleeps (voluntary context switches of the server's threads) per transaction. */
const r1Sleeps = (c, config, threads) => {
  const s = r1Summary(c, config, threads);
  return s.sleeps / Math.max(1, s.transactions);
};
/** Coefficient of variation of an R1 run's 1-s TPS (after warm-up). */
const r1TpsCv = (c, config, threads) => {
  const r = c.runs.get(join(repo, 'tests/fidelity/published', R1, 'scenarios', `${config}-t${threads}.json`));
  if (!r) throw new Error(`no run of published/${R1}/${config}-t${threads}`);
  const v = series(r, 'tps');
  const m = mean(v);
  return Math.sqrt(mean(v.map((y) => (y - m) ** 2))) / m;
};
/** p95 ÷ average latency of an R1 run. */
const r1TailRatio = (c, config, threads) => {
  const l = r1Summary(c, config, threads).latency_ms;
  return l.p95 / l.avg;
};
const R1_THREADS = [1, 4, 16, 64];
const f1 = (v) => v.map((y) => y.toFixed(1)).join(' → ');
const f2 = (v) => v.map((y) => y.toFixed(2)).join(' → ');
// What R1's misses share: at 16-64 threads the real server's commit path
// costs more CPU per transaction the more threads wait in it (mysqld's CPU
// per transaction, measurements.txt: (0,0) 62 -> 76 -> 109 us at 4/16/64
// threads, (1,1) 146 -> 142 us against 44-56 us with neither log), and its
// commits queue longer for the two vCPUs; the model's wake-ups and
// hand-offs cost the same at any queue length.
const R1_QUEUE_MISS = {
  en: 'the real server\'s work per transaction still changes with the number of threads in ways the model does not have. With neither log its connection threads spend 71 → 50 → 46 → 62 µs of CPU per transaction at 1/4/16/64 threads (sleeps.txt) at the same ~0.8 sleeps per transaction: the halted vCPU\'s wake-up now carries the 1-thread excess, but nothing in the model makes 64 threads dearer than 16. With the binlog on, the real leader\'s turn lasts longer at 64 threads (on two vCPUs woken threads preempt it: 0.2-0.3 involuntary switches per transaction), while the model\'s threads run until they sleep. InnoDB\'s purge now runs in the model on the same two vCPUs (about 8 µs of CPU per transaction there), which brought the binlog runs at 16-64 threads within 25% and took binlog OFF with trx_commit=0 further below the real runs: at 16 threads the real 34,014 TPS stands above its own 4- and 64-thread runs (28,573 and 26,580) and above a second run of the same setting (27,661, persec.txt), where the model stays near 24,000 at 4-64 threads',
  zh: '真实服务器每个事务的工作量仍随线程数变化，而模型没有这一机制。两种日志都关闭时，连接线程在 1/4/16/64 个线程下每事务耗费 71 → 50 → 46 → 62 µs CPU（sleeps.txt），每事务睡眠次数都约 0.8：停机 vCPU 的唤醒代价现在解释了 1 个线程时多出的部分，但模型里没有任何机制让 64 个线程比 16 个线程更贵。开 binlog 时，真实的 leader 在 64 个线程下一轮持续得更久（两个 vCPU 上被唤醒的线程会抢占它：每事务 0.2–0.3 次非自愿切换），而模型的线程一直运行到睡眠为止。模型现在在同样的两个 vCPU 上运行 InnoDB 的 purge（那里每事务约 8 µs CPU），这让 16–64 个线程的 binlog 运行进入了 25% 以内，也让 binlog OFF、trx_commit=0 离真实结果更远：16 个线程时真实的 34,014 TPS 高于它自己 4 个和 64 个线程的运行（28,573 和 26,580），也高于同一设置的另一次运行（27,661，persec.txt），而模型在 4–64 个线程都停在 24,000 左右',
}
// Without an fsync in the binlog path the real leader's turn still lasts
// long enough for commits to queue behind it at 16-64 threads: on two
// vCPUs its steps wait for a core, because Linux lets a woken thread
// preempt the running one (0.2-0.8 involuntary context switches per
// transaction, sleeps.txt); the model's threads run until they sleep, so
// its leader is done before the next commit arrives.
export const PUBLISHED_PHENOMENA = [
  // ---- P1: Zaitsev 2006, MySQL 5.0 --------------------------------------------
  {
    id: 'p1-no-binlog-scales',
    source: 'P1',
    title: {
      en: 'Without the binlog, throughput rises from 1 to 16 threads (redo group commit) and levels off by 64',
      zh: '不开 binlog 时，吞吐从 1 个线程到 16 个线程一路上升（redo 组提交），到 64 个线程趋于平稳',
    },
    article: { en: '1,219 → 2,686 → 3,994 → 3,631 TPS', zh: '1,219 → 2,686 → 3,994 → 3,631 TPS' },
    check(c) {
      const [a, b, d, e] = [1, 4, 16, 64].map((t) => p1(c, t, 'no binlog'));
      return all([b > a, d > 2 * a, near(e, d, 0.25)], same(`${k(a)} → ${k(b)} → ${k(d)} → ${k(e)} TPS`));
    },
  },
  {
    id: 'p1-binlog-cost',
    source: 'P1',
    title: {
      en: 'With the binlog (5.0, two-phase commit), throughput halves at 1 thread and falls to about a sixth of no-binlog at 16 threads',
      zh: '开 binlog（5.0，两阶段提交）后，1 个线程时吞吐减半，16 个线程时只剩不开 binlog 的六分之一左右',
    },
    article: { en: 'binlog ÷ no binlog: 0.50 at 1 thread, 0.17 at 16', zh: '开 binlog ÷ 不开：1 个线程 0.50，16 个线程 0.17' },
    check(c) {
      const r1 = p1(c, 1, 'binlog ON') / p1(c, 1, 'no binlog');
      const r16 = p1(c, 16, 'binlog ON') / p1(c, 16, 'no binlog');
      return all([near(r1, 0.5), r16 < 0.3], {
        en: `binlog ÷ no binlog: ${r1.toFixed(2)} at 1 thread, ${r16.toFixed(2)} at 16`,
        zh: `开 binlog ÷ 不开：1 个线程 ${r1.toFixed(2)}，16 个线程 ${r16.toFixed(2)}`,
      });
    },
  },
  {
    id: 'p1-binlog-flat',
    source: 'P1',
    title: {
      en: 'With the binlog, throughput stays flat from 4 to 64 threads (every commit serialised)',
      zh: '开 binlog 时，吞吐从 4 个线程到 64 个线程保持不变（每次提交都被串行化）',
    },
    article: { en: '668 / 666 / 665 TPS at 4 / 16 / 64 threads', zh: '4 / 16 / 64 个线程：668 / 666 / 665 TPS' },
    check(c) {
      const v = [4, 16, 64].map((t) => p1(c, t, 'binlog ON'));
      return all([Math.max(...v) / Math.min(...v) <= 1.1], same(`${v.map(k).join(' / ')} TPS`));
    },
  },
  {
    id: 'p1-xa-off',
    source: 'P1',
    title: {
      en: 'innodb_support_xa=0 removes the prepare fsync: binlog ON runs about 1.75× faster',
      zh: 'innodb_support_xa=0 去掉了 prepare 的 fsync：开 binlog 时快约 1.75 倍',
    },
    article: { en: '615 → 1,010 TPS at 1 thread, 665 → 1,151 at 64', zh: '1 个线程：615 → 1,010 TPS；64 个线程：665 → 1,151' },
    knownMiss: {
      en: 'at 1 thread the model gains as the article does (three fsyncs per commit become two), and at 64 threads it now gains, but more than the article: with 5.0\'s built-in InnoDB (commit_flush_in_prepare_mutex) an XA commit serialises its binlog fsync and its commit fsync inside prepare_commit_mutex, against one binlog fsync with XA off, so the model\'s XA-off rows run at about 1,800 TPS where the article\'s ran at 1,151-1,163. The machine is not described and its fsync latency is fitted to the no-binlog rows only, so what else the article\'s XA-off commit waited for is not known',
      zh: '1 个线程时模型与文章一样变快（每次提交三次 fsync 变成两次）；64 个线程时现在也变快了，但比文章快得多：5.0 自带的 InnoDB（commit_flush_in_prepare_mutex）让一次 XA 提交在 prepare_commit_mutex 里串行完成 binlog fsync 和提交 fsync，而关闭 XA 时只串行一次 binlog fsync，所以模型关闭 XA 的几行约 1,800 TPS，文章是 1,151–1,163。文章没有描述机器，fsync 延迟只对照不开 binlog 的几行拟合，所以文章里关闭 XA 的提交还在等什么并不清楚',
    },
    check(c) {
      const r1 = p1(c, 1, 'binlog ON, innodb_support_xa=0') / p1(c, 1, 'binlog ON');
      const r64 = p1(c, 64, 'binlog ON, innodb_support_xa=0') / p1(c, 64, 'binlog ON');
      return all([near(r1, 1010.44 / 614.94), near(r64, 1151.36 / 665.18)], {
        en: `XA off ÷ XA on: ${r1.toFixed(2)} at 1 thread, ${r64.toFixed(2)} at 64`,
        zh: `关闭 XA ÷ 打开 XA：1 个线程 ${r1.toFixed(2)}，64 个线程 ${r64.toFixed(2)}`,
      });
    },
  },
  // ---- P2: Percona 2010, XtraDB 5.1 ----------------------------------------------
  {
    id: 'p2-order',
    source: 'P2',
    title: {
      en: 'Each durability step costs throughput: (0, no binlog) > (1, no binlog) > (0, binlog) > (1, binlog) > (1, binlog, sync_binlog=1)',
      zh: '每加一步持久化都要付出吞吐：(0，无 binlog) > (1，无 binlog) > (0，binlog) > (1，binlog) > (1，binlog，sync_binlog=1)',
    },
    article: { en: '36,332 > 23,115 > 17,451 > 12,097 > 3,087 TPS', zh: '36,332 > 23,115 > 17,451 > 12,097 > 3,087 TPS' },
    check(c) {
      const v = ['off0', 'off1', 'on0', 'on1', 'sync1'].map((key) => p2(c, P2[key]));
      return all(v.slice(1).map((y, i) => y < v[i]), same(`${v.map(k).join(' > ')} TPS`));
    },
  },
  {
    id: 'p2-binlog-halves',
    source: 'P2',
    title: {
      en: 'With innodb_flush_log_at_trx_commit=0, turning the binlog on halves throughput (5.1: prepare_commit_mutex)',
      zh: 'innodb_flush_log_at_trx_commit=0 时，打开 binlog 吞吐减半（5.1：prepare_commit_mutex）',
    },
    article: { en: 'binlog ÷ no binlog = 0.48', zh: '开 binlog ÷ 不开 = 0.48' },
    check(c) {
      const r = p2(c, P2.on0) / p2(c, P2.off0);
      return all([near(r, 0.48)], { en: `binlog ÷ no binlog = ${r.toFixed(2)}`, zh: `开 binlog ÷ 不开 = ${r.toFixed(2)}` });
    },
  },
  {
    id: 'p2-redo-fsync-cost',
    source: 'P2',
    title: {
      en: 'Without the binlog, innodb_flush_log_at_trx_commit=1 costs about a third of the throughput of 0',
      zh: '不开 binlog 时，innodb_flush_log_at_trx_commit=1 比 0 少大约三分之一的吞吐',
    },
    article: { en: '1 ÷ 0 = 0.64', zh: '1 ÷ 0 = 0.64' },
    knownMiss: {
      en: 'the model\'s redo group commit hides the assumed 0.2 ms fsync almost entirely at 16-256 threads; the article lost a third of its throughput. Not yet diagnosed: the fsync latency is assumed (the battery-backed class spans 0.1-0.5 ms), and 5.1\'s redo write path is modelled as 5.7\'s. Tried and ruled out: waking every waiter at the end of each flush, as 5.1-5.7\'s os_event broadcast does (the uncovered ones sleep again), moved the best binlog-OFF figure by under 0.1%',
      zh: '在 16-256 个线程下，模型的 redo 组提交几乎完全掩盖了假设的 0.2 ms fsync；文章却损失了三分之一的吞吐。原因尚未查明：fsync 延迟是假设的（带电池缓存的这一档在 0.1-0.5 ms 之间），5.1 的 redo 写入路径是按 5.7 建模的。已试过并排除：像 5.1-5.7 的 os_event 广播那样，每次 flush 结束时唤醒所有等待者（没被覆盖的再睡下去），binlog OFF 的最好成绩变化不到 0.1%',
    },
    check(c) {
      const r = p2(c, P2.off1) / p2(c, P2.off0);
      return all([near(r, 0.64)], same(`1 ÷ 0 = ${r.toFixed(2)}`));
    },
  },
  {
    id: 'p2-sync-binlog-cost',
    source: 'P2',
    title: {
      en: 'With (1, binlog), sync_binlog=1 cuts throughput about fourfold (one serialised binlog fsync per commit)',
      zh: '(1，binlog) 下，sync_binlog=1 让吞吐降到约四分之一（每次提交一次串行的 binlog fsync）',
    },
    article: { en: 'sync_binlog 0 ÷ 1 = 3.92', zh: 'sync_binlog 0 ÷ 1 = 3.92' },
    knownMiss: {
      en: 'the direction holds, but the model\'s drop is larger: its sync_binlog=0 run loses less to the redo fsync than the article\'s (the same gap as the redo-fsync check above), so the ratio comes out higher',
      zh: '方向正确，但模型的降幅更大：模型在 sync_binlog=0 时因 redo fsync 损失的吞吐比文章少（与上面 redo fsync 那一项是同一个差距），所以这个倍数偏高',
    },
    check(c) {
      const r = p2(c, P2.on1) / p2(c, P2.sync1);
      return all([near(r, 3.92)], same(`sync_binlog 0 ÷ 1 = ${r.toFixed(2)}`));
    },
  },
  // ---- P3: mysqlopt 2012, MySQL 5.1 ------------------------------------------------
  {
    id: 'p3-rises-with-n',
    source: 'P3',
    title: {
      en: 'Throughput rises with sync_binlog from 1 to 4 (5.1 counts transactions), and sync_binlog=0 is fastest',
      zh: '吞吐随 sync_binlog 从 1 增加到 4 而上升（5.1 按事务计数），sync_binlog=0 最快',
    },
    article: { en: '619 → 902 → 1,170 → 2,140 inserts/s; 0: 2,226', zh: '619 → 902 → 1,170 → 2,140 次插入/秒；0：2,226' },
    knownMiss: {
      en: 'with innodb_flush_log_at_trx_commit=1 (assumed: the article does not say) each insert also waits for two redo fsyncs on the same disks, so past sync_binlog=2 the binlog fsyncs hardly matter and 3 and 4 come out level. The article\'s sync_binlog=4 running nearly as fast as 0 says its inserts waited on little but the binlog fsync, which fits innodb_flush_log_at_trx_commit=0 or 2; the model with 2 is shown beside',
      zh: '在 innodb_flush_log_at_trx_commit=1（假设值：文章没有说明）下，每次插入还要等同一组磁盘上的两次 redo fsync，所以 sync_binlog 超过 2 之后 binlog 的 fsync 几乎不起作用，3 和 4 持平。文章里 sync_binlog=4 几乎和 0 一样快，说明它的插入除了 binlog fsync 几乎不等别的，这与 innodb_flush_log_at_trx_commit=0 或 2 相符；旁边给出了模型取 2 时的结果',
    },
    check(c) {
      const v = [1, 2, 3, 4].map((n) => p3(c, n));
      const s0 = p3(c, 0);
      const t2 = [0, 1, 4].map((n) => run('p3-mysqlopt-2012', `sync${n}-trx2`)(c));
      return all([...v.slice(1).map((y, i) => y > v[i]), s0 > v[3]], {
        en: `${v.map(k).join(' → ')} inserts/s; 0: ${k(s0)} (with innodb_flush_log_at_trx_commit=2: sync_binlog 1 ${k(t2[1])}, 4 ${k(t2[2])}, 0 ${k(t2[0])})`,
        zh: `${v.map(k).join(' → ')} 次插入/秒；0：${k(s0)}（innodb_flush_log_at_trx_commit=2 时：sync_binlog 1 为 ${k(t2[1])}，4 为 ${k(t2[2])}，0 为 ${k(t2[0])}）`,
      });
    },
  },
  {
    id: 'p3-sync0-vs-1',
    source: 'P3',
    title: { en: 'sync_binlog=0 runs about 3.6× faster than sync_binlog=1', zh: 'sync_binlog=0 比 sync_binlog=1 快约 3.6 倍' },
    article: { en: '0 ÷ 1 = 3.60', zh: '0 ÷ 1 = 3.60' },
    knownMiss: {
      en: 'the same cause as the check above: the redo fsyncs of innodb_flush_log_at_trx_commit=1 (assumed) stay when the binlog fsync goes',
      zh: '原因同上一项：去掉 binlog 的 fsync 之后，innodb_flush_log_at_trx_commit=1（假设值）的 redo fsync 仍然存在',
    },
    check(c) {
      const r = p3(c, 0) / p3(c, 1);
      return all([near(r, 3.6)], same(`0 ÷ 1 = ${r.toFixed(2)}`));
    },
  },
  // ---- P4: sarc.io, MariaDB innodb_thread_concurrency ------------------------------
  {
    id: 'p4-concurrency-direction',
    source: 'P4',
    title: {
      en: 'With 10 threads on 2 cores, throughput rises with innodb_thread_concurrency 1 → 2 → 4 → 8, and 8 matches unlimited (0)',
      zh: '2 个核上跑 10 个线程时，吞吐随 innodb_thread_concurrency 1 → 2 → 4 → 8 上升，8 与不限制（0）持平',
    },
    article: { en: '57 → 82 → 91 → 100 TPS; unlimited 100', zh: '57 → 82 → 91 → 100 TPS；不限制 100' },
    check(c) {
      const [a, b, d, e] = [1, 2, 4, 8].map((n) => p4(c, n));
      const z = p4(c, 0);
      return all([b > a, d > b, e >= 0.99 * d, near(e, z, 0.05)], {
        en: `${k(a)} → ${k(b)} → ${k(d)} → ${k(e)} TPS; unlimited ${k(z)}`,
        zh: `${k(a)} → ${k(b)} → ${k(d)} → ${k(e)} TPS；不限制 ${k(z)}`,
      });
    },
  },
  {
    id: 'p4-one-thread-inside',
    source: 'P4',
    title: {
      en: 'innodb_thread_concurrency=1 keeps a little over half of the unlimited throughput',
      zh: 'innodb_thread_concurrency=1 时吞吐只剩不限制时的一半多一点',
    },
    article: { en: '1 ÷ unlimited = 0.57', zh: '1 ÷ 不限制 = 0.57' },
    knownMiss: {
      en: 'the model (CPU-bound on the assumed machine, near 600 TPS) keeps 0.39: with one thread inside InnoDB the second core idles more than on the article\'s server, which at ~100 TPS is held by something the article does not describe (its memory and storage are not stated)',
      zh: '模型（在假设的机器上受限于 CPU，约 600 TPS）只剩 0.39：InnoDB 里只有一个线程时，第二个核闲置得比文章的服务器多；而文章的服务器只有约 100 TPS，受限于文章没有描述的因素（内存和存储都未说明）',
    },
    check(c) {
      const r = p4(c, 1) / p4(c, 0);
      return all([near(r, 0.57)], { en: `1 ÷ unlimited = ${r.toFixed(2)}`, zh: `1 ÷ 不限制 = ${r.toFixed(2)}` });
    },
  },
  // ---- P5: smalldatum 2026, MariaDB binlog in InnoDB --------------------------------
  {
    id: 'p5-binlog-in-innodb-faster',
    source: 'P5',
    title: {
      en: 'With sync on commit, the binlog in InnoDB (one fsync per commit instead of two) is faster on both servers',
      zh: '每次提交都 sync 时，binlog 存进 InnoDB（每次提交一次 fsync 而不是两次）在两台服务器上都更快',
    },
    article: { en: 'more than 4× (8 cores, slow fsync); about 1.5× (48 cores, fast fsync)', zh: '超过 4 倍（8 核，fsync 慢）；约 1.5 倍（48 核，fsync 快）' },
    check(c) {
      const [slow, fast] = [fig(c, 'P5', P5_SLOW), fig(c, 'P5', P5_FAST)];
      return all([slow > 1, fast > 1], { en: `${x(slow)} (8 cores); ${x(fast)} (48 cores)`, zh: `${x(slow)}（8 核）；${x(fast)}（48 核）` });
    },
  },
  {
    id: 'p5-gain-grows-with-fsync',
    source: 'P5',
    title: {
      en: 'The gain of the binlog in InnoDB grows with fsync latency: larger on the slow-fsync box than on the fast-fsync server',
      zh: 'binlog 存进 InnoDB 的收益随 fsync 延迟增大：fsync 慢的机器上比 fsync 快的服务器上大',
    },
    article: { en: 'more than 4× against about 1.5×', zh: '超过 4 倍，对比约 1.5 倍' },
    check(c) {
      const [slow, fast] = [fig(c, 'P5', P5_SLOW), fig(c, 'P5', P5_FAST)];
      const r = all([slow > fast], { en: `${x(slow)} against ${x(fast)}`, zh: `${x(slow)}，对比 ${x(fast)}` });
      return slow < 2 * fast
        ? {
            ...r,
            weak: {
              en: 'the direction holds, but barely: with 6 clients the stand-in group commit already shares each binlog fsync among several commits, so removing it gains far less than the post\'s more than 4×',
              zh: '方向正确，但差距很小：6 个客户端时，用来替代的组提交已经让几次提交共用一次 binlog fsync，所以去掉它带来的收益远小于文章的 4 倍以上',
            },
          }
        : r;
    },
  },
  {
    id: 'p5-slow-fsync-4x',
    source: 'P5',
    title: {
      en: 'On the 8-core box with slow fsync, the binlog in InnoDB is more than 4× faster',
      zh: '在 fsync 慢的 8 核机器上，binlog 存进 InnoDB 快 4 倍以上',
    },
    article: { en: 'more than 4×', zh: '超过 4 倍' },
    knownMiss: {
      en: 'the model gives about 2.3× on MariaDB\'s own group commit (mariadb_group_commit: one queue, binlog checkpoints, O_DIRECT redo), which at 6 clients shares each binlog fsync among several commits. It charges the binlog\'s fsync a second cache flush (the file grows, so the filesystem commits its journal; the preallocated redo log needs one flush): that took it from 1.5× to 2.4× (2.3× since MariaDB runs 8.0\'s shorter latch holds). The rest of the post\'s >4× is not explained: the class\'s 1.2 ms flush is assumed (the post gives no fsync latency), and xfs or a larger journal commit would cost more',
      zh: '在 MariaDB 自己的组提交上（mariadb_group_commit：一个队列、binlog checkpoint、O_DIRECT 的 redo），模型给出约 2.3 倍：6 个客户端时它已让几次提交共用一次 binlog fsync。模型让 binlog 的 fsync 多一次缓存刷写（文件在增长，文件系统要提交日志；预分配的 redo 日志只需一次刷写）：这让结果从 1.5 倍升到 2.4 倍（MariaDB 改用 8.0 的较短 latch 持有时间后为 2.3 倍）。文章 4 倍以上的其余部分还解释不了：这一类设备 1.2 ms 的刷写时间是假设的（文章没有给出 fsync 延迟），xfs 或更大的日志提交还会更贵',
    },
    check(c) {
      const slow = fig(c, 'P5', P5_SLOW);
      return all([slow > 4], same(x(slow)));
    },
  },
  {
    id: 'p5-fast-fsync-gain',
    source: 'P5',
    title: {
      en: 'On the 48-core server with fast fsync (CPU-bound), the binlog in InnoDB gains about 1.5× on write-heavy tests',
      zh: '在 fsync 快、受限于 CPU 的 48 核服务器上，写为主的测试中 binlog 存进 InnoDB 快约 1.5 倍',
    },
    article: { en: 'about 1.5×', zh: '约 1.5 倍' },
    check(c) {
      const fast = fig(c, 'P5', P5_FAST);
      return all([near(fast, 1.5)], same(x(fast)));
    },
  },
  // ---- R1: MariaDB 10.11 on this project's 2-vCPU build VM ----------------------
  {
    id: 'r1-zero-zero-beats-off-tc1',
    source: 'R1',
    title: {
      en: 'At 16 threads, (0,0) is faster than binlog OFF with trx_commit=1 on a 2-vCPU VM',
      zh: '16 个线程时，在 2 vCPU 虚拟机上 (0,0) 比 binlog OFF 且 trx_commit=1 更快',
    },
    article: { en: '20,190 vs 13,710 TPS (1.47×)', zh: '20,190 对 13,710 TPS（1.47 倍）' },
    check(c) {
      const zero = r1(c, 'on00', 16), off1 = r1(c, 'off-tc1', 16);
      return all([zero > off1], { en: `${k(zero)} vs ${k(off1)} TPS (${x(zero / off1)})`, zh: `${k(zero)} 对 ${k(off1)} TPS（${x(zero / off1)}）` });
    },
  },
  {
    id: 'r1-zero-zero-ratio',
    source: 'R1',
    title: {
      en: 'At 16 threads, (0,0) gains about 1.5× over binlog OFF with trx_commit=1',
      zh: '16 个线程时，(0,0) 比 binlog OFF 且 trx_commit=1 快约 1.5 倍',
    },
    article: { en: '1.47×', zh: '1.47 倍' },
    check(c) {
      const ratio = r1(c, 'on00', 16) / r1(c, 'off-tc1', 16);
      return all([near(ratio, 1.47)], same(x(ratio)));
    },
  },
  {
    id: 'r1-off-tc1-rises',
    source: 'R1',
    title: {
      en: 'Binlog OFF with trx_commit=1 still rises from 16 to 64 threads (bigger redo groups)',
      zh: 'binlog OFF 且 trx_commit=1 时，从 16 到 64 个线程吞吐仍在上升（redo 组更大）',
    },
    article: { en: '13,710 → 15,957 TPS', zh: '13,710 → 15,957 TPS' },
    check(c) {
      const a = r1(c, 'off-tc1', 16), b = r1(c, 'off-tc1', 64);
      return all([b > a], same(`${k(a)} → ${k(b)} TPS`));
    },
  },
  {
    id: 'r1-trx-per-fsync-grows',
    source: 'R1',
    title: {
      en: 'Transactions per redo fsync grow with threads (binlog OFF, trx_commit=1)',
      zh: '每次 redo fsync 覆盖的事务数随线程数增加（binlog OFF，trx_commit=1）',
    },
    article: { en: '1.0 → 1.9 → 6.8 → 24.1 at 1/4/16/64 threads', zh: '1/4/16/64 个线程时为 1.0 → 1.9 → 6.8 → 24.1' },
    check(c) {
      const v = [1, 4, 16, 64].map((t) => r1PerFsync(c, 'off-tc1', t));
      return all([v[1] > v[0], v[2] > v[1], v[3] > v[2], near(v[2], 6.8, 0.3)], same(v.map((y) => y.toFixed(1)).join(' → ')));
    },
  },
  {
    id: 'r1-sync-binlog-1000',
    source: 'R1',
    title: {
      en: 'sync_binlog=1000 beats sync_binlog=1 at every thread count (trx_commit=1)',
      zh: '每个线程数下 sync_binlog=1000 都比 sync_binlog=1 快（trx_commit=1）',
    },
    article: { en: '2,867 / 7,502 / 13,494 / 10,304 vs 2,040 / 4,540 / 8,255 / 9,604 TPS', zh: '2,867 / 7,502 / 13,494 / 10,304 对 2,040 / 4,540 / 8,255 / 9,604 TPS' },
    check(c) {
      const t = [1, 4, 16, 64];
      const a = t.map((n) => r1(c, 'on1000-1', n)), b = t.map((n) => r1(c, 'on11', n));
      return all(a.map((v, i) => v > b[i]), { en: `${a.map(k).join(' / ')} vs ${b.map(k).join(' / ')} TPS`, zh: `${a.map(k).join(' / ')} 对 ${b.map(k).join(' / ')} TPS` });
    },
  },
  {
    id: 'r1-binlog-falls-at-64',
    source: 'R1',
    title: {
      en: 'With the binlog on, throughput falls from 16 to 64 threads on two vCPUs',
      zh: '开 binlog 时，两个 vCPU 上从 16 到 64 个线程吞吐下降',
    },
    article: { en: '(0,0) 20,190 → 14,286; sync_binlog=1000 13,494 → 10,304 TPS', zh: '(0,0) 20,190 → 14,286；sync_binlog=1000 13,494 → 10,304 TPS' },
    knownMiss: R1_QUEUE_MISS,
    check(c) {
      const [a, b, d, e] = [r1(c, 'on00', 16), r1(c, 'on00', 64), r1(c, 'on1000-1', 16), r1(c, 'on1000-1', 64)];
      return all([b < 0.9 * a, e < 0.9 * d], { en: `(0,0) ${k(a)} → ${k(b)}; sync_binlog=1000 ${k(d)} → ${k(e)} TPS`, zh: `(0,0) ${k(a)} → ${k(b)}；sync_binlog=1000 ${k(d)} → ${k(e)} TPS` });
    },
  },
  {
    id: 'r1-sleeps-redo',
    source: 'R1',
    title: {
      en: 'Sleeps per transaction: about one (the socket) without a redo fsync; with trx_commit=1 about three at 1-4 threads (O_DIRECT write, then flush), fewer as redo groups grow',
      zh: '每个事务的睡眠次数：没有 redo fsync 时约一次（等 socket）；trx_commit=1 时 1–4 个线程约三次（O_DIRECT 写，然后 flush），redo 组变大后减少',
    },
    article: {
      en: 'mariadbd\'s voluntary context switches per transaction (sleeps.txt): trx_commit=0 0.87 → 0.73 → 0.82 → 0.85; trx_commit=1 3.31 → 3.24 → 2.50 → 2.30 at 1/4/16/64 threads',
      zh: 'mariadbd 每个事务的自愿上下文切换（sleeps.txt）：trx_commit=0 为 0.87 → 0.73 → 0.82 → 0.85；trx_commit=1 在 1/4/16/64 个线程时为 3.31 → 3.24 → 2.50 → 2.30',
    },
    check(c) {
      const real0 = [0.87, 0.73, 0.82, 0.85], real1 = [3.31, 3.24, 2.5, 2.3];
      const m0 = R1_THREADS.map((t) => r1Sleeps(c, 'off-tc0', t)), m1 = R1_THREADS.map((t) => r1Sleeps(c, 'off-tc1', t));
      const close = (m, r) => m.every((v, i) => Math.abs(v - r[i]) <= 0.35);
      return all([close(m0, real0), close(m1, real1), m1[3] < m1[0]], {
        en: `trx_commit=0 ${f2(m0)}; trx_commit=1 ${f2(m1)}`,
        zh: `trx_commit=0 为 ${f2(m0)}；trx_commit=1 为 ${f2(m1)}`,
      });
    },
  },
  {
    id: 'r1-binlog-groups-sync',
    source: 'R1',
    title: {
      en: 'With sync_binlog=1 the binlog groups grow with threads (commits per group commit)',
      zh: 'sync_binlog=1 时，binlog 组随线程数变大（每次组提交的提交数）',
    },
    article: {
      en: 'Binlog_commits ÷ Binlog_group_commits: 1.0 → 1.4 → 4.3 → 14.5 at 1/4/16/64 threads; sync_binlog=1000: 1.0 → 1.0 → 1.2 → 2.3',
      zh: 'Binlog_commits ÷ Binlog_group_commits：1/4/16/64 个线程时为 1.0 → 1.4 → 4.3 → 14.5；sync_binlog=1000 时为 1.0 → 1.0 → 1.2 → 2.3',
    },
    check(c) {
      const real = [1.0, 1.38, 4.26, 14.5];
      const m = R1_THREADS.map((t) => r1PerGroup(c, 'on11', t)), m1000 = R1_THREADS.map((t) => r1PerGroup(c, 'on1000-1', t));
      return all([m.every((v, i) => near(v, real[i], 0.3)), m1000[3] > m1000[1], m1000[3] < m[3] / 2], {
        en: `${f1(m)}; sync_binlog=1000: ${f1(m1000)}`,
        zh: `${f1(m)}；sync_binlog=1000 时为 ${f1(m1000)}`,
      });
    },
  },
  {
    id: 'r1-binlog-groups-nosync',
    source: 'R1',
    title: {
      en: 'With sync_binlog=0 binlog groups still form at 16-64 threads, and their followers sleep',
      zh: 'sync_binlog=0 时，16–64 个线程下 binlog 仍然成组，组里的 follower 要睡眠等待',
    },
    article: {
      en: '(0,0): commits per group 1.00 → 1.06 → 1.78 → 6.85; sleeps per transaction 0.97 → 0.94 → 1.46 → 1.95 at 1/4/16/64 threads',
      zh: '(0,0)：每组提交数 1.00 → 1.06 → 1.78 → 6.85；每个事务的睡眠 0.97 → 0.94 → 1.46 → 1.95（1/4/16/64 个线程）',
    },
    knownMiss: {
      en: 'the model\'s binlog leader ends its turn sooner than the real one: on two vCPUs the real leader\'s steps wait for a core when woken threads preempt it (0.2-0.3 involuntary switches per transaction), while the model\'s threads run until they sleep. Since a woken follower pays for its displaced caches (resume_refill_cpu_us), fewer commits arrive during the model\'s short turns: 3.8 per group at 64 threads against the real 6.85 (4.4 before MariaDB\'s latch holds were shortened, 6.3 without that cost)',
      zh: '模型里 binlog leader 的一轮比真实的结束得早：两个 vCPU 上，被唤醒的线程会抢占真实的 leader，它的每一步都要等核（每事务 0.2–0.3 次非自愿切换），而模型的线程一直运行到睡眠为止。被唤醒的 follower 现在要为被挤出的缓存付出代价（resume_refill_cpu_us），模型短短一轮里到达的提交更少：64 个线程时每组 3.8 个，真实是 6.85（缩短 MariaDB 的 latch 持有时间之前是 4.4，不计这项代价时是 6.3）',
    },
    check(c) {
      const g = R1_THREADS.map((t) => r1PerGroup(c, 'on00', t)), z = R1_THREADS.map((t) => r1Sleeps(c, 'on00', t));
      return all([near(g[2], 1.78, 0.3), near(g[3], 6.85, 0.3), Math.abs(z[3] - 1.95) <= 0.35], {
        en: `commits per group ${f2(g)}; sleeps per transaction ${f2(z)}`,
        zh: `每组提交数 ${f2(g)}；每个事务的睡眠 ${f2(z)}`,
      });
    },
  },
  {
    id: 'r1-per-second-spread',
    source: 'R1',
    title: {
      en: 'From one second to the next the real server\'s TPS varies by 8-22% (coefficient of variation of sysbench\'s 1-s lines), and its p95 latency is about twice the average',
      zh: '真实服务器的 TPS 每秒之间波动 8–22%（sysbench 每秒一行的变异系数），p95 延迟约为平均值的两倍',
    },
    article: {
      en: 'persec.txt (20-s runs): binlog OFF trx_commit=0 16 threads 15.3%, trx_commit=1 16 threads 14.3%, (1,1) 16 threads 8.2%, (0,0) 64 threads 22.3%; p95 ÷ average (measurements.txt) 2.51 / 1.93 / 1.87 / 2.06',
      zh: 'persec.txt（20 秒的运行）：binlog OFF、trx_commit=0、16 个线程 15.3%，trx_commit=1、16 个线程 14.3%，(1,1)、16 个线程 8.2%，(0,0)、64 个线程 22.3%；p95 ÷ 平均值（measurements.txt）为 2.51 / 1.93 / 1.87 / 2.06',
    },
    knownMiss: {
      en: 'the model\'s p95 ÷ average lands near the real ones (its randomness is per transaction: the fsync\'s tail, the run queue\'s order, wake-up jitter), but that randomness averages out over thousands of transactions a second, so its 1-s TPS varies by under 1%. The real spread comes from processes that last seconds. One is purge: sampled every 0.1 s, MariaDB 10.11\'s purge runs in bursts that only the master task starts, once a second; at 16 threads one burst a second, with TPS 0.58× while it runs, and at (0,0) with 64 threads bursts of 1-2 s every ~1.6 s (purge-bursts.txt), so that the 1-s lines alternate (13.0k-18.2k before any page was flushed). The model now starts purge the same way and shows the 16-thread bursts, but one burst a second falls once in every 1-s line, and at 64 threads its purge threads get too small a share of the two cores ever to finish a burst. The other is page flushing once the checkpoint age reaches InnoDB\'s asynchronous limit (380 MB of R1\'s 512 MB redo log), which the model does not run: calibration.md, "Purge in bursts" and "Purge and page flushing, looked at again". No noise term stands in for either',
      zh: '模型的 p95 ÷ 平均值与真实值接近（它的随机性在每个事务上：fsync 的长尾、运行队列的次序、唤醒抖动），但这些随机性在每秒数千个事务上相互抵消，所以它每秒的 TPS 波动不到 1%。真实的波动来自以秒为尺度的过程。其一是 purge：每 0.1 秒采样一次可以看到，MariaDB 10.11 的 purge 成阵地运行，只由 master 任务每秒启动一次；16 个线程时每秒一阵，运行期间 TPS 为 0.58×；(0,0)、64 个线程时每阵持续 1–2 秒、约每 1.6 秒一阵（purge-bursts.txt），于是每秒一行的 TPS 交替起伏（还没有刷任何脏页时就是 13.0k–18.2k）。模型现在以同样的方式启动 purge，也显示出 16 个线程时的阵发，但每秒一阵恰好落在每个 1 秒的行里各一次；而 64 个线程时模型的 purge 线程分到的两个核的份额太小，一阵永远清不完。其二是检查点年龄（checkpoint age）到达 InnoDB 异步上限（R1 的 512 MB redo 日志里是 380 MB）之后的刷脏页，模型没有运行它：见 calibration.md 的“Purge in bursts”和“Purge and page flushing, looked at again”。模型没有用噪声项来代替其中任何一个',
    },
    check(c) {
      const runs = [['off-tc0', 16], ['off-tc1', 16], ['on11', 16], ['on00', 64]];
      const realCv = [0.153, 0.143, 0.082, 0.223], realTail = [2.51, 1.93, 1.87, 2.06];
      const cv = runs.map(([cfg, t]) => r1TpsCv(c, cfg, t)), tail = runs.map(([cfg, t]) => r1TailRatio(c, cfg, t));
      const pct = (v) => v.map((y) => `${(100 * y).toFixed(y < 0.01 ? 2 : 1)}%`).join(' / ');
      return all([...cv.map((v, i) => v >= realCv[i] / 2), ...tail.map((v, i) => near(v, realTail[i], 0.3))], {
        en: `1-s TPS varies by ${pct(cv)}; p95 ÷ average ${tail.map((y) => y.toFixed(2)).join(' / ')}`,
        zh: `每秒 TPS 波动 ${pct(cv)}；p95 ÷ 平均值为 ${tail.map((y) => y.toFixed(2)).join(' / ')}`,
      });
    },
  },
].map((p) => ({ ...p, predicted: true }));
