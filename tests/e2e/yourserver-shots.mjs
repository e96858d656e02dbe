// Screenshots of "Compare with your server" (not a test): node tests/e2e/yourserver-shots.mjs
// Serves dist/ on a free port, opens the lab with a pasted S002 log, and
// writes the panel at 390x844, 1280x720 and 1920x1080, en and zh, to tests/e2e/.output/.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const ROOT = new URL('../../', import.meta.url).pathname;
const OUT = new URL('./.output/yourserver/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });
const PORT = 4391;
const server = spawn('node', ['web/scripts/serve.mjs', '--port', String(PORT), '--quiet'], { cwd: ROOT, stdio: 'ignore' });
const log = readFileSync(`${ROOT}web/src/yourserver/__fixtures__/s002-mysql55-binlog-on.txt`, 'utf8').split('\n').filter((l) => !l.startsWith('#')).join('\n');
try {
  await new Promise((r) => setTimeout(r, 1500));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  for (const [w, h] of [[390, 844], [1280, 720], [1920, 1080]]) {
    for (const lang of ['en', 'zh']) {
      const page = await browser.newPage({ viewport: { width: w, height: h } });
      await page.goto(`http://127.0.0.1:${PORT}/#preset=s002_mysql55_binlog_on&dur=3&speed=max&lang=${lang}`);
      await page.getByTestId('play').click();
      await page.getByTestId('status').filter({ hasText: 'finished' }).waitFor({ timeout: 60000 }).catch(() => {});
      await page.getByTestId('paste-box').fill(`${log}\nnot a sysbench line`);
      await page.getByTestId('paste-read').click();
      await page.getByTestId('measured-gap').waitFor();
      await page.waitForTimeout(400);
      await page.getByTestId('yourserver-panel').screenshot({ path: `${OUT}panel-${w}x${h}-${lang}.png` });
      await page.close();
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
