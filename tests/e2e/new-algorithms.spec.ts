// MySQL 8.0 and MariaDB in the pipeline animation, in English and Chinese
// at phone, laptop and desktop sizes: 8.0 shows its log threads under the
// cores strip; MariaDB shows its one group commit queue, the leader's
// binlog write and commit_ordered.
import { expect, test, type Page } from '@playwright/test';
import { OUT, openLab } from './helpers';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

/** openLab's wait, in either language (the status's words follow the language, its data-status does not). */
async function openAgain(page: Page, hash: string): Promise<void> {
  await page.goto(`/#${hash}`);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', /idle|paused|finished/, { timeout: 30_000 });
  await expect(page.getByTestId('play')).toBeEnabled();
}

async function forward100ms(page: Page): Promise<void> {
  await page.getByTestId('pl-fwd-100ms').click();
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'paused', { timeout: 60_000 });
}

for (const lang of ['en', 'zh'] as const) {
  for (const size of SIZES) {
    test(`${lang} ${size.width}: mysql80 shows its log threads, MariaDB its one queue`, async ({ page }) => {
      await page.setViewportSize(size);
      await openLab(page, 'preset=mysql80_small_box&dur=2');
      if (lang === 'zh') await page.getByTestId('lang-zh').click();
      await forward100ms(page);
      const row = page.getByTestId('pipeline-log-threads');
      await expect(row).toBeVisible();
      await expect(row.locator('.pl-log-chip')).toHaveCount(4);
      await expect(row.locator('.pl-log-chip').first()).toContainText('log_writer: ');
      await expect(row).toContainText(lang === 'zh' ? 'MySQL 8.0 log 线程' : 'MySQL 8.0 log threads');
      await expect(page.locator('[data-box="redo"]')).toHaveText(lang === 'zh' ? 'log 线程刷 redo' : 'Redo by log threads');
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}mysql80-${lang}-${size.width}.png` });

      await openAgain(page, 'preset=mariadb1011_sync_binlog_1&dur=2');
      await forward100ms(page);
      await expect(page.getByTestId('pipeline-log-threads')).toBeHidden();
      await expect(page.locator('[data-box="flush_queue"]')).toHaveText(lang === 'zh' ? '组提交队列' : 'Group commit queue');
      await expect(page.locator('[data-box="flush_stage"]')).toHaveText(lang === 'zh' ? 'leader：写 binlog' : 'Leader: binlog write');
      await expect(page.locator('[data-box="commit_stage"]')).toHaveText('commit_ordered');
      await page.getByTestId('pipeline').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}mariadb-${lang}-${size.width}.png` });
    });
  }
}
