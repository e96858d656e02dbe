// npm run measure -- --scenario F [--dsn mysql://user@host:port | --local] [--duration S]
//   [--set knob=value …] [--warmup S] [--out FILE]
//   [--machine-file FILE | --measure-machine DIR | --no-machine] [--machine-seconds S]
// Runs the scenario's sysbench workload against a real server with the
// scenario's settings, writes a run file the lab and the CLI read, and
// prints the model's prediction beside the measurement, figure by figure.
// --local starts a throw-away MariaDB (Debian mariadb-server) in a temporary
// directory, unix socket only, and removes it afterwards, even on Ctrl-C.
// The model beside the measurement runs on a machine file: the one given
// (--machine-file), or this machine measured now by npm run measure-machine
// (--local: in the throw-away server's directory, before it starts;
// --dsn to a server on this host: --measure-machine DIR).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { parseServerVariables } from '../src/yourserver/server-variables.js';
import { serverSettings, unappliable } from '../src/yourserver/server-settings.js';
import { sysbenchWorkloadOptions } from '../src/yourserver/recipe.js';
import { compareFigures, modelFigures, readRunFile, RUN_FILE_KIND, RUN_FILE_VERSION } from '../src/yourserver/run-file.js';
import { machineFacts, machineFactsLines } from '../src/yourserver/machine-facts.js';
import { runFingerprint } from '../src/yourserver/run-fingerprint.js';
import { cleanupRegistry, cpuTicks, ensureTools, LocalServer, loadAverage, parseDsn, runSysbench, SqlClient, stealShare } from './measure-lib.mjs';
import { measureMachine } from './measure-machine-run.mjs';
import { modelRun, resolveScenario, schema } from './native-cli.mjs';

const log = (msg) => process.stderr.write(`measure: ${msg}\n`);
const fail = (msg) => {
  log(msg);
  process.exitCode = 2;
};

function parseArgs(argv) {
  const o = { model: [], local: false, dsn: null, duration: null, warmup: null, out: null, machineFile: null, machineDir: null, noMachine: false, machineSeconds: '3' };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--local') o.local = true;
    else if (a === '--dsn') o.dsn = next();
    else if (a === '--warmup') o.warmup = next();
    else if (a === '--out') o.out = next();
    else if (a === '--duration') o.duration = next();
    else if (a === '--machine-file') o.machineFile = next();
    else if (a === '--measure-machine') o.machineDir = next();
    else if (a === '--no-machine') o.noMachine = true;
    else if (a === '--machine-seconds') o.machineSeconds = next();
    else if (['--scenario', '--preset', '--set', '--machine', '--seed'].includes(a)) o.model.push(a, next());
    else throw new Error(`unknown option "${a}"; expected --scenario F, --local or --dsn mysql://user@host:port, --duration S, --warmup S, --set knob=value, --out FILE, --machine-file FILE, --measure-machine DIR, --no-machine, --machine-seconds S`);
  }
  if (!o.model.includes('--scenario') && !o.model.includes('--preset')) throw new Error('--scenario FILE.json (or --preset NAME) is needed');
  if (o.local === Boolean(o.dsn)) throw new Error('give one of --local or --dsn mysql://user@host:port');
  const machineWays = [o.machineFile !== null && '--machine-file', o.machineDir !== null && '--measure-machine', o.noMachine && '--no-machine', o.model.includes('--machine') && '--machine'].filter(Boolean);
  if (machineWays.length > 1) throw new Error(`give one of ${machineWays.join(', ')}: each says which machine the model runs on`);
  for (const [name, v, lo, hi] of [['--duration', o.duration, 1, 86400], ['--warmup', o.warmup, 0, 3600], ['--machine-seconds', o.machineSeconds, 1, 15]]) {
    if (v === null) continue;
    const n = Number(v);
    if (!Number.isInteger(n) || n < lo || n > hi) throw new Error(`${name}: "${v}" is not allowed; expected whole seconds from ${lo} to ${hi}`);
  }
  if (o.duration !== null) o.model.push('--duration', o.duration);
  return o;
}

/** Buffer pool for a throw-away server: the scenario's, unless that is more than the data needs. */
function localBufferPool(knobs) {
  const want = knobs.innodb_buffer_pool_size_gb * 1024 ** 3;
  const dataBytes = knobs.tables * knobs.table_size * 300; // a sysbench row with its secondary index, roughly
  const enough = Math.max(128 * 1024 ** 2, Math.ceil((dataBytes * 2) / 1024 ** 2) * 1024 ** 2);
  if (want <= enough) return { bytes: want, note: null };
  return {
    bytes: enough,
    note: `innodb_buffer_pool_size: the scenario's ${knobs.innodb_buffer_pool_size_gb} GB is cut to ${enough / 1024 ** 2} MB; the data (about ${Math.round(dataBytes / 1024 ** 2)} MB) fits either way`,
  };
}

let sysbenchChild = null;
const cleanup = cleanupRegistry(log, () => sysbenchChild?.kill('SIGTERM'));

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const scenario = resolveScenario(o.model);
  const k = scenario.knobs;
  const knobDefs = schema().knobs;
  if (!['oltp_update_index', 'oltp_write_only', 'oltp_read_write'].includes(k.workload)) {
    throw new Error(`workload = ${k.workload}: not a sysbench 1.0 script; measure runs oltp_update_index, oltp_write_only or oltp_read_write`);
  }
  ensureTools(o.local ? ['sysbench', 'mariadbd', 'mariadb-install-db', 'mariadb'] : ['sysbench'], o.local ? ['mariadb-server', 'mariadb-client', 'sysbench'] : ['sysbench'], log);

  let client;
  let family;
  let db;
  const restore = [];
  const notes = [];
  // The machine the model runs on: a machine file given, or measured here.
  let machine = null; // { file, text, source }
  if (o.machineFile !== null) {
    let text;
    try {
      text = readFileSync(o.machineFile, 'utf8');
    } catch {
      throw new Error(`--machine-file: cannot read "${o.machineFile}"`);
    }
    resolveScenario([...o.model, '--machine-file', o.machineFile]); // the core checks the file, naming the field
    machine = { file: JSON.parse(text), text, source: `--machine-file ${o.machineFile}` };
  }
  const measureHere = async (dir) => {
    log(`machine: measuring this machine in ${dir} (npm run measure-machine, at most ${o.machineSeconds} s per phase)…`);
    const m = await measureMachine(dir, { phaseSeconds: Number(o.machineSeconds), name: 'measured_here' }, (l) => log(`machine: ${l}`));
    return { ...m, source: `measured now by npm run measure-machine in ${dir}` };
  };
  if (o.machineDir !== null) machine = await measureHere(o.machineDir);
  if (o.local) {
    family = 'mariadb';
    const settings = serverSettings(k, family, knobDefs);
    const refused = unappliable(settings);
    if (refused.length) throw new Error(`cannot measure this scenario on MariaDB, it would measure something else:\n  ${refused.join('\n  ')}`);
    const bp = localBufferPool(k);
    if (bp.note) notes.push(bp.note);
    const options = [settings.logBin ? '--log-bin=mysql-bin' : '--skip-log-bin', '--server-id=1'];
    for (const x of settings.set) {
      if (x.variable === 'innodb_buffer_pool_size') continue;
      options.push(`--${x.variable}=${x.value}`);
    }
    options.push(`--innodb-buffer-pool-size=${bp.bytes}`);
    const server = new LocalServer(log);
    cleanup.push(() => server.stop());
    process.on('exit', () => server.stopNow());
    // Before the server starts, on the device its data directory is on.
    if (!machine && !o.noMachine && !o.model.includes('--machine')) machine = await measureHere(server.dir);
    client = await server.start(options);
    db = 'sbtest';
    notes.push(...settings.notes);
  } else {
    client = new SqlClient(parseDsn(o.dsn));
    const version = client.query('SELECT VERSION()').trim();
    family = /mariadb/i.test(version) ? 'mariadb' : /^8\./.test(version) ? 'mysql80' : /^5\.7\./.test(version) ? 'mysql57' : null;
    if (!family) throw new Error(`server version ${version}: measure knows MySQL 5.7, MySQL 8.0 and MariaDB`);
    const settings = serverSettings(k, family, knobDefs);
    const refused = unappliable(settings);
    if (refused.length) throw new Error(`cannot measure this scenario on ${version}, it would measure something else:\n  ${refused.join('\n  ')}`);
    const current = parseServerVariables(client.query('SHOW GLOBAL VARIABLES'), knobDefs).knobs;
    if (current.log_bin !== settings.logBin) throw new Error(`log_bin is ${current.log_bin ? 'ON' : 'OFF'} on the server and ${settings.logBin ? 'ON' : 'OFF'} in the scenario; it needs a restart, set it in my.cnf (npm run sim -- --scenario … --recipe ${family})`);
    for (const x of settings.set) {
      if (x.variable === 'innodb_buffer_pool_size') {
        if (current.innodb_buffer_pool_size_gb !== k.innodb_buffer_pool_size_gb) notes.push(`innodb_buffer_pool_size left at the server's ${current.innodb_buffer_pool_size_gb} GB (the scenario says ${k.innodb_buffer_pool_size_gb} GB)`);
        continue;
      }
      if (current[x.knob] === k[x.knob]) continue;
      const old = client.query(`SELECT @@GLOBAL.${x.variable}`).trim();
      log(`SET GLOBAL ${x.variable} = ${x.value} (was ${old}; put back afterwards)`);
      client.query(`SET GLOBAL ${x.variable} = ${/^\d+$/.test(x.value) || /^(ON|OFF)$/.test(x.value) ? x.value : `'${x.value}'`}`);
      restore.push(`SET GLOBAL ${x.variable} = ${/^\d+$/.test(old) || /^(ON|OFF)$/.test(old) ? old : `'${old}'`}`);
    }
    cleanup.push(() => restore.forEach((q) => client.query(q)));
    db = 'commitlab_sbtest';
    notes.push(...settings.notes, `the sysbench tables stay in database ${db} for the next run (prepare once); remove them with DROP DATABASE ${db}`);
  }
  // What the server really runs with, read back: the run file keeps it.
  const variablesText = client.query('SHOW GLOBAL VARIABLES');
  const applied = parseServerVariables(variablesText, knobDefs).knobs;
  for (const x of serverSettings(k, family, knobDefs).set) {
    if (x.variable === 'innodb_buffer_pool_size') continue;
    if (applied[x.knob] !== k[x.knob]) throw new Error(`${x.variable}: the server runs with ${applied[x.knob]}, the scenario needs ${k[x.knob]}`);
  }
  const serverVersion = client.query('SELECT VERSION()').trim();

  client.query(`CREATE DATABASE IF NOT EXISTS ${db}`);
  const script = k.workload;
  const w = sysbenchWorkloadOptions(k);
  const conn = client.sysbenchArgs(db);
  const have = Number(client.query(`SELECT COUNT(*) FROM information_schema.tables WHERE table_schema='${db}' AND table_name LIKE 'sbtest%'`).trim());
  if (have !== k.tables) {
    if (have > 0) await runSysbench([script, ...conn, ...w.common, 'cleanup'], null, (c) => (sysbenchChild = c));
    log(`prepare: ${k.tables} tables x ${k.table_size} rows…`);
    await runSysbench([script, ...conn, ...w.common, `--threads=${Math.min(k.tables, Math.max(1, cpus().length))}`, 'prepare'], (l) => l.trim() && log(`prepare: ${l.trim()}`), (c) => (sysbenchChild = c));
  } else {
    log(`prepare: ${db} already has ${have} sbtest tables, kept`);
  }
  const duration = Math.max(1, Math.ceil(scenario.duration_s));
  const warmup = o.warmup !== null ? Number(o.warmup) : Math.min(10, Math.max(1, Math.round(duration / 4)));
  if (warmup > 0) {
    log(`warm-up: ${warmup} s at ${k.threads} threads…`);
    await runSysbench([script, ...conn, ...w.common, ...w.run, `--time=${warmup}`, 'run'], null, (c) => (sysbenchChild = c));
  }
  const runArgs = [script, ...conn, ...w.common, ...w.run, `--time=${duration}`, '--report-interval=1', '--percentile=95', 'run'];
  const loadBefore = loadAverage();
  const ticksBefore = cpuTicks();
  const before = client.query('SHOW GLOBAL STATUS');
  const t0 = process.hrtime.bigint();
  log(`run: ${duration} s, ${k.threads} threads (load average ${loadBefore?.join(' ')})`);
  const output = await runSysbench(runArgs, (l) => /^\[/.test(l) && log(`run: ${l}`), (c) => (sysbenchChild = c));
  const after = client.query('SHOW GLOBAL STATUS');
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const loadAfter = loadAverage();
  const steal = stealShare(ticksBefore, cpuTicks());

  const name = o.model.includes('--scenario') ? basename(o.model[o.model.indexOf('--scenario') + 1], '.json') : o.model[o.model.indexOf('--preset') + 1];
  const createdAt = new Date().toISOString();
  const out = resolve(o.out ?? `measured/${name}-${family}-${createdAt.replace(/[:.]/g, '-')}.json`);
  mkdirSync(dirname(out), { recursive: true });
  // The machine file is kept beside the run (for --machine-file next time) and in it.
  let modelArgs = o.model;
  let machinePath = null;
  if (machine) {
    machinePath = out.replace(/\.json$/, '') + '.machine.json';
    writeFileSync(machinePath, machine.text.endsWith('\n') ? machine.text : `${machine.text}\n`);
    modelArgs = [...o.model, '--machine-file', machinePath];
  }
  const modelScenario = machine ? resolveScenario(modelArgs) : scenario;

  const runFile = {
    kind: RUN_FILE_KIND,
    version: RUN_FILE_VERSION,
    created_at: createdAt,
    scenario: { source: o.model.join(' '), ...modelScenario },
    server: { family, version: serverVersion, local: o.local, notes, variables: variablesText },
    machine: {
      cpus: cpus().length,
      load_average_before: loadBefore,
      load_average_after: loadAfter,
      steal_share: steal === null ? null : Math.round(steal * 1000) / 1000,
      machine_file: machine ? machine.source : null,
    },
    sysbench: {
      command: ['sysbench', ...runArgs.map((a) => (a.startsWith('--mysql-password=') ? '--mysql-password=…' : a))].join(' '),
      warmup_s: warmup,
      output,
    },
    status: { before, after, seconds },
  };
  const read = readRunFile(runFile);
  if (read.error) throw new Error(`the run file does not read back: ${read.error.en}`);
  if (read.log.dropped.length) log(`sysbench output: ${read.log.dropped.length} line(s) not read, e.g. line ${read.log.dropped[0].line}: ${read.log.dropped[0].text} (expected ${read.log.dropped[0].expected.en})`);
  const runText = `${JSON.stringify(runFile, null, 1)}\n`;
  writeFileSync(out, runText);

  const model = modelFigures(modelRun(modelArgs));
  const rows = compareFigures(model, read.summary);
  const fmt = (v, d) => (typeof v === 'number' ? v.toFixed(d) : '-');
  const stealText = steal === null ? '' : `, steal ${(steal * 100).toFixed(1)}%`;
  process.stdout.write(`\nmodel (${modelScenario.machine}) vs measured (${serverVersion}, ${cpus().length} cpus, load ${loadBefore?.[0]} -> ${loadAfter?.[0]}${stealText})\n`);
  process.stdout.write(`${'figure'.padEnd(32)}${'model'.padStart(14)}${'measured'.padStart(14)}${'gap'.padStart(10)}\n`);
  for (const r of rows) {
    process.stdout.write(`${r.en.padEnd(32)}${fmt(r.model, r.digits).padStart(14)}${fmt(r.measured, r.digits).padStart(14)}${(r.gapPct === null ? '-' : `${r.gapPct >= 0 ? '+' : ''}${r.gapPct.toFixed(0)}%`).padStart(10)}\n`);
  }
  if (machine) {
    for (const l of machineFactsLines(machineFacts(machine.file), machine.source)) process.stdout.write(`${l}\n`);
    process.stdout.write(`  machine file: ${machinePath} (also in the run file, scenario.machine_file)\n`);
    // Busy runs that wait for flushes pay for displaced caches, which only a server run measures.
    const waitsForFlushes = k.innodb_flush_log_at_trx_commit === 1 || (k.log_bin && k.sync_binlog > 0);
    if (!(machine.file.resume_refill_cpu_us > 0) && k.threads >= 8 && waitsForFlushes) {
      notes.push(
        `the machine file states no resume_refill_cpu_us: with ${k.threads} threads waiting for flushes the model may run too fast here; npm run measure-refill -- --machine-file ${machinePath} --out FILE measures it (about two minutes)`,
      );
    }
  } else {
    process.stdout.write(
      `machine the model ran on: ${modelScenario.machine}, a built-in machine, not this one (${o.local ? '--no-machine or --machine' : 'give --machine-file FILE from npm run measure-machine on the server, or --measure-machine DIR when it runs here'})\n`,
    );
  }
  for (const n of [...notes, ...(read.status?.notes ?? []).map((x) => x.en)]) process.stdout.write(`note: ${n}\n`);
  process.stdout.write(`run file: ${out} (fingerprint ${runFingerprint(runText)}: a lab link names the run by it)\n`);
}

main()
  .catch((e) => fail(e.message))
  .finally(cleanup.runAll);
