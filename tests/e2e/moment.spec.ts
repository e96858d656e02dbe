// "Copy link to this moment": the link, opened in a fresh browser context,
// shows the same simulated instant, paused, with the same figures (clock,
// status, interval log, averages table, latest TPS, pipeline summary), the
// lesson step that was open, and the layout.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OUT, openLab, settledClockNs } from './helpers';

async function screenFigures(page: Page) {
  // The clock draws a step's found moment a frame after the status says
  // paused: read it once it has settled.
  const nowNs = String(await settledClockNs(page));
  // The summary is redrawn after the frame: wait until it describes this
  // instant (its snapshot's clock is whole microseconds, truncated; a step
  // can stop between two).
  await expect(page.getByTestId('pipeline-summary')).toHaveAttribute('data-now-us', String(Math.floor(Number(nowNs) / 1000)));
  await page.waitForTimeout(600); // charts and tables redraw at most every 50-250 ms
  return {
    nowNs,
    clock: await page.getByTestId('sim-clock').textContent(),
    status: await page.getByTestId('status').textContent(),
    tps: await page.getByTestId('latest-tps-TPS').textContent(),
    log: await page.getByTestId('interval-log').innerText(),
    segments: await page.getByTestId('segments').innerText(),
    summary: await page.getByTestId('pipeline-summary').innerText(),
    charts: await page.locator('.chart svg').evaluateAll((svgs) => svgs.map((s) => s.getAttribute('aria-label'))),
  };
}

/** Clicks "Copy link to this moment" and reads the link from the clipboard. */
async function copyMoment(page: Page): Promise<string> {
  // Presenting, the button waits behind the header's "More".
  if (await page.getByTestId('header-more').isVisible()) {
    if ((await page.getByTestId('header-more').getAttribute('aria-expanded')) !== 'true') await page.getByTestId('header-more').click();
  }
  await page.getByTestId('copy-moment').click();
  await expect(page.getByTestId('copy-moment')).toHaveText('Moment copied', { timeout: 30_000 });
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Opens a link in a new browser context (nothing shared) and waits for its moment. */
async function reopen(browser: Browser, link: string, nowNs: string) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByTestId('sim-clock')).toHaveAttribute('data-now-ns', nowNs, { timeout: 60_000 });
  return { context, page };
}

test('a copied moment link reopens the same instant with the same figures', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLab(page, 'preset=s000_binlog_on_256&dur=6&speed=0.5');
  await page.getByTestId('play').click();
  await expect.poll(() => page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number), { timeout: 30_000 }).toBeGreaterThan(2.2e9);
  const link = await copyMoment(page);
  expect(link).toMatch(/[#&]t=\d+000(&|$)/);
  expect(link).toContain('preset=s000_binlog_on_256');
  expect(link).toContain('seed=1');
  expect(link).not.toContain('h=');
  const before = await screenFigures(page);
  expect(before.status).toBe('paused');
  expect(Number(before.nowNs)).toBe(Number(/[#&]t=(\d+)/.exec(link)![1]));
  expect(before.log).toContain('[ 2s ] thds: 256');

  const { context: other, page: page2 } = await reopen(browser, link, before.nowNs!);
  await expect(page2.getByTestId('status')).toHaveText('paused');
  expect(await screenFigures(page2)).toEqual(before);
  // The moment stays in the address while the page shows it, beside the scenario.
  expect(page2.url()).toMatch(new RegExp(`[#&]t=${before.nowNs}(&|$)`));
  expect(page2.url()).toContain('preset=s000_binlog_on_256');
  await expect(page2.getByTestId('messages')).toHaveText('');
  await page2.screenshot({ path: `${OUT}moment-reopened.png` });
  await other.close();
});

test('after scrubbing back, the link keeps the cursor and everything the run had shown', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLab(page, 'preset=s000_binlog_off_16&dur=5&speed=max');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 60_000 });
  // Back 100 ms a few times: the cursor is behind the horizon, the log still shows all 5 s.
  for (const t of ['4900000000', '4800000000', '4700000000']) {
    await page.getByTestId('pl-back-100ms').click();
    await expect(page.getByTestId('sim-clock')).toHaveAttribute('data-now-ns', t);
  }
  await expect(page.getByTestId('status')).toHaveText('paused');
  const link = await copyMoment(page);
  expect(link).toMatch(/[#&]t=\d+&h=5000000000(&|$)/);
  const before = await screenFigures(page);
  expect(before.log).toContain('[ 5s ] thds: 16');

  const { context: other, page: page2 } = await reopen(browser, link, before.nowNs!);
  expect(await screenFigures(page2)).toEqual(before);
  await other.close();
});

test('a lesson step in presenter mode: stepped to the next fsync mid-run, the link reopens step, layout and instant', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLab(page, 'lesson=01-binlog-off-slower&step=3');
  await expect(page.getByTestId('lesson-step')).toHaveAttribute('data-step', 'sixteen');
  // Run part of the way, pause, then step to the next fsync (this step runs
  // with the binlog OFF: no group commit, the redo flush's fsync), which
  // stops between events that share a timestamp: the link must still be exact.
  await page.getByTestId('speed').fill('7');
  await expect(page.getByTestId('speed-value')).toHaveText('1/50×');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('playing');
  await expect.poll(() => page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number), { timeout: 30_000 }).toBeGreaterThan(0.02e9);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('paused');
  // A step searches ahead (status 'searching…'); the next one waits for it.
  for (let i = 0; i < 2; i++) {
    const at = await page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number);
    await expect(page.getByTestId('step-kind')).toHaveValue('2');
    await page.getByTestId('step').click();
    await expect.poll(() => page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number)).toBeGreaterThan(at);
    await expect(page.getByTestId('status')).toHaveText('paused');
  }
  await page.getByTestId('presenter-toggle').click(); // the layout travels too
  const link = await copyMoment(page);
  expect(link).toContain('lesson=01-binlog-off-slower&step=3');
  expect(link).toContain('layout=presenter');
  const before = await screenFigures(page);

  const { context: other, page: page2 } = await reopen(browser, link, before.nowNs!);
  await expect(page2.locator('html')).toHaveAttribute('data-layout', 'presenter');
  await expect(page2.getByTestId('lesson-step')).toHaveAttribute('data-step', 'sixteen');
  await expect(page2.getByTestId('step-3')).toHaveAttribute('aria-current', 'step');
  expect(await screenFigures(page2)).toEqual(before);
  expect(page2.url()).toContain('lesson=01-binlog-off-slower&step=3');
  await page2.screenshot({ path: `${OUT}moment-lesson-reopened.png` });
  await other.close();
});

test('an opened moment stays in the address: a reload shows it again; playing on drops it', async ({ page }) => {
  const moment = 't=1500000000&h=2500000000';
  await page.goto(`/#preset=s000_binlog_on_16&seed=3&dur=3&speed=max&${moment}`);
  await expect(page.getByTestId('sim-clock')).toHaveAttribute('data-now-ns', '1500000000', { timeout: 60_000 });
  await expect(page.getByTestId('status')).toHaveText('paused');
  const before = await screenFigures(page);
  expect(before.log).toContain('[ 2s ] thds: 16'); // the horizon (2.5 s) applied too
  // Applied, and still there: copying the address bar gives the same moment.
  expect(page.url()).toContain(`&${moment}`);
  expect(page.url()).toContain('seed=3');

  await page.reload();
  await expect(page.getByTestId('sim-clock')).toHaveAttribute('data-now-ns', '1500000000', { timeout: 60_000 });
  expect(await screenFigures(page)).toEqual(before);
  expect(page.url()).toContain(`&${moment}`);
  await expect(page.getByTestId('messages')).toHaveText('');

  // The run moves on: the address says what is on screen, the scenario without the moment.
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 60_000 });
  await expect(page).not.toHaveURL(/[#&][th]=/);
  expect(page.url()).toContain('seed=3');
});

test('without clipboard access the link is shown in a message, and it works too', async ({ page, browser }) => {
  await openLab(page, 'preset=s000_binlog_on_16&dur=3&speed=max');
  await page.evaluate(() => {
    // A browser that refuses clipboard writes (no permission, insecure context).
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 60_000 });
  await page.getByTestId('pl-back-100ms').click();
  await expect(page.getByTestId('status')).toHaveText('paused');
  await page.getByTestId('copy-moment').click();
  const message = page.getByTestId('messages').getByText(/^Copy this link to the moment: /);
  await expect(message).toBeVisible();
  const link = (await message.textContent())!.replace(/^Copy this link to the moment: /, '');
  const before = await screenFigures(page);
  const { context: other, page: page2 } = await reopen(browser, link, before.nowNs!);
  expect(await screenFigures(page2)).toEqual(before);
  await other.close();
});

test('bad t= and layout= values are named with what is allowed; the rest of the link still applies', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&seed=7&dur=3&t=2.5s&layout=projector');
  const messages = page.getByTestId('messages');
  await expect(messages).toContainText('URL field "t": "2.5s" is not allowed; expected the simulated time in whole nanoseconds');
  await expect(messages).toContainText('URL field "layout": "projector" is not allowed; expected one of lab, presenter');
  await expect(page.getByTestId('sim-clock')).toHaveAttribute('data-now-ns', '0');
  expect(page.url()).toContain('preset=s000_binlog_on_16');
  expect(page.url()).toContain('seed=7');
  await expect(page.locator('html')).not.toHaveAttribute('data-layout', 'presenter');

  // Past the run's length (a pasted link: hashchange): named with the allowed range.
  await page.evaluate(() => (location.hash = '#preset=s000_binlog_on_16&dur=3&t=9000000000'));
  await expect(messages).toContainText('URL field "t": "9000000000" is not allowed; expected whole nanoseconds from 0 to 3000000000');
  await expect(page.getByTestId('status')).toHaveText('idle');
  expect(page.url()).toContain('dur=3');
  await page.screenshot({ path: `${OUT}moment-bad-fields.png` });
});
