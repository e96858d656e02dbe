// Presenter mode: a clicker (PageDown/PageUp, Space, arrows) drives a
// lesson, cue points pause the run where the reveal is due, one key resets
// the demo, `?` lists every key in an accessible dialog, and the projector
// theme (layout=presenter) is readable at 1280x720 and 1920x1080.
import { expect, test, type Page } from '@playwright/test';
import { OUT, openLab, axePage, axeSerious } from './helpers';

const clock = (page: Page) => page.getByTestId('sim-clock');
const step = (page: Page) => page.getByTestId('lesson-step');

test('clicker keys drive a lesson: run, cue point, reveal, next, previous, reset', async ({ page }) => {
  await openLab(page, 'lesson=01-binlog-off-slower&step=1&layout=presenter');
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'presenter');
  await expect(step(page)).toHaveAttribute('data-step', 'reproduce');
  await expect(page.getByTestId('reveal')).toHaveCount(0);

  // Step 1 has no cue point: PageDown runs it to the end, where the answer shows.
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 60_000 });
  await expect(page.getByTestId('reveal')).toBeVisible();
  await expect(page.getByTestId('verdict')).toContainText('The answer:');

  // Revealed: PageDown goes to step 2, its own scenario at 0 s.
  await page.keyboard.press('PageDown');
  await expect(step(page)).toHaveAttribute('data-step', 'why');
  await expect(clock(page)).toHaveAttribute('data-now-ns', '0');
  await expect(page.getByTestId('lesson-run')).toBeVisible();
  expect(page.url()).toContain('step=2');

  // Step 2 has "cue: 0.01": the run pauses exactly at 10 ms and the answer shows.
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('status')).toHaveText('playing');
  await expect(clock(page)).toHaveAttribute('data-now-ns', '10000000', { timeout: 60_000 });
  await expect(page.getByTestId('status')).toHaveText('paused');
  await expect(page.getByTestId('reveal')).toBeVisible();
  await page.screenshot({ path: `${OUT}presenter-cue-reveal.png` });

  // PageUp: back to step 1, not revealed.
  await page.keyboard.press('PageUp');
  await expect(step(page)).toHaveAttribute('data-step', 'reproduce');
  await expect(page.getByTestId('reveal')).toHaveCount(0);

  // Run, then r: the step's scenario again at 0 s, waiting for a prediction.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => clock(page).getAttribute('data-now-ns').then(Number), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.keyboard.press('r');
  await expect(page.getByTestId('status')).toHaveText('idle');
  await expect(clock(page)).toHaveAttribute('data-now-ns', '0');
  await expect(page.getByTestId('lesson-run')).toBeVisible();
  await expect(step(page)).toHaveAttribute('data-step', 'reproduce');

  // Space runs, reveals at the end, then advances; Home resets that step.
  await page.keyboard.press(' ');
  await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press(' ');
  await expect(step(page)).toHaveAttribute('data-step', 'why');
  await page.keyboard.press(' ');
  await expect.poll(() => clock(page).getAttribute('data-now-ns').then(Number)).toBeGreaterThan(0);
  await page.keyboard.press('Home');
  await expect(page.getByTestId('status')).toHaveText('idle');
  await expect(clock(page)).toHaveAttribute('data-now-ns', '0');
});

test('without a lesson: PageDown plays and pauses, r resets; keys never fire from form fields', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&dur=30&speed=0.1&layout=presenter');
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('status')).toHaveText('playing');
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('status')).toHaveText('paused');
  const paused = await clock(page).getAttribute('data-now-ns');
  expect(Number(paused)).toBeGreaterThan(0);

  // In a form field the keys are the field's: nothing resets, nothing plays.
  const seed = page.getByLabel('Seed');
  await seed.focus();
  for (const key of ['r', 'PageDown', 'Home', 'f', 'b', '?', ' ']) await page.keyboard.press(key);
  await expect(page.getByTestId('status')).toHaveText('paused');
  await expect(clock(page)).toHaveAttribute('data-now-ns', paused!);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('presenter-blank')).toHaveCount(0);

  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('r');
  await expect(page.getByTestId('status')).toHaveText('idle');
  await expect(clock(page)).toHaveAttribute('data-now-ns', '0');

  // b blanks the projector; any key brings the lab back (and does nothing else).
  await page.keyboard.press('b');
  await expect(page.getByTestId('presenter-blank')).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('presenter-blank')).toHaveCount(0);
  await expect(page.getByTestId('status')).toHaveText('idle');

  // f toggles full screen (the Fullscreen API), and the button says so.
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
  await expect(page.getByTestId('fullscreen-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(page.getByTestId('fullscreen-toggle')).toHaveAttribute('aria-pressed', 'false');
});

test('? opens an accessible list of every key; Escape closes it and focus returns', async ({ browser }) => {
  const { context, page } = await axePage(browser);
  await openLab(page, 'preset=s000_binlog_on_16&dur=5&layout=presenter');
  const opener = page.getByTestId('keys-open');
  await opener.focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keys' });
  await expect(dialog).toBeVisible();
  const listed = await dialog.locator('kbd').allTextContents();
  for (const key of ['Page Down', 'Page Up', 'Space', '→', '←', 'Home', 'r', 'f', 'b', 'k', '.', '?', 'Esc']) expect(listed).toContain(key);
  await expect(dialog.getByTestId('keys-row')).toHaveCount(9);
  // Focus is inside the dialog, and the lab's keys are off while it is open.
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('status')).not.toHaveText('playing');
  expect(await axeSerious(page, '[data-testid="keys-overlay"]')).toEqual([]);
  await page.screenshot({ path: `${OUT}presenter-keys-overlay.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The same list in the normal lab (presenter keys marked as such).
  await page.getByTestId('presenter-toggle').click();
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('?');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('(presenter)');
  await dialog.getByTestId('keys-close').click();
  await expect(dialog).toHaveCount(0);
  await context.close();
});

for (const size of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test(`projector theme at ${size.width}x${size.height}: large type, nothing cut off, charts readable`, async ({ browser }) => {
    const { context, page } = await axePage(browser, size);
    await openLab(page, 'lesson=02-rotation-stalls&step=1&preset=s001_rotation_500mb&dur=14&speed=max&layout=presenter');
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'presenter');
    await page.getByTestId('play').click();
    await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 90_000 });
    await page.waitForTimeout(600);
    // Large type (the lab: 14 px), growing with the screen; taller charts with bigger labels.
    const px = (sel: string) => page.locator(sel).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await px('.lesson-step .md p')).toBeGreaterThanOrEqual(size.width >= 1920 ? 28 : 19);
    expect(await px('.chart .y-axis text')).toBeGreaterThanOrEqual(14);
    expect(await px('.sim-clock output')).toBeGreaterThanOrEqual(size.width >= 1920 ? 34 : 23);
    // The animation's canvas text (the lab: 11 px) grows too, and its strips with it (118 px tall in the lab).
    expect(await px('.pl-storage')).toBeGreaterThanOrEqual(size.width >= 1920 ? 18 : 13);
    expect(await page.locator('.pl-storage').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(size.width >= 1920 ? 190 : 140);
    expect(await page.locator('.chart svg').first().evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(size.width >= 1920 ? 300 : 200);
    // Nothing wider than the screen, no chart or panel past its right edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    const overflowing = await page.evaluate((w) => [...document.querySelectorAll('.chart, .panel, .lesson-pane, .pipeline, .app-header > *')].filter((el) => el.getBoundingClientRect().right > w + 1).map((el) => el.className), size.width);
    expect(overflowing).toEqual([]);
    // Chart labels do not overlap or leave their chart.
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('.chart')].flatMap((fig) => {
        const box = fig.getBoundingClientRect();
        return [...fig.querySelectorAll('text, .chart-title, .latest')].filter((t) => {
          const r = t.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
        }).map((t) => `${fig.getAttribute('data-chart')}: ${t.textContent}`);
      }),
    );
    expect(clipped).toEqual([]);
    // Box titles of the animation wrap instead of being cut short.
    const cut = await page.locator('.pl-box-title').evaluateAll((els) => els.filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(cut).toEqual([]);
    await page.screenshot({ path: `${OUT}presenter-${size.width}x${size.height}.png` });
    // What the room sees when the speaker scrolls to the charts, and to the log.
    await page.evaluate(() => document.querySelector('.chart')!.scrollIntoView());
    await page.screenshot({ path: `${OUT}presenter-${size.width}x${size.height}-charts.png` });
    await page.evaluate(() => document.querySelector('.side-right')!.scrollIntoView());
    await page.screenshot({ path: `${OUT}presenter-${size.width}x${size.height}-log.png` });
    expect(await axeSerious(page)).toEqual([]);
    await context.close();
  });
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test(`the clock stays in view while a clicker runs a lesson at ${size.width}x${size.height}, and covers nothing`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await openLab(page, 'lesson=02-rotation-stalls&step=1&layout=presenter');
    const inView = async () => {
      const header = (await page.locator('.app-header').boundingBox())!;
      const clockBox = (await clock(page).boundingBox())!;
      const pipeline = (await page.getByTestId('pipeline').boundingBox())!;
      expect(header.y).toBeGreaterThanOrEqual(-0.5);
      expect(clockBox.y).toBeGreaterThanOrEqual(0);
      expect(clockBox.y + clockBox.height).toBeLessThanOrEqual(size.height);
      // Nothing scrolled beneath the header: the animation starts below it.
      expect(pipeline.y).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
    };
    // The lesson (and its keys) load after the lab: wait for the step before the clicker.
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'presenter');
    await expect(page.getByTestId('lesson-run')).toBeVisible();
    // Run to the cue point (the answer shows, focus moves into the lesson), then on to step 2.
    await page.keyboard.press('PageDown');
    await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 90_000 });
    await inView();
    await page.keyboard.press(' ');
    await expect(step(page)).toHaveAttribute('data-step', 'mechanism');
    await inView();
    await page.screenshot({ path: `${OUT}presenter-clock-${size.width}x${size.height}.png` });
    await context.close();
  });
}

test('the header toggle turns presenter mode on and off, and the link carries it', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&dur=5');
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'lab');
  const body = () => page.locator('body').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const labSize = await body();
  await page.getByTestId('presenter-toggle').click();
  await expect(page.getByTestId('presenter-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'presenter');
  await expect.poll(() => page.url()).toContain('layout=presenter');
  expect(await body()).toBeGreaterThan(labSize);
  // The animation's canvas strips follow the theme at once (the storage strip is 118 px tall in the lab).
  const storageH = () => page.locator('.pl-storage').evaluate((el) => el.getBoundingClientRect().height);
  await expect.poll(storageH).toBeGreaterThan(130);
  // A reload keeps it (it is in the address); the toggle takes it out again.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'presenter');
  await page.getByTestId('presenter-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'lab');
  await expect.poll(() => page.url()).not.toContain('layout=');
  await expect.poll(storageH).toBe(118);
});
