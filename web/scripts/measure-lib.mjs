// Pieces of `npm run measure`: a throw-away local MariaDB, a SQL client
// (the mariadb / mysql command-line client, so the project needs no
// database driver), and sysbench runs with live output. Each piece cleans
// up after itself; LocalServer.stop() is safe to call twice.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STEAL_NOTE_SHARE } from '../src/yourserver/run-file.js';

export function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Installs Debian packages when a tool is missing (measure only, never npm start). */
export function ensureTools(tools, packages, log) {
  const missing = tools.filter((t) => !which(t));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0 || !which('apt-get')) {
    throw new Error(`${missing.join(', ')} not found; install them (Debian: apt-get install ${packages.join(' ')}) and run again`);
  }
  log(`installing ${packages.join(' ')} (Debian packages; ${missing.join(', ')} not found)…`);
  const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed (exit ${r.status})`);
  const still = tools.filter((t) => !which(t));
  if (still.length) throw new Error(`${still.join(', ')} still not found after installing ${packages.join(' ')}`);
}

/** A SQL client over the command-line client: connection options and a query runner. */
export class SqlClient {
  /** @param {{socket?: string, host?: string, port?: number, user: string, password?: string}} conn */
  constructor(conn) {
    this.conn = conn;
    this.bin = which('mariadb') ?? which('mysql');
    if (!this.bin) throw new Error('no mariadb or mysql client found (Debian: apt-get install mariadb-client)');
  }
  args() {
    const c = this.conn;
    const a = ['--no-defaults', `--user=${c.user}`];
    if (c.socket) a.push(`--socket=${c.socket}`);
    else a.push(`--host=${c.host}`, `--port=${c.port ?? 3306}`, '--protocol=TCP');
    return a;
  }
  /** Tab-separated rows of a query (no column names). */
  query(sql, timeoutMs = 30000) {
    return execFileSync(this.bin, [...this.args(), '--batch', '--skip-column-names', '--execute', sql], {
      encoding: 'utf8',
      timeout: timeoutMs,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(this.conn.password ? { MYSQL_PWD: this.conn.password } : {}) },
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  /** sysbench's connection options for this server. */
  sysbenchArgs(db) {
    const c = this.conn;
    const a = ['--db-driver=mysql', `--mysql-user=${c.user}`, `--mysql-db=${db}`];
    if (c.socket) a.push(`--mysql-socket=${c.socket}`);
    else a.push(`--mysql-host=${c.host}`, `--mysql-port=${c.port ?? 3306}`);
    if (c.password) a.push(`--mysql-password=${c.password}`);
    return a;
  }
}

/** mysql://user[:password]@host[:port] -> connection, or an error naming the part. */
export function parseDsn(text) {
  let u;
  try {
    u = new URL(text);
  } catch {
    throw new Error(`--dsn: "${text}" is not allowed; expected mysql://user[:password]@host[:port]`);
  }
  if (u.protocol !== 'mysql:') throw new Error(`--dsn: "${u.protocol}" is not allowed; expected mysql://user@host:port`);
  if (!u.username) throw new Error('--dsn: a user is needed (mysql://user@host:port)');
  return { host: u.hostname, port: u.port ? Number(u.port) : 3306, user: decodeURIComponent(u.username), password: u.password ? decodeURIComponent(u.password) : undefined };
}

/**
 * A MariaDB server in a temporary directory, unix socket only, run as
 * root with its own datadir. stop() kills it by its pid and removes the
 * directory.
 */
export class LocalServer {
  constructor(log) {
    this.log = log;
    this.dir = mkdtempSync(join(tmpdir(), 'commitlab-measure-'));
    this.socket = join(this.dir, 'mysqld.sock');
    this.child = null;
    this.stopped = false;
  }
  /** @param {string[]} options mariadbd options (--name=value), the scenario's settings */
  start(options, timeoutMs = 60000) {
    const datadir = join(this.dir, 'data');
    const install = spawnSync(
      which('mariadb-install-db') ?? 'mysql_install_db',
      ['--no-defaults', '--user=root', `--datadir=${datadir}`, '--auth-root-authentication-method=socket', '--skip-test-db'],
      { encoding: 'utf8', timeout: timeoutMs },
    );
    if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${(install.stderr || install.stdout).trim().split('\n').slice(-5).join('\n')}`);
    const args = [
      '--no-defaults',
      '--user=root',
      `--datadir=${datadir}`,
      `--socket=${this.socket}`,
      `--pid-file=${join(this.dir, 'mysqld.pid')}`,
      '--skip-networking',
      `--log-error=${join(this.dir, 'error.log')}`,
      ...options,
    ];
    this.log(`starting MariaDB: mariadbd ${args.slice(1).join(' ')}`);
    this.child = spawn(which('mariadbd') ?? 'mysqld', args, { stdio: 'ignore' });
    this.exited = null;
    this.child.on('exit', (code, signal) => (this.exited = { code, signal }));
    return this.waitReady(timeoutMs);
  }
  async waitReady(timeoutMs) {
    const client = new SqlClient({ socket: this.socket, user: 'root' });
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (this.exited) throw new Error(`mariadbd exited (${JSON.stringify(this.exited)}):\n${this.errorLogTail()}`);
      try {
        client.query('SELECT 1', 5000);
        return client;
      } catch {
        if (Date.now() > until) throw new Error(`mariadbd did not answer within ${timeoutMs / 1000} s:\n${this.errorLogTail()}`);
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  }
  errorLogTail() {
    const f = join(this.dir, 'error.log');
    return existsSync(f) ? readFileSync(f, 'utf8').trim().split('\n').slice(-8).join('\n') : '(no error log)';
  }
  /** Stops the server by its pid (SIGTERM, then SIGKILL after 20 s) and removes its directory. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    const pid = this.child?.pid;
    if (pid && !this.exited) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {}
      const until = Date.now() + 20000;
      while (!this.exited && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      if (!this.exited) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
  /** Synchronous last resort (process 'exit'): kill by pid and remove the directory. */
  stopNow() {
    if (this.stopped) return;
    this.stopped = true;
    try {
      if (this.child?.pid && !this.exited) process.kill(this.child.pid, 'SIGKILL');
    } catch {}
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Runs sysbench, passing each output line to onLine as it comes; resolves with the whole output. */
export function runSysbench(args, onLine, register) {
  return new Promise((resolve, reject) => {
    const child = spawn('sysbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    register?.(child);
    let out = '';
    let err = '';
    let partial = '';
    child.stdout.on('data', (d) => {
      out += d;
      partial += d;
      const lines = partial.split('\n');
      partial = lines.pop();
      for (const l of lines) onLine?.(l);
    });
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      register?.(null);
      if (partial) onLine?.(partial);
      if (code === 0) resolve(out);
      else reject(new Error(`sysbench ${args.slice(-1)[0]} failed (${signal ?? `exit ${code}`}):\n${(err || out).trim().split('\n').slice(-6).join('\n')}`));
    });
  });
}

/**
 * Cleanups for a command that starts servers or writes files: each step
 * runs once, the last registered first, when runAll() is called or on
 * SIGINT, SIGTERM or SIGHUP (then the process exits 130). `first` runs
 * before them (stop a child still writing).
 */
export function cleanupRegistry(log, first = () => {}) {
  const steps = [];
  async function runAll() {
    try {
      first();
    } catch {}
    while (steps.length) {
      try {
        await steps.pop()();
      } catch (e) {
        log(`cleanup: ${e.message}`);
      }
    }
  }
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, async () => {
      log(`${sig}: stopping and cleaning up…`);
      await runAll();
      process.exit(130);
    });
  }
  return { push: (step) => steps.push(step), runAll };
}

/** The host's CPU time so far, in USER_HZ ticks (/proc/stat's first line): all of it, and the hypervisor's steal; null where unreadable. */
export function cpuTicks(text) {
  try {
    const line = (text ?? readFileSync('/proc/stat', 'utf8')).split('\n').find((l) => /^cpu\s/.test(l));
    const f = line.trim().split(/\s+/).slice(1).map(Number);
    if (f.length < 8 || f.some((x) => !Number.isFinite(x))) return null;
    // user nice system idle iowait irq softirq steal (guest time is inside user)
    return { total: f.slice(0, 8).reduce((a, b) => a + b, 0), steal: f[7] };
  } catch {
    return null;
  }
}

/** The share of the CPU time between two cpuTicks() the hypervisor took, or null. */
export function stealShare(before, after) {
  if (!before || !after || !(after.total > before.total)) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}

/**
 * Why a run that the hypervisor took more than STEAL_NOTE_SHARE of the CPU
 * from cannot price this machine's own CPU, or null when it is quiet (or
 * steal was not readable).
 * @param {number | null} steal stealShare() over the run
 * @param {string} what the run, for the message
 */
export function stolenRunError(steal, what) {
  if (steal === null || !(steal > STEAL_NOTE_SHARE)) return null;
  return `${what}: the hypervisor took ${(steal * 100).toFixed(0)}% of this host's CPU time during the run (steal in /proc/stat; allowed up to ${STEAL_NOTE_SHARE * 100}%): another guest was busy, so the run's CPU is not this machine's own; nothing was written, measure again when steal stays near 0`;
}

export function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').trim().split(/\s+/).slice(0, 3).map(Number);
  } catch {
    return null;
  }
}
