// "Copy link to this moment": the link reopens the same simulated instant,
// paused, with the same figures (TPS, interval log, pipeline summary).
import { expect, test, type Page } from '@playwright/test';
import { OUT, openLab } from './helpers';

async function screenFigures(page: Page) {
  const nowNs = await page.getByTestId('sim-clock').getAttribute('data-now-ns');
  const summary = page.getByTestId('pipeline-summary');
  await expect(summary).toHaveAttribute('data-now-us', String(Number(nowNs) / 1000));
  await page.waitForTimeout(400); // charts and tables redraw at most every 50-250 ms
  return {
    nowNs,
    clock: await page.getByTestId('sim-clock').textContent(),
    status: await page.getByTestId('status').textContent(),
    tps: await page.getByTestId('latest-tps-TPS').textContent(),
    log: await page.getByTestId('interval-log').innerText(),
    summary: await summary.innerText(),
  };
}

test('a copied moment link reopens the same instant with the same figures', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLab(page, 'preset=s000_binlog_on_256&dur=6&speed=0.5');
  await page.getByTestId('play').click();
  await expect.poll(async () => Number(await page.getByTestId('sim-clock').getAttribute('data-now-ns')), { timeout: 30_000 }).toBeGreaterThan(2.2e9);
  await page.getByTestId('copy-moment').click();
  await expect(page.getByTestId('copy-moment')).toHaveText('Moment copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/[#&]t=\d+000(&|$)/);
  expect(link).toContain('preset=s000_binlog_on_256');
  const before = await screenFigures(page);
  expect(before.status).toBe('paused');
  expect(Number(before.nowNs)).toBe(Number(/[#&]t=(\d+)/.exec(link)![1]));
  expect(before.log).toContain('[ 2s ] thds: 256');

  // A fresh page (no shared state) from the link.
  const other = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page2 = await other.newPage();
  await page2.goto(link);
  await expect(page2.getByTestId('sim-clock')).toHaveAttribute('data-now-ns', before.nowNs!, { timeout: 30_000 });
  await expect(page2.getByTestId('status')).toHaveText('paused');
  const after = await screenFigures(page2);
  expect(after).toEqual(before);
  // The moment fields leave the address once applied; the scenario stays.
  expect(page2.url()).not.toMatch(/[#&]t=/);
  expect(page2.url()).toContain('preset=s000_binlog_on_256');
  await expect(page2.getByTestId('messages')).toHaveText('');
  await page2.screenshot({ path: `${OUT}moment-reopened.png` });
  await other.close();
});
