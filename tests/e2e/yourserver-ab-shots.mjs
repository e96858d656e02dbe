// Screenshots of a measured run as B in A/B, and of a link that asks for
// its run file (not a test): node tests/e2e/yourserver-ab-shots.mjs [PORT]
// Serves dist/ and writes 390x844, 1280x720 and 1920x1080, en and zh, to
// tests/e2e/.output/yourserver-ab/.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const ROOT = new URL('../../', import.meta.url).pathname;
const OUT = new URL('./.output/yourserver-ab/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });
const PORT = Number(process.argv[2] ?? 4357);
const RUN = `${ROOT}web/src/yourserver/__fixtures__/mariadb-10.11-run.json`;
const fp = createHash('sha256').update(readFileSync(RUN, 'utf8').replace(/\r\n?/g, '\n')).digest('hex').slice(0, 16);
const server = spawn('node', ['web/scripts/serve.mjs', '--port', String(PORT), '--quiet'], { cwd: ROOT, stdio: 'ignore' });
try {
  await new Promise((r) => setTimeout(r, 1500));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  for (const [w, h] of [[390, 844], [1280, 720], [1920, 1080]]) {
    for (const lang of ['en', 'zh']) {
      const page = await browser.newPage({ viewport: { width: w, height: h } });
      // A link naming a run that is not loaded yet.
      await page.goto(`http://127.0.0.1:${PORT}/#preset=laptop_quickstart&dur=3&speed=max&measured=${fp}~mariadb-10.11-run.json&lang=${lang}`);
      await page.getByTestId('measured-wanted').waitFor({ timeout: 60000 });
      await page.getByTestId('measured-wanted').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}wanted-${w}x${h}-${lang}.png` });
      await page.getByTestId('measured-wanted-file').setInputFiles(RUN);
      await page.getByTestId('measured-open-compare').waitFor();
      await page.getByTestId('yourserver-panel').screenshot({ path: `${OUT}panel-${w}x${h}-${lang}.png` });
      await page.getByTestId('measured-open-compare').click();
      await page.getByTestId('pane-b').and(page.locator('[data-measured="drawn"]')).waitFor({ timeout: 60000 });
      await page.getByTestId('play').click();
      await page.locator('[data-testid="status"][data-status="finished"]').waitFor({ timeout: 60000 }).catch(() => {});
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${OUT}ab-${w}x${h}-${lang}.png`, fullPage: w === 390 ? false : true });
      await page.getByTestId('pane-a-recipe').locator('summary').click();
      await page.getByTestId('pane-a').screenshot({ path: `${OUT}pane-a-recipe-${w}x${h}-${lang}.png` });
      await page.getByTestId('diff-table').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}ab-table-${w}x${h}-${lang}.png` });
      await page.close();
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
