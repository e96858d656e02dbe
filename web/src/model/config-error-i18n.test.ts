import { describe, expect, it } from 'vitest';
import { knobsNamedBy } from './config-error';
import { refusalMessageIn, refusalReasonIn } from './config-error-i18n';

// The core's four messages, as KnobValues::CheckCombination writes them.
const LOG_BIN =
  "knobs 'commit_algorithm' and 'log_bin': alisql_binlog_in_redo_v1 writes the binlog into the redo log, so it needs log_bin=true; turn the binlog on or choose another commit_algorithm";
const FLUSH =
  "knobs 'commit_algorithm' and 'innodb_flush_log_at_trx_commit': alisql_binlog_in_redo makes the binlog durable through the redo fsync, so it needs innodb_flush_log_at_trx_commit=1 (got 2)";
const ORDER =
  "knobs 'commit_algorithm' and 'binlog_order_commits': alisql_binlog_in_redo_v1 needs binlog_order_commits=false (got true): like AliSQL, V1 lets each thread commit itself";
const XA =
  "knobs 'commit_algorithm' and 'innodb_support_xa': mysql80 always prepares InnoDB (XA), so it needs innodb_support_xa=true (got false); only mysql55_prepare_commit_mutex and group_commit_56 allow false";

const reasonZh = (message: string) => refusalReasonIn(knobsNamedBy(message)!, 'zh');

describe('the core\'s refused combinations in Chinese', () => {
  it('says each of the four refusals in Chinese with its algorithm, the value it needs and the value it got', () => {
    expect(reasonZh(LOG_BIN)).toBe('alisql_binlog_in_redo_v1 把 binlog 写进 redo 日志，所以需要 log_bin=true：请打开 binlog，或换一种 commit_algorithm');
    expect(reasonZh(FLUSH)).toBe('alisql_binlog_in_redo 靠 redo 的 fsync 让 binlog 持久化，所以需要 innodb_flush_log_at_trx_commit=1（当前为 2）');
    expect(reasonZh(FLUSH.replace('(got 2)', '(got 0)'))).toContain('（当前为 0）');
    expect(reasonZh(ORDER)).toBe('alisql_binlog_in_redo_v1 需要 binlog_order_commits=false（当前为 true）：与 AliSQL 一样，V1 让每个线程自己提交');
    expect(reasonZh(XA)).toBe(
      'mysql80 总是让 InnoDB 做 prepare（XA），所以需要 innodb_support_xa=true（当前为 false）；只有 mysql55_prepare_commit_mutex 和 group_commit_56 允许 false',
    );
  });

  it('gives the banner the whole message in Chinese, the knobs it names first', () => {
    expect(refusalMessageIn(FLUSH, 'zh')).toBe(
      'commit_algorithm 与 innodb_flush_log_at_trx_commit 冲突：alisql_binlog_in_redo 靠 redo 的 fsync 让 binlog 持久化，所以需要 innodb_flush_log_at_trx_commit=1（当前为 2）',
    );
  });

  it('keeps the side the A/B comparison put in front ("B: ")', () => {
    const named = knobsNamedBy(`B: ${ORDER}`)!;
    expect(named.side).toBe('b');
    expect(refusalReasonIn(named, 'zh')).toBe(reasonZh(ORDER));
    expect(refusalMessageIn(`B: ${ORDER}`, 'zh')).toBe(`B：commit_algorithm 与 binlog_order_commits 冲突：${reasonZh(ORDER)}`);
    expect(refusalMessageIn(`A: ${LOG_BIN}`, 'zh')).toMatch(/^A：commit_algorithm 与 log_bin 冲突：alisql_binlog_in_redo_v1 把 binlog 写进 redo 日志/);
  });

  it('leaves every message unchanged in English', () => {
    for (const m of [LOG_BIN, FLUSH, ORDER, XA, `B: ${ORDER}`]) {
      expect(refusalMessageIn(m, 'en')).toBe(m);
      expect(refusalReasonIn(knobsNamedBy(m)!, 'en')).toBe(knobsNamedBy(m)!.reason);
    }
  });

  it('falls back to the English, unchanged, for any message it does not know', () => {
    const others = [
      "knob 'threads': \"0\" is not allowed; expected an integer from 1 to 4096",
      'machine: "bad" is not allowed',
      'The simulation worker failed: out of memory',
      // A known shape under other knobs, or the knobs in another order.
      "knobs 'commit_algorithm' and 'sync_binlog': alisql_binlog_in_redo makes the binlog durable through the redo fsync, so it needs innodb_flush_log_at_trx_commit=1 (got 2)",
      "knobs 'innodb_flush_log_at_trx_commit' and 'commit_algorithm': alisql_binlog_in_redo makes the binlog durable through the redo fsync, so it needs innodb_flush_log_at_trx_commit=1 (got 2)",
      // The core's reason reworded: better English than a Chinese sentence it no longer says.
      ORDER.replace('like AliSQL', 'as in AliSQL'),
      `${FLUSH}; and more`,
      '',
    ];
    for (const m of others) {
      expect(refusalMessageIn(m, 'zh'), m).toBe(m);
      const named = knobsNamedBy(m);
      if (named) expect(refusalReasonIn(named, 'zh'), m).toBe(named.reason);
    }
  });
});
