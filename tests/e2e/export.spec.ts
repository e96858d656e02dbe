// Exports parse back: CSV and JSON carry the run's interval records with the
// core's field names, the sysbench text has one interval line per record,
// the SVG is an XML document with an <svg> root, the PNG has the signature.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { OUT, openLab, playToEnd } from './helpers';

async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]) as [Download, void];
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test('run and chart exports parse back and match the run', async ({ page }) => {
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
  expect(parsed).toMatchObject({ root: 'svg', error: 0, title: 'Throughput' });
  expect(parsed.paths).toBeGreaterThan(1);
  expect(svgText).toContain('stroke:');
  const png = await saved(page, () => page.getByRole('button', { name: 'Export chart Throughput as PNG' }).click());
  expect(png.name).toMatch(/\.png$/);
  expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.bytes.length).toBeGreaterThan(2000);
  const { writeFileSync } = await import('node:fs');
  writeFileSync(`${OUT}export-throughput.png`, png.bytes);
  await page.locator('.export-panel').screenshot({ path: `${OUT}export-panel.png` });
  await page.locator('[data-chart="tps"]').screenshot({ path: `${OUT}export-chart-buttons.png` });
});
