#!/usr/bin/env node
// Static server for the production build (dist/) on 127.0.0.1.
// Usage: node web/scripts/serve.mjs [--port N] [--base /sub/path/] [--dir dist] [--quiet]
// --base serves the same files under a sub-path, to prove the build is
// base-path independent. Prints the URL once listening.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const root = resolve(repo, opt('dir', 'dist'));
const port = Number(opt('port', process.env.PORT ?? '5178'));
let base = opt('base', '/');
if (!base.startsWith('/')) base = `/${base}`;
if (!base.endsWith('/')) base = `${base}/`;
const quiet = args.includes('--quiet');

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html not found; run "npm run build" first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (!url.pathname.startsWith(base)) {
    res.writeHead(302, { location: base });
    res.end();
    return;
  }
  let rel = decodeURIComponent(url.pathname.slice(base.length)) || 'index.html';
  const file = normalize(join(root, rel));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  let path = file;
  if (!existsSync(path) || statSync(path).isDirectory()) path = join(root, 'index.html');
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  const immutable = path.includes(`${root}/assets/`);
  res.writeHead(200, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  createReadStream(path).pipe(res);
});

server.listen(port, '127.0.0.1', () => {
  const url = `http://127.0.0.1:${server.address().port}${base}`;
  if (!quiet) console.log(`Commit Pipeline Lab: ${url}`);
  else console.log(url);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
