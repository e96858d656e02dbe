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

test('the commit group size and device utilisation charts draw the core’s fields, in English and Chinese', async ({ page }) => {
  // The step plays in slow motion: fast forward to the end of its 2-s run.
  await openLab(page, 'lesson=00-commit-pipeline&step=3');
  await page.getByTestId('play').click();
  await page.getByRole('button', { name: 'Fast forward' }).click();
  await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 90_000 });
  await expect(page.locator('[data-chart="groups"] .chart-title')).toHaveText('Commit group size (transactions per group)');
  // 64 clients on a laptop: groups of about twenty in each stage. The
  // latest values are drawn a frame after the status says finished: poll.
  for (const stage of ['flush-stage', 'sync-stage', 'commit-stage']) {
    const latest = () => page.getByTestId(`latest-groups-${stage}`).textContent().then(Number);
    await expect.poll(latest, { message: stage }).toBeGreaterThan(10);
    expect(await latest(), stage).toBeLessThan(40);
  }
  await expect(page.locator('[data-chart="device"] .chart-title')).toHaveText('Device utilisation (% of time)');
  await expect(page.locator('[data-chart="device"] .chart-title')).toHaveAttribute('title', /what iostat reports as %util/);
  // 64 clients sharing ~1 ms fsyncs: an fsync is at the device most of the
  // time (iostat's %util), while the bytes use a sliver of its bandwidth.
  const percent = (id: string) => () => page.getByTestId(id).textContent().then((s) => Number.parseFloat(s ?? ''));
  await expect.poll(percent('latest-device-I/O-in-flight-(iostat-%util)')).toBeGreaterThan(50);
  expect(await percent('latest-device-I/O-in-flight-(iostat-%util)')()).toBeLessThanOrEqual(100);
  expect(await percent('latest-device-bandwidth-used')()).toBeLessThan(10);
  // The percent axis is fixed at 0-100 %.
  expect(await page.locator('[data-chart="device"] g.y-axis .tick text').allTextContents()).toContain('100%');
  await page.locator('[data-chart="groups"]').screenshot({ path: `${OUT}chart-groups.png` });
  await page.locator('[data-chart="device"]').screenshot({ path: `${OUT}chart-device.png` });
  await page.getByTestId('lang-zh').click();
  await expect(page.locator('[data-chart="groups"] .chart-title')).toHaveText('提交组大小（每组事务数）');
  await expect(page.locator('[data-chart="device"] .chart-title')).toHaveText('设备利用率（时间占比 %）');
  await expect(page.locator('[data-chart="device"] .chart-title')).toHaveAttribute('title', /iostat 报告的 %util/);
  await expect(page.locator('[data-chart="device"] .legend')).toContainText('I/O 在途（iostat %util）');
  await expect(page.locator('[data-chart="device"] .legend')).toContainText('带宽占用');
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
