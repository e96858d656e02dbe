#!/usr/bin/env node
// npm run package: the built site as an archive a trainer copies and serves
// without building anything. Writes
//   <out>/commit-pipeline-lab-<version>-<build>.tar.gz and .zip
// each holding one folder of that name: site/ (dist/, precompressed copies
// included), nginx/commitlab.conf (pointing at /srv/commitlab/site/),
// serve.mjs (Node only) and HOSTING.md (web/hosting/HOSTING.md with the
// version filled in). <build> is the site's content hash (dist/sw.js's
// BUILD), so two different builds never share a name.
// Usage: node web/scripts/package.mjs [--out DIR]   (default: release/; needs dist/, npm run build)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeZip } from './zip.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const args = process.argv.slice(2);
const outArg = args.indexOf('--out');
const out = resolve(outArg >= 0 && args[outArg + 1] ? args[outArg + 1] : join(repo, 'release'));
const dist = join(repo, 'dist');

function fail(message) {
  console.error(`package: ${message}`);
  process.exit(1);
}

if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'sw.js'))) fail(`${dist} has no built site; run "npm run build" first.`);
const build = /const BUILD = '([0-9a-f]+)';/.exec(readFileSync(join(dist, 'sw.js'), 'utf8'))?.[1];
if (!build) fail('dist/sw.js names no BUILD; rebuild with "npm run build".');
const version = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version;
if (!version) fail('package.json has no "version".');
const git = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repo, encoding: 'utf8' });
const commit = git.status === 0 ? git.stdout.trim() : 'unknown';
const name = `commit-pipeline-lab-${version}-${build.slice(0, 8)}`;
const conf = readFileSync(join(repo, 'web/nginx/commitlab.conf'), 'utf8');
if (!conf.includes('/srv/commitlab/dist/')) fail('web/nginx/commitlab.conf no longer aliases /srv/commitlab/dist/: update package.mjs');
const hosting = readFileSync(join(repo, 'web/hosting/HOSTING.md'), 'utf8')
  .replaceAll('{{version}}', version)
  .replaceAll('{{build}}', build)
  .replaceAll('{{commit}}', commit);
if (hosting.includes('{{')) fail('web/hosting/HOSTING.md has a placeholder package.mjs does not fill');

const stage = mkdtempSync(join(tmpdir(), 'commitlab-package-'));
try {
  const top = join(stage, name);
  mkdirSync(join(top, 'nginx'), { recursive: true });
  cpSync(dist, join(top, 'site'), { recursive: true });
  writeFileSync(join(top, 'nginx/commitlab.conf'), conf.replaceAll('/srv/commitlab/dist/', '/srv/commitlab/site/').replace('the static build (dist/)', 'the static build (site/)'));
  cpSync(join(repo, 'web/scripts/serve.mjs'), join(top, 'serve.mjs'));
  writeFileSync(join(top, 'HOSTING.md'), hosting);

  mkdirSync(out, { recursive: true });
  const tgz = join(out, `${name}.tar.gz`);
  const zip = join(out, `${name}.zip`);
  // GNU tar: sorted names, one date, no owner, so the same site gives the same archive.
  execFileSync('tar', ['--sort=name', '--mtime=@0', '--owner=0', '--group=0', '--numeric-owner', '--use-compress-program=gzip -9n', '-cf', tgz, '-C', stage, name]);
  writeZip(zip, top, name);
  for (const f of [tgz, zip]) console.log(`${f}  ${(statSync(f).size / 1024).toFixed(0)} KiB`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
