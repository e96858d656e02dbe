// The pipeline animation and the playback controls in Chinese: the header's
// 中文 switches the animation's heading, stage boxes, controls, canvas strips
// and text summary, and back; stage titles still read in full at laptop sizes.
import { expect, test, type Page } from '@playwright/test';
import { OUT, openLab, simSeconds } from './helpers';
import { CJK_WORD, brokenTitleWords } from './box-title-words';

/** Waits for the run to stand still, whatever the language shows for it. */
async function paused(page: Page): Promise<void> {
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'paused', { timeout: 60_000 });
}

test('中文: animation heading, stage titles, controls, playback bar and summary in Chinese; English again after', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openLab(page, 'preset=s000_binlog_on_256&dur=2');
  await page.getByTestId('lang-zh').click();

  const heading = page.locator('#pipeline-title');
  await expect(heading).toHaveText('提交流水线：MySQL 5.7 binlog 组提交');
  await expect(page.locator('.pipeline-explain')).toContainText('flush 阶段的 leader');
  await expect(page.locator('[data-box="flush_stage"]')).toHaveText('flush 阶段');
  await expect(page.locator('[data-box="flush_queue"]')).toHaveAttribute('title', /^排队等待 flush 阶段（LOCK_log）/);
  // 5.7's redo fsync is the flush-stage leader's, for its whole group: its box follows the flush stage.
  await expect(page.locator('[data-box="redo"]')).toHaveText('leader 刷 redo');
  await expect(page.locator('[data-box="redo"]')).toHaveAttribute('title', /^flush 阶段的 leader 持有 LOCK_log，等待一次覆盖整组的 redo 写入和 fsync/);
  await expect(page.locator('[data-box="flush_stage"] + [data-box="redo"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '慢动作' })).toBeVisible();
  await expect(page.getByTestId('step-kind').locator('option[value="3"]')).toHaveText('下一次停顿');
  await expect(page.getByLabel('时间穿梭')).toBeVisible();
  await expect(page.getByTestId('play')).toHaveText('播放');
  await expect(page.getByTestId('step')).toHaveText('单步');
  await expect(page.getByTestId('reset')).toHaveText('重置');
  await expect(page.getByTestId('status')).toHaveText('空闲');
  await expect(page.getByTestId('compare-open')).toHaveText('A/B 对比');

  await page.getByTestId('pl-fwd-100ms').click();
  await paused(page);
  await expect(page.getByTestId('status')).toHaveText('已暂停');
  const summary = page.getByTestId('pipeline-summary');
  await expect(summary).toHaveAttribute('data-now-us', '100000');
  await expect(page.locator('.pl-summary-wrap > summary')).toHaveText('动画此刻在展示什么');
  const text = await summary.innerText();
  expect(text).toMatch(/^MySQL 5\.7 binlog 组提交，256 个线程，模拟时间 0\.100000 s。/);
  expect(text).toMatch(/flush 阶段：(空闲|一组 \d+ 个)/);
  expect(text).not.toContain('prepare 时');
  if (/redo_wait 1/.test(text)) expect(text).toMatch(/flush 阶段的 leader（线程 \d+）在等覆盖整组的那次 redo 写入和 fsync。/);
  expect(text).toContain('卡在哪里：');
  expect(text).toContain('各状态的线程数：');
  expect(text).not.toMatch(/Blocking|Threads per state|queued/);

  // A thread's story follows the language; state names stay the model's own.
  await page.getByTestId('pipeline-area').focus();
  await page.keyboard.press('ArrowRight');
  const tip = page.getByTestId('pipeline-story-tip');
  await expect(tip).toContainText('线程 0（已完成');
  await expect(tip).toContainText('当前：');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}pipeline-zh-1280.png` });
  await page.keyboard.press('Escape');

  await page.getByTestId('lang-en').click();
  await expect(heading).toHaveText('Commit pipeline: MySQL 5.7 binary log group commit');
  await expect(page.locator('[data-box="flush_stage"]')).toHaveText('Flush stage');
  await expect(page.getByTestId('play')).toHaveText('Play');
  await expect(page.getByTestId('status')).toHaveText('paused');
  await expect(summary).toContainText('MySQL 5.7 binary log group commit, 256 threads, at 0.100000 s.');
});

for (const [w, h] of [
  [1280, 720],
  [1024, 768],
] as const) {
  test(`中文 stage titles read in full at ${w}x${h} with the lessons open, every algorithm`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.addInitScript(() => localStorage.setItem('commitlab.lang', 'zh'));
    for (const hash of [
      'preset=s000_binlog_off_256',
      'preset=s002_mysql55_binlog_on',
      'preset=s000_binlog_on_256&k.commit_algorithm=group_commit_56',
      'preset=s000_binlog_on_256',
      'preset=s000_binlog_on_256&k.commit_algorithm=alisql_parallel_flush',
      'preset=s003_binlog_in_redo_11',
    ]) {
      await page.goto(`/#${hash}&dur=2`);
      await expect(page.getByTestId('status')).toHaveAttribute('data-status', /idle|paused|finished/, { timeout: 30_000 });
      if (!(await page.getByTestId('lesson-pane').isVisible())) await page.getByTestId('lessons-toggle').click();
      await page.getByTestId('pl-fwd-100ms').click();
      await paused(page);
      // The lessons column opening settles the layout a frame or two later (seen: 110 px for a moment, then 112).
      const clipped = () =>
        page.locator('.pl-box-title').evaluateAll((els) =>
          els.filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1).map((e) => `${e.textContent} (${e.clientWidth}px)`),
        );
      await expect.poll(clipped, { message: hash }).toEqual([]);
      // The toolbar's buttons keep their words on one line.
      const wrapped = await page.locator('.pl-controls button, .playback button').evaluateAll((els) =>
        els.filter((e) => e.getBoundingClientRect().height > 40).map((e) => e.textContent),
      );
      expect(wrapped, hash).toEqual([]);
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}pipeline-zh-${w}.png` });
  });
}

test('中文: a step search that finds nothing says so in Chinese, and in English after a switch', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/#dur=2&lang=zh');
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle', { timeout: 30_000 });
  await page.getByTestId('pl-fwd-100ms').click();
  await paused(page);
  await expect.poll(() => simSeconds(page)).toBeCloseTo(0.1, 6);
  await page.getByTestId('step-kind').selectOption('3');
  await page.getByTestId('step').click();
  const message = page.getByTestId('messages').locator('.message-info');
  await expect(message).toHaveText(/^在运行结束或下一次预定改动之前，没有这种事件。/, { timeout: 90_000 });
  await expect(page.getByTestId('messages')).not.toContainText('No such event');
  // The search gives up where it began (the message can reach the page a
  // frame before the clock that goes back: under load the test saw 1.13 s).
  await paused(page);
  await expect(page.getByTestId('sim-clock')).toHaveAttribute('data-now-ns', '100000000');
  await page.screenshot({ path: `${OUT}step-nothing-zh-1280.png` });
  await page.getByTestId('lang-en').click();
  await expect(message).toHaveText(/^No such event before the end of the run or the next scheduled change\./);
});

test('中文 box titles at 1366x900 break between words, not inside one ("commit / 队列", not "commit 队 / 列"), in the lab and beside a lesson', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.addInitScript(() => localStorage.setItem('commitlab.lang', 'zh'));
  for (const hash of ['preset=s000_binlog_on_256', 'lesson=00-commit-pipeline&step=3']) {
    await page.goto(`/#${hash}`);
    await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
    await expect(page.locator('[data-box="commit_queue"]')).toHaveText('commit 队列');
    expect(await brokenTitleWords(page, CJK_WORD), hash).toEqual([]);
    expect(await brokenTitleWords(page), hash).toEqual([]);
  }
  await page.getByTestId('pipeline').screenshot({ path: `${OUT}pipeline-zh-titles-1366.png` });
});
