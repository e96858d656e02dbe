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
  const cnf = [`# ${options.label ?? 'Commit Pipeline Lab scenario'}: server settings for ${server}`, '[mysqld]'];
  if (s.logBin) {
    cnf.push('log_bin = mysql-bin');
    if (family === 'mysql57') cnf.push('server_id = 1   # 5.7 will not start with log_bin and no server_id');
  } else {
    cnf.push(family === 'mysql80' ? 'disable_log_bin' : 'skip_log_bin');
  }
  for (const x of s.set) cnf.push(`${x.variable} = ${x.value}`);
  const warnings = [...s.notes];
  for (const m of s.missing) {
    const line = `# ${m.variable} = ${typeof m.value === 'boolean' ? (m.value ? 'ON' : 'OFF') : m.value}: not in ${server} (${m.why})`;
    cnf.push(m.same ? `${line}; left to the server's built-in behaviour, which this value stands for` : `${line}; this run will differ from the lab's`);
    if (!m.same) warnings.push(`${m.knob} = ${m.value} cannot be set on ${server}: ${m.variable} is ${m.why}`);
  }
  const sysctl = s.sysctl.map((x) => `sysctl -w ${x.variable}=${x.value}`);

  const script = SYSBENCH_SCRIPT[k.workload];
  const conn = options.connection ?? ['--db-driver=mysql', '--mysql-host=127.0.0.1', '--mysql-port=3306', '--mysql-user=sbtest', '--mysql-password=YOUR_PASSWORD', '--mysql-db=sbtest'];
  let commands = null;
  if (!script) {
    warnings.push(`workload = ${k.workload} is not a sysbench 1.0 script (TPC-C needs Percona's sysbench-tpcc); no command lines`);
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
    mycnf: (server) => `1. Add to the server's my.cnf (${server}) and restart it`,
    sysctl: "The lab's page-cache settings (machine-wide, as root; optional)",
    commands: '2. sysbench 1.0: prepare once, run, clean up (set your host, user and password)',
    machine: "The lab's machine for this scenario (compare on a similar one): ",
    warning: 'Note: ',
  },
  zh: {
    mycnf: (server) => `1. 加入服务器的 my.cnf（${server}）并重启`,
    sysctl: '实验室的 page cache 设置（整机生效，需 root；可选）',
    commands: '2. sysbench 1.0：prepare 一次、run、cleanup（填入你的主机、用户和密码）',
    machine: '本场景的实验室机器（请在相近的机器上比较）：',
    warning: '注意：',
  },
};
