// The core refuses four knob combinations (KnobValues::CheckCombination in
// wasm-core/src/knobs/knobs.cc) with an English message. In Chinese the lab
// says the same facts (the algorithm, the value it needs, the value it got)
// in Chinese. A refusal is recognised by the knobs it names and the whole
// shape of its reason; anything else, including a reworded core message,
// stays exactly as the core wrote it rather than be half translated.
import type { Lang } from '../lang/lang';
import { knobsNamedBy, type NamedKnobs } from './config-error';

interface KnownRefusal {
  /** The knobs the message names, in the core's order. */
  knobs: string[];
  /** The core's reason, whole; the groups are the facts the Chinese repeats. */
  reason: RegExp;
  zh: (facts: string[]) => string;
}

const KNOWN_REFUSALS: KnownRefusal[] = [
  {
    knobs: ['commit_algorithm', 'log_bin'],
    reason: /^([a-z0-9_]+) writes the binlog into the redo log, so it needs log_bin=([a-z0-9]+); turn the binlog on or choose another commit_algorithm$/,
    zh: ([algorithm, needed]) => `${algorithm} 把 binlog 写进 redo 日志，所以需要 log_bin=${needed}：请打开 binlog，或换一种 commit_algorithm`,
  },
  {
    knobs: ['commit_algorithm', 'innodb_flush_log_at_trx_commit'],
    reason: /^([a-z0-9_]+) makes the binlog durable through the redo fsync, so it needs innodb_flush_log_at_trx_commit=([0-9]+) \(got ([^()]+)\)$/,
    zh: ([algorithm, needed, got]) => `${algorithm} 靠 redo 的 fsync 让 binlog 持久化，所以需要 innodb_flush_log_at_trx_commit=${needed}（当前为 ${got}）`,
  },
  {
    knobs: ['commit_algorithm', 'binlog_order_commits'],
    reason: /^([a-z0-9_]+) needs binlog_order_commits=([a-z]+) \(got ([a-z]+)\): like AliSQL, V1 lets each thread commit itself$/,
    zh: ([algorithm, needed, got]) => `${algorithm} 需要 binlog_order_commits=${needed}（当前为 ${got}）：与 AliSQL 一样，V1 让每个线程自己提交`,
  },
  {
    knobs: ['commit_algorithm', 'innodb_support_xa'],
    reason: /^([a-z0-9_]+) always prepares InnoDB \(XA\), so it needs innodb_support_xa=([a-z]+) \(got ([a-z]+)\); only mysql55_prepare_commit_mutex and group_commit_56 allow false$/,
    zh: ([algorithm, needed, got]) =>
      `${algorithm} 总是让 InnoDB 做 prepare（XA），所以需要 innodb_support_xa=${needed}（当前为 ${got}）；只有 mysql55_prepare_commit_mutex 和 group_commit_56 允许 false`,
  },
];

const sameKnobs = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/** The refusal's reason in Chinese; null when it is not one of the core's known refusals. */
function reasonInChinese(named: NamedKnobs): string | null {
  for (const known of KNOWN_REFUSALS) {
    if (!sameKnobs(known.knobs, named.knobs)) continue;
    const m = known.reason.exec(named.reason);
    if (m) return known.zh(m.slice(1));
  }
  return null;
}

/** The reason a refusal gives (what follows the knobs it names), in `lang`; the core's English when unknown. */
export function refusalReasonIn(named: NamedKnobs, lang: Lang): string {
  return (lang === 'zh' && reasonInChinese(named)) || named.reason;
}

/**
 * A whole message as the banner shows it, in `lang`: a known refusal reads
 * "[B：]commit_algorithm 与 log_bin 冲突：<reason>" in Chinese; any other
 * message, and every message in English, is returned unchanged.
 */
export function refusalMessageIn(message: string, lang: Lang): string {
  if (lang !== 'zh') return message;
  const named = knobsNamedBy(message);
  const reason = named && reasonInChinese(named);
  if (!named || !reason) return message;
  return `${named.side ? `${named.side.toUpperCase()}：` : ''}${named.knobs.join(' 与 ')} 冲突：${reason}`;
}
