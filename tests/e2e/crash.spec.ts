// The crash lab: crash a lesson 06 step while it runs, in English and in
// Chinese, and read the ledger; a crash link reopens the same ledger; a
// replica with FILE repositories applies transactions again after its crash.
import { expect, test, type Page } from '@playwright/test';
import { OUT, openLab } from './helpers';

/** Opens the lab at a hash in any language (the status is read from data-status). */
async function open(page: Page, hash: string) {
  await page.goto(`/#${hash}`);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', /idle|paused|finished/, { timeout: 30_000 });
  await expect(page.getByTestId('play')).toBeEnabled();
}

async function runTo(page: Page, seconds: number) {
  await page.getByTestId('play').click();
  await expect
    .poll(() => page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number), { timeout: 60_000 })
    .toBeGreaterThan(seconds * 1e9);
}

async function ledgerCount(page: Page, cls: string): Promise<number> {
  const text = await page.getByTestId('crash-ledger').locator(`tr[data-class="${cls}"] td`).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

for (const lang of ['en', 'zh'] as const) {
  test(`lesson 06 (1, 2): crashing the OS loses commits to InnoDB, crashing mysqld loses nothing (${lang})`, async ({ page }) => {
    await open(page, `lesson=06-choosing-settings&step=2&speed=max${lang === 'zh' ? '&lang=zh' : ''}`);
    await runTo(page, 1.4);
    await page.getByTestId('crash-os').click();
    const result = page.getByTestId('crash-result');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result).toHaveAttribute('data-kind', 'power');
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'paused');
    expect(await ledgerCount(page, 'binlog_only')).toBeGreaterThan(0);
    expect(await ledgerCount(page, 'lost')).toBe(0);
    expect(await ledgerCount(page, 'engine_only')).toBe(0);
    await expect(page.getByTestId('crash-ledger')).toContainText(lang === 'en' ? 'In the binlog only (so on replicas): missing from InnoDB' : '只在 binlog 中（所以从库也有）：InnoDB 里没有');
    await expect(page.getByTestId('crash-steps')).toContainText(lang === 'en' ? 'committed because their XID is in the binlog' : '因为 XID 在 binlog 中而提交');
    await page.getByTestId('crash-panel').screenshot({ path: `${OUT}crash-lesson06-os-${lang}.png` });

    // Step through recovery: one step at a time, the ledger after the last.
    await page.getByTestId('crash-step-through').click();
    await expect(page.getByTestId('crash-steps').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('crash-ledger')).toHaveCount(0);
    for (let i = 2; i <= 4; i++) {
      await page.getByTestId('crash-next-step').click();
      await expect(page.getByTestId('crash-steps').locator('li')).toHaveCount(i);
    }
    await page.getByTestId('crash-next-step').click();
    await expect(page.getByTestId('crash-ledger')).toBeVisible();

    // Same instant, mysqld only: the page cache keeps the redo that was written.
    await page.getByTestId('crash-mysqld').click();
    await expect(result).toHaveAttribute('data-kind', 'mysqld');
    expect(await ledgerCount(page, 'binlog_only')).toBe(0);
    expect(await ledgerCount(page, 'lost')).toBe(0);
    expect(await ledgerCount(page, 'ok')).toBeGreaterThan(1000);
  });
}

test('a crash link reopens the same crash and ledger', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLab(page, 'preset=s000_binlog_on_16&k.sync_binlog=0&dur=4&speed=max');
  await runTo(page, 1.2);
  await page.keyboard.press('Shift+C');
  await expect(page.getByTestId('crash-result')).toBeVisible({ timeout: 30_000 });
  const atNs = await page.getByTestId('crash-result').getAttribute('data-at-ns');
  const ledger = await page.getByTestId('crash-ledger').innerText();
  expect(await ledgerCount(page, 'engine_only')).toBeGreaterThan(0);
  await page.getByTestId('crash-copy-link').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`crash=${atNs},power`);

  const other = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page2 = await other.newPage();
  await page2.goto(link);
  await expect(page2.getByTestId('crash-result')).toHaveAttribute('data-at-ns', atNs!, { timeout: 60_000 });
  await expect.poll(() => page2.getByTestId('crash-ledger').innerText()).toBe(ledger);
  await other.close();
});

test('a bad crash field is named with what is allowed, and the lab still runs', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&dur=2&crash=soon,fire');
  await expect(page.getByTestId('messages')).toContainText('crash: "soon,fire" is not allowed; expected <nanoseconds>,<mysqld|os|power>[,replica]');
  await expect(page.getByTestId('crash-result')).toHaveCount(0);
});

test('a replica with FILE repositories applies transactions again after its own OS crash', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&k.replica=true&dur=3&speed=max');
  await runTo(page, 1.5);
  await page.keyboard.press('v');
  await expect(page.getByTestId('crash-restart')).toHaveAttribute('data-outcome', 'reapply', { timeout: 30_000 });
  for (const [w, h] of [
    [390, 844],
    [1280, 720],
    [1920, 1080],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.getByTestId('crash-panel').screenshot({ path: `${OUT}crash-replica-${w}x${h}.png` });
  }
});

test('the fidelity page shows the measured loss matrix for lesson 06 pairs (en, zh)', async ({ page }) => {
  await page.goto('/fidelity.html');
  const m = page.getByTestId('crash-matrix');
  await expect(m).toContainText('What each setting loses: crashes measured');
  await expect(m.locator('tr[data-pair="1,1"][data-kind="os"]')).toContainText('0 / 40');
  await expect(m.locator('tr[data-pair="1,2"][data-kind="os"]')).toContainText('40 / 40');
  await expect(m.locator('tr[data-pair="1,2"][data-kind="mysqld"]')).toContainText('0 / 40');
  await m.screenshot({ path: `${OUT}crash-matrix-en.png` });
  await page.goto('/fidelity.html#lang=zh');
  await page.reload();
  await expect(page.getByTestId('crash-matrix')).toContainText('每种配置会丢什么：实测的崩溃');
  await page.getByTestId('crash-matrix').screenshot({ path: `${OUT}crash-matrix-zh.png` });
});

test('A/B: both sides crash at the same instant; sync_binlog=0 loses the binlog tail, (1, 1) nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/#compare=1&seed=1&dur=4&speed=max&a.preset=s000_binlog_on_16&b.preset=s000_binlog_on_16&b.k.sync_binlog=0');
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('play').click();
  await expect.poll(() => page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number), { timeout: 60_000 }).toBeGreaterThan(1.2e9);
  await page.getByTestId('compare-crash-os').click();
  const a = page.getByTestId('compare-crash-a');
  const b = page.getByTestId('compare-crash-b');
  await expect(b).toBeVisible({ timeout: 30_000 });
  expect(await a.getAttribute('data-at-ns')).toBe(await b.getAttribute('data-at-ns'));
  const count = async (side: typeof a, cls: string) => Number((await side.locator(`tr[data-class="${cls}"] td`).innerText()).replace(/[^\d]/g, ''));
  expect(await count(a, 'engine_only')).toBe(0);
  expect(await count(a, 'lost')).toBe(0);
  expect(await count(b, 'engine_only')).toBeGreaterThan(0);
  await page.getByTestId('compare-crash').screenshot({ path: `${OUT}crash-compare-1280x720.png` });
});

test('presenter mode, Chinese, 1920x1080: the key c crashes mysqld while the step runs', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await open(page, 'lesson=06-choosing-settings&step=4&layout=presenter&lang=zh&speed=max');
  await runTo(page, 1.5);
  await page.locator('body').press('c');
  const result = page.getByTestId('crash-result');
  await expect(result).toHaveAttribute('data-kind', 'mysqld', { timeout: 30_000 });
  // (0, 0): a mysqld crash loses the log buffer's commits, which the binlog already has.
  expect(await ledgerCount(page, 'binlog_only')).toBeGreaterThan(0);
  await expect(page.getByTestId('crash-panel')).toContainText('崩溃实验');
  await page.getByTestId('crash-panel').screenshot({ path: `${OUT}crash-presenter-zh-1920x1080.png` });
});
