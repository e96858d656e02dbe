// "Compare with your server": a real run (pasted, or measured here against
// a throw-away MariaDB) drawn beside the model's, labelled "measured: yours".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axePage, axeSerious, openLab, playToEnd } from './helpers';

const ROOT = new URL('../../', import.meta.url).pathname;
const S002 = readFileSync(join(ROOT, 'web/src/yourserver/__fixtures__/s002-mysql55-binlog-on.txt'), 'utf8')
  .split('\n')
  .filter((l) => !l.startsWith('#'))
  .join('\n');

/** Length of a chart's measured line (0 when nothing is drawn). */
async function measuredPathLength(page: Page, chart: string): Promise<number> {
  return page.locator(`[data-chart="${chart}"] path.series-measured`).evaluate((p) => (p as SVGPathElement).getTotalLength());
}

test('pasted sysbench output (S002) is drawn beside the model, with the gap per metric, in English and Chinese', async ({ page }) => {
  await openLab(page, 'preset=s002_mysql55_binlog_on&dur=3&speed=max');
  await playToEnd(page);
  const panel = page.getByTestId('yourserver-panel');
  await panel.getByTestId('paste-box').fill(`${S002}\nnot a sysbench line`);
  await panel.getByTestId('paste-read').click();
  await expect(panel.getByTestId('paste-summary')).toContainText('Read 10 interval lines and the final report (sysbench-1.0).');
  await expect(panel.getByTestId('paste-dropped')).toContainText('1 line not read');
  await expect(page.getByTestId('paste-box')).toHaveValue(/not a sysbench line$/); // what was pasted stays
  await expect(page.getByTestId('measured-legend-tps')).toHaveText('measured: yours');
  await expect.poll(() => measuredPathLength(page, 'measured-tps')).toBeGreaterThan(50);
  await expect.poll(() => measuredPathLength(page, 'measured-p95')).toBeGreaterThan(50);
  const tpsRow = page.locator('[data-testid="measured-gap"] tr[data-metric="tps"]');
  await expect(tpsRow.locator('td').nth(1)).toHaveText('1.26k');
  await expect(tpsRow.locator('td').nth(2)).toHaveText(/^[+-]\d+%$/);

  await page.getByTestId('paste-box').fill('');
  await page.getByTestId('paste-read').click();
  await expect(page.getByTestId('paste-error')).toHaveText('Nothing to read: paste text or drop a file first.');

  const zh = await page.context().newPage(); // a fresh page: a hash change alone does not reload the lab
  await zh.goto('/#preset=s002_mysql55_binlog_on&dur=3&speed=max&lang=zh');
  await expect(zh.getByTestId('status')).toHaveAttribute('data-status', /idle|paused|finished/, { timeout: 30_000 });
  await zh.getByTestId('paste-box').fill(S002);
  await zh.getByTestId('paste-read').click();
  await expect(zh.getByTestId('measured-legend-tps')).toHaveText('实测：你的服务器');
  await expect(zh.getByTestId('recipe-text')).toContainText('加入服务器的 my.cnf');
});

test('axe finds no serious or critical violations with a measured run drawn', async ({ browser }) => {
  const { context, page } = await axePage(browser, { width: 1280, height: 720 });
  await openLab(page, 'preset=s002_mysql55_binlog_on&dur=3&speed=max');
  await page.getByTestId('paste-box').fill(`${S002}\nnot a sysbench line`);
  await page.getByTestId('paste-read').click();
  await expect(page.getByTestId('measured-gap')).toBeVisible();
  const serious = await axeSerious(page);
  expect(serious, serious.join('\n')).toEqual([]);
  await context.close();
});

test('the recipe follows the scenario and the chosen server', async ({ page }) => {
  await openLab(page, 'preset=s000_binlog_on_256');
  const recipe = page.getByTestId('recipe-text');
  await expect(recipe).toContainText('innodb_thread_concurrency = 16');
  await expect(recipe).toContainText('--threads=256');
  await page.getByTestId('recipe-server').selectOption('mariadb');
  await expect(recipe).toContainText('# innodb_thread_concurrency = 16: not in MariaDB 10.11 (removed in MariaDB 10.6)');
});

// Integration: npm run measure against a throw-away MariaDB (installed by
// measure when missing), 5 s of a lesson scenario with small tables, then the
// run file is opened in the lab. Bounded; measure removes its server and data
// directory itself, on failure and on the SIGTERM a timeout sends.
test('npm run measure --local writes a run file the lab draws', async ({ page }) => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'commitlab-e2e-measure-'));
  try {
    const out = join(dir, 'run.json');
    const r = spawnSync(
      'bash',
      ['web/scripts/measure.sh', '--scenario', 'lessons/00-commit-pipeline/steps/one-client-binlog-on.json', '--set', 'tables=2', '--set', 'table_size=2000', '--local', '--duration', '5', '--warmup', '1', '--machine-seconds', '2', '--out', out],
      { cwd: ROOT, encoding: 'utf8', timeout: 180_000, killSignal: 'SIGTERM' },
    );
    expect(r.status, `${r.stderr}\n${r.stdout}`).toBe(0);
    expect(r.stdout).toMatch(/^TPS\s+\d+\s+\d+/m);
    // Paired with measure-machine: the model ran on this machine, measured in the server's directory.
    expect(r.stderr).toMatch(/machine: measuring this machine in \S+commitlab-measure-/);
    expect(r.stdout).toMatch(/^machine the model ran on: measured_here \(measured now by npm run measure-machine/m);
    expect(r.stdout).toMatch(/^ {2}from the machine file \(measured\): cores \d+, .*log_device\.fsync_p50_us [\d.]+ µs, log_device\.fsync_p99_us [\d.]+ µs, log_device\.seq_write_mbps [\d.]+ MB\/s, context_switch_us [\d.]+ µs/m);
    expect(r.stdout).toMatch(/^ {2}fitted: none/m);
    expect(r.stdout).toMatch(/^run file: \S+ \(fingerprint [0-9a-f]{16}: /m);
    const run = JSON.parse(readFileSync(out, 'utf8'));
    expect(run.server.version).toMatch(/MariaDB/);
    expect(run.scenario.knobs).toMatchObject({ tables: 2, table_size: 2000, threads: 1, log_bin: true });
    expect(run.scenario.machine).toBe('measured_here');
    expect(run.scenario.machine_file.log_device.fsync_p50_us).toBeGreaterThan(0);
    expect(run.scenario.knobs.cores).toBe(run.scenario.machine_file.cores);

    await openLab(page, 'lesson=00-commit-pipeline&step=1&speed=max');
    await page.getByTestId('paste-file').setInputFiles(out);
    // sysbench prints 5 interval lines for 5 s, one fewer when a loaded machine ends the run first.
    const lines = (run.sysbench.output as string).split('\n').filter((l) => l.startsWith('[')).length;
    expect(lines).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('paste-summary')).toContainText(`Read ${lines} interval lines and the final report`);
    await expect(page.getByTestId('measured-source')).toContainText('run.json');
    await expect.poll(() => measuredPathLength(page, 'measured-tps')).toBeGreaterThan(50);
    await expect(page.locator('[data-testid="measured-gap"] tr[data-metric="redo_fsyncs_ps"] td').nth(1)).toHaveText(/\d/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
