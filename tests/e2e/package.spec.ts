// The archive a trainer hosts without building (npm run package,
// web/scripts/package.mjs): both its .tar.gz and its .zip hold the same
// folder (the built site, the nginx block, serve.mjs, HOSTING.md), and
// each serves a lesson under a sub-path: the zip's serve.mjs under /lab/
// (run from another directory, with no repository around), the tar's nginx
// block under /lab/ (Debian nginx, as root).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { OUT, freePort } from './helpers';
import { isRoot, nginx, startNginx, type RunningNginx } from './nginx-server';
import { rawGet } from './raw-get';

const repo = resolve(new URL('../..', import.meta.url).pathname);
const version = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version as string;
const LESSON = '#lesson=01-binlog-off-slower&step=1';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? listFiles(join(dir, d.name)) : [join(dir, d.name)]));
}

let work = '';
let name = '';
let fromTar = '';
let fromZip = '';

test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'commitlab-package-test-'));
  const out = join(work, 'out');
  execFileSync(process.execPath, [join(repo, 'web/scripts/package.mjs'), '--out', out], { timeout: 120_000, stdio: ['ignore', 'pipe', 'inherit'] });
  const archives = readdirSync(out).sort();
  expect(archives).toHaveLength(2);
  name = archives[0]!.replace(/\.(tar\.gz|zip)$/, '');
  expect(name).toMatch(new RegExp(`^commit-pipeline-lab-${version.replaceAll('.', '\\.')}-[0-9a-f]{8}$`));
  expect(archives).toEqual([`${name}.tar.gz`, `${name}.zip`]);
  fromTar = join(work, 'tar');
  fromZip = join(work, 'zip');
  execFileSync('mkdir', ['-p', fromTar, fromZip]);
  execFileSync('tar', ['-xzf', join(out, `${name}.tar.gz`), '-C', fromTar]);
  // Python's zipfile (Emscripten needs Python, so setup.sh brings it) reads the zip as any unzip would.
  execFileSync('python3', ['-m', 'zipfile', '-e', join(out, `${name}.zip`), fromZip]);
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the .tar.gz and the .zip hold the same folder: site, nginx block, serve.mjs, HOSTING.md', () => {
  const tarFiles = listFiles(fromTar).map((f) => relative(fromTar, f)).sort();
  const zipFiles = listFiles(fromZip).map((f) => relative(fromZip, f)).sort();
  expect(zipFiles).toEqual(tarFiles);
  for (const f of tarFiles) expect(readFileSync(join(fromZip, f)).equals(readFileSync(join(fromTar, f))), f).toBe(true);
  for (const f of ['HOSTING.md', 'serve.mjs', 'nginx/commitlab.conf', 'site/index.html', 'site/index.html.gz', 'site/index.html.br', 'site/fidelity.html', 'site/sw.js', 'site/robots.txt']) {
    expect(tarFiles, f).toContain(`${name}/${f}`);
  }
  // The site is dist/ as built, file for file.
  const dist = join(repo, 'dist');
  const distFiles = listFiles(dist).map((f) => relative(dist, f)).sort();
  expect(tarFiles.filter((f) => f.startsWith(`${name}/site/`)).map((f) => f.slice(`${name}/site/`.length))).toEqual(distFiles);
  const hosting = readFileSync(join(fromTar, name, 'HOSTING.md'), 'utf8');
  expect(hosting).toContain(`Version ${version}`);
  expect(hosting).not.toContain('{{');
  const conf = readFileSync(join(fromTar, name, 'nginx/commitlab.conf'), 'utf8');
  expect(conf).toContain('alias /srv/commitlab/site/;');
  expect(conf).not.toContain('/srv/commitlab/dist/');
  // Relative asset URLs: nothing in the pages points at the server's root.
  for (const page of ['index.html', 'fidelity.html']) {
    const html = readFileSync(join(fromTar, name, 'site', page), 'utf8');
    expect(html, page).not.toMatch(/(src|href)="\/(?!\/)/);
  }
  expect(statSync(join(fromTar, name, 'serve.mjs')).size).toBeGreaterThan(0);
});

/** Opens a lesson step at url and checks it is there, every request under /lab/. */
async function openLesson(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.protocol === 'http:' && !u.pathname.startsWith('/lab/')) problems.push(`request outside /lab/: ${r.url()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(`${url}${LESSON}`);
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('lesson-pane')).toContainText('Switch the binlog off', { timeout: 30_000 });
  // The lesson folds the settings behind "All settings"; opened, the
  // scenario's preset is there (the app's whole bundle loaded under /lab/).
  await page.getByTestId('sidebar-fold').click();
  await expect(page.getByTestId('preset')).toBeVisible();
  return problems;
}

test('the zip\'s serve.mjs, run from elsewhere, serves a lesson under /lab/', async ({ page }) => {
  const port = await freePort();
  // cwd: an empty directory, so only the archive's own files can answer.
  const server: ChildProcess = spawn(process.execPath, [join(fromZip, name, 'serve.mjs'), '--port', String(port), '--base', '/lab/', '--quiet'], {
    cwd: mkdtempSync(join(tmpdir(), 'commitlab-elsewhere-')),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(server.stdout!, 'data')) as [Buffer];
    const url = line.toString().trim();
    expect(url).toBe(`http://127.0.0.1:${port}/lab/`);
    expect((await rawGet(url, 'br')).headers['content-encoding']).toBe('br');
    const problems = await openLesson(page, url);
    await page.screenshot({ path: `${OUT}package-serve-lesson.png` });
    expect(problems).toEqual([]);
  } finally {
    server.kill('SIGTERM');
  }
});

test.describe('the tar\'s nginx block', () => {
  test.skip(!nginx || !isRoot, 'needs Debian nginx (web/scripts/setup.sh installs it) and root');
  let server: RunningNginx | undefined;
  test.afterAll(() => server?.dispose());

  test('serves a lesson under /lab/ from the extracted site/', async ({ page }) => {
    server = await startNginx(join(fromTar, name, 'nginx/commitlab.conf'), '/srv/commitlab/site/', join(fromTar, name, 'site'));
    const url = `http://127.0.0.1:${server.port}/lab/`;
    expect((await rawGet(url, 'gzip')).headers['content-encoding']).toBe('gzip');
    const problems = await openLesson(page, url);
    expect(problems).toEqual([]);
  });
});
