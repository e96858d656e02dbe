import { expect, test, type Page } from '@playwright/test';
import { SUB_PATH } from './playwright.config';
import { OUT, openLab, playToEnd, segmentTps, simSeconds, axePage, axeSerious } from './helpers';

/** Records console errors, page errors and any request that leaves localhost. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && url.protocol !== 'data:') problems.push(`external request: ${r.url()}`);
  });
  page.on('requestfailed', (r) => problems.push(`failed request: ${r.url()}`));
  return problems;
}

test('loads and runs with no console errors and no request leaving localhost', async ({ page }) => {
  const problems = watch(page);
  await openLab(page, 'preset=s000_binlog_on_256&dur=4&speed=max');
  await expect(page.getByRole('heading', { name: 'Commit Pipeline Lab' })).toBeVisible();
  await playToEnd(page);
  expect(await simSeconds(page)).toBeCloseTo(4, 3);
  await expect(page.getByTestId('interval-log')).toContainText('[ 4s ] thds: 256 tps: ');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}lab-256-binlog-on.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('works from a sub-path (relative base)', async ({ page }) => {
  const problems = watch(page);
  const port = Number(new URL(test.info().project.use.baseURL!).port) + 1;
  await page.goto(`http://127.0.0.1:${port}${SUB_PATH}#dur=2&speed=max`);
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await playToEnd(page);
  expect(problems).toEqual([]);
});

/** TPS with the binlog OFF, then ON (switched with the UI's checkbox), same seed. */
async function binlogOffThenOn(page: Page, preset: string): Promise<{ off: number; on: number }> {
  await openLab(page, `preset=${preset}&dur=5&speed=max`);
  const logBin = page.locator('[data-knob="log_bin"]');
  await expect(logBin).not.toBeChecked();
  await playToEnd(page);
  const off = await segmentTps(page);
  await logBin.check(); // after the run: edits the scenario and restarts
  await expect(page.getByTestId('status')).toHaveText('idle');
  await playToEnd(page);
  const on = await segmentTps(page);
  return { off, on };
}

test('112-core preset: at 256 threads, turning the binlog ON raises TPS', async ({ page }) => {
  const { off, on } = await binlogOffThenOn(page, 's000_binlog_off_256');
  console.log(`256 threads: binlog OFF ${off.toFixed(0)} tps, ON ${on.toFixed(0)} tps`);
  expect(on).toBeGreaterThan(off);
});

test('112-core preset: at 16 threads, turning the binlog ON lowers TPS', async ({ page }) => {
  const { off, on } = await binlogOffThenOn(page, 's000_binlog_off_16');
  console.log(`16 threads: binlog OFF ${off.toFixed(0)} tps, ON ${on.toFixed(0)} tps`);
  expect(on).toBeLessThan(off);
});

test('a knob changed mid-run applies from that moment and is marked on the charts', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_off_256&dur=6&speed=0.2');
  await page.getByTestId('play').click();
  await expect.poll(() => simSeconds(page), { timeout: 30_000 }).toBeGreaterThan(0.3);
  await page.getByTestId('play').click(); // pause
  await expect(page.getByTestId('status')).toHaveText('paused');
  // Under load the last frame before the pause can land after the status: read a settled clock.
  let at = -1;
  await expect.poll(async () => { const prev = at; await page.waitForTimeout(150); at = await simSeconds(page); return at === prev; }).toBe(true);
  await page.locator('[data-knob="log_bin"]').check();
  // As MySQL shows a switch; and a note that MySQL would need a restart for it.
  await expect(page.getByTestId('changes')).toContainText('log_bin = ON');
  await expect(page.getByTestId('knob-live-note-log_bin')).toHaveText('In MySQL this needs a restart; the lab switches live to show the effect.');
  expect(page.url()).toContain('at=');
  await page.getByTestId('step').click();
  await expect(page.locator('[data-chart="tps"] line.mark-knob')).toHaveCount(1);
  const recorded = await page.getByTestId('changes').textContent();
  expect(Number(/at ([\d.]+) s/.exec(recorded ?? '')![1])).toBeCloseTo(at, 5);
  await page.screenshot({ path: `${OUT}mid-run-change.png`, fullPage: false });
});

test('tampered URL state names each bad field and keeps the good ones', async ({ page }) => {
  const problems = watch(page);
  await openLab(page, 'preset=s000_binlog_on_16&k.threads=lots&seed=-4&k.sync_binlog=7&k.nope=1&speed=3');
  const messages = page.getByTestId('messages');
  await expect(messages).toContainText('URL field "k.threads": "lots" is not allowed; expected an integer from 1 to 4096');
  await expect(messages).toContainText('URL field "seed": "-4" is not allowed');
  await expect(messages).toContainText('there is no knob "nope"');
  await expect(messages).toContainText('URL field "speed": "3"');
  await expect(page.locator('[data-knob="sync_binlog"]')).toHaveValue('7');
  await expect(page.locator('[data-knob="threads"]')).toHaveValue('16');
  await expect(page.getByTestId('preset')).toHaveValue('s000_binlog_on_16');
  // A bad value typed into a control is kept, explained, and not applied.
  const threads = page.locator('[data-knob="threads"]');
  await threads.fill('0');
  await threads.press('Tab');
  await expect(page.getByText('threads: "0" is not allowed; expected an integer from 1 to 4096.').first()).toBeVisible();
  await expect(threads).toHaveValue('0');
  expect(page.url()).not.toContain('k.threads=0');
  await page.screenshot({ path: `${OUT}url-errors.png`, fullPage: false });
  expect(problems.filter((p) => !p.startsWith('console'))).toEqual([]);
});

test('every control is reachable and operable by keyboard', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_256&dur=3');
  const ids = await page.evaluate(() => {
    const els = Array.from(document.querySelectorAll<HTMLElement>('button:not([disabled]), input, select, a[href], [tabindex="0"]'));
    return els.filter((el) => el.offsetParent !== null || el.classList.contains('skip-link')).map((el, i) => {
      el.dataset.kb = String(i);
      return String(i);
    });
  });
  expect(ids.length).toBeGreaterThan(40);
  const reached = new Set<string>();
  await page.locator('body').focus();
  for (let i = 0; i < ids.length + 10; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (el && el.dataset.kb !== undefined) {
        const style = getComputedStyle(el);
        if (style.outlineStyle === 'none' || style.outlineWidth === '0px') return `nofocusring:${el.dataset.kb}`;
      }
      return el?.dataset.kb ?? null;
    });
    if (id?.startsWith('nofocusring')) throw new Error(`no visible focus on control ${id}`);
    if (id) reached.add(id);
  }
  const missing = ids.filter((id) => !reached.has(id));
  expect(missing, 'controls never reached by Tab').toEqual([]);

  // Operate one control of each kind from the keyboard.
  const speed = page.getByTestId('speed');
  await speed.focus();
  const before = await page.getByTestId('speed-value').textContent();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('speed-value')).not.toHaveText(before ?? '');
  await page.keyboard.press('End');
  await expect(page.getByTestId('speed-value')).toHaveText('max');

  const threads = page.locator('[data-knob="threads"]');
  await threads.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(threads).toHaveValue('255');
  await expect.poll(() => page.url()).toContain('k.threads=255');

  const logBin = page.locator('[data-knob="log_bin"]');
  await logBin.focus();
  await page.keyboard.press('Space');
  await expect(logBin).not.toBeChecked();
  await page.screenshot({ path: `${OUT}keyboard-focus.png` });

  const algorithm = page.locator('[data-knob="commit_algorithm"]');
  await algorithm.focus();
  const algBefore = await algorithm.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(algorithm).not.toHaveValue(algBefore);

  const play = page.getByTestId('play');
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status')).toHaveText(/playing|finished/);
  await page.getByTestId('reset').focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('status')).toHaveText('idle');
  await page.locator('body').focus();
  await page.keyboard.press('.');
  await expect.poll(() => simSeconds(page)).toBeGreaterThan(0);
});

test('axe finds no serious or critical accessibility violations', async ({ browser }) => {
  // The page's CSP forbids inline scripts; let the test inject axe from node_modules.
  const { context, page } = await axePage(browser);
  await openLab(page, 'preset=s000_binlog_on_256&dur=3&speed=max');
  await playToEnd(page);
  await page.locator('[data-knob="threads"]').fill('0'); // include the error state
  await page.locator('[data-knob="threads"]').press('Tab');
  const serious = await axeSerious(page);
  expect(serious, serious.join('\n')).toEqual([]);
  await context.close();
});

test('a first visit points to the lessons; once opened, the pointer is gone for good', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&dur=2');
  // Loading takes no focus: a keyboard user starts at the top of the page.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  const hint = page.getByTestId('new-here');
  await expect(hint).toHaveText('New here? Start with the guided lessons, one per article.');
  await hint.click();
  await expect(page.getByTestId('lessons-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Commit Pipeline Lab' })).toBeVisible();
  await expect(page.getByTestId('lessons-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(hint).toHaveCount(0);
});

test('a speed this machine cannot reach: the toolbar says what the run really gets (en, zh), and nothing at a speed it can', async ({ page }) => {
  // 256 threads at 1000× real time: no machine simulates that fast.
  await openLab(page, 'preset=s000_binlog_on_256&speed=1000');
  await page.getByTestId('play').click();
  const lag = page.getByTestId('speed-lag');
  await expect(lag).toBeVisible({ timeout: 15_000 });
  await expect(lag).toHaveText(/^running at [\d.,/]+× — this machine can’t keep up$/);
  expect(Number(await lag.getAttribute('data-achieved'))).toBeLessThan(900);
  await expect(lag).toHaveAttribute('title', /not 1000×/);
  await page.getByTestId('lang-zh').click();
  await expect(lag).toHaveText(/^实际 [\d.,/]+×——本机跟不上$/);
  await page.screenshot({ path: `${OUT}speed-lag-zh.png`, clip: { x: 0, y: 0, width: 1600, height: 140 } });
  await page.getByTestId('lang-en').click();
  await page.getByTestId('play').click(); // pause
  await expect(lag).toHaveCount(0);
  // 1/100 of real time is easy: played for a while, it never shows.
  await page.getByTestId('reset').click();
  await page.getByTestId('speed').fill('6'); // stops: 1/10,000, 2/10,000, 5/10,000, 1/1,000, 2/1,000, 5/1,000, 1/100
  await expect(page.getByTestId('speed-value')).toHaveText('1/100×');
  await page.getByTestId('play').click();
  const seen = await page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        let shown = false;
        const timer = setInterval(() => (shown ||= document.querySelector('[data-testid="speed-lag"]') !== null), 50);
        setTimeout(() => (clearInterval(timer), done(shown)), 5000);
      }),
  );
  expect(seen).toBe(false);
});
