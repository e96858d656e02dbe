// The crash lab, continued: many crashes swept in the worker (progress,
// cancel, a table and a plot per setting, kept side by side), recovery
// animated over the pipeline, the crash keys in the `?` list, and a
// replica crash on both sides of the A/B comparison.
import { expect, test, type Page } from '@playwright/test';
import { OUT, axePage, axeSerious } from './helpers';

/** Opens the lab at a hash in any language (the status is read from data-status). */
async function openLab(page: Page, hash: string) {
  await page.goto(`/#${hash}`);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', /idle|paused|finished/, { timeout: 30_000 });
  await expect(page.getByTestId('play')).toBeEnabled();
}

const SIZES: Array<[number, number]> = [
  [390, 844],
  [1280, 720],
  [1920, 1080],
];

async function runTo(page: Page, seconds: number) {
  await page.getByTestId('play').click();
  await expect.poll(() => page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number), { timeout: 60_000 }).toBeGreaterThan(seconds * 1e9);
}

const cell = (page: Page, setting: string, kind: string, col: string) =>
  page.locator(`[data-testid="sweep-table"][data-setting="${setting}"] tr[data-kind="${kind}"] td[data-col="${col}"]`);

for (const lang of ['en', 'zh'] as const) {
  test(`a crash sweep in the worker: progress, then the loss distribution per setting, kept side by side (${lang})`, async ({ page }) => {
    await openLab(page, `preset=s000_binlog_on_16&k.sync_binlog=0&dur=2&speed=max${lang === 'zh' ? '&lang=zh' : ''}`);
    const sweep = page.getByTestId('crash-sweep');
    await page.getByTestId('sweep-count').fill('12');
    await page.getByTestId('sweep-run').click();
    const setting = '(0, 1) group_commit_57';
    await expect(page.locator(`[data-testid="sweep-table"][data-setting="${setting}"]`)).toBeVisible({ timeout: 60_000 });
    // sync_binlog=0: a mysqld crash loses nothing; an OS crash loses the unsynced binlog tail.
    await expect(cell(page, setting, 'mysqld', 'losing')).toHaveText(/^0 \/ 12$/);
    await expect(cell(page, setting, 'os', 'losing')).not.toHaveText(/^0 \//);
    await expect(page.getByTestId('sweep-plot').first().locator('circle')).toHaveCount(36);
    await expect(sweep).toContainText(lang === 'en' ? 'Many crashes: the loss distribution' : '多次崩溃：丢失的分布');

    // Another setting: its sweep comes first, the first one stays.
    const sync = page.locator('[data-knob="sync_binlog"]');
    await sync.fill('3');
    await sync.press('Tab');
    await expect(page).toHaveURL(/k\.sync_binlog=3/);
    await page.getByTestId('sweep-run').click();
    await expect(page.getByTestId('sweep-result')).toHaveCount(2, { timeout: 60_000 });
    await expect(cell(page, '(3, 1) group_commit_57', 'mysqld', 'losing')).toHaveText(/^0 \/ 12$/);
    await expect(page.getByTestId('sweep-result').first()).toHaveAttribute('aria-label', '(3, 1) group_commit_57');
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await sweep.scrollIntoViewIfNeeded();
      await sweep.screenshot({ path: `${OUT}crash-sweep-${lang}-${w}x${h}.png` });
    }
  });
}

test('a long sweep keeps the lab responsive, shows its progress and stops on Cancel', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_256&dur=30&speed=max');
  await page.getByTestId('sweep-count').fill('400');
  await page.getByTestId('sweep-run').click();
  const progress = page.getByTestId('sweep-progress');
  await expect(progress).toBeVisible();
  await expect.poll(() => progress.getAttribute('value').then(Number), { timeout: 60_000 }).toBeGreaterThan(0);
  // The worker still runs the lab between slices: play moves the clock.
  await page.getByTestId('play').click();
  await expect.poll(() => page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.getByTestId('play').click(); // pause
  await page.getByTestId('sweep-cancel').click();
  await expect(page.getByTestId('crash-sweep')).toContainText('Sweep cancelled.');
  await expect(page.getByTestId('sweep-result')).toHaveCount(0);
  await expect(page.getByTestId('sweep-run')).toBeEnabled();
});

test('a bad number of crash instants is named with what is allowed, and nothing runs', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&dur=2');
  await page.getByTestId('sweep-count').fill('many');
  await expect(page.getByTestId('crash-sweep')).toContainText('Crash instants: "many" is not allowed; expected a whole number from 5 to 400.');
  await expect(page.getByTestId('sweep-run')).toBeDisabled();
});

for (const lang of ['en', 'zh'] as const) {
  test(`recovery plays over the pipeline after a crash, phase by phase (${lang})`, async ({ page }) => {
    await openLab(page, `preset=s000_binlog_on_16&k.sync_binlog=0&k.innodb_flush_log_at_trx_commit=2&dur=4&speed=max${lang === 'zh' ? '&lang=zh' : ''}`);
    await runTo(page, 1.3);
    await page.getByTestId('crash-os').click();
    const overlay = page.getByTestId('recovery-overlay');
    await expect(overlay).toBeVisible({ timeout: 30_000 });
    await expect(overlay).toHaveAttribute('data-phase', 'ledger', { timeout: 15_000 });
    await expect(overlay).toHaveAttribute('data-done', 'true');
    await page.getByTestId('pipeline').screenshot({ path: `${OUT}crash-recovery-anim-${lang}-1600.png` });
    // Stepping through recovery in the panel moves the animation with it.
    await page.getByTestId('crash-step-through').click();
    await expect(overlay).toHaveAttribute('data-phase', 'redo');
    await page.getByTestId('crash-next-step').click();
    await expect(overlay).toHaveAttribute('data-phase', 'binlog');
    await page.getByTestId('crash-next-step').click();
    await expect(overlay).toHaveAttribute('data-phase', 'xa');
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.getByTestId('pipeline-area').scrollIntoViewIfNeeded();
      await page.getByTestId('pipeline').screenshot({ path: `${OUT}crash-recovery-anim-${lang}-${w}x${h}.png` });
    }
    // Back to the run: the overlay goes.
    await page.getByTestId('play').click();
    await expect(overlay).toHaveCount(0);
  });
}

for (const lang of ['en', 'zh'] as const) {
  test(`the list of keys (?) names the crash keys (${lang})`, async ({ page }) => {
    await openLab(page, `preset=s000_binlog_on_16&dur=2${lang === 'zh' ? '&lang=zh' : ''}`);
    await page.locator('body').press('?');
    const dialog = page.getByTestId('keys-overlay');
    await expect(dialog).toBeVisible();
    for (const key of ['c', 'Shift+C', 'v']) await expect(dialog.locator('kbd', { hasText: new RegExp(`^${key.replace('+', '\\+')}$`) })).toHaveCount(1);
    await expect(dialog).toContainText(lang === 'en' ? 'Crash the replica now' : '现在让从库崩溃');
    await dialog.screenshot({ path: `${OUT}crash-keys-${lang}.png` });
  });
}

test('A/B: v crashes both replicas at the same instant; FILE applies again, TABLE + relay_log_recovery resumes cleanly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(
    '/#compare=1&seed=1&dur=3&speed=max&a.preset=s000_binlog_on_16&a.k.replica=true&b.preset=s000_binlog_on_16&b.k.replica=true&b.k.relay_log_info_repository=TABLE&b.k.master_info_repository=TABLE&b.k.relay_log_recovery=true',
  );
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('play').click();
  await expect.poll(() => page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number), { timeout: 60_000 }).toBeGreaterThan(1.5e9);
  await page.locator('body').press('v');
  const a = page.getByTestId('compare-crash-a');
  const b = page.getByTestId('compare-crash-b');
  await expect(a).toHaveAttribute('data-target', 'replica', { timeout: 30_000 });
  expect(await a.getAttribute('data-at-ns')).toBe(await b.getAttribute('data-at-ns'));
  await expect(a.getByTestId('crash-restart')).toHaveAttribute('data-outcome', 'reapply');
  await expect(b.getByTestId('crash-restart')).toHaveAttribute('data-outcome', 'clean');
  await page.getByTestId('compare-crash').screenshot({ path: `${OUT}crash-compare-replica-1280x720.png` });
  // The button does the same.
  await page.getByTestId('compare-crash-mysqld').click();
  await expect(a).toHaveAttribute('data-target', 'primary');
  await page.getByTestId('compare-crash-replica').click();
  await expect(a).toHaveAttribute('data-target', 'replica');
});

test("a crash link past the run's end is named with what is allowed (en, zh), and the lab still runs", async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&dur=2&crash=5000000000,os');
  await expect(page.getByTestId('messages')).toContainText('crash: "5000000000,os" is not allowed; expected an instant from 1 to 2000000000 ns');
  await expect(page.getByTestId('crash-result')).toHaveCount(0);
  await expect(page.getByTestId('crash-mysqld')).toBeEnabled();
  await page.goto('about:blank');
  await openLab(page, 'preset=s000_binlog_on_16&dur=2&lang=zh&crash=5000000000,os');
  await expect(page.getByTestId('messages')).toContainText('时刻应在 1 到 2000000000 纳秒之间');
});

for (const lang of ['en', 'zh'] as const) {
  test(`lesson 06's closing table gives each pair's throughput beside its measured losses (${lang})`, async ({ page }) => {
    await openLab(page, `lesson=06-choosing-settings&step=4&speed=max${lang === 'zh' ? '&lang=zh' : ''}`);
    await page.getByTestId('option-2').check();
    await page.getByTestId('lesson-run').click();
    await expect(page.getByTestId('lesson-reveal-now')).toBeEnabled({ timeout: 30_000 });
    await page.getByTestId('lesson-reveal-now').click();
    const table = page.getByTestId('reveal').locator('table.md-table');
    await expect(table.locator('th').nth(1)).toHaveText(lang === 'en' ? 'TPS (the model)' : 'TPS（模型）');
    await expect(table.locator('tr', { hasText: '(1, 1)' }).locator('td').nth(1)).toHaveText(/^[\d,]+$/);
    await expect(table.locator('tr', { hasText: '(N > 1, 1)' }).locator('td').nth(1)).toHaveText(/^[\d,]+ \(1000, 1\)$/);
    await expect(table.locator('tr', { hasText: '(1, 1)' }).locator('td').last()).toContainText(lang === 'en' ? 'OS: none of 40 lose' : '操作系统：40 次都不丢');
    await expect(table.locator('tr', { hasText: '(1, 2)' }).locator('td').last()).toContainText(lang === 'en' ? 'In the binlog only' : '只在 binlog 中');
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await table.scrollIntoViewIfNeeded();
      await page.getByTestId('lesson-pane').screenshot({ path: `${OUT}crash-lesson06-table-${lang}-${w}x${h}.png` });
    }
  });
}

test('axe finds no serious or critical violations in the sweep, its results and the recovery over the pipeline', async ({ browser }) => {
  const { context, page } = await axePage(browser);
  await openLab(page, 'preset=s000_binlog_on_16&k.sync_binlog=0&k.replica=true&dur=2&speed=max');
  await page.getByTestId('sweep-count').fill('6');
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-result')).toHaveCount(1, { timeout: 60_000 });
  await runTo(page, 1.2);
  await page.getByTestId('crash-os').click();
  await expect(page.getByTestId('recovery-overlay')).toHaveAttribute('data-done', 'true', { timeout: 30_000 });
  expect(await axeSerious(page, '[data-testid="crash-panel"]')).toEqual([]);
  expect(await axeSerious(page, '[data-testid="pipeline"]')).toEqual([]);
  await context.close();
});
