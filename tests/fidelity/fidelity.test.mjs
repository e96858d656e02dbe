// The published phenomena, reproduced by mechanism: one test per entry of
// tests/fidelity/phenomena.mjs (the fidelity issue's "what must hold"), run
// on the native core. Known misses are marked `todo` with the reason, so
// they stay visible in every run without hiding behind a pass.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { basisSummary, computeFidelity, loadPublished, overFittedMachines, repo, seedSensitive } from './fidelity-lib.mjs';
import { PHENOMENA, judgePhenomena, phenomenaContext } from './phenomena.mjs';

let fid; // { entries, runs, lessons }
before(async () => {
  fid = await computeFidelity();
});

test('the committed report matches this model (run `npm run fidelity` after changing the model)', () => {
  const committed = JSON.parse(readFileSync(join(repo, 'tests/fidelity/report.json'), 'utf8'));
  const key = (e) => `${e.experiment}|${e.label}|${e.metric}`;
  const fresh = new Map(fid.entries.map((e) => [key(e), e]));
  for (const e of committed.entries) {
    assert.equal(e.modelled, fresh.get(key(e))?.modelled, `stale report entry: ${key(e)}`);
    assert.deepEqual([e.seed_range, e.seed_dependent], [fresh.get(key(e))?.seed_range, fresh.get(key(e))?.seed_dependent], `stale seed range: ${key(e)}`);
  }
  assert.equal(committed.entries.length, fid.entries.length);
  assert.deepEqual(committed.phenomena, judgePhenomena(fid), 'stale phenomena verdicts');
  assert.deepEqual(committed.by_basis, basisSummary(fid.entries), 'stale fitted / predicted summary');
});

// ---- The published phenomena (tests/fidelity/phenomena.mjs) --------------
for (const p of PHENOMENA) {
  test(`${p.source}: ${p.title.en}`, p.knownMiss ? { todo: `known miss: ${p.knownMiss.en}` } : {}, () => {
    const r = p.check(phenomenaContext(fid));
    assert.ok(r.held, `model: ${r.model.en}; article: ${p.article.en}`);
  });
}

// ---- Every cited TPS figure -------------------------------------------------
// The scored figures the model still misses by more than 25%, each with
// its write-up in wasm-core/docs/calibration.md. The first test below
// fails as soon as any other figure leaves the band; the second (todo)
// stays open until this list is empty.
const KNOWN_OUTSIDE_25 = [];
const outside25 = (published = false) =>
  fid.entries
    .filter((e) => Boolean(e.published) === published && e.scored && e.ratio !== null && Math.abs(e.ratio - 1) > 0.25)
    .map((e) => `${e.source} ${e.label}`);

test('no cited throughput figure outside +-25% of the model besides the known misses', () => {
  assert.deepEqual(outside25().filter((m) => !KNOWN_OUTSIDE_25.includes(m)), []);
});

test('every cited throughput figure within +-25% of the model', KNOWN_OUTSIDE_25.length ? { todo: `known misses: ${KNOWN_OUTSIDE_25.join('; ')}` } : {}, () => {
  assert.deepEqual(outside25(), []);
});

// ---- Results that hang on the seed ------------------------------------------
// A scored figure whose value moves by more than 5% between seeds 1-3. The
// list is exact: a new one fails here, and so does one that goes away, so
// the lessons' and the calibration notes' claims stay true. (S000's binlog-ON
// run at concurrency 16 had two steady states until sleeps and wake-ups cost
// CPU; every seed now settles in the slower one, see calibration.md.)
const KNOWN_SEED_SENSITIVE = [];

test('the scored figures that depend on the seed are exactly the known ones', () => {
  assert.deepEqual(seedSensitive(fid.entries).map((e) => `${e.source} ${e.label}`), KNOWN_SEED_SENSITIVE);
});

// ---- Fitted and predicted ----------------------------------------------------
// A machine gets its stated facts plus at most one calibration figure; every
// other figure is a prediction (issue 19). Today the articles' machines were
// each searched against several of their figures (their cited.json
// `calibration` says which): listed here until each is re-calibrated to one.
// The first test fails when another machine joins the list or one leaves it
// (then shorten the list); the second stays todo until the list is empty.
const KNOWN_OVER_FITTED = ['s000_112core_nvme', 's002_mysql55_box', 's003_cloud_48core'];

test('the machines fitted to more than one figure are exactly the known ones', () => {
  assert.deepEqual(overFittedMachines(fid.entries).map((m) => m.machine).sort(), [...KNOWN_OVER_FITTED].sort());
});

test('each machine has at most one fitted figure', { todo: `fitted to several figures: ${KNOWN_OVER_FITTED.join(', ')}` }, () => {
  assert.deepEqual(overFittedMachines(fid.entries), []);
});

// ---- The published data sets P1-P5 (tests/fidelity/published/) --------------
// Scored predictions (the data sets that state enough of their machine) the
// model misses by more than 25%, each explained by a known-miss check in
// published-phenomena.mjs. The list is exact: a new miss fails, and so does
// a figure that comes inside the band, so the list (and what the notes and
// the fidelity page say of it) cannot go stale.
const KNOWN_PUBLISHED_OUTSIDE_25 = [
  'P2 innodb_flush_log_at_trx_commit=1, binlog off',
  'P2 innodb_flush_log_at_trx_commit=1, binlog on, sync_binlog=0',
  'P3 sync_binlog=0, 4 connections',
  'P3 sync_binlog=4, 4 connections',
  'P5 8-core Ryzen, slow fsync, sync on commit: binlog in InnoDB ÷ binlog file',
  // R1: the misses at 4-64 threads are R1_QUEUE_MISS in
  // published-phenomena.mjs: the model's CPU and waits per transaction do
  // not yet follow the real server's as threads rise (the one figure is
  // fitted at 1 thread with neither log).
  'R1 binlog OFF, trx_commit=1, 4 threads',
  'R1 binlog OFF, trx_commit=0, 16 threads',
  'R1 sync_binlog=1000, trx_commit=1, 64 threads',
  // R2 (a second host; calibration.md, "R2: a second host"): from 4
  // threads on the model's CPU per transaction stays below the real
  // server's, more so the more threads (sysbench's own CPU rises with
  // them, the binlog's sleeping followers cost more, purge gets almost
  // no core at 64), so it runs 25-50% fast there; (1,1) at 1 thread is
  // low by the binlog fsync's double-counted CPU.
  'R2 (1,1), 1 thread',
  'R2 (0,0), 4 threads',
  'R2 binlog OFF, trx_commit=1, 16 threads',
  'R2 (0,0), 16 threads',
  'R2 sync_binlog=1000, trx_commit=1, 16 threads',
  'R2 binlog OFF, trx_commit=1, 64 threads',
  'R2 binlog OFF, trx_commit=0, 64 threads',
  'R2 (0,0), 64 threads',
  'R2 (1,1), 64 threads',
  'R2 sync_binlog=1000, trx_commit=1, 64 threads',
  'R2 oltp_write_only, (1,1), 16 threads',
  'R2 oltp_write_only, binlog OFF, trx_commit=1, 64 threads',
  'R2 oltp_write_only, (1,1), 64 threads',
  'R2 oltp_write_only, (0,0), 64 threads',
];

test('the scored published predictions outside +-25% of the model are exactly the known misses', () => {
  assert.deepEqual(outside25(true).sort(), [...KNOWN_PUBLISHED_OUTSIDE_25].sort());
});

test('every scored published prediction within +-25% of the model', { todo: `known misses: ${KNOWN_PUBLISHED_OUTSIDE_25.join('; ')}` }, () => {
  assert.deepEqual(outside25(true), []);
});

test('each published data set cites its source and runs on its own machine', () => {
  for (const d of loadPublished()) {
    const c = d.cited.citation;
    for (const field of ['url', 'author', 'title', 'where']) assert.ok(typeof c?.[field] === 'string' && c[field].trim(), `${d.dataset}: citation.${field}`);
    assert.ok(c.year === null || Number.isInteger(c.year), `${d.dataset}: citation.year is a year or null (not stated)`);
    const machines = new Set(fid.entries.filter((e) => e.experiment === d.cited.experiment && e.machine).map((e) => e.machine));
    for (const m of machines) assert.match(m, /^[pr]\d_/, `${d.dataset}: runs on ${m}, not a machine of its own`);
  }
});
