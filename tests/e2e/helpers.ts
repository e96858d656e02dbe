// Shared steps for the end-to-end tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { expect, type Browser, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

export const OUT = new URL('./.output/', import.meta.url).pathname;

/** Opens the lab at a hash and waits for the model to load and configure. */
export async function openLab(page: Page, hash = '', base = '/'): Promise<void> {
  // From a page already on the lab, a link that differs only by its hash
  // would be a same-document navigation: the waits below could then pass on
  // the old link's state before the lab has read the new one. Load it afresh.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(`${base}${hash ? `#${hash}` : ''}`);
  await expect(page.getByTestId('status')).toHaveText(/idle|paused|finished/, { timeout: 30_000 });
  await expect(page.getByTestId('play')).toBeEnabled();
  // The page arrives a piece per frame once the model is in (web/src/ui/staged.tsx):
  // the charts column keeps data-loading until the last piece is there.
  await expect(page.locator('#charts[data-loading]')).toHaveCount(0);
}

/**
 * Opens a link in a fresh page of the given size and language and waits as
 * openLab does, by the status's data attribute (any language). The A/B
 * comparison has no #charts: that wait passes at once there.
 */
export async function openLabAt(browser: Browser, size: { width: number; height: number }, hash: string, lang: 'en' | 'zh' = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('commitlab.lang', l), lang);
  await page.goto(`/#${hash}`);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', /idle|paused|finished/, { timeout: 30_000 });
  await expect(page.getByTestId('play')).toBeEnabled();
  await expect(page.locator('#charts[data-loading]')).toHaveCount(0);
  return page;
}

/** Simulated clock in seconds, read from the page. */
export async function simSeconds(page: Page): Promise<number> {
  return Number(await page.getByTestId('sim-clock').getAttribute('data-now-ns')) / 1e9;
}

/** Plays until the run finishes (the URL should set speed=max). */
export async function playToEnd(page: Page, timeout = 90_000): Promise<void> {
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('finished', { timeout });
}

/** Mean TPS of a row of the "averages between changes" table. */
export async function segmentTps(page: Page, index = 0): Promise<number> {
  await page.waitForTimeout(600); // the table refreshes at most every 250 ms
  const row = page.getByTestId(`segment-${index}`);
  await expect(row).toHaveAttribute('data-tps', /\d/);
  return Number(await row.getAttribute('data-tps'));
}

/** A page in a context that lets the test inject axe (the lab's CSP forbids inline scripts). */
export async function axePage(browser: Browser, viewport = { width: 1600, height: 1000 }) {
  const context = await browser.newContext({ bypassCSP: true, viewport });
  return { context, page: await context.newPage() };
}

/** axe's serious and critical violations inside a selector (the whole page by default), one line each. */
export async function axeSerious(page: Page, selector = 'html'): Promise<string[]> {
  await page.addScriptTag({ content: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') });
  const result = await page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const r = await axe.run(document.querySelector(sel)!, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, selector);
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.help}): ${v.nodes.join(', ')}`);
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

/** The clock once two reads 250 ms apart agree (the run is paused). */
export async function settledClockNs(page: Page): Promise<number> {
  const read = async () => Number(await page.getByTestId('sim-clock').getAttribute('data-now-ns'));
  let last = -1;
  await expect
    .poll(async () => {
      const now = await read();
      const same = now === last;
      last = now;
      return same;
    }, { intervals: [250], timeout: 30_000 })
    .toBe(true);
  return last;
}
