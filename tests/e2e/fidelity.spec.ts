// "How close is the model?": built from tests/fidelity/report.json.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { OUT } from './helpers';

const report = JSON.parse(readFileSync(new URL('../fidelity/report.json', import.meta.url), 'utf8'));

test('the fidelity page shows every cited figure, measured beside modelled', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('fidelity.html');
  await expect(page.getByRole('heading', { name: 'How close is the model?' })).toBeVisible();
  await expect(page.locator('.fidelity-table:not(.crash-table) tbody tr')).toHaveCount(report.entries.length);
  for (const id of ['S000', 'S001', 'S002', 'S003', 'S004']) await expect(page.getByRole('heading', { name: new RegExp(`^${id}:`) })).toBeVisible();
  await expect(page.getByText(`${report.scored_within_25pct}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the lab' })).toHaveAttribute('href', './index.html');
  // Every published phenomenon with its verdict in words, misses first.
  const phenomena = page.locator('.phenomenon');
  await expect(phenomena).toHaveCount(report.phenomena.length);
  const missed = report.phenomena.filter((p: { held: boolean }) => !p.held).length;
  await expect(page.locator('.phenomenon.missed')).toHaveCount(missed);
  if (missed > 0) await expect(phenomena.first()).toContainText('✗ missed');
  for (const p of report.phenomena) {
    const item = page.getByTestId(`phenomenon-${p.id}`);
    await expect(item).toContainText(!p.held ? '✗ missed' : p.weak ? '≈ direction only' : '✓ reproduced');
    await expect(item).toContainText(p.model);
    if (p.known_miss) await expect(item).toContainText(p.known_miss);
    if (p.weak) await expect(item).toContainText(p.weak);
  }
  await page.screenshot({ path: `${OUT}fidelity.png`, fullPage: false });
  expect(errors).toEqual([]);
});

test('a phenomenon links to the lesson that teaches it', async ({ page }) => {
  // The 16-thread phenomenon is shown in lesson 01's third step.
  const p = report.phenomena.find((x: { id: string }) => x.id === 's000-off-beats-on-16');
  expect(p.step).toBe(3);
  await page.goto('fidelity.html');
  await page.getByTestId(`phenomenon-${p.id}`).getByRole('link', { name: 'Open the lesson at step 3' }).click();
  // The app then writes the scenario into the hash too; the lesson part stays.
  await expect(page).toHaveURL(/index\.html#.*lesson=01-binlog-off-slower&step=3/);
  await expect(page.getByText('Step 3 of 5')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Binlog OFF on a 112-core server: faster or slower?' })).toBeVisible({ timeout: 30_000 });
});

test('in Chinese (the lab\'s stored language) the page reads in Chinese, the phenomena and the articles\' citations included; the toggle switches back', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('commitlab.lang', 'zh'));
  await page.goto('fidelity.html');
  await expect(page.getByRole('heading', { name: '模型有多准？' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '文章描述的现象' })).toBeVisible();
  await expect(page.locator('.fidelity-table:not(.crash-table)').first().locator('thead')).toContainText('实测');
  await expect(page.getByRole('link', { name: '回到实验室' })).toHaveAttribute('href', './index.html#lang=zh');
  // The articles' titles and figure labels: their Chinese from lessons/*/cited.json.
  const s000 = JSON.parse(readFileSync(new URL('../../lessons/01-binlog-off-slower/cited.json', import.meta.url), 'utf8'));
  await expect(page.getByRole('heading', { name: `S000：《${s000.source.title_zh}》` })).toBeVisible();
  const first = s000.figures.find((f: { label: string }) => f.label === report.entries[0].label);
  await expect(page.locator('.fidelity-table:not(.crash-table) tbody tr').first()).toContainText(first.label_zh);
  await expect(page.locator('.fidelity-table:not(.crash-table) tbody tr').first()).not.toContainText(report.entries[0].label);
  await expect(page).toHaveTitle(/模型有多准/);
  // Every phenomenon in Chinese: each text report.json has in English, in Chinese instead.
  await expect(page.locator('.phenomenon')).toHaveCount(report.phenomena.length);
  for (const p of report.phenomena) {
    const item = page.getByTestId(`phenomenon-${p.id}`);
    await expect(item).toContainText(!p.held ? '✗ 未复现' : p.weak ? '≈ 仅方向一致' : '✓ 已复现');
    for (const field of ['title', 'article', 'model', 'weak', 'known_miss']) {
      if (p[field] === undefined) continue;
      const zh = p[`${field}_zh`];
      expect(zh, `${p.id}: report.json has no ${field}_zh (run npm run fidelity)`).toBeTruthy();
      await expect(item).toContainText(zh);
      if (zh !== p[field]) await expect(item).not.toContainText(p[field]);
    }
  }
  // The list's start, clear of the sticky header.
  await page.locator('#phenomena-h').evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 90));
  await page.screenshot({ path: `${OUT}fidelity-zh.png` });
  await page.getByTestId('lang-en').click();
  await expect(page.getByRole('heading', { name: 'How close is the model?' })).toBeVisible();
  const phenomenon = report.phenomena[0];
  await expect(page.getByTestId(`phenomenon-${phenomenon.id}`)).toContainText(phenomenon.title);
  await expect(page.getByTestId(`phenomenon-${phenomenon.id}`)).not.toContainText(phenomenon.title_zh);
  expect(await page.evaluate(() => localStorage.getItem('commitlab.lang'))).toBe('en');
});

test('on a 390-wide phone, in Chinese and in English, the text wraps to the screen; only a table scrolls sideways, inside its panel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['zh', 'en']) {
    await page.goto(`fidelity.html#lang=${lang}`);
    await expect(page.locator('.fidelity-table:not(.crash-table)').first()).toBeVisible();
    // Paragraphs, phenomena and panels that reach past the screen's right edge (a table's own cells may, as it scrolls).
    const past = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.panel, .panel > p, .panel > h2, .phenomenon, .calibration')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 30)}`),
    );
    expect(past, lang).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: `${OUT}fidelity-phone.png` });
});
