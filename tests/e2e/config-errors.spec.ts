// Configurations the core refuses (two knobs that do not go together), on
// the real core: the refusal shows in the banner and beside both knobs, no
// run starts from it (Play, "Lock in and run" and the k key do nothing,
// with the reason on screen), the animation says there is no run, and
// everything clears as soon as the configuration is valid again; the
// learner's answer and knob values stay. The lab, a lesson and the A/B view.
// In Chinese the three refusals read in Chinese (sim/config-error-i18n.ts),
// and so do a link's bad fields (store/url-words.ts).
import { expect, test, type Page } from '@playwright/test';
import { OUT } from './helpers';

const V1_ORDER = "knobs 'commit_algorithm' and 'binlog_order_commits': alisql_binlog_in_redo_v1 needs binlog_order_commits=false (got true)";
const V2_FLUSH = "knobs 'commit_algorithm' and 'innodb_flush_log_at_trx_commit': alisql_binlog_in_redo makes the binlog durable through the redo fsync, so it needs innodb_flush_log_at_trx_commit=1 (got 2)";
const V1_ORDER_ZH_REASON = 'alisql_binlog_in_redo_v1 需要 binlog_order_commits=false（当前为 true）：与 AliSQL 一样，V1 让每个线程自己提交';
const V1_ORDER_ZH = `commit_algorithm 与 binlog_order_commits 冲突：${V1_ORDER_ZH_REASON}`;
const V2_FLUSH_ZH_REASON = 'alisql_binlog_in_redo 靠 redo 的 fsync 让 binlog 持久化，所以需要 innodb_flush_log_at_trx_commit=1（当前为 2）';
const V2_LOG_BIN_ZH_REASON = 'alisql_binlog_in_redo 把 binlog 写进 redo 日志，所以需要 log_bin=true：请打开 binlog，或换一种 commit_algorithm';

/** Opens the lab at a hash (any language) and waits for the configured, idle run. */
async function openLab(page: Page, hash: string): Promise<void> {
  await page.goto(`/#${hash}`);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle', { timeout: 30_000 });
  await expect(page.getByTestId('play')).toBeEnabled();
}

/** The knobs (data-knob) whose control carries the refusal, inside `scope`. */
async function conflictKnobs(page: Page, scope: string): Promise<string[]> {
  return page.locator(`${scope} .knob:has(.knob-conflict) [data-knob]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-knob') ?? ''));
}

/** Nothing runs: k (the play key) and the disabled Play leave the clock at 0 and the lab refusing. */
async function expectNoRun(page: Page): Promise<void> {
  await expect(page.getByTestId('play')).toBeDisabled();
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'refused');
  await page.getByTestId('messages').click({ position: { x: 5, y: 5 } }); // focus outside form fields
  await page.keyboard.press('k');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'refused');
  expect(await page.getByTestId('sim-clock').getAttribute('data-now-ns')).toBe('0');
}

for (const lang of ['en', 'zh'] as const) {
  test(`lesson "Try these" (${lang}): binlog_order_commits on under V1 is refused beside both knobs, nothing runs, unchecking clears it and the step runs`, async ({ page }) => {
    const zh = lang === 'zh';
    await openLab(page, `lesson=04-parallel-flush&step=4${zh ? '&lang=zh' : ''}`);
    await expect(page.getByTestId('pipeline-summary')).not.toBeEmpty();
    await page.getByTestId('option-1').check();
    const tune = page.getByTestId('lesson-tune');
    const order = tune.locator('[data-knob="binlog_order_commits"]');
    await order.check();

    // 3. The banner, and beside both knobs it names (the lesson's and the knob panel's), in the page's language.
    await expect(page.getByTestId('messages')).toContainText(zh ? V1_ORDER_ZH : V1_ORDER);
    if (zh) await expect(page.getByTestId('messages')).not.toContainText('needs binlog_order_commits');
    await expect.poll(() => conflictKnobs(page, '[data-testid="lesson-tune"]')).toEqual(['commit_algorithm', 'binlog_order_commits']);
    await expect.poll(() => conflictKnobs(page, '.sidebar')).toEqual(['commit_algorithm', 'binlog_order_commits']);
    await expect(tune.locator('.knob-conflict').first()).toHaveText(
      zh ? `与 binlog_order_commits 冲突：${V1_ORDER_ZH_REASON}` : /^Conflicts with binlog_order_commits: alisql_binlog_in_redo_v1 needs binlog_order_commits=false/,
    );
    await expect(order).toBeChecked();
    await expect(order).toHaveAttribute('aria-invalid', 'true');

    // 2. No run, with the reason beside the disabled buttons.
    await expect(page.getByTestId('lesson-run')).toBeDisabled();
    await expect(page.getByTestId('lesson-run-refused')).toHaveText(zh ? /^模型不能运行这组设置/ : /^The model does not run this combination of settings/);
    await expect(page.getByTestId('status')).toHaveText(zh ? '设置无法运行' : 'settings refused');
    await expect(page.getByTestId('play')).toBeDisabled();
    await expectNoRun(page);

    // 4. The animation does not describe the run before: it says there is none.
    await expect(page.getByTestId('pipeline-algorithm')).toHaveText('AliSQL binlog in redo V1');
    await expect(page.getByTestId('pipeline-summary-refused')).toBeVisible();
    await expect(page.getByTestId('pipeline-summary')).toBeEmpty();
    await page.screenshot({ path: `${OUT}config-refused-lesson-${lang}.png` });

    // 1. Valid again: the banner and the inline messages go at once.
    await order.uncheck();
    await expect(page.getByTestId('messages')).toBeEmpty();
    await expect(page.locator('.knob-conflict')).toHaveCount(0);
    await expect(page.getByTestId('pipeline-summary-refused')).toHaveCount(0);
    await expect(page.getByTestId('play')).toBeEnabled();
    await expect(page.getByTestId('option-1')).toBeChecked();
    await page.getByTestId('lesson-run').click();
    await expect(page.getByTestId('reveal')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished');
  });
}

test('knob panel: alisql_binlog_in_redo with innodb_flush_log_at_trx_commit=2 is refused; the title follows the knobs, the summary says there is no run', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&dur=2&speed=max');
  const flush = page.locator('.sidebar [data-knob="innodb_flush_log_at_trx_commit"]');
  await flush.selectOption('2');
  await expect(page.getByTestId('pipeline-summary')).toContainText('MySQL 5.7');
  const algo = page.locator('.sidebar [data-knob="commit_algorithm"]');
  await algo.selectOption('alisql_binlog_in_redo');
  await expect(page.getByTestId('messages')).toContainText(V2_FLUSH);
  await expect.poll(() => conflictKnobs(page, '.sidebar')).toEqual(['commit_algorithm', 'innodb_flush_log_at_trx_commit']);
  await expect(page.getByTestId('pipeline-algorithm')).toHaveText('AliSQL binlog in redo V2');
  // The dropdown names the algorithm as the title does, beside its code name.
  await expect(algo.locator('option:checked')).toHaveText('alisql_binlog_in_redo — AliSQL binlog in redo V2');
  await expect(page.locator('.sidebar [data-testid="knob-name-commit_algorithm"]')).toHaveText('= AliSQL binlog in redo V2');
  await expect(page.getByTestId('pipeline-summary')).toBeEmpty();
  await expect(page.getByTestId('pipeline-summary-refused')).toBeVisible();
  await expectNoRun(page);
  // Dismissed, the refusal comes back when Play is tried again (by key).
  await page.getByTestId('messages').getByRole('button').click();
  await expect(page.getByTestId('messages')).toBeEmpty();
  await page.locator('body').press('k');
  await expect(page.getByTestId('messages')).toContainText(V2_FLUSH);
  await expect(algo).toHaveValue('alisql_binlog_in_redo');
  await expect(flush).toHaveValue('2');
  await page.getByTestId('pipeline').screenshot({ path: `${OUT}config-refused-pipeline.png` });

  await flush.selectOption('1');
  await expect(page.getByTestId('messages')).toBeEmpty();
  await expect(page.getByTestId('pipeline-summary')).toContainText('AliSQL binlog in redo V2');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished', { timeout: 60_000 });
});

for (const lang of ['en', 'zh'] as const) {
  test(`A/B (${lang}): B refused (V1 with binlog_order_commits) shows in B's knob panel only, the pair does not run, and runs once B is valid`, async ({ page }) => {
    const zh = lang === 'zh';
    // The A/B view reads the language the lab stored.
    if (zh) await page.addInitScript(() => localStorage.setItem('commitlab.lang', 'zh'));
    await openLab(page, 'compare=1&dur=2&speed=max&a.preset=s000_binlog_on_16&b.preset=s000_binlog_on_16');
    await page.getByTestId('pane-b-knobs').locator('summary').click();
    await page.getByTestId('pane-b').locator('[data-knob="commit_algorithm"]').selectOption('alisql_binlog_in_redo_v1');
    await expect(page.getByTestId('messages')).toContainText(zh ? `B：${V1_ORDER_ZH}` : `B: ${V1_ORDER}`);
    await expect.poll(() => conflictKnobs(page, '[data-testid="pane-b"]')).toEqual(['commit_algorithm', 'binlog_order_commits']);
    if (zh) await expect(page.getByTestId('pane-b').locator('.knob-conflict').first()).toHaveText(`与 binlog_order_commits 冲突：${V1_ORDER_ZH_REASON}`);
    await page.getByTestId('pane-a-knobs').locator('summary').click();
    await expect(page.getByTestId('pane-a').locator('.knob-conflict')).toHaveCount(0);
    await expectNoRun(page);
    await page.screenshot({ path: `${OUT}config-refused-compare${zh ? '-zh' : ''}.png` });
    await page.getByTestId('pane-b').locator('[data-knob="binlog_order_commits"]').uncheck();
    await expect(page.getByTestId('messages')).toBeEmpty();
    await expect(page.locator('.knob-conflict')).toHaveCount(0);
    await page.getByTestId('play').click();
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished', { timeout: 60_000 });
  });
}

test('knob panel in Chinese: the refusals read in Chinese with the algorithm, the value needed and the value got, in the banner and beside both knobs; English again after the toggle', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&dur=2&speed=max&lang=zh');
  const messages = page.getByTestId('messages');
  const flush = page.locator('.sidebar [data-knob="innodb_flush_log_at_trx_commit"]');
  await flush.selectOption('2');
  await page.locator('.sidebar [data-knob="commit_algorithm"]').selectOption('alisql_binlog_in_redo');
  await expect(messages).toContainText(`commit_algorithm 与 innodb_flush_log_at_trx_commit 冲突：${V2_FLUSH_ZH_REASON}`);
  await expect(messages).not.toContainText('durable');
  await expect.poll(() => conflictKnobs(page, '.sidebar')).toEqual(['commit_algorithm', 'innodb_flush_log_at_trx_commit']);
  const beside = page.locator('.sidebar .knob-conflict');
  await expect(beside).toHaveText([`与 innodb_flush_log_at_trx_commit 冲突：${V2_FLUSH_ZH_REASON}`, `与 commit_algorithm 冲突：${V2_FLUSH_ZH_REASON}`]);
  await expect(page.getByTestId('status')).toHaveText('设置无法运行');
  await page.screenshot({ path: `${OUT}config-refused-lab-zh.png` });

  // The binlog off instead: the first of the core's three refusals.
  await flush.selectOption('1');
  await expect(messages).toBeEmpty();
  await page.locator('.sidebar [data-knob="log_bin"]').uncheck();
  await expect(messages).toContainText(`commit_algorithm 与 log_bin 冲突：${V2_LOG_BIN_ZH_REASON}`);
  // The panel lists log_bin above commit_algorithm.
  await expect.poll(() => conflictKnobs(page, '.sidebar')).toEqual(['log_bin', 'commit_algorithm']);
  await expect(beside).toHaveText([`与 commit_algorithm 冲突：${V2_LOG_BIN_ZH_REASON}`, `与 log_bin 冲突：${V2_LOG_BIN_ZH_REASON}`]);

  // In English the same refusal reads as the core wrote it.
  await page.getByTestId('lang-en').click();
  await expect(messages).toContainText("knobs 'commit_algorithm' and 'log_bin': alisql_binlog_in_redo writes the binlog into the redo log, so it needs log_bin=true");
  await expect(beside).toHaveText([/^Conflicts with commit_algorithm: alisql_binlog_in_redo writes the binlog into the redo log/, /^Conflicts with log_bin: alisql_binlog_in_redo writes/]);
  await page.screenshot({ path: `${OUT}config-refused-lab-en.png` });
});

for (const lang of ['en', 'zh'] as const) {
  test(`fields holding refused values (${lang}): Play runs on the values in use and the page names each field, what was typed and what runs; nothing typed is lost`, async ({ page }) => {
    const zh = lang === 'zh';
    await openLab(page, `preset=s000_binlog_on_16&dur=2&speed=max${zh ? '&lang=zh' : ''}`);
    const notice = page.getByTestId('invalid-fields');
    await expect(notice).toHaveCount(0);
    const threads = page.locator('.sidebar [data-knob="threads"]');
    const concurrency = page.locator('.sidebar [data-knob="innodb_thread_concurrency"]');
    const duration = page.getByTestId('duration');
    await threads.fill('99999');
    await concurrency.fill('1.5');
    await duration.fill('0');
    await duration.press('Tab');
    await expect(notice).toBeVisible();
    await expect(notice.locator('li')).toHaveCount(3);
    await expect(notice).toContainText(zh ? '这 3 个字段的值无效，运行沿用上一次的有效值' : 'These 3 fields hold values the lab does not accept, so runs use the last accepted values');
    await expect(notice.locator('li[data-field="threads"]')).toContainText(zh ? '输入的是“99999”，实际使用 16' : 'typed “99999”, running with 16');
    await expect(notice.locator('li[data-field="innodb_thread_concurrency"]')).toContainText(zh ? '输入的是“1.5”' : 'typed “1.5”');
    await expect(notice.locator('li', { hasText: zh ? '时长' : 'Duration' })).toContainText(zh ? '输入的是“0”，实际使用 2' : 'typed “0”, running with 2');
    await expect(page.getByTestId('play')).toHaveAttribute('title', zh ? /沿用上一次的有效值运行：有 3 个字段的值无效/ : /Runs with the last accepted values: 3 fields/);
    // The toolbar says so too (it stays on screen when the page scrolls); it takes the cursor to the first field.
    const chip = page.getByTestId('invalid-fields-chip');
    await expect(chip).toHaveText(zh ? '⚠ 3 个字段待改正' : '⚠ 3 fields to fix');
    // Duration says so under its box, by its label, like a knob; no separate alert repeats it.
    await expect(page.getByTestId('duration-error')).toHaveText(zh ? '时长（秒）："0" 不可用；应为 1 到 3600 的数。' : 'Duration (s): "0" is not allowed; expected a number from 1 to 3600.');
    await expect(page.locator('.message-error')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${OUT}invalid-fields${zh ? '-zh' : ''}.png` });
    await chip.click();
    await expect(threads).toBeFocused();
    // Play runs, on the accepted values, and the typed text stays in the boxes.
    await page.getByTestId('play').click();
    await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'finished', { timeout: 60_000 });
    await expect(page.getByTestId('pipeline-summary')).toContainText(zh ? '16 个线程' : '16 threads');
    await expect(threads).toHaveValue('99999');
    await expect(concurrency).toHaveValue('1.5');
    await expect(duration).toHaveValue('0');
    await expect(notice.locator('li')).toHaveCount(3);
    // A field's name in the notice takes the cursor there; fixed, it leaves the notice.
    await notice.locator('li[data-field="threads"] button').click();
    await expect(threads).toBeFocused();
    await threads.fill('32');
    await threads.press('Enter');
    await expect(notice.locator('li')).toHaveCount(2);
    await concurrency.fill('8');
    await concurrency.press('Enter');
    await duration.fill('2');
    await duration.press('Enter');
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('invalid-fields-chip')).toHaveCount(0);
    await expect(page.getByTestId('play')).not.toHaveAttribute('title', /.+/);
  });
}

for (const lang of ['en', 'zh'] as const) {
  test(`text that is not a number stays as typed in knob and scenario fields, and at 1366 px the toolbar keeps one row (${lang})`, async ({ page }) => {
    const zh = lang === 'zh';
    await page.setViewportSize({ width: 1366, height: 768 });
    await openLab(page, `preset=s000_binlog_on_256&dur=2${zh ? '&lang=zh' : ''}`);
    const copyLink = page.locator('.copy-links').first();
    const rowTop = async () => Math.round((await copyLink.boundingBox())!.y);
    const playTop = async () => Math.round((await page.getByTestId('play').boundingBox())!.y);
    const before = { copy: await rowTop(), play: await playTop() };
    const threads = page.locator('.sidebar [data-knob="threads"]');
    await threads.fill('abc');
    await threads.press('Tab');
    for (const [id, text] of [['seed', '-1'], ['duration', '0'], ['report-interval', 'x']] as const) {
      await page.getByTestId(id).fill(text);
      await page.getByTestId(id).press('Tab');
    }
    await expect(threads).toHaveValue('abc');
    await expect(page.locator('.sidebar .knob:has([data-knob="threads"]) .knob-error')).toHaveText(zh ? 'threads："abc" 不可用；应为 1 到 4096 的整数。' : 'threads: "abc" is not allowed; expected an integer from 1 to 4096.');
    await expect(page.getByTestId('report-interval')).toHaveValue('x');
    await expect(page.getByTestId('report-interval-error')).toHaveText(zh ? '报告间隔（秒）："x" 不可用；应为 0.1 到 60 的数。' : 'Report every (s): "x" is not allowed; expected a number from 0.1 to 60.');
    const notice = page.getByTestId('invalid-fields');
    await expect(notice.locator('li')).toHaveCount(4);
    await expect(notice.locator('li[data-field="threads"]')).toContainText(zh ? '输入的是“abc”' : 'typed “abc”');
    await expect(notice.locator('li', { hasText: zh ? '报告间隔（秒）' : 'Report every (s)' })).toContainText(zh ? '输入的是“x”' : 'typed “x”');
    await expect(page.locator('.message-error')).toHaveCount(0);
    await expect(page.getByTestId('invalid-fields-chip')).toBeVisible();
    // The chip sits in the toolbar row: the copy links and Play do not move.
    expect({ copy: await rowTop(), play: await playTop() }).toEqual(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${OUT}typed-text-1366${zh ? '-zh' : ''}.png` });
  });
}

test('a link\'s bad fields in Chinese: each names the field, the value and what is allowed, and the language toggle re-words those shown; the A/B link too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('commitlab.lang', 'zh'));
  await page.goto('/#k.threads=abc&preset=nope&seed=-1&dur=x');
  const messages = page.getByTestId('messages');
  const zh = [
    'URL 字段 "k.threads"："abc" 不可用；应为 1 到 4096 的整数。改用 256。',
    'URL 字段 "seed"："-1" 不可用；应为 0 到 4294967295 的整数。改用 1。',
    'URL 字段 "dur"："x" 不可用；应为 1 到 3600 的数。改用 30。',
  ];
  for (const text of zh) await expect(messages).toContainText(text, { timeout: 30_000 });
  // 21 preset names would take lines over the demo: the closest three, and where the list is.
  await expect(messages).toContainText(/URL 字段 "preset"："nope" 不可用；应为“预设”列表中的 \d+ 个预设之一（最接近的：“[^”]+”（[a-z0-9_]+）、“[^”]+”（[a-z0-9_]+）、“[^”]+”（[a-z0-9_]+））。改用 "s000_binlog_on_256"。/);
  await expect(messages).not.toContainText('URL field');
  await page.screenshot({ path: `${OUT}url-errors-zh.png` });

  // The messages already shown follow the toggle, both ways.
  await page.getByTestId('lang-en').click();
  await expect(messages).toContainText('URL field "k.threads": "abc" is not allowed; expected an integer from 1 to 4096. Using 256 instead.');
  await expect(messages).not.toContainText('字段');
  await page.getByTestId('lang-zh').click();
  for (const text of zh) await expect(messages).toContainText(text);

  // The A/B comparison's link: a side's field named as the link names it.
  await page.goto('/#compare=1&b.k.sync_binlog=zz');
  await expect(messages).toContainText('URL 字段 "b.k.sync_binlog"："zz" 不可用；应为 0 到 1,000,000,000 的整数。改用 1。', { timeout: 30_000 });
  await expect(messages).not.toContainText('URL field');
  await page.screenshot({ path: `${OUT}url-errors-compare-zh.png` });
});

// Issue 22 item 16: a U+202E (right-to-left override) in a link value stays
// inside its value: the rest of the banner reads in order.
test('a right-to-left override in a link value does not reverse the rest of the message', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_16&k.threads=%E2%80%AEabc');
  const message = page.getByTestId('messages').locator('.message', { hasText: 'k.threads' });
  await expect(message).toContainText('is not allowed; expected an integer from 1 to 4096');
  const outside = await message.evaluate((el) => {
    // Text that is in no <bdi>: it must hold no bidi control.
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement?.closest('bdi')) text += n.textContent;
    return text;
  });
  expect(outside).toContain('is not allowed');
  expect(outside).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  await message.screenshot({ path: `${OUT}message-rtl-override.png` });
});
