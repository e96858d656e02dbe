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
  await expect(page.locator('.fidelity-table tbody tr')).toHaveCount(report.entries.length);
  for (const id of ['S000', 'S001', 'S002', 'S003', 'S004']) await expect(page.getByRole('heading', { name: new RegExp(`^${id}:`) })).toBeVisible();
  await expect(page.getByText(`${report.scored_within_25pct}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the lab' })).toHaveAttribute('href', './index.html');
  await page.screenshot({ path: `${OUT}fidelity.png`, fullPage: false });
  expect(errors).toEqual([]);
});
