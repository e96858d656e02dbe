// npm run measure-refill -- [--machine-file FILE] [--threads 16,64] [--duration S] [--out FILE]
// Measures a machine file's resume_refill_cpu_us on this machine: a
// throw-away MariaDB (Debian mariadb-server, installed if missing, unix
// socket only, removed afterwards even on Ctrl-C) runs sysbench
// oltp_update_index (8 x 100k rows) with innodb_flush_log_at_trx_commit=0
// and =1 at each thread count, binlog off; the kernel's accounting of
// every server thread (/proc) and of sysbench gives the CPU each extra
// flush wait costs (server-refill.mjs). Prints the machine file (given, or
// measured here first by npm run measure-machine) with the refill added,
// and the halted vCPU's figures its source reports: the three go in
// together (wasm-core/docs/machine-file.md, "The refill after a wait").
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { cleanupRegistry, cpuTicks, ensureTools, LocalServer, stealShare, stolenRunError } from './measure-lib.mjs';
import { measureMachine } from './measure-machine-run.mjs';
import { resolveScenario } from './native-cli.mjs';
import { perTransaction, refillPerExtraSleep, threadDelta, threadTimes, childrenCpuSeconds, withRefill } from './server-refill.mjs';

const run = promisify(execFile);
const log = (msg) => process.stderr.write(`measure-refill: ${msg}\n`);

function parseArgs(argv) {
  const o = { machineFile: null, threads: [16, 64], duration: 10, out: null };
  const known = ['--machine-file', '--out', '--threads', '--duration'];
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (!known.includes(a)) throw new Error(`unknown option "${a}"; expected --machine-file FILE, --threads 16,64, --duration S, --out FILE`);
    if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
    const v = argv[++i];
    if (a === '--machine-file') o.machineFile = v;
    else if (a === '--out') o.out = v;
    else if (a === '--threads') {
      o.threads = v.split(',').map(Number);
      if (o.threads.length === 0 || o.threads.some((t) => !Number.isInteger(t) || t < 8 || t > 256)) {
        throw new Error(`--threads: "${v}" is not allowed; expected thread counts from 8 to 256, comma-separated (enough threads that every core runs others while one waits; MariaDB's thread cache keeps at most 256)`);
      }
    } else if (a === '--duration') {
      o.duration = Number(v);
      if (!Number.isInteger(o.duration) || o.duration < 3 || o.duration > 600) throw new Error(`--duration: "${v}" is not allowed; expected whole seconds from 3 to 600`);
    }
  }
  return o;
}

const cleanup = cleanupRegistry(log);

/** sysbench under bash, whose `times` gives sysbench's own CPU. */
async function sysbench(args) {
  const { stdout, stderr } = await run('bash', ['-c', 'sysbench "$@"; s=$?; times 1>&2; exit $s', 'sysbench', ...args], { maxBuffer: 64 << 20 });
  const transactions = Number(/transactions:\s+(\d+)/.exec(stdout)?.[1]);
  return { transactions, cpuS: childrenCpuSeconds(stderr) };
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  let machine = null;
  if (o.machineFile !== null) {
    let text;
    try {
      text = readFileSync(o.machineFile, 'utf8');
    } catch {
      throw new Error(`--machine-file: cannot read "${o.machineFile}"`);
    }
    resolveScenario(['--preset', 'laptop_quickstart', '--machine-file', o.machineFile]); // the core checks it, naming the field
    machine = JSON.parse(text);
  }
  ensureTools(['sysbench', 'mariadbd', 'mariadb-install-db', 'mariadb'], ['mariadb-server', 'mariadb-client', 'sysbench'], log);
  const server = new LocalServer(log);
  cleanup.push(() => server.stop());
  process.on('exit', () => server.stopNow());
  if (!machine) {
    log(`measuring this machine first (npm run measure-machine in ${server.dir})…`);
    machine = (await measureMachine(server.dir, { phaseSeconds: 3, name: 'measured_here' }, (l) => log(`machine: ${l}`))).file;
  }
  // The model charges the whole refill once the others' working sets fill a
  // core's private cache (docs/calibration.md): at least 8 threads per core.
  const fewest = 8 * (machine.cores ?? 1);
  const tooFew = o.threads.filter((t) => t < fewest);
  if (tooFew.length) throw new Error(`--threads: ${tooFew.join(', ')} is too few for ${machine.cores} cores; expected at least ${fewest} (8 per core), so that every core runs many others while one thread waits`);
  for (const f of ['fsync_cpu_us', 'context_switch_us']) {
    if (!(machine[f] > 0)) throw new Error(`the machine file has no ${f}: measure the machine (npm run measure-machine) or give a file that states it`);
  }
  const client = await server.start(['--skip-log-bin', '--innodb-buffer-pool-size=512M', '--innodb-log-file-size=512M', '--max-connections=600', '--thread-cache-size=256']);
  const pid = server.child.pid;
  client.query('CREATE DATABASE sbtest');
  const sb = ['oltp_update_index', '--db-driver=mysql', `--mysql-socket=${server.socket}`, '--mysql-user=root', '--mysql-db=sbtest', '--tables=8', '--table-size=100000'];
  log('prepare: 8 tables x 100000 rows…');
  await run('sysbench', [...sb, '--threads=8', 'prepare'], { maxBuffer: 64 << 20 });
  const fsyncs = () => Number(client.query("SHOW GLOBAL STATUS LIKE 'Innodb_data_fsyncs'").trim().split('\t')[1]);
  const perThreads = [];
  for (const threads of o.threads) {
    const per = {};
    for (const tc of [0, 1]) {
      client.query(`SET GLOBAL innodb_flush_log_at_trx_commit = ${tc}`);
      await sysbench([...sb, `--threads=${threads}`, '--time=3', 'run']); // warm-up
      const before = threadTimes(pid);
      const f0 = fsyncs();
      const ticks0 = cpuTicks();
      const r = await sysbench([...sb, `--threads=${threads}`, `--time=${o.duration}`, 'run']);
      const d = threadDelta(before, threadTimes(pid));
      // The refill is a difference of two runs' CPU: a run the hypervisor
      // took CPU from would put a neighbour's load into it.
      const stolen = stolenRunError(stealShare(ticks0, cpuTicks()), `${threads} threads, trx_commit=${tc}`);
      if (stolen) throw new Error(stolen);
      per[tc] = perTransaction({ transactions: r.transactions, serverTicks: d.ticks, serverSleeps: d.voluntary, sysbenchCpuS: r.cpuS, fsyncs: fsyncs() - f0 });
      log(`${threads} threads, trx_commit=${tc}: ${Math.round(r.transactions / o.duration)} TPS, ${per[tc].cpuUs.toFixed(1)} us CPU and ${per[tc].sleeps.toFixed(2)} server sleeps per transaction, ${per[tc].trxPerFlush.toFixed(1)} transactions per fsync`);
    }
    const refill = refillPerExtraSleep(per[0], per[1], machine);
    log(`${threads} threads: ${refill.toFixed(1)} us per extra sleep beyond the model's busy wake-up`);
    perThreads.push({ threads, refill });
  }
  const refill = perThreads.reduce((s, x) => s + x.refill, 0) / perThreads.length;
  const how = `measured by npm run measure-refill on a throw-away MariaDB ${client.query('SELECT VERSION()').trim()} (sysbench oltp_update_index 8 x 100k, trx_commit 1 over 0; ${perThreads.map((x) => `${x.threads} threads ${x.refill.toFixed(1)} us`).join(', ')}).`;
  const out = JSON.stringify(withRefill(machine, refill, how), null, 2) + '\n';
  await cleanup.runAll();
  if (o.out) {
    writeFileSync(o.out, out);
    log(`wrote ${o.out}`);
  } else process.stdout.write(out);
}

main().catch(async (e) => {
  log(e.message);
  await cleanup.runAll();
  process.exitCode = 2;
});
