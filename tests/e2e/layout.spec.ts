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

test('1024 px with a lesson open: the animation is in the first screen, beside the lesson text', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await openLab(page, 'lesson=02-rotation-stalls&step=2');
  const lesson = (await page.getByTestId('lesson-step-title').boundingBox())!;
  const anim = (await page.getByTestId('pipeline-area').boundingBox())!;
  const knobs = (await page.locator('.sidebar').boundingBox())!;
  expect(anim.x).toBeGreaterThan(lesson.x + lesson.width); // beside, not below
  expect(lesson.y + lesson.height).toBeLessThan(768);
  expect(anim.y + 200).toBeLessThan(768); // the stage boxes, not just a title, show without scrolling
  expect(knobs.y).toBeGreaterThan(anim.y + anim.height); // the knobs come after the charts
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
