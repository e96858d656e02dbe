#!/usr/bin/env node
// Static server for the production build on 127.0.0.1 (Node only, no
// dependencies: the packaged site ships this file beside it).
// Usage: node serve.mjs [--port N] [--base /sub/path/] [--dir DIR] [--host ADDR] [--quiet]
// --base serves the same files under a sub-path, to prove the build is
// base-path independent. --dir (relative to the current directory) defaults
// to the repository's dist/, or to site/ beside this file in the packaged
// site. --host 0.0.0.0 serves a class network. Prints the URL once listening.
// The build's .br/.gz copies (web/scripts/precompress.mjs) are sent to a
// browser that accepts them, as nginx's brotli_static/gzip_static do.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const here = dirname(fileURLToPath(import.meta.url));
const defaultRoot = [resolve(here, '../../dist'), resolve(here, 'site')].find((d) => existsSync(join(d, 'index.html'))) ?? resolve(here, '../../dist');
const root = opt('dir') ? resolve(opt('dir')) : defaultRoot;
const port = Number(opt('port', process.env.PORT ?? '5178'));
const host = opt('host', '127.0.0.1');
let base = opt('base', '/');
if (!base.startsWith('/')) base = `/${base}`;
if (!base.endsWith('/')) base = `${base}/`;
const quiet = args.includes('--quiet');

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html not found; run "npm run build" first (or pass --dir).`);
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

// The copies precompress.mjs writes, best first.
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** Content codings the request accepts (q > 0), from Accept-Encoding. */
function acceptedEncodings(header) {
  const ok = new Set();
  const refused = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    (q && !(Number(q.slice(2)) > 0) ? refused : ok).add(name);
  }
  return (name) => !refused.has(name) && (ok.has(name) || ok.has('*'));
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (!url.pathname.startsWith(base)) {
    res.writeHead(302, { location: base });
    res.end();
    return;
  }
  let rel;
  try {
    rel = decodeURIComponent(url.pathname.slice(base.length));
  } catch {
    res.writeHead(400).end();
    return;
  }
  let path = normalize(join(root, rel));
  if (path !== root && !path.startsWith(root + sep)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
  const headers = { 'x-content-type-options': 'nosniff' };
  // A missing file is a 404, as behind nginx (robots.txt included: never the lab's page).
  if (!isFile(path)) {
    res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
    res.end('Not found\n');
    return;
  }
  const immutable = path.startsWith(join(root, 'assets') + sep);
  headers['content-type'] = TYPES[extname(path)] ?? 'application/octet-stream';
  headers['cache-control'] = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
  let body = path;
  const variants = ENCODINGS.filter(([, ext]) => isFile(path + ext));
  if (variants.length) {
    headers.vary = 'Accept-Encoding';
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    const chosen = variants.find(([name]) => accepts(name));
    if (chosen) {
      headers['content-encoding'] = chosen[0];
      body = path + chosen[1];
    }
  }
  headers['content-length'] = String(statSync(body).size);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(body).pipe(res);
});

server.listen(port, host, () => {
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${server.address().port}${base}`;
  if (!quiet) console.log(`Commit Pipeline Lab: ${url}`);
  else console.log(url);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
