// Self-hosting: the production build (dist/) behind Debian's nginx under
// /lab/, with the shipped configuration (web/nginx/commitlab.conf). Starts
// nginx on 127.0.0.1 with a throw-away prefix (pid, logs, temp dirs in a temp
// directory), stops it afterwards. Installs nothing: skipped when nginx is
// missing or we are not root.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { rawGet, siteFiles } from './raw-get';
import { OUT } from './helpers';
import { BROTLI_MODULE, isRoot, nginx, startNginx, type RunningNginx } from './nginx-server';

const repo = resolve(new URL('../..', import.meta.url).pathname);
const dist = join(repo, 'dist');
const confPath = join(repo, 'web/nginx/commitlab.conf');

/** Directives of a CSP string, as a map name -> sources. */
function cspMap(csp: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) m.set(name, sources.join(' '));
  }
  return m;
}

test.describe('behind nginx under /lab/', () => {
  test.skip(!nginx || !isRoot, 'needs Debian nginx (web/scripts/setup.sh installs it) and root');
  let server: RunningNginx | undefined;
  let port = 0;

  test.beforeAll(async () => {
    server = await startNginx(confPath, '/srv/commitlab/dist/', dist);
    port = server.port;
  });

  test.afterAll(() => server?.dispose());

  test('headers: CSP as strict as the page meta, caching, security headers, application/wasm', async ({ request }) => {
    const base = `http://127.0.0.1:${port}/lab/`;
    const page = await request.get(base);
    expect(page.status()).toBe(200);
    const h = page.headers();
    const csp = h['content-security-policy'] ?? '';
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain("'unsafe-inline'");
    const header = cspMap(csp);
    expect(header.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(header.get('frame-ancestors')).toBe("'none'");
    // Every directive of the build's <meta> policy, with the same sources.
    const html = await page.text();
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta, 'meta CSP in dist/index.html').toBeTruthy();
    for (const [name, sources] of cspMap(meta!)) expect(header.get(name), name).toBe(sources);
    expect(h['cache-control']).toBe('no-cache');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['permissions-policy']).toContain('camera=()');

    const wasmName = readdirSync(join(dist, 'assets')).find((f) => f.endsWith('.wasm'));
    const wasm = await request.get(`${base}assets/${wasmName ?? 'missing.wasm'}`);
    expect(wasm.status()).toBe(200);
    expect(wasm.headers()['content-type']).toBe('application/wasm');
    expect(wasm.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(wasm.headers()['content-security-policy']).toBe(csp);
    expect(Buffer.from(await wasm.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
    expect((await request.get(`${base}fidelity.html`)).status()).toBe(200);
    expect((await request.get(`${base}no-such-file`)).status()).toBe(404);
  });

  test('the lab loads and runs a preset with no CSP violation, every request on 127.0.0.1', async ({ page, context }) => {
    const problems: string[] = [];
    const types = new Map<string, string>();
    context.on('request', (r) => {
      const u = new URL(r.url());
      if (u.protocol !== 'data:' && u.protocol !== 'blob:' && u.hostname !== '127.0.0.1') problems.push(`off-host request: ${r.url()}`);
      // The site lives under /lab/; a request outside it (a default /favicon.ico) is a 404 in the trainer's log.
      else if (u.hostname === '127.0.0.1' && !u.pathname.startsWith('/lab/')) problems.push(`request outside /lab/: ${r.url()}`);
    });
    context.on('response', (r) => types.set(new URL(r.url()).pathname, r.headers()['content-type'] ?? ''));
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(`http://127.0.0.1:${port}/lab/#preset=s000_binlog_off_16&dur=2&speed=max`);
    await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
    await page.getByTestId('play').click();
    await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 60_000 });
    await expect(page.getByTestId('interval-log')).toContainText('[ 2s ] thds: 16 tps: ');
    await page.screenshot({ path: `${OUT}nginx-lab.png` });
    const wasmPath = [...types.keys()].find((p) => p.endsWith('.wasm'));
    expect(wasmPath, 'the worker fetched the core').toBeTruthy();
    expect(wasmPath!.startsWith('/lab/assets/')).toBe(true);
    expect(types.get(wasmPath!)).toBe('application/wasm');
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    await page.goto(`http://127.0.0.1:${port}/lab/fidelity.html`);
    await expect(page.locator('h1')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('compression: the build\'s .gz copies (gzip_static) with Vary, nothing compressed on the fly, headers kept', async () => {
    const base = `http://127.0.0.1:${port}/lab/`;
    for (const file of siteFiles(dist)) {
      const plain = readFileSync(join(dist, file));
      const url = `${base}${file === 'index.html' ? '' : file}`;
      // The block as shipped has brotli off: a browser offering both gets gzip.
      const gz = await rawGet(url, 'gzip, deflate, br');
      expect(gz.status, file).toBe(200);
      expect(gz.headers['content-encoding'], file).toBe('gzip');
      expect(gz.headers.vary, file).toBe('Accept-Encoding');
      // The very .gz the build wrote (gzip_static), not one nginx made.
      expect(gz.body.equals(readFileSync(join(dist, `${file}.gz`))), `${file}: dist's ${file}.gz`).toBe(true);
      expect(gunzipSync(gz.body).equals(plain), `${file}: decodes to the file`).toBe(true);
      expect(gz.headers['content-security-policy'], file).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(gz.headers['cache-control'], file).toBe(file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      const none = await rawGet(url, null);
      expect(none.headers['content-encoding'], file).toBeUndefined();
      expect(none.body.equals(plain), `${file}: identity is the file`).toBe(true);
    }
  });

  // Last: it stops nginx. The service worker (sw.js, served no-cache like the pages) kept the site.
  test('after one visit the site works offline: nginx stopped, the browser offline, the lab still runs', async ({ page, context }) => {
    const base = `http://127.0.0.1:${port}/lab/`;
    const sw = await fetch(`${base}sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    await page.goto(`${base}#preset=s000_binlog_off_16&dur=2&speed=max`);
    await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(base);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    server!.stop();
    await expect(fetch(base)).rejects.toThrow();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
    await page.getByTestId('play').click();
    await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 60_000 });
    await expect(page.getByTestId('interval-log')).toContainText('[ 2s ] thds: 16 tps: ');
  });
});


test.describe('behind nginx under /lab/ with brotli_static on', () => {
  test.skip(!nginx || !isRoot, 'needs Debian nginx and root');
  test.skip(!existsSync(BROTLI_MODULE), `needs ${BROTLI_MODULE} (libnginx-mod-http-brotli-static; web/scripts/setup.sh installs it)`);
  let server: RunningNginx | undefined;
  test.afterAll(() => server?.dispose());

  test('the block\'s commented brotli_static line, turned on, sends the build\'s .br copies', async () => {
    server = await startNginx(confPath, '/srv/commitlab/dist/', dist, true);
    const base = `http://127.0.0.1:${server.port}/lab/`;
    for (const file of siteFiles(dist)) {
      const url = `${base}${file === 'index.html' ? '' : file}`;
      const br = await rawGet(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(br.headers.vary, file).toBe('Accept-Encoding');
      expect(br.body.equals(readFileSync(join(dist, `${file}.br`))), `${file}: dist's ${file}.br`).toBe(true);
      expect(brotliDecompressSync(br.body).equals(readFileSync(join(dist, file))), `${file}: decodes to the file`).toBe(true);
      expect((await rawGet(url, 'gzip')).headers['content-encoding'], file).toBe('gzip');
    }
  });
});
