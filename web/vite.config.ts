import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { ENCODINGS, precompressDir } from './scripts/precompress.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const repoRoot = here('..');
// Where wasm-core/scripts/build-wasm.sh puts the browser build.
const wasmOut = process.env.COMMITLAB_WASM_OUT ? `${process.env.COMMITLAB_WASM_OUT}/web` : here('../wasm-core/build-wasm/web');

/** Strict Content-Security-Policy in the production page: no CDN, no eval. */
function contentSecurityPolicy(): Plugin {
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return {
    name: 'commitlab-csp',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`),
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? listFiles(join(dir, d.name)) : [join(dir, d.name)]));
}

/** What the service worker precaches: pages at the top, everything under assets/ (not the .br/.gz copies: the browser decodes those). */
function filesToKeep(outDir: string): string[] {
  return listFiles(outDir)
    .map((f) => relative(outDir, f).split('\\').join('/'))
    .filter((f) => /^[^/]+\.html$/.test(f) || f.startsWith('assets/'))
    .filter((f) => !ENCODINGS.some((e) => f.endsWith(e.ext)))
    .sort();
}

/**
 * Offline after the first visit: writes dist/sw.js from
 * web/src/offline/service-worker.js with the files to keep (the pages and
 * every content-hashed asset, relative to the site's base) and a build id
 * that changes whenever any of them does.
 */
function offlineServiceWorker(templatePath: string): Plugin {
  let outDir = '';
  return {
    name: 'commitlab-offline',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = filesToKeep(outDir);
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update(readFileSync(join(outDir, f)));
      const build = hash.digest('hex').slice(0, 16);
      const source = readFileSync(templatePath, 'utf8')
        .replace("const BUILD = 'dev';", `const BUILD = '${build}';`)
        .replace('const FILES = [];', `const FILES = ${JSON.stringify(['./', ...files])};`);
      if (!source.includes(build)) throw new Error(`${templatePath}: the BUILD / FILES lines were not found`);
      writeFileSync(join(outDir, 'sw.js'), source);
    },
  };
}

/**
 * Last step of the build: a .br and a .gz beside every text file and the
 * core (web/scripts/precompress.mjs), sw.js included, so nginx and serve.mjs
 * send them as they are.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'commitlab-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}

export default defineConfig({
  root: here('.'),
  base: './',
  // One node_modules at the repo root, caches included.
  cacheDir: here('../node_modules/.vite'),
  publicDir: here('../public'),
  plugins: [contentSecurityPolicy(), offlineServiceWorker(here('src/offline/service-worker.js')), precompress()],
  resolve: { alias: { '@commitlab-wasm': wasmOut } },
  worker: { format: 'es' },
  build: {
    outDir: here('../dist'),
    // Two pages: the lab and "How close is the model?".
    rollupOptions: { input: { main: here('index.html'), fidelity: here('fidelity.html') } },
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  server: { host: '127.0.0.1', fs: { allow: [repoRoot] } },
  preview: { host: '127.0.0.1' },
  test: {
    root: here('.'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The Chinese text loads on demand in the page (lang/zh-loader.ts); tests have it from the start.
    setupFiles: ['src/lang/testing/zh-loaded.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // jsdom renders of the whole knob panel take 1-2 s alone and over 10 s on
    // a busy 2-core machine; the timeout guards hangs, it measures nothing.
    testTimeout: 30_000,
  },
} as Parameters<typeof defineConfig>[0]);
