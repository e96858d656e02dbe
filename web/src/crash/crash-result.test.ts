import { describe, expect, it } from 'vitest';
import { CRASH_WORDS } from './crash-i18n';
import { crashField, ledgerRows, parseCrash, readCrashField } from './crash-result';

describe('crash link field', () => {
  it('reads what it writes', () => {
    const link = { atNs: 1765420000, kind: 'power' as const, target: 'replica' as const };
    expect(crashField(link)).toBe('crash=1765420000,power,replica');
    expect(readCrashField('1765420000,power,replica')).toEqual({ link, bad: false });
    expect(readCrashField('42,mysqld').link).toEqual({ atNs: 42, kind: 'mysqld', target: 'primary' });
  });
  it('refuses what it cannot replay', () => {
    for (const raw of ['', 'soon,os', '1.5,os', '0,os', '5,fire', '5', '5,os,both', '99999999999999999,os']) expect(readCrashField(raw)).toEqual({ link: null, bad: true });
  });
});

describe('crash outcome', () => {
  it('turns the core refusal into an error', () => {
    expect(() => parseCrash('{"error":"crash kind: \\"x\\" is not allowed; expected mysqld, os or power"}')).toThrow(/expected mysqld, os or power/);
  });
  it('lists the four classes in ledger order', () => {
    const rows = ledgerRows({ acknowledged: 10, ok: 6, lost: 1, engine_only: 2, binlog_only: 1, unacked_committed: 0, unacked_binlog_only: 0, approximate: 0, first_lost_gtid: 7 });
    expect(rows.map((r) => `${r.cls}:${r.n}`)).toEqual(['ok:6', 'lost:1', 'engine_only:2', 'binlog_only:1']);
  });
  it('has every word in both languages', () => {
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(CRASH_WORDS.zh)).toEqual(keys(CRASH_WORDS.en));
    expect(keys(CRASH_WORDS.zh.cls)).toEqual(keys(CRASH_WORDS.en.cls));
    expect(keys(CRASH_WORDS.zh.restart)).toEqual(keys(CRASH_WORDS.en.restart));
  });
});
