// @vitest-environment node
// The lockstep pair against the real core (the Node WebAssembly build that
// the parity tests use): both clocks equal after every call, and each side
// computes exactly what it computes alone.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommitLabModule } from './commitlab-module';
import { CommitLabCore, type Simulation } from './wasm-bridge';
import { createLockstepPair, LockstepPair } from './lockstep-pair';

const nodeBuild = fileURLToPath(new URL('../../../wasm-core/build-wasm/node/', import.meta.url));
const built = existsSync(`${nodeBuild}commitlab.js`);

const OFF_16 = { preset: 's000_binlog_off_16', seed: 1, duration_s: 1, report_interval_s: 0.25, knobs: {} };
const ON_16 = { ...OFF_16, preset: 's000_binlog_on_16' };
const ON_256 = { ...OFF_16, preset: 's000_binlog_on_256' };

describe.skipIf(!built)('LockstepPair on the real core (needs wasm-core/build-wasm/node: npm run build:wasm)', () => {
  let core: CommitLabCore;
  beforeAll(async () => {
    const require = createRequire(import.meta.url);
    const createCommitLab = require(`${nodeBuild}commitlab.js`) as (o: object) => Promise<CommitLabModule>;
    const m = await createCommitLab({ wasmBinary: readFileSync(`${nodeBuild}commitlab.wasm`), print: () => {}, printErr: () => {} });
    core = new CommitLabCore(m);
  });
  const stride = () => core.intervalStride();
  const solo = (scenario: object): Simulation => {
    const sim = core.create(JSON.stringify(scenario));
    sim.runUntil(1e9, 2 ** 40);
    return sim;
  };

  it('keeps both clocks equal after every call, and each side matches its solo run', () => {
    const a = core.create(JSON.stringify(OFF_16));
    const b = core.create(JSON.stringify(ON_256));
    const pair = new LockstepPair(a, b, stride());
    let calls = 0;
    while (pair.nowNs() < 1e9) {
      // Small budgets: most calls stop early, at an event, mid-interval.
      pair.runUntil(Math.min(1e9, pair.nowNs() + 50e6), 3000);
      const [ta, tb] = pair.clocksNs();
      expect(ta).toBe(tb);
      calls++;
    }
    expect(calls).toBeGreaterThan(20);
    expect(a.digest()).toBe(solo(OFF_16).digest());
    expect(b.digest()).toBe(solo(ON_256).digest());
    pair.destroy();
  });

  it("gives each side's snapshot at the shared instant, as each side gives it alone", () => {
    const pair = createLockstepPair((j) => core.create(j), JSON.stringify({ ...OFF_16, b: ON_256 }), stride());
    pair.runUntil(0.3e9, 2 ** 40);
    const [sa, sb] = pair.copySnapshots();
    const soloA = core.create(JSON.stringify(OFF_16));
    const soloB = core.create(JSON.stringify(ON_256));
    soloA.runUntil(0.3e9, 2 ** 40);
    soloB.runUntil(0.3e9, 2 ** 40);
    expect(Array.from(sa!)).toEqual(Array.from(soloA.copySnapshot()));
    expect(Array.from(sb!)).toEqual(Array.from(soloB.copySnapshot()));
    expect(sa![1]).toBe(16); // threads: A has 16, B 256
    expect(sb![1]).toBe(256);
    for (const s of [pair, soloA, soloB]) s.destroy();
  });

  it('interleaves rows: A row then B row, as each side reports them alone', () => {
    const pair = createLockstepPair((j) => core.create(j), JSON.stringify({ ...OFF_16, b: ON_16 }), stride());
    pair.runUntil(1e9, 2 ** 40);
    const s = stride();
    const rows = pair.copyIntervals(1, 2 * s);
    const soloA = solo(OFF_16).copyIntervals(1, s);
    const soloB = solo(ON_16).copyIntervals(1, s);
    expect(pair.intervalCount()).toBe(4);
    expect(rows.length).toBe(3 * 2 * s);
    for (let r = 0; r < 3; r++) {
      expect(Array.from(rows.subarray(r * 2 * s, r * 2 * s + s))).toEqual(Array.from(soloA.subarray(r * s, r * s + s)));
      expect(Array.from(rows.subarray(r * 2 * s + s, r * 2 * s + 2 * s))).toEqual(Array.from(soloB.subarray(r * s, r * s + s)));
    }
    const summary = JSON.parse(pair.summaryJson()) as { a: { tps: number }; b: { tps: number } };
    expect(summary.a.tps).toBeGreaterThan(summary.b.tps); // binlog OFF beats ON at 16 threads
    pair.destroy();
  });

  it('steps A to its next group commit and brings B to the same instant', () => {
    const pair = createLockstepPair((j) => core.create(j), JSON.stringify({ ...ON_16, b: OFF_16 }), stride());
    expect(pair.step(1, 1e9)).toBe(true);
    const [ta, tb] = pair.clocksNs();
    expect(ta).toBeGreaterThan(0);
    expect(tb).toBe(ta);
    pair.destroy();
  });

  it('clones both sides (checkpoints): a copy run to the end gives the same results', () => {
    const a = core.create(JSON.stringify(OFF_16));
    const b = core.create(JSON.stringify(ON_16));
    const pair = new LockstepPair(a, b, stride());
    pair.runUntil(0.4e9, 2 ** 40);
    const copy = pair.clone();
    pair.runUntil(1e9, 2 ** 40);
    copy.runUntil(1e9, 2 ** 40);
    expect(Array.from(copy.copyIntervals(0, 2 * stride()))).toEqual(Array.from(pair.copyIntervals(0, 2 * stride())));
    expect(copy.clocksNs()).toEqual([1e9, 1e9]);
    pair.destroy();
    copy.destroy();
  });

  it('names the side whose scenario the core refuses', () => {
    const make = (j: string) => core.create(j);
    expect(() => createLockstepPair(make, JSON.stringify({ ...OFF_16, b: { ...ON_16, machine: 'no_such_box' } }), stride())).toThrow(/^B: .*no_such_box/);
    expect(() => createLockstepPair(make, JSON.stringify({ ...OFF_16, seed: -1, b: ON_16 }), stride())).toThrow(/^A: /);
    expect(() => createLockstepPair(make, JSON.stringify(OFF_16), stride())).toThrow(/no "b" side/);
  });

  it('changes one side\'s knob with "a:" / "b:" names', () => {
    const pair = createLockstepPair((j) => core.create(j), JSON.stringify({ ...OFF_16, b: ON_16 }), stride());
    expect(pair.setKnob('b:log_bin', 'false')).toBeNull();
    expect(pair.setKnob('log_bin', 'false')).toMatch(/"a:<knob>"/);
    expect(pair.setKnob('a:threads', '0')).toMatch(/threads/);
    pair.destroy();
  });
});
