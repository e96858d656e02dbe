import { describe, expect, it } from 'vitest';
import { KEY_HELP } from '../lang/key-help';
import { STRINGS } from '../lang/lab-words';
import type { CrashOutcome } from './crash-result';
import { DOTS, phaseAt, PHASE_S, recoveryPlan } from './recovery-plan';

function outcome(over: Partial<NonNullable<CrashOutcome['recovery']>>, ledger: Partial<NonNullable<CrashOutcome['ledger']>> = {}): CrashOutcome {
  return {
    kind: 'os',
    target: 'primary',
    at_ns: 1,
    volatile_cache: false,
    ledger: { acknowledged: 100, ok: 100, lost: 0, engine_only: 0, binlog_only: 0, unacked_committed: 0, unacked_binlog_only: 0, approximate: 0, first_lost_gtid: -1, ...ledger },
    recovery: {
      algorithm: 'group_commit_57',
      rules: 'xa_binlog',
      redo_end_lsn: 1000,
      redo_written_lsn: 1000,
      redo_fsynced_lsn: 1000,
      redo_durable_lsn: 1000,
      binlog_file: 1,
      binlog_file_start: 0,
      binlog_written: 500,
      binlog_on_device: 500,
      binlog_durable: 500,
      binlog_recovered: 500,
      binlog_valid_end: 500,
      prepared_committed: 0,
      prepared_rolled_back: 0,
      last_gtid_in_binlog: 10,
      published_gtid: 0,
      new_binlog_file: 2,
      ...over,
    },
  };
}

describe('the recovery animation plan', () => {
  it('(1, 1): the redo and the binlog are read to their ends; nothing lost', () => {
    const p = recoveryPlan(outcome({}))!;
    expect(p.phases).toEqual(['redo', 'binlog', 'xa', 'ledger']);
    expect(p.redo.map((x) => x.cls)).toEqual(['durable']);
    expect(p.redoScanEnd).toBe(1);
    expect(p.binlog!.map((x) => x.cls)).toEqual(['durable']);
    expect(p.unrecovered).toBe(0);
  });
  it('an OS crash: the redo in the page cache and the log buffer are lost, the binlog tail torn and unsynced', () => {
    const p = recoveryPlan(
      outcome(
        { redo_durable_lsn: 600, redo_written_lsn: 900, binlog_durable: 450, binlog_valid_end: 400, binlog_written: 500, prepared_committed: 3, prepared_rolled_back: 5 },
        { ok: 90, binlog_only: 10 },
      ),
    )!;
    expect(p.redo.map((x) => [x.cls, x.bytes])).toEqual([
      ['durable', 400],
      ['cache', 300],
      ['buffer', 100],
    ]);
    expect(p.redo.reduce((a, x) => a + x.share, 0)).toBeCloseTo(1);
    expect(p.redoScanEnd).toBeCloseTo(0.5);
    expect(p.binlog!.map((x) => [x.cls, x.bytes])).toEqual([
      ['durable', 400],
      ['torn', 50],
      ['cache', 50],
    ]);
    expect([p.dotsCommitted, p.dotsRolledBack, p.committedByXid, p.rolledBack]).toEqual([3, 5, 3, 5]);
    expect(p.unrecovered).toBe(10);
    expect(p.ledger.find((l) => l.cls === 'binlog_only')).toMatchObject({ n: 10, share: 0.1 });
  });
  it('many prepared transactions: at most DOTS dots, each side keeps at least one', () => {
    const p = recoveryPlan(outcome({ prepared_committed: 5000, prepared_rolled_back: 2 }))!;
    expect(p.dotsCommitted + p.dotsRolledBack).toBe(DOTS);
    expect(p.dotsRolledBack).toBe(1);
  });
  it('binlog OFF: only the redo decides; a replica crash has no primary recovery to draw', () => {
    expect(recoveryPlan(outcome({ rules: 'redo_only' }))!.phases).toEqual(['redo', 'ledger']);
    expect(recoveryPlan({ kind: 'os', target: 'replica', at_ns: 1, volatile_cache: false, replica_restart: null })).toBeNull();
  });
  it('plays a phase at a time and stays on the last', () => {
    const p = recoveryPlan(outcome({}))!;
    expect(phaseAt(p, 0)).toEqual({ index: 0, progress: 0 });
    const mid = phaseAt(p, PHASE_S * 1.5);
    expect(mid.index).toBe(1);
    expect(mid.progress).toBeCloseTo(0.5);
    expect(phaseAt(p, PHASE_S * 99)).toEqual({ index: 3, progress: 1 });
  });
});

describe('the crash keys in the list of keys (?)', () => {
  it('lists c, Shift+C and v, in both languages, for the lab and the A/B comparison', () => {
    const rows = KEY_HELP.map((k) => k.keys.join(' '));
    for (const key of ['c', 'Shift+C', 'v']) expect(rows).toContain(key);
    for (const lang of ['en', 'zh'] as const) {
      const t = STRINGS[lang].lab;
      expect(t.keyHelp).toHaveLength(KEY_HELP.length);
      const i = rows.indexOf('v');
      expect(t.keyHelp[i]).toMatch(lang === 'en' ? /replica/ : /从库/);
      expect(t.keyHelpCompare[rows.indexOf('c')]).toMatch(lang === 'en' ? /both sides/ : /两边/);
    }
  });
});
