// Two SHOW GLOBAL STATUS snapshots (start and end of a run) -> per-second
// figures the model also reports: redo fsyncs, binlog group commits,
// bytes written. Reads the same table / tab / \G layouts as the variables
// importer. Types in server-status.d.ts.

import { said } from './reader-words.js';
import { readNameValueLine } from './server-variables.js';
import { parseDecimal, quoteLine, splitLines } from './text-lines.js';

/** The counters read, the figure each gives, and what it means. */
export const STATUS_COUNTERS = [
  { counter: 'Innodb_os_log_fsyncs', figure: 'redo_fsyncs_ps', what: 'redo log fsyncs per second' },
  { counter: 'Innodb_data_fsyncs', figure: 'data_fsyncs_ps', what: 'InnoDB fsyncs per second (all files)' },
  { counter: 'Innodb_os_log_written', figure: 'redo_bytes_ps', what: 'redo bytes written per second' },
  { counter: 'Innodb_data_written', figure: 'data_bytes_ps', what: 'InnoDB bytes written per second' },
  { counter: 'Binlog_commits', figure: 'binlog_commits_ps', what: 'transactions written to the binlog per second (MariaDB)' },
  { counter: 'Binlog_group_commits', figure: 'binlog_group_commits_ps', what: 'binlog group commits per second (MariaDB)' },
  { counter: 'Binlog_bytes_written', figure: 'binlog_bytes_ps', what: 'binlog bytes written per second (MariaDB)' },
  { counter: 'Innodb_log_writes', figure: 'redo_writes_ps', what: 'redo log writes per second' },
  { counter: 'Syncs', figure: 'server_syncs_ps', what: 'file syncs by the server outside InnoDB, binlog included, per second (MariaDB)' },
  { counter: 'Com_commit', figure: 'com_commit_ps', what: 'COMMIT statements per second' },
  { counter: 'Handler_commit', figure: 'handler_commit_ps', what: 'storage-engine commits per second' },
];

/** One snapshot: counter name -> number (text values kept as text). */
export function parseStatusSnapshot(text) {
  const values = {};
  const dropped = [];
  let pending = null;
  splitLines(text).forEach((raw, i) => {
    // Keep a trailing tab: batch output prints an empty value as "name<TAB>".
    const line = /^\s*[^\t]+\t/.test(raw) ? raw.trimStart().replace(/\r$/, '') : raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const r = readNameValueLine(line, 'variables');
    if (r.skip) return;
    if (r.verticalName !== undefined) return void (pending = r.verticalName);
    if (r.verticalValue !== undefined && pending) {
      values[pending] = toValue(r.verticalValue);
      pending = null;
      return;
    }
    if (r.name === undefined || r.cnf) {
      dropped.push({ line: i + 1, text: quoteLine(raw), expected: said((w) => w.statusLine) });
      return;
    }
    values[r.name.replace(/^Variable_name$/, '')] = toValue(r.value);
  });
  delete values[''];
  return { values, dropped };
}

function toValue(raw) {
  const n = parseDecimal(raw);
  return Number.isFinite(n) ? n : String(raw).trim();
}

/**
 * One paste holding both snapshots, one after the other: the second starts
 * where a counter name comes round again. Returns the two texts, or one.
 */
export function splitStatusSnapshots(text) {
  const lines = splitLines(text);
  const seen = new Set();
  for (let i = 0; i < lines.length; i += 1) {
    const r = readNameValueLine(lines[i].trim(), 'variables');
    if (r.name === undefined || r.cnf) continue;
    if (seen.has(r.name)) return [lines.slice(0, i).join('\n'), lines.slice(i).join('\n')];
    seen.add(r.name);
  }
  return [text];
}

/**
 * Per-second figures between two snapshots. The interval is `seconds` when
 * given (measure times it to the millisecond), else the Uptime counters'
 * difference (whole seconds: coarse for a short run).
 */
export function statusRates(before, after, seconds) {
  const errors = [];
  const missing = [];
  const notes = [];
  let s = seconds;
  const b = before.values ?? before;
  const a = after.values ?? after;
  if (s === undefined && typeof b.Uptime === 'number' && typeof a.Uptime === 'number') s = a.Uptime - b.Uptime;
  if (!(typeof s === 'number' && s > 0)) {
    errors.push(said((w) => (typeof b.Uptime === 'number' && typeof a.Uptime === 'number' ? w.uptimeOrder(a.Uptime, b.Uptime) : w.uptimeMissing)));
    return { seconds: null, rates: {}, counts: {}, missing, errors, notes };
  }
  const rates = {};
  const counts = {};
  for (const { counter, figure } of STATUS_COUNTERS) {
    if (typeof b[counter] !== 'number' || typeof a[counter] !== 'number') {
      missing.push(counter);
      continue;
    }
    const d = a[counter] - b[counter];
    if (d < 0) {
      errors.push(said((w) => w.counterDown(counter, b[counter], a[counter])));
      continue;
    }
    counts[counter] = d;
    rates[figure] = d / s;
  }
  if (counts.Binlog_group_commits > 0 && counts.Binlog_commits !== undefined) {
    rates.trx_per_binlog_group = counts.Binlog_commits / counts.Binlog_group_commits;
  }
  // MariaDB 10.8+ has no redo-only fsync counter; Innodb_data_fsyncs counts
  // every InnoDB fsync, the redo log's among them.
  if (rates.redo_fsyncs_ps === undefined && rates.data_fsyncs_ps !== undefined) {
    rates.redo_fsyncs_ps = rates.data_fsyncs_ps;
    notes.push(said((w) => w.dataFsyncsNote));
  }
  return { seconds: s, rates, counts, missing, errors, notes };
}
