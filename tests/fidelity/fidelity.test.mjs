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
const KNOWN_OUTSIDE_25 = [];
const outside25 = () =>
  fid.entries.filter((e) => e.scored && e.ratio !== null && Math.abs(e.ratio - 1) > 0.25).map((e) => `${e.source} ${e.label}`);

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
