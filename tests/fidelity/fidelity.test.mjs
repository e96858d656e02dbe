// The published phenomena, reproduced by mechanism: one test per entry of
// tests/fidelity/phenomena.mjs (the fidelity issue's "what must hold"), run
// on the native core. Known misses are marked `todo` with the reason, so
// they stay visible in every run without hiding behind a pass.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeFidelity, repo, seedSensitive } from './fidelity-lib.mjs';
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
const KNOWN_OUTSIDE_25 = ['S000 256 threads, binlog OFF, innodb_thread_concurrency=32, innodb_spin_wait_delay=6'];
const outside25 = () =>
  fid.entries.filter((e) => e.scored && e.ratio !== null && Math.abs(e.ratio - 1) > 0.25).map((e) => `${e.source} ${e.label}`);

test('no cited throughput figure outside +-25% of the model besides the known misses', () => {
  assert.deepEqual(outside25().filter((m) => !KNOWN_OUTSIDE_25.includes(m)), []);
});

test('every cited throughput figure within +-25% of the model', { todo: `known misses: ${KNOWN_OUTSIDE_25.join('; ')}` }, () => {
  assert.deepEqual(outside25(), []);
});

// ---- Results that hang on the seed ------------------------------------------
// A scored figure whose value moves by more than 5% between seeds 1-3. At
// 256 threads, binlog ON and concurrency 16 the adaptive sleep delay settles
// either near 3.6 ms (67k TPS) or near 0.1 ms (78k) within the first second
// and stays there (calibration.md, lesson 01). Both beat binlog OFF. The
// list is exact: a new one fails here, and so does one that goes away, so
// the lesson's and the calibration notes' claims stay true.
const KNOWN_SEED_SENSITIVE = ['S000 256 threads, binlog ON, innodb_thread_concurrency=16, innodb_spin_wait_delay=6'];

test('the scored figures that depend on the seed are exactly the known ones', () => {
  assert.deepEqual(seedSensitive(fid.entries).map((e) => `${e.source} ${e.label}`), KNOWN_SEED_SENSITIVE);
});
