// "Compare with your server", the rest of issue 21: a measured run kept in
// a link by reference (its fingerprint and file name), asked for again when
// the link is opened; a measured run as B in the A/B comparison, labelled
// measured against the modelled A; the readers' messages in Chinese.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axePage, axeSerious, openLab, playToEnd } from './helpers';

const ROOT = new URL('../../', import.meta.url).pathname;
const RUN = join(ROOT, 'web/src/yourserver/__fixtures__/mariadb-10.11-run.json');
const OTHER = join(ROOT, 'web/src/yourserver/__fixtures__/s002-mysql55-binlog-on.txt');
/** The fingerprint, computed here independently of the lab: SHA-256 of the text with \n line ends, 16 hex digits. */
const fp = (path: string) => createHash('sha256').update(readFileSync(path, 'utf8').replace(/\r\n?/g, '\n')).digest('hex').slice(0, 16);

/** The page in Chinese: ready when its status says so by attribute (its text is Chinese). */
async function openZh(page: Page, hash: string): Promise<void> {
  await page.goto(`/#${hash}&lang=zh`);
  await expect(page.getByTestId('status')).toHaveAttribute('data-status', /idle|paused|finished/, { timeout: 30_000 });
}

async function pathLength(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((p) => (p as SVGPathElement).getTotalLength());
}

test('a measured run stays in the link by reference: opening it asks for the file, refuses another, draws the same one', async ({ page, context }) => {
  await openLab(page, 'preset=laptop_quickstart&dur=3&speed=max');
  await page.getByTestId('paste-file').setInputFiles(RUN);
  await expect(page.getByTestId('measured-source')).toContainText(`mariadb-10.11-run.json (fingerprint ${fp(RUN)})`);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`measured=${fp(RUN)}~mariadb-10.11-run.json`);
  const link = page.url();

  const again = await context.newPage();
  await openLab(again, link.split('#')[1]);
  const wants = again.getByTestId('measured-wanted');
  await expect(wants).toContainText(`the file mariadb-10.11-run.json (fingerprint ${fp(RUN)})`);
  await expect(again.locator('[data-chart="measured-tps"]')).toHaveCount(0); // nothing measured drawn yet
  await expect(again.getByTestId('messages')).toContainText(`This link names a measured run, the file mariadb-10.11-run.json (fingerprint ${fp(RUN)}), which a link never carries: it is missing until you choose that file`);
  // Another file: said, not drawn, its text kept in the box; the link still asks.
  await again.getByTestId('measured-wanted-file').setInputFiles(OTHER);
  await expect(again.getByTestId('measured-mismatch')).toContainText(`its fingerprint is ${fp(OTHER)}, the link's run (mariadb-10.11-run.json) has ${fp(RUN)}`);
  await expect(again.getByTestId('paste-box')).toHaveValue(/\[ 10s \] thds: 100/);
  await expect(again.locator('[data-chart="measured-tps"]')).toHaveCount(0);
  expect(decodeURIComponent(again.url())).toContain(`measured=${fp(RUN)}~`);
  // The right file: drawn, the request gone, the link unchanged.
  await again.getByTestId('measured-wanted-file').setInputFiles(RUN);
  await expect(again.getByTestId('measured-wanted')).toHaveCount(0);
  await expect(again.getByTestId('messages')).not.toContainText('This link names a measured run');
  await expect.poll(() => pathLength(again, '[data-chart="measured-tps"] path.series-measured')).toBeGreaterThan(50);
  expect(decodeURIComponent(again.url())).toContain(`measured=${fp(RUN)}~mariadb-10.11-run.json`);

  // A bad reference is refused by name and value; the rest of the link still opens.
  const bad = await context.newPage();
  await openLab(bad, 'preset=laptop_quickstart&measured=zzz');
  await expect(bad.getByTestId('messages')).toContainText('URL field "measured": "zzz" is not allowed; expected <16 hex digits>~<file name>');
  await expect(bad.getByTestId('measured-wanted')).toHaveCount(0);
});

test('A/B: the model (A) against a measured run (B), on the same charts and table, labelled; B asked for again from a link', async ({ page, context }) => {
  await openLab(page, 'preset=laptop_quickstart&dur=10&speed=max');
  await page.getByTestId('paste-file').setInputFiles(RUN);
  await page.getByTestId('measured-open-compare').click();
  const paneB = page.getByTestId('pane-b');
  await expect(paneB).toHaveAttribute('data-measured', 'drawn', { timeout: 30_000 });
  await expect(page.getByTestId('pane-b-measured-badge')).toHaveText('measured: yours');
  await expect(page.getByTestId('pane-b-measured-what')).toContainText('MariaDB');
  await expect(page.getByTestId('pane-b-measured-what')).toContainText('3 interval lines, 4 threads, 3 s');
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`b.measured=${fp(RUN)}~mariadb-10.11-run.json`);
  expect(page.url()).toContain('dur=3'); // both sides run for the measured run's length
  await page.getByTestId('pane-b-a-from-run').click();
  await expect(page.getByTestId('pane-b-a-note')).toContainText("A now has the run's");
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 60_000 });
  await expect(page.getByTestId('compare-kind-tps-a')).toHaveText(' model');
  await expect(page.getByTestId('compare-kind-tps-b')).toHaveText(' measured: yours');
  await expect(page.getByTestId('compare-latest-tps-b')).toHaveText('2.3k'); // the run's last interval line: 2298.34
  await expect.poll(() => pathLength(page, '[data-chart="compare-tps"] path.series-side-b')).toBeGreaterThan(50);
  await expect(page.getByTestId('diff-table')).toContainText('B (measured: yours)');
  await expect(page.getByTestId('diff-table')).toContainText('A (model)');
  const tps = page.getByTestId('diff-tps');
  await expect.poll(async () => Number(await tps.getAttribute('data-b-run'))).toBeCloseTo((2348.23 + 2367.06 + 2298.34) / 3, 1);
  expect(Number(await page.getByTestId('diff-fsyncs').getAttribute('data-b-run'))).toBeGreaterThan(0);
  await expect(page.getByTestId('diff-cpu')).toContainText('not measured');
  await expect(page.getByTestId('differing-knobs')).toHaveCount(0);

  // The same link opened afresh: B is asked for by file name and fingerprint, then drawn.
  const again = await context.newPage();
  await again.goto(page.url());
  await expect(again.getByTestId('pane-b')).toHaveAttribute('data-measured', 'wanted', { timeout: 30_000 });
  await expect(again.getByTestId('pane-b-wanted')).toContainText(`the file mariadb-10.11-run.json (fingerprint ${fp(RUN)})`);
  await again.getByTestId('b-wanted-file').setInputFiles(RUN);
  await expect(again.getByTestId('pane-b')).toHaveAttribute('data-measured', 'drawn');
  await again.getByTestId('pane-b-back-to-model').click();
  await expect(again.getByTestId('pane-b-knobs')).toBeVisible();
  await expect.poll(() => again.url()).not.toContain('b.measured');
});

test('in Chinese: the B side is labelled measured, and a reader names a dropped line in Chinese', async ({ context }) => {
  const page = await context.newPage();
  await openZh(page, `compare=1&b.measured=${fp(RUN)}~mariadb-10.11-run.json`);
  await expect(page.getByTestId('pane-b-measured-badge')).toHaveText('实测：你的服务器');
  await expect(page.getByTestId('pane-b-wanted')).toContainText('这个对比的 B 是一次实测运行：文件 mariadb-10.11-run.json');

  const lab = await context.newPage();
  await openZh(lab, 'preset=laptop_quickstart&dur=3');
  await lab.getByTestId('paste-box').fill('[ 1s ] thds: 4 tps: 2348.23 qps: 2348.23 (r/w/o: 0.00/2348.23/0.00) lat (ms,95%): 5.57 err/s: 0.00 reconn/s: 0.00\n[ 2s ] thds: 4 tps: 23x\n');
  await lab.getByTestId('paste-read').click();
  await lab.getByTestId('paste-dropped').locator('summary').click();
  await expect(lab.getByTestId('paste-dropped')).toContainText('第 2 行：“[ 2s ] thds: 4 tps: 23x”，应为：tps 应为数字，而不是“23x”');
});

test('axe finds no serious or critical violations: a link asking for its run, and A/B with a measured B', async ({ browser }) => {
  const { context, page } = await axePage(browser, { width: 1280, height: 720 });
  await openLab(page, `preset=laptop_quickstart&dur=3&measured=${fp(RUN)}~mariadb-10.11-run.json`);
  await expect(page.getByTestId('measured-wanted')).toBeVisible();
  let serious = await axeSerious(page);
  expect(serious, serious.join('\n')).toEqual([]);
  await page.getByTestId('measured-wanted-file').setInputFiles(RUN);
  await page.getByTestId('measured-open-compare').click();
  await expect(page.getByTestId('pane-b')).toHaveAttribute('data-measured', 'drawn', { timeout: 30_000 });
  serious = await axeSerious(page);
  expect(serious, serious.join('\n')).toEqual([]);
  await context.close();
});

test("A/B: each side's recipe follows that side's settings and the chosen server", async ({ page }) => {
  await openLab(page, 'compare=1&a.preset=s000_binlog_off_16&b.preset=s000_binlog_on_16&dur=3');
  await page.getByTestId('pane-a-recipe').locator('summary').click();
  await page.getByTestId('pane-b-recipe').locator('summary').click();
  await expect(page.getByTestId('pane-a-recipe-text')).toContainText('disable_log_bin');
  await expect(page.getByTestId('pane-b-recipe-text')).toContainText('log_bin = mysql-bin');
  await expect(page.getByTestId('pane-b-recipe-text')).toContainText('--threads=16');
  await expect(page.getByTestId('pane-b-recipe-text')).toContainText('--time=3');
  await page.getByTestId('pane-a-recipe-server').selectOption('mariadb');
  await expect(page.getByTestId('pane-a-recipe-text')).toContainText('skip_log_bin');
  await expect(page.getByTestId('pane-b-recipe-text')).not.toContainText('skip_log_bin');
});

test("A/B: A takes a run's settings on the run's own machine file (measured by npm run measure), checked by the core", async ({ page }) => {
  const withMachine = join(ROOT, 'web/src/yourserver/__fixtures__/mariadb-10.11-run-with-machine.json');
  await openLab(page, 'preset=laptop_quickstart&dur=3&speed=max');
  await page.getByTestId('paste-file').setInputFiles(withMachine);
  await page.getByTestId('measured-open-compare').click();
  await expect(page.getByTestId('pane-b')).toHaveAttribute('data-measured', 'drawn', { timeout: 30_000 });
  await page.getByTestId('pane-b-a-from-run').click();
  await expect(page.getByTestId('pane-b-a-note')).toContainText("A runs on the run's machine file, measured_here");
  await expect(page.getByTestId('pane-a-machine')).toHaveValue('measured_here');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('status')).toHaveText('finished', { timeout: 60_000 });
  expect(Number(await page.getByTestId('diff-tps').getAttribute('data-a-run'))).toBeGreaterThan(0);
});

test("the lab takes a run file's settings on its machine file, and draws the model of what was measured beside it", async ({ page }) => {
  const withMachine = join(ROOT, 'web/src/yourserver/__fixtures__/mariadb-10.11-run-with-machine.json');
  await openLab(page, 'preset=laptop_quickstart&speed=max');
  await page.getByTestId('paste-file').setInputFiles(withMachine);
  await page.getByTestId('measured-run-settings').click();
  await expect(page.getByTestId('measured-run-settings-note')).toContainText('on its machine file, measured_here');
  await expect(page.getByTestId('machine')).toHaveValue('measured_here');
  await expect(page.locator('[data-knob="threads"]')).toHaveValue('1');
  await playToEnd(page);
  await expect(page.locator('[data-testid="measured-gap"] tr[data-metric="tps"] td').first()).toHaveText(/\d/);
  await expect.poll(() => decodeURIComponent(page.url())).toContain('dur=3');
});
