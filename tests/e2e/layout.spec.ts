// Layout at the widths people really use: a phone (390 px) and a small
// laptop (1024 px). Checked by geometry, with a screenshot of each to look at.
import { expect, test, type Page } from '@playwright/test';
import { OUT, openLab } from './helpers';

/** Visible controls whose box leaves the screen sideways, and the page's own width. */
async function horizontalSpill(page: Page): Promise<{ pageWidth: number; outside: string[] }> {
  return page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, input, select, textarea, a, canvas, [role="img"]')) {
      const b = el.getBoundingClientRect();
      if (b.width === 0 || getComputedStyle(el).visibility === 'hidden' || el.closest('.skip-link, .visually-hidden')) continue;
      if (b.left < -1 || b.right > w + 1) outside.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(b.left)}..${Math.round(b.right)}`);
    }
    return { pageWidth: document.documentElement.scrollWidth, outside };
  });
}

for (const [name, hash] of [
  ['lab', ''],
  ['lesson', 'lesson=01-binlog-off-slower&step=4'],
] as const) {
  test(`390 px phone, ${name}: one column, nothing spills sideways`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openLab(page, hash);
    if (name === 'lesson') await expect(page.getByTestId('lesson-step')).toBeVisible();
    const spill = await horizontalSpill(page);
    expect(spill.outside).toEqual([]);
    expect(spill.pageWidth).toBeLessThanOrEqual(390);
    // Stacked: the sidebar and the charts share the one column.
    const side = (await page.locator('.sidebar').boundingBox())!;
    const charts = (await page.locator('.charts').boundingBox())!;
    expect(Math.abs(side.x - charts.x)).toBeLessThan(2);
    await page.screenshot({ path: `${OUT}layout-390-${name}.png`, fullPage: true });
    await page.close();
  });
}

test('1024 px with a lesson open: the animation is in the first screen, beside the lesson text, the knobs folded', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await openLab(page, 'lesson=02-rotation-stalls&step=2');
  const lesson = (await page.getByTestId('lesson-step-title').boundingBox())!;
  const anim = (await page.getByTestId('pipeline-area').boundingBox())!;
  expect(anim.x).toBeGreaterThan(lesson.x + lesson.width); // beside, not below
  expect(lesson.y + lesson.height).toBeLessThan(768);
  expect(anim.y + 200).toBeLessThan(768); // the stage boxes, not just a title, show without scrolling
  // The knob column is folded behind one button (the step's own knobs are in the lesson).
  await expect(page.locator('.sidebar [data-knob="threads"]')).toBeHidden();
  expect((await page.getByTestId('sidebar-fold').boundingBox())!.y).toBeLessThan(anim.y);
  await page.screenshot({ path: `${OUT}layout-1024-lesson.png` });
  await page.close();
});

/** Whether the point at an element's centre, once scrolled into view, belongs to it (nothing painted over it). */
async function hitTestable(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    const b = el.getBoundingClientRect();
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    if (hit && (hit === el || el.contains(hit))) return 'hit-testable';
    return `covered by ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.getAttribute('class') ?? '')}` : 'nothing (off screen)'}`;
  });
}

// A sticky column stays on screen down to the end of the grid: the log and
// exports in the row under it once scrolled underneath the knobs and charts.
test('1440x900 with a lesson open: the interval log and the export buttons can be read and clicked', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openLab(page, 'lesson=01-binlog-off-slower&step=1');
  await expect(page.getByTestId('lesson-step')).toBeVisible();
  expect(await hitTestable(page, 'export-csv')).toBe('hit-testable');
  expect(await hitTestable(page, 'interval-log')).toBe('hit-testable');
  expect(await hitTestable(page, 'segments')).toBe('hit-testable');
  await page.getByTestId('export-csv').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}layout-1440-lesson-exports.png` });
  await page.close();
});

/** How many lines a cell's text takes (line boxes of its text, not the cell's height, which the row sets). */
async function textLines(page: Page, selector: string): Promise<Record<string, number>> {
  return page.locator(selector).evaluateAll((els) =>
    Object.fromEntries(
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return [el.textContent ?? '', tops.size];
      }),
    ),
  );
}

test('Chinese at 1280x720: the averages table keeps 起点, 区间数 and 运行开始 whole; preset and machine names show whole', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto('/#lang=zh');
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', 'idle', { timeout: 30_000 });
  const heads = await textLines(page, 'table.segments th');
  expect(heads['起点']).toBe(1);
  expect(heads['区间数']).toBe(1);
  expect((await textLines(page, '[data-testid="segment-0"] td'))['运行开始']).toBe(1);
  // The closed box shows each name whole (wrapped), and the select's title says it too.
  for (const id of ['preset', 'machine']) {
    const select = page.getByTestId(id);
    const chosen = await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.textContent);
    await expect(select).toHaveAttribute('title', chosen!);
    await expect(page.getByTestId(`${id}-face`)).toHaveText(chosen!);
  }
  await page.locator('.scenario-panel').screenshot({ path: `${OUT}layout-1280-zh-scenario.png` });
  await page.locator('table.segments').screenshot({ path: `${OUT}layout-1280-zh-averages.png` });
  await page.close();
});

test('1366x768 after three knob changes: the averages table fits its column, p95 included', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const changes = ['3007445646:sync_binlog:0', '4648552454:innodb_flush_log_at_trx_commit:2', '6715972447:innodb_thread_concurrency:80'].map((c) => `at=${encodeURIComponent(c)}`).join('&');
  await page.goto(`/#preset=s000_binlog_on_256&seed=1&dur=8&${changes}&t=7000000000`);
  await expect(page.getByTestId('sim-clock')).toHaveAttribute('data-now-ns', '7000000000', { timeout: 60_000 });
  await expect(page.getByTestId('segment-3')).toBeVisible();
  // A change's long knob name wraps after an underscore instead of widening the table past its panel.
  const fit = await page.locator('table.segments').evaluate((table) => {
    const panel = table.closest('.panel')!.getBoundingClientRect();
    return { table: Math.round(table.getBoundingClientRect().right), panel: Math.round(panel.right) };
  });
  expect(fit.table).toBeLessThanOrEqual(fit.panel);
  const column = page.locator('.side-right');
  expect(await column.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.locator('table.segments').screenshot({ path: `${OUT}layout-1366-averages.png` });
  await page.close();
});

test('1440x900 with two refused knob values: the header keeps the warning chip and both copy links on the toolbar row', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openLab(page);
  const rowBefore = (await page.locator('.app-header').boundingBox())!.height;
  for (const [knob, value] of [['sync_binlog', '1.5'], ['innodb_flush_log_at_timeout', '0']]) {
    await page.locator(`input[data-knob="${knob}"]`).fill(value);
    await page.locator(`input[data-knob="${knob}"]`).press('Tab');
  }
  await expect(page.getByTestId('invalid-fields-chip')).toBeVisible();
  const play = (await page.getByTestId('play').boundingBox())!;
  for (const id of ['invalid-fields-chip', 'copy-moment']) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box.y, id).toBeLessThan(play.y + play.height); // on the Play button's row, not one of its own
  }
  expect((await page.locator('.app-header').boundingBox())!.height).toBeLessThanOrEqual(rowBefore + 1);
  await page.locator('.app-header').screenshot({ path: `${OUT}layout-1440-header-invalid.png` });
  await page.close();
});
