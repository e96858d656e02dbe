// The A/B comparison in presenter mode (#compare=…&layout=presenter): on a
// projector's first screen, without scrolling, the sides' names and what
// differs, the playback controls and clock, B against A in large type, and
// the TPS and p95 charts; the setup one click away; the layout in the link,
// through a language switch, and back to the lab layout with nothing lost.
import { expect, test, type Page } from '@playwright/test';
import { OUT, axePage, axeSerious, openLabAt } from './helpers';

const PAIR = 'compare=1&seed=1&dur=4&speed=max&a.preset=s000_binlog_off_256&b.preset=s000_binlog_on_256';

async function playToEnd(page: Page): Promise<void> {
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished', { timeout: 90_000 });
  await page.waitForTimeout(600); // the table refreshes at most every 250 ms, the charts every 50 ms
}

/** What the room must see is whole on the first screen: names any that is not. */
async function offScreen(page: Page, size: { width: number; height: number }): Promise<string[]> {
  const must = ['[data-testid="pane-a"] h2', '[data-testid="pane-b"] h2', '[data-testid="differing-knobs"]', '[data-testid="diff-table"]', '[data-chart="compare-tps"]', '[data-chart="compare-p95"]', '[data-testid="play"]', '[data-testid="reset"]', '[data-testid="speed"]', '[data-testid="sim-clock"]', '[data-testid="header-more"]'];
  return page.evaluate(
    ({ must, w, h }) =>
      must.filter((sel) => {
        const el = document.querySelector(sel);
        if (!el || el.getClientRects().length === 0) return true;
        const r = el.getBoundingClientRect();
        return r.top < -0.5 || r.left < -0.5 || r.bottom > h + 0.5 || r.right > w + 0.5;
      }),
    { must, w: size.width, h: size.height },
  );
}

const px = (page: Page, sel: string) => page.locator(sel).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

for (const size of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  for (const lang of ['en', 'zh'] as const) {
    test(`a presenter compare link at ${size.width}x${size.height}${lang === 'zh' ? ' in Chinese' : ''}: names, controls, B against A and the TPS and p95 charts on the first screen; the setup hidden`, async ({ browser }) => {
      const page = await openLabAt(browser, size, `${PAIR}&layout=presenter`, lang);
      await expect(page.locator('html')).toHaveAttribute('data-layout', 'presenter');
      await expect(page.getByTestId('messages').locator('.message')).toHaveCount(0);
      await playToEnd(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await offScreen(page, size)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      // The setup waits behind one control.
      for (const id of ['quick-binlog-16', 'compare-seed', 'compare-duration', 'pane-a-preset', 'pane-b-machine', 'pane-b-knobs', 'copy-a-to-b', 'compare-close']) await expect(page.getByTestId(id), id).toBeHidden();
      await expect(page.getByTestId('header-more')).toHaveText(lang === 'zh' ? '设置 ▾' : 'Setup ▾');
      // Type grows with the screen (the lab: 14 px); B against A is larger still.
      const big = size.width >= 1920 ? 28 : 19;
      expect(await px(page, 'body')).toBeGreaterThanOrEqual(big);
      expect(await px(page, '[data-testid="diff-tps"] td.diff-run')).toBeGreaterThanOrEqual(big * 1.1 - 0.5);
      expect(await px(page, '[data-testid="diff-tps"] td.delta.diff-run')).toBeGreaterThanOrEqual(big * 1.2 - 0.5);
      expect(await px(page, '[data-chart="compare-tps"] .y-axis text')).toBeGreaterThanOrEqual(14);
      // The whole run's numbers, in view: at 256 threads binlog ON (B) is faster (the article's surprise).
      const tps = page.getByTestId('diff-tps');
      expect(Number(await tps.getAttribute('data-b-run'))).toBeGreaterThan(Number(await tps.getAttribute('data-a-run')));
      await expect(tps.locator('td.diff-run.delta')).toBeVisible();
      await expect(tps.locator('td.diff-last').first()).toBeHidden();
      await expect(page.locator('[data-chart="compare-p95"] path.series-side-b')).toHaveAttribute('d', /M/);
      await page.screenshot({ path: `${OUT}compare-presenter-${size.width}x${size.height}-${lang}.png` });
      await page.context().close();
    });
  }
}

test('presenting the comparison at 1280x720: the setup one click away, the layout in the link through a language switch, and back to the lab layout with nothing lost', async ({ browser }) => {
  const size = { width: 1280, height: 720 };
  const page = await openLabAt(browser, size, `${PAIR}&layout=presenter`);
  const hidden = ['quick-binlog-16', 'compare-seed', 'pane-b-preset', 'pane-b-knobs', 'copy-a-to-b', 'compare-export-csv', 'compare-close', 'fullscreen-toggle', 'keys-open'];

  // The clicker plays and pauses the comparison, r resets it (not the hidden lab).
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', /playing|finished/);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished', { timeout: 90_000 });
  await page.keyboard.press('r');
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle');
  await expect(page.getByTestId('pane-b-clock')).toHaveAttribute('data-now-ns', '0');

  // Setup: one button shows it where it always is, and hides it again.
  const setup = page.getByTestId('header-more');
  await setup.click();
  await expect(setup).toHaveAttribute('aria-expanded', 'true');
  for (const id of hidden) await expect(page.getByTestId(id), id).toBeVisible();
  await page.getByTestId('quick-binlog-16').click();
  await expect.poll(() => page.url()).toContain('a.preset=s000_binlog_off_16');
  await page.getByTestId('compare-duration').fill('3');
  await page.getByTestId('compare-duration').press('Enter');
  await expect.poll(() => page.url()).toContain('dur=3');
  expect(page.url()).toContain('layout=presenter');
  await page.screenshot({ path: `${OUT}compare-presenter-setup-1280x720.png` });
  await setup.click();
  for (const id of hidden) await expect(page.getByTestId(id), id).toBeHidden();
  // (The quick start plays; the new duration restarts it.) From 0 s, by the clicker.
  await page.keyboard.press('r');
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle');
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished', { timeout: 90_000 });
  await page.waitForTimeout(600);
  const tpsA = await page.getByTestId('diff-tps').getAttribute('data-a-run');
  expect(Number(tpsA)).toBeGreaterThan(0);

  // 中文: the layout stays, and the link carries both.
  await page.getByTestId('lang-zh').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'presenter');
  await expect(setup).toHaveText('设置 ▾');
  await expect(page.getByRole('heading', { name: 'B 对比 A，实时' })).toBeVisible();
  await expect.poll(() => page.url()).toMatch(/&layout=presenter&lang=zh$/);
  expect(await offScreen(page, size)).toEqual([]);

  // The link reopens the same comparison in the same layout and language.
  const link = page.url();
  const again = await page.context().newPage();
  await again.goto(link);
  await expect(again.getByTestId('status')).toHaveAttribute('data-status', 'idle', { timeout: 30_000 });
  await expect(again.locator('html')).toHaveAttribute('data-layout', 'presenter');
  await expect(again.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(again.getByTestId('pane-a')).toContainText('binlog OFF');
  await again.close();

  // Back to the lab layout: everything shows again, as it was.
  await page.getByTestId('lang-en').click();
  await page.getByTestId('presenter-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'lab');
  await expect.poll(() => page.url()).not.toContain('layout=');
  for (const id of ['quick-binlog-16', 'compare-seed', 'pane-b-preset', 'pane-b-knobs', 'copy-a-to-b', 'compare-close', 'diff-window']) await expect(page.getByTestId(id), id).toBeVisible();
  await expect(page.getByTestId('header-more')).toHaveCount(0);
  await expect(page.getByTestId('compare-duration')).toHaveValue('3');
  await expect(page.getByTestId('pane-b-preset')).toHaveValue('s000_binlog_on_16');
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished');
  await expect(page.getByTestId('diff-tps')).toHaveAttribute('data-a-run', tpsA!);
  await expect(page.getByTestId('diff-tps').locator('td.diff-last').first()).toBeVisible();
  await page.context().close();
});

test('a bad layout in a compare link gets the lab\'s refusal, in English and Chinese; the comparison still opens', async ({ browser }) => {
  const size = { width: 1280, height: 720 };
  const page = await openLabAt(browser, size, `${PAIR}&layout=projector`);
  const messages = page.getByTestId('messages');
  await expect(messages).toContainText('URL field "layout": "projector" is not allowed; expected one of lab, presenter. Keeping the current layout.');
  await expect(messages).not.toContainText('not known in a comparison');
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'lab');
  await expect(page.getByTestId('pane-b-preset')).toHaveValue('s000_binlog_on_256');
  // The message re-words itself in Chinese.
  await page.getByTestId('lang-zh').click();
  await expect(messages).toContainText('URL 字段 "layout"');
  await expect(messages).toContainText('保持当前布局');
  await page.context().close();
});

test('axe finds no serious or critical violations in the presenter comparison, with the setup shut or open', async ({ browser }) => {
  const { context, page } = await axePage(browser, { width: 1280, height: 720 });
  await page.goto(`/#${PAIR}&layout=presenter`);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle', { timeout: 30_000 });
  await playToEnd(page);
  const shut = await axeSerious(page);
  expect(shut, shut.join('\n')).toEqual([]);
  await page.getByTestId('header-more').click();
  await expect(page.getByTestId('quick-binlog-16')).toBeVisible();
  const open = await axeSerious(page);
  expect(open, open.join('\n')).toEqual([]);
  await context.close();
});
