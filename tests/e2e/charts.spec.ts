// The charts' time axis: the run's duration, from the start, while it plays.
import { expect, test, type Page } from '@playwright/test';
import { OUT, openLab, playToEnd, simSeconds } from './helpers';

/** Tick labels of a chart's time axis, in seconds. */
async function xTicks(page: Page, chart = 'tps'): Promise<number[]> {
  const labels = await page.locator(`[data-chart="${chart}"] g.x-axis .tick text`).allTextContents();
  return labels.map((l) => Number(l.replace(/s$/, '')));
}

/** The time at the right end of a chart's axis, in seconds, from where its last tick sits. */
async function axisEnd(page: Page, chart = 'tps'): Promise<number> {
  return page.locator(`[data-chart="${chart}"] g.x-axis`).evaluate((g) => {
    const ticks = [...g.querySelectorAll<SVGGElement>('.tick')];
    const last = ticks.at(-1)!;
    const x = Number(/translate\(([\d.]+)/.exec(last.getAttribute('transform') ?? '')![1]);
    const domain = g.querySelector<SVGPathElement>('path.domain')!.getBBox();
    return Math.round(((Number(last.textContent!.replace(/s$/, '')) * domain.width) / (x - domain.x)) * 100) / 100;
  });
}

/** Rightmost x of a chart's first series, as a fraction of the plot's width. */
async function seriesReach(page: Page, chart = 'tps'): Promise<number> {
  return page.locator(`[data-chart="${chart}"]`).evaluate((fig) => {
    const path = fig.querySelector<SVGPathElement>('path.series')!;
    const domain = fig.querySelector<SVGPathElement>('g.x-axis path.domain')!;
    const p = path.getBBox();
    const d = domain.getBBox();
    return (p.x + p.width - d.x) / d.width;
  });
}

test('a 4-s lesson step: the time axis ends at 4 s, before, while and after the run', async ({ page }) => {
  await openLab(page, 'lesson=04-parallel-flush&step=2&speed=max');
  await expect.poll(() => axisEnd(page)).toBe(4);
  expect(Math.max(...(await xTicks(page)))).toBe(4);
  await playToEnd(page);
  expect(await simSeconds(page)).toBe(4);
  for (const chart of ['tps', 'latency']) {
    expect(await axisEnd(page, chart), chart).toBe(4);
    // The last interval ends at the axis' end, not 40% of the way along.
    expect(await seriesReach(page, chart), chart).toBeGreaterThan(0.95);
  }
  await page.locator('[data-chart="tps"]').screenshot({ path: `${OUT}chart-4s.png` });
});

test('a run longer than ten intervals: the axis spans all of it and does not move while playing', async ({ page }) => {
  await openLab(page, 'preset=laptop_quickstart&dur=24');
  await expect.poll(() => axisEnd(page)).toBe(24);
  const before = `${(await xTicks(page)).join(' ')} to 24`;
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('playing');
  const seen: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.waitForTimeout(400);
    seen.push(`${(await xTicks(page)).join(' ')} to ${await axisEnd(page)}`);
  }
  expect(await simSeconds(page)).toBeGreaterThan(1);
  expect(new Set(seen)).toEqual(new Set([before]));
  await page.getByTestId('play').click();
});
