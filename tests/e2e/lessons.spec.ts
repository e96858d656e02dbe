// Lessons end to end: one lesson walked in each language (open, predict,
// run, reveal, measured-vs-modelled chart), shareable lesson links with
// clear messages for bad ones, and a lesson file full of HTML rendering
// inert (a test-only fixture opened through the trainers' preview input).
import { expect, test, type Page } from '@playwright/test';
import { OUT, axePage, axeSerious } from './helpers';

const FIXTURE = new URL('./fixtures/unsafe-lesson.en.md', import.meta.url).pathname;
const BAD_REFS = new URL('./fixtures/bad-refs-lesson.en.md', import.meta.url).pathname;

async function openAt(page: Page, hash: string, lang?: 'en' | 'zh') {
  await page.addInitScript((l) => {
    if (l && !sessionStorage.getItem('seeded')) {
      localStorage.setItem('commitlab.lang', l);
      sessionStorage.setItem('seeded', '1');
    }
  }, lang ?? null);
  await page.goto(`/${hash}`);
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
}

const simNs = (page: Page) => page.getByTestId('sim-clock').getAttribute('data-now-ns').then(Number);

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  return problems;
}

test('English: MySQL 5.5 lesson, predict a number, run, reveal, measured vs modelled', async ({ page }) => {
  const problems = watchErrors(page);
  await openAt(page, '', 'en');
  await page.getByTestId('lessons-toggle').click();
  await expect(page.getByTestId('lesson-list')).toContainText('MySQL 5.5 and prepare_commit_mutex');
  await page.getByTestId('lesson-03-mysql55-prepare-commit-mutex').click();
  await expect(page).toHaveURL(/lesson=03-mysql55-prepare-commit-mutex&step=1/);
  await expect(page.getByTestId('preset')).toHaveValue('s002_mysql55_binlog_on');

  // Predict first: the run button waits for an answer.
  await expect(page.getByTestId('lesson-run')).toBeDisabled();
  await page.getByTestId('prediction-number').fill('1400');
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('status')).toHaveText('finished');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-correct', 'true');
  await expect(page.getByTestId('verdict')).toContainText('1,258 TPS');

  const chart = page.getByTestId('figure-chart');
  await expect(chart).toContainText('Measured — S002');
  const on = chart.locator('[data-figure="S002:mysql55-binlog-on:tps"]');
  await expect(on.locator('[data-kind="measured"]')).toHaveAttribute('data-value', '1257.66');
  await expect(on.locator('[data-kind="modelled"]')).toHaveAttribute('data-value', /^1\d{3}(\.\d+)?$/);
  const live = Number(await on.locator('[data-kind="live"]').getAttribute('data-value'));
  expect(live).toBeGreaterThan(800);
  expect(live).toBeLessThan(2000);
  await expect(page.getByTestId('lesson-cli').first()).toHaveText('npm run sim -- --scenario lessons/03-mysql55-prepare-commit-mutex/scenarios/mysql55-binlog-on.json --format sysbench');
  await page.getByTestId('lesson-pane').screenshot({ path: `${OUT}lesson-en-reveal.png` });
  await page.screenshot({ path: `${OUT}lesson-en-page.png` });

  // Next step: a choice, revealed before the (slow) run ends.
  await page.getByTestId('lesson-next').click();
  await expect(page).toHaveURL(/step=2/);
  await page.getByTestId('option-3').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('lesson-reveal-now')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('lesson-reveal-now').click();
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-correct', 'true');
  await expect(page.getByTestId('reveal')).toContainText('prepare_commit_mutex');
  expect(problems).toEqual([]);
});

test('a prediction that is not a number is named with what is allowed, and the text stays', async ({ page }) => {
  await openAt(page, '#lesson=03-mysql55-prepare-commit-mutex&step=1', 'en');
  const box = page.getByTestId('prediction-number');
  const error = page.getByTestId('prediction-error');
  await box.fill('about 5k');
  await expect(error).toHaveText('“about 5k” is not a number. Type digits only, such as 1400, 1,400 or 12.5 (in TPS).');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('lesson-run')).toBeDisabled();
  await page.getByTestId('prediction').screenshot({ path: `${OUT}lesson-prediction-invalid.png` });
  // Switching language keeps what was typed and says it again in Chinese.
  await page.getByTestId('lang-zh').click();
  await expect(box).toHaveValue('about 5k');
  await expect(error).toContainText('“about 5k”不是数字');
  await box.fill('1,400');
  await expect(error).toHaveText('');
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('lesson-run')).toBeEnabled();
});

test('your turn: change a knob after the run, then one real click on "Run again" runs it', async ({ page }) => {
  await openAt(page, '#lesson=01-binlog-off-slower&step=4', 'en');
  await page.getByTestId('option-3').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished', { timeout: 60_000 });
  const knob = page.locator('[data-testid=lesson-tune] input[data-knob=innodb_thread_concurrency]');
  // The step asks for three settings before its answer (tries: 3): 112, then 80.
  for (const value of ['112', '80']) {
    await knob.fill(value);
    await knob.press('Enter');
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle');
    // A mouse click, not element.click(): the knob loses focus on mousedown, and
    // nothing may move the button before mouseup.
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', /playing|finished/);
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished', { timeout: 60_000 });
  }
  await page.getByTestId('lesson-tries-answer').click();

  // The run at 80 (spin delay still 2) is no row of the article's: it is drawn
  // on a row of its own named by its settings, never on the concurrency-16 row.
  const chart = page.getByTestId('figure-chart');
  await expect(chart.locator('[data-figure="S000:t256-off-c16-d2:tps"] [data-kind="live"]')).toHaveCount(0);
  const own = chart.locator('[data-testid="fc-own"][data-metric="tps"]');
  await expect(own).toContainText('your run: innodb_thread_concurrency=80, innodb_spin_wait_delay=2 · throughput');
  await expect(own.locator('[data-kind="live"]')).toHaveAttribute('data-value', /^\d{5}/);
  await expect(chart.locator('.fc-legend')).toContainText('your run');
  await chart.screenshot({ path: `${OUT}lesson-own-row.png` });
});

test('a figure chart with nothing of the run to draw has no "your run" in its legend', async ({ page }) => {
  // Lesson 04 step 2 quotes gains over several runs: no bar of this run fits them.
  await openAt(page, '#lesson=04-parallel-flush&step=2&speed=max', 'en');
  await page.getByTestId('prediction-number').fill('56%');
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-correct', 'true');
  const chart = page.getByTestId('figure-chart');
  await expect(chart.locator('.fc-legend')).not.toContainText('your run');
  await expect(chart.locator('[data-kind="live"]')).toHaveCount(0);
});

test('Chinese: the binlog-OFF lesson from a shared link, language persists', async ({ page }) => {
  const problems = watchErrors(page);
  await openAt(page, '#lesson=01-binlog-off-slower&step=3', 'zh');
  await expect(page.getByTestId('lesson')).toContainText('112 核服务器上关掉 binlog：更快还是更慢？');
  await expect(page.getByTestId('lesson-step')).toContainText('第 3 步，共 5 步');
  await expect(page.getByTestId('lessons-toggle')).toHaveText('隐藏课程');
  await page.getByTestId('option-2').check(); // binlog ON: wrong on purpose
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('verdict')).toHaveText(/这次没猜中/);
  const chart = page.getByTestId('figure-chart');
  await expect(chart).toContainText('实测与模型，相同配置');
  const off = chart.locator('[data-figure="S000:t16-off-c16-d6:tps"]');
  await expect(off).toContainText('16 线程，binlog OFF · 吞吐');
  await expect(off.locator('[data-kind="measured"]')).toHaveAttribute('data-value', '50267');
  await expect(off.locator('[data-kind="live"]')).toHaveAttribute('data-value', /\d/);
  await expect(page.locator('.prediction-option.is-answer')).toContainText('关闭 binlog');
  // The lab's charts and the figures' tags follow the lesson's language.
  await expect(page.locator('[data-chart="tps"] .chart-title')).toHaveText('吞吐量');
  await expect(page.locator('[data-chart="latency"] .legend')).toContainText('平均');
  await expect(page.locator('[data-chart="files"] .legend')).toContainText('binlog 切换');
  await expect(page.getByRole('button', { name: '将图表“吞吐量”导出为 SVG' })).toBeVisible();
  await page.locator('[data-chart="tps"]').screenshot({ path: `${OUT}lesson-zh-chart.png` });
  await page.getByTestId('lesson-pane').screenshot({ path: `${OUT}lesson-zh-reveal.png` });

  // The address carries the language, so a link a trainer shares opens in Chinese.
  await expect(page).toHaveURL(/&lang=zh/);
  await page.reload();
  await expect(page.getByTestId('lesson')).toContainText('16 个线程时');
  await expect(page.getByTestId('lang-zh')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('lesson')).toContainText('And with only 16 threads?');
  await expect(page.locator('[data-chart="tps"] .chart-title')).toHaveText('Throughput');
  await expect(page).not.toHaveURL(/lang=/);
  expect(problems).toEqual([]);
});

test('the lesson list numbers the lessons as their folders do', async ({ page }) => {
  await openAt(page, '#preset=s000_binlog_on_16', 'en');
  await page.getByTestId('lessons-toggle').click();
  const items = page.getByTestId('lesson-list').locator('.lesson-link-number');
  await expect(items.first()).toHaveText('00');
  await expect(items.nth(4)).toHaveText('04');
});

test('the last step of a lesson leads on to the next lesson', async ({ page }) => {
  await openAt(page, '#lesson=01-binlog-off-slower&step=5', 'en');
  const next = page.getByTestId('lesson-next-lesson');
  await expect(next).toHaveText(/^Next lesson: .+ →$/);
  await next.click();
  await expect(page).toHaveURL(/lesson=02-rotation-stalls&step=1/);
  await expect(page.getByTestId('lesson-step')).toContainText('Step 1 of');
});

test('a lesson link pasted over another (hashchange) is the only state the address takes, so a reload at once opens it', async ({ page }) => {
  await openAt(page, '#lesson=00-commit-pipeline&step=3', 'en');
  await expect(page.getByTestId('step-3')).toHaveAttribute('aria-current', 'step');
  const link = '#lesson=06-choosing-settings&step=4';
  const addresses: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) addresses.push(new URL(f.url()).hash);
  });
  await page.evaluate((h) => (location.hash = h), link);
  await expect(page.getByTestId('step-4')).toHaveAttribute('aria-current', 'step');
  await expect(page).toHaveURL(/[#&]preset=[^&]+.*&lesson=06-choosing-settings&step=4(&|$)/);
  const opened = new URL(page.url()).hash;
  // Only the link and the state it opened: the old step's state, or the new
  // step with the old scenario, written on the way were what a reload at the
  // wrong moment reopened.
  expect(addresses.filter((h) => h !== link && h !== opened)).toEqual([]);
  expect(opened).not.toContain('lesson=00-commit-pipeline');

  await page.evaluate((h) => (location.hash = h), '#lesson=06-choosing-settings&step=1');
  await page.reload();
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('step-1')).toHaveAttribute('aria-current', 'step');
  await expect(page).toHaveURL(/&lesson=06-choosing-settings&step=1(&|$)/);
});

test('a bad lesson or step in the URL says so and falls back', async ({ page }) => {
  await openAt(page, '#lesson=99-nope&step=2', 'en');
  await expect(page.getByTestId('messages')).toContainText('URL field "lesson": "99-nope" is not a lesson');
  await expect(page.getByTestId('lesson-list')).toBeVisible();
  await page.goto('/#lesson=02-rotation-stalls&step=42'); // a pasted link: hashchange
  await expect(page.getByTestId('messages')).toContainText('URL field "step": "42" is not a step of this lesson; expected 1 to 5');
  await expect(page.getByTestId('lesson-step')).toContainText('Step 1 of 5');
  await expect(page).toHaveURL(/lesson=02-rotation-stalls&step=1/);
});

test('lesson text with HTML and scripts renders inert; fixtures are not listed', async ({ page }) => {
  await openAt(page, '', 'en');
  await page.getByTestId('lessons-toggle').click();
  await expect(page.getByTestId('lesson-list')).not.toContainText('Fixture');
  await page.getByTestId('lesson-file').setInputFiles(FIXTURE);
  const pane = page.getByTestId('lesson-pane');
  await expect(pane).toContainText('Fixture: a lesson full of HTML');
  await expect(page.getByTestId('lesson-problems')).toHaveCount(0); // its references and paths are all good
  await expect(pane).toContainText('<script>window.__lessonXss = 1</script>');
  await expect(pane).toContainText('<img src=x onerror="window.__lessonXss=2">');
  await expect(pane.locator('script, iframe, img, svg[onload], b')).toHaveCount(0);
  await expect(pane.getByRole('link', { name: 'a javascript link' })).toHaveCount(0);
  await expect(pane.getByRole('link', { name: 'a data link' })).toHaveCount(0);
  await expect(pane.getByRole('link', { name: 'a safe link' })).toHaveAttribute('href', 'https://dev.mysql.com/doc/');
  await expect(pane.locator('table.md-table td').first()).toHaveText('bold');
  await page.getByTestId('option-1').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('reveal')).toContainText('<script>window.__lessonXss=7</script>');
  expect(await page.evaluate(() => (window as unknown as { __lessonXss?: number }).__lessonXss)).toBeUndefined();
  expect(page.url()).not.toContain('lesson=');
  await pane.screenshot({ path: `${OUT}lesson-fixture-inert.png` });
});

test('a previewed lesson lists its bad references, paths, speed and cue in the lab\'s language, and never a command for a missing folder', async ({ page }) => {
  await openAt(page, '', 'zh');
  await page.getByTestId('lessons-toggle').click();
  await page.getByTestId('lesson-file').setInputFiles(BAD_REFS);
  const problems = page.getByTestId('lesson-problems');
  await expect(problems).toContainText('{{cited:S999:nope:tps}}：来源 "S999" 不存在');
  await expect(problems).toContainText('scenario "../../../etc/passwd" 指向 lessons/ 之外');
  await expect(problems).toContainText('{{modelled:S000:nope:tps}}：S000 中没有图表数据 "nope"');
  await expect(problems).toContainText('scenario "scenarios/t256-off-c16-d6.json" 位于课程自己的文件夹中');
  await expect(problems).toContainText('speed "5000" 不可用');
  await expect(problems).toContainText('cue 999 超出了这一步的运行');
  await page.getByTestId('lang-en').click();
  await expect(problems).toContainText('cue 999 is beyond the step\'s run: ../01-binlog-off-slower/scenarios/t256-off-c16-d6.json runs 5 s');
  // Unknown references stay as typed; a path outside lessons/ has no command line at all.
  await expect(page.getByTestId('lesson-step')).toContainText('{{cited:S999:nope:tps}}');
  await expect(page.getByTestId('lesson-cli')).toHaveCount(0);
  await expect(page.getByTestId('lesson-cli-unsaved')).toHaveCount(0);
  await page.getByTestId('step-2').click();
  await expect(page.getByTestId('lesson-cli')).toHaveCount(0);
  await expect(page.getByTestId('lesson-cli-unsaved')).toContainText('save the lesson under lessons/');
  await expect(page.getByTestId('lesson-pane')).not.toContainText('lessons/preview/');
  await page.getByTestId('step-3').click();
  await expect(page.getByTestId('lesson-cli')).toHaveText('npm run sim -- --scenario lessons/01-binlog-off-slower/scenarios/t256-off-c16-d6.json --format sysbench');
  await page.getByTestId('lesson-pane').screenshot({ path: `${OUT}lesson-preview-problems.png` });
});

test('screenshots: the introduction on the animation and the closing durability matrix', async ({ page }) => {
  await openAt(page, '#lesson=00-commit-pipeline&step=3', 'en');
  await page.getByTestId('option-1').check();
  await page.getByTestId('lesson-run').click();
  await page.waitForTimeout(1500);
  // An early answer goes to the moment it describes (the cue); finishing the
  // run at full speed brings the run's own figures, whole-run figures.
  await page.getByTestId('lesson-reveal-now').click();
  await page.getByTestId('lesson-finish-run').click();
  await expect(page.getByTestId('live-summary')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('status')).toHaveText('finished');
  await expect(page.getByTestId('run-not-done')).toHaveCount(0);
  await page.screenshot({ path: `${OUT}lesson-intro-group-commit.png` });
  // The matrix is the last step's answer, so it cannot give the steps' answers away.
  // Each link opened as a fresh page load (pasted links arriving by hashchange have their own test above).
  await page.goto('about:blank');
  await page.goto('/#lesson=06-choosing-settings&step=1');
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('lesson-step-title')).toBeVisible();
  await expect(page.getByTestId('lesson').locator('table.md-table')).toHaveCount(0);
  await page.goto('about:blank');
  await page.goto('/#lesson=06-choosing-settings&step=4');
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('lesson-step-title')).toContainText('(0, 0)');
  await page.getByTestId('option-2').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('lesson-reveal-now')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('lesson-reveal-now').click();
  await expect(page.getByTestId('reveal').locator('table.md-table')).toContainText('OS crash or power loss');
  await page.getByTestId('reveal').locator('table.md-table').scrollIntoViewIfNeeded();
  await page.getByTestId('lesson-pane').screenshot({ path: `${OUT}lesson-closing-matrix.png` });
});

test('axe: an open lesson with its tries, then with its reveal, has no serious violations inside the lessons panel', async ({ browser }) => {
  const { context, page } = await axePage(browser);
  await openAt(page, '#lesson=01-binlog-off-slower&step=4', 'en');
  await page.getByTestId('option-3').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('lesson-tries')).toHaveAttribute('data-count', '1', { timeout: 60_000 });
  const tries = await axeSerious(page, '[data-testid="lesson-pane"]');
  expect(tries, tries.join('\n')).toEqual([]);
  await page.getByTestId('step-3').click();
  await page.getByTestId('option-1').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 60_000 });
  const serious = await axeSerious(page, '[data-testid="lesson-pane"]');
  expect(serious, serious.join('\n')).toEqual([]);
  await context.close();
});

test('keyboard: focus follows the lesson flow (open, lock in and run, reveal, next step), never dropping to <body>', async ({ browser }) => {
  const { context, page } = await axePage(browser, { width: 1280, height: 720 });
  await openAt(page, '', 'en');
  await page.getByTestId('lessons-toggle').click();
  await page.getByTestId('lesson-03-mysql55-prepare-commit-mutex').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-step-title')).toBeFocused();

  await page.getByTestId('prediction-number').fill('1400');
  // Real time (speed stop 12 = 1x): at full speed the 10-s run can end, and
  // reveal on its own, before the Tab below reaches "Show the answer now".
  await page.getByTestId('speed').fill('12');
  await expect(page.getByTestId('speed-value')).toHaveText('1×');
  await page.getByTestId('lesson-run').focus();
  await page.keyboard.press('Space');
  // "Lock in and run" gives way to "Running…": focus stays in the run controls.
  await expect(page.getByTestId('lesson-run-area')).toBeFocused();
  await expect(page.getByTestId('lesson-reveal-now')).toBeEnabled({ timeout: 30_000 });
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('lesson-reveal-now')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('reveal')).toBeFocused();

  await page.getByTestId('lesson-next').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByTestId('lesson-step-title')).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await page.screenshot({ path: `${OUT}lesson-keyboard-next-1280.png` });
  const serious = await axeSerious(page, '[data-testid="lesson-pane"]');
  expect(serious, serious.join('\n')).toEqual([]);
  await context.close();
});

test('"Lock in and run" while "Next stall" is still searching waits for the stall and plays on from there, never from 0 s', async ({ page }) => {
  await openAt(page, '#lesson=02-rotation-stalls&step=2', 'en');
  await expect(page.getByTestId('lesson-run')).toBeVisible();
  // The step's own advice: step to the next stall (about 11 s in; the search takes seconds).
  await page.getByTestId('step-kind').selectOption('3');
  await page.getByTestId('step').click();
  await expect(page.getByTestId('status')).toHaveText('searching…');
  await page.getByTestId('option-3').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('lesson-running')).toHaveText('Finding the next event you asked for… the run goes on from there.');
  await expect(page.getByTestId('option-1')).toBeDisabled(); // locked in
  await page.screenshot({ path: `${OUT}lesson-run-while-searching.png` });
  // Found: the step fast-forwards from the stall the search found (10.02 s)
  // to its own start (10.95 s), status 'playing' all the while, then plays
  // at 1/100x: read where it plays from once the fast-forward is over.
  await expect(page.getByTestId('status')).toHaveText('playing', { timeout: 60_000 });
  await expect(page.getByTestId('lesson-running')).toHaveText('Running…', { timeout: 60_000 });
  const from = await simNs(page);
  expect(from).toBeGreaterThan(10.5e9); // at the stall (10.95 s in the model), never from 0 s
  await page.waitForTimeout(1500);
  const later = await simNs(page);
  expect(later).toBeGreaterThanOrEqual(from);
  expect(later - from).toBeLessThan(0.1e9);
});

test('a step that starts at its phenomenon: lesson 02 step 2 fast-forwards to 10.95 s, saying so, then plays at 1/100x', async ({ page }) => {
  await openAt(page, '#lesson=02-rotation-stalls&step=2', 'en');
  await page.getByTestId('option-3').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('lesson-running')).toHaveText('Fast-forwarding to 10.95 s, then playing at the step’s speed…');
  // The speed control tells the truth: full speed, not the step's 1/100x.
  await expect(page.getByTestId('speed-value')).toHaveText('max ▸▸');
  await expect.poll(() => simNs(page), { timeout: 90_000 }).toBeGreaterThanOrEqual(10.95e9);
  await expect(page.getByTestId('lesson-running')).toHaveText('Running…');
  const at = await simNs(page);
  await page.waitForTimeout(1500);
  expect((await simNs(page)) - at).toBeLessThan(0.1e9);
  await expect(page.getByTestId('speed-value')).toHaveText('1/100×');
});

test('1600x1000: the lesson column ends on screen, and a new step shows from its top', async ({ page }) => {
  await openAt(page, '#lesson=02-rotation-stalls&step=4', 'en');
  const pane = page.getByTestId('lesson-pane');
  // Run step 4 so its reveal makes the column scroll, then scroll it to the bottom.
  await page.getByTestId('option-1').check();
  await page.getByTestId('lesson-run').click();
  await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 90_000 });
  await pane.evaluate((el) => (el.scrollTop = el.scrollHeight));
  // Far enough that the next step's title would sit above the column's top edge if the position stayed.
  expect(await pane.evaluate((el) => el.scrollTop)).toBeGreaterThan(130);
  await page.getByTestId('lesson-next').click();
  await expect(page).toHaveURL(/step=5/);
  await expect(page.getByTestId('lesson-step-title')).toHaveText('Fix 3: let the kernel write back earlier');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await pane.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(1000);
  // The new step's title is whole inside the column (it kept the old scroll position before).
  const title = (await page.getByTestId('lesson-step-title').boundingBox())!;
  expect(title.y).toBeGreaterThanOrEqual(box.y);
  expect(title.y + title.height).toBeLessThanOrEqual(box.y + box.height);
  // Scrolled to its end, the column shows its last button above the screen's bottom edge.
  await pane.evaluate((el) => (el.scrollTop = el.scrollHeight));
  const last = (await page.locator('.lesson-nav button').last().boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(1000);
  await page.screenshot({ path: `${OUT}lesson-pane-1600-step5.png` });
});

test('lesson 00 says where the animation is, and that holds: beside the lesson at 1366 wide, right below it at 390', async ({ page }) => {
  for (const [width, lang, words] of [[1366, 'en', 'beside this lesson on a wide screen'], [390, 'zh', '窄屏时紧接在本课下方']] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/#lesson=00-commit-pipeline&step=1&lang=${lang}`);
    await expect(page.getByTestId('lesson-pane')).toContainText(words);
    const lesson = (await page.getByTestId('lesson-pane').boundingBox())!;
    const pipeline = (await page.getByTestId('pipeline').boundingBox())!;
    if (width === 1366) expect(pipeline.x, 'beside').toBeGreaterThanOrEqual(lesson.x + lesson.width);
    else expect(pipeline.y, 'below').toBeGreaterThanOrEqual(lesson.y + lesson.height);
  }
});
