// The pipeline animation, one test per commit algorithm: fixed seed, a run
// that stops at a fixed simulated time (dur), then what the animation shows
// is read back through its accessible summary. One screenshot each.
import { expect, test, type Page } from '@playwright/test';
import { OUT, openLab, playToEnd, settledClockNs, simSeconds } from './helpers';

async function summary(page: Page, nowUs?: number): Promise<string> {
  const el = page.getByTestId('pipeline-summary');
  if (nowUs !== undefined) await expect(el).toHaveAttribute('data-now-us', String(nowUs));
  return (await el.innerText()).replace(/\s*\n+\s*/g, '\n');
}

/** Every number a regex's first group matches, as numbers. */
const all = (text: string, re: RegExp) => [...text.matchAll(new RegExp(re.source, "g"))].map((m) => Number(m[1]));

/** Runs the preset to exactly 1 simulated second and returns the summary there. */
async function runToOneSecond(page: Page, hash: string, algorithm: string): Promise<string> {
  await openLab(page, `${hash}&dur=1&speed=max`);
  await expect(page.getByTestId('pipeline')).toHaveAttribute('data-algorithm', algorithm);
  await playToEnd(page);
  return summary(page, 1_000_000);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300); // let the tokens settle on the canvas
  await page.getByTestId('pipeline').screenshot({ path: `${OUT}anim-${name}.png` });
}

test('binlog off: threads sleep for admission, a commit is one redo fsync', async ({ page }) => {
  const text = await runToOneSecond(page, 'preset=s000_binlog_off_256', 'binlog_off');
  expect(text).toContain('Binary log OFF, 256 threads, at 1.000000 s.');
  const asleep = all(text, /(\d+) asleep waiting for a slot/);
  expect(asleep[0]).toBeGreaterThan(100);
  expect(text).toMatch(/Blocking: innodb_thread_concurrency: \d+ threads asleep/);
  expect(text).not.toMatch(/(flush|sync|commit)_(queue|stage) \d/);
  await shot(page, 'binlog_off');
});

test('MySQL 5.5: one committer at a time behind prepare_commit_mutex; a token tells its story', async ({ page }) => {
  const text = await runToOneSecond(page, 'preset=s002_mysql55_binlog_on', 'mysql55_prepare_commit_mutex');
  const inWrite = all(text, /One committer at a time: (\d+) in binlog_write/);
  expect(inWrite).toHaveLength(1);
  expect(inWrite[0]).toBeLessThanOrEqual(1);
  expect(all(text, /; (\d+) waiting for it\./)[0]).toBeGreaterThan(10);
  // Keyboard: focus the animation and follow thread 0.
  await page.getByTestId('pipeline-area').focus();
  await page.keyboard.press('ArrowRight');
  const tip = page.getByTestId('pipeline-story-tip');
  await expect(tip).toContainText('Thread 0 (');
  await expect(tip).toContainText('Now: ');
  await shot(page, 'mysql55_prepare_commit_mutex');
});

for (const [algorithm, hash] of [
  ['group_commit_56', 'preset=s000_binlog_on_256&k.commit_algorithm=group_commit_56'],
  ['group_commit_57', 'preset=s000_binlog_on_256'],
] as const) {
  test(`${algorithm} at 256 threads: groups bigger than one, each with a leader`, async ({ page }) => {
    const text = await runToOneSecond(page, hash, algorithm);
    const groups = all(text, /group of (\d+) led by thread \d+/g);
    expect(groups.length).toBeGreaterThan(0);
    expect(Math.max(...groups)).toBeGreaterThan(1);
    // Where the redo fsync is: 5.6 at prepare, before the flush queue; 5.7 the
    // flush-stage leader's, once for its group (prepare does not fsync).
    const commitLane = await page.locator('.pl-box-lane1').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.box));
    const redoBox = page.locator('[data-box="redo"]');
    if (algorithm === 'group_commit_56') {
      expect(commitLane.slice(0, 2)).toEqual(['redo', 'flush_queue']);
      await expect(redoBox).toHaveText('Redo at prepare');
      expect(text).toMatch(/\n\d+ waiting for the redo log at prepare\.\nFlush stage: /);
    } else {
      expect(commitLane.indexOf('redo')).toBe(commitLane.indexOf('flush_stage') + 1);
      await expect(redoBox).toHaveText('Redo by leader');
      await expect(redoBox).toHaveAttribute('title', /^The flush-stage leader, holding LOCK_log, waits for one redo log write and fsync covering its whole group/);
      expect(text).not.toContain('prepare.');
      // At this instant the flush-stage leader either waits for its group's
      // redo write and fsync (then it is drawn in "Redo by leader", its
      // followers in the flush stage's box) or has it and writes the group's
      // binlog events (then the whole group is in the flush stage's box).
      if (text.includes('redo_wait 1'))
        expect(text).toMatch(/\nFlush stage: group of \d+ led by thread (\d+)(: \d+ in the stage's box, the leader|, drawn) in “Redo by leader”; \d+ queued\.\nThe flush stage's leader, thread \1, waits for the redo write and fsync that covers its whole group\.\n/);
      else expect(text).toMatch(/\nFlush stage: group of (\d+) led by thread \d+, \d+ queued\.\n[\s\S]*flush_stage \1\b/);
    }
    if (algorithm === 'group_commit_57') {
      // Time travel: back 100 ms through a checkpoint, then forward again to the same state.
      await page.getByTestId('pl-back-100ms').click();
      await expect.poll(() => simSeconds(page)).toBeCloseTo(0.9, 9);
      const before = await summary(page, 900_000);
      expect(before).not.toEqual(text);
      await page.getByTestId('pl-fwd-100ms').click();
      expect(await summary(page, 1_000_000)).toEqual(text);
      await expect(page.locator('[data-chart="tps"] line.cursor')).toHaveAttribute('visibility', 'hidden');
    }
    await shot(page, algorithm);
  });
}

test('AliSQL parallel flush: events prepared in parallel, writer and syncer threads', async ({ page }) => {
  const text = await runToOneSecond(page, 'preset=s003_parallel_flush_11', 'alisql_parallel_flush');
  expect(text).toMatch(/\d+ preparing events in the binlog buffer, \d+ waiting for the writer thread, \d+ waiting for the syncer thread\./);
  expect(Math.max(...all(text, /group of (\d+)/g))).toBeGreaterThan(1);
  // Its flush-stage leader syncs the redo for the group, as in 5.7: that box follows the flush stage.
  const commitLane = await page.locator('.pl-box-lane1').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.box));
  expect(commitLane.indexOf('redo')).toBe(commitLane.indexOf('flush_stage') + 1);
  await shot(page, 'alisql_parallel_flush');
});

test('AliSQL binlog in redo: hundreds of committers go through the redo log together', async ({ page }) => {
  const text = await runToOneSecond(page, 'preset=s003_binlog_in_redo_11', 'alisql_binlog_in_redo');
  // Groups move in waves (copy into the redo log on busy cores, then one
  // fsync for all): at any instant most committers are in one of the two.
  const copying = all(text, /(\d+) copying events into the redo log/)[0]!;
  const syncing = all(text, /(\d+) waiting for the redo fsync/)[0]!;
  expect(copying + syncing).toBeGreaterThan(100);
  expect(text).toMatch(/\d+ waiting for the binlog writer/);
  await shot(page, 'alisql_binlog_in_redo');
});

test('AliSQL binlog in redo V1: group commit without the sync stage, one redo fsync per group', async ({ page }) => {
  const hash = 'preset=s003_gc57_11&k.threads=16&k.commit_algorithm=alisql_binlog_in_redo_v1&k.binlog_order_commits=false';
  const text = await runToOneSecond(page, hash, 'alisql_binlog_in_redo_v1');
  expect(text).toMatch(/\d+ waiting for the flush leader's redo fsync \(it carries the binlog too\)/);
  expect(text).not.toMatch(/Sync stage:/);
  expect(text).not.toMatch(/sync_(queue|stage) \d/);
  await shot(page, 'alisql_binlog_in_redo_v1');
});

test('5.7 at 512 threads, next group commit: the summary accounts for every thread drawn in a stage box', async ({ page }) => {
  // Right after a group commit the commit stage's leader has signalled done:
  // the snapshot's stage fields are cleared while hundreds of its followers
  // are still drawn in the Commit stage box, waiting to be woken.
  await openLab(page, 'preset=s003_gc57_11&k.threads=512&dur=1');
  let sawFollowers = false;
  for (let i = 0; i < 3; i++) {
    const before = await simSeconds(page);
    await page.getByTestId('step-kind').selectOption('1');
    await page.getByTestId('step').click();
    await expect.poll(() => simSeconds(page), { timeout: 60_000 }).toBeGreaterThan(before);
    await expect(page.getByTestId('status')).toHaveText('paused');
    // The clock draws the found moment a frame after the status says paused;
    // until then it shows a moment the search passed through.
    const atNs = await settledClockNs(page);
    const text = await summary(page, Math.floor(atNs / 1000));
    const perState = text.split('\n').find((l) => l.startsWith('Threads per state:'))!;
    for (const stage of ['Flush', 'Sync', 'Commit']) {
      const line = text.split('\n').find((l) => l.startsWith(`${stage} stage:`))!;
      const drawn = all(perState, new RegExp(`${stage.toLowerCase()}_stage (\\d+)`))[0] ?? 0;
      const also = all(line, /Also in the stage: (\d+) threads?/)[0] ?? 0;
      const group = all(line, /group of (\d+)/)[0] ?? 0;
      if (line.includes(': idle,')) expect(also, line).toBe(drawn);
      else expect(drawn, line).toBeLessThanOrEqual(group + also);
      if (stage === 'Commit' && also > 100) {
        sawFollowers = true;
        expect(line).toMatch(/Also in the stage: \d+ threads of (the group thread \d+ led|earlier groups), already committed by their leader, waiting to be woken one at a time \(signal_done\)\./);
        expect(text).toContain(`Blocking: waking up after their group's commit: ${also} threads`);
      }
    }
  }
  expect(sawFollowers).toBe(true);
  await shot(page, 'gc57-512-followers');
});

test('sync_binlog=0 rotation: step to the next stall, committers wait while the old file drains', async ({ page }) => {
  await openLab(page, 'preset=s001_rotation_250mb&dur=20');
  await page.getByTestId('step-kind').selectOption('3');
  await page.getByTestId('step').click();
  await expect(page.getByTestId('status')).toHaveText('paused', { timeout: 90_000 });
  // The first rotation is seconds in: under load a 'paused' frame from before the
  // step's result can land first, so wait for the clock to reach the stall.
  await expect.poll(() => simSeconds(page), { timeout: 90_000 }).toBeGreaterThan(1);
  // Integer nanoseconds: the snapshot's clock is now_ns / 1000, truncated.
  const atNs = await settledClockNs(page);
  let text = await summary(page, Math.floor(atNs / 1000));
  expect(text).toMatch(/Blocking: binlog rotation in progress: .* while \d+ committers? wait\./);
  // 100 ms later the storm is in full swing: the pile-up grows while the device drains the file.
  await page.getByTestId('pl-fwd-100ms').click();
  await expect.poll(() => simSeconds(page)).toBeCloseTo((atNs + 100_000_000) / 1e9, 6);
  text = await summary(page, Math.floor((atNs + 100_000_000) / 1000));
  expect(text).toContain('binlog rotation in progress');
  expect(all(text, /while (\d+) committers? wait/)[0]).toBeGreaterThan(50);
  await shot(page, 'rotation');
});

test('prefers-reduced-motion: starts paused and says tokens step instead of moving', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLab(page, 'preset=laptop_quickstart&dur=1');
  await expect(page.getByTestId('status')).toHaveText('idle');
  await expect(page.getByText('Reduced motion: tokens jump between states')).toBeVisible();
  await page.getByTestId('step-kind').selectOption('1');
  await page.getByTestId('step').click();
  await expect(page.getByTestId('pipeline-summary')).toContainText('MySQL 5.7 binary log group commit, 32 threads');
});

/** Box titles that do not fit their two lines (or their width), as text. */
async function clippedTitles(page: Page): Promise<string[]> {
  return page.locator('.pl-box-title').evaluateAll((els) =>
    els.filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1).map((e) => `${e.textContent} (${e.clientWidth}px)`),
  );
}

for (const [w, h] of [
  [1600, 1000],
  [1280, 720],
] as const) {
  test(`stage titles read in full at ${w}x${h}, the lessons column open: queue vs stage`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    // The redo box's title too, before the flush queue (5.6) or after the flush stage (parallel flush: nine boxes).
    for (const preset of ['s001_rotation_250mb', 's002_mysql55_binlog_on', 's003_binlog_in_redo_11', 's000_binlog_on_256&k.commit_algorithm=group_commit_56', 's000_binlog_on_256&k.commit_algorithm=alisql_parallel_flush', '']) {
      await openLab(page, preset ? `preset=${preset}&dur=2` : 'dur=2');
      if (!(await page.getByTestId('lesson-pane').isVisible())) await page.getByTestId('lessons-toggle').click();
      await page.getByTestId('step-kind').selectOption('1');
      await page.getByTestId('step').click();
      await expect(page.getByTestId('status')).toHaveText('paused');
      // The lessons column opening settles the layout a frame or two later (seen: 110 px for a moment, then 112).
      await expect.poll(() => clippedTitles(page), { message: preset }).toEqual([]);
      if (!preset) {
        await expect(page.locator('[data-box="flush_queue"]')).toHaveText('Flush queue');
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT}anim-titles-${w}.png` });
      }
    }
  });
}

test('next stall with none ahead: "searching…" while the clock runs ahead, then back where the user was', async ({ page }) => {
  await openLab(page, 'dur=8');
  await page.getByTestId('pl-fwd-100ms').click();
  await expect.poll(() => simSeconds(page)).toBeCloseTo(0.1, 6);
  await page.getByTestId('step-kind').selectOption('3');
  await page.getByTestId('step').click();
  await expect(page.getByTestId('status')).toHaveText('searching…');
  await expect(page.getByTestId('step-cancel')).toBeVisible();
  await expect.poll(() => simSeconds(page)).toBeGreaterThan(0.2);
  await page.screenshot({ path: `${OUT}anim-searching.png` });
  await expect(page.getByTestId('status')).toHaveText('paused', { timeout: 90_000 });
  await expect(page.getByText('No such event before the end of the run')).toBeVisible();
  await expect.poll(() => simSeconds(page)).toBeCloseTo(0.1, 6);
  await expect(page.getByTestId('step-cancel')).toBeHidden();
});

test('1280x720: a search\'s Cancel button does not re-wrap either toolbar', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await openLab(page, 'dur=30');
  const heights = () => Promise.all(['.app-header .playback', '.pl-controls'].map(async (sel) => (await page.locator(sel).boundingBox())!.height));
  const idle = await heights();
  await page.getByTestId('step-kind').selectOption('3');
  await page.getByTestId('step').click();
  await expect(page.getByTestId('status')).toHaveText('searching…');
  await expect(page.getByTestId('step-cancel')).toBeVisible();
  await expect(page.getByTestId('step-cancel')).toBeVisible();
  expect(await heights()).toEqual(idle);
  await page.screenshot({ path: `${OUT}toolbar-searching-1280.png` });
  await page.getByTestId('step-cancel').click();
  await expect(page.getByTestId('step-cancel')).toBeHidden();
  expect(await heights()).toEqual(idle);
  await page.close();
});

test('a search can be cancelled: the run goes back to where the step began', async ({ page }) => {
  await openLab(page, 'dur=30');
  await page.getByTestId('step-kind').selectOption('3');
  await page.getByTestId('step').click();
  await expect(page.getByTestId('status')).toHaveText('searching…');
  await expect.poll(() => simSeconds(page)).toBeGreaterThan(0.1);
  await page.getByTestId('step-cancel').click();
  await expect(page.getByTestId('status')).toHaveText('idle');
  await expect.poll(() => simSeconds(page)).toBe(0);
  await expect(page.getByText('No such event before the end of the run')).toHaveCount(0);
});

test('the text summary follows the run while it plays (about once a second)', async ({ page }) => {
  await openLab(page, 'dur=30');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('playing');
  await expect.poll(() => simSeconds(page), { timeout: 30_000 }).toBeGreaterThan(2.5);
  // Clock, summary time and text read together: the summary keeps moving.
  const seen = await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-testid="pipeline-summary"]')!;
    return { clockNs: Number(document.querySelector('[data-testid="sim-clock"]')!.getAttribute('data-now-ns')), shownUs: Number(el.dataset.nowUs), text: el.innerText };
  });
  expect(seen.clockNs / 1e9).toBeGreaterThan(2);
  // Written at most a second (plus a frame or two) behind the clock.
  expect(seen.clockNs / 1e9 - seen.shownUs / 1e6).toBeLessThan(1.5);
  expect(seen.text).toContain(`at ${(seen.shownUs / 1e6).toFixed(6)} s`);
  // The live region stays quiet while playing: it still holds what it said before Play.
  await expect(page.getByTestId('pipeline-summary-announce')).toContainText('at 0.000000 s.');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('paused');
  // Paused, it speaks the instant on screen.
  await expect(page.getByTestId('pipeline-summary-announce')).not.toContainText('at 0.000000 s.');
});

test('at 1/1000x the dots rest in the box that counts them (they used to hover between boxes)', async ({ page }) => {
  // Binlog OFF at 1/1000 of real time, as in lesson 01 step 2, with 16
  // threads so that every dot moves (at 256, most sleep for admission).
  // With the old glide about 65% of the dots were between boxes.
  await openLab(page, 'preset=s000_binlog_off_16&dur=1&speed=0.001');
  await page.getByTestId('pipeline').scrollIntoViewIfNeeded();
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('playing');
  type Anim = { __commitlab: { anim: { frames: number; outsideShare: number[] } } };
  const anim = () => page.evaluate(() => ({ frames: (window as unknown as Anim).__commitlab.anim.frames, shares: (window as unknown as Anim).__commitlab.anim.outsideShare.slice(-100) }));
  // Two seconds to learn the pace, then two seconds of frames.
  await page.waitForTimeout(2000);
  const before = await anim();
  await page.waitForTimeout(2000);
  const after = await anim();
  expect(after.frames - before.frames, 'frames drawn while playing').toBeGreaterThan(20);
  const mean = after.shares.reduce((a, b) => a + b, 0) / after.shares.length;
  expect(mean, 'share of dots drawn outside the box that counts them').toBeLessThan(0.2);
  await page.getByTestId('pipeline').screenshot({ path: `${OUT}anim-slow-1000x.png` });
});

test('while playing, every box holds as many dots as the count in its corner (dots used to lag one snapshot behind)', async ({ page }) => {
  // Lesson 00 step 3: 64 clients in group commit, whole groups move box to
  // box at every snapshot. The dots used to be drawn where they were counted
  // one snapshot before: "Run queue 38" over an empty box, "Flush stage 0" with 10 dots.
  await openLab(page, 'lesson=00-commit-pipeline&step=3');
  await page.getByTestId('pipeline').scrollIntoViewIfNeeded();
  type Frame = { counts: number[]; dots: number[]; playing: boolean };
  type Anim = { __commitlab: { anim: { boxFrames: Frame[] } } };
  const playingFrames = () => page.evaluate(() => (window as unknown as Anim).__commitlab.anim.boxFrames.filter((f) => f.playing));
  const boxNames = await page.locator('[data-testid=pipeline-area] .pl-box').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.box ?? ''));
  for (const speed of ['1/100×', 'Fast forward']) {
    await page.evaluate(() => ((window as unknown as Anim).__commitlab.anim.boxFrames.length = 0));
    await page.getByRole('toolbar').getByRole('button', { name: speed, exact: true }).click();
    if ((await page.getByTestId('status').innerText()) !== 'playing') await page.getByTestId('play').click();
    await page.waitForTimeout(800);
    const frames = (await playingFrames()).slice(-30);
    expect(frames.length, `${speed}: frames drawn while playing`).toBeGreaterThan(5);
    for (const [k, f] of frames.entries()) {
      const wrong = boxNames.filter((_, b) => f.counts[b] !== f.dots[b]).map((name) => {
        const b = boxNames.indexOf(name);
        return `${name}: count ${f.counts[b]}, dots ${f.dots[b]}`;
      });
      expect(wrong, `${speed}, frame ${k}`).toEqual([]);
    }
    await page.getByTestId('pipeline').screenshot({ path: `${OUT}anim-playing-${speed === 'Fast forward' ? 'max' : '100x'}.png` });
  }
});
