// Exports parse back: CSV and JSON carry the run's interval records with the
// core's field names, the sysbench text has one interval line per record,
// the SVG is an XML document with an <svg> root; the PNG is the chart framed
// by its title, legend and caption (a slide shows it without the page).
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { FIGURE_STYLE, figureStyle } from '../../web/src/viz/figure/figure-layout';
import { OUT, openLab, playToEnd, simSeconds } from './helpers';

async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]) as [Download, void];
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test('run and chart exports parse back and match the run', async ({ page }) => {
  // The page's Content-Security-Policy refuses inline styles; an export must not need one.
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await openLab(page, 'preset=s000_binlog_off_16&dur=3&speed=max');
  await playToEnd(page);
  const fields = await page.evaluate(() => {
    const s = (window as unknown as { __commitlab: { store: { getState(): { schema: { interval_fields: Array<{ name: string }> }; rows: { count: number } } } } }).__commitlab.store.getState();
    return { names: s.schema.interval_fields.map((f) => f.name), count: s.rows.count };
  });
  expect(fields.count).toBe(3);

  // CSV
  const csv = await saved(page, () => page.getByRole('button', { name: 'Export run metrics as CSV' }).click());
  expect(csv.name).toMatch(/\.csv$/);
  const lines = csv.bytes.toString('utf8').trim().split('\n');
  expect(lines[0]!.split(',')).toEqual(fields.names);
  expect(lines.length - 1).toBe(fields.count);
  const tCol = fields.names.indexOf('t_s');
  expect(lines.slice(1).map((l) => Number(l.split(',')[tCol]))).toEqual([1, 2, 3]);
  const tpsCol = fields.names.indexOf('tps');
  for (const l of lines.slice(1)) expect(Number(l.split(',')[tpsCol])).toBeGreaterThan(0);

  // JSON: the CLI's --format json layout.
  const json = await saved(page, () => page.getByRole('button', { name: 'Export run metrics and summary as JSON' }).click());
  const doc = JSON.parse(json.bytes.toString('utf8')) as { interval_fields: string[]; intervals: number[][]; summary: { tps: number; transactions: number; latency_ms: { p95: number } }; scenario: { preset: string; seed: number } };
  expect(doc.interval_fields).toEqual(fields.names);
  expect(doc.intervals).toHaveLength(fields.count);
  expect(doc.intervals.map((r) => r.join(','))).toEqual(lines.slice(1));
  expect(doc.scenario.preset).toBe('s000_binlog_off_16');
  expect(doc.summary.tps).toBeGreaterThan(0);
  expect(doc.summary.transactions).toBe(doc.intervals.reduce((a, r) => a + r[tpsCol]!, 0));
  expect(doc.summary.latency_ms.p95).toBeGreaterThan(0);

  // sysbench text
  const sb = await saved(page, () => page.getByRole('button', { name: 'Export the sysbench log (interval lines as text)' }).click());
  const sbLines = sb.bytes.toString('utf8').trim().split('\n');
  expect(sbLines).toHaveLength(fields.count);
  const re = /^\[ \d+(\.\d+)?s \] thds: \d+ tps: \d+\.\d\d qps: \d+\.\d\d \(r\/w\/o: \d+\.\d\d\/\d+\.\d\d\/\d+\.\d\d\) lat \(ms,95%\): \d+\.\d\d err\/s: \d+\.\d\d reconn\/s: \d+\.\d\d$/;
  for (const l of sbLines) expect(l).toMatch(re);
  expect(sbLines[2]).toMatch(/^\[ 3s \] thds: 16 /);
  await expect(page.getByTestId('interval-log')).toContainText(sbLines[2]!);

  // SVG and PNG of the throughput chart.
  const svg = await saved(page, () => page.getByRole('button', { name: 'Export chart Throughput as SVG' }).click());
  const svgText = svg.bytes.toString('utf8');
  const parsed = await page.evaluate((t) => {
    const d = new DOMParser().parseFromString(t, 'image/svg+xml');
    return { root: d.documentElement.nodeName, error: d.getElementsByTagName('parsererror').length, paths: d.querySelectorAll('path').length, title: d.querySelector('title')?.textContent };
  }, svgText);
  expect(parsed).toMatchObject({ root: 'svg', error: 0, title: 'Throughput (transactions per second)' });
  expect(parsed.paths).toBeGreaterThan(1);
  // Styles travel as presentation attributes (the chart's line colour among them).
  expect(svgText).toMatch(/<path[^>]* stroke="(rgb|#)[^"]+"/);
  await saved(page, () => page.getByRole('button', { name: 'Export chart Throughput as PNG' }).click());
  expect(cspErrors).toEqual([]);
  await page.locator('.export-panel').screenshot({ path: `${OUT}export-panel.png` });
  await page.locator('[data-chart="tps"]').screenshot({ path: `${OUT}export-chart-buttons.png` });
});

/** A PNG's pixels, decoded by the page's canvas (CSS-free: a data: URL image). */
async function decodePng(page: Page, png: Buffer): Promise<{ width: number; height: number; rgba: Buffer }> {
  const out = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    let bin = '';
    for (let i = 0; i < data.length; i += 0x8000) bin += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: c.width, height: c.height, b64: btoa(bin) };
  }, png.toString('base64'));
  return { width: out.width, height: out.height, rgba: Buffer.from(out.b64, 'base64') };
}

test('a chart PNG carries its title, legend and caption above and below the chart, in the lab’s language', async ({ page }) => {
  const S = FIGURE_STYLE;
  const scale = 2;
  await openLab(page, 'preset=s000_binlog_off_16&dur=3&speed=max');
  await playToEnd(page);
  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') await page.getByTestId('lang-zh').click();
    const svg = page.locator('[data-chart="tps"] svg');
    const svgW = Number(await svg.getAttribute('width'));
    const svgH = Number(await svg.getAttribute('height'));
    const png = await saved(page, () => page.getByTestId('export-tps-png').click());
    expect(png.name).toMatch(/\.png$/);
    expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    writeFileSync(`${OUT}export-throughput-${lang}.png`, png.bytes);
    const img = await decodePng(page, png.bytes);
    const rgb = (x: number, y: number) => {
      const i = (Math.round(y * scale) * img.width + Math.round(x * scale)) * 4;
      return [img.rgba[i]!, img.rgba[i + 1]!, img.rgba[i + 2]!];
    };
    /** Pixels in a band of rows (CSS px) darker than `below` on every channel. */
    const inked = (top: number, bottom: number, below: number) => {
      let n = 0;
      for (let y = top; y < bottom; y += 0.5) for (let x = 0; x < img.width / scale; x += 0.5) if (rgb(x, y).every((v) => v < below)) n++;
      return n;
    };
    // The chart alone was svgW x svgH: the frame adds a margin, a title line, a legend row and a caption line.
    expect(img.width).toBe((svgW + 2 * S.pad) * scale);
    const framed = svgH + 2 * S.pad + S.title.lineHeight + S.legend.lineHeight + S.caption.lineHeight;
    expect(img.height).toBeGreaterThanOrEqual(framed * scale);
    const cssH = img.height / scale;
    // Title: dark text in the first line.
    expect(inked(S.pad, S.pad + S.title.lineHeight, 90), 'title').toBeGreaterThan(100);
    // Legend: the TPS swatch (a line in the series colour, #0072B2) opens the row under the title, its label beside it.
    const legendTop = S.pad + S.title.lineHeight + S.gap;
    const [r, g, b] = rgb(S.pad + S.legend.swatchWidth / 2, legendTop + S.legend.lineHeight / 2);
    expect(Math.abs(r - 0x00) + Math.abs(g - 0x72) + Math.abs(b - 0xb2), `swatch ${r},${g},${b}`).toBeLessThan(40);
    expect(inked(legendTop, legendTop + S.legend.lineHeight, 120), 'legend').toBeGreaterThan(30);
    // Caption: grey text on the last line.
    expect(inked(cssH - S.pad - S.caption.lineHeight, cssH - S.pad, 200), 'caption').toBeGreaterThan(50);
  }
});

/** What an exported chart SVG shows, measured in the page: text cut by its edges, the playback cursor, the plot's width. */
async function inspectSvg(page: Page, svgText: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = document.importNode(doc.documentElement, true) as unknown as SVGSVGElement;
    document.body.appendChild(svg);
    const box = svg.getBoundingClientRect();
    const cut = [...svg.querySelectorAll('text')]
      .map((t) => {
        const r = t.getBoundingClientRect();
        return { label: t.textContent, past: Math.max(box.left - r.left, box.top - r.top, r.right - box.right, r.bottom - box.bottom) };
      })
      .filter((c) => c.past > 0.5)
      .map((c) => `${c.label} by ${c.past.toFixed(1)} px`);
    const cursor = [...svg.querySelectorAll('line')].find((l) => l.getAttribute('stroke') === 'rgb(213, 94, 0)');
    // The x axis's domain path runs the plot's width: "M0.5,6V0.5H<width + 0.5>V6".
    const xAxisPath = [...svg.querySelectorAll('g[text-anchor="middle"] > path')][0]?.getAttribute('d') ?? '';
    const vb = svg.viewBox.baseVal;
    svg.remove();
    return {
      cut,
      cursor: cursor ? { visible: cursor.getAttribute('visibility') === 'visible', x: Number(cursor.getAttribute('x1')), height: Number(cursor.getAttribute('y2')) } : null,
      plotWidth: Number(/H([\d.]+)/.exec(xAxisPath)?.[1]) - 0.5,
      width: vb.width,
    };
  }, svgText);
}

test('a chart export shows every axis label whole and marks the moment it shows, at any width, in en and zh', async ({ page }) => {
  const scale = 2;
  // Presenter type (bold, up to 22 px) overflowed the chart's box at the top, right and bottom; paused at
  // 30 s of 60 (the lines just stop there, so the page shows no cursor), the export named no moment.
  await openLab(page, 'preset=s000_binlog_off_16&dur=60&speed=max&layout=presenter&t=30000000000');
  await expect.poll(() => simSeconds(page), { timeout: 60_000 }).toBe(30);
  await expect(page.locator('[data-chart="tps"] line.cursor')).toHaveAttribute('visibility', 'hidden');
  for (const width of [390, 1366, 1920]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const lang of ['en', 'zh'] as const) {
      await page.getByTestId(`lang-${lang}`).click();
      await page.waitForTimeout(300); // the chart redraws at most every 50 ms after a resize
      const where = `${width} px, ${lang}`;
      const svg = await saved(page, () => page.getByTestId('export-tps-svg').click());
      const seen = await inspectSvg(page, svg.bytes.toString('utf8'));
      expect(seen.cut, `labels cut at ${where}`).toEqual([]);
      expect(seen.cursor?.visible, `cursor at ${where}`).toBe(true);
      expect(seen.cursor!.x, `cursor halfway at ${where}`).toBeCloseTo(seen.plotWidth / 2, 0);

      const png = await saved(page, () => page.getByTestId('export-tps-png').click());
      writeFileSync(`${OUT}export-moment-${width}-${lang}.png`, png.bytes);
      const img = await decodePng(page, png.bytes);
      // The frame adds its margin around the whole drawing (labels past the chart's box included).
      const tickPx = await page.locator('[data-chart="tps"] g.y-axis text').first().evaluate((t) => parseFloat(getComputedStyle(t).fontSize));
      const S = figureStyle(Math.min(3, Math.max(1, tickPx / 10)));
      expect(img.width / scale, `image width at ${where}`).toBeCloseTo(Math.max(S.minWidth, seen.width + 2 * S.pad), 0);
      // The cursor: a column of orange (#d55e00) pixels as tall as the plot (the legend's swatch is far shorter).
      let tallest = 0;
      for (let x = 0; x < img.width; x++) {
        let n = 0;
        for (let y = 0; y < img.height; y++) {
          const i = (y * img.width + x) * 4;
          if (Math.abs(img.rgba[i]! - 0xd5) + Math.abs(img.rgba[i + 1]! - 0x5e) + img.rgba[i + 2]! < 60) n++;
        }
        tallest = Math.max(tallest, n);
      }
      expect(tallest, `cursor drawn in the PNG at ${where}`).toBeGreaterThan(0.8 * seen.cursor!.height * scale);
    }
  }
});

// Issue 22 items 7 and 8: the JSON export of a run with a mid-run change
// replays with the native command, to the same digest.
test('the JSON export replays with npm run sim -- --scenario, digest for digest', async ({ page }) => {
  const { execFileSync } = await import('node:child_process');
  await openLab(page, 'preset=s000_binlog_off_16&dur=2&ri=0.5&speed=max&at=1000000000:threads:8');
  await playToEnd(page);
  const json = await saved(page, () => page.getByRole('button', { name: 'Export run metrics and summary as JSON' }).click());
  const doc = JSON.parse(json.bytes.toString('utf8')) as { layout_version: number; scenario: { schedule: unknown[] }; summary: { digest: string } };
  expect(doc.scenario.schedule).toEqual([{ at_s: 1, knob: 'threads', value: 8 }]);
  const file = `${OUT}export-replay.json`;
  writeFileSync(file, json.bytes);
  const cli = new URL('../../wasm-core/build/commitlab-sim', import.meta.url).pathname;
  const out = execFileSync(cli, ['--scenario', file, '--format', 'json'], { maxBuffer: 64 << 20 }).toString('utf8');
  const replay = JSON.parse(out) as { layout_version: number; summary: { digest: string } };
  expect(doc.layout_version).toBe(replay.layout_version);
  expect(replay.summary.digest).toBe(doc.summary.digest);
});
