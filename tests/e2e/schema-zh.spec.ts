// The core's own texts in Chinese: with 中文 selected, each knob's help line,
// the preset and machine labels and the machine's source note come from
// web/src/model/schema-i18n.ts (the core's schema stays English), in the lab,
// in a lesson's "Try these" box and in the A/B panes; they wrap inside their
// panels at laptop sizes, and English comes back with English. So do the
// lessons' citations of the articles, from lessons/*/cited.json's Chinese.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { OUT, openLab } from './helpers';

const CJK = /[\u3400-\u9fff]/;

/** Help lines, source notes and select boxes that reach past their panel or scroll sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Show every help line for the measurement, then hide again only those that were hidden.
    const hidden = [...document.querySelectorAll('.knob:not(.knob-help-shown)')];
    for (const k of hidden) k.classList.add('knob-help-shown');
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.knob-help, .machine-source, #preset-select, #machine-select')) {
      const panel = el.closest('.panel')!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1 || r.right > panel.right + 1 || r.left < panel.left - 1) out.push(`${el.className || el.id}: ${el.textContent?.slice(0, 40)}`);
    }
    for (const k of hidden) k.classList.remove('knob-help-shown');
    return out;
  });
}

test('中文: knob help, preset and machine labels and the machine source in Chinese, in the lab, a lesson and A/B; English again after', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openLab(page, 'preset=s003_gc57_11&dur=2');
  await page.getByTestId('lang-zh').click();

  // The preset and machine pickers: the chosen labels, every option, the whole label in the title.
  const preset = page.getByTestId('preset');
  await expect(preset.locator('option:checked')).toHaveText('组提交，(1,1)，高并发');
  await expect(preset).toHaveAttribute('title', '组提交，(1,1)，高并发');
  const machine = page.getByTestId('machine');
  await expect(machine.locator('option:checked')).toHaveText('48 核云主机（2 x 24 核 Xeon），SSD 云盘（AliSQL，S003）');
  for (const text of await machine.locator('option').allTextContents()) expect(text).toMatch(CJK);
  const presetTexts = await preset.locator('option').allTextContents();
  expect(presetTexts.filter((t) => /\b(cores|threads|Group commit|no binlog)\b/.test(t))).toEqual([]);

  // The machine's source note.
  const source = page.getByTestId('machine-source');
  await source.locator('summary').click();
  await expect(source).toContainText('关于这台机器');
  await expect(source).toContainText('一块 ESSD PL2 云盘（fsync 约 150 us）');

  // A knob's help line, shown while it has focus.
  await page.locator('[data-knob="threads"]').focus();
  const help = page.locator('.knob:focus-within > .knob-help');
  await expect(help).toHaveText('客户端线程数，即 sysbench --threads：每个线程一个接一个地执行事务，中间没有思考时间。取值范围：1 到 4096 的整数（线程）。');
  await page.locator('[data-knob="max_binlog_size_mb"]').focus();
  await expect(help).toHaveText(/^对应参数：max_binlog_size。binlog 文件超过这个大小就切换到新文件。.*LOCK_log/);
  expect(await overflowing(page)).toEqual([]);
  await page.locator('[data-knob="threads"]').focus();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}schema-zh-1280.png` });
  await page.locator('[data-knob="threads"]').blur();

  // A lesson's "Try these": the help lines are shown under each knob.
  await page.goto('/#lesson=04-parallel-flush&step=4');
  const tune = page.getByTestId('lesson-tune');
  await expect(tune).toContainText('试试这些参数', { timeout: 30_000 });
  await expect(tune.locator('.knob-help').first()).toHaveText(/^服务器如何为 binlog 和 InnoDB 的提交排序并持久化。取值范围：mysql55_prepare_commit_mutex、/);
  for (const text of await tune.locator('.knob-help').allTextContents()) expect(text).toMatch(CJK);
  await expect(tune.locator('.knob-help').first()).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  await expect(tune.locator('.knob-help').first()).toBeVisible();
  await page.screenshot({ path: `${OUT}schema-zh-lesson-1280.png` });

  // The A/B panes: the heading and both pickers.
  await page.goto('/#preset=s003_gc57_11&dur=2');
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('compare-open').click();
  await expect(page.locator('#pane-a-title')).toHaveText('A 组提交，(1,1)，高并发', { timeout: 30_000 });
  await expect(page.getByTestId('pane-b-machine').locator('option:checked')).toHaveText(/^48 核云主机/);
  await page.getByTestId('pane-a-knobs').locator('summary').click();
  await page.getByTestId('pane-a').locator('[data-knob="sync_binlog"]').focus();
  await expect(page.getByTestId('pane-a').locator('.knob:focus-within > .knob-help')).toHaveText(/^每 N 个提交组 fsync 一次 binlog（5\.5：每 N 个事务）；0 表示交给操作系统。/);
  await page.getByTestId('compare-close').click();

  // English again. The lessons pane is still open, so the settings are
  // folded behind "All settings": open them, as a reader would.
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('lang-en').click();
  const fold = page.getByTestId('sidebar-fold');
  if ((await fold.count()) && (await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  await expect(preset.locator('option:checked')).toHaveText('Group commit, (1,1), high concurrency');
  await expect(machine.locator('option:checked')).toHaveText('48-core cloud host (2 x 24-core Xeon), cloud SSD (AliSQL, S003)');
  await page.locator('[data-knob="threads"]').focus();
  await expect(help).toHaveText('Client threads, as sysbench --threads: each runs one transaction after another with no think time. Allowed: an integer from 1 to 4096 (threads).');
  await expect(page.getByTestId('machine-source')).toContainText('About this machine');
});

test('中文 help lines and source notes wrap inside their panels at 1440x1000, lessons open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.addInitScript(() => localStorage.setItem('commitlab.lang', 'zh'));
  for (const hash of ['preset=s004_tpcc_sync1', 'lesson=04-parallel-flush&step=4', 'lesson=02-rotation-stalls&step=1']) {
    await page.goto(`/#${hash}`);
    await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
    // In a lesson the settings fold behind "All settings": open them.
    if (hash.startsWith('lesson=')) {
      // The lesson loads on its own; once it is open its fold is there.
      await expect(page.getByTestId('lesson-pane')).toBeVisible({ timeout: 30_000 });
      const fold = page.getByTestId('sidebar-fold');
      await expect(fold).toBeVisible();
      if ((await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
    }
    await expect(page.getByTestId('machine-source')).toBeVisible();
    // A hash change keeps the page: the note may still be open from the last one.
    if ((await page.getByTestId('machine-source').getAttribute('open')) === null) await page.getByTestId('machine-source').locator('summary').click();
    await expect(page.getByTestId('machine-source').locator('p'), hash).toBeVisible();
    expect(await overflowing(page), hash).toEqual([]);
  }
  await page.locator('[data-knob="innodb_thread_sleep_delay"]').focus();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}schema-zh-1440.png` });
});

test('中文: a lesson says where its figures come from in Chinese (tooltip, chart names and caption, sources); English again after', async ({ page }) => {
  const s000 = JSON.parse(readFileSync(new URL('../../lessons/01-binlog-off-slower/cited.json', import.meta.url), 'utf8'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript(() => localStorage.setItem('commitlab.lang', 'zh'));
  await page.goto('/#lesson=01-binlog-off-slower&step=1');
  const measured = page.locator('.cite-measured[data-cited="S000:t256-on-c16-d6:tps"]').first();
  await expect(measured).toHaveAttribute('title', `S000：《${s000.source.title_zh}》，256 线程，binlog ON，innodb_thread_concurrency=16，innodb_spin_wait_delay=6。${s000.source.where_zh}`, { timeout: 30_000 });
  await expect(page.locator('.lesson-source')).toHaveText('来源：S000');

  // The reveal's chart: a figure the text quotes without a label of its own is named from cited.json's Chinese.
  await page.getByTestId('option-3').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('lesson-reveal-now')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('lesson-reveal-now').click();
  const chart = page.getByTestId('figure-chart');
  await expect(chart.locator('[data-figure="S000:t256-on-c16-d6:avg_latency_ms"] .fc-name')).toHaveText('256 线程，binlog ON，innodb_thread_concurrency=16，innodb_spin_wait_delay=6 · 平均延迟（S000）');
  const caption = chart.locator('.fc-caption > p').first();
  await expect(caption).toHaveText(`实测 — S000：《${s000.source.title_zh}》。${s000.source.where_zh}`);
  expect(await chart.locator('.fc-name, .fc-caption > p:first-child').allTextContents()).not.toContainEqual(expect.stringMatching(/threads|Measured|result tables/));
  await chart.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}citations-zh-1280.png` });

  await page.getByTestId('lang-en').click();
  await expect(caption).toHaveText(`Measured — S000: “${s000.source.title}”. ${s000.source.where}`);
  await expect(measured).toHaveAttribute('title', /^S000: MySQL 5\.7: turning binlog OFF made performance worse .*\(256 threads, binlog ON, innodb_thread_concurrency=16, innodb_spin_wait_delay=6\)$/);
  await expect(page.locator('.lesson-source')).toHaveText('Source: S000');
});
