// Debian's nginx on 127.0.0.1 with a shipped server block, for the e2e
// tests: a throw-away prefix (pid, logs, temp dirs in a temp directory),
// the block's `listen` moved to a free port and its `alias` paths to the
// site under test. Stopped by its pid file; installs nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './helpers';

function nginxBinary(): string | null {
  const r = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}
export const nginx = nginxBinary();
export const isRoot = process.getuid?.() === 0;
/** Debian's libnginx-mod-http-brotli-static (web/scripts/setup.sh installs it). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface RunningNginx {
  port: number;
  prefix: string;
  stop(): void;
  /** Stops nginx (if running) and removes its prefix. */
  dispose(): void;
}

/**
 * Starts nginx with the server block at confPath, its alias `aliasFrom`
 * (e.g. /srv/commitlab/dist/) pointing at siteDir. brotli: load the module
 * and turn the block's commented `# brotli_static on;` on.
 */
export async function startNginx(confPath: string, aliasFrom: string, siteDir: string, brotli = false): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'commitlab-nginx-'));
  for (const d of ['logs', 'tmp']) mkdirSync(join(prefix, d));
  const port = await freePort();
  let site = readFileSync(confPath, 'utf8')
    .replace(/listen\s+80;/, `listen 127.0.0.1:${port};`)
    .replaceAll(aliasFrom, `${siteDir.replace(/\/$/, '')}/`);
  if (!site.includes(`127.0.0.1:${port}`)) throw new Error(`${confPath}: no "listen 80;" to move`);
  if (brotli) {
    if (!/# brotli_static on;/.test(site)) throw new Error(`${confPath}: no "# brotli_static on;" line to turn on`);
    site = site.replace('# brotli_static on;', 'brotli_static on;');
  }
  writeFileSync(join(prefix, 'site.conf'), site);
  const tmp = join(prefix, 'tmp');
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}user root;
worker_processes 1;
daemon on;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/logs/access.log;
  client_body_temp_path ${tmp}/body; proxy_temp_path ${tmp}/proxy; fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi; scgi_temp_path ${tmp}/scgi;
  sendfile on;
  include ${prefix}/site.conf;
}
`,
  );
  const stop = () => {
    if (!existsSync(join(prefix, 'nginx.pid'))) return;
    spawnSync(nginx!, ['-s', 'stop', '-p', prefix, '-c', conf], { timeout: 10_000 });
    for (let i = 0; i < 50 && existsSync(join(prefix, 'nginx.pid')); i++) spawnSync('sleep', ['0.1']);
  };
  const running: RunningNginx = {
    port,
    prefix,
    stop,
    dispose: () => {
      stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
  try {
    execFileSync(nginx!, ['-t', '-q', '-p', prefix, '-c', conf], { timeout: 10_000, stdio: 'pipe' });
    execFileSync(nginx!, ['-p', prefix, '-c', conf], { timeout: 10_000, stdio: 'pipe' });
  } catch (e) {
    running.dispose();
    throw e;
  }
  // Wait (bounded) until it answers.
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/lab/`)).ok) return running;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = readFileSync(join(prefix, 'logs/error.log'), 'utf8');
  running.dispose();
  throw new Error(`nginx did not answer: ${log}`);
}
