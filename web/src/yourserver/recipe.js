// A runnable recipe for a scenario: the my.cnf fragment for MySQL 5.7,
// MySQL 8.0 or MariaDB, and the sysbench 1.0 prepare / run / cleanup
// command lines of its workload. One generator for the lab's copy button
// and the CLI (`npm run sim -- --scenario F --recipe mysql80`).
// Types in recipe.d.ts.

import { SERVER_FAMILIES, serverSettings } from './server-settings.js';

const SYSBENCH_SCRIPT = {
  oltp_update_index: 'oltp_update_index',
  oltp_write_only: 'oltp_write_only',
  oltp_read_write: 'oltp_read_write',
};

/** The sysbench options of the scenario's workload, in order. */
export function sysbenchWorkloadOptions(knobs) {
  const o = [`--tables=${knobs.tables}`, `--table-size=${knobs.table_size}`];
  const runOnly = [`--threads=${knobs.threads}`, `--rand-type=${knobs.rand_type}`];
  const w = knobs.workload;
  if (w === 'oltp_update_index') runOnly.push(`--index_updates=${knobs.index_updates}`);
  if (w === 'oltp_write_only' || w === 'oltp_read_write') {
    runOnly.push(`--index_updates=${knobs.index_updates}`, `--non_index_updates=${knobs.non_index_updates}`, `--delete_inserts=${knobs.delete_inserts}`);
  }
  if (w === 'oltp_read_write') {
    // The lab counts range SELECTs together; sysbench has four kinds.
    const n = knobs.range_selects;
    const each = [0, 1, 2, 3].map((i) => Math.floor(n / 4) + (i < n % 4 ? 1 : 0));
    runOnly.push(`--point_selects=${knobs.point_selects}`, `--range_size=${knobs.range_size}`);
    if (n === 0) runOnly.push('--range_selects=off');
    else runOnly.push(`--simple_ranges=${each[0]}`, `--sum_ranges=${each[1]}`, `--order_ranges=${each[2]}`, `--distinct_ranges=${each[3]}`);
  }
  return { common: o, run: runOnly };
}

/**
 * @param {{knobs: Record<string, unknown>, duration_s: number, report_interval_s?: number}} scenario resolved (every knob)
 * @param {'mysql80'|'mysql57'|'mariadb'} family
 * @param {Array<object>} schemaKnobs the core schema's knobs
 * @param {{connection?: string[], label?: string}} [options]
 */
export function buildRecipe(scenario, family, schemaKnobs, options = {}) {
  const k = scenario.knobs;
  const s = serverSettings(k, family, schemaKnobs);
  const server = SERVER_FAMILIES[family].label;
  const words = RECIPE_WORDS[options.lang ?? 'en'];
  const cnf = [`# ${words.header(options.label ?? words.defaultLabel, server)}`, '[mysqld]'];
  if (s.logBin) {
    cnf.push('log_bin = mysql-bin');
    if (family === 'mysql57') cnf.push(`server_id = 1   # ${words.serverId}`);
  } else {
    cnf.push(family === 'mysql80' ? 'disable_log_bin' : 'skip_log_bin');
  }
  for (const x of s.set) cnf.push(`${x.variable} = ${x.value}`);
  const warnings = s.notes.map((n) => words.note(n));
  for (const m of s.missing) {
    const value = typeof m.value === 'boolean' ? (m.value ? 'ON' : 'OFF') : m.value;
    const why = words.why[m.why] ?? m.why;
    cnf.push(`# ${m.same ? words.missingSame(m.variable, value, server, why) : words.missingDiffers(m.variable, value, server, why)}`);
    if (!m.same) warnings.push(words.cannotSet(m.knob, value, server, m.variable, why));
  }
  const sysctl = s.sysctl.map((x) => `sysctl -w ${x.variable}=${x.value}`);

  const script = SYSBENCH_SCRIPT[k.workload];
  const conn = options.connection ?? ['--db-driver=mysql', '--mysql-host=127.0.0.1', '--mysql-port=3306', '--mysql-user=sbtest', '--mysql-password=YOUR_PASSWORD', '--mysql-db=sbtest'];
  let commands = null;
  if (!script) {
    warnings.push(words.noScript(k.workload));
  } else {
    const w = sysbenchWorkloadOptions(k);
    const time = Math.max(1, Math.ceil(scenario.duration_s));
    const interval = Math.max(1, Math.round(scenario.report_interval_s ?? 1));
    const base = ['sysbench', script, ...conn, ...w.common];
    commands = {
      prepare: [...base, 'prepare'],
      run: [...base, ...w.run, `--time=${time}`, `--report-interval=${interval}`, '--percentile=95', 'run'],
      cleanup: [...base, 'cleanup'],
    };
  }
  const machine = schemaKnobs.filter((x) => x.group === 'hardware' && !x.mysql).map((x) => `${x.name}=${k[x.name]}`);
  return { family, server, mycnf: cnf.join('\n'), sysctl, commands, warnings, machine };
}

const ZH_NEEDS = {
  'a MySQL 5.5 server': ' MySQL 5.5 服务器',
  'a MySQL 5.6 server': ' MySQL 5.6 服务器',
  'an AliSQL build': ' AliSQL 版本',
};
const ZH_NOTES = {
  "MariaDB's own binlog group commit stands in for the lab's group_commit_57": '由 MariaDB 自己的 binlog 组提交代替实验室的 group_commit_57',
};

/** The recipe as one text to copy or print. */
export function recipeText(recipe, words = RECIPE_WORDS.en) {
  const out = [`# ${words.mycnf(recipe.server)}`, recipe.mycnf, ''];
  if (recipe.sysctl.length) out.push(`# ${words.sysctl}`, ...recipe.sysctl.map((l) => `# ${l}`), '');
  if (recipe.commands) {
    out.push(`# ${words.commands}`, 'mysql -e "CREATE DATABASE IF NOT EXISTS sbtest"');
    for (const step of ['prepare', 'run', 'cleanup']) out.push(recipe.commands[step].join(' '));
    out.push('');
  }
  out.push(`# ${words.machine}${recipe.machine.join(', ')}`);
  for (const w of recipe.warnings) out.push(`# ${words.warning}${w}`);
  return out.join('\n') + '\n';
}

export const RECIPE_WORDS = {
  en: {
    header: (label, server) => `${label}: server settings for ${server}`,
    defaultLabel: 'Commit Pipeline Lab scenario',
    serverId: '5.7 will not start with log_bin and no server_id',
    missingSame: (variable, value, server, why) => `${variable} = ${value}: not in ${server} (${why}); left to the server's built-in behaviour, which this value stands for`,
    missingDiffers: (variable, value, server, why) => `${variable} = ${value}: not in ${server} (${why}); this run will differ from the lab's`,
    cannotSet: (knob, value, server, variable, why) => `${knob} = ${value} cannot be set on ${server}: ${variable} is ${why}`,
    noScript: (workload) => `workload = ${workload} is not a sysbench 1.0 script (TPC-C needs Percona's sysbench-tpcc); no command lines`,
    note: (n) => n,
    why: {},
    mycnf: (server) => `1. Add to the server's my.cnf (${server}) and restart it`,
    sysctl: "The lab's page-cache settings (machine-wide, as root; optional)",
    commands: '2. sysbench 1.0: prepare once, run, clean up (set your host, user and password)',
    machine: "The lab's machine for this scenario (compare on a similar one): ",
    warning: 'Note: ',
  },
  zh: {
    header: (label, server) => `${label}：${server} 的服务器设置`,
    defaultLabel: 'Commit Pipeline Lab 场景',
    serverId: '5.7 开启 log_bin 时必须设置 server_id，否则无法启动',
    missingSame: (variable, value, server, why) => `${variable} = ${value}：${server} 没有这个变量（${why}）；交给服务器的内置行为，这个值代表的正是它`,
    missingDiffers: (variable, value, server, why) => `${variable} = ${value}：${server} 没有这个变量（${why}）；这次运行会与实验室的不同`,
    cannotSet: (knob, value, server, variable, why) => `${knob} = ${value} 无法在 ${server} 上设置：${variable}${why}`,
    noScript: (workload) => `workload = ${workload} 不是 sysbench 1.0 自带的脚本（TPC-C 需要 Percona 的 sysbench-tpcc）；没有命令行`,
    note: (n) => {
      const m = /^commit_algorithm = (\S+) needs (.+), not (.+)$/.exec(n);
      if (m) return `commit_algorithm = ${m[1]} 需要${ZH_NEEDS[m[2]] ?? m[2]}，而不是 ${m[3]}`;
      return ZH_NOTES[n] ?? n;
    },
    why: {
      'removed in MariaDB 10.6': '已在 MariaDB 10.6 中移除',
      'not in MariaDB 10.11 (InnoDB always prepares)': 'MariaDB 10.11 没有这个变量（InnoDB 总是做 prepare）',
      'removed in MySQL 8.0 (InnoDB always prepares)': '已在 MySQL 8.0 中移除（InnoDB 总是做 prepare）',
      'MySQL 8.0.16+ only; MariaDB times its spin pause itself': '仅 MySQL 8.0.16+ 才有；MariaDB 自行决定自旋的 PAUSE 时长',
      'MySQL only (MariaDB has binlog_commit_wait_usec, a different wait)': '仅 MySQL 才有（MariaDB 有 binlog_commit_wait_usec，是另一种等待）',
      'MySQL only (MariaDB has binlog_commit_wait_count)': '仅 MySQL 才有（MariaDB 有 binlog_commit_wait_count）',
      'MySQL only (MariaDB always commits in binlog order)': '仅 MySQL 才有（MariaDB 总是按 binlog 顺序提交）',
      'MySQL 8.0.16+ only (5.7 pauses 50 times per unit)': '仅 MySQL 8.0.16+ 才有（5.7 每个单位固定 50 次 PAUSE）',
      'AliSQL only': '仅 AliSQL 才有',
      'MySQL 8.0.22+ only': '仅 MySQL 8.0.22+ 才有',
      'MySQL 8.0 only': '仅 MySQL 8.0 才有',
      'MariaDB only': '仅 MariaDB 才有',
    },
    mycnf: (server) => `1. 加入服务器的 my.cnf（${server}）并重启`,
    sysctl: '实验室的 page cache 设置（整机生效，需 root；可选）',
    commands: '2. sysbench 1.0：prepare 一次、run、cleanup（填入你的主机、用户和密码）',
    machine: '本场景的实验室机器（请在相近的机器上比较）：',
    warning: '注意：',
  },
};
