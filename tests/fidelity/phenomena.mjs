// The published phenomena, each as data: what the article saw, the check
// that decides whether the model reproduces it, and the model's own
// numbers behind the verdict. One list serves the tests (fidelity.test.mjs
// asserts each), the report (`npm run fidelity` writes the verdicts into
// report.json) and the "How close is the model?" page.
// A phenomenon the model misses keeps its check and says why in
// `knownMiss`: the test stays `todo`, the page shows it as missed.
import { join } from 'node:path';
import { metric, series, stalls, median, repo } from './fidelity-lib.mjs';

const k = (v) => Math.round(v).toLocaleString('en-US');
const pct = (v) => `${(v * 100).toFixed(0)}%`;

/** Lookups over one fidelity computation ({ entries, runs }). */
export function phenomenaContext(fid) {
  const byLabel = (source, metricName, labelPart) => {
    const e = fid.entries.find((x) => x.source === source && x.metric === metricName && x.label.includes(labelPart));
    if (!e) throw new Error(`no ${source} ${metricName} figure matching "${labelPart}"`);
    return e.modelled;
  };
  const runOf = (lesson, scenario) => {
    const run = fid.runs.get(join(repo, 'lessons', lesson, 'scenarios', scenario));
    if (!run) throw new Error(`no run of ${lesson}/${scenario}`);
    return run;
  };
  return {
    entries: fid.entries,
    byLabel,
    runOf,
    s000: (labelPart) => byLabel('S000', 'tps', labelPart),
    tpcc: (sb, bp, fs) => byLabel('S004', 'median_tps', `${sb === 'off' ? 'no binlog' : `sync_binlog=${sb}`}, buffer pool ${bp} GB, ${fs}`),
    gain: (labelPart) => byLabel('S003', 'peak_tps_gain_pct', labelPart),
    rotation: (name) => runOf('02-rotation-stalls', `${name}.json`),
  };
}

/** Every check in `checks` must hold; the model's numbers go in `model`.
 * A check may add `weak`: held, but only in direction (the page says so). */
const all = (checks, model) => ({ held: checks.every(Boolean), model });

// S001: dips at every rotation, one period apart: max_binlog_size / binlog rate.
function rotationPeriod(c, name, mb) {
  const run = c.rotation(name);
  const st = stalls(run);
  const expected = (mb * 1024 * 1024) / median(series(run, 'binlog_bytes_ps'));
  const period = st.list.length >= 2 ? (st.list[st.list.length - 1].t - st.list[0].t) / (st.list.length - 1) : NaN;
  const rotations = run.summary.rotations;
  return {
    st,
    ok: st.list.length >= 2 && Math.abs(period / expected - 1) <= 0.15 && Math.abs(st.list.length - rotations) <= 1,
    text: `${st.list.length} dips for ${rotations} rotations, ${period.toFixed(1)} s apart (size / binlog rate = ${expected.toFixed(1)} s)`,
  };
}

// S003: parallel flush's peak-TPS gain in one durability setting, ±15 points.
function parallelFlushGain(key, tuple, cited, against, step) {
  return {
    id: `s003-parallel-flush-${key}`,
    source: 'S003',
    lesson: '04-parallel-flush',
    step,
    title: `Binlog parallel flush raises peak TPS ${against}by ${cited}% ± 15 points in ${tuple}`,
    article: `+${cited}% peak TPS`,
    check(c) {
      const g = c.gain(`parallel flush vs group commit, ${tuple}`);
      return all([Math.abs(g - cited) <= 15], `+${g.toFixed(0)}% peak TPS`);
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
    title: 'At 256 threads (innodb_thread_concurrency 16, spin delay 6), binlog ON out-runs binlog OFF and uses more CPU',
    article: 'ON 67,983 vs OFF 47,644 TPS; peak CPU 20.4 vs 7.4 cores',
    check(c) {
      const cfg = (bin) => `256 threads, binlog ${bin}, innodb_thread_concurrency=16, innodb_spin_wait_delay=6`;
      const [on, off] = [c.s000(cfg('ON')), c.s000(cfg('OFF'))];
      const [cpuOn, cpuOff] = [c.byLabel('S000', 'peak_cpu_cores', cfg('ON')), c.byLabel('S000', 'peak_cpu_cores', cfg('OFF'))];
      return all([on > off, cpuOn > cpuOff], `ON ${k(on)} vs OFF ${k(off)} TPS; peak CPU ${cpuOn.toFixed(1)} vs ${cpuOff.toFixed(1)} cores`);
    },
  },
  {
    id: 's000-off-beats-on-16',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 3,
    title: 'At 16 threads binlog OFF out-runs binlog ON',
    article: 'OFF 50,267 vs ON 29,176 TPS',
    check(c) {
      const [off, on] = [c.s000('16 threads, binlog OFF'), c.s000('16 threads, binlog ON')];
      return all([off > on], `OFF ${k(off)} vs ON ${k(on)} TPS`);
    },
  },
  {
    id: 's000-concurrency-sweep',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 4,
    title: 'With spin delay 2, binlog OFF rises from innodb_thread_concurrency 16 to 32 to 64 and falls at 128',
    article: '53,536 → 74,121 → 81,503 → 75,441 TPS',
    check(c) {
      const t = (n) => c.s000(`binlog OFF, innodb_thread_concurrency=${n}, innodb_spin_wait_delay=2`);
      const [a, b, d, e] = [t(16), t(32), t(64), t(128)];
      return all([b > a, d > b, e < d], `${k(a)} → ${k(b)} → ${k(d)} → ${k(e)} TPS`);
    },
  },
  {
    id: 's000-spin-delay',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 5,
    title: 'Lowering innodb_spin_wait_delay from 6 to 2 raises binlog OFF at concurrency 16',
    article: '47,644 → 53,536 TPS (+12%)',
    check(c) {
      const cfg = (d) => `256 threads, binlog OFF, innodb_thread_concurrency=16, innodb_spin_wait_delay=${d}`;
      const [d6, d2] = [c.s000(cfg(6)), c.s000(cfg(2))];
      const r = all([d2 > d6], `${k(d6)} → ${k(d2)} TPS (${d2 >= d6 ? '+' : ''}${((d2 / d6 - 1) * 100).toFixed(1)}%)`);
      // The article's gain is +12%: under half of that, the direction holds but the mechanism is too weak.
      return d2 / d6 - 1 < 0.06
        ? { ...r, weak: 'the direction holds, but the model\'s effect is far smaller than the article\'s: it spins less per transaction at this concurrency than the real server (see docs/calibration.md)' }
        : r;
    },
  },
  {
    id: 's000-sleep-delay',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 2,
    title: 'The adaptive innodb_thread_sleep_delay climbs above 10,000 µs at concurrency 16 with 256 threads',
    article: 'the sleep delay kept growing, to tens of thousands of microseconds',
    check(c) {
      const max = c.runOf('01-binlog-off-slower', 't256-off-c16-d6.json').summary.admission_max_sleep_delay_us;
      return all([max > 10000], `peaks at ${k(max)} µs`);
    },
  },
  {
    id: 's000-best-setting',
    source: 'S000',
    lesson: '01-binlog-off-slower',
    step: 4,
    title: 'The best binlog-OFF setting tested lies at innodb_thread_concurrency 80–112',
    article: 'best: concurrency 80, spin delay 3, 91,384 TPS',
    check(c) {
      const off = c.entries.filter((e) => e.source === 'S000' && e.metric === 'tps' && e.label.startsWith('256 threads, binlog OFF'));
      const best = off.reduce((a, b) => (b.modelled > a.modelled ? b : a));
      const conc = Number(/concurrency=(\d+)/.exec(best.label)[1]);
      const delay = /spin_wait_delay=(\d+)/.exec(best.label)?.[1];
      return all([conc >= 80 && conc <= 112], `best: concurrency ${conc}, spin delay ${delay}, ${k(best.modelled)} TPS`);
    },
  },
  // ---- S002: MySQL 5.5 prepare_commit_mutex ----------------------------------
  {
    id: 's002-collapse',
    source: 'S002',
    lesson: '03-mysql55-prepare-commit-mutex',
    step: 1,
    title: 'MySQL 5.5 with prepare_commit_mutex and (1,1): binlog ON at 100 threads is 6–10× slower than OFF, with p95 latency several times higher',
    article: 'OFF 10,188 vs ON 1,258 TPS (8.1×); p95 36.2 vs 179.9 ms',
    check(c) {
      const on = c.runOf('03-mysql55-prepare-commit-mutex', 'mysql55-binlog-on.json');
      const off = c.runOf('03-mysql55-prepare-commit-mutex', 'mysql55-binlog-off.json');
      const ratio = metric(off, 'tps') / metric(on, 'tps');
      const [p95on, p95off] = [on.summary.latency_ms.p95, off.summary.latency_ms.p95];
      return all(
        [ratio >= 6 && ratio <= 10, p95on > 3 * p95off],
        `OFF ${k(metric(off, 'tps'))} vs ON ${k(metric(on, 'tps'))} TPS (${ratio.toFixed(1)}×); p95 ${p95off.toFixed(1)} vs ${p95on.toFixed(1)} ms`,
      );
    },
  },
  {
    id: 's002-group-commit',
    source: 'S002',
    lesson: '03-mysql55-prepare-commit-mutex',
    step: 3,
    title: 'On the same box, 5.7 binary log group commit with the binlog ON is within 1.5× of binlog OFF',
    article: 'the article explains the collapse by the missing binlog group commit (fixed in 5.6)',
    check(c) {
      const gc = metric(c.runOf('03-mysql55-prepare-commit-mutex', 'gc57-binlog-on.json'), 'tps');
      const off = metric(c.runOf('03-mysql55-prepare-commit-mutex', 'mysql55-binlog-off.json'), 'tps');
      return all([off / gc <= 1.5], `group commit ${k(gc)} vs OFF ${k(off)} TPS (${(off / gc).toFixed(2)}×)`);
    },
  },
  // ---- S001: rotation stalls ---------------------------------------------------
  {
    id: 's001-1000mb',
    source: 'S001',
    lesson: '02-rotation-stalls',
    step: 1,
    title: '(0,0), max_binlog_size 1000 MB: TPS falls below 5% of steady state at every rotation, once per size ÷ binlog rate',
    article: 'a 0-TPS second every 18–20 s at ~50 MB/s of binlog',
    check(c) {
      const r = rotationPeriod(c, 'rotation-1000mb', 1000);
      const deep = r.st.list.every((s) => s.min < 0.05 * r.st.median);
      return all([r.ok, deep], `${r.text}; deepest 1-s dip ${pct(deepest(r.st))} of steady`);
    },
  },
  {
    id: 's001-500mb-period',
    source: 'S001',
    lesson: '02-rotation-stalls',
    step: 1,
    title: '(0,0), 500 MB: a dip at every rotation, once per size ÷ binlog rate',
    article: 'a dip about every 10 s',
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
    title: '(0,0), 500 MB: TPS falls below 5% of steady state in each rotation (1-s intervals)',
    article: 'TPS falls to zero at each rotation',
    knownMiss:
      'the article\'s own 1000 MB lines lose about 1.65 s of throughput per rotation, so a 500 MB rotation should stall for about 0.8 s, less than one 1-s interval, which then keeps part of the steady TPS unless the stall lines up with it; the model drains 500 MB in about 1 s. A stall that empties a whole second at every 500 MB rotation would contradict the 1000 MB figures',
    check(c) {
      const st = stalls(c.rotation('rotation-500mb'));
      const dips = st.list.map((s) => pct(s.min / st.median)).join(', ');
      return all(
        [st.list.length > 0, st.list.every((s) => s.min < 0.05 * st.median)],
        `lowest 1-s interval of each dip: ${dips} of steady; each dip loses ${st.list.map((s) => s.lost.toFixed(1)).join(', ')} s of throughput`,
      );
    },
  },
  {
    id: 's001-250mb',
    source: 'S001',
    lesson: '02-rotation-stalls',
    step: 4,
    title: '(0,0), 250 MB: the dips are shallower and do not reach zero',
    article: 'dips to 31,682–43,009 of ~56,000 TPS',
    check(c) {
      const deep = stalls(c.rotation('rotation-1000mb'));
      const shallow = stalls(c.rotation('rotation-250mb'), 0.85);
      const [d, s] = [deepest(deep), deepest(shallow)];
      return all([shallow.list.length >= 2, s > d, s > 0.05], `${shallow.list.length} dips, deepest ${pct(s)} of steady (1000 MB: ${pct(d)})`);
    },
  },
  {
    id: 's001-no-dips-when-synced',
    source: 'S001',
    lesson: '02-rotation-stalls',
    step: 3,
    title: '(1,1) and sync_binlog=1000 show no periodic dips',
    article: 'no dips with (1,1) or (1000,1)',
    check(c) {
      const counts = ['sync1-trx1', 'sync1000-trx1'].map((n) => stalls(c.rotation(n), 0.85).list.length);
      return all(counts.map((n) => n === 0), `dips below 85% of steady: (1,1) ${counts[0]}, (1000,1) ${counts[1]}`);
    },
  },
  // ---- S004: Percona, TPC-C ------------------------------------------------------
  {
    id: 's004-order',
    source: 'S004',
    lesson: '05-binlog-and-filesystems',
    step: 3,
    title: 'For each buffer pool: no binlog > sync_binlog 0 ≈ 10000 > 1000 ≳ 1 (ext4)',
    article: '80 GB: 6,088 > 5,702 ≈ 5,664 > 5,303 ≳ 5,263 TPS',
    knownMiss:
      'in the model the periodic fsync of 1000 groups\' binlog under LOCK_sync costs about as much as per-group fsyncs, so sync_binlog=1000 ties with 1 at 80 GB and falls about 3% below it at 70 GB',
    check(c) {
      const checks = [];
      const rows = [];
      for (const bp of [60, 70, 80]) {
        const [off, s0, s1, s1000, s10000] = ['off', 0, 1, 1000, 10000].map((sb) => c.tpcc(sb, bp, 'ext4'));
        checks.push(off > s0 && off > s10000, Math.abs(s0 / s10000 - 1) < 0.05, Math.min(s0, s10000) > s1000, s1000 >= 0.98 * s1);
        rows.push(`${bp} GB: ${k(off)} / ${k(s0)} / ${k(s10000)} / ${k(s1000)} / ${k(s1)}`);
      }
      return all(checks, `no binlog / 0 / 10000 / 1000 / 1: ${rows.join('; ')}`);
    },
  },
  {
    id: 's004-buffer-pool',
    source: 'S004',
    lesson: '05-binlog-and-filesystems',
    step: 2,
    title: 'Throughput rises with the buffer pool (60 → 70 → 80 GB), for every sync_binlog and filesystem',
    article: 'sync_binlog=0, ext4: 4,175 → 5,053 → 5,702 TPS',
    check(c) {
      const checks = [];
      for (const sb of ['off', 0, 1, 1000, 10000])
        for (const fs of ['ext4', 'xfs']) checks.push(c.tpcc(sb, 60, fs) < c.tpcc(sb, 70, fs) && c.tpcc(sb, 70, fs) < c.tpcc(sb, 80, fs));
      const t = (bp) => k(c.tpcc(0, bp, 'ext4'));
      return all(checks, `sync_binlog=0, ext4: ${t(60)} → ${t(70)} → ${t(80)} TPS; ${checks.filter(Boolean).length} of ${checks.length} series rise`);
    },
  },
  {
    id: 's004-buffer-pool-gain',
    source: 'S004',
    lesson: '05-binlog-and-filesystems',
    step: 2,
    title: 'From a 60 to an 80 GB buffer pool throughput rises by a quarter to a half, for every binlog setting (ext4)',
    article: '+34% to +46%',
    check(c) {
      const gains = ['off', 0, 1, 1000, 10000].map((sb) => c.tpcc(sb, 80, 'ext4') / c.tpcc(sb, 60, 'ext4'));
      const pctRange = `+${((Math.min(...gains) - 1) * 100).toFixed(0)}% to +${((Math.max(...gains) - 1) * 100).toFixed(0)}%`;
      return all(gains.map((g) => g > 1.25 && g < 1.6), pctRange);
    },
  },
  {
    id: 's004-ext4-xfs',
    source: 'S004',
    lesson: '05-binlog-and-filesystems',
    step: 5,
    title: 'ext4 runs at least as fast as xfs in every configuration',
    article: 'xfs a little below ext4 across the board',
    knownMiss:
      'the filesystems differ only by journal-commit latency here, too little to order them above run-to-run noise; the article\'s xfs gap is largest at 60 GB with a buffered binlog, and no mechanism for that is modelled',
    check(c) {
      let ahead = 0;
      let n = 0;
      for (const sb of ['off', 0, 1, 1000, 10000])
        for (const bp of [60, 70, 80]) {
          n += 1;
          if (c.tpcc(sb, bp, 'ext4') >= c.tpcc(sb, bp, 'xfs')) ahead += 1;
        }
      return all([ahead === n], `ext4 ≥ xfs in ${ahead} of ${n} configurations`);
    },
  },
  {
    id: 's004-rotation-stall',
    source: 'S004',
    lesson: '05-binlog-and-filesystems',
    step: 4,
    title: 'sync_binlog=0 with a 1 GB binlog stalls to zero for 1–2 s about every 40 s',
    article: 'throughput to 0 for 1–2 s every 40 s',
    check(c) {
      const st = stalls(c.runOf('05-binlog-and-filesystems', 'sync0-bp80-ext4-long.json'));
      const period = st.list.length >= 2 ? (st.list[st.list.length - 1].t - st.list[0].t) / (st.list.length - 1) : NaN;
      const lost = st.list.map((s) => s.lost);
      return all(
        [st.list.length >= 2, period > 30 && period < 50, ...st.list.map((s) => s.min < 0.05 * st.median && s.lost >= 0.8 && s.lost <= 2.5)],
        `${st.list.length} stalls ${period.toFixed(1)} s apart, each losing ${lost.map((x) => x.toFixed(1)).join(', ')} s of throughput`,
      );
    },
  },
  // ---- S003: AliSQL ----------------------------------------------------------------
  parallelFlushGain('11', '(1,1)', 56, 'over 5.7 group commit ', 2),
  parallelFlushGain('02', '(0,2)', 61, '', 3),
  {
    id: 's003-binlog-in-redo-low-concurrency',
    source: 'S003',
    lesson: '04-parallel-flush',
    step: 4,
    title: 'Binlog in redo (V1) raises (1,1) TPS most at low concurrency',
    article:
      'binlog in redo (part 1 of the series) fixed group commit\'s weak spot, low concurrency; V2 adds parallel flush and gains at every concurrency',
    check(c) {
      const t = (name, th) => metric(c.runOf('04-parallel-flush', `${name}-11-t${th}.json`), 'tps');
      // V1 requires binlog_order_commits=OFF, which has effects of its own:
      // compare with group commit run the same way.
      const v1 = (th) => t('alisql_binlog_in_redo_v1', th) / t('group_commit_57-unordered', th);
      const v2 = (th) => t('alisql_binlog_in_redo', th) / t('group_commit_57', th);
      return all(
        [v1(4) > 1.1, v1(4) > v1(512) + 0.1],
        `V1 ÷ group commit (both binlog_order_commits=OFF): ${[4, 64, 256, 512].map((th) => `${v1(th).toFixed(2)}× at ${th}`).join(', ')} threads (V2 ÷ group commit: ${v2(16).toFixed(2)}× at 16, ${v2(512).toFixed(2)}× at 512)`,
      );
    },
  },
];

/** Each phenomenon's verdict, as report.json carries it. */
export function judgePhenomena(fid) {
  const c = phenomenaContext(fid);
  return PHENOMENA.map((p) => {
    const r = p.check(c);
    return {
      id: p.id,
      source: p.source,
      lesson: p.lesson,
      step: p.step,
      title: p.title,
      article: p.article,
      model: r.model,
      held: r.held,
      ...(r.held && r.weak ? { weak: r.weak } : {}),
      ...(p.knownMiss ? { known_miss: p.knownMiss } : {}),
    };
  });
}
