// Shared steps for the end-to-end tests.
import { expect, type Page } from '@playwright/test';

export const OUT = new URL('./.output/', import.meta.url).pathname;

/** Opens the lab at a hash and waits for the model to load and configure. */
export async function openLab(page: Page, hash = '', base = '/'): Promise<void> {
  await page.goto(`${base}${hash ? `#${hash}` : ''}`);
  await expect(page.getByTestId('status')).toHaveText(/idle|paused|finished/, { timeout: 30_000 });
  await expect(page.getByTestId('play')).toBeEnabled();
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
