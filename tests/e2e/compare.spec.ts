// The A/B comparison (#compare=…): two configurations on one lockstep
// clock, the live diff, the differing knobs, links, bad links, axe.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { OUT, openLab, playToEnd, axePage, axeSerious } from './helpers';

const OFF_VS_ON_16 = 'compare=1&a.preset=s000_binlog_off_16&b.preset=s000_binlog_on_16';

/** Both panes' clocks, the run's clock and the frame record, read at one instant. */
async function clocks(page: Page) {
  return page.evaluate(() => {
    const ns = (id: string) => Number(document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-now-ns'));
    const hooks = (window as unknown as { __commitlab: { compare: { clocks: { frames: number; unequal: number; last: number[] } } } }).__commitlab;
    return { a: ns('pane-a-clock'), b: ns('pane-b-clock'), run: ns('sim-clock'), frames: hooks.compare.clocks.frames, unequal: hooks.compare.clocks.unequal, last: [...hooks.compare.clocks.last] };
  });
}

/** Whole-run means of one diff-table row. */
async function diffRow(page: Page, metric: string) {
  await page.waitForTimeout(600); // the table refreshes at most every 250 ms
  const row = page.getByTestId(`diff-${metric}`);
  const n = async (attr: string) => Number(await row.getAttribute(attr));
  return { a: await n('data-a-run'), b: await n('data-b-run'), direction: await row.getAttribute('data-direction-run'), verdict: await row.getAttribute('data-verdict-run'), text: (await row.textContent()) ?? '' };
}

test('opens from the lab with A = the lab\'s scenario and B a copy; back to the lab with A', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_off_16&dur=3&k.threads=24');
  await page.getByTestId('compare-open').click();
  await expect(page.getByTestId('pane-a')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('differing-knobs')).toContainText('What differs (0)');
  // A moment link would carry the lab's state, not the comparison's: the compare view offers its own link only.
  await expect(page.getByTestId('copy-moment')).toHaveCount(0);
  await expect.poll(() => page.url()).toContain('a.preset=s000_binlog_off_16');
  expect(page.url()).toContain('a.k.threads=24');
  expect(page.url()).toContain('b.k.threads=24');
  expect(page.url()).toContain('dur=3');
  await page.getByTestId('compare-close').click();
  await expect(page.getByRole('heading', { name: 'Commit Pipeline Lab', exact: true })).toBeVisible();
  await expect(page.getByTestId('preset')).toHaveValue('s000_binlog_off_16');
  await expect(page.locator('[data-knob="threads"]')).toHaveValue('24');
  expect(page.url()).not.toContain('compare');
});

test('A and B stay in lockstep, and at 16 threads binlog OFF (A) beats ON (B)', async ({ page }) => {
  await openLab(page, `${OFF_VS_ON_16}&dur=3&speed=0.5`);
  await expect(page.getByTestId('differing-knobs')).toContainText('log_bin');
  await page.getByTestId('play').click();
  // While it plays: every sample shows both panes at one simulated time.
  const samples: Array<Awaited<ReturnType<typeof clocks>>> = [];
  for (let i = 0; i < 12; i++) {
    await page.waitForTimeout(150);
    samples.push(await clocks(page));
  }
  for (const c of samples) {
    expect(c.a).toBe(c.b);
    expect(c.last[0]).toBe(c.last[1]);
  }
  expect(new Set(samples.map((c) => c.a)).size).toBeGreaterThan(3); // the clock moved
  await page.getByTestId('play').click(); // pause
  await expect(page.getByTestId('status')).toHaveText('paused');
  await page.waitForTimeout(300);
  const paused = await clocks(page);
  expect(paused.a).toBeGreaterThan(0);
  expect(paused.a).toBeLessThan(3e9);
  expect(paused.b).toBe(paused.a);
  expect(paused.run).toBe(paused.a);
  // The rest at full speed.
  await page.getByTestId('speed').fill('22'); // the last stop: max
  await playToEnd(page);
  // The panes' clocks draw the final frame a moment after the status says finished.
  await expect.poll(async () => (await clocks(page)).run).toBe(3e9);
  const end = await clocks(page);
  expect(end).toMatchObject({ a: 3e9, b: 3e9, run: 3e9, unequal: 0, last: [3e9, 3e9] });
  expect(end.frames).toBeGreaterThan(20);

  const tps = await diffRow(page, 'tps');
  const p95 = await diffRow(page, 'p95');
  const fsyncs = await diffRow(page, 'fsyncs');
  const cpu = await diffRow(page, 'cpu');
  console.log(`16 threads, 3 s: TPS A(OFF) ${tps.a.toFixed(0)} B(ON) ${tps.b.toFixed(0)}; p95 ${p95.a.toFixed(3)} / ${p95.b.toFixed(3)} ms; fsyncs/s ${fsyncs.a.toFixed(0)} / ${fsyncs.b.toFixed(0)}; CPU ${cpu.a.toFixed(2)} / ${cpu.b.toFixed(2)} cores`);
  expect(tps.a).toBeGreaterThan(tps.b);
  expect(tps).toMatchObject({ direction: 'lower', verdict: 'worse' });
  expect(tps.text).toContain('▼');
  expect(tps.text).toContain('lower, worse');
  expect(p95.b).toBeGreaterThan(p95.a);
  expect(p95).toMatchObject({ direction: 'higher', verdict: 'worse' });
  await expect(page.getByTestId('diff-table')).toHaveAttribute('data-intervals', '3');
  // The CSV: units in the column names, values rounded (no 7.040754725000001), B's TPS as in the table.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('compare-export-csv').click()]);
  const csv = readFileSync(await download.path(), 'utf8').trim().split('\n');
  expect(csv[0]).toBe('t_s,tps_a,tps_b,p95_latency_ms_a,p95_latency_ms_b,p99_latency_ms_a,p99_latency_ms_b,max_latency_ms_a,max_latency_ms_b,fsyncs_per_s_a,fsyncs_per_s_b,cpu_busy_cores_a,cpu_busy_cores_b,cpu_spin_cores_a,cpu_spin_cores_b');
  expect(csv).toHaveLength(4);
  for (const line of csv.slice(1)) for (const cell of line.split(',')) expect(cell).toMatch(/^-?\d+(\.\d{1,3})?$/);
  const rows = csv.slice(1).map((l) => l.split(',').map(Number));
  expect(rows.reduce((sum, r) => sum + r[2]!, 0) / rows.length).toBeCloseTo(tps.b, 0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}compare-binlog-16.png`, fullPage: true });
});

test('a knob changed on B is highlighted in the differing-knobs list and both knob panels, and goes into the link', async ({ page }) => {
  await openLab(page, 'compare=1&dur=2&speed=max&a.preset=s000_binlog_off_16&b.preset=s000_binlog_off_16');
  const differ = page.getByTestId('differing-knobs');
  await expect(differ).toContainText('What differs (0)');
  await page.getByTestId('pane-b-knobs').locator('summary').click();
  const threadsB = page.getByTestId('pane-b').locator('[data-knob="threads"]');
  await threadsB.fill('32');
  await threadsB.press('Enter');
  const row = differ.locator('[data-knob-diff="threads"]');
  await expect(row).toBeVisible();
  await expect(row).toContainText('16');
  await expect(row).toContainText('32');
  await expect(row).toHaveClass(/differ-row/);
  expect(await row.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(differ).toContainText('What differs (1)');
  // B's title is the preset's label: it now says what B changes on top of it; A's says nothing.
  await expect(page.getByTestId('pane-b-changes')).toHaveText('(changed: threads=32)');
  await expect(page.getByTestId('pane-a-changes')).toHaveCount(0);
  // The knob panels mark it on both sides, in words.
  await expect(page.getByTestId('pane-b').locator('.knob', { has: page.locator('[data-knob="threads"]') })).toContainText('≠ A: 16');
  await expect(page.getByTestId('pane-a-knobs').locator('summary')).toContainText('1 differs from B');
  await page.getByTestId('pane-a-knobs').locator('summary').click();
  await expect(page.getByTestId('pane-a').locator('.knob', { has: page.locator('[data-knob="threads"]') })).toContainText('≠ B: 32');
  await expect.poll(() => page.url()).toContain('b.k.threads=32');
  expect(page.url()).not.toContain('a.k.threads');
  await page.screenshot({ path: `${OUT}compare-knob-b.png`, fullPage: true });
});

test('the compare link reopens the same comparison, with the same figures', async ({ page, context }) => {
  await openLab(page, `${OFF_VS_ON_16}&dur=2&seed=7&speed=max&b.k.threads=24`);
  await playToEnd(page);
  const first = { tps: await diffRow(page, 'tps'), p95: await diffRow(page, 'p95'), differ: await page.getByTestId('differing-knobs').locator('tbody').textContent() };
  const link = page.url();
  expect(link).toContain('seed=7');
  const again = await context.newPage();
  await openLab(again, link.split('#')[1]);
  await expect(again.getByTestId('compare-seed')).toHaveValue('7');
  await expect(again.getByTestId('pane-b-preset')).toHaveValue('s000_binlog_on_16');
  expect(await again.getByTestId('differing-knobs').locator('tbody').textContent()).toBe(first.differ);
  await playToEnd(again);
  const second = { tps: await diffRow(again, 'tps'), p95: await diffRow(again, 'p95') };
  expect(second.tps.a).toBe(first.tps.a);
  expect(second.tps.b).toBe(first.tps.b);
  expect(second.p95.b).toBe(first.p95.b);
  expect(again.url()).toBe(link);
});

test('bad compare fields get a message naming the field, the value and what is allowed, and fall back', async ({ page }) => {
  await openLab(page, 'compare=1&dur=2&speed=max&a.preset=s000_binlog_off_16&b.k.threads=abc&b.k.log_bin=maybe&b.seed=4&seed=x');
  const messages = page.getByTestId('messages');
  await expect(messages).toContainText('URL field "b.k.threads": "abc" is not allowed; expected an integer from 1 to 4096');
  await expect(messages).toContainText('URL field "b.k.log_bin": "maybe" is not allowed; expected true or false');
  await expect(messages).toContainText('URL field "b.seed" is not allowed in a comparison');
  await expect(messages).toContainText('URL field "seed": "x" is not allowed; expected an integer from 0 to 4294967295');
  // B fell back to a copy of A, and the comparison runs.
  await expect(page.getByTestId('differing-knobs')).toContainText('What differs (0)');
  await playToEnd(page);
  const tps = await diffRow(page, 'tps');
  expect(tps.a).toBeGreaterThan(0);
  expect(tps.b).toBe(tps.a); // same configuration, same seed: identical
  expect(tps.direction).toBe('same');
  await expect(page.getByTestId('pane-b-clock')).toHaveAttribute('data-now-ns', '2000000000');
  // Many messages: one button clears them all.
  await page.getByTestId('messages-dismiss-all').click();
  await expect(messages.locator('.message')).toHaveCount(0);
  await expect(page.getByTestId('messages-dismiss-all')).toHaveCount(0);
});

test('a B preset that does not exist leaves B a copy of A, as a missing one does; one button dismisses all the messages, in English and Chinese', async ({ page }) => {
  const hash = 'compare=1&dur=2&speed=max&a.preset=s000_binlog_off_16&a.k.threads=24&b.preset=nope&b.machine=mainframe&b.k.sync_binlog=7&b.k.threads=abc';
  await openLab(page, hash);
  const messages = page.getByTestId('messages');
  await expect(messages).toContainText(/URL field "b\.preset": "nope" is not allowed; expected one of the \d+ presets in the Preset list \(closest: /);
  await expect(messages).toContainText('B is a copy of A instead');
  await expect(messages).toContainText('URL field "b.machine": "mainframe" is not allowed');
  await expect(page.getByTestId('pane-b-preset')).toHaveValue('s000_binlog_off_16');
  await expect(page.getByTestId('differing-knobs')).toContainText('What differs (1)');
  await expect(page.getByTestId('differing-knobs').locator('[data-knob-diff="sync_binlog"]')).toBeVisible();
  // B inherits A's threads=24 on top of the copy, so its title names it.
  await expect(page.getByTestId('pane-b-changes')).toHaveText('(changed: threads=24, sync_binlog=7)');
  await expect(page.getByTestId('messages-dismiss-all')).toHaveText('Dismiss all 3 messages');
  await page.screenshot({ path: `${OUT}compare-bad-b-preset.png` });
  // In Chinese.
  const zh = await page.context().newPage();
  await zh.addInitScript(() => localStorage.setItem('commitlab.lang', 'zh'));
  await zh.goto(`/#${hash}`);
  await expect(zh.getByTestId('status')).toHaveAttribute('data-status', /idle|paused|finished/, { timeout: 30_000 });
  await expect(zh.getByTestId('messages-dismiss-all')).toHaveText('全部关闭（3 条）');
  await expect(zh.getByTestId('pane-b-changes')).toHaveText('（已修改：threads=24、sync_binlog=7）');
  await zh.screenshot({ path: `${OUT}compare-bad-b-preset-zh.png` });
  await zh.getByTestId('messages-dismiss-all').click();
  await expect(zh.getByTestId('messages').locator('.message')).toHaveCount(0);
});

test('a quick start loads its pair and plays; k pauses the comparison, not the hidden lab', async ({ page }) => {
  await openLab(page, 'compare=1&speed=0.5');
  await page.getByTestId('quick-binlog-256').click();
  await expect(page.getByTestId('status')).toHaveText('playing');
  await expect.poll(() => page.url()).toContain('a.preset=s000_binlog_off_256');
  expect(page.url()).toContain('b.preset=s000_binlog_on_256');
  await expect(page.getByTestId('differing-knobs').locator('[data-knob-diff="log_bin"]')).toBeVisible();
  await expect.poll(async () => (await clocks(page)).a).toBeGreaterThan(0);
  await page.locator('body').press('k');
  await expect(page.getByTestId('status')).toHaveText('paused');
  const c = await clocks(page);
  expect(c.b).toBe(c.a);
  const labStatus = await page.evaluate(() => (window as unknown as { __commitlab: { store: { getState(): { status: string } } } }).__commitlab.store.getState().status);
  expect(labStatus).not.toBe('playing');
  // The quick start stays pressed while the pair is what it loaded; editing B leaves it.
  const quick = page.getByTestId('quick-binlog-256');
  await expect(quick).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('pane-b-knobs').locator('summary').click();
  await page.getByTestId('pane-b').locator('[data-knob="threads"]').fill('64');
  await page.getByTestId('pane-b').locator('[data-knob="threads"]').press('Tab');
  await expect(quick).toHaveAttribute('aria-pressed', 'false');
});

test('in Chinese the comparison reads in Chinese; knob names and the side names stay as they are', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('commitlab.lang', 'zh'));
  await page.goto(`/#${OFF_VS_ON_16}&dur=3`); // openLab waits for the English status
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', /idle|paused|finished/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'B 对比 A，实时' })).toBeVisible();
  await expect(page.getByTestId('differing-knobs')).toContainText('不同之处（1）');
  await expect(page.getByTestId('differing-knobs')).toContainText('log_bin');
  await expect(page.getByTestId('diff-table')).toContainText('p95 延迟');
  await expect(page.getByTestId('compare-close')).toHaveText('← 回到实验室（带上 A）');
  await expect(page.getByTestId('quick-binlog-16')).toHaveText('binlog OFF 对 ON，16 线程');
  // A knob changed on B: B's title says so, in Chinese, with the knob as it is.
  await page.getByTestId('pane-b-knobs').locator('summary').click();
  await page.getByTestId('pane-b').locator('[data-knob="innodb_thread_concurrency"]').fill('80');
  await page.getByTestId('pane-b').locator('[data-knob="innodb_thread_concurrency"]').press('Enter');
  await expect(page.getByTestId('pane-b-changes')).toHaveText('（已修改：innodb_thread_concurrency=80）');
});

test('axe finds no serious or critical violations in the comparison', async ({ browser }) => {
  const { context, page } = await axePage(browser);
  await openLab(page, `${OFF_VS_ON_16}&dur=2&speed=max`);
  await playToEnd(page);
  await page.getByTestId('pane-b-knobs').locator('summary').click();
  await page.getByTestId('pane-b').locator('[data-knob="threads"]').fill('0'); // include the error state
  await page.getByTestId('pane-b').locator('[data-knob="threads"]').press('Tab');
  const serious = await axeSerious(page);
  expect(serious, serious.join('\n')).toEqual([]);
  await context.close();
});

test('reads on a projector (1280×720)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await openLab(page, 'compare=1&dur=4&speed=max&a.preset=s002_mysql55_binlog_on&b.preset=s002_gc57_binlog_on');
  await playToEnd(page);
  const tps = await diffRow(page, 'tps');
  const fsyncs = await diffRow(page, 'fsyncs');
  console.log(`5.5 vs 5.7, 4 s: TPS ${tps.a.toFixed(0)} / ${tps.b.toFixed(0)}; fsyncs/s ${fsyncs.a.toFixed(0)} / ${fsyncs.b.toFixed(0)}`);
  expect(tps.b).toBeGreaterThan(tps.a); // group commit beats prepare_commit_mutex
  expect(fsyncs.b / tps.b).toBeLessThan(fsyncs.a / tps.a); // fewer fsyncs per transaction
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}compare-projector.png` });
  await page.screenshot({ path: `${OUT}compare-projector-full.png`, fullPage: true });
  await context.close();
});
