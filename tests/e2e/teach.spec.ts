// Teaching at the moment (issue 23, items 1, 2, 4, 5, 6, 8): a step holds
// the moment its answer describes, in self-study too, with "show me that
// moment"; the charts a step names sit beside the animation and the knob
// column folds away; presenter mode's live chart is switchable and can be
// large; a tuning step keeps the learner's tries; the A/B comparison shows
// both animations in lockstep; answers open with a takeaway and fold the
// model's caveats; on a phone the animation follows the lesson text and
// presenter links do not overflow. Checked by geometry and state, with
// screenshots to look at.
import { expect, test, type Page } from '@playwright/test';
import { OUT, openLab, openLabAt } from './helpers';

const clockNs = (page: Page) => page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number);

test('self-study holds the moment: lesson 00 step 1 plays at 1/100x to its cue (0.2 s) and pauses there with the answer; the run finishes on demand and "show me that moment" goes back there', async ({ page }) => {
  await openLab(page, 'lesson=00-commit-pipeline&step=1');
  await page.getByTestId('option-2').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'playing');
  // 0.2 simulated seconds at 1/100x: about 20 s of slow motion, then the answer at the moment it describes.
  await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'paused');
  expect(await clockNs(page)).toBe(0.2e9);
  await expect(page.getByTestId('answer-takeaway')).toContainText('every commit waits for its own redo fsync');
  const moment = page.getByTestId('lesson-show-moment');
  await expect(moment).toHaveText('Show me that moment (0.2 s)');
  await page.getByTestId('lesson-finish-run').click();
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished', { timeout: 60_000 });
  await expect(page.getByTestId('live-summary')).toBeVisible();
  await moment.click();
  await expect.poll(() => clockNs(page), { timeout: 30_000 }).toBe(0.2e9);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'paused');
  await expect(page.getByTestId('reveal')).toBeVisible();
});

test('"Show the answer now" in self-study goes to the cue and stays there (lesson 00 step 2, a 1/100x run)', async ({ page }) => {
  await openLab(page, 'lesson=00-commit-pipeline&step=2');
  await page.getByTestId('option-1').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('lesson-reveal-now')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('lesson-reveal-now').click();
  await expect(page.getByTestId('reveal')).toBeVisible();
  await expect.poll(() => clockNs(page), { timeout: 30_000 }).toBe(0.2e9);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'paused');
  await expect(page.getByTestId('lesson-show-moment')).toHaveText('Show me that moment (0.2 s)');
});

for (const lang of ['en', 'zh'] as const) {
  test(`1280x720${lang === 'zh' ? ' in Chinese' : ''}: during a lesson the knob column folds, the animation keeps its width and the step's charts sit beside it`, async ({ browser }) => {
    const page = await openLabAt(browser, { width: 1280, height: 720 }, 'lesson=01-binlog-off-slower&step=4', lang);
    const lesson = (await page.getByTestId('lesson-pane').boundingBox())!;
    const area = (await page.getByTestId('pipeline-area').boundingBox())!;
    expect(area.width, 'the animation is not squeezed beside the lesson').toBeGreaterThan(700);
    expect(area.x).toBeGreaterThanOrEqual(lesson.x + lesson.width);
    // The lab's knobs are folded; the step's own knobs stay in the lesson.
    await expect(page.locator('.sidebar [data-knob="threads"]')).toBeHidden();
    await expect(page.locator('[data-testid=lesson-tune] [data-knob=innodb_thread_concurrency]')).toBeVisible();
    await expect(page.getByTestId('sidebar-fold')).toHaveText(lang === 'zh' ? /全部设置/ : /All settings/);
    // The charts the step names (TPS, CPU) are in the lesson column, beside the animation.
    for (const id of ['tps', 'cpu']) {
      const chart = page.getByTestId(`evidence-${id}`);
      await chart.scrollIntoViewIfNeeded();
      const box = (await chart.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(area.x);
      expect(box.height).toBeGreaterThan(100);
    }
    await page.getByTestId('lesson-step-title').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}teach-lesson-1280-${lang}.png` });
    // One click shows every setting again.
    await page.getByTestId('sidebar-fold').click();
    await expect(page.locator('.sidebar [data-knob="threads"]')).toBeVisible();
    await page.context().close();
  });
}

test('presenter mode: the live chart beside the animation switches between TPS, latency, fsyncs and CPU, and shows large', async ({ browser }) => {
  const page = await openLabAt(browser, { width: 1280, height: 720 }, 'lesson=02-rotation-stalls&step=1&layout=presenter&speed=max');
  const box = page.getByTestId('presenter-tps');
  await expect(box).toHaveAttribute('data-chart-shown', 'tps');
  await page.getByTestId('presenter-chart-latency').click();
  await expect(box).toHaveAttribute('data-chart-shown', 'latency');
  await expect(box.locator('[data-chart="latency-compact"]')).toBeVisible();
  await page.getByTestId('presenter-chart-cpu').click();
  await expect(box.locator('[data-chart="cpu-compact"]')).toBeVisible();
  const small = (await box.boundingBox())!;
  await page.getByTestId('presenter-chart-large').click();
  await expect(box).toHaveAttribute('data-large', 'true');
  const large = (await box.boundingBox())!;
  const area = (await page.getByTestId('pipeline-area').boundingBox())!;
  expect(large.width).toBeGreaterThan(Math.max(600, small.width * 2));
  expect(large.height).toBeGreaterThan(250);
  expect(large.y + large.height).toBeLessThanOrEqual(area.y + 1); // above the lanes, not over them
  await page.keyboard.press('PageDown'); // the clicker still drives the lesson
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', /playing|paused/);
  await page.screenshot({ path: `${OUT}teach-presenter-chart-large.png` });
  await page.context().close();
});

const TRIES_LESSON = new URL('./fixtures/tries-lesson.en.md', import.meta.url).pathname;

test('lesson 01 step 4 asks for three tries: after the first run, a table row and no answer yet', async ({ page }) => {
  await openLab(page, 'lesson=01-binlog-off-slower&step=4&speed=max');
  await page.getByTestId('option-3').check();
  await page.getByTestId('lesson-run').click();
  const tries = page.getByTestId('lesson-tries');
  await expect(tries).toHaveAttribute('data-count', '1', { timeout: 90_000 });
  await expect(page.getByTestId('tries-row').first()).toContainText('16');
  await expect(page.getByTestId('reveal')).toHaveCount(0);
  await expect(page.getByTestId('lesson-reveal-now')).toHaveCount(0);
  await expect(page.getByTestId('lesson-tries-answer')).toBeDisabled();
  await expect(page.getByTestId('tries-left')).toHaveText('2 more settings, then the answer.');
  await tries.screenshot({ path: `${OUT}teach-tries-first.png` });
});

test('a tuning step keeps every try (knobs, TPS, p95, CPU) in a table and a plot, and offers the answer after three', async ({ page }) => {
  await openLab(page, 'speed=max');
  await page.getByTestId('lessons-toggle').click();
  await page.getByTestId('lesson-file').setInputFiles(TRIES_LESSON);
  await page.getByTestId('option-2').check();
  await page.getByTestId('lesson-run').click();
  const tries = page.getByTestId('lesson-tries');
  await expect(tries).toHaveAttribute('data-count', '1', { timeout: 60_000 });
  await expect(page.getByTestId('lesson-tries-answer')).toBeDisabled();
  const knob = page.locator('[data-testid=lesson-tune] input[data-knob=threads]');
  for (const [value, n] of [['4', 2], ['1', 2], ['16', 3]] as const) {
    await knob.fill(value);
    await knob.press('Enter');
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle');
    await page.getByTestId('lesson-rerun').click();
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished', { timeout: 60_000 });
    // One client again replaces its row: a try is a setting, not a run.
    await expect(tries).toHaveAttribute('data-count', String(n));
  }
  const rows = page.getByTestId('tries-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('4');
  const tps = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tps'))));
  expect(tps[0]).toBeGreaterThan(100);
  expect(tps[1]).toBeGreaterThan(tps[0]!); // 4 clients share fsyncs: more than one client
  expect(tps[2]).toBeGreaterThan(tps[1]!);
  await expect(page.getByTestId('tries-plot').locator('circle')).toHaveCount(3);
  await expect(page.getByTestId('tries-left')).toHaveText('Enough tries: compare them, then see the answer.');
  await page.getByTestId('lesson-tries').screenshot({ path: `${OUT}teach-tries.png` });
  await page.getByTestId('lesson-tries-answer').click();
  await expect(page.getByTestId('reveal')).toBeVisible();
  await expect(page.getByTestId('answer-takeaway')).toHaveText('More clients share each fsync, so throughput rises.');
  // In Chinese the table and its counts are Chinese.
  await page.getByTestId('lang-zh').click();
  await expect(page.getByTestId('tries-left')).toHaveText('已经试够了：比较一下，再看答案。');
  await expect(tries.locator('th').first()).toHaveText('尝试');
});

test('answers: a takeaway first, "About the model" folded; presenting, the explanation folds too and the answer is no column of text', async ({ browser }) => {
  const page = await openLabAt(browser, { width: 1280, height: 720 }, 'lesson=02-rotation-stalls&step=1&layout=presenter&speed=max');
  // Run, then the answer at once (the run goes on to its cue behind it).
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('reveal')).toBeVisible();
  await expect(page.getByTestId('answer-takeaway')).toBeVisible();
  const why = page.getByTestId('answer-why');
  const model = page.getByTestId('answer-model');
  await expect(why).not.toHaveAttribute('open', '');
  await expect(model).not.toHaveAttribute('open', '');
  // Verdict, takeaway, "show me that moment" and the two folds take about half the screen, not a column of text.
  const top = (await page.getByTestId('verdict').boundingBox())!;
  const end = (await model.boundingBox())!;
  expect(end.y + end.height - top.y).toBeLessThan(720 * 0.55);
  await expect(why.locator('.md')).toBeHidden();
  await page.getByTestId('reveal').screenshot({ path: `${OUT}teach-presenter-answer.png` });
  await model.locator('summary').click();
  await expect(model).toContainText('One honest difference');
  await page.context().close();

  // Self-study in Chinese: the explanation shows, the model's caveats wait in their fold.
  const zh = await openLabAt(browser, { width: 1366, height: 768 }, 'lesson=02-rotation-stalls&step=1&speed=max', 'zh');
  await zh.getByTestId('option-1').check();
  await zh.getByTestId('lesson-run').click();
  await zh.getByTestId('lesson-reveal-now').click();
  await expect(zh.getByTestId('reveal')).toBeVisible();
  await expect(zh.getByTestId('answer-takeaway')).toContainText('500 MB 的 binlog 文件切换');
  await expect(zh.getByTestId('answer-explain')).toBeVisible();
  await expect(zh.getByTestId('answer-model').locator('summary')).toHaveText('关于模型');
  await zh.getByTestId('reveal').screenshot({ path: `${OUT}teach-answer-zh.png` });
  await zh.context().close();
});

test('A/B: both pipeline animations side by side, in lockstep, in the lab layout and presenting', async ({ browser }) => {
  for (const layout of ['', '&layout=presenter']) {
    const page = await openLabAt(browser, { width: 1600, height: 1000 }, `compare=1&seed=1&dur=3&speed=0.1&a.preset=s000_binlog_off_256&b.preset=s000_binlog_on_256${layout}`);
    const a = page.getByTestId('pipeline-a');
    const b = page.getByTestId('pipeline-b');
    await expect(a).toBeVisible();
    await expect(b).toBeVisible();
    await expect(a.getByTestId('pipeline-algorithm')).not.toHaveText(await b.getByTestId('pipeline-algorithm').textContent() ?? '');
    const ba = (await a.boundingBox())!;
    const bb = (await b.boundingBox())!;
    expect(Math.abs(ba.y - bb.y)).toBeLessThan(2); // side by side
    expect(bb.x).toBeGreaterThanOrEqual(ba.x + ba.width);
    await page.getByTestId('play').click();
    await page.waitForTimeout(1500);
    await page.getByTestId('play').click();
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'paused');
    // Both animations were drawn from snapshots of one instant (the summaries carry it).
    const at = (loc: typeof a) => loc.getByTestId('pipeline-summary').getAttribute('data-now-us');
    await expect.poll(async () => Number(await at(a)), { timeout: 10_000 }).toBeGreaterThan(0);
    await a.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await at(a)) === (await at(b)), { timeout: 10_000 }).toBe(true);
    await page.screenshot({ path: `${OUT}teach-compare-pipelines${layout ? '-presenter' : ''}.png` });
    await page.context().close();
  }
});

test('390 px phone: in a lesson the animation comes right after the lesson text; presenter links do not overflow', async ({ browser }) => {
  for (const lang of ['en', 'zh'] as const) {
    const page = await openLabAt(browser, { width: 390, height: 844 }, 'lesson=01-binlog-off-slower&step=1', lang);
    const lesson = (await page.getByTestId('lesson-pane').boundingBox())!;
    const anim = (await page.getByTestId('pipeline').boundingBox())!;
    expect(anim.y).toBeGreaterThanOrEqual(lesson.y + lesson.height);
    expect(anim.y - (lesson.y + lesson.height), 'nothing between the lesson and the animation').toBeLessThan(60);
    await page.screenshot({ path: `${OUT}teach-phone-lesson-${lang}.png`, fullPage: false });
    await page.context().close();
  }
  for (const hash of ['lesson=02-rotation-stalls&step=1&layout=presenter', 'compare=1&seed=1&dur=3&a.preset=s000_binlog_off_256&b.preset=s000_binlog_on_256&layout=presenter']) {
    const page = await openLabAt(browser, { width: 390, height: 844 }, hash);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, hash).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${OUT}teach-phone-${hash.startsWith('compare') ? 'compare' : 'lesson'}-presenter.png`, fullPage: true });
    await page.context().close();
  }
});
