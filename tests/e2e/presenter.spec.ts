// Presenter mode: a clicker (PageDown/PageUp, Space, arrows) drives a
// lesson, cue points pause the run where the reveal is due, one key resets
// the demo, `?` lists every key in an accessible dialog, and the projector
// theme (layout=presenter) is readable at 1280x720 and 1920x1080.
import { expect, test, type Page } from '@playwright/test';
import { brokenTitleWords } from './box-title-words';
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

test('a mouse click on an answer or the speed slider leaves the clicker working; a control reached by keyboard keeps its keys', async ({ page }) => {
  await openLab(page, 'lesson=01-binlog-off-slower&step=1&layout=presenter');
  await expect(page.getByTestId('lesson-run')).toBeVisible();
  const option = (n: number) => page.getByTestId(`option-${n}`);
  // Reached by keyboard, an answer keeps its arrows: they choose another answer.
  await option(1).focus();
  await page.keyboard.press('ArrowDown');
  await expect(option(2)).toBeChecked();
  await expect(option(2)).toBeFocused();
  await expect(page.getByTestId('status')).toHaveText('idle');
  // Clicked, it lets go of focus: → is the clicker's next (the step runs) and the answer stays.
  await option(3).click();
  await expect(option(3)).toBeChecked();
  await expect(option(3)).not.toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => clock(page).getAttribute('data-now-ns').then(Number), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(option(3)).toBeChecked();

  // The speed slider: clicked, Page Down plays and pauses instead of changing the speed.
  await openLab(page, 'preset=s000_binlog_on_16&dur=30&speed=0.1&layout=presenter');
  const speed = page.getByTestId('speed');
  await speed.click();
  const clicked = await speed.inputValue();
  await expect(speed).not.toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('status')).toHaveText('playing');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('status')).toHaveText('paused');
  await expect(speed).toHaveValue(clicked);
  // Reached by keyboard, the slider keeps its arrows; Page Down is still the clicker's.
  await speed.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(speed).toHaveValue(String(Number(clicked) - 1));
  await expect(page.getByTestId('status')).toHaveText('paused');
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('status')).toHaveText('playing');
  await expect(speed).toHaveValue(String(Number(clicked) - 1));
});

test('? opens an accessible list of every key; Escape closes it and focus returns', async ({ browser }) => {
  const { context, page } = await axePage(browser);
  await openLab(page, 'preset=s000_binlog_on_16&dur=5&layout=presenter');
  // Presenting, the Keys button waits behind "More" (the ? key needs no button).
  await expect(page.getByTestId('keys-open')).toBeHidden();
  await page.getByTestId('header-more').click();
  const opener = page.getByTestId('keys-open');
  await opener.focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keys' });
  await expect(dialog).toBeVisible();
  const listed = await dialog.locator('kbd').allTextContents();
  for (const key of ['Page Down', 'Page Up', 'Space', '→', '←', 'Home', 'r', 'f', 'b', 'k', '.', 'c', 'Shift+C', 'v', '?', 'Esc']) expect(listed).toContain(key);
  // Nine rows of the lab's own keys, three of the crash lab's.
  await expect(dialog.getByTestId('keys-row')).toHaveCount(12);
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
    expect(await px('.charts > .chart .y-axis text')).toBeGreaterThanOrEqual(14);
    // The small TPS chart beside the animation: smaller labels, still readable.
    expect(await px('.chart-compact .y-axis text')).toBeGreaterThanOrEqual(12);
    expect(await px('.sim-clock output')).toBeGreaterThanOrEqual(size.width >= 1920 ? 34 : 23);
    // The animation's canvas text (the lab: 11 px) grows too, and its strips with it (118 px tall in the lab).
    expect(await px('.pl-storage')).toBeGreaterThanOrEqual(size.width >= 1920 ? 18 : 13);
    expect(await page.locator('.pl-storage').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(size.width >= 1920 ? 190 : 140);
    // The box titles grow too (the lab: 11 px), with the animation's width.
    expect(await px('.pl-box-title')).toBeGreaterThanOrEqual(size.width >= 1920 ? 14 : 11.5);
    // The answers' radio buttons stay round beside a long answer (a flex item shrinks unless told not to).
    const radios = await page.locator('.prediction-option input[type="radio"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => `${Math.round(r.width)}x${Math.round(r.height)}`));
    expect(radios.length).toBeGreaterThan(0);
    expect(radios.filter((wh) => { const [w, h] = wh.split('x').map(Number); return w < h - 1; }), radios.join(' ')).toEqual([]);
    expect(await page.locator('.charts > .chart svg').first().evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(size.width >= 1920 ? 300 : 200);
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

/** The smallest computed font size (px) among the shown elements a selector matches. */
async function smallestPx(page: Page, sel: string): Promise<number> {
  const sizes = await page.locator(sel).evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0).map((e) => parseFloat(getComputedStyle(e).fontSize)));
  expect(sizes.length, sel).toBeGreaterThan(0);
  return Math.min(...sizes);
}

for (const lang of ['en', 'zh'] as const) {
  test(`1920x1080${lang === 'zh' ? ' in Chinese' : ''}: chart axes, lane names, box titles beside a lesson, header buttons and the comparison's clocks grow with the page text`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    const zh = lang === 'zh' ? '&lang=zh' : '';
    await page.goto(`/#lesson=02-rotation-stalls&step=1&layout=presenter${zh}`);
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle', { timeout: 30_000 });
    await expect(page.getByTestId('lesson-run')).toBeVisible();
    await page.waitForTimeout(300); // the animation's size settles
    const text = await smallestPx(page, 'body');
    expect(text).toBeGreaterThanOrEqual(28);
    // Each at least this share of the page text (the old CSS: axes 14 px, lane names 13, box titles 14.8, header buttons 20.2).
    const least: Array<[string, number]> = [
      ['.charts > .chart :is(.x-axis, .y-axis) text', 0.65],
      ['.lane-label', 0.65],
      ['.pl-box-title', 0.7],
      ['.lab-header :is(.lessons-toggle, .lang-switch button, .presenter-controls button, .header-more)', 0.75],
      ['.lab-header .playback button', 0.75],
    ];
    for (const [sel, share] of least) expect(await smallestPx(page, sel), sel).toBeGreaterThanOrEqual(share * text);
    // Larger titles still keep their words whole.
    expect(await brokenTitleWords(page)).toEqual([]);
    await page.screenshot({ path: `${OUT}presenter-type-1920-${lang}.png` });

    // The comparison: its panes' clocks (the old CSS: 15.8 px label, 20.2 px time).
    await page.goto('about:blank');
    await page.goto(`/#compare=1&seed=1&dur=4&a.preset=s000_binlog_off_256&b.preset=s000_binlog_on_256&layout=presenter${zh}`);
    await expect(page.locator('.pane-head .sim-clock-label').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.compare-chart .y-axis text').first()).toBeVisible();
    expect(await smallestPx(page, '.pane-head .sim-clock-label')).toBeGreaterThanOrEqual(0.65 * text);
    expect(await smallestPx(page, '.pane-head .sim-clock output')).toBeGreaterThanOrEqual(0.8 * text);
    expect(await smallestPx(page, '.compare-chart :is(.x-axis, .y-axis) text')).toBeGreaterThanOrEqual(0.65 * text);
    await context.close();
  });
}

test('1280x720 in Chinese: the small TPS chart keeps a readable plot when its legend takes two lines', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  // Past the rotation at 12 s: the legend adds "binlog 切换", which wraps beside "TPS".
  await page.goto('/#preset=s001_rotation_500mb&dur=26&speed=max&layout=presenter&lang=zh&t=15000000000');
  await expect(clock(page)).toHaveAttribute('data-now-ns', '15000000000', { timeout: 60_000 });
  const chart = page.getByTestId('presenter-tps');
  await expect(chart.locator('line.mark-rotation')).toHaveCount(1);
  await page.waitForTimeout(300);
  // The plot: the y axis's extent (its domain line), at least 60 px (it was 35).
  const plot = (await chart.locator('.y-axis path.domain').boundingBox())!;
  expect(plot.height).toBeGreaterThanOrEqual(60);
  // Its y labels do not overlap.
  const labels = await chart.locator('.y-axis text').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.top, r.bottom]).sort((a, b) => a[0]! - b[0]!));
  expect(labels.length).toBeGreaterThanOrEqual(3);
  for (let i = 1; i < labels.length; i++) expect(labels[i]![0]!, `label ${i}`).toBeGreaterThanOrEqual(labels[i - 1]![1]! - 1);
  await chart.screenshot({ path: `${OUT}presenter-tps-zh-1280.png` });
  await context.close();
});

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

for (const lang of ['en', 'zh'] as const) {
  test(`1280x720${lang === 'zh' ? ' in Chinese' : ''}: a one-row header, the legend folded, both lanes of the animation and the result tiles in view`, async ({ browser }) => {
    const size = { width: 1280, height: 720 };
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    // (openLab reads the status in English.)
    await page.goto(`/#lesson=04-parallel-flush&step=4&layout=presenter${lang === 'zh' ? '&lang=zh' : ''}`);
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle', { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'presenter');
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
    await expect(page.getByTestId('lesson-run')).toBeVisible();
    await expect(page.getByTestId('pipeline')).toHaveAttribute('data-algorithm', 'alisql_binlog_in_redo_v1');
    await page.waitForTimeout(300); // the header's and the animation's sizes settle

    // The header is one row: every control it shows sits level with the clock.
    const header = (await page.locator('.app-header').boundingBox())!;
    const clockBox = (await page.locator('.app-header .sim-clock').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(clockBox.height + 20);
    const offRow = await page.locator('.app-header').evaluate((h, c) => {
      const shown = [...h.querySelectorAll<HTMLElement>('button, select, input, .status, a')].filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden');
      return shown.filter((e) => {
        const r = e.getBoundingClientRect();
        const mid = (r.top + r.bottom) / 2;
        return mid < c.y || mid > c.y + c.height || r.right > innerWidth;
      }).map((e) => e.textContent);
    }, clockBox);
    expect(offRow).toEqual([]);
    for (const id of ['play', 'reset', 'speed', 'status', 'lessons-toggle', 'presenter-toggle', 'header-more']) await expect(page.getByTestId(id), id).toBeVisible();

    // The legend is folded behind a button beside the animation's title.
    await expect(page.getByTestId('pipeline-legend')).toBeHidden();
    await expect(page.getByTestId('pl-legend-toggle')).toHaveAttribute('aria-expanded', 'false');

    // Both lanes whole on screen without scrolling: the commit lane's boxes
    // (flush queue, redo fsync, commit stage…) end above the screen's bottom edge.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const lanes = await page.locator('.pl-box').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { id: (e as HTMLElement).dataset.box, lane: e.classList.contains('pl-box-lane1') ? 1 : 0, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      }),
    );
    const commitLane = lanes.filter((b) => b.lane === 1);
    expect(commitLane.map((b) => b.id)).toEqual(expect.arrayContaining(['flush_queue', 'redo', 'commit_stage']));
    for (const b of lanes) {
      expect(b.top, b.id).toBeGreaterThanOrEqual(header.y + header.height);
      expect(b.bottom, b.id).toBeLessThanOrEqual(size.height);
      expect(b.left, b.id).toBeGreaterThanOrEqual(0);
      expect(b.right, b.id).toBeLessThanOrEqual(size.width);
    }
    await page.screenshot({ path: `${OUT}presenter-lanes-1280x720-${lang}.png` });

    // The legend opens on demand (pushing the lanes down), and folds again.
    await page.getByTestId('pl-legend-toggle').click();
    await expect(page.getByTestId('pipeline-legend')).toBeVisible();
    await expect(page.getByTestId('pl-legend-toggle')).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('pl-legend-toggle').click();
    await expect(page.getByTestId('pipeline-legend')).toBeHidden();

    // "More" shows the rest of the header on a second row, and hides it again.
    const more = ['step', 'compare-open', 'copy-moment', 'fullscreen-toggle', 'keys-open'];
    for (const id of more) await expect(page.getByTestId(id), id).toBeHidden();
    await page.getByTestId('header-more').click();
    await expect(page.getByTestId('header-more')).toHaveAttribute('aria-expanded', 'true');
    for (const id of more) await expect(page.getByTestId(id), id).toBeVisible();
    await page.getByTestId('header-more').click();
    for (const id of more) await expect(page.getByTestId(id), id).toBeHidden();

    // Run the step: the verdict and the result tiles lead the reveal, whole inside the lesson column, on screen.
    await page.getByTestId('option-1').click();
    await page.getByTestId('lesson-run').click();
    await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('live-summary')).toBeVisible();
    await page.waitForTimeout(300);
    const pane = (await page.getByTestId('lesson-pane').boundingBox())!;
    const tiles = await page.locator('[data-testid="live-summary"] > div').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(tiles).toHaveLength(4);
    const verdict = (await page.getByTestId('verdict').boundingBox())!;
    expect(verdict.y).toBeGreaterThanOrEqual(pane.y);
    expect(tiles[0]!.top).toBeGreaterThan(verdict.y);
    for (const t of tiles) {
      expect(t.top).toBeGreaterThanOrEqual(pane.y);
      expect(t.bottom).toBeLessThanOrEqual(Math.min(pane.y + pane.height, size.height));
      expect(t.left).toBeGreaterThanOrEqual(pane.x);
      expect(t.right).toBeLessThanOrEqual(pane.x + pane.width);
    }
    await page.screenshot({ path: `${OUT}presenter-result-1280x720-${lang}.png` });

    // Out of presenter mode the lab is as it was: the legend always shown, no "More".
    await page.getByTestId('presenter-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'lab');
    await expect(page.getByTestId('pipeline-legend')).toBeVisible();
    await expect(page.getByTestId('pl-legend-toggle')).toHaveCount(0);
    await expect(page.getByTestId('header-more')).toHaveCount(0);
    for (const id of ['step', 'compare-open', 'copy-moment', 'keys-open']) await expect(page.getByTestId(id), id).toBeVisible();
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

/** Whole inside the lesson column and the screen (the column scrolls by itself). */
async function inLessonView(page: Page, testId: string, height: number): Promise<void> {
  await expect
    .poll(async () => {
      const pane = (await page.getByTestId('lesson-pane').boundingBox())!;
      const el = (await page.getByTestId(testId).first().boundingBox())!;
      const bottom = Math.min(pane.y + pane.height, height);
      return el.y >= pane.y - 0.5 && el.y >= 0 && el.y + el.height <= bottom + 0.5 ? 'in view' : `${testId} at ${el.y}..${el.y + el.height}, view ${pane.y}..${bottom}`;
    })
    .toBe('in view');
}

for (const lang of ['en', 'zh'] as const) {
  test(`1280x720${lang === 'zh' ? ' in Chinese' : ''}: a lesson opened by keyboard, then PageDown shows the question, then the verdict, whatever has focus`, async ({ browser }) => {
    const size = { width: 1280, height: 720 };
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.goto(`/#layout=presenter${lang === 'zh' ? '&lang=zh' : ''}`);
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle', { timeout: 30_000 });
    // From the lesson list by keyboard: focus lands on the step's heading (it used to keep the column at the intro).
    await page.getByTestId('lessons-toggle').click();
    await page.getByTestId('lesson-02-rotation-stalls').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('lesson-step-title')).toBeFocused();
    await inLessonView(page, 'prediction', size.height);
    await page.screenshot({ path: `${OUT}presenter-keyboard-question-${lang}.png` });

    // PageDown runs step 1 to its cue (13 s); the verdict comes into view, focus still on the heading.
    // The run pauses there, half done: the answer says so and keeps the run's own figures for its end.
    await page.keyboard.press('PageDown');
    await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('lesson-step-title')).toBeFocused();
    await inLessonView(page, 'verdict', size.height);
    await expect(page.getByTestId('run-not-done')).toHaveCount(1);
    await expect(page.getByTestId('live-summary')).toHaveCount(0);
    // The small TPS chart beside the animation is on screen, with the rotation's mark.
    const chart = (await page.getByTestId('presenter-tps').boundingBox())!;
    expect(chart.y).toBeGreaterThan(0);
    expect(chart.y + chart.height).toBeLessThanOrEqual(size.height);
    expect(chart.width).toBeGreaterThanOrEqual(150);
    await expect(page.getByTestId('presenter-tps').locator('line.mark-rotation')).toHaveCount(1);
    await expect(page.getByTestId('latest-tps-compact-TPS')).not.toHaveText('–');
    await page.screenshot({ path: `${OUT}presenter-keyboard-verdict-${lang}.png` });

    // Step 2: its question; then PageDown fast-forwards to the rotation (start: 10.95) and plays at 1/100x.
    await page.keyboard.press('PageDown');
    await expect(step(page)).toHaveAttribute('data-step', 'mechanism');
    await inLessonView(page, 'prediction', size.height);
    await page.keyboard.press('PageDown');
    await expect.poll(() => clock(page).getAttribute('data-now-ns').then(Number), { timeout: 60_000 }).toBeGreaterThanOrEqual(11e9);
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'playing');
    // Next before the cue (11.15 s): on to the cue, mid-stall, paused, the verdict in view.
    await page.keyboard.press('PageDown');
    await expect(clock(page)).toHaveAttribute('data-now-ns', '11150000000', { timeout: 60_000 });
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'paused');
    await inLessonView(page, 'verdict', size.height);
    await page.screenshot({ path: `${OUT}presenter-stall-verdict-${lang}.png` });
    await context.close();
  });
}
