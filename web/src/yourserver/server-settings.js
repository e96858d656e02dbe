// Which of the lab's knobs a real server can be set to, per server family:
// the variable to set and its value, or why it cannot be. Shared by the
// recipe (my.cnf fragment) and `npm run measure` (which refuses a knob it
// cannot apply rather than measure something else). Types in server-settings.d.ts.

import { SERVER_UNIT_DIVISOR } from './server-variables.js';

export const SERVER_FAMILIES = {
  mysql80: { label: 'MySQL 8.0' },
  mysql57: { label: 'MySQL 5.7' },
  mariadb: { label: 'MariaDB 10.11' },
};

// MySQL 8.0's redo log threads and their spin thresholds: only the lab's
// mysql80 algorithm reads them, so elsewhere nothing is lost.
const only80 = (k) => k.commit_algorithm !== 'mysql80';
const MYSQL80_LOG_THREADS = {
  innodb_log_writer_threads: { why: 'MySQL 8.0.22+ only', same: only80 },
  innodb_log_spin_cpu_abs_lwm: { why: 'MySQL 8.0 only', same: only80 },
  innodb_log_spin_cpu_pct_hwm: { why: 'MySQL 8.0 only', same: only80 },
  innodb_log_wait_for_flush_spin_hwm: { why: 'MySQL 8.0 only', same: only80 },
};
// MariaDB's group commit wait: 0 (the default) waits for nothing.
const MARIADB_COMMIT_WAIT = {
  binlog_commit_wait_count: { why: 'MariaDB only', same: (k) => k.binlog_commit_wait_count === 0 },
  binlog_commit_wait_usec: { why: 'MariaDB only', same: (k) => k.binlog_commit_wait_count === 0 },
};

// Variables a family does not have (knob name -> reason), and the knob
// value that means "what that server does anyway" (so nothing is lost).
const NOT_IN = {
  mariadb: {
    innodb_thread_concurrency: { why: 'removed in MariaDB 10.6', same: (k) => k.innodb_thread_concurrency === 0 },
    innodb_thread_sleep_delay: { why: 'removed in MariaDB 10.6', same: (k) => k.innodb_thread_concurrency === 0 },
    innodb_adaptive_max_sleep_delay: { why: 'removed in MariaDB 10.6', same: (k) => k.innodb_thread_concurrency === 0 },
    innodb_concurrency_tickets: { why: 'removed in MariaDB 10.6', same: (k) => k.innodb_thread_concurrency === 0 },
    innodb_spin_wait_pause_multiplier: {
      why: 'MySQL 8.0.16+ only; MariaDB times its spin pause itself',
      same: (k) => k.innodb_spin_wait_pause_multiplier === 50,
    },
    binlog_group_commit_sync_delay: {
      why: 'MySQL only (MariaDB has binlog_commit_wait_usec, a different wait)',
      same: (k) => k.binlog_group_commit_sync_delay === 0,
    },
    binlog_group_commit_sync_no_delay_count: {
      why: 'MySQL only (MariaDB has binlog_commit_wait_count)',
      same: (k) => k.binlog_group_commit_sync_delay === 0,
    },
    binlog_order_commits: { why: 'MySQL only (MariaDB always commits in binlog order)', same: (k) => k.binlog_order_commits === true },
    innodb_support_xa: { why: 'not in MariaDB 10.11 (InnoDB always prepares)', same: (k) => k.innodb_support_xa === true },
    ...MYSQL80_LOG_THREADS,
  },
  mysql57: {
    innodb_spin_wait_pause_multiplier: {
      why: 'MySQL 8.0.16+ only (5.7 pauses 50 times per unit)',
      same: (k) => k.innodb_spin_wait_pause_multiplier === 50,
    },
    ...MYSQL80_LOG_THREADS,
    ...MARIADB_COMMIT_WAIT,
  },
  mysql80: {
    innodb_support_xa: { why: 'removed in MySQL 8.0 (InnoDB always prepares)', same: (k) => k.innodb_support_xa === true },
    ...MARIADB_COMMIT_WAIT,
  },
};
const ALISQL_ONLY = { wait_binlog_flush: 'AliSQL only' };

/** Every reason a variable is missing, for the recipe's translations. */
export const MISSING_REASONS = [
  ...new Set([...Object.values(NOT_IN).flatMap((f) => Object.values(f).map((x) => x.why)), ...Object.values(ALISQL_ONLY)]),
];

/** Does the scenario's commit algorithm run on this server family? */
function commitAlgorithm(value, family) {
  if (value === 'mysql80' && family === 'mysql80') return { ok: true };
  if (value === 'mariadb_group_commit' && family === 'mariadb') return { ok: true };
  if (value === 'group_commit_57') {
    return family === 'mariadb'
      ? { ok: true, note: "MariaDB's own binlog group commit stands in for the lab's group_commit_57" }
      : { ok: true };
  }
  const needs = {
    mysql55_prepare_commit_mutex: 'a MySQL 5.5 server',
    group_commit_56: 'a MySQL 5.6 server',
    alisql_parallel_flush: 'an AliSQL build',
    alisql_binlog_in_redo: 'an AliSQL build',
    alisql_binlog_in_redo_v1: 'an AliSQL build',
    mysql80: 'a MySQL 8.0 server',
    mariadb_group_commit: 'a MariaDB server',
  }[value];
  return { ok: false, note: `commit_algorithm = ${value} needs ${needs ?? 'a server the lab does not know'}, not ${SERVER_FAMILIES[family].label}` };
}

/** Knob value -> the text to write for its server variable. */
export function serverValueText(knob, variable, value) {
  if (knob.type === 'bool') return value ? 'ON' : 'OFF';
  const divisor = SERVER_UNIT_DIVISOR[variable] ?? 1;
  if (divisor === 1) return String(value);
  const raw = value * divisor;
  if (variable.startsWith('vm.')) return String(Math.round(raw));
  const gb = raw / 1024 ** 3;
  if (Number.isInteger(gb)) return `${gb}G`;
  const mb = raw / 1024 ** 2;
  if (Number.isInteger(mb)) return `${mb}M`;
  return String(Math.round(raw));
}

/**
 * @param {Record<string, unknown>} knobs every knob's value (a resolved scenario)
 * @param {keyof SERVER_FAMILIES} family
 * @param {Array<{name:string, mysql?:string|null, group:string, type:string}>} schemaKnobs
 */
export function serverSettings(knobs, family, schemaKnobs) {
  if (!SERVER_FAMILIES[family]) throw new Error(`server: "${family}" is not allowed; expected ${Object.keys(SERVER_FAMILIES).join(', ')}`);
  const set = []; // { knob, variable, value }
  const missing = []; // { knob, variable, value, why, same }
  const sysctl = [];
  const notes = [];
  const innodbInert = (name) => knobs.innodb_thread_concurrency === 0 && ['innodb_thread_sleep_delay', 'innodb_adaptive_max_sleep_delay', 'innodb_concurrency_tickets'].includes(name);
  for (const k of schemaKnobs) {
    if (!k.mysql) continue;
    // The crash lab's replica knobs belong on a replica, not on this server.
    if (k.group === 'replica') continue;
    const value = knobs[k.name];
    if (value === undefined) continue;
    if (k.mysql.startsWith('vm.')) {
      sysctl.push({ knob: k.name, variable: k.mysql, value: serverValueText(k, k.mysql, value) });
      continue;
    }
    if (ALISQL_ONLY[k.name]) {
      const inert = !String(knobs.commit_algorithm).startsWith('alisql_binlog_in_redo');
      missing.push({ knob: k.name, variable: k.mysql, value, why: ALISQL_ONLY[k.name], same: inert });
      continue;
    }
    const gone = NOT_IN[family][k.name];
    if (gone) {
      missing.push({ knob: k.name, variable: k.mysql, value, why: gone.why, same: gone.same(knobs) });
      continue;
    }
    if (k.name === 'log_bin') continue; // written below, it is a start-up option
    if (innodbInert(k.name)) continue; // no effect without a concurrency limit
    if (['binlog_group_commit_sync_no_delay_count'].includes(k.name) && knobs.binlog_group_commit_sync_delay === 0) continue;
    set.push({ knob: k.name, variable: k.mysql, value: serverValueText(k, k.mysql, value) });
  }
  const algo = commitAlgorithm(knobs.commit_algorithm, family);
  if (algo.note) notes.push(algo.note);
  return { family, logBin: knobs.log_bin === true, set, missing, sysctl, commitAlgorithmOk: algo.ok, notes };
}

/** The settings that would make a run measure something else than the scenario. */
export function unappliable(settings) {
  const out = settings.missing.filter((m) => !m.same).map((m) => `${m.knob} = ${m.value}: ${m.variable} is ${m.why}`);
  if (!settings.commitAlgorithmOk) out.push(settings.notes.find((n) => n.startsWith('commit_algorithm')));
  return out;
}
