import { describe, expect, it } from 'vitest';
import { CRASH_WORDS } from './crash-i18n';
import { keepSweep, MAX_KEPT, parseSweep, plotPoints, primaryRows, readSweepCount, replicaRows, settingLabel, type KeptSweep } from './crash-sweep';

const totals = (o: Partial<Record<string, number>>) => ({
  crashes: 10,
  crashes_losing_acknowledged: 0,
  ok: 0,
  lost: 0,
  engine_only: 0,
  binlog_only: 0,
  unacked_committed: 0,
  unacked_binlog_only: 0,
  max_lost: 0,
  max_engine_only: 0,
  max_binlog_only: 0,
  crashes_replica_ahead: 0,
  max_replica_ahead: 0,
  approximate: 0,
  ...o,
});

const sweepJson = JSON.stringify({
  instants: 10,
  done: 10,
  target: 'primary',
  kinds: ['mysqld', 'os', 'power'],
  by_kind: {
    mysqld: totals({ ok: 1000 }),
    os: totals({ crashes_losing_acknowledged: 7, engine_only: 125, max_engine_only: 40, lost: 4, max_lost: 3, crashes_replica_ahead: 7 }),
    power: totals({ crashes_losing_acknowledged: 7, engine_only: 125, max_engine_only: 40 }),
  },
  points: [
    [500_000_000, 0, 0, 0, 0, 0],
    [500_000_000, 1, 1, 30, 0, 31],
  ],
});

describe('a crash sweep result', () => {
  it('becomes one row per crash kind: crashes losing, mean and worst per class', () => {
    const r = parseSweep(sweepJson);
    const rows = primaryRows(r);
    expect(rows.map((x) => x.kind)).toEqual(['mysqld', 'os', 'power']);
    expect(rows[0]).toMatchObject({ crashes: 10, losing: 0, mean: { lost: 0, engine_only: 0, binlog_only: 0 } });
    expect(rows[1]).toMatchObject({ losing: 7, mean: { engine_only: 13, lost: 0 }, max: { engine_only: 40, lost: 3 }, replicaAhead: 7 });
  });
  it('plots each crash at its instant with what it did not recover', () => {
    expect(plotPoints(parseSweep(sweepJson))).toEqual([
      { kind: 'mysqld', atS: 0.5, bad: 0 },
      { kind: 'os', atS: 0.5, bad: 31 },
    ]);
  });
  it('reads replica sweeps', () => {
    const r = parseSweep(JSON.stringify({ instants: 4, done: 4, target: 'replica', kinds: ['os'], by_kind: { os: { crashes: 4, clean: 1, reapply: 3, skip: 0, relay_log_broken: 0, max_reapplied: 900, max_skipped: 0 } }, points: [[1e9, 1, 1, 900, 0, 0]] }));
    expect(replicaRows(r)).toEqual([{ kind: 'os', crashes: 4, clean: 1, reapply: 3, skip: 0, relay_log_broken: 0, max_reapplied: 900, max_skipped: 0 }]);
    expect(plotPoints(r)[0]!.bad).toBe(900);
  });
  it("turns the core's refusal into an error", () => {
    expect(() => parseSweep('{"error":"crash target: \\"replica\\" needs a replica; set replica=ON (and log_bin=ON)"}')).toThrow(/set replica=ON/);
    expect(() => parseSweep('{}')).toThrow(/not a crash sweep/);
  });
});

describe('sweeps kept side by side', () => {
  const kept = (setting: string, id: number): KeptSweep => ({ id, setting, durationS: 2, result: parseSweep(sweepJson) });
  it('keeps the newest per setting, newest first, at most a few', () => {
    let list: KeptSweep[] = [];
    list = keepSweep(list, kept('(1, 1)', 1));
    list = keepSweep(list, kept('(1, 2)', 2));
    list = keepSweep(list, kept('(1, 1)', 3));
    expect(list.map((k) => [k.setting, k.id])).toEqual([
      ['(1, 1)', 3],
      ['(1, 2)', 2],
    ]);
    for (let i = 0; i < 10; i++) list = keepSweep(list, kept(`(${i}, 0)`, 10 + i));
    expect(list).toHaveLength(MAX_KEPT);
  });
  it('names the setting as lesson 06 does', () => {
    expect(settingLabel({ sync_binlog: 1, innodb_flush_log_at_trx_commit: 2, commit_algorithm: 'group_commit_57', device_volatile_cache_mb: 0 })).toBe('(1, 2) group_commit_57');
    expect(settingLabel({ sync_binlog: 0, innodb_flush_log_at_trx_commit: 1, log_bin: false, device_volatile_cache_mb: 16 })).toBe('(0, 1) log_bin=OFF device_volatile_cache_mb=16');
  });
});

describe('the number of crash instants', () => {
  it('accepts whole numbers in range and refuses the rest, in words naming value and range', () => {
    expect(readSweepCount('40')).toBe(40);
    expect(readSweepCount(' 5 ')).toBe(5);
    for (const bad of ['', '4', '401', '2.5', '-3', 'many', '1e2']) expect(readSweepCount(bad)).toBeNull();
    expect(CRASH_WORDS.en.sweep.badCount('many', 5, 400)).toBe('Crash instants: "many" is not allowed; expected a whole number from 5 to 400.');
    expect(CRASH_WORDS.zh.sweep.badCount('many', 5, 400)).toContain('"many"');
  });
});
