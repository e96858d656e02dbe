// People type ?lang=zh: the lab and the fidelity page take the language from
// the query string as well as from the hash (the lab's own links), the hash
// winning when both are given.
import { expect, test } from '@playwright/test';

test('fidelity.html?lang=zh and index.html?lang=zh open in Chinese; the hash wins over the query', async ({ page }) => {
  await page.goto('fidelity.html?lang=zh');
  await expect(page.getByRole('heading', { name: '模型有多准？' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // Read once and remembered, so the address bar no longer holds it.
  expect(new URL(page.url()).search).toBe('');

  await page.evaluate(() => localStorage.clear());
  await page.goto('index.html?lang=zh');
  await expect(page.getByTestId('lessons-toggle')).toHaveText('课程');
  await expect(page.getByTestId('lang-zh')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/#.*lang=zh/);

  await page.evaluate(() => localStorage.clear());
  await page.goto('index.html?lang=zh#lang=en');
  await expect(page.getByTestId('lessons-toggle')).toHaveText('Lessons');
  await page.goto('fidelity.html?lang=en');
  await expect(page.getByRole('heading', { name: 'How close is the model?' })).toBeVisible();
});

test('a ?lang= the lab cannot show is refused by name, value and what is allowed, and leaves the address', async ({ page }) => {
  await page.goto('index.html?lang=fr#preset=s000_binlog_on_16');
  const messages = page.getByTestId('messages');
  await expect(messages).toContainText('URL field "lang": "fr" is not allowed; expected one of en, zh. Keeping the current language.');
  expect(new URL(page.url()).search).toBe('');
  // The rest of the link still applies.
  await expect(page).toHaveURL(/preset=s000_binlog_on_16/);
  await page.getByTestId('lang-zh').click();
  await expect(messages).toContainText('URL 字段 "lang"');
});
