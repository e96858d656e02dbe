// With the network cable pulled: after one visit the lab loads and runs from
// its service worker's cache (dist/sw.js), under any base path. Each test
// serves dist/ itself, then stops that server and takes the browser offline,
// so nothing but the cache can answer the reload.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { OUT, freePort } from './helpers';

const repo = resolve(new URL('../..', import.meta.url).pathname);

/** node web/scripts/serve.mjs under a base path; resolves once it listens. */
async function serve(base: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['web/scripts/serve.mjs', '--port', String(port), '--base', base, '--quiet'], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(server.stdout!, 'data')) as [Buffer];
  return { url: line.toString().trim(), server };
}

for (const base of ['/lab/', '/some/sub/path/']) {
  test(`after one visit the lab loads and runs offline, under ${base}`, async ({ browser }) => {
    const { url, server } = await serve(base);
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    try {
      const page = await context.newPage();
      await page.goto(`${url}#preset=s000_binlog_off_16&dur=2&speed=max`);
      await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
      // The worker is installed (everything precached) and controls the page, scoped to the base path.
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(url);
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

      // Cable pulled: the server is gone and the browser is offline.
      server.kill('SIGTERM');
      await once(server, 'exit');
      await context.setOffline(true);
      expect(await page.evaluate((u) => fetch(u, { cache: 'no-store', mode: 'no-cors' }).then(() => 'reached', () => 'offline'), `${url}no-such-file-${Date.now()}`)).toBe('offline');

      await page.reload();
      await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
      await expect(page.getByTestId('messages')).toHaveText('');
      await page.getByTestId('play').click();
      await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 60_000 });
      await expect(page.getByTestId('interval-log')).toContainText('[ 2s ] thds: 16 tps: ');
      // Code loaded on demand (the lessons) and the second page come from the cache too.
      await page.getByTestId('lessons-toggle').click();
      await expect(page.getByTestId('lesson-list')).toBeVisible();
      // Chinese, never asked for online, comes from the precache too (its text is a chunk of its own).
      await page.getByTestId('lang-zh').click();
      await expect(page.getByTestId('lang-zh')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('lessons-toggle')).toHaveText('隐藏课程');
      await expect(page.getByTestId('status')).toHaveText('已结束');
      await page.screenshot({ path: `${OUT}offline-${base.split('/').filter(Boolean).join('-')}.png` });
      await page.goto(`${url}fidelity.html`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.close();
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    }
  });
}
